package record

import (
	"encoding/json"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/internal/roundview"
	"github.com/slotmech/slotmech/internal/toygame"
	"github.com/slotmech/slotmech/rng"
)

// recToy is the toy game with a bonus reel: a winning round draws one more
// value, so rounds draw a data-dependent number of values.
func recToy(bonus int64) toygame.Game { return toygame.Game{Bonus: bonus} }

// playRecord records one round of g.
func playRecord(g games.Game, bet slotmech.Money, mode string, src rng.Source) (*Record, error) {
	return Play(g, g.NewPlayer(), bet, mode, src)
}

// TestReplayReproducesRecords: every recorded round replays to the same
// outcome from its draws alone, through a JSON round trip.
func TestReplayReproducesRecords(t *testing.T) {
	g := recToy(3)
	rapid.Check(t, func(t *rapid.T) {
		src := rng.NewStream(rapid.Uint64().Draw(t, "seed"), 0)
		rec, err := playRecord(g, 100, games.Standard, src)
		require.NoError(t, err)
		b, err := json.Marshal(rec)
		require.NoError(t, err)
		var back Record
		require.NoError(t, json.Unmarshal(b, &back))
		require.NoError(t, Replay(g, &back))
		require.Equal(t, outcome(t, rec), outcome(t, &back), "the outcome survives a round trip")
	})
}

// TestReplayDetectsTampering: another game, changed maths, missing or extra
// draws and an edited outcome are each reported, naming the difference.
func TestReplayDetectsTampering(t *testing.T) {
	g := recToy(3)
	var rec *Record
	for seed := uint64(0); ; seed++ { // a winning round
		r, err := playRecord(g, 100, games.Standard, rng.NewStream(seed, 0))
		require.NoError(t, err)
		if outcome(t, r).Win > 0 {
			rec = r
			break
		}
	}
	clone := func() *Record {
		var c Record
		b, _ := json.Marshal(rec)
		require.NoError(t, json.Unmarshal(b, &c))
		return &c
	}
	check := func(r *Record, g games.Game, field string) {
		t.Helper()
		err := Replay(g, r)
		require.Error(t, err)
		require.True(t, errors.Is(err, ErrReplay), err)
		var re *slotmech.Error
		require.ErrorAs(t, err, &re)
		require.Equal(t, field, re.Field, err.Error())
	}

	r := clone()
	r.Game = "other"
	check(r, g, "game")

	check(clone(), recToy(4), "config")

	r = clone()
	r.Draws = r.Draws[:len(r.Draws)-1]
	check(r, g, "draws")
	err := Replay(g, r)
	require.ErrorIs(t, err, rng.ErrExhausted)

	r = clone()
	r.Draws = append(r.Draws, 7)
	check(r, g, "draws")

	r = clone()
	edit(t, r, func(v *roundview.Round) { v.Win++ })
	check(r, g, "outcome.win")
	err = Replay(g, r)
	require.Contains(t, err.Error(), "record: outcome.win: recorded ")

	r = clone()
	edit(t, r, func(v *roundview.Round) { v.Spins[0].Steps[0].Wins[0].Symbol = "a" })
	check(r, g, "outcome.spins[0].steps[0].wins[0].symbol")

	r = clone()
	r.Outcome = json.RawMessage(`{"win":"a lot"}`)
	check(r, g, "outcome")

	r = clone()
	r.Bet = 7 // not a bet the toy refuses, but the round differs
	require.Error(t, Replay(g, r))
}

func TestDrawsJSON(t *testing.T) {
	b, err := json.Marshal(Draws{1, 1<<64 - 1})
	require.NoError(t, err)
	require.Equal(t, `["0000000000000001","ffffffffffffffff"]`, string(b))
	var d Draws
	require.NoError(t, json.Unmarshal(b, &d))
	require.Equal(t, Draws{1, 1<<64 - 1}, d)
	for _, bad := range []string{`["1"]`, `["zz00000000000000"]`, `[1]`, `{}`} {
		err := json.Unmarshal([]byte(bad), &d)
		require.Error(t, err, bad)
		require.True(t, strings.HasPrefix(err.Error(), "record: draws"), err.Error())
	}
}

