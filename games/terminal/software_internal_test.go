package terminal

import (
	"runtime/debug"
	"testing"
)

// TestSoftwareOf checks the software identity that recall and the journal
// record, from made-up build information: a test binary has no VCS
// settings and no slotmech dependency, so Software itself cannot show
// them.
func TestSoftwareOf(t *testing.T) {
	main := debug.Module{Path: "example.com/terminal", Version: "v1.2.3"}
	rev := debug.BuildSetting{Key: "vcs.revision", Value: "0123abcd"}
	clean := debug.BuildSetting{Key: "vcs.modified", Value: "false"}
	dirty := debug.BuildSetting{Key: "vcs.modified", Value: "true"}
	other := &debug.Module{Path: "example.com/other", Version: "v0.9.0"}
	lib := &debug.Module{Path: "github.com/slotmech/slotmech", Version: "v1.4.0"}
	for _, c := range []struct {
		settings []debug.BuildSetting
		deps     []*debug.Module
		want     string
	}{
		{nil, nil, "example.com/terminal v1.2.3"},
		{[]debug.BuildSetting{rev, clean}, nil, "example.com/terminal v1.2.3 rev 0123abcd"},
		{[]debug.BuildSetting{dirty, rev}, nil, "example.com/terminal v1.2.3 rev 0123abcd+dirty"},
		{[]debug.BuildSetting{dirty}, nil, "example.com/terminal v1.2.3"}, // no revision: nothing to mark
		{nil, []*debug.Module{other, lib}, "example.com/terminal v1.2.3; slotmech v1.4.0"},
		{[]debug.BuildSetting{rev}, []*debug.Module{other}, "example.com/terminal v1.2.3 rev 0123abcd"},
	} {
		bi := &debug.BuildInfo{Main: main, Settings: c.settings, Deps: c.deps}
		if got := softwareOf(bi); got != c.want {
			t.Errorf("settings %v, deps %v: got %q, want %q", c.settings, c.deps, got, c.want)
		}
	}
}
