package starlight

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/games/record"
	"github.com/slotmech/slotmech/internal/roundview"
	"github.com/slotmech/slotmech/rng"
)

// referenceID is the configuration identity of the reference game, as its
// documentation states it next to the figures measured for it
// ([ConfigIdentity]). It changes only when the maths or the rules change on
// purpose, and then with those figures.
const referenceID = ConfigIdentity

// The configuration identity of the reference game is the certified one; it
// is stable for the same maths and changes with any weight.
func TestConfigIdentity(t *testing.T) {
	require.Equal(t, referenceID, games.ConfigID(New()))
	m := DefaultMaths()
	m.Free.Scatter++
	other, err := NewWithMaths(m)
	require.NoError(t, err)
	require.NotEqual(t, games.ConfigID(New()), games.ConfigID(other))
	require.Equal(t, referenceID, games.ConfigID(New()), "changing a copy of the maths changes no game")
}

// The game keeps the games contract: its declarations, stakes, details and
// players.
func TestContract(t *testing.T) {
	require.NoError(t, gamestest.CheckContract(New(), 2026, 300))
}

// Forced play keeps the games contract, with lists and with the game's own
// refill, in the base game and in a free spin.
func TestContractForced(t *testing.T) {
	g := New()
	scr := slotmech.NewScreen(Reels, Rows)
	for i := range Reels * Rows {
		scr.Set(i/Rows, i%Rows, Yellow+slotmech.Symbol(i%Paying))
	}
	scr.Set(0, 0, X5)
	lists := make([][]slotmech.Symbol, Reels)
	for r := range lists {
		for i := range 20 {
			lists[r] = append(lists[r], Sun-slotmech.Symbol((r+i)%Paying))
		}
	}
	src := func() rng.Source { return rng.NewStream(5, 5) }
	for _, f := range []games.Forced{
		{Bet: 100, Screen: scr, Refill: lists},
		{Bet: 100, Mode: Ante, Screen: scr},
		{Bet: 100, Screen: scr, Refill: lists, State: games.Facts{{Name: FactFreeSpin, Value: 1}, {Name: FactTotalMultiplier, Value: 9}}},
	} {
		require.NoError(t, gamestest.CheckForced(g, &f, src))
	}
}

// Every recorded round of Starlight Christmas replays bit for bit, through
// its JSON form, in both modes and at any bet, whatever the seed; an edited
// record or a missing draw is caught.
func TestReplayStarlightProperty(t *testing.T) {
	g := New()
	rapid.Check(t, func(t *rapid.T) {
		src := rng.NewStream(rapid.Uint64().Draw(t, "seed"), rapid.Uint64().Draw(t, "stream"))
		bet := MinBet * slotmech.Money(rapid.IntRange(1, int(MaxBet/MinBet)).Draw(t, "steps"))
		mode := rapid.SampledFrom([]string{games.Standard, Ante}).Draw(t, "mode")
		_, err := gamestest.CheckReplay(g, bet, mode, src)
		require.NoError(t, err)
	})
}

// Recorded rounds with free spins replay bit for bit too: the property above
// rarely meets a feature, so this test records rounds until several have.
// The record shows the game's facts by name.
func TestReplayStarlight(t *testing.T) {
	g := New()
	src := rng.NewStream(2026, 12)
	features := 0
	for _, mode := range []string{games.Standard, Ante} {
		for i := 0; i < 300 || features == 0; i++ { // until a feature has replayed too
			require.Less(t, i, 20_000, "no feature triggered")
			rec, err := gamestest.CheckReplay(g, 100, mode, src)
			require.NoError(t, err)
			v, err := roundview.Parse(rec.Outcome)
			require.NoError(t, err)
			if !v.Triggered {
				continue
			}
			features++
			base := v.Spins[0]
			require.Equal(t, int64(TriggerSpins), base.Facts[FactAwarded].Value)
			last := v.Spins[len(v.Spins)-1]
			require.Contains(t, last.Facts, FactTotalMultiplier)
			b, err := json.Marshal(base)
			require.NoError(t, err)
			require.Contains(t, string(b), `"facts":{"awarded":15,"total_multiplier":0}`)
			require.NotContains(t, string(b), `"line"`, "pay-anywhere wins have no line")
		}
	}
	rec, err := record.Play(g, g.NewPlayer(), 100, games.Standard, src)
	require.NoError(t, err)
	v, err := roundview.Parse(rec.Outcome)
	require.NoError(t, err)
	v.Stake++
	rec.Outcome = v.JSON()
	require.ErrorIs(t, record.Replay(g, rec), record.ErrReplay)
}

// A game's identity describes the tables it was built with, even if a
// package table changes afterwards; a game built after the change has
// another identity.
func TestConfigIdentityTakenAtBuild(t *testing.T) {
	g := New()
	id := games.ConfigID(g)
	saved := payTable[0][0]
	payTable[0][0] += slotmech.MustParseFactor("0.05")
	defer func() { payTable[0][0] = saved }()
	require.Equal(t, id, games.ConfigID(g))
	require.NotEqual(t, id, games.ConfigID(New()))
}

// The exported tables are copies: changing what a caller got changes
// neither the package's tables nor any game.
func TestTablesAreCopies(t *testing.T) {
	pt := PayTable()
	pt[0][0] = 0
	cl := Classes()
	cl[0].Min = 1
	sp := ScatterPays()
	sp[0].Factor = 0
	mv := MultiplierValues()
	mv[0] = 1000
	nm := Names()
	nm[0] = "gold"
	m := DefaultMaths()
	m.Base.Scatter = 0
	facts := New().Facts()
	facts[0].Name = "x"
	require.Equal(t, payTable, PayTable())
	require.Equal(t, countClasses, Classes())
	require.Equal(t, scatterPays, ScatterPays())
	require.Equal(t, multiplierValues, MultiplierValues())
	require.Equal(t, "yellow", Names()[0])
	require.Equal(t, defaultMaths, DefaultMaths())
	require.Equal(t, FactTotalMultiplier, New().Facts()[0].Name)
	require.Equal(t, referenceID, games.ConfigID(New()))
}
