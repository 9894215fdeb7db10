package crystalspin

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
)

// The configuration identity is stable for the same maths and changes with
// any strip.
func TestConfigIdentity(t *testing.T) {
	var _ games.Recordable = New()
	require.Equal(t, games.ConfigID(New()), games.ConfigID(New()))
	strips := Strips()
	strips[2][0], strips[2][1] = strips[2][1], strips[2][0]
	if strips[2][0] == strips[2][1] {
		strips[2][0] = Cherry
	}
	other, err := NewWithStrips(strips)
	require.NoError(t, err)
	require.NotEqual(t, games.ConfigID(New()), games.ConfigID(other))
}

// Every recorded round of Crystal Spin replays bit for bit.
func TestReplayCrystalSpin(t *testing.T) {
	g := New()
	src := rng.NewStream(2026, 11)
	for range 200 {
		rec, err := games.RecordRound(g, 100, games.Standard, src)
		require.NoError(t, err)
		_, err = games.Replay(g, rec)
		require.NoError(t, err)
	}
}
