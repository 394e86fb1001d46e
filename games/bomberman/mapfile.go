package bomberman

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// DefaultMap is the built-in map file (the rules in doc.go),
// also shipped as testdata/bomberman/default.txt.
const DefaultMap = `3
######################
#1    #       #      #
# #   ###   #### #####
# #                  #
#    p #  p  #  ### ##
##########           #
# #     #   ####    ##
#             p      #
# #######   #######  #
#    #  #   #p       #
# ####  #   ### ###  #
#    #    #         2#
######################
`

// Map is a parsed map file: the position's rows in position-string letters
// (0 for empty) and the file's K, 0 when it has no K line.
type Map struct {
	Rows [][]byte
	K    int
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// ParseMap reads a map file in the format of doc.go.
func ParseMap(text string) (Map, error) {
	lines := strings.Split(strings.ReplaceAll(text, "\r", ""), "\n")
	var m Map
	kLine := -1
	if len(lines) > 0 && isDigits(strings.TrimSpace(lines[0])) {
		kLine = 0
	} else {
		for j := len(lines) - 1; j >= 0; j-- {
			if t := strings.TrimSpace(lines[j]); t != "" {
				if isDigits(t) {
					kLine = j
				}
				break
			}
		}
	}
	if kLine >= 0 {
		k, err := strconv.Atoi(strings.TrimSpace(lines[kLine]))
		if err != nil || k < 1 || k > maxK {
			return Map{}, fmt.Errorf("map: K line %q must be a number from 1 to %d", strings.TrimSpace(lines[kLine]), maxK)
		}
		m.K = k
		lines = append(lines[:kLine:kLine], lines[kLine+1:]...)
	}
	for j := range lines {
		lines[j] = strings.TrimRight(lines[j], " \t")
	}
	for len(lines) > 0 && lines[0] == "" {
		lines = lines[1:]
	}
	for len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	w := 0
	for _, l := range lines {
		w = max(w, len(l))
	}
	if len(lines) == 0 || w == 0 {
		return Map{}, errors.New("map: no rows")
	}
	if w > maxSide || len(lines) > maxSide || w*len(lines) > maxCells {
		return Map{}, fmt.Errorf("map: %dx%d is too large", len(lines), w)
	}
	var players [2]int
	for r, l := range lines {
		row := make([]byte, w)
		for c := range row {
			ch := byte('#')
			if c < len(l) {
				ch = l[c]
			}
			switch ch {
			case '#':
				row[c] = 'w'
			case ' ', '.':
				row[c] = 0
			case 'p':
				row[c] = 'p'
			case '1', '2':
				row[c] = "XY"[ch-'1']
				players[ch-'1']++
			default:
				return Map{}, fmt.Errorf("map: row %d column %d: bad character %q", r+1, c+1, ch)
			}
		}
		m.Rows = append(m.Rows, row)
	}
	if players != [2]int{1, 1} {
		return Map{}, fmt.Errorf("map: want exactly one 1 and one 2, found %d and %d", players[0], players[1])
	}
	return m, nil
}

// LoadMap reads and parses a map file.
func LoadMap(path string) (Map, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return Map{}, fmt.Errorf("map: %v", err)
	}
	return ParseMap(string(data))
}
