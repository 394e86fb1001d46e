package positiontest

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tabla-games/tabla/position"
)

// CheckAbilities checks, in the position g, every optional ability that g
// has against what its Game methods say, and fails the test on the first
// disagreement. moves are g's legal moves (GenMoves). It leaves g as it
// found it, and checks that each ability does too:
//   - position.Tactical: GenNoisy appends to its buffer a subset of the
//     legal moves without duplicates, at least one when it says they are
//     forced, and none in a finished game;
//   - position.MoveCounter: CountMoves is the number of legal moves;
//   - position.Orderer: OrderHints leaves the moves alone;
//   - position.Priorer: Priors leaves the moves alone, and no prior wins
//     more half points than twice its playouts;
//   - position.Playouter: a playout restores the position, and its trace
//     replays through Make, each move by the side to move (passes may be
//     left out of the trace), to a finished game whose winner is the one
//     the playout returned. A playout may play on past the end (Hex fills
//     the board), stop on a rule of its own (a length cap) or skip a rule
//     that only the tree needs (Go's superko); the replay then checks what
//     it reached;
//   - position.MovesLefter: MovesLeft is at least 1 in a game not over
//     and never negative, and leaves the position alone;
//   - position.Featurer: Features appends to its buffer indices within
//     the feature set and a phase within its phases, leaves the position
//     alone, and lists the same features as the same position built
//     afresh from its position string and as after every move played and
//     taken back (the game's symmetries are its own test's to check);
//   - position.MoveFeaturer: MoveFeatures appends to its buffer, for
//     each legal move, indices within the move feature set, at most one
//     of each group, leaves the position alone, and lists the same
//     features for a move whatever the order of the moves and after a
//     move played and taken back;
//   - position.Profiler: a profile that allows null moves comes with a
//     position.NullMover, whose null move in a game not over hands the
//     turn to the other side and changes the hash, and whose UnmakeNull
//     restores the position;
//   - position.TickerSetter: a Solvable asked while the ticker says stop
//     leaves the position alone, and leaves nothing behind: with the
//     ticker taken back, Solvable answers as a fresh clone does.
//
// Run calls it at every node; it is exported for tests that walk their
// own positions.
func CheckAbilities(t *testing.T, g position.Playable, moves []position.Move, where func() string) {
	t.Helper()
	pos, hash := g.Position(), g.Hash()
	unchanged := func(what string) {
		t.Helper()
		if g.Position() != pos || g.Hash() != hash {
			t.Fatalf("%s changed the position %q to %q %s", what, pos, g.Position(), where())
		}
	}
	legal := make(map[position.Move]bool, len(moves))
	for _, m := range moves {
		legal[m] = true
	}
	if tg, ok := g.(position.Tactical); ok {
		prefix := []position.Move{position.NoMove}
		noisy, forced := tg.GenNoisy(prefix)
		unchanged("GenNoisy")
		if len(noisy) == 0 || noisy[0] != position.NoMove {
			t.Fatalf("GenNoisy did not append to its buffer %s", where())
		}
		noisy = noisy[1:]
		seen := map[position.Move]bool{}
		for _, m := range noisy {
			if !legal[m] {
				t.Fatalf("GenNoisy returned %#x, not a legal move %s", uint32(m), where())
			}
			if seen[m] {
				t.Fatalf("GenNoisy returned %s twice %s", g.FormatMove(m), where())
			}
			seen[m] = true
		}
		if forced && len(noisy) == 0 {
			t.Fatalf("GenNoisy says no moves are forced %s", where())
		}
		if len(moves) == 0 && (len(noisy) > 0 || forced) {
			t.Fatalf("GenNoisy in a finished game: %d moves, forced %v %s", len(noisy), forced, where())
		}
	}
	if mc, ok := g.(position.MoveCounter); ok {
		if n := mc.CountMoves(); n != len(moves) {
			t.Fatalf("CountMoves() = %d, GenMoves has %d %s", n, len(moves), where())
		}
		unchanged("CountMoves")
	}
	if o, ok := g.(position.Orderer); ok && len(moves) > 0 {
		before := slices.Clone(moves)
		scores := make([]int32, len(moves))
		o.OrderHints(moves, scores)
		unchanged("OrderHints")
		if !slices.Equal(before, moves) {
			t.Fatalf("OrderHints changed the moves %s", where())
		}
	}
	if pr, ok := g.(position.Priorer); ok && len(moves) > 0 {
		before := slices.Clone(moves)
		priors := make([]position.Prior, len(moves))
		pr.Priors(moves, priors)
		unchanged("Priors")
		if !slices.Equal(before, moves) {
			t.Fatalf("Priors changed the moves %s", where())
		}
		for i, p := range priors {
			if int(p.Wins) > 2*int(p.Playouts) {
				t.Fatalf("Priors gives %s %d half-point wins in %d playouts %s", g.FormatMove(moves[i]), p.Wins, p.Playouts, where())
			}
		}
	}
	if p, ok := g.(position.Playouter); ok && len(moves) > 0 {
		checkPlayout(t, g, p, unchanged, where)
	}
	if ml, ok := g.(position.MovesLefter); ok {
		n := ml.MovesLeft()
		unchanged("MovesLeft")
		if over, _ := g.Outcome(); n < 0 || !over && n < 1 {
			t.Fatalf("MovesLeft is %d in a game over=%v %s", n, over, where())
		}
	}
	if f, ok := g.(position.Featurer); ok {
		checkFeatures(t, g, f, moves, unchanged, where)
	}
	if f, ok := g.(position.MoveFeaturer); ok && len(moves) > 0 {
		checkMoveFeatures(t, g, f, moves, unchanged, where)
	}
	if ts, ok := g.(position.TickerSetter); ok {
		s, solver := g.(position.Solver)
		ts.SetTicker(stopTicker{})
		if solver {
			s.Solvable(position.MaxPly)
			unchanged("Solvable with a stopping ticker")
		}
		ts.SetTicker(nil)
		if solver {
			fresh := g.Clone().(position.Solver).Solvable(position.MaxPly)
			if got := s.Solvable(position.MaxPly); got != fresh {
				t.Fatalf("Solvable after a stopped computation is %v, a fresh clone's %v %s", got, fresh, where())
			}
			unchanged("Solvable")
		}
	}
	if pr, ok := g.(position.Profiler); ok && pr.SearchProfile().NullMove {
		nm, ok := g.(position.NullMover)
		if !ok {
			t.Fatalf("the search profile allows null moves, but the game is no position.NullMover %s", where())
		}
		if len(moves) > 0 {
			side := g.ToMove()
			nm.MakeNull()
			if g.ToMove() == side || g.Hash() == hash {
				t.Fatalf("MakeNull left side %d to move, hash changed %v %s", g.ToMove(), g.Hash() != hash, where())
			}
			nm.UnmakeNull()
			unchanged("MakeNull and UnmakeNull")
		}
	}
}

