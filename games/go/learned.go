package gogame

import (
	"bytes"
	_ "embed"
	"math"
	"sync"

	"github.com/tabla-games/tabla/position"
	"github.com/tabla-games/tabla/position/learn"
)

// policyFile is the move-prediction model tabla ships (option
// priors=learned) for boards of placeBig points or more, and
// smallPolicyFile the one for smaller boards; both were fitted by tabla
// train --target policy (README.md, "Training", gives the commands that
// rebuild them).
//
//go:embed weights/go-moves.weights
var policyFile []byte

//go:embed weights/go-moves-small.weights
var smallPolicyFile []byte

// shippedPolicy and smallPolicy are the embedded models, each read once:
// each move feature's strength as its natural logarithm.
var (
	shippedPolicy = sync.OnceValues(func() ([]float64, error) { return readPolicy(policyFile) })
	smallPolicy   = sync.OnceValues(func() ([]float64, error) { return readPolicy(smallPolicyFile) })
)

// policyFor is the model for a board of size points a side: the small
// boards' below placeBig, the one fitted to GNU Go's 9×9 and 19×19 games
// from there on. The small boards' model is the big boards' refitted to
// tabla's own 9×9 moves, a refit that moved 19×19's play the wrong way
// while both sizes shared one model (README.md, "Training").
func policyFor(size int) ([]float64, error) {
	if size < placeBig {
		return smallPolicy()
	}
	return shippedPolicy()
}

// readPolicy reads an embedded weight file as a model.
func readPolicy(file []byte) ([]float64, error) {
	w, err := learn.ReadWeights(bytes.NewReader(file))
	if err != nil {
		return nil, err
	}
	return policyModel(w)
}

// policyModel checks w against the move features and returns each
// feature's log-strength.
func policyModel(w *learn.Weights) ([]float64, error) {
	if err := w.Check("go move", theMoveFeatures().set, learn.TargetPolicy); err != nil {
		return nil, err
	}
	model := make([]float64, len(w.W))
	for f, v := range w.W {
		model[f] = float64(v) / 100
	}
	return model, nil
}

// The learned priors: every placement gets learnedPlayouts playouts, won
// at the rate √r / (1 + √r), where r is the model's probability of the
// move over the mean probability of a placement (1/n among n): a move
// as likely as the mean is even, one 9 times likelier wins 75%, one 9
// times less likely 25%. A pass keeps its hand-written prior, which
// keeps the tree from passing on an open board, and three kinds of
// wasted move get Priors' hand-written terms instead of the model's
// rate (priorEven at 50%, and the terms they have):
//
//   - a move into a region that already counts for one side (the
//     features' settled group; the opponent's only under standard
//     rules), priorSettled: 23% in all, below a pass's 30%, so that the
//     engine passes at the end rather than fill its own area (GNU Go,
//     whose moves the model learned, plays on to capture dead stones,
//     and the model ranks such moves about even);
//   - the filling of one's own eye, priorOwnEye: 5%;
//   - a self-atari of a group of two stones or more that captures
//     nothing, priorSelfAtari: 14%.
//
// The model ranks the last two low, but its rate is relative to the
// other placements: once every placement left is bad, as at the end of
// a game with a seki, a shared liberty of the seki (a self-atari that
// also puts the other group in atari) stood at 42-52% and the filling
// of an eye at up to 35%, above a pass's 30%. The tree then followed
// lines in which each side fills its own eyes, where a game won by 9.5
// points looked lost (37-39% for a pass and for the seki's liberty
// alike), and filled the seki (the package documentation's Seki;
// seki_test.go).
const learnedPlayouts = 30

