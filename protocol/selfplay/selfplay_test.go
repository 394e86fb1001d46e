package selfplay_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	_ "github.com/tabla-games/tabla/games/all"
	"github.com/tabla-games/tabla/position/learn"
	"github.com/tabla-games/tabla/protocol/match"
	"github.com/tabla-games/tabla/protocol/selfplay"
	"github.com/tabla-games/tabla/search"
)

// config is a small, fast run: Reversi at depth 2, exact from 10 empties.
func config(out string) selfplay.Config {
	return selfplay.Config{
		Game: "reversi", Games: 6, Seed: 7, Limits: search.Limits{Depth: 2}, Searcher: search.AlphaBeta,
		RandomPlies: 4, ExactDepth: 3, Jobs: 1, HashMB: 1, Out: out, Version: "test",
	}
}

// games reads a record file as its games' lines, sorted by game.
func games(t *testing.T, path string) []string {
	t.Helper()
	f, err := learn.ReadRecordFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for i, g := range f.Games {
		var b strings.Builder
		for _, r := range g {
			b.WriteString(r.String() + "\n")
		}
		b.WriteString(f.Ends[i].String())
		out = append(out, b.String())
	}
	slices.Sort(out)
	return out
}

// starts reads a record file's games' start positions, by game number:
// the position of each game's first searched record.
func starts(t *testing.T, path string) []string {
	t.Helper()
	f, err := learn.ReadRecordFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]string, len(f.Games))
	for gi, g := range f.Games {
		n := f.Ends[gi].Game
		if n >= len(out) {
			t.Fatalf("game %d in a file of %d games", n, len(out))
		}
		i := slices.IndexFunc(g, func(r learn.Record) bool { return r.Score != learn.Unknown })
		if i < 0 {
			t.Fatalf("game %d has no searched position", n)
		}
		out[n] = g[i].Position
	}
	return out
}

// TestDeterministic: the same seed gives the same games whatever the jobs
// and the shards, each game starts where no earlier game did, and the
// records are consistent: plies in order, results and margins from the
// side to move's view, exact values at the end. In the second run most
// games' first random openings repeat an earlier game's, across shards.
func TestDeterministic(t *testing.T) {
	redrawn := config("")
	redrawn.Games, redrawn.RandomPlies, redrawn.Limits.Depth, redrawn.ExactDepth = 10, 2, 1, 0
	for _, tc := range []struct {
		name   string
		c      selfplay.Config
		shards int
	}{
		{"searched and proven", config(""), 3},
		{"12 openings for 10 games", redrawn, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			c := tc.c
			c.Out = filepath.Join(dir, "sub", "one.txt") // --out makes its directory
			one := c.Out
			sum, err := selfplay.Run(context.Background(), c)
			if err != nil {
				t.Fatal(err)
			}
			if sum.Games != c.Games || sum.Positions < c.Games*50 || c.ExactDepth > 0 && sum.Exact == 0 {
				t.Fatalf("summary %+v", sum)
			}
			want := games(t, one)
			c.Out, c.Jobs = filepath.Join(dir, "two.txt"), 2
			if _, err := selfplay.Run(context.Background(), c); err != nil {
				t.Fatal(err)
			}
			if got := games(t, c.Out); !slices.Equal(got, want) {
				t.Fatal("two jobs played other games than one")
			}
			var sharded []string
			for i := 1; i <= tc.shards; i++ {
				c.Out, c.Shard = filepath.Join(dir, "shard.txt"), match.Shard{I: i, N: tc.shards}
				if _, err := selfplay.Run(context.Background(), c); err != nil {
					t.Fatal(err)
				}
				sharded = append(sharded, games(t, c.Out)...)
			}
			slices.Sort(sharded)
			if !slices.Equal(sharded, want) {
				t.Fatalf("%d shards played other games than the whole run", tc.shards)
			}
			seen := map[string]int{}
			for n, s := range starts(t, one) {
				if m, ok := seen[s]; ok {
					t.Fatalf("game %d starts where game %d did: %s", n, m, s)
				}
				seen[s] = n
			}
			f, _ := learn.ReadRecordFile(one)
			proven := 0
			for gi, g := range f.Games {
				end := f.Ends[gi]
				exactSeen := false
				for i, r := range g {
					if r.Ply != i || r.Game != end.Game {
						t.Fatalf("game %d: record %d has ply %d, game %d", end.Game, i, r.Ply, r.Game)
					}
					flip := 1 - 2*r.Side
					if r.Result != end.Result*flip || r.Margin != end.Margin*flip {
						t.Fatalf("game %d ply %d: result %d margin %d for side %d, game %d %d", end.Game, i, r.Result, r.Margin, r.Side, end.Result, end.Margin)
					}
					if r.Exact != learn.Unknown {
						exactSeen = true
						// Played on by the solver, the game ends as proven.
						if r.Exact != r.Margin {
							t.Fatalf("game %d ply %d: exact %d but the game ended %d", end.Game, i, r.Exact, r.Margin)
						}
					} else if exactSeen {
						t.Fatalf("game %d ply %d: no exact value after an exact one", end.Game, i)
					}
					if i < c.RandomPlies && r.Score != learn.Unknown {
						t.Fatalf("game %d: random ply %d has a score", end.Game, i)
					}
				}
				if exactSeen {
					proven++
				}
			}
			// A game may end in a wipe-out before the solver's reach; most do not.
			if c.ExactDepth > 0 && proven < c.Games*2/3 {
				t.Fatalf("%d games of %d have exact values", proven, c.Games)
			}
		})
	}
}