// checkFeatures checks a position's features (CheckAbilities).
func checkFeatures(t *testing.T, g position.Playable, f position.Featurer, moves []position.Move, unchanged func(string), where func() string) {
	t.Helper()
	set := f.FeatureSet()
	if set.Name == "" || set.Size < 1 || set.Phases < 1 {
		t.Fatalf("FeatureSet %+v names no features %s", set, where())
	}
	list := func(f position.Featurer) ([]int32, int) {
		feats, phase := f.Features([]int32{-7})
		if len(feats) == 0 || feats[0] != -7 {
			t.Fatalf("Features did not append to its buffer %s", where())
		}
		feats = slices.Clone(feats[1:])
		slices.Sort(feats)
		return feats, phase
	}
	want, phase := list(f)
	unchanged("Features")
	if phase < 0 || phase >= set.Phases {
		t.Fatalf("Features gives phase %d of %d %s", phase, set.Phases, where())
	}
	for _, x := range want {
		if x < 0 || int(x) >= set.Size {
			t.Fatalf("Features gives index %d of %d %s", x, set.Size, where())
		}
	}
	same := func(what string, got []int32, gotPhase int) {
		t.Helper()
		if !slices.Equal(got, want) || gotPhase != phase {
			t.Fatalf("Features %s differ from the position's own %s", what, where())
		}
	}
	fresh := g.Clone().(position.Playable)
	if err := fresh.SetPosition(g.Position()); err == nil {
		got, gotPhase := list(fresh.(position.Featurer))
		same("of the position set afresh", got, gotPhase)
	}
	for _, m := range moves {
		g.Make(m)
		g.Unmake()
		got, gotPhase := list(f)
		same("after "+g.FormatMove(m)+" and its Unmake", got, gotPhase)
	}
}

