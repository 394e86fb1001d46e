package all_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	_ "github.com/tabla-games/tabla/games/all"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// deadlineStarts are positions known to be hard on the search's clock:
// the hunt games' positions where one piece has hundreds or thousands of
// capture chains (the jaguar with 1,868 in the adugo one). A search that
// walked all the chains again for each chain it ordered or played spent
// up to 600 ms in one node there, long past a 100 ms deadline.
var deadlineStarts = map[string][]string{
	"adugo": {
		"5/DDD2/1DJD1/DDDDD/3D1/3/3 j",
		"J4/DDD2/1D1D1/DD1DD/3D1/1D1/3 j",
		"DDDDD/DDDDD/DDJDD/5/5/3/3 j moves c5-c4 b5-b4 c4xa4 e5-e4 a4-b4 d5-c5 b4-c3 a5-a4 c3-d4 e4-e3 d4-d5 b6-b5 d5-d4 c7-b6 d4-c3 a6-a5 c3-b4 a7-a6 b4-c3 b5-b4 c3-d4 e6-e5 d4-d5 b6-b5 d5-d4 b7-b6 d4-c3 e3-d4 c3-c4 e5-e4 c4-c3 d6-e5 c3-d3 d4-c4 d3-c3 c4-d4 c3-c2 c5-c4 c2-c1 d4-c3 c1-c2 e5-d4 c2-b2 d7-d6 b2-c2 d6-c5 c2-b2 e7-d6 b2-c2 d4-d3 c2-b2 c5-d4 b2-c2 d6-c5 c2-b2",
	},
	"fox-geese": {
		"GGG/GGG/GGGGGGG/3F3/7/3/3 g 0 moves c5-c4 d4-e3 b5-b4 e3-d3 c6-c5 d3-c3 f5-f4 c3-b3 b4-a3 b3-c3 d5-d4 c3-d3 d6-d5 d3-e3 a5-b4 e3-d3 g5-g4 d3-e3 f4-g3 e3-d3 g4-f4 d3-e3 f4-f3 e3-d3 b4-b3 d3-c3 c7-c6 c3-d2 d7-d6 d2-c3 f3-e3 c3-d3 e3-e2 d3-e3 e2-e1 e3-d2 e5-e4 d2-e3 e6-e5 e3-d2 e7-e6 d2-c3 e4-f4 c3-d2 f4-f3 d2-c3 f3-e3 c3-d3 e3-e2 d3-c3 g3-f3 c3-d2 f3-g3 d2-c3 e2-d2 c3-d3 d2-c3 d3-e3 c4-b4 e3-e4 c5-c4 e4-f4 c6-c5 f4-e3 d4-d3 e3-d2 e5-d4 d2-e3 d5-e5 e3-f4 c3-c2 f4-f5 c5-d5 f5-f4 b3-c3 f4-e4 d5-c5 e4-f4 e1-d2 f4-f5 c5-d5",
		"1G1/G1G/1G1G1G1/G1GFG1G/1G1G1G1/G1G/1G1 f 0",
	},
}

// TestDeadline searches every registered game with a movetime, from the
// start, from random mid-game positions and from the positions above, and
// fails when a search answers well after its time: the search looks at
// the clock at least once a node, so only a game call that runs for tens
// of milliseconds can make it late. The bound leaves room for a loaded
// machine, and a search counts as late only when it also used that much
// processor time (the tests run one search at a time, on one thread): on
// a machine too busy to run it, a search is late without working late. A
// late search is tried once more before it counts.
func TestDeadline(t *testing.T) {
	const (
		moveTime = 50 * time.Millisecond
		late     = 150 * time.Millisecond
		randoms  = 3
	)
	opt := search.DefaultOptions()
	opt.MoveOverhead = 0
	for _, info := range position.Games() {
		t.Run(info.ID, func(t *testing.T) {
			e := search.New(opt)
			for i, start := range deadlinePositions(t, info.ID, randoms) {
				g := start.Clone()
				var took, busy time.Duration
				for try := 0; try < 2; try++ {
					at := time.Now()
					cpuAt, cpuOK := cpuTime()
					e.Search(g, search.Limits{MoveTime: moveTime}, nil)
					took = time.Since(at)
					busy = took
					if cpu, ok := cpuTime(); ok && cpuOK {
						busy = cpu - cpuAt
					}
					if took <= late || busy <= late {
						break
					}
				}
				if took > late && busy > late {
					t.Errorf("position %d (%s): movetime %v answered after %v (%v of processor time) twice", i, start.(position.Notation).Position(), moveTime, took, busy)
				}
			}
		})
	}
}

// deadlinePositions returns the start of game id, n positions reached from
// it by random moves, and its entries in deadlineStarts; finished games are
// left out.
func deadlinePositions(t *testing.T, id string, n int) []position.Game {
	var out []position.Game
	keep := func(g position.Playable) {
		if over, _ := g.Outcome(); !over {
			out = append(out, g)
		}
	}
	newGame := func() position.Playable {
		g, _, err := position.NewGame(id)
		if err != nil {
			t.Fatalf("new %s: %v", id, err)
		}
		return g
	}
	keep(newGame())
	rng := rand.New(rand.NewPCG(10, uint64(len(id))))
	for range n {
		g := newGame()
		for range 10 + rng.IntN(50) {
			moves := g.GenMoves(nil)
			if len(moves) == 0 {
				break
			}
			g.Make(moves[rng.IntN(len(moves))])
		}
		keep(g)
	}
	for _, pos := range deadlineStarts[id] {
		g := newGame()
		fen, moves, _ := strings.Cut(pos, " moves ")
		if err := g.SetPosition(fen); err != nil {
			t.Fatalf("SetPosition(%q): %v", fen, err)
		}
		for _, s := range strings.Fields(moves) {
			m, err := g.ParseMove(s)
			if err != nil {
				t.Fatal(fmt.Errorf("move %s: %w", s, err))
			}
			g.Make(m)
		}
		keep(g)
	}
	return out
}
