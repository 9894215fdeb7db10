package gamble_test

import (
	"errors"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

func TestNewRefusesBadConfig(t *testing.T) {
	cases := []struct {
		cfg   gamble.Config
		field string
		msg   string
	}{
		{gamble.Config{}, "Unit", "gamble: Unit: is 0, must be at least 1"},
		{gamble.Config{Unit: -5}, "Unit", "gamble: Unit: is -5, must be at least 1"},
		{gamble.Config{Unit: 1, History: -1}, "History", "gamble: History: is -1, must be between 0 and 256"},
		{gamble.Config{Unit: 1, History: 257}, "History", "gamble: History: is 257, must be between 0 and 256"},
		{gamble.Config{Unit: 1, MaxAtRisk: -1}, "MaxAtRisk", "gamble: MaxAtRisk: is -1, must not be negative (0 means no limit)"},
		{gamble.Config{Unit: 1, MaxAtRisk: 1}, "MaxAtRisk", "gamble: MaxAtRisk: is 1, allows no pick (a pick needs 2 × at risk <= MaxAtRisk)"},
		{gamble.Config{Unit: 1, MaxDoublings: -2}, "MaxDoublings", "gamble: MaxDoublings: is -2, must not be negative (0 means no limit)"},
	}
	for _, tc := range cases {
		g, err := gamble.New(tc.cfg)
		require.Nil(t, g)
		require.ErrorIs(t, err, gamble.ErrConfig)
		var ce *slotmech.Error
		require.True(t, errors.As(err, &ce))
		require.Equal(t, "New", ce.Op)
		require.Equal(t, tc.field, ce.Field)
		require.EqualError(t, err, tc.msg)
	}
}

func TestNewAcceptsGoodConfig(t *testing.T) {
	for _, cfg := range []gamble.Config{
		crystalSpin,
		{Unit: 100},
		{Unit: 1, History: 256, MaxAtRisk: 2, MaxDoublings: 1},
	} {
		g, err := gamble.New(cfg)
		require.NoError(t, err)
		require.Equal(t, gamble.State{}, g.State())
		require.Empty(t, g.History())
		// The Gamble plays by cfg: its history holds cfg.History cards.
		src := rng.NewStream(3, 0)
		for range 300 {
			if !g.State().Open {
				require.NoError(t, g.Start(1, false))
			}
			_, err := g.Pick(gamble.Red, src)
			require.NoError(t, err)
		}
		require.Len(t, g.History(), cfg.History)
	}
}

// FuzzNew: any configuration gives a usable Gamble or a *slotmech.Error, never a
// panic; a usable one plays a gamble without breaking the invariant.
func FuzzNew(f *testing.F) {
	f.Add(int64(1), 5, int64(0), 0)
	f.Add(int64(100), 0, int64(1000), 5)
	f.Add(int64(0), -1, int64(1), -1)
	f.Fuzz(func(t *testing.T, unit int64, history int, maxAtRisk int64, maxDoublings int) {
		cfg := gamble.Config{Unit: slotmech.Money(unit), History: history,
			MaxAtRisk: slotmech.Money(maxAtRisk), MaxDoublings: maxDoublings}
		g, err := gamble.New(cfg)
		if err != nil {
			var ce *slotmech.Error
			if !errors.As(err, &ce) || !errors.Is(err, gamble.ErrConfig) {
				t.Fatalf("New(%+v): error %v is not a *slotmech.Error", cfg, err)
			}
			return
		}
		if err := g.Start(1, false); err != nil {
			t.Fatalf("New(%+v) accepted, but Start(1) refused: %v", cfg, err)
		}
		if _, err := g.Pick(gamble.Red, deal(t, queenHearts)); err != nil {
			t.Fatal(err)
		}
		if h := g.History(); len(h) > history || !g.State().Balanced() {
			t.Fatalf("history %v or state %+v broken", h, g.State())
		}
	})
}
