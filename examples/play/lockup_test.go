package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestCS_20_PlayLockupAndAttendantKey plays AUTO START at MAX BET until the
// MINI pool (must hit by 5 000 Kč) hits: AUTO START stops (CS-13), the
// screen keeps the lock-up's announcement while every game, RISK and
// cash-out is refused, and the attendant key with a complete payout form
// clears it, the win record paid with the form's number; AUTO START stays
// off (CS-20).
func TestCS_20_PlayLockupAndAttendantKey(t *testing.T) {
	keys := "m\na\n" + strings.Repeat("\n", 700) + "s\nm\nr\no\na\n" +
		"k attendant-7 | PF-0042 | Jan Novák | 1980-05-01 | Brno 1 | ID card | 123456 | attendant 7 | y\n" +
		"\nq\n"
	s := session(t, keys, "-seed", "4", "-credit", "1000000")
	hit := -1
	for i, sc := range s {
		if strings.Contains(sc, "TERMINAL LOCKED") {
			hit = i
			break
		}
	}
	require.Positive(t, hit, "the MINI pool hit within 700 games")
	require.Contains(t, s[hit], "AUTO START stopped: jackpot hit, the terminal is locked (CS-13).")
	require.Contains(t, s[hit], "AUTO START off")
	require.Regexp(t, `JACKPOT MINI: [0-9 ]+ Kč, win record 1\. Call an attendant \(k\)\.`, s[hit])

	n := len(s)
	locked := s[n-8 : n-2] // after the last Enters: s, m, r, o, a
	for i, sc := range append([]string{s[n-9]}, locked...) {
		require.Contains(t, sc, "TERMINAL LOCKED", "screen %d", i)
		require.Contains(t, sc, "JACKPOT MINI: ", "the announcement stays (screen %d)", i)
		require.Equal(t, meters(t, s[hit]), meters(t, sc), "nothing played or paid (screen %d)", i)
	}
	for i, sc := range locked[1:] {
		require.Contains(t, sc, "! terminal: jackpot hand-pay lock-up: an attendant must clear it", "key %d", i)
	}
	cleared := s[n-2]
	require.NotContains(t, cleared, "TERMINAL LOCKED")
	require.Contains(t, cleared, "Lock-up cleared by attendant-7.")
	require.Regexp(t, `Win record 1 \(mini, [0-9 ]+ Kč\): paid, payout form PF-0042\.`, cleared)
	require.Contains(t, s[n-1], "AUTO START off", "Enter plays nothing: AUTO START did not restart")
	require.Equal(t, meters(t, cleared), meters(t, s[n-1]))
}
