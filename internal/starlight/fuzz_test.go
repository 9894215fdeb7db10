package starlight_test

import (
	"encoding/binary"
	"errors"
	"math"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/starlight"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// FuzzNewWithMaths: any weights are either refused with an error wrapping
// ErrConfig or give a game that plays.
func FuzzNewWithMaths(f *testing.F) {
	f.Add([]byte{1, 2, 3}, int64(0))
	f.Add(make([]byte, 8*63), int64(-1))
	f.Fuzz(func(t *testing.T, data []byte, bias int64) {
		m := starlight.DefaultMaths()
		next := func() int64 {
			if len(data) < 2 {
				return bias
			}
			v := int64(int16(binary.LittleEndian.Uint16(data)))
			data = data[2:]
			return v
		}
		for _, w := range []*starlight.Weights{&m.Base, &m.Ante, &m.Free} {
			for i := range w.Paying {
				w.Paying[i] = next()
			}
			w.Scatter, w.Multiplier = next(), next()
		}
		for i := range m.BaseValues {
			m.BaseValues[i], m.FreeValues[i] = next(), next()
		}
		g, err := starlight.NewWithMaths(m)
		if err != nil {
			if !errors.Is(err, starlight.ErrConfig) {
				t.Fatalf("error %v does not wrap ErrConfig", err)
			}
			return
		}
		_, err = g.NewPlayer().Play(100, games.Standard, rng.NewStream(uint64(bias), 0), nil)
		if err != nil && !errors.Is(err, tumble.ErrTooManySteps) {
			t.Fatal(err)
		}
	})
}

// FuzzPlayForced: any screen, refill lists and state give a result or an
// error wrapping games.ErrBet or games.ErrForced, never a panic, and never
// more than the cap.
func FuzzPlayForced(f *testing.F) {
	f.Add(make([]byte, 30), []byte{1, 2, 3}, int64(100), int64(0), false, false)
	f.Add([]byte("\x09\x09\x09\x09\x09\x09\x09\x09\x09\x09\x09\x09\x19\x0a\x0a\x0a\x0a"), []byte{}, int64(20), int64(7), true, false)
	f.Add([]byte("\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x19\x19\x19"), []byte{9, 9, 9}, int64(4000), int64(math.MaxInt64), true, false)
	f.Add([]byte{0xff, 1, 2}, []byte{30, 0}, int64(40), int64(-1), false, true)
	p := starlight.New().NewPlayer()
	f.Fuzz(func(t *testing.T, cells, refill []byte, bet, total int64, free, rawRefill bool) {
		reels := 6
		if len(cells) > 0 && cells[0] == 0xff {
			reels = 5
		}
		scr := slotmech.NewScreen(reels, starlight.Rows)
		for i := range reels * starlight.Rows {
			if i < len(cells) {
				scr.Set(i/starlight.Rows, i%starlight.Rows, slotmech.Symbol(cells[i]%30))
			}
		}
		ls := make([][]slotmech.Symbol, starlight.Reels)
		for i, b := range refill {
			sym := slotmech.Symbol(b%25 + 1)
			if rawRefill { // any byte, game symbol or not
				sym = slotmech.Symbol(b)
			}
			ls[i%starlight.Reels] = append(ls[i%starlight.Reels], sym)
		}
		fc := &games.Forced{Bet: slotmech.Money(bet), Screen: scr, Refill: ls,
			State: games.Facts{{Name: starlight.FactTotalMultiplier, Value: total}}}
		if free {
			fc.State = append(fc.State, games.Fact{Name: starlight.FactFreeSpin, Value: 1})
		}
		out, err := p.PlayForced(fc, nil, nil)
		if err != nil {
			if !errors.Is(err, games.ErrForced) && !errors.Is(err, games.ErrBet) {
				t.Fatalf("error %v wraps neither games.ErrForced nor games.ErrBet", err)
			}
			return
		}
		if out.Win > fc.Bet*starlight.CapTimes {
			t.Fatalf("win %d above the cap", out.Win)
		}
	})
}
