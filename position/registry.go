package position

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// Info describes a game to the registry.
type Info struct {
	ID    string    // protocol id, e.g. "reversi"; lowercase
	Name  string    // display name
	Sides [2]string // names of p1 and p2, e.g. "black", "white"
	// Options are the game's settings, with types, defaults and ranges.
	Options []Option
	// New builds the start position for the given options.
	New func(Options) (Playable, error)
	// Summary, when set, says in words for a player which rules and
	// settings the options put in force, such as Go's rule set, board,
	// ko rule, komi and move limit. Settings falls back to the options
	// changed from their defaults when it is nil.
	Summary func(Options) string
	// PerftEndsAreLeaves selects the perft convention of the game's
	// published table: whether a game that ends before the last depth
	// counts as a leaf (Bik's Reversi counts) or not.
	PerftEndsAreLeaves bool
	// MCTS makes Monte Carlo tree search the game's default searcher
	// (what the protocol's Search option "auto" picks) instead of
	// alpha-beta. Set it only where MCTS was measured to play better.
	MCTS bool
}

var registry = struct {
	sync.RWMutex
	games map[string]Info
}{games: map[string]Info{}}

// Register adds a game. It panics on a duplicate or malformed entry, as it
// is meant to be called from init.
func Register(info Info) {
	if info.ID == "" || info.ID != strings.ToLower(info.ID) || info.New == nil {
		panic("position: Register of a malformed game " + info.ID)
	}
	for _, side := range info.Sides {
		// Side names are protocol tokens (games, query side, first=...).
		if side == "" || strings.ContainsAny(side, " \t") {
			panic(fmt.Sprintf("position: game %s: side name %q must be one word", info.ID, side))
		}
	}
	for _, o := range info.Options {
		if _, err := o.parse(o.Default); err != nil {
			panic(fmt.Sprintf("position: game %s option %s: bad default: %v", info.ID, o.Name, err))
		}
	}
	registry.Lock()
	defer registry.Unlock()
	if _, dup := registry.games[info.ID]; dup {
		panic("position: Register called twice for " + info.ID)
	}
	registry.games[info.ID] = info
}

// Lookup finds a registered game by id, case-insensitively.
func Lookup(id string) (Info, bool) {
	registry.RLock()
	defer registry.RUnlock()
	info, ok := registry.games[strings.ToLower(id)]
	return info, ok
}

// Games lists every registered game, sorted by id.
func Games() []Info {
	registry.RLock()
	defer registry.RUnlock()
	out := make([]Info, 0, len(registry.games))
	for _, g := range registry.games {
		out = append(out, g)
	}
	slices.SortFunc(out, func(a, b Info) int { return strings.Compare(a.ID, b.ID) })
	return out
}

// NewGame builds a game from its id and "key=value" option settings.
func NewGame(id string, settings ...string) (Playable, Options, error) {
	info, ok := Lookup(id)
	if !ok {
		return nil, Options{}, NotAGame(id)
	}
	opts, err := info.ParseOptions(settings)
	if err != nil {
		return nil, Options{}, err
	}
	g, err := info.New(opts)
	if err != nil {
		return nil, Options{}, err
	}
	return g, opts, nil
}

// NotAGame is the error for an id that names no registered game: it
// suggests the nearest id when there is a likely one.
func NotAGame(id string) error {
	var ids []string
	for _, g := range Games() {
		ids = append(ids, g.ID)
	}
	if near, ok := Nearest(id, ids); ok {
		return fmt.Errorf("%q is not a game; did you mean %q?", id, near)
	}
	return fmt.Errorf("%q is not a game (the games command lists them)", id)
}

// Nearest returns the candidate nearest to word in edit distance (case
// aside), when it is near enough to be a likely slip: one edit in a word
// of up to three letters, two in a longer one.
func Nearest(word string, candidates []string) (string, bool) {
	word = strings.ToLower(word)
	best, bestDist := "", -1
	for _, c := range candidates {
		if d := editDistance(word, strings.ToLower(c)); bestDist < 0 || d < bestDist {
			best, bestDist = c, d
		}
	}
	if bestDist < 0 || bestDist > 1 && (bestDist > 2 || len(word) < 4) {
		return "", false
	}
	return best, true
}

// editDistance is the Levenshtein distance between a and b, in bytes.
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
