package terminal_test

import (
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/testfix/termfix"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/jackpot/central"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// TestCS_19_MachineNeedsTheCentralSystem: a terminal whose central jackpot
// system cannot be reached starts no game. The game whose report fails
// stands (it was written first) and comes back with an error wrapping
// jackpot.ErrStore; every START after it is refused with that error and
// plays nothing until the service answers again; then the report is sent
// again, answered once, and play goes on.
func TestCS_19_MachineNeedsTheCentralSystem(t *testing.T) {
	src := rng.NewReplayer([]uint64{termfix.Pays(2), noHit, termfix.Pays(1), noHit})
	sys := newSystem(t, src)
	var up atomic.Bool
	h := central.NewHandler(sys)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !up.Load() { // the service is down: the connection drops
			panic(http.ErrAbortHandler)
		}
		h.ServeHTTP(w, r)
	}))
	defer srv.Close()
	c, err := central.NewClient(srv.Client(), srv.URL)
	require.NoError(t, err)
	cfg := config(t, src)
	cfg.Jackpot = c
	m, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 1000))

	r, err := m.Start(ctx, at)
	require.ErrorIs(t, err, jackpot.ErrStore)
	require.ErrorContains(t, err, "unreachable")
	require.Equal(t, uint64(1), r.Seq, "the game written stands")
	for range 3 {
		r, err = m.Start(ctx, at)
		require.ErrorIs(t, err, jackpot.ErrStore)
		require.Zero(t, r.Seq, "no game started")
		require.Equal(t, uint64(1), m.Meters().Games)
	}
	require.ErrorIs(t, m.Risk(ctx), jackpot.ErrStore, "nor RISK")

	up.Store(true)
	r, err = m.Start(ctx, at)
	require.NoError(t, err)
	require.Equal(t, uint64(2), r.Seq)
	l, err := sys.Audit(ctx, poolName)
	require.NoError(t, err)
	require.Equal(t, uint64(2), l.Games, "each game reported once")
	require.Equal(t, slotmech.Money(200), l.Staked)
	require.True(t, m.Meters().Balanced())
}
