// Package analysis runs batch analysis: it reads suites of positions and
// game records in several file formats, searches many positions at once,
// judges the answers against the suite's expectations, and annotates the
// moves of whole games.
//
// # Inputs
//
// Load reads one file into Problems. A Problem is a position (a game, its
// options, a position string and moves played from it) with what the file
// expects of it. The formats, chosen by the file's name and contents:
//
//   - tabla's line format (see LineFormat), for any game, including whole
//     games written as "position startpos moves ..." lines;
//   - a game's own problem lines, read by the game itself
//     (position.ProblemReader, found through the registry, so that this
//     package imports no game): Othello's OBF as Edax reads it ("<64
//     cells> <side>; <move>:<score>; ..."), and the FFO lines of
//     testdata/reversi/ffo-1-39.txt, which are OBF lines numbered "#N";
//   - SGF game records of Go (GM[1]), Hex (GM[11], as HexGui writes it)
//     and Amazons (GM[18]), the main line of each game tree;
//   - PDN game records of English checkers.
//
// # Running
//
// Run searches a list of Tasks with Config.Jobs engines at once, each with
// its own share of the hash, and hands the Records back in the order of
// the list whatever order they finish in. A Task is a Problem's final
// position (suite mode) or one ply of a game (annotation): Tasks lists
// them for either mode.
//
// # The JSON analysis engine
//
// Serve answers Queries read one JSON object a line, for programs: each
// query names a game, a line of play and the turns to analyse, and gets a
// TurnResponse a turn (candidate moves with scores, proofs, PVs, and WDL
// and visits under MCTS; a RootInfo summary). Queries overlap: Jobs
// searches run at once over all of them, each on a cleared engine, by the
// same single-search step as Run, so a turn's answer matches the batch
// analysis at the same limit. A terminate query stops a query by id, and
// every error is an ErrorResponse naming the query.
//
// # Records
//
// A Record is one analysed position, written as one JSON object per line.
// Its fields are part of tabla's interface: fields are added, never
// renamed (README.md, "Batch analysis", lists them).
package analysis
