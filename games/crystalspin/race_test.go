//go:build race

package crystalspin_test

// raceEnabled reports whether the tests run under the race detector, which
// makes the full-cycle enumeration too slow for a unit test.
const raceEnabled = true
