// Package amazons implements the Game of the Amazons on a 10×10 board,
// with the rules stated below.
//
// # Rules
//
// White (p1) has amazons on a4, d1, g1 and j4, Black (p2) on a7, d10, g10
// and j7; White moves first (see the first mover under Decisions; the
// option first=b lets Black open instead). A move is one whole turn in two
// compulsory parts: one of the mover's amazons moves like a chess queen,
// any distance along a row, column or diagonal, over and onto empty squares
// only; then, from where it lands, it shoots an arrow the same way onto an
// empty square, which is blocked for the rest of the game. The arrow is
// shot after the amazon has left its square, so it may cross or land on
// that square (see Decisions). There are no captures and no passes. A side
// whose turn it is and that has no legal move (no amazon with an empty
// neighbour) loses; one blocked amazon does not matter while another can
// move. Every move fills a square, so a game lasts at most 92 moves and
// cannot be drawn.
//
// # Notation
//
// Squares are algebraic: files a-j from the left, ranks 1-10 from the
// bottom, White at the bottom (the seed's row L, column C from the top
// left is file C, rank 10-L). A move is "from-to/arrow", for example
// g1-g6/j6; ParseMove also accepts "g1-g6,j6" and "g1-g6(j6)", in either
// case. "pass" is never legal.
//
// # Position string
//
// "<board> <side>": ranks 10 to 1 separated by '/', files a-j in each, W
// for a white amazon, B for a black one, x for an arrow and a number (1 to
// 10) for a run of empty squares; then w or b for the side to move. The
// start is "3B2B3/10/10/B8B/10/10/W8W/10/10/3W2W3 w". A position may hold
// any arrangement of 0 to 8 amazons per side and any arrows.
//
// # Options
//
// first (w or b, default w): the side that makes the first move from the
// start position. Sides keep their names and numbers (White is always p1),
// so with first=b the game starts with p2 to move.
//
// eval (learned or hand, default learned): the evaluation the search uses
// (see "Learned evaluation"; hand is the territory evaluation under
// Engine); it never changes the rules.
//
// # Decisions where the rules leave a choice
//
//   - First mover: the seed's description says Black moves first, while
//     its rules and its own worked example (whose first move is White's)
//     say White. White moves first, as in the usual game; the option
//     first=b follows the description.
//   - The arrow may cross or land on the square its amazon has just
//     left: the seed forbids only crossing another piece, and that square
//     is empty by then (the standard rule).
//   - Outcome's score is -1 for the side to move when it cannot move;
//     there is no margin (the game does not implement MarginGame).
//   - Perft does not count a finished game as a leaf
//     (PerftEndsAreLeaves false); the published counts from the start are
//     unaffected, as no game ends within three moves.
//   - A position string may hold up to 8 amazons per side (the engine's
//     fixed lists), fewer than four, or none: a side with none has no
//     move and loses at its turn.
//   - State lists arrows as neutral pieces (side -1, kind "arrow"); the
//     Layout shades a1 and every square of its colour like a chessboard.
//
// # Engine
//
// The board is a 12×12 mailbox whose outer ring is a border, so a queen
// ray stops at the edge with the same test as at a piece; each side keeps a
// list of its amazons' squares. A Move packs the from, to and arrow
// squares (mailbox indices) in three bytes. GenMoves vacates the origin
// and walks the eight rays from it, then the eight rays from each
// destination; CountMoves counts the arrows by ray lengths without listing
// them, which perft uses at its last ply. Make and Unmake update the board,
// the amazon list, a bitboard of the empty squares and an incremental
// Zobrist key (one key per piece kind and square, one for Black to move),
// saving the key in a fixed history.
//
// Evaluate follows the territory idea of strong Amazons programs: for
// each side it computes every empty square's queen distance (the fewest
// queen moves any of its amazons needs to get there, the board standing
// still) and king distance; a square belongs to the side that is nearer,
// a tie counts a little for the side to move. The queen and king
// territories are mixed 3:1, and each amazon's free neighbours (up to
// four) add a little, since an amazon about to be shut in is worth less
// than the territory counts say. The distances are never stored: both
// sides' breadth-first searches advance a level at a time as bit-parallel
// fills over the empty-square bitboard (Kogge-Stone along the eight rays
// for queen moves, a shift-and-or for king steps), and each level's newly
// reached squares are counted against what the other side has reached by
// then. EvalTerms shows the parts. OrderHints
// scores the ~2,000 moves of a node without playing them: arrows next to
// enemy amazons first, arrows next to one's own last, and destinations
// with more free neighbours earlier.
//
// # Learned evaluation
//
// With eval=learned the search evaluates with a sparse linear model
// (features.go, learned.go; position.Featurer) fitted by tabla train to
// the results of tabla's own games by logistic regression, one weight a
// feature in each of eight phases (by the arrows on the board, twelve to
// a phase). Its features generalise the hand-written territory: every
// empty square counts once by the pair of classes at which the mover and
// the opponent reach it (distance 1, 2, 3, 4 or more, or never), for
// queen and for king distances, so a weight per pair says what a square
// reached sooner, or as soon, is worth at that stage; each amazon counts
// by its number of queen moves (ten classes) and by its empty
// neighbours; and a bias. Every feature is a count that a symmetry of the
// board or a swap of the colours leaves alone. The sum of the active
// weights, in hundredths of a logit, is scaled by 1.15 to the
// hand-written evaluation's centi-squares (learnedScale: its
// least-squares factor over the training positions), so the search's
// margins keep their meaning. EvalTerms shows it by block of features.
//
// The shipped weights (weights/amazons.weights, embedded) were fitted to
// 6,000 games of depth-2 self-play with the hand-written evaluation, each
// opened by up to 6 random moves (495,167 positions; README.md,
// "Training", gives the commands): on the positions of the games held
// out they have a log loss of 0.403 against the results (0.693 for no
// evaluation). Phase by phase, on every tenth self-play game (nine in ten
// of them seen by the fit; a throwaway test, not kept), it predicts the
// results about as well as the hand-written evaluation at that phase's
// best logistic scale early on and better later: 0.687 against 0.685 in
// phase 0, where depth-2 games are nearly a coin toss, 0.561 against
// 0.578 in phase 2, 0.126 against 0.156 in phase 6. It costs about twice
// the hand-written evaluation (BenchmarkEvaluateLearned against
// BenchmarkEvaluate, run side by side: 3.6-4.9 against 1.9-2.2 µs at load
// 5-8), and it plays better at equal time: against eval=hand, one thread each, from
// testdata/openings/amazons.txt with colours alternating, it won 302-98
// over 400 games at 100 ms a move (+196 ± 40 Elo;
// testdata/strength/results.md), so it is the default.
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): measured with tabla match, 200 ms a move, one thread each, 10 two-ply
// random openings played from both sides, on a loaded 2-core machine,
// Monte Carlo tree search (UCT+RAVE, uniform random playouts) scored 0-20
// (and 1-19 with generic playouts cut after 8 plies and scored by the
// evaluation's sign) against alpha-beta. Uniform random playouts over
// ~2,000 moves a turn say little about a territory game that the
// evaluation reads directly.
//
// Its search profile (position.SearchProfile) turns on late-move
// reductions, null moves (MakeNull hands the turn over) and reverse
// futility pruning at four squares a ply. Against the search without it,
// one thread each, from testdata/openings on a loaded 2-core machine:
// with the margin at one square a ply, 50-50 in 100 games at 60 ms a move
// but 25-35 in 60 games at 2 s + 20 ms; at four squares, 52-48 at 60 ms
// (+14 ± 69 Elo). At these times the search reaches depth 3 to 4, where
// only the futility pruning acts; the reductions and null moves act
// deeper and are not measured yet. Late-move pruning at depths 1 and 2
// (3+depth² moves kept) lost, 14-26 in 40 games at 100 ms a move (load
// 5.9), and stays off.
package amazons
