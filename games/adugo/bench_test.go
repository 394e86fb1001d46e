package adugo

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
		{"", []string{"c5-c4", "c6-c5", "c4xc6", "b6-c5"}},
		{"DDDDD/DDDDD/3D1/2D2/5/D2/J2 j", nil},
		{"DDDDD/DDDDD/5/5/2J2/DD1/3 j", nil},
		{"D1D1D/1D1D1/D1J1D/1D1D1/D1D1D/3/3 j", nil},
		{"5/5/1D1D1/D1D1D/1DJD1/D1D/D1D d", nil},
	} {
		// No capture limit, so that the thin positions have long chains.
		out = append(out, setup(tb, &Config{CapturesToWin: 14, RepetitionDraw: true}, p.pos, p.moves...))
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
