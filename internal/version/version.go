package version

import (
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
	"sync"
)

// slotmechPath is the library's module path.
const slotmechPath = "github.com/slotmech/slotmech"

// Info is the identity of a build, as the toolchain recorded it.
type Info struct {
	Package  string // the main package's import path
	Module   string // the main module's path
	Version  string // the main module's version: a tag, a pseudo-version or "(devel)"
	Revision string // vcs.revision; "" when the toolchain stamped none
	Time     string // vcs.time, RFC 3339; "" when not stamped
	Modified bool   // vcs.modified: the tree had local changes (untracked files count)
	Go       string // the Go version that built it, such as "go1.26.8"
	Trimpath bool   // built with -trimpath
	Ldflags  string // the -ldflags given, "" for none
	CGO      string // CGO_ENABLED: "0", "1", or "" when not recorded
	GOOS     string // the target operating system
	GOARCH   string // the target architecture
	Slotmech string // slotmech's version when it is a dependency of the main module, else ""
}

// read is Read, once.
var read = sync.OnceValue(func() Info {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return Info{Version: "unknown"}
	}
	return FromBuildInfo(bi)
})

// Read returns the identity of the running binary. Without build
// information (a binary built without module support) its Version is
// "unknown" and every other field is empty.
func Read() Info { return read() }

// FromBuildInfo returns the identity recorded in bi.
func FromBuildInfo(bi *debug.BuildInfo) Info {
	i := Info{Package: bi.Path, Module: bi.Main.Path, Version: bi.Main.Version, Go: bi.GoVersion}
	for _, kv := range bi.Settings {
		switch kv.Key {
		case "vcs.revision":
			i.Revision = kv.Value
		case "vcs.time":
			i.Time = kv.Value
		case "vcs.modified":
			i.Modified = kv.Value == "true"
		case "-trimpath":
			i.Trimpath = kv.Value == "true"
		case "-ldflags":
			i.Ldflags = kv.Value
		case "CGO_ENABLED":
			i.CGO = kv.Value
		case "GOOS":
			i.GOOS = kv.Value
		case "GOARCH":
			i.GOARCH = kv.Value
		}
	}
	for _, d := range bi.Deps {
		if d.Path == slotmechPath {
			i.Slotmech = d.Version
			if d.Replace != nil {
				i.Slotmech += " => " + strings.TrimSpace(d.Replace.Path+" "+d.Replace.Version)
			}
		}
	}
	return i
}

// String returns the one-line identity: the main module's path and
// version, the revision ("+modified" after it if the tree had local
// changes, "unstamped" without one) and the Go version, then
// "; slotmech VERSION" when slotmech is a dependency, such as
//
//	github.com/slotmech/slotmech (devel) cfbc56c4d1221eedac6d0b516bc042f6448d3424+modified go1.26.8
func (i Info) String() string {
	mod := i.Module
	if mod == "" {
		mod = "unknown"
	}
	var b strings.Builder
	b.WriteString(mod + " " + i.Version + " " + i.revision())
	if i.Go != "" {
		b.WriteString(" " + i.Go)
	}
	if i.Slotmech != "" {
		b.WriteString("; slotmech " + i.Slotmech)
	}
	return b.String()
}

// revision returns the revision as String writes it.
func (i Info) revision() string {
	switch {
	case i.Revision == "":
		return "unstamped"
	case i.Modified:
		return i.Revision + "+modified"
	}
	return i.Revision
}

// Line returns the running binary's one-line identity, [Info.String] of
// [Read]: the last line of a text report.
// It is computed once: a terminal records it with every game.
func Line() string { return line() }

// line is Line, once.
var line = sync.OnceValue(func() string { return Read().String() })

// Write prints the -version report of the running binary, called program,
// to w: [Line], then one field a line (the VCS fields even when the
// toolchain stamped none, saying why they may be missing), then the
// SHA-256 of the running executable, which scripts/build-digest.sh
// recomputes from the source.
func Write(w io.Writer, program string) error {
	sum, err := ExecutableDigest()
	if err != nil {
		sum = "unknown (" + err.Error() + ")"
	}
	return Read().write(w, program, sum)
}

// write is Write of i with the executable's digest sum.
func (i Info) write(w io.Writer, program, sum string) error {
	or := func(s, none string) string {
		if s == "" {
			return none
		}
		return s
	}
	version := i.Version
	switch version {
	case "(devel)":
		version += ": no version recorded (go run, -buildvcs=false, a git worktree, or no checkout); see vcs.revision"
	case "unknown":
		version += ": the binary carries no build information"
	}
	revision := i.Revision
	if revision == "" {
		revision = "unstamped: the toolchain recorded no commit (go run without -buildvcs=true, -buildvcs=false, a git worktree, or no checkout)"
	}
	modified := fmt.Sprint(i.Modified)
	if i.Revision == "" {
		modified = "unknown"
	}
	// The toolchain does not record -ldflags under -trimpath (they may
	// hold paths).
	ldflags := or(i.Ldflags, "none")
	if i.Trimpath && i.Ldflags == "" {
		ldflags = "not recorded under -trimpath"
	}
	target := ""
	if i.GOOS != "" || i.GOARCH != "" {
		target = i.GOOS + "/" + i.GOARCH
	}
	rows := [][2]string{
		{"package", or(i.Package, "unknown")},
		{"module", or(i.Module, "unknown")},
		{"version", version},
		{"vcs.revision", revision},
		{"vcs.time", or(i.Time, "unstamped")},
		{"vcs.modified", modified},
		{"go", or(i.Go, "unknown")},
		{"-trimpath", fmt.Sprint(i.Trimpath)},
		{"-ldflags", ldflags},
		{"CGO_ENABLED", or(i.CGO, "not recorded")},
		{"GOOS/GOARCH", or(target, "not recorded")},
	}
	if i.Slotmech != "" {
		rows = append(rows, [2]string{"slotmech", i.Slotmech})
	}
	rows = append(rows, [2]string{"sha256", sum})
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s\n", program, i)
	for _, r := range rows {
		fmt.Fprintf(&b, "  %-13s %s\n", r[0], r[1])
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// ExecutableDigest returns the SHA-256, in hex, of the file the running
// process was started from: what scripts/build-digest.sh prints for a
// build of the same source.
func ExecutableDigest() (string, error) {
	exe, err := os.Executable()
	if err != nil {
		return "", err
	}
	f, err := os.Open(exe)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// Flag defines -version on fs: the returned function reports whether it
// was given and, if so, has written the -version report of program to w.
// A main calls it after fs.Parse:
//
//	shown := version.Flag(fs, "play", stdout)
//	...parse...
//	if shown() { return 0 }
func Flag(fs *flag.FlagSet, program string, w io.Writer) func() bool {
	v := fs.Bool("version", false, "print the software identity (module version, VCS revision, Go version, build settings, SHA-256 of this executable) and exit")
	return func() bool {
		if !*v {
			return false
		}
		if err := Write(w, program); err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", program, err)
		}
		return true
	}
}

// Asked reports whether args ask for the -version report: "-version",
// "--version", "-version=true" or "--version=true" among the flags, that
// is before a "--". A tool whose commands parse their own flags checks it
// before it runs the command.
func Asked(args []string) bool {
	for _, a := range args {
		switch a {
		case "--":
			return false
		case "-version", "--version", "-version=true", "--version=true":
			return true
		}
	}
	return false
}
