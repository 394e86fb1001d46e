package protocol

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// engineOption is one setting listed by uci/ugi and changed by setoption.
type engineOption struct {
	name string // as listed; matched case-insensitively
	decl func(e *Engine) string
	set  func(e *Engine, value string) error
}

func (e *Engine) engineOptions() []engineOption {
	spin := func(name string, def, min, max int, set func(*Engine, int)) engineOption {
		return engineOption{
			name: name,
			decl: func(*Engine) string {
				return fmt.Sprintf("type spin default %d min %d max %d", def, min, max)
			},
			set: func(e *Engine, v string) error {
				n, err := strconv.Atoi(strings.TrimSpace(v))
				if err != nil || n < min || n > max {
					return errorf(CodeBadValue, "%s must be an integer from %d to %d, not %q", name, min, max, v)
				}
				set(e, n)
				return nil
			},
		}
	}
	def := search.DefaultOptions()
	opts := []engineOption{
		spin("Threads", def.Threads, 1, search.MaxThreads, func(e *Engine, n int) {
			e.settings.Threads = n
			e.search.SetOptions(e.settings)
		}),
		spin("Hash", def.HashMB, 1, search.MaxHashMB, func(e *Engine, n int) {
			e.settings.HashMB = n
			e.search.SetOptions(e.settings)
		}),
		spin("MultiPV", 1, 1, 256, func(e *Engine, n int) { e.multiPV = n }),
		spin("MoveOverhead", int(def.MoveOverhead/time.Millisecond), 0, 10000, func(e *Engine, n int) {
			e.settings.MoveOverhead = time.Duration(n) * time.Millisecond
			e.search.SetOptions(e.settings)
		}),
		checkOption("Ponder", func(e *Engine, on bool) { e.ponder = on }),
		{
			name: "Search",
			decl: func(*Engine) string {
				return "type combo default " + SearchAuto + " var " + strings.Join(Searchers(), " var ")
			},
			set: func(e *Engine, v string) error {
				name, err := ParseSearcher(v)
				if err != nil {
					return errorf(CodeBadValue, "%v", err)
				}
				e.searcher = name
				e.applySearcher()
				return nil
			},
		},
		checkOption("UCI_ShowWDL", func(e *Engine, on bool) { e.showWDL = on }),
		spin("ResignWinRate", 0, 0, 50, func(e *Engine, n int) { e.resignPct, e.lowRun = n, [2]int{} }),
		spin("ResignMoves", DefaultResignMoves, 1, 100, func(e *Engine, n int) { e.resignMoves, e.lowRun = n, [2]int{} }),
		{
			name: "UCI_Variant",
			decl: func(e *Engine) string {
				var b strings.Builder
				b.WriteString("type combo default " + e.cfg.DefaultGame)
				for _, g := range position.Games() {
					b.WriteString(" var " + g.ID)
				}
				return b.String()
			},
			set: func(e *Engine, v string) error {
				s, err := newSession(strings.TrimSpace(v), nil)
				if err != nil {
					return err
				}
				e.startGame(s)
				return nil
			},
		},
		{
			name: "GameOptions",
			decl: func(*Engine) string { return "type string default <empty>" },
			set: func(e *Engine, v string) error {
				v = strings.TrimSpace(v)
				if v == "<empty>" {
					v = ""
				}
				s, err := newSession(e.game.info.ID, strings.Fields(v))
				if err != nil {
					return err
				}
				e.startGame(s)
				return nil
			},
		},
	}
	return append(opts, e.levelOptions(spin)...)
}

func (e *Engine) commandTable() map[string]handler {
	return map[string]handler{
		"uci":        func(args []string) error { return e.cmdHandshake("uci") },
		"ugi":        func(args []string) error { return e.cmdHandshake("ugi") },
		"setoption":  e.cmdSetOption,
		"newgame":    e.cmdNewGame,
		"ucinewgame": func([]string) error { return e.cmdNewGame(nil) },
		"uginewgame": func([]string) error { return e.cmdNewGame(nil) },
		"games":      e.cmdGames,
		"position":   e.cmdPosition,
		"go":         nil, // handled in Handle, since it hands the idle token on
		"query":      e.cmdQuery,
		"legalmoves": e.cmdLegalMoves,
		"moves":      e.cmdLegalMoves,
		"layout":     e.cmdLayout,
		"state":      e.cmdState,
		"d":          e.cmdDisplay,
		"perft":      e.cmdPerft,
		"eval":       e.cmdEval,
		"ownership":  e.cmdOwnership,
		"bench":      e.cmdBench,
		"help":       e.cmdHelp,
	}
}

