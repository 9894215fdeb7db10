package starlight

import (
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/rng"
)

// The configuration identity is stable for the same maths and changes with
// any weight.
func TestConfigIdentity(t *testing.T) {
	var _ games.Recordable = New()
	require.Equal(t, games.ConfigID(New()), games.ConfigID(New()))
	m := DefaultMaths
	m.Free.Scatter++
	other, err := NewWithMaths(m)
	require.NoError(t, err)
	require.NotEqual(t, games.ConfigID(New()), games.ConfigID(other))
}

// Every recorded round of Starlight Christmas replays bit for bit, through
// its JSON form, in both modes and at any bet, whatever the seed; an edited
// record or a missing draw is caught.
func TestReplayStarlightProperty(t *testing.T) {
	g := New()
	rapid.Check(t, func(t *rapid.T) {
		src := rng.NewStream(rapid.Uint64().Draw(t, "seed"), rapid.Uint64().Draw(t, "stream"))
		bet := MinBet * slotmech.Money(rapid.IntRange(1, int(MaxBet/MinBet)).Draw(t, "steps"))
		mode := rapid.SampledFrom([]games.Mode{games.Standard, games.Ante}).Draw(t, "mode")
		_, err := gamestest.CheckReplay(g, bet, mode, src)
		require.NoError(t, err)
	})
}

// Recorded rounds with free spins replay bit for bit too: the property above
// rarely meets a feature, so this test records rounds until several have.
func TestReplayStarlight(t *testing.T) {
	g := New()
	src := rng.NewStream(2026, 12)
	features := 0
	for _, mode := range []games.Mode{games.Standard, games.Ante} {
		for i := 0; i < 300 || features == 0; i++ { // until a feature has replayed too
			require.Less(t, i, 20_000, "no feature triggered")
			rec, err := gamestest.CheckReplay(g, 100, mode, src)
			require.NoError(t, err)
			if rec.Outcome.Triggered {
				features++
			}
		}
	}
	rec, err := games.RecordRound(g, 100, games.Standard, src)
	require.NoError(t, err)
	rec.Outcome.Stake++
	_, err = games.Replay(g, rec)
	require.ErrorIs(t, err, games.ErrReplay)
}

// A game's identity describes the tables it was built with, even if a
// package table changes afterwards; a game built after the change has
// another identity.
func TestConfigIdentityTakenAtBuild(t *testing.T) {
	g := New()
	id := games.ConfigID(g)
	saved := PayTable[0][0]
	PayTable[0][0] += slotmech.MustParseFactor("0.05")
	defer func() { PayTable[0][0] = saved }()
	require.Equal(t, id, games.ConfigID(g))
	require.NotEqual(t, id, games.ConfigID(New()))
}
