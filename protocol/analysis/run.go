package analysis

import (
	"context"
	"fmt"
	"slices"
	"sync"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
	"github.com/tabla-games/tabla/search"
)

// Task is one position to search: problem Problem after its first Ply
// moves.
type Task struct {
	Problem *Problem
	Ply     int
	// Annotate says the record judges the move played at Ply, with the
	// result of the next Task (Ply+1 of the same game).
	Annotate bool
}

// ID is the task's record id: the problem's, with "/PLY" in annotation.
func (t Task) ID() string {
	if t.Annotate || t.Ply < len(t.Problem.Moves) {
		return fmt.Sprintf("%s/%d", t.Problem.ID, t.Ply)
	}
	return t.Problem.ID
}

// Tasks lists the work for problems: each problem's final position, or,
// with annotate, every position of each game from its start to its end.
func Tasks(problems []Problem, annotate bool) []Task {
	var out []Task
	for i := range problems {
		p := &problems[i]
		if !annotate {
			out = append(out, Task{Problem: p, Ply: len(p.Moves)})
			continue
		}
		for ply := 0; ply <= len(p.Moves); ply++ {
			out = append(out, Task{Problem: p, Ply: ply, Annotate: true})
		}
	}
	return out
}

// Searcher is what Run needs of a search engine; *search.Engine is one.
type Searcher interface {
	Start(g position.Game, lim search.Limits, rep search.Reporter)
	Wait() search.Result
	Stop()
	Clear()
}

// Config says how Run searches.
type Config struct {
	Jobs    int // positions searched at once, >= 1
	Threads int // search threads of each job
	HashMB  int // transposition table of all jobs together; each gets HashMB/Jobs
	Limits  search.Limits
	// Thresholds judge the moves of an annotated game; zero fields take
	// the game's defaults (DefaultThresholds).
	Thresholds Thresholds
	// Search is the searcher, as the protocol's Search option names it
	// (auto picks each game's own); "" is alpha-beta.
	Search string
	// NewEngine makes each job's engine; nil means search.New.
	NewEngine func(search.Options) Searcher
	// Done, when set, is called after every finished search (from one
	// goroutine at a time), for progress reports.
	Done func(finished int, rec *Record)
	// Provenance goes into every record; Run fills in the limits, the
	// threads and the searcher.
	Provenance Provenance
}

