package main

import (
	"flag"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/tabla-games/tabla/protocol"
	"github.com/tabla-games/tabla/search"
)

// cmdLadder measures one game's strength ladder (protocol.Ladder): it
// plays each level against the next one up, and the bottom level against
// full strength, every engine at the ladder's full-strength node count a
// move (a level's own budget is smaller), and appends one row a pair to
// the levels table. It ends with the ladder the pairs give, Elo relative
// to full strength, for protocol/ladders.go.
func cmdLadder(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("ladder", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "", "the game id (required)")
	n := fs.Int("n", 40, "games a pair (in pairs from each opening, sides swapped)")
	bin := fs.String("bin", "", "the engine, already built (default: build the working tree)")
	maxPlies := fs.Int("max-plies", 600, "adjudicate a draw after this many plies")
	conc := fs.Int("concurrency", 1, "games played at once")
	pairs := fs.String("pairs", "", "the pairs to play, as lo:hi,... (default: every neighbour, then 1:6)")
	results := fs.String("results", "testdata/strength/levels.md", "table the rows are appended to (none if empty)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *game == "" {
		fmt.Fprintln(stderr, "ladder: -game is required")
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintln(stderr, "ladder:", err)
		return 1
	}
	if *bin == "" {
		built, cleanup, err := buildTemp("tabla-ladder-")
		if err != nil {
			return fail(err)
		}
		defer cleanup()
		*bin = built
	}
	rev, _ := git("rev-parse", "--short", "HEAD")
	ladder := protocol.LadderFor(*game)
	anchor := ladder.Nodes[search.Levels-1]
	var todo [][2]int
	if *pairs == "" {
		for lo := 1; lo < search.Levels; lo++ {
			todo = append(todo, [2]int{lo, lo + 1})
		}
		todo = append(todo, [2]int{1, search.Levels})
	} else {
		for _, p := range strings.Split(*pairs, ",") {
			a, b, _ := strings.Cut(p, ":")
			lo, err1 := strconv.Atoi(a)
			hi, err2 := strconv.Atoi(b)
			if err1 != nil || err2 != nil || lo < 1 || hi > search.Levels || lo >= hi {
				return fail(fmt.Errorf("pair %q: want lo:hi with 1 <= lo < hi <= %d", p, search.Levels))
			}
			todo = append(todo, [2]int{lo, hi})
		}
	}
	engine := func(level int) string {
		return fmt.Sprintf("name=level%d 'option.Skill Level=%d' %s", level, level, *bin)
	}
	diff := map[int]float64{} // level lo's Elo below lo+1
	for _, p := range todo {
		lo, hi := p[0], p[1]
		cmdArgs := []string{"match", "--game", *game,
			"--engine", engine(lo), "--engine", engine(hi),
			"--games", fmt.Sprint(*n), "--openings", filepath.Join("testdata", "openings", *game+".txt"),
			"--nodes", fmt.Sprint(anchor), "--max-plies", fmt.Sprint(*maxPlies),
			"--concurrency", fmt.Sprint(*conc), "--start-timeout", "120000", "--move-timeout", "300000"}
		load := loadAverage()
		fmt.Fprintf(stdout, "%s %s (load %s)\n", *bin, strings.Join(cmdArgs, " "), load)
		row, err := match(*bin, cmdArgs, stdout)
		if err != nil {
			return fail(fmt.Errorf("%s %d:%d: %v", *game, lo, hi, err))
		}
		line := fmt.Sprintf("| %s | %s | %s | %d vs %d | %d | %s | %s |\n",
			time.Now().Format("2006-01-02"), rev, *game, lo, hi, anchor, row, load)
		fmt.Fprint(stdout, line)
		if *results != "" {
			if err := appendRow(*results, line); err != nil {
				return fail(err)
			}
		}
		if hi == lo+1 {
			if d, ok := eloOfRow(row); ok {
				diff[lo] = d
			}
		}
	}
	// The ladder from the neighbours' differences, full strength at 0.
	elo, sum := make([]string, search.Levels), 0.0
	elo[search.Levels-1] = "0"
	for lo := search.Levels - 1; lo >= 1; lo-- {
		d, ok := diff[lo]
		if !ok {
			break
		}
		sum += d
		elo[lo-1] = fmt.Sprintf("%.0f", sum)
	}
	fmt.Fprintf(stdout, "ladder %s (Elo relative to full strength at %d nodes, levels 1..%d): %s\n",
		*game, anchor, search.Levels, strings.Join(elo, " "))
	return 0
}

// eloOfRow is the lower level's Elo against the higher from a row's
// score (the row's cells are games, W-D-L, score, ...), clamped to ±800
// where one side scored everything.
func eloOfRow(row string) (float64, bool) {
	cells := strings.Split(row, " | ")
	if len(cells) < 3 {
		return 0, false
	}
	s, err := strconv.ParseFloat(strings.TrimSpace(cells[2]), 64)
	if err != nil {
		return 0, false
	}
	if s <= 0 || s >= 1 {
		return math.Copysign(800, s-0.5), true
	}
	return -400 * math.Log10(1/s-1), true
}
