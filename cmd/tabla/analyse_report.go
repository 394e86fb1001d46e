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
	if s.annotate {
		fmt.Fprintf(&b, "annotated %d moves of %d games: inaccuracy %d blunder %d", s.moves, s.total-s.moves, s.marks["inaccuracy"], s.marks["blunder"])
	} else {
		fmt.Fprintf(&b, "solved %d/%d", s.count[analysis.Right], s.total)
		for _, v := range analysis.Verdicts {
			fmt.Fprintf(&b, " %s %d", v, s.count[v])
		}
	}
	fmt.Fprintf(&b, " time %.3fs nodes %d nps %.0f", el.Seconds(), s.nodes, float64(s.nodes)/max(el.Seconds(), 1e-9))
	if shard.N > 1 {
		fmt.Fprintf(&b, " shard %s", shard)
	}
	if s.earlier > 0 {
		fmt.Fprintf(&b, " (%d records from an earlier run; time and nodes are this run's)", s.earlier)
	}
	return b.String()
}

// totals is the summary of merged records: the verdicts (or marks), the
// nodes, and the search time of all records, in CPU time (search time
// times threads) and per record.
func (s *summary) totals(wall, cpu time.Duration) string {
	var b strings.Builder
	if s.annotate {
		fmt.Fprintf(&b, "annotated %d moves of %d games: inaccuracy %d blunder %d", s.moves, s.total-s.moves, s.marks["inaccuracy"], s.marks["blunder"])
	} else {
		fmt.Fprintf(&b, "solved %d/%d", s.count[analysis.Right], s.total)
		for _, v := range analysis.Verdicts {
			fmt.Fprintf(&b, " %s %d", v, s.count[v])
		}
	}
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
// lines otherwise.
type progress struct {
	mu    sync.Mutex
	w     io.Writer
	mode  string // bar, lines or off
	total int
	start time.Time
	drawn time.Time
}

func newProgress(w io.Writer, mode string, total int) *progress {
	if mode == "auto" {
		mode = "lines"
		if isTerminal(w) {
			mode = "bar"
		}
	}
	return &progress{w: w, mode: mode, total: total, start: time.Now()}
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

func (p *progress) update(done int, r *analysis.Record) {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch p.mode {
	case "lines":
		fmt.Fprintf(p.w, "[%d/%d] %s %s %.3fs\n", done, p.total, r.ID, r.Verdict, float64(r.TimeMS)/1000)
	case "bar":
		now := time.Now()
		if done < p.total && now.Sub(p.drawn) < 100*time.Millisecond {
			return
		}
		p.drawn = now
		fmt.Fprint(p.w, "\r"+bar(done, p.total, now.Sub(p.start))+"\x1b[K")
	}
}

func (p *progress) finish() {
	if p.mode == "bar" && !p.drawn.IsZero() {
		fmt.Fprintln(p.w)
	}
}

// bar draws "[#####.....] done/total pct rate eta".
func bar(done, total int, el time.Duration) string {
	const width = 30
	fill := 0
	if total > 0 {
		fill = done * width / total
	}
	rate := float64(done) / max(el.Seconds(), 1e-9)
	eta := "?"
	if done > 0 {
		eta = time.Duration(float64(total-done) / rate * float64(time.Second)).Round(time.Second).String()
	}
	return fmt.Sprintf("[%s%s] %d/%d %3.0f%% %.1f pos/s eta %s", strings.Repeat("#", fill), strings.Repeat(".", width-fill),
		done, total, 100*float64(done)/float64(max(total, 1)), rate, eta)
}
