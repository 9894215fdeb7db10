//go:build !race

package exact_test

// raceEnabled reports whether the tests run under the race detector.
const raceEnabled = false
