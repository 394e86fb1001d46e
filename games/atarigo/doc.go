// Package atarigo implements Atari Go, "first capture wins" (the seed's
// "ATARI GO", after Yasutoshi Yasuda), with the rules and decisions stated
// below. The game registers
// itself as "atari-go"; p1 is Black, who moves first, and p2 is White. It
// has no options: the seed fixes the 9×9 board.
//
// # Rules
//
// The board is 9×9 intersections, empty at the start; each player has 40
// stones in reserve. A group is a set of same-coloured stones connected
// vertically or horizontally; its liberties are the empty points next to
// it. On his turn a player puts a stone from his reserve on an empty
// point. If an enemy group next to it is left without liberties, that is
// a capture and the mover wins at once (capturing several groups is still
// one win). A placement that captures nothing must leave its own group a
// liberty; otherwise it is suicide and illegal. A placement that captures
// is legal even if the stone had no liberty before. A player who has no
// legal placement (an empty reserve, or every empty point a suicide) must
// pass, and may pass at no other time. Two consecutive passes end the
// game in a draw. Ko cannot arise. Stones are never removed while the game
// goes on, so it lasts at most 81 placements (80 from the start), and a
// pass is followed by a placement or by the second pass.
//
// # Notation
//
// A placement is its point: the column a to i (the seed keeps the letter
// i, unlike Western Go notation) and the row 1 to 9, row 1 at the bottom:
// "e5", "i9". Input may be in upper case ("A8"); output is lower case. The
// forced pass is "pass" ("0000" is accepted too). Captures are implied.
//
// # Position string
//
//	<board> <side> <blackReserve> <whiteReserve> <consecutivePasses>
//
// board lists rows 9 to 1 separated by '/', each from column a to i, with B
// and W for stones and digits for runs of empty points; side is b or w;
// the reserves are 0 to 40; consecutivePasses is 0 or 1 in a game that
// goes on, and 2 once it has ended in a draw. The start is
//
//	9/9/9/9/9/9/9/9/9 b 40 40 0
//
// # Decisions where the rules leave a choice
//
//   - The captured stones stay on the board when the game ends. The rules
//     remove them, but the game is over at that moment, and the position
//     string, whose fields are fixed by the rules, has no other way to
//     say that it is: a group of the side to move without liberties marks
//     a finished game that the side to move has lost. Captured lists those
//     stones for a GUI, and State shows them as stones like any other.
//   - After the second pass the string's pass count is 2: the rules
//     gives 0 or 1 for a game in progress, and a finished draw needs a
//     value of its own.
//   - SetPosition rejects a state play cannot reach: a group without
//     liberties of the side not to move (suicide is illegal, and a capture
//     ends the game with the loser to move); dead stones of the side to
//     move with no enemy stone next to them, or with a pass after the
//     capture; a pass count for sides that do have a legal placement. It
//     does not check the stone counts against the 40-stone reserves, as
//     the rules' own made-up example of a full board ("b 1 0 0" on a
//     board of 40 stones each) breaks that count.
//   - The hash covers the stones, the side to move, both reserves and the
//     pass count; that is all the state there is, so the position string
//     carries everything and no history matters.
//   - Perft counts a capturing move as a leaf at its depth and does not
//     expand it (PerftEndsAreLeaves false), which gives the rules'
//     table.
//
// # Search support
//
// Evaluate scores, from the side to move's view: a capture it can make
// now (a win); a threat it cannot answer (two groups in atari at
// different points, or one whose only escape leaves a single liberty); a
// ladder it can start on an enemy group with two liberties, read to the
// end (a double atari is a ladder of one move); the opponent's ladders
// against its own groups (one can be saved, two probably not); a penalty
// per group by its liberties (one to four); the liberties of all its
// stones against the opponent's; and a small bonus for the move.
//
// The ladder reader proves captures: to each atari the defender's only
// answers are a capture anywhere (which wins) or the extension, a second
// defender group in atari elsewhere loses, and each side needs a stone
// in reserve for each step. Where both ataris work it keeps the shorter
// ladder. It gives up after a node budget, so its time is bounded (and a
// long enough chase goes unread).
//
// GenNoisy (position.Tactical) gives the search's quiescence the moves
// that decide the game: the side to move's captures (forced: they win);
// else, when the opponent threatens a capture, the escape (forced: every
// other move loses to that capture on the next ply, and when no escape
// works one move stands for all the equally lost ones); else the first
// move of the shortest winning ladder, not forced. Quiescence thus plays
// ladders out to the capture, so a search of a few plies reports a ladder
// as the mate it is. OrderHints tries captures, escapes, the ladder,
// other ataris and extensions first and self-ataris last. All of them
// share one analysis of the position's groups, cached by hash.
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): measured with tabla match, 200 ms a move, one thread each, 10 two-ply
// random openings played from both sides, on a loaded 2-core machine,
// Monte Carlo tree search (UCT+RAVE, uniform random playouts) scored 0-20
// against alpha-beta. Random playouts ignore ataris, which the evaluation
// and the move ordering see.
//
// Its search profile (position.SearchProfile) turns on late-move pruning
// at depths 1 to 3 (3+depth² moves kept, the TT move first, past them
// only the killers). Against the search without a profile, 100 ms a
// move, one thread each, from testdata/openings on a loaded 2-core
// machine: 29-11 in 40 games (+168 ± 130 Elo), then 43-17 in 60 (+161 ±
// 102); 72-28 in 100. At depths 1 and 2 only
// (with which the search from the start reaches depth 5 in about 115 ms
// instead of 650 ms), 18-22 in 40 games, then 57-43 in 100 (+49 ± 70).
// It makes time pay: 100 ms against 25 ms, both with the profile, scored
// 35-5 in 40 games (28-12 with depths 1 and 2), where without it 4× the
// time scored only 22-18.
package atarigo
