// Package mingmang implements Ming Mang (the seed's "Jocul Ming Mang") with
// the rules stated below. It registers itself as "mingmang". p1 is Black
// and p2 is White; Black moves first unless the option first says
// otherwise.
//
// # Rules
//
// The board is n×n, n = 7, 8 or 9. White starts on the whole a-file and
// on rank 1 from b to the second-last file; Black on rank n from b to the
// last file and on the last file from rank 1 to rank n−1: 2n−2 pieces
// each (the 8×8 start is "WBBBBBBB/W6B/W6B/W6B/W6B/W6B/W6B/WWWWWWWB b").
//
// A move slides one piece of the side to move any number of cells along
// its rank or file, through empty cells only, to an empty cell. Passing is
// not allowed. Then, in each of the four directions from the destination
// taken separately on the board after the slide, a run of one or more
// enemy pieces ended by a friendly piece changes colour. Only the moved
// piece captures: a piece that lands between enemies is safe, converted
// pieces do not capture in turn, and corner pieces can never be taken.
//
// No-repetition: a move is illegal when the board it
// produces, after conversions and without regard to the side to move,
// equals any board that has occurred in the game, the initial board
// included. A side with no legal move at its turn (no pieces, all blocked,
// or every slide forbidden by this rule) loses. The rules have no draw;
// the option max_plies, off by default, draws a game after that many
// plies as a safety cap.
//
// # Options
//
//	size       7, 8 (default) or 9
//	first      black (default) or white: the side to move at the start
//	max_plies  0 (default, no cap) .. 100000
//
// # Notation
//
// Files a.. left to right, ranks 1.. bottom to top; the seed's "(line r,
// column c)" is file c, rank n−r. A move is "from-to", e.g. "d1-d6";
// conversions are implied. Input is case-insensitive. There is no pass.
//
// # Position string
//
//	<ranks> <side> [<ply>]
//
// Ranks n down to 1 separated by "/", each from file a: B black, W white,
// a number for a run of empty cells; then b or w to move. The number of
// ranks sets the board size, whatever the size option said. The ply field
// is this package's addition for the move cap: it is written only when
// max_plies is on (the cap's draw depends on it, so Hash covers it then),
// and it is optional on input (default 0). Without a cap the string is
// exactly the rules' "<ranks> <side>".
//
// # The history and the position string
//
// A position string cannot carry the boards played before it. As decided
// here, a game loaded from a string has that board as its only history
// entry, while moves played on it (the protocol's "position ... moves ...")
// add their boards. So a move that recreates a board from before the string
// was written is legal after loading it. Hash covers the pieces, the side
// to move and, under a cap, the ply, but not the history, as the
// position.Game contract asks: the transposition table may pass a value
// between two paths that differ only in the boards they forbid, a risk that
// engines for games with superko usually accept.
//
// Boards are compared exactly: the history keeps every board's pieces as
// two 128-bit sets and its Zobrist key, with a table of counts indexed
// by the keys' low bits, so a new board is usually known to be new
// without a scan, and a key match is confirmed on the pieces.
//
// The conformance kit (positiontest) rebuilds every position from its
// string and expects the same moves, which the rule makes false after
// any repetition; so TestConformance runs it with the rule switched off
// by an unexported test hook, and TestRepetitionRandom checks the rule
// over random games against boards compared as text.
//
// # Decisions where the rules leave a choice
//
//   - SetPosition accepts any placement of pieces on a 7×7, 8×8 or 9×9
//     board, including sides with no pieces (such a side to move has
//     lost).
//   - Perft counts only sequences of the full depth (games ending earlier
//     count nothing); the rules' figures are at depths where no
//     game can end, so the convention does not change them.
//   - State's Scores are the two sides' piece counts.
//
// # Evaluation and search aids
//
// Evaluate is, from the side to move: 100 per piece of difference, 30
// per corner piece and 8 per edge piece of difference (those can be
// taken along one line only, or not at all), and 3 per empty cell next
// to a piece of difference, since a side that cannot move loses. Capturing
// moves are the noisy moves for quiescence (position.Tactical), and
// OrderHints tries moves by the number of pieces they convert, then those
// that land next to enemy pieces.
//
// # Game length
//
// Only no-repetition forces an end, and a side that is ahead has no
// reason to hurry: both sides can shuffle pieces for thousands of plies.
// Self-play measured it: tabla match --game mingmang, 20 games from the
// openings file at 100 ms a move, one thread each, --max-plies 1000,
// under nice on a 2-core machine at load 19-30 (depth 2-3 a move). 16
// games ended by the rules within 1,000 plies, at 132, 146, 147, 160,
// 196, 242, 256, 302, 340, 468, 542, 572, 596, 903, 909 and 916 plies
// (median 321); 4 reached the cap undecided. So the fronts that need an
// end get a cap: tabla gtp plays max_plies=1000 unless its command line
// sets max_plies (protocol/gtp's endCaps), and GoGui's end dialog shows
// the capped game as a draw. Elsewhere the cap stays off by default, as
// the rules have none.
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): with tabla match at 200 ms a move, one thread each, 5 two-ply
// random openings played from both sides, on a loaded 2-core machine
// (load 8-14), Monte Carlo tree search (UCT+RAVE, uniform random
// playouts) scored 1-9-0 (wins-losses-draws, 1/10) against
// alpha-beta.
package mingmang
