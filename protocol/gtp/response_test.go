package gtp

import "testing"

// TestParseResponse: success, failure and malformed responses, one line
// or several.
func TestParseResponse(t *testing.T) {
	tests := []struct {
		lines   []string
		want    string
		wantErr string
	}{
		{[]string{"= C3"}, "C3", ""},
		{[]string{"="}, "", ""},
		{[]string{"= A1 B2", "C3"}, "A1 B2\nC3", ""},
		{[]string{"? illegal move"}, "", "illegal move"},
		{[]string{"C3"}, "", `not a GTP response: "C3"`},
		{nil, "", `not a GTP response: ""`},
	}
	for _, tc := range tests {
		got, err := ParseResponse(tc.lines)
		switch {
		case tc.wantErr != "" && (err == nil || err.Error() != tc.wantErr):
			t.Errorf("ParseResponse(%q) error = %v, want %q", tc.lines, err, tc.wantErr)
		case tc.wantErr == "" && (err != nil || got != tc.want):
			t.Errorf("ParseResponse(%q) = %q, %v; want %q", tc.lines, got, err, tc.want)
		}
	}
}
