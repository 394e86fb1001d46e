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
//   - eval (learned or hand, default learned): the evaluation the search
//     uses, the learned one or the hand-written chain fight (see
//     "Learned evaluation"); it never changes the rules.
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
// With eval=hand, Evaluate is the lead plus a look ahead in the spirit
// of the long chain rule: the side to move first takes every box it can; then the two
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
// # Learned evaluation
//
// With eval=learned (the default) the search evaluates with a sparse
// linear model (features.go, learned.go; position.Featurer) fitted by
// tabla train to tabla's own games by least squares toward the final
// margin in boxes, or toward the exact value where the solver proved it,
// one weight a feature in each of six phases (by the share of the lines
// drawn, a sixth to a phase). Its 133 features are what the hand-written
// look ahead fixes by hand, each with a weight of its own: the boxes each
// side owns; the boxes the side to move can take at once (a count and a
// class, 0 to 3 or more); then, in one of nine contexts given by the
// number of safe lines left in look's line of play (0 to 6, 7 or more
// odd, 8 or more even: the parity says who must open the first chain),
// the short chains of 1 and of 2 boxes, the long chains by length (3, 4,
// 5, 6 or more), the loops by length (4, 6, 8 or more), the boxes in
// them, look's estimate of the chain fight split into its gain and its
// loss, and a bias; the long chain rule's parity (the undrawn lines, the
// boxes not owned and the long chains: odd when the side to move takes
// the last chain, see ruleControl) with the long chains, the loops and
// their boxes counted under it; and a bias. look draws the safe lines in
// line order, which depends on how the board lies, so the features read
// it on the canonical image of the position (the image under the board's
// mirrors and half turn, and quarter turns on a square board, whose drawn
// lines come first in line order): a symmetry of the board or a swap of
// the sides leaves the features alone, as TestFeatures checks. The
// weights are in centi-boxes, the hand-written evaluation's unit, so the
// sum needs no scale (learnedScale is 1, clamped at ±990 boxes as
// Evaluate is) and the search's margins keep their meaning. EvalTerms
// shows it by block of features.
//
// The shipped weights (weights/dots-boxes.weights, embedded) were fitted
// to 4,108 games of depth-4 self-play with the hand-written evaluation,
// each opened by 8 random moves (201,292 positions, 65,834 of them with
// exact values; README.md, "Training", gives the commands). On the
// positions of the games held out their mean absolute error is 3.05
// boxes, against 4.15 for a zero evaluation; phase by phase on every
// tenth self-play game (nine in ten of them seen by the fit; a throwaway
// program, not kept), 4.29, 4.32, 4.11, 3.33, 2.18 and 0.76 boxes, where
// the hand-written evaluation, which was never meant as a prediction of
// the margin, misses by 6.17, 5.92, 5.27, 4.66, 2.24 and 0.38 (the
// solver answers for every position of the last phase and most of the
// one before). It costs about what the hand-written evaluation does,
// which it runs on the canonical image (BenchmarkEvaluateLearned against
// BenchmarkEvaluate, six runs side by side at load 8-9, whose times
// spread up to threefold: the fastest were 1.12, 0.60 and 0.65 µs
// against 0.94, 0.56 and 1.26 µs on the start, the middle game and
// twoBoxes), allocates nothing, and plays better at equal time: against
// the build before it (fcaca25, the hand-written evaluation), one thread
// each, 100 ms a move, from testdata/openings/dots-boxes.txt with the
// sides swapped in pairs, it won 277, drew 33 and lost 90 of 400 games,
// all 400 distinct (+176 ± 37 Elo at load 5-8; two of the losses were on
// time, a move of 1.1 s and one of 1.3 s against a margin of 1 s, when
// both engines had moves of 0.5-0.9 s; testdata/strength/results.md), so
// it is the default.
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
