package match

import "testing"

// TestShardPartition: every unit falls in exactly one shard.
func TestShardPartition(t *testing.T) {
	for n := 1; n <= 7; n++ {
		for k := 0; k < 50; k++ {
			owners := 0
			for i := 1; i <= n; i++ {
				if (Shard{i, n}).Owns(k) {
					owners++
				}
			}
			if owners != 1 {
				t.Errorf("unit %d has %d owners among %d shards", k, owners, n)
			}
		}
	}
}

// TestParseShard reads good and bad shard names.
func TestParseShard(t *testing.T) {
	tests := []struct {
		in   string
		want Shard
		ok   bool
	}{
		{"1/1", Shard{1, 1}, true},
		{"3/4", Shard{3, 4}, true},
		{"0/2", Shard{}, false},
		{"3/2", Shard{}, false},
		{"1-2", Shard{}, false},
		{"a/b", Shard{}, false},
	}
	for _, tc := range tests {
		got, err := ParseShard(tc.in)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("ParseShard(%q) = %v, %v", tc.in, got, err)
		}
	}
}
