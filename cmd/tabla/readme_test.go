package main

import (
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
)

// TestReadmeOutputsIgnored: every file the README's examples write inside
// the checkout is one git ignores, so that trying them leaves the tree
// clean and a later build's version does not read +dirty. It reads the
// README's code blocks for --out, --pgn, --sgf-out, -o and shell
// redirections; paths outside the checkout (absolute ones) and a
// synopsis's placeholders (FILE) are left out, and {}, * or $VAR stand for
// any text.
func TestReadmeOutputsIgnored(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	if out, err := exec.Command("git", "-C", "../..", "rev-parse", "--is-inside-work-tree").Output(); err != nil || strings.TrimSpace(string(out)) != "true" {
		t.Skip("not a git checkout")
	}
	writes := regexp.MustCompile(`(?:--out|--pgn|--sgf-out|-o)[ =]+(\S+)|\s>\s+(\S+)`)
	placeholder := regexp.MustCompile(`\{\}|\$[A-Za-z_][A-Za-z_0-9]*|\*`)
	var paths []string
	inBlock := false
	for _, l := range strings.Split(string(readme), "\n") {
		if strings.HasPrefix(l, "```") {
			inBlock = !inBlock
			continue
		}
		// "> " and "< " begin a protocol transcript's lines, not a shell's.
		if !inBlock || strings.HasPrefix(l, "> ") || strings.HasPrefix(l, "< ") {
			continue
		}
		for _, m := range writes.FindAllStringSubmatch(l, -1) {
			p := strings.Trim(m[1]+m[2], `"'`)
			if p == "" || strings.HasPrefix(p, "/") || strings.HasPrefix(p, "&") || strings.ToUpper(p) == p {
				// Outside the checkout, a descriptor, or a synopsis's FILE.
				continue
			}
			paths = append(paths, placeholder.ReplaceAllString(p, "1"))
		}
	}
	if len(paths) < 5 {
		t.Fatalf("found only %d output paths in the README's examples: %q", len(paths), paths)
	}
	for _, p := range paths {
		if err := exec.Command("git", "-C", "../..", "check-ignore", "-q", "--no-index", p).Run(); err != nil {
			t.Errorf("the README's examples write %s, which git does not ignore", p)
		}
	}
}
