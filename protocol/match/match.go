package match

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/tabla-games/tabla/position"
)

// Config describes a match between two engines.
type Config struct {
	Game    string   // a registered game id
	Options []string // its key=value settings
	Engines [2]Engine
	Games   int   // games in the whole match, over every shard
	Limit   Limit // for engines without a limit of their own
	// Openings are played in turn, each twice with the sides swapped;
	// none means the start position.
	Openings    []Opening
	Concurrency int   // games played at once (default 1)
	SPRT        *SPRT // stop when the test decides, if set
	// Shard and Shards select the part of the match this run plays:
	// games are numbered over the whole match and taken by pairs (both
	// colours of an opening), pair k going to shard k mod Shards + 1.
	// Zero values mean 1/1.
	Shard, Shards int
	// TimeMargin is how far an engine may overrun its clock or movetime
	// before it loses on time.
	TimeMargin time.Duration
	// MoveTimeout is how long a depth or nodes search may take before
	// the engine counts as hung (default one minute).
	MoveTimeout time.Duration
	// StartTimeout bounds the handshake and each setup command (default
	// 10 s).
	StartTimeout time.Duration
	// MaxPlies adjudicates a draw after this many plies past the opening
	// (0: never).
	MaxPlies int
	PGN      io.Writer // a record of every game, if set
	Progress io.Writer // a line per game and the final report, if set
	Event    string    // the PGN Event tag (default "tabla match")
}

// Record is one finished game.
type Record struct {
	Round       int       // its number in the whole match, from 1
	Engines     [2]string // the names of the engines playing p1 and p2
	First       int       // which Config engine (0 or 1) played p1
	Start       string    // the position string the game began from
	Moves       []string  // every move in canonical notation
	Movers      []int     // the side (0 = p1) that made each move
	Comments    []string  // one per move: "book", or the engine's score, depth and time
	Result      string    // "1-0" (p1 won), "0-1" or "1/2-1/2"
	Termination string    // normal, adjudication, time forfeit, illegal move, abandoned, stalled connection
	Reason      string    // in words
	Date        time.Time
}

// ScoreFor is the result from Config engine i's point of view: 1, ½ or 0.
func (r Record) ScoreFor(i int) float64 {
	switch {
	case r.Result == "1/2-1/2":
		return 0.5
	case (r.Result == "1-0") == (r.First == i):
		return 1
	}
	return 0
}

// Summary is the outcome of Run.
type Summary struct {
	Names        [2]string
	Score        Score          // of the first engine
	Terminations map[string]int // how games ended
	Verdict      string         // the SPRT's "H0" or "H1", if it decided
	Records      []Record       // in the order they finished
}

// job is one game to play.
type job struct {
	round   int
	opening Opening
	first   int // the engine playing p1
}

// jobs lists the games of this shard.
func (cfg *Config) jobs() []job {
	openings := cfg.Openings
	if len(openings) == 0 {
		openings = []Opening{{}}
	}
	var out []job
	for i := 0; i < cfg.Games; i++ {
		pair := i / 2
		if !(Shard{cfg.Shard, cfg.Shards}).Owns(pair) {
			continue
		}
		out = append(out, job{round: i + 1, opening: openings[pair%len(openings)], first: i % 2})
	}
	return out
}

func (cfg *Config) check() error {
	if _, ok := position.Lookup(cfg.Game); !ok {
		var ids []string
		for _, g := range position.Games() {
			ids = append(ids, g.ID)
		}
		return fmt.Errorf("%q is not a game (%s)", cfg.Game, strings.Join(ids, ", "))
	}
	if cfg.Games < 1 {
		return errors.New("the number of games must be at least 1")
	}
	if cfg.Shards == 0 {
		cfg.Shard, cfg.Shards = 1, 1
	}
	if err := (Shard{cfg.Shard, cfg.Shards}).check(); err != nil {
		return err
	}
	for i, e := range cfg.Engines {
		if len(e.Argv) == 0 {
			return fmt.Errorf("engine %d has no command", i+1)
		}
		if e.Limit.IsZero() && cfg.Limit.IsZero() {
			return fmt.Errorf("engine %d has no time control, movetime, depth or nodes", i+1)
		}
	}
	if cfg.Concurrency < 1 {
		cfg.Concurrency = 1
	}
	if cfg.MoveTimeout <= 0 {
		cfg.MoveTimeout = time.Minute
	}
	if cfg.StartTimeout <= 0 {
		cfg.StartTimeout = 10 * time.Second
	}
	if cfg.Event == "" {
		cfg.Event = "tabla match"
	}
	// Every opening must be legal before any engine starts.
	for _, o := range cfg.Openings {
		if _, err := newReferee(cfg.Game, cfg.Options, o); err != nil {
			return err
		}
	}
	if len(cfg.Openings) == 0 {
		if _, err := newReferee(cfg.Game, cfg.Options, Opening{}); err != nil {
			return err
		}
	}
	return nil
}

