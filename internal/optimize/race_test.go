//go:build race

package optimize_test

import "flag"

// raceEnabled reports whether the tests run under the race detector, which
// makes the tests that play millions of rounds too slow: they are skipped
// then (the -race run checks the concurrency, the plain run the figures).
const raceEnabled = true

// Under the race detector the rapid properties run 20 checks instead of
// rapid's 100 (an explicit -rapid.checks still wins): the detector looks
// for races between goroutines, which a few checks run through as well as
// many; every check runs in the plain test run.
func init() { _ = flag.Set("rapid.checks", "20") }
