package match

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"

	_ "github.com/tabla-games/tabla/games/hex"
	_ "github.com/tabla-games/tabla/games/reversi"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
)

// The test binary doubles as the engines of the tests: run with an
// argument "engine=MODE" it speaks the protocol on stdin and stdout
// instead of running tests. MODE "tabla" is the real engine; the others
// are a minimal reversi engine that plays its first legal move and, from
// its third move on, misbehaves as its name says.
const engineArg = "engine="

func TestMain(m *testing.M) {
	for _, a := range os.Args[1:] {
		if mode, ok := strings.CutPrefix(a, engineArg); ok {
			os.Exit(fakeEngine(mode))
		}
	}
	os.Exit(m.Run())
}

// engineCmd is the command line of a test engine.
func engineCmd(mode string) []string { return []string{os.Args[0], engineArg + mode} }

func fakeEngine(mode string) int {
	if mode == "tabla" {
		eng, err := protocol.New(os.Stdout, protocol.Config{Name: "tabla", DefaultGame: "reversi", Log: zerolog.Nop()})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		if err := eng.Run(os.Stdin); err != nil {
			return 1
		}
		return 0
	}
	if mode == "nostart" {
		fmt.Fprintln(os.Stderr, "fake: cannot start")
		return 3
	}
	out := bufio.NewWriter(os.Stdout)
	say := func(format string, args ...any) {
		fmt.Fprintf(out, format+"\n", args...)
		out.Flush()
	}
	var pos position.Playable
	plies := 0
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "ugi", "uci":
			say("id name fake-%s", mode)
			say("option name UCI_Variant type combo default reversi var reversi")
			say("%sok", f[0])
		case "isready":
			say("readyok")
		case "quit":
			return 0
		case "position":
			// The hand-written evaluation: a fake needs no weights, whose
			// first load under the race detector outlasts a move timeout.
			pos, _, _ = position.NewGame("reversi", "eval=hand")
			plies = max(0, len(f)-3)
			for i := 3; i < len(f); i++ { // "position startpos moves ..."
				m, err := pos.ParseMove(f[i])
				if err != nil {
					fmt.Fprintln(os.Stderr, "fake: bad position:", err)
					return 4
				}
				pos.Make(m)
			}
		case "go":
			moves := pos.GenMoves(nil)
			best := pos.FormatMove(moves[0])
			if plies < 2 {
				say("bestmove %s", best)
				continue
			}
			switch mode {
			case "illegal":
				say("bestmove zz9")
			case "none":
				say("bestmove (none)")
			case "crash":
				fmt.Fprintln(os.Stderr, "fake: simulated crash")
				return 2
			case "hang":
				time.Sleep(time.Hour)
			case "slow":
				// Past every deadline of TestMatchAdjudication: a
				// movetime of 50 ms or a 300 ms clock, with the margin.
				time.Sleep(time.Second)
				say("bestmove %s", best)
			default:
				say("bestmove %s", best)
			}
		}
	}
	return 0
}
