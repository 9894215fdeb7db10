package wincap_test

import (
	"errors"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/wincap"
)

// FuzzNewPerLine: NewPerLine refuses bad sizes and limits with an error,
// never a panic, and a cap it accepts pays within its limit on every line.
func FuzzNewPerLine(f *testing.F) {
	f.Add(5, int64(100_000), int64(150_000))
	f.Add(0, int64(100), int64(1))
	f.Add(65, int64(100), int64(1))
	f.Add(64, int64(-1), int64(1))
	f.Add(-1<<62, int64(1<<62), int64(1<<62))
	f.Fuzz(func(t *testing.T, lines int, limit, win int64) {
		p, err := wincap.NewPerLine(lines, slotmech.Money(limit))
		if err != nil {
			if !errors.Is(err, wincap.ErrConfig) && !errors.Is(err, slotmech.ErrNegative) {
				t.Fatalf("NewPerLine(%d, %d): unexpected error %v", lines, limit, err)
			}
			return
		}
		if lines < 1 || lines > 64 || limit < 0 {
			t.Fatalf("NewPerLine(%d, %d) accepted", lines, limit)
		}
		if win < 0 {
			win = -(win + 1)
		}
		for line := range lines {
			first := p.Pay(line, slotmech.Money(win))
			second := p.Pay(line, slotmech.Money(win))
			if first != min(slotmech.Money(win), slotmech.Money(limit)) || first+second > slotmech.Money(limit) {
				t.Fatalf("line %d: paid %d then %d of %d with limit %d", line, first, second, win, limit)
			}
		}
	})
}

// FuzzRoundLimit: RoundLimit returns bet × times or an error, never a
// panic, and the limit it returns is a valid NewRound argument.
func FuzzRoundLimit(f *testing.F) {
	f.Add(int64(200), int64(5000))
	f.Add(int64(-1), int64(5000))
	f.Add(int64(1<<40), int64(1<<40))
	f.Fuzz(func(t *testing.T, bet, times int64) {
		l, err := wincap.RoundLimit(slotmech.Money(bet), times)
		if err != nil {
			return
		}
		if l < 0 || (times != 0 && int64(l)/times != bet) {
			t.Fatalf("RoundLimit(%d, %d) = %d", bet, times, l)
		}
		r := wincap.NewRound(l)
		if paid, _ := r.Pay(l); paid != l || !r.Reached() {
			t.Fatalf("limit %d: paid %d", l, paid)
		}
	})
}
