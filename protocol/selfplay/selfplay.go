// Package selfplay makes training data: tabla plays games against itself
// with its own searcher and writes every position, with the search's
// score, the game's result and, where the game's solver reaches, the exact
// value, in the record format of package position/learn.
//
// A run is deterministic by its seed when its limit is a depth or a node
// count: game n starts from its own random opening (or the openings file's
// line n), and each game is searched by a cleared engine, so the games do
// not depend on the jobs, the shard or a resume. Game n's random opening is
// redrawn, up to 100 times, while it reaches the start of an earlier game of
// the run, which the deterministic search would only play again. Game n
// belongs to shard match.Shard's n mod N + 1, as in tabla match and tabla
// analyse, so that shards run unchanged on GNU parallel or a Slurm array.
package selfplay

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
	"github.com/tabla-games/tabla/protocol/match"
	"github.com/tabla-games/tabla/search"
)

// Config is one self-play run.
type Config struct {
	Game     string
	Settings []string // the game's options as key=value
	Games    int      // games in the whole run (all shards)
	Seed     uint64
	// Limits is each move's search limit (depth, nodes or movetime).
	Limits search.Limits
	// Searcher is the search kind ("auto" picks the game's own).
	Searcher search.Kind
	// RandomPlies are played at random from the start (after the opening
	// line, if any) before the search takes over.
	RandomPlies int
	// Openings, when not empty, start game n from Openings[n mod len].
	Openings     []match.Opening
	OpeningsName string // the openings file, for the header
	// ExactDepth, when above 0, asks a game with a solver
	// (position.Solver) to prove every position from the first that it
	// calls solvable at this depth: the solver finds each one's exact
	// value, the game goes on with the proven moves, and their records
	// carry the value as Exact (and as Score).
	ExactDepth int
	// MaxPlies ends a game that has not ended by itself (0: 2000); such a
	// game is recorded as a draw and counted in Summary.Capped.
	MaxPlies int
	Jobs     int // games played at once
	HashMB   int // each job's transposition table
	Shard    match.Shard
	Out      string // the record file; "" writes to Stdout
	Resume   bool   // keep Out's complete games and play the rest
	Version  string // tabla's version, for the header
	Stdout   io.Writer
	// Progress, if not nil, receives a line now and then.
	Progress func(string)
}

// Summary is what a run did.
type Summary struct {
	Games, Kept int // games played now, games kept from a resumed file
	Positions   int // records written now
	Exact       int // of them, with an exact value
	Capped      int // games ended by MaxPlies
	Elapsed     time.Duration
}

// header is the run's header: everything that decides its games.
func (c *Config) header() learn.Header {
	info, _ := position.Lookup(c.Game)
	opts, _ := info.ParseOptions(c.Settings)
	limit := "none"
	switch {
	case c.Limits.Depth > 0:
		limit = fmt.Sprintf("depth %d", c.Limits.Depth)
	case c.Limits.Nodes > 0:
		limit = fmt.Sprintf("nodes %d", c.Limits.Nodes)
	case c.Limits.MoveTime > 0:
		limit = fmt.Sprintf("movetime %d", c.Limits.MoveTime.Milliseconds())
	}
	openings := "none"
	if len(c.Openings) > 0 {
		openings = filepath.Base(c.OpeningsName)
	}
	return learn.Header{Game: info.ID, Options: opts.Changed(), Fields: [][2]string{
		{"games", fmt.Sprint(c.Games)},
		{"seed", fmt.Sprint(c.Seed)},
		{"limit", limit},
		{"search", c.Searcher.String()},
		{"random-plies", fmt.Sprint(c.RandomPlies)},
		{"openings", openings},
		{"openings-distinct", "1"},
		{"exact-depth", fmt.Sprint(c.ExactDepth)},
		{"shard", c.Shard.String()},
		{"version", c.Version},
	}}
}

