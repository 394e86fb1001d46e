package adugo

import (
	"testing"

	"github.com/tabla-games/tabla/games/pointgraph/capture/capturetest"
	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// fuzzStarts are positions to try every fuzzed move in.
var fuzzStarts = []string{
	"DDDDD/DDDDD/DDJDD/5/5/3/3 j",
	"DDDDD/DDDDD/3D1/2D2/5/D2/J2 j",
	"DDDDD/DD1D1/DDD1D/2JD1/D4/3/3 j",
	"5/5/1D1D1/D1D1D/1DJD1/D1D/D1D d",
	"DDDDD/DD1DD/5/5/2D2/D2/JDD j",
}

func newPlayable() position.Playable { return New(DefaultConfig()) }

// FuzzParseMove checks that ParseMove never panics and that whatever it
// accepts is a legal move whose text parses back to it.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"c5-c4", "a1xc3xc5xe5", "A1XC3", "c4xc6xe6xe4xc4", "a1-a2", "b1-c1", "f9-a1", "pass", "0000",
		"", "x", "-", "a1x", "a1xxc3", "a1-c1-e1", "\xff1", "c5-c4\x00"} {
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
		"DDDDD/DDDDD/DDJDD/5/5/3/3 D", "5/5/5/5/2J2/DDD/DDD d", "DDDDD/DDDDD/DDJDD/D4/5/3/3 j",
		"DDDDD/DDDDD/DDJDD/5/5/3/3 j 0", "//////", "", "J") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		positiontest.CheckSetPosition(t, newPlayable, s)
	})
}
