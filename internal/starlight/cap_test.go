package starlight_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/starlight"
	"github.com/slotmech/slotmech/rng"
)

// sunsOnTheLeft is a screen with 10 suns on reels 1 and 2 (25 × bet, SC-3),
// nothing else that pays, and the given multipliers from the bottom of reel
// 6 up; and refill lists that bring 10 suns again into reels 1 and 2, so
// that a tumble after the first step would win again.
func sunsOnTheLeft(t *testing.T, multipliers ...slotmech.Symbol) (slotmech.Screen, [][]slotmech.Symbol) {
	t.Helper()
	scr, _ := withCount(t, starlight.Sun, 10)
	for i, m := range multipliers {
		scr.Set(5, starlight.Rows-1-i, m)
	}
	return scr, lists(t, "sun sun sun sun sun", "sun sun sun sun sun")
}

// SC-12: a spin that reaches the cap exactly (its paytable wins so far ×
// the multipliers on screen = 5000 × bet) ends there: exactly the cap is
// paid, nothing is cut, and no tumble follows (the refill would have brought
// a second win). Just below the cap the sequence goes on: the second step
// wins and then reaches the cap, which cuts the excess.
func TestSC_12_CapReachedExactlyStopsTumbling(t *testing.T) {
	g := starlight.New()
	const bet = 20
	cap := slotmech.Money(starlight.CapTimes * bet)

	// Base game: 25 × (100 + 100) = 5000 × bet.
	scr, fill := sunsOnTheLeft(t, starlight.X100, starlight.X100)
	out := spin(t, g, games.Forced{Bet: bet, Screen: scr, Refill: fill})
	sp := out.Spins[0]
	require.True(t, out.Capped)
	require.Equal(t, cap, out.Win)
	require.Len(t, sp.Steps, 1, "no tumble after the step that reached the cap exactly")
	require.Equal(t, int64(200), sp.Multiplier)
	cut, ok := sp.Facts.Get(starlight.FactCapCut)
	require.True(t, ok)
	require.Zero(t, cut, "exactly the cap: nothing cut")
	require.Zero(t, awarded(sp))

	// A free spin with T 100 before it and ×100 on screen: T = 200, the same
	// exact cap, one step.
	scr, fill = sunsOnTheLeft(t, starlight.X100)
	out = spin(t, g, games.Forced{Bet: bet, Screen: scr, Refill: fill, State: freeSpin(100)})
	sp = out.Spins[0]
	require.True(t, out.Capped)
	require.Equal(t, cap, out.Win)
	require.Len(t, sp.Steps, 1, "no tumble after the step that reached the cap exactly")
	require.Equal(t, int64(200), sp.Multiplier)
	require.Equal(t, int64(200), total(sp))

	// Just below: 25 × (100 + 50 + 25 + 20 + 4) = 4975 × bet. The sequence
	// goes on; the second step's 10 suns bring it to 50 × 199 = 9950 × bet,
	// which reaches the cap: 4950 × bet cut.
	scr, fill = sunsOnTheLeft(t, starlight.X100, starlight.X50, starlight.X25, starlight.X20, starlight.X4)
	out = spin(t, g, games.Forced{Bet: bet, Screen: scr, Refill: fill})
	sp = out.Spins[0]
	require.True(t, out.Capped)
	require.Equal(t, cap, out.Win)
	require.Len(t, sp.Steps, 2, "below the cap after step 1: the tumble goes on")
	require.Equal(t, sp.Steps[0].Wins, sp.Steps[1].Wins[:1:1], "the same 10 suns again")
	cut, _ = sp.Facts.Get(starlight.FactCapCut)
	require.Equal(t, int64(4950*bet), cut)

	// Just below with nothing more falling in: paid in full, not capped.
	scr, _ = sunsOnTheLeft(t, starlight.X100, starlight.X50, starlight.X25, starlight.X20, starlight.X4)
	_, calm := withCount(t, starlight.Sun, 10)
	out = spin(t, g, games.Forced{Bet: bet, Screen: scr, Refill: calm})
	require.False(t, out.Capped)
	require.Equal(t, slotmech.Money(4975*bet), out.Win)
	_, ok = out.Spins[0].Facts.Get(starlight.FactCapCut)
	require.False(t, ok, "cap_cut only on a capped spin")
}

