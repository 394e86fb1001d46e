package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"time"

	"github.com/google/shlex"

	"github.com/tabla-games/tabla/games/reversi"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
	"github.com/tabla-games/tabla/search"
)

// cmdEvalErr measures Reversi evaluations against perfect play, as issue
// "learned evaluations" asks: from a self-play record file (tabla
// selfplay with --exact-depth, a seed the training never saw), the first
// position of each game with the given empties whose exact value is
// known; for each evaluation (the hand-written one, the shipped weights,
// and a weight file given), the mean absolute error of the static
// evaluation, and for a search (-depth, or -nodes) the discs its move
// loses against perfect play and, at a depth, the mean error of its score. -nboard
// measures an Othello engine that speaks NBoard (NTest) at the same
// depth, a reference for what a search of that depth achieves.
func cmdEvalErr(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("evalerr", flag.ContinueOnError)
	fs.SetOutput(stderr)
	records := fs.String("records", "", "self-play record file with exact values")
	empties := fs.Int("empties", 20, "empties of the positions measured")
	n := fs.Int("n", 500, "positions at most")
	depth := fs.Int("depth", 6, "search depth for the move loss (0: static error only)")
	nodes := fs.Uint64("nodes", 0, "search nodes for the move loss instead of -depth")
	weights := fs.String("weights", "", "a weight file to measure besides the hand-written and shipped evaluations")
	nboard := fs.String("nboard", "", "an NBoard engine to measure at -depth too, split like a shell would, e.g. './ntest x'")
	nboardDir := fs.String("nboard-dir", "", "the -nboard engine's working directory")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	fail := func(err error) int { fmt.Fprintln(stderr, "evalerr:", err); return 1 }
	nboardArgv, err := shlex.Split(*nboard)
	if err != nil {
		return fail(fmt.Errorf("-nboard: %v", err))
	}
	if len(nboardArgv) > 0 && (*depth <= 0 || *nodes > 0) {
		return fail(fmt.Errorf("-nboard needs -depth (an NBoard engine searches by depth) and no -nodes"))
	}
	if *records == "" {
		return fail(fmt.Errorf("-records FILE is required"))
	}
	f, err := learn.ReadRecordFile(*records)
	if err != nil {
		return fail(err)
	}
	if f.Header.Game != "reversi" {
		return fail(fmt.Errorf("%s holds %s, not reversi", *records, f.Header.Game))
	}
	var probes []evalProbe
	for _, g := range f.Games {
		for _, r := range g {
			if r.Exact == learn.Unknown {
				continue
			}
			gm := reversi.New()
			if err := gm.SetPosition(r.Position); err != nil {
				return fail(err)
			}
			if gm.Empties() == *empties {
				probes = append(probes, evalProbe{r.Position, r.Exact})
				break
			}
		}
		if len(probes) == *n {
			break
		}
	}
	if len(probes) == 0 {
		return fail(fmt.Errorf("no position with %d empties and an exact value", *empties))
	}
	type evaluation struct {
		name string
		w    *learn.Weights
		hand bool
	}
	evals := []evaluation{{name: "hand", hand: true}, {name: "shipped"}}
	if *weights != "" {
		wf, err := os.Open(*weights)
		if err != nil {
			return fail(err)
		}
		w, err := learn.ReadWeights(wf)
		wf.Close()
		if err != nil {
			return fail(err)
		}
		evals = append(evals, evaluation{name: *weights, w: w})
	}
	limit, limitName := search.Limits{Depth: *depth}, fmt.Sprintf("depth %d", *depth)
	if *nodes > 0 {
		limit, limitName = search.Limits{Nodes: *nodes}, fmt.Sprintf("%d nodes", *nodes)
	}
	fmt.Fprintf(stdout, "%d positions at %d empties from %s; search %s\n", len(probes), *empties, *records, limitName)
	searching := *depth > 0 || *nodes > 0
	fmt.Fprintf(stdout, "%-30s %12s %12s %12s %14s\n", "evaluation", "mean |err|", "correlation", "search |err|", "move loss")
	for _, ev := range evals {
		var sumErr, sumSearchErr, sumLoss float64
		var xs, ys []float64
		eng := search.New(search.Options{Threads: 1, HashMB: 16})
		for _, p := range probes {
			pg, _, err := position.NewGame("reversi", "eval=learned")
			if err != nil {
				return fail(err)
			}
			g := pg.(*reversi.Game)
			if err := g.SetPosition(p.pos); err != nil {
				return fail(err)
			}
			switch {
			case ev.hand:
				g.UseWeights(nil)
			case ev.w != nil:
				if err := g.UseWeights(ev.w); err != nil {
					return fail(err)
				}
			}
			v := float64(g.Evaluate()) / 100
			x := float64(p.exact) / 100
			sumErr += math.Abs(v - x)
			xs, ys = append(xs, v), append(ys, x)
			if searching {
				eng.Clear()
				res := eng.Search(g, limit, nil)
				if res.Best == position.NoMove {
					return fail(fmt.Errorf("no move at %s", p.pos))
				}
				sumSearchErr += math.Abs(float64(res.Score)/100 - x)
				sumLoss += x - valueAfter(g, res.Best)
			}
		}
		k := float64(len(probes))
		searchErr, loss := "-", "-"
		if searching {
			loss = fmt.Sprintf("%.2f", sumLoss/k)
		}
		if *depth > 0 && *nodes == 0 {
			// Under a node budget the score may be the proven side of a
			// draw only, a bound rather than a margin (search's package
			// documentation, SolveDelay): no error is measured then.
			searchErr = fmt.Sprintf("%.2f", sumSearchErr/k)
		}
		fmt.Fprintf(stdout, "%-30s %12.2f %12.3f %12s %14s\n", ev.name, sumErr/k, correlation(xs, ys), searchErr, loss)
	}
	if len(nboardArgv) > 0 {
		row, err := nboardEvalErr(nboardArgv, *nboardDir, *depth, probes)
		if err != nil {
			return fail(err)
		}
		fmt.Fprint(stdout, row)
	}
	return 0
}

