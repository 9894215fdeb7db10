package jackpotcheck_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/jackpotcheck"
	"github.com/stretchr/testify/require"
)

// Name accepts exactly ASCII letters, digits and "-_.:/", 1 to 64
// bytes: the edges of every range included, the bytes next to them not.
func TestName(t *testing.T) {
	for _, ok := range []string{"a", "z", "A", "Z", "0", "9", "aZ09-_.:/", "brno-1", strings.Repeat("x", 64)} {
		require.True(t, jackpotcheck.Name(ok), "%q", ok)
	}
	for _, bad := range []string{"", "`", "{", "@", "[", " ", "é", "a b", strings.Repeat("x", 65)} {
		require.False(t, jackpotcheck.Name(bad), "%q", bad)
	}
	for c := range 256 {
		want := 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.ContainsRune("-_.:/", rune(c))
		require.Equal(t, want, jackpotcheck.Name(string([]byte{byte(c)})), "byte %d", c)
	}
}

// Repeat accepts the same game again and refuses an older number or the
// last number with another stake, wrapping ErrGame.
func TestRepeat(t *testing.T) {
	require.NoError(t, jackpotcheck.Repeat("T-1", 7, 100, 7, 100))
	for _, tt := range []struct {
		number uint64
		stake  slotmech.Money
		msg    string
	}{
		{5, 100, `jackpot: terminal "T-1": game 5: below the last game reported, 7`},
		{7, 200, `jackpot: terminal "T-1": game 7: reported again with stake 200, first with 100`},
	} {
		err := jackpotcheck.Repeat("T-1", tt.number, tt.stake, 7, 100)
		require.True(t, errors.Is(err, jackpotcheck.ErrGame), "%v", err)
		require.EqualError(t, err, tt.msg)
	}
}

// A void recorded (last stake 0) refuses a report of the game, wrapping
// ErrGame and ErrVoid, and answers a void again with ErrVoid alone; a void
// of a game reported is its answer (nil); a void below the last is ErrGame.
func TestRepeatVoid(t *testing.T) {
	err := jackpotcheck.Repeat("T-1", 7, 100, 7, 0)
	require.ErrorIs(t, err, jackpotcheck.ErrGame)
	require.ErrorIs(t, err, jackpotcheck.ErrVoid)
	require.EqualError(t, err, `jackpot: terminal "T-1": game 7: void: the terminal declared it not started, it cannot be reported`)
	err = jackpotcheck.Repeat("T-1", 7, 0, 7, 0)
	require.ErrorIs(t, err, jackpotcheck.ErrVoid)
	require.False(t, errors.Is(err, jackpotcheck.ErrGame))
	require.EqualError(t, err, `jackpot: terminal "T-1": game 7: void: never reported, the terminal did not start it`)
	require.NoError(t, jackpotcheck.Repeat("T-1", 7, 0, 7, 100))
	require.ErrorIs(t, jackpotcheck.Repeat("T-1", 6, 0, 7, 100), jackpotcheck.ErrGame)
}
