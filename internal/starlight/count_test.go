package starlight_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/starlight"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// drawMaths draws maths of any shape the rules allow: every class weight
// from 1 to 30 000 (so that one symbol may dominate a part and win at every
// step, or the scatters and multipliers crowd the screen), the value
// weights from 0 to 500 with at least one above 0.
func drawMaths(t *rapid.T) starlight.Maths {
	w := rapid.Int64Range(1, 30_000)
	weights := func(label string) starlight.Weights {
		var x starlight.Weights
		for i := range x.Paying {
			x.Paying[i] = w.Draw(t, label+" paying")
		}
		x.Scatter, x.Multiplier = w.Draw(t, label+" scatter"), w.Draw(t, label+" multiplier")
		return x
	}
	values := func(label string) (v [starlight.Multipliers]int64) {
		for i := range v {
			v[i] = rapid.Int64Range(0, 500).Draw(t, label)
		}
		v[rapid.IntRange(0, starlight.Multipliers-1).Draw(t, label+" nonzero")]++
		return v
	}
	return starlight.Maths{Base: weights("base"), Ante: weights("ante"), Free: weights("free"),
		BaseValues: values("base values"), FreeValues: values("free values")}
}

// playBoth plays the next round of the two players from two sources of the
// same stream, itemised on the screen by one and on counts by the other,
// and requires the same outcome (or error) from the same number of draws.
// feature plays PlayFeature instead of Play.
func playBoth(t require.TestingT, screen, count *starlight.Player, ss, cs *countSource, bet slotmech.Money, mode string, feature bool) {
	var d games.Detail
	var want, got games.Outcome
	var werr, gerr error
	if feature {
		want, werr = screen.PlayFeature(bet, ss, &d)
		got, gerr = count.PlayFeature(bet, cs, nil)
	} else {
		want, werr = screen.Play(bet, mode, ss, &d)
		got, gerr = count.Play(bet, mode, cs, nil)
	}
	require.Equal(t, werr, gerr, "error")
	require.Equal(t, want, got, "outcome")
	require.Equal(t, ss.n, cs.n, "draws taken")
}

// A round that is not itemised is played on the symbol counts (count.go),
// an itemised one on the screen, and both are the same round: for any
// maths, mode, bet and seed, rounds and features played both ways from the
// same stream have the same outcome (win, stake, free spins, trigger, cap)
// and take the same number of values, round after round. The screen's
// spins are the ones the rules tests check (SC-3 … SC-12); this property
// holds the spins on counts to them.
func TestCountSpinIsScreenSpin(t *testing.T) {
	ref, wilder := starlight.New(), wild(t)
	rapid.Check(t, func(t *rapid.T) {
		var g *starlight.Game
		switch rapid.IntRange(0, 2).Draw(t, "maths") {
		case 0:
			g = ref
		case 1:
			g = wilder
		default:
			var err error
			g, err = starlight.NewWithMaths(drawMaths(t))
			require.NoError(t, err)
		}
		seed := rapid.Uint64().Draw(t, "seed")
		ss, cs := &countSource{src: rng.NewStream(seed, 1)}, &countSource{src: rng.NewStream(seed, 1)}
		screen, count := starlight.NewPlayer(g), starlight.NewPlayer(g)
		for range rapid.IntRange(1, 30).Draw(t, "rounds") {
			bet := starlight.BetStep * slotmech.Money(rapid.IntRange(1, int(starlight.MaxBet/starlight.BetStep)).Draw(t, "bet"))
			mode := rapid.SampledFrom([]string{games.Standard, starlight.Ante}).Draw(t, "mode")
			playBoth(t, screen, count, ss, cs, bet, mode, rapid.IntRange(0, 9).Draw(t, "feature") == 0)
		}
	})
}

// The same over long runs of the reference maths and of maths that cap
// and retrigger often, in both modes: every round of 25 000 of each.
func TestCountSpinIsScreenSpinLong(t *testing.T) {
	for _, g := range []*starlight.Game{starlight.New(), wild(t)} {
		for _, mode := range []string{games.Standard, starlight.Ante} {
			ss, cs := &countSource{src: rng.NewStream(7, 3)}, &countSource{src: rng.NewStream(7, 3)}
			screen, count := starlight.NewPlayer(g), starlight.NewPlayer(g)
			for range 25_000 {
				playBoth(t, screen, count, ss, cs, starlight.DefaultBet, mode, false)
			}
		}
	}
}

// A spin on counts still winning after MaxSteps steps is the same error as
// on the screen, after the same draws: a source whose every value is 1
// lands only the first class, yellow, on every cell of both the first
// screen and every refill, so 30 yellows win at every step.
func TestCountSpinTooManySteps(t *testing.T) {
	g := starlight.New()
	ones := func() *countSource { return &countSource{src: constSource(1)} }
	ss, cs := ones(), ones()
	var d games.Detail
	_, werr := starlight.NewPlayer(g).Play(starlight.DefaultBet, games.Standard, ss, &d)
	_, gerr := starlight.NewPlayer(g).Play(starlight.DefaultBet, games.Standard, cs, nil)
	require.ErrorIs(t, werr, tumble.ErrTooManySteps)
	require.Len(t, d.Spins[0].Steps, starlight.MaxSteps, "the screen's spin won at every step")
	require.Equal(t, werr, gerr)
	require.Equal(t, ss.n, cs.n)
}

// constSource returns the same value every time.
type constSource uint64

func (c constSource) Uint64() uint64 { return uint64(c) }
