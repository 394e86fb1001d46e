// Package bomberman implements "Omu' cu bombe", a simplified, turn-based
// Atomic Bomberman, with the rules stated below (id "bomberman").
//
// # Rules
//
// Two players stand on a map of walls, empty cells and protections. On his
// turn a player must step to an orthogonal neighbour that is empty or holds
// a protection (never a wall, a bomb or the other player), and may leave a
// bomb on the cell he left. A new bomb is inactive; a player has at most
// one inactive bomb, and placing another activates the old one. Instead of
// placing, he may activate his inactive bomb before stepping. After K − 1
// bombless moves in a row the next move must place a bomb.
//
// A move resolves in this order: activation, step, placement, pick-up of a
// protection on the arrival cell, trigger (every active bomb activated
// before this move with line of sight to the arrival cell; walls and bombs
// block the line, players do not), chain (active bombs, fresh ones
// included, in the blast of an exploding bomb join it), damage (each
// exploding bomb whose blast covers a player costs him a protection; a
// player with more hits than protections dies), removal of the exploded
// bombs. With blast=full a blast covers the bomb's whole row and column,
// through walls; with blast=walls it stops before the first wall.
//
// The game ends when a player dies (both dying is a draw), when the side to
// move has no step (he loses; with stuck=pass he passes instead), on the
// third occurrence of a position (repetition_draw) or when the ply count
// reaches max_plies (a draw).
//
// # Notation
//
// Columns are named a..z, aa, ab, ... from the left; ranks count from 1 at
// the bottom row. A move is "from-to" (plain step), "from-to/B" (step and
// bomb, also when forced), "A<cell>/from-to" (activate the inactive bomb
// on cell, then step) or "pass" (stuck=pass only). Parsing ignores case.
//
// # Position string
//
//	<rows> <side> <K> <np1> <np2> <c1> <c2> <ply>
//
// Rows from the top, separated by '/': w wall, p protection, X and Y the
// players, b an active bomb, i and j the inactive bombs of players 1 and 2,
// and decimal numbers for runs of empty cells. The board's size comes from
// the string, so any map can be set. np are the protections held, c the
// bombless-move counters.
//
// # Maps and options
//
// Option map is a map file in this format: an optional K line first or
// last, '#' walls, ' ' or '.' empty, 'p', '1',
// '2', rows right-padded with walls; "default" is the built-in 13×22 map,
// also shipped as testdata/bomberman/default.txt. A bad map file makes
// the constructor fail with an error that says what is wrong. Other
// options: k (0 = the map's K line, else 3), blast (full, walls), stuck
// (lose, pass), repetition_draw (on), max_plies (1000, 0 = off), first
// (1, 2).
//
// # Decisions where the rules leave a choice
//
//   - A player who died is removed from the board, so a position string
//     with X or Y missing is a finished game (that player died; both
//     missing is a draw). This keeps the string and the hash complete.
//   - The k option's default is 0, meaning "the map's K line, else 3",
//     because an option's default cannot depend on the map file.
//   - The repetition rule compares Hash values (which cover everything in
//     the position string but the ply). A position string carries no
//     history, so SetPosition starts a new repetition count.
//   - Maps are limited to 4096 rows or columns and 65,536 cells, and K to
//     1000; counts in a position string to 1,000,000.
//   - Hash leaves out the ply, so max_plies is not part of it.
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): with tabla match at 200 ms a move, one thread each, 5 two-ply
// random openings played from both sides, on a loaded 2-core machine
// (load 8-14), Monte Carlo tree search (UCT+RAVE, uniform random
// playouts) scored 3-6-1 (wins-losses-draws, 3.5/10) (Elo -107.5 ± 269.1) against
// alpha-beta.
//
// Its search profile (position.SearchProfile) turns on late-move
// reductions (Reduction 100), and nothing else. Without them more time
// bought little: 100 ms a move against the same engine at 25 ms scored
// 14-13-13 in 40 games from testdata/openings, where player 1 won 22 of
// the 40 games, player 2 five, and 13 were drawn (in 8 of the 20
// openings player 1 won with either engine). With them the search goes
// about two plies deeper (22 against 20 in a second from the start), and
// 100 ms against 25 ms scored 18-18-4, then 20-16-4: 38-34-8 (69%) in 80
// games. Against the search without them, at 100 ms a move: 14-12-14.
package bomberman
