// Package version is the software identity of slotmech's programs: what
// every program prints for -version, the line that ends every text report
// simulate and parsheet write, the note in their HTML pages, and the
// software a terminal records in its journal and its recall
// (games/terminal). It reads the identity the Go toolchain wrote into the
// binary, [runtime/debug.ReadBuildInfo], and nothing else: no file, no
// environment, no git command at run time.
//
// # Model
//
// [Read] returns the running binary's [Info]: the main module's path and
// version, the VCS revision, its time and whether the tree had local
// changes, the Go version, and the build settings that change the bytes of
// the program (-trimpath, -ldflags, CGO_ENABLED, GOOS/GOARCH). [Info.String]
// is its one-line form,
//
//	github.com/slotmech/slotmech v1.0.0 cfbc56c4d1221eedac6d0b516bc042f6448d3424 go1.26.8
//
// with "+modified" after the revision of a tree that had local changes,
// "unstamped" in its place when the toolchain recorded no revision, and
// "; slotmech VERSION" at the end when slotmech is a dependency of a
// studio's main module. [Write] prints the -version report: that line,
// then one field a line, then the SHA-256 of the running executable.
//
// # What the toolchain records (Go 1.26)
//
// The module version is a tag (v1.0.0) when the binary is built from a
// module download or from a checkout whose commit is tagged, a
// pseudo-version (v0.0.0-20261204195505-cfbc56c4d122, "+dirty" with local
// changes) when built from an untagged commit, and "(devel)" when the
// toolchain recorded no VCS information. "(devel)" is not a version: it
// says that this binary cannot be tied to a commit by its own identity, and
// the VCS fields say why:
//
//   - go build in a git clone stamps vcs.revision, vcs.time and
//     vcs.modified (-buildvcs=auto, the default). Untracked files count as
//     modifications.
//   - go run (and go test) do not stamp them by default: the version is
//     "(devel)" and the revision "unstamped". go run -buildvcs=true stamps
//     them as go build does.
//   - -buildvcs=false (on the command line, or GOFLAGS in go env) stamps
//     nothing.
//   - A git worktree made by "git worktree add" (its .git is a file) is not
//     recognised as a checkout: nothing is stamped, even with
//     -buildvcs=true, and no error is given. Build a certified binary from a
//     plain clone.
//
// # A digest a lab can recompute
//
// A build is reproducible when it does not depend on the build machine:
//
//	CGO_ENABLED=0 go build -trimpath -buildvcs=true -ldflags=-buildid= -o OUT ./examples/play
//
// with the toolchain pinned (GOTOOLCHAIN=go1.26.8) and GOOS/GOARCH given,
// from a clean clone of the commit. -trimpath removes the build machine's
// paths, -ldflags=-buildid= the build ID (which hashes the action inputs,
// paths included), CGO_ENABLED=0 the C toolchain. scripts/build-digest.sh
// PACKAGE does exactly that and prints the binary's SHA-256; two runs give
// one digest (the package's tests check it), and the program's -version
// prints the same digest of itself, so a lab can compare the binary on a
// terminal with one it built from the source. -buildvcs=true puts the
// commit into the binary, and so into the digest: a build from a worktree
// or a tarball (no VCS) has another digest than one from a clone.
//
// # Concurrency
//
// Everything here is safe for concurrent use; the build information is
// read once.
//
// # Not for
//
// It is not a signature: a digest identifies a build, it does not say who
// made it. Nor does it replace the configuration identity of a game
// (games.ConfigID), which names the maths, not the program.
package version
