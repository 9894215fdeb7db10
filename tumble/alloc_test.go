package tumble_test

import (
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// checkNoAllocs fails if f allocates.
func checkNoAllocs(t *testing.T, name string, f func()) {
	t.Helper()
	if n := testing.AllocsPerRun(100, f); n != 0 {
		t.Errorf("%s: %v allocations per run, want 0", name, n)
	}
}

// TestStepNoAllocs: Fall, and Step with each of the four refills, allocate
// nothing; neither does starting a strip round.
func TestStepNoAllocs(t *testing.T) {
	base, remove := bench6x5(t)
	src := rng.NewStream(1, 1)
	var s slotmech.Screen
	lists := make([][]slotmech.Symbol, 6)
	for reel := range lists {
		lists[reel] = make([]slotmech.Symbol, 5)
		for i := range lists[reel] {
			lists[reel][i] = 1
		}
	}
	list, err := tumble.NewListRefill(lists)
	if err != nil {
		t.Fatal(err)
	}
	strips := benchStrips(t)
	stops := []int{1, 2, 3, 4, 5, 6}
	for _, tc := range []struct {
		name string
		r    tumble.Refiller
	}{
		{"strip", strips},
		{"weighted", benchWeighted(t)},
		{"class", benchClasses(t)},
		{"list", list},
	} {
		checkNoAllocs(t, "Step with "+tc.name+" refill", func() {
			s = base
			list.Reset()
			if _, err := tumble.Step(&s, remove, 0, slotmech.Empty, tc.r, src); err != nil {
				t.Fatal(err)
			}
		})
	}
	checkNoAllocs(t, "Fall", func() {
		s = base
		tumble.Fall(&s, remove, slotmech.SymbolsOf(1))
	})
	checkNoAllocs(t, "StripRefill.Start", func() {
		if err := strips.Start(&s, stops); err != nil {
			t.Fatal(err)
		}
	})
}