func noArgs(name string, args []string) error {
	if len(args) > 0 {
		return errorf(CodeSyntax, "%s takes no arguments, got %q", name, strings.Join(args, " "))
	}
	return nil
}

func (e *Engine) cmdHandshake(dialect string) error {
	e.dialect = dialect
	e.out.line("id name " + e.cfg.Name)
	if e.cfg.Author != "" {
		e.out.line("id author " + e.cfg.Author)
	}
	for _, o := range e.engineOptions() {
		e.out.line("option name " + o.name + " " + o.decl(e))
	}
	e.out.line(dialect + "ok")
	return nil
}

func (e *Engine) cmdSetOption(args []string) error {
	if len(args) < 2 || !strings.EqualFold(args[0], "name") {
		return errorf(CodeSyntax, "usage: setoption name NAME [value VALUE]")
	}
	var name, value []string
	inValue := false
	for _, a := range args[1:] {
		if !inValue && strings.EqualFold(a, "value") {
			inValue = true
			continue
		}
		if inValue {
			value = append(value, a)
		} else {
			name = append(name, a)
		}
	}
	n := strings.Join(name, " ")
	for _, o := range e.engineOptions() {
		if strings.EqualFold(o.name, n) {
			return o.set(e, strings.Join(value, " "))
		}
	}
	return errorf(CodeBadOption, "no engine option %q (see uci)", n)
}

// startGame makes s the current game and forgets what the search learnt.
// Under Search auto it also picks the game's searcher.
func (e *Engine) startGame(s *session) {
	e.game = s
	e.lowRun = [2]int{}
	e.applySearcher()
	e.search.Clear()
}

// searchKind resolves the Search option for the current game.
func (e *Engine) searchKind() search.Kind { return ResolveSearcher(e.searcher, e.game.info) }

// applySearcher sets the searcher that the Search option and the game ask
// for (reallocating the tree or the table only when it changes).
func (e *Engine) applySearcher() {
	if k := e.searchKind(); k != e.settings.Search {
		e.settings.Search = k
		e.search.SetOptions(e.settings)
	}
}

func (e *Engine) cmdNewGame(args []string) error {
	id := e.game.info.ID
	settings := e.gameSettings()
	if len(args) > 0 {
		id, settings = args[0], args[1:]
	}
	s, err := newSession(id, settings)
	if err != nil {
		return err
	}
	e.startGame(s)
	return nil
}

// gameSettings lists the current game's options as key=value words.
func (e *Engine) gameSettings() []string { return strings.Fields(e.game.opts.String()) }

func (e *Engine) cmdGames(args []string) error {
	if err := noArgs("games", args); err != nil {
		return err
	}
	for _, g := range position.Games() {
		var b strings.Builder
		fmt.Fprintf(&b, "game %s p1 %s p2 %s", g.ID, g.Sides[0], g.Sides[1])
		for _, o := range g.Options {
			b.WriteString(" option " + o.Describe())
		}
		b.WriteString(" name " + g.Name)
		e.out.line(b.String())
	}
	e.out.line("gamesok")
	return nil
}

func (e *Engine) cmdPosition(args []string) error {
	if len(args) == 0 {
		return errorf(CodeSyntax, "usage: position startpos|fen F... [moves M...]")
	}
	var start string
	rest := args[1:]
	switch strings.ToLower(args[0]) {
	case "startpos":
	case "fen":
		i := 0
		for i < len(rest) && !strings.EqualFold(rest[i], "moves") {
			i++
		}
		if i == 0 {
			return errorf(CodeBadPosition, "fen needs a position string")
		}
		start, rest = strings.Join(rest[:i], " "), rest[i:]
	default:
		return errorf(CodeSyntax, "position wants startpos or fen, not %q", args[0])
	}
	var moves []string
	if len(rest) > 0 {
		if !strings.EqualFold(rest[0], "moves") {
			return errorf(CodeSyntax, "unexpected %q after the position (want moves)", rest[0])
		}
		moves = rest[1:]
	}
	s, err := e.game.withPosition(start, moves)
	if err != nil {
		return err
	}
	e.game = s
	return nil
}

