//go:build race

package starlight_test

// raceEnabled is true when the tests run under the race detector, which
// makes play about ten times slower: the long statistical tests then run
// a small sample only.
const raceEnabled = true
