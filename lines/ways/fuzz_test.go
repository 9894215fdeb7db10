package ways

import (
	"errors"
	"testing"

	"github.com/slotmech/slotmech"
)

// FuzzConfig builds a configuration from arbitrary bytes: New must never
// panic, must refuse only with an *slotmech.Error wrapping ErrConfig, and an
// evaluator it accepts must evaluate a screen made of the rest of the bytes
// exactly as the brute-force oracle does, within its MaxTotal.
func FuzzConfig(f *testing.F) {
	f.Add([]byte{5, 3, 0, 2, 1, 0, 0, 0, 1, 2, 5, 9, 3, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5})
	f.Add([]byte{3, 2, 1, 3, 2, 1, 200, 2, 3, 8, 0, 7, 1, 1, 8, 9, 9, 9})
	f.Add([]byte{9, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		next := func() int {
			if len(data) == 0 {
				return 0
			}
			b := data[0]
			data = data[1:]
			return int(b)
		}
		cfg := Config{Reels: next() % 10, Rows: next() % 10, Direction: Direction(next() % 3),
			Pays: map[slotmech.Symbol][]slotmech.Factor{}}
		for range next() % 4 {
			sym := slotmech.Symbol(next() % 70)
			row := make([]slotmech.Factor, next()%10)
			for i := range row {
				row[i] = slotmech.Factor(int8(next())) * 1000
			}
			cfg.Pays[sym] = row
		}
		for range next() % 3 {
			cfg.Wilds = append(cfg.Wilds, Wild{Symbol: slotmech.Symbol(next() % 70), Multiplier: int64(int8(next()))})
		}
		cfg.Blocked = slotmech.Symbol(next() % 70)
		e, err := New(cfg)
		if err != nil {
			var ce *slotmech.Error
			if !errors.As(err, &ce) || !errors.Is(err, ErrConfig) || ce.Field == "" {
				t.Fatalf("New refused with %v, want an *slotmech.Error wrapping ErrConfig with a field", err)
			}
			return
		}
		s := slotmech.NewScreen(cfg.Reels, cfg.Rows)
		for reel := range cfg.Reels {
			for row := range cfg.Rows {
				s.Set(reel, row, slotmech.Symbol(next()%12))
			}
		}
		var r slotmech.Result
		e.Evaluate(&s, &r)
		if r.Total < 0 || r.Total > e.MaxTotal() {
			t.Fatalf("total %d outside 0 to %d", r.Total, e.MaxTotal())
		}
		var sum slotmech.Factor
		for _, w := range r.Wins {
			sum += w.Factor
		}
		if sum != r.Total {
			t.Fatalf("wins add up to %d, total %d", sum, r.Total)
		}
		if cfg.Reels <= 5 && cfg.Rows <= 4 {
			want := oracle(cfg, &s)
			if len(want) != len(r.Wins) {
				t.Fatalf("%d wins, the oracle finds %d", len(r.Wins), len(want))
			}
			for i := range want {
				if want[i] != r.Wins[i] {
					t.Fatalf("win %d: %+v, the oracle %+v", i, r.Wins[i], want[i])
				}
			}
		}
	})
}
