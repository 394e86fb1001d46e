// Package gogame implements Go with the rules stated below: the standard
// rules of computer Go, which are the default, and the seed's variant
// ("Jocul Go" of the course assignment tabla was written for, see README).
// It lives in games/go and registers
// itself as "go"; its package name is gogame because go is a keyword. p1
// is Black, who moves first, and p2 is White.
//
// # Rules
//
// Players take turns placing a stone of their colour on an empty point of
// an s×s grid or passing. After a placement the opponent's groups left
// without a liberty are removed; then, if the new stone's own group has no
// liberty, the placement was illegal (suicide, single or multi-stone, is
// forbidden; a placement that fills its last liberty but captures is
// legal). Two passes in a row end the game, and so does the ply count
// reaching the move limit K (passes count as plies). Scores are in points;
// Outcome gives the margin in centi-points (komi 7.5 is 750) from the side
// to move's point of view, and the game is a position.MarginGame in both
// modes.
//
// Two rule modes (option rules):
//
//   - seed: the board is given by the seed's label 7, 9 or
//     10, which counts the cells of a drawn grid, so the playable board has
//     6×6, 8×8 or 9×9 points. K defaults to 100, the ko
//     rule to simple ko, komi to 0, so equal scores draw. A side's score is
//     its stones on the board plus the empty regions enclosed for it: a
//     region bordered by that colour alone that touches no side of the
//     board, or one side, or two adjacent sides when it holds their common
//     corner and that corner has at most one empty neighbour. Other
//     regions count for nobody.
//   - standard (the default): any size from 2 to 25 points (GTP's boardsize), area
//     (Tromp-Taylor) scoring: stones plus the empty points that reach
//     only that colour's stones; komi 7.5; positional superko (a placement
//     may not recreate any board of the game's history, the initial board
//     included); no move limit. Stones are never declared dead, so a game
//     compared with another program must be played out.
//
// Simple ko: after a placement that captured exactly one stone, when the
// new stone is a lone stone whose only liberty is the captured point, the
// opponent may not place there on the very next turn.
//
// # Options
//
//	rules  standard (default) | seed
//	size   seed: label 7, 9 or 10; standard: 2..25; 0 = the mode's default
//	       (standard 9; seed 10, i.e. 9×9 points)
//	k      plies before the game ends, passes included; 0 = no limit;
//	       -1 = the mode's default (standard 0, seed 100). The rules
//	       file calls it K; option keys are registered in lower case
//	       and read case-insensitively, so K=50 works.
//	ko     auto (default: standard positional-superko, seed simple) |
//	       simple | positional-superko
//	komi   auto (standard 7.5, seed 0) or a number of points with at most
//	       two decimals, -300..300
//	priors learned (default) | hand: the tree's priors from the
//	       learned move-prediction model or from the hand-written terms
//	       (the section Priors)
//	playout hand (default) | learned: the playouts' shapes next to
//	       the last move, the three hand-written ones or the learned
//	       model's 3×3 strengths (the section Playouts)
//	dynkomi off (default) | adaptive: dynamic komi, an extra komi
//	       that Monte Carlo tree search has the playouts count against
//	       the side far ahead (the section Playouts)
//
// K=0 together with simple ko is refused: such a game could cycle
// forever. The defaults of size, k, ko and komi depend on the mode,
// which a registered option cannot express, hence their "auto" values (0
// and -1 for the integers).
//
// The default rules are the standard ones in every front: tabla play, the
// browser, tabla gtp and UCI/UGI all start "go" with the same game, 9×9
// with komi 7.5, unless told otherwise. Three things decided it. GTP's
// controllers and Go GUIs (GoGui, Sabaki, GNU Go as a referee) send
// boardsize 19 and komi and score by area, which only the standard mode
// follows; a newcomer expects the game of that name to be the same
// wherever they start it, and the Go they know; and the seed's variant,
// which scores differently, stops at 100 plies and has no komi, is one
// option away (rules=seed) for the course it was written for, and each
// front names the rule set in force (tabla games, tabla play's start
// lines, the browser's title).
//
// # Notation
//
// GTP vertices: a column letter a..z without i, left to right, and the row
// number from 1 at the bottom: "a1" is the lower left corner, "j9" the
// upper right of a 9×9 board. Output is lowercase; input is
// case-insensitive ("D4" as GTP sends it). A pass is "pass" (also "0000").
//
// # Position string
//
//	<board> <side> <ply> <passes> <ko>
//
// The rows from the top (row s) down, separated by "/", x for Black, o for
// White, a number for a run of empty points; b or w to move; the plies
// played; the passes just played in a row; the simple-ko point or "-".
// The 9×9 start is "9/9/9/9/9/9/9/9/9 b 0 0 -". Options are not part of
// the string, and the number of rows must equal the game's size.
//
// # Decisions where the rules leave a choice
//
//   - Passes: the rules define the field as 1 after a pass and 0
//     otherwise. A game ended by two passes writes 2 there, as the
//     position string must say that the game is over (Outcome depends on
//     it); a string with 2 loads as a finished game.
//   - SetPosition rejects a board with a group that has no liberty, a
//     passes count above the ply, and a ko point that the last move cannot
//     have made: a ko point needs simple ko, a last move that was a
//     placement, an empty point whose neighbours are all the last mover's
//     stones, one of them a lone stone whose only liberty is that point.
//     Side to move and ply are independent (the rules' own examples
//     put White to move at ply 0). A ply at or beyond K is a finished game.
//   - Superko and the history: a position string cannot carry the boards
//     played before it, so, as for every game's repetition rule, the
//     history starts at the position string: under positional superko it holds
//     only the loaded board, and then every board that Make produces. Boards
//     are compared by their 64-bit Zobrist keys (a collision would forbid
//     a legal move; its odds are negligible). Hash covers the stones, the
//     side to move, the passes, the ko point and, under a move limit, the
//     ply, but not the superko history, as the position.Game contract
//     asks: so the transposition table may hand a value between two paths
//     that differ only in the boards they forbid, a risk Go programs
//     usually accept. For the same reason the superko perft counts are run
//     without a perft hash table (games/go/testdata/perft-superko.txt) and
//     the conformance kit runs on the simple-ko modes, where a position
//     string holds the whole state; superko games are checked against a
//     naive reference implementation and against GNU Go instead.
//   - Perft counts leaves at the exact depth: a move that ends the game is
//     a leaf at its own depth and is not expanded (the rules'
//     figures count so).
//   - Layout draws the s×s points joined by grid lines, a1 at the lower
//     left. State's Scores are each side's points as the game would be
//     counted now, without komi.
//
// # Implementation
//
// The board is an array padded with off-board points around it, so that a
// point's neighbours are p±1 and p±(s+1) without bounds checks. Groups are
// kept incrementally: each stone knows its group's head, the stones form a
// circular list, and the head holds the group's size and its exact number
// of liberties. A placement updates them (a new stone joining one group
// adds the liberties it brings, several groups merge into the largest and
// recount), and every write goes through a log that Unmake replays
// backwards, so neither Make nor Unmake allocates once the log has grown.
// Positional superko keeps the board hash after every ply and a table of
// counts indexed by the hashes' low bits, so a new board is usually known
// to be new without scanning the history.
//
// Evaluate estimates the final margin, in centi-points from the side to
// move's point of view:
//
//   - the stones on the board, less those judged dead (standard mode): a
//     group that borders no eye of its own (an empty region bounded by
//     its colour alone) is dead when the region of points free of
//     opponent stones around it holds no group of its colour with an eye,
//     is bounded by at least three opponent stones per stone of its colour
//     inside, and has at most four points per bounding stone, as for a
//     lone invader in a walled-off area, which Tromp-Taylor counting
//     removes only once it is captured;
//   - the area: a region free of live stones and bounded by one colour's
//     live stones counts exactly, 100 a point (in seed mode, the regions
//     that count under the seed's rules); the other points count 50 for
//     the side whose influence holds them (30 in seed mode), the
//     influence being distance-based: both sides' areas grow from their
//     live stones one step at a time over bit sets, a point reached by
//     both at once staying neutral, for a quarter of the board's side
//     (at least 3 steps), and then lose their open frontier;
//   - komi;
//   - the groups in atari: the side to move is credited with the biggest
//     capture it has, and charged for its own groups in atari but the
//     biggest (which it saves) and a quarter of that one.
//
// After a pass the side to move can end the game by passing too, so the
// evaluation is then at least the exact final score; a finished board
// (every region settled) is evaluated at its exact score.
//
// OrderHints puts captures, rescues of groups in atari and ataris first,
// then the other moves (local answers and the third and fourth lines
// first), then pass, then moves into regions that already count for one
// side (the mover's own, or in standard mode the opponent's) unless they
// capture, save or give atari, then self-ataris, then moves that fill the
// mover's own eye. Search keeps the first of equally good moves, so the
// engine passes once only such moves are left and never passes while a
// move gains something.
//
// # Playouts
//
// Game implements position.Playouter for Monte Carlo tree search. Playout
// copies the board (stones, groups with exact liberty counts) into a
// playout board kept in the Game, adds a list of the empty points, and
// plays to the end without an undo log, so the game itself is never
// touched and nothing is allocated after the first call (a Clone gets its
// own playout board). It draws its random numbers from a small generator
// of its own, seeded once per playout from the caller's rand.Rand. The
// policy, for the side to move, takes the first of:
//
//   - a capture: the group of the opponent's last stone, or an opponent
//     group next to the mover's own previous move, when it is in atari;
//   - a rescue of a group of the mover's that the last move put in
//     atari: capturing an opponent group in atari next to it, else
//     extending on its liberty when that gives it two liberties or more
//     (a ladder reading that would not extend into a working ladder is
//     written but off; see Ladders below);
//   - an atari that captures the last stone's group: it has two
//     liberties and its extension on the other one would leave it one
//     (see Capturing ataris below);
//   - with the nakade rule on (off by default; see Nakade below), the
//     vital point of a small eye space next to the last stone;
//   - when the last stone touches one of the mover's, a shape next to
//     it, on one of its eight neighbours: a
//     hane (bending around an opponent stone in contact with one's own,
//     both sides of the new stone open), a cut of two opponent stones
//     that touch diagonally where the mover holds their other common
//     neighbour, or the connection against that cut; each in its eight
//     rotations and reflections, looked up in a table of 3×3
//     neighbourhoods (with playout=learned, the learned shapes below
//     instead);
//   - an empty point drawn uniformly at random, drawing again without
//     replacement until one is acceptable; with none, a pass.
//
// Every move must be acceptable: not the simple-ko point, not suicide,
// not a true eye of the mover's own (every neighbour the mover's stone or
// off the board, and the opponent holding none of the diagonal points on
// the edge, at most one elsewhere; the definition OrderHints uses), and
// not a self-atari of a group of two stones or more unless it captures.
// Two passes end the playout, and so do the move limit K and a cap of 3
// plies per point of the board, after which the board is scored as it
// stands. The score is the game's own scoring (the same code as Score,
// run on the playout board), komi included, from the point of view of
// the side to move at the start.
//
// Dynamic komi (option dynkomi=adaptive; position.Komier): the
// playouts can count an extra komi, on top of the game's, against one
// side. Monte Carlo tree search sets it against the side to move at the
// root while that side wins most playouts, by steps of a point, up to
// the board's number of points (package search's documentation gives
// the scheme), and each worker sets it on its own Clone, so it is a
// plain field of the Game that only Playout and PlayoutOwner read:
// Outcome, Score, Evaluate, the position string and the hash keep the
// game's komi, and a finished game met in the tree is scored by it. The
// playouts' moves do not depend on the komi, so the owners that
// PlayoutOwner counts (GTP's dead stones) do not either. With
// dynkomi=off (the default) the search sets none. Measured on 9×9
// under standard rules, dynkomi=adaptive against off, the same binary
// and the default priors and playouts, one thread each, colours
// alternating from the 50 openings of testdata/openings/go.txt: 51-49
// at 1,000 playouts a move (+7 ± 69 Elo) and 49-51 at 2,000 (-7 ± 69),
// at load 2.4-6.4 (results.md). The komi did keep its win rate when
// ahead in the band: of its moves scored +2.00 or more (not proven),
// 34% and 28% scored +6.00 or more, against 75% and 76% of off's. But
// it let no fewer won games go: of the games in which the other side's
// own score fell to -6.00 or below, it lost 13 of 64 at 1,000 playouts
// (off: 8 of 57) and 8 of 57 at 2,000 (off: 6 of 57). Nothing gained,
// so the default stays off. Nor did it keep the leads that
// testdata/openings/go.txt hands White against Pachi (where tabla as
// White often led by 10 to 20 points by GNU Go's estimate_score early
// on, and lost): with the capturing atari, at 20,000 playouts a move,
// it won 2 of 18 games against Pachi at 9,000 where off had won 5 of
// the same 18 (testdata/strength/gnugo.md). The win rate that drives it
// hardly sees such leads. In game 4 of that setup, replayed with the
// default dynkomi=off (go run ./testdata/strength gnugo -first 4 -n 1
// -sgf F, whose comments give each of tabla's scores), GNU Go's
// estimate_score put tabla's White 16 to 19 points ahead from ply 48 to
// ply 62, while tabla scored its moves -23 to +117 (win rates of 47% to
// 66%), below the 80% at which the extra komi starts; the lead was gone
// by ply 68. In game 6 it scored +451 to +553 (93-96%) from ply 44 to 50,
// where GNU Go put Black 11 to 12 points ahead. Twice the playouts did not
// help: at 40,000 a move tabla won 3 of 20 games against Pachi (games
// 1-10 and 21-30 of that setup) where 20,000 had won 5 of the same 20.
// Nor did counting the margin in a playout's value (5% of the value
// from the margin, all of it at 20 points, the rest from the win, the
// tree's counts in 64ths of a playout) gain: 102-98 over 200 games at
// 2,000 playouts (+7 ± 49; results.md).
//
// With playout=learned the shapes come from the move-prediction model
// (the section Move features; policy.go's learnedShape): each empty
// neighbour of the last move (its eight, whether or not the last stone
// touches the mover's) weighs the model's strength (gamma) of its 3×3
// neighbourhood class for the mover, atari marks included, read on the
// playout board. A table built once from the embedded weights
// (learned.go's playoutGammas: two bytes for each of the 331,776 raw
// codes, the strength in 256ths, the codes' classes being the move
// features') gives it, so a playout still allocates nothing. One draw
// below W + K, W the weights' sum and K localK (the weight of one point
// of strength 1, which the classes the model never saw have), picks
// the neighbour it falls on, or above W the random point; a neighbour
// drawn that is not acceptable is struck off and the draw repeated,
// which gives the acceptable ones and the random point the odds they
// would have alone. Nearly half the moves of a playout from the empty
// 9×9 board (47%) are then local, against 15% with the hand-written
// shapes (33% with K 4 points, 17% with K 16).
//
// Measured, 9×9 under standard rules, both sides the default learned
// priors and 100 ms a move, colours alternating from the openings of
// testdata/openings/go.txt, at load 9-12 on 2 cores: playout=learned
// scored 62-38 over 100 games against playout=hand (+85 ± 71 Elo, no
// time forfeit, --time-margin 3000) and 35-25 in 60 more (+59 ± 91),
// 97-63 in all, and with K 4 points 50-50 (±69; 40 of those games were
// lost on time at --time-margin 1000, 22 by it, 18 by the hand-written
// shapes; of the others it won 32 of 60). It costs the playouts a
// quarter of their speed (BenchmarkPlayout9 against
// BenchmarkPlayoutLearned9, run alternately at load 11-13: 17,006-21,727
// playouts a CPU second against 21,839-28,817, 0.76; 19×19 4,096-4,517
// against 4,515-5,973, 0.75; 0 allocs/op), which the match at equal time
// includes; in the tree (BenchmarkMCTSPlayout's go9-lshapes and
// go19-lshapes against go9 and go19, one run at load 12-13) 8,281
// against 7,663 on 9×9, within the noise, and 1,678 against 2,313 on
// 19×19 (0.73). Against outside programs at 20,000 playouts a move
// (testdata/strength/gnugo.md) it did as the hand-written shapes had:
// 16-4 against GNU Go level 10 and 2-8 against Pachi at 9,000 playouts.
// With the capturing atari (below) in both, at 100 ms a move from
// testdata/openings/go-200.txt, playout=learned scored 19-29 against
// hand (-74 ± 104 Elo over 48 games, stopped; load 1-2): the learned
// shapes showed none of the gain of the match above, and the default
// stays hand. Against Pachi at 2,250 playouts, tabla at 5,000, 80 games
// from testdata/openings/go-gnugo.txt, playout=learned scored 24-56 and
// hand 23-57, where priors=hand (the hand-written priors) scored 10-70
// (testdata/strength/gnugo.md, 2026-12-02).
//
// A fill-the-board rule (before the random point, up to 3 tries of a
// random empty point whose eight neighbours are all empty) was tried
// and left out: 79-73 against the policy without it over 152 games at
// 5,000 playouts, and 18-62 against Pachi in the setup above.
//
// Playouts follow simple ko only, in both ko modes; under positional
// superko the playout takes the simple-ko point from the last move of
// the history. A longer cycle that superko would forbid can then be
// played inside a playout, which only blurs a statistic: the moves of the
// tree come from GenMoves, which enforces superko, and testing every
// playout move against the history would cost more than it is worth.
//
// PlayoutOwner runs a playout and adds each point's final owner (1 Black,
// -1 White) to a table, from which many playouts estimate the owner of
// every point and so the dead stones; ScoreWithout counts the board with
// the dead stones taken off. Together they are the game's
// position.Owner, which the engine's ownership command and GTP's
// final_status_list and final_score read (GTP from plain playouts, not
// the tree's: the section Seki).
//
// # Ladders
//
// The priors read ladders (ladder.go): a group in atari, its owner to
// move, escapes when extending on its liberty or capturing an attacker
// group in atari next to it gives it three liberties, or two from which
// no atari of the attacker on either of them captures it, read the same
// way again. Ko is simple ko. The reading plays the stones on the board
// and takes them back, allocating nothing; it places at most 200 stones
// and counts a group whose reading runs out as escaping. It costs the
// tree up to a tenth of its speed (BenchmarkMCTSPlayout in games/all,
// side by side at load 4-5: 19.7-20.6k playouts a CPU second on 9×9
// against 20.5-22.8k before; 19×19 the same within the noise). At 3,000
// playouts a move on 9×9 it beat the engine before it 107-61 (+98 ± 55
// Elo; testdata/strength/results.md).
//
// The playout policy can read them too, on the playout board (at most
// 40 stones), and then extends a group in atari to two liberties only
// when no ladder captures it; that is switched off (policy.go's
// playoutLadders), as it cost the playouts a third of their speed and
// the tree a quarter: side by side at load 3-5, BenchmarkPlayout9 ran
// 21-22k playouts a CPU second against 34-36k, and BenchmarkMCTSPlayout
// 12-14k against 16-23k on 9×9 and 1.9-2.3k against 2.4-3.5k on 19×19.
// Given the playouts of equal time (2,100 a move with it against 3,000
// without, on 9×9), it scored 50-50 over 100 games (results.md).
//
// # Nakade
//
// The playout policy can play the vital point of a small eye space
// (policy.go's nakade): after each move it looks at the regions of empty
// points next to the last stone, and a region of 3 to 6 points that
// stones of one colour alone enclose (the edge aside) whose shape is one
// eye when the other side takes its vital point and two when its owner
// does (the straight and the bent three, the pyramid four, the bulky
// and the crossed five, the rabbity six) gets its vital point played,
// the point with the most neighbours in the region: by its owner to
// live, by the other side to kill. A square four is one eye whoever
// plays; other shapes are left to the rest of the policy. The rule comes
// before the shapes and after the captures and rescues. It fires on
// about 2% of the moves of a playout from the empty 9×9 board.
//
// It is off (policy.go's playoutNakade): at 2,000 playouts a move on 9×9
// (equal playouts, tabla match --nodes 2000, the openings of go.txt and
// the first 50 of go-200.txt in testdata/openings, both colours, at load
// 4-7) it scored 65-69 against the policy without it (-10 ± 59 Elo;
// testdata/strength/results.md), and it costs the playouts a quarter of
// their speed (BenchmarkPlayout9, side by side at load 5-6: 19,070
// playouts a CPU second against 26,034) and the tree a sixth
// (BenchmarkMCTSPlayout go9: 11.0-14.4k against 14.5-16.3k). Tests
// switch it on.
//
// # Capturing ataris
//
// After the captures and rescues, the playouts look at the group of the
// last stone: when it has two liberties, and an atari of the mover's on
// one of them leaves it no escape by extending on the other (it would
// still have one liberty, the atari stone keeping two), the mover plays
// that atari; a group of the mover's in atari next to the target, which
// the target could capture instead, calls it off (policy.go's
// capturingAtari). It reads one step only: a ladder of more steps is not
// followed. It costs the playouts 5-15% of their speed
// (BenchmarkPlayout9, side by side at load 3: 23,601-27,647 playouts a
// CPU second against 25,888-34,084; 19×19 6,521-7,192 against
// 6,682-7,584).
//
// Measured on 9×9 at 2,000 playouts a move (tabla match --nodes 2000,
// the 200 openings of testdata/openings/go-200.txt, colours alternating,
// one thread each, against the build before it, tabla-20b4970), it
// scored 140-60 over 200 games (+147 ± 53 Elo; load 2-5); at equal time,
// 100 ms a move, 57-43 (+49 ± 70); and on 19×19 at 1,000 playouts from
// testdata/openings/go-19x19-60.txt, 17-7 (+154 ± 173) over the first 24
// games of 40 (stopped to free the CPU). Against outside programs at
// 20,000 playouts a move on 9×9 (testdata/strength/gnugo.md) it scored
// 19-1 against GNU Go level 10 (14-6 before) and 9-31 against Pachi at
// 9,000 playouts (8-32 before); from the openings that GNU Go judged
// even (testdata/openings/go-gnugo.txt), 17-3 against GNU Go and 11-29
// against Pachi; on 19×19 at 5,000 playouts it lost both
// games played against GNU Go level 10, every stone dead, as the build
// before it had lost its 11. With the priors' terms for seki (the
// section Seki), from go-gnugo.txt: 16-4 against GNU Go and 9-31
// against Pachi.
//
// Not kept, each measured by the same kind of match (the rows are in
// testdata/strength/results.md): the mirror rule, where a group of the
// mover's next to the last stone with two liberties extends to three,
// alone 21-19 over 40 games (+17 ± 112); that extension only when an
// atari would take the group, beside the capturing atari, 23-17 (+52 ±
// 113, below the atari alone's 28-12 on those openings); the extension
// without condition beside the capturing atari, 0-5, all of its stones
// dead in each game; and, against the capturing atari, reading ladders
// for it (an atari after which the extension keeps two liberties but a
// ladder takes the group) 22-35, looking also at the groups next to the
// mover's previous move 20-39, and refusing the self-atari of a lone
// stone too (acceptable) 41-48.
//
// Last good replies with forgetting (after Baier and Drake; the code
// was not kept) did no better either: after each playout the winner's
// placements were stored as its replies to the move before and to the
// two before, and the loser's stored replies forgotten, the tables
// starting empty with each search. Tried after the captures, rescues
// and capturing ataris, they scored 105-95 against the policy without
// them on 9×9 at 2,000 playouts (+17 ± 49 Elo) and 21-19 on 19×19 at
// 1,000 (+17 ± 112); tried first, as the paper has them, 36-60
// (-89 ± 73). Capturing any opponent group in atari, anywhere on the board,
// after the captures and ataris near the last moves (as Pachi's
// playouts do), scored 68-67 against the policy without it over 135
// games at 2,000 playouts (+3 ± 59). A semeai rule (after the capturing
// atari, the same atari on an opponent group of two liberties next to a
// group of the mover's that has two liberties and touches the last
// move) scored 103-97 over 200 games at 2,000 playouts (+10 ± 49) and
// cost the playouts a tenth of their speed.
//
// # Priors
//
// Game implements position.Priorer: what the tree search knows of a move
// before it plays the move out, counted as playouts already played from
// it. By default they come from the learned model (below); with
// priors=hand from hand-written terms (prior.go): every move starts with
// 10 playouts at 50%, and each of its features adds playouts won at the
// feature's rate:
//
//   - a capture: 30 at 90%; a rescue of a group in atari: 20 at 80%,
//     but 20 at 20% when the group keeps one liberty or a ladder
//     captures it anyway; each opponent group put in atari: 10 at 70%,
//     or a capture's 30 at 90% when a ladder captures it;
//   - one of the playout policy's shapes (hane, cut, connection) with
//     the move at the centre: 10 at 75%;
//   - within two points of the opponent's last move: 10 at 65%;
//   - a self-atari: 40 at 5%; filling one's own eye: 100 at 0%;
//   - a stone on the first line with no stone within two points of it:
//     30 at 10%; on the second line: 15 at 30% (boards from 7×7 up);
//   - a move into a region that already counts for one side (as for
//     OrderHints), unless it captures, saves or gives atari: 20 at 10%.
//
// A pass gets 10 playouts at 30% once at most a line's worth of empty
// points (the board's side) belongs to neither side, and 5,000 playouts at
// 0% before: on an open board a pass has no RAVE statistics to pull it
// down to the playouts' mean, and the empty 19×19 board answered pass to
// go movetime 1000 (a proven pass that ends the game still counts, as the
// tree proves it). Measured: 21-0-19 against the old prior at 200 ms a
// move on 9×9 under standard rules (results.md). The features are those
// OrderHints weighs, so the two agree on what is urgent and what is
// wasted. With the priors, MCTS beat the same search with OrderHints'
// bias 30-10 (Elo +191 ± 136) at 250 ms a move in 9×9 under standard
// rules.
//
// The learned priors (priors=learned, the default; learned.go) come from
// a move-prediction model (the section Move features), one of two
// embedded: weights/go-moves.weights, fitted to GNU Go's games, for
// boards of 12×12 and bigger, and weights/go-moves-small.weights for the
// smaller ones. The small boards' model is the big boards' refitted to
// tabla's own 9×9 moves at 5,000 playouts, its tactical groups (1-4)
// given back the GNU Go model's strengths, as tabla reads no ladders in
// its playouts (README.md, "Training", has the commands and the
// matches); while both sizes shared one model, such a refit lost on
// 19×19. Every placement gets 30 playouts
// won at the rate √r / (1 + √r), r being the model's probability of the
// move over the mean probability of a placement, so that a move as
// likely as the mean is even and one 9 times likelier wins 75%. A pass
// keeps the pass prior above, and a move into a settled region the
// hand-written 10 at 50% and 20 at 10% (23%, below a pass's 30% at the
// end), as GNU Go, whose moves the model learned, plays on to capture
// dead stones. The filling of one's own eye and a self-atari of two
// stones or more that captures nothing take the hand-written terms too
// (5% and 14%): the model ranks them low, but its rate is relative to
// the other placements, and once every move left is bad they stood
// above a pass (the section Seki gives what that cost). Against the
// learned priors without these two terms, at 1,000 playouts a move
// (tabla match --nodes 1000, the first 100 openings of
// testdata/openings/go-200.txt, both colours, load 2-3), they scored
// 119-81 over 200 games (+67 ± 49 Elo; results.md), and at 5,000
// playouts, over the first 50 openings, 53-47 (+21 ± 69). Before these
// terms, against the hand-written priors, at 1,000 playouts a move on
// 9×9 (standard rules, both colours from
// testdata/openings/go.txt), they scored 101-38 over 139 games
// (+170 ± 66 Elo), at equal time (100 ms a move, load 10-13) 65-35
// over 100 games (+108 ± 73), and without the settled-region term 94-25
// over 119 games (+230 ± 79); the win-rate curve r/(1+r) and 60
// playouts instead of 30 made no difference over 60 games each
// (results.md). Those were the first model's numbers (go-moves-1,
// 9×9 games only, the line alone for the place). On 19×19 it led the
// tree to lonely stones on the second line; the shipped model
// (go-moves-2: the place feature, 19×19 games beside the 9×9 ones)
// opens in the corners there. Against the first model, at 1,000
// playouts a move, it scored 104-96 on 9×9 (+14 ± 49 Elo, no loss),
// and on 19×19 10-10 from testdata/openings/go-19x19.txt and 55-25
// over 80 games from testdata/openings/go-19x19-60.txt (+137 ± 84).
// Its 9×9 place weights see 9×9 games only, so a 19×19 game cannot
// move them. With the shipped model, at 20,000 playouts a move on 9×9,
// tabla scored 14-6 against GNU Go level 10 and 8-32 against Pachi at
// 9,000 playouts (testdata/strength/gnugo.md), before the playouts'
// capturing atari (the section Capturing ataris gives its results). The
// measured strengths elsewhere in this documentation (against GNU Go,
// the levels), outside that section, were taken with the hand-written
// priors.
// They cost Priors 1.4 times the hand-written terms' time
// (BenchmarkPriors: 54 against 38 µs for a middle-game 9×9 position
// at load 10) and allocate nothing. In the tree
// (BenchmarkMCTSPlayout, go9 and go19 against go9-hand and go19-hand,
// run alternately, 5,000 playouts, load 10-11) 9×9 ran 14,128-14,716
// playouts a CPU second against 14,618-16,681 (and 14,264-14,372
// against 20,091-21,410 in an earlier pair of runs at load 10-11), 19×19
// 3,259-5,180 against 3,632-3,710: 0.7 to 1 times the speed on 9×9, the
// same within the noise on 19×19; 0 allocs/op.
//
// # Seki
//
// Groups of both colours that share liberties, none with two eyes, live
// together when a stone on a shared liberty would leave its own group in
// atari for the opponent to take: seki. seki_test.go builds two on 9×9,
// the rest of the board settled, each wall with two true eyes and a few
// open points: two groups without an eye sharing e7 and e9, and two with
// one eye each (a9, e9) sharing c9.
//
//	   a b c d e f g h j             a b c d e f g h j
//	9  . x x o . x o o .  9       9  . o . x . x o o .  9
//	8  x x x o x x o o o  8       8  o o x x x x o o o  8
//	7  . . x o . x o . .  7       7  x x o o o o o . .  7
//	6  . . x o x x o . .  6       6  . x x x x o o o .  6
//	5  x x x o o x o o o  5       5  . . x x x o o o o  5
//	4  x x x x x o o o o  4       4  x x x x x o o o o  4
//	3  . x x x x o o o .  3       3  x . x x x o o . o  3
//	2  x x x x x o o o o  2       2  x x x x x o o o o  2
//	1  x x x x x o o o o  1       1  . x x x x o o o .  1
//
// Playouts keep a seki whose shared liberties each touch a seki group
// of both colours, the common kind: a stone there joins the mover's
// group and leaves it in atari, capturing nothing, which no move of the
// policy may be. From both positions, either side to move, with the
// hand-written shapes, the learned ones, and ladders and nakade on, the
// seki stood at the end of every one of 200 playouts, 12 times. A shared
// liberty that touches no stone of the mover's (one of two empty points
// side by side between the groups, or a point inside a big eye that only
// the other side's stones touch) is not protected: a lone stone's
// self-atari is acceptable, and a playout may throw one in and break the
// seki (no test builds one).
//
// Scoring counts a seki as Tromp-Taylor does: its stones for their
// owners, the eye of a seki group for its owner, the shared liberties
// for nobody (42-37 and 39-41 above: White by 2.5 and 9.5 with komi
// 7.5). Evaluate leaves the seki groups alive and gives these margins,
// and alpha-beta passes (self-ataris come after a pass in OrderHints).
//
// Monte Carlo tree search counts wins, not points, and a side far enough
// ahead still wins after filling a shared liberty: with the learned
// priors before their eye and self-atari terms (the section Priors),
// White, 9.5 ahead in the second position with its open points filled,
// played c9 at each of 11 budgets from 100 to 20,000 playouts, Black
// with komi -20 at 4 of them; the tree followed lines where each side
// fills its own eyes, and the won game looked lost (37-39% for a pass
// and for c9 alike). Now the side ahead passes in every case of
// TestSekiEngine (both positions, filled or not, either side ahead, at
// 200, 1,000 and 5,000 playouts, with the hand-written priors, and
// alpha-beta), and the shared liberties get 0-2% of the root's
// playouts (up to 59% with the eye's term alone). The side behind, for
// which a pass loses at once (the opponent's pass ends the game), plays
// on among moves that all lose, and may fill the seki (GTP's genmove
// resigns such a game once its win rate stays below ResignWinRate).
//
// The same made GTP call seki stones dead. final_status_list read the
// ownership counts of a tree search from before the closing passes,
// where the side behind, Black in both positions, threw its seki group
// away in the tree: dead in 428 of 834 playouts in the second position
// (and in the first before the priors' terms), in 949 of 950 and 900 of
// 933 with the open points filled (as many with White to move), and
// final_score W+24.5 for W+9.5. GTP now counts over 1,000 plain
// playouts from the position (the ownership command's plain mode): no
// stone dead, the seki groups listed by final_status_list seki, and the
// area count, in both positions filled or not (protocol/gtp's
// TestFinalStatusSeki); the real endings against GNU Go
// (testdata/gtp/endings/go.txt) give the same scores and dead stones as
// before.
//
// # Move features
//
// Game implements position.MoveFeaturer (movefeat.go): each legal move
// is a few binary features, for a move-prediction model that
// position/learn fits (FitChoices) to the moves of played games. The
// groups, each one-hot:
//
//  0. the 3×3 neighbourhood of the point, seen by the mover: each of
//     the four points next to it empty, the mover's, the opponent's or
//     off the board, a stone's group in atari marked; each diagonal
//     point the same without the mark; folded under the eight
//     symmetries into 42,990 classes (go-moves-2, 43,163 features in all);
//  1. a capture of 1, 2, 3-5, or 6 stones or more;
//  2. an escape from atari (the move joins a group in atari), or one
//     that a ladder captures anyway;
//  3. an atari, or one whose ladder works;
//  4. a self-atari of a lone stone or of a bigger group (groups 1-4 are
//     order.go's features and ladder.go's reading, as the priors use
//     them);
//  5. the distance to the last move, Coulom's |dx| + |dy| + max(|dx|,
//     |dy|), 2 to 16 and farther;
//  6. the same to the move before it;
//  7. the place: the point's line counted across and its line counted up
//     and down (1 to 5, then 6 and up, as an unordered pair), crossed with
//     the Manhattan distance to the nearest stone of either colour (1-2,
//     3-4, or 5 and more) and with the board (up to 11×11, or 12×12 and
//     bigger): on 19×19 it tells the 3-4 point of an empty corner from a
//     lonely stone on the second line, which a line alone (go-moves-1)
//     could not;
//  8. filling one's own eye;
//  9. a move into a region that already counts for the mover or for the
//     opponent (as OrderHints), unless tactical;
//  10. a pass, while more than a line's worth of empty points belongs to
//     neither side, or after.
//
// The numbers are the groups' (MoveFeatureGroups), which tabla train
// --target policy --keep and --restore name.
//
// A move's features and those of its image in the image position under
// any of the board's symmetries are the same (TestMoveFeaturesSymmetric).
//
// # Searcher
//
// Go plays with Monte Carlo tree search by default (position.Info.MCTS;
// the Search option's auto), in both rule modes, with these playouts.
// Measured with tabla match, 300 ms a move, one thread each, 20 games
// from 10 random two-ply openings played from both sides, on a loaded
// 2-core machine: MCTS against alpha-beta scored 19-1 on 9×9 under
// standard rules (Elo +512, 95% lower bound +308) and 20-0 in the seed
// mode's 9×9. Against GNU Go 3.8 at level 10 (Chinese rules, komi 7.5,
// GNU Go as referee, gogui-twogtp, colours alternating), MCTS at one
// second a move on one thread won 18 of 40 games with OrderHints' bias
// in the tree, and 27 of 40 with the priors (12-8 and 15-5 in two runs
// of 20). Against Pachi 12.90 (no neural network, one thread, about a
// second a move) the same engine won 1 of 10 (Pachi resigned that one).
//
// Progressive widening in the tree (commit b30927c: a node below the
// root held its 16 best moves by prior first) kept a 10 s search on an
// empty 19×19 board at hashfull 62 instead of 429, and scored 11-9
// against full expansion on 9×9 at 1,000 playouts a move. It was
// reverted: it broke the ownership that final_score and
// final_status_list read, judging a two-eyed group dead in
// TestGNUGoGame's game. The tree expands every move again.
//
// # Strength levels
//
// Go's ladder (protocol/ladders.go, measured by go run ./testdata/strength
// ladder -game go; the runs are in testdata/strength/levels.md) gives
// levels 1 to 5 16, 32, 48, 96 and 256 playouts a move, and was
// measured with full strength at 256 too. Over 40 games a pair on 9×9
// under standard rules (80 for 3-4), with the learned priors,
// the neighbours were 285, 203, 103, 285 and 147 Elo apart, so UCI_Elo
// runs from 977 (level 1) to 2000, and level 1 lost all 40 of its games
// to full strength. (With the hand-written priors, at 16 to 256
// playouts in doublings, they were 269, 191, 169, 168 and 191.) With
// full strength at 512 playouts, level 5 scored 4-36 against it: a
// level picks among the four most visited root moves by their scores,
// and a little-visited move's score is noisy, so being limited costs
// about as much as halving the playouts.
//
// The level that matches GNU Go 3.8 at its level 10 (Chinese rules, komi
// 7.5, positional superko, its final_score as referee) is full strength,
// Skill Level 6, at 2,000 playouts a move (go nodes 2000): it won 9 of
// 20 games with the learned priors, colours alternating from the
// openings of testdata/openings/go.txt (go run ./testdata/strength gnugo
// -level 6 -nodes 2000 -n 20; the runs are in
// testdata/strength/gnugo.md). At 5,000 playouts it won 14 of 20 (11 of
// 20, twice, with the hand-written priors). Every level of the ladder is
// far weaker than that.
//
// # Speed and tree memory
//
// Playouts in the tree, one thread, from the empty board under standard
// rules, with BenchmarkMCTSPlayout (games/all: an op is one playout in
// the tree, 5,000 of them in one search after a search that grew the
// buffers): go test ./games/all -run XXX -bench MCTSPlayout -benchtime
// 5000x, the same file run in this tree and in a worktree of 8866acc
// (before issue 26's work), alternately, twice each, under nice -n 10 on
// a 2-core machine at load 12-17. In processor time, 9×9: 9,576 and
// 10,058 playouts a second now against 12,214 and 12,699 before (0.79);
// 19×19: 2,036 and 2,175 against 2,171 and 2,286 (0.94). Both 0
// allocs/op (7-12 B/op, the search's own few allocations spread over
// the playouts). The playout itself costs the same (BenchmarkPlayout9:
// 24,498-25,192 playouts a CPU second now, 24,849-26,180 before); the
// code in the tree changed only by the pass prior's count of unsettled
// points, so the difference is mostly the other tree the priors grow
// (before, lines with passes were searched, whose playouts are short).
// At these early playouts most of the time goes to Priors at each
// expansion (a leaf expands at its second visit).
//
// On an empty 19×19 board (standard rules, one thread, the default 64
// MiB), go movetime 100, 300, 1000, 3000 and 10000 all answered c13
// (the engine niced on a machine loaded to 11-14: 48, 56, 202, 667 and
// 3,403 playouts, hashfull 4 to 259); go nodes 430, 1,300, 4,300 and
// 13,000 (what 0.1 to 3 s give on a quiet core, at the 4,300 playouts a
// CPU second measured below) answered c13, c13, o3 and o14. go nodes
// 50000, what 10 s give, answered k13 at hashfull 616, and the tree was
// still growing at the end, by about 21-25 per mille every 5,000
// playouts (290 at 4,697 playouts, 427 at 14,885, 521 at 30,188, 592 at
// 44,824; 11.6 s of processor time): the expansion threshold that rises
// as the arena fills (the search package's doc) spreads the arena over
// the search instead of filling it in the first seconds, so the default
// Hash holds a 10 s search of 19×19 without progressive widening.
package gogame
