package lines_test

import (
	"errors"
	"math"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/lines"
)

// fuzzInput reads a configuration and screens from fuzz bytes; past the end
// it reads zeros.
type fuzzInput struct{ b []byte }

func (in *fuzzInput) next() byte {
	if len(in.b) == 0 {
		return 0
	}
	c := in.b[0]
	in.b = in.b[1:]
	return c
}

// lengthCode changes a length by -1, +1 or nothing, to make wrong lengths.
func (in *fuzzInput) length(want int) int {
	switch in.next() % 8 {
	case 0:
		return want - 1
	case 1:
		return want + 1
	}
	return want
}

// config decodes a Config, valid or not: screen sizes 0 to 9, rows −1 to 9,
// symbols up to 69, factors that may be negative, decreasing or huge.
func (in *fuzzInput) config() lines.Config {
	cfg := lines.Config{
		Reels:     int(in.next() % 10),
		Rows:      int(in.next() % 10),
		Direction: lines.Direction(in.next() % 5),
		Pays:      map[slotmech.Symbol][]slotmech.Factor{},
	}
	for range int(in.next() % 67) {
		l := make([]int, max(0, in.length(cfg.Reels)))
		for reel := range l {
			l[reel] = int(in.next()%11) - 1
		}
		cfg.Lines = append(cfg.Lines, l)
	}
	for range int(in.next() % 16) {
		sym := slotmech.Symbol(in.next() % 70)
		row := make([]slotmech.Factor, max(0, in.length(cfg.Reels+1)))
		scale := slotmech.Factor(math.Pow10(int(in.next() % 6)))
		if in.next() == 255 {
			scale = math.MaxInt64 / 8
		}
		for n := range row {
			row[n] = slotmech.Factor(int8(in.next())) * scale
			if n > 0 {
				row[n] += row[n-1] // deltas: most rows are valid
			}
		}
		cfg.Pays[sym] = row
	}
	cfg.Wild = slotmech.Symbol(in.next() % 70)
	cfg.WildRuns = lines.WildRuns(in.next() % 4)
	cfg.WildPaysAs = slotmech.Symbol(in.next() % 70)
	return cfg
}

// encode is the inverse of config for a valid cfg whose factors are whole
// multiples of the bet below 128 per step, followed by screens, each given
// as its symbols reel by reel.
func encode(cfg lines.Config, screens ...[]slotmech.Symbol) []byte {
	b := []byte{byte(cfg.Reels), byte(cfg.Rows), byte(cfg.Direction), byte(len(cfg.Lines))}
	for _, l := range cfg.Lines {
		b = append(b, 2)
		for _, row := range l {
			b = append(b, byte(row+1))
		}
	}
	b = append(b, byte(len(cfg.Pays)))
	for _, sym := range slices.Sorted(func(yield func(slotmech.Symbol) bool) {
		for sym := range cfg.Pays {
			yield(sym)
		}
	}) {
		b = append(b, byte(sym), 2, 4, 0)
		row := cfg.Pays[sym]
		for n := range row {
			d := row[n]
			if n > 0 {
				d -= row[n-1]
			}
			b = append(b, byte(d/slotmech.FactorScale))
		}
	}
	b = append(b, byte(cfg.Wild), byte(cfg.WildRuns), byte(cfg.WildPaysAs))
	for _, s := range screens {
		for _, sym := range s {
			b = append(b, byte(sym))
		}
	}
	return b
}

// FuzzNew checks that New either refuses a configuration with a
// *Error or returns an evaluator that evaluates any screen without
// panicking, exactly as the brute-force reading of the rules does.
func FuzzNew(f *testing.F) {
	cs := crystalSpin()
	f.Add(encode(cs,
		[]slotmech.Symbol{wild, seven, bell, wild, wild, wild, seven, seven, seven, cherry, lemon, bar, bell, bell, bell},
		[]slotmech.Symbol{cherry, cherry, cherry, cherry, cherry, cherry, cherry, cherry, cherry, cherry, cherry, cherry, cherry, cherry, cherry},
	))
	cs.Direction = lines.BothWays
	cs.WildRuns, cs.WildPaysAs = lines.PayOwn, slotmech.Empty
	cs.Pays[wild] = whole(10, 20, 30)
	f.Add(encode(cs, []slotmech.Symbol{wild, wild, wild, wild, wild, plum, plum, plum, plum, plum, 0, 0, 0, 0, 0}))
	f.Add([]byte{})
	f.Add([]byte{1, 1, 0, 1, 2, 1, 1, 1, 2, 4, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1})
	f.Fuzz(func(t *testing.T, data []byte) {
		in := &fuzzInput{b: data}
		cfg := in.config()
		e, err := lines.New(cfg)
		if err != nil {
			var ce *slotmech.Error
			if e != nil || !errors.As(err, &ce) || !errors.Is(err, lines.ErrConfig) {
				t.Fatalf("New returned %v, %#v", e, err)
			}
			return
		}
		var r slotmech.Result
		for len(in.b) > 0 {
			s := slotmech.NewScreen(cfg.Reels, cfg.Rows)
			for reel := range cfg.Reels {
				for row := range cfg.Rows {
					s.Set(reel, row, slotmech.Symbol(in.next()%72))
				}
			}
			e.Evaluate(&s, &r)
			var total slotmech.Factor
			for _, w := range r.Wins {
				if want := oracle(cfg, &s, w.Line); w != want {
					t.Fatalf("line %d: win %+v, want %+v", w.Line, w, want)
				}
				total += w.Factor
			}
			for i := range cfg.Lines {
				if w := oracle(cfg, &s, i); w.Factor > 0 && !slices.Contains(r.Wins, w) {
					t.Fatalf("line %d: win %+v missing", i, w)
				}
			}
			if total != r.Total {
				t.Fatalf("total %v, wins sum to %v", r.Total, total)
			}
		}
	})
}

// The fuzz seed decodes to the Crystal Spin configuration, so fuzzing starts
// from a valid evaluator.
func TestFuzzSeedDecodes(t *testing.T) {
	for _, cfg := range []lines.Config{crystalSpin(), func() lines.Config {
		c := crystalSpin()
		c.Direction, c.WildRuns, c.WildPaysAs = lines.BothWays, lines.PayOwn, slotmech.Empty
		c.Pays[wild] = whole(10, 20, 30)
		return c
	}()} {
		in := &fuzzInput{b: encode(cfg)}
		require.Equal(t, cfg, in.config())
		require.Empty(t, in.b)
	}
}
