package domineering

import "math/bits"

// Move counting. Work in one player's frame F (its free cells; the player
// places vertical dominoes, the opponent horizontal ones). The player can
// make at most packV(F) more moves, its ceiling: no more disjoint vertical
// dominoes fit. Its reserve guarantees it a number of moves, its floor,
// whatever the opponent does, and bounds from below the number of moves
// it will make less the number the opponent will make: the player outlasts
// the opponent when that bound is positive (see decide).

// A reserve is what a player is sure of in its frame:
//   - safe moves: disjoint vertical pairs of cells that no domino of the
//     opponent can reach. They stay playable whatever happens.
//   - protective areas: disjoint free 2×2 blocks whose cells have no free
//     cell beside them outside the block. The opponent's dominoes enter a
//     block only inside it, one row at a time. A player who places a
//     domino in one column of a block makes the other column a safe move:
//     two moves for one turn, unless the opponent spends a move in the
//     block first.
//   - vulnerable moves: disjoint vertical pairs among the other free
//     cells. Counted in files of one parity, one domino of the opponent,
//     which covers two adjacent files, spoils at most one of them; counted
//     in all files (spread), at most two.
//
// No domino of the opponent touches two of the areas, or an area and a
// vulnerable move. The player takes the areas first, then the vulnerable
// moves, then the safe ones, while the opponent at best spoils one item
// per turn (one or two vulnerable moves), the items of most worth first.
type reserve struct {
	safe, protective int
	// cum[p] holds, for the vulnerable moves in files of parity p, the
	// number of areas, then of areas and vulnerable moves with two
	// credited cells, then with one more, then all (see edge).
	cum [2][4]int32
	// rest is the set of free cells outside the safe moves and areas,
	// where spread counts vulnerable moves in all files.
	rest uint64
}

// reserveOf finds the reserve of the player whose free cells are F.
func reserveOf(F uint64) reserve {
	oppReach := hAnchors(F) // the opponent's dominoes, by their left cells
	dead := F &^ (oppReach | oppReach<<1)
	var r reserve
	r.safe = packV(dead)

	notFree := ^F
	left := notFree<<1 | fileA  // the cell to the left is not free
	right := notFree>>2 | fileG // the cell two to the right is not free
	left &= left >> 8
	right &= right >> 8
	blocks := F & (F >> 1) & (F >> 8) & (F >> 9) &^ fileH & left & right
	blocks = evenCells(blocks) // vertically disjoint
	r.protective = bits.OnesCount64(blocks)

	r.rest = F &^ dead &^ (blocks | blocks<<1 | blocks<<8 | blocks<<9)
	crit := critical(F)
	for p, files := range [2]uint64{evenFiles, oddFiles} {
		x := r.rest & files
		lower := evenCells(x) & (x >> 8) // the pairs, by their lower cells
		cr := credited(F, lower|lower<<8, crit)
		both := lower & cr & (cr >> 8)
		some := lower & (cr | cr>>8)
		p0 := int32(r.protective)
		r.cum[p] = [4]int32{
			p0,
			p0 + int32(bits.OnesCount64(both)),
			p0 + int32(bits.OnesCount64(some)),
			p0 + int32(bits.OnesCount64(lower)),
		}
	}
	return r
}

// edge is a lower bound on the number of moves the player will make, less
// the number the opponent will make, plus the opponent's ceiling: the
// player wins, moving first, if its edge exceeds the opponent's ceiling,
// and the opponent loses, moving first, if the edge of the player (moving
// second) reaches the opponent's ceiling.
//
// It counts what the player's moves take from the opponent's ceiling, by
// a potential: the opponent's moves made plus its ceiling now. A move of
// the opponent never raises it: the move costs the ceiling one move or
// more (two when it breaks a run of free cells in its rank badly). A move
// of the player in a protective area lowers it by two, both rows of the
// block, and a vulnerable move by one for each of its cells that is
// credited (see credited). So taking an area is worth four to the
// difference, and a vulnerable move one plus its credited cells, and by
// turns the player takes, and the opponent spoils, the item of the
// greatest worth.
//
// With the items sorted by worth (4, 3, 2, 1) and cum their cumulative
// counts by worth, the worth the player gets is the sum over the four
// prefixes of the number of its items in the prefix: (k+1)/2 of the first
// k items when it moves first, k/2 when it moves second.
func (r *reserve) edge(first bool) int {
	var f int32
	if first {
		f = 1
	}
	best := int32(0)
	for p := range r.cum {
		c := &r.cum[p]
		best = max(best, (c[0]+f)>>1+(c[1]+f)>>1+(c[2]+f)>>1+(c[3]+f)>>1)
	}
	return r.safe + int(best)
}

