// Package voidfix is the test suite of a central jackpot system's void
// (jackpot.Central.Void), run against every store and over HTTP: a game
// the terminal could not report is either voided, for good, or answered
// with its first report, atomically, also when a report and a void of the
// same game race from two processes; and the terminal's last game
// (jackpot.Central.LastGame), reported or void, as every process sees it.
//
// It is for the module's tests only; its functions are safe to call from
// parallel tests, each with its own terminals.
package voidfix

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/slotmech/slotmech/jackpot"
	"github.com/stretchr/testify/require"
)

// Audit returns the ledgers of the pools, by name.
type Audit func(t testing.TB) map[string]jackpot.State

// at is the time of the suite's games.
var at = time.Date(2026, 12, 4, 23, 0, 0, 0, time.UTC)

// games sums the games of the ledgers.
func games(l map[string]jackpot.State) uint64 {
	var n uint64
	for _, st := range l {
		n += st.Games
	}
	return n
}

// Check runs the suite on the Centrals cs (one or more over the same
// store, as the processes of a network), for terminals of venue, whose
// games some pool takes, named with prefix; audit reads the ledgers.
// Every pool of the venue's scope must hit within 2 000 games of stake
// 500.
func Check(t *testing.T, prefix, venue string, audit Audit, cs ...jackpot.Central) {
	ctx := context.Background()
	c, other := cs[0], cs[len(cs)-1]
	term := jackpot.Terminal{ID: prefix + "-1", Venue: venue}
	report := func(n uint64) ([]jackpot.Win, error) {
		return c.Report(ctx, jackpot.Game{Terminal: term, Number: n, Stake: 500, At: at})
	}
	last := func(c jackpot.Central, t0 jackpot.Terminal) uint64 {
		n, err := c.LastGame(ctx, t0)
		require.NoError(t, err)
		return n
	}
	require.Zero(t, last(c, term), "no game yet")
	for n := uint64(1); n <= 3; n++ {
		_, err := report(n)
		require.NoError(t, err)
		require.Equal(t, n, last(other, term), "the last game, from every process")
	}
	before := audit(t)

	// Game 4 never reached the system: void, for good.
	for range 2 {
		wins, played, err := c.Void(ctx, term, 4)
		require.NoError(t, err)
		require.False(t, played, "game 4 was not reported: void")
		require.Nil(t, wins)
	}
	_, err := report(4)
	require.ErrorIs(t, err, jackpot.ErrVoid, "a void game is never played")
	require.ErrorIs(t, err, jackpot.ErrGame)
	require.ErrorContains(t, err, "game 4: void")
	require.Equal(t, before, audit(t), "a void and its refused report change no pool")
	_, _, err = other.Void(ctx, term, 4)
	require.NoError(t, err, "void again, from another process")
	require.Equal(t, uint64(4), last(c, term), "a void game is the terminal's last")

	// Game 5 is reported, then voided: its answer, nothing changed.
	first, err := report(5)
	require.NoError(t, err)
	after := audit(t)
	require.Greater(t, games(after), games(before), "game 5 taken")
	wins, played, err := other.Void(ctx, term, 5)
	require.NoError(t, err)
	require.True(t, played, "game 5 was reported")
	requireSameWins(t, first, wins)
	require.Equal(t, after, audit(t), "the void of a reported game changes nothing")

	// A void of a game below the last, or of game 0, is refused.
	for _, n := range []uint64{3, 0} {
		_, _, err = c.Void(ctx, term, n)
		require.ErrorIs(t, err, jackpot.ErrGame, "game %d", n)
		require.False(t, errors.Is(err, jackpot.ErrVoid), "game %d", n)
	}

	// A game that hit is answered with its hits, numbered as they were.
	n := uint64(6)
	for ; ; n++ {
		require.Less(t, n, uint64(2000), "no hit")
		w, err := report(n)
		require.NoError(t, err)
		if len(w) > 0 {
			first = w
			break
		}
	}
	wins, played, err = other.Void(ctx, term, n)
	require.NoError(t, err)
	require.True(t, played)
	requireSameWins(t, first, wins)

	// A terminal's very first game voided: it has no row yet.
	fresh := jackpot.Terminal{ID: prefix + "-2", Venue: venue}
	_, played, err = c.Void(ctx, fresh, 1)
	require.NoError(t, err)
	require.False(t, played)
	_, err = other.Report(ctx, jackpot.Game{Terminal: fresh, Number: 1, Stake: 500, At: at})
	require.ErrorIs(t, err, jackpot.ErrVoid)
	_, err = other.Report(ctx, jackpot.Game{Terminal: fresh, Number: 2, Stake: 500, At: at})
	require.NoError(t, err, "the next game is N + 1")

	// A report and a void of one game, racing (a terminal's late report
	// and its void, in two processes): one outcome, never both.
	for k := range 20 {
		tm := jackpot.Terminal{ID: fmt.Sprintf("%s-race-%d", prefix, k), Venue: venue}
		first := uint64(1 + k%2) // the terminal's first game (no row yet) or its second
		if first == 2 {
			_, err := c.Report(ctx, jackpot.Game{Terminal: tm, Number: 1, Stake: 500, At: at})
			require.NoError(t, err)
		}
		was := games(audit(t))
		var wg sync.WaitGroup
		var rerr, verr error
		var rwins, vwins []jackpot.Win
		var vplayed bool
		wg.Go(func() {
			rwins, rerr = c.Report(ctx, jackpot.Game{Terminal: tm, Number: first, Stake: 500, At: at})
		})
		wg.Go(func() { vwins, vplayed, verr = other.Void(ctx, tm, first) })
		wg.Wait()
		require.NoError(t, verr)
		now := games(audit(t))
		if vplayed {
			require.NoError(t, rerr, "race %d: played, so the report stood", k)
			requireSameWins(t, rwins, vwins)
			require.Greater(t, now, was, "race %d", k)
		} else {
			require.ErrorIs(t, rerr, jackpot.ErrVoid, "race %d: void, so the report was refused", k)
			require.Equal(t, was, now, "race %d: a void takes no pool", k)
		}
	}
}

// requireSameWins checks that got are the wins want, times compared as
// instants (a database keeps them in UTC).
func requireSameWins(t *testing.T, want, got []jackpot.Win) {
	t.Helper()
	require.Len(t, got, len(want))
	for i := range want {
		w, g := want[i], got[i]
		require.True(t, w.At.Equal(g.At) && w.Payout.Due.Equal(g.Payout.Due), "win %d times", i)
		g.At, g.Payout.Due = w.At, w.Payout.Due
		require.Equal(t, w, g, "win %d", i)
	}
}
