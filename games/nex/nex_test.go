package nex

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// Positions of the rules' worked examples and a few constructed ones
// that the tests share.
const (
	startPos = "11/11/11/11/11/11/11/11/11/11/11 b 0"
	// posBlueJoins: Blue f1-f10, Pink h1-h10, neutrals a1 and k1.
	posBlueJoins = "11/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/N4B1P2N b 1"
	// posConversion: Blue f1-f10 and a5, Pink h1-h10 and j5, neutrals b2
	// and f11.
	posConversion = "5N5/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/B4B1P1P1/5B1P3/5B1P3/1N3B1P3/5B1P3 b 1"
	// posTripleThreat, the seed's example: Blue b1-b10, c11 and e5, Pink
	// h1-h10 and j5, neutrals a11, b11 and c10 (the triple threat); Pink
	// to move.
	posTripleThreat = "NNB8/1BN4P3/1B5P3/1B5P3/1B5P3/1B5P3/1B2B2P1P1/1B5P3/1B5P3/1B5P3/1B5P3 p 1"
	// posNeutralCut: Blue f1-f5 and f7-f11 with a neutral on f6.
	posNeutralCut = "5B5/5B1P3/5B1P3/5B1P3/5B1P3/5N1P3/5B1P3/5B1P3/5B1P3/1N3B1P3/5B1P3 b 1"
	// posPinkWins: Pink a6-j6, Blue row 8; Pink to move wins with a stone
	// on k6 or k5.
	posPinkWins = "10N/11/11/BBBBBBBBBBB/11/PPPPPPPPPP1/11/11/11/11/NN9 p 1"
	// posCorner: Blue k1-k10 up the SE edge (the corner k1 is on row 1),
	// Pink b1-b10; Blue wins on k11 (a corner, on row 11) or j11.
	posCorner = "N10/1P8B/1P8B/1P8B/1P8B/1P8B/1P8B/1P8B/1P8B/1P8B/NP8B b 1"
	// posDraw: one empty cell (a1) and one neutral (f6) left and no chain:
	// Blue's f column is cut at f6, and so is Pink's row 6.
	posDraw = "PPPPPBBBBBB/PPPPPBBBBBB/PPPPPBBBBBB/PPPPPBBBBBB/PPPPPBBBBBB/PPPPPNPPPPP/BBBBBBPPPPP/BBBBBBPPPPP/BBBBBBPPPPP/BBBBBBPPPPP/1BBBBBPPPPB p 1"
	// posNearEnd: posDraw with b1 and c1 empty and j1 neutral, Blue to
	// move: the last few moves of a game, with wins and draws.
	posNearEnd = "PPPPPBBBBBB/PPPPPBBBBBB/PPPPPBBBBBB/PPPPPBBBBBB/PPPPPBBBBBB/PPPPPNPPPPP/BBBBBBPPPPP/BBBBBBPPPPP/BBBBBBPPPPP/BBBBBBPPPPP/3BBBPPPNB b 1"
	// posPreDraw: the move before posDraw, Blue to move with one empty
	// cell and two neutrals (f7 and k1); f7 cuts Blue's f column.
	posPreDraw = "PPPPPBBBBBB/PPPPPBBBBBB/PPPPPBBBBBB/PPPPPBBBBBB/PPPPPNBBBBB/PPPPPBPPPPP/BBBBBBPPPPP/BBBBBBPPPPP/BBBBBBPPPPP/BBBBBBPPPPP/1BBBBBPPPPN b 1"
	// posMate2: Blue f1-f9 needs f10 and then e11 or f11; Pink holds rows
	// 10 and 11 elsewhere. Blue wins in two moves, not in one.
	posMate2 = "PPPP2PPPPP/PPPPP1PPPPP/PPPPPBPPPPP/PPPPPBPPPPP/PPPPPBNNPPP/PPPPPBBBB2/PPPPPBBBBBB/BBBBBBBBBBB/BBBBBBBBBBB/BBBBBBBBBBB/BBBBBBBBBBB b 1"
)

// newGame builds a game through the registry, as the protocol does.
func newGame(t testing.TB) *Game {
	t.Helper()
	return positiontest.New(t, "nex").(*Game)
}

