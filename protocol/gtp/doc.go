// Package gtp implements the Go Text Protocol, version 2 (Gunnar
// Farnebäck's GTP draft 2), and GoGui's gogui-rules_* extension on top
// of a tabla engine, for Go in both of its modes, Atari Go and Hex (with
// HexGui's conventions), and the other games whose board is a grid of
// stones: Reversi, Nex, Cats & Dogs, Domineering, Amazons, Rastros,
// Alquerque, Apex, Chomp, Fox & Hounds and Ming Mang.
//
// The server forks neither the rules nor the search. It runs an engine in
// the same process (protocol.Local) and speaks to it in the UCI/UGI
// protocol: "newgame" for boardsize, komi and clear_board, "position
// startpos moves ..." for every change of position (so undo replays the
// moves minus one, and a move the engine refuses changes nothing), "go"
// for genmove, and "state", "legalmoves", "eval" and "query" for what the
// commands report. The board's geometry is read from the game's layout:
// its rows are the distinct heights of the cells, top to bottom, and its
// columns their order in a row, which covers square boards, Go's points
// and Hex's rhombus alike.
//
// # Commands
//
// protocol_version, name, version, known_command, list_commands, quit,
// boardsize, clear_board, komi, play, genmove, reg_genmove, undo,
// final_score, final_status_list (Go), showboard, time_settings, time_left,
// level, and
// gogui-rules_game_id, gogui-rules_board_size, gogui-rules_board,
// gogui-rules_legal_moves, gogui-rules_side_to_move,
// gogui-rules_final_result and gogui-rules_board_gfx. Ids, "=" and "?" responses, the blank line
// after each response, comments and control characters follow the
// specification.
//
// # Vertices and colours
//
// By default (Coords auto) cells are named as GTP and GoGui name points:
// a column letter from the left without I, and the row number from 1 at
// the bottom of the board as the game draws it; Reversi's a1, the top
// left corner in Othello's notation, is A8, Atari Go's i9 is J9, and
// Amazons' j file is K. Hex keeps its own names, which are HexGui's: a1
// at the top left, rows numbered downwards, the letter i included, until
// the controller sends a command whose name begins with "gogui-". GoGui
// sends gogui-rules_game_id before any move, and reads and writes GTP's
// names only (comparing them case-sensitively), while HexGui sends no
// such command; so from that command on, Hex's cells are named as GoGui
// names them too (HexGui's i3 is J9 on 11x11), for the rest of the
// session. Sabaki plays Go, whose names are GTP's from the start. Coords
// gtp gives every game GTP's names from the start, and Coords native
// every game its own notation, whatever the controller sends. Output
// vertices are upper case in GTP's convention and lower case in a game's
// own; input is case-insensitive.
//
// GTP's black is the side named black, or p1 if no side is (Hex's Red,
// HexGui's black, who joins top and bottom; the Cats; Vertical); white is
// the other (Amazons' White, who moves first, is white). Moves must
// alternate as each game's rules say: a play or genmove for the side not
// to move is refused, which is also how the second copy of a move that
// GoGui sends twice is refused without changing anything.
//
// # Moves of several cells
//
// A move of several cells (Amazons' amazon, destination and arrow; a
// Rastros step; an Alquerque capture chain, "c1xc3xe5", whose letters
// between cells are read as joints; an Apex drop and slide; a Chomp
// rectangle by its lower-left and upper-right corners) may be played
// whole, with vertices in the game's notation ("play w D1-D7/G7"), or
// vertex by vertex as GoGui clicks: a vertex that begins a legal move is
// kept, and the move is made once its vertices name one whole legal move.
// Where a move's vertices also begin a longer legal move (an Apex drop
// that could slide on, a Chomp cell that could be a rectangle's corner),
// they stay begun, and pass ends the move there; GoGui cannot be asked
// for the last vertex again, since it sends each play a second time. Until then the side to move stays
// the same, gogui-rules_legal_moves lists the vertices that can come
// next, gogui-rules_board shows the piece on its destination,
// gogui-rules_board_gfx marks the vertices given, and undo takes back the
// last vertex. To GoGui, a lone vertex that begins a longer move is such
// a click even when the game would take it as a move on its own (Apex
// reads "a1" as the drop "@a1"); other controllers play it whole. A move entered vertex by vertex stays so: undo after it
// takes back its last vertex, and leaves the rest begun, as GoGui, which
// holds each vertex as a move of its own, expects; a move played whole
// is undone whole. Where a move's last cell alone names it, as a Rastros
// step's destination does, gogui-rules_legal_moves lists that cell (one
// click), and genmove answers it.
//
// genmove answers a move of several cells whole, in the game's notation
// with vertices, to a controller that has sent no gogui-* command. To
// GoGui it answers one vertex per call: the search picks a whole move,
// genmove answers its first vertex and keeps the rest as the move begun,
// and GoGui, seeing from gogui-rules_side_to_move that the same side is
// still to move, asks again and gets the next vertex (or the pass that
// ends it), until the move is played. A move of one vertex is answered
// by that vertex alone ("A1" for Apex's "@a1"). With a move begun by play (a human's clicks), or by genmove and
// since changed by undo or play, the search picks among the legal moves
// that continue it. The search itself only ever sees whole moves.
//
// # Results
//
// final_score writes B+ or W+ followed by the margin where the game has
// one (Go's points with komi, Reversi's discs), and 0 for a draw; Hex,
// Atari Go and the other win/loss games write B+ or W+ alone, as HexGui
// expects. Before the end, a game where both sides may pass (Go) is
// scored as if both passed now, which in standard Go is the area count
// of the board as it stands; other games answer "cannot score". Once the
// game is over, genmove answers resign for the loser and pass otherwise,
// and plays nothing.
//
// In Go, dead stones come off before the count, as a referee such as GNU
// Go takes them off. final_status_list dead|alive|seki (listed for Go
// only) says which they are, from the engine's ownership command in its
// plain mode: 1,000 plain playouts from the position (from before the
// closing passes, where playouts can still capture what is dead),
// counting who owns each point when each playout ends. Not the tree
// search that the command runs by default: there the side behind, for
// which a pass loses at once, plays on among moves that all lose and
// throws away its group in a seki, which the playouts keep (games/go's
// doc, Seki; TestFinalStatusSeki). A stone
// is dead when its point ended with the other colour more often than with
// its own; an alive stone is in seki when it touches an empty point that
// ended with nobody in at least half of the playouts (a shared liberty
// neither side can fill), and so is the rest of its chain. final_score
// then takes the count that the game itself makes with the dead stones
// taken off (the ownership command reports it). Replaying real
// endings against GNU Go (testdata/gtp/endings/go.txt) gives GNU Go's
// score, but in one seki that GNU Go's referee counts as dead stones.
// Before the end, final_score counts as if both sides passed now: one
// pass more when the last move was a pass.
//
// # Decisions
//
//   - The default game is Go with its default rules, the standard ones
//     (Tromp-Taylor area scoring, komi 7.5, positional superko), as in
//     every front (games/go's doc says why); rules=seed selects the
//     seed's mode.
//   - boardsize tries the game's own options: the current ones, a size
//     option of the size asked (or one more, or one less: Go's seed mode
//     counts its board by cells, one more than its points), and rows and
//     cols options; the first whose board has the size asked is taken.
//     "boardsize W H", as HexGui sends it, asks for W columns and H rows.
//     A refused boardsize changes nothing.
//   - komi changes the game's komi option and keeps the moves; a game
//     without one takes the command and ignores it.
//   - gogui-rules_game_id is the game's id with its letters only, the first
//     a capital ("Go", "Atarigo", "Catsdogs"), as GoGui asks.
//   - gogui-rules_board_size is the side of a square board, with " hex"
//     after it for Hex. GoGui 1.6 reads "W H" but draws and stores
//     square boards only (its board view fails on a 5x4 board), so a
//     rectangle in GTP's names is given as the square of its longer
//     side, padded above or on the right with removed points that no
//     move names, and its vertices keep their names; "boardsize N" for
//     that square, which GoGui sends, keeps the rectangle. A rectangle
//     that cannot be padded (too large for GTP's letters) is "W H".
//   - gogui-rules_board writes X for black's pieces, O for white's, "."
//     for an empty cell, and "?" (a removed point) for neutral pieces
//     such as Amazons' arrows; Rastros' neutral pieces are shown by their
//     kind, the white piece O and the trail X. GoGui draws a removed
//     point of a square board as an empty one, so gogui-rules_board_gfx
//     colours the removed points by their kind, in the order the kinds
//     were first seen (Amazons' arrows and Chomp's chocolate dark brown,
//     "COLOR #5a3a22 ...", Chomp's poison green), the padding of a
//     rectangle grey, and puts a square on each vertex of a move begun
//     ("SQUARE ..."); it answers nothing when there is nothing to mark.
//   - GoGui reads a point or pass only. Where pass is not legal and one
//     legal move names no cell (Nex's swap; Hex's swap with swap=on),
//     GoGui's pass stands for it: gogui-rules_legal_moves lists pass,
//     play takes pass from GoGui as that move, and genmove answers pass
//     for it to GoGui.
//   - GTP's colours name the players, whom GoGui assigns to the person
//     and the engine. Nex's swap exchanges the players' colours and
//     leaves Pink to move: after it GTP's black and white change sides,
//     so the player who moved first (now Pink) is to move, and GoGui lets
//     the engine answer a person's swap. Undoing the swap changes them
//     back.
//   - GoGui draws no board edge in a side's colour, so in a game whose
//     sides join edges (Hex, Nex) gogui-rules_board_gfx ends with a TEXT
//     line for GoGui's status bar: "black (red) joins top and bottom;
//     white (blue) joins left and right".
//   - On a hex board GoGui leaves removed points out as holes, which it
//     cannot colour, so there gogui-rules_board shows neutral pieces
//     (Nex's neutral stones) as empty points and gogui-rules_board_gfx
//     colours them.
//   - HexGui's swap-pieces is Hex's swap (the piece swap); "swap" is read
//     the same way. genmove answers "swap-pieces", since HexGui reads a
//     bare "swap" as a swap of sides, which would leave its board unlike
//     the engine's.
//   - genmove thinks the configured depth or time; once time_settings or
//     time_left have given a clock, it plays on that clock instead (main
//     time as the engine's clock, the byo-yomi share per stone as an
//     increment, and in byo-yomi the period's time for its stones), with
//     the configured depth still a cap. "time_settings M B 0" with B > 0
//     means no limit, as the specification says.
//   - level N, as GNU Go's, and Config.Level (tabla gtp --level) set the
//     engine's Skill Level, 1 (the weakest) to 6 (full strength): within
//     the time genmove has, the engine searches the level's node budget
//     and picks among its best moves (see the README's "Strength levels").
//   - genmove resigns: the server turns on the engine's ResignWinRate
//     (Config.ResignWinRate, default DefaultResignWinRate per cent) and
//     ResignMoves, and answers "resign", playing nothing, when the engine
//     writes "info string resign" before its bestmove: its win rate has
//     stayed below the threshold for that many of its moves in a row
//     (under alpha-beta, whose scores are no win rates, only a proven
//     loss counts).
//   - A game whose board is not a grid, whose moves name things other
//     than cells, or whose sides have several kinds of piece is refused
//     by New with the reason.
package gtp
