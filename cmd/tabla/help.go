package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/rs/zerolog"

	"github.com/tabla-games/tabla/position"
)

// subcommands lists tabla's subcommands, for help and for suggestions.
var subcommands = []string{"perft", "bench", "analyse", "analysis", "play", "match", "selfplay", "train", "gtp", "serve", "games", "version", "help"}

// examples are printed at the end of each subcommand's help.
var examples = map[string]string{
	"perft": `  tabla perft reversi 8
  tabla perft hex 4 size=9 --divide
  tabla perft checkers 10 --hash 64
  tabla perft reversi 3 "8/8/8/3WB3/3BW3/8/8/8 b"`,
	"bench": `  tabla bench
  tabla bench --threads 2 --search mcts`,
	"analyse": `  tabla analyse testdata/reversi/ffo-1-39.txt
  tabla analyse testdata/reversi/ffo-1-39.txt --movetime 500 --jobs 2 --format jsonl --out ffo.jsonl
  tabla analyse testdata/games/go-9x9.sgf --annotate --depth 3`,
	"analysis": `  echo '{"id":"a","game":"reversi","moves":["f5"],"depth":8,"multipv":3}' | tabla analysis
  tabla analysis --threads 8 --movetime 500 < queries.jsonl > answers.jsonl`,
	"play": `  tabla play reversi
  tabla play hex size=7 --human p2 --movetime 2000
  tabla play go size=13 --search mcts`,
	"match": `  tabla match --game reversi --engine "name=new ./tabla" --engine "name=old ./tabla-old" \
      --games 200 --movetime 100 --concurrency 2 --sprt 0,10`,
	"selfplay": `  tabla selfplay --game reversi --games 1000 --depth 6 --exact-depth 8 --jobs 2 --out data/reversi-1.txt
  tabla selfplay --game checkers --games 200 --nodes 20000 --shard 1/4 --out data/checkers-1of4.txt --resume`,
	"train": `  tabla train data/reversi-*.txt --out reversi.weights
  tabla train data/checkers-*.txt --out checkers.weights --label result --lambda 4`,
	"gtp": `  tabla gtp --game go --movetime 1000
  gogui -program "tabla gtp --game hex size=11"`,
	"serve": `  tabla serve            then open http://127.0.0.1:8080/
  tabla serve --addr 0.0.0.0:9000 --max-sessions 4`,
	"games":   `  tabla games`,
	"version": `  tabla version`,
	"help":    `  tabla help play`,
}

// usageFunc is a FlagSet's Usage: the synopsis, what the command does,
// its flags and the examples of name.
func usageFunc(fs *flag.FlagSet, out io.Writer, name, synopsis string) func() {
	return func() {
		fmt.Fprint(out, synopsis)
		printFlags(fs, out)
		printExamples(out, name)
	}
}

// printFlags lists fs's flags as the usage lines write them, --name, each
// with its value's kind, its meaning and its default.
func printFlags(fs *flag.FlagSet, out io.Writer) {
	fs.VisitAll(func(f *flag.Flag) {
		kind, doc := flag.UnquoteUsage(f)
		head := "  --" + f.Name
		if kind != "" {
			head += " " + kind
		}
		switch f.DefValue {
		case "", "0", "false", "[]":
		default:
			if kind == "string" {
				doc += fmt.Sprintf(" (default %q)", f.DefValue)
			} else {
				doc += fmt.Sprintf(" (default %s)", f.DefValue)
			}
		}
		fmt.Fprintf(out, "%s\n    \t%s\n", head, doc)
	})
}

