package main

import (
	"runtime/debug"
	"strings"
)

// version is tabla's version as the build recorded it: the module version
// for a binary built by "go install MODULE/cmd/tabla@VERSION", otherwise
// "devel" followed by the commit it was built from (with "+dirty" when
// the work tree had changes) where the build saw a git checkout.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	return versionOf(info)
}

// versionOf is version for the given build information.
func versionOf(info *debug.BuildInfo) string {
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return strings.TrimPrefix(v, "v")
	}
	var rev string
	dirty := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return "devel"
	}
	v := "devel+" + rev[:min(len(rev), 12)]
	if dirty {
		v += "+dirty"
	}
	return v
}
