package protocol

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/search"
)

// EloBase is where every game's Elo scale puts full strength as its
// ladder was measured (Ladder.Nodes' last entry a move). The numbers
// compare the levels of one game, not games, nor people's ratings.
const EloBase = 2000

// Ladder is one game's strength levels, search.MinLevel to
// search.TopLevel, as matches measured them (testdata/strength/levels.md
// has the runs).
type Ladder struct {
	// Nodes is each level's node budget a move (playouts under Monte
	// Carlo tree search). The last is full strength's in the matches
	// that measured Elo; in play full strength has the go command's
	// limits only.
	Nodes [search.Levels]uint64
	// Elo is each level's rating, relative to full strength (the last,
	// 0). It only ever rises with the level: a measured dip is kept
	// level with the level below.
	Elo [search.Levels]int
	// Games is the games played by each measured pair of neighbours; 0
	// means the ladder is not measured and Elo is a guess.
	Games int
	// Plain is each level's chance, from the bottom up, to search one
	// line on its budget on a move and play its best move, as full
	// strength does on a smaller one: no candidates and no noise (the
	// last entry is for the levels between 5 and full strength).
	// Alpha-beta pays for the Candidates lines in depth: in Apex that
	// alone costs the top limited level more than a step, so its levels
	// always search one line; in Sixteen Stones, whose turns have
	// thousands of moves, 4 lines leave a level one ply, blind to the
	// recaptures, and the share of such moves sets its levels apart.
	Plain [search.Levels]float64
	// Noise multiplies the levels' temperatures (search.Level.
	// Temperature); 0 means 1. Where a game's top levels play alike on
	// any budget (the budget no longer buys strength), more noise in
	// their pick is what sets them apart.
	Noise float64
	// Blind is the share of the root moves that each level overlooks,
	// from the bottom up (0, the zero value, sees them all; full
	// strength always does). A level searches only a random rest of
	// them, as a weaker player misses moves: in a game whose levels
	// play alike on any budget (a few thousand nodes solve it, or one
	// ply is most of its strength) it is what sets them apart, and
	// there a level can throw away a win it did not see.
	Blind [search.Levels]float64
	// FirstOfTies, when set, has a level play, of candidates that score
	// alike, only the one the search ranked first, as full strength
	// does. Where the evaluation ties many moves (Quoridor's path
	// lengths), a random one of them lets a side that is ahead shuffle
	// to and fro until a repetition draws the game.
	FirstOfTies bool
}

// temperature is level's temperature in a game whose evaluation unit is
// unit centi-units, scaled by the ladder's Noise.
func (l Ladder) temperature(level search.Level, unit int) float64 {
	t := level.Temperature(unit)
	if l.Noise > 0 {
		t *= l.Noise
	}
	return t
}

// blind is the share of the root moves level overlooks.
func (l Ladder) blind(level search.Level) float64 { return atLevel(l.Blind, level) }

// plain is level's chance to search one line on a move.
func (l Ladder) plain(level search.Level) float64 { return atLevel(l.Plain, level) }

// atLevel is level's entry of the whole levels' values: between two whole
// levels, between theirs in proportion; 0 at full strength.
func atLevel(values [search.Levels]float64, level search.Level) float64 {
	if level.Full() {
		return 0
	}
	x := float64(max(level, search.MinLevel) - search.MinLevel)
	i := int(x)
	return values[i] + (x-float64(i))*(values[i+1]-values[i])
}

// defaultElo is the guess for a ladder not measured yet.
var defaultElo = [search.Levels]int{-1000, -800, -600, -400, -200, 0}

// ladderOf builds a ladder with anchor nodes at full strength, anchor/top
// at the level below, and ratio times fewer at each level below that
// (never under 16).
func ladderOf(anchor uint64, top, ratio float64, elo [search.Levels]int, games int) Ladder {
	l := Ladder{Elo: elo, Games: games}
	l.Nodes[search.Levels-1] = anchor
	n := float64(anchor) / top
	for i := search.Levels - 2; i >= 0; i-- {
		l.Nodes[i] = max(uint64(math.Round(n)), 16)
		n /= ratio
	}
	return l
}

// ladderNodes builds a ladder whose levels search nodes a move, for a
// ladder whose steps are not one ratio.
func ladderNodes(nodes [search.Levels]uint64, elo [search.Levels]int, games int) Ladder {
	return Ladder{Nodes: nodes, Elo: elo, Games: games}
}

