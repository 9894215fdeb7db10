package weighted_test

import (
	"testing"

	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
)

func TestDrawPackedGolden(t *testing.T) {
	want := []int{1, 0, 2, 5, 2, 1, 2, 3, 5, 2, 5, 5, 0, 5, 3, 5, 3, 1, 5, 5}
	w := weighted.Must(1, 2, 3, 4, 0, 5)
	if w.Pack() != 14 {
		t.Fatalf("Pack() = %d, want 14", w.Pack())
	}
	got := make([]int, len(want))
	w.DrawPacked(got, rng.NewStream(1, 0))
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("DrawPacked cell %d = %d, want %d (all: %v)", i, got[i], want[i], got)
		}
	}
}
