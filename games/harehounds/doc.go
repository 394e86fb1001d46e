// Package harehounds implements Hare and Hounds on the 11-point board (the
// French military game), with the rules stated below. The game registers
// itself as "hare-hounds"; p1 is the hounds, p2 the hare.
//
// # Rules
//
// The board is the 11 points 0 to 10 of the seed, joined by 22 lines
// (pointgraph.HareHounds): a 3×3 square of points 1 to 9 with diagonals
// crossing only at the centre 5, and a triangle at each end (0 joined to
// 1, 2, 3 and 10 to 7, 8, 9). Three hounds start on 0, 1 and 3, the hare
// on 10, and the hounds move first.
//
// A move takes one piece one step along a line to an empty point; there
// are no captures, jumps or passes. The hare steps in any direction. A
// hound steps only vertically (within its column) or forward (to a column
// further right), never backward. The stall counter v counts the hounds'
// consecutive vertical moves: a vertical hound move adds one, a forward
// one resets it to 0, and hare moves leave it alone.
//
// After every move the end is checked in this order (a decision of these rules):
// the hare wins if it stands strictly left of every hound (it has escaped;
// a hound move can cause this too); the hare wins if v has reached
// stall_limit (so a stalling move that traps the hare still loses); then
// the side to move loses if it has no legal move (a cornered hare, or
// hounds that cannot move, a decision for a
// case the seed does not cover). There are no draws, and no repetition rule
// is needed: each hound move raises the hounds' column sum or v, so every
// game ends.
//
// # Options
//
//	first        hounds (default) | hare: the side that moves first
//	hare_start   10 (default) | 5: the hare's start point
//	stall_limit  int 1..99, default 10: consecutive vertical hound
//	             moves after which the hare wins
//
// # Notation
//
// A move is "from-to" with the seed's point numbers: "1-4" for a hound,
// "10-8" for the hare.
//
// # Position string
//
//	<points> <side> <v>
//
// points lists points 0 to 10 in order, D for a hound, H for the hare, a
// decimal number for a run of empty points; side is d (hounds) or h (hare);
// v is the stall counter. The start is "DD1D6H d 0" ("DD1D1H5 d 0" with the
// hare on 5). A position string must hold exactly three hounds and one
// hare, and v at most stall_limit (v equal to the limit is a finished game:
// the hare has won by stalling). The options are not in the string:
// SetPosition keeps the game's.
//
// # Decisions where the rules leave a choice
//
// The hounds stay p1 when first=hare makes the hare start, so that p1 and
// p2 always name the same pieces. The board drawing of Board is the seed's
// diagram with D, H and dots. Layout is pointgraph's drawing of the 11
// points and their 22 lines. State has no scores: the stall counter is in
// the position string.
//
// # Search
//
// The evaluation (hounds' side) counts the hare's free neighbours, the
// columns between the hounds' rear and the hare, and the square of the
// stall counter. The move ordering hints try first the hound moves that
// leave the hare fewest free points, and the hare moves towards the left.
// The search solves the start exactly: the hounds win, in 12 of their own
// moves (23 plies), as the naive solver of the tests confirms.
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): with tabla match at 200 ms a move, one thread each, 5 two-ply
// random openings played from both sides, on a loaded 2-core machine
// (load 8-14), Monte Carlo tree search (UCT+RAVE, uniform random
// playouts) scored 0-10-0 (wins-losses-draws, 0/10) against
// alpha-beta.
package harehounds
