//go:build race

package sqlitejournal_test

// raceEnabled: under the race detector the kill test runs at its small size.
const raceEnabled = true
