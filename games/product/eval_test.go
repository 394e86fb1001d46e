package product

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestEvaluateValues checks Evaluate on positions worked out by hand.
func TestEvaluateValues(t *testing.T) {
	tests := []struct {
		name  string
		moves []string
		want  int
	}{
		// Black {d4 e5}: 2 stones, 7 liberties: 11 half-stones, times 2
		// for a group it can still start. White {e6}: 1 stone, 5
		// liberties: 7, times 2. (22 − 14)/4 points.
		{"one group each", []string{"Be5", "Bd4/We6"}, 200},
		// a1 and a3 share the liberty a2: one cluster of 2 stones with
		// 6 liberties (10), times 2. White i9: 1 stone, 3 liberties (5),
		// times 2. (20 − 10)/4 points.
		{"groups sharing a liberty", []string{"Ba1", "Ba3/Wi9"}, 250},
		// a1 (3 liberties: 5) and a4 (4 liberties: 6) share none:
		// 30 − 10, over 4.
		{"groups kept apart", []string{"Ba1", "Ba4/Wi9"}, 500},
		// The empty board, and one stone whichever colour it is: a
		// colour with no stones can still start two groups (2 × 2).
		{"empty board", nil, 0},
		{"one black stone, white to move", []string{"Be5"}, 100 * (4 - 16) / 4},
		{"one white stone, white to move", []string{"We5"}, 100 * (16 - 4) / 4},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := setup(t, "", tc.moves...)
			if got := g.Evaluate(); got != tc.want {
				t.Errorf("Evaluate() = %d, want %d at %s", got, tc.want, g.Position())
			}
		})
	}
}

// transform maps cell i by the board symmetry k (0..11: six rotations
// about e5, each optionally reflected), working in coordinates centred on
// e5 where a 60° turn maps (x, y) to (x−y, x).
func transform(i, k int) int {
	x, y := int(geo.file[i])-(sideLen-1), int(geo.rank[i])-(sideLen-1)
	if k >= 6 {
		x, y = y, x
	}
	for range k % 6 {
		x, y = x-y, x
	}
	return cellOf(x+sideLen-1, y+sideLen-1)
}

func transformSet(s uint64, k int) uint64 {
	var out uint64
	for ; s != 0; s &= s - 1 {
		out |= 1 << uint(transform(bits.TrailingZeros64(s), k))
	}
	return out
}

// TestEvaluateSymmetry checks that the evaluation and the scores do not
// change under the twelve symmetries of the board, nor when the colours
// swap together with the side to move.
func TestEvaluateSymmetry(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 6))
	for game := range 6 {
		g := newGame(t)
		for {
			moves := g.GenMoves(nil)
			if len(moves) == 0 {
				break
			}
			g.Make(moves[rng.IntN(len(moves))])
			over, _ := g.Outcome()
			for k := range 12 {
				for swap := range 2 {
					h := &Game{side: g.side ^ colour(swap)}
					for c := black; c <= white; c++ {
						h.stones[c^colour(swap)] = transformSet(g.stones[c], k)
					}
					if over {
						_, a := g.Outcome()
						_, b := h.Outcome()
						if a != b {
							t.Fatalf("game %d symmetry %d swap %d: outcome %d, %d at %s", game, k, swap, a, b, g.Position())
						}
						continue
					}
					if a, b := g.Evaluate(), h.Evaluate(); a != b {
						t.Fatalf("game %d symmetry %d swap %d: Evaluate %d, %d at %s and %s", game, k, swap, a, b, g.Position(), h.Position())
					}
				}
			}
		}
	}
	// The transforms are twelve distinct permutations of the cells that
	// keep the neighbours.
	seen := map[[numCells]int]bool{}
	for k := range 12 {
		var perm [numCells]int
		for i := range numCells {
			perm[i] = transform(i, k)
			if transformSet(geo.adj[i], k) != geo.adj[perm[i]] {
				t.Fatalf("symmetry %d does not keep the neighbours of %s", k, geo.names[i])
			}
		}
		seen[perm] = true
	}
	if len(seen) != 12 {
		t.Errorf("%d distinct symmetries, want 12", len(seen))
	}
}

