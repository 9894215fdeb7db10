#!/usr/bin/env bash
# mutation.sh [PACKAGE_DIR...]
#
# Mutation testing of the mechanic packages with gremlins
# (github.com/go-gremlins/gremlins, pinned below): it changes the code one
# small mutation at a time (a `<` made `<=`, a `+` made `-`, a condition
# negated, an `i++` made `i--`, …), runs the package's tests on each mutant
# and reports, per package, the mutants the tests KILLED (some test failed)
# and those that LIVED (every test passed: a change nothing notices).
#
#   scripts/mutation.sh                   # rng cluster lines tumble multiplier wincap gamble jackpot
#   scripts/mutation.sh rng tumble        # only these package directories
#
# A directory names one package: the files directly in it are mutated,
# not those of the packages below it (gremlins alone would mutate the whole
# tree under a directory: `games` is thousands of mutants, hours; the
# script excludes every file whose path below the directory has a slash,
# gremlins' --exclude-files '/'). Name a package below it to include it:
# `games/terminal games/terminal/sqlitejournal`.
#
# The score of a package is killed / (killed + lived). Mutants on lines that
# no test executes ("not covered"), mutants that time out (a mutation that
# makes a loop endless is caught by the timeout: counted apart, not as
# killed) and mutants that do not compile ("not viable") are left out of the
# score and printed beside it. The goal is a score of at least
# MUTATION_MIN percent (default 90) in every package, and every survivor
# either killed by a test or listed in scripts/mutation-survivors.md with the
# reason it is equivalent (no test can tell it from the original). The
# script exits 1 if a package scores below the goal or if a survivor is not
# listed there ("package/file.go:line:column TYPE", as printed below); a
# listed survivor whose line moved must be listed again with its new place.
#
# gremlins is installed with `go install …@GREMLINS_VERSION` into a
# temporary GOBIN, removed on exit with the rest of the scratch space. It
# mutates copies of the module in its own temporary directories, never the
# working tree. It is not run by CI: the eight packages take about 25
# minutes with one worker on the project's 2-core machine (one `go test`
# of the package per mutant). MUTATION_WORKERS (default 1) sets the
# mutants tested at once; each test run gets one CPU.
#
# Some code is tested from another package: games/stripgame's marginal.go
# (the game's model for exact.Marginals) is checked by games/exact's tests
# that compare Marginals with the full cycle, which stripgame's own tests do
# not run (stripgame cannot import exact's test helpers). ALSO below names,
# per package, such a test package and the tests of it to run (go test
# -run): a mutant that the package's own tests leave alive, or do not
# cover, is tested one at a time (as the retest below) by those tests too,
# and counts as killed if they fail, as lived only if they pass.
#
# Mutators: gremlins' default set (ARITHMETIC_BASE, CONDITIONALS_BOUNDARY,
# CONDITIONALS_NEGATION, INCREMENT_DECREMENT, INVERT_NEGATIVES).
#
# gremlins reports as "not covered" every mutant in a `case` expression of
# a switch and in a constant expression (an array length, a const): Go's
# coverage blocks of a case clause start after its colon, so the
# expression itself never shows as executed, though the tests run it. The
# script therefore tests those mutants itself, one at a time, in a copy of
# the module (a small Go program it writes to its scratch directory applies
# the same operator swap at the same line and column and runs the package's
# tests), and reports them apart: "retested" killed / lived / not viable
# (a `+` of strings made `-` does not compile) / timed out. Their survivors
# must be listed too. MUTATION_RETEST=0 skips this step.
set -euo pipefail

GREMLINS_VERSION=v0.6.0
MIN=${MUTATION_MIN:-90}
WORKERS=${MUTATION_WORKERS:-1}
# ALSO: "PACKAGE TEST_PACKAGE RUN_PATTERN" (see above).
ALSO=(
  "games/stripgame games/exact Marginal"
)

cd "$(dirname "$0")/.."
root=$(pwd)
survivors=$root/scripts/mutation-survivors.md

