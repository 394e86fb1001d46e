package protocol

import (
	"fmt"
	"strings"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// SearchAuto is the Search option's value that lets each game choose its
// searcher (position.Info.MCTS), and its default.
const SearchAuto = "auto"

// Searchers lists the Search option's values: auto, then every searcher.
func Searchers() []string {
	return []string{SearchAuto, search.AlphaBeta.String(), search.MCTS.String()}
}

// ParseSearcher checks a Search option value and returns it in canonical
// form.
func ParseSearcher(v string) (string, error) {
	v = strings.ToLower(strings.TrimSpace(v))
	if v == SearchAuto {
		return v, nil
	}
	k, err := search.ParseKind(v)
	if err != nil {
		return "", fmt.Errorf("the Search option must be one of %s, not %q", strings.Join(Searchers(), ", "), v)
	}
	return k.String(), nil
}

// ResolveSearcher is the searcher that the Search option value v (already
// checked by ParseSearcher) picks for the game info.
func ResolveSearcher(v string, info position.Info) search.Kind {
	if v == SearchAuto {
		if info.MCTS {
			return search.MCTS
		}
		return search.AlphaBeta
	}
	k, _ := search.ParseKind(v)
	return k
}
