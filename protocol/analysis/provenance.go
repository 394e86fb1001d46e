package analysis

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/protocol"
	"github.com/tabla-games/tabla/search"
)

// Provenance says which run wrote a record: every record carries it, so
// that a resume or a merge can tell records of another suite, shard,
// limit, version or searcher from its own.
type Provenance struct {
	Suite     string      `json:"suite"`        // the suite's path as given
	SuiteHash string      `json:"suite_sha256"` // of the suite's contents
	Shard     string      `json:"shard"`        // "i/n"; "1/1" unsharded
	Limits    RecordLimit `json:"limits"`
	Tabla     string      `json:"tabla"`    // the version of tabla
	Searcher  string      `json:"searcher"` // alphabeta or mcts, as resolved for the game
	Threads   int         `json:"threads"`  // search threads; not checked on resume
}

// RecordLimit is a search's limit in a record; an empty one ({}) means
// each search ran until its answer was exact.
type RecordLimit struct {
	Depth      int    `json:"depth,omitempty"`
	MoveTimeMS int64  `json:"movetime_ms,omitempty"`
	Nodes      uint64 `json:"nodes,omitempty"`
}

// LimitOf is the part of lim that a record keeps.
func LimitOf(lim search.Limits) RecordLimit {
	return RecordLimit{Depth: lim.Depth, MoveTimeMS: lim.MoveTime.Milliseconds(), Nodes: lim.Nodes}
}

// Limits is the search limit the record describes.
func (l RecordLimit) Limits() search.Limits {
	return search.Limits{Depth: l.Depth, MoveTime: time.Duration(l.MoveTimeMS) * time.Millisecond, Nodes: l.Nodes}
}

// String is the limit as analyse's flags write it.
func (l RecordLimit) String() string {
	s := ""
	if l.Depth > 0 {
		s += fmt.Sprintf(" --depth %d", l.Depth)
	}
	if l.MoveTimeMS > 0 {
		s += fmt.Sprintf(" --movetime %d", l.MoveTimeMS)
	}
	if l.Nodes > 0 {
		s += fmt.Sprintf(" --nodes %d", l.Nodes)
	}
	if s == "" {
		return "no limit"
	}
	return s[1:]
}

// HashSuite is the hex SHA-256 of a suite's contents.
func HashSuite(data []byte) string {
	h := sha256.Sum256(data)
	return hex.EncodeToString(h[:])
}

// provenanceFor is cfg's provenance for a record of game: the searcher
// resolved as Run resolves it.
func (cfg *Config) provenanceFor(game string) Provenance {
	p := cfg.Provenance
	p.Limits = LimitOf(cfg.Limits)
	p.Threads = max(cfg.Threads, 1)
	kind := search.AlphaBeta
	if info, ok := position.Lookup(game); ok && cfg.Search != "" {
		kind = protocol.ResolveSearcher(cfg.Search, info)
	}
	p.Searcher = kind.String()
	return p
}

// CheckEarlier checks that records written by an earlier run (for
// --resume) belong to the run of cfg over tasks: the same suite contents,
// shard, limit, tabla version and searcher, and ids among the tasks'. It
// names the first record that does not, and why.
func CheckEarlier(cfg Config, tasks []Task, recs []*Record) error {
	ids := make(map[string]bool, len(tasks))
	for _, t := range tasks {
		ids[t.ID()] = true
	}
	for i, r := range recs {
		want := cfg.provenanceFor(r.Game)
		got := r.Provenance
		var why string
		switch {
		case got.SuiteHash == "" || got.Tabla == "":
			why = "it has no provenance (written by an older tabla)"
		case got.SuiteHash != want.SuiteHash:
			why = fmt.Sprintf("it is of another suite (%s, sha256 %.12s; this run's %s has %.12s)", got.Suite, got.SuiteHash, want.Suite, want.SuiteHash)
		case got.Shard != want.Shard:
			why = fmt.Sprintf("it is of shard %s, not %s", got.Shard, want.Shard)
		case got.Limits != want.Limits:
			why = fmt.Sprintf("it was searched with %s, not %s", got.Limits, want.Limits)
		case got.Tabla != want.Tabla:
			why = fmt.Sprintf("it was written by tabla %s, this is %s", got.Tabla, want.Tabla)
		case got.Searcher != want.Searcher:
			why = fmt.Sprintf("it was searched by %s, not %s", got.Searcher, want.Searcher)
		case !ids[r.ID]:
			why = "its id is not among this run's positions"
		}
		if why != "" {
			return fmt.Errorf("record %d (id %q) does not belong to this run: %s", i+1, r.ID, why)
		}
	}
	return nil
}
