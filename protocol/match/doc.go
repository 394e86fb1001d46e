// Package match runs engine-versus-engine matches for tabla match.
//
// The engines are any programs that speak UCI or UGI (tabla itself with
// other settings, most often). Each runs as a child process driven
// through protocol.Client: a ugi handshake (uci if the engine does not
// answer it, or as told), UCI_Variant and GameOptions to select the game,
// the engine's own setoptions (after the game's, so that an engine's own
// GameOptions, such as Reversi's eval=learned, holds), then for every
// move "position ...
// moves ..." and "go" with the clocks (p1time/p2time/p1inc/p2inc, or
// wtime/btime/winc/binc for a UCI engine, mapped as tabla's protocol maps
// them), a movetime, a depth or a node count.
//
// tabla keeps the game itself with a referee built from the position
// registry, so the rules are tabla's own and exist once: every move an
// engine sends is checked, and the referee, not the engines, says when
// the game is over and how it ended. The referee adjudicates:
//
//   - an illegal move, or "bestmove (none)" in a live game: a loss
//     ("illegal move");
//   - a clock or movetime overrun by more than the time margin: a loss
//     ("time forfeit"); the engine gets "stop" and a second to answer,
//     and is killed if it does not;
//   - no answer to a depth or nodes search within the move timeout: a
//     loss ("stalled connection"), and the engine is stopped or killed;
//   - a crash (its output ends): a loss ("abandoned"), with the exit
//     status and the last line of its stderr in the reason. The engine
//     is started again for the next game; a crash never ends the run;
//   - optionally a draw after a number of plies ("adjudication").
//
// Games are numbered over the whole match. Pair k (games 2k+1 and 2k+2)
// plays opening k modulo the number of openings, the first engine
// taking p1 in the first game of the pair and p2 in the second, so both
// engines play every opening from both sides. A shard i/n plays the
// pairs k with k mod n = i-1: the split is deterministic, and the PGN
// records of all shards concatenate into the records of the whole match
// (ReadPGN and Tally score them again).
//
// The report gives the score W-L-D of the first engine, the Elo
// difference with its 95% error bar (normal approximation of the mean
// result; after a clean sweep, whose Elo is unbounded, the score and the
// exact binomial bound on the other side) and, when asked, the state of an SPRT (generalised SPRT,
// normal approximation, logistic Elo bounds elo0 and elo1) that stops
// the match once it decides.
package match
