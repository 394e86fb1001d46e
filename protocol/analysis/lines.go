package analysis

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// LineFormat describes tabla's own suite format; `tabla analyse --help`
// prints it.
const LineFormat = `A suite file in tabla's line format:

  # a comment
  game ID [key=value ...]
  [position] startpos|[fen] POSITION [moves M ...] [; FIELD ...]

A "game" line sets the game and its options for the lines after it. Every
other line is one position: the start position or a position string (see
the game's doc.go, or "tabla games"), then optionally moves played from it;
"position startpos moves ..." as the protocol writes it is also accepted,
so a whole game is one line. Fields, separated by ";", in any order:

  id NAME           the position's name (default "line" and its number)
  bm M [M ...]      best moves: any of them is right ("best" also works)
  am M [M ...]      moves to avoid: choosing one is wrong
  score N           the exact score for the side to move, in centi-units
                    (a Reversi disc or a Go point is 100)
  mate N            the side to move wins in N of its moves (N < 0: loses)
  result R          win, loss or draw for the side to move
  options k=v ...   game options for this position, added to the game line's

Reversi problems may also be written one a line as Edax's OBF reads them
("<64 cells a1..h8 of X, O, -> <X|O>; <MOVE>:<score>; ..."), optionally
numbered "#N" as in testdata/reversi/ffo-1-39.txt: the moves of the best
score are the best moves and that score (in discs) the exact score. Files
ending in .sgf (Go, Hex as HexGui writes it, Amazons) and .pdn (English
checkers) are read as game records.
`

// lineFields are the fields of the line format.
var lineFields = []string{"id", "bm", "best", "am", "score", "mate", "result", "options"}

// Load reads the problems of a file of any supported format. name is used
// to choose the format and in messages.
func Load(name string, r io.Reader) ([]Problem, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	ext := strings.ToLower(filepath.Ext(name))
	trimmed := bytes.TrimSpace(data)
	var out []Problem
	switch {
	case ext == ".sgf" || bytes.HasPrefix(trimmed, []byte("(;")):
		out, err = readSGF(name, data)
	case ext == ".pdn" || bytes.HasPrefix(trimmed, []byte("[")):
		out, err = readPDN(name, data)
	default:
		out, err = readLines(name, data)
	}
	if err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no positions", name)
	}
	seen := map[string]string{}
	for i := range out {
		p := &out[i]
		if prev, dup := seen[p.ID]; dup {
			return nil, fmt.Errorf("%s: id %q is already used at %s", p.Source, p.ID, prev)
		}
		seen[p.ID] = p.Source
		if err := p.check(); err != nil {
			return nil, fmt.Errorf("%s: %v", p.Source, err)
		}
	}
	return out, nil
}

func readLines(name string, data []byte) ([]Problem, error) {
	var out []Problem
	game, options := "", []string(nil)
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64*1024), 16<<20)
	readers := problemReaders()
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		src := fmt.Sprintf("%s:%d", name, n)
		if p, ok, err := readOwnFormat(readers, line); ok {
			if err != nil {
				return nil, fmt.Errorf("%s: %v", src, err)
			}
			if p.ID == "" {
				p.ID = "line" + strconv.Itoa(n)
			}
			p.Source = src
			out = append(out, p)
			continue
		}
		if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "%") {
			continue
		}
		if f := strings.Fields(line); f[0] == "game" {
			if len(f) < 2 {
				return nil, fmt.Errorf("%s: game needs an id", src)
			}
			game, options = f[1], f[2:]
			continue
		}
		if game == "" {
			return nil, fmt.Errorf("%s: no game line before the first position (for example \"game reversi\")", src)
		}
		p, err := parseLine(line)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", src, err)
		}
		p.Game, p.Source = game, src
		p.Options = append(append([]string(nil), options...), p.Options...)
		if p.ID == "" {
			p.ID = "line" + strconv.Itoa(n)
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", name, err)
	}
	return out, nil
}

// gameReader is a registered game's reader of its own problem format.
type gameReader struct {
	game string
	r    position.ProblemReader
}

// problemReaders lists the registered games that read a problem format
// of their own (position.ProblemReader), in the registry's order.
func problemReaders() []gameReader {
	var out []gameReader
	for _, info := range position.Games() {
		g, _, err := position.NewGame(info.ID)
		if err != nil {
			continue
		}
		if r, ok := g.(position.ProblemReader); ok {
			out = append(out, gameReader{info.ID, r})
		}
	}
	return out
}

// readOwnFormat reads line with the first game reader whose format it
// is; ok is false when it is none's.
func readOwnFormat(readers []gameReader, line string) (Problem, bool, error) {
	for _, gr := range readers {
		q, ok, err := gr.r.ReadProblem(line)
		if !ok {
			continue
		}
		p := Problem{Game: gr.game, ID: q.ID, Position: q.Position}
		p.Expect.BM, p.Expect.Score = q.BM, q.Score
		return p, true, err
	}
	return Problem{}, false, nil
}

// parseLine reads a position line of the line format.
func parseLine(line string) (Problem, error) {
	var p Problem
	fields := strings.Split(line, ";")
	words := strings.Fields(fields[0])
	if len(words) > 0 && words[0] == "position" {
		words = words[1:]
	}
	if len(words) > 0 && words[0] == "fen" {
		words = words[1:]
	}
	i := 0
	for i < len(words) && words[i] != "moves" {
		i++
	}
	switch pos := strings.Join(words[:i], " "); pos {
	case "":
		return p, fmt.Errorf("no position (startpos or a position string) before %q", strings.Join(words, " "))
	case "startpos":
	default:
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
		args := w[1:]
		number := func() (*int, error) {
			if len(args) != 1 {
				return nil, fmt.Errorf("%s wants one number", w[0])
			}
			v, err := strconv.Atoi(strings.TrimPrefix(args[0], "+"))
			if err != nil {
				return nil, fmt.Errorf("%s %q: not a number", w[0], args[0])
			}
			return &v, nil
		}
		var err error
		switch w[0] {
		case "bm", "best":
			p.Expect.BM = append(p.Expect.BM, args...)
		case "am":
			p.Expect.AM = append(p.Expect.AM, args...)
		case "score":
			p.Expect.Score, err = number()
		case "mate":
			p.Expect.Mate, err = number()
			if err == nil && *p.Expect.Mate == 0 {
				err = fmt.Errorf("mate 0: want a number of moves, negative when the side to move loses")
			}
		case "result":
			if len(args) != 1 {
				return p, fmt.Errorf("result wants win, loss or draw")
			}
			p.Expect.Result = strings.ToLower(args[0])
		case "id":
			p.ID = strings.Join(args, " ")
		case "options":
			p.Options = append(p.Options, args...)
		default:
			return p, fmt.Errorf("unknown field %q (the fields are %s)", w[0], strings.Join(lineFields, ", "))
		}
		if err != nil {
			return p, err
		}
		if len(args) == 0 {
			return p, fmt.Errorf("field %s has no value", w[0])
		}
	}
	return p, nil
}
