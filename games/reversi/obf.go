package reversi

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// obfLine matches an OBF problem: an optional "#N", 64 cells, the side to
// move and the scored moves.
var obfLine = regexp.MustCompile(`^(?:#(\d+)\s+)?([XxOo*.\-]{64})\s+([XxOo*])\s*(?:;(.*))?$`)

// ReadProblem reads an OBF problem line as Edax reads it ("<64 cells>
// <side>; <move>:<score>; ..."), optionally numbered "#N" as in the FFO
// suite (position.ProblemReader). The moves of the highest score are the
// best moves, and that score, in discs, the exact score.
func (g *Game) ReadProblem(line string) (position.Problem, bool, error) {
	m := obfLine.FindStringSubmatch(strings.TrimSpace(line))
	if m == nil {
		return position.Problem{}, false, nil
	}
	b, err := ParseBoard64(m[2], m[3][0])
	if err != nil {
		return position.Problem{}, true, err
	}
	p := position.Problem{Position: b.Position()}
	if m[1] != "" {
		p.ID = "#" + m[1]
	}
	best := 0
	for _, item := range strings.Split(m[4], ";") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		mv, val, ok := strings.Cut(item, ":")
		v, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(val), "+"))
		if !ok || err != nil {
			return position.Problem{}, true, fmt.Errorf("bad move value %q: want MOVE:SCORE", item)
		}
		mv = strings.ToLower(strings.TrimSpace(mv))
		if mv == "ps" || mv == "pa" {
			mv = "pass"
		}
		switch {
		case len(p.BM) == 0 || v > best:
			best, p.BM = v, []string{mv}
		case v == best:
			p.BM = append(p.BM, mv)
		}
	}
	if len(p.BM) > 0 {
		score := best * 100
		p.Score = &score
	}
	return p, true, nil
}