// learnedPriors sets the priors from model, the features' log-strengths.
func (g *Game) learnedPriors(model []float64, moves []position.Move, priors []position.Prior) {
	sc := g.scratch()
	n := len(moves)
	if cap(sc.ends) < n {
		sc.ends = make([]int32, n)
		sc.logS = make([]float64, n)
	}
	ends, logS := sc.ends[:n], sc.logS[:n]
	sc.feats = g.MoveFeatures(moves, sc.feats[:0], ends) // runs markSettled
	top, placements := math.Inf(-1), 0
	from := int32(0)
	for i, m := range moves {
		s := 0.0
		for _, f := range sc.feats[from:ends[i]] {
			s += model[f]
		}
		from = ends[i]
		logS[i] = s
		if m != Pass {
			top = max(top, s)
			placements++
		}
	}
	sum := 0.0
	for i, m := range moves {
		if m != Pass {
			sum += math.Exp(logS[i] - top)
		}
	}
	mf := theMoveFeatures()
	from = 0
	for i, m := range moves {
		if m == Pass {
			from = ends[i]
			t := g.passPrior()
			priors[i] = position.Prior{Playouts: uint16(t.playouts), Wins: uint16(t.playouts * t.pct / 50)}
			continue
		}
		// r = p·n = exp(logS - top) / sum · n; √r / (1 + √r) = 1 / (1 + r^-½).
		r := math.Exp(logS[i]-top) / sum * float64(placements)
		rate := 1 / (1 + 1/math.Sqrt(r))
		n, won := learnedPlayouts, int(math.Round(2*learnedPlayouts*rate))
		// The hand-written terms replace the model's rate, each added to
		// priorEven at 50% as Priors adds them.
		hand, handN, handWon := false, priorEven, priorEven
		for _, f := range sc.feats[from:ends[i]] {
			var t priorTerm
			switch {
			case f == mf.settled || f == mf.settled+1 && g.cfg.Rules == StandardRules:
				t = priorSettled
			case f == mf.selfAtari+1:
				t = priorSelfAtari
			case f == mf.eye:
				t = priorOwnEye
			default:
				continue
			}
			hand = true
			handN += t.playouts
			handWon += t.playouts * t.pct / 50
		}
		if hand {
			n, won = handN, handWon
		}
		from = ends[i]
		priors[i] = position.Prior{Playouts: uint16(n), Wins: uint16(won)}
	}
}

// The learned playout shapes (option playout=learned; policy.go's
// learnedShape): each empty, acceptable neighbour of the last move
// weighs the learned strength (gamma) of its 3×3 neighbourhood class, as
// an integer, gammaUnit for a strength of 1 (a log-strength of 0, the
// weight of a class the model never saw); the playout plays among them
// in proportion to their weights with probability W / (W + localK), W
// being their sum, and else draws a random point.
const (
	gammaUnit = 256
	// localK is the weight of playing elsewhere: that of one point of
	// strength 1. Against the hand-written shapes at 100 ms a move on
	// 9×9 it scored 97-63 (4 * gammaUnit, which plays fewer local
	// moves, 50-50; the package documentation's "Playouts").
	localK = 1 * gammaUnit
)

// playoutGammas is the table of the learned playout shapes, read once:
// for each raw neighbourhood code (nbCodeOn), its class's strength in
// the big boards' model (on every board) times gammaUnit, rounded, from
// 1 to 65535. It is nil when the model cannot be read, and the playouts
// then take the hand-written shapes.
var playoutGammas = sync.OnceValue(func() []uint16 {
	model, err := shippedPolicy()
	if err != nil {
		return nil
	}
	return gammaTable(model)
})

// shapeGammas is the playouts' table of learned shapes under option
// playout=learned, and nil (the hand-written shapes) otherwise.
func (g *Game) shapeGammas() []uint16 {
	if g.cfg.LearnedPlayouts {
		return playoutGammas()
	}
	return nil
}

// gammaTable builds playoutGammas' table from model, the features'
// log-strengths.
func gammaTable(model []float64) []uint16 {
	mf := theMoveFeatures()
	byClass := make([]uint16, mf.nClasses)
	for k := range byClass {
		byClass[k] = uint16(min(max(math.Round(gammaUnit*math.Exp(model[k])), 1), math.MaxUint16))
	}
	t := make([]uint16, nbCodes)
	for code, k := range mf.class {
		t[code] = byClass[k]
	}
	return t
}
