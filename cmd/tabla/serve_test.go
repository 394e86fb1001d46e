package main

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestServe runs "tabla serve" on a free port, plays a move through its
// API, and stops it with an interrupt, which must end it cleanly.
func TestServe(t *testing.T) {
	cmd := exec.Command(binary, "serve", "--addr", "127.0.0.1:0")
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	defer func() {
		select {
		case <-done:
		default:
			cmd.Process.Kill()
			<-done
		}
	}()
	lines := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		if sc.Scan() {
			lines <- sc.Text()
		}
		io.Copy(io.Discard, stdout)
	}()
	var url string
	select {
	case line := <-lines:
		url = regexp.MustCompile(`http://[0-9.:]+/`).FindString(line)
		if url == "" {
			t.Fatalf("no address in %q", line)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("tabla serve said nothing; stderr: %s", stderr.String())
	}
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusOK || !strings.Contains(string(page), "<svg") {
		t.Fatalf("GET /: %d %.200s", res.StatusCode, page)
	}
	res, err = http.Post(url+"api/sessions", "application/json",
		strings.NewReader(`{"game":"reversi","players":[{"engine":false},{"engine":true,"level":{"depth":2}}]}`))
	if err != nil {
		t.Fatal(err)
	}
	var snap struct {
		ID    string `json:"id"`
		State struct {
			Moves []string `json:"moves"`
		} `json:"state"`
	}
	err = json.NewDecoder(res.Body).Decode(&snap)
	res.Body.Close()
	if err != nil || res.StatusCode != http.StatusCreated || snap.ID == "" {
		t.Fatalf("new session: %d %v", res.StatusCode, err)
	}
	res, err = http.Post(url+"api/sessions/"+snap.ID+"/move", "application/json", strings.NewReader(`{"move":"f5"}`))
	if err != nil {
		t.Fatal(err)
	}
	err = json.NewDecoder(res.Body).Decode(&snap)
	res.Body.Close()
	if err != nil || len(snap.State.Moves) != 1 || snap.State.Moves[0] != "f5" {
		t.Fatalf("move: %v, moves %v", err, snap.State.Moves)
	}
	// An open event stream must not keep the server from stopping.
	stream, err := http.Get(url + "api/sessions/" + snap.ID + "/events")
	if err != nil {
		t.Fatal(err)
	}
	defer stream.Body.Close()
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-done:
		done <- err
		if err != nil {
			t.Fatalf("tabla serve ended with %v; stderr: %s", err, stderr.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("tabla serve did not stop on an interrupt")
	}
}

func TestServeBadArguments(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"stray argument", []string{"serve", "reversi"}, 2, "unexpected argument"},
		{"unknown flag", []string{"serve", "--port", "80"}, 2, "unknown flag --port"},
		{"no sessions", []string{"serve", "--max-sessions", "0"}, 2, "at least 1"},
		{"bad address", []string{"serve", "--addr", "127.0.0.1:99999"}, 1, "invalid port"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, stderr, code := runBinary(t, "", 10*time.Second, tc.args...)
			if code != tc.code || !strings.Contains(stderr, tc.want) {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, stderr, tc.code, tc.want)
			}
		})
	}
}
