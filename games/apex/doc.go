// Package apex implements Apex in the seed's variant, stated below: a
// connection game on the points of a 7×7 grid
// (option size=8 gives the original 8×8 board), where pieces enter on a
// player's own corners and slide along ranks and files.
//
// # Rules
//
// Black (p1, "B") owns the corners a1 and g7 (h8 on 8×8) and moves first;
// White ("W") owns a7 and g1 (a8 and h1). Each side has 11 pieces, all in
// hand at the start. A turn is exactly one of:
//
//   - a drop: a piece from the hand onto an empty own corner, which may
//     then slide along its rank or file through empty points and stop on
//     any of them (the opponent's corners included). A dropped piece never
//     captures;
//   - a slide of a piece on the board along its rank or file through empty
//     points, stopping on any of them;
//   - a capture by a piece on the board: it slides along its rank or file
//     onto the first piece met, if that is an opponent's and at least one
//     empty point lies between them (an adjacent piece cannot be taken by
//     its neighbour). The captured piece goes back to its owner's hand.
//
// There is no pass. After every move, if the mover holds both of its
// corners and they are in one 8-connected group of its pieces (neighbours
// along a rank, file or diagonal), the mover wins. Otherwise a player to
// move without a legal move loses. The game is drawn on the third
// occurrence of a position (board, side to move and both hands), counted
// since the game or the position string started (option repetition_draw,
// on by default), and after no_progress_limit plies (default 200, 0 = off)
// in a row without a drop or a capture.
//
// # Options
//
//	size               int 7..8, default 7 (points on a side)
//	repetition_draw    bool, default on
//	no_progress_limit  int 0..10000, default 200 (plies)
//
// # Notation
//
// Points are named chess-style, files a.. from the left and ranks 1.. from
// the bottom. "@a1" drops on a1; "@a1-a4" drops on a1 and slides to a4;
// "c3-c6" slides; "c3xc6" captures. Input is case-insensitive. ParseMove
// rejects non-canonical forms such as "@a1-a1", and explains why a
// well-formed move is illegal (position.ErrIllegal).
//
// # Position string
//
//	<board> <side> <blackHand> <whiteHand> <noProgressPlies>
//
// The board lists the ranks from the top down, separated by "/", each with
// "B", "W" and digit runs for empty points; side is "b" or "w". The start
// is "7/7/7/7/7/7/7 b 11 11 0". The last field may be left out (it is then
// 0). A position string carries no repetition history.
//
// # Decisions where the rules leave a choice
//
//   - A position string must give each side exactly 11 pieces on the board
//     and in hand together (the rules enforce the reserve of 11, and
//     play keeps the sum). A string where the side to move already has a
//     winning chain is rejected (that game would have ended); one where
//     the other side has it loads as a finished game, lost by the side to
//     move.
//   - When a move leaves the opponent without a legal move and also
//     completes a draw condition, the opponent loses: the no-move rule is
//     checked before the draw rules, and a win before both.
//   - Drops and captures do not make earlier positions unreachable (a
//     captured piece comes back to its owner's hand), so the repetition
//     check scans the whole history, not only the plies since the last drop
//     or capture. The moves made before a search count.
//   - Hash covers the board, both hands, the side to move and, when the
//     no-progress rule is on, the clock. The repetition history is not
//     hashed.
//   - GenMoves lists drops first (by corner: the drop that stays, then by
//     direction north, east, south, west and distance), then for each piece
//     in point order its slides and capture by direction and distance.
//   - A game has no length bound apart from the draw rules: random play
//     drops and captures often enough that the default no-progress limit
//     seldom ends it, so the conformance tests use short limits.
//
// # Engine support
//
// Game implements position.MoveCounter (perft's last ply),
// position.Orderer (captures first, then moves that join own pieces or
// reach an own corner) and position.EvalExplainer. Evaluate is the
// difference of the two sides' chain distances (the cheapest number of
// points still to fill to join one's corners, an opponent's piece counting
// 3), plus a tempo bonus and a small bonus per piece in hand.
//
// # Implementation
//
// A board of up to 64 points is one position.Bits64 per side, point i at
// file i%n and rank i/n. A Move packs the start point (a drop's corner),
// the end point and the kind into 14 bits. Make pushes the whole state on
// a position.History, so Unmake is a copy, and the saved states are also
// the repetition history. The winning chain is found by an 8-neighbour
// flood fill over bit sets.
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): with tabla match at 200 ms a move, one thread each, 5 two-ply
// random openings played from both sides, on a loaded 2-core machine
// (load 8-14), Monte Carlo tree search (UCT+RAVE, uniform random
// playouts) scored 0-10-0 (wins-losses-draws, 0/10) against
// alpha-beta.
package apex