// FuzzRecordJSON: any bytes decode to a record or an error; a decoded
// record replays or is refused with a *slotmech.Error wrapping ErrReplay, never a panic.
func FuzzRecordJSON(f *testing.F) {
	g := recToy(3)
	rec, _ := playRecord(g, 100, games.Standard, rng.NewStream(1, 0))
	b, _ := json.Marshal(rec)
	f.Add(b)
	f.Add([]byte(`{"game":"toy","draws":["00"]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var r Record
		if json.Unmarshal(data, &r) != nil {
			return
		}
		if err := Replay(g, &r); err != nil {
			var re *slotmech.Error
			if !errors.As(err, &re) || !errors.Is(err, ErrReplay) {
				t.Fatalf("replay error %v is not a *slotmech.Error wrapping ErrReplay", err)
			}
		}
	})
}

// TestSimulateNamesTheConfiguration: a simulation reports the identity of
// the configuration it measured, and results of different configurations do
// not merge.
func TestSimulateNamesTheConfiguration(t *testing.T) {
	run := func(g games.Game, shard int) *sim.Stats {
		s, err := sim.Simulate(t.Context(), sim.Config{Game: g, Rounds: 3 * sim.BlockRounds, Seed: 1, Workers: 1, Shard: shard, Shards: 2})
		require.NoError(t, err)
		return s
	}
	a, b := run(recToy(3), 0), run(recToy(4), 1)
	require.Equal(t, games.ConfigID(recToy(3)), a.Config)
	require.NotEqual(t, a.Config, b.Config)
	err := a.Merge(b)
	require.ErrorIs(t, err, sim.ErrMerge)
	require.Contains(t, err.Error(), "configurations")
	require.NoError(t, a.Merge(run(recToy(3), 1)), "the same configuration merges")
}

// outcome decodes r's outcome.
func outcome(t interface {
	require.TestingT
	Helper()
}, r *Record) roundview.Round {
	t.Helper()
	v, err := roundview.Parse(r.Outcome)
	require.NoError(t, err)
	return v
}

// edit changes r's outcome by f, through its view.
func edit(t *testing.T, r *Record, f func(*roundview.Round)) {
	t.Helper()
	v := outcome(t, r)
	f(&v)
	r.Outcome = v.JSON()
}

// htmlToy is the toy with symbol names JSON may escape.
type htmlToy struct{ toygame.Game }

var htmlNames, _ = slotmech.NewAlphabet("a<", "b>", "c&", "d", "e", "f", "g", "scatter\u2028")

func (htmlToy) Alphabet() *slotmech.Alphabet { return htmlNames }

// TestRecordBytesAsBefore: a record encodes as the same bytes as when its
// outcome was a struct, whether the encoder escapes <, > and & (json.Marshal)
// or not (an Encoder with SetEscapeHTML(false), as the record tool writes).
func TestRecordBytesAsBefore(t *testing.T) {
	type before struct { // Record as it was, its outcome a struct
		Game    string          `json:"game"`
		Config  string          `json:"config"`
		Bet     slotmech.Money  `json:"bet"`
		Mode    string          `json:"mode"`
		Draws   Draws           `json:"draws"`
		Outcome roundview.Round `json:"outcome"`
	}
	encode := func(v any, escape bool) string {
		var b strings.Builder
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(escape)
		require.NoError(t, enc.Encode(v))
		return b.String()
	}
	g := htmlToy{recToy(3)}
	names := 0
	for seed := range uint64(200) {
		rec, err := playRecord(g, 100, games.Standard, rng.NewStream(seed, 0))
		require.NoError(t, err)
		old := before{rec.Game, rec.Config, rec.Bet, rec.Mode, rec.Draws, outcome(t, rec)}
		for _, escape := range []bool{true, false} {
			require.Equal(t, encode(old, escape), encode(rec, escape), "seed %d, escape %v", seed, escape)
		}
		if strings.ContainsAny(encode(rec, false), "<>&") {
			names++
		}
		require.NotContains(t, encode(rec, true), "<", "json.Marshal escapes")
	}
	require.Positive(t, names, "some records name the symbols JSON escapes")
}

// TestDocDescribesEveryMember: the package doc, the auditors' manual,
// names every member of a record and of its outcome.
func TestDocDescribesEveryMember(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	require.NoError(t, err)
	seen := map[reflect.Type]bool{}
	var members func(reflect.Type)
	members = func(typ reflect.Type) {
		for typ.Kind() == reflect.Slice || typ.Kind() == reflect.Pointer {
			typ = typ.Elem()
		}
		if typ.Kind() != reflect.Struct || seen[typ] {
			return
		}
		seen[typ] = true
		for f := range typ.Fields() {
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "" || name == "-" {
				continue
			}
			require.Contains(t, string(doc), `"`+name+`"`, "the doc does not describe %s.%s", typ.Name(), f.Name)
			members(f.Type)
		}
	}
	members(reflect.TypeFor[Record]())
	members(reflect.TypeFor[roundview.Round]())
	require.Greater(t, len(seen), 4, "the record, the round, its spins, steps and wins")
}
