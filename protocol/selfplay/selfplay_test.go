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

// TestDeterministic: the same seed gives the same games whatever the jobs
// and the shards, and the records are consistent: plies in order, results
// and margins from the side to move's view, exact values at the end.
func TestDeterministic(t *testing.T) {
	dir := t.TempDir()
	one := filepath.Join(dir, "sub", "one.txt") // --out makes its directory
	c := config(one)
	sum, err := selfplay.Run(context.Background(), c)
	if err != nil {
		t.Fatal(err)
	}
	if sum.Games != 6 || sum.Exact == 0 || sum.Positions < 6*50 {
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
	for i := 1; i <= 3; i++ {
		c.Out, c.Shard = filepath.Join(dir, "shard.txt"), match.Shard{I: i, N: 3}
		if _, err := selfplay.Run(context.Background(), c); err != nil {
			t.Fatal(err)
		}
		sharded = append(sharded, games(t, c.Out)...)
	}
	slices.Sort(sharded)
	if !slices.Equal(sharded, want) {
		t.Fatal("three shards played other games than the whole run")
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
	if proven < 4 {
		t.Fatalf("%d games of 6 have exact values", proven)
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
