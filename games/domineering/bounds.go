package domineering

import "math/bits"

// Move counting. Work in one player's frame F (its free cells; the player
// places vertical dominoes, the opponent horizontal ones). The player can
// make at most packV(F) more moves, its ceiling: no more disjoint vertical
// dominoes fit. And it is sure of a number of moves, its floor, that its
// reserve guarantees whatever the opponent does.

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
//     cells. Counted in files of one parity (vulnerable), one domino of
//     the opponent, which covers two adjacent files, spoils at most one of
//     them; counted in all files (spread), at most two.
//
// No domino of the opponent touches two of the areas, or an area and a
// vulnerable move. The player takes the protective areas first, then the
// vulnerable moves, then the safe ones; the opponent at best spoils one
// area per turn (an area first, as it is worth two), then one or two
// vulnerable moves; floor counts what the player gets.
type reserve struct {
	safe, protective, vulnerable, spread int
}

// reserveOf finds the reserve of the player whose free cells are F.
func reserveOf(F uint64) reserve {
	oppReach := hAnchors(F) // the opponent's dominoes, by their left cells
	dead := F &^ (oppReach | oppReach<<1)
	var r reserve
	r.safe = packV(dead)

	notFree := ^F
	left := notFree<<1 | fileA // the cell to the left is not free
	left &= left >> 8
	right := notFree>>2 | fileG // the cell two to the right is not free
	right &= right >> 8
	blocks := F & (F >> 1) & (F >> 8) & (F >> 9) &^ fileH & left & right
	blocks = evenCells(blocks) // vertically disjoint
	r.protective = bits.OnesCount64(blocks)

	rest := F &^ dead &^ (blocks | blocks<<1 | blocks<<8 | blocks<<9)
	r.vulnerable = max(packV(rest&evenFiles), packV(rest&oddFiles))
	r.spread = packV(rest)
	return r
}

// floor is the number of moves the player is sure of, when it moves next
// (first) or the opponent does.
func (r reserve) floor(first bool) int {
	p := r.protective
	got := 2 * (p / 2)
	if first && p%2 == 1 {
		got += 2 // it takes the first area, and every other
	}
	// The player starts on the vulnerable moves if it started on the
	// areas and their number is even, or did not and it is odd.
	if first == (p%2 == 0) {
		got += max((r.vulnerable+1)/2, (r.spread+2)/3)
	} else {
		got += max(r.vulnerable/2, r.spread/3)
	}
	return r.safe + got
}

// taken is the number of protective areas the player is sure to take:
// each one it takes removes both rows of the block, two moves, from the
// opponent's ceiling.
func (r reserve) taken(first bool) int {
	if first {
		return (r.protective + 1) / 2
	}
	return r.protective / 2
}

// decide settles a position by counting moves, or reports ok false. F and
// G are the free cells in the frames of the side to move and of its
// opponent, and opp the anchors of the opponent's moves (vAnchors(G)).
//
// The side to move, moving first, wins if its floor exceeds what the
// opponent can make at most: the opponent's ceiling, less two for every
// protective area the side to move is sure to take. It loses if the
// opponent's floor, moving second, reaches its own ceiling (less the
// opponent's areas). A player who moves first must make one move more
// than the other to win, which the strict and the loose inequality say.
func decide(F, G, opp uint64) (win, ok bool) {
	if opp == 0 {
		return true, true // any move wins: the opponent is stuck
	}
	myMax, oppMax := packV(F), packV(G)
	// Cheap filters: a floor never exceeds its own ceiling, and a player
	// takes at most half its ceiling's worth of areas.
	if myMax+myMax/2 > oppMax {
		if r := reserveOf(F); r.floor(true)+2*r.taken(true) > oppMax {
			return true, true
		}
	}
	if oppMax+oppMax/2 >= myMax {
		if r := reserveOf(G); r.floor(false)+2*r.taken(false) >= myMax {
			return false, true
		}
	}
	return false, false
}
