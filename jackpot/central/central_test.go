package central_test

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/internal/testfix/voidfix"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/jackpot/central"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

var (
	ctx = context.Background()
	at0 = time.Date(2026, 12, 24, 18, 0, 0, 0, time.UTC)
)

// TestCS19_ClientIsTheSystem: over HTTP the client answers as the System
// it reaches — the same hits, the same idempotent repeats, the same
// errors by sentinel, the win records and payouts (CS-20) — and a client
// that reaches no service returns an error wrapping ErrStore; a client
// given a dead URL first fails over to the live one.
func TestCS19_ClientIsTheSystem(t *testing.T) {
	sys, err := jackpot.NewSystem(ctx, hallPools(), new(jackpot.MemoryStore), rng.NewStream(3, 3))
	require.NoError(t, err)
	want, err := jackpot.NewSystem(ctx, hallPools(), new(jackpot.MemoryStore), rng.NewStream(3, 3))
	require.NoError(t, err)
	srv := httptest.NewServer(handler(t, sys, "T-1"))
	defer srv.Close()
	dead := httptest.NewServer(nil)
	dead.Close()
	c, err := central.NewClient(nil, terminaltest.CentralKey("T-1", false), dead.URL, srv.URL)
	require.NoError(t, err)

	term := jackpot.Terminal{ID: "T-1", Venue: "brno"}
	var hits int
	for n := uint64(1); n <= 300; n++ {
		g := jackpot.Game{Terminal: term, Number: n, Stake: 500, At: at0.Add(time.Duration(n) * time.Second)}
		w, err := c.Report(ctx, g)
		require.NoError(t, err)
		ww, err := want.Report(ctx, g)
		require.NoError(t, err)
		require.Len(t, w, len(ww))
		for i := range w {
			require.True(t, w[i].At.Equal(ww[i].At) && w[i].Payout.Due.Equal(ww[i].Payout.Due))
			w[i].At, w[i].Payout.Due = ww[i].At, ww[i].Payout.Due
		}
		require.Equal(t, ww, w, "game %d", n)
		again, err := c.Report(ctx, g)
		require.NoError(t, err)
		require.Len(t, again, len(w), "game %d reported again", n)
		hits += len(w)
	}
	require.Positive(t, hits)

	_, err = c.Report(ctx, jackpot.Game{Terminal: term, Number: 300, Stake: 5, At: at0})
	require.ErrorIs(t, err, jackpot.ErrGame)
	var se *slotmech.Error
	require.True(t, errors.As(err, &se))
	require.Contains(t, err.Error(), "reported again with stake 5")

	wins, err := c.Wins(ctx, 0, 1000)
	require.NoError(t, err)
	require.Len(t, wins, hits)
	form := jackpot.PayoutForm{WinnerName: "Jan Novák", BirthDate: time.Date(1980, 5, 1, 0, 0, 0, 0, time.UTC),
		Address: "Brno", DocumentType: "ID card", DocumentNumber: "123", CheckedBy: "staff-3", Signed: true}
	w, err := c.Pay(ctx, wins[0].Seq, "PF-1", form)
	require.NoError(t, err)
	require.Equal(t, jackpot.Paid, w.Status)
	require.Equal(t, "PF-1", w.Form)
	_, err = c.Pay(ctx, wins[0].Seq, "PF-2", form)
	require.ErrorIs(t, err, jackpot.ErrPayout)
	form.Signed = false
	w, err = c.Pay(ctx, wins[1].Seq, "PF-3", form)
	require.ErrorIs(t, err, jackpot.ErrFormIncomplete)
	require.Equal(t, jackpot.Refused, w.Status)
	wins, err = c.Wins(ctx, 0, 2)
	require.NoError(t, err)
	require.Equal(t, []jackpot.Status{jackpot.Paid, jackpot.Refused}, []jackpot.Status{wins[0].Status, wins[1].Status})

	down, err := central.NewClient(nil, terminaltest.CentralKey("T-1", false), dead.URL)
	require.NoError(t, err)
	_, err = down.Report(ctx, jackpot.Game{Terminal: term, Number: 301, Stake: 5, At: at0})
	require.ErrorIs(t, err, jackpot.ErrStore)
	require.ErrorContains(t, err, "unreachable")

	key := terminaltest.CentralKey("T-1", false)
	_, err = central.NewClient(nil, key)
	require.ErrorIs(t, err, jackpot.ErrConfig)
	_, err = central.NewClient(nil, key, "ftp://x")
	require.ErrorIs(t, err, jackpot.ErrConfig)
	_, err = central.NewClient(nil, central.Key{ID: "T-1", Secret: []byte("short")}, srv.URL)
	require.ErrorIs(t, err, jackpot.ErrConfig)
	_, err = central.NewClient(nil, central.Key{Secret: key.Secret}, srv.URL)
	require.ErrorIs(t, err, jackpot.ErrConfig)
}

// handler returns the handler of sys with the test keys of the terminals
// ids and of the attendant.
func handler(t testing.TB, sys jackpot.Central, ids ...string) http.Handler {
	t.Helper()
	h, err := central.NewHandler(sys, terminaltest.Keys(ids...))
	require.NoError(t, err)
	return h
}

// ledgers returns the states of sys's pools, by name.
func ledgers(t testing.TB, sys *jackpot.System) map[string]jackpot.State {
	t.Helper()
	out := map[string]jackpot.State{}
	for _, p := range sys.Pools() {
		st, err := sys.Audit(ctx, p)
		require.NoError(t, err)
		out[p] = st
	}
	return out
}

// voidIDs are the terminals voidfix.Check plays with prefix.
func voidIDs(prefix string) []string {
	ids := []string{prefix + "-1", prefix + "-2"}
	for k := range 20 {
		ids = append(ids, fmt.Sprintf("%s-race-%d", prefix, k))
	}
	return ids
}

// TestCS_19_ClientVoids: voidfix's suite over HTTP, through two handlers
// of one system (two service processes) and a client of each: the void
// endpoint answers as the System does, its errors by sentinel, and a
// report of a void game comes back wrapping ErrVoid and ErrGame.
func TestCS_19_ClientVoids(t *testing.T) {
	sys, err := jackpot.NewSystem(ctx, hallPools(), new(jackpot.MemoryStore), rng.NewStream(3, 4))
	require.NoError(t, err)
	var cs []jackpot.Central
	for range 2 {
		srv := httptest.NewServer(handler(t, sys, voidIDs("T")...))
		t.Cleanup(srv.Close)
		cs = append(cs, terminaltest.Clients(nil, srv.URL))
	}
	voidfix.Check(t, "T", "brno", func(t testing.TB) map[string]jackpot.State { return ledgers(t, sys) }, cs...)

	dead := httptest.NewServer(nil)
	dead.Close()
	down, err := central.NewClient(nil, terminaltest.CentralKey("T-1", false), dead.URL)
	require.NoError(t, err)
	_, _, err = down.Void(ctx, jackpot.Terminal{ID: "T-1", Venue: "brno"}, 99)
	require.ErrorIs(t, err, jackpot.ErrStore)
	require.ErrorContains(t, err, "unreachable")
}
