package match

import (
	"os"
	"path/filepath"
	"testing"

	_ "github.com/tabla-games/tabla/games/all"
	"github.com/tabla-games/tabla/position"
)

// TestOpeningsFiles holds testdata/openings to what the strength test
// (testdata/strength) needs: a file for every registered game, each with
// at least ten distinct openings, all legal under the game's default
// options and none already over.
func TestOpeningsFiles(t *testing.T) {
	for _, info := range position.Games() {
		t.Run(info.ID, func(t *testing.T) {
			f, err := os.Open(filepath.Join("..", "..", "testdata", "openings", info.ID+".txt"))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			openings, err := ReadOpenings(f)
			if err != nil {
				t.Fatal(err)
			}
			if len(openings) < 10 {
				t.Errorf("%d openings, want at least 10", len(openings))
			}
			seen := map[string]bool{}
			for _, o := range openings {
				if seen[o.String()] {
					t.Errorf("line %d repeats %q", o.line, o)
				}
				seen[o.String()] = true
				r, err := newReferee(info.ID, nil, o)
				if err != nil {
					t.Error(err)
					continue
				}
				if over, _ := r.pos.Outcome(); over {
					t.Errorf("line %d: the game is over after %q", o.line, o)
				}
			}
		})
	}
}
