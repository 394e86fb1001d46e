// Package protocol implements tabla's line protocol: UCI and UGI (the
// Universal Game Interface of the cutegames match runner) plus tabla's
// extras, on any reader and writer.
//
// One goroutine reads and tokenizes lines (github.com/google/shlex).
// isready, stop, ponderhit and quit are answered at once, even while a
// search runs; every other command waits until the engine is idle. A search
// runs in its own goroutine and writes exactly one bestmove before it hands
// the idle token back, so no command can overtake it. One mutex-guarded
// writer owns the output and flushes every line.
//
// Handlers return errors; the loop turns each into one line
// "info string error <code>: <what>" and the state stays as it was: every
// command that changes state builds the new state aside and swaps it in
// only when all of it is valid. The codes are the ErrorCode constants; a
// Client (the fronts' way to drive an engine) returns such a line as an
// *EngineError carrying its code.
package protocol
