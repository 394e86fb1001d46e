package position

import "testing"

func TestThirdOccurrence(t *testing.T) {
	key := func(k *uint64) uint64 { return *k }
	tests := []struct {
		name    string
		history []uint64
		key     uint64
		clock   int
		want    bool
	}{
		{"shuffle back and forth", []uint64{1, 2, 3, 4, 1, 2, 3, 4}, 1, 8, true},
		{"only twice", []uint64{9, 9, 3, 4, 1, 2, 3, 4}, 1, 8, false},
		{"clock stops the scan", []uint64{1, 2, 3, 4, 1, 2, 3, 4}, 1, 7, false},
		{"other side to move does not count", []uint64{2, 1, 2, 1, 2, 1, 2, 1}, 1, 8, false},
		{"history shorter than the clock", []uint64{1, 2, 1, 2}, 1, 40, true},
		{"empty history", nil, 1, 40, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := ThirdOccurrence(tc.history, key, tc.key, tc.clock); got != tc.want {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}
