package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
	"github.com/tabla-games/tabla/protocol/analysis"
	"github.com/tabla-games/tabla/protocol/match"
	"github.com/tabla-games/tabla/search"
)

const analyseUsage = `usage: tabla analyse FILE [--depth N | --movetime MS | --nodes N] [--threads N] [--hash MB]
                     [--jobs N] [--format text|jsonl] [--out FILE] [--shard i/n] [--resume]
                     [--annotate [--sgf-out FILE] [--inaccuracy CP] [--blunder CP]] [--progress auto|bar|lines|off]
                     [--search alphabeta|mcts|auto] [--fail-on none|wrong|unproven]
Searches every position of FILE and compares the answers with the file's.
With no limit each search runs until its answer is exact.
  --jobs N         search N positions at once, each with --threads threads and
                   --hash/N MiB; records still come out in the input's order
  --format         text (the default) or jsonl, one JSON object a position; the
                   default is jsonl when --out ends in .jsonl
  --out FILE       write the records to FILE instead of stdout, creating its
                   directory; "{shard}" in FILE is the shard's i (1 to n)
  --shard i/n      analyse only part i of n: the file's positions (games with
                   --annotate) k = 0, 1, ... with k mod n = i-1
  --shard0 k/n     the same as --shard k+1/n, for 0-based indexes (Kubernetes)
  --resume         with --out FILE (jsonl): keep FILE's records and analyse only
                   the positions whose id it lacks
  --annotate       judge every move of each game (SGF, PDN or "moves" lines): the
                   move played and the engine's best, both scores, the loss
  --sgf-out FILE   with --annotate and SGF input: the games with comments
  --fail-on V      none (the default), wrong or unproven: exit 3 when a record
                   is wrong-move or wrong-score (wrong), or also unproven-score
Verdicts: right, wrong-move, wrong-score, unproven-score (the move is right but
the search did not prove the score), no-answer. Every record carries its
provenance (suite and its sha256, shard, limits, tabla version, searcher);
--resume refuses a file whose records are of another run.
Exit status: 0 when every position was searched, whatever the verdicts; 1 on an
I/O error; 2 on bad usage or input; 3 for verdicts under --fail-on; 130 or 143
when SIGINT or SIGTERM stopped the run (the records so far are kept: rerun with
--resume to finish).
  tabla analyse merge FILE... [--suite FILE] [--out FILE] merges shard files
                   and checks them complete (tabla analyse merge --help; a suite
                   file named merge is ./merge)

`

// analyseFlags are the settings of one analyse run.
type analyseFlags struct {
	depth, movetime, threads, hashMB, jobs int
	nodes                                  int64
	format, out, shard, sgfOut, progress   string
	search, failOn, shard0                 string
	resume, annotate                       bool
	inaccuracy, blunder                    int
}

