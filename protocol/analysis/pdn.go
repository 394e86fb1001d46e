package analysis

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// pdnTag matches a PDN tag pair: [Name "value"].
var pdnTag = regexp.MustCompile(`^\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]$`)

// pdnMove matches a move of English checkers' PDN: squares joined by '-'
// or 'x', possibly followed by a strength mark.
var pdnMove = regexp.MustCompile(`^([0-9]+(?:[-x][0-9]+)+)[!?*]*$`)

// pdnResults are the game termination markers.
var pdnResults = map[string]bool{"1-0": true, "0-1": true, "1/2-1/2": true, "2-0": true, "0-2": true, "1-1": true, "*": true}

// readPDN reads the games of a PDN file of English checkers: the tag
// pairs (FEN sets up a position, GameType must be 21 when given) and the
// main line of the movetext; comments, variations, move numbers and
// annotation glyphs are skipped.
func readPDN(name string, data []byte) ([]Problem, error) {
	var out []Problem
	var cur *Problem
	var tags map[string]string
	inMoves := false
	finish := func() error {
		if cur == nil {
			return nil
		}
		if gt, ok := tags["GameType"]; ok {
			if t, _, _ := strings.Cut(gt, ","); strings.TrimSpace(t) != "21" {
				return fmt.Errorf("%s: GameType %q: only English checkers (21) is supported", cur.Source, gt)
			}
		}
		if fen := strings.TrimSpace(tags["FEN"]); fen != "" {
			cur.Position = fen
		}
		cur.ID = "game" + strconv.Itoa(len(out)+1)
		out = append(out, *cur)
		cur, tags, inMoves = nil, nil, false
		return nil
	}
	depth := 0       // of nested variations
	comment := false // inside { }
	lines := strings.Split(string(data), "\n")
	for n, raw := range lines {
		src := fmt.Sprintf("%s:%d", name, n+1)
		line := strings.TrimSpace(raw)
		if !comment && depth == 0 && strings.HasPrefix(line, "[") {
			if inMoves {
				if err := finish(); err != nil {
					return nil, err
				}
			}
			m := pdnTag.FindStringSubmatch(line)
			if m == nil {
				return nil, fmt.Errorf("%s: bad tag pair %q: want [Name \"value\"]", src, line)
			}
			if cur == nil {
				cur = &Problem{Game: "checkers", Source: src}
				tags = map[string]string{}
			}
			tags[m[1]] = strings.ReplaceAll(m[2], `\"`, `"`)
			continue
		}
		for _, tok := range pdnTokens(line) {
			switch {
			case comment:
				comment = tok != "}"
				continue
			case tok == "{":
				comment = true
				continue
			case tok == "(":
				depth++
				continue
			case tok == ")":
				if depth == 0 {
					return nil, fmt.Errorf("%s: ')' closes no variation", src)
				}
				depth--
				continue
			case depth > 0:
				continue
			}
			if cur == nil {
				cur = &Problem{Game: "checkers", Source: src}
				tags = map[string]string{}
			}
			inMoves = true
			switch {
			case pdnResults[tok]:
				if err := finish(); err != nil {
					return nil, err
				}
			case strings.HasPrefix(tok, "$"), strings.TrimRight(tok, ".") != tok && isDigits(strings.TrimRight(tok, ".")):
				// an annotation glyph or a move number
			case pdnMove.MatchString(tok):
				cur.Moves = append(cur.Moves, pdnMove.FindStringSubmatch(tok)[1])
			default:
				return nil, fmt.Errorf("%s: %q is not a PDN move (want squares joined by - or x, such as 11-15 or 15x24)", src, tok)
			}
		}
	}
	if comment || depth > 0 {
		return nil, fmt.Errorf("%s: the file ends inside a comment or a variation", name)
	}
	if err := finish(); err != nil {
		return nil, err
	}
	return out, nil
}

// pdnTokens splits movetext into tokens, with braces and parentheses as
// tokens of their own and "12." split from a move that follows it.
func pdnTokens(line string) []string {
	for _, c := range []string{"{", "}", "(", ")"} {
		line = strings.ReplaceAll(line, c, " "+c+" ")
	}
	var out []string
	for _, f := range strings.Fields(line) {
		if i := strings.LastIndex(f, "."); i > 0 && i < len(f)-1 && isDigits(strings.TrimRight(f[:i+1], ".")) {
			out = append(out, f[:i+1], f[i+1:])
			continue
		}
		out = append(out, f)
	}
	return out
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
