// Command strength is tabla's strength test: it plays the search of the
// working tree against an earlier commit's with tabla match, game by game,
// and records the results; it also writes the openings files those
// matches start from. It lives under testdata so that it stays out of the
// module's packages (go build ./... and go test ./... skip it) and is run
// from the repository's root:
//
//	go run ./testdata/strength run -base HEAD~1 -change "search: LMR" -games reversi,checkers
//	go run ./testdata/strength openings -game hex > testdata/openings/hex.txt
//	go run ./testdata/strength openings -game go -n 40 -judge '/usr/games/gnugo --mode gtp --level 10 --chinese-rules --komi 7.5'
//	go run ./testdata/strength probcut -game reversi -n 200 -depth 8
//	go run ./testdata/strength evalerr -records test.txt -weights new.weights
//	go run ./testdata/strength ladder -game reversi -n 40
//	go run ./testdata/strength gnugo -level 6 -nodes 4096 -n 20
//	go run ./testdata/strength hexvc -sizes 7,9,11 -n 20 -nodes 5000
//	go run ./testdata/strength hexsolve -size 7 -games 3 -at 10,13
//	go run ./testdata/strength nboard -engine './ntest x' -dir /tmp/ntest/build -depth 6
//	go run ./testdata/strength mohex -engine '/tmp/benzene/build/src/mohex/mohex --quiet --use-logfile=0' -movetime 1900
//
// run builds the working tree and the base commit (git archive into a
// temporary directory), plays every game given from
// testdata/openings/GAME.txt at a fixed time a move, one thread an engine,
// with an optional SPRT, and appends one row a game to
// testdata/strength/results.md: the change, the game, games played, W-L-D,
// score, Elo with its 95% interval, the SPRT's verdict and the load
// average before the match. ladder measures a game's strength levels
// (see ladder.go) into testdata/strength/levels.md, and gnugo plays a
// Go level against GNU Go (see gnugo.go) into
// testdata/strength/gnugo.md. probcut fits Reversi's Multi-ProbCut
// regressions (see probcut.go). hexvc and hexsolve measure Hex's virtual
// connections and its solver into testdata/strength/hexvc.md and
// hexsolve.md (see hexvc.go, hexsolve.go). nboard plays tabla against an Othello
// engine that speaks the NBoard protocol, such as NTest, at equal CPU
// time a move (see nboard.go), and appends its row to the results table.
// mohex plays tabla's Hex against a GTP Hex program, such as MoHex, at
// a wall time a move (see mohex.go), and appends its row there too.
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

const usage = `usage:
  go run ./testdata/strength run [-base REV] [-change TEXT] [-games ID,ID,...] [-n GAMES]
        [-movetime MS [-oldmovetime MS] | -tc B+I] [-sprt elo0,elo1] [-concurrency N] [-margin MS] [-results FILE] [-old BIN] [-new BIN]
  go run ./testdata/strength depth -old BIN -new BIN [-movetime MS] [-games ID,ID,...]
  go run ./testdata/strength ladder -game ID [-n GAMES] [-bin BIN] [-pairs LO:HI,...] [-max-plies N] [-concurrency N] [-results FILE]
  go run ./testdata/strength gnugo [-level L] [-nodes N] [-options "K=V ..."] [-n GAMES] [-gnugo-level 10] [-gnugo PATH] [-bin BIN] [-max-plies N] [-concurrency N] [-results FILE]
  go run ./testdata/strength gnugo-selfplay -out FILE [-n GAMES] [-first K] [-seed S] [-random-plies P] [-level 8] [-gnugo PATH]
        [-program CMD [-program-dir DIR]]
  go run ./testdata/strength nboard -engine CMD -depth N [-dir DIR] [-name NAME] [-bin BIN] [-movetime MS]
        [-options "K=V ..."] [-n GAMES] [-openings FILE] [-move-timeout D] [-max-time D] [-pgn FILE] [-change TEXT] [-results FILE]
  go run ./testdata/strength mohex -engine CMD [-name NAME] [-setup "GTP; GTP"] [-bin BIN] [-movetime MS | -nodes N] [-size 11]
        [-n GAMES] [-openings FILE] [-move-timeout D] [-max-time D] [-record FILE] [-change TEXT] [-results FILE]
  go run ./testdata/strength openings -game ID [-n N] [-plies P] [-tries T] [-nodes N] [-seed S] [-options "K=V ..."]
        [-judge 'GTP-PROGRAM ARGS' [-judge-dir DIR]]
  go run ./testdata/strength evalerr -records FILE [-empties 20] [-n 500] [-depth 6] [-weights FILE]
        [-nboard './ntest x' -nboard-dir DIR]
  go run ./testdata/strength hexvc [-sizes 7,9,11] [-n GAMES] [-nodes N] [-plies P] [-seed S] [-results FILE]
  go run ./testdata/strength hexsolve [-size N] [-pos POSITION ...] [-games G -at P,P,... [-play-nodes N] [-plies P] [-seed S]]
        [-max-nodes N] [-hash MB] [-results FILE]
  go run ./testdata/strength probcut [-game reversi] [-n N] [-depth D] [-pairs D:S,...] [-min-empties E]
        [-max-empties E] [-nodes N] [-random P] [-phase W] [-seed S]
`

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "run":
		return cmdRun(args[1:], stdout, stderr)
	case "openings":
		return cmdOpenings(args[1:], stdout, stderr)
	case "probcut":
		return cmdProbCut(args[1:], stdout, stderr)
	case "depth":
		return cmdDepth(args[1:], stdout, stderr)
	case "evalerr":
		return cmdEvalErr(args[1:], stdout, stderr)
	case "ladder":
		return cmdLadder(args[1:], stdout, stderr)
	case "gnugo":
		return cmdGNUGo(args[1:], stdout, stderr)
	case "gnugo-selfplay":
		return cmdGNUGoSelfplay(args[1:], stdout, stderr)
	case "hexvc":
		return cmdHexVC(args[1:], stdout, stderr)
	case "hexsolve":
		return cmdHexSolve(args[1:], stdout, stderr)
	case "nboard":
		return cmdNBoard(args[1:], stdout, stderr)
	case "mohex":
		return cmdMoHex(args[1:], stdout, stderr)
	}
	fmt.Fprint(stderr, usage)
	return 2
}
