// Package term plays a game in a plain terminal: a person against the
// engine, two people, or the engine against itself.
//
// The engine is an in-process tabla driven through protocol.Client, like
// every other front, so term has no rules and no search of its own. The
// board is drawn by Board from the game's layout and state JSON alone:
// cells go on a character grid by their coordinates (each distinct x and
// y becomes a text column or row), so square grids, hex rhombi with their
// rows offset, the hex-hex board, point-and-line boards with their lines,
// dots with the edges drawn between them and Quoridor's walls all come
// out of the same code. Rows carry their rank numbers and columns their
// file letters, both read from the cell names; a board whose cells are
// not named by letter and number (checkers' 1 to 32) gets a key beside
// it that shows every cell's name in place.
//
// Play reads moves in the game's notation and a few commands (moves,
// hint, go, undo, new, board, position, help, quit). A wrong move gets
// the engine's reason and the legal moves, narrowed to those that share
// the longest prefix with what was typed. On a terminal (PlayTerminal,
// which tabla play uses when stdin and stdout are one) the person edits
// each line with golang.org/x/term's line editor: the arrow keys and the
// lines' history, Ctrl-A, Ctrl-E, Ctrl-U, Ctrl-W, and Ctrl-L to clear the
// screen. That small library, kept by the Go team on the x/sys the module
// already needs, does what a hand-made raw-mode reader would, with the
// terminal's escape sequences and pasting handled.
package term
