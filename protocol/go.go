package protocol

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// maxMillis bounds every time argument (a year), so that absurd numbers are
// rejected instead of overflowing.
const maxMillis = 365 * 24 * 3600 * 1000

// cmdGo parses a go command and starts the search. It reports whether a
// search goroutine now holds the idle token.
func (e *Engine) cmdGo(args []string) (started bool, err error) {
	if len(args) > 0 && strings.EqualFold(args[0], "perft") {
		if len(args) != 2 {
			return false, errorf(CodeSyntax, "usage: go perft DEPTH")
		}
		return false, e.cmdPerft(args[1:])
	}
	lim, err := e.parseGo(args)
	if err != nil {
		return false, err
	}
	s := e.game
	if over, _ := s.pos.Outcome(); over {
		e.out.line("bestmove (none)")
		return false, nil
	}
	root := s.pos.Clone().(position.Playable)
	level := e.limitLevel()
	out := &reporter{out: e.out, root: s.pos.Clone().(position.Playable), wdl: e.showWDL}
	var rep search.Reporter = out
	col := e.limitSearch(&lim, level, root, out)
	if col != nil {
		rep = col
	}
	out.multiPV = lim.MultiPV > 1
	e.stopMu.Lock()
	e.running = true
	e.endless = lim.Infinite || lim.Ponder
	e.infinite = lim.Infinite
	e.search.Start(root, lim, rep)
	e.stopMu.Unlock()
	go func() {
		res := e.search.Wait()
		if col != nil {
			res = e.levelMove(res, level, col)
		}
		e.stopMu.Lock()
		e.running = false
		e.stopMu.Unlock()
		if e.resigns(root.ToMove(), lim, res) {
			e.out.line("info string resign")
		}
		e.out.line(e.bestmoveLine(root, res))
		e.idle <- struct{}{}
	}()
	return true, nil
}

// DefaultResignMoves is the ResignMoves option's default.
const DefaultResignMoves = 3

// resigns counts side's searches in a row whose result was below the
// ResignWinRate option (off at 0), and reports whether ResignMoves of them
// have been (each side counts apart, so one engine can play both): the engine then writes "info string resign" before its
// bestmove, which GTP's genmove turns into "resign". Under Monte Carlo
// tree search the score is a win rate (see search.WinRateScore); the
// scores of alpha-beta are the game's evaluation, which says nothing of
// the odds, so there only a proven loss counts. An infinite or ponder
// search is analysis and counts for nothing.
func (e *Engine) resigns(side int, lim search.Limits, res search.Result) bool {
	if e.resignPct == 0 || lim.Infinite || lim.Ponder {
		return false
	}
	low := res.Score.IsMate() && res.Score < 0
	if e.settings.Search == search.MCTS {
		low = res.Score < search.WinRateScore(float64(e.resignPct)/100)
	}
	if side < 0 || side > 1 {
		return false
	}
	if !low {
		e.lowRun[side] = 0
		return false
	}
	e.lowRun[side]++
	return e.lowRun[side] >= e.resignMoves
}

func (e *Engine) bestmoveLine(root position.Playable, res search.Result) string {
	if res.Best == position.NoMove {
		return "bestmove (none)"
	}
	line := "bestmove " + root.FormatMove(res.Best)
	if e.ponder && res.Ponder != position.NoMove {
		root.Make(res.Best)
		if legal(root, res.Ponder) {
			line += " ponder " + root.FormatMove(res.Ponder)
		}
		root.Unmake()
	}
	return line
}

