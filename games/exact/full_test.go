package exact_test

import (
	"os"
	"testing"
)

// full reports whether the tests run at full size: with SLOTMECH_FULL=1
// (as CI does), and neither with -short nor under the race detector. The
// default sizes keep `go test ./games/exact/...` to a few seconds; each
// test that has two sizes says in its doc comment what each proves.
func full() bool {
	return os.Getenv("SLOTMECH_FULL") == "1" && !testing.Short() && !raceEnabled
}
