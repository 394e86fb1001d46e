package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"os"

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
// evaluation, and the discs a search's move (-depth, or -nodes) loses
// against perfect play.
func cmdEvalErr(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("evalerr", flag.ContinueOnError)
	fs.SetOutput(stderr)
	records := fs.String("records", "", "self-play record file with exact values")
	empties := fs.Int("empties", 20, "empties of the positions measured")
	n := fs.Int("n", 500, "positions at most")
	depth := fs.Int("depth", 6, "search depth for the move loss (0: static error only)")
	nodes := fs.Uint64("nodes", 0, "search nodes for the move loss instead of -depth")
	weights := fs.String("weights", "", "a weight file to measure besides the hand-written and shipped evaluations")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	fail := func(err error) int { fmt.Fprintln(stderr, "evalerr:", err); return 1 }
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
	type probe struct {
		pos   string
		exact int // centi-discs
	}
	var probes []probe
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
				probes = append(probes, probe{r.Position, r.Exact})
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
	fmt.Fprintf(stdout, "%-30s %12s %12s %14s\n", "evaluation", "mean |err|", "correlation", "move loss")
	for _, ev := range evals {
		var sumErr, sumLoss float64
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
			if *depth > 0 || *nodes > 0 {
				eng.Clear()
				m := eng.Search(g, limit, nil).Best
				if m == position.NoMove {
					return fail(fmt.Errorf("no move at %s", p.pos))
				}
				g.Make(m)
				child, _ := g.Solve(-100_000, 100_000, nil)
				after := -float64(child) / 100
				sumLoss += x - after
			}
		}
		k := float64(len(probes))
		loss := "-"
		if *depth > 0 || *nodes > 0 {
			loss = fmt.Sprintf("%.2f", sumLoss/k)
		}
		fmt.Fprintf(stdout, "%-30s %12.2f %12.3f %14s\n", ev.name, sumErr/k, correlation(xs, ys), loss)
	}
	return 0
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