// Run plays the run's games that its shard owns and a resumed file lacks,
// c.Jobs at a time, and writes them as they finish. A cancelled ctx stops
// it after the games under way are abandoned; the file then holds whole
// games only, ready for Resume.
func Run(ctx context.Context, c Config) (Summary, error) {
	var sum Summary
	start := time.Now()
	if _, ok := position.Lookup(c.Game); !ok {
		return sum, position.NotAGame(c.Game)
	}
	if _, _, err := position.NewGame(c.Game, c.Settings...); err != nil {
		return sum, err
	}
	if c.Games <= 0 {
		return sum, errors.New("the number of games must be at least 1")
	}
	if c.Jobs <= 0 {
		c.Jobs = 1
	}
	if c.MaxPlies <= 0 {
		c.MaxPlies = 2000
	}
	h := c.header()
	done := map[int]bool{}
	var w *learn.Writer
	switch {
	case c.Out == "":
		w = learn.NewWriter(c.Stdout, h)
	default:
		if dir := filepath.Dir(c.Out); dir != "" {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				return sum, err
			}
		}
		f, kept, err := openOut(c.Out, h, c.Resume)
		if err != nil {
			return sum, err
		}
		defer f.Close()
		for _, e := range kept.Ends {
			done[e.Game] = true
		}
		sum.Kept = len(done)
		if kept.Complete == 0 {
			w = learn.NewWriter(f, h)
		} else {
			w = learn.Continue(f)
		}
	}
	var todo []int
	for n := range c.Games {
		if c.Shard.Owns(n) && !done[n] {
			todo = append(todo, n)
		}
	}
	var attempts []uint8
	if len(todo) > 0 {
		var err error
		if attempts, err = c.attempts(ctx, todo[len(todo)-1]); err != nil {
			return sum, err
		}
	}
	next := make(chan int)
	var mu sync.Mutex
	var firstErr error
	var wg sync.WaitGroup
	report := func() {
		if c.Progress == nil {
			return
		}
		el := time.Since(start)
		rate := float64(sum.Positions) / max(el.Seconds(), 1e-3)
		left := len(todo) - sum.Games
		eta := time.Duration(0)
		if sum.Games > 0 {
			eta = el / time.Duration(sum.Games) * time.Duration(left)
		}
		c.Progress(fmt.Sprintf("%d/%d games, %d positions (%d exact), %.0f positions/s, %s elapsed, about %s left",
			sum.Games, len(todo), sum.Positions, sum.Exact, rate, el.Round(time.Second), eta.Round(time.Second)))
	}
	for range min(c.Jobs, max(len(todo), 1)) {
		wg.Go(func() {
			p := newPlayer(&c)
			for n := range next {
				recs, end, capped, err := p.play(ctx, n, int(attempts[n]))
				mu.Lock()
				switch {
				case err != nil:
					if firstErr == nil && !errors.Is(err, context.Canceled) {
						firstErr = err
					}
				default:
					if werr := w.WriteGame(recs, end); werr != nil && firstErr == nil {
						firstErr = werr
					}
					sum.Games++
					sum.Positions += len(recs)
					for _, r := range recs {
						if r.Exact != learn.Unknown {
							sum.Exact++
						}
					}
					if capped {
						sum.Capped++
					}
					if sum.Games%max(1, len(todo)/20) == 0 || sum.Games == len(todo) {
						report()
					}
				}
				mu.Unlock()
			}
		})
	}
feed:
	for _, n := range todo {
		select {
		case next <- n:
		case <-ctx.Done():
			break feed
		}
		mu.Lock()
		stop := firstErr != nil
		mu.Unlock()
		if stop {
			break
		}
	}
	close(next)
	wg.Wait()
	sum.Elapsed = time.Since(start)
	if firstErr != nil {
		return sum, firstErr
	}
	return sum, ctx.Err()
}

