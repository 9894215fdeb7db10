//go:build race

package sim

// raceEnabled reports whether the tests run under the race detector, whose
// instrumentation (and sync.Pool, which drops items at random under it)
// makes allocation counts vary from run to run.
const raceEnabled = true