// withPlainFrom is l with every level from level up always searching one
// line (Plain 1).
func (l Ladder) withPlainFrom(level search.Level) Ladder {
	for i := range l.Plain {
		if search.Level(i)+search.MinLevel >= level {
			l.Plain[i] = 1
		}
	}
	return l
}

// withPlain is l with Plain set to plain.
func (l Ladder) withPlain(plain [search.Levels]float64) Ladder {
	l.Plain = plain
	return l
}

// withBlind is l with Blind set to blind.
func (l Ladder) withBlind(blind [search.Levels]float64) Ladder {
	l.Blind = blind
	return l
}

// withFirstOfTies is l with FirstOfTies set.
func (l Ladder) withFirstOfTies() Ladder {
	l.FirstOfTies = true
	return l
}

// firstOfTies is lines without those that score the same as a line
// before them.
func firstOfTies(lines []search.Candidate) []search.Candidate {
	var out []search.Candidate
	for _, c := range lines {
		if !slices.ContainsFunc(out, func(o search.Candidate) bool { return o.Score == c.Score }) {
			out = append(out, c)
		}
	}
	return out
}

// withNoise is l with Noise set to noise.
func (l Ladder) withNoise(noise float64) Ladder {
	l.Noise = noise
	return l
}

// LadderFor is game id's ladder (a guess, Games 0, for a game that has
// none).
func LadderFor(id string) Ladder {
	if l, ok := ladders[id]; ok {
		return l
	}
	return ladderOf(16384, 2, 2, defaultElo, 0)
}

// AbsElo is level i's (0-based) Elo on the UCI_Elo scale.
func (l Ladder) AbsElo(i int) int { return EloBase + l.Elo[i] }

// EloRange is UCI_Elo's range in the ladder's game.
func (l Ladder) EloRange() (lo, hi int) { return l.AbsElo(0), l.AbsElo(search.Levels - 1) }

// Level is the level that plays at elo on the UCI_Elo scale: between the
// two whole levels whose Elo surround it, in proportion; the bottom or
// the top outside the ladder.
func (l Ladder) Level(elo int) search.Level {
	lo, hi := l.EloRange()
	switch {
	case elo <= lo:
		return search.MinLevel
	case elo >= hi:
		return search.TopLevel
	}
	for i := 1; i < search.Levels; i++ {
		a, b := l.AbsElo(i-1), l.AbsElo(i)
		if elo <= b {
			f := 1.0
			if b > a {
				f = float64(elo-a) / float64(b-a)
			}
			return search.MinLevel + search.Level(float64(i-1)+f)
		}
	}
	return search.TopLevel
}

// String is the ladder for people: "1:1050 2:1300 ... 6:2000", with
// "(not measured)" when it is a guess.
func (l Ladder) String() string {
	var parts []string
	for i := range search.Levels {
		parts = append(parts, fmt.Sprintf("%d:%d", i+1, l.AbsElo(i)))
	}
	s := strings.Join(parts, " ")
	if l.Games == 0 {
		s += " (not measured)"
	}
	return s
}

// limitLevel is the level the engine plays at: UCI_Elo's when
// UCI_LimitStrength is on, else Skill Level's.
func (e *Engine) limitLevel() search.Level {
	if e.limitStrength {
		return LadderFor(e.game.info.ID).Level(e.elo)
	}
	return e.skill
}

// levelOptions are the strength options: Skill Level, UCI_LimitStrength
// and UCI_Elo (whose range is the current game's).
func (e *Engine) levelOptions(spin func(name string, def, min, max int, set func(*Engine, int)) engineOption) []engineOption {
	return []engineOption{
		spin("Skill Level", int(search.TopLevel), int(search.MinLevel), int(search.TopLevel), func(e *Engine, n int) {
			e.skill = search.Level(n)
		}),
		checkOption("UCI_LimitStrength", func(e *Engine, on bool) { e.limitStrength = on }),
		{
			name: "UCI_Elo",
			decl: func(e *Engine) string {
				lo, hi := LadderFor(e.game.info.ID).EloRange()
				return fmt.Sprintf("type spin default %d min %d max %d", hi, lo, hi)
			},
			set: func(e *Engine, v string) error {
				lo, hi := LadderFor(e.game.info.ID).EloRange()
				n, err := strconv.Atoi(strings.TrimSpace(v))
				if err != nil || n < lo || n > hi {
					return errorf(CodeBadValue, "UCI_Elo must be an integer from %d to %d in %s, not %q", lo, hi, e.game.info.ID, v)
				}
				e.elo = n
				return nil
			},
		},
	}
}

