package gogame

import (
	"testing"

	"github.com/tabla-games/tabla/position"
)

// TestSummary checks the rule set line the fronts show for a few option
// settings: the default names the standard rules, and each setting that
// differs from its mode's default shows.
func TestSummary(t *testing.T) {
	info, ok := position.Lookup("go")
	if !ok {
		t.Fatal("go is not registered")
	}
	tests := []struct {
		settings []string
		want     string
	}{
		{nil, "standard rules (Tromp-Taylor area scoring), 9×9, komi 7.5, positional superko, no move limit"},
		{[]string{"rules=seed"}, "seed rules (the course's variant, not standard Go: stones plus enclosed regions, corner rule), 9×9, no komi, simple ko, 100-ply limit"},
		{[]string{"rules=seed", "size=7", "komi=0.5"}, "seed rules (the course's variant, not standard Go: stones plus enclosed regions, corner rule), 6×6, komi 0.5, simple ko, 100-ply limit"},
		{[]string{"rules=standard"}, "standard rules (Tromp-Taylor area scoring), 9×9, komi 7.5, positional superko, no move limit"},
		{[]string{"rules=standard", "size=19", "komi=6.5", "k=400", "ko=simple"}, "standard rules (Tromp-Taylor area scoring), 19×19, komi 6.5, simple ko, 400-ply limit"},
	}
	for _, tc := range tests {
		o, err := info.ParseOptions(tc.settings)
		if err != nil {
			t.Fatal(err)
		}
		if got := info.Settings(o); got != tc.want {
			t.Errorf("%v:\n got %q\nwant %q", tc.settings, got, tc.want)
		}
	}
}
