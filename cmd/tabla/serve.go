package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/rs/zerolog"

	"github.com/tabla-games/tabla/protocol"
	"github.com/tabla-games/tabla/protocol/web"
)

// cmdServe runs the browser GUI until interrupted.
func cmdServe(args []string, stdout, stderr io.Writer, log zerolog.Logger) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on (host:port; port 0 picks a free one)")
	maxSessions := fs.Int("max-sessions", 16, "games open at once, each with its own engine")
	idle := fs.Duration("idle", 30*time.Minute, "end a game no page has shown for this long")
	allowFiles := fs.Bool("allow-files", false, "let pages set game options to file paths (bomberman's map)")
	searcher := fs.String("search", "auto", "the engines' searcher: auto (each game's own), alphabeta or mcts")
	fs.Usage = usageFunc(fs, stderr, "serve", `usage: tabla serve [--addr 127.0.0.1:8080] [--max-sessions N] [--idle 30m] [--allow-files] [--search auto|alphabeta|mcts]
Serves the browser GUI: play any game against the engine or a friend by
clicking, or watch the engine play itself.
`)
	if err := parseFlags(fs, args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "tabla serve: unexpected argument %q\n", fs.Arg(0))
		fs.Usage()
		return 2
	}
	if _, err := protocol.ParseSearcher(*searcher); err != nil {
		fmt.Fprintln(stderr, "tabla serve:", err)
		return 2
	}
	if *maxSessions < 1 {
		fmt.Fprintln(stderr, "tabla serve: --max-sessions must be at least 1")
		return 2
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(stderr, "tabla serve: %v\n", err)
		return 1
	}
	// A person's illegal move is an engine error line that the page
	// shows; the engines log only what is worse.
	engineLog := log
	if log.GetLevel() < zerolog.ErrorLevel {
		engineLog = log.Level(zerolog.ErrorLevel)
	}
	srv := web.New(web.Config{
		Engine:      protocol.Config{Name: "tabla " + version(), Author: "the tabla authors", Search: *searcher, Log: engineLog},
		MaxSessions: *maxSessions,
		IdleTimeout: *idle,
		AllowFiles:  *allowFiles,
		Log:         log,
	})
	defer srv.Close()
	hs := &http.Server{Handler: srv, ReadHeaderTimeout: 10 * time.Second}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	fmt.Fprintf(stdout, "tabla: serving the board GUI on http://%s/ (Ctrl+C stops)\n", ln.Addr())
	select {
	case err := <-errc:
		if !errors.Is(err, http.ErrServerClosed) {
			fmt.Fprintf(stderr, "tabla serve: %v\n", err)
			return 1
		}
	case <-ctx.Done():
		// Event streams never end by themselves: close the sessions
		// (which ends them) while shutting down.
		shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		go srv.Close()
		if err := hs.Shutdown(shut); err != nil {
			hs.Close()
		}
	}
	return 0
}