// requireCappedRecordConsistent checks the record of a round (SC-12): every
// spin's pays as computed before the cut, (Σ step wins + scatter pay) ×
// multiplier, less its cap_cut (set on the capped spin only) are what it
// paid; its scatter pay is SC-4's for its scatter count; the round pays the
// sum of its spins; a capped round pays exactly the cap, on its last spin,
// which awards no free spins. A spin that reached the cap in the middle of
// its sequence shows the scatters of the screen it ended on, the last
// step's.
func requireCappedRecordConsistent(t *testing.T, out games.Outcome, spins []games.Spin, where string) {
	t.Helper()
	var sum slotmech.Money
	for i, sp := range spins {
		var pays slotmech.Money
		for _, st := range sp.Steps {
			pays += st.Win
		}
		pays = (pays + sp.ScatterWin) * slotmech.Money(sp.Multiplier)
		cut, ok := sp.Facts.Get(starlight.FactCapCut)
		require.Equal(t, sp.Capped, ok, "%s spin %d: cap_cut is set on the capped spin only", where, i)
		require.Equal(t, sp.Win, pays-slotmech.Money(cut), "%s spin %d: pays − cut = paid", where, i)
		require.GreaterOrEqual(t, cut, int64(0))
		require.Equal(t, slotmech.Money(evScatterPay(sp.Scatters)*int64(out.Bet)/100), sp.ScatterWin,
			"%s spin %d: the scatter pay is SC-4's for the %d scatters shown", where, i, sp.Scatters)
		require.Equal(t, 30, sp.Final.Reels()*sp.Final.Rows(), "%s spin %d: the screen the spin ended on is recorded", where, i)
		require.Equal(t, sp.Scatters, sp.Final.Count(starlight.Scatter),
			"%s spin %d: the scatters are those of the screen the spin ended on", where, i)
		if sp.Capped {
			require.Equal(t, len(spins)-1, i, "%s: the capped spin is the last", where)
			require.Zero(t, awarded(sp), "%s: a capped spin awards no free spins", where)
			if n := len(sp.Steps); n > 0 {
				last := sp.Steps[n-1].Screen
				require.GreaterOrEqual(t, sp.Scatters, last.Count(starlight.Scatter), "%s: scatters are never removed", where)
				if cut, _ := sp.Facts.Get(starlight.FactCapCut); sp.Final != last {
					require.Positive(t, cut+int64(sp.ScatterWin), "%s: a spin that tumbled on after its last win was stopped by its scatter pay or multiplier", where)
				}
			}
		}
		sum += sp.Win
	}
	require.Equal(t, out.Win, sum, "%s: the round pays its spins", where)
	if out.Capped {
		require.Equal(t, slotmech.Money(starlight.CapTimes)*out.Bet, out.Win, "%s: exactly the cap", where)
		require.True(t, spins[len(spins)-1].Capped, where)
	}
}

