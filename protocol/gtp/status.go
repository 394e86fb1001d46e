package gtp

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
)

// stoneStatus is what the playouts say of the stones on the board, for
// final_status_list and final_score: which are dead (their cells end
// mostly with the other side), which alive ones share a liberty that
// ends mostly with nobody (seki), and how the board counts by area with
// and without the dead stones.
type stoneStatus struct {
	stones map[string]int  // cell id to the side of its stone
	dead   map[string]bool // cells of dead stones
	seki   map[string]bool // cells of alive stones in seki
	// shift is how much removing the dead stones moves the count by
	// area, in points, from the first player's view.
	shift int
}

// errNoStatus says that the game's playouts do not tell who owns what.
var errNoStatus = errors.New("this game has no dead stones: only games scored by area (Go) have")

// status reads the stones' status from the engine's ownership
// statistics. A game ended by passes is probed from before the passes,
// where the playouts can still capture what is dead.
func (s *Server) status() (*stoneStatus, error) {
	probe := s.moves
	if s.over() {
		for len(probe) > 0 && probe[len(probe)-1] == "pass" {
			probe = probe[:len(probe)-1]
		}
	}
	if len(probe) < len(s.moves) {
		cmd := "position startpos"
		if len(probe) > 0 {
			cmd += " moves " + strings.Join(probe, " ")
		}
		if _, err := s.eng.Do(cmd, engineTimeout); err != nil {
			return nil, err
		}
		defer s.sync(s.moves)
	}
	var own protocol.Ownership
	if err := s.jsonCall("ownership", &own); err != nil {
		var ee *protocol.EngineError
		if errors.As(err, &ee) && ee.Code == protocol.CodeUnsupported {
			return nil, errNoStatus
		}
		return nil, err
	}
	var l position.Layout
	if err := s.jsonCall("layout", &l); err != nil {
		return nil, err
	}
	return readStatus(l, s.st.Pieces, own)
}

// readStatus works out the stones' status on layout l from the owners
// counted over own.Playouts playouts: a stone is dead when its cell ended
// with the other side in more playouts than with its own; an alive stone
// is in seki when it touches an empty cell that ended with nobody in at
// least half of them.
func readStatus(l position.Layout, pieces []position.Placed, own protocol.Ownership) (*stoneStatus, error) {
	st := &stoneStatus{stones: map[string]int{}, dead: map[string]bool{}, seki: map[string]bool{}}
	for _, p := range pieces {
		st.stones[p.Cell] = p.Side
	}
	for cell, side := range st.stones {
		c, ok := own.Cells[cell]
		if !ok {
			return nil, fmt.Errorf("the engine's ownership lacks cell %s", cell)
		}
		if c[1-side] > c[side] {
			st.dead[cell] = true
		}
	}
	adj := adjacency(l)
	for _, c := range l.Cells {
		if _, stone := st.stones[c.ID]; stone {
			continue
		}
		n := own.Cells[c.ID]
		if nobody := own.Playouts - uint64(n[0]+n[1]); own.Playouts == 0 || 2*nobody < own.Playouts {
			continue
		}
		for _, nb := range adj[c.ID] {
			if _, stone := st.stones[nb]; stone && !st.dead[nb] {
				st.seki[nb] = true
			}
		}
	}
	// A seki group is the whole chain, not just the stones that touch the
	// shared liberty.
	for changed := true; changed; {
		changed = false
		for cell := range st.seki {
			for _, nb := range adj[cell] {
				if side, stone := st.stones[nb]; stone && side == st.stones[cell] && !st.seki[nb] && !st.dead[nb] {
					st.seki[nb] = true
					changed = true
				}
			}
		}
	}
	before := areaCount(l.Cells, adj, st.stones, nil)
	after := areaCount(l.Cells, adj, st.stones, st.dead)
	st.shift = (after[0] - after[1]) - (before[0] - before[1])
	return st, nil
}

// adjacency lists each cell's neighbours, from the layout's lines and its
// cells' neighbour lists.
func adjacency(l position.Layout) map[string][]string {
	adj := map[string][]string{}
	link := func(a, b string) {
		if !slices.Contains(adj[a], b) {
			adj[a] = append(adj[a], b)
		}
	}
	for _, ln := range l.Lines {
		link(ln.From, ln.To)
		link(ln.To, ln.From)
	}
	for _, c := range l.Cells {
		for _, nb := range c.Neighbors {
			link(c.ID, nb)
			link(nb, c.ID)
		}
	}
	return adj
}

// areaCount counts each side's area with the removed stones taken off:
// its stones, and the cells of every region of other cells that touches
// its stones alone.
func areaCount(cells []position.Cell, adj map[string][]string, stones map[string]int, removed map[string]bool) [2]int {
	var area [2]int
	standing := func(cell string) (int, bool) {
		side, ok := stones[cell]
		return side, ok && !removed[cell]
	}
	seen := map[string]bool{}
	for _, c := range cells {
		if side, ok := standing(c.ID); ok {
			area[side]++
			continue
		}
		if seen[c.ID] {
			continue
		}
		region, touches := []string{c.ID}, [2]bool{}
		seen[c.ID] = true
		for i := 0; i < len(region); i++ {
			for _, nb := range adj[region[i]] {
				if side, ok := standing(nb); ok {
					touches[side] = true
				} else if !seen[nb] {
					seen[nb] = true
					region = append(region, nb)
				}
			}
		}
		if touches[0] != touches[1] {
			side := 0
			if touches[1] {
				side = 1
			}
			area[side] += len(region)
		}
	}
	return area
}

func (s *Server) cmdFinalStatusList(args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("syntax error: final_status_list alive|dead|seki")
	}
	which := strings.ToLower(args[0])
	if which != "alive" && which != "dead" && which != "seki" {
		return "", fmt.Errorf("syntax error: final_status_list %q: want alive, dead or seki", args[0])
	}
	st, err := s.status()
	if err != nil {
		return "", err
	}
	var list []string
	for cell := range st.stones {
		dead, seki := st.dead[cell], st.seki[cell]
		if which == "dead" && dead || which == "seki" && seki || which == "alive" && !dead && !seki {
			list = append(list, s.grid.vertex(cell))
		}
	}
	slices.Sort(list)
	return strings.Join(list, " "), nil
}
