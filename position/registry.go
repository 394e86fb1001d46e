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
		return nil, Options{}, fmt.Errorf("unknown game %q", id)
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
