package main

import (
	"flag"
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

const trainUsage = `usage: tabla train FILE... --out WEIGHTS [--label auto|exact|margin|result] [--holdout F]
                   [--lambda L] [--iterations N] [--blend B] [--blend-weight W] [--huber H]
                   [--chain] [--bootstrap K] [--init WEIGHTS [--phases P,Q-R]] [--threads N]
       tabla train --target policy FILE... --out WEIGHTS [--holdout F] [--prior P] [--iterations N]
                   [--init WEIGHTS [--keep G,H-K] [--restore G,H-K]]
Fits a game's learned evaluation (a weight per feature and phase) to the
positions of self-play record files (tabla selfplay), and writes a weight
file. The game and its options come from the files' headers; the game must
list features (position.Featurer). A share of the games (--holdout) is kept
out of the fit, chosen by the position each game's opening reached, so that
games that start alike fall on one side, and the error on them is printed
phase by phase.
With --target policy it fits a move-prediction model instead, a strength
per move feature (position.MoveFeaturer), to the moves the records played
(minorisation-maximisation, --iterations sweeps, default 30), and prints
its held-out log-likelihood and top-1 accuracy beside the uniform choice's
and the game's own priors'. There --init starts from a model and draws
each strength toward that model's instead of toward 1, so that features
the new records do not show keep what the old records taught, and --keep
leaves some feature groups (numbered from 0 as the game lists them; Go's
package documentation numbers its own) at --init's strengths while it fits
the others: a teacher good at some things and poor at others teaches only
the former. --restore fits those groups too and then sets them back to
--init's strengths, so that the other groups do not take up the
teacher's way with them, as they do under --keep.
  --label auto     the exact value where the file has one, else the final margin
                   (least squares); a game without a margin fits its result
  --label exact    only positions with an exact value
  --label margin   the final margin, even where an exact value is known
  --label result   logistic regression toward the result (win, draw, loss)
  --init WEIGHTS   start from a weight file (the shipped one, say) and draw each
                   weight toward it rather than toward zero: new data refits it
                   without losing what the data behind it taught
  --phases 10,11   fit these phases only (ranges such as 9-12 too); the others
                   keep --init's weights
  --keep 1-4       policy: these feature groups keep --init's strengths
  --restore 1-4    policy: these feature groups are fitted, then given back
                   --init's strengths
`

func cmdTrain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("train", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = usageFunc(fs, stderr, "train", trainUsage)
	var (
		out, label, tgt  string
		prior            float64
		holdout, lambda  float64
		blendWeight      float64
		huber            float64
		iterations, thrd int
		blend, lookahead int
		chain            bool
		initFile, phases string
		keep, restore    string
	)
	fs.StringVar(&out, "out", "", "the weight file to write")
	fs.StringVar(&label, "label", "auto", "auto, exact, margin or result")
	fs.StringVar(&tgt, "target", "value", "value: a position's evaluation; policy: a move-prediction model")
	fs.Float64Var(&prior, "prior", 1, "policy: virtual wins and losses per feature against strength 1")
	fs.Float64Var(&holdout, "holdout", 0.1, "share of the games kept out of the fit, for the held-out error")
	fs.Float64Var(&lambda, "lambda", 1, "L2 penalty per weight")
	fs.IntVar(&iterations, "iterations", 60, "solver iterations per phase")
	fs.IntVar(&blend, "blend", 1, "also fit each phase to this many neighbouring phases' positions on either side")
	fs.Float64Var(&blendWeight, "blend-weight", 1, "the weight of a neighbouring phase's position in a phase's fit (--blend), its own weighing 1")
	fs.Float64Var(&huber, "huber", 0, "fit a margin by the Huber loss with this threshold in discs or points (0: least squares)")
	fs.BoolVar(&chain, "chain", false, "draw each phase's weights toward the next phase's (fitted first) rather than toward zero")
	fs.IntVar(&lookahead, "bootstrap", 0, "fit a position without an exact value to the fitted value of the position this many plies later in its game (0: to the final margin)")
	fs.StringVar(&initFile, "init", "", "a weight file to start from and draw toward")
	fs.StringVar(&phases, "phases", "", "the phases to fit, e.g. 10,11 or 9-12 (the others keep --init's weights)")
	fs.StringVar(&keep, "keep", "", "policy: feature groups, e.g. 1-4, that keep --init's strengths while the others are fitted")
	fs.StringVar(&restore, "restore", "", "policy: feature groups, e.g. 1-4, fitted with the others and then given back --init's strengths")
	fs.IntVar(&thrd, "threads", runtime.GOMAXPROCS(0), "threads")
	flags, files := splitFlags(args, valuedFlags(fs))
	if err := parseFlags(fs, flags); err != nil {
		return 2
	}
	fail := func(code int, format string, args ...any) int {
		fmt.Fprintf(stderr, "tabla train: "+format+"\n", args...)
		return code
	}
	if len(files) == 0 || out == "" {
		return fail(2, "want record FILEs and --out WEIGHTS (tabla train --help explains)")
	}
	if holdout < 0 || holdout >= 1 || lambda < 0 || iterations < 1 || thrd < 1 || blend < 0 || lookahead < 0 || blendWeight <= 0 || huber < 0 {
		return fail(2, "bad --holdout (0 <= F < 1), --lambda, --iterations, --threads, --blend, --blend-weight (> 0) or --huber (>= 0)")
	}
	if tgt == "policy" {
		sweeps := 30
		fs.Visit(func(f *flag.Flag) {
			if f.Name == "iterations" {
				sweeps = iterations
			}
		})
		if prior <= 0 {
			return fail(2, "bad --prior (> 0)")
		}
		if phases != "" || chain {
			return fail(2, "--phases and --chain are for --target value")
		}
		fit := policyFit{holdout: holdout, sweeps: sweeps, prior: prior, initFile: initFile, keepText: keep, restoreText: restore, threads: thrd}
		for _, o := range []struct {
			name, text string
			groups     *[]int
		}{{"keep", keep, &fit.keep}, {"restore", restore, &fit.restore}} {
			groups, err := parseRanges(o.text)
			if err != nil {
				return fail(2, "--%s %q: %v", o.name, o.text, err)
			}
			if len(groups) > 0 && initFile == "" {
				return fail(2, "--%s needs --init WEIGHTS, whose strengths its groups take", o.name)
			}
			*o.groups = groups
		}
		return trainPolicy(files, out, fit, stdout, stderr)
	}
	if keep != "" || restore != "" {
		return fail(2, "--keep and --restore are for --target policy")
	}
	if tgt != "value" {
		return fail(2, "--target %q: want value or policy", tgt)
	}
	switch label {
	case "auto", "exact", "margin", "result":
	default:
		return fail(2, "--label %q: want auto, exact, margin or result", label)
	}
	fitPhases, err := parseRanges(phases)
	if err != nil {
		return fail(2, "--phases %q: %v", phases, err)
	}
	if len(fitPhases) > 0 && initFile == "" {
		return fail(2, "--phases needs --init WEIGHTS for the phases it leaves out")
	}
	if chain && initFile != "" {
		return fail(2, "--chain and --init both choose what a weight is drawn toward; give one")
	}
	var init *learn.Weights
	if initFile != "" {
		if init, err = readWeightsFile(initFile); err != nil {
			return fail(1, "--init: %v", err)
		}
	}
	began := time.Now()
	var train, held *learn.Data
	var game position.Playable
	var header learn.Header
	var feat position.Featurer
	target := learn.TargetMargin
	records := 0
	buf := make([]int32, 0, 256)
	err = readRecordFiles(files, func(path string, f *learn.File, g position.Playable, built bool) error {
		if built {
			fg, ok := g.(position.Featurer)
			if !ok {
				return usageErrorf("%s has no learned evaluation's features", f.Header.Game)
			}
			if game == nil {
				_, margin := g.(position.MarginGame)
				if label == "result" || !margin {
					target = learn.TargetResult
				}
				train, held = learn.NewData(fg.FeatureSet()), learn.NewData(fg.FeatureSet())
			} else if fg.FeatureSet() != train.Set {
				return fmt.Errorf("%s: the game's options %q give other features than the first file's", path, f.Header.Options)
			}
			game, feat, header = g, fg, f.Header
		}
		for gi, recs := range f.Games {
			dst := train
			if holdout > 0 && heldOut(recs, f.Header.Get("seed"), f.Ends[gi].Game, holdout) {
				dst = held
			}
			// sample[k] is record k's sample in dst, -1 if it has none.
			sample := make([]int, len(recs))
			for k := range sample {
				sample[k] = -1
			}
			for k, r := range recs {
				t, ok := trainTarget(r, label, target)
				if !ok {
					continue
				}
				if err := game.SetPosition(r.Position); err != nil {
					return fmt.Errorf("%s: game %d ply %d: %v", path, r.Game, r.Ply, err)
				}
				if over, _ := game.Outcome(); over {
					continue
				}
				var phase int
				buf, phase = feat.Features(buf[:0])
				if err := dst.Add(phase, buf, t); err != nil {
					return err
				}
				sample[k] = dst.Len() - 1
				records++
			}
			if lookahead > 0 && target == learn.TargetMargin {
				for k, r := range recs {
					if k+lookahead >= len(recs) || r.Exact != learn.Unknown || sample[k] < 0 || sample[k+lookahead] < 0 {
						continue
					}
					// A later phase only: a game that passed a lot may not
					// have left its phase, and keeps its own target.
					_ = dst.SetLater(sample[k], sample[k+lookahead])
				}
			}
		}
		return nil
	})
	if err != nil {
		return failWith(fail, err)
	}
	if train == nil || train.Len() == 0 {
		return fail(1, "no position to train on")
	}
	if lookahead > 0 && target != learn.TargetMargin {
		return fail(2, "--bootstrap fits a margin; %s has none, or --label result was asked", header.Game)
	}
	fmt.Fprintf(stderr, "train: %d positions for the fit, %d held out, read in %s\n", train.Len(), held.Len(), time.Since(began).Round(time.Millisecond))
	w, report, err := learn.Fit(header.Game, train, held, learn.FitOptions{
		Target: target, Lambda: lambda, Iterations: iterations, Threads: thrd, Blend: blend,
		Chain: chain, Bootstrap: lookahead > 0, BlendWeight: blendWeight, Huber: huber,
		Init: init, Phases: fitPhases,
		Progress: func(s string) { fmt.Fprintln(stderr, "train:", s) },
	})
	if err != nil {
		return fail(1, "%v", err)
	}
	var sumTrain, sumHeld, sumBase float64
	var nTrain, nHeld int
	for _, r := range report {
		if r.Train > 0 { // a phase without samples has a NaN error
			sumTrain += r.TrainErr * float64(r.Train)
			nTrain += r.Train
		}
		if r.Held > 0 {
			sumHeld += r.HeldErr * float64(r.Held)
			sumBase += r.HeldBaseline * float64(r.Held)
			nHeld += r.Held
		}
	}
	unit := "mean absolute error"
	if target == learn.TargetResult {
		unit = "log loss"
	}
	took := time.Since(began).Round(time.Second)
	w.Meta = []string{
		fmt.Sprintf("data %s: %d positions fitted, %d held out", baseNames(files), train.Len(), held.Len()),
		fmt.Sprintf("fit label=%s target=%s lambda=%g iterations=%d blend=%d blend-weight=%g huber=%g chain=%t bootstrap=%d holdout=%g init=%s phases=%s", label, target, lambda, iterations, blend, blendWeight, huber, chain, lookahead, holdout, filepath.Base(initFile), phases),
		madeBy(took, thrd),
		fmt.Sprintf("training %s %.3f; held-out %.3f (zero evaluation %.3f)", unit, sumTrain/float64(max(nTrain, 1)), ratio(sumHeld, nHeld), ratio(sumBase, nHeld)),
	}
	if err := writeWeights(out, w); err != nil {
		return fail(1, "%v", err)
	}
	fmt.Fprintf(stdout, "%s: %d positions, training %s %.3f, held-out %.3f over %d (zero evaluation %.3f), %s\n",
		out, train.Len(), unit, sumTrain/float64(max(nTrain, 1)), ratio(sumHeld, nHeld), nHeld, ratio(sumBase, nHeld), took)
	return 0
}

// readRecordFiles reads files in turn and hands each to each, with a
// game built with the options its header names: built says the game is
// new, for the first file and for each whose options differ from the
// file's before it (an option such as Reversi's eval changes the play,
// not the features, which each must check are the same). A file of
// another game than the first's is an error.
func readRecordFiles(files []string, each func(path string, f *learn.File, g position.Playable, built bool) error) error {
	var g position.Playable
	var header learn.Header
	for _, path := range files {
		f, err := learn.ReadRecordFile(path)
		if err != nil {
			return err
		}
		if g != nil && f.Header.Game != header.Game {
			return fmt.Errorf("%s holds %s, the first file %s", path, f.Header.Game, header.Game)
		}
		built := g == nil || f.Header.Options != header.Options
		if built {
			if g, err = recordsGame(path, f.Header); err != nil {
				return err
			}
		}
		header = f.Header
		if err := each(path, f, g, built); err != nil {
			return err
		}
	}
	return nil
}

// usageError is an error of the command line (exit 2), not of the data.
type usageError struct{ error }

func usageErrorf(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// failWith reports err through fail: exit 2 for a usageError, else 1.
func failWith(fail func(code int, format string, args ...any) int, err error) int {
	if _, ok := err.(usageError); ok {
		return fail(2, "%v", err)
	}
	return fail(1, "%v", err)
}

// baseNames is files' base names, space-separated, for a weight file's
// header.
func baseNames(files []string) string {
	names := make([]string, len(files))
	for i, f := range files {
		names[i] = filepath.Base(f)
	}
	return strings.Join(names, " ")
}

// madeBy is a weight file's header line on the build, time and machine
// that fitted it.
func madeBy(took time.Duration, threads int) string {
	host, _ := os.Hostname()
	return fmt.Sprintf("made by tabla %s in %s on %s (%s/%s, %d CPUs, %d threads)", version(), took, host, runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), threads)
}

// writeWeights writes w to the file out, making its directory.
func writeWeights(out string, w *learn.Weights) error {
	if dir := filepath.Dir(out); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	if err := w.Write(f); err != nil {
		f.Close()
		return fmt.Errorf("%s: %v", out, err)
	}
	return f.Close()
}

// recordsGame builds the game of a record file (path, for errors) with
// the options its header names.
func recordsGame(path string, h learn.Header) (position.Playable, error) {
	info, ok := position.Lookup(h.Game)
	if !ok {
		return nil, fmt.Errorf("%s: %v", path, position.NotAGame(h.Game))
	}
	g, _, err := position.NewGame(info.ID, strings.Fields(h.Options)...)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return g, nil
}

func ratio(sum float64, n int) float64 {
	if n == 0 {
		return math.NaN()
	}
	return sum / float64(n)
}

// heldOut decides whether a game is held out, so that all of a game's
// positions fall on one side: by a hash of its first searched position,
// the end of its opening, as games that start alike are played alike by
// a deterministic search and would otherwise share positions across the
// split (in a file or across files); by the run's seed and the game's
// number when the game had no opening (every game of such a run starts
// alike, and would fall on one side) or no searched position.
func heldOut(recs []learn.Record, seed string, n int, share float64) bool {
	h := fnv.New64a()
	i := slices.IndexFunc(recs, func(r learn.Record) bool { return r.Score != learn.Unknown })
	if i > 0 {
		fmt.Fprint(h, recs[i].Position)
	} else {
		fmt.Fprintf(h, "%s/%d", seed, n)
	}
	return float64(h.Sum64()%10000) < share*10000
}

// trainTarget is the value a record is fitted to under label, or false
// when the record has none.
func trainTarget(r learn.Record, label, target string) (float64, bool) {
	if target == learn.TargetResult {
		return float64(r.Result), true
	}
	switch label {
	case "exact":
		return float64(r.Exact), r.Exact != learn.Unknown
	case "margin":
		return float64(r.Margin), r.Margin != learn.Unknown
	}
	if r.Exact != learn.Unknown {
		return float64(r.Exact), true
	}
	return float64(r.Margin), r.Margin != learn.Unknown
}

// parseRanges reads --phases and --keep: numbers and ranges,
// comma-separated ("10,11", "9-12"); empty for none given.
func parseRanges(s string) ([]int, error) {
	if s == "" {
		return nil, nil
	}
	var out []int
	for _, part := range strings.Split(s, ",") {
		lo, hi, isRange := strings.Cut(strings.TrimSpace(part), "-")
		a, err := strconv.Atoi(lo)
		b := a
		if err == nil && isRange {
			b, err = strconv.Atoi(hi)
		}
		if err != nil || a < 0 || b < a {
			return nil, fmt.Errorf("%q is not a number or a range P-Q", part)
		}
		for p := a; p <= b; p++ {
			out = append(out, p)
		}
	}
	return out, nil
}

// readWeightsFile reads a weight file.
func readWeightsFile(path string) (*learn.Weights, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	w, err := learn.ReadWeights(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return w, nil
}
