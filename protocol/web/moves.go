package web

import (
	"strings"
	"unicode/utf8"
)

// Move is a legal move as the page uses it: its canonical text and the
// board cells it names, in the order they appear in the text.
type Move struct {
	Text  string   `json:"t"`
	Cells []string `json:"c"`
}

// cellIndex finds cell ids in move texts.
type cellIndex struct {
	ids    map[string]bool
	maxLen int
}

func newCellIndex(ids []string) cellIndex {
	ix := cellIndex{ids: make(map[string]bool, len(ids))}
	for _, id := range ids {
		if id == "" {
			continue
		}
		ix.ids[id] = true
		ix.maxLen = max(ix.maxLen, len(id))
	}
	return ix
}

// SplitMove splits a move's text into the cell ids it names, scanning left
// to right and taking at each place the longest cell id that starts there;
// whatever matches no id (separators such as "-", "x" or "/", drop marks
// such as "@", colours such as Product's "B", bomb flags) is skipped. It
// is the generic rule behind entering moves by clicks: "d1-d4/g4" names
// d1, d4 and g4; "22x15x8" names 22, 15 and 8; "a1-b1" in dots and boxes
// names the single segment a1-b1, because that is a cell of its own. A
// move that names no cell ("pass", "swap") gets an empty list, and the
// page offers it as a button. Taking the longest id keeps "a10" whole
// where "a1" is also an id.
func SplitMove(text string, ids []string) []string {
	return newCellIndex(ids).split(text)
}

func (ix cellIndex) split(text string) []string {
	cells := []string{}
	for i := 0; i < len(text); {
		n := 0
		for l := min(ix.maxLen, len(text)-i); l > 0; l-- {
			if ix.ids[text[i:i+l]] {
				n = l
				break
			}
		}
		if n == 0 {
			_, size := utf8.DecodeRuneInString(text[i:])
			i += size
			continue
		}
		cells = append(cells, text[i:i+n])
		i += n
	}
	return cells
}

// moveList pairs every move text with its cells.
func (ix cellIndex) moveList(texts []string) []Move {
	out := make([]Move, 0, len(texts))
	for _, t := range texts {
		out = append(out, Move{Text: t, Cells: ix.split(t)})
	}
	return out
}

// splitFields is strings.Fields without the first word (the reply's
// keyword, as in "legalmoves a1 b2").
func splitFields(line string) []string {
	f := strings.Fields(line)
	if len(f) == 0 {
		return nil
	}
	return f[1:]
}
