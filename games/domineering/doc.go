// Package domineering implements Domineering (Dominório), with the rules
// stated below. The game registers itself as "domineering";
// p1 is Vertical and p2 is Horizontal.
//
// # Rules
//
// Two players take turns placing a domino on two orthogonally adjacent
// empty cells of an 8×8 board, files a-h from the left and ranks 1-8 from
// the bottom. Vertical's dominoes cover two cells of one file, (f, r) and
// (f, r+1); Horizontal's cover two cells of one rank, (f, r) and (f+1, r).
// Vertical moves first. Dominoes never move; there is no pass. The player
// to move who cannot place a domino loses, so a finished game is a loss
// (-1) for the side to move; there are no draws, and a game has at most 32
// moves.
//
// # Options
//
// The rules have none: their game is the defaults. The options serve the
// small boards whose solved values test the engine, and the analysis of
// positions where either player starts.
//
//	rows   int 1..8, default 8: the number of ranks
//	cols   int 1..8, default 8: the number of files
//	first  vertical (default) | horizontal: the side to move at the start
//
// # Notation
//
// A move is its anchor cell: the lower cell of a vertical domino, the left
// cell of a horizontal one. "d4" is the domino on d4 and d5 when Vertical
// is to move, and on d4 and e4 when Horizontal is. Input is
// case-insensitive and output lowercase; "pass" and "0000" are rejected,
// as there is no pass.
//
// # Position string
//
//	<board> <side>
//
// The board lists the ranks from the top down, separated by "/", each from
// file a: V is a cell covered by a vertical domino, H one covered by a
// horizontal domino, and a number is a run of empty cells. The side to
// move is v or h. The 8×8 start is "8/8/8/8/8/8/8/8 v".
//
// # Decisions where the rules leave a choice
//
//   - Options. The rules have none; rows, cols and first are added for
//     small boards and for positions where Horizontal starts, with the
//     rules' game as the defaults. Sides keep their names and numbers
//     whoever starts: p1 is always Vertical.
//   - SetPosition needs a board of the size the options set. It accepts
//     only boards that dominoes can cover as labelled: every vertical run
//     of V cells and every horizontal run of H cells has an even length.
//     It does not compare the numbers of V and H dominoes with the side to
//     move, so that either player may move first in any position, as in
//     the study of Domineering positions; the numbers are irrelevant to
//     play.
//   - The Zobrist hash covers the covered cells, the side to move and the
//     board's size, not which player covered a cell, which never matters
//     for play.
//   - GenMoves lists the moves by anchor, a1, b1, ... along the ranks.
//   - A Move packs the anchor (0..63, a1 = 0, b1 = 1, a2 = 8) and, in bit
//     6, the side that makes it, so that State can name the moves played
//     without a position and search's history tables keep the sides apart.
//
// # Evaluation and exact play
//
// Evaluate estimates by how many moves the side to move will outlast the
// opponent, in centi-moves. Each player can make at most its ceiling of
// moves, the most disjoint dominoes of its own that fit in the empty
// cells, and is sure of its floor, counted from the moves its opponent can
// never take away: safe moves (two cells no domino of the opponent can
// reach), protective areas (empty 2×2 blocks closed on the sides, where a
// domino leaves the other column safe) and vulnerable moves, of which the
// opponent spoils one or two per turn. Counting also the moves that its
// own moves take from the opponent's ceiling (both rows of an area, a
// domino of the opponent for each cell of a vulnerable move that breaks
// the run of free cells along its rank), a player that is sure to make
// more moves than the opponent can make wins: such positions are decided
// without search (bounds.go). Otherwise the score weighs the
// differences of the ceilings, the floors and the mobility (moves playable
// now), and adds a bonus for having the move, with weights fitted to
// solved positions (eval.go).
//
// The game implements position.Solver. Solvable is true for positions of
// at most 30 empty cells and wherever three or more plies of search
// remain, so a search of a big board runs three quick heuristic iterations
// (one to three plies), which give it a good move at once, and from the
// fourth on solves every position below its root exactly instead of
// searching it to a horizon. The solver (solve.go) is a win/loss search
// that settles positions by that move counting, keeps the positions it
// proves in a table shared by all threads and by later searches (keyed by
// the empty cells seen by the side to move, so that mirror images and, on
// square boards, transposes with the other side to move share an entry),
// looks at every child of a big position before searching any (enhanced
// transposition cutoffs), orders moves by the safe moves and mobility they
// leave, and
// with several threads lets each thread put off the children another
// thread is searching. The table takes up to 64 MiB, allocated at the
// first Solve.
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): with tabla match at 200 ms a move, one thread each, 5 two-ply
// random openings played from both sides, on a loaded 2-core machine
// (load 8-14), Monte Carlo tree search (UCT+RAVE, uniform random
// playouts) scored 4-6-0 (wins-losses-draws, 4/10) (Elo -70.4 ± 269.5) against
// alpha-beta.
package domineering