// Run plays the match (this shard of it) and reports it. Engine failures
// during the match lose games and never end it; an engine that cannot be
// started and set up at the outset does end it, as a mistake in the
// command line. Cancelling ctx abandons the games under way.
func Run(ctx context.Context, cfg Config) (Summary, error) {
	if err := cfg.check(); err != nil {
		return Summary{}, err
	}
	// Start one of each engine first: a wrong command or option stops
	// the run here, and the engines name themselves.
	var first [2]*process
	var sum Summary
	for i, spec := range cfg.Engines {
		p, err := startProcess(spec, cfg.Game, cfg.Options, cfg.StartTimeout)
		if err != nil {
			if first[0] != nil {
				first[0].close()
			}
			return Summary{}, fmt.Errorf("engine %d (%s): %v", i+1, spec.defaultName(), err)
		}
		first[i] = p
		sum.Names[i] = spec.Name
		if sum.Names[i] == "" {
			sum.Names[i] = p.name
		}
		if sum.Names[i] == "" {
			sum.Names[i] = spec.defaultName()
		}
	}
	if sum.Names[0] == sum.Names[1] {
		sum.Names[0] += "-1"
		sum.Names[1] += "-2"
	}
	sum.Terminations = map[string]int{}

	jobs := cfg.jobs()
	queue := make(chan job, len(jobs))
	for _, j := range jobs {
		queue <- j
	}
	close(queue)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	results := make(chan Record)
	var wg sync.WaitGroup
	for w := 0; w < min(cfg.Concurrency, max(1, len(jobs))); w++ {
		wk := &worker{cfg: &cfg, names: sum.Names}
		if w == 0 {
			wk.procs = first
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			wk.run(ctx, queue, results)
		}()
	}
	go func() {
		wg.Wait()
		close(results)
	}()

	pr := func(format string, args ...any) {
		if cfg.Progress != nil {
			fmt.Fprintf(cfg.Progress, format, args...)
		}
	}
	shard := ""
	if cfg.Shards > 1 {
		shard = fmt.Sprintf(" (shard %d/%d: %d games)", cfg.Shard, cfg.Shards, len(jobs))
	}
	pr("%s vs %s, %s, %d games%s\n", sum.Names[0], sum.Names[1], cfg.Game, cfg.Games, shard)
	var pgnErr error
	var lastScore string // the score line printed last
	for r := range results {
		sum.Records = append(sum.Records, r)
		sum.Terminations[r.Termination]++
		switch r.ScoreFor(0) {
		case 1:
			sum.Score.W++
		case 0:
			sum.Score.L++
		default:
			sum.Score.D++
		}
		if cfg.PGN != nil && pgnErr == nil {
			pgnErr = WritePGN(cfg.PGN, r, &cfg)
		}
		pr("game %d/%d (round %d) %s vs %s: %s {%s}\n", len(sum.Records), len(jobs), r.Round,
			r.Engines[0], r.Engines[1], r.Result, r.Reason)
		line := fmt.Sprintf("score of %s vs %s: %d - %d - %d [%.3f] %d", sum.Names[0], sum.Names[1],
			sum.Score.W, sum.Score.L, sum.Score.D, sum.Score.Ratio(), sum.Score.N())
		if cfg.SPRT != nil {
			line += ", sprt " + cfg.SPRT.String(sum.Score)
			if v := cfg.SPRT.Verdict(sum.Score); v != "" && sum.Verdict == "" {
				// Decided: no more games; those under way are abandoned.
				sum.Verdict = v
				cancel()
			}
		}
		pr("%s\n", line)
		lastScore = line
	}
	if err := ctx.Err(); err != nil && sum.Verdict == "" {
		pr("match interrupted\n")
	}
	report := sum.Report(cfg.SPRT)
	if first, rest, _ := strings.Cut(report, "\n"); first == lastScore {
		report = rest // the last game's line gave the score already
	}
	pr("%s", report)
	if pgnErr != nil {
		return sum, fmt.Errorf("writing the records: %v", pgnErr)
	}
	return sum, nil
}

