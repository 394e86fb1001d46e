package protocol

import (
	"bufio"
	"errors"
	"io"
	"math/rand/v2"
	"strings"
	"sync"

	"github.com/google/shlex"
	"github.com/rs/zerolog"

	"github.com/tabla-games/tabla/search"
)

// MaxLine is the longest command line accepted, in bytes. Longer lines
// are discarded with an error.
const MaxLine = 1 << 20

// Config sets up an Engine.
type Config struct {
	Name        string // reported by "id name"
	Author      string // reported by "id author"
	DefaultGame string // the game played before any newgame or UCI_Variant
	// Search is the Search option's start value: auto (also ""),
	// alphabeta or mcts.
	Search string
	// LevelSeed seeds the random choices of a limited strength level
	// (Skill Level, UCI_Elo), so that tests can repeat them; 0 draws a
	// seed at random.
	LevelSeed uint64
	Log       zerolog.Logger
}

// Engine is one protocol session: the current game and position, the
// engine settings, and the search.
type Engine struct {
	cfg    Config
	out    *writer
	log    zerolog.Logger
	search *search.Engine
	// owners is the Monte Carlo search that the ownership command runs,
	// made at its first use.
	owners *search.Engine

	// idle holds one token while no search runs. A search takes it and
	// gives it back after writing bestmove.
	idle chan struct{}

	// stopMu orders stop/ponderhit against the end of a search: they reach
	// the searcher only while the search they are meant for is running.
	stopMu   sync.Mutex
	running  bool // a search holds the idle token
	endless  bool // it would run until stop (infinite, or ponder before ponderhit)
	infinite bool // it was started with go infinite

	// Everything below is touched only by the reader goroutine while idle.
	dialect  string // "uci" or "ugi": which "ok" word the handshake uses
	settings search.Options
	searcher string // the Search option: auto, alphabeta or mcts
	showWDL  bool   // the UCI_ShowWDL option
	multiPV  int
	ponder   bool
	// skill is the Skill Level option; limitStrength and elo are
	// UCI_LimitStrength and UCI_Elo, which take over when on.
	skill         search.Level
	limitStrength bool
	elo           int
	rng           *rand.Rand // the level's random picks
	// resignPct and resignMoves are the ResignWinRate and ResignMoves
	// options; lowRun counts each side's searches in a row whose result
	// was below the threshold (written by the search goroutine before it
	// gives back the idle token).
	resignPct   int
	resignMoves int
	lowRun      [2]int
	game        *session
	commands    map[string]handler
}

// handler runs one command with its arguments (the tokens after the
// command word).
type handler func(args []string) error

// New returns an engine session writing to w. It plays cfg.DefaultGame
// until told otherwise; that game must be registered.
func New(w io.Writer, cfg Config) (*Engine, error) {
	if cfg.Name == "" {
		cfg.Name = "tabla"
	}
	searcher := SearchAuto
	if cfg.Search != "" {
		var err error
		if searcher, err = ParseSearcher(cfg.Search); err != nil {
			return nil, err
		}
	}
	e := &Engine{
		cfg:         cfg,
		out:         newWriter(w),
		log:         cfg.Log,
		settings:    search.DefaultOptions(),
		searcher:    searcher,
		multiPV:     1,
		skill:       search.TopLevel,
		elo:         EloBase,
		rng:         newLevelRand(cfg.LevelSeed),
		dialect:     "uci",
		resignMoves: DefaultResignMoves,
		idle:        make(chan struct{}, 1),
	}
	e.idle <- struct{}{}
	s, err := newSession(cfg.DefaultGame, nil)
	if err != nil {
		return nil, err
	}
	e.game = s
	e.settings.Search = e.searchKind()
	e.search = search.New(e.settings)
	e.commands = e.commandTable()
	return e, nil
}

