package all_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/positiontest"
)

// TestAbilities runs the kit's checks of the optional abilities over every
// registered game: along random games from the start it checks GenNoisy,
// CountMoves, OrderHints and Playout at every position
// (positiontest.CheckAbilities), a Solver against plain minimax wherever
// it declares a position solvable and the tree is small, and a
// FastPerfter against the generic perft from the start. Each game's own
// conformance test runs the same ability checks along its own games.
func TestAbilities(t *testing.T) {
	const (
		games       = 3
		solverGames = 40 // games a Solver may take to meet small trees
		maxPlies    = 400
		solverNodes = 100_000
		solverTries = 12
	)
	for _, info := range position.Games() {
		t.Run(info.ID, func(t *testing.T) {
			t.Parallel()
			newGame := func() position.Playable {
				g, _, err := position.NewGame(info.ID)
				if err != nil {
					t.Fatalf("new %s: %v", info.ID, err)
				}
				return g
			}
			positiontest.CheckFastPerft(t, info, newGame(), 2, func() string { return "from the start" })
			solved := 0
			_, hasSolver := newGame().(position.Solver)
			for gi := 0; gi < games || hasSolver && solved < solverTries && gi < solverGames; gi++ {
				g := newGame()
				rng := rand.New(rand.NewPCG(3, uint64(gi)))
				var played []string
				where := func() string {
					return fmt.Sprintf("in %s after %q at %s", info.ID, strings.Join(played, " "), g.Position())
				}
				for range maxPlies {
					moves := g.GenMoves(nil)
					positiontest.CheckAbilities(t, g, moves, where)
					if len(moves) == 0 {
						break
					}
					if solved < solverTries && positiontest.CheckSolver(t, g, position.MaxPly, solverNodes, where) {
						solved++
					}
					m := moves[rng.IntN(len(moves))]
					played = append(played, g.FormatMove(m))
					g.Make(m)
				}
			}
			if hasSolver && solved == 0 {
				t.Errorf("%s has a Solver, but no position of the random games was small enough to check it", info.ID)
			}
		})
	}
}