// load builds a game at the position string s ("" for the start).
func load(t testing.TB, s string) *Game {
	t.Helper()
	return positiontest.Load(t, "nex", s).(*Game)
}

// play makes the moves given as text and fails on any illegal one.
func play(t testing.TB, g *Game, moves ...string) {
	t.Helper()
	positiontest.Play(t, g, moves...)
}

func legalTexts(g *Game) []string {
	var out []string
	for _, m := range g.GenMoves(nil) {
		out = append(out, g.FormatMove(m))
	}
	slices.Sort(out)
	return out
}

// winningMoves lists the legal moves that end the game with a win.
func winningMoves(g *Game) []string {
	var out []string
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		if over, score := g.Outcome(); over && score < 0 {
			out = append(out, g.FormatMove(m))
		}
		g.Unmake()
	}
	slices.Sort(out)
	return out
}

// randomPosition plays n random moves from the start, avoiding wins, and
// returns the game (its history kept).
func randomPosition(t testing.TB, rng *rand.Rand, n int) *Game {
	g := newGame(t)
	for range n {
		moves := g.GenMoves(nil)
		if len(moves) == 0 {
			break
		}
		for tries := 0; ; tries++ {
			m := moves[rng.IntN(len(moves))]
			g.Make(m)
			if over, _ := g.Outcome(); !over || tries > 50 {
				break
			}
			g.Unmake()
		}
		if over, _ := g.Outcome(); over {
			break
		}
	}
	return g
}

func TestConformance(t *testing.T) {
	// Every node checks each legal move through the position string, and
	// the opening has 14,520 of them: one or two games from each start,
	// the start itself, which takes seconds, and positions later in a
	// game, which have fewer moves.
	games := 2
	if testing.Short() {
		games = 1
	}
	starts := []string{posNearEnd, posPreDraw, posMate2}
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{70, 80, 90, 100, 110} {
		starts = append(starts, randomPosition(t, rng, n).Position())
	}
	// A game has at most 119 moves besides the swap (doc.go's Rules section).
	positiontest.Run(t, func() position.Playable { return newGame(t) },
		positiontest.Config{MaxPlies: 120, Games: games, Starts: starts})
}

func TestPerft(t *testing.T) {
	info, ok := position.Lookup("nex")
	if !ok {
		t.Fatal("nex is not registered")
	}
	// The depth-2 rows are cheap however many leaves they have: perft
	// counts the last ply with CountMoves.
	positiontest.RunPerft(t, info, "../../testdata/perft/nex.txt", 250_000_000)
}

// TestPerftAgainstReference compares perft with the plain implementation
// of ref_test.go, on the positions where a tree of a few plies is small.
func TestPerftAgainstReference(t *testing.T) {
	tests := []struct {
		name  string
		pos   string
		depth int
		slow  bool // skipped with -short
	}{
		{"start", startPos, 1, false},
		{"near the end", posNearEnd, 4, true},
		{"near the end, pink", "PPPPPBBBBBB/PPPPPBBBBBB/PPPPPBBBBBB/PPPPPBBBBBB/PPPPPBBBBBB/PPPPPNPPPPP/BBBBBBPPPPP/BBBBBBPPPPP/BBBBBBPPPPP/BBBBBBPPPPP/1BNBBBPPPNB p 1", 3, false},
		{"mate in 2", posMate2, 3, false},
		{"the 119th move", posPreDraw, 2, false},
		{"draw", posDraw, 2, false},
		{"95 random moves", "PBPBPBBBBBB/BBPPP1PPPBB/PPBBBPPBB1B/BPBPPPPP3/BNBPP1PBPBP/NNN2P1PBBN/1BPBBP1BBPP/BP1P1BBBPBB/P1P1BPBBPPB/PBPPP1P1BNB/PBPN1BBBP1P p 1", 2, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if testing.Short() && tc.slow {
				t.Skip("slow reference perft skipped with -short")
			}
			want := refParse(tc.pos).perft(tc.depth)
			if got := position.Perft(load(t, tc.pos), tc.depth, false); got != want {
				t.Errorf("perft(%d) = %d, reference %d", tc.depth, got, want)
			}
		})
	}
}

