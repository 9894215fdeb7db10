//go:build !race

package sqlitejournal_test

// raceEnabled: see race_test.go.
const raceEnabled = false
