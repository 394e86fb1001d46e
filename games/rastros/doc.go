// Package rastros implements Rastros (Bill Taylor's Slimetrail on a 7×7
// board; the seed's "RASTROS"), with the rules and decisions stated
// below. The game registers itself
// as "rastros"; p1 is the first player, whose home is a1, and p2 the
// second, whose home is g7.
//
// # Rules
//
// One white piece stands on e5 of an empty 7×7 board. The players take
// turns stepping it to an adjacent empty cell (any of the 8 king
// directions); the cell it leaves gets a black piece, which the white
// piece may never enter again. Either player may step onto either home
// square. After every move, in this order: the white piece on a1 wins for
// the first player and on g7 for the second, whoever moved it there;
// otherwise a player to move with no step is blocked and loses. There is
// no pass and no draw, and a game lasts at most 48 moves. Outcome reports
// +1 or -1 from the side to move.
//
// # Options
//
// None.
//
// # Notation
//
// A step is "from-to" with chess-style cell names (files a..g from the
// left, ranks 1..7 from the bottom), as "e5-d4". Since the source is
// always the white piece's cell, the destination alone ("d4") is also
// accepted on input. Input is case-insensitive; output is lower case.
// "pass" and "0000" are refused.
//
// # Position string
//
// "<board> <side>": the ranks from 7 down to 1 separated by '/', each
// listing files a..g with W for the white piece, B for a black piece and
// digits for runs of empty cells; then 1 or 2 for the side to move. The
// start is "7/7/4W2/7/7/7/7 1".
//
// # Decisions where the rules leave a choice
//
//   - SetPosition requires exactly one white piece and no black piece on
//     a home square (the game ends when the white piece reaches one, so
//     no black piece can ever be left there), and the side to move must
//     be the one the number of black pieces implies: each move adds one,
//     so the first player moves when the count is even. The shape of the
//     trail is not checked (any set of black pieces is a position the
//     rules can play from). A position with the white piece on a home, or
//     with no step for the side to move, is loaded as a finished game.
//     Piece and side letters are case-sensitive.
//   - The hash covers the black pieces, the white piece and the side to
//     move; nothing else matters for play.
//   - Perft counts a finished game as no leaf (PerftEndsAreLeaves false),
//     as the rules' table does.
//   - Board prints W, B, '.' for an empty cell and '*' for an empty home
//     square. Layout shades the two homes and lists them as the sides'
//     "home" edges; State lists the white piece (kind "white") and the
//     black pieces (kind "black") as neutral (Side -1) and highlights the
//     white piece's cell.
//
// # Evaluation, move ordering and the solver
//
// Evaluate floods the empty cells from the white piece (a home square ends
// a path) and adds three terms: 20 per step that the white piece is nearer
// the mover's home than the opponent's (a home it cannot reach counts as
// 12 steps away); when neither home can be reached, ±50 as the free region
// has an odd or even number of cells (a guess at who steps last); and 5
// per legal step. OrderHints tries the step onto the mover's home first
// and the steps onto or next to the opponent's home (which lose at once)
// last.
//
// Solve (position.Solver) proves positions exactly: a win/loss negamax
// that never tries a step onto or next to the opponent's home, takes a
// step that leaves the opponent only such steps (or none) as an immediate
// win, and keys its table (2^22 entries, 64 MiB, made on a Game's first
// Solve) by the region of empty cells the white piece can still reach, so
// that positions which differ only in cut-off cells share an entry (the
// side to move is left out of the key once neither home is in the
// region, where the game is symmetric). Solvable hands a node to it once
// the empty cells are at most 20 + 3 per ply of search left, so a deep
// search hands whole subtrees to it while a fast one does not start a
// proof it cannot finish. From the start the solver alone finds, in about
// 14 seconds and 28 million nodes on the development machine, that the
// first player wins, with e5-d4 (computed, not published); the engine's
// search, which proves each root move separately, had not finished after
// 60 seconds.
//
// # Implementation
//
// The board is a position.Bits64 with cell rank*8+file (a1 = 0, g7 = 54);
// the unused eighth column is a margin, so a king-step flood needs only
// shifts and one mask. A move packs its source and destination cells.
// Nothing allocates after New except the solver's table, once.
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): with tabla match at 200 ms a move, one thread each, 5 two-ply
// random openings played from both sides, on a loaded 2-core machine
// (load 8-14), Monte Carlo tree search (UCT+RAVE, uniform random
// playouts) scored 2-8-0 (wins-losses-draws, 2/10) against
// alpha-beta.
package rastros
