package gogame

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tabla-games/tabla/position"
)

// Rules selects the rule mode of the rules.
type Rules uint8

// The rule modes.
const (
	// SeedRules is the seed's game: its simplified scoring with the corner
	// rule, a move limit, and boards given by their seed label.
	SeedRules Rules = iota
	// StandardRules is computer Go's usual rule set: Tromp-Taylor area
	// scoring with komi, positional superko, suicide illegal.
	StandardRules
)

func (r Rules) String() string {
	if r == StandardRules {
		return "standard"
	}
	return "seed"
}

// KoRule is how repetition of a board is forbidden.
type KoRule uint8

// The ko rules.
const (
	// SimpleKo forbids retaking a single stone at once.
	SimpleKo KoRule = iota
	// PositionalSuperko forbids recreating any earlier board.
	PositionalSuperko
)

func (k KoRule) String() string {
	if k == PositionalSuperko {
		return "positional-superko"
	}
	return "simple"
}

// Config holds a game's settings.
type Config struct {
	Rules Rules
	// Size is the number of points per side of the playable board (in
	// seed mode, the seed's label minus one).
	Size int
	// K ends the game once that many plies (passes included) have been
	// played; 0 means no limit.
	K    int
	Ko   KoRule
	Komi int // added to White's score, in centi-points (7.5 is 750)
	// HandPriors gives the tree the hand-written priors instead of the
	// learned move-prediction model's (option priors=hand).
	HandPriors bool
	// LearnedPlayouts has the playouts play the learned 3×3 shapes next
	// to the last move instead of the hand-written ones (option
	// playout=learned).
	LearnedPlayouts bool
	// DynKomi lets Monte Carlo tree search move an extra komi that the
	// playouts count against the side ahead (option dynkomi=adaptive;
	// position.Komier).
	DynKomi bool
}

// The seed's board labels and the seed mode's defaults.
const (
	defaultLabel    = 10
	defaultK        = 100
	defaultStdSize  = 9
	defaultStdKomi  = 750
	maxKomi         = 300_00 // centi-points; keeps every margin below 100,000
	maxK            = 1_000_000
	autoSize, autoK = 0, -1
)

// SeedConfig is the seed mode with its defaults on the board the seed
// labels label (7, 9 or 10, giving 6×6, 8×8 or 9×9 points).
func SeedConfig(label int) Config {
	return Config{Rules: SeedRules, Size: label - 1, K: defaultK, Ko: SimpleKo}
}

// StandardConfig is the standard mode with its defaults on a size×size
// board.
func StandardConfig(size int) Config {
	return Config{Rules: StandardRules, Size: size, Ko: PositionalSuperko, Komi: defaultStdKomi}
}

// DefaultConfig is the registry's default, the same in every front:
// standard rules on 9×9 points (doc.go says why).
func DefaultConfig() Config { return StandardConfig(defaultStdSize) }

// Label is the seed's board label for a seed-mode config (points + 1),
// and the size itself in standard mode.
func (c Config) Label() int {
	if c.Rules == SeedRules {
		return c.Size + 1
	}
	return c.Size
}

func (c Config) validate() error {
	switch c.Rules {
	case SeedRules:
		if l := c.Label(); l != 7 && l != 9 && l != 10 {
			return fmt.Errorf("seed mode: board label %d: want 7, 9 or 10 (6×6, 8×8 or 9×9 points)", l)
		}
	case StandardRules:
		if c.Size < 2 || c.Size > MaxSize {
			return fmt.Errorf("standard mode: size %d is outside 2..%d", c.Size, MaxSize)
		}
	default:
		return fmt.Errorf("unknown rules %d", c.Rules)
	}
	if c.K < 0 || c.K > maxK {
		return fmt.Errorf("k %d is outside 0..%d", c.K, maxK)
	}
	if c.Ko != SimpleKo && c.Ko != PositionalSuperko {
		return fmt.Errorf("unknown ko rule %d", c.Ko)
	}
	if c.K == 0 && c.Ko == SimpleKo {
		return errors.New("K=0 (no move limit) needs ko=positional-superko: with simple ko a game could cycle forever")
	}
	if c.Komi < -maxKomi || c.Komi > maxKomi {
		return fmt.Errorf("komi %s is outside -300..300", formatKomi(c.Komi))
	}
	return nil
}

