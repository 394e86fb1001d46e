// Package morris implements the rules that Nine Men's Morris
// (games/ninemensmorris) and Twelve Men's Morris (games/twelvemensmorris)
// share, on the 24-point boards of pointgraph.Morris: placing pieces from
// hand, stepping along the lines, mills (the board's lines of three),
// removal with mill protection, the loss below three pieces or without a
// move, and the repetition and no-progress draws. A Variant says how a
// game differs (pieces per player, flying at three, stepping while pieces
// remain in hand, the no-immediate-return rule, the diagonal lines); the
// game packages register their variants and hold their rules' tests.
//
// # Moves
//
// A whole turn is one move, a mill and its removal included, written in
// the FIMS notation: "d2" places on d2, "d2-d3" steps or flies, and
// "d2xa7" or "d2-d3xa7" also removes the opponent's piece on a7. Each
// choice of removal is its own move, and a move that closes a mill always
// removes (unless the opponent has no piece on the board); closing two
// mills at once removes one piece. A piece in one of the opponent's mills
// may be removed only when all the opponent's pieces are in mills.
//
// # Position string
//
//	<board> <side> <whiteInHand> <blackInHand> [<whiteLastStep> <blackLastStep>] <noProgressPlies>
//
// board lists ranks 7 down to 1 separated by "/", only the points that
// exist (three per rank, six on rank 4), W and B for the pieces and digits
// for runs of empty points; side is w or b. The last-step fields, "-" or
// "from-to", are present only in the variants with the no-return rule.
//
// # Draws and the hash
//
// The game keeps the states since its start (or since the position string
// it was set from) on a stack, which Unmake pops and which is also the
// repetition history: with repetition_draw on, a position (board, side to
// move, hands, last steps) that occurs for the third time is a draw. Only
// plies since the last placement or removal are scanned, as the material
// never comes back. With no_progress_limit N > 0 the game is a draw after N
// plies without a placement or a removal. The loss rules come first: a
// move that blocks the opponent or leaves him fewer than three pieces wins
// even if it also completes a draw condition. The no-progress count enters
// the hash only within position.MaxPly plies of the limit, so that
// positions differing only in the count share transposition entries
// elsewhere.
//
// # Search
//
// Evaluate counts material (pieces on the board and in hand), closed
// mills, open twos (two pieces and an empty point on a line) and forks,
// the mills each side can close on its next turn (the side not to move
// with two such threats is usually losing a piece), mobility and blocked
// pieces in the stepping phase, room and well-connected points while
// placing, and a penalty for being reduced to flying against more pieces.
// A learned evaluation (features.go, learned.go) replaces it when a game
// hands weights to UseWeights: a sparse linear model, one weight per
// active feature and stage (placing with more than a hand of pieces left
// in the two hands, placing with fewer, moving, flying), fitted by tabla
// train to the results of tabla's self-play (README.md, "Training"). Its
// features are seen from the side to move and folded under the board's
// 16 symmetries (the square's turns and reflections, each with the outer
// and inner rings swapped or not): every mill line read as a base-3
// number from either end, the smaller reading counting, in its class
// (outer or inner side, middle side, cross line, diagonal); every piece
// by its point's class, its owner and its empty neighbours; both sides'
// pieces on the board and in hand, the material balance, and the
// hand-written evaluation's counts (mills, open twos, forks, threats,
// steps, blocked pieces), each one-hot up to a cap. The sum, in
// hundredths of a logit, is scaled to hundredths of a piece.
// Moves that close a mill are the noisy moves of quiescence; the move
// ordering hints put mills first (removing pieces of the opponent's open
// twos), then blocks of the opponent's mill points, then moves that make
// twos.
//
// Both morris games share a search profile (position.SearchProfile):
// late-move reductions and reverse futility pruning at a piece a ply, no
// null move (a blocked side loses, so having to move can hurt). In Nine
// Men's Morris against the search without it, 60 ms a move, one thread
// each, 50 games from testdata/openings on a loaded 2-core machine: 21
// wins, 14 draws, 15 losses (+42 ± 84 Elo); Twelve Men's Morris was not
// measured.
// The reductions alone scored less: 20-13-17 (+21 ± 85).
package morris
