package starlight

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
)

// A round that is not itemised is played on counts: it never lands a
// screen, so a new Player's screen stays the zero one through rounds and
// features in both modes; an itemised round lands its screens there.
// (TestCountSpinIsScreenSpin shows that both ways play the same round;
// this shows that the unitemised way is the one on counts.)
func TestUnitemisedRoundsPlayOnCounts(t *testing.T) {
	p := NewPlayer(New())
	src := rng.NewStream(5, 0)
	triggered := false
	for range 2000 {
		for _, mode := range []string{games.Standard, Ante} {
			o, err := p.Play(DefaultBet, mode, src, nil)
			require.NoError(t, err)
			triggered = triggered || o.Triggered
		}
	}
	_, err := p.PlayFeature(DefaultBet, src, nil)
	require.NoError(t, err)
	require.True(t, triggered, "the rounds include features")
	require.Equal(t, slotmech.Screen{}, p.screen, "no screen landed")

	var d games.Detail
	_, err = p.Play(DefaultBet, games.Standard, src, &d)
	require.NoError(t, err)
	require.Equal(t, d.Spins[len(d.Spins)-1].Final, p.screen, "an itemised round plays on the screen")
}