if [ $# -gt 0 ]; then
  pkgs=("$@")
else
  pkgs=(rng cluster lines tumble multiplier wincap gamble jackpot)
fi
for p in "${pkgs[@]}"; do
  p=${p#./}
  if [ ! -d "$p" ] || ! ls "$p"/*.go > /dev/null 2>&1; then
    echo "mutation.sh: $p: not a package directory of the module" >&2
    exit 2
  fi
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# retest: apply one gremlins mutation (TYPE at FILE:LINE:COLUMN, columns in
# bytes from 1) in a copy of the module, run the package's tests, restore.
mkdir -p "$work/retest"
cat > "$work/retest/main.go" << 'GO'
// Command retest tests mutants one at a time: gremlins' "not covered"
// ones, and for a package with another test package (ALSO) its lived ones.
// Usage: retest MODULE_COPY TIMEOUT [TEST_PACKAGE RUN_PATTERN]
// < "pkg/file.go:line:col TYPE" lines. A mutant the package's own tests
// pass is then tested with go test -run RUN_PATTERN ./TEST_PACKAGE.
package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

var swaps = map[string]map[string]string{
	"CONDITIONALS_NEGATION": {"==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">"},
	"CONDITIONALS_BOUNDARY": {"<": "<=", "<=": "<", ">": ">=", ">=": ">"},
	"ARITHMETIC_BASE":       {"+": "-", "-": "+", "*": "/", "/": "*", "%": "*"},
	"INVERT_NEGATIVES":      {"-": "+"},
	"INCREMENT_DECREMENT":   {"++": "--", "--": "++"},
}

func main() {
	root := os.Args[1]
	timeout, _ := time.ParseDuration(os.Args[2])
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		f := strings.Fields(in.Text())
		if len(f) != 2 {
			continue
		}
		loc, kind := f[0], f[1]
		parts := strings.Split(loc, ":")
		line, _ := strconv.Atoi(parts[1])
		col, _ := strconv.Atoi(parts[2])
		path := filepath.Join(root, parts[0])
		orig, err := os.ReadFile(path)
		if err != nil {
			fmt.Println("ERROR", loc, kind, err)
			continue
		}
		lines := strings.SplitAfter(string(orig), "\n")
		l := lines[line-1]
		i := col - 1
		op := ""
		for _, cand := range []string{l[i:min(i+2, len(l))], l[i : i+1]} {
			if _, ok := swaps[kind][cand]; ok {
				op = cand
				break
			}
		}
		if op == "" {
			fmt.Println("SKIPPED", loc, kind, "(no operator there)")
			continue
		}
		lines[line-1] = l[:i] + swaps[kind][op] + l[i+len(op):]
		if err := os.WriteFile(path, []byte(strings.Join(lines, "")), 0o644); err != nil {
			panic(err)
		}
		status := test(root, timeout, "./"+filepath.Dir(parts[0]))
		if status == "LIVED" && len(os.Args) > 4 {
			status = test(root, timeout, "./"+os.Args[3], "-run", os.Args[4])
		}
		if err := os.WriteFile(path, orig, 0o644); err != nil {
			panic(err)
		}
		fmt.Println(status, loc, kind)
	}
}

// test runs go test with args in the module copy root and returns the
// mutant's status.
func test(root string, timeout time.Duration, args ...string) string {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "go", append([]string{"test", "-count=1", "-failfast"}, args...)...)
	cmd.Dir = root
	out, err := cmd.CombinedOutput()
	switch {
	case ctx.Err() != nil:
		return "TIMED_OUT"
	case err == nil:
		return "LIVED"
	case strings.Contains(string(out), "[build failed]") || strings.Contains(string(out), "[setup failed]"):
		return "NOT_VIABLE"
	}
	return "KILLED"
}
GO

echo "== installing gremlins $GREMLINS_VERSION into a temporary GOBIN"
GOBIN="$work/bin" go install "github.com/go-gremlins/gremlins/cmd/gremlins@$GREMLINS_VERSION"
gremlins=$work/bin/gremlins

# copy_module makes the module copy the retests mutate, once.
copy_module() {
  if [ ! -d "$work/module" ]; then
    mkdir -p "$work/module"
    tar --exclude=.git -cf - . | tar -xf - -C "$work/module"
  fi
}

fail=0
summary=$work/summary.txt
printf '%-12s %7s %6s %12s %9s %11s %7s\n' package killed lived not-covered timed-out not-viable score > "$summary"
for p in "${pkgs[@]}"; do
  p=${p#./}
  p=${p%/}
  name=${p//\//.}
  log=$work/$name.log
  echo "== $p (gremlins unleash, $WORKERS worker(s))"
  # -count=1: gremlins times the package's tests once (with coverage) and
  # gives each mutant 10 times that; a result from the test cache took
  # no time, and mutants then timed out (143 of 378 in a run of
  # games/stripgame right after another).
  if ! GOFLAGS="${GOFLAGS:+$GOFLAGS }-count=1" "$gremlins" unleash --workers "$WORKERS" --test-cpu 1 --timeout-coefficient 10 --exclude-files / "./$p" > "$log" 2>&1; then
    cat "$log"
    echo "mutation.sh: gremlins failed on $p" >&2
    exit 2
  fi
  # Totals, from gremlins' closing lines:
  #   Killed: 35, Lived: 0, Not covered: 0
  #   Timed out: 0, Not viable: 0, Skipped: 0
  count() { sed -nE "s/.*$1: ([0-9]+).*/\\1/p" "$log" | tail -1; }
  killed=$(count Killed) lived=$(count Lived) uncovered=$(count 'Not covered')
  timedout=$(count 'Timed out') notviable=$(count 'Not viable')
  also=() # the other test package of p and its -run pattern, if any (ALSO)
  for a in "${ALSO[@]}"; do
    read -r ap atp arun <<< "$a"
    if [ "$ap" = "$p" ]; then also=("$atp" "$arun"); fi
  done
  # gremlins' lived mutants of a package with another test package: tested
  # by those tests too; the ones they kill are killed, not survivors.
  livedlist=$work/$name.lived
  grep -E '^ *LIVED ' "$log" | awk -v p="$p" '{ print p "/" $NF, $2 }' > "$livedlist" || true
  if [ ${#also[@]} -gt 0 ] && [ -s "$livedlist" ]; then
    copy_module
    (cd "$work/retest" && GOFLAGS= go run main.go "$work/module" 300s "${also[@]}") < "$livedlist" > "$work/$name.also"
    byalso=$(grep -c '^KILLED ' "$work/$name.also" || true)
    killed=$((killed + byalso)) lived=$((lived - byalso))
    echo "$p: $byalso of gremlins' lived mutants killed by go test -run ${also[1]} ./${also[0]}"
    grep -v '^KILLED ' "$work/$name.also" | awk '{ print $2, $3 }' > "$livedlist" || true
  fi
  score=$(awk -v k="$killed" -v l="$lived" 'BEGIN { if (k + l == 0) print "n/a"; else printf "%.1f%%", 100 * k / (k + l) }')
  printf '%-12s %7s %6s %12s %9s %11s %7s\n' "$p" "$killed" "$lived" "$uncovered" "$timedout" "$notviable" "$score" >> "$summary"
  if [ "$score" != n/a ] && awk -v k="$killed" -v l="$lived" -v m="$MIN" 'BEGIN { exit !(100 * k < m * (k + l)) }'; then
    echo "BELOW GOAL: $p scores $score, goal $MIN%"
    fail=1
  fi
  # Survivors: "LIVED CONDITIONALS_BOUNDARY at bounded.go:18:7".
  while read -r at kind; do
    id="$at $kind"
    if grep -qF -- "\`$at\` $kind" "$survivors" 2> /dev/null; then
      echo "survivor (listed as equivalent): $id"
    else
      echo "SURVIVOR NOT LISTED in scripts/mutation-survivors.md: $id"
      fail=1
    fi
  done < "$livedlist"
  while read -r _ kind _ at; do
    echo "timed out (not scored): $p/$at $kind"
  done < <(grep -E '^ *TIMED OUT ' "$log" | sed 's/TIMED OUT/TIMED_OUT/' || true)
  # The "not covered" mutants, retested one at a time (see above).
  if [ "${MUTATION_RETEST:-1}" != 0 ] && grep -qE '^ *NOT COVERED ' "$log"; then
    copy_module
    grep -E '^ *NOT COVERED ' "$log" | awk -v p="$p" '{ print p "/" $NF, $3 }' |
      (cd "$work/retest" && GOFLAGS= go run main.go "$work/module" 300s "${also[@]}") > "$work/$name.retest"
    rk=$(grep -c '^KILLED ' "$work/$name.retest" || true)
    rl=$(grep -c '^LIVED ' "$work/$name.retest" || true)
    rv=$(grep -c '^NOT_VIABLE ' "$work/$name.retest" || true)
    rt=$(grep -c '^TIMED_OUT ' "$work/$name.retest" || true)
    printf '%-12s retested not-covered: killed %s, lived %s, not viable %s, timed out %s\n' "$p" "$rk" "$rl" "$rv" "$rt" >> "$work/retest.txt"
    while read -r _ at kind; do
      if grep -qF -- "\`$at\` $kind" "$survivors" 2> /dev/null; then
        echo "survivor among the not covered (listed as equivalent): $at $kind"
      else
        echo "SURVIVOR (not covered by gremlins, retested) NOT LISTED in scripts/mutation-survivors.md: $at $kind"
        fail=1
      fi
    done < <(grep '^LIVED ' "$work/$name.retest" || true)
  fi
done

echo
echo "== mutation scores: killed / (killed + lived); not covered, timed out and not viable are not scored"
cat "$summary"
if [ -f "$work/retest.txt" ]; then
  echo "== gremlins' not-covered mutants (case and constant expressions), retested one at a time"
  cat "$work/retest.txt"
fi
exit $fail
