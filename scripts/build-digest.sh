#!/usr/bin/env bash
# Builds a program of this module reproducibly and prints the SHA-256 of the
# binary: the digest a lab recomputes from the source to identify the binary
# on a terminal (which prints the same digest of itself with -version; see
# "For auditors" in README.md and `go doc ./internal/version`).
#
# usage: scripts/build-digest.sh [-o FILE] [-toolchain goX.Y.Z] [-novcs] PACKAGE
#   e.g. scripts/build-digest.sh ./examples/play
#
# The build is
#   GOTOOLCHAIN=go1.26.8 CGO_ENABLED=0 GOFLAGS=-mod=readonly \
#     go build -trimpath -buildvcs=true -ldflags=-buildid= -o FILE PACKAGE
# for the GOOS/GOARCH of the environment (the host's by default):
#   - the toolchain is pinned (GOTOOLCHAIN; the go command fetches it if it
#     is not the local one); -toolchain takes another, such as the "go"
#     field a binary's -version prints;
#   - -trimpath drops the build machine's directories, -ldflags=-buildid=
#     the build ID, CGO_ENABLED=0 the C toolchain;
#   - -buildvcs=true writes the commit and whether the tree was modified
#     into the binary, so they are part of the digest: build from a clean
#     clone of the commit (a git worktree or a tarball has no VCS stamp:
#     use -novcs there, and expect another digest than a clone's).
# Stdout: "DIGEST  PACKAGE". Stderr: the toolchain and the identity the
# binary records. Without -o the binary is built in a temporary directory
# and removed. Exit status: 0 built, 1 the build failed, 2 usage.
set -euo pipefail

toolchain=go1.26.8
vcs=true
out=
usage() { echo "usage: $0 [-o FILE] [-toolchain goX.Y.Z] [-novcs] PACKAGE" >&2; exit 2; }
while [ $# -gt 0 ]; do
  case $1 in
    -o) [ $# -ge 2 ] || usage; out=$2; shift 2 ;;
    -toolchain) [ $# -ge 2 ] || usage; toolchain=$2; shift 2 ;;
    -novcs) vcs=false; shift ;;
    -h|-help|--help) usage ;;
    -*) echo "$0: unknown flag $1" >&2; usage ;;
    *) break ;;
  esac
done
[ $# -eq 1 ] || usage
pkg=$1

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
export GOTOOLCHAIN=$toolchain CGO_ENABLED=0 GOFLAGS=-mod=readonly
got=$(go env GOVERSION)
if [ "$got" != "$toolchain" ]; then
  echo "$0: the go command runs $got, not the pinned $toolchain" >&2
  exit 1
fi
if [ "$vcs" = true ] && [ -n "$(git status --porcelain 2>/dev/null || true)" ]; then
  echo "$0: warning: the tree has changes or untracked files: the binary records vcs.modified=true" >&2
fi

tmp=
if [ -z "$out" ]; then
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  out=$tmp/program
fi
go build -trimpath -buildvcs=$vcs -ldflags=-buildid= -o "$out" "$pkg"

echo "toolchain $got, GOOS/GOARCH $(go env GOOS)/$(go env GOARCH)" >&2
go version -m "$out" | grep -E '^\s+(mod|build\s+(-trimpath|-ldflags|CGO_ENABLED|GOOS|GOARCH|vcs\.revision|vcs\.modified))' >&2 || true
sum=$(sha256sum "$out" | cut -d' ' -f1)
echo "$sum  $pkg"
