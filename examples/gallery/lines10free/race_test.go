//go:build race

package main

// raceEnabled reports whether the tests run under the race detector, under
// which the full cycles (millions of rounds, checked without it) are skipped.
const raceEnabled = true
