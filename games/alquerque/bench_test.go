package alquerque

import (
	"testing"

	"github.com/tabla-games/tabla/games/pointgraph/capture/capturetest"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// benchPositions are the start, a middle game and an endgame.
func benchPositions(tb testing.TB) []position.Game {
	var out []position.Game
	for _, pos := range []string{
		"BBBBB/BBBBB/BB1WW/WWWWW/WWWWW w 0",
		"B1B1B/1B1B1/W1B1W/1W1W1/W1W1W w 0",
		"2B2/1BWB1/BW1WB/1BWB1/2W2 b 0",
		"B3B/5/2W2/5/W3W b 20",
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
		pos   string
		depth int
	}{
		{"start", "", 11},
		{"middle", "B1B1B/1B1B1/W1B1W/1W1W1/W1W1W w 0", 6},
	} {
		from := func(tb testing.TB) position.Game { return load(tb, DefaultConfig(), tc.pos) }
		capturetest.BenchPerft(b, tc.name+"/", from, tc.depth)
	}
}

func BenchmarkEvaluate(b *testing.B) { positiontest.BenchEvaluate(b, benchPositions(b)...) }

func BenchmarkGenMoves(b *testing.B) { positiontest.BenchGenMoves(b, 256, benchPositions(b)...) }

// BenchmarkMakeUnmake plays and takes back every legal move.
func BenchmarkMakeUnmake(b *testing.B) { capturetest.BenchMakeUnmake(b, benchPositions(b), false) }

// TestNoAllocs checks that the search's hot path does not allocate.
func TestNoAllocs(t *testing.T) {
	for _, cfg := range []Config{DefaultConfig(), huffConfig} {
		g := load(t, cfg, "B1B1B/1B1B1/W1B1W/1W1W1/W1W1W w 0")
		capturetest.CheckNoAllocs(t, g.Position(), g)
	}
}
