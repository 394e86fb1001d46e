package learn

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/tabla-games/tabla/position"
)

// weightsMagic opens a weight file (inside its gzip stream).
const weightsMagic = "tabla-weights 1"

// The targets a weight set is fitted to.
const (
	// TargetMargin: least squares toward the final margin (or the exact
	// value where known), weights in centi-units of the margin.
	TargetMargin = "margin"
	// TargetResult: logistic regression toward the result, weights in
	// hundredths of a logit (the log-odds of a win).
	TargetResult = "result"
	// TargetPolicy: a move-prediction model (FitChoices), weights in
	// hundredths of the natural logarithm of each move feature's
	// strength.
	TargetPolicy = "policy"
)

// Weights is a learned evaluation: one weight per feature and phase. Its
// value for a position is the sum of the weights of its active features
// in its phase (Eval).
type Weights struct {
	Game   string
	Set    position.FeatureSet
	Target string
	// Meta is free text, one item a line, on how the weights were made:
	// the data, seed, time and machine. It must not hold newlines.
	Meta []string
	// W holds Set.Phases blocks of Set.Size weights.
	W []int16
}

// NewWeights returns zero weights for set.
func NewWeights(game string, set position.FeatureSet, target string) *Weights {
	return &Weights{Game: game, Set: set, Target: target, W: make([]int16, set.Phases*set.Size)}
}

// Eval sums the weights of features in phase. It does not allocate.
func (w *Weights) Eval(phase int, features []int32) int {
	block := w.W[phase*w.Set.Size : (phase+1)*w.Set.Size]
	sum := 0
	for _, f := range features {
		sum += int(block[f])
	}
	return sum
}

// EvalCounts sums the weights of the features in phase, each as many
// times as counts gives (counts[f] for feature f, len(counts) at most
// the set's size): Eval over the list AppendCounts makes, for a game that
// counts its features. It does not allocate.
func (w *Weights) EvalCounts(phase int, counts []int32) int {
	block := w.W[phase*w.Set.Size : (phase+1)*w.Set.Size]
	sum := 0
	for f, n := range counts {
		sum += int(block[f]) * int(n)
	}
	return sum
}

// AppendCounts appends to buf each feature f counts[f] times, in index
// order: a position.Featurer's list for a game that counts its features.
func AppendCounts(buf []int32, counts []int32) []int32 {
	for f, n := range counts {
		for ; n > 0; n-- {
			buf = append(buf, int32(f))
		}
	}
	return buf
}

// Fits reports whether the weights were made for game g's features.
func (w *Weights) Fits(set position.FeatureSet) error {
	if w.Set != set {
		return fmt.Errorf("weights for features %s (%d×%d), the game has %s (%d×%d)",
			w.Set.Name, w.Set.Phases, w.Set.Size, set.Name, set.Phases, set.Size)
	}
	return nil
}