// SC-12: the record of a capped spin is consistent — the steps played, the
// screen and scatter count at the moment the spin ended with their pay,
// every pay as computed before the cut, and the cut, so that pays − cut =
// what was paid — for forced capped spins (in the middle of the sequence
// with scatters on screen, at its end by the scatter pay, in a free spin,
// in the ante mode) and for random capped rounds of a high-variance maths,
// which the independent evaluator (independent_test.go) replays from their
// draws to the same record.
func TestSC_12_CappedSpinRecordConsistent(t *testing.T) {
	g := starlight.New()
	// In the middle of the sequence: 12 suns (50×) with ×500 and 4 scatters,
	// the refill empty (a tumble would fail).
	mid, _ := withCount(t, starlight.Sun, 12)
	mid.Set(4, 0, starlight.X500)
	for _, p := range []slotmech.Pos{slotmech.At(3, 0), slotmech.At(3, 1), slotmech.At(4, 1), slotmech.At(5, 1)} {
		mid.Set(p.Reel(), p.Row(), starlight.Scatter)
	}
	// At the end, by the scatter pay: (2 + 100) × 50 = 5100 × bet.
	end, endFill := withCount(t, starlight.Yellow, 12)
	for _, p := range []slotmech.Pos{slotmech.At(3, 0), slotmech.At(3, 1), slotmech.At(4, 1), slotmech.At(5, 1), slotmech.At(5, 2), slotmech.At(5, 3)} {
		end.Set(p.Reel(), p.Row(), starlight.Scatter)
	}
	end.Set(4, 0, starlight.X50)
	for _, c := range []struct {
		name  string
		f     games.Forced
		steps int
		cut   slotmech.Money
	}{
		{"middle", games.Forced{Bet: 20, Screen: mid, Refill: noRefill(t)}, 1, (50+3)*500*20 - 100_000},
		{"middle ante", games.Forced{Bet: 20, Mode: starlight.Ante, Screen: mid, Refill: noRefill(t)}, 1, (50+3)*500*20 - 100_000},
		{"middle free T 10", games.Forced{Bet: 20, Screen: mid, Refill: noRefill(t), State: freeSpin(10)}, 1, (50+3)*510*20 - 100_000},
		{"end", games.Forced{Bet: 20, Screen: end, Refill: endFill}, 1, (2+100)*50*20 - 100_000},
	} {
		out := spin(t, g, c.f)
		sp := out.Spins[0]
		require.True(t, out.Capped, c.name)
		require.Len(t, sp.Steps, c.steps, c.name)
		require.Equal(t, 4+2*boolInt(c.name == "end"), sp.Scatters, c.name)
		cut, _ := sp.Facts.Get(starlight.FactCapCut)
		require.Equal(t, int64(c.cut), cut, c.name)
		requireCappedRecordConsistent(t, out.Outcome, out.Spins, c.name)
	}

	// Random capped rounds: suns and high multipliers are frequent, in free
	// spins most.
	m := starlight.DefaultMaths()
	m.Base.Paying[starlight.Sun-starlight.Yellow] *= 4
	m.Ante.Paying[starlight.Sun-starlight.Yellow] *= 4
	m.Free.Paying[starlight.Sun-starlight.Yellow] *= 4
	m.Base.Scatter, m.Ante.Scatter = 6000, 8000
	m.Free.Multiplier = 6000
	m.BaseValues = [starlight.Multipliers]int64{10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 40, 40, 40}
	m.FreeValues = m.BaseValues
	hv, err := starlight.NewWithMaths(m)
	require.NoError(t, err)
	p := hv.NewPlayer()
	var d games.Detail
	src := rng.NewStream(12, 0)
	var capped, inFeature, midSequence, atEnd int
	for i := 0; capped < 40 || inFeature < 10 || midSequence < 10 || atEnd < 5; i++ {
		require.Less(t, i, 100_000, "too few capped rounds: %d, %d in free spins, %d in the middle of a sequence, %d at its end", capped, inFeature, midSequence, atEnd)
		mode := []string{games.Standard, starlight.Ante}[i%2]
		rec := rng.NewRecorder(src)
		out, err := p.Play(100, mode, rec, &d)
		require.NoError(t, err)
		if !out.Capped {
			continue
		}
		capped++
		name := fmt.Sprintf("round %d (%s)", i, mode)
		requireCappedRecordConsistent(t, out, d.Spins, name)
		spins, err := evRound(m, 100, mode == starlight.Ante, rec.Draws())
		require.NoError(t, err, name)
		require.Len(t, d.Spins, len(spins), name)
		for j, sp := range spins {
			requireSameSpin(t, sp, d.Spins[j], 100, fmt.Sprintf("%s spin %d", name, j))
		}
		last := spins[len(spins)-1]
		if last.free {
			inFeature++
		}
		if last.midSequence {
			midSequence++
		} else {
			atEnd++
		}
	}
	t.Logf("%d capped rounds: %d in free spins, %d in the middle of a sequence, %d at its end", capped, inFeature, midSequence, atEnd)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
