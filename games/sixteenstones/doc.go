// Package sixteenstones implements Sixteen Stones (id "sixteen-stones"),
// the push-move-sacrifice game, with the rules and decisions stated
// below.
//
// # Rules
//
// A 5×5 board, files a-e, ranks 1-5. Red (p1, stones R) and Blue (p2,
// stones B) each hold 8 stones and place them alternately on empty cells,
// Red first (16 plies, one placement per move). Then Red starts the play
// phase. A play turn is one move token: a sequence of actions.
//
//   - Move "S-T": an own stone steps to an adjacent (8-neighbour) empty
//     cell.
//   - Push "L>F": F = L+d holds an opponent stone; the train (the maximal
//     run of own stones ending at L, going back from d) of length P pushes
//     the target (the maximal run of opponent stones from F) of length
//     Q < P one cell along d; the cell beyond the target must be empty or
//     off the board. A stone pushed off goes to its owner's bank.
//   - Sacrifice "s": one bank stone leaves the game; it buys exactly one
//     extra action of a type already used (or to be used) in the turn.
//
// Without a sacrifice a turn has at most one Push and one Move, in either
// order; with one, two actions of one type (the second after the "s") plus
// at most one of the other. Each player's first play turn is exactly one
// Push or Move. A forced "pass" is legal only when no Push or Move exists.
//
// Captures: after a Move, each opponent stone that the moved stone now
// sandwiches against another normal stone of the mover (the three adjacent
// in a row on one of the four lines) is captured. After a Push, the same
// holds for the lead pusher (now on F); besides, each pushed stone still on
// the board is captured if it now lies between two normal stones of the
// mover. No other sandwich captures: not one that existed before the action
// (such as an opponent stone that was not pushed but now touches the pushed
// ones), nor one the opponent walked into. A captured stone goes to its
// owner's bank and is replaced by a fresh stone from the mover's bank.
// Fresh stones never flank; any change of cell makes a stone normal again.
// With an empty bank nothing is captured. Captures are compulsory; when
// there are more candidates than bank stones, each choice of which to take
// is its own move.
//
// The game ends at once, mid-turn if need be, when the opponent has at most
// one stone on the board (the mover wins); two consecutive forced passes
// draw; the third occurrence of a position draws (option repetition_draw,
// default on); no_progress_limit turns (default 200, 0 = off) without a
// capture, push-off or sacrifice draw.
//
// # Notation
//
// Placement "c3"; Move "c3-c4"; Push "b2>c3"; each action followed by
// "x<cell>" for each capture, in cell order (rank 1 first, a to e); the
// sacrifice "s" where it is executed; actions joined by "/", as in
// "a1-a2/s/d1-c1" or "b2>c2xd2"; "pass". Input is case-insensitive.
//
// # Position string
//
//	<board> <side> <redHand> <blueHand> <redBank> <blueBank> <firstPending> <passes> <noProgress>
//
// The board lists ranks 5 to 1 with R/B for normal and r/b for fresh
// stones; side is r or b; firstPending is RB, R, B or -. The start is
// "5/5/5/5/5 r 8 8 0 0 RB 0 0". During setup the hands must fit the side
// to place (equal when Red places, Blue one more when Blue places) and
// firstPending must be RB. Each side has at most 8 stones in all.
//
// # Decisions where the rules leave a choice
//
//   - passes may be 2 in a position string: the position after the second
//     consecutive pass, a finished draw.
//   - The hash covers the board with fresh flags, side, hands, banks,
//     first-turn flags and passes, but not the no-progress counter, so that
//     repetitions can be found by hash. The repetition history is not in
//     the position string: SetPosition starts a fresh history.
//   - A turn that contains "s" must still double an action type even when
//     it ends early by a win: "s/d1-c1xb1" alone is not a move.
//   - A pushed stone is captured even when the cell it is pushed onto lay
//     between the same two flankers before the push, holding the next
//     pushed stone (which went off the board): the captures rule above
//     names the pushed stone, and it is new in that sandwich.
//   - Outcome in a constructed play-phase position where a side already
//     has at most one stone: the side to move loses if it has at most one
//     stone, else it wins.
//   - Move encoding (32 bits): three 8-bit action slots (cell*8+direction,
//     200+cell for a placement, 0xFF empty), two bits for where the "s"
//     stands and five bits ranking the chosen capture set. At most one
//     action per turn can have more candidates than bank stones (it empties
//     the bank), and with 8 stones a side at most 15 such choices exist, so
//     five bits suffice.
//
// # Evaluation
//
// Material (stones on the board and in hand, 100 each), banks (40 each) and
// stones on the inner 3×3 (4 each), from the side to move. Simple by
// design; see the report for what is left.
//
// # Move order
//
// GenMoves lists, after each action of a turn, the continuations without a
// sacrifice before those that sacrifice there (so the turns that open with
// "s" come last), and OrderHints (position.Orderer) ranks a play turn by
// the material and banks it leaves from the mover's point of view, a
// winning turn first. A play turn often has thousands of choices (median
// about 240 legal turns in self-play, over 4,096 in about a tenth of the
// positions, up to about 12,900 with banks to sacrifice), and search takes
// the moves of a node with more than position.MaxMoves in generation
// order: before this order, the turns that open with a sacrifice came
// first there, and a search stopped part-way (25 ms gets 2-3 plies in
// play) could return a sacrifice that only wastes a bank stone
// ("s/a1-b1/b1-a1/c3>d4xc4" instead of "c3>d4xc4"). At 100 ms a move, 40
// games with the openings file, this order scored 25-15-0
// (wins-losses-draws) against the generation order and no hints. Self-play
// at 100 against 25 ms a move, 40 games with the openings, load 3-4 on 2
// cores: 34-6-0 for the 100 ms side before, 27-13-0 after, 11 of those
// games lost on time in a burst of load (22-7 on the board).
//
// # Searcher
//
// The game keeps alpha-beta as its default searcher (position.Info.MCTS is
// off): with tabla match at 200 ms a move, one thread each, 5 two-ply
// random openings played from both sides, on a loaded 2-core machine
// (load 8-14), Monte Carlo tree search (UCT+RAVE, uniform random
// playouts) scored 0-10-0 (wins-losses-draws, 0/10) against
// alpha-beta.
package sixteenstones
