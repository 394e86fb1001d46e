package main

import (
	"cmp"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"slices"
	"strings"

	_ "github.com/tabla-games/tabla/games/all"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// candidate is one random opening with its shallow search's score, or
// with -judge the judge's estimate of Black's margin.
type candidate struct {
	moves  []string
	score  search.Score
	margin float64
}

// cmdOpenings writes an openings file for one game: random short lines
// from the start, each scored by a fixed-node search of the engine, of
// which the n most balanced (smallest absolute score, decided positions
// last) are kept, in the order they were drawn.
//
// With -judge an outside Go program that speaks GTP (GNU Go) scores them
// instead, so that the openings of a match against it are not chosen by
// the judgement that the match tests: each line is played on its board
// after boardsize, clear_board and komi (the game's options), and the
// lines whose estimate_score margins are smallest in absolute value are
// kept, in the order drawn.
func cmdOpenings(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("openings", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "", "game id")
	n := fs.Int("n", 20, "openings to keep")
	plies := fs.Int("plies", 4, "random plies from the start")
	tries := fs.Int("tries", 3, "candidates drawn per opening kept")
	nodes := fs.Uint64("nodes", 20000, "nodes of the search that scores a candidate (without -judge)")
	seed := fs.Uint64("seed", 1, "random seed")
	options := fs.String("options", "", "the game's options, e.g. \"size=19\" (tabla match --options then plays the file)")
	judgeCmd := fs.String("judge", "", "score the candidates with this GTP program's estimate_score instead of tabla's search (Go only), split like a shell would, e.g. '/usr/games/gnugo --mode gtp --level 10 --chinese-rules --komi 7.5'")
	judgeDir := fs.String("judge-dir", "", "the -judge's working directory")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	info, ok := position.Lookup(*game)
	if !ok {
		fmt.Fprintln(stderr, "openings:", position.NotAGame(*game))
		return 2
	}
	g, opts, err := position.NewGame(info.ID, strings.Fields(*options)...)
	if err != nil {
		fmt.Fprintln(stderr, "openings:", err)
		return 2
	}
	var judge *gtpJudge
	if *judgeCmd != "" {
		if info.ID != "go" {
			fmt.Fprintf(stderr, "openings: -judge plays GTP's Go: -game go, not %s\n", info.ID)
			return 2
		}
		if judge, err = startJudge(*judgeCmd, *judgeDir, opts); err != nil {
			fmt.Fprintln(stderr, "openings:", err)
			return 1
		}
		defer judge.close()
	}
	rng := rand.New(rand.NewPCG(*seed, 0x0be1))
	eng := search.New(search.Options{Threads: 1, HashMB: 16})
	seen := map[uint64]bool{}
	var cands []candidate
	for try := 0; try < *n**tries*20 && len(cands) < *n**tries; try++ {
		line := randomLine(g, rng, *plies)
		h := g.Hash()
		over, _ := g.Outcome()
		if line != nil && !over && !seen[h] {
			seen[h] = true
			if judge != nil {
				margin, err := judge.estimate(line)
				if err != nil {
					fmt.Fprintln(stderr, "openings:", err)
					return 1
				}
				cands = append(cands, candidate{moves: line, margin: margin})
			} else {
				eng.Clear()
				res := eng.Search(g, search.Limits{Nodes: *nodes}, nil)
				cands = append(cands, candidate{moves: line, score: res.Score})
			}
		}
		for range line {
			g.Unmake()
		}
	}
	if len(cands) == 0 {
		fmt.Fprintf(stderr, "openings: %s: no opening found\n", info.ID)
		return 1
	}
	order := make([]int, len(cands))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if judge != nil {
			return cmp.Compare(math.Abs(cands[a].margin), math.Abs(cands[b].margin))
		}
		sa, sb := cands[a].score, cands[b].score
		return cmp.Or(cmp.Compare(boolInt(sa.IsMate()), boolInt(sb.IsMate())), cmp.Compare(absScore(sa), absScore(sb)))
	})
	kept := order[:min(*n, len(order))]
	slices.Sort(kept)
	if judge != nil {
		writeJudgedOpenings(stdout, stderr, info.Name, judge, cands, kept, judgedFlags{
			game: info.ID, options: *options, n: *n, plies: *plies, tries: *tries, seed: *seed,
			judge: *judgeCmd, judgeDir: *judgeDir,
		})
		return 0
	}
	fmt.Fprintf(stdout, "# %s openings for tabla match, made by the engine itself:\n", info.Name)
	optionsFlag, optionsText := "", "default options"
	if *options != "" {
		optionsFlag, optionsText = fmt.Sprintf(" -options %q", *options), "options "+*options
	}
	fmt.Fprintf(stdout, "#   go run ./testdata/strength openings -game %s%s -n %d -plies %d -tries %d -nodes %d -seed %d\n",
		info.ID, optionsFlag, *n, *plies, *tries, *nodes, *seed)
	fmt.Fprintf(stdout, "# %d random %d-ply lines from the start (%s), the %d most balanced\n",
		len(cands), *plies, optionsText, len(kept))
	fmt.Fprintf(stdout, "# by a %d-node search (smallest absolute score) kept, in the order drawn.\n", *nodes)
	for _, i := range kept {
		fmt.Fprintf(stdout, "startpos moves %s\n", strings.Join(cands[i].moves, " "))
	}
	return 0
}

