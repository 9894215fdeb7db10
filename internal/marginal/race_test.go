//go:build race

package marginal_test

// raceEnabled reports whether the tests run under the race detector, which
// makes a full cycle of 33.5 million combinations too slow for a unit test.
const raceEnabled = true
