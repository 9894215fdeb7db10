#!/usr/bin/env bash
# Estimates exact.FullCycle's speed against the peer server of issue #11
# (slotopol/server's brute force of a classic 5×3, 5-line game with a
# scatter), which cannot be fetched here, by way of the one ratio the issue
# measured side by side with it:
#
#   the issue: the peer does about 13 M combinations/s on one core, and the
#   same game composed from slotmech's packages of that day, run through
#   that day's games.FullCycle, about 9 M/s (0.7×).
#
# The script builds that day's code (commit 5bc9cc2, the end of the first
# session) with scripts/peerestimate/classicold_test.go.txt, the classic
# five of games/exact composed the plain way from those packages, and runs
# its FullCycle interleaved, in one run on one machine, with today's
# exact.FullCycle of the same game and with games/exact's peer-style brute
# force (BenchmarkClassicVsPeer). It prints the medians in combinations per
# CPU-second and
#
#   peer (estimated) = that day's FullCycle × 13 / 9
#
# with today's FullCycle against it. The estimate assumes the issue's
# composition ran as fast as this one; it is a guide, not a measurement of
# the peer.
#
# usage: scripts/peer-estimate.sh [ROUNDS]   (default 6; about 6 s a round)
# Needs the repository's history (a full clone).
set -euo pipefail

rounds=${1:-6}
root=$(cd "$(dirname "$0")/.." && pwd)
old=5bc9cc2
if ! git -C "$root" cat-file -e "$old^{commit}" 2>/dev/null; then
  echo "peer-estimate: commit $old is not in this clone's history (a shallow clone?)" >&2
  exit 1
fi
tmp=$(mktemp -d)
cleanup() {
  git -C "$root" worktree remove --force "$tmp/old" >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT

git -C "$root" worktree add -q --detach "$tmp/old" "$old"
cp "$root/scripts/peerestimate/classicold_test.go.txt" "$tmp/old/games/classicold_test.go"
(cd "$tmp/old" && go test -run TestClassicOldRTP -v ./games | grep 'won 161171725,') >/dev/null ||
  { echo "peer-estimate: the old composition does not win 161171725 over the cycle: not the same game" >&2; exit 1; }
(cd "$tmp/old" && go test -c -o "$tmp/old.test" ./games)
(cd "$root" && go test -c -o "$tmp/new.test" ./games/exact)

for _ in $(seq "$rounds"); do
  "$tmp/old.test" -test.run '^$' -test.bench '^BenchmarkClassicOld$' -test.benchtime 1x
  "$tmp/new.test" -test.run '^$' -test.bench '^BenchmarkClassicVsPeer$' -test.benchtime 1x
done > "$tmp/runs.txt"

# The median of the combinations/cpu-s of each benchmark.
median() {
  grep "^$1" "$tmp/runs.txt" |
    awk '{for (i = 1; i < NF; i++) if ($(i+1) == "combinations/cpu-s") print $i}' |
    sort -n | awk '{v[NR] = $1} END {if (NR == 0) exit 1; print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'
}
then=$(median BenchmarkClassicOld)
now=$(median 'BenchmarkClassicVsPeer/impl=FullCycle-')
perstop=$(median 'BenchmarkClassicVsPeer/impl=per-stop-')
style=$(median 'BenchmarkClassicVsPeer/impl=peer-style-')
awk -v then="$then" -v now="$now" -v perstop="$perstop" -v style="$style" -v n="$rounds" 'BEGIN {
  peer = then * 13 / 9
  printf "medians of %d interleaved rounds, million combinations per CPU-second, 1 worker:\n", n
  printf "  %-42s %6.1f\n", "FullCycle of 5bc9cc2 (the first session)", then / 1e6
  printf "  %-42s %6.1f\n", "exact.FullCycle today", now / 1e6
  printf "  %-42s %6.1f\n", "  the same, one round per stop (per-stop)", perstop / 1e6
  printf "  %-42s %6.1f\n", "peer-style brute force (games/exact)", style / 1e6
  printf "  %-42s %6.1f\n", "peer, estimated (first session × 13 / 9)", peer / 1e6
  printf "today against the estimated peer: %.2f×; against the peer-style brute force: %.2f×\n", now / peer, now / style
  printf "one round per stop against the estimated peer: %.2f×\n", perstop / peer
}'
