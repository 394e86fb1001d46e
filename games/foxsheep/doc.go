// Package foxsheep implements Foxes and Sheep (Halatafl, the seed's "Vulpi
// și oi"), with the rules stated below. The
// game registers itself as "fox-sheep"; p1 is the Sheep, who move first by
// default, and p2 the Foxes.
//
// # Rules
//
// The board is the 33-point cross with alternating diagonals (files a-g,
// ranks 1-7; 72 lines), on the shared games/pointgraph board. The 20 sheep
// start on every point of ranks 1 to 4, the two foxes on c5 and e5. The
// paddock is the 3×3 square c5-e7.
//
// A sheep steps to an adjacent empty point up, diagonally up where a line
// is drawn, left or right; sheep never move down, jump or capture. A fox
// steps along any line, or jumps from a point over an adjacent sheep to the
// empty point beyond it on the same straight line. The jumped sheep is
// removed at once, so it is never jumped twice, and the fox's start point
// is empty once it has left. After a jump the fox must jump again if it
// can, choosing freely among the continuations; there is no rule to take
// the most. Capturing is compulsory: when either fox can jump, the Foxes
// must make a complete chain with a fox that can, and no fox may step. A
// fox never jumps the other fox.
//
// After every move, in this order: the paddock full of sheep wins for the
// Sheep; fewer than 9 sheep left wins for the Foxes; a side to move without
// a legal move loses. The game is drawn when a position (board and side to
// move) occurs for the third time (repetition_draw, on by default) and
// after no_progress_limit plies (default 200, 0 = off) in a row without a
// capture or an upward sheep move.
//
// # Options
//
//	first              sheep (default) | foxes: the side that moves first
//	repetition_draw    bool, default on
//	no_progress_limit  int 0..1000, default 200 (plies)
//
// # Notation
//
// Points are a file letter and a rank number (d4). A step is "from-to"
// ("e4-e5"); a capture chain is the fox's start and every landing point
// joined by "x" ("d5xb5xb3"), so every distinct chain is a distinct move.
// Input is case-insensitive. There are no passes.
//
// # Position string
//
//	<board> <side> <clock>
//
// board is ranks 7 down to 1, separated by "/", each listing only its
// existing points in file order (3 points on ranks 7, 6, 2, 1 and 7 on
// ranks 5, 4, 3): S a sheep, F a fox, a number a run of empty points. side
// is s or f and clock the plies since the last capture or upward sheep
// move. The start, sheep first, is
//
//	3/3/2F1F2/SSSSSSS/SSSSSSS/SSS/SSS s 0
//
// The first option only chooses the start's side to move, so it is not
// stored. A position string carries no repetition history: a game set from
// one starts its history there.
//
// # Decisions where the rules leave a choice
//
//   - The ends of the game are decided on the board, before the draw
//     rules: a full paddock, fewer than 9 sheep or a side without a move
//     ends the game even when the clock has reached its limit or the
//     position has occurred for the third time.
//   - Outcome judges any position, including one set from a string: the
//     paddock full of sheep is a Sheep win and fewer than 9 sheep a Foxes
//     win, whichever side is to move.
//   - A position string may hold at most 20 sheep and 2 foxes (no move can
//     add pieces); the clock is at most 1,000,000, written without leading
//     zeros. All three fields are required.
//   - Hash covers the board, the side to move and, when the no-progress
//     rule is on, the clock, because the clock decides when the game ends.
//     The repetition history is not hashed; the game decides repetition
//     from its own stack of positions, which Make extends, so moves made
//     before a search count. Positions before a capture or an upward sheep
//     move can never recur, so the scan stops there.
//   - GenMoves lists the Foxes' capture chains by fox, in the order
//     pointgraph enumerates them, and otherwise the steps by start point.
//   - The protocol's state highlights the paddock and reports as scores
//     the sheep in the paddock (Sheep) and the sheep captured (Foxes).
//
// # Engine support
//
// Game implements position.Tactical (GenNoisy returns the Foxes' chains,
// forced when they exist) and position.Orderer (chains by the sheep they
// take; sheep moves into the paddock, then upward moves, first). Evaluate
// is in hundredths of a sheep from the side to move: the sheep left (the
// last four before the ninth count extra), their advance and their number
// in the paddock, against the foxes' mobility and the sheep a fox could
// jump now, less the same sum for the start position, plus half a sheep
// (sheepEdge): the start favours the Sheep, so a draw must be worth less
// to them than the start. With the start level, the Sheep at 100 ms a
// move repeated positions into draws as readily as at 25 ms, and four
// times the time scored only 11-20-9 (52.5%) over 40 games; with the edge
// they press on, and it scored 18-12-10, then 16-16-8: 60% over 80 games
// (the Sheep with 100 ms won 18 of their 20 games in the first). Against
// the level start, 100 ms a move, it scored 20-8-12 (+70 ± 101 Elo) in 40
// games. EvalTerms breaks it down for the protocol's eval command.
// Game also implements position.MoveCounter, for perft.
//
// # Representation
//
// The moves, draws, hash, notation and position string are those of the
// capture game core, games/pointgraph/capture, which this package
// configures (sheep step up or sideways, an upward step being progress,
// and never jump; the foxes' captures are compulsory, in maximal chains;
// the paddock is the Sheep's goal and fewer than 9 sheep lose; the clock
// is required in the string and hashed when the no-progress rule is on)
// and embeds. Make pushes the position (a bit set of pieces per side, the
// side to move, the clock: 32 bytes) on a stack, so Unmake is a copy.
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): with tabla match at 200 ms a move, one thread each, 5 two-ply
// random openings played from both sides, on a loaded 2-core machine
// (load 8-14), Monte Carlo tree search (UCT+RAVE, uniform random
// playouts) scored 0-10-0 (wins-losses-draws, 0/10) against
// alpha-beta.
package foxsheep
