package version

import (
	"runtime/debug"
	"strings"
	"testing"
)

// FromBuildInfo and String, from made-up build information: a test binary
// has no VCS settings and no slotmech dependency, so Read cannot show
// them. (The cases were games/terminal's, whose software identity this
// is.)
func TestFromBuildInfo(t *testing.T) {
	main := debug.Module{Path: "example.com/terminal", Version: "v1.2.3"}
	rev := debug.BuildSetting{Key: "vcs.revision", Value: "0123abcd"}
	clean := debug.BuildSetting{Key: "vcs.modified", Value: "false"}
	dirty := debug.BuildSetting{Key: "vcs.modified", Value: "true"}
	other := &debug.Module{Path: "example.com/other", Version: "v0.9.0"}
	lib := &debug.Module{Path: "github.com/slotmech/slotmech", Version: "v1.4.0"}
	replaced := &debug.Module{Path: "github.com/slotmech/slotmech", Version: "v1.4.0", Replace: &debug.Module{Path: "../slotmech"}}
	for _, c := range []struct {
		settings []debug.BuildSetting
		deps     []*debug.Module
		want     string
	}{
		{nil, nil, "example.com/terminal v1.2.3 unstamped go1.26.8"},
		{[]debug.BuildSetting{rev, clean}, nil, "example.com/terminal v1.2.3 0123abcd go1.26.8"},
		{[]debug.BuildSetting{dirty, rev}, nil, "example.com/terminal v1.2.3 0123abcd+modified go1.26.8"},
		{[]debug.BuildSetting{dirty}, nil, "example.com/terminal v1.2.3 unstamped go1.26.8"}, // no revision: nothing to mark
		{nil, []*debug.Module{other, lib}, "example.com/terminal v1.2.3 unstamped go1.26.8; slotmech v1.4.0"},
		{nil, []*debug.Module{replaced}, "example.com/terminal v1.2.3 unstamped go1.26.8; slotmech v1.4.0 => ../slotmech"},
		{[]debug.BuildSetting{rev}, []*debug.Module{other}, "example.com/terminal v1.2.3 0123abcd go1.26.8"},
	} {
		bi := &debug.BuildInfo{GoVersion: "go1.26.8", Main: main, Settings: c.settings, Deps: c.deps}
		if got := FromBuildInfo(bi).String(); got != c.want {
			t.Errorf("settings %v, deps %v: got %q, want %q", c.settings, c.deps, got, c.want)
		}
	}
	if got := (Info{Version: "unknown"}).String(); got != "unknown unknown unstamped" {
		t.Errorf("no build information: got %q", got)
	}
}

// The build settings that change a binary's bytes are read, and the
// -version report shows every field, saying why the VCS ones are missing.
func TestWrite(t *testing.T) {
	bi := &debug.BuildInfo{GoVersion: "go1.26.8", Path: "github.com/slotmech/slotmech/examples/play",
		Main: debug.Module{Path: "github.com/slotmech/slotmech", Version: "(devel)"},
		Settings: []debug.BuildSetting{{Key: "-trimpath", Value: "true"}, {Key: "CGO_ENABLED", Value: "0"},
			{Key: "GOOS", Value: "linux"}, {Key: "GOARCH", Value: "arm64"}}}
	i := FromBuildInfo(bi)
	if want := (Info{Package: bi.Path, Module: bi.Main.Path, Version: "(devel)", Go: "go1.26.8", Trimpath: true,
		CGO: "0", GOOS: "linux", GOARCH: "arm64"}); i != want {
		t.Fatalf("got %+v, want %+v", i, want)
	}
	var b strings.Builder
	if err := i.write(&b, "play", "abc123"); err != nil {
		t.Fatal(err)
	}
	got := b.String()
	for _, want := range []string{
		"play: github.com/slotmech/slotmech (devel) unstamped go1.26.8\n",
		"\n  package       github.com/slotmech/slotmech/examples/play\n",
		"\n  version       (devel): no version recorded (go run",
		"\n  vcs.revision  unstamped: the toolchain recorded no commit (go run without -buildvcs=true",
		"\n  vcs.modified  unknown\n",
		"\n  -trimpath     true\n",
		"\n  -ldflags      not recorded under -trimpath\n",
		"\n  CGO_ENABLED   0\n",
		"\n  GOOS/GOARCH   linux/arm64\n",
		"\n  sha256        abc123\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the report lacks %q:\n%s", want, got)
		}
	}
	bi.Main.Version = "v1.0.0"
	bi.Settings = append(bi.Settings, debug.BuildSetting{Key: "vcs.revision", Value: "cfbc56c4"},
		debug.BuildSetting{Key: "vcs.time", Value: "2026-12-04T19:55:05Z"}, debug.BuildSetting{Key: "vcs.modified", Value: "true"})
	b.Reset()
	if err := FromBuildInfo(bi).write(&b, "play", "abc123"); err != nil {
		t.Fatal(err)
	}
	got = b.String()
	for _, want := range []string{
		"play: github.com/slotmech/slotmech v1.0.0 cfbc56c4+modified go1.26.8\n",
		"\n  version       v1.0.0\n", "\n  vcs.revision  cfbc56c4\n", "\n  vcs.time      2026-12-04T19:55:05Z\n",
		"\n  vcs.modified  true\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the report lacks %q:\n%s", want, got)
		}
	}
}

// Asked finds -version among the flags, not after "--".
func TestAsked(t *testing.T) {
	for _, c := range []struct {
		args []string
		want bool
	}{
		{nil, false},
		{[]string{"-version"}, true},
		{[]string{"-game", "x", "--version"}, true},
		{[]string{"-version=true"}, true},
		{[]string{"-version=false"}, false},
		{[]string{"-versions"}, false},
		{[]string{"--", "-version"}, false},
	} {
		if got := Asked(c.args); got != c.want {
			t.Errorf("Asked(%q) = %v, want %v", c.args, got, c.want)
		}
	}
}
