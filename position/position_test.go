package position

import (
	"fmt"
	"strings"
	"testing"
)

func TestParseFormatRows(t *testing.T) {
	tests := []struct {
		board         string
		width, height int
		wantErr       bool
	}{
		{"8/8/8/3WB3/3BW3/8/8/8", 8, 8, false},
		{"BBW5/8/8/8/8/8/8/8", 8, 8, false},
		{"b1r/br1/3", 3, 3, false},
		{"11/11", 11, 2, false},
		{"8/8", 8, 3, true},   // too few rows
		{"9/8/8", 8, 3, true}, // run too long
		{"7/8/8", 8, 3, true}, // row too short
		{"WWWWWWWWW/8", 8, 2, true},
		{"0/8", 8, 2, true},  // zero run
		{"44/8", 8, 2, true}, // 44 is one run of 44
	}
	for _, tt := range tests {
		t.Run(tt.board, func(t *testing.T) {
			rows, err := ParseRows(tt.board, tt.width, tt.height)
			if (err != nil) != tt.wantErr {
				t.Fatalf("ParseRows error = %v, want error %v", err, tt.wantErr)
			}
			if err == nil && FormatRows(rows) != tt.board {
				t.Fatalf("FormatRows(ParseRows(%q)) = %q", tt.board, FormatRows(rows))
			}
		})
	}
}

func TestCellNames(t *testing.T) {
	for col := 0; col < 26; col++ {
		for row := 0; row < 26; row++ {
			name := CellName(col, row)
			c, r, err := ParseCellName(strings.ToUpper(name))
			if err != nil || c != col || r != row {
				t.Fatalf("ParseCellName(%q) = %d, %d, %v", name, c, r, err)
			}
		}
	}
	for _, bad := range []string{"", "a", "a0", "1a", "aa1", "a-1", "a+1", "a01", "a1234", "é1"} {
		if _, _, err := ParseCellName(bad); err == nil {
			t.Errorf("ParseCellName(%q) accepted", bad)
		}
	}
}

func TestOptions(t *testing.T) {
	info := Info{ID: "test", Options: []Option{
		{Name: "size", Type: Int, Default: "11", Min: 1, Max: 26},
		{Name: "swap", Type: Bool, Default: "off"},
		{Name: "setup", Type: Choice, Default: "standard", Choices: []string{"standard", "seed-literal"}},
	}}
	tests := []struct {
		settings []string
		want     string
		wantErr  bool
	}{
		{nil, "size=11 swap=off setup=standard", false},
		{[]string{"SIZE=9", "Swap=ON"}, "size=9 swap=on setup=standard", false},
		{[]string{"swap=true", "setup=Seed-Literal"}, "size=11 swap=on setup=seed-literal", false},
		{[]string{"size=0"}, "", true},
		{[]string{"size=27"}, "", true},
		{[]string{"size=x"}, "", true},
		{[]string{"swap=maybe"}, "", true},
		{[]string{"setup=other"}, "", true},
		{[]string{"colour=red"}, "", true},
		{[]string{"size"}, "", true},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.settings), func(t *testing.T) {
			o, err := info.ParseOptions(tt.settings)
			if (err != nil) != tt.wantErr {
				t.Fatalf("error = %v, want error %v", err, tt.wantErr)
			}
			if err == nil && o.String() != tt.want {
				t.Fatalf("options = %q, want %q", o.String(), tt.want)
			}
		})
	}
	o, _ := info.ParseOptions([]string{"size=9", "swap=yes"})
	if o.Int("size") != 9 || !o.Bool("swap") || o.Get("setup") != "standard" {
		t.Fatalf("typed accessors: %d %v %q", o.Int("size"), o.Bool("swap"), o.Get("setup"))
	}
}

func TestBitsWide(t *testing.T) {
	var b BitsWide
	cells := []int{0, 1, 63, 64, 127, 300, 675, 703}
	for _, c := range cells {
		b.Set(c)
	}
	if b.Count() != len(cells) {
		t.Fatalf("Count = %d", b.Count())
	}
	var got []int
	for i := b.Next(0); i >= 0; i = b.Next(i + 1) {
		got = append(got, i)
	}
	if fmt.Sprint(got) != fmt.Sprint(cells) {
		t.Fatalf("Next iteration = %v, want %v", got, cells)
	}
	b.Clear(300)
	if b.Has(300) || !b.Has(675) {
		t.Fatal("Clear/Has")
	}
}

func TestBits128(t *testing.T) {
	var b Bits128
	for _, c := range []int{0, 63, 64, 120} {
		b = b.With(c)
	}
	if b.Count() != 4 || !b.Has(64) || b.Has(65) {
		t.Fatalf("With/Has/Count wrong: %+v", b)
	}
	s := b.Shl(1)
	for _, c := range []int{1, 64, 65, 121} {
		if !s.Has(c) {
			t.Fatalf("Shl(1) lost cell %d", c)
		}
	}
	if s.Shr(1) != b {
		t.Fatal("Shr(Shl(b)) != b")
	}
	var got []int
	for c := b; !c.Empty(); {
		got = append(got, c.PopFirst())
	}
	if fmt.Sprint(got) != "[0 63 64 120]" {
		t.Fatalf("PopFirst order %v", got)
	}
}

func TestKeysStableAndDistinct(t *testing.T) {
	a, b := Keys(42, 1000), Keys(42, 1000)
	seen := map[uint64]bool{}
	for i := range a {
		if a[i] != b[i] {
			t.Fatal("Keys not deterministic")
		}
		if seen[a[i]] {
			t.Fatal("Keys repeated a key")
		}
		seen[a[i]] = true
	}
}

func TestIsPass(t *testing.T) {
	for _, s := range []string{"pass", "PASS", "0000"} {
		if !IsPass(s) {
			t.Errorf("IsPass(%q) = false", s)
		}
	}
	if IsPass("pas") || IsPass("000") {
		t.Error("IsPass accepted a non-pass")
	}
}
