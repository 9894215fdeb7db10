package stripgame_test

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/stripgame"
)

// tripledB is toyCascade with a StepMultiplier that triples the wins of a
// screen showing B on its first reel (a winning screen of toyCascade shows
// one symbol three times: B B B), marked with the flag "tripled".
func tripledB() stripgame.Config {
	cfg := toyCascade()
	cfg.StepMultiplier = func(s *slotmech.Screen) int64 {
		if s.At(0, 0) == symB {
			return 3
		}
		return 1
	}
	cfg.StepFact = games.FactDef{Name: "tripled", Kind: games.FactFlag, Doc: "B B B: wins tripled"}
	return cfg
}

// The StepMultiplier multiplies a step's line wins before they are paid
// and marks the step: toyCascade's cycle counted by hand (see toyCascade)
// with the two B B B steps, of (1,1,2) and (2,0,0), paying 3 × 5 × 10 =
// 150 instead of 50: 220 − 2 × 50 + 2 × 150 = 420 on 180, RTP 7/3; B×3 2
// wins, 300; 2 combinations with a tripled win.
func TestStepMultiplierByHand(t *testing.T) {
	g := mustNew(t, tripledB())
	require.Equal(t, []games.FactDef{{Name: "tripled", Kind: games.FactFlag, Doc: "B B B: wins tripled"}}, g.Facts())
	c := fullCycle(t, g, 10)
	require.Equal(t, big.NewInt(420), c.Won)
	require.Zero(t, c.RTP.Cmp(big.NewRat(7, 3)), "RTP %s", c.RTP)
	require.Equal(t, int64(5), c.Hits)
	require.Equal(t, []int64{13, 3, 1, 1}, c.Depths)
	require.Equal(t, []exact.Pay{pay(symA, 3, 6, 120), pay(symB, 3, 2, 300)}, c.Pays)
	require.Equal(t, []exact.WinCount{{Win: 20, Rounds: 3}, {Win: 170, Rounds: 1}, {Win: 190, Rounds: 1}}, c.Wins)
	require.Equal(t, map[string]int64{"tripled": 2}, c.Facts)

	// Itemised: the step's Factor is the evaluation's, its Win the
	// multiplied pay; the step and the spin carry the fact; Final is the
	// screen the cascade ended on.
	f := &games.Forced{Bet: 10, Screen: screen(t, g, "B B B"), Refill: [][]slotmech.Symbol{{symA}, {symB}, {symA}}}
	var d games.Detail
	out, err := g.NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 10, Stake: 10, Win: 150}, out)
	sp := d.Spins[0]
	require.Len(t, sp.Steps, 1)
	require.Equal(t, slotmech.Whole(5), sp.Steps[0].Factor)
	require.Equal(t, slotmech.Money(150), sp.Steps[0].Win)
	require.True(t, sp.Steps[0].Facts.Flag("tripled"))
	require.True(t, sp.Facts.Flag("tripled"))
	require.Equal(t, screen(t, g, "A B A"), sp.Final)

	// Without the multiplier the same round pays 50 and reports no fact.
	out, err = mustNew(t, toyCascade()).NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(50), out.Win)
	require.False(t, d.Spins[0].Facts.Flag("tripled"))
}

// New refuses a StepMultiplier it cannot compose, and a round whose
// StepMultiplier returns a multiplier outside 1 to 1000 is an error, not a
// pay.
func TestStepMultiplierRefused(t *testing.T) {
	for name, change := range map[string]func(*stripgame.Config){
		"fact without function": func(c *stripgame.Config) { c.StepMultiplier = nil },
		"no fact":               func(c *stripgame.Config) { c.StepFact = games.FactDef{} },
		"not a flag":            func(c *stripgame.Config) { c.StepFact.Kind = games.FactCount },
		"pay anywhere": func(c *stripgame.Config) {
			c.Lines, c.Anywhere = nil, smallAnywhere().Anywhere
			c.Symbols, c.Strips = smallAnywhere().Symbols, smallAnywhere().Strips
		},
		"feature game": func(c *stripgame.Config) {
			c.Free = &stripgame.FreeSpins{Trigger: []stripgame.Award{{Scatters: 3, Spins: 5}}, Max: 5}
		},
	} {
		cfg := tripledB()
		change(&cfg)
		_, err := stripgame.New(cfg)
		require.ErrorIs(t, err, stripgame.ErrConfig, name)
		var e *slotmech.Error
		require.True(t, errors.As(err, &e), name)
		require.Contains(t, e.Field, "Step", name)
	}
	for _, bad := range []int64{0, 1001} {
		cfg := toyCascade()
		cfg.StepMultiplier = func(*slotmech.Screen) int64 { return bad }
		cfg.StepFact = games.FactDef{Name: "bad", Kind: games.FactFlag}
		g := mustNew(t, cfg)
		_, err := g.NewPlayer().(exact.StripPlayer).PlayStops([]int{0, 0, 0}, 10, nil)
		require.ErrorIs(t, err, stripgame.ErrConfig, "%d", bad)
		_, err = exact.FullCycle(context.Background(), g, 10, exact.Options{Workers: 1})
		require.ErrorIs(t, err, stripgame.ErrConfig, "%d, the odometer", bad)
	}
}
