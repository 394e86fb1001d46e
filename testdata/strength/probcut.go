package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/tabla-games/tabla/games/reversi"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// noProbCut is a Reversi position whose search profile has Multi-ProbCut
// off and is otherwise the game's own: the calibration measures the
// search that ProbCut would prune.
type noProbCut struct{ *reversi.Game }

func (g noProbCut) Clone() position.Game {
	return noProbCut{g.Game.Clone().(*reversi.Game)}
}

func (g noProbCut) SearchProfile() position.SearchProfile {
	p := g.Game.SearchProfile()
	p.ProbCut, p.ProbCutT = nil, 0
	return p
}

// depthScores is a Reporter that keeps the score of every completed
// iteration.
type depthScores map[int]search.Score

func (d depthScores) Report(i search.Info) {
	if i.MultiPV == 1 && i.Bound == search.Exact {
		d[i.Depth] = i.Score
	}
}

// sample is one calibration position: its empties and the score of
// every depth from 1 to the deepest.
type sample struct {
	empties int
	scores  []search.Score // scores[d] for d = 1..depth
}

// edaxShallow is Edax's shallow depth for a ProbCut check at depth d:
// about half as deep, of the same parity.
func edaxShallow(d int) int { return 2*(d/4) + d&1 }

// cmdProbCut calibrates Multi-ProbCut for Reversi: it plays games from
// the openings file with a fixed-node search (with some random moves, so
// that the games differ), draws positions from them, searches each to a
// fixed depth with ProbCut off (one thread, a cleared table), and fits
// v_deep ≈ a·v_shallow + b by least squares for every pair of depths
// asked for, over all the positions whose empties leave the deep search
// short of the exact solver (more than 2·deep+4 empties), and by phase.
func cmdProbCut(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("probcut", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "reversi", "game id (only reversi)")
	n := fs.Int("n", 200, "positions")
	depth := fs.Int("depth", 8, "deepest search")
	pairsFlag := fs.String("pairs", "", "deep:shallow pairs, comma-separated (default: Edax's, 2·⌊d/4⌋+d%2 for d = 3..depth)")
	minE := fs.Int("min-empties", 20, "fewest empties of a position")
	maxE := fs.Int("max-empties", 56, "most empties of a position")
	nodes := fs.Uint64("nodes", 3000, "nodes a move of the self-play games")
	random := fs.Float64("random", 0.1, "share of random moves in the self-play games")
	phase := fs.Int("phase", 10, "width in empties of the phases reported apart (0: none)")
	seed := fs.Uint64("seed", 1, "random seed")
	eval := fs.String("eval", "hand", "Reversi's evaluation: hand or learned (its eval option)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintln(stderr, "probcut:", err)
		return 1
	}
	if *game != "reversi" {
		return fail(fmt.Errorf("%s: only reversi is calibrated", *game))
	}
	type pair struct{ deep, shallow int }
	var pairs []pair
	if *pairsFlag == "" {
		for d := 3; d <= *depth; d++ {
			pairs = append(pairs, pair{d, edaxShallow(d)})
		}
	} else {
		for _, f := range strings.Split(*pairsFlag, ",") {
			a, b, ok := strings.Cut(f, ":")
			d, err1 := strconv.Atoi(a)
			s, err2 := strconv.Atoi(b)
			if !ok || err1 != nil || err2 != nil || s < 0 || s >= d || d > *depth {
				return fail(fmt.Errorf("bad pair %q (deep:shallow, shallow < deep <= -depth)", f))
			}
			pairs = append(pairs, pair{d, s})
		}
	}
	openings, err := readOpenings(filepath.Join("testdata", "openings", *game+".txt"))
	if err != nil {
		return fail(err)
	}
	fmt.Fprintf(stdout, "# go run ./testdata/strength probcut -game %s -n %d -depth %d -pairs %q -min-empties %d -max-empties %d -nodes %d -random %g -phase %d -seed %d -eval %s\n",
		*game, *n, *depth, *pairsFlag, *minE, *maxE, *nodes, *random, *phase, *seed, *eval)

	// Self-play: every position with empties in range is a candidate.
	rng := rand.New(rand.NewPCG(*seed, 0x9c07))
	eng := search.New(search.Options{Threads: 1, HashMB: 16})
	var cands []*reversi.Game
	for _, op := range openings {
		pg, _, err := position.NewGame("reversi", "eval="+*eval)
		if err != nil {
			return fail(err)
		}
		g := pg.(*reversi.Game)
		for _, tok := range op {
			m, err := g.ParseMove(tok)
			if err != nil {
				return fail(fmt.Errorf("opening %v: %v", op, err))
			}
			g.Make(m)
		}
		eng.Clear()
		for {
			if over, _ := g.Outcome(); over {
				break
			}
			if e := g.Empties(); e >= *minE && e <= *maxE && g.GenMoves(nil)[0] != reversi.Pass {
				cands = append(cands, g.Clone().(*reversi.Game))
			}
			var m position.Move
			if moves := g.GenMoves(nil); rng.Float64() < *random {
				m = moves[rng.IntN(len(moves))]
			} else {
				m = eng.Search(noProbCut{g}, search.Limits{Nodes: *nodes}, nil).Best
			}
			g.Make(m)
		}
	}
	rng.Shuffle(len(cands), func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
	cands = cands[:min(*n, len(cands))]
	fmt.Fprintf(stdout, "# %d positions (%d-%d empties) from %d self-play games from testdata/openings/%s.txt\n",
		len(cands), *minE, *maxE, len(openings), *game)

	// The searches: one a position, to the deepest depth, ProbCut off.
	eng = search.New(search.Options{Threads: 1, HashMB: 64})
	var samples []sample
	began := time.Now()
	var totalNodes uint64
	for i, g := range cands {
		eng.Clear()
		rep := depthScores{}
		res := eng.Search(noProbCut{g}, search.Limits{Depth: *depth}, rep)
		totalNodes += res.Nodes
		s := sample{empties: g.Empties(), scores: make([]search.Score, *depth+1)}
		s.scores[0] = search.Score(g.Evaluate())
		complete := true
		for d := 1; d <= *depth; d++ {
			v, ok := rep[d]
			if !ok {
				complete = false // solved before this depth
				break
			}
			s.scores[d] = v
		}
		if complete {
			samples = append(samples, s)
		}
		if (i+1)%50 == 0 {
			fmt.Fprintf(stderr, "probcut: %d/%d positions, %v\n", i+1, len(cands), time.Since(began).Round(time.Second))
		}
	}
	fmt.Fprintf(stdout, "# searched to depth %d in %v, %d nodes; %d positions searched to every depth\n",
		*depth, time.Since(began).Round(time.Second), totalNodes, len(samples))

	fmt.Fprintln(stdout, "# sigma: of v_deep - (a·v_shallow + b); eval sigma: the same for the static evaluation's own fit")
	fmt.Fprintln(stdout, "deep shallow empties      n        a        b    sigma eval sigma")
	var lit []string
	byPhase := map[int][]string{} // the literals of each phase's fits
	for _, p := range pairs {
		lo := max(*minE, 2*p.deep+5) // fewer: the deep search would solve
		var xs, ys []float64
		for _, s := range samples {
			if s.empties >= lo {
				xs, ys = append(xs, float64(s.scores[p.shallow])), append(ys, float64(s.scores[p.deep]))
			}
		}
		a, b, sigma := fit(xs, ys)
		_, _, evalSigma := fit(column(samples, lo, 100, 0), column(samples, lo, 100, p.deep))
		fmt.Fprintf(stdout, "%4d %7d %3d-%-3d %6d %8.3f %8.1f %8.1f %8.1f\n", p.deep, p.shallow, lo, *maxE, len(xs), a, b, sigma, evalSigma)
		lit = append(lit, fmt.Sprintf("{Depth: %d, Shallow: %d, A: %.3f, B: %.0f, Sigma: %.0f, EvalSigma: %.0f}", p.deep, p.shallow, a, b, sigma, evalSigma))
		if *phase <= 0 {
			continue
		}
		for from := lo / *phase * *phase; from <= *maxE; from += *phase {
			var px, py []float64
			for _, s := range samples {
				if s.empties >= max(from, lo) && s.empties < from+*phase && s.empties <= *maxE {
					px, py = append(px, float64(s.scores[p.shallow])), append(py, float64(s.scores[p.deep]))
				}
			}
			if len(px) < 10 {
				continue
			}
			a, b, sigma := fit(px, py)
			_, _, evalSigma := fit(column(samples, max(from, lo), from+*phase, 0), column(samples, max(from, lo), from+*phase, p.deep))
			fmt.Fprintf(stdout, "%4d %7d %3d-%-3d %6d %8.3f %8.1f %8.1f %8.1f\n", p.deep, p.shallow, max(from, lo), min(from+*phase-1, *maxE), len(px), a, b, sigma, evalSigma)
			byPhase[from] = append(byPhase[from], fmt.Sprintf("{Depth: %d, Shallow: %d, A: %.3f, B: %.0f, Sigma: %.0f, EvalSigma: %.0f}", p.deep, p.shallow, a, b, sigma, evalSigma))
		}
	}
	fmt.Fprintln(stdout, "# as a profile, all phases:")
	for _, l := range lit {
		fmt.Fprintf(stdout, "\t%s,\n", l)
	}
	for from := 0; from <= *maxE; from++ {
		if l, ok := byPhase[from]; ok {
			fmt.Fprintf(stdout, "# %d-%d empties:\n", from, min(from+*phase-1, *maxE))
			for _, l := range l {
				fmt.Fprintf(stdout, "\t%s,\n", l)
			}
		}
	}
	return 0
}

// fit is the least-squares line y ≈ a·x + b and the standard deviation of
// its residuals (n-2 degrees of freedom).
func fit(xs, ys []float64) (a, b, sigma float64) {
	n := float64(len(xs))
	if n < 3 {
		return math.NaN(), math.NaN(), math.NaN()
	}
	var mx, my float64
	for i := range xs {
		mx += xs[i]
		my += ys[i]
	}
	mx /= n
	my /= n
	var sxx, sxy float64
	for i := range xs {
		sxx += (xs[i] - mx) * (xs[i] - mx)
		sxy += (xs[i] - mx) * (ys[i] - my)
	}
	a = sxy / sxx
	b = my - a*mx
	var ss float64
	for i := range xs {
		r := ys[i] - a*xs[i] - b
		ss += r * r
	}
	return a, b, math.Sqrt(ss / (n - 2))
}

// column is the score at depth d (0: the static evaluation) of the
// samples with from <= empties < to.
func column(samples []sample, from, to, d int) []float64 {
	var c []float64
	for _, s := range samples {
		if s.empties >= from && s.empties < to {
			c = append(c, float64(s.scores[d]))
		}
	}
	return c
}

// readOpenings reads the move lists of an openings file's "startpos
// moves ..." lines.
func readOpenings(file string) ([][]string, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if rest, ok := strings.CutPrefix(l, "startpos moves "); ok {
			out = append(out, strings.Fields(rest))
		}
	}
	return out, sc.Err()
}
