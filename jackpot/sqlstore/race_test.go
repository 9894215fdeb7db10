//go:build race

package sqlstore_test

// raceEnabled: the race detector slows the workers tenfold; the tests run
// at their small size.
const raceEnabled = true
