// Package catsdogs implements Cats & Dogs (Gatos & Cães), Simon Norton's
// Snort with a central-zone opening rule (the seed's "GATOS & CÃES"), with
// the rules and decisions stated below. The game registers itself as
// "cats-dogs"; p1 is the Cats, who move first, and p2 the Dogs.
//
// # Rules
//
// The board is an empty 8×8 square, and each side has 28 pieces in hand.
// The players take turns placing one of their own pieces on an empty cell
// X, subject to three conditions: no orthogonal neighbour of X holds an
// enemy piece (own pieces next to X are fine, and diagonal contact is
// allowed); a side's first piece goes in the central zone d4 e4 d5 e5 for
// the Cats and outside it for the Dogs (the first Dog must also keep away
// from the first Cat); and the mover still has a piece in hand. Pieces are
// never moved or removed, so "first piece" means "no piece of that side on
// the board". There is no pass: a side with no legal placement on its
// turn has lost, and the opponent, who made the last move, has won. There
// are no draws, and a game lasts at most 56 plies. Outcome reports a
// finished game as -1, a loss for the side to move.
//
// # Options
//
// None.
//
// # Notation
//
// A placement is its cell, chess-style: file a..h from the left, rank 1..8
// from the bottom, as "d5". The piece is the side to move's. Input is
// case-insensitive; output is lower case. There is no pass, so "pass" and
// "0000" are refused.
//
// # Position string
//
// "<board> <side>": the ranks from 8 down to 1 separated by '/', each
// listing files a..h with C for a cat, D for a dog and a digit for a run
// of empty cells; then c or d for the side to move. The start is
// "8/8/8/8/8/8/8/8 c". Pieces in hand are 28 less the pieces on the board.
//
// # Decisions where the rules leave a choice
//
//   - SetPosition accepts exactly the positions that play can reach: as
//     many cats as dogs with the Cats to move, or one cat more with the
//     Dogs to move; at most 28 pieces a side; no cat orthogonally next to
//     a dog; a cat in the central zone once any cat stands on the board,
//     and a dog outside it once any dog does (any position meeting these
//     is reached by playing that cat first, then that dog, then the rest
//     in any order). A position where the side to move has no placement
//     is accepted as a finished game. Piece letters and the side letter
//     are case-sensitive, as written above.
//   - The hash covers the pieces and the side to move. Nothing else matters
//     for play: the pieces in hand and whether a side has placed its first
//     piece follow from the board.
//   - Perft counts a finished game as no leaf (PerftEndsAreLeaves false);
//     no game ends within the depths of the rules' table, so the
//     convention does not change it.
//   - Board prints C and D for the pieces, '.' for an empty cell and '+'
//     for an empty cell of the central zone. Layout marks the zone's four
//     cells with Shade 1, for the seed's figure. State's Hands are the
//     pieces each side has in hand.
//   - The supply rule (28 pieces) is kept as the rules ask although
//     it never binds on the 8×8 board; with the Cats placing first, only
//     the Cats could ever run out first.
//
// # Evaluation and move ordering
//
// Evaluate scores the race for the last move. An empty cell where only
// one side may place is a move in hand for that side: worth 100 when it
// is secure (the opponent may use none of its neighbours, so nothing can
// take it away) and 50 when it is not. The side to move needs strictly
// more moves in hand than the opponent to make the last move, and the
// cells both may use are taken alternately, so a tempo term adds 50 when
// the number of shared cells is odd and takes 50 away when it is even.
// In positions like the seed's example B, where no placement changes the
// legality of another cell, the sign of the score is the exact result.
// The secure-cell split was kept because it won 42 of 60 games (openings
// paired, colours swapped, 20,000 nodes a move) against the same score
// counting every lone cell as 100. EvalTerms lists the counts and both
// terms. OrderHints ranks a placement by the cells it takes from the
// opponent: its own cell if the opponent could use it, and each
// neighbour the opponent could use.
//
// # Implementation
//
// The position is two position.Bits64 sets, one per side, with cell
// rank*8+file (a1 = 0, h8 = 63). A side's legal cells are the empty cells
// less the enemy pieces' orthogonal spread (four shifts), then the zone
// mask for a first piece: GenMoves, CountMoves, Outcome and Evaluate are
// a few word operations each, and nothing allocates after New. The
// geometry is a table that could describe any board up to 8×8, with or
// without the zone; the registered game always uses the 8×8 board, and
// the smaller boards exist only for the tests, which solve small Snort
// boards with the search (TestSmallSnort).
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): measured with tabla match, 200 ms a move, one thread each, 10 two-ply
// random openings played from both sides, on a loaded 2-core machine,
// Monte Carlo tree search (UCT+RAVE, uniform random playouts) scored 3-17
// (Elo -301, 95% upper bound -142) against alpha-beta.
//
// Its search profile (position.SearchProfile) turns on late-move pruning
// at depths 1 to 3 (3+depth² moves kept, the TT move first, past them
// only the killers) and late-move reductions, neither of which gains
// or loses at 100 ms a move. Against the search
// without a profile, 100 ms a move, one thread each, from
// testdata/openings on a loaded 2-core machine: 30-30 in 60 games (at
// depths 1 and 2, 20-20 in 40). 100 ms against 25 ms, both with the
// profile, scored 22-18 in 40 games (20-20 at depths 1 and 2; 21-19
// without a profile), and 22-18 again at aad5ca4. The openings, not the
// time, decided those games: from the 4-ply openings the Cats won 38 of
// the 40, and 40 of 40 at 25 ms against 25 ms. The openings file now
// holds 8-ply lines balanced by a 200,000-node search, from which the
// Cats win 26 of 40 at 25 ms against 25 ms, and there 100 ms against
// 25 ms scored 25-15 (62.5%), then 22-18 in 40 more games: 47-33
// (58.8%) in 80. Late-move reductions (Reduction 100) were added then:
// against LMP alone they scored 21-19 and 20-20 at 100 ms (no loss), and
// with them 100 ms against 25 ms scored 24-16 twice, 48-32 (60%) in 80.
// The null move (sound in practice, as Snort is hot) reached a ply
// deeper in a second but was not kept: 19-21 against LMP alone at
// 100 ms, and 21-19 at 100 ms against 25 ms.
package catsdogs
