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
	round := func() {
		o.Reset()
		sp := o.AddSpin()
		require.Zero(t, sp.Win)
		require.Empty(t, sp.Steps)
		sp.Win = 7
		st := sp.AddStep()
		require.Empty(t, st.Wins)
		st.Win = 5
		st.Wins = append(st.Wins, Win{Count: 8}, Win{Count: 9})
		sp.AddStep().Win = 1
	}
	round()
	require.Len(t, o.Spins, 1)
	require.Len(t, o.Spins[0].Steps, 2)
	require.Len(t, o.Spins[0].Steps[0].Wins, 2)
	require.Zero(t, testing.AllocsPerRun(10, round))
}
