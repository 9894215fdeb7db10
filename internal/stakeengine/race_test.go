//go:build race

package stakeengine_test

import "flag"

// Under the race detector the rapid properties run 20 checks instead of
// rapid's 100 (an explicit -rapid.checks still wins): the detector looks
// for races between goroutines, which a few checks run through as well as
// many; every check runs in the plain test run.
func init() { _ = flag.Set("rapid.checks", "20") }
