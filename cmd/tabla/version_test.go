package main

import (
	"bytes"
	"runtime/debug"
	"strings"
	"testing"
)

func TestVersionOf(t *testing.T) {
	tests := []struct {
		name     string
		main     string
		settings []debug.BuildSetting
		want     string
	}{
		{"released", "v1.2.3", nil, "1.2.3"},
		{"pseudo-version", "v0.0.0-20261125120000-abcdef123456", nil, "0.0.0-20261125120000-abcdef123456"},
		{"checkout", "(devel)", []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef0123"}, {Key: "vcs.modified", Value: "false"}}, "devel+0123456789ab"},
		{"dirty checkout", "(devel)", []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef0123"}, {Key: "vcs.modified", Value: "true"}}, "devel+0123456789ab+dirty"},
		{"no vcs", "(devel)", nil, "devel"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			info := &debug.BuildInfo{Main: debug.Module{Version: tc.main}, Settings: tc.settings}
			if got := versionOf(info); got != tc.want {
				t.Errorf("versionOf = %q, want %q", got, tc.want)
			}
		})
	}
}

// TestVersionCommand: "tabla version" and "tabla --version" print the
// version on stdout and exit 0, and the protocol's id name carries it.
func TestVersionCommand(t *testing.T) {
	for _, args := range [][]string{{"version"}, {"--version"}} {
		var out, errOut bytes.Buffer
		if code := run(args, strings.NewReader(""), &out, &errOut); code != 0 {
			t.Fatalf("%v: exit %d, stderr %q", args, code, errOut.String())
		}
		if got, want := out.String(), "tabla "+version()+"\n"; got != want {
			t.Errorf("%v printed %q, want %q", args, got, want)
		}
	}
	var out, errOut bytes.Buffer
	run(nil, strings.NewReader("uci\nquit\n"), &out, &errOut)
	if !strings.Contains(out.String(), "id name tabla "+version()+"\n") {
		t.Errorf("uci answered %q, want an id name with the version", out.String())
	}
}