// TestAgainstReference plays random games and compares, at every node,
// the legal moves, the position string, the result and the chains of both
// colours with the plain implementation of ref_test.go.
func TestAgainstReference(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for game := range games {
		t.Run(fmt.Sprint("game", game), func(t *testing.T) {
			g := newGame(t)
			ref := refStart()
			for ply := 0; ; ply++ {
				if got, want := g.Position(), ref.String(); got != want {
					t.Fatalf("ply %d: position %q, reference %q", ply, got, want)
				}
				for c := blue; c <= pink; c++ {
					if got, want := g.joined(c), ref.connected(byte(stoneOf(c).symbol())); got != want {
						t.Fatalf("ply %d: %s joined = %v, reference %v at %s", ply, c, got, want, g.Position())
					}
				}
				moves := legalTexts(g)
				// The full lists are long in the opening: compare them
				// every few plies, and their number always.
				want := len(ref.moves())
				if len(moves) != want || g.CountMoves() != want {
					t.Fatalf("ply %d: %d moves (count %d), reference %d at %s", ply, len(moves), g.CountMoves(), want, g.Position())
				}
				if ply%5 == 0 || len(moves) < 3000 {
					if rm := ref.moves(); !slices.Equal(moves, rm) {
						t.Fatalf("ply %d: moves differ from the reference at %s", ply, g.Position())
					}
				}
				over, score := g.Outcome()
				switch {
				case ref.winner() != 0:
					if !over || score != -1 {
						t.Fatalf("ply %d: reference has a winner, game says %v %d", ply, over, score)
					}
				case ref.drawn():
					if !over || score != 0 {
						t.Fatalf("ply %d: reference has a draw, game says %v %d", ply, over, score)
					}
				case over:
					t.Fatalf("ply %d: game over (%d), reference goes on", ply, score)
				}
				if over {
					break
				}
				// Prefer conversions now and then, so that games get long
				// and neutralised stones break chains.
				m := moves[rng.IntN(len(moves))]
				if rng.IntN(2) == 0 {
					for _, x := range moves {
						if strings.Contains(x, ",") && rng.IntN(4) == 0 {
							m = x
							break
						}
					}
				}
				mv, err := g.ParseMove(m)
				if err != nil {
					t.Fatal(err)
				}
				g.Make(mv)
				ref = ref.play(m)
			}
			for len(g.hist) > 0 { // unwinding restores every chain too
				g.Unmake()
				fresh := load(t, g.Position())
				for c := blue; c <= pink; c++ {
					if g.joined(c) != fresh.joined(c) {
						t.Fatalf("after Unmake: %s joined = %v, rebuilt %v at %s", c, g.joined(c), fresh.joined(c), g.Position())
					}
				}
			}
		})
	}
}

