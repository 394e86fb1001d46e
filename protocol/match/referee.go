package match

import (
	"fmt"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// referee keeps the game with tabla's own rules: it checks every move an
// engine sends and says when the game is over. It is the registry's game,
// not a second copy of any rules.
type referee struct {
	info   position.Info
	pos    position.Playable
	start  string   // the position string the game began from
	from   string   // "startpos" or "fen START", for position commands
	moves  []string // canonical texts of every move, opening included
	movers []int    // the side that made each move
	book   int      // how many of moves came from the opening
}

// newReferee sets up game id with options at the opening.
func newReferee(id string, options []string, o Opening) (*referee, error) {
	pos, _, err := position.NewGame(id, options...)
	if err != nil {
		return nil, err
	}
	info, _ := position.Lookup(id)
	r := &referee{info: info, pos: pos, from: "startpos"}
	if o.Start != "" {
		if err := pos.SetPosition(o.Start); err != nil {
			return nil, fmt.Errorf("opening %s: bad position: %v", o.where(), err)
		}
		r.from = "fen " + o.Start
	}
	r.start = pos.Position()
	for i, m := range o.Moves {
		if over, _ := r.pos.Outcome(); over {
			return nil, fmt.Errorf("opening %s: the game is over before move %d %q", o.where(), i+1, m)
		}
		if err := r.play(m); err != nil {
			return nil, fmt.Errorf("opening %s: move %d %q: %v", o.where(), i+1, m, err)
		}
	}
	if over, _ := r.pos.Outcome(); over {
		return nil, fmt.Errorf("opening %s: the game is already over", o.where())
	}
	r.book = len(r.moves)
	return r, nil
}

func (o Opening) where() string {
	if o.line > 0 {
		return fmt.Sprintf("on line %d", o.line)
	}
	return fmt.Sprintf("%q", o.String())
}

// play checks and makes one move given as text, recording its canonical
// form.
func (r *referee) play(text string) error {
	m, err := r.pos.ParseMove(text)
	if err != nil {
		return err
	}
	r.moves = append(r.moves, r.pos.FormatMove(m))
	r.movers = append(r.movers, r.pos.ToMove())
	r.pos.Make(m)
	return nil
}

// toMove is the side to move, 0 (p1) or 1 (p2).
func (r *referee) toMove() int { return r.pos.ToMove() }

// result is "" while the game goes on, else "1-0" (p1 won), "0-1" or
// "1/2-1/2".
func (r *referee) result() string {
	over, score := r.pos.Outcome()
	switch {
	case !over:
		return ""
	case score == 0:
		return "1/2-1/2"
	case (score > 0) == (r.pos.ToMove() == 0):
		return "1-0"
	}
	return "0-1"
}

// positionCmd is the protocol command that sets up the current position.
func (r *referee) positionCmd() string {
	if len(r.moves) == 0 {
		return "position " + r.from
	}
	return "position " + r.from + " moves " + strings.Join(r.moves, " ")
}
