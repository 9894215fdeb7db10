package wincap_test

import (
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/wincap"
)

var sinkMoney slotmech.Money

// BenchmarkRoundPay offers small wins to a round cap that is never reached.
func BenchmarkRoundPay(b *testing.B) {
	r := wincap.NewRound(1 << 62)
	b.ReportAllocs()
	for b.Loop() {
		paid, _ := r.Pay(250)
		sinkMoney += paid
	}
}

// BenchmarkPerLinePay offers wins to the five lines of a per-line cap.
func BenchmarkPerLinePay(b *testing.B) {
	p, err := wincap.NewPerLine(5, 1<<62)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	line := 0
	for b.Loop() {
		sinkMoney += p.Pay(line, 250)
		if line++; line == 5 {
			line = 0
		}
	}
}