// TestScenarios checks the worked examples and every rule of doc.go on
// a position: the move count, the winning moves, the position after the
// moves and the result.
func TestScenarios(t *testing.T) {
	tests := []struct {
		name  string
		start string // "" for the start position
		moves []string
		want  string // position string after the moves; "" not checked
		count int    // legal moves after the moves; 0 not checked
		// wins is the number of winning moves (0 not checked, noWins for
		// none); winDrops lists the cells of the own stone of the winning
		// drops, and winConvs the winning conversions.
		wins     int
		noWins   bool
		winDrops []string
		winConvs []string
		result   string // "", "blue", "pink" or "draw"
		swap     bool   // swap is among the legal moves
	}{
		{name: "opening: 121·120 drops", count: 14520, noWins: true},
		{name: "pink after a corner drop", moves: []string{"a1/k11"}, want: "10N/11/11/11/11/11/11/11/11/11/B10 p 0",
			count: 119*118 + 1, swap: true, noWins: true},
		{name: "pink after a centre drop", moves: []string{"f6/f7"}, want: "11/11/11/11/5N5/5B5/11/11/11/11/11 p 0",
			count: 14043, swap: true},
		{name: "after swap", moves: []string{"f6/f7", "swap"}, want: "11/11/11/11/5N5/5B5/11/11/11/11/11 p 1",
			count: 14042},
		{name: "pink drops after the swap", moves: []string{"f6/f7", "swap", "g6/g7"}, want: "11/11/11/11/5NN4/5BP4/11/11/11/11/11 b 1",
			count: 117*116 + 1},
		{name: "a pink drop uses up the swap", moves: []string{"f6/f7", "g6/g7"}, want: "11/11/11/11/5NN4/5BP4/11/11/11/11/11 b 1",
			count: 117*116 + 1},
		{name: "no swap for blue's second move", moves: []string{"f6/f7", "g6/g7", "a1/a2"}, count: 115*114 + 3},
		{name: "diagonal neighbour and edges", start: posBlueJoins, count: 99*98 + 10, wins: 196, winDrops: []string{"e11", "f11"}},
		{name: "e11 wins", start: posBlueJoins, moves: []string{"e11/a11"},
			want: "N3B6/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/N4B1P2N p 1", result: "blue"},
		{name: "g11 does not touch f10", start: posBlueJoins, moves: []string{"g11/a11"}, result: ""},
		{name: "conversion", start: posConversion, count: 9323, wins: 97, winDrops: []string{"e11"}, winConvs: []string{"b2,f11/a5"}},
		{name: "b2,f11/a5 wins", start: posConversion, moves: []string{"b2,f11/a5"},
			want: "5B5/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/N4B1P1P1/5B1P3/5B1P3/1B3B1P3/5B1P3 p 1", result: "blue"},
		{name: "neutralising a chain stone", start: posConversion, moves: []string{"b2,f11/f5"},
			want: "5B5/5B1P3/5B1P3/5B1P3/5B1P3/5B1P3/B4N1P1P1/5B1P3/5B1P3/1B3B1P3/5B1P3 p 1", result: ""},
		// The union-find must forget the chain through the neutralised f5:
		// e11 touches f10 but does not join the edges any more, and only
		// f5's return does.
		{name: "the chain stays cut at f5", start: posConversion, moves: []string{"b2,f11/f5", "a1/a2", "e11/a3"}, result: ""},
		{name: "f5 back joins the chain", start: posConversion, moves: []string{"b2,f11/f5", "a1/a2", "a2,f5/a5"}, result: "blue"},
		{name: "the seed's example", start: posTripleThreat, count: 8963, noWins: true},
		{name: "after a11,b11/j5", start: posTripleThreat, moves: []string{"a11,b11/j5"}, count: 8942,
			wins: 1, winConvs: []string{"c10,j5/e5"}},
		{name: "c10,j5/e5 wins", start: posTripleThreat, moves: []string{"a11,b11/j5", "c10,j5/e5"}, result: "blue"},
		{name: "nothing connects through a neutral", start: posNeutralCut, count: 9712, noWins: true},
		{name: "pink joins columns a and k", start: posPinkWins, count: 97*96 + 3*10, wins: 2 * 96, winDrops: []string{"k5", "k6"}},
		{name: "pink wins on k5", start: posPinkWins, moves: []string{"k5/a5"}, result: "pink"},
		{name: "corner cells lie on both edges", start: posCorner, count: 99*98 + 10, wins: 2 * 98, winDrops: []string{"j11", "k11"}},
		{name: "blue wins on the corner k11", start: posCorner, moves: []string{"k11/a2"}, result: "blue"},
		{name: "one empty cell and one neutral: draw", start: posDraw, count: 0, result: "draw"},
		{name: "the last moves", start: posNearEnd, count: 3*2 + 58},
		{name: "a drop leaves one empty cell: conversions go on", start: posNearEnd, moves: []string{"b1/c1"},
			want:  "PPPPPBBBBBB/PPPPPBBBBBB/PPPPPBBBBBB/PPPPPBBBBBB/PPPPPBBBBBB/PPPPPNPPPPP/BBBBBBPPPPP/BBBBBBPPPPP/BBBBBBPPPPP/BBBBBBPPPPP/1BNBBBPPPNB p 1",
			count: 3 * 58},
		{name: "converting f6 joins blue", start: posNearEnd, moves: []string{"f6,j1/k1"}, result: "blue"},
		// Blue's last move: converting f7 and k1 joins the f column
		// unless the stone given up is f5 or f6, through which alone
		// Blue's halves meet; then nobody can move and the game is drawn.
		{name: "the 119th move", start: posPreDraw, count: 59, wins: 57},
		{name: "the 119th move draws", start: posPreDraw, moves: []string{"f7,k1/f6"}, want: posDraw, result: "draw"},
		{name: "the 119th move wins", start: posPreDraw, moves: []string{"k1,f7/f1"}, result: "blue"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.start)
			play(t, g, tc.moves...)
			if tc.want != "" && g.Position() != tc.want {
				t.Errorf("position %q, want %q", g.Position(), tc.want)
			}
			over, score := g.Outcome()
			var result string
			switch {
			case over && score == 0:
				result = "draw"
			case over:
				result = g.Winner()
				if score != -1 {
					t.Errorf("score %d for the side to move, want -1", score)
				}
				if chain := g.WinningChain(); len(chain) == 0 {
					t.Errorf("no winning chain")
				}
			}
			if result != tc.result {
				t.Errorf("result %q, want %q", result, tc.result)
			}
			if over {
				if n := len(g.GenMoves(nil)); n != 0 {
					t.Errorf("%d legal moves in a finished game", n)
				}
				return
			}
			moves := legalTexts(g)
			if tc.count > 0 && len(moves) != tc.count {
				t.Errorf("%d legal moves, want %d", len(moves), tc.count)
			}
			if g.CountMoves() != len(moves) {
				t.Errorf("CountMoves() = %d, GenMoves %d", g.CountMoves(), len(moves))
			}
			if got := slices.Contains(moves, "swap"); got != tc.swap {
				t.Errorf("swap legal = %v, want %v", got, tc.swap)
			}
			if tc.wins == 0 && !tc.noWins {
				return
			}
			wins := winningMoves(g)
			if len(wins) != tc.wins {
				t.Errorf("%d winning moves, want %d: %v", len(wins), tc.wins, wins[:min(len(wins), 10)])
			}
			// The conversions are compared as moves: the rules write
			// c10,j5/e5, whose canonical form is j5,c10/e5.
			var convs []position.Move
			for _, c := range tc.winConvs {
				m, err := g.ParseMove(c)
				if err != nil {
					t.Fatal(err)
				}
				convs = append(convs, m)
			}
			for _, w := range wins {
				if tc.winDrops == nil && tc.winConvs == nil {
					break
				}
				m, _ := g.ParseMove(w)
				left, _, _ := strings.Cut(w, "/")
				if !slices.Contains(tc.winDrops, left) && !slices.Contains(convs, m) {
					t.Errorf("unexpected winning move %s", w)
				}
			}
		})
	}
}

