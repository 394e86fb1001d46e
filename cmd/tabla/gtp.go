package main

import (
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/tabla-games/tabla/protocol"
	"github.com/tabla-games/tabla/protocol/gtp"
	"github.com/tabla-games/tabla/search"
)

// cmdGTP runs "tabla gtp": the Go Text Protocol on stdin and stdout.
func cmdGTP(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tabla gtp", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", gtp.DefaultGame, "game to play: go, atari-go, hex, reversi, cats-dogs, domineering, amazons, rastros, ...")
	coords := fs.String("coords", "auto", "vertex names: gtp (letters without I, row 1 at the bottom), native (the game's own), auto (gtp, but hex keeps HexGui's names until a gogui-* command shows GoGui is the controller)")
	depth := fs.Int("depth", 0, "search depth of genmove (0: by time)")
	movetime := fs.Int("movetime", 0, "milliseconds per genmove when no GTP clock is set (0: 1000 unless --depth)")
	level := fs.Int("level", 0, "strength from 1 (the weakest) to 6 (full strength), as GNU Go's --level (0: full strength)")
	threads := fs.Int("threads", 0, "search threads (0: the engine's default)")
	hash := fs.Int("hash", 0, "transposition table in MB (0: the engine's default)")
	searcher := fs.String("search", "auto", "searcher: auto (the game's own), alphabeta or mcts")
	resign := fs.Int("resign", gtp.DefaultResignWinRate, "resign when the win rate stays below this many per cent for --resign-moves moves in a row (0: never)")
	resignMoves := fs.Int("resign-moves", protocol.DefaultResignMoves, "moves in a row below --resign before genmove resigns")
	fs.Usage = usageFunc(fs, stderr, "gtp", `usage: tabla gtp [--game ID] [key=value ...] [--depth N | --movetime MS] [--level N] [--coords auto|gtp|native] [--threads N] [--hash MB] [--search auto|alphabeta|mcts] [--resign PCT] [--resign-moves N]
Speaks GTP version 2 on stdin and stdout for Go, Atari Go and Hex, with
gogui-rules commands for the grid games, for GoGui, HexGui, Sabaki and
match runners.
`)
	flags, settings := splitFlags(args, map[string]bool{"game": true, "coords": true, "depth": true, "movetime": true, "level": true, "threads": true, "hash": true, "search": true, "resign": true, "resign-moves": true})
	if err := parseFlags(fs, flags); err != nil {
		return 2
	}
	c, err := gtp.ParseCoords(*coords)
	if err != nil {
		fmt.Fprintln(stderr, "tabla gtp:", err)
		return 2
	}
	if *depth < 0 || *movetime < 0 || *threads < 0 || *hash < 0 {
		fmt.Fprintln(stderr, "tabla gtp: --depth, --movetime, --threads and --hash must not be negative")
		return 2
	}
	if *level < 0 || *level > int(search.TopLevel) {
		fmt.Fprintf(stderr, "tabla gtp: --level %d is outside 1..%d (0: full strength)\n", *level, int(search.TopLevel))
		return 2
	}
	if *resign < 0 || *resign > 50 || *resignMoves < 1 || *resignMoves > 100 {
		fmt.Fprintln(stderr, "tabla gtp: --resign must be 0 to 50 and --resign-moves 1 to 100")
		return 2
	}
	if *resign == 0 {
		*resign = -1 // gtp.Config: never
	}
	srv, err := gtp.New(gtp.Config{
		Game:          *game,
		Settings:      settings,
		Coords:        c,
		Depth:         *depth,
		MoveTime:      time.Duration(*movetime) * time.Millisecond,
		Level:         *level,
		Threads:       *threads,
		HashMB:        *hash,
		Search:        *searcher,
		ResignWinRate: *resign,
		ResignMoves:   *resignMoves,
		Name:          "tabla",
		Version:       version(),
	})
	if err != nil {
		fmt.Fprintln(stderr, "tabla gtp:", err)
		return 2
	}
	defer srv.Close()
	if err := srv.Run(stdin, stdout); err != nil {
		fmt.Fprintln(stderr, "tabla gtp:", err)
		return 1
	}
	return 0
}
