// Package dotsboxes implements Dots and Boxes (the seed's "Jocul Dots &
// boxes"), with the rules and decisions stated below.
//
// # Rules
//
// Two players, x (p1) and o (p2, the seed's "0"), draw lines on a lattice
// of rows×cols dots (default 5×6, each 2..26): a move joins two
// orthogonally adjacent dots not yet joined. Every unit box whose fourth
// side the line draws goes to the mover, who then moves again, once, even
// when the line completes two boxes; that turn may earn another, and so
// on. Otherwise the turn passes. Any undrawn line is legal (taking a box
// is never compulsory) and there is no pass, so the game ends after
// exactly one move per line, every box owned; more boxes wins and equal
// numbers draw. Dots and Boxes is a position.MarginGame: Outcome's score
// is 100 per box of the side to move's lead.
//
// Options:
//   - rows (int 2..26, default 5): rows of dots.
//   - cols (int 2..26, default 6): columns of dots.
//   - first (x or o, default x): the side to move at the start.
//
// # Notation
//
// Dots are named by file letter (a at the left) and rank number (1 at the
// bottom), "c4". A move is its line's two dots joined by '-', the left
// one of a horizontal line or the lower one of a vertical line first:
// "a1-b1", "a1-a2". ParseMove also takes the dots in the other order, and
// any case. A box is named by its lower-left dot (box a1).
//
// # Position string
//
// The expanded grid from the top, 2·rows−1 rows separated by '/': for
// each rank from the top, its dot row (its cols−1 horizontal line slots,
// '-' for a drawn line), and between two ranks a box row (vertical line,
// box, vertical line, ..., box, vertical line: '|' for a drawn line, 'X'
// or 'O' for an owned box); empty slots are runs of digits. Then a space
// and the side to move, x or o. The 5×6 start is "5/11/5/11/5/11/5/11/5 x".
// The scores are the counts of X and O.
//
// # Decisions where the rules leave a choice
//
//   - rows is limited to 26 like cols, so that every board fits the
//     notation's single letters both ways and the move lists stay small.
//   - SetPosition requires the board of the game's size (the rows and
//     cols options fix it, as for every game) and that a box is owned
//     exactly when its four sides are drawn; it accepts any such position
//     with either side to move, and letters in either case.
//   - The Zobrist hash covers the drawn lines and the side to move's lead
//     in boxes, but not who is to move or who owns which box: the rest of
//     the game depends only on the drawn lines and is worth the same to
//     whichever side is to move, so positions that agree on lines and lead
//     have the same value, and share search results.
//   - Perft does not count a finished game as a leaf (PerftEndsAreLeaves
//     false); no game ends before its last line, so this matters only
//     beyond that depth.
//   - Layout has a point per dot, a segment per line (id its move text)
//     and a square per box (id "box-a1"). State lists the drawn lines as
//     neutral pieces (as the seed says, who drew a line does not matter
//     afterwards), the owned boxes by owner, the scores, and highlights
//     the last move, as the seed's display rule asks.
//
// # Implementation
//
// A Move is a line index: horizontal lines rank by rank from the bottom,
// then vertical ones. The game keeps a flag per line, a count of drawn
// sides and an owner per box, the scores and the side to move; Make and
// Unmake update the one or two boxes beside the line (the boxes a line
// completed are the ones beside it with four sides, so the history holds
// only the moves). Clone copies these slices.
//
// Evaluate is the lead plus a look ahead in the spirit of the long chain
// rule: the side to move first takes every box it can; then the two
// sides draw safe lines (ones that hand no box over) in line order until
// none is left, and the parity of that count says who must open a chain;
// what remains is split into short chains (1 or 2 boxes, each taken one
// passing the duty to open), long chains and loops, where the side in
// control keeps it by declining two boxes of each chain and four of each
// loop but the last (or takes all when that is better). With no safe
// line left the taker may also keep control itself with the all-but-two
// trick. The chain fight counts at half weight while safe lines remain.
// OrderHints tries lines that complete boxes first, then safe lines,
// then those that hand over the fewest boxes.
//
// On boards of at most 64 lines, Solve (position.Solver) finds the exact
// result by a memoised negamax over the set of drawn lines, whose value
// (the net boxes the side to move wins from the undrawn lines) does not
// depend on the score or the side: a table with a byte for every set on
// boards of at most 24 lines (4×4 dots: 16 MiB, solved from any
// position), otherwise a hash table by drawn set used once at most 14
// lines are left. Each clone builds its own memo on first use.
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
// reductions and reverse futility pruning at a box a ply, and no null
// move (the game is a fight over parity); the endgame solver is asked
// before any pruning and stays exact. Against the search without it,
// 60 ms a move, one thread each, 100 games from testdata/openings on a
// loaded 2-core machine: 63 wins, 7 draws, 30 losses (+119 ± 71 Elo).
// The reductions alone lost: 39-11-50 (-38 ± 65).
package dotsboxes