// floor is the number of moves the player is sure of, when it moves next
// (first) or the opponent does.
func (r *reserve) floor(first bool) int {
	p := r.protective
	v := int(max(r.cum[0][3], r.cum[1][3])) - p
	spread := packV(r.rest)
	got := 2 * r.taken(first)
	// The player starts on the vulnerable moves if it started on the
	// areas and their number is even, or did not and it is odd.
	if first == (p%2 == 0) {
		got += max((v+1)/2, (spread+2)/3)
	} else {
		got += max(v/2, spread/3)
	}
	return r.safe + got
}

// taken is the number of areas the player is sure to take: it takes the
// first one if it moves first, and every other one.
func (r *reserve) taken(first bool) int {
	if first {
		return (r.protective + 1) / 2
	}
	return r.protective / 2
}

// lead is a lower bound on the same difference as edge: the floor, plus
// two for each area the player is sure to take, which takes both rows of
// its block, two moves, from the opponent's ceiling. Unlike edge, it counts
// vulnerable moves in all files too.
func (r *reserve) lead(first bool) int { return r.floor(first) + 2*r.taken(first) }

// decide settles a position by counting moves, or reports ok false. F and
// G are the free cells in the frames of the side to move and of its
// opponent, and opp the anchors of the opponent's moves (vAnchors(G)).
//
// The side to move, moving first, wins if its edge or lead exceeds the
// opponent's ceiling. It loses if the opponent's, moving second, reaches
// its own ceiling. A player who moves first must make one move more than
// the other to win, which the strict and the loose inequality say.
func decide(F, G, opp uint64) (win, ok bool) {
	if opp == 0 {
		return true, true // any move wins: the opponent is stuck
	}
	myMax, oppMax := packV(F), packV(G)
	// A cheap filter: neither bound exceeds three times the player's own
	// ceiling (an item of worth w holds at least w/3 of its moves).
	if 3*myMax > oppMax {
		if r := reserveOf(F); r.edge(true) > oppMax || r.lead(true) > oppMax {
			return true, true
		}
	}
	if 3*oppMax >= myMax {
		if r := reserveOf(G); r.edge(false) >= myMax || r.lead(false) >= myMax {
			return false, true
		}
	}
	return false, false
}

// critical returns the cells of F whose taking lowers the count of
// dominoes of the run of free cells along the rank that holds them (half
// its length rounded down): every cell of a run of even length, the cells
// at odd distances from the ends of a run of odd length.
func critical(F uint64) uint64 {
	even := evenH(F)
	end := F &^ shrH(F, 1)       // the right ends of the runs
	odd := fillLeft(end&even, F) // the cells of runs of odd length
	return (F &^ odd) | (odd &^ even)
}

// credited returns the cells of S, the cells of the player's chosen
// vulnerable moves, that count against the opponent's ceiling: the cells
// that are critical (crit) in their run of free cells along the rank,
// where the opponent's dominoes lie, and are the only cell of S there.
//
// While the cell is free, a move of the opponent in its run either covers
// it, and so spoils the vulnerable move, or costs the ceiling one move and
// leaves the cell critical in what is left of the run, or costs it two,
// which makes up for the cell. No other move of the player touches the
// run. So when the player takes the vulnerable move, the cell's run has
// given the opponent's potential one move less, once for the cell alone.
func credited(F, S, crit uint64) uint64 {
	dupLeft := S & shlH(fillRight(S, F), 1)
	dupRight := S & shrH(fillLeft(S, F), 1)
	return S &^ dupLeft &^ dupRight & crit
}

// lowFiles[k] and highFiles[k] are the k files at the left and the right
// edge.
var lowFiles, highFiles = func() (lo, hi [8]uint64) {
	for k := range lo {
		lo[k] = fileA * (1<<k - 1)
		hi[k] = fileA * ((1<<k - 1) << (8 - k))
	}
	return
}()

func shlH(x uint64, k uint) uint64 { return (x << k) &^ lowFiles[k] }
func shrH(x uint64, k uint) uint64 { return (x >> k) &^ highFiles[k] }

// fillRight returns the cells of F at or to the right of a cell of x in
// the same run of F (x a subset of F).
func fillRight(x, F uint64) uint64 {
	g := F
	x |= g & shlH(x, 1)
	g &= shlH(g, 1)
	x |= g & shlH(x, 2)
	g &= shlH(g, 2)
	x |= g & shlH(x, 4)
	return x
}

func fillLeft(x, F uint64) uint64 {
	g := F
	x |= g & shrH(x, 1)
	g &= shrH(g, 1)
	x |= g & shrH(x, 2)
	g &= shrH(g, 2)
	x |= g & shrH(x, 4)
	return x
}

// evenH returns the cells of F at an even distance from the left end of
// their run.
func evenH(F uint64) uint64 {
	start := F &^ shlH(F, 1)
	g2 := F & shlH(F, 1) // this cell and the one to the left are free
	x := start
	x |= g2 & shlH(x, 2)
	g4 := g2 & shlH(g2, 2)
	x |= g4 & shlH(x, 4)
	return x
}
