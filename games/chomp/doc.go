// Package chomp implements Hap!, a generalised Chomp (the seed's "Jocul
// Hap! (Chomp!)"), with the rules and decisions stated below. The game
// registers itself as "chomp"; p1 is Red, who moves first by default, and
// p2 is Blue.
//
// # Rules
//
// The board is a bar of n ranks and m files of cells, each chocolate,
// poisoned or eaten; at the start every cell is present and the listed
// cells are poisoned. A move eats one axis-aligned rectangle of cells,
// from a single cell up to the whole bar, such that every cell of it is
// chocolate (no poisoned cell and no cell already eaten), and the cells
// left (chocolate and poison together) form one piece under edge
// adjacency: cells touching only at a corner are not joined, and the
// empty set counts as one piece. The rectangle may lie inside the bar and
// leave a hole. There is no pass: a side with no legal move on its turn
// has lost, and the opponent, who made the last move, has won. There are
// no draws; every move eats a cell, so a game lasts at most n·m plies.
// Outcome reports a finished game as -1, a loss for the side to move.
//
// # Options
//
//   - rows: n, 1..26 (default 4).
//   - cols: m, 1..26 (default 5).
//   - poison: the poisoned cells as a comma-separated list of distinct
//     cells, e.g. "a4,d2" (the default), or "none" (also "-") for none.
//   - first: r or b, the side to move first (default r).
//
// # Notation
//
// Cells are named chess-style: file a.. from the left, rank 1.. from the
// bottom. A move is its cell when it eats one cell ("d3"), otherwise its
// lower-left and upper-right corners joined by '-' ("a2-c3", "e1-e4").
// ParseMove also accepts any two opposite corners in either order
// ("c3-a2", "a3-c2") and a one-cell rectangle written with two corners
// ("d3-d3"), and normalises them; input is case-insensitive, output is
// lower case. "pass" and "0000" are refused.
//
// # Position string
//
// "<board> <side>": the ranks from the top down separated by '/', each
// listing the files from a with c for chocolate, p for poison and a
// number for a run of eaten cells; then r or b for the side to move. The
// default start is "pcccc/ccccc/cccpc/ccccc r". The board's size is that
// of the string, so SetPosition may change it (1..26 each way).
//
// # Decisions where the rules leave a choice
//
//   - Poisoned cells that are off the board, listed twice, or not cell
//     names make the options invalid; in particular the default poison
//     (a4, d2) does not fit boards with fewer than 4 ranks or 4 files, so
//     such boards need an explicit poison setting. A board whose poison
//     option lists every cell is a game Red loses at once.
//   - SetPosition accepts any rectangular board of c, p and eaten cells
//     whose present cells form one piece, since every position play can
//     reach does (no move may split the bar), and rejects the others.
//     Letters and the side are lower case only. A position where the side
//     to move has no move is accepted as a finished game.
//   - The hash covers the eaten cells, the poisoned cells, the board size
//     and the side to move; nothing else matters for play.
//   - Perft counts a finished game as no leaf (PerftEndsAreLeaves false).
//   - GenMoves lists rectangles by lower-left corner (rank, then file),
//     then right edge, then top edge. Large boards have far more moves
//     than position.MaxMoves (the 26×26 opening has 121,925): nothing
//     breaks, but search orders only the first 4,096 moves of such a node
//     and tries the rest in generation order.
//   - Board prints c for chocolate, P for poison and '.' for an eaten
//     cell. State lists the present cells as neutral pieces (side -1) of
//     kind "chocolate" or "poison"; the sides own no pieces.
//
// # Evaluation
//
// Chomp is impartial: no cell belongs to either side, and a static score
// says little. Evaluate is a parity guess, +20 when an odd number of
// chocolate cells remain (the side to move would make the last move if
// every move ate one cell) and -20 otherwise. The default board is small
// enough that search solves it exactly (a first-player win; see
// TestDefaultBoardSolved), so the heuristic matters only on large boards.
//
// # Implementation
//
// The bar is two masks per rank, one of the chocolate cells and one of
// the poisoned cells. A move is a rectangle packed into 20 bits (5 per
// corner coordinate). Make and Unmake clear and restore the rectangle's
// bits in its ranks and update the hash from a table of per-rank prefix
// XORs of the Zobrist keys. Move generation tries every rectangle of
// chocolate and checks that the rest is in one piece with a flood fill
// over the rank masks: each rank's runs are filled in one step with an
// addition carry (and the same on the reversed bits), and sweeps up and
// down the ranks spread the fill between ranks until it settles. Nothing
// allocates after New.
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): with tabla match at 200 ms a move, one thread each, 5 two-ply
// random openings played from both sides, on a loaded 2-core machine (load
// 8-14), Monte Carlo tree search (UCT+RAVE, uniform random playouts) scored
// 5-5-0 (wins-losses-draws, 5/10) (Elo +0 ± 251.8) against alpha-beta. In
// every opening the same side won both games, whichever searcher played it:
// these openings are decided, and both searchers find the win.
package chomp
