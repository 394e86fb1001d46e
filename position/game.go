package position

// Move is one whole turn, packed by its game into 32 bits. Only the game
// that produced a Move can interpret it; search treats it as opaque.
type Move uint32

// NoMove is never a legal move in any game. Search and the protocol use it
// for "no move known".
const NoMove Move = ^Move(0)

// Game is what search needs from a position. A Game is not safe for
// concurrent use: every search thread works on its own Clone.
type Game interface {
	// ToMove is the side to move, 0 (p1) or 1 (p2). Turns need not
	// alternate: a game may give the same side several moves in a row.
	ToMove() int
	// GenMoves appends every legal move to buf and returns it. A forced
	// pass is an explicit move. A finished game has no moves.
	GenMoves(buf []Move) []Move
	// Make plays m, which must be legal in this position.
	Make(m Move)
	// Unmake takes back the last Make.
	Unmake()
	// Hash is a Zobrist key over every part of the state that matters for
	// play from here on (not over the repetition history).
	Hash() uint64
	// Outcome reports whether the game is over and, if it is, the result
	// from the side to move's point of view: positive for a win, negative
	// for a loss, zero for a draw. Games that implement MarginGame return
	// the exact margin in centi-units (a Reversi win by 38 discs is 3800);
	// other games return +1, -1 or 0.
	Outcome() (over bool, score int)
	// Evaluate is a heuristic score of an unfinished position from the
	// side to move's point of view, in centi-units. Its magnitude stays
	// below 100,000, and so does a margin.
	Evaluate() int
	// Clone returns an independent deep copy, history included, so that
	// Unmake on the copy works exactly as on the original.
	Clone() Game
}

// MarginGame is implemented by games whose result has a natural margin
// (discs, points, boxes). For them Outcome's score is the margin in
// centi-units, and search reports a solved position as that exact score
// instead of as a mate. MarginUnit names what the margin counts, in the
// plural ("discs"), for reports.
type MarginGame interface {
	MarginUnit() string
}

// ProblemReader is implemented by games whose players keep problems in a
// line format of their own (Reversi's OBF, as Edax and the FFO suite
// write it). Batch analysis finds it on a game's start position from the
// registry. ReadProblem reads one line: ok is false when the line is not
// in the format, err set when it is but is malformed.
type ProblemReader interface {
	ReadProblem(line string) (p Problem, ok bool, err error)
}

// Problem is a position read by a ProblemReader, with what its line
// expects. Empty fields are not checked.
type Problem struct {
	ID       string   // the line's own name; "" when it has none
	Position string   // the game's position string
	BM       []string // best moves, in the game's notation
	Score    *int     // the exact score for the side to move, centi-units
}

// EvalCapper is implemented by games whose Evaluate clamps its value.
// EvalCap is the largest magnitude Evaluate returns, so that a front can
// tell an estimate at the cap (Hex's ±20000 when a side looks cut off)
// from a proven result.
type EvalCapper interface {
	EvalCap() int
}

// Tactical is implemented by games with noisy moves that should be
// resolved before a static evaluation is trusted (quiescence search).
// GenNoisy appends the noisy moves, a subset of the legal moves, to buf.
// If forced is true, the side to move may not stand pat: the moves
// returned are then all the legal moves (checkers' compulsory captures),
// or those of them that the game knows to be no worse than any other
// (Atari Go's captures, which win at once), and never none.
type Tactical interface {
	GenNoisy(buf []Move) (moves []Move, forced bool)
}

// Orderer is implemented by games that can rank moves better than search's
// generic heuristics. OrderHints sets scores[i] for moves[i]; higher
// scores are tried first. len(scores) >= len(moves).
type Orderer interface {
	OrderHints(moves []Move, scores []int32)
}

// Ticker is how a long computation inside a game reports progress to the
// search that called it and learns whether to give up. Tick is called
// every few thousand nodes with the number of nodes since the last call;
// it returns true when the computation must stop at once (its result is
// then discarded).
type Ticker interface {
	Tick(nodes int) (stop bool)
}

// TickerSetter is implemented by games whose optional abilities may
// compute for long outside Solve, such as an analysis behind Solvable:
// search hands each worker's game its Ticker before it searches (nil
// takes it back), and the game reports that work through it and abandons
// the computation when Tick returns true, answering as if it had found
// nothing (the search is then stopping and discards the result).
type TickerSetter interface {
	SetTicker(t Ticker)
}

// Solver is implemented by games with a dedicated exact endgame solver.
// Search calls Solvable at every node of a depth-limited search; when it
// returns true, search uses Solve instead of searching the node itself.
type Solver interface {
	// Solvable reports whether this position should be solved exactly
	// when depth plies of search remain.
	Solvable(depth int) bool
	// Solve returns the exact game value from the side to move's point of
	// view, in the same units as Outcome's score, as a fail-soft bound in
	// the window (alpha, beta), and a best move when one was proved
	// (NoMove otherwise). A win/loss game (not a MarginGame) may return
	// ±n instead of ±1 for a win or loss that cannot come sooner than n
	// plies from the position, so that the search's mate distance is not
	// shorter than the game allows.
	Solve(alpha, beta int, t Ticker) (score int, best Move)
}

