// Package adugo implements Adugo, the Bororo game of the jaguar and the
// dogs, with the rules stated below. The game
// registers itself as "adugo"; p1 is the Jaguar, who moves first, and p2
// the Dogs.
//
// # Rules
//
// The board is pointgraph.Adugo: a 5×5 Alquerque square on ranks 3 to 7
// (orthogonal lines everywhere, diagonals through the points whose file
// index plus rank is odd) with a triangle below it whose apex is c3 (b2 c2
// d2 on rank 2, a1 c1 e1 on rank 1): 31 points on 18 straight lines, 66
// connections. The jaguar starts on c5 and the 14 dogs on the other points
// of ranks 5 to 7.
//
// Both sides step one piece along a line to an adjacent empty point; dogs
// may step in any direction. The jaguar may instead capture: it jumps from
// A over a dog on B to an empty C, three consecutive points of one line,
// and the dog is removed at once. It may jump again from C, and again, and
// may stop after any jump: neither capturing nor continuing a chain is
// compulsory, so every prefix of a chain is a move of its own, and chains
// between the same points along different routes are different moves. A
// captured dog is gone, so it is never jumped twice, and a chain may pass
// through or end on any empty point, its own start included. There is no
// pass.
//
// After every move, in this order: once the jaguar has captured
// captures_to_win dogs in all (counted as 14 less the dogs on the board)
// the Jaguar wins, even if a longer chain was possible; a side to move with
// no legal move loses (the trapped jaguar; for the dogs, a DECISION of the
// rules); the game is drawn on the third occurrence of a position
// (board and side to move) with repetition_draw on, and after
// no_capture_limit plies in a row without a capture when that option is
// not 0. A win on the board takes precedence over a draw completed by the
// same move.
//
// # Options
//
//	captures_to_win   int 1..14, default 5
//	repetition_draw   bool, default on
//	no_capture_limit  int 0..1000, default 0 (plies; 0 = off)
//
// # Notation
//
// Points are file and rank ("c5"); only the 31 points exist ("a2" and
// "b1" do not). A step is "c5-c4"; a capture chain is the start point and
// every landing point joined by "x" ("a1xc3xc5xe5"), the captured dogs
// being the midpoints. ParseMove accepts any case, ignores surrounding
// space and needs the whole path; FormatMove writes lower case.
//
// # Position string
//
//	<board> <side>
//
// board lists ranks 7 to 1 separated by "/": ranks 7 to 3 from a to e,
// rank 2 as b2 c2 d2 and rank 1 as a1 c1 e1, with J the jaguar, D a dog and
// a number a run of empty points. side is j or d. The start is
//
//	DDDDD/DDDDD/DDJDD/5/5/3/3 j
//
// # Decisions where the rules leave a choice
//
//   - A position string must hold exactly one jaguar and at most 14 dogs
//     (the captures are 14 less the dogs); the side letter may be upper
//     case. A position in which the jaguar has already captured enough is
//     accepted as a finished game.
//   - As the rules say, the string carries neither the repetition
//     history nor the count of plies without a capture: a game set from a
//     string starts both there. Hash covers exactly what the string holds
//     (board and side to move), so with no_capture_limit on, the
//     transposition table may merge positions whose counts differ, as it
//     does for the repetition history.
//   - Repetition counts only positions since the last capture (a capture
//     cannot be undone).
//   - State.Scores is {dogs captured, 0}.
//   - GenMoves lists the jaguar's chains (as pointgraph.AppendChains finds
//     them) before its steps, and the dogs' steps by dog in point order
//     (a1 first, rank by rank).
//
// # Engine support
//
// Game implements position.Tactical (the jaguar's chains are noisy, never
// forced), position.Orderer (longest chains first; dog steps that close in
// on the jaguar), position.MoveCounter and position.EvalExplainer.
// Evaluate is in hundredths of a dog, from the side to move: the captures
// (worth more as captures_to_win is lower), the jaguar's free neighbours
// and the room it can reach by steps (the dogs win by taking both away),
// the dogs it could jump now, and how far the dogs have advanced.
//
// # Representation
//
// The moves, draws, hash, notation and position string are those of the
// capture game core, games/pointgraph/capture, which this package
// configures (the dogs step along every line and never jump; the jaguar's
// chains are optional; fewer than 15 - captures_to_win dogs lose; no clock
// in the string or the hash) and embeds. A position is a bit set of pieces
// per side over the 31 points, the side to move and the ply count since
// the last capture. Make pushes that state (32 bytes) on a stack, which is
// also the repetition history, so Unmake is a copy; a chain's captured
// dogs come from the list of chains GenMoves made for the position, kept
// for the rest of the ply (capture.Core's memo), so that Make and the move
// ordering never walk the chains again (a move names a chain by from, to
// and an ordinal among the chains between those points).
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): with tabla match at 200 ms a move, one thread each, 5 two-ply
// random openings played from both sides, on a loaded 2-core machine
// (load 8-14), Monte Carlo tree search (UCT+RAVE, uniform random
// playouts) scored 1-4-5 (wins-losses-draws, 3.5/10) (Elo -107.5 ± 166.5) against
// alpha-beta.
//
// More time buys little here, because the side decides the game: 100 ms
// a move against the same engine at 25 ms scored 18-5-17 in 40 games
// from testdata/openings, and at 25 ms against 25 ms the Dogs won 38 of
// 40 games from those openings, 34 (6 drawn) from 8-ply openings and 38
// from 16-ply ones. A Jaguar with four times the time still loses, and
// with forty times as well: at 1 s a move against Dogs at 25 ms, from
// the first 12 openings, it drew 2 games and lost 10 (the Dogs at 1 s won
// all 12 of theirs). From openings in which the Jaguar has already taken
// a dog (random 10-ply lines), 100 ms against 25 ms scored 7-32-1 (57%);
// with two taken, 9-23-8 (51%): the Dogs, behind by the evaluation,
// settle for repetitions, and the Jaguar's captures do not save it from
// the trap below the dogs' line.
// Late-move reductions took the search from depth 13 to 19 in a second
// but not the 4× score (20-3-17), so the game has no search profile.
// Contempt (a draw scored half a dog, or one and a half, below level for
// the side searching) did not either: 4× scored 20-0-20 with both, the
// Dogs winning every game, against 18-3-19 for the same build without it.
package adugo
