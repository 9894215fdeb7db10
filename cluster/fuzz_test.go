package cluster

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
)

// fuzzBytes hands out fuzz input a byte at a time, then zeros.
type fuzzBytes []byte

func (b *fuzzBytes) next() byte {
	if len(*b) == 0 {
		return 0
	}
	c := (*b)[0]
	*b = (*b)[1:]
	return c
}

// count decodes a signed count that is usually small and sometimes extreme.
func (b *fuzzBytes) count() int {
	switch c := b.next(); c {
	case 0xff:
		return math.MaxInt
	case 0xfe:
		return math.MinInt
	default:
		return int(int8(c))
	}
}

// factor decodes a factor that may be negative or near the int64 limits.
func (b *fuzzBytes) factor() slotmech.Factor {
	switch c := b.next(); c {
	case 0xff:
		return math.MaxInt64 - slotmech.Factor(b.next())
	case 0xfe:
		return math.MaxInt64/slotmech.MaxPositions + slotmech.Factor(int8(b.next()))
	default:
		return slotmech.Factor(int16(uint16(c)<<8|uint16(b.next()))) * 100
	}
}

// classes decodes up to 5 ranges.
func (b *fuzzBytes) classes() []Range {
	cs := make([]Range, b.next()%6)
	for i := range cs {
		cs[i] = Range{b.count(), b.count()}
	}
	return cs
}

// pays decodes up to 7 rows of up to 5 factors for arbitrary symbols.
func (b *fuzzBytes) pays() map[slotmech.Symbol][]slotmech.Factor {
	pays := map[slotmech.Symbol][]slotmech.Factor{}
	for range b.next() % 8 {
		row := make([]slotmech.Factor, b.next()%6)
		for i := range row {
			row[i] = b.factor()
		}
		pays[slotmech.Symbol(b.next())] = row
	}
	return pays
}

// screen decodes a screen of any size holding any byte as a symbol (mostly
// small ones, so that wins happen).
func (b *fuzzBytes) screen() slotmech.Screen {
	c := b.next()
	s := slotmech.NewScreen(int(c&7)+1, int(c>>3&7)+1)
	for _, p := range positions(&s) {
		sym := b.next()
		if sym < 0xe0 {
			sym %= 24
		}
		s.Set(p.Reel(), p.Row(), slotmech.Symbol(sym))
	}
	return s
}

// checkConfigError fails unless err is a well-formed *slotmech.Error.
func checkConfigError(t *testing.T, err error) {
	var ce *slotmech.Error
	if !errors.As(err, &ce) || !errors.Is(err, ErrConfig) ||
		ce.Field == "" || ce.Reason == "" || !strings.HasPrefix(err.Error(), "cluster: ") {
		t.Fatalf("not a proper *Error: %#v", err)
	}
}

// checkResult fails unless r adds up and agrees with model.
func checkResult(t *testing.T, r, model slotmech.Result) {
	var total slotmech.Factor
	var union slotmech.PosSet
	for _, w := range r.Wins {
		total += w.Factor
		union |= w.Positions
	}
	if total != r.Total || union != r.Positions {
		t.Fatalf("result does not add up: %+v", r)
	}
	if len(r.Wins) != len(model.Wins) || r.Total != model.Total || r.Positions != model.Positions {
		t.Fatalf("result %+v, model %+v", r, model)
	}
	for i := range r.Wins {
		if r.Wins[i] != model.Wins[i] {
			t.Fatalf("win %d is %+v, model %+v", i, r.Wins[i], model.Wins[i])
		}
	}
}

// NewPayAnywhere refuses bad configurations with an *slotmech.Error and never
// panics; what it accepts evaluates any screen without panicking, in
// agreement with the model.
func FuzzNewPayAnywhere(f *testing.F) {
	f.Add([]byte{})
	// Classes {8,9},{10,11}; symbol 1 pays 0.25/0.75; scatter 5 pays 3 at 4.
	f.Add([]byte{2, 8, 9, 10, 11, 1, 2, 0, 25, 0, 75, 1, 5, 1, 4, 0, 30, 0x25, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1})
	f.Add([]byte{1, 1, 1, 2, 1, 0xff, 0, 3, 1, 0xff, 1, 4, 0})
	f.Add([]byte{3, 3, 4, 2, 9, 0xff, 0xff, 2, 3, 1, 2, 3, 4, 5, 6, 200, 3, 9, 0xfe, 4, 5})
	f.Fuzz(func(t *testing.T, data []byte) {
		b := fuzzBytes(data)
		cfg := PayAnywhereConfig{Classes: b.classes(), Pays: b.pays(), Scatter: slotmech.Symbol(b.next() % 70)}
		for range b.next() % 5 {
			cfg.ScatterPays = append(cfg.ScatterPays, ScatterPay{b.count(), b.factor()})
		}
		p, err := NewPayAnywhere(cfg)
		if err != nil {
			checkConfigError(t, err)
			return
		}
		var r slotmech.Result
		for range 3 {
			s := b.screen()
			p.Evaluate(&s, &r)
			checkResult(t, r, payAnywhereModel(cfg, &s))
			if n, _ := p.scatters(&s); cfg.Scatter != slotmech.Empty && n != s.Count(cfg.Scatter) {
				t.Fatalf("Scatter counted %d, screen has %d", n, s.Count(cfg.Scatter))
			}
		}
	})
}

// NewAdjacent refuses bad configurations with an *slotmech.Error and never
// panics; what it accepts evaluates any screen without panicking, in
// agreement with the model.
func FuzzNewAdjacent(f *testing.F) {
	f.Add([]byte{})
	// Classes {3,4},{5,64}; symbols 1 and 2 pay; wild 20.
	f.Add([]byte{2, 3, 4, 5, 64, 2, 2, 0, 10, 0, 20, 1, 2, 0, 30, 0, 40, 2, 20, 0x1b, 1, 1, 20, 2, 2, 1, 20, 20, 2, 1, 1, 1})
	f.Add([]byte{1, 1, 0xff, 1, 1, 0xfe, 0, 3, 20})
	f.Add([]byte{1, 1, 0xff, 1, 1, 0xfe, 1, 3, 3})
	f.Fuzz(func(t *testing.T, data []byte) {
		b := fuzzBytes(data)
		cfg := AdjacentConfig{Classes: b.classes(), Pays: b.pays(), Wild: slotmech.Symbol(b.next() % 70)}
		a, err := NewAdjacent(cfg)
		if err != nil {
			checkConfigError(t, err)
			return
		}
		var r slotmech.Result
		for range 3 {
			s := b.screen()
			a.Evaluate(&s, &r)
			checkResult(t, r, adjacentModel(cfg, &s))
		}
	})
}
