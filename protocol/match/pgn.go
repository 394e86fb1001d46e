package match

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// WritePGN writes one game as a PGN-like record: the usual tags, with
// P1 and P2 naming the engines that played p1 and p2 and a tag for each
// side under the game's own name for it (in Reversi Black is p1, so
// [Black "..."] names p1's engine; in Adugo [Jaguar "..."]), the game,
// its options and side names, the start
// position string as FEN, then the moves in the game's notation with a
// comment each (book, or the engine's score/depth and time) and the
// result.
func WritePGN(w io.Writer, r Record, cfg *Config) error {
	var b strings.Builder
	tag := func(k, v string) { fmt.Fprintf(&b, "[%s %q]\n", k, v) }
	host, _ := os.Hostname()
	if host == "" {
		host = "?"
	}
	tag("Event", cfg.Event)
	tag("Site", host)
	tag("Date", r.Date.Format("2006.01.02"))
	tag("Round", fmt.Sprint(r.Round))
	info, known := position.Lookup(cfg.Game)
	if known {
		for i, side := range info.Sides {
			tag(sideTag(side), r.Engines[i])
		}
	}
	tag("P1", r.Engines[0])
	tag("P2", r.Engines[1])
	tag("Result", r.Result)
	tag("Game", cfg.Game)
	if len(cfg.Options) > 0 {
		tag("GameOptions", strings.Join(cfg.Options, " "))
	}
	if known {
		tag("Sides", info.Sides[0]+" "+info.Sides[1])
	}
	tag("FEN", r.Start)
	tag("SetUp", "1")
	tc := cfg.Limit
	for i := range 2 {
		if l := cfg.Engines[i].Limit; !l.IsZero() {
			tag(fmt.Sprintf("Engine%dLimit", i+1), l.String())
		}
	}
	if !tc.IsZero() {
		tag("TimeControl", tc.String())
	}
	tag("PlyCount", fmt.Sprint(len(r.Moves)))
	tag("Termination", r.Termination)
	b.WriteString("\n")

	// Move numbers count p1's moves; a p2 move that does not follow a p1
	// move (turns need not alternate) gets "N...".
	var words []string
	n, prevP1 := 0, false
	for i, m := range r.Moves {
		side := 0
		if i < len(r.Movers) {
			side = r.Movers[i]
		}
		switch {
		case side == 0:
			n++
			words = append(words, fmt.Sprintf("%d.", n))
		case !prevP1:
			words = append(words, fmt.Sprintf("%d...", max(n, 1)))
		}
		prevP1 = side == 0
		words = append(words, m)
		if i < len(r.Comments) && r.Comments[i] != "" {
			words = append(words, "{"+r.Comments[i]+"}")
		}
	}
	words = append(words, "{"+r.Reason+"}", r.Result)
	col := 0
	for i, wd := range words {
		if i > 0 {
			if col+1+len(wd) > 79 {
				b.WriteString("\n")
				col = 0
			} else {
				b.WriteString(" ")
				col++
			}
		}
		b.WriteString(wd)
		col += len(wd)
	}
	b.WriteString("\n\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// GameResult is what ReadPGN keeps of a record: who played p1 and p2 and
// how it ended ("1-0": p1 won).
type GameResult struct {
	Round                       int
	P1, P2, Result, Termination string
}

// sideTag is the PGN tag for a side's engine: the side's name with a
// capital ("black" is Black, "dogs" Dogs).
func sideTag(side string) string {
	if side == "" {
		return "Side"
	}
	return strings.ToUpper(side[:1]) + side[1:]
}

// ReadPGN reads the tags of every record in r (the records of several
// shards concatenated, for example).
func ReadPGN(r io.Reader) ([]GameResult, error) {
	var out []GameResult
	var cur GameResult
	var legacy [2]string
	inGame := false
	finish := func() {
		if cur.P1 == "" && cur.P2 == "" {
			cur.P1, cur.P2 = legacy[0], legacy[1]
		}
		out = append(out, cur)
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 16*1024*1024)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if !strings.HasPrefix(line, "[") {
			continue
		}
		if !strings.HasSuffix(line, "]") {
			return nil, fmt.Errorf("line %d: bad tag %q", n, line)
		}
		k, v, ok := strings.Cut(line[1:len(line)-1], " ")
		if !ok {
			return nil, fmt.Errorf("line %d: bad tag %q", n, line)
		}
		v = strings.Trim(v, `"`)
		if k == "Event" {
			if inGame {
				finish()
			}
			cur, legacy, inGame = GameResult{}, [2]string{}, true
		}
		switch k {
		case "P1":
			cur.P1 = v
		case "P2":
			cur.P2 = v
		case "White": // records written before P1 and P2, where White was p1
			legacy[0] = v
		case "Black":
			legacy[1] = v
		case "Result":
			cur.Result = v
		case "Termination":
			cur.Termination = v
		case "Round":
			cur.Round, _ = strconv.Atoi(v)
		}
	}
	if inGame {
		finish()
	}
	return out, sc.Err()
}

// Tally scores engine name against every opponent in the results. A game
// without a result ("*") is skipped.
func Tally(results []GameResult, name string) (Score, map[string]int) {
	var s Score
	ends := map[string]int{}
	for _, g := range results {
		var p1 bool
		switch name {
		case g.P1:
			p1 = true
		case g.P2:
		default:
			continue
		}
		switch {
		case g.Result == "1/2-1/2":
			s.D++
		case g.Result == "1-0" && p1, g.Result == "0-1" && !p1:
			s.W++
		case g.Result == "1-0" || g.Result == "0-1":
			s.L++
		default:
			continue
		}
		ends[g.Termination]++
	}
	return s, ends
}
