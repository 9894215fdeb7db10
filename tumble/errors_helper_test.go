package tumble_test

import (
	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/tumble"
)

// requireInput checks that err is the package's refusal of bad input
// (it wraps tumble.ErrConfig) and that its message says which: words is
// "bad stop positions" or "reel out of range".
func requireInput(t require.TestingT, err error, words string, msgAndArgs ...any) {
	if h, ok := t.(interface{ Helper() }); ok {
		h.Helper()
	}
	require.ErrorIs(t, err, tumble.ErrConfig, msgAndArgs...)
	require.ErrorContains(t, err, words, msgAndArgs...)
}
