package crystalspin

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/rng"
)

// The configuration identity is stable for the same maths, is the one
// ConfigIdentity states (with the figures of the full cycle, which
// TestCS_21_FiguresStated checks), and changes with any strip.
func TestConfigIdentity(t *testing.T) {
	var _ games.Game = New()
	var _ exact.StripPlayer = newGame().NewPlayer().(exact.StripPlayer)
	// DO NOT EDIT: the identity of the certified maths (strips, pays, lines,
	// rules). A change here is a new configuration, to be certified.
	const certified = "38413f2258ea32ce2dfb1e6d620fcaa9d2d009c0e8277cbfce869d95459f1b31"
	require.Equal(t, certified, games.ConfigID(New()))
	require.Equal(t, certified, ConfigIdentity, "the identity stated in godoc")
	strips := Strips()
	strips[2][0], strips[2][1] = strips[2][1], strips[2][0]
	if strips[2][0] == strips[2][1] {
		strips[2][0] = Cherry
	}
	other, err := NewWithStrips(strips)
	require.NoError(t, err)
	require.NotEqual(t, games.ConfigID(New()), games.ConfigID(other))
}

// Every recorded round of Crystal Spin replays bit for bit, through its
// JSON form, whatever the seed and the stake; an edited record is caught.
func TestReplayCrystalSpin(t *testing.T) {
	g := New()
	rapid.Check(t, func(t *rapid.T) {
		src := rng.NewStream(rapid.Uint64().Draw(t, "seed"), rapid.Uint64().Draw(t, "stream"))
		stake := rapid.SampledFrom(Stakes()).Draw(t, "stake")
		_, err := gamestest.CheckReplay(g, stake, games.Standard, src)
		require.NoError(t, err)
	})
}
