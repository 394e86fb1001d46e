package main

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

// trainPolicy is tabla train --target policy: it replays the records'
// games, turns each searched move (not the random opening's) into a
// sample of the move chosen among the legal ones, fits the move features'
// strengths and writes them.
// With an initial model it starts from it and draws each strength toward
// it (learn.ChoiceOptions.Init), keeps the strengths of the groups in
// keep (learn.ChoiceOptions.Keep) and gives those in restore back after
// the fit (learn.ChoiceOptions.Restore).
func trainPolicy(files []string, out string, fit policyFit, stdout, stderr io.Writer) int {
	fail := func(code int, format string, args ...any) int {
		fmt.Fprintf(stderr, "tabla train: "+format+"\n", args...)
		return code
	}
	began := time.Now()
	var train, held *learn.Choices
	var game position.Playable
	var header learn.Header
	var feat position.MoveFeaturer
	var moves []position.Move
	var buf, ends []int32
	var priors []position.Prior
	// own sums the held-out top-1 hits of the priors the game plays with
	// under the records' options (ranked by their win rate, a tie of k
	// counting 1/k): Go's shipped model by default, the hand-written
	// terms with priors=hand.
	own, ownN := 0.0, 0
	err := readRecordFiles(files, func(path string, f *learn.File, g position.Playable, built bool) error {
		if built {
			mf, ok := g.(position.MoveFeaturer)
			if !ok {
				return usageErrorf("%s has no move features", f.Header.Game)
			}
			if game == nil {
				var err error
				if train, err = learn.NewChoices(mf.MoveFeatureSet(), mf.MoveFeatureGroups()); err != nil {
					return err
				}
				held, _ = learn.NewChoices(mf.MoveFeatureSet(), mf.MoveFeatureGroups())
			} else if mf.MoveFeatureSet() != train.Set {
				return fmt.Errorf("%s: the game's options %q give other features than the first file's", path, f.Header.Options)
			}
			game, feat, header = g, mf, f.Header
		}
		pr, _ := game.(position.Priorer)
		for gi, recs := range f.Games {
			dst := train
			isHeld := fit.holdout > 0 && heldOut(recs, f.Header.Get("seed"), f.Ends[gi].Game, fit.holdout)
			if isHeld {
				dst = held
			}
			// The game is replayed from its first record, so that the
			// features see the moves before (the last move's distance);
			// a record that does not follow is set afresh.
			fresh := true
			for _, r := range recs {
				if fresh || game.Position() != r.Position {
					if err := game.SetPosition(r.Position); err != nil {
						return fmt.Errorf("%s: game %d ply %d: %v", path, r.Game, r.Ply, err)
					}
				}
				fresh = true
				if over, _ := game.Outcome(); over {
					continue
				}
				m, err := game.ParseMove(r.Move)
				if err != nil {
					continue
				}
				moves = game.GenMoves(moves[:0])
				chosen := -1
				for i, x := range moves {
					if x == m {
						chosen = i
					}
				}
				if chosen < 0 {
					continue // illegal here: the record's rules differ
				}
				if r.Score != learn.Unknown { // a searched move, not the random opening's
					ends = slices.Grow(ends[:0], len(moves))[:len(moves)]
					buf = feat.MoveFeatures(moves, buf[:0], ends)
					if err := dst.Add(buf, ends, chosen); err != nil {
						return fmt.Errorf("%s: game %d ply %d: %v", path, r.Game, r.Ply, err)
					}
					if isHeld && pr != nil {
						priors = slices.Grow(priors[:0], len(moves))[:len(moves)]
						clear(priors)
						pr.Priors(moves, priors)
						own += top1(priors, chosen)
						ownN++
					}
				}
				game.Make(m)
				fresh = false
			}
		}
		return nil
	})
	if err != nil {
		return failWith(fail, err)
	}
	if train == nil || train.Len() == 0 {
		return fail(1, "no move to train on")
	}
	var init []int16
	if fit.initFile != "" {
		w, err := readWeightsFile(fit.initFile)
		if err == nil {
			err = w.Check(header.Game+" move", train.Set, learn.TargetPolicy)
		}
		if err != nil {
			return fail(1, "--init: %v", err)
		}
		init = w.W
	}
	fmt.Fprintf(stderr, "train: %d moves for the fit, %d held out, read in %s\n", train.Len(), held.Len(), time.Since(began).Round(time.Millisecond))
	w, ts, hs, err := learn.FitChoices(header.Game, train, held, learn.ChoiceOptions{
		Iterations: fit.sweeps, Prior: fit.prior, Init: init, Keep: fit.keep, Restore: fit.restore, Threads: fit.threads,
		Progress: func(s string) { fmt.Fprintln(stderr, "train:", s) },
	})
	if err != nil {
		return fail(1, "%v", err)
	}
	took := time.Since(began).Round(time.Second)
	ownText := "no priors of the game's"
	if ownN > 0 {
		ownText = fmt.Sprintf("the game's priors' top-1 %.3f", own/float64(ownN))
	}
	heldText := "no move held out"
	if held.Len() > 0 {
		heldText = fmt.Sprintf("held-out log-likelihood %.3f a move (uniform %.3f), top-1 %.3f", hs.LogLik, hs.Uniform, hs.Top1)
	}
	summary := fmt.Sprintf("%s, %s; training %.3f, top-1 %.3f", heldText, ownText, ts.LogLik, ts.Top1)
	w.Meta = []string{
		fmt.Sprintf("data %s: %d moves fitted, %d held out", baseNames(files), train.Len(), held.Len()),
		fmt.Sprintf("fit target=policy sweeps=%d prior=%g holdout=%g init=%s keep=%s restore=%s", fit.sweeps, fit.prior, fit.holdout, filepath.Base(fit.initFile), fit.keepText, fit.restoreText),
		madeBy(took, fit.threads),
		summary,
	}
	if err := writeWeights(out, w); err != nil {
		return fail(1, "%v", err)
	}
	fmt.Fprintf(stdout, "%s: %d moves, %s, %s\n", out, train.Len(), summary, took)
	return 0
}

// policyFit holds tabla train's settings for a policy fit.
type policyFit struct {
	holdout, prior float64
	sweeps         int
	initFile       string
	keep           []int  // the groups that keep initFile's strengths
	restore        []int  // the groups fitted, then given initFile's strengths back
	keepText       string // keep as given, for the weight file's header
	restoreText    string // restore as given, likewise
	threads        int
}

// top1 is 1/k when the chosen move is among the k moves whose priors have
// the highest win rate, else 0.
func top1(priors []position.Prior, chosen int) float64 {
	rate := func(p position.Prior) float64 {
		if p.Playouts == 0 {
			return 0.5
		}
		return float64(p.Wins) / float64(2*p.Playouts)
	}
	best, ties := rate(priors[chosen]), 0
	for _, p := range priors {
		switch r := rate(p); {
		case r > best:
			return 0
		case r == best:
			ties++
		}
	}
	return 1 / float64(ties)
}
