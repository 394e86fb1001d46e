package harehounds_test

import (
	"testing"

	"github.com/tabla-games/tabla/position/positiontest"
)

func BenchmarkPerft8(b *testing.B) { positiontest.BenchPerft(b, newGame(b), 8) }

// BenchmarkMakeUnmake generates, plays and takes back every move of a
// middle game, with the end test search makes at every node.
func BenchmarkMakeUnmake(b *testing.B) { positiontest.BenchMakeUnmake(b, load(b, midGames[0])) }

func BenchmarkEvaluate(b *testing.B) { positiontest.BenchEvaluate(b, load(b, midGames[2])) }

func BenchmarkOrderHints(b *testing.B) { positiontest.BenchOrderHints(b, load(b, midGames[2])) }