func cmdAnalyse(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "merge" {
		return cmdAnalyseMerge(args[1:], stdout, stderr)
	}
	fs := flag.NewFlagSet("analyse", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, analyseUsage, analysis.LineFormat)
		printExamples(stderr, "analyse")
	}
	def := search.DefaultOptions()
	var a analyseFlags
	fs.IntVar(&a.depth, "depth", 0, "search depth in plies (0 = until the answer is exact)")
	fs.IntVar(&a.movetime, "movetime", 0, "milliseconds per position (0 = no limit)")
	fs.Int64Var(&a.nodes, "nodes", 0, "nodes per position (0 = no limit)")
	fs.IntVar(&a.threads, "threads", 1, "search threads of each job")
	fs.IntVar(&a.hashMB, "hash", def.HashMB, "transposition table size in MiB, shared by the jobs")
	fs.IntVar(&a.jobs, "jobs", 1, "positions searched at once")
	fs.StringVar(&a.format, "format", "", "text or jsonl")
	fs.StringVar(&a.out, "out", "", "write the records to this file")
	fs.StringVar(&a.shard, "shard", "1/1", "analyse part i of n")
	fs.StringVar(&a.shard0, "shard0", "", "analyse part k+1 of n, given as k/n (0-based, as Kubernetes' JOB_COMPLETION_INDEX)")
	fs.BoolVar(&a.resume, "resume", false, "skip the ids already in --out")
	fs.BoolVar(&a.annotate, "annotate", false, "annotate every move of the games")
	fs.StringVar(&a.sgfOut, "sgf-out", "", "write the annotated SGF here")
	fs.IntVar(&a.inaccuracy, "inaccuracy", 0, "loss in centi-units that makes an inaccuracy (0 = the game's default)")
	fs.IntVar(&a.blunder, "blunder", 0, "loss in centi-units that makes a blunder (0 = the game's default)")
	fs.StringVar(&a.progress, "progress", "auto", "auto, bar, lines or off")
	fs.StringVar(&a.search, "search", "alphabeta", "searcher: auto (each game's own), alphabeta or mcts")
	fs.StringVar(&a.failOn, "fail-on", "none", "none, wrong or unproven: the verdicts that make the exit status 3")
	flags, pos := splitFlags(args, valuedFlags(fs))
	if err := parseFlags(fs, flags); err != nil {
		return 2
	}
	fail := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "tabla analyse: "+format+"\n", args...)
		return 2
	}
	if len(pos) != 1 {
		fs.Usage()
		return fail("want one FILE, got %d", len(pos))
	}
	if a.depth < 0 || a.depth > position.MaxPly-8 || a.movetime < 0 || a.nodes < 0 || a.threads < 1 || a.hashMB < 1 || a.jobs < 1 || a.inaccuracy < 0 || a.blunder < 0 {
		return fail("bad --depth, --movetime, --nodes, --threads, --hash, --jobs, --inaccuracy or --blunder")
	}
	if a.format == "" {
		a.format = "text"
		if strings.HasSuffix(a.out, ".jsonl") {
			a.format = "jsonl"
		}
	}
	if a.format != "text" && a.format != "jsonl" {
		return fail("--format %q: want text or jsonl", a.format)
	}
	if a.resume && (a.out == "" || a.format != "jsonl") {
		return fail("--resume needs --out FILE and the jsonl format")
	}
	if a.sgfOut != "" && !a.annotate {
		return fail("--sgf-out needs --annotate")
	}
	failing, ok := failVerdicts[a.failOn]
	if !ok {
		return fail("--fail-on %q: want none, wrong or unproven", a.failOn)
	}
	switch a.progress {
	case "auto", "bar", "lines", "off":
	default:
		return fail("--progress %q: want auto, bar, lines or off", a.progress)
	}
	if a.shard0 != "" {
		k, n, _ := strings.Cut(a.shard0, "/")
		i, err := strconv.Atoi(k)
		if err != nil || i < 0 || a.shard != "1/1" {
			return fail("--shard0 %q: want k/n with k from 0 to n-1, and no --shard", a.shard0)
		}
		a.shard = fmt.Sprintf("%d/%s", i+1, n)
	}
	shard, err := match.ParseShard(a.shard)
	if err != nil {
		return fail("%v", err)
	}
	a.out = strings.ReplaceAll(a.out, "{shard}", strconv.Itoa(max(shard.I, 1)))
	searcher, err := protocol.ParseSearcher(a.search)
	if err != nil {
		return fail("%v", err)
	}
	suite, err := os.ReadFile(pos[0])
	if err != nil {
		return fail("%v", err)
	}
	problems, err := analysis.Load(pos[0], bytes.NewReader(suite))
	if err != nil {
		return fail("%v", err)
	}
	if a.annotate {
		n := 0
		for _, p := range problems {
			n += len(p.Moves)
		}
		if n == 0 {
			return fail("%s: --annotate: no game has a move", pos[0])
		}
	}

	cfg := analysis.Config{
		Jobs: a.jobs, Threads: a.threads, HashMB: a.hashMB, Search: searcher,
		Limits:     search.Limits{Depth: a.depth, MoveTime: time.Duration(a.movetime) * time.Millisecond, Nodes: uint64(a.nodes)},
		Thresholds: analysis.Thresholds{Inaccuracy: a.inaccuracy, Blunder: a.blunder},
		Provenance: analysis.Provenance{Suite: pos[0], SuiteHash: analysis.HashSuite(suite), Shard: shard.String(), Tabla: version()},
	}
	var earlier []*analysis.Record
	done := map[string]bool{}
	if a.resume {
		if earlier, err = readRecords(a.out, true); err != nil {
			fmt.Fprintln(stderr, "tabla analyse: --resume:", err)
			return 1
		}
		if err := analysis.CheckEarlier(cfg, selectTasks(problems, a.annotate, shard, nil), earlier); err != nil {
			return fail("--resume %s: %v; use another --out file, or the flags that wrote this one", a.out, err)
		}
		for _, r := range earlier {
			done[r.ID] = true
		}
	}
	tasks := selectTasks(problems, a.annotate, shard, done)

	var out io.Writer = stdout
	if a.out != "" {
		if err := os.MkdirAll(filepath.Dir(a.out), 0o755); err != nil {
			fmt.Fprintln(stderr, "tabla analyse: --out:", err)
			return 1
		}
		flags := os.O_CREATE | os.O_WRONLY | os.O_TRUNC
		if a.resume {
			flags = os.O_CREATE | os.O_WRONLY | os.O_APPEND
		}
		file, err := os.OpenFile(a.out, flags, 0o644)
		if err != nil {
			fmt.Fprintln(stderr, "tabla analyse: --out:", err)
			return 1
		}
		defer file.Close()
		out = file
	}
	// The summary follows text records; JSONL output holds records only.
	summaryTo := out
	if a.format == "jsonl" {
		summaryTo = stderr
		if a.out != "" {
			summaryTo = stdout
		}
	}

	prog := newProgress(stderr, a.progress, len(tasks), a.annotate)
	cfg.Done = prog.update

	sum := newSummary()
	sum.annotate = a.annotate
	for _, r := range earlier {
		sum.add(r, true)
	}
	table := &moveTable{w: out}
	var writeErr error
	emit := func(r *analysis.Record) error {
		sum.add(r, false)
		prog.record(r)
		var line []byte
		switch {
		case a.format == "jsonl":
			b, err := json.Marshal(r)
			if err != nil {
				return err
			}
			line = append(b, '\n')
		case a.annotate:
			line = []byte(table.row(r))
		default:
			line = []byte(r.Text() + "\n")
		}
		// One write a record, so that a killed run leaves whole lines
		// (but perhaps the last one), which --resume handles.
		if _, err := out.Write(line); err != nil {
			writeErr = err
			return err
		}
		return nil
	}
	ctx, stopped, release := stopSignals()
	defer release()
	start := time.Now()
	err = analysis.Run(ctx, cfg, tasks, emit)
	prog.finish()
	if err != nil {
		if writeErr != nil {
			fmt.Fprintln(stderr, "tabla analyse: writing the records:", writeErr)
			return 1
		}
		if ctx.Err() != nil {
			code, name := stopped()
			where := "stdout"
			if a.out != "" {
				where = a.out
			}
			fmt.Fprintf(stderr, "tabla analyse: stopped by %s after %d of %d positions; %d records are in %s", name, len(sum.records), len(tasks), sum.total, where)
			if a.out != "" && a.format == "jsonl" {
				fmt.Fprint(stderr, "; rerun with --resume to finish")
			}
			fmt.Fprintln(stderr)
			return code
		}
		fmt.Fprintln(stderr, "tabla analyse:", err)
		return 1
	}
	fmt.Fprintln(summaryTo, sum.line(time.Since(start), shard))
	if a.sgfOut != "" {
		if code := writeAnnotatedSGF(a.sgfOut, problems, append(earlier, sum.records...), stderr); code != 0 {
			return code
		}
	}
	for _, v := range failing {
		if sum.count[v] > 0 {
			return 3
		}
	}
	return 0
}

