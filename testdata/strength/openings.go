package main

import (
	"cmp"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"

	_ "github.com/tabla-games/tabla/games/all"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// candidate is one random opening with its shallow search's score.
type candidate struct {
	moves []string
	score search.Score
}

// cmdOpenings writes an openings file for one game: random short lines
// from the start, each scored by a fixed-node search of the engine, of
// which the n most balanced (smallest absolute score, decided positions
// last) are kept, in the order they were drawn.
func cmdOpenings(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("openings", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "", "game id")
	n := fs.Int("n", 20, "openings to keep")
	plies := fs.Int("plies", 4, "random plies from the start")
	tries := fs.Int("tries", 3, "candidates drawn per opening kept")
	nodes := fs.Uint64("nodes", 20000, "nodes of the search that scores a candidate")
	seed := fs.Uint64("seed", 1, "random seed")
	options := fs.String("options", "", "the game's options, e.g. \"size=19\" (tabla match --options then plays the file)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	info, ok := position.Lookup(*game)
	if !ok {
		fmt.Fprintln(stderr, "openings:", position.NotAGame(*game))
		return 2
	}
	g, _, err := position.NewGame(info.ID, strings.Fields(*options)...)
	if err != nil {
		fmt.Fprintln(stderr, "openings:", err)
		return 2
	}
	rng := rand.New(rand.NewPCG(*seed, 0x0be1))
	eng := search.New(search.Options{Threads: 1, HashMB: 16})
	seen := map[uint64]bool{}
	var cands []candidate
	for try := 0; try < *n**tries*20 && len(cands) < *n**tries; try++ {
		line := randomLine(g, rng, *plies)
		h := g.Hash()
		over, _ := g.Outcome()
		if line != nil && !over && !seen[h] {
			seen[h] = true
			eng.Clear()
			res := eng.Search(g, search.Limits{Nodes: *nodes}, nil)
			cands = append(cands, candidate{moves: line, score: res.Score})
		}
		for range line {
			g.Unmake()
		}
	}
	if len(cands) == 0 {
		fmt.Fprintf(stderr, "openings: %s: no opening found\n", info.ID)
		return 1
	}
	order := make([]int, len(cands))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		sa, sb := cands[a].score, cands[b].score
		return cmp.Or(cmp.Compare(boolInt(sa.IsMate()), boolInt(sb.IsMate())), cmp.Compare(absScore(sa), absScore(sb)))
	})
	kept := order[:min(*n, len(order))]
	slices.Sort(kept)
	fmt.Fprintf(stdout, "# %s openings for tabla match, made by the engine itself:\n", info.Name)
	optionsFlag, optionsText := "", "default options"
	if *options != "" {
		optionsFlag, optionsText = fmt.Sprintf(" -options %q", *options), "options "+*options
	}
	fmt.Fprintf(stdout, "#   go run ./testdata/strength openings -game %s%s -n %d -plies %d -tries %d -nodes %d -seed %d\n",
		info.ID, optionsFlag, *n, *plies, *tries, *nodes, *seed)
	fmt.Fprintf(stdout, "# %d random %d-ply lines from the start (%s), the %d most balanced\n",
		len(cands), *plies, optionsText, len(kept))
	fmt.Fprintf(stdout, "# by a %d-node search (smallest absolute score) kept, in the order drawn.\n", *nodes)
	for _, i := range kept {
		fmt.Fprintf(stdout, "startpos moves %s\n", strings.Join(cands[i].moves, " "))
	}
	return 0
}

// randomLine plays up to plies uniformly random moves on g and returns
// them in the game's notation; g is left after them. It returns nil, with
// g as it was, when the game ends on the way.
func randomLine(g position.Playable, rng *rand.Rand, plies int) []string {
	var line []string
	for range plies {
		if over, _ := g.Outcome(); over {
			for range line {
				g.Unmake()
			}
			return nil
		}
		moves := g.GenMoves(nil)
		m := moves[rng.IntN(len(moves))]
		line = append(line, g.FormatMove(m))
		g.Make(m)
	}
	return line
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func absScore(s search.Score) search.Score {
	return max(s, -s)
}
