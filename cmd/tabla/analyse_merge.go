package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tabla-games/tabla/protocol/analysis"
)

const mergeUsage = `usage: tabla analyse merge FILE... [--suite FILE] [--out FILE] [--fail-on none|wrong|unproven]
Merges the JSONL record files of one analysis run split in shards (or resumed;
a FILE with * ? [ is a pattern, expanded here for callers without a shell):
drops duplicate ids, checks that the records cover every position of the
suite and names the missing ids, and prints one summary over all records.
  --suite FILE   the suite to check against (default: the records' "suite"
                 path); its contents must have the records' suite_sha256
  --out FILE     write the merged records, in the suite's order, to FILE
  --fail-on V    as for analyse: exit 3 for wrong (or also unproven) verdicts
The files must be of one run: the same suite contents, limits, tabla version
and searcher. A last line cut short by a killed run is skipped.
Exit status: 0 when the records are complete; 1 when ids are missing or on an
I/O error; 2 on bad usage or files of different runs; 3 under --fail-on.
`

// cmdAnalyseMerge is "tabla analyse merge".
func cmdAnalyseMerge(args []string, stdout, stderr io.Writer) int {
	if wantsHelp(args) {
		fmt.Fprint(stdout, mergeUsage)
		return 0
	}
	fs := flag.NewFlagSet("analyse merge", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, mergeUsage) }
	suitePath := fs.String("suite", "", "the suite to check completeness against")
	outPath := fs.String("out", "", "write the merged records here")
	failOn := fs.String("fail-on", "none", "none, wrong or unproven")
	flags, files := splitFlags(args, valuedFlags(fs))
	if err := fs.Parse(flags); err != nil {
		return 2
	}
	fail := func(code int, format string, args ...any) int {
		fmt.Fprintf(stderr, "tabla analyse merge: "+format+"\n", args...)
		return code
	}
	failing, ok := failVerdicts[*failOn]
	if !ok {
		return fail(2, "--fail-on %q: want none, wrong or unproven", *failOn)
	}
	if len(files) == 0 {
		fs.Usage()
		return fail(2, "no record files")
	}

	// Read every file, check that all are of one run, drop duplicates.
	var recs []*analysis.Record
	var first *analysis.Record
	firstFile := ""
	byID := map[string]*analysis.Record{}
	shards := map[string]int{}
	dups, conflicts := 0, 0
	// Patterns are expanded here too, for callers without a shell (a
	// container FROM scratch).
	var names []string
	for _, f := range files {
		if !strings.ContainsAny(f, "*?[") {
			names = append(names, f)
			continue
		}
		m, err := filepath.Glob(f)
		if err != nil || len(m) == 0 {
			return fail(1, "%s: no file matches", f)
		}
		names = append(names, m...)
	}
	files = names
	for _, name := range files {
		if _, err := os.Stat(name); err != nil {
			return fail(1, "%v", err)
		}
		rs, err := readRecords(name, false)
		if err != nil {
			return fail(2, "%v", err)
		}
		for i, r := range rs {
			if r.SuiteHash == "" {
				return fail(2, "%s:%d: record %q has no provenance (written by an older tabla)", name, i+1, r.ID)
			}
			if first == nil {
				first, firstFile = r, name
			}
			if why := otherRun(first, r); why != "" {
				return fail(2, "%s:%d: record %q is of another run than %s's: %s", name, i+1, r.ID, firstFile, why)
			}
			shards[r.Shard]++
			if prev, dup := byID[r.ID]; dup {
				dups++
				if prev.Best != r.Best || prev.ScoreText() != r.ScoreText() || prev.Verdict != r.Verdict {
					conflicts++
				}
				continue
			}
			byID[r.ID] = r
			recs = append(recs, r)
		}
	}
	if first == nil {
		return fail(1, "the files hold no records")
	}

	// Completeness: every task of the suite, in the suite's order.
	if *suitePath == "" {
		*suitePath = first.Suite
	}
	data, err := os.ReadFile(*suitePath)
	if err != nil {
		return fail(1, "cannot check completeness: %v (give --suite FILE)", err)
	}
	if h := analysis.HashSuite(data); h != first.SuiteHash {
		return fail(2, "%s has sha256 %.12s, the records' suite %s had %.12s: not the suite they were made from", *suitePath, h, first.Suite, first.SuiteHash)
	}
	problems, err := analysis.Load(*suitePath, bytes.NewReader(data))
	if err != nil {
		return fail(2, "%v", err)
	}
	annotate := first.Ply != nil
	var missing []string
	ordered := make([]*analysis.Record, 0, len(recs))
	want := map[string]bool{}
	for _, t := range analysis.Tasks(problems, annotate) {
		id := t.ID()
		want[id] = true
		if r := byID[id]; r != nil {
			ordered = append(ordered, r)
		} else {
			missing = append(missing, id)
		}
	}
	for _, r := range recs {
		if !want[r.ID] {
			return fail(2, "record %q is not a position of %s", r.ID, *suitePath)
		}
	}

	if *outPath != "" {
		if err := writeMerged(*outPath, ordered); err != nil {
			return fail(1, "--out: %v", err)
		}
	}

	sum := newSummary()
	sum.annotate = annotate
	var cpu, wall time.Duration
	for _, r := range ordered {
		sum.add(r, false)
		d := time.Duration(r.TimeMS) * time.Millisecond
		wall += d
		cpu += d * time.Duration(max(r.Threads, 1))
	}
	fmt.Fprintf(stdout, "merged %d records from %d files (%d duplicates dropped", len(ordered), len(files), dups)
	if conflicts > 0 {
		fmt.Fprintf(stdout, ", %d of them with another answer", conflicts)
	}
	keys := make([]string, 0, len(shards))
	for k := range shards {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int { return shardIndex(a) - shardIndex(b) })
	fmt.Fprintf(stdout, "); shards %s; %s %s, tabla %s, %s\n", strings.Join(keys, " "), first.Suite, first.Limits, first.Tabla, first.Searcher)
	fmt.Fprintln(stdout, sum.totals(wall, cpu))
	if len(missing) > 0 {
		shown := missing[:min(len(missing), 20)]
		more := ""
		if len(missing) > len(shown) {
			more = fmt.Sprintf(" and %d more", len(missing)-len(shown))
		}
		fmt.Fprintf(stdout, "incomplete: %d of %d positions missing: %s%s\n", len(missing), len(want), strings.Join(shown, " "), more)
		return 1
	}
	fmt.Fprintf(stdout, "complete: %d of %d positions\n", len(ordered), len(want))
	for _, v := range failing {
		if sum.count[v] > 0 {
			return 3
		}
	}
	return 0
}

