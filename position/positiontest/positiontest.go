// Package positiontest is the conformance kit that every game's tests run,
// in the manner of testing/fstest: one call checks the whole contract of
// position.Playable over many random games.
//
//	func TestConformance(t *testing.T) {
//		positiontest.Run(t, func() position.Playable { return reversi.New() }, positiontest.Config{MaxPlies: 70})
//	}
package positiontest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// Config tunes Run. Zero fields take defaults.
type Config struct {
	// Games is the number of random games to play (default 20; 5 with -short).
	Games int
	// MaxPlies is the bound within which every game must end. Required.
	MaxPlies int
	// Seed makes the random games reproducible (default 1).
	Seed uint64
	// Starts are extra position strings to start random games from, in
	// addition to the start position.
	Starts []string
}

// Run plays random games from new() and from cfg.Starts and checks at every
// node that:
//   - the side to move is 0 or 1, and Outcome agrees with GenMoves (a game is
//     over exactly when it has no legal moves), with no duplicate moves;
//   - every legal move's text parses back to the same move;
//   - Make then Unmake restores the position string and the hash;
//   - the incremental hash equals the hash of the same position built
//     from scratch by SetPosition, and the position string round-trips;
//   - a Clone is independent of the original, and an illegal or garbled
//     move or position string is rejected without changing the position;
//   - Layout and State describe the cells that the game uses;
//   - the optional abilities agree with the Game methods (CheckAbilities);
//   - the game ends within cfg.MaxPlies.
func Run(t *testing.T, newGame func() position.Playable, cfg Config) {
	t.Helper()
	if cfg.MaxPlies <= 0 {
		t.Fatal("positiontest: Config.MaxPlies must be set")
	}
	if cfg.Games == 0 {
		cfg.Games = 20
		if testing.Short() {
			cfg.Games = 5
		}
	}
	if cfg.Seed == 0 {
		cfg.Seed = 1
	}
	starts := append([]string{""}, cfg.Starts...)
	t.Run("layout", func(t *testing.T) { checkLayout(t, newGame()) })
	for si, start := range starts {
		for gi := 0; gi < cfg.Games; gi++ {
			name := fmt.Sprintf("start%d/game%d", si, gi)
			t.Run(name, func(t *testing.T) {
				g := newGame()
				if start != "" {
					if err := g.SetPosition(start); err != nil {
						t.Fatalf("SetPosition(%q): %v", start, err)
					}
				}
				rng := rand.New(rand.NewPCG(cfg.Seed, uint64(si*1000+gi)))
				playRandom(t, g, newGame, rng, cfg.MaxPlies)
			})
		}
	}
}

func playRandom(t *testing.T, g position.Playable, newGame func() position.Playable, rng *rand.Rand, maxPlies int) {
	t.Helper()
	var played []string
	for ply := 0; ; ply++ {
		where := func() string {
			return fmt.Sprintf("after %q at %s", strings.Join(played, " "), g.Position())
		}
		moves := checkNode(t, g, newGame, where)
		if t.Failed() {
			return
		}
		CheckAbilities(t, g, moves, where)
		if len(moves) == 0 {
			return
		}
		if ply >= maxPlies {
			t.Fatalf("game not over after %d plies %s", maxPlies, where())
		}
		if ply%7 == 3 {
			checkClone(t, g, moves, where)
		}
		m := moves[rng.IntN(len(moves))]
		played = append(played, g.FormatMove(m))
		g.Make(m)
	}
}

