// Package alquerque implements Alquerque with the seed's selection of R. C.
// Bell's rules, stated below.
// The game registers itself as "alquerque"; p1 is White (the bottom side)
// and p2 is Black.
//
// # Rules
//
// The board is the 5×5 Alquerque board, a1 to e5, on the shared
// games/pointgraph board: orthogonal lines everywhere and diagonals only
// through the points whose coordinates sum to an even number (56 lines).
// Each side has 12 pieces: White on a1-e2, d3 and e3; Black on a4-e5, a3
// and b3; c3 is empty.
//
// A turn is a step or a capture chain. A step moves a piece along a line to
// an adjacent empty point, in any direction (backwards too). A jump goes
// from a point over an adjacent enemy piece to the empty point beyond it on
// the same straight line; the jumped piece is removed at once, so it is
// never jumped twice, and the jumper's start point is empty once it has
// left. After a jump the piece must jump again if it can; where several
// jumps are possible the player chooses, and there is no rule to take the
// most. Capturing is compulsory: when any capture exists, only complete
// chains (of any piece) are legal.
//
// With the option huff on, every step and every chain stopped after one or
// more jumps is legal, and the rule is enforced by penalty: a step made
// while some pieces could have captured removes all those pieces (one that
// stepped is removed from its new point), and a chain stopped while its
// piece could still jump removes that piece. A chain run to its end is
// never punished.
//
// The side to move loses when it has no piece or no legal move. The game is
// drawn when a position (board and side to move) occurs for the third time
// (repetition_draw, on by default) and after no_capture_limit plies
// (default 100, 0 = off) in a row without a piece removed; huff removals
// count as removals.
//
// # Options
//
//	first             white (default) | black: the side that moves first
//	huff              bool, default off
//	repetition_draw   bool, default on
//	no_capture_limit  int 0..1000, default 100 (plies)
//
// # Notation
//
// Points are a1 to e5 (files a-e left to right, ranks 1-5 bottom to top).
// A step is "from-to" ("b2-c3"); a capture chain is its start and every
// landing point joined by "x" ("c1xc3xe5"), so every distinct chain is a
// distinct move. Input is case-insensitive. There are no passes.
//
// # Position string
//
//	<ranks> <side> <clock>
//
// ranks are 5 down to 1, separated by "/", each from a to e: W a white
// piece, B a black one, a number a run of empty points. side is w or b and
// clock the plies since the last removal. The start is
//
//	BBBBB/BBBBB/BB1WW/WWWWW/WWWWW w 0
//
// The first option only chooses the start's side to move, so it is not
// stored. A position string carries no repetition history: a game set from
// one starts its history there.
//
// # Decisions where the rules leave a choice
//
//   - A side left without a legal move loses even when the move that
//     blocked it also completed a draw condition: the game was decided on
//     the board first.
//   - Hash covers the board, the side to move and, when the no-capture
//     rule is on, the clock, because the clock decides when the game ends.
//     The repetition history is not hashed; the game decides repetition
//     from its own stack of positions, which Make extends, so moves made
//     before a search count.
//   - A position string may hold any number of pieces of either side (up
//     to the 25 points); the clock is at most 1,000,000 and written without
//     leading zeros. All three fields are required.
//   - GenMoves lists the capture chains first (by start point, then in the
//     order pointgraph enumerates them), then the steps by start point.
//   - The protocol's state reports as scores the pieces each side has won,
//     counted from the 12 the other side starts with (huff removals
//     included).
//
// # Engine support
//
// Game implements position.Tactical (GenNoisy returns the capture chains,
// forced when huff is off) and position.Orderer (chains first, by the
// number of pieces taken; with huff, steps that lose pieces last). Evaluate
// is in hundredths of a piece from the side to move: material, mobility
// (steps each side could make), pieces on the rim (which cannot be jumped
// in every direction) and, for the side ahead, a bonus that grows as pieces
// come off. EvalTerms breaks it down for the protocol's eval command.
// Game also implements position.MoveCounter, for perft.
//
// # Representation
//
// The moves, draws, hash, notation and position string are those of the
// capture game core, games/pointgraph/capture, which this package
// configures (both sides step along every line and capture, compulsorily
// in maximal chains, or with huff optionally and by penalty; the clock is
// required in the string and hashed when the no-capture rule is on) and
// embeds. Make pushes the position (a bit set of pieces per side, the
// side to move, the clock: 32 bytes) on a stack, so Unmake is a copy.
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
// More time buys little here, because the side and the exchanges decide
// the game: 100 ms a move against the same engine at 25 ms scored 11-22-7
// in 40 games from testdata/openings, and at 25 ms against 25 ms Black,
// who moves second, won 18 of 40, White 4, and 18 were drawn (the same
// from 8-ply openings). Most games trade down to one or two pieces a
// side, where neither can force a win, and the search sees the trades far
// ahead at either time (depth 21 in 5 s from the start). Forty times the
// time changes nothing either: from the first 8 openings, each game at
// 1 s a move against 25 ms ended as the same game at 25 ms against 25 ms
// had (Black won both games of three openings, the other ten were drawn:
// 3-10-3). The 25 ms search already plays the openings to their value:
// from 8-ply openings that a 200,000-node search scores 0.26 to 0.52
// pieces from level, all 40 games at 100 ms against 25 ms were drawn, and
// from 6-ply openings a piece up for one side, the same colour won both
// games of 19 of the 20 pairs (20-1-19), whichever had the time.
// Late-move reductions took the search from depth 19 to 25 in a second
// but not the 4× score (12-17-11), so the game has no search profile.
// Contempt (a draw scored half a piece, or one and a half, below level for
// the side searching) changed nothing either: 4× scored 11-18-11 with
// both, Black winning 18 games and White 4 (17 and 4 without it, which
// scored 11-19-10).
package alquerque
