// Package web is tabla's browser front: an HTTP server whose single page
// (embedded in the binary, nothing from a CDN) lets a person pick any
// registered game and its options, play it by clicking against the engine
// or another person, or watch the engine play itself.
//
// The server has no rules of its own. Each game session owns one
// in-process engine (protocol.Local) and drives it through protocol lines:
// "newgame", "position ... moves ...", "go", "stop", "state", "layout" and
// "legalmoves". The page draws every board from the layout JSON alone
// (square and hex cells, points with their lines, segments for edges and
// walls) and builds moves from the legal move list: each move's text is
// split into the cell ids it names, in order (see SplitMove), so a move
// of several parts (an Amazons queen move and arrow, a checkers chain, a
// morris removal, a Quoridor wall) is entered by successive clicks with
// the possible next cells highlighted.
//
// Decisions the issue left open:
//
//   - A move is sent as soon as the cells clicked so far fit only one legal
//     move; when only one cell can come next and no move ends here, the page
//     takes that cell itself. Moves that end on the same cells are offered
//     as buttons, and clicking the last cell again plays the one move that
//     ends there (an Apex drop without a slide).
//   - When a person's only legal move names no cell (a forced Reversi
//     pass), the page plays it at once and says so under the move box.
//   - The board pane fills the window's height and the board shrinks to
//     fit, so the move box, the message under it and the legal move list
//     stay in view (the browser test checks this in a 1280×900 window).
//     The New game form folds once a game starts, leaving the engine
//     panel at the top of the side panel.
//   - Pieces that can move are ringed; empty cells where a move can start
//     or go on are dotted.
//   - The title names the game and its settings in words
//     (position.Info.Settings): Go's rule set, board, komi, ko rule and
//     move limit; for other games the options changed from their defaults.
//   - Undo takes back moves until a person is to move; with the engine on
//     both sides it takes back one move and pauses, so the engine does not
//     replay at once what was taken back.
//   - Engine-against-engine play waits 300 ms between moves, so a person
//     can follow it.
//   - Difficulty levels are the protocol's strength levels 1 to 5 for the
//     weak ones, each shown with its Elo in the game's ladder, and full
//     strength at a time per move for the strong ones (see Presets); a
//     custom level sets a depth, a time or both. Before every go the
//     session sets the side's Skill Level, as the two sides may differ.
//   - Statistics count the engine's time from its go command to its
//     bestmove, as seen by the server, and its nodes from its last report.
//   - Free-text game options that name files are refused unless the server
//     allows them (Config.AllowFiles), so a page cannot make it read files.
//
// The page learns about changes through server-sent events on
// /api/sessions/{id}/events: "layout" when the board's geometry changes,
// "state" after every change of the game (a Snapshot), and "info" for each
// line of the engine's thinking.
//
// The HTTP API, all JSON:
//
//	GET    /api/games                      games, options, sides, engine levels
//	POST   /api/sessions                   start a session (a Setup); returns its Snapshot
//	GET    /api/sessions/{id}              the Snapshot
//	GET    /api/sessions/{id}/layout       the board geometry
//	GET    /api/sessions/{id}/events       server-sent events
//	POST   /api/sessions/{id}/newgame      a new game (a Setup)
//	POST   /api/sessions/{id}/move         {"move": "d3"}
//	POST   /api/sessions/{id}/undo         take back to the last human turn
//	POST   /api/sessions/{id}/position     {"position": "..."} start from a position string
//	POST   /api/sessions/{id}/settings     players, levels, Threads, Hash, pause
//	POST   /api/sessions/{id}/stop         the engine plays its best move now
//	DELETE /api/sessions/{id}              end the session
package web