// failVerdicts are the verdicts that fail a run under each --fail-on.
var failVerdicts = map[string][]string{
	"none":     nil,
	"wrong":    {analysis.WrongMove, analysis.WrongScore},
	"unproven": {analysis.WrongMove, analysis.WrongScore, analysis.UnprovenScore},
}

// valuedFlags names the flags of fs that take a value (all but the
// booleans), for splitFlags.
func valuedFlags(fs *flag.FlagSet) map[string]bool {
	valued := map[string]bool{}
	fs.VisitAll(func(f *flag.Flag) {
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); !ok || !b.IsBoolFlag() {
			valued[f.Name] = true
		}
	})
	return valued
}

// selectTasks lists the tasks of this shard that the earlier records in
// done do not already answer. The shard's unit is a problem (a position,
// or with annotate a whole game, whose plies need each other). In a game
// a ply is searched again when it lacks a record or the ply before it is
// searched, since a ply's record judges its move with the next ply's
// score.
func selectTasks(problems []analysis.Problem, annotate bool, shard match.Shard, done map[string]bool) []analysis.Task {
	var out []analysis.Task
	for i := range problems {
		if !shard.Owns(i) {
			continue
		}
		prev := false // the previous ply of this game is searched
		for _, t := range analysis.Tasks(problems[i:i+1], annotate) {
			run := !done[t.ID()] || prev
			if run {
				out = append(out, t)
			}
			prev = run
		}
	}
	return out
}

