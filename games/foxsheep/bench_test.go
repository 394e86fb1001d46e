package foxsheep

import (
	"testing"

	"github.com/tabla-games/tabla/games/pointgraph/capture/capturetest"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// benchPositions are the start, the seed's capture example and a late
// middle game.
func benchPositions(tb testing.TB) []position.Game {
	var out []position.Game
	for _, pos := range []string{
		"3/3/2F1F2/SSSSSSS/SSSSSSS/SSS/SSS s 0",
		"1F1/3/2SFS2/SS5/7/SSS/SSS f 0",
		"3/1F1/S1S1S1S/1S1S1S1/S1S1S1S/1F1/SSS f 0",
		"SSS/SSS/2SS1S1/4S2/F5F/3/3 s 0",
	} {
		out = append(out, load(tb, DefaultConfig(), pos))
	}
	return out
}

// BenchmarkPerft counts perft plainly and through a perft hash table;
// ns/op is the time of one whole perft.
func BenchmarkPerft(b *testing.B) {
	for _, tc := range []struct {
		name  string
		cfg   Config
		depth int
	}{
		{"sheep-first", DefaultConfig(), 7},
		{"foxes-first", foxesFirst, 7},
	} {
		start := func(testing.TB) position.Game { return New(tc.cfg) }
		capturetest.BenchPerft(b, tc.name+"/", start, tc.depth)
	}
}

func BenchmarkEvaluate(b *testing.B) { positiontest.BenchEvaluate(b, benchPositions(b)...) }

func BenchmarkGenMoves(b *testing.B) { positiontest.BenchGenMoves(b, 256, benchPositions(b)...) }

// BenchmarkMakeUnmake plays and takes back every legal move.
func BenchmarkMakeUnmake(b *testing.B) { capturetest.BenchMakeUnmake(b, benchPositions(b), false) }

// TestNoAllocs checks that the search's hot path does not allocate.
func TestNoAllocs(t *testing.T) {
	for _, pos := range []string{"1F1/3/2SFS2/SS5/7/SSS/SSS f 0", "3/3/2F1F2/SSSSSSS/SSSSSSS/SSS/SSS s 0"} {
		capturetest.CheckNoAllocs(t, pos, load(t, DefaultConfig(), pos))
	}
}