// openOut opens the record file: afresh, or for a resume after checking
// that it holds the same run and cutting off a game left unfinished.
func openOut(path string, h learn.Header, resume bool) (*os.File, *learn.File, error) {
	if !resume {
		f, err := os.Create(path)
		return f, &learn.File{}, err
	}
	kept, err := learn.ReadRecordFile(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		f, err := os.Create(path)
		return f, &learn.File{}, err
	case err != nil:
		return nil, nil, fmt.Errorf("--resume: %v", err)
	}
	if kept.Header.Get("openings-distinct") == "" {
		return nil, nil, fmt.Errorf("--resume: %s has no openings-distinct in its header: an older tabla wrote it, whose games could repeat an earlier game's random opening; start a new file", path)
	}
	if err := kept.Header.Same(h); err != nil {
		return nil, nil, fmt.Errorf("--resume: %s was written by another run: %v", path, err)
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return nil, nil, err
	}
	if err := f.Truncate(kept.Complete); err != nil {
		f.Close()
		return nil, nil, err
	}
	if _, err := f.Seek(kept.Complete, io.SeekStart); err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, kept, nil
}

// maxAttempts bounds the draws of a game's random opening.
const maxAttempts = 100

// stream is the random stream of game n's attempt k at its opening;
// attempt 0 is game n's stream from before openings were redrawn.
func (c *Config) stream(n, k int) *rand.Rand {
	return rand.New(rand.NewPCG(c.Seed+uint64(k)*0x9e3779b97f4a7c15, uint64(n)))
}

// attempts chooses the random openings of games 0 to last, in order: game
// n's is its first attempt whose start (by the game's hash) no earlier game
// has, or its last attempt when each one repeats an earlier start. It
// plays random moves only, and keeps a byte a game and a hash a start.
func (c *Config) attempts(ctx context.Context, last int) ([]uint8, error) {
	att := make([]uint8, last+1)
	if c.RandomPlies == 0 {
		return att, nil // every attempt is the same
	}
	seen := make(map[uint64]struct{}, last+1)
	for n := range last + 1 {
		if n%1024 == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		g, _, err := position.NewGame(c.Game, c.Settings...)
		if err != nil {
			return nil, err
		}
		if err := c.opening(g, n, g.Make); err != nil {
			return nil, err
		}
		for k := range maxAttempts {
			played := c.randomPlies(g, c.stream(n, k), g.Make)
			key := g.Hash()
			for range played {
				g.Unmake()
			}
			att[n] = uint8(k)
			if _, dup := seen[key]; !dup {
				seen[key] = struct{}{}
				break
			}
		}
	}
	return att, nil
}

// opening sets g to game n's line of the openings file, if any, passing
// each of its moves to play, which makes it.
func (c *Config) opening(g position.Playable, n int, play func(position.Move)) error {
	if len(c.Openings) == 0 {
		return nil
	}
	o := c.Openings[n%len(c.Openings)]
	if o.Start != "" {
		if err := g.SetPosition(o.Start); err != nil {
			return fmt.Errorf("opening %s: %v", o, err)
		}
	}
	for _, s := range o.Moves {
		m, err := g.ParseMove(s)
		if err != nil {
			return fmt.Errorf("opening %s: %v", o, err)
		}
		play(m)
	}
	return nil
}

// randomPlies draws up to c.RandomPlies random moves from rng, passing
// each to play, which makes it, and returns how many it played. It stops
// before a move that would end the game: a random opening that ends it
// teaches nothing.
func (c *Config) randomPlies(g position.Game, rng *rand.Rand, play func(position.Move)) int {
	var moves []position.Move
	for i := range c.RandomPlies {
		if over, _ := g.Outcome(); over {
			return i
		}
		moves = g.GenMoves(moves[:0])
		m := moves[rng.IntN(len(moves))]
		g.Make(m)
		over, _ := g.Outcome()
		g.Unmake()
		if over {
			return i
		}
		play(m)
	}
	return c.RandomPlies
}

// player is one job: an engine and a game of its own.
type player struct {
	c      *Config
	eng    *search.Engine
	margin bool // the game's outcome is a margin
	solver bool
}

func newPlayer(c *Config) *player {
	g, _, _ := position.NewGame(c.Game, c.Settings...)
	_, margin := g.(position.MarginGame)
	_, solver := g.(position.Solver)
	return &player{
		c:      c,
		eng:    search.New(search.Options{Threads: 1, HashMB: max(c.HashMB, 1), Search: c.Searcher}),
		margin: margin,
		solver: solver,
	}
}

