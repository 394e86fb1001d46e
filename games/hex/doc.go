// Package hex implements Hex, with the rules and decisions stated below
// (the seed's variant adds the option connected).
//
// # Rules
//
// Two players, Red (p1) and Blue (p2), take turns placing one stone of
// their colour on an empty cell of an n×n rhombus of hexagons (n from 1 to
// 26, default 11). Red moves first and joins the top edge (row 1) to the
// bottom edge (row n); Blue joins the left edge (column a) to the right
// edge (the n-th column). A corner cell lies on one red and one blue edge
// and counts for whichever side holds it. Cell (c, r) touches (c±1, r),
// (c, r±1), (c+1, r−1) and (c−1, r+1). The player whose placement joins
// their two edges with a chain of adjacent own stones wins at once, so a
// finished game is a loss (-1) for the side to move. There are no draws.
//
// Options:
//   - size (int 1..26, default 11): the board is size×size.
//   - swap (bool, default off): HexWiki's piece swap. As Blue's first move
//     (ply 1 only) Blue may play swap: the red stone at (c, r) is removed
//     and a blue stone is placed at the mirror cell (r, c), reflected in
//     the long a1–nn diagonal. Colours and edges never change.
//   - connected (bool, default off): the seed's variation. A side's first
//     stone goes on either of its own edges; every later stone must touch
//     one of its own stones; a side with no such placement must play pass,
//     which is legal at no other time. Swap stays legal (the mirror of a
//     red-edge cell is a blue-edge cell); after a swap Red has no stones
//     and places a first stone again.
//   - eval (learned or hand): the evaluation alpha-beta searches with
//     (see "Learned evaluation"); it never changes the rules.
//
// # Notation
//
// A placement is its cell: the column letter a..z (a at the left) and the
// row number 1..n (row 1 at the top), as on HexWiki: a1, k11. Input is
// case-insensitive and output lowercase. The other moves are swap and
// pass (0000 is accepted for pass).
//
// # Position string
//
// "<board> <side> <ply>": the rows from row 1 (top) to row n separated by
// '/', each listing columns a..n with r for a red stone, b for a blue one
// and a number for a run of empty cells; then r or b for the side to
// move; then the number of plies played (placements, swap and passes).
// The 11×11 start is "11/11/11/11/11/11/11/11/11/11/11 r 0". Swap is
// available exactly when the option is on and the ply is 1.
//
// # Decisions where the rules leave a choice
//
//   - The size is implied by the board, and SetPosition rejects a board
//     of any size other than the game's size option, with an error that
//     names the option to set: the size fixes the layout and the
//     constructor's tables, so it stays an option as for every game. The
//     swap and connected options are never in the string.
//   - SetPosition accepts only positions that play can reach in the way
//     the string says: the side to move agrees with the ply (every ply
//     hands the turn over, so Red moves at even plies); the stone counts
//     fit the ply (one stone a turn, or one fewer red stone after a swap
//     when swap is on; in the connected variant passes allow fewer, and
//     each side's stones must be one group touching an own edge); ply 1
//     has exactly one red stone; and the side to move must not have
//     joined its edges already (the winner is always the last mover). A
//     position where the last mover has joined its edges is accepted as a
//     finished game.
//   - The Zobrist hash covers the stones, the side to move and whether
//     swap is available, but not the ply, which matters for play only
//     through swap.
//   - Perft counts a winning move as a leaf and does not expand it.
//   - WinningChain reports a shortest winning chain (from the top or left
//     edge) so that a GUI can highlight it, as the seed asks.
//
// # Implementation
//
// Stones are kept in position.BitsWide sets, one per side, plus a cell
// array for quick lookups. Win detection is incremental: a union-find
// over the cells and four virtual edge nodes, joined by size without path
// compression, logs the roots each placement attaches so that Unmake
// detaches them in reverse order; a swap, which removes a stone, saves and
// rebuilds the structure (it happens at most once in a game).
//
// Evaluate is Queenbee's two-distance measure (van Rijswijck): an empty
// cell next to an edge is at distance 1 from it, any other cell is one
// more than the second smallest distance among its neighbours (the
// opponent can always block the best one), with each side's own groups
// contracted so that a group's liberties neighbour one another. A side's
// potential is the least sum of a cell's distances to both its edges;
// the score is 100 per unit of potential difference plus a little for
// each cell attaining the potential, clamped to ±20,000. A side none of
// whose cells has finite distances to both edges (every path can be cut
// at one cell) gets potential 2,000. OrderHints tries first the cells
// with the smallest sum of both sides' distances. Both keep the result of
// the last position they computed, keyed by its hash, since search often
// evaluates a node and then orders its moves.
//
// # Monte Carlo playouts
//
// Game implements position.Playouter for Monte Carlo tree search: it
// fills the empty cells in random order, alternately, answering an
// intrusion into a bridge of the side to play with the bridge's other
// cell, and reads the winner once from the filled board (a full board
// has exactly one winner), recording the moves for RAVE; it allocates
// nothing. The connected variant plays out through Make instead.
//
// # Virtual connections and inferior cells
//
// Solvable runs H-search (vc.go, after Anshelevich) for the side to
// move and its opponent, on boards up to 13×13 in the plain rules (not
// in the connected variant, not while swap is available): groups, the
// two edges and the empty cells are the nodes; the AND rule joins two
// full connections through a group (full) or an empty cell (semi, whose
// key is that cell); the OR rule joins semis whose carriers share no
// cell. Two analyses apply these rules (vc.go). The light one, at nodes
// with one to three plies left, makes no connection between two empty
// cells but the adjacent ones, which keeps an 11×11 middle-game analysis
// of both sides near a millisecond (BenchmarkHSearch: 1.29 and 1.34 ms,
// against 0.52 and 0.59 ms before the wide one, whose order of work it
// now shares; two runs side by side, load 5.2-5.8) while still deriving
// the edge templates of rows 2 and 3 (the bridge to the edge, the
// ziggurat; TestEdgeTemplates). The wide one, at nodes with four plies
// or more left, also joins two empty cells through a third (so the
// bridge between two empty cells, carriers of at most two cells;
// TestCellConnections) and keeps more connections a pair (6 full and 12
// semi), for 1.5 times the light one's cost on the same position
// (BenchmarkHSearchDeep: 1.96 and 1.86 ms). Templates of the fourth row
// are beyond these rules (full H-search without bounds did not derive
// one from a lone stone on 7×7 or 9×9) and are not added. A full
// connection between the mover's edges, or a semi one, proves the mover the winner; the opponent's full connection,
// or semis whose carriers have no cell in common, prove the mover lost;
// otherwise the intersection of the opponent's semi carriers is the
// must-play area, outside which every move loses. The search then
// scores the node as a won or lost game (a mate score) instead of
// searching it, with the end no sooner than the stones the winner still
// needs allow (Solve returns ±n plies: 2k-1 when the mover needs k
// stones, 2k when the opponent does). H-search is sound but incomplete and bounded (4 full and
// 8 semi connections a pair in the light analysis, 60,000 carrier
// combinations), it runs only with at least one ply left and for a side
// whose two-distance potential is at most 6 (8 in the wide analysis),
// and it reports its work through the search's ticker
// (position.TickerSetter) so that the search still stops on time. Both
// analyses are checked against exhaustive search on random 3×3, 4×4 and
// 5×5 positions (TestVCSoundAgainstBruteForce). The Monte Carlo search
// asks Solvable with no ply left and never pays for it.
//
// The wide analysis proves games earlier. On the 40 games tabla lost 2-38
// to MoHex (testdata/strength/results.md), the analysis before it first
// proved the winner at ply 45.5 on average (7.8 plies before the end); now
// the light one does at ply 44.8 and the wide one at 40.3 (13.0 before the
// end; TestDeepProvesEarlier holds three positions it proves 10 to 15
// plies before the light one did). On the 100 games of the match that kept
// it, at ply 40.2 before, 39.7 and 35.3 now (14.8 plies before the end),
// as TestVCStats reads both from a PGN. Looser bounds prove still earlier
// but cost the search more than they give: without the potential gate the
// light analysis proved the MoHex games at ply 41.2 and the wide one at
// 38.4, and with empty cells joined through groups too (what full H-search
// does) at 36.9, in 3.5 times the time; but at a fixed depth of 5 on 23
// positions of those games, the search with the light analysis ungated and
// that widest one from three plies left took 14.2 million nodes (the
// ticker counts H-search's work as nodes) against 0.76 million before, 18
// times the time, and lost its first six games at 300 ms a move. The kept
// bounds take 2.04 million nodes to depth 6 on those positions against
// 1.94 million before (14.8 s against 14.0 s, load 5.5), and won 56-44
// against the analysis before them (below). Against MoHex, in the setup
// of the 2-38 run, the build with them scored 4-36 (results.md); on those
// 40 games the light analysis first proved the winner at ply 45.6 and the
// wide one at 44.1 (8.8 plies before the end).
//
// Inferior cells (inferior.go): a dead cell is an empty cell with four
// consecutive neighbours of one colour, or three of one and three of
// the other, an edge counting as its owner's stones. It is worth a
// pass, so it is never the only winning move; nor is a move outside the
// must-play area (TestInferiorPruningSound checks both by exhaustive
// search). OrderHints can try both kinds last, but does not: against
// the search without it, 40 games at 200 ms went 19-21 and 40 at 300 ms
// 18-22 (-35 ± 112) (load 25), so nothing turns it on.
// Captured and dominated cells and fill-in are not used yet.
//
// A chain of stones that touches its own edge is that edge's node
// whichever of its cells the union-find keeps as the set's root. Before
// commit 2a84657 it was so only when the root was the edge's own node;
// a chain rooted at a stone was a lone group, and H-search proved
// nothing through it. On the 40 games of the match that measured the fix
// (against the build before it, 200 ms a move, openings of
// testdata/openings/hex.txt, both colours, load 11-16: 21-19, Elo +17 ±
// 112), the analysis proved the winner before the end in 19 games (at
// ply 30.4 on average) before the fix and in all 40 after it (at ply
// 33.6 of 43.7, 10.2 plies before the end), as TestVCStats reads a
// match's PGN (HEX_VC_PGN=FILE go test -run TestVCStats -v ./games/hex).
//
// How early the analysis proves the winner is measured by go run
// ./testdata/strength hexvc into testdata/strength/hexvc.md: self-play
// games of the default search at 5,000 nodes a move, one thread, 20
// games a size from two random plies. It proved the winner in every
// game, on average on 7×7 at ply 15.0 of 23.9 (8.9 plies before the
// end), on 9×9 at 26.0 of 36.1 (10.2 before), on 11×11 at 41.2 of 49.2
// (8.0 before); the search itself reported a mate score 3-4 plies
// sooner (at plies 11.6, 23.1 and 39.1). Before the fix, on 7×7: 6 games
// of 20. With the wide analysis, on 11×11 (-sizes 11, 24-29 s a run side
// by side with the build before it, load 4.5-5.6): the light analysis
// proved the winner at ply 42.0 of 51.4 (9.4 before the end), the wide
// one (-depth 4) at 39.0 (12.3 before), and the search reported a mate
// at ply 39.1 (12.3 before the end); the build before it, at 39.3 of
// 49.9 (10.6 before) and 37.4 (12.5 before). At 5,000 nodes a move few
// nodes have four plies left, so these games barely use the wide
// analysis; the self-play games differ, and the fixed games above are
// the fairer comparison.
//
// The solver is the search itself: alpha-beta whose nodes end on a
// winner the analysis proves. What it needs is measured by go run
// ./testdata/strength hexsolve into testdata/strength/hexsolve.md (one
// thread, 64 MiB, a node cap): on 7×7, six positions from self-play
// after 10 and 13 plies took 10,572 to 404,201 nodes each (a mean of
// 198,276), and neither one after 6 plies nor the centre opening (d4,
// which Hayward, Björnsson, Johanson and others proved a win for Red in
// solving 7×7 in 2003) was proved in 1,000,000; on 8×8, two positions
// after 20 plies took 22,709 and 44,492 nodes, one after 17 plies
// 1,322,876, and three after 14 and 17 plies were not proved in
// 2,000,000 (about 14 s of processor time each). So the search proves
// 7×7 games from about the middle and 8×8 games only from about ply
// 20; openings need a real solver (a depth-first proof-number search
// with the must-play area and dead-cell pruning), which is not built.
// TestSearchMatesSound checks the search's mate scores, under the
// profile's forward pruning, against exhaustive search on 5×5.
//
// The matches that set when the solver is asked, at 200 ms a move, 40
// games from testdata/openings/hex.txt, both colours, one thread each,
// load 22-26: the solver asked with two plies left against the search
// before it, 20-20 (Elo 0 ± 111); with one ply left, 20-20 (0 ± 111);
// before the ticker, 14-26 with 11 time forfeits, all the solver's.
//
// The wide analysis from four plies left (with the light one's work in the
// same order, connections that touch a group first, and the mover's search
// stopping at its first semi connection) against the build before it, 300
// ms a move, 100 games from testdata/openings/hex.txt, both colours, one
// thread each, --time-margin 1000, no time forfeit, load 5.6 at the start
// and 4.4 at the end: 56-44 (Elo +41.9 ± 69.5); a second 100 games, the
// merged build (521aff8) against the same one, at load 2-10: 55-44 after
// one game voided (its process was killed by mistake), so 111-88 over the
// two (about +40 Elo). The widest analysis (cells
// joined through groups too) ungated from three plies left, with the light
// one ungated, scored 0-6 before it was stopped; the light analysis
// ungated, with no wide one, 44-56 at the default time margin with 54 time
// forfeits of both sides (load 9), which measures nothing. The light
// analysis back in the order the connections are found (half its cost on
// BenchmarkHSearch's position, 2.03 million nodes to depth 6 on the 23
// positions against 2.04, and the winner proved at ply 45.5 of the MoHex
// games as before) lost 48-52 (-13.9 ± 69.1, load 4.9-7.0) against the
// build before the wide analysis, so the light analysis keeps the wide
// one's order. The two matches, which differ only in that order, together
// score 104-96, some 14 Elo, within their noise.
//
// Hex keeps alpha-beta as its default searcher (position.Info.MCTS is
// off), decided again after the virtual connections: alpha-beta with
// them against MCTS (--search mcts) in the same binary, 200 ms a move,
// 20 games from testdata/openings/hex.txt, both colours, load 25: 18-2
// (Elo +382, 95% lower bound +209). Earlier, measured with tabla match, 200 ms a move, one thread each, 10
// two-ply random openings played from both sides, on a loaded 2-core
// machine, MCTS (UCT+RAVE, bridge-saving playouts) against alpha-beta
// with the two-distance evaluation scored 4-16 on 11×11 (Elo -241 ±
// 275) and 3-17 on 9×9 (Elo -301, 95% upper bound -142). Random playouts
// do not read ladders and edge templates, which two-distance sees.
//
// Its search profile (position.SearchProfile) declares Hex free of
// zugzwang (an extra stone never hurts), so alpha-beta tries null moves
// (MakeNull is a pass), with late-move reductions and reverse futility
// pruning at a potential unit a ply: depth 5 from the start takes 202k
// nodes instead of 1.68M. Against the search without it, 60 ms a move,
// one thread each, 100 games from testdata/openings on a loaded 2-core
// machine: 53-47 (+21 ± 69 Elo), 33 of them time forfeits of a starved
// engine on either side. Variants were no better: without the futility
// pruning, 51-49; with the reductions alone, 51-49. Late-move pruning at
// depths 1 and 2 (3+depth² moves kept, past them only killers) came on
// later, against the profile without it at 100 ms a move on a loaded
// machine (load 5-7): 33-7 in 40 games, then 71-29 in 100 (+156 ± 77
// Elo).
//
// The profile also caches evaluations (CacheEval): the two-distance
// evaluation costs about 5 µs, and the pruning evaluates nodes that
// were leaves of the iteration before. Depth 6 from the start takes the
// same 610,030 nodes with 9% less CPU time (1.59-1.66 s against
// 1.73-1.82 s, three runs each, side by side, load 4-6), and 100 games
// at 100 ms a move against the search without it went 58-42 (+56 ± 70
// Elo, load 4.4).
//
// # Learned evaluation
//
// With eval=learned, on the 11×11 board without the connected variant,
// alpha-beta evaluates with a sparse linear model (features.go,
// learned.go; position.Featurer) fitted by tabla train to the results of
// tabla's own games by logistic regression, one weight a feature in each
// of eight phases (by the stones on the board, eight to a phase). It is
// not the default: it predicts the results better than the two-distance
// evaluation, but at equal time it plays no better.
//
// Its features generalise the two-distance evaluation: each side's
// potential (a count, so that its weight is linear and a search cannot
// exploit a noisy table), their difference near even (nine classes),
// every empty cell by how far above each side's potential the cell's own
// two-distance sum lies (six classes each, 36 pairs; the pair (0, 0)
// counts what Evaluate calls ways), bridges and second-row edge templates
// of either side, intact or broken into with the other carrier cell still
// empty, and a bias: 58 features. Every feature is a count that the half
// turn and the colour-swapping reflection leave alone. Other boards keep
// the two-distance evaluation: the classes mean other things there, and
// each size has its own feature set name (hex11-2), so weights fitted on
// one size refuse another. The sum, in hundredths of a logit, is scaled by
// 3.4 (learnedScale): fitted to the same results by logistic regression,
// the two-distance evaluation is worth about 0.30 of a logit a unit of
// potential, so the search's margins keep their meaning.
//
// The weights (weights/hex11.weights) were fitted to 2,669 games of
// depth-3 self-play with the two-distance evaluation, each opened by up
// to 4 random moves (124,696 positions; README.md, "Training"): held-out
// log loss 0.452 against 0.693 for no evaluation. Phase by phase, on
// every tenth game of the second run (nine in ten of them seen by the
// fit; a throwaway test, not kept), it beats the two-distance evaluation
// at that phase's best logistic scale in every phase, for example 0.446
// against 0.524 in phase 2 and 0.286 against 0.352 in phase 4.
//
// Against the two-distance evaluation at 100 ms a move, from
// testdata/openings/hex-200.txt (each of its 200 openings from both
// sides), it scored 205-195 (+9 ± 34 Elo, load 2-3): no clear gain, so
// two-distance stays the default. At equal nodes (8,000 a move, 200
// games) it won 111-89 (+38 ± 49): it judges positions better but costs
// more. An evaluation takes about 1.4 times as long (9.1 µs against
// 5.5-7.0, BenchmarkEvaluateLearned and BenchmarkEvaluate side by side,
// load 2.7). To depth 7 from an opening it searched 1.7 times the nodes
// (123,857 against 73,163) at 10% fewer a second: the search's pruning
// and move ordering were tuned on the two-distance evaluation, and the
// learned one moves more between iterations. Earlier fits lost or drew
// as well: with the first 829 games, 193-207 at scale 1.5 (a least-squares
// factor of the hand evaluation over the learned sum) and 208-192 at 3.4;
// a first feature set with a weight for every pair of potential classes
// (289 a phase) lost 2-18 in a sanity match, the search finding the
// table's noise.
package hex