// checkMoveFeatures checks the moves' features (CheckAbilities).
func checkMoveFeatures(t *testing.T, g position.Playable, f position.MoveFeaturer, moves []position.Move, unchanged func(string), where func() string) {
	t.Helper()
	set, groups := f.MoveFeatureSet(), f.MoveFeatureGroups()
	if set.Name == "" || set.Size < 1 || set.Phases != 1 || len(groups) == 0 || groups[0] != 0 {
		t.Fatalf("MoveFeatureSet %+v with groups %v %s", set, groups, where())
	}
	// list returns each move's features, sorted, for moves in order.
	list := func(ms []position.Move) [][]int32 {
		ends := make([]int32, len(ms))
		buf := f.MoveFeatures(ms, []int32{-7}, ends)
		if len(buf) == 0 || buf[0] != -7 {
			t.Fatalf("MoveFeatures did not append to its buffer %s", where())
		}
		out := make([][]int32, len(ms))
		start := int32(1)
		for i, e := range ends {
			if e < start || int(e) > len(buf) {
				t.Fatalf("MoveFeatures ends %v for %d features %s", ends, len(buf), where())
			}
			out[i] = slices.Clone(buf[start:e])
			slices.Sort(out[i])
			start = e
		}
		return out
	}
	want := list(moves)
	unchanged("MoveFeatures")
	for i, fs := range want {
		seen := make(map[int]bool)
		for _, x := range fs {
			if x < 0 || int(x) >= set.Size {
				t.Fatalf("MoveFeatures gives %s index %d of %d %s", g.FormatMove(moves[i]), x, set.Size, where())
			}
			k, _ := slices.BinarySearch(groups, x+1)
			if seen[k] {
				t.Fatalf("MoveFeatures gives %s two features of group %d %s", g.FormatMove(moves[i]), k-1, where())
			}
			seen[k] = true
		}
	}
	rev := slices.Clone(moves)
	slices.Reverse(rev)
	got := list(rev)
	for i := range moves {
		if !slices.Equal(got[len(moves)-1-i], want[i]) {
			t.Fatalf("MoveFeatures of %s depend on the order of the moves %s", g.FormatMove(moves[i]), where())
		}
	}
	g.Make(moves[0])
	g.Unmake()
	got = list(moves)
	for i := range moves {
		if !slices.Equal(got[i], want[i]) {
			t.Fatalf("MoveFeatures of %s differ after %s and its Unmake %s", g.FormatMove(moves[i]), g.FormatMove(moves[0]), where())
		}
	}
}

// checkPlayout runs one seeded playout with a trace and replays it.
func checkPlayout(t *testing.T, g position.Playable, p position.Playouter, unchanged func(string), where func() string) {
	t.Helper()
	rng := rand.New(rand.NewPCG(uint64(g.Hash()), 7))
	var trace position.Trace
	score := p.Playout(rng, &trace)
	unchanged("Playout")
	side := g.ToMove()
	replay := g.Clone()
	for i, m := range trace.Moves {
		if over, _ := replay.Outcome(); over {
			break // a playout may fill the board past the end (Hex)
		}
		if int(trace.Sides[i]) != replay.ToMove() && !passTo(replay, int(trace.Sides[i])) {
			// A playout may leave out the passes it plays, but no other move.
			t.Fatalf("playout move %d by side %d, but side %d is to move %s", i, trace.Sides[i], replay.ToMove(), where())
		}
		if !slices.Contains(replay.GenMoves(nil), m) {
			// A playout may skip a rule that only the tree needs (Go's
			// superko); the replay ends there.
			return
		}
		replay.Make(m)
	}
	// Untraced passes may end the game.
	for range 2 {
		if over, _ := replay.Outcome(); over {
			break
		}
		passTo(replay, replay.ToMove()^1)
	}
	over, result := replay.Outcome()
	if !over {
		return // the playout stopped on its own rule (a length cap)
	}
	if replay.ToMove() != side {
		result = -result
	}
	if cmp.Compare(result, 0) != cmp.Compare(score, 0) {
		t.Fatalf("playout returned %d, its replay ended with %d for the side to move at the start %s", score, result, where())
	}
}

// passTo plays a pass, if the game has one, and reports whether side is
// then to move.
func passTo(g position.Game, side int) bool {
	n, ok := g.(position.Notation)
	if !ok {
		return false
	}
	for _, m := range g.GenMoves(nil) {
		if position.IsPass(n.FormatMove(m)) {
			g.Make(m)
			return g.ToMove() == side
		}
	}
	return false
}

// CheckFastPerft checks a game's dedicated perft against the generic one
// (position.Perft under the game's leaf convention, from info) at depths
// 1 to depth from g, which it leaves as it found it.
func CheckFastPerft(t *testing.T, info position.Info, g position.Game, depth int, where func() string) {
	t.Helper()
	fp, ok := g.(position.FastPerfter)
	if !ok {
		return
	}
	for d := 1; d <= depth; d++ {
		want := position.Perft(g, d, info.PerftEndsAreLeaves)
		if got := fp.Perft(d); got != want {
			t.Fatalf("FastPerfter.Perft(%d) = %d, generic perft %d %s", d, got, want, where())
		}
		if got := fp.PerftHashed(d, 1<<10); got != want {
			t.Fatalf("FastPerfter.PerftHashed(%d) = %d, generic perft %d %s", d, got, want, where())
		}
	}
}

