#!/usr/bin/env bash
# pkgsite-license.sh [MODULE_DIR]
#
# Checks that pkgsite, the program behind pkg.go.dev, detects the module's
# licence: it serves MODULE_DIR (default: this repository) in local mode on a
# loopback port, fetches the page of github.com/slotmech/slotmech, and exits 1
# unless that page shows "Apache-2.0" in its License field and a checked
# "Redistributable license". pkg.go.dev shows the documentation of a module only
# when it finds a redistributable licence, so this is what makes the godoc
# visible to the studios and labs that import the library.
#
# pkgsite is pinned (PKGSITE_VERSION below) and installed into a temporary
# GOBIN from the Go module proxy; the temporary directory and the server are
# removed and stopped on exit, whatever happens. Everything listens and is
# fetched on 127.0.0.1 only. GOPRIVATE is set for the module so that pkgsite
# does not try to look it up on outside services (deps.dev, codewiki).
#
# The negative case was checked by hand: a copy of the repository without
# LICENSE makes this script fail ("License: None detected", unchecked
# "Redistributable license").
#
# Time on the project's 2-core machine (measured 2026-12-01), pkgsite
# download and build included:
#   cold (empty GOCACHE and GOMODCACHE):        28 s (40 s of CPU)
#   warm (pkgsite already in the build cache):   3 s
set -euo pipefail

PKGSITE_VERSION=v0.6.0
MODULE=github.com/slotmech/slotmech

root=$(cd "$(dirname "$0")/.." && pwd)
dir=$(cd "${1:-$root}" && pwd)

tmp=$(mktemp -d "${TMPDIR:-/tmp}/pkgsite-license.XXXXXX")
pid=""
cleanup() {
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

fail() { echo "pkgsite-license: $*" >&2; exit 1; }

echo "pkgsite-license: installing pkgsite $PKGSITE_VERSION"
GOBIN="$tmp/bin" go install "golang.org/x/pkgsite/cmd/pkgsite@$PKGSITE_VERSION"

# A free loopback port: one on which nothing answers yet.
port=""
for _ in $(seq 1 50); do
  p=$((20000 + RANDOM % 40000))
  if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then port=$p; break; fi
done
[ -n "$port" ] || fail "no free loopback port found"
base="http://127.0.0.1:$port"

echo "pkgsite-license: serving $dir on $base"
(cd "$dir" && exec env GOPRIVATE="$MODULE" "$tmp/bin/pkgsite" -http="127.0.0.1:$port" -list=false .) \
  >"$tmp/pkgsite.log" 2>&1 &
pid=$!

# Wait until it answers (it loads the module and the standard library first).
ready=""
for _ in $(seq 1 240); do
  if ! kill -0 "$pid" 2>/dev/null; then
    cat "$tmp/pkgsite.log" >&2
    fail "pkgsite exited before it answered"
  fi
  if curl --noproxy '*' -fsS -o /dev/null --max-time 5 "$base/" 2>/dev/null; then ready=1; break; fi
  sleep 0.5
done
[ -n "$ready" ] || { cat "$tmp/pkgsite.log" >&2; fail "pkgsite did not answer on $base within 120 s"; }

page="$tmp/page.html"
code=$(curl --noproxy '*' -sS --max-time 60 -o "$page" -w '%{http_code}' "$base/$MODULE")
[ "$code" = 200 ] || { cat "$tmp/pkgsite.log" >&2; fail "GET /$MODULE answered $code"; }

# The header's License field: <span ... data-test-id="UnitHeader-licenses">
# License: <a ... data-test-id="UnitHeader-license" ...>Apache-2.0</a></span>
# (with no licence it reads "License: <span>None detected</span>").
licence=$(tr '\n' ' ' <"$page" | grep -o 'data-test-id="UnitHeader-licenses">.*' |
  sed 's|</span>.*||; s|<[^>]*>| |g; s|data-test-id="UnitHeader-licenses">||; s|  *| |g; s|^ ||; s| $||')
# The details list: the <summary> holding "Redistributable license" carries an
# icon with alt="checked", or alt="unchecked" when no licence qualifies.
redistributable=$(tr '\n' ' ' <"$page" | sed 's|<summary|\n<summary|g' |
  grep 'Redistributable license' | grep -o 'alt="[a-z]*"' | head -n 1 || true)

echo "pkgsite-license: $licence; Redistributable license: ${redistributable:-not found}"
case "$licence" in
  *"Apache-2.0"*) ;;
  *) fail "pkgsite does not detect the Apache-2.0 licence of $MODULE (shows \"$licence\"); is LICENSE the verbatim text?" ;;
esac
[ "$redistributable" = 'alt="checked"' ] ||
  fail "pkgsite does not mark $MODULE as redistributable (icon $redistributable)"
echo "pkgsite-license: ok, pkg.go.dev would show the documentation of $MODULE"