func (e *Engine) cmdQuery(args []string) error {
	if len(args) == 0 {
		return errorf(CodeSyntax, "usage: query gameover|p1turn|result|fen|side|islegal M")
	}
	s := e.game
	switch strings.ToLower(args[0]) {
	case "gameover":
		over, _ := s.pos.Outcome()
		e.out.line("response " + strconv.FormatBool(over))
	case "p1turn":
		e.out.line("response " + strconv.FormatBool(s.pos.ToMove() == 0))
	case "result":
		e.out.line("response " + s.result())
	case "fen", "position":
		e.out.line("response " + s.pos.Position())
	case "side":
		e.out.line("response " + s.sideName(s.pos.ToMove()))
	case "game":
		e.out.line(strings.TrimSpace("response " + s.info.ID + " " + s.opts.String()))
	case "islegal":
		if len(args) != 2 {
			return errorf(CodeSyntax, "usage: query islegal MOVE")
		}
		_, err := s.pos.ParseMove(args[1])
		e.out.line("response " + strconv.FormatBool(err == nil))
	default:
		return errorf(CodeSyntax, "unknown query %q (gameover, p1turn, result, fen, side, game, islegal)", args[0])
	}
	return nil
}

func (e *Engine) cmdLegalMoves(args []string) error {
	if err := noArgs("legalmoves", args); err != nil {
		return err
	}
	e.out.line(strings.TrimSpace("legalmoves " + strings.Join(e.game.legalTexts(), " ")))
	return nil
}

func (e *Engine) cmdLayout(args []string) error {
	if err := noArgs("layout", args); err != nil {
		return err
	}
	l := e.game.pos.Layout()
	l.Game = e.game.info.ID
	return e.writeJSON(l)
}

func (e *Engine) cmdState(args []string) error {
	if err := noArgs("state", args); err != nil {
		return err
	}
	s := e.game
	st := s.pos.State()
	st.Game = s.info.ID
	st.Position = s.pos.Position()
	st.ToMove = s.pos.ToMove()
	st.Side = s.sideName(st.ToMove)
	st.Moves = append([]string{}, s.moves...)
	if n := len(s.moves); n > 0 {
		st.LastMove = s.moves[n-1]
	}
	st.Result = s.result()
	if st.Pieces == nil {
		st.Pieces = []position.Placed{}
	}
	return e.writeJSON(st)
}

func (e *Engine) writeJSON(v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return errorf(CodeBadValue, "cannot encode: %v", err)
	}
	e.out.line(string(b))
	return nil
}

func (e *Engine) cmdDisplay(args []string) error {
	if err := noArgs("d", args); err != nil {
		return err
	}
	s := e.game
	for _, l := range strings.Split(s.pos.Board(), "\n") {
		e.out.line(l)
	}
	e.out.line(strings.TrimSpace("game: " + s.info.ID + " " + s.opts.String()))
	if s.info.Summary != nil {
		// The rule set in force, which the options' "auto" values hide.
		e.out.line("rules: " + s.info.Summary(s.opts))
	}
	e.out.line("position: " + s.pos.Position())
	side := s.pos.ToMove()
	e.out.linef("to move: p%d %s", side+1, s.sideName(side))
	if len(s.moves) > 0 {
		e.out.line("moves: " + strings.Join(s.moves, " "))
	}
	if r := s.result(); r != "none" {
		if mg, ok := s.pos.(position.MarginGame); ok && r != "draw" {
			// The margin, as Outcome gives it in centi-units.
			_, score := s.pos.Outcome()
			r += " by " + strconv.FormatFloat(math.Abs(float64(score))/100, 'f', -1, 64) + " " + mg.MarginUnit()
		}
		e.out.line("result: " + r)
	}
	e.out.line("dok")
	return nil
}

func (e *Engine) cmdPerft(args []string) error {
	if len(args) != 1 {
		return errorf(CodeSyntax, "usage: perft DEPTH")
	}
	depth, err := parseInt("perft depth", args[0], 1, position.MaxPly)
	if err != nil {
		return err
	}
	e.runPerft(depth)
	return nil
}