// CheckSolver checks a game's exact solver in g against a plain minimax
// of the game tree, when g is Solvable with depth plies left and its tree
// has at most maxNodes nodes (else it checks nothing and returns false).
// The solver's score must equal the minimax value with a full window (in
// a win/loss game, ±n for a win or loss must also be no more than the
// plies to the end under perfect play, the winner hurrying and the loser
// delaying), and its best move, when it gives one, must be legal and
// achieve that value.
func CheckSolver(t *testing.T, g position.Playable, depth, maxNodes int, where func() string) bool {
	t.Helper()
	s, ok := g.(position.Solver)
	if !ok || !s.Solvable(depth) {
		return false
	}
	if over, _ := g.Outcome(); over {
		return false
	}
	budget := maxNodes
	want, ok := minimax(g, &budget)
	if !ok {
		return false
	}
	pos := g.Position()
	const window = 1 << 30
	got, best := s.Solve(-window, window, noTicker{})
	if g.Position() != pos {
		t.Fatalf("Solve changed the position %s", where())
	}
	_, margin := g.(position.MarginGame)
	switch {
	case got == want:
	case !margin && want != 0 && got*want > 0:
		budget = maxNodes
		if plies, ok := perfectPlies(g, &budget); ok && max(got, -got) > plies {
			t.Fatalf("Solve = %d, an end no sooner than %d plies, but perfect play ends in %d %s", got, max(got, -got), plies, where())
		}
	default:
		t.Fatalf("Solve = %d, minimax %d %s", got, want, where())
	}
	if best != position.NoMove {
		if !slices.Contains(g.GenMoves(nil), best) {
			t.Fatalf("Solve's best move %#x is not legal %s", uint32(best), where())
		}
		side := g.ToMove()
		g.Make(best)
		budget = maxNodes
		v, _ := minimax(g, &budget)
		if g.ToMove() != side {
			v = -v
		}
		g.Unmake()
		if v != want {
			t.Fatalf("Solve's best move %s scores %d, the position %d %s", g.FormatMove(best), v, want, where())
		}
	}
	return true
}

// minimax is the exact value of g for the side to move, in Outcome's units,
// by plain negamax (a child's value is negated only when the turn passed),
// or false when the tree has more nodes than budget allows.
func minimax(g position.Game, budget *int) (int, bool) {
	if *budget--; *budget < 0 {
		return 0, false
	}
	if over, s := g.Outcome(); over {
		return s, true
	}
	side := g.ToMove()
	best, first := 0, true
	for _, m := range g.GenMoves(nil) {
		g.Make(m)
		v, ok := minimax(g, budget)
		if g.ToMove() != side {
			v = -v
		}
		g.Unmake()
		if !ok {
			return 0, false
		}
		if first || v > best {
			best, first = v, false
		}
	}
	return best, true
}

// perfectPlies is the number of plies to the end of a win/loss game g
// under perfect play (the winner takes the shortest win, the loser the
// longest loss), or false when the tree has more nodes than budget
// allows.
func perfectPlies(g position.Game, budget *int) (int, bool) {
	var rec func() (value, plies int, ok bool)
	rec = func() (int, int, bool) {
		if *budget--; *budget < 0 {
			return 0, 0, false
		}
		if over, s := g.Outcome(); over {
			return s, 0, true
		}
		side := g.ToMove()
		bestV, bestP, first := 0, 0, true
		for _, m := range g.GenMoves(nil) {
			g.Make(m)
			v, p, ok := rec()
			if g.ToMove() != side {
				v = -v
			}
			g.Unmake()
			if !ok {
				return 0, 0, false
			}
			p++
			better := first || v > bestV ||
				v == bestV && (v > 0 && p < bestP || v <= 0 && p > bestP)
			if better {
				bestV, bestP, first = v, p, false
			}
		}
		return bestV, bestP, true
	}
	_, plies, ok := rec()
	return plies, ok
}

// noTicker never stops a solver.
type noTicker struct{}

func (noTicker) Tick(int) bool { return false }

// stopTicker stops any computation at its first tick.
type stopTicker struct{}

func (stopTicker) Tick(int) bool { return true }
