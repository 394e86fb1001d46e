package alquerque

import (
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// fuzzPositions are the positions FuzzParseMove reads moves in, with the
// options they are read under.
var fuzzPositions = []struct {
	cfg Config
	pos string
}{
	{DefaultConfig(), "BBBBB/BBBBB/BB1WW/WWWWW/WWWWW w 0"},
	{DefaultConfig(), "5/1B1B1/5/2B2/2W2 w 0"},
	{DefaultConfig(), "5/5/1B3/B1B2/WB3 w 0"},
	{huffConfig, "5/2B2/5/2B2/2W2 w 0"},
	{huffConfig, "B1B1B/1B1B1/W1B1W/1W1W1/W1W1W w 0"},
	{DefaultConfig(), "5/5/2B2/5/2W2 w 100"},
}

func FuzzParseMove(f *testing.F) {
	for i, s := range []string{"b2-c3", "c1xc3xe5", "C1XC3XA5", "a1xc1xc3xa3xa1", "c1xc3", "e1-e2", "pass", "0000", "x", "-", "a1-", "a1xa1", "f6-a1", "a01-a2"} {
		f.Add(uint8(i), s)
	}
	f.Fuzz(func(t *testing.T, which uint8, s string) {
		p := fuzzPositions[int(which)%len(fuzzPositions)]
		g := New(p.cfg)
		if err := g.SetPosition(p.pos); err != nil {
			t.Fatal(err)
		}
		positiontest.CheckParseMove(t, g, s)
	})
}

func FuzzSetPosition(f *testing.F) {
	for _, s := range []string{
		"BBBBB/BBBBB/BB1WW/WWWWW/WWWWW w 0", "5/5/5/5/5 b 0", "5/5/2W2/5/5 w 1000000", "5/5/5/5/5 w 01",
		"41/5/5/5/5 w 0", "/////", "5/5/5/5/5 w 0 0", "WWWWWW/5/5/5/4 b 3", "5/5/5/5/5", "9/9/9/9/9 w 0",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		positiontest.CheckSetPosition(t, func() position.Playable { return New(DefaultConfig()) }, s)
		positiontest.CheckSetPosition(t, func() position.Playable { return New(huffConfig) }, s)
	})
}
