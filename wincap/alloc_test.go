package wincap_test

import (
	"testing"

	"github.com/slotmech/slotmech/wincap"
)

// TestNoAllocs: paying through either cap allocates nothing.
func TestNoAllocs(t *testing.T) {
	r := wincap.NewRound(1_000_000)
	p, err := wincap.NewPerLine(5, 100_000)
	if err != nil {
		t.Fatal(err)
	}
	for name, f := range map[string]func(){
		"Round.Pay":   func() { paid, _ := r.Pay(3); sinkMoney += paid },
		"PerLine.Pay": func() { sinkMoney += p.Pay(2, 3) },
	} {
		if n := testing.AllocsPerRun(100, f); n != 0 {
			t.Errorf("%s: %v allocations per run, want 0", name, n)
		}
	}
}
