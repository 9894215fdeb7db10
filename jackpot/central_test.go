package jackpot_test

import (
	"testing"
	"time"

	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// TestCS19_CentralDrawsOnceAndRepeatsItsAnswer: the system's own source
// decides the hits; a game reported again returns the first answer and
// takes no draw from the source; a game never reported takes one set.
func TestCS19_CentralDrawsOnceAndRepeatsItsAnswer(t *testing.T) {
	src := &countSource{src: rng.NewStream(5, 5)}
	sys, err := jackpot.NewSystem(ctx, hallPools(), new(jackpot.MemoryStore), src)
	require.NoError(t, err)
	term := jackpot.Terminal{ID: "T-1", Venue: "brno"} // grand (chance), brno (must-hit), south (both)
	var hits int
	for n := uint64(1); n <= 400; n++ {
		g := jackpot.Game{Terminal: term, Number: n, Stake: 500, At: at0}
		before := src.n
		w1, err := sys.Report(ctx, g)
		require.NoError(t, err)
		require.Equal(t, 4, src.n-before, "game %d: one draw per trigger of its pools", n)
		before = src.n
		w2, err := sys.Report(ctx, g)
		require.NoError(t, err)
		require.Equal(t, w1, w2, "game %d: the same answer", n)
		require.Equal(t, before, src.n, "game %d: no second draw", n)
		hits += len(w1)
	}
	require.Positive(t, hits, "the must-hit pool hits within 400 games of 500")
	_, err = sys.Report(ctx, jackpot.Game{Terminal: term, Number: 400, Stake: 5, At: at0})
	require.ErrorIs(t, err, jackpot.ErrGame, "the same number with another stake")
}

// TestCS20_PayRecordsStatusOnce: a win is announced, then paid with a
// complete form's number or refused for an incomplete one, once; a payout
// recorded again is the same answer, anything else is refused.
func TestCS20_PayRecordsStatusOnce(t *testing.T) {
	sys, err := jackpot.NewSystem(ctx, hallPools(), new(jackpot.MemoryStore), rng.NewStream(1, 2))
	require.NoError(t, err)
	term := jackpot.Terminal{ID: "T-1", Venue: "brno"}
	for n := uint64(1); ; n++ {
		w, err := sys.Report(ctx, jackpot.Game{Terminal: term, Number: n, Stake: 100, At: at0})
		require.NoError(t, err)
		if all, _ := sys.Wins(ctx, 0, 10); len(all) >= 2 && len(w) == 0 {
			break
		}
	}
	all, err := sys.Wins(ctx, 0, 100)
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(all), 2)
	for i, w := range all {
		require.Equal(t, uint64(i+1), w.Seq)
		require.Equal(t, jackpot.Announced, w.Status)
		require.Empty(t, w.Form)
	}
	tail, err := sys.Wins(ctx, 1, 1)
	require.NoError(t, err)
	require.Equal(t, all[1:2], tail)

	form := jackpot.PayoutForm{WinnerName: "Jan Novák", BirthDate: time.Date(1980, 5, 1, 0, 0, 0, 0, time.UTC),
		Address: "Brno", DocumentType: "ID card", DocumentNumber: "123", CheckedBy: "staff-3", Signed: true}
	_, err = sys.Pay(ctx, 1, " ", form)
	require.ErrorIs(t, err, jackpot.ErrPayout, "a blank form number")
	_, err = sys.Pay(ctx, 99, "PF-1", form)
	require.ErrorIs(t, err, jackpot.ErrPayout, "no such win")

	w, err := sys.Pay(ctx, 1, "PF-1", form)
	require.NoError(t, err)
	require.Equal(t, jackpot.Paid, w.Status)
	require.Equal(t, "PF-1", w.Form)
	again, err := sys.Pay(ctx, 1, "PF-1", form)
	require.NoError(t, err, "recorded again: the same answer")
	require.Equal(t, w, again)
	_, err = sys.Pay(ctx, 1, "PF-2", form)
	require.ErrorIs(t, err, jackpot.ErrPayout, "paid already, with another form")

	bad := form
	bad.Signed = false
	w, err = sys.Pay(ctx, 2, "PF-3", bad)
	require.ErrorIs(t, err, jackpot.ErrFormIncomplete)
	require.Equal(t, jackpot.Refused, w.Status)
	require.Equal(t, "PF-3", w.Form)
	_, err = sys.Pay(ctx, 2, "PF-3", form)
	require.ErrorIs(t, err, jackpot.ErrPayout, "refused for good")

	all, err = sys.Wins(ctx, 0, 2)
	require.NoError(t, err)
	require.Equal(t, []jackpot.Status{jackpot.Paid, jackpot.Refused}, []jackpot.Status{all[0].Status, all[1].Status})
	require.Equal(t, "announced paid refused Status(9)",
		jackpot.Announced.String()+" "+jackpot.Paid.String()+" "+jackpot.Refused.String()+" "+jackpot.Status(9).String())
}