// judgedFlags are the flags of an openings run with -judge, for its
// header.
type judgedFlags struct {
	game, options   string
	n, plies, tries int
	seed            uint64
	judge, judgeDir string
}

// writeJudgedOpenings writes the openings file of a run with -judge: the
// header says how it was made, then the kept candidates' lines follow,
// in the order drawn. The kept lines' estimates go to stderr only.
func writeJudgedOpenings(stdout, stderr io.Writer, name string, judge *gtpJudge, cands []candidate, kept []int, f judgedFlags) {
	fmt.Fprintf(stdout, "# %s openings for tabla match, judged by an outside program, not by the engine:\n", name)
	cmdFlags, optionsText := "", "default options"
	if f.options != "" {
		cmdFlags, optionsText = fmt.Sprintf(" -options %q", f.options), "options "+f.options
	}
	cmdFlags += fmt.Sprintf(" -n %d -plies %d -tries %d -seed %d -judge %s", f.n, f.plies, f.tries, f.seed, shellQuote(f.judge))
	if f.judgeDir != "" {
		cmdFlags += " -judge-dir " + shellQuote(f.judgeDir)
	}
	fmt.Fprintf(stdout, "#   go run ./testdata/strength openings -game %s%s\n", f.game, cmdFlags)
	fmt.Fprintf(stdout, "# %d random %d-ply lines from the start (%s), each played on the judge's\n", len(cands), f.plies, optionsText)
	fmt.Fprintf(stdout, "# board after %s; the %d most balanced by %s's\n", strings.Join(judge.setup, ", "), len(kept), judge.name)
	fmt.Fprintf(stdout, "# estimate_score (smallest absolute margin) kept, in the order drawn.\n")
	var sum, most float64
	white, black := 0, 0
	for _, i := range kept {
		fmt.Fprintf(stdout, "startpos moves %s\n", strings.Join(cands[i].moves, " "))
		m := cands[i].margin
		sum += m
		most = max(most, math.Abs(m))
		if m < 0 {
			white++
		} else if m > 0 {
			black++
		}
	}
	fmt.Fprintf(stderr, "openings: %d of %d candidates kept; %s's estimates of the kept: mean %+.2f for Black, largest |margin| %.1f, White ahead in %d, Black in %d, even in %d\n",
		len(kept), len(cands), judge.name, sum/float64(len(kept)), most, white, black, len(kept)-white-black)
}

// shellQuote quotes s for a POSIX shell when it needs quoting.
func shellQuote(s string) string {
	if s != "" && !strings.ContainsFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./=+,:@%", r))
	}) {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// randomLine plays up to plies uniformly random moves on g and returns
// them in the game's notation; g is left after them. It returns nil, with
// g as it was, when the game ends on the way.
func randomLine(g position.Playable, rng *rand.Rand, plies int) []string {
	var line []string
	for range plies {
		if over, _ := g.Outcome(); over {
			for range line {
				g.Unmake()
			}
			return nil
		}
		moves := g.GenMoves(nil)
		m := moves[rng.IntN(len(moves))]
		line = append(line, g.FormatMove(m))
		g.Make(m)
	}
	return line
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func absScore(s search.Score) search.Score {
	return max(s, -s)
}
