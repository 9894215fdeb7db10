package slotmech

import (
	"testing"
	"unsafe"
)

// A Win stays 48 bytes: players size their slices of wins to whole cache
// lines (see the Win doc), so growing it is a decision, not an accident.
func TestWinSize(t *testing.T) {
	if got := unsafe.Sizeof(Win{}); got != 48 {
		t.Fatalf("Win is %d bytes, want 48", got)
	}
}
