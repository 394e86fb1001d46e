package bomberman

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

func benchPerft(b *testing.B, pos string, depth int) {
	positiontest.BenchPerft(b, load(b, pos), depth)
}

func BenchmarkPerftStart6(b *testing.B) { benchPerft(b, def, 6) }

// midGame has bombs of every kind and protections held.
const midGame = "wwwwwwwwwwwwwwwwwwwwww/wb4w7w6w/w1w3www3wwww1wwwww/w1w18w/wX3p1w2p2w2www1ww/wwwwwwwwww11w/w1w5w3wwww4ww/w13p6w/w1wwwwwww3wwwwwww2w/w4w2w3wp6Yw/w1wwww2w3www1www2w/w4w4w10w/wwwwwwwwwwwwwwwwwwwwww 2 3 0 0 2 2 5"

func BenchmarkPerftMid6(b *testing.B) { benchPerft(b, midGame, 6) }

func BenchmarkMakeUnmake(b *testing.B) {
	g := load(b, midGame)
	buf := make([]position.Move, 0, 16)
	b.ReportAllocs()
	for b.Loop() {
		for _, m := range g.GenMoves(buf[:0]) {
			g.Make(m)
			g.Outcome()
			g.Hash()
			g.Unmake()
		}
	}
}

func BenchmarkEvaluate(b *testing.B) { positiontest.BenchEvaluate(b, load(b, midGame)) }
