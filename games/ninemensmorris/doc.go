// Package ninemensmorris implements Nine Men's Morris (Țintar, "moară"),
// with the rules stated below. The
// game registers itself as "nine-mens-morris"; p1 is White, who moves
// first, and p2 Black. The rules themselves live in games/morris, which
// Twelve Men's Morris shares; this package chooses the variant and holds
// the tests of its rules.
//
// # Rules
//
// The board is the standard 24-point board without diagonals
// (pointgraph.Morris(false)): 16 lines of three points, which are exactly
// the mills, and 32 connections. The board starts empty and each player
// has 9 pieces in hand. While he has pieces in hand a player places one on
// any empty point; both hands run out together after ply 18, and from
// then on a player steps a piece along a line to an adjacent empty point,
// or, with exactly three pieces on the board, flies one to any empty
// point (flying is decided per player). A placement or move whose piece
// ends on a line of three of its own pieces closes a mill and removes one
// opponent piece in the same turn: any piece not in one of the opponent's
// mills, or any piece at all when every opponent piece is in a mill.
// Removal is compulsory, and two mills closed at once remove one piece.
// There is no pass.
//
// After every move: the mover wins when the opponent's pieces on the
// board and in hand number fewer than three; otherwise the player to move
// loses when he has no legal move (completely blocked while stepping).
// With the default options, the third occurrence of a position (board,
// side to move, both hands) is a draw, and so are 200 consecutive plies
// without a placement or a removal. The start position is a draw with
// perfect play (Gasser 1996).
//
// # Options
//
//	repetition_draw    on (default) | off: threefold repetition draws
//	no_progress_limit  0..10000, default 200: plies without a placement or removal that draw (0 = off)
//	eval               learned (default) | hand: the evaluation the search uses (see "Search"); never the rules
//
// # Notation
//
// FIMS (morabaraba.org) notation with the points a1..g7 of a 7×7 grid: "d2"
// places, "d2-d3" steps or flies, "d2xa7" and "d2-d3xa7" also remove the
// piece on a7. Input is case-insensitive.
//
// # Position string
//
//	<board> <side> <whiteInHand> <blackInHand> <noProgressPlies>
//
// board is ranks 7 down to 1 separated by "/", each listing only its
// points (3, or 6 on rank 4) in file order, W and B for pieces and digits
// for runs of empty points; side is w or b. The start is
// "3/3/3/6/3/3/3 w 9 9 0". The repetition history is not in the string: a
// game set from one starts a new history.
//
// # Decisions where the rules leave a choice
//
// A position string may give each side any hand from 0 to 9 as long as its
// pieces on the board and in hand number at most 9; each side then places
// while its own hand lasts and steps (or flies) once it is empty, as the
// rules decides flying per player. The no-progress count is kept up
// to 1,000,000 even when the rule is off. The no-progress count enters the
// hash only within 128 plies of the limit (see games/morris). The State
// highlights the points of every closed mill.
//
// # Search
//
// The evaluation, quiescence on mill moves and the move-ordering hints
// are games/morris's. From the start, one search thread completes depth
// 10 (5.1 million nodes, about 6 seconds) within 10 seconds on the shared
// development machine; BenchmarkStartTenSeconds in exact_test.go measures
// it.
//
// The search evaluates with games/morris's learned evaluation (the
// default, eval=learned) with this package's weights
// (weights/nine-mens-morris.weights, embedded in the binary), fitted by
// tabla train to the results of 2,000 self-play games at depth 4
// (README.md, "Training") and scaled by 1.10 to hundredths of a piece,
// or with eval=hand with the hand-written one. The learned evaluation
// predicts the results of held-out games far better (log loss 0.590
// against 0.650 at the hand-written one's best logistic scale, over
// every third position of the second run), except while flying (0.682
// against 0.693 for no evaluation at all), and costs 3.2 times as much
// (1.55 against 0.48 µs, BenchmarkEvaluate, load 28). It plays better:
// 252 wins, 89 draws and 59 losses over 400 games from the openings at
// 100 ms a move, +183 ± 33 Elo (testdata/strength/results.md; the first
// matches, before tabla match passed an engine's own GameOptions in
// 9d498e1, were void).
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): with tabla match at 200 ms a move, one thread each, 5 two-ply
// random openings played from both sides, on a loaded 2-core machine
// (load 8-14), Monte Carlo tree search (UCT+RAVE, uniform random
// playouts) scored 1-8-1 (wins-losses-draws, 1.5/10) against
// alpha-beta.
package ninemensmorris
