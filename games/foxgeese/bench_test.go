package foxgeese

import (
	"testing"

	"github.com/tabla-games/tabla/games/pointgraph/capture/capturetest"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// benchPositions are the start, a few positions reached from it, and the
// chain-rich positions of the perft table.
func benchPositions(tb testing.TB) []position.Game {
	var out []position.Game
	for _, p := range []struct {
		pos   string
		moves []string
	}{
		{"", nil},
		{"", []string{"c5-c4", "d4xb4", "e5-d4", "b4-b3"}},
		{"GGG/3/7/3F3/2GG3/3/3 f 0", nil},
		{"3/3/GG3GG/GGGFGGG/2GGG2/3/3 f 0", nil},
		{"2G/3/G1GG2G/2GF3/6G/3/3 f 0", nil},
		{"3/GGG/1G1GFG1/G1G2GG/1G1G1G1/3/3 f 0", nil},
	} {
		out = append(out, setup(tb, nil, p.pos, p.moves...))
	}
	return out
}

// BenchmarkPerft counts perft from the start, plainly and through a perft
// hash table; ns/op is the time of one whole perft.
func BenchmarkPerft(b *testing.B) {
	start := func(testing.TB) position.Game { return New(DefaultConfig()) }
	for _, depth := range []int{5, 7, 8} {
		capturetest.BenchPerft(b, "", start, depth)
	}
}

func BenchmarkEvaluate(b *testing.B) { positiontest.BenchEvaluate(b, benchPositions(b)...) }

func BenchmarkGenMoves(b *testing.B) { positiontest.BenchGenMoves(b, 1024, benchPositions(b)...) }

func BenchmarkMakeUnmake(b *testing.B) { capturetest.BenchMakeUnmake(b, benchPositions(b), true) }

// TestNoAllocations checks the zero-allocation promise of the hot path.
func TestNoAllocations(t *testing.T) {
	for _, g := range benchPositions(t) {
		capturetest.CheckNoAllocs(t, g.(*Game).Position(), g)
	}
}
