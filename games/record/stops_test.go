package record_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/record"
	"github.com/slotmech/slotmech/games/starlight"
	"github.com/slotmech/slotmech/internal/roundview"
	"github.com/slotmech/slotmech/rng"
)

// TestCS_1_RecordCarriesTheReelStops: a Crystal Spin record carries the
// reel stops of its game, one per reel, and they are the stops that
// landed: stopped at p, reel r shows strip[p], strip[p+1], strip[p+2] from
// the top (CS-1), checked here against the strips themselves. Editing a
// stop fails the replay, naming the stop; a record without stops (written
// before they were recorded) still replays; a title that is not a strip
// game records none.
func TestCS_1_RecordCarriesTheReelStops(t *testing.T) {
	g := crystalspin.New()
	strips := crystalspin.Strips()
	a := g.Alphabet()
	src := rng.NewStream(3, 0)
	p := g.NewPlayer()
	var cascade *record.Record
	for range 200 {
		rec, err := record.Play(g, p, 100, games.Standard, src)
		require.NoError(t, err)
		v, err := roundview.Parse(rec.Outcome)
		require.NoError(t, err)
		stops := v.Spins[0].Stops
		require.Len(t, stops, crystalspin.Reels)
		for r, stop := range stops {
			require.GreaterOrEqual(t, stop, 0)
			require.Less(t, stop, len(strips[r]))
			for row := range 3 {
				want := a.Name(strips[r][(stop+row)%len(strips[r])])
				require.Equal(t, want, v.Spins[0].Screen[row][r], "reel %d row %d of stops %v", r, row, stops)
			}
		}
		require.NoError(t, record.Replay(g, rec))
		if len(v.Spins[0].Steps) >= 2 && cascade == nil {
			cascade = rec
		}
	}
	require.NotNil(t, cascade, "a cascade among 200 games")

	edit := func(fn func(sp map[string]any)) *record.Record {
		var m map[string]any
		require.NoError(t, json.Unmarshal(cascade.Outcome, &m))
		fn(m["spins"].([]any)[0].(map[string]any))
		b, err := json.Marshal(m)
		require.NoError(t, err)
		c := *cascade
		c.Outcome = b
		return &c
	}
	edited := edit(func(sp map[string]any) {
		st := sp["stops"].([]any)
		st[2] = st[2].(float64) + 1
	})
	err := record.Replay(g, edited)
	require.True(t, errors.Is(err, record.ErrReplay), err)
	var e *slotmech.Error
	require.ErrorAs(t, err, &e)
	require.Equal(t, "outcome.spins[0].stops[2]", e.Field, err.Error())

	old := edit(func(sp map[string]any) { delete(sp, "stops") })
	require.NotContains(t, string(old.Outcome), "stops")
	require.NoError(t, record.Replay(g, old), "a record without stops replays")

	sl := starlight.New()
	rec, err := record.Play(sl, sl.NewPlayer(), sl.DefaultBet(), games.Standard, rng.NewStream(3, 0))
	require.NoError(t, err)
	require.NotContains(t, string(rec.Outcome), `"stops"`, "not a strip game")
	require.NoError(t, record.Replay(sl, rec))
}
