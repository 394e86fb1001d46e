// Package nex implements Nex, João Pedro Neto's Hex with neutral stones
// (2004), with the rules and decisions stated below. The game registers
// itself as "nex"; p1 is Blue, who moves first, and p2 is Pink. It has no
// options.
//
// # Rules
//
// The board is the 11×11 Hex rhombus: columns a-k, rows 1-11, and cell
// (c, r) touches (c±1, r), (c, r±1), (c+1, r−1) and (c−1, r+1). Drawn as
// the rules' diamond, a1 is the West corner, k1 South, a11 North and k11
// East. Blue joins the SW edge (row 1) to the NE edge (row 11); Pink joins
// the NW edge (column a) to the SE edge (column k). A corner cell lies on
// one edge of each colour.
//
// The board starts empty. A move is one of:
//   - a drop: a stone of the mover's colour and a neutral stone on two
//     different empty cells;
//   - a conversion: two different neutral stones become the mover's, and
//     one stone that was the mover's before the move becomes neutral;
//   - swap, legal only as Pink's first move: the players exchange colours
//     and the board stays as it is. In colour terms it is a null move by
//     Pink, after which Pink is to move again.
//
// There is no pass. Neutral stones count for nobody. The seed's supplies
// of 60 stones per colour are not counted: no legal game can use more.
// The mover wins at
// once when its stones join its two edges; a move never completes the
// opponent's chain, so a finished game is a loss for the side to move. A
// side with no legal move is drawn: that happens only after the 119th
// non-swap move, with one empty cell and one neutral left.
//
// # Notation
//
// Cells are named column letter and row number ("f6", "k11"; the seed's
// "a-11" is "a11"). A drop is "own/neutral" ("f6/g7"); a conversion is
// "n1,n2/own" ("b2,f11/a5"), with the neutral of the lower row first and,
// on one row, that of the lower column; and "swap". Input is
// case-insensitive and takes the two neutrals in either order; output is
// canonical and lower case. "pass" and "0000" are rejected.
//
// # Position string
//
//	<board> <side> <swapUsed>
//
// The board lists rows 11 down to 1 separated by '/', each from column a,
// with B, P and N for blue, pink and neutral stones and decimal runs for
// empty cells; side is b or p, the colour to move; swapUsed is 1 once swap
// was played or can no longer be played, else 0. The start is
//
//	11/11/11/11/11/11/11/11/11/11/11 b 0
//
// # Decisions where the rules leave a choice
//
//   - Colours, not persons. ToMove, Outcome, the position string and the
//     protocol's results (p1win is Blue's win) all speak of colours; after
//     a swap the person who moved first plays Pink, which a user interface
//     has to remember, as the rules say.
//   - The seed's triple-threat example (Blue b1-b10, c11 and e5, Pink
//     h1-h10 and j5, neutrals a11, b11 and c10; Pink to move, and every
//     Pink move loses) writes Blue's winning answer c10,j5/e5;
//     canonically it is j5,c10/e5 (row 5 before row 10). Both parse.
//   - SetPosition accepts exactly the counts that play can reach, and
//     rejects any other string with a message that says why: an odd number
//     of empty cells, since every drop fills two; as many blue stones as
//     pink ones with Blue to move and one more with Pink to move, since
//     every move but swap adds one stone of the mover's colour; at least
//     one neutral once anything was played, and no more neutrals than
//     stones; swapUsed 0 on the empty board, 1 everywhere after Pink's first
//     move, and either right after Blue's first drop (1: Pink swapped);
//     and a side to move
//     whose stones do not already join its edges (the winner is always the
//     last mover). A position whose last mover has joined its edges is
//     accepted as a finished game. The letters must be upper case. Whether
//     some earlier move would have ended the game is not checked.
//   - The hash covers the stones, the side to move and the swapUsed flag,
//     which tells the positions just before and after a swap apart.
//   - Perft counts a whole turn as one ply, and a game won before the last
//     ply as no leaf (as Hex does); a drawn game has no moves and so no
//     leaves below it.
//   - GenMoves lists swap, then the conversions, then the drops. The
//     opening has 14,520 moves, more than position.MaxMoves (4,096), and
//     search takes the moves of so large a node in generation order
//     (after the TT move); conversions, which add two stones at once, are
//     the likelier to matter, so they come first.
//   - Board and Layout draw row 11 at the top, each row half a cell left
//     of the one above, so that a1 and k11 are the acute corners as on
//     the rules' diamond (turned 30°, which hexagons drawn with flat sides
//     left and right cannot be). Winner and WinningChain tell a user
//     interface who won and which chain to highlight.
//
// # Implementation
//
// Stones are kept in three position.Bits128 sets (blue, pink, neutral)
// plus a cell array. Win detection is incremental: an undoable union-find
// over the cells, by size and without path compression, keeps one set per
// group of stones with, at its root, which of the colour's edges the group
// touches. Every change to a node is logged, so that Unmake restores the
// nodes in reverse order. A drop joins the new stone to its neighbours, and
// the mover has won if the new stone's group touches both edges. A
// conversion must also remove a stone from its group, which a union-find
// cannot do: the stone's group is rebuilt from the bitboard (the pieces
// hanging on its neighbours, found by flood fill, each become a star under
// one root), logged like any union; then the two converted stones are
// joined like drops. Only a group that contains a new stone can be the
// winning one.
//
// Evaluate is a two-distance evaluation in the manner of Queenbee (van
// Rijswijck), with Nex's costs counted in half cells: an empty cell costs
// 2 (a drop makes one own stone a turn), a neutral one 3 (a conversion
// makes two a turn but gives one back, and the opponent can convert a
// path's neutrals first; 3 measured better than 1 or 2), an own stone
// nothing, and the opponent's stones block. A cell's two-distance from an
// edge is its cost there, or its cost plus the second smallest
// two-distance among its neighbours (the opponent blocks the best one);
// groups are contracted (a group is at the
// second smallest two-distance of its liberties and counts as two
// neighbours of each), using the union-find's groups. The two distances
// of each colour are computed level by level on bitboards, both edges in
// step, until the potential is known: the least sum, over the cells, of
// the cell's two distances less its cost. The score is 50 per half cell
// of the potentials' difference, plus 4 for each cell that attains the
// side's potential (up to 16) minus the same for the opponent, plus a
// tempo of 50 for the side to move; a colour without a two-distance path
// counts 484, so the score reaches its bound of 20,000. OrderHints ranks
// the moves by their cells' nearness to both colours' best paths, from
// distances computed to the end. Both keep the last position's result,
// keyed by its hash, since search often evaluates a node and then orders
// its moves.
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): measured with tabla match, 200 ms a move, one thread each, 10 two-ply
// random openings played from both sides, on a loaded 2-core machine,
// Monte Carlo tree search (UCT+RAVE, uniform random playouts) scored 2-18
// (Elo -382, 95% upper bound -208) against alpha-beta.
//
// Its search profile (position.SearchProfile) turns on late-move pruning
// at depths 1 and 2 (3+depth² moves kept, the TT move first, past them
// only the killers), and nothing else. A turn has up to about 14,500
// moves, so the search reaches depth 1 and part of depth 2 at 100 ms;
// past position.MaxMoves moves a node is not ordered, and the moves kept
// are the first generated (swap, conversions, then drops). Against the
// search without a profile, 100 ms a move, one thread each, from
// testdata/openings on a loaded 2-core machine: 26-14 in 40 games (9 time
// forfeits, 5 of them the old engine's, while the machine was busiest),
// then 35-25 in 60 (+59 ± 91 Elo). With the single distance evaluation
// time did not pay (100 ms against 25 ms: 19-21 and 22-18 in 40 games):
// most moves of a node tied. The two-distance evaluation, about four
// times slower (2.3 µs against 0.57 µs a position), scored 36-4 against
// it at 100 ms a move, and 61-19 in 80 games (33-7, then 28-12) at
// 100 ms against itself at 25 ms. Measured and not kept: 10 per way
// instead of 4 (21-19) and a colour without a two-distance path at 60
// half cells instead of 484 (20-20).
package nex
