//go:build !race

package optimize_test

// raceEnabled reports whether the tests run under the race detector.
const raceEnabled = false