// parseFlags parses args into fs. --help prints fs's usage; any other
// error gets one line on fs's output, with the nearest flag when one is
// a likely slip and where to find the rest, instead of the whole usage.
// The error is returned for the caller's exit status.
func parseFlags(fs *flag.FlagSet, args []string) error {
	out, usage := fs.Output(), fs.Usage
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	err := fs.Parse(args)
	fs.SetOutput(out)
	fs.Usage = usage
	switch {
	case err == nil:
		return nil
	case errors.Is(err, flag.ErrHelp):
		usage()
		return err
	}
	name, hint := "tabla "+strings.TrimPrefix(fs.Name(), "tabla "), ""
	if fs.Name() == "tabla" {
		name, hint = "tabla", "tabla help lists the commands and flags"
	} else {
		hint = name + " --help lists its flags"
	}
	fmt.Fprintf(out, "%s: %s (%s)\n", name, flagError(fs, err), hint)
	return err
}

// flagError rewords one of the flag package's errors in the --name style,
// with "did you mean" for an unknown flag near a defined one.
func flagError(fs *flag.FlagSet, err error) string {
	msg := err.Error()
	if bad, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		var names []string
		fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
		msg = "unknown flag --" + bad
		if near, ok := position.Nearest(bad, names); ok {
			msg += ", did you mean --" + near + "?"
		}
		return msg
	}
	for _, prefix := range []string{"flag needs an argument: -", "for flag -"} {
		if i := strings.Index(msg, prefix); i >= 0 {
			msg = msg[:i+len(prefix)] + "-" + msg[i+len(prefix):]
		}
	}
	return msg
}

func printExamples(out io.Writer, name string) {
	if ex, ok := examples[name]; ok {
		fmt.Fprintf(out, "Examples:\n%s\n", ex)
	}
}

// wantsHelp reports whether args ask for help: -h, -help or --help.
func wantsHelp(args []string) bool {
	for _, a := range args {
		switch a {
		case "-h", "-help", "--help":
			return true
		}
	}
	return false
}

// cmdHelp prints the help of topic (a subcommand), or tabla's usage with
// no topic.
func cmdHelp(topic string, stdout, stderr io.Writer) int {
	switch topic {
	case "":
		fmt.Fprint(stdout, usage)
		return 0
	case "analyze":
		topic = "analyse"
	}
	if !known(topic) {
		fmt.Fprintf(stderr, "tabla help: no help for %q%s\n", topic, suggest(topic, subcommands))
		return 2
	}
	return subcommandHelp(topic, stdout)
}

// subcommandHelp prints the help of subcommand cmd to stdout.
func subcommandHelp(cmd string, stdout io.Writer) int {
	switch cmd {
	case "games":
		fmt.Fprint(stdout, gamesUsage)
		printExamples(stdout, cmd)
		return 0
	case "version":
		fmt.Fprint(stdout, versionUsage)
		printExamples(stdout, cmd)
		return 0
	case "help":
		fmt.Fprint(stdout, helpUsage)
		printExamples(stdout, cmd)
		return 0
	}
	// The subcommand prints its help, flags and examples where it reports
	// errors, and returns 2 as for a bad flag.
	dispatch(cmd, []string{"--help"}, strings.NewReader(""), stdout, stdout, zerolog.Nop())
	return 0
}

func known(cmd string) bool {
	for _, c := range subcommands {
		if c == cmd {
			return true
		}
	}
	return false
}

const gamesUsage = `usage: tabla games
Lists every game: its id, name and sides, the rule set its defaults play
(Go: the standard rules unless rules=seed), then its options with their
types, defaults, ranges and meaning. Give options as key=value after the
game's id (tabla play hex size=9) or in GameOptions.
`

const versionUsage = `usage: tabla version
Prints tabla's version: the release, or the commit it was built from
(with +dirty when the checkout had changes). tabla --version does the same.
`

const helpUsage = `usage: tabla help [COMMAND]
Prints tabla's usage, or with a COMMAND that command's help: its usage,
flags and examples (the same as tabla COMMAND --help).
`

// suggest returns ", did you mean X?" for the candidate nearest to word,
// when one is near enough to be a likely slip, and "" otherwise.
func suggest(word string, candidates []string) string {
	if best, ok := position.Nearest(word, candidates); ok {
		return fmt.Sprintf(", did you mean %q?", best)
	}
	return ""
}
