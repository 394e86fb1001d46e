package main

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
)

// problem is one position of an analysis suite with its expected answers.
type problem struct {
	ID       string
	Game     string
	Options  []string
	Position string   // "" for the start position
	Moves    []string // played from Position before analysing
	Best     []string // any of these is a right best move; empty = not checked
	Score    *int     // the exact score in centi-units; nil = not checked
}

// ffoLine matches the FFO endgame format of testdata/reversi/ffo-1-39.txt:
// "#N <64 cells a1..h8> <X|O>; MOVE:+score; ...", X = black, O = white.
var ffoLine = regexp.MustCompile(`^#(\d+)\s+([XO-]{64})\s+([XO])\s*;(.*)$`)

// readSuite reads an analysis suite. Two formats are understood:
//
// The FFO format of testdata/reversi/ffo-1-39.txt (Reversi endgames with the
// exact value of every move; the best moves are those of the highest value).
//
// tabla's own format, for any game:
//
//	# comment
//	game ID [key=value ...]
//	startpos|POSITION [moves M ...] ; best M [M ...] ; score N ; id NAME
//
// where a "game" line sets the game for the lines after it, the fields after
// the first are optional and in any order, and score is in centi-units.
func readSuite(r io.Reader) ([]problem, error) {
	var out []problem
	game, options := "", []string(nil)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if m := ffoLine.FindStringSubmatch(line); m != nil {
			p, err := parseFFO(m)
			if err != nil {
				return nil, fmt.Errorf("line %d: %v", n, err)
			}
			out = append(out, p)
			continue
		}
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if f := strings.Fields(line); f[0] == "game" {
			if len(f) < 2 {
				return nil, fmt.Errorf("line %d: game needs an id", n)
			}
			game, options = f[1], f[2:]
			continue
		}
		if game == "" {
			return nil, fmt.Errorf("line %d: no game line before the first position", n)
		}
		p, err := parseProblem(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		p.Game, p.Options = game, options
		if p.ID == "" {
			p.ID = "line" + strconv.Itoa(n)
		}
		out = append(out, p)
	}
	return out, sc.Err()
}

func parseFFO(m []string) (problem, error) {
	rows := make([]string, 8)
	for r := 0; r < 8; r++ {
		var b strings.Builder
		empty := 0
		for _, c := range m[2][r*8 : r*8+8] {
			if c == '-' {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			if c == 'X' {
				b.WriteByte('B')
			} else {
				b.WriteByte('W')
			}
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		rows[r] = b.String()
	}
	side := "b"
	if m[3] == "O" {
		side = "w"
	}
	p := problem{ID: "#" + m[1], Game: "reversi", Position: strings.Join(rows, "/") + " " + side}
	best := -1 << 30
	for _, item := range strings.Split(m[4], ";") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		mv, val, ok := strings.Cut(item, ":")
		v, err := strconv.Atoi(strings.TrimPrefix(val, "+"))
		if !ok || err != nil {
			return problem{}, fmt.Errorf("bad move value %q", item)
		}
		mv = strings.ToLower(mv)
		switch {
		case v > best:
			best, p.Best = v, []string{mv}
		case v == best:
			p.Best = append(p.Best, mv)
		}
	}
	if len(p.Best) == 0 {
		return problem{}, fmt.Errorf("no move values")
	}
	score := best * 100
	p.Score = &score
	return p, nil
}

func parseProblem(line string) (problem, error) {
	var p problem
	fields := strings.Split(line, ";")
	words := strings.Fields(fields[0])
	i := 0
	for i < len(words) && words[i] != "moves" {
		i++
	}
	if pos := strings.Join(words[:i], " "); pos != "startpos" {
		p.Position = pos
	}
	if i < len(words) {
		p.Moves = words[i+1:]
	}
	for _, f := range fields[1:] {
		w := strings.Fields(f)
		if len(w) == 0 {
			continue
		}
		switch w[0] {
		case "best":
			p.Best = w[1:]
		case "score":
			if len(w) != 2 {
				return p, fmt.Errorf("score wants one number")
			}
			v, err := strconv.Atoi(w[1])
			if err != nil {
				return p, fmt.Errorf("bad score %q", w[1])
			}
			p.Score = &v
		case "id":
			p.ID = strings.Join(w[1:], " ")
		default:
			return p, fmt.Errorf("unknown field %q", w[0])
		}
	}
	return p, nil
}
