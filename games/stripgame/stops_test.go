package stripgame_test

import (
	"encoding/json"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/record"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/roundview"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// TestRecordsCarryEverySpinsStops: a feature game's record has the stops
// of every spin, the base spin and each free spin, and each spin's screen
// is the window at its stops of its own strips (the free strips for a free
// spin), checked against the strips here. Editing a free spin's stop fails
// the replay, naming it; a record without stops (written before they were
// recorded) still replays; a forced screen has none.
func TestRecordsCarryEverySpinsStops(t *testing.T) {
	cfg := lineFree(stripgame.TotalBet)
	g, err := stripgame.New(cfg)
	require.NoError(t, err)
	a := g.Alphabet()
	p := g.NewPlayer()
	src := rng.NewStream(5, 0)
	var feature *record.Record
	for range 3000 {
		rec, err := record.Play(g, p, 10, games.Standard, src)
		require.NoError(t, err)
		v, err := roundview.Parse(rec.Outcome)
		require.NoError(t, err)
		for i, sp := range v.Spins {
			strips := cfg.Strips
			if sp.Free {
				strips = cfg.Free.Strips
			}
			require.Len(t, sp.Stops, len(strips), "spin %d", i)
			want := window(strips, sp.Stops, cfg.Rows)
			require.Equal(t, a.FormatScreen(&want), sp.Screen, "spin %d at stops %v", i, sp.Stops)
		}
		if len(v.Spins) > 2 && feature == nil {
			feature = rec
		}
	}
	require.NotNil(t, feature, "a round with two free spins among 3000")
	require.NoError(t, record.Replay(g, feature))

	edit := func(fn func(spins []any)) *record.Record {
		var m map[string]any
		require.NoError(t, json.Unmarshal(feature.Outcome, &m))
		fn(m["spins"].([]any))
		b, err := json.Marshal(m)
		require.NoError(t, err)
		c := *feature
		c.Outcome = b
		return &c
	}
	err = record.Replay(g, edit(func(spins []any) {
		st := spins[2].(map[string]any)["stops"].([]any)
		st[1] = st[1].(float64) + 1
	}))
	require.ErrorIs(t, err, record.ErrReplay)
	var e *slotmech.Error
	require.ErrorAs(t, err, &e)
	require.Equal(t, "outcome.spins[2].stops[1]", e.Field, err.Error())

	old := edit(func(spins []any) {
		for _, sp := range spins {
			delete(sp.(map[string]any), "stops")
		}
	})
	require.NotContains(t, string(old.Outcome), "stops")
	require.NoError(t, record.Replay(g, old), "a record without stops replays")

	var d games.Detail
	_, err = p.PlayForced(&games.Forced{Bet: 10, Screen: window(cfg.Strips, []int{0, 0, 0}, cfg.Rows)}, src, &d)
	require.NoError(t, err)
	require.Empty(t, d.Spins[0].Stops, "a forced screen landed from no stops")
}
