package protocol

import (
	"fmt"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// BenchNodes is the node budget of each alpha-beta search in the bench
// set, and BenchPlayouts that of each Monte Carlo tree search.
const (
	BenchNodes    = 200_000
	BenchPlayouts = 2_000
)

// benchPlies are the plies played from each start position (always the
// first legal move in generation order) to reach the bench positions.
var benchPlies = [...]int{0, 6, 14}

// BenchResult is the outcome of Bench.
type BenchResult struct {
	Nodes uint64
	Time  time.Duration
}

// Bench searches a fixed set of positions of every registered game with
// default options, BenchNodes nodes each (BenchPlayouts under MCTS), with
// the searcher that the Search option value searcher picks for the game
// (see ParseSearcher; "" is alphabeta), and totals the nodes and the
// searches' own time (clearing the hash table between searches is not
// counted: on fast games it would weigh as much as the search).
// With one thread the node total is the same on every run and every
// machine: a signature of the search and the games. progress gets one line
// per game.
func Bench(threads, hashMB int, searcher string, progress func(string)) BenchResult {
	opts := search.DefaultOptions()
	opts.Threads, opts.HashMB = threads, hashMB
	if searcher == "" {
		searcher = search.AlphaBeta.String()
	}
	eng := search.New(opts)
	var total BenchResult
	for _, info := range position.Games() {
		if k := ResolveSearcher(searcher, info); k != opts.Search {
			opts.Search = k
			eng.SetOptions(opts)
		}
		limit := search.Limits{Nodes: BenchNodes}
		if opts.Search == search.MCTS {
			limit.Nodes = BenchPlayouts
		}
		o, _ := info.ParseOptions(nil)
		var nodes uint64
		var el time.Duration
		for _, plies := range benchPlies {
			g, err := info.New(o)
			if err != nil {
				continue
			}
			if !advance(g, plies) {
				continue
			}
			eng.Clear()
			eng.Start(g, limit, nil)
			res := eng.Wait()
			nodes += res.Nodes
			el += res.Time
		}
		if progress != nil {
			progress(fmt.Sprintf("bench %s nodes %d time %d nps %d", info.ID, nodes, el.Milliseconds(), nps(nodes, el)))
		}
		total.Nodes += nodes
		total.Time += el
	}
	return total
}

// advance plays n plies of first legal moves; it reports false if the game
// ends first.
func advance(g position.Game, n int) bool {
	for ; n > 0; n-- {
		moves := g.GenMoves(nil)
		if len(moves) == 0 {
			return false
		}
		g.Make(moves[0])
	}
	over, _ := g.Outcome()
	return !over
}
