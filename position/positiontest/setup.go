package positiontest

import (
	"math/rand/v2"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// New builds a game through the registry, as the protocol does, with the
// given key=value settings, and fails the test on an error. Game tests
// wrap it to get their concrete type:
//
//	func newGame(t testing.TB, settings ...string) *Game {
//		return positiontest.New(t, "hex", settings...).(*Game)
//	}
func New(t testing.TB, id string, settings ...string) position.Playable {
	t.Helper()
	g, _, err := position.NewGame(id, settings...)
	if err != nil {
		t.Fatalf("new %s %v: %v", id, settings, err)
	}
	return g
}

// Load is New followed by SetPosition(pos); an empty pos keeps the start.
func Load(t testing.TB, id, pos string, settings ...string) position.Playable {
	t.Helper()
	g := New(t, id, settings...)
	if pos != "" {
		if err := g.SetPosition(pos); err != nil {
			t.Fatalf("%s: SetPosition(%q): %v", id, pos, err)
		}
	}
	return g
}

// Play makes the moves given as text and fails the test on any that does
// not parse as a legal move.
func Play(t testing.TB, g position.Playable, moves ...string) {
	t.Helper()
	for _, s := range moves {
		m, err := g.ParseMove(s)
		if err != nil {
			t.Fatalf("move %s at %s: %v", s, g.Position(), err)
		}
		g.Make(m)
	}
}

// CheckEvalChoice checks a game's eval option: at pos, each setting of
// firstTerm (such as "eval=learned") makes EvalTerms explain the
// evaluation with its first term named as given, and an unknown
// evaluation is refused.
func CheckEvalChoice(t *testing.T, id, pos string, firstTerm map[string]string) {
	t.Helper()
	for setting, first := range firstTerm {
		terms := Load(t, id, pos, setting).(position.EvalExplainer).EvalTerms()
		if len(terms) == 0 || terms[0].Name != first {
			t.Errorf("%s %s: terms %v, want %s first", id, setting, terms, first)
		}
	}
	if _, _, err := position.NewGame(id, "eval=no-such-evaluation"); err == nil {
		t.Errorf("%s: eval=no-such-evaluation accepted", id)
	}
}

// RandomPositions plays random games from newGame's positions, each a
// random number of plies below maxPlies long, and returns n of the
// positions they end on that are not over; rng makes it repeatable.
func RandomPositions[G position.Game](rng *rand.Rand, n, maxPlies int, newGame func() G) []G {
	var out []G
	for len(out) < n {
		g := newGame()
		for ply := rng.IntN(maxPlies); ply > 0; ply-- {
			ms := g.GenMoves(nil)
			if len(ms) == 0 {
				break
			}
			g.Make(ms[rng.IntN(len(ms))])
		}
		if over, _ := g.Outcome(); !over {
			out = append(out, g)
		}
	}
	return out
}

// learnedGame is a game that evaluates with learned weights and explains
// its evaluation term by term.
type learnedGame interface {
	position.Playable
	position.EvalExplainer
}

// CheckLearnedEval checks a game that evaluates with learned weights at
// its current position: Evaluate gives want (the game's own scaling of
// the weights' sum over its Features), EvalTerms add up to it, and
// Evaluate allocates nothing.
func CheckLearnedEval(t *testing.T, g learnedGame, want int) {
	t.Helper()
	if got := g.Evaluate(); got != want {
		t.Fatalf("%s: Evaluate %d, weights over Features %d", g.Position(), got, want)
	}
	sum := 0
	for _, term := range g.EvalTerms() {
		sum += term.Score
	}
	if sum != want {
		t.Fatalf("%s: EvalTerms add up to %d, want %d", g.Position(), sum, want)
	}
	if n := testing.AllocsPerRun(10, func() { g.Evaluate() }); n != 0 {
		t.Fatalf("%s: Evaluate allocates %v times", g.Position(), n)
	}
}
