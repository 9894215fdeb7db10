package sqlstore_test

import (
	"testing"

	"github.com/slotmech/slotmech/internal/testfix/voidfix"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// TestCS_19_StoreVoidsOrAnswers: voidfix's suite on every engine, with two
// stores over one database (two service processes): a game voided is
// void for good, a game reported is answered, and a report and a void of
// one game racing from the two give one outcome; the terminal's row moves
// only forward, also when its first game races.
func TestCS_19_StoreVoidsOrAnswers(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		store, addr := newStore(t, e)
		sys, err := jackpot.NewSystem(ctx, hallPools(), store, rng.NewStream(9, 3))
		require.NoError(t, err)
		other, err := jackpot.NewSystem(ctx, hallPools(), openStore(t, e, addr), rng.NewStream(9, 4))
		require.NoError(t, err)
		voidfix.Check(t, "T", "brno", func(t testing.TB) map[string]jackpot.State { return ledgers(t, sys) }, sys, other)
		last, err := store.LastGame(ctx, "T-2")
		require.NoError(t, err)
		require.Equal(t, uint64(2), last)
	})
}