// TestFewOpenings: a run with fewer start positions than games uses each
// of them and plays every game.
func TestFewOpenings(t *testing.T) {
	for _, tc := range []struct {
		name        string
		games       int
		randomPlies int
		openings    []match.Opening
		distinct    int // start positions
	}{
		{"no random plies", 3, 0, nil, 1},
		{"one random ply, 4 first moves", 6, 1, nil, 4},
		{"two openings, no random plies", 4, 0, []match.Opening{{Moves: []string{"f5"}}, {Moves: []string{"d3"}}}, 2},
		{"two openings, one random ply", 8, 1, []match.Opening{{Moves: []string{"f5"}}, {Moves: []string{"d3"}}}, 6},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := config(filepath.Join(t.TempDir(), "run.txt"))
			c.Games, c.RandomPlies, c.Openings, c.OpeningsName = tc.games, tc.randomPlies, tc.openings, "two.txt"
			c.Limits.Depth, c.ExactDepth = 1, 0
			sum, err := selfplay.Run(context.Background(), c)
			if err != nil {
				t.Fatal(err)
			}
			if sum.Games != tc.games {
				t.Fatalf("played %d games of %d", sum.Games, tc.games)
			}
			seen := map[string]bool{}
			for _, s := range starts(t, c.Out) {
				seen[s] = true
			}
			if len(seen) != tc.distinct {
				t.Fatalf("%d games start from %d positions, want %d", tc.games, len(seen), tc.distinct)
			}
		})
	}
}

// TestResume cuts a finished file inside its last game and resumes it:
// the result holds the same games, each once; a resume with another seed
// or shard is refused and leaves the file alone.
func TestResume(t *testing.T) {
	dir := t.TempDir()
	c := config(filepath.Join(dir, "run.txt"))
	if _, err := selfplay.Run(context.Background(), c); err != nil {
		t.Fatal(err)
	}
	want := games(t, c.Out)
	data, _ := os.ReadFile(c.Out)
	cut := data[:len(data)-len(data)/5]
	if err := os.WriteFile(c.Out, cut, 0o644); err != nil {
		t.Fatal(err)
	}
	kept := len(games(t, c.Out))
	c.Resume = true
	sum, err := selfplay.Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Kept != kept || sum.Games != 6-kept {
		t.Fatalf("resume kept %d and played %d, want %d and %d", sum.Kept, sum.Games, kept, 6-kept)
	}
	if got := games(t, c.Out); !slices.Equal(got, want) {
		t.Fatalf("resumed file has %d games, differing from the whole run's %d", len(got), len(want))
	}
	before, _ := os.ReadFile(c.Out)
	for _, change := range []func(*selfplay.Config){
		func(c *selfplay.Config) { c.Seed++ },
		func(c *selfplay.Config) { c.Shard = match.Shard{I: 1, N: 2} },
		func(c *selfplay.Config) { c.Limits.Depth++ },
	} {
		bad := c
		change(&bad)
		if _, err := selfplay.Run(context.Background(), bad); err == nil || !strings.Contains(err.Error(), "another run") {
			t.Errorf("resume of another run: %v", err)
		}
	}
	if after, _ := os.ReadFile(c.Out); !bytes.Equal(before, after) {
		t.Error("a refused resume changed the file")
	}
	// A file from before distinct openings lacks their header field.
	old := bytes.Replace(before, []byte("\topenings-distinct=1"), nil, 1)
	if bytes.Equal(old, before) {
		t.Fatal("the header has no openings-distinct=1")
	}
	if err := os.WriteFile(c.Out, old, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := selfplay.Run(context.Background(), c); err == nil || !strings.Contains(err.Error(), "openings-distinct") {
		t.Errorf("resume of a file without openings-distinct: %v", err)
	}
	if after, _ := os.ReadFile(c.Out); !bytes.Equal(old, after) {
		t.Error("a refused resume changed the file")
	}
}

func TestBadConfig(t *testing.T) {
	c := config("")
	c.Game = "chess"
	if _, err := selfplay.Run(context.Background(), c); err == nil {
		t.Error("ran an unknown game")
	}
	c = config("")
	c.Games = 0
	if _, err := selfplay.Run(context.Background(), c); err == nil {
		t.Error("ran no games")
	}
}
