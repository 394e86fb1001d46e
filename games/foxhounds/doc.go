// Package foxhounds implements Fox and Hounds ("Vulpea și câinii") on the
// dark squares of an 8×8 checkerboard, with the rules stated below. The
// game registers itself as "fox-hounds"; p1 is the fox, who moves first,
// and p2 the hounds.
//
// # Rules
//
// Only the 32 dark squares are used (a1 is dark, as in chess;
// pointgraph.DarkSquares). Four hounds start on b8, d8, f8 and h8, the fox
// on a1. Every move takes one piece one diagonal step to an empty dark
// square; there are no captures, jumps or passes. The fox steps in any of
// the four diagonal directions, a hound only downwards (towards rank 1), so
// a hound on rank 1 never moves again.
//
// After every move: the fox wins when it stands on rank 8; otherwise the
// side to move loses when it has no legal move (a blocked fox, or hounds
// that cannot move, a decision of these rules). There are no
// draws, and a game lasts at most 57 plies (each hound makes at most 7
// moves).
//
// # Options
//
//	first      fox (default) | hounds: the side that moves first
//	fox_start  a1 (default) | c1 | e1 | g1: the fox's start square
//
// # Notation
//
// A move is "from-to" with chess-style square names: "a1-b2" for the fox,
// "b8-c7" for a hound. Input is case-insensitive.
//
// # Position string
//
//	<ranks> <side>
//
// ranks are ranks 8 down to 1 separated by "/", each from a to h: F the
// fox, H a hound, a decimal number a run of empty squares (light squares
// count as empty); side is f (fox) or h (hounds). The start is
// "1H1H1H1H/8/8/8/8/8/8/F7 f". A position string must hold one fox and
// four hounds, all on dark squares.
//
// # Decisions where the rules leave a choice
//
// The fox stays p1 when first=hounds makes the hounds start. Layout is the
// real board: 64 square cells, rank 8 at the top, the 32 dark squares
// shaded (Shade 1); pieces stand only on dark ones. Board draws dark
// squares as dots and light ones as blanks.
//
// # Search
//
// The evaluation (hounds' side) asks whether the fox could walk to rank 8
// if the hounds stood still (a flood fill over the empty squares), how
// big the region it roams is, how many hounds it has passed, its
// mobility, and how ragged the hounds' wall is. The move ordering hints
// put first the fox steps that open a way through and the hound steps that
// shut the fox into the smallest region. From the start the search proves
// the known result: the hounds win (the fox to move scores mate -22,
// 43 plies with best play).
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): with tabla match at 200 ms a move, one thread each, 5 two-ply
// random openings played from both sides, on a loaded 2-core machine (load
// 8-14), Monte Carlo tree search (UCT+RAVE, uniform random playouts) scored
// 5-5-0 (wins-losses-draws, 5/10) (Elo +0 ± 251.8) against alpha-beta. In
// every opening the same side won both games, whichever searcher played it:
// these openings are decided, and both searchers find the win.
package foxhounds
