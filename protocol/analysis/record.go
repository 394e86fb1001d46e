package analysis

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/tabla-games/tabla/search"
)

// Record is the analysis of one position: one line of JSONL output. Its
// JSON names are tabla's interface; new fields may be added, none is
// renamed or removed.
type Record struct {
	ID       string            `json:"id"`
	Source   string            `json:"source,omitempty"` // file:line of the problem
	Game     string            `json:"game"`
	Options  map[string]string `json:"options"`
	Position string            `json:"position"` // the position searched
	Best     string            `json:"best"`     // "" when the game is over
	Score    *int              `json:"score,omitempty"`
	Mate     *int              `json:"mate,omitempty"`
	Exact    bool              `json:"exact"`
	Depth    int               `json:"depth"`
	SelDepth int               `json:"seldepth"`
	Nodes    uint64            `json:"nodes"`
	TimeMS   int64             `json:"time_ms"`
	PV       []string          `json:"pv"`
	Expected *Expect           `json:"expected,omitempty"`
	Verdict  string            `json:"verdict"`

	// Annotation of a game (--annotate): the ply, the move played there,
	// its score from the mover's view (the negated score of the next
	// position when the turn passes), the centi-units lost against the
	// best move, and the judgement: inaccuracy, blunder or "" for a good
	// move.
	Ply         *int   `json:"ply,omitempty"`
	Played      string `json:"played,omitempty"`
	PlayedScore *int   `json:"played_score,omitempty"`
	PlayedMate  *int   `json:"played_mate,omitempty"`
	Loss        *int   `json:"loss,omitempty"`
	Mark        string `json:"mark,omitempty"`
	// Capped says the score is an estimate at the evaluation's cap
	// (position.EvalCapper), not a proven result.
	Capped bool `json:"capped,omitempty"`

	Provenance

	score        search.Score // the search's score
	mover        int          // the side to move in Position
	playedExact  bool
	playedCapped bool
}

// setScore fills Score or Mate.
func (r *Record) setScore(s search.Score) {
	if s.IsMate() {
		r.Mate = new(s.MateMoves())
	} else {
		r.Score = new(int(s))
	}
}

// ScoreText is the score as text: "+1800", "-250" or "mate 3", and
// "~+20000" for an estimate at the evaluation's cap.
func (r *Record) ScoreText() string { return scoreText(r.Score, r.Mate, r.Capped) }

func scoreText(score, mate *int, capped bool) string {
	switch {
	case mate != nil:
		return fmt.Sprintf("mate %d", *mate)
	case score != nil && capped:
		return fmt.Sprintf("~%+d", *score)
	case score != nil:
		return fmt.Sprintf("%+d", *score)
	}
	return "-"
}

// Thresholds are the losses, in centi-units, from which an annotated move
// is an inaccuracy or a blunder.
type Thresholds struct{ Inaccuracy, Blunder int }

// gameThresholds scale the marks to the games whose units differ from a
// plain evaluation: a Reversi disc and a Go point are 100, a checkers
// man is 100 but the games turn on smaller margins.
var gameThresholds = map[string]Thresholds{
	"reversi":   {400, 1000}, // 4 and 10 discs
	"go":        {300, 1000}, // 3 and 10 points
	"dotsboxes": {100, 300},  // 1 and 3 boxes
	"checkers":  {50, 150},   // half a man and a man and a half
}

// DefaultThresholds are the thresholds of a game: its own where
// gameThresholds has them, else one unit (100) and three.
func DefaultThresholds(game string) Thresholds {
	if t, ok := gameThresholds[game]; ok {
		return t
	}
	return Thresholds{100, 300}
}

// value is a score on one scale for losses: a mate counts as ±100,000,
// above every evaluation, whatever its distance.
func value(s search.Score) int {
	switch {
	case s.IsMate() && s > 0:
		return 100_000
	case s.IsMate():
		return -100_000
	}
	return int(s)
}

// annotate judges the move played at rec's position with the search of
// the position after it (next).
func annotate(rec, next *Record, t Task, th Thresholds) {
	def := DefaultThresholds(t.Problem.Game)
	if th.Inaccuracy <= 0 {
		th.Inaccuracy = def.Inaccuracy
	}
	if th.Blunder <= 0 {
		th.Blunder = def.Blunder
	}
	played := next.score
	if next.mover != rec.mover {
		played = -played
	}
	if next.Best == "" {
		// the move ended the game: next.score is its exact result
		next.Exact = true
	}
	rec.playedExact, rec.playedCapped = next.Exact, next.Capped
	if rec.Played == rec.Best {
		played = rec.score
		rec.playedExact, rec.playedCapped = rec.Exact, rec.Capped
	}
	if played.IsMate() {
		rec.PlayedMate = new(played.MateMoves())
	} else {
		rec.PlayedScore = new(int(played))
	}
	loss := max(value(rec.score)-value(played), 0)
	rec.Loss = &loss
	switch {
	case loss >= th.Blunder:
		rec.Mark = "blunder"
	case rec.Exact && rec.playedExact && cmp.Compare(rec.score, 0) > cmp.Compare(played, 0):
		rec.Mark = "blunder" // a proven win or draw thrown away
	case loss >= th.Inaccuracy:
		rec.Mark = "inaccuracy"
	}
}

// Text is the record as one line of the text output.
func (r *Record) Text() string {
	var b strings.Builder
	best := r.Best
	if best == "" {
		best = "(none)"
	}
	exact := ""
	if r.Exact {
		exact = " exact"
	}
	fmt.Fprintf(&b, "%-14s %s best %s score %s%s depth %d nodes %d time %.3fs", r.Verdict, r.ID, best, r.ScoreText(), exact, r.Depth, r.Nodes, float64(r.TimeMS)/1000)
	if e := r.Expected; e != nil {
		b.WriteString(" expected")
		if len(e.BM) > 0 {
			b.WriteString(" bm " + strings.Join(e.BM, ","))
		}
		if len(e.AM) > 0 {
			b.WriteString(" am " + strings.Join(e.AM, ","))
		}
		if e.Score != nil {
			fmt.Fprintf(&b, " score %+d", *e.Score)
		}
		if e.Mate != nil {
			fmt.Fprintf(&b, " mate %d", *e.Mate)
		}
		if e.Result != "" {
			b.WriteString(" result " + e.Result)
		}
	}
	return b.String()
}

// MoveText is an annotated record as a row of the text table (see
// MoveHeader): the ply, the move played with its score, the best move
// with its score, the loss and the mark.
func (r *Record) MoveText() string {
	if r.Played == "" {
		return fmt.Sprintf("%4d  %-14s %-9s  %-14s %-9s  %6s  %s", *r.Ply, "(end)", "", "", r.ScoreText(), "", "")
	}
	return fmt.Sprintf("%4d  %-14s %-9s  %-14s %-9s  %6d  %s", *r.Ply, r.Played, scoreText(r.PlayedScore, r.PlayedMate, r.playedCapped),
		r.Best, r.ScoreText(), *r.Loss, r.Mark)
}

// MoveHeader heads the text table of an annotated game.
const MoveHeader = " ply  played         score      best           score        loss  mark"
