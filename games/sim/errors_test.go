package sim_test

import (
	"context"
	"errors"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/internal/toygame"
	"github.com/stretchr/testify/require"
)

// Every error sim returns is the module's one error type, wrapping the
// sentinel that says what went wrong (issue #28): a configuration it
// refuses, stats that do not merge, a JSON form that is not a run's.
func TestErrorsAreTheOneType(t *testing.T) {
	check := func(err, sentinel error) {
		t.Helper()
		var e *slotmech.Error
		require.True(t, errors.As(err, &e) && e == err, "%T %v", err, err)
		require.ErrorIs(t, err, sentinel)
	}
	g := &toygame.Game{}
	_, err := sim.Simulate(context.Background(), sim.Config{Game: g, Rounds: -1})
	check(err, sim.ErrConfig)
	a, err := sim.Simulate(context.Background(), sim.Config{Game: g, Rounds: 1000, Seed: 1})
	require.NoError(t, err)
	b, err := sim.Simulate(context.Background(), sim.Config{Game: g, Rounds: 1000, Seed: 2})
	require.NoError(t, err)
	check(a.Merge(b), sim.ErrMerge)
	var s sim.Stats
	check(s.UnmarshalJSON([]byte(`{"nope":1}`)), sim.ErrStatsData)
}
