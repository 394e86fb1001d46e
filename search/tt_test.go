package search

import (
	"testing"

	"github.com/tabla-games/tabla/position"
)

// TestTTRoundTrip stores entries and reads them back field for field.
func TestTTRoundTrip(t *testing.T) {
	tests := []struct {
		name  string
		key   uint64
		move  position.Move
		score Score
		depth int
		bound Bound
	}{
		{"exact", 0x1234_5678_9abc_def0, 42, 137, 5, Exact},
		{"lower, negative", 0xdead_beef, 0xffff_fffe, -99_999, 1, Lower},
		{"upper, no move", 1, position.NoMove, 0, 0, Upper},
		{"key zero", 0, 7, -5, 3, Exact},
		{"mate", 99, 3, Mate - 7, 12, Lower},
		{"mated", 98, 3, -Mate + 9, 12, Upper},
		{"infinity", 97, 3, Infinity, 2, Lower},
		{"minus infinity", 96, 3, -Infinity, 2, Upper},
		{"solved", 95, 1, 3800, depthSolved, Exact},
		{"depth clamped", 94, 1, 1, 500, Exact},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tt := newTable(1)
			if _, ok := tt.probe(tc.key); ok {
				t.Fatal("hit in an empty table")
			}
			tt.store(tc.key, tc.move, tc.score, tc.depth, tc.bound)
			h, ok := tt.probe(tc.key)
			if !ok {
				t.Fatal("miss after store")
			}
			want := ttHit{tc.move, tc.score, min(tc.depth, depthSolved), tc.bound}
			if h != want {
				t.Fatalf("got %+v, want %+v", h, want)
			}
			if _, ok := tt.probe(tc.key ^ 1<<40); ok {
				t.Fatal("hit for another key in the same bucket")
			}
		})
	}
}

// TestTTReplacement checks the replacement rules within one bucket.
func TestTTReplacement(t *testing.T) {
	tt := newTable(1)
	buckets := tt.mask + 1
	key := func(i int) uint64 { return uint64(i) * buckets * 0x10001 } // same bucket
	// Fill the bucket with depths 10, 2, 8, 6, then add a fifth entry:
	// the shallowest (depth 2) goes.
	for i, d := range []int{10, 2, 8, 6} {
		tt.store(key(i), position.Move(i), 0, d, Exact)
	}
	tt.store(key(4), 4, 0, 1, Exact)
	if _, ok := tt.probe(key(1)); ok {
		t.Error("the shallowest entry survived")
	}
	for _, i := range []int{0, 2, 3, 4} {
		if _, ok := tt.probe(key(i)); !ok {
			t.Errorf("entry %d was replaced", i)
		}
	}
	// The same position: a much shallower bound keeps the deeper entry,
	// and a NoMove keeps the known move.
	tt.store(key(0), 9, 5, 3, Lower)
	if h, _ := tt.probe(key(0)); h.depth != 10 {
		t.Errorf("deeper entry lost: %+v", h)
	}
	tt.store(key(0), position.NoMove, 5, 9, Upper)
	if h, _ := tt.probe(key(0)); h.depth != 9 || h.move != 0 {
		t.Errorf("got %+v, want depth 9 and the old move", h)
	}
	// A solved entry is never traded for a depth-limited one.
	tt.store(key(2), 2, 100, depthSolved, Lower)
	tt.store(key(2), 5, 50, 60, Exact)
	if h, _ := tt.probe(key(2)); !h.solved() || h.score != 100 {
		t.Errorf("solved entry lost: %+v", h)
	}
	// Age: after a few searches, old deep entries give way.
	for range 3 {
		tt.newSearch()
	}
	tt.store(key(5), 5, 0, 1, Exact)
	if _, ok := tt.probe(key(5)); !ok {
		t.Error("new entry not stored")
	}
	if _, ok := tt.probe(key(4)); ok {
		t.Error("an old shallow entry survived a new one")
	}
}

// TestMateScoresThroughTT: a mate score stored at one ply reads back at
// another ply as the same mate seen from there.
func TestMateScoresThroughTT(t *testing.T) {
	tests := []struct {
		name         string
		score        Score
		storePly, at int
		want         Score
	}{
		{"win", Mate - 10, 4, 2, Mate - 8},
		{"loss", -Mate + 10, 4, 6, -Mate + 12},
		{"plain score", 350, 4, 9, 350},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := fromTT(toTT(tc.score, tc.storePly), tc.at); got != tc.want {
				t.Fatalf("got %d, want %d", got, tc.want)
			}
		})
	}
}

// TestHashfull counts the sample of this search's entries.
func TestHashfull(t *testing.T) {
	tt := newTable(1)
	if f := tt.hashfull(); f != 0 {
		t.Fatalf("empty table %d‰ full", f)
	}
	for i := range uint64(len(tt.entries)) {
		tt.store(mix(i), 1, 0, 1, Exact)
	}
	if f := tt.hashfull(); f < 500 {
		t.Fatalf("filled table %d‰ full", f)
	}
	tt.newSearch()
	if f := tt.hashfull(); f != 0 {
		t.Fatalf("a new search starts %d‰ full", f)
	}
}

// TestGravity: history stays within its bounds however often it is fed.
func TestGravity(t *testing.T) {
	var h int32
	for range 10_000 {
		gravity(&h, histMax/8)
	}
	if h > histMax || h < histMax/2 {
		t.Fatalf("after many bonuses h = %d", h)
	}
	for range 10_000 {
		gravity(&h, -histMax/8)
	}
	if h < -histMax || h > -histMax/2 {
		t.Fatalf("after many penalties h = %d", h)
	}
}

// TestTTClearLogged checks that clear leaves the table empty both when
// the fill log holds every written bucket and when it overflowed, and
// that a cleared table searches exactly as a new one.
func TestTTClearLogged(t *testing.T) {
	tests := []struct {
		name   string
		stores int
	}{
		{"few", 10},
		{"log full", 0}, // set to the log's length below
		{"overflowed", 0},
	}
	for i, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tt := newTable(1)
			n := tc.stores
			if i == 1 {
				n = len(tt.filled)
			}
			if i == 2 {
				n = 4 * len(tt.entries)
			}
			for k := range n {
				tt.store(mix(uint64(k)), position.Move(k), Score(k), k%20, Exact)
			}
			tt.clear()
			for j := range tt.entries {
				if tt.entries[j].key.Load() != 0 || tt.entries[j].data.Load() != 0 {
					t.Fatalf("entry %d not empty after clear of %d stores", j, n)
				}
			}
			if tt.nFilled.Load() != 0 {
				t.Errorf("fill count %d after clear", tt.nFilled.Load())
			}
		})
	}
}

// TestClearAfterShortSearch checks that a short search in a large table
// stays within the fill log, so that Clear empties only what it wrote
// (a batch analysis clears before every position), and that the search
// after a Clear repeats the first exactly.
func TestClearAfterShortSearch(t *testing.T) {
	e := New(Options{Threads: 1, HashMB: 64})
	search := func() Result {
		e.Start(newMNK(4, 4, 3), Limits{Depth: 5}, nil)
		return e.Wait()
	}
	first := search()
	if n, cap := e.tt.nFilled.Load(), len(e.tt.filled); n == 0 || n > int64(cap) {
		t.Fatalf("a depth-5 search filled %d entries, the log holds %d", n, cap)
	}
	e.Clear()
	if again := search(); again.Nodes != first.Nodes || again.Best != first.Best || again.Score != first.Score {
		t.Errorf("after Clear: %+v, first search %+v", again, first)
	}
}
