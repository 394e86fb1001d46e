package position

import "testing"

// TestSettings checks what the fronts show of a game's settings without a
// Summary: only the options changed from their defaults, canonical.
func TestSettings(t *testing.T) {
	info := Info{ID: "t", Options: []Option{
		{Name: "size", Type: Int, Default: "8", Min: 4, Max: 16},
		{Name: "swap", Type: Bool, Default: "off"},
		{Name: "first", Type: Choice, Default: "w", Choices: []string{"w", "b"}},
	}}
	tests := []struct {
		settings []string
		want     string
	}{
		{nil, ""},
		{[]string{"size=8", "swap=no"}, ""},
		{[]string{"SIZE=10"}, "size=10"},
		{[]string{"first=B", "swap=yes"}, "swap=on first=b"},
	}
	for _, tc := range tests {
		o, err := info.ParseOptions(tc.settings)
		if err != nil {
			t.Fatal(err)
		}
		if got := info.Settings(o); got != tc.want {
			t.Errorf("%v: got %q, want %q", tc.settings, got, tc.want)
		}
	}
	info.Summary = func(o Options) string { return "summary " + o.Get("size") }
	o, _ := info.ParseOptions([]string{"size=5"})
	if got := info.Settings(o); got != "summary 5" {
		t.Errorf("with a Summary: got %q", got)
	}
}
