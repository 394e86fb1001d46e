package positiontest

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// PerftCase is one line of a perft table in testdata/perft: the expected
// leaf count depth plies below a position of a game with options.
type PerftCase struct {
	Line     int
	Depth    int
	Count    uint64
	Position string   // "" for the start position
	Options  []string // key=value settings
}

// LoadPerft reads a perft table. Each line that is not blank or a comment
// (#) has four fields separated by '|':
//
//	depth | count | startpos or a position string | options (key=value ...)
//
// The last field may be empty.
func LoadPerft(path string) ([]PerftCase, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var cases []PerftCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "|")
		if len(fields) != 4 {
			return nil, fmt.Errorf("%s:%d: want 4 fields separated by |", path, n)
		}
		c := PerftCase{Line: n}
		if c.Depth, err = strconv.Atoi(strings.TrimSpace(fields[0])); err != nil {
			return nil, fmt.Errorf("%s:%d: depth: %v", path, n, err)
		}
		if c.Count, err = strconv.ParseUint(strings.ReplaceAll(strings.TrimSpace(fields[1]), ",", ""), 10, 64); err != nil {
			return nil, fmt.Errorf("%s:%d: count: %v", path, n, err)
		}
		if p := strings.TrimSpace(fields[2]); p != "startpos" {
			c.Position = p
		}
		c.Options = strings.Fields(fields[3])
		cases = append(cases, c)
	}
	return cases, sc.Err()
}

// RunPerft checks every case of the perft table at path for the game info,
// both plainly and through a perft hash table (which shows that Hash covers
// all the state that matters). Cases with more than maxShort leaves are
// skipped under -short.
func RunPerft(t *testing.T, info position.Info, path string, maxShort uint64) {
	t.Helper()
	cases, err := LoadPerft(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) == 0 {
		t.Fatalf("%s holds no perft cases", path)
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("line%d/depth%d", c.Line, c.Depth), func(t *testing.T) {
			if testing.Short() && c.Count > maxShort {
				t.Skipf("%d leaves: skipped with -short", c.Count)
			}
			build := func() position.Game {
				opts, err := info.ParseOptions(c.Options)
				if err != nil {
					t.Fatal(err)
				}
				g, err := info.New(opts)
				if err != nil {
					t.Fatal(err)
				}
				if c.Position != "" {
					if err := g.SetPosition(c.Position); err != nil {
						t.Fatal(err)
					}
				}
				return g
			}
			if got := position.Perft(build(), c.Depth, info.PerftEndsAreLeaves); got != c.Count {
				t.Errorf("perft(%d) = %d, want %d", c.Depth, got, c.Count)
			}
			if c.Depth >= 2 {
				p := position.NewPerfter(build(), info.PerftEndsAreLeaves, 1<<16)
				if got := p.Count(c.Depth); got != c.Count {
					t.Errorf("hashed perft(%d) = %d, want %d", c.Depth, got, c.Count)
				}
			}
		})
	}
}