// parseGo turns go's arguments into search limits for the current game.
func (e *Engine) parseGo(args []string) (search.Limits, error) {
	lim := search.Limits{MultiPV: e.multiPV}
	whiteSide := e.whiteSide()
	pos := e.game.pos
	for i := 0; i < len(args); i++ {
		word := strings.ToLower(args[i])
		next := func(what string, min, max int64) (int, error) {
			if i+1 >= len(args) {
				return 0, errorf(CodeSyntax, "go %s needs a number", what)
			}
			i++
			return parseInt("go "+what, args[i], min, max)
		}
		millis := func() (time.Duration, error) {
			n, err := next(word, -maxMillis, maxMillis)
			if n < 1 {
				n = 1 // a flagged or lagging clock: move at once, don't refuse
			}
			return time.Duration(n) * time.Millisecond, err
		}
		var err error
		var n int
		var d time.Duration
		switch word {
		case "depth":
			n, err = next(word, 1, position.MaxPly-8)
			lim.Depth = n
		case "nodes":
			n, err = next(word, 1, 1<<50)
			lim.Nodes = uint64(n)
		case "mate":
			n, err = next(word, 1, position.MaxPly/2-4)
			lim.Mate = n
		case "movestogo":
			n, err = next(word, 1, 10000)
			lim.MovesToGo = n
		case "movetime":
			n, err = next(word, 1, maxMillis)
			lim.MoveTime = time.Duration(n) * time.Millisecond
		case "p1time", "p2time", "wtime", "btime":
			d, err = millis()
			lim.Time[clockSide(word, whiteSide)] = d
		case "p1inc", "p2inc", "winc", "binc":
			n, err = next(word, 0, maxMillis)
			lim.Inc[clockSide(word, whiteSide)] = time.Duration(n) * time.Millisecond
		case "infinite":
			lim.Infinite = true
		case "ponder":
			lim.Ponder = true
		case "searchmoves":
			j := i + 1
			for ; j < len(args) && !isGoKeyword(args[j]); j++ {
				m, perr := pos.ParseMove(args[j])
				if perr != nil {
					return search.Limits{}, errorf(CodeIllegalMove, "searchmoves %q: %v", args[j], perr)
				}
				lim.SearchMoves = append(lim.SearchMoves, m)
			}
			if j == i+1 {
				return search.Limits{}, errorf(CodeSyntax, "searchmoves needs at least one move")
			}
			i = j - 1
		default:
			return search.Limits{}, errorf(CodeSyntax, "unknown go parameter %q", args[i])
		}
		if err != nil {
			return search.Limits{}, err
		}
	}
	return lim, nil
}

func isGoKeyword(s string) bool {
	switch strings.ToLower(s) {
	case "depth", "nodes", "mate", "movestogo", "movetime", "p1time", "p2time", "wtime", "btime",
		"p1inc", "p2inc", "winc", "binc", "infinite", "ponder", "searchmoves":
		return true
	}
	return false
}

// whiteSide is the side that UCI's wtime/winc refer to: the side named
// "white" if the game has one, otherwise p1 (who moves first, like White
// in chess).
func (e *Engine) whiteSide() int {
	if strings.EqualFold(e.game.info.Sides[1], "white") {
		return 1
	}
	return 0
}

// clockSide maps a go time keyword to side 0 or 1.
func clockSide(word string, whiteSide int) int {
	switch word[:2] {
	case "p1":
		return 0
	case "p2":
		return 1
	case "wt", "wi":
		return whiteSide
	default:
		return 1 - whiteSide
	}
}

func legal(g position.Game, m position.Move) bool {
	for _, x := range g.GenMoves(nil) {
		if x == m {
			return true
		}
	}
	return false
}

// reporter turns search reports into info lines.
type reporter struct {
	out     *writer
	root    position.Playable // a private copy, for formatting PVs
	multiPV bool
	wdl     bool // UCI_ShowWDL: add "wdl W D L" where the search has it
}

// Report writes one info line. The PV is checked move by move on the
// private copy, so a stale move can never reach the output.
func (r *reporter) Report(in search.Info) {
	var b strings.Builder
	b.WriteString("info depth " + strconv.Itoa(in.Depth))
	if in.MultiPV == 0 {
		// A progress report during a long iteration: no score or PV yet.
		b.WriteString(" nodes " + strconv.FormatUint(in.Nodes, 10))
		b.WriteString(" nps " + strconv.FormatUint(in.NPS(), 10))
		b.WriteString(" time " + strconv.FormatInt(in.Time.Milliseconds(), 10))
		b.WriteString(" hashfull " + strconv.Itoa(in.Hashfull))
		r.out.line(b.String())
		return
	}
	if in.SelDepth > 0 {
		b.WriteString(" seldepth " + strconv.Itoa(in.SelDepth))
	}
	if r.multiPV {
		b.WriteString(" multipv " + strconv.Itoa(in.MultiPV))
	}
	b.WriteString(" score " + in.Score.String())
	if r.wdl && in.WDL != [3]int{} {
		fmt.Fprintf(&b, " wdl %d %d %d", in.WDL[0], in.WDL[1], in.WDL[2])
	}
	switch in.Bound {
	case search.Lower:
		b.WriteString(" lowerbound")
	case search.Upper:
		b.WriteString(" upperbound")
	}
	b.WriteString(" nodes " + strconv.FormatUint(in.Nodes, 10))
	b.WriteString(" nps " + strconv.FormatUint(in.NPS(), 10))
	b.WriteString(" time " + strconv.FormatInt(in.Time.Milliseconds(), 10))
	b.WriteString(" hashfull " + strconv.Itoa(in.Hashfull))
	if len(in.PV) > 0 {
		b.WriteString(" pv")
		made := 0
		for _, m := range in.PV {
			if !legal(r.root, m) {
				break
			}
			b.WriteString(" " + r.root.FormatMove(m))
			r.root.Make(m)
			made++
		}
		for ; made > 0; made-- {
			r.root.Unmake()
		}
	}
	r.out.line(b.String())
}
