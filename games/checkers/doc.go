// Package checkers implements English draughts (American checkers), the
// game "dame" of the seed (the course assignment tabla was written for,
// see README), with the rules stated below. The game registers itself as
// "checkers"; p1 is Black, who moves first, and p2 is White.
//
// # Rules
//
// The board is the 32 dark squares of an 8×8 board, numbered 1 to 32 as in
// PDN. As tabla draws it, White's home (29-32) is at the top and
// Black's home (1-4) at the bottom; Black moves up, towards the higher
// numbers. The standard start has Black men on 1-12 and White men on
// 21-32.
//
// A man steps one square diagonally forward to an empty square, or jumps
// diagonally forward over an adjacent enemy piece to the empty square
// beyond; men never move or capture backwards, not even inside a chain. A
// king steps and jumps in all four diagonal directions, one square at a
// time (kings do not fly). After a jump the same piece must jump again if
// it can, and the move ends only when it cannot, so a chain is always
// completed. A piece is never jumped twice in one move, and the start
// square counts as empty, so a king may pass through it or end there.
// Capturing is compulsory: when any capture exists the player must make
// one, but may choose any chain of any piece; there is no rule to take the
// most. A man that reaches the far rank (29-32 for Black, 1-4 for White),
// by a step or a jump, is crowned and the move ends there.
//
// The side to move loses when it has no piece or no legal move. The game is
// drawn when a position (board and side to move) occurs for the third time,
// counting the positions since the game or the position string started
// (option repetition_draw, on by default), and after no_progress_limit
// plies (default 80, 0 = off) in a row with neither a capture nor a man
// move. When the move that completes a draw condition also leaves the
// opponent without a legal move, the opponent loses: the game was decided
// on the board before the draw could be claimed.
//
// # Options
//
//	setup              standard (default) | seed-literal: the start as the
//	                   seed printed it, 16 White men on 17-32 against 12
//	                   Black men on 1-12
//	repetition_draw    bool, default on
//	no_progress_limit  int 0..1000, default 80 (plies)
//	eval               learned | hand (default): the evaluation the search
//	                   uses (see "Engine support"); it never changes the rules
//
// # Notation
//
// Moves are in PDN: a step is "from-to" ("11-15"); a capture is the start
// square and every landing square joined by "x" ("15x22", "7x14x23").
// FormatMove always writes the whole path, so that two chains with the same
// ends but different paths stay distinct moves. ParseMove also accepts a
// capture written as just "from x to" when exactly one legal capture goes
// from that square to that one; when several do, it names them and asks for
// the whole path. Square numbers may carry leading zeros on input.
//
// The square numbers are the only coordinates: the text board (Board, the
// protocol's "d") draws White's home at the top with each row's numbers
// beside it, 32 31 30 29 on the top row down to 4 3 2 1 on the bottom
// one, and labels no rows or columns; the browser board names each
// square by its number.
//
// # Position string
//
//	<rows> <side> <clock>
//
// rows are the board's eight rows from the top (White's home, squares 32
// to 29) down, separated by "/", each from left to right over all eight
// squares, light ones included: w and W are a white man and king, b and B a
// black man and king, a number is a run of empty squares (light squares
// count as empty). side is b or w; clock is the number of plies since the
// last capture or man move. The start is
//
//	1w1w1w1w/w1w1w1w1/1w1w1w1w/8/8/b1b1b1b1/1b1b1b1b/b1b1b1b1 b 0
//
// On input the clock may be left out (it is then 0), the side letter may be
// upper case, and a standard PDN FEN may stand in for the first two fields:
// "W:WK7:B10,18", with K before a king and ranges of men such as "B1-12"
// allowed; an optional clock may follow it. PDN returns that form. A
// position string is rejected if a piece stands on a light square, a square
// is given twice, or a man stands on its own crowning rank (it would have
// been crowned on arrival). A position string carries no repetition
// history; a clock at or above the no-progress limit makes the position a
// draw at once.
//
// # Decisions where the rules leave a choice
//
//   - Hash covers the board and the side to move and, when the no-progress
//     rule is on, the clock, because the clock decides when the game ends.
//     The repetition history is not hashed. Repetition is decided by the
//     game itself, from its own stack of positions, which Make extends, so
//     moves made before a search count.
//   - GenMoves lists moves by from-square, then by direction; steps thus
//     come in ascending order of both squares.
//   - The clock accepted in a position string is at most 1,000,000.
//
// # Engine support
//
// Game implements position.Tactical (GenNoisy returns all captures, forced,
// when a capture exists: a capture position is never quiet), position.Orderer
// (crowning moves first, then captures by the number and kind of pieces
// taken) and position.MoveCounter (perft counts steps by popcount).
//
// Evaluate is in hundredths of a man from the side to move: material (man
// 100, king 140); advancement of men; runaway men, whose path to the crown
// no enemy piece can reach in time; the guard of the home rank, with the
// bridge on 1 and 3 (30 and 32 for White), while enemy men could still
// crown; men on the centre squares 14, 15, 18, 19 and behind them; central
// kings and kings' mobility; and, for the side ahead in material, a bonus
// that grows as pieces come off, so that it trades down. Breakdown returns
// these terms for both sides, and EvalTerms (position.EvalExplainer) from
// the side to move for the protocol's eval command.
//
// With eval=learned the search uses a learned evaluation instead
// (features.go, learned.go; position.Featurer): a sparse linear model with
// one weight per active feature in each of five phases (by the pieces on
// the board, four to a phase), fitted by tabla train to the results of
// 2,000 self-play games by logistic regression (README.md, "Training").
// The features are seen from the side to move, the board turned half
// round for White, so that a position and its mirror with the colours
// swapped list the same ones: each piece on its square by kind and owner,
// the counts of men and kings of both sides, the balance of pieces, the
// men on both home ranks as a pattern of four squares, runaway men and
// empty squares next to kings, each one-hot. The sum, in hundredths of a
// logit, is scaled by 1.14 to the hand-written evaluation's hundredths of
// a man, its least-squares factor over the training positions.
// EvalTerms shows it by block of features. It costs 1.7 times the
// hand-written evaluation (562 against 339 ns, BenchmarkLearnedEvaluate
// and BenchmarkEvaluate, load 28), and predicts the results of held-out
// games better (log loss 0.496 against 0.514 for the hand-written
// evaluation at its best logistic scale). Whether it plays better is not
// yet measured: the first match, 24-52-24 over 100 games at 100 ms a
// move, was void, as tabla match then dropped an engine's own
// GameOptions and the hand-written evaluation played both sides (fixed in
// 9d498e1). eval stays hand until a valid match says otherwise. Its
// self-play data (depth 4) is what it learned from; deeper games and a
// few hundred thousand more positions are the next step, and so is its
// cost.
//
// # Representation
//
// A position is three 32-bit bitboards (Black's pieces, White's pieces,
// kings), bit i being PDN square i+1. Moves and captures are found with
// shifts by 3, 4 and 5: the two diagonals of a square differ by one of
// those according to the parity of its rank. A Move packs the start square,
// the number of jumps and 2 bits per jump direction (see move.go). Make
// pushes the whole 32-byte state on a stack, so Unmake is a copy, and the
// stack doubles as the repetition history.
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): with tabla match at 200 ms a move, one thread each, 5 two-ply
// random openings played from both sides, on a loaded 2-core machine
// (load 8-14), Monte Carlo tree search (UCT+RAVE, uniform random
// playouts) scored 0-9-1 (wins-losses-draws, 0.5/10) against
// alpha-beta.
//
// Its search profile (position.SearchProfile) turns on late-move
// reductions only; no null move (checkers is a game of zugzwang). Against
// the search without a profile, 60 ms a move, one thread each, 50 games
// from testdata/openings on a loaded 2-core machine: 22 wins, 19 draws, 9
// losses (+92 ± 78 Elo); with reverse futility pruning at a man a ply as
// well, 16-25-9 (+49 ± 69). Internal iterative reduction and razoring at
// depths 1 and 2 (two men a ply of depth, checked by quiescence) came on
// later, against the profile without them at 100 ms a move on a loaded
// machine (load 3-5): the reduction alone 15-19-6 in 40 games, then
// 18-33-9 in 60 (+53 ± 59); razoring alone 11-21-8 in 40 (+26 ± 75);
// both together 14-20-6 in 40 (+70 ± 78). Counter-moves lost, 12-12-16
// in 40 (11 time forfeits, 8 of them the new engine's).
package checkers