// Run searches tasks and calls emit with their records in the order of
// tasks, whatever order the searches finish in. A cancelled ctx stops the
// searches under way; their records are not emitted, and Run returns
// ctx's error. An error from emit stops the run.
func Run(ctx context.Context, cfg Config, tasks []Task, emit func(*Record) error) error {
	jobs := min(max(cfg.Jobs, 1), max(len(tasks), 1))
	opts := search.DefaultOptions()
	opts.Threads = max(cfg.Threads, 1)
	opts.HashMB = max(cfg.HashMB/jobs, 1)

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type result struct {
		i   int
		rec *Record
	}
	next := make(chan int)
	results := make(chan result)
	var wg sync.WaitGroup
	for range jobs {
		wg.Go(func() {
			opts := opts
			var eng Searcher
			if cfg.NewEngine != nil {
				eng = cfg.NewEngine(opts)
			} else {
				eng = search.New(opts)
			}
			for i := range next {
				if info, ok := position.Lookup(tasks[i].Problem.Game); ok && cfg.Search != "" && cfg.NewEngine == nil {
					if k := protocol.ResolveSearcher(cfg.Search, info); k != opts.Search {
						opts.Search = k
						eng = search.New(opts)
					}
				}
				rec := analyse(ctx, eng, tasks[i], &cfg)
				select {
				case results <- result{i, rec}:
				case <-ctx.Done():
					return
				}
			}
		})
	}
	go func() {
		defer close(next)
		for i := range tasks {
			select {
			case next <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()

	recs := make([]*Record, len(tasks))
	emitted, finished := 0, 0
	var err error
	for r := range results {
		if r.rec == nil || err != nil {
			continue // stopped by ctx
		}
		recs[r.i] = r.rec
		finished++
		if cfg.Done != nil {
			cfg.Done(finished, r.rec)
		}
		for emitted < len(tasks) && recs[emitted] != nil {
			t := tasks[emitted]
			if t.Annotate && t.Ply < len(t.Problem.Moves) {
				if emitted+1 >= len(tasks) || recs[emitted+1] == nil {
					break
				}
				annotate(recs[emitted], recs[emitted+1], t, cfg.Thresholds)
			}
			if err = emit(recs[emitted]); err != nil {
				cancel()
				break
			}
			if emitted > 0 {
				recs[emitted-1] = nil // the next record no longer needs it
			}
			emitted++
		}
	}
	if err != nil {
		return err
	}
	if emitted < len(tasks) {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return fmt.Errorf("analysis: %d of %d positions not analysed", len(tasks)-emitted, len(tasks))
	}
	return nil
}

// lastLines keeps the last completed report of each MultiPV line, for
// the PVs, scores and the selective depth that Result does not carry.
type lastLines struct{ lines []search.Info }

func (l *lastLines) Report(i search.Info) {
	if i.MultiPV < 1 || i.Bound != search.Exact {
		return
	}
	for len(l.lines) < i.MultiPV {
		l.lines = append(l.lines, search.Info{})
	}
	l.lines[i.MultiPV-1] = i
}

// first is the last report of the first line.
func (l *lastLines) first() search.Info {
	if len(l.lines) == 0 {
		return search.Info{}
	}
	return l.lines[0]
}

// searchOnce searches g under lim from a cleared engine, so that a search
// repeats exactly whatever ran on the engine before; a cancelled ctx
// stops it, and ok is then false.
func searchOnce(ctx context.Context, eng Searcher, g position.Game, lim search.Limits) (res search.Result, rep *lastLines, ok bool) {
	eng.Clear()
	rep = &lastLines{}
	eng.Start(g, lim, rep)
	stop := context.AfterFunc(ctx, eng.Stop)
	res = eng.Wait()
	stop()
	return res, rep, ctx.Err() == nil
}

// analyse searches one task; it returns nil when ctx stopped it.
func analyse(ctx context.Context, eng Searcher, t Task, cfg *Config) *Record {
	p := t.Problem
	g, err := p.Build(t.Ply)
	if err != nil {
		// Load checked every line, so this is a bug, not bad input.
		panic(fmt.Sprintf("analysis: %s: %v", p.Source, err))
	}
	rec := &Record{
		ID:       t.ID(),
		Source:   p.Source,
		Game:     p.Game,
		Options:  p.optionMap(),
		Position: g.Position(),
		PV:       []string{},
	}
	rec.Provenance = cfg.provenanceFor(p.Game)
	if !t.Annotate {
		if !p.Expect.empty() {
			exp := p.Expect
			rec.Expected = &exp
		}
	}
	res, rep, ok := searchOnce(ctx, eng, g, cfg.Limits)
	if !ok {
		return nil
	}
	over, _ := g.Outcome()
	rec.setScore(res.Score)
	rec.Exact = res.Solved || res.Score.IsMate() || over
	if c, ok := g.(position.EvalCapper); ok && !rec.Exact && !res.Score.IsMate() && abs(int(res.Score)) >= c.EvalCap() {
		rec.Capped = true
	}
	rec.Depth, rec.Nodes, rec.TimeMS = res.Depth, res.Nodes, res.Time.Milliseconds()
	rec.score = res.Score
	if res.Best != position.NoMove {
		rec.Best = g.FormatMove(res.Best)
		pv := rep.first().PV
		if len(pv) == 0 || pv[0] != res.Best {
			pv = []position.Move{res.Best}
		} else {
			rec.SelDepth = rep.first().SelDepth
		}
		rec.SelDepth = max(rec.SelDepth, rec.Depth)
		rec.PV = formatLine(g, pv)
	}
	rec.mover = g.ToMove()
	if t.Annotate {
		rec.Ply = new(t.Ply)
		if t.Ply < len(p.Moves) {
			rec.Played = p.Moves[t.Ply]
		}
	}
	rec.Verdict = judge(p.Expect, rec, t.Annotate)
	return rec
}

// formatLine writes moves played one after another from g, which it
// leaves as it was.
func formatLine(g position.Playable, pv []position.Move) []string {
	out := make([]string, 0, len(pv))
	for _, m := range pv {
		if !slices.Contains(g.GenMoves(nil), m) {
			break
		}
		out = append(out, g.FormatMove(m))
		g.Make(m)
	}
	for range out {
		g.Unmake()
	}
	return out
}

// The verdicts of a record.
const (
	Right         = "right"          // every expectation met, the score proven
	WrongMove     = "wrong-move"     // the best move is not a bm, or is an am
	WrongScore    = "wrong-score"    // the proven score, mate or result differs
	UnprovenScore = "unproven-score" // the move is right but the score is not exact
	NoAnswer      = "no-answer"      // nothing expected
)

// Verdicts lists the verdicts in the order summaries give them.
var Verdicts = []string{Right, WrongMove, WrongScore, UnprovenScore, NoAnswer}

// judge compares a record with what was expected.
func judge(e Expect, rec *Record, annotating bool) string {
	if annotating || e.empty() {
		return NoAnswer
	}
	if len(e.BM) > 0 && !slices.Contains(e.BM, rec.Best) || slices.Contains(e.AM, rec.Best) {
		return WrongMove
	}
	if !e.scored() {
		return Right
	}
	if !rec.Exact {
		return UnprovenScore
	}
	s := rec.score
	switch {
	case e.Score != nil && (s.IsMate() || int(s) != *e.Score):
		return WrongScore
	case e.Mate != nil && (!s.IsMate() || s.MateMoves() != *e.Mate):
		return WrongScore
	case e.Result == "win" && s <= 0, e.Result == "loss" && s >= 0, e.Result == "draw" && s != 0:
		return WrongScore
	}
	return Right
}

func abs(x int) int { return max(x, -x) }