// checkNode checks one position and returns its legal moves.
func checkNode(t *testing.T, g position.Playable, newGame func() position.Playable, where func() string) []position.Move {
	t.Helper()
	if s := g.ToMove(); s != 0 && s != 1 {
		t.Fatalf("ToMove() = %d %s", s, where())
	}
	pos, hash := g.Position(), g.Hash()
	moves := g.GenMoves(nil)
	over, score := g.Outcome()
	if over != (len(moves) == 0) {
		t.Fatalf("Outcome over=%v but %d legal moves %s", over, len(moves), where())
	}
	if _, margin := g.(position.MarginGame); over && !margin && (score < -1 || score > 1) {
		t.Fatalf("Outcome score %d: want -1, 0 or +1 for a game without margin %s", score, where())
	}
	if !over {
		if e := g.Evaluate(); e <= -100_000 || e >= 100_000 {
			t.Fatalf("Evaluate() = %d, out of range %s", e, where())
		}
	}

	// A fresh position built from the string has the same string and hash.
	fresh := newGame()
	if err := fresh.SetPosition(pos); err != nil {
		t.Fatalf("SetPosition(Position()) failed: %v %s", err, where())
	}
	if got := fresh.Position(); got != pos {
		t.Fatalf("position string does not round-trip: %q became %q", pos, got)
	}
	if fresh.Hash() != hash {
		t.Fatalf("incremental hash %#x != recomputed hash %#x %s", hash, fresh.Hash(), where())
	}
	// A position string carries no repetition history, so a game drawn by
	// repetition may look alive when rebuilt; compare moves otherwise.
	if freshOver, _ := fresh.Outcome(); freshOver == over && !sameMoves(fresh.GenMoves(nil), moves) {
		fm := fresh.GenMoves(nil)
		t.Fatalf("position from string has moves %v, original has %v %s", texts(fresh, fm), texts(g, moves), where())
	}

	seen := map[position.Move]bool{}
	seenText := map[string]bool{}
	for _, m := range moves {
		if m == position.NoMove {
			t.Fatalf("GenMoves returned NoMove %s", where())
		}
		if seen[m] {
			t.Fatalf("duplicate move %s %s", g.FormatMove(m), where())
		}
		seen[m] = true
		text := g.FormatMove(m)
		if text == "" || strings.ContainsAny(text, " \t\n#\"'\\") {
			t.Fatalf("move text %q is not one token %s", text, where())
		}
		if seenText[text] {
			t.Fatalf("two moves share the text %q %s", text, where())
		}
		seenText[text] = true
		back, err := g.ParseMove(text)
		if err != nil || back != m {
			t.Fatalf("ParseMove(FormatMove(m)=%q) = %v, %v; want %v %s", text, back, err, m, where())
		}
		if up, err := g.ParseMove(strings.ToUpper(text)); err == nil && up != m {
			t.Fatalf("ParseMove(%q) = a different move %s", strings.ToUpper(text), where())
		}
		g.Make(m)
		after := g.Position()
		if after == pos && g.Hash() == hash && !position.IsPass(text) {
			t.Fatalf("move %s changed neither the position string nor the hash %s", text, where())
		}
		// The incremental hash after the move matches a recomputed one.
		fresh := newGame()
		if err := fresh.SetPosition(after); err != nil {
			t.Fatalf("SetPosition(%q) after %s: %v %s", after, text, err, where())
		}
		if fresh.Hash() != g.Hash() {
			t.Fatalf("after %s: incremental hash %#x != recomputed %#x %s", text, g.Hash(), fresh.Hash(), where())
		}
		g.Unmake()
		if got := g.Position(); got != pos {
			t.Fatalf("Make/Unmake %s: position %q became %q", text, pos, got)
		}
		if g.Hash() != hash {
			t.Fatalf("Make/Unmake %s changed the hash %s", text, where())
		}
	}

	// Rejected input leaves the position unchanged.
	for _, bad := range []string{"", "zz99", "??", "a0", "-1", "x", "pass pass", "\x00\xff"} {
		if _, err := g.ParseMove(bad); err == nil && !seenText[strings.ToLower(bad)] && !position.IsPass(bad) {
			t.Fatalf("ParseMove(%q) accepted garbage %s", bad, where())
		}
	}
	for _, bad := range []string{"", "garbage", pos + " extra junk", "/////"} {
		if err := g.SetPosition(bad); err == nil {
			// Some strings may legitimately parse (e.g. extra fields a
			// game ignores); then they must round-trip like any other.
			if err := g.SetPosition(pos); err != nil {
				t.Fatalf("cannot restore %q: %v", pos, err)
			}
			continue
		}
		if g.Position() != pos || g.Hash() != hash {
			t.Fatalf("failed SetPosition(%q) changed the position %s", bad, where())
		}
	}
	if g.Position() != pos {
		t.Fatalf("position changed while checking bad input %s", where())
	}
	return moves
}

// checkClone plays a move on a clone and checks the original does not see it,
// and that the clone's Unmake works from the cloned history.
func checkClone(t *testing.T, g position.Playable, moves []position.Move, where func() string) {
	t.Helper()
	pos, hash := g.Position(), g.Hash()
	c := g.Clone()
	cp, ok := c.(position.Playable)
	if !ok {
		t.Fatalf("Clone does not return a Playable %s", where())
	}
	if cp.Position() != pos || c.Hash() != hash {
		t.Fatalf("Clone differs from the original %s", where())
	}
	c.Make(moves[0])
	if g.Position() != pos || g.Hash() != hash {
		t.Fatalf("Make on a clone changed the original %s", where())
	}
	c.Unmake()
	if cp.Position() != pos {
		t.Fatalf("Unmake on a clone did not restore it %s", where())
	}
}

func checkLayout(t *testing.T, g position.Playable) {
	l := g.Layout()
	if len(l.Cells) == 0 || len(l.Sides) != 2 {
		t.Fatalf("Layout has %d cells and %d sides", len(l.Cells), len(l.Sides))
	}
	ids := map[string]bool{}
	for _, c := range l.Cells {
		if c.ID == "" || ids[c.ID] {
			t.Fatalf("Layout cell id %q is empty or repeated", c.ID)
		}
		ids[c.ID] = true
		if c.X < 0 || c.Y < 0 || c.X > l.Width || c.Y > l.Height {
			t.Fatalf("Layout cell %s at (%v,%v) lies outside %vx%v", c.ID, c.X, c.Y, l.Width, l.Height)
		}
	}
	for _, ln := range l.Lines {
		if !ids[ln.From] || !ids[ln.To] {
			t.Fatalf("Layout line %v names an unknown cell", ln)
		}
	}
	s := g.State()
	for _, p := range s.Pieces {
		if !ids[p.Cell] {
			t.Fatalf("State piece on unknown cell %q", p.Cell)
		}
	}
	if _, err := json.Marshal(l); err != nil {
		t.Fatal(err)
	}
}

func sameMoves(a, b []position.Move) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

func texts(n position.Notation, ms []position.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = n.FormatMove(m)
	}
	return out
}