// MoveCounter is implemented by games that can count their legal moves
// faster than by generating them. Perft uses it at the last ply.
type MoveCounter interface {
	CountMoves() int
}

// MovesLefter is implemented by games that can tell about how many more
// moves the side to move will make before the game ends, such as Reversi
// by its empty squares. A search on a sudden-death clock shares the clock
// over that many moves instead of a fixed number.
type MovesLefter interface {
	MovesLeft() int
}

// EvalTerm is one named part of a static evaluation.
type EvalTerm struct {
	Name  string
	Score int
}

// EvalExplainer is implemented by games that can break their evaluation
// down into terms, for the protocol's eval command. It may allocate.
type EvalExplainer interface {
	EvalTerms() []EvalTerm
}

// FastPerfter is implemented by games with a dedicated perft: the same
// leaf counts as Perft under the game's own convention
// (Info.PerftEndsAreLeaves), found faster by game-specific means. The
// perft command uses it unless asked for the generic count.
type FastPerfter interface {
	Perft(depth int) uint64
	// PerftHashed is Perft with a table of about entries subtree counts.
	PerftHashed(depth, entries int) uint64
}

// SearchProfile is what a game tells the alpha-beta search about itself
// so that the search may be selective where that is sound for the game:
// the scale of its evaluation and which pruning and reductions it has
// earned (each is measured by matches, game by game, before a game turns
// it on; the game's doc.go records the results). The zero value turns
// everything off: a game without a profile is searched in full width, as
// exact fixed-depth minimax.
type SearchProfile struct {
	// EvalUnit is the evaluation's natural unit in centi-units, about
	// what one piece, disc or point of material is worth; 100 when zero.
	// Pruning margins are multiples of it.
	EvalUnit int
	// Reduction turns on late-move reductions at this strength, in
	// percent of the search's standard reduction table (0: none).
	Reduction int
	// FutilityDepth is the deepest remaining depth at which a node whose
	// static evaluation beats beta by a margin of EvalUnit a ply is cut
	// off (reverse futility pruning); 0: never.
	FutilityDepth int
	// NullMove declares the game free of zugzwang in practice (moving is
	// never worse than passing, nearly), so that a null move's search is
	// a sound lower bound. The game must implement NullMover.
	NullMove bool
	// PlainOrderDepth is the deepest remaining depth at which a node
	// orders its moves without the game's OrderHints: by the TT move,
	// the killers, the counter-move and history alone. Near the leaves
	// the hints can cost more than the nodes a better order saves; 0:
	// hints at every node that has them.
	PlainOrderDepth int
	// LateMovePruning is the deepest remaining depth at which a non-PV
	// node stops trying its late moves: past the first 3+depth² in
	// order (LateMoveCount, when set, replaces the 3), it tries only the
	// TT move, the killers and the counter-move; 0: never.
	LateMovePruning int
	// LateMoveCount, with LateMovePruning, is how many moves a node at
	// depth 1 keeps, less one (3 when zero): a node keeps
	// LateMoveCount+depth² moves.
	LateMoveCount int
	// MoveFutilityDepth is the deepest remaining depth at which a non-PV
	// node whose static evaluation plus a margin of EvalUnit per ply of
	// depth plus one does not reach alpha tries only its first three
	// moves, its TT move, killers and counter-move (forward futility
	// pruning); 0: never.
	MoveFutilityDepth int
	// RazorDepth is the deepest remaining depth at which a non-PV node
	// whose static evaluation plus twice EvalUnit per ply of depth is
	// below alpha is resolved by quiescence alone (evaluated, in a game
	// that is not Tactical) when that stays below alpha; 0: never.
	RazorDepth int
	// InternalReduction searches a node of depth 4 or more that has no
	// TT move one ply shallower (internal iterative reduction).
	InternalReduction bool
	// CounterMoves orders, just below the killers, the move that last
	// refuted the previous move (the counter-move heuristic).
	CounterMoves bool
	// CacheEval keeps each search thread's recent static evaluations by
	// Hash, for a game whose Evaluate is dear (microseconds) and whose
	// leaves transpose often. Evaluate must then depend only on what Hash
	// covers.
	CacheEval bool
	// BareLeaves, in a game with a Solver, hands a horizon leaf that the
	// solver declines straight to quiescence, as a game without one has
	// it, instead of probing the transposition table for it first: where
	// Evaluate is cheap, the probe's cache miss costs more than its hits
	// give.
	BareLeaves bool
	// SolveDelay, in a game with a Solver, is how many plies later than
	// Solvable asks the alpha-beta search hands a node to the solver,
	// when the search is bounded by nodes or time: it calls
	// Solvable(depth-SolveDelay). Within a budget too small for the
	// proof, a deeper selective search then plays better than a proof cut
	// short, and the proof still comes once the iterations are deep
	// enough. A search bounded by depth alone, or by nothing, does not
	// delay. Solvable keeps its own meaning for other callers.
	SolveDelay int
	// ProbCut lists the checks of Multi-ProbCut (Buro): at a non-PV
	// node whose remaining depth is a check's Depth, a null-window search
	// of the same node only Shallow plies deep predicts the deep value
	// as A·v + B, with a residual of standard deviation Sigma (all in
	// centi-units), and the node is cut off when the prediction beats
	// beta, or fails alpha, by ProbCutT standard deviations. Several
	// checks may share a depth: they are tried in order. A, B and Sigma
	// come from the game's own regression of deep on shallow search
	// values (testdata/strength's probcut command fits them). None: off.
	// A game may return different checks by game phase, as the profile is
	// asked for at the root of every search.
	ProbCut []ProbCutCheck
	// ProbCutT is ProbCut's confidence threshold t, in standard
	// deviations of the residual (1.5 cuts where the deep search would
	// have failed the other way about 7% of the time, if residuals are
	// normal). ProbCut is off when it is 0.
	ProbCutT float64
}