// otherRun says how r's run differs from first's, or "" when both are of
// one run (shards and thread counts may differ).
func otherRun(first, r *analysis.Record) string {
	a, b := first.Provenance, r.Provenance
	switch {
	case a.SuiteHash != b.SuiteHash:
		return fmt.Sprintf("suite sha256 %.12s, not %.12s", b.SuiteHash, a.SuiteHash)
	case a.Limits != b.Limits:
		return fmt.Sprintf("%s, not %s", b.Limits, a.Limits)
	case a.Tabla != b.Tabla:
		return fmt.Sprintf("tabla %s, not %s", b.Tabla, a.Tabla)
	case shardCount(a.Shard) != shardCount(b.Shard):
		return fmt.Sprintf("shard %s, not one of %d", b.Shard, shardCount(a.Shard))
	case (first.Ply == nil) != (r.Ply == nil):
		return "annotation and suite records mixed"
	}
	return ""
}

// shardIndex and shardCount are i and n of "i/n".
func shardIndex(s string) int {
	i, _, _ := strings.Cut(s, "/")
	n, _ := strconv.Atoi(i)
	return n
}

func shardCount(s string) int {
	_, n, _ := strings.Cut(s, "/")
	v, _ := strconv.Atoi(n)
	return v
}

// writeMerged writes recs as JSONL to name, through a temporary file
// renamed into place, so that a reader never sees half a merge.
func writeMerged(name string, recs []*analysis.Record) error {
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return err
	}
	tmp := name + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	for _, r := range recs {
		if err = enc.Encode(r); err != nil {
			break
		}
	}
	if err == nil {
		err = w.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	return os.Rename(tmp, name)
}