// runPerft prints each root move's leaf count, then the total.
func (e *Engine) runPerft(depth int) {
	pos := e.game.pos.Clone().(position.Playable)
	start := time.Now()
	p := position.NewPerfter(pos, e.game.info.PerftEndsAreLeaves, 0)
	moves, counts := p.Divide(depth)
	var total uint64
	type row struct {
		move  string
		count uint64
	}
	rows := make([]row, len(moves))
	for i, m := range moves {
		rows[i] = row{pos.FormatMove(m), counts[i]}
		total += counts[i]
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].move < rows[j].move })
	for _, r := range rows {
		e.out.linef("%s %d", r.move, r.count)
	}
	if len(moves) == 0 && depth > 0 {
		// A finished game: no leaves below it under either convention
		// except that a finished game may count as a leaf itself.
		total = position.Perft(pos, depth, e.game.info.PerftEndsAreLeaves)
	}
	el := time.Since(start)
	e.out.linef("nodes %d time %d nps %d", total, el.Milliseconds(), nps(total, el))
}

func nps(nodes uint64, d time.Duration) uint64 {
	if d <= 0 {
		return 0
	}
	return uint64(float64(nodes) / d.Seconds())
}

func (e *Engine) cmdEval(args []string) error {
	if err := noArgs("eval", args); err != nil {
		return err
	}
	pos := e.game.pos
	if over, score := pos.Outcome(); over {
		e.out.linef("eval over %d", score)
		return nil
	}
	line := fmt.Sprintf("eval %d", pos.Evaluate())
	if x, ok := pos.(position.EvalExplainer); ok {
		for _, t := range x.EvalTerms() {
			line += fmt.Sprintf(" %s %d", t.Name, t.Score)
		}
	}
	e.out.line(line)
	return nil
}

// Ownership is the ownership command's answer: over Playouts playouts
// (of a Monte Carlo tree search of the current position, or plain ones
// from it), how often each cell ended owned by the first player and by
// the second (the rest of the playouts, by nobody), keyed by cell id;
// the cells whose piece is dead, as it ended with the other side more
// often than with its own; and each side's count by the game's scoring
// with the dead pieces taken off, komi left out.
type Ownership struct {
	Playouts uint64               `json:"playouts"`
	Cells    map[string][2]uint32 `json:"cells"`
	Dead     []string             `json:"dead"`
	Scores   [2]int               `json:"scores"`
}

// DefaultOwnershipPlayouts is the number of playouts the ownership
// command runs when it is not told: a fraction of a second on 19×19 Go.
const DefaultOwnershipPlayouts = 1000

// cmdOwnership runs a one-thread Monte Carlo tree search of the position,
// whatever the Search option says, so that its playouts follow the tree's
// best lines for their first moves and the answer is the same every time;
// with the word plain, it runs plain playouts from the position instead
// (PlainOwnershipOf), as GTP does to find the dead stones at the end.
func (e *Engine) cmdOwnership(args []string) error {
	if len(args) > 2 {
		return errorf(CodeSyntax, "usage: ownership [PLAYOUTS] [tree|plain]")
	}
	n, plain := DefaultOwnershipPlayouts, false
	for i, a := range args {
		switch {
		case i == len(args)-1 && (a == "tree" || a == "plain"):
			plain = a == "plain"
		case i == 0:
			var err error
			if n, err = parseInt("playouts", a, 1, 1_000_000); err != nil {
				return err
			}
		default:
			return errorf(CodeSyntax, "usage: ownership [PLAYOUTS] [tree|plain]")
		}
	}
	var ans Ownership
	var err error
	if plain {
		ans, err = PlainOwnershipOf(e.game.pos, n)
	} else {
		if e.owners == nil {
			e.owners = search.New(search.Options{Threads: 1, HashMB: 64, Search: search.MCTS})
		}
		ans, err = OwnershipOf(e.game.pos, n, e.owners)
	}
	if err != nil {
		return errorf(CodeUnsupported, "%s has no ownership: its playouts do not end with owned cells", e.game.info.ID)
	}
	return e.writeJSON(ans)
}

// ErrNoOwnership is OwnershipOf's error for a game whose playouts do not
// end with owned cells (it is not a position.Owner).
var ErrNoOwnership = errors.New("the game has no ownership")

// OwnershipOf counts who owns each cell of pos at the end of n playouts
// of a Monte Carlo tree search run on eng (a one-thread MCTS engine, so
// that the answer is the same every time; it is cleared first).
func OwnershipOf(pos position.Playable, n int, eng *search.Engine) (Ownership, error) {
	return ownership(pos, n, func(o position.Owner, owners *search.Owners) {
		eng.Clear()
		eng.Search(pos, search.Limits{Nodes: uint64(n), Owners: owners}, nil)
	})
}