// Write writes the weights as a gzipped weight file: a text header, a
// blank line, then the weights as little-endian int16, phase by phase.
func (w *Weights) Write(out io.Writer) error {
	if len(w.W) != w.Set.Phases*w.Set.Size {
		return fmt.Errorf("weights: %d weights for %d phases of %d", len(w.W), w.Set.Phases, w.Set.Size)
	}
	z, _ := gzip.NewWriterLevel(out, gzip.BestCompression)
	bw := bufio.NewWriter(z)
	fmt.Fprintln(bw, weightsMagic)
	fmt.Fprintf(bw, "game=%s\nfeatures=%s\nsize=%d\nphases=%d\ntarget=%s\n", w.Game, w.Set.Name, w.Set.Size, w.Set.Phases, w.Target)
	for _, m := range w.Meta {
		if strings.ContainsAny(m, "\n\r") {
			return errors.New("weights: a meta line holds a newline")
		}
		fmt.Fprintf(bw, "meta=%s\n", m)
	}
	fmt.Fprintln(bw)
	if err := binary.Write(bw, binary.LittleEndian, w.W); err != nil {
		return err
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return z.Close()
}

// ReadWeights reads a weight file written by Write.
func ReadWeights(in io.Reader) (*Weights, error) {
	z, err := gzip.NewReader(in)
	if err != nil {
		return nil, fmt.Errorf("weights: %v", err)
	}
	br := bufio.NewReader(z)
	line := func() (string, error) {
		s, err := br.ReadString('\n')
		return strings.TrimSuffix(s, "\n"), err
	}
	if s, err := line(); err != nil || s != weightsMagic {
		return nil, fmt.Errorf("weights: not a tabla weight file (first line %q)", s)
	}
	w := &Weights{}
	for {
		s, err := line()
		if err != nil {
			return nil, fmt.Errorf("weights: header: %v", err)
		}
		if s == "" {
			break
		}
		k, v, ok := strings.Cut(s, "=")
		if !ok {
			return nil, fmt.Errorf("weights: header line %q", s)
		}
		switch k {
		case "game":
			w.Game = v
		case "features":
			w.Set.Name = v
		case "size", "phases":
			n, err := strconv.Atoi(v)
			if err != nil || n <= 0 || n > 1<<24 {
				return nil, fmt.Errorf("weights: %s %q", k, v)
			}
			if k == "size" {
				w.Set.Size = n
			} else {
				w.Set.Phases = n
			}
		case "target":
			w.Target = v
		case "meta":
			w.Meta = append(w.Meta, v)
		}
	}
	if w.Set.Size == 0 || w.Set.Phases == 0 || w.Set.Size*w.Set.Phases > 1<<26 {
		return nil, errors.New("weights: header lacks size or phases")
	}
	w.W = make([]int16, w.Set.Size*w.Set.Phases)
	if err := binary.Read(br, binary.LittleEndian, w.W); err != nil {
		return nil, fmt.Errorf("weights: %v", err)
	}
	return w, nil
}

// Block names a run of features for Terms: those from First up to the
// next block's First.
type Block struct {
	Name  string
	First int32
}

// Terms breaks the evaluation of features in phase down by block, for a
// game's EvalTerms (blocks sorted by First, the first from 0). scale turns
// a running sum of weights into the evaluation's units; each term is the
// scaled running sum less the one before, so the terms add up to
// scale(sum) exactly. It also returns sum, the weights' total.
func (w *Weights) Terms(phase int, features []int32, blocks []Block, scale func(int) int) (terms []position.EvalTerm, sum int) {
	sums := make([]int, len(blocks))
	for _, f := range features {
		k := len(blocks) - 1
		for k > 0 && blocks[k].First > f {
			k--
		}
		sums[k] += w.Eval(phase, []int32{f})
	}
	terms = make([]position.EvalTerm, 0, len(blocks)+1)
	prev := 0
	for k, b := range blocks {
		sum += sums[k]
		v := scale(sum)
		terms = append(terms, position.EvalTerm{Name: b.Name, Score: v - prev})
		prev = v
	}
	return terms, sum
}

// Check refuses weights made for other features than set, or fitted to
// another target than target; what names the weights in the error (a
// game's ID).
func (w *Weights) Check(what string, set position.FeatureSet, target string) error {
	if err := w.Fits(set); err != nil {
		return fmt.Errorf("%s weights: %v", what, err)
	}
	if w.Target != target {
		return fmt.Errorf("%s weights fitted to %s, want %s", what, w.Target, target)
	}
	return nil
}

// Embedded returns a function that reads a weight file embedded in the
// binary (go:embed) on its first call, checks it (Check) and returns the
// same weights, or the same error, on every call.
func Embedded(what string, file []byte, set position.FeatureSet, target string) func() (*Weights, error) {
	return sync.OnceValues(func() (*Weights, error) {
		w, err := ReadWeights(bytes.NewReader(file))
		if err != nil {
			return nil, err
		}
		return w, w.Check(what, set, target)
	})
}

// Scale maps a sum of weights to a hand-written evaluation's units, so
// that a game's learned evaluation keeps the search's margins: the sum
// times Per100/100, clamped to ±Max.
type Scale struct{ Per100, Max int }

// Apply scales sum.
func (s Scale) Apply(sum int) int { return max(-s.Max, min(s.Max, sum*s.Per100/100)) }

// ScaledTerms is Terms in s's units, with a "clamp" term when the clamp
// changed the total, so that the terms add up to s.Apply of the sum.
func (w *Weights) ScaledTerms(phase int, features []int32, blocks []Block, s Scale) []position.EvalTerm {
	out, sum := w.Terms(phase, features, blocks, func(v int) int { return v * s.Per100 / 100 })
	if total, prev := s.Apply(sum), sum*s.Per100/100; total != prev {
		out = append(out, position.EvalTerm{Name: "clamp", Score: total - prev})
	}
	return out
}

// EvalOption is the eval option of a game that ships learned weights:
// learned or hand, def the default and hand what the hand-written
// evaluation weighs, for the option's documentation.
func EvalOption(def, hand string) position.Option {
	return position.Option{Name: "eval", Type: position.Choice, Default: def, Choices: []string{"learned", "hand"},
		Doc: "evaluation: learned (weights fitted to tabla's self-play) or hand (" + hand + ")"}
}

// Chosen returns the learned evaluation that shipped reads when the
// options o choose eval=learned (EvalOption), and the zero value (nil)
// for the hand-written evaluation. T is *Weights, or a game's own table
// built from them.
func Chosen[T any](o position.Options, shipped func() (T, error)) (T, error) {
	if o.Get("eval") != "learned" {
		var hand T
		return hand, nil
	}
	return shipped()
}
