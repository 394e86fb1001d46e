// Package twelvemensmorris implements the seed's variant of Twelve Men's
// Morris, with the rules stated below. The game registers itself as
// "twelve-mens-morris"; p1 is White, who moves first, and p2 Black. The
// rules live in games/morris, which Nine Men's Morris shares; this package
// chooses the variant and holds the tests of its rules.
//
// # Rules
//
// The board is the 24-point morris board with the four corner diagonals
// (pointgraph.Morris(true)): 20 lines of three points, which are exactly
// the mills, and 40 connections. The board starts empty and each player
// has 12 pieces in hand. On his turn a player either places a piece from
// hand on any empty point (while he has one) or steps one of his pieces
// along a line, diagonals included, to an adjacent empty point: he may
// step at any time, before all his pieces are placed. A player may not
// step straight back along his own previous turn's step (X→Y, then Y→X);
// the restriction lasts one own turn and only after a step. There is no
// flying. A placement or step whose piece ends on a line of three of its
// own pieces closes a mill and removes one opponent piece in the same
// turn: any piece not in an opponent mill, or any piece when every
// opponent piece is in one; nothing when the opponent has no piece on the
// board. Removal is compulsory, and two mills at once remove one piece.
// There is no pass.
//
// After every move: the mover wins when the opponent's pieces on the
// board and in hand number fewer than three; otherwise the player to move
// loses when he has no legal move (no piece in hand and every piece
// blocked, or a full board). With the default options, the third
// occurrence of a position (board, side to move, both hands and both last
// steps) is a draw, and so are 200 consecutive plies without a placement
// or a removal.
//
// # Options
//
//	repetition_draw    on (default) | off: threefold repetition draws
//	no_progress_limit  0..10000, default 200: plies without a placement or removal that draw (0 = off)
//
// # Notation
//
// FIMS (morabaraba.org) notation with the points a1..g7 of a 7×7 grid: "a1"
// places, "d1-d2" steps, "a1xf2" and "d1-d2xa1" also remove the piece on
// the last point. Input is case-insensitive.
//
// # Position string
//
//	<board> <side> <whiteInHand> <blackInHand> <whiteLastStep> <blackLastStep> <noProgressPlies>
//
// board is ranks 7 down to 1 separated by "/", each listing only its
// points (3, or 6 on rank 4) in file order, W and B for pieces and digits
// for runs of empty points; side is w or b; a last step is "-" (that
// player's last turn was a placement, or he has not moved) or "from-to"
// (without any removal). The start is "3/3/3/6/3/3/3 w 12 12 - - 0". The
// repetition history is not in the string: a game set from one starts a
// new history.
//
// # Decisions where the rules leave a choice
//
// A position string may give each side any hand from 0 to 12 as long as
// its pieces on the board and in hand number at most 12. A last step must
// join two adjacent points and must not end on a point the opponent
// holds; it may end on an empty point (the piece that stepped there was
// removed since), which then restricts nothing. The no-progress count is
// kept up to 1,000,000 even when the rule is off, and enters the hash
// only within 128 plies of the limit (see games/morris). The State
// highlights the points of every closed mill.
//
// # Search
//
// The evaluation, quiescence on mill moves and the move-ordering hints
// are games/morris's.
//
// The search evaluates with games/morris's learned evaluation (the
// default, eval=learned) with this package's weights
// (weights/twelve-mens-morris.weights, embedded in the binary), fitted by
// tabla train toward the results of 966 self-play games at depth 4
// (README.md, "Training"; held-out log loss 0.302 against 0.693 for the
// zero evaluation), or with eval=hand with the hand-written one. The
// learned one beat the hand-written one 251 wins, 1 draw and 148 losses
// over 400 games from the openings at 100 ms a move, two at once on the
// loaded 2-core machine (+92 ± 35 Elo, testdata/strength/results.md).
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): with tabla match at 200 ms a move, one thread each, 5 two-ply
// random openings played from both sides, on a loaded 2-core machine
// (load 8-14), Monte Carlo tree search (UCT+RAVE, uniform random
// playouts) scored 0-10-0 (wins-losses-draws, 0/10) against
// alpha-beta.
package twelvemensmorris