// ProbCutCheck is one Multi-ProbCut check: a regression of the value of
// a Depth-ply search on that of a Shallow-ply search of the same
// position, v_deep ≈ A·v_shallow + B, with residuals of standard
// deviation Sigma. B and Sigma are in centi-units; A must be positive.
// EvalSigma, when positive, gates the shallow searches on the static
// evaluation, as Edax does: the test for beta is tried only when the
// evaluation is at least beta − t·(EvalSigma+Sigma)/2, the test for
// alpha only when it is below alpha + t·(EvalSigma+Sigma)/2, EvalSigma
// being the deviation of the deep value from the evaluation's
// regression.
type ProbCutCheck struct {
	Depth, Shallow int
	A, B, Sigma    float64
	EvalSigma      float64
}

// Profiler is implemented by games that declare a SearchProfile.
type Profiler interface {
	SearchProfile() SearchProfile
}

// NullMover is implemented by games whose SearchProfile allows the null
// move: MakeNull passes the turn without moving, UnmakeNull takes the
// pass back. Search makes a null move only in positions that are not
// over.
type NullMover interface {
	MakeNull()
	UnmakeNull()
}

// Featurer is implemented by games whose positions a learned evaluation
// reads (package position/learn): a position is a sparse set of active
// binary features, seen from the side to move, in one of a few game
// phases, and the evaluation is the sum of one weight per active feature
// and phase. Features must not change under the game's symmetries: two
// positions that are images of each other list the same features (in any
// order), which the conformance kit checks.
type Featurer interface {
	// FeatureSet names the features and their number. A weight file
	// records it, and a game whose features differ refuses the file.
	FeatureSet() FeatureSet
	// Features appends the indices (0 <= i < Size) of the position's
	// active features to buf, an index once for each time it is active,
	// and returns them with the position's phase (0 <= phase < Phases).
	Features(buf []int32) (features []int32, phase int)
}

// FeatureSet describes a Featurer's features: Name changes whenever the
// meaning of an index does.
type FeatureSet struct {
	Name   string
	Size   int // features per phase
	Phases int
}

// MoveFeaturer is implemented by games whose moves a move-prediction
// model reads (package position/learn, FitChoices): each legal move is a
// sparse set of binary features of the move in its position (the
// neighbourhood of the point played, captures, distance to the last
// moves), seen from the side to move, and the model gives each feature a
// strength; a move's strength is the product of its features' strengths
// and its probability that strength over the sum of all the legal
// moves'. The features come in groups: a move has at most one feature of
// each group (one value of its 3×3 neighbourhood, one capture size). As
// a position's features, a move's must not change under the game's
// symmetries: the image of a move in the image of a position lists the
// same features.
type MoveFeaturer interface {
	// MoveFeatureSet names the move features and their number (Phases
	// is 1). A weight file records it.
	MoveFeatureSet() FeatureSet
	// MoveFeatureGroups returns the first index of each group, from 0
	// up: group k holds the features from groups[k] up to the next
	// group's first index (or Size).
	MoveFeatureGroups() []int32
	// MoveFeatures appends to buf the features of each of moves, legal
	// moves of the current position in any order, moves[i]'s after
	// moves[i-1]'s, and sets ends[i] to the length of buf after
	// moves[i]'s (ends has len(moves) entries). It leaves the position
	// alone and, with buffers big enough, allocates nothing.
	MoveFeatures(moves []Move, buf []int32, ends []int32) []int32
}