// Run reads commands from r until "quit" or the end of input, then waits
// for a pending search to finish (stopping it if it would never end by
// itself) and returns. Bad input never ends Run.
func (e *Engine) Run(r io.Reader) error {
	br := bufio.NewReaderSize(r, 64*1024)
	for {
		line, tooLong, err := readLine(br)
		if tooLong {
			e.reportError(errorf(CodeLineTooLong, "a line longer than %d bytes was ignored", MaxLine))
		} else if line != "" || err == nil {
			if quit := e.Handle(line); quit {
				break
			}
		}
		if err != nil {
			if !errors.Is(err, io.EOF) {
				e.log.Error().Err(err).Msg("reading input")
			}
			break
		}
	}
	e.finish()
	return nil
}

// readLine reads one line without its end-of-line characters. A line over
// MaxLine bytes is consumed whole and reported as tooLong.
func readLine(br *bufio.Reader) (line string, tooLong bool, err error) {
	var b []byte
	for {
		chunk, isPrefix, err := br.ReadLine()
		if len(b)+len(chunk) > MaxLine {
			tooLong = true
		} else {
			b = append(b, chunk...)
		}
		if err != nil {
			return string(b), tooLong, err
		}
		if !isPrefix {
			break
		}
	}
	if tooLong {
		return "", true, nil
	}
	return string(b), false, nil
}

// finish lets a finite search end on its own, stops one that would run
// forever, and waits for its bestmove.
func (e *Engine) finish() {
	e.stopMu.Lock()
	if e.running && e.endless {
		e.search.Stop()
	}
	e.stopMu.Unlock()
	<-e.idle
	e.idle <- struct{}{}
}

// Handle runs one command line and reports whether it was "quit". It is
// safe to call only from one goroutine at a time (the reader).
func (e *Engine) Handle(line string) (quit bool) {
	line = strings.TrimSpace(line)
	if line == "" {
		return false
	}
	e.log.Debug().Str("line", line).Msg("command")
	if !validText(line) {
		e.reportError(errorf(CodeSyntax, "the line holds control characters or is not UTF-8"))
		return false
	}
	tokens, err := shlex.Split(line)
	if err != nil {
		e.reportError(errorf(CodeSyntax, "%v", err))
		return false
	}
	if len(tokens) == 0 {
		return false
	}
	name, args := strings.ToLower(tokens[0]), tokens[1:]
	switch name {
	case "quit":
		return true
	case "isready":
		e.out.line("readyok")
		return false
	case "stop":
		e.signal(e.search.Stop)
		return false
	case "ponderhit":
		e.signal(func() {
			e.endless = e.infinite
			e.search.PonderHit()
		})
		return false
	}
	h, ok := e.commands[name]
	if !ok {
		e.reportError(errorf(CodeUnknownCommand, "%q (try help)", tokens[0]))
		return false
	}
	// Every other command waits until no search is running.
	<-e.idle
	release := true
	defer func() {
		if release {
			e.idle <- struct{}{}
		}
	}()
	if name == "go" {
		started, err := e.cmdGo(args)
		if err != nil {
			e.reportError(err)
		}
		release = !started // the search gives the token back
		return false
	}
	if err := h(args); err != nil {
		e.reportError(err)
	}
	return false
}

// signal passes stop or ponderhit to the searcher if a search is running.
func (e *Engine) signal(f func()) {
	e.stopMu.Lock()
	defer e.stopMu.Unlock()
	if e.running {
		f()
	}
}

func (e *Engine) reportError(err error) {
	var ce *EngineError
	if !errors.As(err, &ce) {
		ce = &EngineError{Code: CodeBadValue, Msg: err.Error()}
	}
	msg := strings.ReplaceAll(ce.Msg, "\n", " ")
	e.log.Warn().Str("code", string(ce.Code)).Msg(msg)
	e.out.line("info string error " + string(ce.Code) + ": " + msg)
}

func (e *Engine) info(format string, args ...any) {
	e.out.linef("info string "+format, args...)
}

// validText reports whether s is UTF-8 text without control characters
// other than tab.
func validText(s string) bool {
	for _, r := range s {
		if r == '\uFFFD' || (r < 0x20 && r != '\t') || r == 0x7f {
			return false
		}
	}
	return true
}
