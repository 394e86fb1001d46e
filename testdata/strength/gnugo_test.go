package main

import (
	"strings"
	"testing"
)

func TestWriteSGF(t *testing.T) {
	var b strings.Builder
	if err := writeSGF(&b, 9, [2]string{"tabla", "Pachi"}, "W+R", []string{"d5", "pass", "j9", "a1", "h8"}); err != nil {
		t.Fatal(err)
	}
	want := "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese]PB[tabla]PW[Pachi]RE[W+R];B[de];W[];B[ia];W[ai];B[hb])\n"
	if b.String() != want {
		t.Errorf("got  %q\nwant %q", b.String(), want)
	}
	for _, bad := range []string{"i5", "k5", "d10", "d0", "x"} {
		if err := writeSGF(&b, 9, [2]string{}, "", []string{bad}); err == nil {
			t.Errorf("vertex %q: no error", bad)
		}
	}
}
