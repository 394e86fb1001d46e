package quoridor

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// TestPlay checks the moves and the end of the game (doc.go's Rules
// section) by playing moves: the position string afterwards, whether the
// game is over and its score for the side to move, and the renderer's
// result.
func TestPlay(t *testing.T) {
	tests := []struct {
		name     string
		settings []string
		pos      string // "" for the start position
		play     []string
		after    string // "" = unchecked
		over     bool
		score    int
		result   string
	}{
		{name: "pawn step", play: []string{"e2"},
			after: "4b4/9/9/9/9/9/9/4r4/9 - 10 10 b", result: "none"},
		{name: "wall placement spends a wall", play: []string{"e3h"},
			after: "4b4/9/9/9/9/9/9/9/4r4 e3h 9 10 b", result: "none"},
		{name: "walls listed by row, column, h before v", play: []string{"e3v", "a3h", "e1h", "b2v"},
			after: "4b4/9/9/9/9/9/9/9/4r4 e1h,b2v,a3h,e3v 8 8 r", result: "none"},
		{name: "red reaches row 9 and wins", pos: "4b4/4r4/9/9/9/9/9/9/9 - 10 10 r", play: []string{"d9"},
			after: "3rb4/9/9/9/9/9/9/9/9 - 10 10 b", over: true, score: -1, result: "p1win"},
		{name: "diagonal jump onto the goal wins", pos: "4b4/4r4/9/9/9/9/9/9/9 - 10 10 r", play: []string{"f9"},
			over: true, score: -1, result: "p1win"},
		{name: "blue reaches row 1 and wins", pos: "9/9/9/9/9/9/9/1b7/4r4 - 10 10 b", play: []string{"b1"},
			over: true, score: -1, result: "p2win"},
		{name: "threefold repetition draws", play: []string{"e2", "e8", "e1", "e9", "e2", "e8", "e1", "e9"},
			after: "4b4/9/9/9/9/9/9/9/4r4 - 10 10 r", over: true, score: 0, result: "draw"},
		{name: "twofold is not yet a draw", play: []string{"e2", "e8", "e1", "e9"}, result: "none"},
		{name: "repetition_draw off", settings: []string{"repetition_draw=off"},
			play: []string{"e2", "e8", "e1", "e9", "e2", "e8", "e1", "e9"}, result: "none"},
		{name: "repetitions after a wall count", play: []string{"e2", "e8", "e1", "e9", "a1h", "e8", "e2", "e9", "e1", "e8", "e2", "e9", "e1"},
			after: "4b4/9/9/9/9/9/9/9/4r4 a1h 9 10 b", over: true, score: 0, result: "draw"},
		{name: "the same pawns with other walls do not repeat", play: []string{"e2", "e8", "e1", "e9", "a1h", "e8", "e2", "e9", "e1"},
			result: "none"},
		{name: "max_plies draws", settings: []string{"max_plies=3"}, play: []string{"e2", "e8", "e3"},
			over: true, score: 0, result: "draw"},
		{name: "max_plies: a plain last ply draws", settings: []string{"max_plies=1"},
			pos: "4b4/4r4/9/9/9/9/9/9/9 - 10 10 r", play: []string{"e7"}, over: true, score: 0, result: "draw"},
		{name: "max_plies: winning move on the last ply", settings: []string{"max_plies=1"},
			pos: "4b4/4r4/9/9/9/9/9/9/9 - 10 10 r", play: []string{"d9"}, over: true, score: -1, result: "p1win"},
		{name: "walls=3 option", settings: []string{"walls=3"}, after: "4b4/9/9/9/9/9/9/9/4r4 - 3 3 r", result: "none"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newGame(t, tc.settings...)
			if tc.pos != "" {
				if err := g.SetPosition(tc.pos); err != nil {
					t.Fatal(err)
				}
			}
			play(t, g, tc.play...)
			if tc.after != "" && g.Position() != tc.after {
				t.Errorf("position %q, want %q", g.Position(), tc.after)
			}
			over, score := g.Outcome()
			if over != tc.over || score != tc.score {
				t.Errorf("Outcome() = %v, %d; want %v, %d", over, score, tc.over, tc.score)
			}
			if over != (len(g.GenMoves(nil)) == 0) {
				t.Errorf("over=%v with %d moves", over, len(g.GenMoves(nil)))
			}
			if r := g.State().Result; r != tc.result {
				t.Errorf("result %q, want %q", r, tc.result)
			}
		})
	}
}

// TestStraightJumpToGoal checks a straight jump that lands on the goal.
func TestStraightJumpToGoal(t *testing.T) {
	g := setup(t, "9/4b4/4r4/9/9/9/9/9/9 - 10 10 r", "e9")
	if over, score := g.Outcome(); !over || score != -1 {
		t.Fatalf("after the jump e9: Outcome %v, %d; want a red win", over, score)
	}
}

// TestPass checks the pass safety net of doc.go's Rules on a state that no
// position string can give (SetPosition rejects a pawn without a path): a
// red pawn walled into a1 with no walls in hand has only pass.
func TestPass(t *testing.T) {
	g := newGame(t)
	var st state
	st.pawn = [2]int8{0, 8*size + 4}
	st.walls[horizontal] = 1 // a1h: a1|a2 and b1|b2
	g.reset(st)
	// Close a1|b1 as well, which no legal set of walls could do.
	g.st.east = g.st.east.andNot(cellBit(0))
	if got := pawnMoves(g); len(got) != 1 || got[0] != "pass" {
		t.Fatalf("moves %v, want [pass]", got)
	}
	for _, s := range []string{"pass", "0000", "PASS"} {
		if m, err := g.ParseMove(s); err != nil || m != movePass {
			t.Fatalf("ParseMove(%q) = %v, %v", s, m, err)
		}
	}
	before := g.Position()
	g.Make(movePass)
	if g.ToMove() != 1 || g.Position() == before {
		t.Fatalf("pass did not hand the turn over: %s", g.Position())
	}
	g.Unmake()
	if g.Position() != before {
		t.Fatalf("Unmake of pass: %s, want %s", g.Position(), before)
	}
	// Where other moves exist, pass is illegal.
	if _, err := newGame(t).ParseMove("pass"); !errors.Is(err, position.ErrIllegal) {
		t.Fatalf("pass at the start: %v, want ErrIllegal", err)
	}
}