// readRecords reads the records of a JSONL file written by an earlier
// run. A missing file has none. A last line cut short by a killed run is
// skipped, and with truncate removed from the file, so that appending
// continues from whole lines; a bad line before the last is an error.
func readRecords(name string, truncate bool) ([]*analysis.Record, error) {
	data, err := os.ReadFile(name)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []*analysis.Record
	good := 0 // bytes of whole, valid lines
	for n := 1; good < len(data); n++ {
		end := bytes.IndexByte(data[good:], '\n')
		last := end < 0 || good+end+1 == len(data)
		var r analysis.Record
		if end < 0 || json.Unmarshal(data[good:good+end], &r) != nil || r.ID == "" {
			if !last {
				return nil, fmt.Errorf("%s:%d: not a record of tabla analyse", name, n)
			}
			if !truncate {
				break
			}
			if err := os.Truncate(name, int64(good)); err != nil {
				return nil, err
			}
			break
		}
		out = append(out, &r)
		good += end + 1
	}
	return out, nil
}

// writeAnnotatedSGF writes the input's SGF games with the records'
// judgements as comments.
func writeAnnotatedSGF(name string, problems []analysis.Problem, recs []*analysis.Record, stderr io.Writer) int {
	byID := map[string]*analysis.Problem{}
	for i := range problems {
		byID[problems[i].ID] = &problems[i]
	}
	for _, r := range recs {
		id := r.ID
		if i := strings.LastIndexByte(id, '/'); i >= 0 {
			id = id[:i]
		}
		if p := byID[id]; p != nil {
			analysis.CommentSGF(p, r)
		}
	}
	f, err := os.Create(name)
	if err == nil {
		w := bufio.NewWriter(f)
		err = analysis.WriteSGF(w, problems)
		if err == nil {
			err = w.Flush()
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintln(stderr, "tabla analyse: --sgf-out:", err)
		return 1
	}
	return 0
}

// stopSignals is a context that SIGINT and SIGTERM cancel, for the
// commands that stop cleanly on them; stopped then says which came, as
// the exit status (128 + the signal) and its name. release stops the
// watch.
func stopSignals() (ctx context.Context, stopped func() (int, string), release func()) {
	ctx, cancel := context.WithCancel(context.Background())
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	var got os.Signal
	go func() {
		select {
		case got = <-sigs:
			cancel() // after setting got, which is read once ctx is done
		case <-ctx.Done():
		}
	}()
	stopped = func() (int, string) {
		if got == syscall.SIGTERM {
			return 143, "SIGTERM"
		}
		return 130, "SIGINT"
	}
	return ctx, stopped, func() { signal.Stop(sigs); cancel() }
}
