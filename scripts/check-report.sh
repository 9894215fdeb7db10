#!/usr/bin/env bash
# Checks an HTML report of internal/report in a real browser: renders it with
# headless Chromium (Debian's chromium package), with the network shut off,
# and asserts that
#   - the DOM the browser built has every chart the page declares
#     (<body data-charts="N"> and N distinct <svg id="chart-…"> elements);
#   - the screenshot is not blank (internal/pngcheck: enough ink and colours).
#
# usage: scripts/check-report.sh REPORT.html [SCREENSHOT.png]
# Exit status: 0 checked, 1 the check failed, 3 chromium is not installed
# (apt-get install -y chromium).
set -euo pipefail

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: $0 REPORT.html [SCREENSHOT.png]" >&2
  exit 2
fi
report=$(realpath "$1")
root=$(cd "$(dirname "$0")/.." && pwd)
chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium" ]; then
  echo "check-report: chromium not found (apt-get install -y chromium)" >&2
  exit 3
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
shot=${2:-$work/report.png}

flags=(--headless --no-sandbox --disable-gpu --disable-background-networking
  --disable-component-update --disable-sync --no-first-run
  --disable-extensions --hide-scrollbars
  --host-resolver-rules="MAP * ~NOTFOUND"   # the page must need no network
  --user-data-dir="$work/profile" --window-size=1200,3000)
url="file://$report"

# The DOM as the browser built it.
"$chromium" "${flags[@]}" --dump-dom "$url" > "$work/dom.html" 2> "$work/dom.log" || {
  cat "$work/dom.log" >&2; echo "check-report: chromium could not load $report" >&2; exit 1; }
want=$(grep -o 'data-charts="[0-9]*"' "$work/dom.html" | head -n 1 | tr -dc '0-9' || true)
if [ -z "$want" ]; then
  echo "check-report: $report: no <body data-charts=…>: not a report of internal/report?" >&2
  exit 1
fi
got=$(grep -o '<svg id="chart-[^"]*"' "$work/dom.html" | sort -u | wc -l)
ids=$(grep -o '<svg id="chart-[^"]*"' "$work/dom.html" | sed 's/<svg id="//; s/"$//' | tr '\n' ' ')
if [ "$got" -ne "$want" ]; then
  echo "check-report: $report: the page declares $want charts, the browser's DOM has $got: $ids" >&2
  exit 1
fi
echo "check-report: $got of $want charts in the DOM: $ids"

# What a person sees.
"$chromium" "${flags[@]}" --screenshot="$shot" "$url" > "$work/shot.log" 2>&1 || {
  cat "$work/shot.log" >&2; echo "check-report: no screenshot" >&2; exit 1; }
if [ ! -s "$shot" ]; then
  echo "check-report: the screenshot $shot is empty" >&2
  exit 1
fi
echo "check-report: screenshot $shot ($(stat -c %s "$shot") bytes)"
(cd "$root" && go run ./internal/pngcheck "$shot")
