package hex

import (
	"os"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestVCStats reports, for the games of the PGN file named by
// HEX_VC_PGN (tabla match --pgn), how often the analysis behind Solvable
// proves the winner before the game ends and at what move: at each
// position of each game, both sides' H-searches as Solvable runs them,
// once with the light analysis (deep false) and once with the wide one
// (deep true), with the time each took. It skips without the variable. It also counts the games that the
// proved side went on to lose: a proof is about the position, and a
// player that does not read it (or a search too shallow to find it
// again after an intrusion) can still throw the win away.
func TestVCStats(t *testing.T) {
	path := os.Getenv("HEX_VC_PGN")
	if path == "" {
		t.Skip("set HEX_VC_PGN to a PGN file of 11×11 games")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	comment := regexp.MustCompile(`\{[^}]*\}`)
	for _, deep := range []bool{false, true} {
		games, proved, sumFirst, sumLen, sumLeft, thrown := 0, 0, 0, 0, 0, 0
		start := time.Now()
		for _, block := range strings.Split(string(data), "[Event ")[1:] {
			var moves []string
			for _, line := range strings.Split(comment.ReplaceAllString(block, " "), "\n") {
				if strings.HasPrefix(line, "[") || strings.Contains(line, "\"]") {
					continue
				}
				for _, tok := range strings.Fields(line) {
					if strings.HasSuffix(tok, ".") || strings.Contains(tok, "-") {
						continue
					}
					moves = append(moves, tok)
				}
			}
			g := newGame(t)
			first, winner := -1, -1
			for ply, m := range moves {
				if first < 0 && g.vcApplies() {
					if e := g.analyse(deep); e.value != 0 {
						first, winner = ply, g.ToMove()
						if e.value < 0 {
							winner = 1 - winner
						}
					}
				}
				play(t, g, m)
			}
			games++
			if over, _ := g.Outcome(); first >= 0 && over && 1-g.ToMove() != winner {
				t.Logf("game %d: ply %d proved side %d, the other won", games, first, winner)
				thrown++
			}
			sumLen += len(moves)
			if first >= 0 {
				proved++
				sumFirst += first
				sumLeft += len(moves) - first
			}
		}
		if games == 0 || proved == 0 {
			t.Fatalf("%d games, %d proved", games, proved)
		}
		t.Logf("deep %v: %d games, average %.1f plies; the winner proved in %d (%.0f%%), on average at ply %.1f, %.1f plies before the end; %d proved wins thrown away; %v",
			deep, games, float64(sumLen)/float64(games), proved, 100*float64(proved)/float64(games),
			float64(sumFirst)/float64(proved), float64(sumLeft)/float64(proved), thrown, time.Since(start).Round(time.Millisecond))
	}
}
