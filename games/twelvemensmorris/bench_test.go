package twelvemensmorris_test

import (
	"testing"

	"github.com/tabla-games/tabla/position/positiontest"
)

func BenchmarkPerft4(b *testing.B) { positiontest.BenchPerft(b, load(b, ""), 4) }

// BenchmarkMakeUnmake generates, plays and takes back every move of a
// crowded position, with the end test search makes at every node.
func BenchmarkMakeUnmake(b *testing.B) { positiontest.BenchMakeUnmake(b, load(b, midGames[2])) }

func BenchmarkEvaluate(b *testing.B) { positiontest.BenchEvaluate(b, load(b, midGames[2])) }
