package analysis

import (
	"fmt"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// Problem is one position of a suite, or one whole game to annotate,
// with what the file expects of it.
type Problem struct {
	ID       string   // unique in the file; the key of --resume
	Source   string   // "file:line" of its definition, for messages
	Game     string   // the game id
	Options  []string // the game's "key=value" settings
	Position string   // the start; "" for the game's start position
	Moves    []string // played from Position; suite mode analyses the end
	Expect   Expect

	// sgf is the game tree the problem came from, and nodes its main
	// line's move nodes, one per move, for writing comments back.
	sgf   *sgfNode
	nodes []*sgfNode
}

// Expect is what a suite says of a position. Empty fields are not
// checked. Moves are in the game's canonical notation (Load rewrites
// them so).
type Expect struct {
	BM     []string `json:"bm,omitempty"`     // any of these is a right best move
	AM     []string `json:"am,omitempty"`     // none of these may be the best move
	Score  *int     `json:"score,omitempty"`  // the exact score, centi-units, side to move
	Mate   *int     `json:"mate,omitempty"`   // the side to move mates in N moves (negative: is mated)
	Result string   `json:"result,omitempty"` // win, loss or draw for the side to move
}

// empty reports whether nothing is expected.
func (e Expect) empty() bool {
	return len(e.BM) == 0 && len(e.AM) == 0 && e.Score == nil && e.Mate == nil && e.Result == ""
}

// scored reports whether the score, mate or result is expected.
func (e Expect) scored() bool { return e.Score != nil || e.Mate != nil || e.Result != "" }

// Build sets up the problem's start position and plays its first n moves
// (all of them when n < 0).
func (p *Problem) Build(n int) (position.Playable, error) {
	g, _, err := position.NewGame(p.Game, p.Options...)
	if err != nil {
		return nil, err
	}
	if p.Position != "" {
		if err := g.SetPosition(p.Position); err != nil {
			return nil, fmt.Errorf("position %q: %v", p.Position, err)
		}
	}
	if n < 0 || n > len(p.Moves) {
		n = len(p.Moves)
	}
	for i, text := range p.Moves[:n] {
		if over, _ := g.Outcome(); over {
			return nil, fmt.Errorf("move %d %q: the game is already over", i+1, text)
		}
		m, err := g.ParseMove(text)
		if err != nil {
			return nil, fmt.Errorf("move %d %q: %v", i+1, text, err)
		}
		g.Make(m)
	}
	return g, nil
}

// check builds the problem's whole line, rewrites its moves and the
// expected moves in canonical notation, and checks the expectations.
func (p *Problem) check() error {
	g, _, err := position.NewGame(p.Game, p.Options...)
	if err != nil {
		return err
	}
	if p.Position != "" {
		if err := g.SetPosition(p.Position); err != nil {
			return fmt.Errorf("position %q: %v", p.Position, err)
		}
	}
	for i, text := range p.Moves {
		if over, _ := g.Outcome(); over {
			return fmt.Errorf("move %d %q: the game is already over", i+1, text)
		}
		m, err := g.ParseMove(text)
		if err != nil {
			return fmt.Errorf("move %d %q: %v", i+1, text, err)
		}
		p.Moves[i] = g.FormatMove(m)
		g.Make(m)
	}
	for _, list := range [][]string{p.Expect.BM, p.Expect.AM} {
		for i, text := range list {
			m, err := g.ParseMove(text)
			if err != nil {
				return fmt.Errorf("expected move %q: %v", text, err)
			}
			list[i] = g.FormatMove(m)
		}
	}
	switch p.Expect.Result {
	case "", "win", "loss", "draw":
	default:
		return fmt.Errorf("result %q: want win, loss or draw", p.Expect.Result)
	}
	return nil
}

// optionMap is the problem's options as a JSON object.
func (p *Problem) optionMap() map[string]string {
	m := map[string]string{}
	for _, o := range p.Options {
		k, v, _ := strings.Cut(o, "=")
		m[strings.ToLower(k)] = v
	}
	return m
}