// checkOption is a true/false option.
func checkOption(name string, set func(*Engine, bool)) engineOption {
	return engineOption{
		name: name,
		decl: func(*Engine) string { return "type check default false" },
		set: func(e *Engine, v string) error {
			switch strings.ToLower(strings.TrimSpace(v)) {
			case "true":
				set(e, true)
			case "false":
				set(e, false)
			default:
				return errorf(CodeBadValue, "%s must be true or false, not %q", name, v)
			}
			return nil
		},
	}
}

// limitSearch narrows lim to level's budget and candidates, and returns
// the collector that gathers them from rep's reports; nil when the level
// is full strength or the search is an analysis (go infinite), which
// the level leaves alone, or when the level plays its best move on its
// budget (Ladder.Plain).
func (e *Engine) limitSearch(lim *search.Limits, level search.Level, root position.Game, rep search.Reporter) *search.LineCollector {
	if level.Full() || lim.Infinite {
		return nil
	}
	ladder := LadderFor(e.game.info.ID)
	if b := ladder.blind(level); b > 0 {
		lim.SearchMoves = seenMoves(root, lim.SearchMoves, b, e.rng)
	}
	moves := countRootMoves(root, lim.SearchMoves)
	budget := level.Budget(ladder.Nodes)
	if e.settings.Search == search.AlphaBeta {
		// About enough for alpha-beta to finish depth 1, which yields
		// the candidates (Hex's 121 moves took 487 nodes), though never
		// more than full strength's budget; Monte Carlo tree search has
		// them at any count.
		budget = max(budget, min(4*uint64(moves)+16, ladder.Nodes[search.Levels-1]))
	}
	if lim.Nodes == 0 || lim.Nodes > budget {
		lim.Nodes = budget
	}
	if p := ladder.plain(level); p >= 1 || (p > 0 && e.rng.Float64() < p) {
		return nil
	}
	lim.MultiPV = max(lim.MultiPV, search.Candidates)
	return &search.LineCollector{Next: rep, Want: min(lim.MultiPV, moves)}
}

// countRootMoves counts the moves a search of g looks at: the legal ones,
// or those of them in searchMoves (when it names any).
func countRootMoves(g position.Game, searchMoves []position.Move) int {
	moves := g.GenMoves(nil)
	n := 0
	for _, m := range moves {
		if slices.Contains(searchMoves, m) {
			n++
		}
	}
	if n == 0 {
		return len(moves)
	}
	return n
}

// seenMoves is the root moves that a level which overlooks the share
// blind of them searches: a random rest of the legal moves (of those in
// searchMoves, when it names any), at least one, drawn with r.
func seenMoves(g position.Game, searchMoves []position.Move, blind float64, r *rand.Rand) []position.Move {
	moves := g.GenMoves(nil)
	if len(searchMoves) > 0 {
		var named []position.Move
		for _, m := range moves {
			if slices.Contains(searchMoves, m) {
				named = append(named, m)
			}
		}
		if len(named) > 0 {
			moves = named
		}
	}
	keep := max(int(math.Round((1-blind)*float64(len(moves)))), 1)
	// The first keep of a partial Fisher-Yates shuffle.
	for i := range keep {
		j := i + r.IntN(len(moves)-i)
		moves[i], moves[j] = moves[j], moves[i]
	}
	return moves[:keep]
}

// levelMove replaces res's move by one of the candidates, drawn with
// their search.Weights at level's temperature times the ladder's Noise.
// Without candidates (no depth completed) res stands.
func (e *Engine) levelMove(res search.Result, level search.Level, col *search.LineCollector) search.Result {
	lines := col.Lines()
	if len(lines) == 0 {
		return res
	}
	// MultiPV may have asked for more lines: the level picks among the
	// best Candidates of them.
	lines = lines[:min(len(lines), search.Candidates)]
	ladder := LadderFor(e.game.info.ID)
	if ladder.FirstOfTies {
		lines = firstOfTies(lines)
	}
	unit := 0
	if p, ok := e.game.pos.(position.Profiler); ok {
		unit = p.SearchProfile().EvalUnit
	}
	c := lines[search.Pick(lines, ladder.temperature(level, unit), e.rng)]
	res.Best, res.Score, res.Ponder = c.Move, c.Score, position.NoMove
	if len(c.PV) > 1 {
		res.Ponder = c.PV[1]
	}
	return res
}

// newLevelRand is the random source of the level's picks: seeded by
// seed, or at random when seed is 0.
func newLevelRand(seed uint64) *rand.Rand {
	if seed == 0 {
		return rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	}
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}