// Report is the match's final summary: score, Elo with its 95% error
// bar, the SPRT's state if one ran, and how the games ended.
func (s Summary) Report(t *SPRT) string {
	var b strings.Builder
	fmt.Fprintf(&b, "score of %s vs %s: %d - %d - %d [%.3f] %d\n", s.Names[0], s.Names[1],
		s.Score.W, s.Score.L, s.Score.D, s.Score.Ratio(), s.Score.N())
	fmt.Fprintf(&b, "elo difference: %s\n", s.Score.EloString())
	if t != nil {
		fmt.Fprintf(&b, "sprt (elo0 %g, elo1 %g, alpha %g, beta %g): %s\n", t.Elo0, t.Elo1, t.Alpha, t.Beta, t.String(s.Score))
	}
	var kinds []string
	for k := range s.Terminations {
		kinds = append(kinds, k)
	}
	slices.Sort(kinds)
	var parts []string
	for _, k := range kinds {
		parts = append(parts, fmt.Sprintf("%s %d", k, s.Terminations[k]))
	}
	if len(parts) > 0 {
		fmt.Fprintf(&b, "endings: %s\n", strings.Join(parts, ", "))
	}
	return b.String()
}

// worker plays games one after another with its own pair of engines.
type worker struct {
	cfg   *Config
	names [2]string
	procs [2]*process
}

func (w *worker) run(ctx context.Context, queue <-chan job, results chan<- Record) {
	defer func() {
		for _, p := range w.procs {
			if p != nil {
				p.close()
			}
		}
	}()
	for j := range queue {
		if ctx.Err() != nil {
			return
		}
		r, ok := w.play(ctx, j)
		if !ok {
			return
		}
		results <- r
	}
}

// limitFor is engine i's limit.
// SearchFixed reports whether both engines search a fixed depth or node
// count, so that an engine that is deterministic (tabla with one thread)
// plays the same game each time it has the same colour and opening.
func (c *Config) SearchFixed() bool {
	for i := range 2 {
		l := c.Engines[i].Limit
		if l.IsZero() {
			l = c.Limit
		}
		if l.Depth == 0 && l.Nodes == 0 {
			return false
		}
	}
	return true
}

func (w *worker) limitFor(i int) Limit {
	if l := w.cfg.Engines[i].Limit; !l.IsZero() {
		return l
	}
	return w.cfg.Limit
}

// engine makes sure engine i runs, restarting it after a crash.
func (w *worker) engine(i int) (*process, error) {
	if p := w.procs[i]; p != nil && !p.dead {
		return p, nil
	}
	if p := w.procs[i]; p != nil {
		p.close()
	}
	w.procs[i] = nil
	p, err := startProcess(w.cfg.Engines[i], w.cfg.Game, w.cfg.Options, w.cfg.StartTimeout)
	if err != nil {
		return nil, err
	}
	w.procs[i] = p
	return p, nil
}

