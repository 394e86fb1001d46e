// Package search plays every tabla game with one of two searchers,
// alpha-beta (the default) or Monte Carlo tree search, chosen by
// Options.Search. It knows games only through position's interfaces and
// never prints: the protocol drives an Engine and receives its progress
// through a Reporter. Both searchers honour the same Engine API, limits
// and reports.
//
// # Search
//
// An Engine runs iterative deepening over principal variation search
// (negamax, fail-soft) with aspiration windows from depth 4. Turns need not
// alternate: a child's score is negated only when ToMove changed across the
// move, so a game that grants extra moves (dots and boxes) searches like any
// other. There is no in-tree repetition logic: a game's own Outcome
// handles its draw rules.
//
// Leaves are scored from the side to move. A finished game scores Outcome's
// margin exactly in a position.MarginGame (a Reversi win by 38 discs solved
// to the end is 3800), and otherwise Mate-ply for a win, -(Mate-ply) for a
// loss and 0 for a draw. At the horizon a position.Tactical game is
// searched on in quiescence (its noisy moves, with stand pat unless they
// are forced, at most 16 plies); any other game is evaluated.
//
// Every node that a game's position.Solver declares Solvable, root children
// included, is solved instead of searched; the solver's ticker counts its
// nodes and stops it with the search; a position.TickerSetter game gets
// the same ticker for work it does outside Solve (Hex's Solvable runs
// H-search). A win/loss solver proves who wins but
// not how soon, so its win scores as Mate-(ply+1), the shortest win a node
// that is not over can have, and its loss likewise; a solver that knows
// the end cannot come sooner than n plies returns ±n and scores as
// Mate-(ply+n) (Hex counts the stones the winner still needs).
//
// In a search bounded by nodes or time, a profile's SolveDelay hands
// nodes to the solver that many plies later than Solvable asks, so that
// the search goes deeper selectively before it commits to a proof it
// may not finish. In a margin game, the first iteration whose root moves
// are all solvable first searches the window (-1, 1) around a draw:
// proving who wins costs a fraction of the exact margin, and a search
// stopped before the margin is known plays the proven move (it is kept
// as the iteration's result, reported as a bound, and the exact pass's
// window starts on its side of the draw). Reversi's package
// documentation gives both measured.
//
// The search knows when a result is exact: a subtree none of whose leaves
// was a heuristic evaluation (every leaf a game end or a solved node) holds
// at any depth, and goes into the TT as such. When a whole iteration is
// exact, or a mate is proved within its depth, deeper iterations cannot
// change it and the search ends by itself (an infinite or pondering search
// then waits for Stop or PonderHit).
//
// # Selectivity
//
// In a game that is not a margin game, mate distance pruning narrows every
// window to the mates still possible below the node (exact: it changes no
// score). Everything else is per game, as its position.SearchProfile
// declares it; a game without one is searched full width, as exact
// fixed-depth minimax (search never asks which game it plays):
//
//   - late-move reductions (Reduction, in percent of the standard table
//     0.75 + ln(depth)·ln(move number)/2.25 plies): from depth 3, moves
//     after the first three (TT move included) that are not killers are
//     searched with a null window that much shallower, one ply less at
//     PV nodes, and again at full depth when they beat alpha;
//   - reverse futility pruning (FutilityDepth): a non-PV node with
//     depth at most FutilityDepth whose static evaluation less
//     EvalUnit per ply of depth is still at least beta returns that;
//   - null move (NullMove, for a game that declares itself free of
//     zugzwang and implements position.NullMover): a non-PV node from
//     depth 3 whose static evaluation reaches beta lets the other side
//     move twice, searched 2 plies shallower (plus one per 6 plies of
//     depth) with a null window at beta, and returns when even that
//     stays at or above beta; never two null moves in a row, and a mate
//     found that way counts only as beta;
//   - razoring (RazorDepth): a non-PV node with depth at most RazorDepth
//     whose static evaluation plus 2·EvalUnit per ply of depth is still
//     below alpha is searched by quiescence alone, with the window
//     (alpha, alpha+1) (in a game that is not Tactical that is the
//     static evaluation itself), and returns that score when it is at
//     most alpha;
//   - forward futility pruning (MoveFutilityDepth): at a non-PV node
//     with depth at most MoveFutilityDepth whose static evaluation plus
//     EvalUnit·(depth+1) is at most alpha, only the first three moves in
//     order (the TT move first) are searched, and past them only the
//     killers and the counter-move;
//   - late-move pruning (LateMovePruning, LateMoveCount): at a non-PV
//     node with depth at most LateMovePruning, only the first
//     LateMoveCount (3 when zero) + depth² moves in order are searched
//     (the TT move first), and past them only the killers and the
//     counter-move. At a node with more moves than position.MaxMoves the
//     order is the generation order, the TT move first;
//   - internal iterative reduction (InternalReduction): a node of depth 4
//     or more, PV or not, with no TT move is searched one ply shallower
//     (and stored at that depth).
//   - Multi-ProbCut (ProbCut, ProbCutT; Buro's, as in Logistello and
//     Edax): the game lists checks, each a depth, a shallower depth and
//     a regression v_deep ≈ A·v_shallow + B of its own search values
//     with residual deviation Sigma. At a non-PV node whose remaining
//     depth is a check's, after the null move, a null-window search of
//     the node itself at the shallow depth tests whether v_shallow >=
//     ⌈(beta + t·Sigma − B)/A⌉ (t = ProbCutT): if so the node returns
//     beta; if not, a second one whether v_shallow <= ⌊(alpha − t·Sigma −
//     B)/A⌋, and then it returns alpha. A check with an EvalSigma (the
//     deviation of the deep value from the static evaluation's own
//     regression) tries the first test only when the static evaluation
//     is at least beta − t·(EvalSigma+Sigma)/2 and the second only when
//     it is below alpha + t·(EvalSigma+Sigma)/2, as Edax does. Checks
//     sharing a depth are tried in the profile's order; a bound beyond
//     the evaluation's range skips its test; the searches that test a
//     check try none of their own. A game may return different checks
//     by phase: the profile is read at the root of every search.
//
// Razoring, futility pruning, late-move pruning and null moves run only
// where neither alpha nor beta is a mate score, and share one static
// evaluation per node. These cutoffs are heuristic: each counts as an
// inexact leaf (a node that left moves unsearched counts as one), so a
// subtree they pruned is never stored or reported as solved, and a game's
// Solver, asked before any of them, stays exact. The moves that pruning
// skipped are not searched, and so not penalised in the history either.
// With null moves (or ProbCut checks where no solver takes over) a
// search of a finished tree no longer knows it is exact, and ends only
// on a mate within its depth or its limits. Each game's profile is kept
// only as far as matches against the search without it allow: the
// results are in testdata/strength/results.md, the table
// testdata/strength (see the README) appends to. So far the reductions
// are what gains most widely: at 60 ms a move, reverse futility pruning
// at EvalUnit a ply cost Reversi and Checkers much of the reductions'
// gain (and, with null moves, Quoridor), and Amazons needed a margin of
// four squares a ply to break even. In Reversi Multi-ProbCut gains on
// top of them (fitted on Reversi's own searches by testdata/strength's
// probcut command; less under a clock than at a fixed time a move: see
// games/reversi's doc). At 100 ms a move, late-move pruning gained most:
// in Hex (71-29 in 100 games), Nex (61-39 in 100) and Atari Go (72-28 in
// 100 at depths 1 to 3, where 4× the time then scores 35-5); it lost in
// Amazons (14-26 in 40) and was even in Cats & Dogs, where late-move
// reductions on top were even too but made 4× the time pay (60% in 80
// games, from 58.8% with LMP alone), as reductions alone did in
// Bomberman (69% in 80, from 51%; even at 100 ms). Internal iterative
// reduction and razoring gained in Checkers (59% in 100 games, 60% in
// 40 together); forward futility pruning was even in Reversi (52% in
// 100, without ProbCut; no profile has it); counter-moves lost in
// Reversi (46% in 100) and Checkers.
//
// # Repetition
//
// The search adds no repetition rule: a game's Outcome applies its own, from
// its own history. But such a rule makes a position's value depend on the
// path to it, which Hash does not cover. So when a game ends on a position
// that repeats one earlier in the search path, the nodes between the two are
// not stored in the TT, where they would pass their values to other paths
// (and, solved, to every depth). The nodes from the repeated one up are
// stored as usual: their values do not depend on the path above them.
//
// # Move ordering
//
// The TT move first (before the others are even ordered), then by the
// game's position.Orderer hints where it has them, then two killers per
// ply, then, with the profile's CounterMoves, the counter-move (the move
// that last caused a cutoff in reply to the move just made, by side to
// move and the same 16K-entry hash of the move as history; not after a
// null move), then a history of cutoffs per side, indexed by a hash of
// the move (moves are opaque) into 16K counters with gravity. A node
// within the profile's PlainOrderDepth of the horizon does without the
// hints, where asking for them costs more than they save.
//
// # Transposition table
//
// One table, shared lock-free by every thread: a power of two of 16-byte
// entries, each two atomic words (key XOR data, data), in buckets of four.
// An entry holds the move, the score (mate scores relative to the node), the
// depth (or "solved"), the bound and a 3-bit generation. Replacement keeps
// the deepest entries, where an entry loses 8 plies of worth per search of
// age, and never trades a solved value of a position for a depth-limited one.
//
// A horizon leaf goes to quiescence without a probe, except in a game with
// a Solver, whose leaves the solver may take: there the node probes the
// table first and then asks the solver, unless the profile sets
// BareLeaves, which asks the solver first and probes only for a leaf it
// takes. In Reversi, tabla bench went from 1.06M to 1.93M nodes a second
// with BareLeaves, and 100 ms a move won 198-32-170 over 400 games
// against the probing build (+24 ± 33 Elo).
//
// # Evaluation cache
//
// The TT's data word has no room for a static evaluation, and horizon and
// quiescence leaves are never stored in it. A game whose profile sets
// CacheEval gets a cache of its own instead, one per thread: 2^16
// direct-mapped slots of key and evaluation (1 MiB), the newest
// evaluation taking its slot, emptied when a search starts (another
// game or other options may reuse the keys). Every static evaluation
// goes through it, the pruning's included, so a node whose position was
// a leaf of the iteration before, or a transposed leaf, is not evaluated
// again. It changes no score or node count, only time: Hex, whose
// two-distance evaluation costs about 5 µs, reaches depth 6 from the
// start in 610,030 nodes either way, with 9% less CPU time; in Amazons,
// Atari Go, Go, Nex and Quoridor it saved nothing measurable, and they do
// without it.
//
// # Threads
//
// Lazy SMP: each of Options.Threads workers searches its own Clone of the
// root with its own move buffers, killers and history. Helpers skip some
// depths, each with its own pattern, so the threads spread over depths.
// Nodes at depth 2 or more mark themselves in a small shared table while
// they are searched, and a node puts off a move (never its first) whose
// position another thread is searching until its other moves are done, by
// when the TT usually has the answer: the threads split the tree instead
// of searching the same part twice. That changes only the order of moves,
// so scores are unaffected. The search ends when any thread completes the
// last depth wanted, and the result comes from a thread that proved the
// root exactly, if one did, and otherwise from the thread that completed
// the deepest iteration (thread 0 on a tie): a thread stopped part-way
// by another's proof may hold a deeper iteration whose only move searched
// was a loss. Thread 0 sends every report. With one thread, a search is
// deterministic: the same search on a new or cleared engine visits the same
// nodes, as nothing but stopping depends on time.
//
// # Time
//
// Limits give a depth, a node count, a movetime, clocks with increment and
// moves to go (a sudden-death clock is planned as 40 moves to go, or as
// fewer when the game tells how many it has left through
// position.MovesLefter, with three more in hand: Reversi's half of the empty
// squares), mate in N, infinite or ponder. The plan keeps
// Options.MoveOverhead in hand: it never uses more than the remaining clock
// less the overhead, nor more than a movetime less the overhead or a
// twentieth of the movetime, whichever is less (a movetime is the time to
// think). With an increment, a move's share of the clock also leaves ten
// increments in hand, spends less than the increment below them, and an
// aborted iteration never reaches into the last five, so that a clock the
// increments feed settles there rather than draining towards the overhead
// when moves cost a little more than planned. The hard limit (four times the
// share, within the clock) aborts. The soft limit is 60% of the share,
// scaled by the search's stability: from 0.7 when the best move has stayed
// the same for several iterations, up to 2 when it changes at every one, and
// by 1.3 more when the best score fell by more than half a unit from the
// last iteration (at most 2.5 in all). No iteration starts past it, nor when
// its first move is not predicted to be searched before the hard limit and
// three times the scaled soft limit; the prediction is the last iteration's
// time times the growth in nodes from two iterations back to one back (the
// same parity as the next step: many games alternate a cheap and a dear
// ply), within 1.5 to 40. A movetime, which cannot be saved for later, is
// used whole: iterations start until it ends. An iteration stopped part-way
// still counts when a root move was searched whole in it, the previous best
// first: the move that raised alpha last (the previous best at the new
// depth, or a move that beat it) becomes the result, at that depth (not with
// MultiPV). With a clock and a single legal move the search plays it after
// depth 1; with a movetime, depth, node limit or none it searches as asked.
// Ponder limits start at PonderHit. Stop, the node limit and the clock are
// looked at every 1 to 1024 nodes: the interval adapts so that looks come
// about a millisecond apart, up to 1024 nodes apart in a fast game and at
// every node in a slow one (under a node limit it is fixed, so that where
// the search stops does not depend on time, and the next look comes by
// the limit at the latest: one thread stops on it exactly, and nothing
// is searched after a stop). A search thus overruns its
// deadline by at most about a millisecond or the cost of one node. A game
// must therefore keep each call short: a GenMoves, OrderHints or Make that
// takes tens of milliseconds delays the stop by as much (a long
// computation inside a game, a Solver or a TickerSetter, reports through
// its Ticker). The
// test TestDeadline in games/all holds every game to this. A stopped
// search returns the best move of its last depth (completed, or stopped
// with a move searched whole, as above), or the first legal move when it
// had none.
//
// # Start, Wait, Stop and PonderHit
//
// Search blocks; Start and Wait split it in two, for a caller that must
// stay responsive. Start does all its work on the game before it returns
// and runs the rest in the background. Each search has its own run state,
// so Stop and PonderHit never reset a flag another search reads: one that
// comes after Start returns and before Wait returns belongs to that search.
// One that comes while no search is pending does nothing, so a stop that
// crosses the result of a finished search cannot cut the next one short.
//
// # Monte Carlo tree search
//
// With Options.Search = MCTS the engine grows one tree of playout
// statistics instead (mcts*.go). A playout descends from the root by UCT
// (exploration 0.8 without RAVE), blended with RAVE/AMAF (exploration
// 0.2, the two estimates weighing the same at about 300 visits). A
// game's position.Priorer knowledge counts as playouts played before the
// real ones, in the move's own statistics (not in its visits, which
// decide expansion and the move played); a game without it gets its
// position.Orderer hints scaled to 0..1 as a bias of weight
// 0.5/(visits+1). A leaf is expanded (all its moves at once) from
// its second visit, and later ones as the tree fills (see below); then
// the game is played out from it, by the game's position.Playouter if it
// has one, else uniformly at random through GenMoves and Make. A generic
// playout that reaches 400 plies is scored by the sign of Evaluate
// (draw on 0). The result counts by its sign only: a win is 1, a draw
// 1/2 (kept apart, for WDL), a loss 0, for the side that moved into each
// node. RAVE credits every child of a node on the path whose move its
// side played later in the same playout, in the tree or in the playout
// (a generic playout records its moves; a Playouter's Trace does); it is
// on for every game. It helps: in Hex 9×9 at 200 ms a move, MCTS with
// RAVE beat the same without it 15-5 (Elo +191 ± 218).
//
// Dynamic komi: a game that implements position.Komier with a step
// above 0 (Go with option dynkomi=adaptive) has its playouts count an
// extra komi against the side to move at the root when that side wins
// nearly all of them, so that the tree, which counts only wins and
// losses, can still tell a move that keeps the lead from a slack one
// (mcts_komi.go). The komi starts at 0 in every search. Every 100
// playouts the search looks at the share of them that the root's side
// won (draws half): above 80% it raises the komi, below 45% it lowers
// it, never below 0, and in between keeps it. A move is the game's step
// (Go: a point), doubled for each move in the same direction just
// before it, up to 8 steps, and the komi stays within the game's most.
// The side behind never gets a komi: a bonus would flatter its hopeless
// moves, and its win rate (which the protocol's ResignWinRate reads)
// stays the true one; the side ahead sees its reported win rate pulled
// into the band, so its scores then say how its moves compare rather
// than how sure the win is. Only the playouts count the komi: game ends
// met in the tree and every proof (MCTS-Solver, the game's Solver) keep
// the game's own rules, so a proven win or loss is a true one, and the
// results the tree mixes are playouts at the komi of their time and
// true ends. Each worker reads the komi, an atomic of the search, before
// each playout and sets it on its own clone of the game when it
// changed; one playout's result and the count of the interval are one
// atomic add, and the thread whose add completes an interval is the
// one that moves the komi, so the scheme is race-free with any number
// of threads and, with one, deterministic. The caller's game is never
// touched.
//
// Results are proven as in MCTS-Solver: a game end met in the tree, a
// node that a game's position.Solver solves (asked at expansion, with
// Solvable(0) so that only cheap proofs are tried), a draw by a game that
// breaks its contract (no move, not over). A node with a proven winning
// move for its side to move is won, one whose moves all lose is lost, one
// whose moves are all proven with a draw and no win is drawn; selection
// takes a proven win at once and skips proven losses. Each proof keeps
// the plies to the end (a solver's proof claims one, as in alpha-beta):
// the shortest win among the proven ones, the longest loss. A proven root
// ends the search (an infinite or pondering search waits as usual) and
// reports "mate N"; N is the length of the proof found, not always the
// shortest mate. A margin game's proven result is a mate score too: MCTS
// knows who wins, not by how much.
//
// Scores are the win rate q of the move (draws count half) as the
// logistic, Elo-like 400·log10(q/(1-q)) with q clamped to [0.001, 0.999]
// (so within ±1200): 0.5 scores 0, 0.76 about +200, 0.91 about +400.
// Info.WDL gives the move's wins, draws and losses per mille. Depth is
// the mean tree depth of the playouts, SelDepth the deepest; Nodes counts
// playouts; the PV follows the most visited children; MultiPV reports the
// root's best moves: proven wins first, then by visits.
//
// The tree lives in one arena of 44-byte nodes preallocated from
// Options.HashMB (the TT shrinks to 1 MiB meanwhile). A node's children
// are one block, taken by an atomic bump of the arena's free index.
// Leaves need 2 visits to expand while the arena is less than a quarter
// full, twice as many for each further eighth, so a long search deepens
// its main lines to the end; when a block no longer fits, expansion
// stops and the search goes on in the tree as it is.
//
// The threads share the tree without locks: every statistic is an
// atomic counter, a thread counts its visit on the way down (a virtual
// loss that steers the others elsewhere until the result comes), and
// expansion is claimed by a compare-and-swap on the child count (another
// thread meeting a node being expanded just plays out from it). Each
// thread plays on its own Clone of the root with its own random source,
// seeded from the root's hash and its number: with one thread, a search
// of a new or cleared engine is deterministic. The node limit counts
// playouts exactly, with any number of threads.
//
// The next search keeps the subtree of its root when it finds it within
// two plies of the last root (by Hash, making the moves of the last
// tree's first two levels on a copy of the last root): the kept blocks
// move down to the bottom of the arena in the order of their places, so
// none lands on one not yet moved. A restricted root (SearchMoves) is
// never kept as a root; Clear forgets the tree.
//
// Limits: a movetime is used whole; with a clock, MCTS plays until the
// share whose 60% is planTime's soft limit, never past the hard limit; a
// single legal move under a clock is played after one playout. Depth
// stops the search once the tree reaches that depth below the root.
// Stop, Ponder and PonderHit work as for alpha-beta. The threads look at
// the stop flags and the clock between playouts, every 32 plies of a
// generic playout and through the Ticker inside a solver; a watcher
// goroutine also turns the time limit into the abort flag, and sends the
// progress reports. An infinite search stops playing out after 2^30
// playouts.
//
// Go is the one game that makes MCTS its default (position.Info.MCTS),
// with its own playouts (captures and ataris first, no filling of its own
// eyes): at 300 ms a move it beat alpha-beta 19-1 on 9×9 under standard
// rules and 20-0 under the seed rules. Everywhere else alpha-beta stays:
// at 200 ms a move, one thread each, on a loaded 2-core machine, MCTS lost
// to it in every other game measured: Hex 11×11 4-16, Hex 9×9 3-17,
// Amazons 0-20, Nex 2-18, Product 6-14, Cats & Dogs 3-17, Atari Go 0-20
// (20 games each, from 10 two-ply random openings played from both
// sides). The other 19 games, 10 games each, keep alpha-beta too: MCTS
// scored half in Chomp and Fox and Hounds, where the openings are decided
// and both searchers find the win, and from 0 to 3.5 of 10 in the rest.
// Each game's doc.go records its own result.
//
// Limits.Owners asks an MCTS search of a position.Owner game (Go) to count
// who owns each cell when each playout ends: the protocol's ownership
// command runs such a search (GTP reads dead stones and seki from plain
// playouts instead, where the side behind does not throw stones away).
// Playouts that the tree ends (a game end, a proof) are not counted.
//
// # Allocation
//
// Move, key and hint buffers per ply, the PV table, killers and history
// belong to each worker and are reused across searches; a node allocates
// nothing. A search allocates its clones, root moves and reports. Under
// MCTS a playout allocates nothing either (once the game's buffers have
// grown), and the tree's arena is allocated once per size.
package search
