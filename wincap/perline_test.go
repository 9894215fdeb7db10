package wincap_test

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/wincap"
)

// TestCS_10_LineCap: the most one line can pay in one game, all cascade
// steps and full-house doubling together, is 100 000 Kč; anything above it
// on that line is cut, and other lines are unaffected (CS-10). Stake
// 1 000 Kč, pay factors from CS-4.
func TestCS_10_LineCap(t *testing.T) {
	p, err := wincap.NewPerLine(5, 100_000)
	require.NoError(t, err)
	for i, step := range []struct {
		line      int
		win, paid slotmech.Money
		note      string
	}{
		{0, 100_000, 100_000, "step 1, line 1: SEVEN ×5 = 100 × stake, exactly the cap"},
		{1, 50_000, 50_000, "step 1, line 2: BELL ×5 = 50 × stake"},
		{0, 6_000, 0, "step 2, line 1: SEVEN ×3 = 6 × stake; line 1 is full: cut"},
		{1, 25_000, 25_000, "step 2, line 2: GRAPES ×5 = 25 × stake; 75 000 so far"},
		{2, 24_000, 24_000, "step 2, line 3: STRAWBERRY ×5 = 12 × stake, doubled by a full house (CS-9)"},
		{1, 30_000, 25_000, "step 3, line 2: MELON ×5 = 30 × stake; cut to the 25 000 left"},
		{2, 24_000, 24_000, "step 3, line 3: the same again; 48 000 so far"},
		{1, 1_000, 0, "step 4, line 2: LEMON ×3; line 2 is full: cut"},
	} {
		require.Equal(t, step.paid, p.Pay(step.line, step.win), "step %d: %s", i, step.note)
	}
	for line, want := range []slotmech.Money{100_000, 100_000, 48_000, 0, 0} {
		require.Equal(t, want, p.Paid(line), "line %d", line)
	}
	p.Reset() // the next game
	for line := range 5 {
		require.Zero(t, p.Paid(line))
	}
	require.Equal(t, slotmech.Money(100_000), p.Pay(0, 100_000))
}

func TestNewPerLineErrors(t *testing.T) {
	for _, tc := range []struct {
		lines int
		limit slotmech.Money
		err   error
		msg   string
	}{
		{0, 100, wincap.ErrConfig, "wincap: lines: 0 is outside 1 to 64"},
		{65, 100, wincap.ErrConfig, "wincap: lines: 65 is outside 1 to 64"},
		{-3, 100, wincap.ErrConfig, "wincap: lines: -3 is outside 1 to 64"},
		{5, -1, slotmech.ErrNegative, "wincap: per-line limit: -1 is negative"},
	} {
		_, err := wincap.NewPerLine(tc.lines, tc.limit)
		require.ErrorIs(t, err, tc.err)
		require.EqualError(t, err, tc.msg)
		var e *slotmech.Error
		require.ErrorAs(t, err, &e)
		require.Equal(t, "NewPerLine", e.Op)
	}
	require.Equal(t, "wincap: invalid cap", wincap.ErrConfig.Error())
	p, err := wincap.NewPerLine(64, 0)
	require.NoError(t, err)
	require.Zero(t, p.Pay(63, 10), "a limit of 0 pays nothing")
}

func TestPerLinePanics(t *testing.T) {
	p, err := wincap.NewPerLine(5, 100)
	require.NoError(t, err)
	require.PanicsWithValue(t, "wincap: line 5 out of range 0 to 4", func() { p.Pay(5, 1) })
	require.PanicsWithValue(t, "wincap: line -1 out of range 0 to 4", func() { p.Pay(-1, 1) })
	require.PanicsWithValue(t, "wincap: line 7 out of range 0 to 4", func() { p.Paid(7) })
	require.PanicsWithValue(t, "wincap: negative win", func() { p.Pay(0, -1) })
	var zero wincap.PerLine
	require.Panics(t, func() { zero.Pay(0, 1) })
}

// TestPerLineProperties: on every line, what is paid is at most the limit
// and equals min(sum of that line's wins, limit); Reset restores every
// allowance.
func TestPerLineProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		lines := rapid.IntRange(1, 64).Draw(t, "lines")
		limit := slotmech.Money(rapid.Int64Range(0, 1_000_000).Draw(t, "limit"))
		p, err := wincap.NewPerLine(lines, limit)
		require.NoError(t, err)
		for range rapid.IntRange(1, 3).Draw(t, "games") {
			wins := make([]slotmech.Money, lines)
			paid := make([]slotmech.Money, lines)
			for range rapid.IntRange(0, 100).Draw(t, "wins") {
				line := rapid.IntRange(0, lines-1).Draw(t, "line")
				win := slotmech.Money(rapid.Int64Range(0, 300_000).Draw(t, "win"))
				got := p.Pay(line, win)
				require.GreaterOrEqual(t, got, slotmech.Money(0))
				require.LessOrEqual(t, got, win)
				wins[line] += win
				paid[line] += got
			}
			for line := range lines {
				require.LessOrEqual(t, paid[line], limit)
				require.Equal(t, min(wins[line], limit), paid[line], "line %d", line)
				require.Equal(t, paid[line], p.Paid(line), "line %d", line)
			}
			p.Reset()
		}
	})
}
