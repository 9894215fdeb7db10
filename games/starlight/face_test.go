package starlight_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/games/starlight"
	sl "github.com/slotmech/slotmech/internal/starlight"
	"github.com/slotmech/slotmech/rng"
)

// The public game is the implementation's, unchanged: the same
// configuration bytes, the same tables, the same rounds draw for draw,
// and it keeps the games contract.
func TestFaceIsTheGame(t *testing.T) {
	g, impl := starlight.New(), sl.New()
	require.True(t, bytes.Equal(impl.ConfigData(), g.ConfigData()))
	require.Equal(t, starlight.ConfigIdentity, games.ConfigID(g))
	require.Equal(t, sl.ConfigIdentity, starlight.ConfigIdentity)
	require.Equal(t, sl.PayTable(), starlight.PayTable())
	require.Same(t, sl.Alphabet(), g.Alphabet())
	require.Equal(t, impl.Modes(), g.Modes())
	require.Equal(t, impl.Facts(), g.Facts())
	pt, ok := g.(games.PayTableDescriber)
	require.True(t, ok, "the game describes its pays")
	require.Equal(t, impl.DescribePays(), pt.DescribePays())
	require.Equal(t, sl.Name, starlight.Name)
	require.Equal(t, sl.Ante, starlight.Ante)
	require.Equal(t, sl.DefaultBet, g.DefaultBet())
	for _, f := range []string{starlight.FactTotalMultiplier, starlight.FactFreeSpin, starlight.FactAwarded, starlight.FactCapCut} {
		found := false
		for _, d := range g.Facts() {
			found = found || d.Name == f
		}
		require.True(t, found, "fact %q declared", f)
	}
	p, q := g.NewPlayer(), impl.NewPlayer()
	var dp, dq games.Detail
	a, b := rng.NewStream(7, 1), rng.NewStream(7, 1)
	for i := range 2000 {
		mode := games.Standard
		if i%2 == 1 {
			mode = starlight.Ante
		}
		op, err := p.Play(100, mode, a, &dp)
		require.NoError(t, err)
		oq, err := q.Play(100, mode, b, &dq)
		require.NoError(t, err)
		require.Equal(t, oq, op, "round %d", i)
		require.Equal(t, dq, dp, "round %d", i)
	}
	require.NoError(t, gamestest.CheckContract(g, 2026, 100))
}

// The maths is data: the default maths round-trips through the public
// types to the same configuration, a changed weight changes the identity,
// and maths that cannot be drawn from is refused with ErrConfig naming
// the table.
func TestFaceMaths(t *testing.T) {
	m := starlight.DefaultMaths()
	d := sl.DefaultMaths()
	require.Equal(t, d.Base.Paying, m.Base.Paying)
	require.Equal(t, d.Free.Multiplier, m.Free.Multiplier)
	require.Equal(t, d.Ante.Scatter, m.Ante.Scatter)
	require.Equal(t, d.BaseValues, m.BaseValues)
	require.Equal(t, d.FreeValues, m.FreeValues)
	require.Equal(t, d.Base.Scatter, m.Base.Scatter)
	g, err := starlight.NewWithMaths(m)
	require.NoError(t, err)
	require.Equal(t, starlight.ConfigIdentity, games.ConfigID(g))
	requireMaths(t, m, g)

	m.Ante.Multiplier++
	other, err := starlight.NewWithMaths(m)
	require.NoError(t, err)
	require.NotEqual(t, starlight.ConfigIdentity, games.ConfigID(other))
	requireMaths(t, m, other)

	m.Free.Paying[3] = -1
	_, err = starlight.NewWithMaths(m)
	require.True(t, errors.Is(err, starlight.ErrConfig), "%v", err)
	require.Contains(t, err.Error(), "maths.Free")
}

// requireMaths checks that g is the implementation's game of maths m: the
// implementation built from m field by field has m as its maths and g's
// configuration bytes, which encode every weight.
func requireMaths(t *testing.T, m starlight.Maths, g games.Game) {
	t.Helper()
	w := func(w starlight.Weights) sl.Weights {
		return sl.Weights{Paying: w.Paying, Scatter: w.Scatter, Multiplier: w.Multiplier}
	}
	want := sl.Maths{Base: w(m.Base), Ante: w(m.Ante), Free: w(m.Free), BaseValues: m.BaseValues, FreeValues: m.FreeValues}
	impl, err := sl.NewWithMaths(want)
	require.NoError(t, err)
	require.Equal(t, want, impl.Maths())
	require.True(t, bytes.Equal(impl.ConfigData(), g.ConfigData()))
}
