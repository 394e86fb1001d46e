package protocol

import (
	"fmt"
	"strings"
	"testing"
)

func TestStderrTailLast(t *testing.T) {
	long := strings.Repeat("x", 5000) + "\nthe end\n"
	tests := []struct {
		name   string
		writes []string
		want   string
	}{
		{"nothing", nil, ""},
		{"one line", []string{"gnugo: unrecognized option\n"}, "gnugo: unrecognized option"},
		{"last non-empty line, in pieces", []string{"first\nsec", "ond  \n\n \n"}, "second"},
		{"past the kept bytes", []string{long}, "the end"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var tail StderrTail
			for _, w := range tc.writes {
				if n, err := fmt.Fprint(&tail, w); n != len(w) || err != nil {
					t.Fatalf("Write: %d, %v", n, err)
				}
			}
			if got := tail.Last(); got != tc.want {
				t.Errorf("Last() = %q, want %q", got, tc.want)
			}
			if len(tail.buf) > 4096 {
				t.Errorf("%d bytes kept, want at most 4096", len(tail.buf))
			}
		})
	}
}
