package quoridor

import (
	"errors"
	"slices"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// newGame builds a game through the registry, as the protocol does.
func newGame(t testing.TB, settings ...string) *Game {
	t.Helper()
	return positiontest.New(t, "quoridor", settings...).(*Game)
}

// setup builds a default game at pos ("" for the start) and plays moves.
func setup(t testing.TB, pos string, moves ...string) *Game {
	t.Helper()
	g := positiontest.Load(t, "quoridor", pos).(*Game)
	play(t, g, moves...)
	return g
}

// play makes the moves given as text and fails on any illegal one.
func play(t testing.TB, g *Game, moves ...string) {
	t.Helper()
	positiontest.Play(t, g, moves...)
}

// pawnMoves and wallMoves split the legal moves' texts, sorted.
func pawnMoves(g *Game) []string {
	var out []string
	for _, m := range g.GenMoves(nil) {
		if !isWall(m) {
			out = append(out, g.FormatMove(m))
		}
	}
	slices.Sort(out)
	return out
}

func wallMoves(g *Game) []string {
	var out []string
	for _, m := range g.GenMoves(nil) {
		if isWall(m) {
			out = append(out, g.FormatMove(m))
		}
	}
	return out
}

func TestConformance(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		maxPlies int
		starts   []string
	}{
		// With repetition draws, random games end in a few hundred plies;
		// the bound is loose because random pawns wander.
		{"default", nil, 3000, []string{
			"9/9/9/4b4/4r4/9/9/9/9 e6h 10 9 r",
			"4b4/4r4/9/9/9/9/9/9/9 - 10 10 r",
			"4b4/9/9/9/9/9/9/9/4r4 d1v,e1h 8 10 b",
		}},
		{"no walls", []string{"walls=0"}, 3000, nil},
		// The default evaluation is the learned one; the hand-written one
		// here.
		{"eval=hand", []string{"eval=hand"}, 3000, []string{"9/9/9/4b4/4r4/9/9/9/9 e6h 10 9 r"}},
		{"ply limit", []string{"max_plies=40", "repetition_draw=off"}, 40, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cfg := positiontest.Config{MaxPlies: tc.maxPlies, Starts: tc.starts}
			if !testing.Short() {
				cfg.Games = 10
			} else {
				cfg.Games = 2
			}
			positiontest.Run(t, func() position.Playable { return newGame(t, tc.settings...) }, cfg)
		})
	}
}

func TestPerft(t *testing.T) {
	info, ok := position.Lookup("quoridor")
	if !ok {
		t.Fatal("quoridor is not registered")
	}
	positiontest.RunPerft(t, info, "../../testdata/perft/quoridor.txt", 300_000)
}

// TestExamples checks every worked example of the rules.
func TestExamples(t *testing.T) {
	tests := []struct {
		name   string
		pos    string
		pawn   []string // every legal pawn move, sorted
		walls  int      // the number of legal walls, or -1 if unchecked
		legal  []string // moves that must be legal
		banned []string // well-formed moves that must be illegal
	}{
		{name: "start", pos: "4b4/9/9/9/9/9/9/9/4r4 - 10 10 r",
			pawn: []string{"d1", "e2", "f1"}, walls: 128},
		{name: "straight jump", pos: "9/9/9/4b4/4r4/9/9/9/9 - 10 10 r",
			pawn: []string{"d5", "e4", "e7", "f5"}, walls: 128, banned: []string{"e6", "d6", "f6"}},
		{name: "wall behind", pos: "9/9/9/4b4/4r4/9/9/9/9 e6h 10 9 r",
			pawn: []string{"d5", "d6", "e4", "f5", "f6"}, walls: 124, banned: []string{"e7", "e6"}},
		{name: "edge behind", pos: "4b4/4r4/9/9/9/9/9/9/9 - 10 10 r",
			pawn: []string{"d8", "d9", "e7", "f8", "f9"}, walls: -1},
		{name: "wall behind and beside", pos: "9/9/9/4b4/4r4/9/9/9/9 d5v,e6h 10 8 r",
			pawn: []string{"e4", "f5", "f6"}, walls: -1, banned: []string{"d5", "d6"}},
		{name: "wall between", pos: "9/9/9/4b4/4r4/9/9/9/9 e5h 10 9 r",
			pawn: []string{"d5", "e4", "f5"}, walls: -1, banned: []string{"e7", "d6", "f6"}},
		{name: "wall conflicts", pos: "4b4/9/9/9/9/9/9/9/4r4 e3h 10 9 r",
			pawn: []string{"d1", "e2", "f1"}, walls: -1,
			legal:  []string{"c3h", "g3h", "e2h", "e4h", "d3v", "f3v"},
			banned: []string{"d3h", "f3h", "e3v", "e3h"}},
		{name: "no cutting off red", pos: "4b4/9/9/9/9/9/9/9/4r4 d1v,e1h 8 10 b",
			pawn: []string{"d9", "e8", "f9"}, walls: -1, banned: []string{"f1v"}},
		{name: "red on e2: f1v legal", pos: "4b4/9/9/9/9/9/9/4r4/9 d1v,e1h 8 10 b",
			pawn: []string{"d9", "e8", "f9"}, walls: -1, legal: []string{"f1v"}},
		{name: "no walls in hand", pos: "4b4/9/9/9/9/9/9/9/4r4 - 0 10 r",
			pawn: []string{"d1", "e2", "f1"}, walls: 0, banned: []string{"e3h"}},
		{name: "blue cannot be cut off either", pos: "b8/9/9/9/9/9/9/9/4r4 b8v 10 10 r",
			pawn: []string{"d1", "e2", "f1"}, walls: -1, legal: []string{"c8h", "a6h"}, banned: []string{"a8h", "a7h"}},
		{name: "nor can the mover cut itself off", pos: "4b4/9/9/9/9/9/9/9/r8 a1h 10 10 r",
			pawn: []string{"b1"}, walls: -1, legal: []string{"c1v"}, banned: []string{"b1v"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := setup(t, tc.pos)
			if got := pawnMoves(g); !slices.Equal(got, tc.pawn) {
				t.Errorf("pawn moves %v, want %v", got, tc.pawn)
			}
			if w := wallMoves(g); tc.walls >= 0 && len(w) != tc.walls {
				t.Errorf("%d legal walls, want %d", len(w), tc.walls)
			}
			for _, s := range tc.legal {
				if _, err := g.ParseMove(s); err != nil {
					t.Errorf("%s: %v, want legal", s, err)
				}
			}
			for _, s := range tc.banned {
				if _, err := g.ParseMove(s); !errors.Is(err, position.ErrIllegal) {
					t.Errorf("%s: err %v, want ErrIllegal", s, err)
				}
			}
		})
	}
}
