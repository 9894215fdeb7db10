//go:build race

package estimate_test

// raceEnabled reports whether the tests run under the race detector, which
// makes the tests that play millions of rounds too slow: they are skipped
// then (the -race run checks the concurrency, the plain run the figures).
const raceEnabled = true