// clustersByHand is an independent reckoning of clustersOf: the groups
// found on coordinates, joined while two clusters share a liberty, each
// valued 2·stones + liberties.
func clustersByHand(g *Game, c colour) []int {
	empty := g.empty()
	type cluster struct{ stones, libs uint64 }
	var cs []cluster
	for _, grp := range floodGroups(g, c) {
		var k cluster
		for _, i := range grp {
			k.stones |= 1 << uint(i)
		}
		for q := 0; q < span; q++ {
			for r := 0; r < span; r++ {
				if !exists(q, r) || empty>>uint(cellOf(q, r))&1 == 0 {
					continue
				}
				for _, i := range grp {
					dq, dr := q-int(geo.file[i]), r-int(geo.rank[i])
					if dq*dq <= 1 && dr*dr <= 1 && dq*dr >= 0 && dq|dr != 0 {
						k.libs |= 1 << uint(cellOf(q, r))
					}
				}
			}
		}
		cs = append(cs, k)
	}
	for joined := true; joined; {
		joined = false
		for a := 0; a < len(cs) && !joined; a++ {
			for b := a + 1; b < len(cs) && !joined; b++ {
				if cs[a].libs&cs[b].libs != 0 {
					cs[a].stones |= cs[b].stones
					cs[a].libs |= cs[b].libs
					cs = slices.Delete(cs, b, b+1)
					joined = true
				}
			}
		}
	}
	var pots []int
	for _, k := range cs {
		pots = append(pots, 2*bits.OnesCount64(k.stones)+bits.OnesCount64(k.libs))
	}
	slices.Sort(pots)
	slices.Reverse(pots)
	return pots
}

// TestClustersByHand compares clustersOf with clustersByHand, and the
// new-group rule, over random games.
func TestClustersByHand(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	for range 20 {
		g := newGame(t)
		for {
			for c := black; c <= white; c++ {
				pots := clustersByHand(g, c)
				// The colour can start a group on an empty cell next to
				// none of its stones.
				canStart := false
				for i := range numCells {
					canStart = canStart || g.empty()>>uint(i)&1 != 0 && geo.adj[i]&g.stones[c] == 0
				}
				for canStart && len(pots) < 2 {
					pots = append(pots, newGroupPot)
				}
				pots = append(pots, 0, 0)
				got := clustersOf(g.stones[c], g.empty())
				if got.top1 != pots[0] || got.top2 != pots[1] {
					t.Fatalf("%s clusters %+v, by hand %v at %s", c, got, pots, g.Position())
				}
			}
			moves := g.GenMoves(nil)
			if len(moves) == 0 {
				break
			}
			g.Make(moves[rng.IntN(len(moves))])
		}
	}
}

// TestEvaluateTendsToMargin checks that on full boards the evaluation's
// formula gives the margin whenever the products differ, that Evaluate
// stays in range during play, and that EvalTerms add up to Evaluate.
func TestEvaluateTendsToMargin(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	for range 30 {
		g := newGame(t)
		for {
			if over, margin := g.Outcome(); over {
				me, op := clustersOf(g.stones[g.side], 0), clustersOf(g.stones[g.side^1], 0)
				if p := g.products(); p[0] != p[1] && potentialScore(me, op) != margin {
					t.Errorf("full board %s: formula %d, margin %d", g.Position(), potentialScore(me, op), margin)
				}
				break
			}
			e := g.Evaluate()
			if e <= -maxEval-1 || e >= maxEval+1 {
				t.Fatalf("Evaluate() = %d at %s", e, g.Position())
			}
			terms := g.EvalTerms()
			p := g.products()
			if len(terms) != 2 || terms[0].Score != 100*(p[g.side]-p[g.side^1]) || terms[0].Score+terms[1].Score != e {
				t.Fatalf("EvalTerms %v, Evaluate %d, products %v at %s", terms, e, p, g.Position())
			}
			moves := g.GenMoves(nil)
			g.Make(moves[rng.IntN(len(moves))])
		}
	}
}
