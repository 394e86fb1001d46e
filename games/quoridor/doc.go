// Package quoridor implements two-player Quoridor on a 9×9 board, with
// the rules and decisions stated below.
//
// # Rules
//
// Red (p1) starts on e1 and must reach row 9; Blue (p2) starts on e9 and
// must reach row 1. Red moves first. Each side starts with 10 walls (the
// walls option). On a turn a player either moves the pawn or places a wall;
// there is no voluntary pass.
//
// A pawn steps to an orthogonal neighbour unless a wall or the edge is in
// the way. Facing the adjacent opponent it jumps straight over it when
// nothing (wall or edge) lies behind the opponent; otherwise it may jump to
// either cell beside the opponent that no wall separates from it (the
// diagonal jump). The board edge behind the opponent counts as an obstacle
// (decisions of these rules). A pawn never lands on the opponent's cell.
// Reaching the goal row, by any of these moves, wins at once, so a won game
// is a loss (-1) for the side to move.
//
// A wall is two cells long and lies in one of 128 slots: slot (x, y), x and
// y in a..h / 1..8, horizontal (between rows y and y+1 along columns x and
// x+1) or vertical (between columns x and x+1 along rows y and y+1). It
// may not take a used slot, cross a wall at the same centre, or overlap a
// parallel wall by one cell; it may not leave either pawn (the mover's
// included) without a path to its goal row, pawns ignored. Placing one
// spends a wall in hand.
//
// Draws: with repetition_draw on, the third
// occurrence of a position (pawns, walls on the board, walls in hand, side
// to move) draws; with max_plies = N > 0 the game is drawn once N plies
// have been played since the start or the last SetPosition, unless the
// N-th ply won. If the side to move had no legal move at all it would have
// to play pass; that cannot happen in play (a pawn with a path always has a
// step or a jump) and SetPosition rejects positions where it could.
//
// Options:
//   - walls (int 0..50, default 10): walls each side starts with.
//   - repetition_draw (bool, default on): threefold repetition draws.
//   - max_plies (int 0..1000000, default 0 = off): draw after N plies.
//   - eval (learned or hand, default learned): the evaluation the search
//     uses (see "Learned evaluation"; hand is the path race under
//     Implementation); it never changes the rules.
//
// # Notation
//
// A pawn move, step or jump, is its destination cell: e2, d9 (columns a..i
// from Red's left, rows 1..9 from Red's side). A wall is its slot's
// lower-left cell plus h or v: e3h, e3v. Input is case-insensitive and
// output lowercase; pass (or 0000) exists only as the safety net above.
//
// # Position string
//
// "<board> <walls> <w1> <w2> <side>": the rows from 9 (top) to 1 separated
// by '/', each listing columns a..i with r for Red's pawn, b for Blue's and
// a number for a run of empty cells; then the walls on the board as tokens
// joined by commas, sorted by row, then column, then h before v, or '-';
// then the walls in hand of Red and of Blue (0..99, independent of the
// walls on the board); then r or b for the side to move. The start is
// "4b4/9/9/9/9/9/9/9/4r4 - 10 10 r". SetPosition accepts walls in any
// order but rejects overlapping or crossing walls, a pawn without a path
// to its goal, and the side to move standing on its own goal row (only
// the player who just moved can have won).
//
// The string carries no history: a game loaded from it counts repetitions
// and plies from there, while moves played keep their history. Hash covers
// exactly what the string holds, so the ply count of max_plies is not
// hashed either (DECISION: the rules keep it out of the string); with
// that option on, the transposition table may share a value between paths
// of different lengths near the limit.
//
// # Implementation
//
// Cells are bits of a 128-bit set; the open passages north and east are
// two such sets, so a breadth-first search is a few shifts per layer. A
// candidate wall can cut a pawn off only if it blocks a step of that
// pawn's current shortest path and touches walls or the edge at two of its
// three corners (its ends and its centre), since only then can it close a
// region; only such walls get a reachability test, so move generation
// rarely searches at all. The hand-written Evaluate (eval=hand) is 100
// per step of the difference of the shortest path lengths, 35 per wall in
// hand more than the opponent, and 50 for the move.
//
// # Learned evaluation
//
// With eval=learned the search evaluates with a sparse linear model
// (features.go, learned.go; position.Featurer) fitted by tabla train to
// the results of tabla's own games by logistic regression, one weight a
// feature in each of six phases (by the walls the two sides still hold,
// four to a phase, the last holding none: with the default walls, four
// walls on the board to a phase and then the pure race). The features,
// seen from the side to move, are one-hot classes of: each side's shortest
// path length and their difference (the race, clamped to ±8); each side's
// walls in hand; the race crossed with both sides' walls in hand (six
// classes each, 612 features: a race one step behind with three walls
// against none is not the same as with none against three); each side's
// corridor width (the cells on some shortest path beyond one path's, 0 to
// 9 or more: a narrow corridor is where one wall adds many steps) alone
// and crossed with the other side's walls; each side's path length crossed
// with the other side's walls; each side's detour (steps beyond the rows
// left), rows left and column from the nearer edge; the pawns' distance;
// flags for pawns side by side with no wall between and for a pawn
// standing in the other's corridor; and a bias, 1,011 features a phase.
// None changes under the left-right mirror or a swap of the colours
// (TestFeatures checks both). The sum of the active weights, in hundredths
// of a logit, is scaled by 1.14 to the hand-written evaluation's
// hundredths of a step (learnedScale: its least-squares factor over the
// training positions), so the search's margins keep their meaning.
// EvalTerms shows it by block of features.
//
// The shipped weights (weights/quoridor.weights, embedded) were fitted to
// 10,000 games of depth-3 self-play with the hand-written evaluation, each
// opened by 4 random moves (652,998 positions; README.md, "Training",
// gives the commands): on the positions of the games held out they have a
// log loss of 0.397 against the results (0.693 for no evaluation). On
// every third ply of all the self-play games (nine in ten of them seen by
// the fit; a throwaway test, not kept), the hand-written evaluation at its
// best logistic scale has a log loss of 0.535 against the learned 0.399;
// at each phase's own best scale, 0.690 against 0.622 in phase 2 and 0.516
// against 0.380 in phase 4, but 0.099 against 0.110 in phase 5, the pure
// race, where the path difference alone nearly decides (the fit's penalty
// on the weights may be what keeps them less steep there). It costs two
// and a half to three times the hand-written evaluation, since it searches
// each corridor from both ends (BenchmarkEvaluateLearned against
// BenchmarkEvaluate, run side by side: 800-850 against 230-390 ns at load
// 5, 338-465 against 133-147 ns at load 6-7, neither allocating), and it
// plays better at equal time: against eval=hand, one thread each, from
// testdata/openings/quoridor.txt with colours alternating, it won 310-90
// over 400 games at 100 ms a move (+215 ± 41 Elo;
// testdata/strength/results.md), so it is the default. The engine of that
// match counted the phases by the walls on the board, the same phase in a
// game of the default walls; refitted with the phases as they are now, the
// same data give the same weights to the last bit. The fit and the match
// used the default 10 walls each: with another walls option the learned
// evaluation is untried, and eval=hand is there.
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): with tabla match at 200 ms a move, one thread each, 5 two-ply
// random openings played from both sides, on a loaded 2-core machine
// (load 8-14), Monte Carlo tree search (UCT+RAVE, uniform random
// playouts) scored 0-10-0 (wins-losses-draws, 0/10) against
// alpha-beta.
//
// Its search profile (position.SearchProfile) turns on late-move
// reductions only. Against the search without a profile, 60 ms a move,
// one thread each, 100 games from testdata/openings on a loaded 2-core
// machine: 54-46 (+28 ± 69 Elo); with null moves and reverse futility
// pruning at a step a ply as well, 50-50.
package quoridor
