package foxsheep

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// fuzzPositions are the positions FuzzParseMove reads moves in.
var fuzzPositions = []string{
	"3/3/2F1F2/SSSSSSS/SSSSSSS/SSS/SSS s 0",
	"3/3/2F1F2/SSSSSSS/SSSSSSS/SSS/SSS f 0",
	"1F1/3/2SFS2/SS5/7/SSS/SSS f 0",
	"3/3/3S3/2S1S2/2FS3/SSS/SSS f 0",
	"SSS/SSS/2SS1S1/4S2/F5F/3/3 s 0",
	"FSF/SSS/2SSS2/2SS3/7/3/3 f 0",
}

func FuzzParseMove(f *testing.F) {
	for i, s := range []string{"a4-a5", "d5xb5xb3", "D5XF5", "c3xc5xe5xe3xc3", "d5xb5", "d7-c7", "pass", "0000", "x", "-", "a1-a2", "e4-e5", "g5-g6"} {
		f.Add(uint8(i), s)
	}
	f.Fuzz(func(t *testing.T, which uint8, s string) {
		g := New(DefaultConfig())
		if err := g.SetPosition(fuzzPositions[int(which)%len(fuzzPositions)]); err != nil {
			t.Fatal(err)
		}
		positiontest.CheckParseMove(t, g, s)
	})
}

func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		"3/3/2F1F2/SSSSSSS/SSSSSSS/SSS/SSS s 0", "3/3/7/7/7/3/3 f 0", "FSF/SSS/2SSS2/2SS3/7/3/3 f 1000000",
		"3/3/7/7/7/3/3 s 01", "21/3/7/7/7/3/3 s 0", "//////", "3/3/7/7/7/3/3 s 0 0", "FFF/3/7/7/7/3/3 s 0", "9/9/9/9/9/9/9 s 0",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		positiontest.CheckSetPosition(t, func() position.Playable { return New(DefaultConfig()) }, s)
	})
}