// options are the registered options. Where the two rule modes have
// different defaults the option's default is "auto" (0 for size, -1 for
// k): the mode's own default.
var options = []position.Option{
	{Name: "rules", Type: position.Choice, Default: "standard", Choices: []string{"standard", "seed"},
		Doc: "standard: area scoring, komi 7.5, superko, as GNU Go and the servers; seed: the course's variant (corner rule, 100 plies, no komi)"},
	{Name: "size", Type: position.Int, Default: "0", Min: 0, Max: MaxSize, Auto: "by the rules: 9×9",
		Doc: "standard: points per side, 2..25; seed: the drawn board's squares, 7, 9 or 10 (6×6, 8×8, 9×9 points); 0: the rules' default"},
	{Name: "k", Type: position.Int, Default: "-1", Min: -1, Max: maxK, Auto: "by the rules: none (seed 100)",
		Doc: "the game ends after K plies, passes included; 0: no limit; -1: the rules' default"},
	{Name: "ko", Type: position.Choice, Default: "auto", Choices: []string{"auto", "simple", "positional-superko"}, Auto: "by the rules: superko (seed simple)",
		Doc: "ko rule; auto: the rules' own"},
	{Name: "komi", Type: position.String, Default: "auto", Auto: "by the rules: 7.5 (seed 0)",
		Doc: "points added to White's score, e.g. 6.5 (at most two decimals, -300..300); auto: the rules' own"},
	{Name: "priors", Type: position.Choice, Default: "learned", Choices: []string{"learned", "hand"}, Auto: "learned move prediction",
		Doc: "the tree's prior knowledge of a move: hand-written terms, or the learned move-prediction model"},
	{Name: "playout", Type: position.Choice, Default: "hand", Choices: []string{"hand", "learned"}, Auto: "hand-written shapes",
		Doc: "the playouts' shapes next to the last move: three hand-written ones, or the learned model's 3×3 strengths"},
	{Name: "dynkomi", Type: position.Choice, Default: "off", Choices: []string{"off", "adaptive"}, Auto: "off: the playouts count the game's komi",
		Doc: "dynamic komi: adaptive lets the tree search's playouts count an extra komi against the side far ahead, so that it still tells good moves from slack ones"},
}

// ConfigFromOptions turns registered option values into a Config.
func ConfigFromOptions(o position.Options) (Config, error) {
	var c Config
	size := o.Int("size")
	if o.Get("rules") == "standard" {
		if size == autoSize {
			size = defaultStdSize
		}
		c = StandardConfig(size)
	} else {
		if size == autoSize {
			size = defaultLabel
		}
		c = SeedConfig(size)
	}
	if k := o.Int("k"); k != autoK {
		c.K = k
	}
	switch o.Get("ko") {
	case "simple":
		c.Ko = SimpleKo
	case "positional-superko":
		c.Ko = PositionalSuperko
	}
	c.HandPriors = o.Get("priors") == "hand"
	c.LearnedPlayouts = o.Get("playout") == "learned"
	c.DynKomi = o.Get("dynkomi") == "adaptive"
	if v := strings.ToLower(o.Get("komi")); v != "auto" {
		komi, err := parseKomi(v)
		if err != nil {
			return Config{}, err
		}
		c.Komi = komi
	}
	return c, c.validate()
}

// parseKomi reads a decimal number of points with at most two decimals
// into centi-points.
func parseKomi(s string) (int, error) {
	bad := fmt.Errorf("komi %q: want a number such as 7.5 or -0.5 (at most two decimals)", s)
	neg := false
	t := s
	if strings.HasPrefix(t, "-") || strings.HasPrefix(t, "+") {
		neg = t[0] == '-'
		t = t[1:]
	}
	whole, frac, dot := strings.Cut(t, ".")
	if whole == "" || len(whole) > 4 || len(frac) > 2 || dot && frac == "" {
		return 0, bad
	}
	for _, r := range whole + frac {
		if r < '0' || r > '9' {
			return 0, bad
		}
	}
	w, _ := strconv.Atoi(whole)
	f := 0
	if frac != "" {
		f, _ = strconv.Atoi(frac)
		if len(frac) == 1 {
			f *= 10
		}
	}
	v := w*100 + f
	if neg {
		v = -v
	}
	if v < -maxKomi || v > maxKomi {
		return 0, fmt.Errorf("komi %q is outside -300..300", s)
	}
	return v, nil
}

// formatKomi writes centi-points as a decimal number: 750 is "7.5".
func formatKomi(v int) string {
	sign := ""
	if v < 0 {
		sign, v = "-", -v
	}
	s := sign + strconv.Itoa(v/100)
	switch f := v % 100; {
	case f == 0:
	case f%10 == 0:
		s += "." + strconv.Itoa(f/10)
	default:
		s += fmt.Sprintf(".%02d", f)
	}
	return s
}

// Summary names the rule set and the settings in force, for a player: the
// line the fronts show beside the game's name.
func (c Config) Summary() string {
	n := strconv.Itoa(c.Size)
	board := n + "×" + n
	var s string
	if c.Rules == SeedRules {
		s = "seed rules (the course's variant, not standard Go: stones plus enclosed regions, corner rule), " + board
	} else {
		s = "standard rules (Tromp-Taylor area scoring), " + board
	}
	if c.Komi == 0 {
		s += ", no komi"
	} else {
		s += ", komi " + formatKomi(c.Komi)
	}
	if c.Ko == SimpleKo {
		s += ", simple ko"
	} else {
		s += ", positional superko"
	}
	if c.K == 0 {
		return s + ", no move limit"
	}
	return s + ", " + strconv.Itoa(c.K) + "-ply limit"
}
