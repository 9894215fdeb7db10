package catalog

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/internal/toygame"
	"github.com/slotmech/slotmech/rng"
)

// TestAllGamesAreFound: every game of the catalog has a distinct name, a
// standard mode first, a default bet every mode accepts, rounds that replay
// from their records, and Lookup finds it.
func TestAllGamesAreFound(t *testing.T) {
	seen := map[string]bool{}
	for _, g := range All() {
		require.False(t, seen[g.Name()], "two games called %q", g.Name())
		seen[g.Name()] = true
		require.NotEmpty(t, g.Modes())
		require.Equal(t, games.Standard, g.Modes()[0].Name)
		for _, m := range g.Modes() {
			_, err := g.Stake(g.DefaultBet(), m.Name)
			require.NoError(t, err, "%s %s", g.Name(), m.Name)
			_, err = gamestest.CheckReplay(g, g.DefaultBet(), m.Name, rng.NewStream(1, 0))
			require.NoError(t, err, "%s %s", g.Name(), m.Name)
		}
		found, err := Lookup(g.Name())
		require.NoError(t, err)
		require.Equal(t, g, found)
	}
	require.Len(t, seen, len(builders))
	cs, err := Lookup("crystal-spin")
	require.NoError(t, err)
	_, isStrip := cs.NewPlayer().(exact.StripPlayer)
	require.True(t, isStrip, "parsheet's default is Crystal Spin")
}

func TestAllReturnsACopy(t *testing.T) {
	a := All()
	if len(a) > 0 {
		a[0] = nil
		require.NotNil(t, All()[0])
	}
}

func TestFind(t *testing.T) {
	gs := []games.Game{toygame.Game{}}
	g, err := Find(gs, "toy")
	require.NoError(t, err)
	require.Equal(t, toygame.Game{}, g)

	_, err = Find(gs, "c")
	require.ErrorIs(t, err, ErrUnknown)
	require.EqualError(t, err, `catalog: unknown game "c" (known: toy)`)

	_, err = Find(nil, "a")
	require.ErrorIs(t, err, ErrUnknown)
	require.EqualError(t, err, `catalog: unknown game "a": the catalog is empty`)

	_, err = Lookup("no-such-game")
	require.ErrorIs(t, err, ErrUnknown)
}
