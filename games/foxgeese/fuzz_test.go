package foxgeese

import (
	"testing"

	"github.com/tabla-games/tabla/games/pointgraph/capture/capturetest"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// fuzzStarts are positions to try every fuzzed move in.
var fuzzStarts = []string{
	"GGG/GGG/GGGGGGG/3F3/7/3/3 g 0",
	"GGG/3/7/3F3/2GG3/3/3 f 0",
	"2G/3/G1GG2G/2GF3/6G/3/3 f 0",
	"3/GGG/1G1GFG1/G1G2GG/1G1G1G1/3/3 f 0",
	"3/3/7/7/2G1G2/GG1/FGG f 0",
}

func newPlayable() position.Playable { return New(DefaultConfig()) }

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"a5-a4", "d4xd2xb4", "D4XD2", "d4xb4xd6", "d4xd6xb4xd4", "d4-d4", "h9-a1", "pass", "0000",
		"", "x", "-", "d4x", "d4xxd2", "d4-c4-c5", "\xff1", "c5-c4\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		capturetest.CheckParseMoveIn(t, newPlayable, fuzzStarts, s)
	})
}

// FuzzSetPosition checks that SetPosition never panics, that a rejected
// string changes nothing, and that an accepted one round-trips and can be
// played from.
func FuzzSetPosition(f *testing.F) {
	for _, s := range append(fuzzStarts,
		"GGG/GGG/GGGGGGG/3F3/7/3/3 f", "GGG/GGG/GGGGGGG/GGGFGGG/GGGGGGG/GGG/GGG g 0", "3/3/7/3F3/7/3/3 g 999999",
		"GGG/GGG/GGGGGGG/3F3/7/3/3 g 01", "//////", "", "F") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		positiontest.CheckSetPosition(t, newPlayable, s)
	})
}
