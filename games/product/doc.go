// Package product implements Product (Produto), by Nick Bentley with the
// rules adaptation of João Neto and Bill Taylor, stated below.
//
// # Rules
//
// The board is a hexagon of hexagonal cells, five to a side: 61 cells.
// Black (p1) and White (p2) own the black and the white stones, but
// either player may place stones of either colour. Black's first move
// places one stone, of either colour, on any cell; every later move
// places two stones on two different empty cells, each black or white
// (BB, BW, WB or WW). There is no pass, and a move is always possible:
// the game ends when the board is full, after exactly 31 moves (Black 16,
// White 15). A colour scores the product of the sizes of its two largest
// groups (maximal sets of same-coloured stones joined through the six
// neighbours), or 0 with fewer than two groups. The higher score wins; on
// equal scores the player with fewer stones of his colour on the board
// wins, and since 61 is odd there are no draws. Black's score comes from
// the black stones whoever placed them, and the same for White.
//
// Options: none.
//
// # Notation
//
// Cells are named as on a Havannah board: files a..i and ranks 1..9,
// cell (q, r) existing when |q − r| ≤ 4, so rank 1 is a1-e1, rank 5 is
// a5-i5 and rank 9 is e9-i9. Cell (q, r) touches (q±1, r), (q, r±1),
// (q+1, r+1) and (q−1, r−1). A stone is its colour letter and its cell
// ("Be5"); the first move is one stone and every later move two joined by
// '/' ("Bd4/We5"), the stone on the lower rank first and on the same rank
// the lower file first. ParseMove accepts either order and any case;
// FormatMove writes B or W and the lowercase cell.
//
// # Position string
//
// "<board> <side>": the ranks from 9 down to 1 separated by '/', each
// listing its 5, 6, 7, 8, 9, 8, 7, 6, 5 cells in file order, with B and W
// for stones and digit runs for empty cells; then b or w for the side to
// move. The start is "5/6/7/8/9/8/7/6/5 b", and an empty board means the
// one-stone first move.
//
// # Decisions where the rules leave a choice
//
//   - Product is a position.MarginGame, as are the other games that
//     count points: the rules define a score per colour, so the result is
//     a margin. Outcome's score, from the side to move, is 100 per point of
//     difference between the two products; when the products are equal
//     it is +1 or −1 (a hundredth of a point) for the tie-break winner,
//     the least margin that still says who won. A colour's two largest
//     groups hold at most 60 stones, so a product is at most 30×30 = 900
//     and a margin stays within ±90,000.
//   - The first stone may be of either colour, and the 45 + 45 supplies
//     of the seed are not enforced (both decisions of these rules).
//   - SetPosition accepts only stone counts that play can reach, 0 or odd
//     (one stone, then two a turn; an even count would leave one cell
//     that no move can fill), and the side to move must be the one that
//     count gives: Black after an even number of turns, (n+1)/2 turns for
//     n stones. The side field is thus redundant; it is still checked and
//     still covered by the hash.
//   - The Zobrist hash covers the stones and the side to move. History
//     never matters: no position repeats, as every move adds stones.
//   - Perft does not count a finished game as a leaf (PerftEndsAreLeaves
//     is false). It matters only for depths past the full board, since no
//     game ends early.
//   - State's Scores are each colour's current product by the final rule,
//     for a GUI to show as the game goes. Once the game is over, State's
//     Highlight lists the cells of the groups that make each product (of
//     equal groups, the one holding the lower cell), none for a colour
//     with fewer than two groups.
//   - Board draws the hexagon with rank 9 at the top and each rank half a
//     cell left of the one below, as Layout does; the files a-e are named
//     under rank 1 and f-i at the right ends of ranks 1-4, where their
//     diagonal lines of cells end.
//
// # Implementation
//
// The 61 cells, numbered rank by rank from a1, fit one uint64 per colour,
// and that numbering is also the canonical order of a move's stones. A
// Move packs one or two stones of 7 bits (cell and colour) and a flag for
// two; GenMoves lists, for each pair of empty cells, the four colourings.
// Make and Unmake XOR the stones in and out; the state is a few words, so
// Clone is a struct copy. Groups are found by flood fill over the
// neighbour sets, one table lookup per stone; Outcome does this only on a
// full board. CountMoves gives 122 on the empty board and 2e(e−1) with e
// empty cells, so perft counts the last ply without generating it.
//
// The second move has 7,080 legal moves and the first nine moves all have
// more than position.MaxMoves (4,096), the contract's stated bound: search
// orders only the first 4,096 moves of a node and tries the rest in
// generation order, so the opening is searched shallowly. Nothing
// breaks, but the bound in position/perft.go does not hold for Product.
//
// Evaluate looks ahead at the two plans of the game, growing two large
// groups kept apart and merging or smothering the opponent's. It values
// each colour as the final rule does, but groups that share a liberty
// count as one cluster (the opponent can join them with one stone of
// their colour), and each cluster counts at its size plus half its
// liberties; a colour that can still start a new group on a cell that
// touches none of its stones has that lone stone as a second cluster.
// The score is the difference of the two products, in hundredths of a
// point, so it tends to the margin as the board fills. In matches at
// 30,000 nodes a move this beat the plain current products 25-5 and the
// same formula without clusters 28-2. EvalTerms splits it into the
// current products and the rest. There are no noisy moves, move-ordering
// hints or endgame solver: the last few moves are solved by the search
// itself.
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): measured with tabla match, 200 ms a move, one thread each, 10 two-ply
// random openings played from both sides, on a loaded 2-core machine,
// Monte Carlo tree search (UCT+RAVE, uniform random playouts) scored 6-14
// (Elo -147 ± 192) against alpha-beta.
package product
