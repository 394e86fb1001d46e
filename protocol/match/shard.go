package match

import (
	"fmt"
	"strconv"
	"strings"
)

// Shard selects part I of N (1 <= I <= N) of a list of work units, for
// runs split over processes or machines with no scheduler between them.
// Unit k (0-based, in the list's order) belongs to shard k mod N + 1, so
// the split depends only on the order of the list, every unit falls in
// exactly one shard, and neighbouring units (often of similar cost) are
// spread over the shards. The zero Shard is the whole list.
type Shard struct{ I, N int }

// ParseShard reads "i/n".
func ParseShard(s string) (Shard, error) {
	i, n, ok := strings.Cut(s, "/")
	si, err1 := strconv.Atoi(strings.TrimSpace(i))
	sn, err2 := strconv.Atoi(strings.TrimSpace(n))
	sh := Shard{si, sn}
	if !ok || err1 != nil || err2 != nil || sh.check() != nil {
		return Shard{}, fmt.Errorf("--shard %q: want i/n with 1 <= i <= n", s)
	}
	return sh, nil
}

// check reports a shard outside 1 <= I <= N (the zero Shard is valid).
func (s Shard) check() error {
	if s == (Shard{}) || s.N >= 1 && s.I >= 1 && s.I <= s.N {
		return nil
	}
	return fmt.Errorf("shard %d/%d: want i/n with 1 <= i <= n", s.I, s.N)
}

// Owns reports whether unit k (0-based) belongs to the shard.
func (s Shard) Owns(k int) bool {
	if s.N <= 1 {
		return true
	}
	return k%s.N == s.I-1
}

// String is "i/n".
func (s Shard) String() string {
	if s.N == 0 {
		return "1/1"
	}
	return fmt.Sprintf("%d/%d", s.I, s.N)
}
