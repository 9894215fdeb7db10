package games

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// AddSpin and AddStep hand out cleared entries and reuse the memory of
// earlier rounds: a second itemised round of the same shape allocates
// nothing.
func TestDetailReusesItsMemory(t *testing.T) {
	var d Detail
	var fresh bool // every entry handed out was cleared
	round := func() {
		d.Reset()
		sp := d.AddSpin()
		fresh = sp.Win == 0 && len(sp.Steps) == 0 && len(sp.Facts) == 0
		sp.Win = 7
		sp.Facts.SetFlag("full_house", true)
		st := sp.AddStep()
		fresh = fresh && len(st.Wins) == 0 && st.Win == 0 && len(st.Facts) == 0
		st.Win = 5
		st.Wins = append(st.Wins, Win{Count: 8}, Win{Count: 9})
		st.Facts.Set("depth", 2)
		sp.AddStep().Win = 1
	}
	round()
	require.True(t, fresh)
	require.Len(t, d.Spins, 1)
	require.Len(t, d.Spins[0].Steps, 2)
	require.Len(t, d.Spins[0].Steps[0].Wins, 2)
	require.True(t, d.Spins[0].Facts.Flag("full_house"))
	require.Zero(t, testing.AllocsPerRun(10, round))
	require.True(t, fresh, "entries reused from an earlier round are cleared")
}

func TestFacts(t *testing.T) {
	var fs Facts
	_, ok := fs.Get("x")
	require.False(t, ok)
	fs.Set("x", 3)
	fs.Set("y", 4)
	fs.Set("x", 5)
	require.Equal(t, Facts{{"x", 5}, {"y", 4}}, fs)
	fs.SetFlag("f", true)
	require.True(t, fs.Flag("f"))
	require.False(t, fs.Flag("nothing"))

	defs := []FactDef{{Name: "f", Kind: FactFlag, Input: true}, {Name: "n", Kind: FactCount}}
	require.NoError(t, CheckState("facts", defs, Facts{{"f", 1}}))
	require.ErrorIs(t, CheckState("facts", defs, Facts{{"n", 1}}), ErrForced, "not an input")
	require.ErrorIs(t, CheckState("facts", defs, Facts{{"zz", 1}}), ErrForced, "not declared")
	require.ErrorIs(t, CheckState("facts", defs, Facts{{"f", 1}, {"f", 0}}), ErrForced, "set twice")
	err := CheckState("facts", defs, Facts{{"f", 2}})
	require.ErrorIs(t, err, ErrForced, "a flag is 0 or 1")
	require.EqualError(t, err, `games: facts: state.f: forced play refused "2": a flag is 0 or 1`)
	require.Equal(t, "flag", FactFlag.String())
}
