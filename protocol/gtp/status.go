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
// ends mostly with nobody (seki), and how much taking the dead stones off
// changes the count.
type stoneStatus struct {
	stones map[string]int  // cell id to the side of its stone
	dead   map[string]bool // cells of dead stones
	seki   map[string]bool // cells of alive stones in seki
	// shift is how much taking the dead stones off moves the count, in
	// points, from the first player's view.
	shift int
}

// errNoStatus says that the game's playouts do not tell who owns what.
var errNoStatus = errors.New("this game has no dead stones: only games scored by area (Go) have")

// status reads the stones' status from the engine's ownership
// statistics over plain playouts (ownership plain): at the end of a game
// the tree's side that is behind, for which a pass loses at once, plays
// on and throws its group in a seki away, which the playouts never do. A
// game ended by passes is probed from before the passes, where the
// playouts can still capture what is dead.
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
	if err := s.jsonCall("ownership plain", &own); err != nil {
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
	return readStatus(l, s.st, own)
}

// readStatus works out the stones' status on layout l, in the position
// whose state is st, from the engine's ownership answer: the dead stones
// are the engine's; an alive stone is in seki when it touches an empty
// cell that ended with nobody in at least half of the playouts, and so is
// the rest of its chain.
func readStatus(l position.Layout, st position.State, own protocol.Ownership) (*stoneStatus, error) {
	if len(st.Scores) != 2 {
		return nil, fmt.Errorf("cannot count: the engine's state has %d scores", len(st.Scores))
	}
	ss := &stoneStatus{stones: map[string]int{}, dead: map[string]bool{}, seki: map[string]bool{}}
	for _, p := range st.Pieces {
		ss.stones[p.Cell] = p.Side
	}
	for _, cell := range own.Dead {
		ss.dead[cell] = true
	}
	adj := adjacency(l)
	for _, c := range l.Cells {
		if _, stone := ss.stones[c.ID]; stone {
			continue
		}
		n := own.Cells[c.ID]
		if nobody := own.Playouts - uint64(n[0]+n[1]); own.Playouts == 0 || 2*nobody < own.Playouts {
			continue
		}
		for _, nb := range adj[c.ID] {
			if _, stone := ss.stones[nb]; stone && !ss.dead[nb] {
				ss.seki[nb] = true
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for cell := range ss.seki {
			for _, nb := range adj[cell] {
				if side, stone := ss.stones[nb]; stone && side == ss.stones[cell] && !ss.seki[nb] && !ss.dead[nb] {
					ss.seki[nb] = true
					changed = true
				}
			}
		}
	}
	ss.shift = (own.Scores[0] - own.Scores[1]) - (st.Scores[0] - st.Scores[1])
	return ss, nil
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
