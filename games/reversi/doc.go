// Package reversi implements Reversi with the standard Othello rules,
// stated below.
//
// # Rules
//
// Two players, Black (p1, moves first) and White (p2), play on an 8×8
// board that starts with White on d4 and e5 and Black on e4 and d5. A move
// puts a disc of the mover's colour on an empty square so that, along at
// least one of the eight lines through it, a run of one or more opponent
// discs is closed by a disc of the mover's colour. Every such run, in
// every direction, is flipped; runs that reach an empty square or the edge
// flip nothing, and flipped discs flip nothing further. A player with no
// such placement passes, and may pass only then: the pass is the explicit
// move "pass", legal exactly when the mover has no placement and the
// opponent has one. When neither side can place a disc the game is over,
// possibly before the board is full; more discs wins, equal counts draw.
//
// # Notation
//
// Squares are named in Othello style: column a-h from the left, row 1-8
// from the top, so a1 is the top-left corner and the seed's "row r, column
// c" (both from 0) is the square c+1 letters in, row r+1 (seed row 4,
// letter f is f5). A placement is its square ("f5", uppercase accepted),
// a pass is "pass" ("0000" is accepted).
//
// # Position string
//
// "<rows> <side>": rows 1 to 8 from the top separated by '/', each listing
// columns a-h with B for Black, W for White and digits for runs of empty
// squares, then b or w for the side to move. The start is
// "8/8/8/3WB3/3BW3/8/8/8 b". Any arrangement of discs is accepted.
// ParseBoard64 reads the 64-character boards of the FFO and Edax problem
// files (X, O, -), and ReadProblem whole OBF problem lines, which is how
// batch analysis reads them (position.ProblemReader).
//
// # Options
//
//   - eval (choice learned or hand, default learned): the evaluation the
//     search uses, the learned one (below) or the hand-written one. It
//     changes how the engine plays, never the rules. Learned became the
//     default when it beat hand 72-2-26 at 100 ms a move (Engine, below).
//
// The seed's choice of colour for the human player is a matter for the
// user interface.
//
// # Decisions where the rules leave a choice
//
//   - Result and margin (Game implements position.MarginGame). A finished
//     game scores the disc difference with the empty squares counted for
//     the winner, as the World Othello Federation counts and as Edax and
//     the FFO test file (testdata/reversi/ffo-1-39.txt) count: FFO #39 is
//     worth +64 although discs remain unplaced. Outcome, Solve and the
//     FFO values therefore agree; on a full board this is the plain
//     disc difference. The rules' example of a game that ends 4-0 with 60
//     empty squares is a 64-disc win. A draw (equal counts) scores 0.
//   - Perft uses Bik's convention (a forced pass is a ply, a game that ends
//     early is a leaf), registered as PerftEndsAreLeaves. Game.Perft is a
//     faster path for the same count.
//   - The text board (Board) prints B for Black and W for White, the letters
//     of the position string and of tabla play, '.' on the
//     squares where the side to move may play, and the disc counts.
//   - State's Scores are the disc counts of Black and White.
//
// # Engine
//
// The position is two bitboards, the mover's discs and the opponent's,
// with bit i the square in column i%8 and row i/8 (a1 = 0, h8 = 63). Legal
// placements come from Kogge-Stone-style fills along the eight directions;
// flips gather each of the four lines through the square into a byte and
// read two small tables. Make caches the mover's placements, so Outcome,
// GenMoves and CountMoves are nearly free; Unmake restores a saved copy;
// Hash is a Zobrist key computed on demand from byte-indexed tables.
//
// Evaluate estimates the final margin in centi-discs from mobility,
// potential mobility (frontier discs, next to an empty square), corners,
// X- and C-squares next to an empty corner, stable discs (edge stability
// from an exact table of all edge patterns, full lines, and discs shielded
// on every axis by stable neighbours) and parity from 20 empties down. Its
// weights were fitted by least squares to the exact values of positions
// from engine games at 12, 16 and 18 empties, and slide between the
// 12-empty and the 16-18-empty fits; earlier positions keep the latter.
// Explain and EvalTerms show the terms.
//
// The learned evaluation (eval=learned, file learned.go, features in
// features.go) is a sparse linear model fitted by tabla train to tabla's
// own self-play (README.md, "Training"): eleven patterns in the family of
// Logistello's and Edax's (the 3×3 and 2×5 corner blocks, the edge with
// its X-squares, the second to fourth lines, the diagonals of 4 to 8
// squares), 46 instances under the board's symmetries, each read as a
// base-3 number (a self-symmetric pattern read both ways, the smaller
// number counting); and counts one-hot: both sides' mobility, potential
// mobility and stable discs, and the parity of the empties. Each of 15
// phases (four empties each) has its own weights, in centi-discs of the
// final margin; the fit's labels are the exact value where the solver
// proved it and the final margin before. The weights ship inside the
// binary (weights/reversi.weights, go:embed); EvalTerms shows the sum by
// pattern. Measured with tabla match, openings from both sides, one
// thread each (results.md): the first weights (7,220 self-play games)
// beat the hand-written evaluation 68-2-30 at depth 6 and 72-2-26 at
// 100 ms a move; the second (10,222 games, half of them played by the
// first) beat the first 69-6-25 at 100 ms, and the build before the
// learned evaluation 329-16-55 over 400 games (+291 ± 46 Elo); the
// third (16,830 games) beat the second 107-15-78; the fourth (27,101
// games, the last 10,271 searched to depth 6 and proved from 20
// empties) beat the third 52-6-42 over 100 games at 40,000 nodes a move
// (+35 ± 67 Elo); the fifth, the same data fitted with each phase
// drawn toward the next phase's weights (tabla train --chain), beat the
// fourth 56-6-38 (+63 ± 68) (both matches played 400 games from 50
// openings, each game four times: testdata/strength/results.md); the
// shipped sixth (83,448 games, the last 56,348 proved from 18 empties)
// beat the fifth 196-47-157 over 400 games at 100 ms a move (+34 ± 32).
// On the 700 positions of testdata/reversi/exact20.txt the static
// evaluation misses the exact result by 6.07 discs on average (the
// fifth 6.15, the fourth 6.33, the third 6.58, the hand-written one
// 8.83); on 500 of them a depth-6 search's move loses 1.50 discs with
// the shipped weights, 1.44 with the fifth (1.41 with the search it
// shipped with), 1.54 with the fourth, 1.45 with the third and 2.53
// with the hand-written evaluation. The
// evaluation reads each pattern instance straight from the bytes of the
// board's ranks, files and diagonals (one transpose, no symmetry
// transforms), about 375 ns an evaluation where reading the symmetric
// images of the board took about 830 (side by side, load 9). The
// solver orders its moves with the game's evaluation: FFO #1-#39 took
// 161.4 million nodes with the hand-written one, 132.4 million with an
// earlier fit, 109.2 million with the third once the solver took over
// two empties later and ordered 14 and 15 empties by a one-ply probe,
// 106.2 million with the fourth and 94.8 million with the fifth (all
// exact; on 40
// positions of 21-22 empties from self-play, the probe took 684.7
// million nodes against 733.9 million, about the same time). The probe
// scored 102-11-87 against the solver before it at 100 ms a move
// (+26 ± 47).
//
// OrderHints puts corners first, X-
// and C-squares next to an empty corner last, and otherwise prefers moves
// that leave the opponent few replies. The search asks for them at every
// node but those whose children are leaves (the profile's
// PlainOrderDepth 1): there a count of each move's replies costs more
// than its order saves, and the TT move, the killers and history order
// the moves. BenchmarkSearchMidgame (20 midgame positions to depth 11,
// three runs each, load 2.5): 871,688 nodes in 194-201 ms without the
// hints there, 741,780 in 203-216 ms with them. At 100 ms a move it
// scored 183-46-171 against the search with the hints everywhere (+10.4
// ± 32.1 Elo, 400 games from testdata/openings/reversi-300.txt, load
// 2-4); without the hints two plies up as well (PlainOrderDepth 2) it
// scored 49-13-61 (-34 ± 59 over 123 games).
//
// Solve is an exact endgame solver: principal-variation search with null
// windows; fastest-first ordering (fewest opponent replies, corners
// counted twice, potential mobility, parity), replaced from 16 empties up
// by a shallow search on Evaluate; its own hash table of exact positions
// with score bounds and best moves (6 MB, allocated on the first Solve and
// not shared with clones); enhanced transposition and stability cutoffs;
// at 5 empties parity ordering by quadrants without move lists; and
// dedicated code for the last four, three, two and one empties, the last
// one scored from its flip counts without playing it. Solvable is true
// at most 2·depth+2 empties or at most 6, and the search profile delays
// it (below).
//
// Game.Perft and Game.PerftHashed count perft leaves faster than the
// generic position.Perft, with the same convention (see their comments).
//
// MovesLeft (position.MovesLefter) is half the empty squares above 12,
// rounded up, and at least one: a search on a sudden-death clock shares
// the clock over those moves rather than over 40, so that the time is
// spent before the game ends (see Against an outside engine), and not
// kept for the last 12 empties, which the search solves in milliseconds.
// Against half of all the empty squares, at 3 s + 30 ms a game, 400
// games from testdata/openings/reversi-300.txt, two at once (load 2-3),
// it scored 191-53-156 (+31 ± 32 Elo), with no time forfeit.
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
// reductions and Multi-ProbCut. Against the search without a profile,
// 60 ms a move, one thread each, 100 games from testdata/openings on a
// loaded 2-core machine, the reductions alone scored 57 wins, 6 draws,
// 37 losses (+70 ± 68 Elo); with reverse futility pruning at a disc a
// ply as well, 52-7-41 and 54-3-43 (+38 ± 67 and ± 68). The FFO
// endgames #1-#39 are still all solved exactly (tabla analyse:
// 165,466,979 nodes, 164,894,566 before). Measured against the
// reductions alone at 100 ms a move on a loaded machine (load 3-5),
// without ProbCut, and left off: forward
// futility pruning at depths 1 and 2 (a node whose evaluation plus a
// disc a ply of depth plus one does not reach alpha tries only its
// first three moves and its killers), 20-2-18 in 40 games, then 27-8-25
// in 60 (52%, within the error, and not measured with ProbCut);
// counter-moves, 20-2-18 then 23-4-33 (46%); internal iterative
// reduction, 18-2-20 in 40.
//
// The profile also sets BareLeaves: a horizon leaf that the solver
// declines is evaluated at once, without a probe of the transposition
// table, whose cache miss cost more than its hits gave (tabla bench:
// 1.93M nodes a second against 1.06M; 198-32-170 over 400 games at 100
// ms a move, +24 ± 33 Elo, against the probing build, with the openings,
// two games at once, load 3-6).
//
// Its SolveDelay of 9 hands a node to the solver nine plies later than
// Solvable asks (at 2·depth-16 empties) in a search with a node or time
// budget, and the search, as in every
// margin game, proves who wins before it solves for the margin. Before
// them, a search at 18 empties went to depth 8 in 7,000 nodes and then
// began an exact solve of about 800,000 nodes: within a smaller budget it
// was stopped inside the solve and played the depth-8 move. Measured on
// the 250 positions at 16-20 empties where tabla was to move in its 100
// games against NTest (the openings of testdata/openings/reversi.txt),
// each move scored by the exact solve of the position it leads to: at
// 170,000 nodes a move, its moves lost 224 discs to perfect play
// (0.90 a move), 222 with the proof of the result first, and 196, 174,
// 172, 166, 134 and 98 with the solver delayed 2, 3, 4, 5, 7 and 9
// plies as well; at 100 ms a move (wall time, so the runs differ), 90,
// 106 and 124 in three runs without the delay and 62 with 9. Those games
// are outside the repository; on its 700 positions at 20 empties,
//
//	go run ./testdata/strength evalerr -records testdata/reversi/exact20.txt -n 700 -nodes 150000
//
// gives a move loss of 0.61 discs, against 1.11 before both changes
// (1.23 and 1.99 with the hand-written evaluation). Only a search
// bounded by nodes or time delays the solver: one bounded by depth alone
// proves what its depth allows, as before, and an analysis to the exact
// score gains nothing from the delay (FFO #1-#39: 91.3M nodes with the
// proof of the result first, 98.2M before it, 103.6M if it delayed too;
// all exact). Against the build before both, 100 ms a move, 400
// games from testdata/openings/reversi-300.txt, two at once (load 3-7):
// 210-53-137, +64 ± 32 Elo.
//
// # Multi-ProbCut
//
// Multi-ProbCut (Buro's, as in Logistello and Edax; see package search)
// predicts a deep search's value from a shallow one's at the depth
// pairs Edax uses, d on 2·⌊d/4⌋ + d mod 2: 3 on 1, 4 on 2, 5 on 3, 6
// on 2, 7 on 3, 8 on 4, 9 on 5 and 10 on 4 (no check from depth 11 for
// the hand-written evaluation; the learned one's go on to depth 24).
// The regressions v_d ≈ a·v_s + b, their residual deviations σ and the
// deviations of v_d from the static evaluation's own fit (the gate,
// EvalSigma) come from
//
//	go run ./testdata/strength probcut -game reversi -n 300 -depth 10 -phase 10 -seed 1
//
// which plays the 50 openings of testdata/openings/reversi.txt out by
// 3000-node searches with one move in ten at random, draws 300 of their
// positions with 20-56 empties (286 of them searched at every depth;
// the rest were solved earlier), searches each to depth 10 with
// ProbCut off (one thread, a cleared 64 MiB table: 3 minutes) and fits
// each pair over the positions with more than 2d+4 empties, where the
// solver does not take over and ProbCut may cut, overall and by tens
// of empties. The slope a is close to 1 (0.97-1.20) from 20 to 49
// empties and 0.66-0.87 from 50; b stays within 1.2 discs; σ falls
// with the empties: 4 to 6 discs at 20-29 empties, 2.1 to 4.2 at 30-39,
// 2.2 to 3.1 at 40-49, 1.7 to 2.2 at 50-56 (overall 2.8 to 4.1 discs),
// and the static evaluation's deviation is 1.3 to 2.7 times as large.
// The profile holds the fits of the four phases (the root's empties
// choose one for the whole search) and t = 1.5.
//
// Matches against the search without ProbCut (main at 35d77fa), one
// thread each, 100 games each from testdata/openings, on the shared
// 2-core machine (load 2.6-6.6), wins-draws-losses; at 100 ms a move:
//
//   - one fit for all phases, t = 1.5: 54-3-43 (+38 ± 68 Elo; 8 time
//     forfeits, 4 each);
//   - fits by phase, t = 1.5: 57-5-38 (+67 ± 69);
//   - fits by phase with the evaluation gate, t = 1.5 (the profile):
//     57-8-35 (+78 ± 68);
//   - the same, t = 1.0: 64-5-31 (+119 ± 71) and 68-4-28 (+147 ± 74);
//   - the same, t = 0.7: 53-7-40 (+45 ± 67);
//
// and at 2 s + 20 ms a move, where the gain shrinks:
//
//   - the profile (t = 1.5): 54-7-39 (+52 ± 67);
//   - t = 1.0: 49-3-48 (+3 ± 68) and 48-10-42 (+21 ± 66).
//
// Against each other, t = 1.0 scored 39-5-56 (-60 ± 68) against t = 1.5
// at 2 s + 20 ms, and 42-15-43 (-3 ± 64) at 100 ms: t = 1.5 is kept, as
// the one that gained under both. On 22 early and middle-game positions
// the search with t = 1.0 reaches 13.8 plies in 40 ms where the search
// without ProbCut reaches 11.3 (15.5 against 12.4 in 100 ms); to depth
// 10 the profile searches them in 438,902 nodes, against 668,925.
//
// The learned evaluation (the default) has its own fits, printed by the
// same command with -eval learned for the weights shipped: to depth 12
// (-depth 12, 6m51s at load 3), and then depth 13 on 7 and 14 on 6
// from 31 empties (-depth 14 -min-empties 31 -n 200 -seed 2, 6m45s at
// load 10). The slopes stay near 1 (0.84-0.95 from 50 empties), and σ
// is smaller than the hand-written evaluation's: 150 to 360
// centi-discs, 150-220 from 40 empties, as the shallow searches predict
// the deep ones better. From depth 7 on σ no longer grows with the
// depth (depth 13 and 14: 164-276, as 11 and 12), so every depth from
// the deepest fitted one to 24 takes the deepest fitted check of its
// parity, with Edax's shallow depth (deepenProbCut).
//
// With the first learned weights' fits (to depth 10, σ 250 to 440)
// against the hand-written evaluation's, under the learned evaluation,
// the search scored 92-13-95 over 200 games at 100 ms a move (-5 ± 47,
// load 16), and they were kept as the fit of the evaluation in use. The
// sixth weights' fits to depth 12 then scored 189-48-163 against them
// over 400 games from testdata/openings/reversi-300.txt at 100 ms a move
// (+23 ± 32, load 3), and the checks to depth 24 (the profile) 140-31-129
// over 300 games at 200,000 nodes a move (+13 ± 37; at 100 ms a move
// under load 10-12, 158-14-167 over 339 games, -9 ± 36). Against NTest
// at the 400 ms target (80 games) the fits before scored 13-13-54
// (24.4%), to depth 12 20-9-51 (30.6%), and to depth 24 25-7-48
// (35.6%), but at the 100 ms target (the 100 games of reversi.txt's
// openings, a deterministic match that replays exactly) 23-11-66
// (28.5%) against the fits before's 35-11-54 (40.5%), and 24-13-63
// (30.5%) on the first 50 openings of reversi-300.txt as before: 29.5%
// against 35.5% over those 200 games, and 31.3% against 32.3% over all
// 280 games against NTest. Kept for the gain at the longer time and at
// equal nodes (testdata/strength/results.md). Once the search left out
// the hints at the nodes whose children are leaves (Engine), tabla at
// 170,000 nodes, the same CPU time a move as NTest (72.0 and 71.5 ms on
// average), scored 57-20-123 over those 200 games (33.5%, discs
// 6104-6694), and at the 400 ms target, at 720,000 nodes (275 ms of CPU
// a move against NTest's 291), 24-8-48 over its 80 (35.0%, discs
// 2463-2655).
//
// The FFO endgames #1-#39 are still all solved exactly, with the same
// scores (tabla analyse: 161,351,844 nodes in 18.6 s with the profile,
// 171,237,798 in 22.8 s with t = 1.0, against 165,466,979 in 22.9 s
// without ProbCut): ProbCut cuts only where the solver is not asked,
// and its cutoffs never count as solved. With the learned evaluation
// (the sixth weights) and its checks to depth 24, all exact in
// 86,297,196 nodes (15.7 s at load 3), and without the hints at the
// nodes whose children are leaves in 89,284,557 (16.9 s at load 3).
//
// # Against an outside engine
//
// Flippy (2017, an Othello engine whose evaluation is patterns trained on
// games; built at commit ba521bf, the last whose pattern tables are all
// in its repository) and tabla each had 10 s a game and one thread, over
// the first 40 openings of testdata/openings/reversi.txt from both sides,
// on a 2-core machine at load 1.2-3.8; a referee outside the repository
// ran the games, and no one lost on time.
//
//   - With the clock shared over 40 moves, tabla scored 20-4-16 over the
//     first 20 openings and 30-2-8 over the next 20: 50-6-24 over 80
//     games (66%), ending every game with 2.9-4.1 s of its 10 s unused.
//   - With the clock shared over the moves left (MovesLeft, then half
//     the empty squares, and three more in hand), it scored 24-2-14 and
//     27-2-11: 51-4-25 over 80 games (66%), ending with 0.4-1.1 s left.
//
// Spending the whole clock neither gained nor lost: against the 40-move
// plan in self-play it scored 56-6-58 over 120 games at 10 s a game
// (-6 Elo, within the error) and 96-13-91 over 200 at 2 s + 20 ms
// (+9 Elo, within the error), without a time forfeit. It is kept, as it
// no longer leaves a third of the clock unused.
//
// The evaluation, not the search, holds tabla back: in the middle game
// Flippy completes depth 10 or 12 with a time limit of 0.45-0.75 s a
// move, while tabla reaches depth 15 to 18 in 0.45 s, five or six plies
// deeper, and still wins only two games in three.
//
// GRhino 0.16.1 (Debian's grhino, with pattern tables trained on
// games), run as gtp-rhino -m 8 -e 12 -b 0 (mid-game depth 8, a perfect
// endgame from 12 empties, no book), took about 1 s a move; tabla, one
// thread with a 10 s clock a game (with ProbCut off: main at 35d77fa),
// took 0.2 s. Over 40 games, the first 20 openings of
// testdata/openings/reversi.txt from both sides, tabla won 36-0-4 (90%,
// +382 Elo, 95% interval +249 to +862) with a fifth of the time, on a
// load of 3.3-5.8. A referee outside the repository ran the match.
package reversi
