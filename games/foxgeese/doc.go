// Package foxgeese implements Fox and Geese ("Vulpi și gâște") with the
// rules stated below. The game registers
// itself as "fox-geese"; p1 is the Geese, who move first, and p2 the Fox.
//
// # Rules
//
// The board is the 33-point cross of pointgraph.Cross: files a-g, ranks
// 1-7, the points with file c-e or rank 3-5, joined orthogonally and, from
// the points whose 0-based coordinates sum to an even number (a3 a5 b4 c1
// c3 c5 c7 d2 d4 d6 e1 e3 e5 e7 f4 g3 g5), diagonally: 72 connections. The
// start has 13 geese on c7-e7, c6-e6 and all of rank 5, and the fox on
// d4.
//
// A goose steps along any connection, backwards and diagonally included,
// to an empty point; geese never jump. The fox steps the same way, or
// captures: it jumps from A over a goose on B to an empty C, where A, B, C
// lie in a straight line of connections, and the goose is removed at once.
// It may jump again from C, and again, and may stop after any jump:
// neither capturing nor continuing a chain is compulsory, so every prefix
// of a chain is a move of its own, and two chains between the same points
// along different routes are different moves. A jumped goose is gone, so it
// is never jumped twice; emptied points, the fox's start point included,
// may be crossed or landed on later in the chain. There is no pass.
//
// After every move: fewer than 4 geese left is a win for the Fox; a side
// to move with no legal move loses (the seed's trapped fox; geese blocked
// everywhere, a decisions of these rules); the game is drawn on the third
// occurrence of a position (board and side to move) with repetition_draw
// on, and after no_progress_limit plies in a row without a capture. A win
// on the board takes precedence over a draw completed by the same move.
//
// # Options
//
//	repetition_draw    bool, default on
//	no_progress_limit  int 0..1000, default 200 (plies; 0 = off)
//
// # Notation
//
// Points are file and rank ("d4"). A step is "c5-c4"; a capture chain is
// the start point and every landing point joined by "x" ("d4xd2xb4"), the
// jumped geese being the midpoints. ParseMove accepts any case, ignores
// surrounding space and needs the whole path. FormatMove writes lower
// case.
//
// # Position string
//
//	<board> <side> <noProgressPlies>
//
// board lists ranks 7 to 1 separated by "/", each with only its existing
// points in file order (3 on ranks 7, 6, 2, 1; 7 on ranks 5, 4, 3): G a
// goose, F the fox, a number a run of empty points. side is g or f; the
// last field counts the plies since the last capture. The start is
//
//	GGG/GGG/GGGGGGG/3F3/7/3/3 g 0
//
// # Decisions where the rules leave a choice
//
//   - A position string must hold exactly one fox; any number of geese is
//     accepted (fewer than 4 is a finished game). The side letter may be
//     upper case, and the clock may be left out (it is then 0); a clock of
//     at most 1,000,000 is accepted, and one at or above the limit is a
//     draw at once.
//   - The repetition history is not in the position string: a game set
//     from one starts a new history there. Repetition counts only
//     positions since the last capture (a capture cannot be undone).
//   - Hash covers the board and the side to move and, when the
//     no-progress rule is on, the clock, since it decides when the game
//     ends; the repetition history is not hashed.
//   - State.Scores is {0, geese captured}, counted from the 13 of the start.
//   - GenMoves lists the geese's steps by goose, in point order (a1 first,
//     rank by rank); the fox's chains (as pointgraph.AppendChains finds
//     them) come before its steps.
//
// # Engine support
//
// Game implements position.Tactical (the fox's chains are noisy, never
// forced), position.Orderer (longest chains first; geese steps that close
// in on the fox), position.MoveCounter and position.EvalExplainer.
// Evaluate is in hundredths of a goose, from the side to move: the geese on
// the board, the fox's free neighbours and the room it can reach by steps
// (the geese win by taking both away), the geese it could jump now, and
// how far the geese have advanced.
//
// # Representation
//
// The moves, draws, hash, notation and position string are those of the
// capture game core, games/pointgraph/capture, which this package
// configures (the geese step along every line and never jump; the fox's
// chains are optional; fewer than 4 geese lose; the clock is optional in
// the string and hashed when the no-progress rule is on) and embeds. A
// position is a bit set of pieces per side over the 33 points, the side to
// move and the clock. Make pushes that state (32 bytes) on a stack, which
// is also the repetition history, so Unmake is a copy; a chain's captured
// geese come from the list of chains GenMoves made for the position, kept
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
// playouts) scored 0-5-5 (wins-losses-draws, 2.5/10) (Elo -190.8 ± 162.3) against
// alpha-beta.
package foxgeese