// TestSeedExampleRefutations checks the seed's triple-threat example
// (posTripleThreat) in full: no Pink move wins, and Blue has a winning
// answer to every one.
func TestSeedExampleRefutations(t *testing.T) {
	g := load(t, posTripleThreat)
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		if over, _ := g.Outcome(); over {
			t.Fatalf("pink's %s ends the game", g.FormatMove(m))
		}
		answered := false
		for _, r := range g.GenMoves(nil) {
			g.Make(r)
			over, _ := g.Outcome()
			g.Unmake()
			if over {
				answered = true
				break
			}
		}
		if !answered {
			t.Fatalf("blue has no winning answer to %s", g.FormatMove(m))
		}
		g.Unmake()
	}
}

// TestSwapFlag checks the swapUsed flag through a game's first moves and
// the hash that tells the positions around a swap apart.
func TestSwapFlag(t *testing.T) {
	g := newGame(t)
	start := g.Hash()
	play(t, g, "c3/d4")
	before := g.Hash()
	if !strings.HasSuffix(g.Position(), " p 0") || !slices.Contains(legalTexts(g), "swap") {
		t.Fatalf("after blue's first drop: %s", g.Position())
	}
	play(t, g, "swap")
	if !strings.HasSuffix(g.Position(), " p 1") || g.Hash() == before || g.Hash() == start {
		t.Fatalf("after swap: %s", g.Position())
	}
	if g.ToMove() != int(pink) {
		t.Errorf("after swap ToMove() = %d, want pink again", g.ToMove())
	}
	g.Unmake()
	if g.Hash() != before || !strings.HasSuffix(g.Position(), " p 0") {
		t.Errorf("Unmake of swap: %s", g.Position())
	}
}

