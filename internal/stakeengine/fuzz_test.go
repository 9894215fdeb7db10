package stakeengine_test

import (
	"errors"
	"io"
	"math"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/stakeengine"
)

// FuzzCheck: math files from outside (one mode's cost, lookup table and
// books, the books compressed as the format wants) are either refused with
// an error wrapping ErrFormat or accepted with figures that hold together:
// a positive total weight, rates between 0 and 1, no more paying rows than
// rows, and a report that prints. Never a panic.
func FuzzCheck(f *testing.F) {
	base, bonus := valid()["base"], valid()["bonus"]
	f.Add("1", base.table, base.books)
	f.Add("2", bonus.table, bonus.books)
	f.Add("0.5", "1,3,10\n", `{"id":1,"payoutMultiplier":10,"events":[]}`+"\n")
	f.Add("1", "1,1,0\r\n2,1,20\r\n", books(0, 20))
	f.Add("1e3", "7,18446744073709551615,18446744073709551610\n", `{"id":7,"events":[],"payoutMultiplier":18446744073709551610}`+"\n")
	f.Fuzz(func(t *testing.T, cost, table, bookLines string) {
		dir := files(t, map[string]mode{"base": {index: indexOf("base", cost), table: table, books: bookLines}}, "base")
		r, err := stakeengine.Check(dir)
		if err != nil {
			require.ErrorIs(t, err, stakeengine.ErrFormat)
			var fe *slotmech.Error
			require.True(t, errors.As(err, &fe))
			var rule stakeengine.Rule
			require.True(t, errors.As(err, &rule), "names the rule broken")
			return
		}
		require.Len(t, r.Modes, 1)
		m := r.Modes[0]
		require.Positive(t, m.Weight)
		require.Positive(t, m.Rows)
		require.Positive(t, m.Cost.Sign())
		require.LessOrEqual(t, m.NonZero, m.Rows)
		require.LessOrEqual(t, int64(m.Payouts), m.NonZero)
		require.GreaterOrEqual(t, m.RTP.Sign(), 0)
		for _, p := range []*big.Rat{m.HitRate, m.MaxWinRate, m.LessThanBet} {
			require.True(t, p.Sign() >= 0 && p.Cmp(big.NewRat(1, 1)) <= 0, "a rate of %v", p)
		}
		require.False(t, math.IsNaN(m.SigmaX) || m.SigmaX < 0, "sigma %v", m.SigmaX)
		require.NoError(t, r.Fprint(io.Discard))
	})
}
