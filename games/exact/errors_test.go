package exact_test

import (
	"context"
	"errors"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/internal/testfix/gamefix"
	"github.com/slotmech/slotmech/internal/toygame"
	"github.com/stretchr/testify/require"
)

// Every error exact returns is the module's one error type, wrapping the
// sentinel that says what went wrong (issue #28): a game it cannot
// enumerate, options it refuses, cycles that do not merge, a JSON form that
// is not a cycle's. A cancelled context is returned as ctx's error.
func TestErrorsAreTheOneType(t *testing.T) {
	ctx := context.Background()
	classic := gamefix.ClassicFive(t)
	check := func(err, sentinel error) {
		t.Helper()
		var e *slotmech.Error
		require.True(t, errors.As(err, &e) && e == err, "%T %v", err, err)
		require.ErrorIs(t, err, sentinel)
	}
	_, err := exact.FullCycle(ctx, &toygame.Game{}, 4, exact.Options{})
	check(err, exact.ErrNotStrip)
	_, err = exact.FullCycle(ctx, classic, classic.DefaultBet(), exact.Options{Shard: 5, Shards: 3})
	check(err, exact.ErrConfig)
	a, err := exact.FullCycle(ctx, classic, classic.DefaultBet(), exact.Options{Shard: 0, Shards: 2})
	require.NoError(t, err)
	check(a.Merge(a), exact.ErrShard)
	var c exact.Cycle
	check(c.UnmarshalJSON([]byte(`{"nope":1}`)), exact.ErrShard)

	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	_, err = exact.FullCycle(cancelled, classic, classic.DefaultBet(), exact.Options{})
	require.ErrorIs(t, err, context.Canceled)
}