// TestIllegalMoves checks that ParseMove rejects each illegal move with
// ErrIllegal and a reason, and malformed ones with another error.
func TestIllegalMoves(t *testing.T) {
	tests := []struct {
		name    string
		start   string
		moves   []string
		move    string
		illegal bool   // wraps ErrIllegal (else: malformed)
		reason  string // part of the error text
	}{
		{"same cell twice", "", nil, "f6/f6", true, "different cells"},
		{"own stone on a stone", "", []string{"f6/g7"}, "f6/a1", true, "f6 is not empty"},
		{"neutral on a stone", "", []string{"f6/g7"}, "a1/g7", true, "g7 is not empty"},
		{"swap for blue", "", nil, "swap", true, "pink's first move"},
		{"swap twice", "", []string{"f6/g7", "swap"}, "swap", true, "pink's first move"},
		{"swap after a pink move", "", []string{"f6/g7", "a1/a2", "b1/b2"}, "swap", true, "pink's first move"},
		{"conversion with one neutral", "", []string{"f6/g7"}, "g7,g7/f6", true, "two different neutral"},
		{"conversion of an empty cell", posConversion, nil, "b2,c2/a5", true, "c2 is not a neutral"},
		{"conversion of an own stone", posConversion, nil, "b2,f10/a5", true, "f10 is not a neutral"},
		{"neutralising a just converted stone", posConversion, nil, "b2,f11/b2", true, "b2 is not a blue stone"},
		{"neutralising an opponent's stone", posConversion, nil, "b2,f11/h1", true, "h1 is not a blue stone"},
		{"neutralising an empty cell", posConversion, nil, "b2,f11/c3", true, "c3 is not a blue stone"},
		{"after a win", posBlueJoins, []string{"f11/a2"}, "a3/a4", true, "over"},
		{"after a draw", posDraw, nil, "a1/f6", true, "over"},
		{"pass", "", nil, "pass", false, "no pass"},
		{"0000", "", nil, "0000", false, "no pass"},
		{"a lone cell", "", nil, "f6", false, "want own/neutral"},
		{"off the board", "", nil, "l1/a1", false, "off the"},
		{"row 12", "", nil, "a1/a12", false, "off the"},
		{"row 0", "", nil, "a0/a1", false, "row number"},
		{"three neutrals", posConversion, nil, "b2,f11,a1/a5", false, "bad cell"},
		{"two slashes", "", nil, "a1/b1/c1", false, "bad cell"},
		{"empty", "", nil, "", false, "want own/neutral"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.start)
			play(t, g, tc.moves...)
			positiontest.CheckIllegalMove(t, g, tc.move, tc.illegal, tc.reason)
		})
	}
}

