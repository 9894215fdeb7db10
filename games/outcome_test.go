package games

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// AddSpin and AddStep hand out cleared entries and reuse the memory of
// earlier rounds: a second itemised round of the same shape allocates
// nothing.
func TestOutcomeReusesItsMemory(t *testing.T) {
	var o Outcome
	var fresh bool // every entry handed out was cleared
	round := func() {
		o.Reset()
		sp := o.AddSpin()
		fresh = sp.Win == 0 && len(sp.Steps) == 0
		sp.Win = 7
		st := sp.AddStep()
		fresh = fresh && len(st.Wins) == 0 && st.Win == 0
		st.Win = 5
		st.Wins = append(st.Wins, Win{Count: 8}, Win{Count: 9})
		sp.AddStep().Win = 1
	}
	round()
	require.True(t, fresh)
	require.Len(t, o.Spins, 1)
	require.Len(t, o.Spins[0].Steps, 2)
	require.Len(t, o.Spins[0].Steps[0].Wins, 2)
	require.Zero(t, testing.AllocsPerRun(10, round))
	require.True(t, fresh, "entries reused from an earlier round are cleared")
}
