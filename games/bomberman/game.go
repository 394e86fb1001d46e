package bomberman

import (
	"fmt"
	"strconv"

	"github.com/tabla-games/tabla/position"
)

const maxK = 1000

// Info registers the game; options as in doc.go.
var info = position.Info{
	ID:    "bomberman",
	Name:  "Omu' cu bombe (Bomberman)",
	Sides: [2]string{"player1", "player2"},
	Options: []position.Option{
		{Name: "map", Type: position.String, Default: "default", Doc: "map file path, or default for the built-in map"},
		{Name: "k", Type: position.Int, Default: "0", Min: 0, Max: maxK, Doc: "forced bomb every K moves; 0 = the map's K line, else 3"},
		{Name: "blast", Type: position.Choice, Default: "full", Choices: []string{"full", "walls"}, Doc: "blast covers the whole row and column, or stops at walls"},
		{Name: "stuck", Type: position.Choice, Default: "lose", Choices: []string{"lose", "pass"}, Doc: "a player with no step loses, or passes"},
		{Name: "repetition_draw", Type: position.Bool, Default: "on", Doc: "draw on the third occurrence of a position"},
		{Name: "max_plies", Type: position.Int, Default: "1000", Min: 0, Max: maxCount, Doc: "draw when the ply count reaches this; 0 = off"},
		{Name: "first", Type: position.Choice, Default: "1", Choices: []string{"1", "2"}, Doc: "the player who moves first"},
	},
	New: func(o position.Options) (position.Playable, error) { return NewFromOptions(o) },
}

func init() { position.Register(info) }

// Settings are the game's options in typed form.
type Settings struct {
	Map        Map
	K          int // 0: the map's K, else 3
	BlastWalls bool
	StuckPass  bool
	Repetition bool
	MaxPlies   int
	First      int // 0 or 1
}

// DefaultSettings are the rules' defaults with the built-in map.
func DefaultSettings() Settings {
	m, err := ParseMap(DefaultMap)
	if err != nil {
		panic(err)
	}
	return Settings{Map: m, Repetition: true, MaxPlies: 1000}
}

// New returns the default game.
func New() *Game {
	g, err := NewWith(DefaultSettings())
	if err != nil {
		panic(err)
	}
	return g
}

// NewWith builds the start position of a game with settings s.
func NewWith(s Settings) (*Game, error) {
	k := s.K
	if k == 0 {
		k = s.Map.K
	}
	if k == 0 {
		k = 3
	}
	if k < 1 || k > maxK {
		return nil, fmt.Errorf("bomberman: K %d outside 1..%d", k, maxK)
	}
	if len(s.Map.Rows) == 0 {
		return nil, fmt.Errorf("bomberman: empty map")
	}
	cfg := config{stuckPass: s.StuckPass, repetition: s.Repetition, maxPlies: s.MaxPlies}
	if s.BlastWalls {
		cfg.blast = blastWalls
	}
	str := fmt.Sprintf("%s %d %d 0 0 0 0 0", position.FormatRows(s.Map.Rows), s.First+1, k)
	return parsePosition(str, cfg)
}

// NewFromOptions builds a game from registry options. A bad map file is
// an error, and nothing is built.
func NewFromOptions(o position.Options) (*Game, error) {
	s := DefaultSettings()
	if path := o.Get("map"); path != "default" {
		m, err := LoadMap(path)
		if err != nil {
			return nil, err
		}
		s.Map = m
	}
	s.K = o.Int("k")
	s.BlastWalls = o.Get("blast") == "walls"
	s.StuckPass = o.Get("stuck") == "pass"
	s.Repetition = o.Bool("repetition_draw")
	s.MaxPlies = o.Int("max_plies")
	first, _ := strconv.Atoi(o.Get("first"))
	s.First = first - 1
	return NewWith(s)
}
