package match

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	_ "github.com/tabla-games/tabla/games/all"
	"github.com/tabla-games/tabla/position"
)

// TestOpeningsFiles holds testdata/openings to what the strength test
// (testdata/strength) needs: a file for every registered game, each with
// at least ten distinct openings, all legal under the game's default
// options and none already over. The other files of a game, its id, a
// hyphen and a name (reversi-300.txt for long matches, go-gnugo.txt
// judged by GNU Go), are held to the same, under the options their
// header names.
func TestOpeningsFiles(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "openings")
	games := position.Games()
	for _, info := range games {
		more, err := filepath.Glob(filepath.Join(dir, info.ID+"-*.txt"))
		if err != nil {
			t.Fatal(err)
		}
		// A longer id that starts the same way claims its own files.
		more = slices.DeleteFunc(more, func(path string) bool {
			base := strings.TrimSuffix(filepath.Base(path), ".txt")
			return slices.ContainsFunc(games, func(other position.Info) bool {
				return len(other.ID) > len(info.ID) && (base == other.ID || strings.HasPrefix(base, other.ID+"-"))
			})
		})
		for _, path := range append([]string{filepath.Join(dir, info.ID+".txt")}, more...) {
			t.Run(filepath.Base(path), func(t *testing.T) {
				checkOpeningsFile(t, info.ID, path)
			})
		}
	}
}

// openingsOptions finds the game options in the command line that an
// openings file's header records (testdata/strength openings -options).
var openingsOptions = regexp.MustCompile(`(?m)^#.* -options "([^"]*)"`)

// checkOpeningsFile checks one file of openings for the game id, under
// the game options its header names.
func checkOpeningsFile(t *testing.T, id, path string) {
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var options []string
	if m := openingsOptions.FindSubmatch(text); m != nil {
		options = strings.Fields(string(m[1]))
	}
	openings, err := ReadOpenings(bytes.NewReader(text))
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
		r, err := newReferee(id, options, o)
		if err != nil {
			t.Error(err)
			continue
		}
		if over, _ := r.pos.Outcome(); over {
			t.Errorf("line %d: the game is over after %q", o.line, o)
		}
	}
}
