package position

import "testing"

// rec is a state for the History tests: a key and a tag that tells copies
// apart.
type rec struct {
	key uint64
	tag int
}

func recKey(r *rec) uint64 { return r.key }

func TestHistoryStack(t *testing.T) {
	h := NewHistory[rec](0, false)
	for i := range 5 {
		h.Push(&rec{key: uint64(i), tag: i})
	}
	if h.Len() != 5 || h.At(0).tag != 0 || h.At(4).tag != 4 {
		t.Fatalf("after 5 pushes: Len %d, At(0) %v, At(4) %v", h.Len(), *h.At(0), *h.At(4))
	}
	c := h.Clone()
	c.At(0).tag = 99
	if h.At(0).tag != 0 {
		t.Error("Clone shares its states with the original")
	}
	for want := 4; want >= 0; want-- {
		if got := h.Pop(); got.tag != want {
			t.Fatalf("Pop = %v, want tag %d", got, want)
		}
	}
	if h.Len() != 0 || c.Len() != 5 {
		t.Fatalf("after popping all: Len %d, clone's Len %d", h.Len(), c.Len())
	}
	c.Reset()
	if c.Len() != 0 || cap(c.states) < 2*MaxPly {
		t.Errorf("Reset: Len %d, cap %d", c.Len(), cap(c.states))
	}
	if n := testing.AllocsPerRun(100, func() { h.Push(&rec{}); h.Pop() }); n != 0 {
		t.Errorf("Push and Pop allocate %v times", n)
	}
}

func TestHistoryRepetition(t *testing.T) {
	tests := []struct {
		name    string
		history []uint64
		back    int
		want    bool
	}{
		{"shuffle back and forth", []uint64{1, 2, 3, 4, 1, 2, 3, 4}, 8, true},
		{"only twice", []uint64{9, 9, 3, 4, 1, 2, 3, 4}, 8, false},
		{"back stops the scan", []uint64{1, 2, 3, 4, 1, 2, 3, 4}, 7, false},
		{"other side to move does not count", []uint64{2, 1, 2, 1, 2, 1, 2, 1}, 8, false},
		{"history shorter than back", []uint64{1, 2, 1, 2}, 40, true},
		{"empty history", nil, 40, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := NewHistory[rec](0, true)
			for _, k := range tc.history {
				h.Push(&rec{key: k})
			}
			if got := h.Drawn(recKey, 1, tc.back, tc.back); got != tc.want {
				t.Errorf("Drawn(key 1, back %d) = %v, want %v", tc.back, got, tc.want)
			}
		})
	}
}

func TestHistoryDrawn(t *testing.T) {
	shuffle := []uint64{1, 2, 3, 4, 1, 2, 3, 4} // key 1 comes next for the third time
	tests := []struct {
		name        string
		limit       int
		repetition  bool
		clock, back int
		want        bool
	}{
		{"no rules", 0, false, 100, 8, false},
		{"limit reached", 10, false, 10, 0, true},
		{"limit not reached", 10, false, 9, 8, false},
		{"third occurrence", 0, true, 8, 8, true},
		{"scan stops short", 0, true, 8, 7, false},
		{"repetition off", 50, false, 8, 8, false},
		{"both rules, repetition decides", 50, true, 8, 8, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := NewHistory[rec](tc.limit, tc.repetition)
			for _, k := range shuffle {
				h.Push(&rec{key: k})
			}
			if got := h.Drawn(recKey, 1, tc.clock, tc.back); got != tc.want {
				t.Errorf("Drawn(1, %d, %d) = %v, want %v", tc.clock, tc.back, got, tc.want)
			}
		})
	}
}

func TestHistoryMayDraw(t *testing.T) {
	tests := []struct {
		limit      int
		repetition bool
		from       int // the least clock at which MayDraw reports true
	}{
		{0, false, noDraw},
		{0, true, 8},
		{5, true, 5},
		{50, true, 8},
		{50, false, 50},
		{-1, false, noDraw},
	}
	for _, tc := range tests {
		h := NewHistory[rec](tc.limit, tc.repetition)
		if tc.from > 0 && h.MayDraw(tc.from-1) || tc.from < noDraw && !h.MayDraw(tc.from) {
			t.Errorf("limit %d, repetition %v: MayDraw turns true elsewhere than at %d", tc.limit, tc.repetition, tc.from)
		}
	}
}