// TestParseMove checks the notation: case-insensitive input, canonical
// output, and errors for malformed and illegal tokens.
func TestParseMove(t *testing.T) {
	tests := []struct {
		in, want string
		illegal  bool // well-formed but illegal (ErrIllegal)
		bad      bool // malformed
	}{
		{in: "e2", want: "e2"},
		{in: "E2", want: "e2"},
		{in: "e3h", want: "e3h"},
		{in: "E3V", want: "e3v"},
		{in: "h8h", want: "h8h"},
		{in: "a1v", want: "a1v"},
		{in: "e3", illegal: true},
		{in: "e9", illegal: true},
		{in: "i9h", bad: true},
		{in: "e9h", bad: true},
		{in: "j1", bad: true},
		{in: "e10", bad: true},
		{in: "e3x", bad: true},
		{in: "e3hh", bad: true},
		{in: "", bad: true},
		{in: "3e", bad: true},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			g := newGame(t)
			m, err := g.ParseMove(tc.in)
			switch {
			case tc.illegal:
				if !errors.Is(err, position.ErrIllegal) {
					t.Fatalf("err %v, want ErrIllegal", err)
				}
			case tc.bad:
				if err == nil || errors.Is(err, position.ErrIllegal) {
					t.Fatalf("err %v, want a format error", err)
				}
			default:
				if err != nil {
					t.Fatal(err)
				}
				if got := g.FormatMove(m); got != tc.want {
					t.Fatalf("FormatMove = %q, want %q", got, tc.want)
				}
			}
			if err != nil && m != position.NoMove {
				t.Fatalf("error with move %v", m)
			}
		})
	}
}

// TestSetPositionErrors checks that malformed or impossible position
// strings are rejected and leave the game unchanged.
func TestSetPositionErrors(t *testing.T) {
	tests := []struct{ name, pos string }{
		{"four fields", "4b4/9/9/9/9/9/9/9/4r4 - 10 10"},
		{"six fields", "4b4/9/9/9/9/9/9/9/4r4 - 10 10 r 0"},
		{"short board", "4b4/9/9/9/9/9/9/4r4 - 10 10 r"},
		{"no blue pawn", "9/9/9/9/9/9/9/9/4r4 - 10 10 r"},
		{"two red pawns", "4b4/9/9/9/r8/9/9/9/4r4 - 10 10 r"},
		{"unknown piece", "4b4/9/9/9/x8/9/9/9/4r4 - 10 10 r"},
		{"wall off the slots", "4b4/9/9/9/9/9/9/9/4r4 i1h 10 10 r"},
		{"repeated wall", "4b4/9/9/9/9/9/9/9/4r4 e3h,e3h 10 10 r"},
		{"overlapping walls", "4b4/9/9/9/9/9/9/9/4r4 e3h,f3h 10 10 r"},
		{"crossing walls", "4b4/9/9/9/9/9/9/9/4r4 e3h,e3v 10 10 r"},
		{"uppercase wall", "4b4/9/9/9/9/9/9/9/4r4 E3H 10 10 r"},
		{"empty wall token", "4b4/9/9/9/9/9/9/9/4r4 e3h, 10 10 r"},
		{"pawn move as wall", "4b4/9/9/9/9/9/9/9/4r4 e3 10 10 r"},
		{"negative walls", "4b4/9/9/9/9/9/9/9/4r4 - -1 10 r"},
		{"too many walls", "4b4/9/9/9/9/9/9/9/4r4 - 100 10 r"},
		{"leading zero", "4b4/9/9/9/9/9/9/9/4r4 - 010 10 r"},
		{"bad side", "4b4/9/9/9/9/9/9/9/4r4 - 10 10 x"},
		{"red enclosed", "4b4/9/9/9/9/9/9/9/4r4 d1v,e1h,f1v 8 10 b"},
		{"red on its goal, red to move", "3rb4/9/9/9/9/9/9/9/9 - 10 10 r"},
		{"blue on its goal, blue to move", "r8/9/9/9/9/9/9/9/4b4 - 10 10 b"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := setup(t, "", "e2", "e3h")
			pos, hash := g.Position(), g.Hash()
			if err := g.SetPosition(tc.pos); err == nil {
				t.Fatalf("SetPosition(%q) accepted", tc.pos)
			}
			if g.Position() != pos || g.Hash() != hash {
				t.Fatal("a rejected string changed the position")
			}
			g.Unmake() // the history survives too
		})
	}
}

// TestUnmakeRestoresTouch checks that the corner counts behind the wall
// pruning come back exactly after random play is taken back.
func TestUnmakeRestoresTouch(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	g := newGame(t)
	fresh := g.touch
	n := 0
	for ; n < 60; n++ {
		moves := g.GenMoves(nil)
		if len(moves) == 0 {
			break
		}
		g.Make(moves[rng.IntN(len(moves))])
	}
	for ; n > 0; n-- {
		g.Unmake()
	}
	if g.touch != fresh {
		t.Fatal("touch counts differ after Make/Unmake")
	}
	if g.Position() != newGame(t).Position() {
		t.Fatal("position differs")
	}
}