// play plays one game. It reports false if ctx ended it.
func (w *worker) play(ctx context.Context, j job) (Record, bool) {
	cfg := w.cfg
	ref, err := newReferee(cfg.Game, cfg.Options, j.opening)
	if err != nil {
		panic("match: an opening checked at the start failed: " + err.Error())
	}
	owner := [2]int{j.first, 1 - j.first} // owner[side] is the engine playing it
	rec := Record{Round: j.round, First: j.first, Start: ref.start, Date: time.Now()}
	rec.Engines = [2]string{w.names[owner[0]], w.names[owner[1]]}
	for range ref.moves {
		rec.Comments = append(rec.Comments, "book")
	}
	sides := ref.info.Sides
	lose := func(side int, term, why string) (Record, bool) {
		rec.Moves, rec.Movers = ref.moves, ref.movers
		rec.Result = map[int]string{0: "0-1", 1: "1-0"}[side]
		rec.Termination = term
		rec.Reason = fmt.Sprintf("%s (%s) %s", sides[side], w.names[owner[side]], why)
		return rec, true
	}
	// Both engines start the game afresh; one that cannot loses it.
	for side := range 2 {
		p, err := w.engine(owner[side])
		if err == nil {
			err = p.newGame(cfg.StartTimeout)
		}
		if err != nil {
			return lose(side, "abandoned", "could not start the game: "+err.Error())
		}
	}
	var clock [2]time.Duration
	var made [2]int
	for side := range 2 {
		clock[side] = w.limitFor(owner[side]).TC.Base
	}
	white := 0 // the side UCI's wtime refers to, as tabla's protocol maps it
	if strings.EqualFold(sides[1], "white") {
		white = 1
	}
	for {
		if res := ref.result(); res != "" {
			rec.Moves, rec.Movers, rec.Result, rec.Termination = ref.moves, ref.movers, res, "normal"
			rec.Reason = ref.describe(res)
			return rec, true
		}
		if cfg.MaxPlies > 0 && len(ref.moves)-ref.book >= cfg.MaxPlies {
			rec.Moves, rec.Movers, rec.Result, rec.Termination = ref.moves, ref.movers, "1/2-1/2", "adjudication"
			rec.Reason = fmt.Sprintf("draw by adjudication after %d plies", cfg.MaxPlies)
			return rec, true
		}
		if ctx.Err() != nil {
			return rec, false
		}
		side := ref.toMove()
		lim := w.limitFor(owner[side])
		p := w.procs[owner[side]]
		var goCmd string
		var wait time.Duration
		switch {
		case lim.TC.Base > 0:
			if p.proto == "uci" {
				goCmd = fmt.Sprintf("go wtime %d btime %d winc %d binc %d", clock[white].Milliseconds(), clock[1-white].Milliseconds(),
					w.limitFor(owner[white]).TC.Inc.Milliseconds(), w.limitFor(owner[1-white]).TC.Inc.Milliseconds())
			} else {
				goCmd = fmt.Sprintf("go p1time %d p2time %d p1inc %d p2inc %d", clock[0].Milliseconds(), clock[1].Milliseconds(),
					w.limitFor(owner[0]).TC.Inc.Milliseconds(), w.limitFor(owner[1]).TC.Inc.Milliseconds())
			}
			if n := lim.TC.Moves; n > 0 {
				goCmd += fmt.Sprintf(" movestogo %d", n-made[side]%n)
			}
			wait = clock[side] + cfg.TimeMargin
		case lim.MoveTime > 0:
			goCmd = fmt.Sprintf("go movetime %d", lim.MoveTime.Milliseconds())
			wait = lim.MoveTime + cfg.TimeMargin
		case lim.Depth > 0:
			goCmd = fmt.Sprintf("go depth %d", lim.Depth)
			wait = cfg.MoveTimeout
		default:
			goCmd = fmt.Sprintf("go nodes %d", lim.Nodes)
			wait = cfg.MoveTimeout
		}
		t, err := p.think(ref.positionCmd(), goCmd, wait)
		switch {
		case errors.Is(err, errTimeout) && (lim.TC.Base > 0 || lim.MoveTime > 0):
			return lose(side, "time forfeit", fmt.Sprintf("lost on time (no move in %.3fs)", t.elapsed.Seconds()))
		case errors.Is(err, errTimeout):
			return lose(side, "stalled connection", fmt.Sprintf("sent no bestmove in %s", wait))
		case err != nil:
			return lose(side, "abandoned", "crashed: "+strings.TrimPrefix(err.Error(), errCrash.Error()+": "))
		}
		if lim.TC.Base > 0 {
			if t.elapsed > clock[side]+cfg.TimeMargin {
				return lose(side, "time forfeit", fmt.Sprintf("lost on time (%.3fs with %.3fs left)", t.elapsed.Seconds(), clock[side].Seconds()))
			}
			clock[side] += lim.TC.Inc - t.elapsed
			made[side]++
			if n := lim.TC.Moves; n > 0 && made[side]%n == 0 {
				clock[side] += lim.TC.Base
			}
		}
		if lim.MoveTime > 0 && t.elapsed > lim.MoveTime+cfg.TimeMargin {
			return lose(side, "time forfeit", fmt.Sprintf("took %.3fs for a %s", t.elapsed.Seconds(), lim))
		}
		if t.move == "" || t.move == "(none)" {
			return lose(side, "illegal move", "sent no move (bestmove "+t.move+") in a game that is not over")
		}
		if err := ref.play(t.move); err != nil {
			return lose(side, "illegal move", fmt.Sprintf("played an illegal move %s: %v", t.move, err))
		}
		rec.Comments = append(rec.Comments, t.comment())
	}
}

// describe says how a finished game ended, with the score where the game
// keeps one.
func (r *referee) describe(result string) string {
	var s string
	switch result {
	case "1-0":
		s = r.info.Sides[0] + " wins"
	case "0-1":
		s = r.info.Sides[1] + " wins"
	default:
		s = "draw"
	}
	if st := r.pos.State(); len(st.Scores) == 2 {
		s += fmt.Sprintf(" %d-%d", st.Scores[0], st.Scores[1])
	}
	return s
}
