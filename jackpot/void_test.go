package jackpot_test

import (
	"testing"

	"github.com/slotmech/slotmech/internal/testfix/voidfix"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// TestCS_19_VoidOrAnswer: a game its terminal could not report is voided
// for good if the system has no report of it, or answered with its first
// report, in one atomic step of a MemoryStore (voidfix's suite); and a
// terminal that no pool takes has nothing to void.
func TestCS_19_VoidOrAnswer(t *testing.T) {
	sys, err := jackpot.NewSystem(ctx, hallPools(), new(jackpot.MemoryStore), rng.NewStream(9, 1))
	require.NoError(t, err)
	voidfix.Check(t, "T", "brno", func(t testing.TB) map[string]jackpot.State { return audit(t, sys) }, sys)

	only, err := jackpot.NewSystem(ctx, hallPools()[1:2], new(jackpot.MemoryStore), rng.NewStream(9, 2))
	require.NoError(t, err)
	wins, played, err := only.Void(ctx, jackpot.Terminal{ID: "T-9", Venue: "praha"}, 7)
	require.NoError(t, err)
	require.False(t, played)
	require.Nil(t, wins)
	_, _, err = only.Void(ctx, jackpot.Terminal{ID: "", Venue: "praha"}, 7)
	require.ErrorIs(t, err, jackpot.ErrGame)
}