// PlainOwnershipOf is OwnershipOf over n plain playouts from pos, without
// a tree, their random numbers seeded the same every time. At the end of
// a game it is the sounder of the two: the tree's side that is behind,
// for which a pass loses at once, plays on among moves that all lose and
// throws away what the playouts keep, such as its group in a seki, whose
// stones the tree's counts then call dead (games/go's doc, Seki).
func PlainOwnershipOf(pos position.Playable, n int) (Ownership, error) {
	return ownership(pos, n, func(o position.Owner, owners *search.Owners) {
		rng := rand.New(rand.NewPCG(1, 2))
		owner := make([]int32, len(owners.Cells))
		for range n {
			clear(owner)
			o.PlayoutOwner(rng, nil, owner)
			owners.Add(owner)
		}
	})
}

// ownership is OwnershipOf and PlainOwnershipOf: count, unless the game
// is over, runs the playouts that gather owners.
func ownership(pos position.Playable, n int, count func(position.Owner, *search.Owners)) (Ownership, error) {
	o, ok := pos.(position.Owner)
	if !ok {
		return Ownership{}, ErrNoOwnership
	}
	cells := pos.Layout().Cells
	owners := search.Owners{Cells: make([][2]uint32, len(cells))}
	if over, _ := pos.Outcome(); over {
		// The board is counted as it stands: a playout ends at once.
		owner := make([]int32, len(cells))
		o.PlayoutOwner(rand.New(rand.NewPCG(1, 2)), nil, owner)
		owners.Add(owner)
	} else {
		count(o, &owners)
	}
	side := map[string]int{}
	for _, p := range pos.State().Pieces {
		side[p.Cell] = p.Side
	}
	ans := Ownership{Playouts: owners.Playouts, Cells: make(map[string][2]uint32, len(cells)), Dead: []string{}}
	removed := make([]bool, len(cells))
	for i, c := range cells {
		count := owners.Cells[i]
		ans.Cells[c.ID] = count
		if s, piece := side[c.ID]; piece && count[1-s] > count[s] {
			removed[i] = true
			ans.Dead = append(ans.Dead, c.ID)
		}
	}
	ans.Scores[0], ans.Scores[1] = o.ScoreWithout(removed)
	return ans, nil
}

func (e *Engine) cmdBench(args []string) error {
	if err := noArgs("bench", args); err != nil {
		return err
	}
	r := Bench(e.settings.Threads, e.settings.HashMB, e.searcher, func(s string) { e.info("%s", s) })
	e.out.linef("bench nodes %d time %d nps %d", r.Nodes, r.Time.Milliseconds(), nps(r.Nodes, r.Time))
	return nil
}

func (e *Engine) cmdHelp(args []string) error {
	for _, l := range strings.Split(strings.TrimSpace(helpText), "\n") {
		e.out.line(l)
	}
	return nil
}

// helpText lists the commands; README.md has the full reference.
const helpText = `
tabla commands (README.md has the full protocol reference):
  uci | ugi                          handshake: id, options, uciok/ugiok
  isready                            readyok, at once even while searching
  setoption name N [value V]         Threads Hash MultiPV Ponder MoveOverhead Search UCI_ShowWDL
                                     ResignWinRate ResignMoves UCI_Variant GameOptions
  newgame [ID [key=value ...]]       select a game and its options; ucinewgame/uginewgame restart it
  games                              list the games and their options, then gamesok
  position startpos|fen F [moves M ...]
  go [depth N] [nodes N] [movetime MS] [p1time MS] [p2time MS] [p1inc MS] [p2inc MS]
     [wtime btime winc binc] [movestogo N] [mate N] [infinite] [ponder] [searchmoves M ...] | go perft N
  stop | ponderhit | quit
  query gameover|p1turn|result|fen|side|game|islegal M
  legalmoves (moves)                 every legal move in canonical form
  layout | state                     board geometry / dynamic position as one JSON line
  d                                  text board, position string, side to move, then dok
  perft N                            leaf counts per root move, then a total line
  eval                               static evaluation from the side to move
  ownership [PLAYOUTS] [tree|plain]  who owns each cell at the end of playouts (Go), as JSON
  bench                              fixed search set over every game: nodes and nps
  help                               this list`

// parseInt reads an integer argument within [min, max].
func parseInt(what, s string, min, max int64) (int, error) {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < min || n > max {
		return 0, errorf(CodeBadValue, "%s must be an integer from %d to %d, not %q", what, min, max, s)
	}
	return int(n), nil
}