func TestNotation(t *testing.T) {
	tests := []struct {
		start string
		moves []string
		in    string
		want  string
	}{
		{"", nil, "f6/g7", "f6/g7"},
		{"", nil, "K11/A1", "k11/a1"},
		{"", []string{"f6/g7"}, "SWAP", "swap"},
		{posConversion, nil, "b2,f11/a5", "b2,f11/a5"},
		{posConversion, nil, "f11,b2/a5", "b2,f11/a5"}, // the lower row first
		{posConversion, nil, "F11,B2/A5", "b2,f11/a5"},
		{"11/11/11/11/11/11/11/11/11/11/NBP6N1 b 1", nil, "j1,a1/b1", "a1,j1/b1"}, // same row: the lower column first
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			g := load(t, tc.start)
			play(t, g, tc.moves...)
			m, err := g.ParseMove(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			if got := g.FormatMove(m); got != tc.want {
				t.Errorf("FormatMove(ParseMove(%q)) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestSetPositionErrors(t *testing.T) {
	tests := []struct {
		name   string
		pos    string
		reason string
	}{
		{"missing field", "11/11/11/11/11/11/11/11/11/11/11 b", "want <board> <side> <swapUsed>"},
		{"extra field", startPos + " 0", "want <board> <side> <swapUsed>"},
		{"ten rows", "11/11/11/11/11/11/11/11/11/11 b 0", "rows"},
		{"short row", "11/11/11/11/11/11/11/11/11/11/10 b 0", "row 1 after 10 cells"},
		{"long row", "11/11/11/11/11/11/11/11/11/11/10BB b 0", "more than 11 cells"},
		{"twelve rows", "11/11/11/11/11/11/11/11/11/11/11/11 b 0", "more than 11 rows"},
		{"zero run", "11/11/11/11/11/11/11/11/11/11/011 b 0", "bad run"},
		{"long run", "11/11/11/11/11/11/11/11/11/11/12 b 0", "bad run"},
		{"bad letter", "11/11/11/11/11/11/11/11/11/11/X10 b 0", "not B, P, N"},
		{"lower-case stone", "11/11/11/11/11/11/11/11/11/11/b9n p 0", "not B, P, N"},
		{"bad side", "11/11/11/11/11/11/11/11/11/11/11 w 0", "want b or p"},
		{"bad flag", "11/11/11/11/11/11/11/11/11/11/11 b 2", "want 0 or 1"},
		{"even empties", "11/11/11/11/11/11/11/11/11/11/B10 p 0", "always odd"},
		{"pink to move with equal stones", "11/11/11/11/11/11/11/11/11/11/BPNN7 p 1", "pink to move"},
		{"blue to move with more blue", "11/11/11/11/11/11/11/11/11/11/BN9 b 0", "blue to move"},
		{"no neutral", "11/11/11/11/11/11/11/11/11/11/BPBP7 b 1", "no neutral"},
		{"too many neutrals", "11/11/11/11/11/11/11/11/11/11/BNNN7 p 0", "at most one"},
		{"swap flag on the empty board", "11/11/11/11/11/11/11/11/11/11/11 b 1", "empty board"},
		{"swap flag 0 after pink moved", "11/11/11/11/11/11/11/11/11/11/BPNN7 b 0", "can no longer"},
		{"side to move already joined", "B1P8/B1P8/B1P8/B1P8/B1P8/B1P8/B1P8/B1P8/B1P8/B1P7N/B1P7N b 1", "already joined"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, posConversion)
			play(t, g, "b2,f11/f5")
			pos, hash := g.Position(), g.Hash()
			err := g.SetPosition(tc.pos)
			if err == nil {
				t.Fatalf("SetPosition(%q) accepted it", tc.pos)
			}
			if !strings.Contains(err.Error(), tc.reason) {
				t.Errorf("error %q does not say %q", err, tc.reason)
			}
			if g.Position() != pos || g.Hash() != hash {
				t.Errorf("a failed SetPosition changed the position")
			}
			g.Unmake() // the history survived too
			if g.Position() != posConversion {
				t.Errorf("Unmake after a failed SetPosition: %s", g.Position())
			}
		})
	}
}

func TestSetPositionAccepts(t *testing.T) {
	tests := []struct {
		name string
		pos  string
		over bool
	}{
		{"start", startPos, false},
		{"after blue's first drop", "11/11/11/11/11/11/11/11/11/11/BN9 p 0", false},
		{"after the swap", "11/11/11/11/11/11/11/11/11/11/BN9 p 1", false},
		{"the seed's triple threat", posTripleThreat, false},
		{"blue has won", "B9N/B1P8/B1P8/B1P8/B1P8/B1P8/B1P8/B1P8/B1P8/B1P7N/B1P7N p 1", true},
		{"draw", posDraw, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := load(t, tc.pos)
			if got := g.Position(); got != tc.pos {
				t.Errorf("Position() = %q, want %q", got, tc.pos)
			}
			if over, _ := g.Outcome(); over != tc.over {
				t.Errorf("over = %v, want %v", over, tc.over)
			}
		})
	}
}

func TestRegistration(t *testing.T) {
	info, ok := position.Lookup("NEX")
	if !ok {
		t.Fatal("nex is not registered")
	}
	if info.Name != "Nex" || info.Sides != [2]string{"blue", "pink"} || len(info.Options) != 0 || info.PerftEndsAreLeaves {
		t.Errorf("registration %+v", info)
	}
	if _, _, err := position.NewGame("nex", "size=9"); err == nil {
		t.Error("an option was accepted: nex has none")
	}
}

func TestLayoutAndState(t *testing.T) {
	g := load(t, posConversion)
	l := g.Layout()
	if len(l.Cells) != cells || len(l.Edges) != 4 {
		t.Fatalf("layout has %d cells and %d edges", len(l.Cells), len(l.Edges))
	}
	byID := map[string]position.Cell{}
	for _, c := range l.Cells {
		byID[c.ID] = c
	}
	// Drawn neighbours touch: centres one cell width apart.
	for _, c := range l.Cells {
		for _, n := range c.Neighbors {
			d := byID[n]
			if dx, dy := d.X-c.X, d.Y-c.Y; dx*dx+dy*dy > 1.0001 || dx*dx+dy*dy < 0.9999 {
				t.Fatalf("%s and %s are %v apart", c.ID, n, dx*dx+dy*dy)
			}
		}
	}
	if f10 := byID["f10"]; len(f10.Neighbors) != 6 || !slices.Contains(f10.Neighbors, "e11") || slices.Contains(f10.Neighbors, "g11") {
		t.Errorf("f10's neighbours %v", f10.Neighbors)
	}
	edges := map[string]position.BoardEdge{}
	for _, e := range l.Edges {
		edges[e.Name] = e
	}
	for name, want := range map[string]struct {
		side        int
		first, last string
	}{"SW": {0, "a1", "k1"}, "NE": {0, "a11", "k11"}, "NW": {1, "a1", "a11"}, "SE": {1, "k1", "k11"}} {
		e := edges[name]
		if e.Side != want.side || len(e.Cells) != size || e.Cells[0] != want.first || e.Cells[size-1] != want.last {
			t.Errorf("edge %s: %+v", name, e)
		}
	}
	play(t, g, "b2,f11/a5")
	s := g.State()
	counts := map[int]int{}
	for _, p := range s.Pieces {
		counts[p.Side]++
	}
	if counts[0] != 12 || counts[1] != 11 || counts[-1] != 1 || s.Result != "p1win" || s.LastMove != "b2,f11/a5" || len(s.Highlight) != 11 {
		t.Errorf("state %+v", s)
	}
	if s := load(t, posDraw).State(); s.Result != "draw" || s.Side != "pink" {
		t.Errorf("draw state %+v", s)
	}
}

// TestNoAllocations checks the hot path once a game has evaluated once.
func TestNoAllocations(t *testing.T) {
	for _, pos := range []string{posConversion, posNearEnd} {
		g := load(t, pos)
		buf := make([]position.Move, 0, 16384)
		scores := make([]int32, 16384)
		g.Evaluate()
		// Warm the logs up to their size in this line.
		for _, m := range g.GenMoves(buf[:0]) {
			g.Make(m)
			g.Unmake()
		}
		allocs := testing.AllocsPerRun(5, func() {
			moves := g.GenMoves(buf[:0])
			g.OrderHints(moves, scores)
			for _, m := range moves[:min(len(moves), 200)] {
				g.Make(m)
				_ = g.Hash()
				if over, _ := g.Outcome(); !over {
					_ = g.Evaluate()
				}
				_ = g.CountMoves()
				g.Unmake()
			}
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per run", pos, allocs)
		}
	}
}

// TestClone checks that a clone unwinds its copied history to the start
// without touching the original.
func TestClone(t *testing.T) {
	g := randomPosition(t, rand.New(rand.NewPCG(8, 8)), 70)
	c := g.Clone().(*Game)
	for len(c.hist) > 0 {
		c.Unmake()
	}
	if c.Position() != startPos || c.Hash() != New().Hash() || len(c.log) != 0 {
		t.Errorf("clone unwound to %s with %d log entries", c.Position(), len(c.log))
	}
	if g.Position() == startPos {
		t.Errorf("unwinding the clone changed the original")
	}
}