// search runs one search, abandoned when ctx is cancelled.
func (p *player) search(ctx context.Context, g position.Game, lim search.Limits) search.Result {
	stop := context.AfterFunc(ctx, p.eng.Stop)
	defer stop()
	return p.eng.Search(g, lim, nil)
}

// exactValue turns a solved search's score into a record's exact value:
// the margin itself, or the result's sign in a game without a margin.
func (p *player) exactValue(s search.Score) int {
	if p.margin && !s.IsMate() {
		return int(s)
	}
	return cmp.Compare(s, 0)
}

// play plays game n from its random opening's attempt (Config.attempts)
// and returns its records and closing line.
func (p *player) play(ctx context.Context, n, attempt int) ([]learn.Record, learn.GameEnd, bool, error) {
	c := p.c
	g, _, err := position.NewGame(c.Game, c.Settings...)
	if err != nil {
		return nil, learn.GameEnd{}, false, err
	}
	var recs []learn.Record
	record := func(m position.Move, score, exact int) {
		recs = append(recs, learn.Record{Game: n, Ply: len(recs), Side: g.ToMove(), Position: g.Position(),
			Move: g.FormatMove(m), Score: score, Exact: exact, Margin: learn.Unknown})
		g.Make(m)
	}
	unsearched := func(m position.Move) { record(m, learn.Unknown, learn.Unknown) }
	if err := c.opening(g, n, unsearched); err != nil {
		return nil, learn.GameEnd{}, false, err
	}
	c.randomPlies(g, c.stream(n, attempt), unsearched)
	p.eng.Clear()
	capped := false
	proving := false
	for {
		if over, _ := g.Outcome(); over {
			break
		}
		if len(recs) >= c.MaxPlies {
			capped = true
			break
		}
		if ctx.Err() != nil {
			return nil, learn.GameEnd{}, false, ctx.Err()
		}
		if c.ExactDepth > 0 && p.solver && !proving {
			proving = g.(position.Solver).Solvable(c.ExactDepth)
		}
		if proving {
			// The game's own solver keeps its table from one position of
			// the game to the next, which a search's clone would not.
			v, best := g.(position.Solver).Solve(-solveBound, solveBound, ticker{ctx})
			if ctx.Err() != nil {
				return nil, learn.GameEnd{}, false, ctx.Err()
			}
			if best != position.NoMove {
				record(best, v, p.exactValue(search.Score(v)))
				continue
			}
			proving = false // no move proved: search on
		}
		res := p.search(ctx, g, c.Limits)
		if ctx.Err() != nil {
			return nil, learn.GameEnd{}, false, ctx.Err()
		}
		if res.Best == position.NoMove {
			return nil, learn.GameEnd{}, false, fmt.Errorf("game %d: the search found no move at %s", n, g.Position())
		}
		exact := learn.Unknown
		if res.Solved {
			exact = p.exactValue(res.Score)
		}
		record(res.Best, int(res.Score), exact)
	}
	// The result, from the first player's side.
	result, margin := 0, learn.Unknown
	if over, s := g.Outcome(); over {
		if g.ToMove() == 1 {
			s = -s
		}
		result = cmp.Compare(s, 0)
		if p.margin {
			margin = s
		}
	}
	for i := range recs {
		r := &recs[i]
		flip := 1
		if r.Side == 1 {
			flip = -1
		}
		r.Result = result * flip
		if margin != learn.Unknown {
			r.Margin = margin * flip
		}
	}
	return recs, learn.GameEnd{Game: n, Plies: len(recs), Result: result, Margin: margin}, capped, nil
}

// solveBound is beyond every exact value: a game's scores stay below
// 100,000 (position.Game).
const solveBound = 100_000

// ticker stops a game's solver when the run is cancelled.
type ticker struct{ ctx context.Context }

func (t ticker) Tick(int) bool { return t.ctx.Err() != nil }