// valueAfter is the exact value, for the side to move in g, of playing m
// there: the solver's value of the position after it.
func valueAfter(g *reversi.Game, m position.Move) float64 {
	g.Make(m)
	v, _ := g.Solve(-100_000, 100_000, nil)
	g.Unmake()
	return -float64(v) / 100
}

// nboardEvalErr measures an NBoard engine at a fixed depth on the probes
// as evalerr measures tabla's search: the mean error of the evaluation it
// answers with, over the probes where it gave one (NTest gives none for an
// only move), and the discs its move loses. It returns the table's row.
func nboardEvalErr(argv []string, dir string, depth int, probes []evalProbe) (string, error) {
	m := &nboardMatch{nboard: argv, dir: dir, depth: depth, name: filepath.Base(argv[0])}
	ch, err := m.startNBoard()
	if err != nil {
		return "", err
	}
	defer ch.close()
	var sumErr, sumLoss float64
	scored := 0
	for _, p := range probes {
		if err := ch.newNBoardGame(p.pos, nil, nil); err != nil {
			return "", err
		}
		a, _, _, err := ch.nboardMove(time.Minute)
		if err != nil {
			return "", err
		}
		x := float64(p.exact) / 100
		if a.scored {
			sumErr += math.Abs(a.eval - x)
			scored++
		}
		g := reversi.New()
		if err := g.SetPosition(p.pos); err != nil {
			return "", err
		}
		text, err := fromNBoard(a.move)
		if err == nil {
			var mv position.Move
			if mv, err = g.ParseMove(text); err == nil {
				sumLoss += x - valueAfter(g, mv)
			}
		}
		if err != nil {
			return "", fmt.Errorf("%s at %s: %v", m.name, p.pos, err)
		}
	}
	name := fmt.Sprintf("%s depth %d", m.name, depth)
	return fmt.Sprintf("%-30s %12s %12s %12s %14.2f\n", name, "-", "-", fmt.Sprintf("%.2f (%d)", sumErr/float64(max(scored, 1)), scored), sumLoss/float64(len(probes))), nil
}

// evalProbe is a position with its exact value in centi-discs.
type evalProbe struct {
	pos   string
	exact int
}

func correlation(xs, ys []float64) float64 {
	n := float64(len(xs))
	var mx, my float64
	for i := range xs {
		mx += xs[i]
		my += ys[i]
	}
	mx, my = mx/n, my/n
	var sxy, sxx, syy float64
	for i := range xs {
		dx, dy := xs[i]-mx, ys[i]-my
		sxy += dx * dy
		sxx += dx * dx
		syy += dy * dy
	}
	return sxy / math.Sqrt(sxx*syy)
}
