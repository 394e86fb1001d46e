package protocol

import (
	"errors"

	"github.com/tabla-games/tabla/position"
)

// session is one game: which game with which options, how the position
// was reached (a start string and the moves since), and the position
// itself. A session is replaced whole, never changed half-way.
type session struct {
	info  position.Info
	opts  position.Options
	start string   // "" for startpos, else the position string
	moves []string // canonical texts of the moves played since start
	pos   position.Playable
}

// newSession builds the start position of game id with settings.
func newSession(id string, settings []string) (*session, error) {
	info, ok := position.Lookup(id)
	if !ok {
		return nil, errorf(CodeUnknownGame, "%v", position.NotAGame(id))
	}
	opts, err := info.ParseOptions(settings)
	if err != nil {
		return nil, errorf(CodeBadOption, "%v", err)
	}
	pos, err := info.New(opts)
	if err != nil {
		return nil, errorf(CodeBadOption, "%v", err)
	}
	return &session{info: info, opts: opts, pos: pos}, nil
}

// fresh returns the start position of the session's game and options.
func (s *session) fresh() position.Playable {
	pos, err := s.info.New(s.opts)
	if err != nil {
		// The options were accepted once already, so this cannot happen.
		panic("protocol: game constructor failed on options it accepted: " + err.Error())
	}
	return pos
}

// withPosition returns a new session of the same game that starts from
// start ("" = startpos) and plays moves. s is unchanged; on error the
// message names the bad token.
func (s *session) withPosition(start string, moves []string) (*session, error) {
	pos := s.fresh()
	if start != "" {
		if err := pos.SetPosition(start); err != nil {
			return nil, errorf(CodeBadPosition, "%q: %v", start, err)
		}
	}
	n := &session{info: s.info, opts: s.opts, start: start, pos: pos}
	for i, text := range moves {
		if err := n.play(text); err != nil {
			return nil, errorf(CodeIllegalMove, "move %d %q: %v", i+1, text, err)
		}
	}
	return n, nil
}

// play parses and makes one move, recording its canonical text.
func (s *session) play(text string) error {
	if over, _ := s.pos.Outcome(); over {
		return errors.New("the game is over")
	}
	m, err := s.pos.ParseMove(text)
	if err != nil {
		return err
	}
	s.moves = append(s.moves, s.pos.FormatMove(m))
	s.pos.Make(m)
	return nil
}

// result is the UGI result word of the current position.
func (s *session) result() string {
	over, score := s.pos.Outcome()
	if !over {
		return "none"
	}
	switch {
	case score == 0:
		return "draw"
	case (score > 0) == (s.pos.ToMove() == 0):
		return "p1win"
	default:
		return "p2win"
	}
}

// sideName is the name of side 0 or 1.
func (s *session) sideName(side int) string { return s.info.Sides[side] }

// legalTexts lists the legal moves in canonical notation.
func (s *session) legalTexts() []string {
	moves := s.pos.GenMoves(nil)
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = s.pos.FormatMove(m)
	}
	return out
}
