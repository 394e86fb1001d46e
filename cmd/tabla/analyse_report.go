package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/tabla-games/tabla/protocol/analysis"
	"github.com/tabla-games/tabla/protocol/match"
)

// summary counts the verdicts and marks of a run.
type summary struct {
	count    map[string]int
	marks    map[string]int
	nodes    uint64
	total    int
	earlier  int
	annotate bool
	moves    int                // annotated moves
	records  []*analysis.Record // this run's, in order
}

func newSummary() *summary {
	return &summary{count: map[string]int{}, marks: map[string]int{}}
}

func (s *summary) add(r *analysis.Record, earlier bool) {
	s.count[r.Verdict]++
	if r.Mark != "" {
		s.marks[r.Mark]++
	}
	s.total++
	if r.Played != "" {
		s.moves++
	}
	if earlier {
		s.earlier++
		return
	}
	s.nodes += r.Nodes
	s.records = append(s.records, r)
}

// line is the summary: the positions right out of all, each verdict's
// count, then time, nodes and speed of this run.
func (s *summary) line(el time.Duration, shard match.Shard) string {
	var b strings.Builder
	s.counts(&b)
	fmt.Fprintf(&b, " time %.3fs nodes %d nps %.0f", el.Seconds(), s.nodes, float64(s.nodes)/max(el.Seconds(), 1e-9))
	if shard.N > 1 {
		fmt.Fprintf(&b, " shard %s", shard)
	}
	if s.earlier > 0 {
		fmt.Fprintf(&b, " (%d records from an earlier run; time and nodes are this run's)", s.earlier)
	}
	return b.String()
}

// counts writes the marks of annotated games, or else the verdicts.
func (s *summary) counts(b *strings.Builder) {
	if s.annotate {
		fmt.Fprintf(b, "annotated %d moves of %d games: inaccuracy %d blunder %d", s.moves, s.total-s.moves, s.marks["inaccuracy"], s.marks["blunder"])
		return
	}
	fmt.Fprintf(b, "solved %d/%d", s.count[analysis.Right], s.total)
	for _, v := range analysis.Verdicts {
		fmt.Fprintf(b, " %s %d", v, s.count[v])
	}
}

// totals is the summary of merged records: the verdicts (or marks), the
// nodes, and the search time of all records, in CPU time (search time
// times threads) and per record.
func (s *summary) totals(wall, cpu time.Duration) string {
	var b strings.Builder
	s.counts(&b)
	fmt.Fprintf(&b, " nodes %d search time %.3fs cpu %.3fs per record %.3fs", s.nodes, wall.Seconds(), cpu.Seconds(), wall.Seconds()/float64(max(s.total, 1)))
	return b.String()
}

// moveTable writes annotated records as a table, one per game.
type moveTable struct {
	w    io.Writer
	game string
}

// row is the text of one record, after the heading of its game when it
// is the game's first.
func (t *moveTable) row(r *analysis.Record) string {
	var b strings.Builder
	game := r.ID
	if i := strings.LastIndexByte(game, '/'); i >= 0 {
		game = game[:i]
	}
	if game != t.game {
		if t.game != "" {
			b.WriteString("\n")
		}
		t.game = game
		fmt.Fprintf(&b, "%s (%s, %s)\n%s\n", game, r.Source, r.Game, analysis.MoveHeader)
	}
	b.WriteString(r.MoveText() + "\n")
	return b.String()
}

// progress reports on stderr: a bar redrawn in place on a terminal, plain
// lines otherwise. The bar follows the searches as they finish (update);
// the lines follow the records as they are written (record), one a
// position, or with annotate one a game.
type progress struct {
	mu       sync.Mutex
	w        io.Writer
	mode     string // bar, lines or off
	annotate bool
	total    int
	start    time.Time
	drawn    time.Time
	finished []time.Duration // when each search finished, since start
	written  int             // records written
	game     gameTally       // the annotated game being written
}

// gameTally sums the records of one annotated game for its progress line.
type gameTally struct {
	moves, inaccuracies, blunders int
	ms                            int64
}

func newProgress(w io.Writer, mode string, total int, annotate bool) *progress {
	if mode == "auto" {
		mode = "lines"
		if isTerminal(w) {
			mode = "bar"
		}
	}
	return &progress{w: w, mode: mode, total: total, annotate: annotate, start: time.Now()}
}

// isTerminal reports whether stream (an io.Reader or io.Writer) is a
// character device, as a terminal is.
func isTerminal(stream any) bool {
	f, ok := stream.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// update is analysis.Config.Done: a search finished.
func (p *progress) update(done int, r *analysis.Record) {
	p.mu.Lock()
	defer p.mu.Unlock()
	now := time.Since(p.start)
	p.finished = append(p.finished, now)
	if p.mode != "bar" {
		return
	}
	if done < p.total && !p.drawn.IsZero() && time.Since(p.drawn) < 100*time.Millisecond {
		return
	}
	p.drawn = time.Now()
	fmt.Fprint(p.w, "\r"+bar(done, p.total, now, eta(p.finished, p.total))+"\x1b[K")
}

// record is called with each record written, in order.
func (p *progress) record(r *analysis.Record) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.written++
	if p.mode != "lines" {
		return
	}
	if !p.annotate {
		fmt.Fprintf(p.w, "[%d/%d] %s %s %.3fs\n", p.written, p.total, r.ID, r.Verdict, float64(r.TimeMS)/1000)
		return
	}
	g := &p.game
	g.ms += r.TimeMS
	if r.Played != "" {
		g.moves++
		switch r.Mark {
		case "inaccuracy":
			g.inaccuracies++
		case "blunder":
			g.blunders++
		}
		return
	}
	// The game's last position: its line.
	game := r.ID
	if i := strings.LastIndexByte(game, '/'); i >= 0 {
		game = game[:i]
	}
	fmt.Fprintf(p.w, "[%d/%d] %s %d moves: inaccuracy %d blunder %d %.3fs\n", p.written, p.total, game, g.moves, g.inaccuracies, g.blunders, float64(g.ms)/1000)
	*g = gameTally{}
}

func (p *progress) finish() {
	if p.mode == "bar" && !p.drawn.IsZero() {
		fmt.Fprintln(p.w)
	}
}

// eta estimates the time left from when the searches finished: the
// remaining ones at the pace of the recent ones (the last quarter, at
// least five), since the positions of a suite often grow harder, or
// easier, along the file. It is negative when there is nothing to go on.
func eta(finished []time.Duration, total int) time.Duration {
	done := len(finished)
	if done == 0 {
		return -1
	}
	if done >= total {
		return 0
	}
	k := min(max(done/4, 5), done)
	var span time.Duration
	if k == done {
		span = finished[done-1]
	} else {
		span = finished[done-1] - finished[done-1-k]
	}
	return time.Duration(float64(span) / float64(k) * float64(total-done))
}

// bar draws "[#####.....] done/total pct rate eta".
func bar(done, total int, el, left time.Duration) string {
	const width = 30
	fill := 0
	if total > 0 {
		fill = done * width / total
	}
	rate := float64(done) / max(el.Seconds(), 1e-9)
	etaText := "?"
	if left >= 0 {
		etaText = left.Round(time.Second).String()
	}
	return fmt.Sprintf("[%s%s] %d/%d %3.0f%% %.1f pos/s eta %s", strings.Repeat("#", fill), strings.Repeat(".", width-fill),
		done, total, 100*float64(done)/float64(max(total, 1)), rate, etaText)
}
