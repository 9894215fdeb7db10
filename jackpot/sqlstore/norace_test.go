//go:build !race

package sqlstore_test

// raceEnabled: see race_test.go.
const raceEnabled = false
