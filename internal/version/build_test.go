package version_test

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// root is the module's root directory, from this package's.
const root = "../.."

// goTool returns the go command, skipping the test without one or under
// -short (it builds binaries).
func goTool(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds binaries")
	}
	g, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	return g
}

// fileDigest returns the SHA-256 of the file name, in hex.
func fileDigest(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// Every program of the module answers -version, built as a lab builds it:
// the identity line names the module and the Go version, every field is
// there, and the sha256 it prints is that of its own file.
//
// A program answers -version in one of two ways: through games/cli (the
// tools over titles) or through version.Flag (the others). Under
// SLOTMECH_FULL=1 (.ci/run) every program is built and run; by default
// TestProgramsWired checks that every program is wired one of the two
// ways, and this test builds and runs three that cover both: simulate
// (games/cli), rngstream (version.Flag) and the gallery's waysfree (both),
// for a sixth of the links.
func TestProgramsVersion(t *testing.T) {
	g := goTool(t)
	dir := t.TempDir()
	pkgs, least := []string{"./examples/..."}, 12
	if os.Getenv("SLOTMECH_FULL") != "1" {
		pkgs, least = []string{"./examples/simulate", "./examples/rngstream", "./examples/gallery/waysfree"}, 3
	}
	// -ldflags=-w: no DWARF, which -version does not read and whose
	// writing is a third of the links' time.
	build := exec.Command(g, append([]string{"build", "-ldflags=-w", "-o", dir + string(filepath.Separator)}, pkgs...)...)
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	names, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(names) < least {
		t.Fatalf("only %d programs built", len(names))
	}
	for _, n := range names {
		exe := filepath.Join(dir, n.Name())
		out, err := exec.Command(exe, "-version").Output()
		if err != nil {
			t.Errorf("%s -version: %v\n%s", n.Name(), err, out)
			continue
		}
		s := string(out)
		first, _, _ := strings.Cut(s, "\n")
		if !strings.HasPrefix(first, n.Name()+": github.com/slotmech/slotmech ") || !strings.Contains(first, " go1.") {
			t.Errorf("%s -version: first line %q", n.Name(), first)
		}
		for _, field := range []string{"package", "module", "version", "vcs.revision", "vcs.time", "vcs.modified", "go",
			"-trimpath", "-ldflags", "CGO_ENABLED", "GOOS/GOARCH"} {
			if !strings.Contains(s, "\n  "+field+" ") {
				t.Errorf("%s -version lacks %s:\n%s", n.Name(), field, s)
			}
		}
		if want := "\n  sha256        " + fileDigest(t, exe) + "\n"; !strings.Contains(s, want) {
			t.Errorf("%s -version: not its own digest %q:\n%s", n.Name(), want, s)
		}
	}
}

// The procedure of scripts/build-digest.sh: two builds of a program give
// one digest, the one the script prints, and the program built that way
// prints it for -version.
func TestBuildDigest(t *testing.T) {
	goTool(t)
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	if _, err := exec.LookPath("sha256sum"); err != nil {
		t.Skip("no sha256sum")
	}
	dir := t.TempDir()
	var sums []string
	for _, name := range []string{"a", "b"} {
		out := filepath.Join(dir, name)
		cmd := exec.Command(bash, "scripts/build-digest.sh", "-o", out, "./examples/rngstream")
		cmd.Dir = root
		stdout, err := cmd.Output()
		if err != nil {
			var stderr []byte
			if ee, ok := err.(*exec.ExitError); ok {
				stderr = ee.Stderr
			}
			t.Fatalf("build-digest.sh: %v\n%s", err, stderr)
		}
		sum, pkg, ok := strings.Cut(strings.TrimSpace(string(stdout)), "  ")
		if !ok || pkg != "./examples/rngstream" || len(sum) != 64 {
			t.Fatalf("build-digest.sh printed %q", stdout)
		}
		if got := fileDigest(t, out); got != sum {
			t.Fatalf("the script printed %s, the binary's digest is %s", sum, got)
		}
		v, err := exec.Command(out, "-version").Output()
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"\n  sha256        " + sum + "\n", "\n  -trimpath     true\n", "\n  CGO_ENABLED   0\n"} {
			if !strings.Contains(string(v), want) {
				t.Errorf("-version lacks %q:\n%s", want, v)
			}
		}
		sums = append(sums, sum)
	}
	if sums[0] != sums[1] {
		t.Errorf("two builds, two digests: %s, %s", sums[0], sums[1])
	}
}

// Every main package under examples answers -version one of the two ways
// TestProgramsVersion runs: its main.go calls a games/cli tool's Main or
// Run, or version.Flag.
func TestProgramsWired(t *testing.T) {
	g := goTool(t)
	list := exec.Command(g, "list", "-f", "{{if eq .Name \"main\"}}{{.Dir}}{{end}}", "./examples/...")
	list.Dir = root
	out, err := list.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	dirs := strings.Fields(string(out))
	if len(dirs) < 12 {
		t.Fatalf("only %d programs listed", len(dirs))
	}
	for _, d := range dirs {
		src, err := os.ReadFile(filepath.Join(d, "main.go"))
		if err != nil {
			t.Errorf("%s: %v", d, err)
			continue
		}
		s := string(src)
		cli := strings.Contains(s, "cli.New(") && (strings.Contains(s, ".Main(") || strings.Contains(s, ".Run("))
		if !cli && !strings.Contains(s, "version.Flag(") {
			t.Errorf("%s/main.go answers -version neither through games/cli nor through version.Flag", filepath.Base(d))
		}
	}
}
