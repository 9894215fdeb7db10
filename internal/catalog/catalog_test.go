package catalog

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
)

// named is a game that only has a name.
type named string

func (n named) Name() string                                           { return string(n) }
func (named) Modes() []games.Mode                                      { return []games.Mode{games.Standard} }
func (named) DefaultBet() slotmech.Money                               { return 1 }
func (named) Stake(slotmech.Money, games.Mode) (slotmech.Money, error) { return 1, nil }
func (named) Play(slotmech.Money, games.Mode, rng.Source, *games.Outcome) error {
	return nil
}

// TestAllGamesAreFound: every game of the catalog has a distinct name, a
// standard mode first and a bet it accepts, and Lookup finds it.
func TestAllGamesAreFound(t *testing.T) {
	seen := map[string]bool{}
	for _, g := range All() {
		require.False(t, seen[g.Name()], "two games called %q", g.Name())
		seen[g.Name()] = true
		require.NotEmpty(t, g.Modes())
		require.Equal(t, games.Standard, g.Modes()[0])
		for _, m := range g.Modes() {
			_, err := g.Stake(g.DefaultBet(), m)
			require.NoError(t, err, "%s %s", g.Name(), m)
		}
		found, err := Lookup(g.Name())
		require.NoError(t, err)
		require.Equal(t, g, found)
	}
	require.Len(t, seen, len(builders))
}

func TestAllReturnsACopy(t *testing.T) {
	a := All()
	if len(a) > 0 {
		a[0] = nil
		require.NotNil(t, All()[0])
	}
}

func TestFind(t *testing.T) {
	gs := []games.Game{named("a"), named("b")}
	g, err := Find(gs, "b")
	require.NoError(t, err)
	require.Equal(t, named("b"), g)

	_, err = Find(gs, "c")
	require.ErrorIs(t, err, ErrUnknown)
	require.EqualError(t, err, `catalog: unknown game "c" (known: a, b)`)

	_, err = Find(nil, "a")
	require.ErrorIs(t, err, ErrUnknown)
	require.EqualError(t, err, `catalog: unknown game "a": the catalog is empty`)

	_, err = Lookup("no-such-game")
	require.ErrorIs(t, err, ErrUnknown)
}
