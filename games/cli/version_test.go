package cli_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/internal/version"
)

// -version, alone or after any command, prints the software identity to
// stdout and runs nothing; -version=false runs the command.
func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"-version"}, {"--version"}, {"version"}, {"simulate", "-version"},
		{"parsheet", "-game", "mini", "-version"}, {"publish", "-version"}, {"scenario", "--version"},
		{"replay", "-version=true"}, {"record", "-version"}, {"recall", "-version"}} {
		r := call(t, tool, "", args...)
		require.Equal(t, cli.ExitOK, r.code, "%v: %s", args, r.stderr)
		require.Empty(t, r.stderr, args)
		lines := strings.Split(r.stdout, "\n")
		require.True(t, strings.HasSuffix(lines[0], ": "+version.Line()), "%v: %q", args, lines[0])
		for _, field := range []string{"module", "version", "vcs.revision", "vcs.modified", "go", "-trimpath", "CGO_ENABLED", "GOOS/GOARCH", "sha256"} {
			require.Contains(t, r.stdout, "\n  "+field+" ", args)
		}
	}
	// Not a flag of the command's: a file name after "--" would be, and a
	// false -version is no request.
	require.False(t, version.Asked([]string{"--", "-version"}))
	r := call(t, tool, "", "simulate", "-version=false", "-game", "toy", "-spins", "10", "-json")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	require.True(t, strings.HasPrefix(r.stdout, `{"game":"toy"`), r.stdout)
	r = call(t, tool, "", "simulate", "-h")
	require.Contains(t, r.stderr, "-version")
}

// A text report ends with the line naming the software; JSON output does
// not carry it (its keys are pinned); an HTML page has it as a paragraph.
func TestReportIdentity(t *testing.T) {
	last := func(s string) string {
		lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
		return lines[len(lines)-1]
	}
	want := "software: " + version.Line()
	for _, args := range [][]string{
		{"simulate", "-game", "toy", "-spins", "1000"},
		{"parsheet", "-game", "mini"},
	} {
		r := call(t, tool, "", args...)
		require.Equal(t, cli.ExitOK, r.code, r.stderr)
		require.Equal(t, want, last(r.stdout), args)
		require.Equal(t, 1, strings.Count(r.stdout, want), args)
		r = call(t, tool, "", append(args, "-json")...)
		require.Equal(t, cli.ExitOK, r.code, r.stderr)
		require.NotContains(t, r.stdout, "software", args)
	}
	// A failed command writes no identity line.
	r := call(t, tool, "", "simulate", "-game", "toy", "-spins", "0")
	require.NotEqual(t, cli.ExitOK, r.code)
	require.NotContains(t, r.stdout, "software")

	dir := t.TempDir()
	for _, args := range [][]string{
		{"simulate", "-game", "toy", "-spins", "1000", "-json", "-html"},
		{"parsheet", "-game", "mini", "-html"},
	} {
		name := filepath.Join(dir, args[0]+".html")
		r := call(t, tool, "", append(args, name)...)
		require.Equal(t, cli.ExitOK, r.code, r.stderr)
		b, err := os.ReadFile(name)
		require.NoError(t, err)
		page := string(b)
		// The line has no character HTML escapes.
		require.Contains(t, page, `<p class="software">software `+version.Line()+"</p>\n</body>", args)
	}
}
