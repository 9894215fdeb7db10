package stakeengine_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/klauspost/compress/zstd"
	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/games/starlight"
	"github.com/slotmech/slotmech/internal/stakeengine"
	"github.com/slotmech/slotmech/internal/toygame"
	"github.com/slotmech/slotmech/internal/version"
	"github.com/slotmech/slotmech/rng"
)

// standardOnly is the toy with its standard mode only: the toy's ante pays
// 19 points less, more than the RGS accepts.
type standardOnly struct{ toygame.Game }

func (standardOnly) Modes() []games.Mode { return toygame.Game{}.Modes()[:1] }

// standardStarlight is Starlight Christmas with its standard mode only.
type standardStarlight struct{ games.Game }

func (g standardStarlight) Modes() []games.Mode { return g.Game.Modes()[:1] }

func TestPayoutMultiplier(t *testing.T) {
	for _, tc := range []struct {
		win, bet slotmech.Money
		want     uint64
	}{
		{0, 100, 0}, {9, 100, 0}, {10, 100, 10}, {19, 100, 10}, {150, 100, 150},
		{1, 3, 30}, {1, 1, 100}, {7, 20, 30}, {2, 20, 10}, {1, 20, 0}, {500_000, 100, 500_000},
	} {
		got, err := stakeengine.PayoutMultiplier(tc.win, tc.bet)
		require.NoError(t, err)
		require.Equal(t, tc.want, got, "win %d bet %d", tc.win, tc.bet)
	}
	_, err := stakeengine.PayoutMultiplier(1<<62, 1)
	require.ErrorIs(t, err, slotmech.ErrOverflow)
	_, err = stakeengine.PayoutMultiplier(1, 0)
	require.Error(t, err)
	_, err = stakeengine.PayoutMultiplier(-1, 10)
	require.Error(t, err)
}

// toyRTP is the toy's exact RTP, worked out by hand in its doc: 487/512.
var toyRTP = big.NewRat(487, 512)

// at gives every mode of g the target RTP r.
func at(g games.Game, r *big.Rat) map[string]*big.Rat {
	out := map[string]*big.Rat{}
	for _, m := range g.Modes() {
		out[m.Name] = r
	}
	return out
}

// publish writes the files of g into a new directory, weighted to the
// toy's RTP (Starlight's games: its certified 95.50%).
func publish(t *testing.T, g games.Game, rounds int64, workers int) (string, *stakeengine.Summary) {
	t.Helper()
	dir := t.TempDir()
	rtp := toyRTP
	if g.Name() == starlight.Name {
		rtp = big.NewRat(191, 200)
	}
	s, err := stakeengine.Write(context.Background(), dir, stakeengine.Config{Game: g, Rounds: rounds, Seed: 7, Workers: workers, RTP: at(g, rtp)})
	require.NoError(t, err)
	return dir, s
}

// Written files pass the check, and the check's figures are the writer's:
// the table is at the target, the sampled rounds are games/sim's on the
// same seed.
func TestRoundTrip(t *testing.T) {
	const rounds = sim.BlockRounds + 123
	dir, s := publish(t, standardOnly{}, rounds, 2)
	require.Len(t, s.Modes, 1)
	m := s.Modes[0]
	require.Equal(t, int64(rounds), m.Rounds)
	require.Equal(t, stakeengine.MethodTilt, m.Method)
	require.Equal(t, "given", m.TargetFrom)
	d, _ := m.Difference().Float64()
	require.InDelta(t, 0, d, 1e-6)
	require.Equal(t, m.Rounds+m.Forced, m.Books)

	st, err := sim.Simulate(context.Background(), sim.Config{Game: standardOnly{}, Rounds: rounds, Seed: 7})
	require.NoError(t, err)
	require.Equal(t, int64(st.Won), m.Won.Int64(), "the published rounds are the simulation's")

	r, err := stakeengine.Check(dir)
	require.NoError(t, err)
	require.Len(t, r.Modes, 1)
	c := r.Modes[0]
	require.Equal(t, "standard", c.Name)
	require.Equal(t, m.Books, c.Rows)
	require.Equal(t, m.Weight, c.Weight)
	require.Zero(t, c.RTP.Cmp(m.TableRTP), "%s vs %s", c.RTP, m.TableRTP)
	hr, _ := c.HitRate.Float64()
	require.InDelta(t, float64(st.Hits)/rounds, hr, 2e-4, "the hit rate is the sample's (the capped rounds at their measured rate)")
	require.Equal(t, uint64(15000), c.MaxPayout, "the toy's cap: 150 × bet")
	require.InDelta(t, st.SigmaX(), c.SigmaX, 0.05*st.SigmaX())
	require.Equal(t, 9, c.Payouts, "2, the seven triples below the cap, and the cap")
	var out bytes.Buffer
	require.NoError(t, r.Fprint(&out))
	require.Contains(t, out.String(), "standard")

	// index.json and slotmech.json.
	var index map[string]any
	b, err := os.ReadFile(filepath.Join(dir, stakeengine.IndexFile))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &index))
	require.Equal(t, map[string]any{"modes": []any{map[string]any{
		"name": "standard", "cost": 1.0, "events": "books_standard.jsonl.zst", "weights": "lookUpTable_standard_0.csv"}}}, index)
	var meta map[string]any
	b, err = os.ReadFile(filepath.Join(dir, stakeengine.MetaFile))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &meta))
	require.Equal(t, games.ConfigID(toygame.Game{}), meta["config"])
	require.Equal(t, "toy", meta["game"])
	require.Equal(t, version.Line(), meta["software"], "the files name the software that wrote them")
	require.EqualValues(t, 7, meta["seed"])
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Len(t, entries, 4, "index, meta, table, books: no temporary file left")
	targets, err := stakeengine.Targets(dir)
	require.NoError(t, err)
	require.Zero(t, targets["standard"].Cmp(toyRTP))
}

// The same seed gives the same files, byte for byte, with any number of
// workers.
func TestReproducible(t *testing.T) {
	const rounds = sim.BlockRounds + 77
	a, _ := publish(t, standardOnly{}, rounds, 1)
	b, _ := publish(t, standardOnly{}, rounds, 3)
	for _, name := range []string{"index.json", "slotmech.json", "lookUpTable_standard_0.csv", "books_standard.jsonl.zst"} {
		x, err := os.ReadFile(filepath.Join(a, name))
		require.NoError(t, err)
		y, err := os.ReadFile(filepath.Join(b, name))
		require.NoError(t, err)
		require.True(t, bytes.Equal(x, y), "%s differs between 1 and 3 workers", name)
		require.NotEmpty(t, x)
	}
}

// A title with two modes: an ante at 1.25 × the bet. Over 5000 rounds a
// mode Starlight's sampled RTPs spread by about 20 points (σ); both tables
// are at the certified 95.50% all the same.
func TestTwoModes(t *testing.T) {
	const rounds = 5000
	dir, s := publish(t, starlight.New(), rounds, 2)
	require.Len(t, s.Modes, 2)
	r, err := stakeengine.Check(dir)
	require.NoError(t, err)
	require.Len(t, r.Modes, 2)
	require.Equal(t, "ante", r.Modes[1].Name)
	require.Zero(t, r.Modes[1].Cost.Cmp(big.NewRat(5, 4)), "ante costs 1.25")
	require.Zero(t, r.Modes[1].RTP.Cmp(s.Modes[1].TableRTP))
	// payoutMultiplier is in hundredths of the base bet, the RTP per what
	// the round cost: Σ weight × pm / (Σ weight × 1.25 × 100).
	require.Zero(t, s.Modes[1].TableRTP.Cmp(new(big.Rat).SetFrac(s.Modes[1].Payout,
		new(big.Int).Mul(new(big.Int).SetUint64(s.Modes[1].Weight), big.NewInt(125)))))
	for _, m := range s.Modes {
		d, _ := m.Difference().Float64()
		require.InDelta(t, 0, d, 1e-6, "both modes at 95.50%%")
	}
}

// Starlight's events tell the round: a trigger, free spins, and the final
// win with the table's multiplier; a win that is not a whole tenth of the
// bet publishes the step below or the one above.
func TestEvents(t *testing.T) {
	g := standardStarlight{starlight.New()}
	dir, s := publish(t, g, 4000, 2)
	require.Equal(t, 4000+s.Modes[0].Forced, s.Modes[0].Books, "the sample and the features searched for")
	f, err := os.Open(filepath.Join(dir, stakeengine.BooksFile("standard")))
	require.NoError(t, err)
	defer f.Close()
	zr, err := zstd.NewReader(f)
	require.NoError(t, err)
	defer zr.Close()
	types := map[string]int{}
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 1<<24)
	id := 0
	for sc.Scan() {
		id++
		var book struct {
			ID               int              `json:"id"`
			PayoutMultiplier uint64           `json:"payoutMultiplier"`
			Events           []map[string]any `json:"events"`
		}
		require.NoError(t, json.Unmarshal(sc.Bytes(), &book))
		if id <= 4000 {
			require.Equal(t, id, book.ID, "ids count rounds from 1")
		} else {
			require.Greater(t, book.ID, 4000, "the forced books are rounds of the run after the sample")
		}
		for i, e := range book.Events {
			require.EqualValues(t, i, e["index"])
			types[e["type"].(string)]++
		}
		last := book.Events[len(book.Events)-1]
		require.Equal(t, "finalWin", last["type"])
		require.EqualValues(t, book.PayoutMultiplier, last["payoutMultiplier"])
		pm, err := stakeengine.PayoutMultiplier(slotmech.Money(last["win"].(float64)), g.DefaultBet())
		require.NoError(t, err)
		if int64(last["win"].(float64))*10%int64(g.DefaultBet()) == 0 {
			require.Equal(t, pm, book.PayoutMultiplier)
		} else {
			require.Contains(t, []uint64{pm, pm + 10}, book.PayoutMultiplier)
		}
	}
	require.NoError(t, sc.Err())
	require.EqualValues(t, s.Modes[0].Books, id)
	for _, typ := range []string{"reveal", "winInfo", "tumble", "scatter", "spinWin", "freeSpinTrigger", "finalWin"} {
		require.Positive(t, types[typ], "event %s", typ)
	}
	require.EqualValues(t, types["finalWin"], s.Modes[0].Books)
}

// Modes whose RTPs differ by more than 5 points are refused, and nothing is
// left behind.
func TestWriteRefusesSpread(t *testing.T) {
	dir := t.TempDir()
	_, err := stakeengine.Write(context.Background(), dir, stakeengine.Config{Game: toygame.Game{}, Rounds: 5000, Seed: 1,
		RTP: map[string]*big.Rat{"standard": toyRTP, "ante": big.NewRat(487, 640)}})
	var e *slotmech.Error
	require.ErrorAs(t, err, &e)
	var rule stakeengine.Rule
	require.ErrorAs(t, err, &rule)
	require.Equal(t, stakeengine.RuleSpread, rule)
	require.ErrorIs(t, err, stakeengine.ErrFormat)
	require.Contains(t, err.Error(), `the RTPs of modes "standard"`)
	entries, _ := os.ReadDir(dir)
	require.Empty(t, entries)
}

func TestWriteRefusesConfig(t *testing.T) {
	for _, cfg := range []stakeengine.Config{
		{Rounds: 10},
		{Game: standardOnly{}},
		{Game: standardOnly{}, Rounds: 10, Workers: -1},
		{Game: standardOnly{}, Rounds: 10, Bet: -5},
		{Game: standardOnly{}, Rounds: 10, MinBooks: -1},
		{Game: standardOnly{}, Rounds: 10, RTP: map[string]*big.Rat{"bonus": toyRTP}},
		{Game: standardOnly{}, Rounds: 10, RTP: map[string]*big.Rat{"standard": new(big.Rat)}},
	} {
		_, err := stakeengine.Write(context.Background(), t.TempDir(), cfg)
		require.ErrorIs(t, err, stakeengine.ErrConfig)
	}
	// No target: the toy is no strip game and declares no certified RTP.
	_, err := stakeengine.Write(context.Background(), t.TempDir(), stakeengine.Config{Game: standardOnly{}, Rounds: 10})
	require.ErrorIs(t, err, stakeengine.ErrConfig)
	require.ErrorContains(t, err, "no target RTP")
	require.ErrorContains(t, err, "publish -rtp PERCENT")
	_, err = stakeengine.Write(context.Background(), t.TempDir(), stakeengine.Config{Game: toygame.Game{}, Rounds: 10, Bet: 7, RTP: at(toygame.Game{}, toyRTP)})
	require.ErrorIs(t, err, games.ErrBet)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	dir := t.TempDir()
	_, err = stakeengine.Write(ctx, dir, stakeengine.Config{Game: standardOnly{}, Rounds: 100_000, RTP: at(standardOnly{}, toyRTP)})
	require.ErrorIs(t, err, context.Canceled)
	entries, _ := os.ReadDir(dir)
	require.Empty(t, entries)
}

// mode is a hand-made mode for the rule table.
type mode struct {
	index        string // its object in index.json
	table, books string // the CSV and the books' lines
	rawBooks     []byte // books bytes as they are, when not nil
}

// files writes index.json with the modes and their files.
func files(t *testing.T, modes map[string]mode, order ...string) string {
	t.Helper()
	dir := t.TempDir()
	var objs []string
	for _, name := range order {
		m := modes[name]
		objs = append(objs, m.index)
		require.NoError(t, os.WriteFile(filepath.Join(dir, stakeengine.LookupTableFile(name)), []byte(m.table), 0o644))
		b := m.rawBooks
		if b == nil {
			var buf bytes.Buffer
			zw, err := zstd.NewWriter(&buf)
			require.NoError(t, err)
			_, err = zw.Write([]byte(m.books))
			require.NoError(t, err)
			require.NoError(t, zw.Close())
			b = buf.Bytes()
		}
		require.NoError(t, os.WriteFile(filepath.Join(dir, stakeengine.BooksFile(name)), b, 0o644))
	}
	index := `{"modes":[` + strings.Join(objs, ",") + `]}`
	require.NoError(t, os.WriteFile(filepath.Join(dir, stakeengine.IndexFile), []byte(index), 0o644))
	return dir
}

func indexOf(name, cost string) string {
	return `{"name":"` + name + `","cost":` + cost + `,"events":"books_` + name + `.jsonl.zst","weights":"lookUpTable_` + name + `_0.csv"}`
}

// A valid pair of modes: base pays 90% (100 in 2 rows... see below), bonus
// (cost 2) 91%.
func valid() map[string]mode {
	return map[string]mode{
		// 10 rounds of weight 1: one pays 9 × bet: RTP 90%.
		"base": {index: indexOf("base", "1"),
			table: "1,1,0\n2,1,0\n3,1,0\n4,1,0\n5,1,900\n6,1,0\n7,1,0\n8,1,0\n9,1,0\n10,1,0\n",
			books: books(0, 0, 0, 0, 900, 0, 0, 0, 0, 0)},
		// weights 1 and 9: 1820/10 per round over 200: 91%.
		"bonus": {index: indexOf("bonus", "2"),
			table: "1,1,1820\n2,9,0\n",
			books: books(1820, 0)},
	}
}

// books returns book lines with ids from 1 and the payouts given.
func books(pms ...int) string {
	var b strings.Builder
	for i, pm := range pms {
		b.WriteString(`{"id":` + itoa(i+1) + `,"events":[{"index":0,"type":"finalWin"}],"payoutMultiplier":` + itoa(pm) + "}\n")
	}
	return b.String()
}

func itoa(i int) string { return big.NewInt(int64(i)).String() }

func TestCheckValid(t *testing.T) {
	r, err := stakeengine.Check(files(t, valid(), "base", "bonus"))
	require.NoError(t, err)
	require.Len(t, r.Modes, 2)
	b := r.Modes[0]
	require.Equal(t, "9/10", b.RTP.String())
	require.Equal(t, "1/10", b.HitRate.String())
	require.Equal(t, uint64(900), b.MaxPayout)
	require.Equal(t, "1/10", b.MaxWinRate.String())
	require.Equal(t, "9/10", b.LessThanBet.String())
	require.InDelta(t, 2.7, b.SigmaX, 1e-12) // 9 × √(0.1 × 0.9)
	require.Equal(t, 1, b.Payouts)
	require.Equal(t, "91/100", r.Modes[1].RTP.String())
	require.Equal(t, uint64(10), r.Modes[1].Weight)
}

// Every rule broken once gets its own error, naming the file, the line and
// the rule.
func TestCheckRules(t *testing.T) {
	type edit func(ms map[string]mode)
	set := func(name string, f func(m *mode)) edit {
		return func(ms map[string]mode) { m := ms[name]; f(&m); ms[name] = m }
	}
	for _, tc := range []struct {
		name string
		edit edit
		rule stakeengine.Rule
		want string
	}{
		{"no modes", func(ms map[string]mode) { clear(ms) }, stakeengine.RuleIndex, `index.json: index: no modes`},
		{"mode twice", set("bonus", func(m *mode) { m.index = indexOf("base", "1") }), stakeengine.RuleIndex, `two modes are called "base"`},
		{"mode not an object", set("bonus", func(m *mode) { m.index = `1` }), stakeengine.RuleIndex, `index.json: index: mode 2: want an object`},
		{"mode without a name", set("bonus", func(m *mode) { m.index = strings.Replace(indexOf("bonus", "2"), `"name":"bonus",`, "", 1) }),
			stakeengine.RuleKeys, `index.json: keys: mode 2: no "name"`},
		{"mode with an empty name", set("bonus", func(m *mode) { m.index = strings.Replace(indexOf("bonus", "2"), `"name":"bonus"`, `"name":""`, 1) }),
			stakeengine.RuleKeys, `index.json: keys: mode 2: "name": want a non-empty string, got ""`},
		{"no cost", set("base", func(m *mode) {
			m.index = `{"name":"base","events":"books_base.jsonl.zst","weights":"lookUpTable_base_0.csv"}`
		}),
			stakeengine.RuleKeys, `index.json: keys: mode "base": no "cost"`},
		{"cost not a number", set("base", func(m *mode) { m.index = indexOf("base", `"1"`) }), stakeengine.RuleKeys, `"cost": want a number`},
		{"book without payout", set("base", func(m *mode) { m.books = strings.Replace(m.books, `,"payoutMultiplier":0`, "", 1) }),
			stakeengine.RuleKeys, `books_base.jsonl.zst line 1: keys: no "payoutMultiplier"`},
		{"key in another case", set("base", func(m *mode) { m.books = strings.Replace(m.books, `{"id":4,`, `{"Id":4,`, 1) }),
			stakeengine.RuleKeys, `books_base.jsonl.zst line 4: keys: no "id"`},
		{"events not a list", set("base", func(m *mode) {
			m.books = strings.Replace(m.books, `"events":[{"index":0,"type":"finalWin"}]`, `"events":{}`, 1)
		}),
			stakeengine.RuleKeys, `"events": want a list`},
		{"file outside", set("base", func(m *mode) { m.index = strings.Replace(m.index, `"books_base`, `"../books_base`, 1) }),
			stakeengine.RuleFiles, `"../books_base.jsonl.zst": want the name of a file in the directory`},
		{"file missing", set("base", func(m *mode) { m.index = strings.Replace(m.index, `"books_base`, `"nobooks_base`, 1) }),
			stakeengine.RuleFiles, `"nobooks_base.jsonl.zst": no such file`},
		{"two columns", set("base", func(m *mode) { m.table = strings.Replace(m.table, "3,1,0\n", "3,1\n", 1) }),
			stakeengine.RuleColumns, `lookUpTable_base_0.csv line 3: columns: "3,1": want 3 columns`},
		{"header", set("base", func(m *mode) { m.table = "id,weight,payoutMultiplier\n" + m.table }),
			stakeengine.RuleUint, `lookUpTable_base_0.csv line 1: uint64: id "id": want an unsigned integer`},
		{"negative weight", set("base", func(m *mode) { m.table = strings.Replace(m.table, "4,1,0\n", "4,-1,0\n", 1) }),
			stakeengine.RuleUint, `line 4: uint64: weight "-1"`},
		{"payout beyond 64 bits", set("bonus", func(m *mode) { m.table = strings.Replace(m.table, "2,9,0", "2,9,18446744073709551620", 1) }),
			stakeengine.RuleUint, `payoutMultiplier "18446744073709551620"`},
		{"book id a fraction", set("base", func(m *mode) { m.books = strings.Replace(m.books, `"id":2,`, `"id":2.0,`, 1) }),
			stakeengine.RuleUint, `books_base.jsonl.zst line 2: uint64: "id": want an unsigned integer below 2^64, got 2.0`},
		{"ids out of order", set("base", func(m *mode) {
			m.table = strings.Replace(m.table, "6,1,0\n7,1,0\n", "7,1,0\n6,1,0\n", 1)
			m.books = strings.Replace(strings.Replace(m.books, `"id":6,`, `"id":X,`, 1), `"id":7,`, `"id":6,`, 1)
			m.books = strings.Replace(m.books, `"id":X,`, `"id":7,`, 1)
		}), stakeengine.RuleOrder, `lookUpTable_base_0.csv line 7: order: id 6 after id 7`},
		{"book payout differs", set("base", func(m *mode) {
			m.books = strings.Replace(m.books, `"payoutMultiplier":900`, `"payoutMultiplier":910`, 1)
		}),
			stakeengine.RuleMatch, `books_base.jsonl.zst line 5: match: book id 5, payoutMultiplier 910; row 5 of lookUpTable_base_0.csv has id 5, payoutMultiplier 900`},
		{"books short", set("base", func(m *mode) { m.books = m.books[:strings.LastIndex(m.books[:len(m.books)-1], "\n")+1] }),
			stakeengine.RuleMatch, `books_base.jsonl.zst line 10: match: lookUpTable_base_0.csv has 10 or more rows, the books end before`},
		{"books long", set("bonus", func(m *mode) { m.books += books(0, 0, 0) }),
			stakeengine.RuleMatch, `a book beyond the 2 rows`},
		{"weights overflow", set("bonus", func(m *mode) { m.table = "1,18446744073709551615,1820\n2,9,0\n" }),
			stakeengine.RuleWeights, `lookUpTable_bonus_0.csv line 2: weights: the weights add up to more than 2^64 − 1`},
		{"weights zero", set("bonus", func(m *mode) { m.table = "1,0,1820\n2,0,0\n" }),
			stakeengine.RuleWeights, `the weights add up to 0`},
		{"payout below 10", set("bonus", func(m *mode) {
			m.table = strings.Replace(m.table, "2,9,0", "2,9,5", 1)
			m.books = books(1820, 5)
		}), stakeengine.RulePayout, `lookUpTable_bonus_0.csv line 2: payout: payoutMultiplier 5: a non-zero payout must be at least 10 and a multiple of 10`},
		{"payout off step", set("base", func(m *mode) {
			m.table = strings.Replace(m.table, "5,1,900", "5,1,905", 1)
			m.books = books(0, 0, 0, 0, 905, 0, 0, 0, 0, 0)
		}), stakeengine.RulePayout, `payoutMultiplier 905`},
		{"books not zstd", set("base", func(m *mode) { m.rawBooks = []byte(books(0)) }),
			stakeengine.RuleBooks, `books_base.jsonl.zst line 1: books: not zstandard`},
		{"book not JSON", set("base", func(m *mode) { m.books = strings.Replace(m.books, `{"id":3`, `{id:3`, 1) }),
			stakeengine.RuleBooks, `books_base.jsonl.zst line 3: books: want a JSON object on the line`},
		{"spread", set("bonus", func(m *mode) { m.table = "1,1,1680\n2,9,0\n"; m.books = books(1680, 0) }),
			stakeengine.RuleSpread, `index.json: spread: the RTPs of modes "base" (90.0000%) and "bonus" (84.0000%) differ by 6.0000 points`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ms := valid()
			tc.edit(ms)
			var order []string
			for _, name := range []string{"base", "bonus"} {
				if _, ok := ms[name]; ok {
					order = append(order, name)
				}
			}
			_, err := stakeengine.Check(files(t, ms, order...))
			var e *slotmech.Error
			require.ErrorAs(t, err, &e)
			require.ErrorIs(t, err, stakeengine.ErrFormat)
			require.ErrorIs(t, err, tc.rule, err.Error())
			require.Contains(t, err.Error(), tc.want)
		})
	}
	_, err := stakeengine.Check(t.TempDir())
	var e *slotmech.Error
	require.ErrorAs(t, err, &e)
	require.ErrorIs(t, err, stakeengine.RuleIndex)
	require.Contains(t, err.Error(), "index.json: index: no such file")
}

// shrunk is the toy (standard mode only) whose wins are divided by div,
// so that some round to a payout multiplier of 0, and whose players fail
// their round numbered fail (from 0; −1 for none). zeroed counts, from the
// players, the wins that PayoutMultiplier rounds to 0.
type shrunk struct {
	standardOnly
	div    slotmech.Money
	fail   int
	zeroed *atomic.Int64
	win    slotmech.Money // if not 0, every round wins this instead
}

func (g shrunk) NewPlayer() games.Player {
	return &shrunkPlayer{Player: g.standardOnly.NewPlayer(), g: g}
}

type shrunkPlayer struct {
	games.Player
	g shrunk
	n int
}

func (p *shrunkPlayer) Play(bet slotmech.Money, mode string, src rng.Source, d *games.Detail) (games.Outcome, error) {
	out, err := p.Player.Play(bet, mode, src, d)
	if p.n == p.g.fail {
		err = errors.New("made to fail")
	}
	p.n++
	out.Win /= p.g.div
	if p.g.win != 0 {
		out.Win = p.g.win
	}
	if pm, _ := stakeengine.PayoutMultiplier(out.Win, bet); pm == 0 && out.Win > 0 {
		p.g.zeroed.Add(1)
	}
	return out, err
}

// Write counts the wins that publish a payout multiplier of 0 (Zeroed:
// some of those below a tenth of the bet; the others publish the step
// above), and names the round that failed, from 0, wrapping sim.ErrRound:
// a round the game failed, or one whose payout multiplier overflows.
func TestWriteZeroedAndFailedRound(t *testing.T) {
	g := shrunk{div: 100, fail: -1, zeroed: new(atomic.Int64)}
	dir := t.TempDir()
	s, err := stakeengine.Write(context.Background(), dir, stakeengine.Config{Game: g, Rounds: 5000, Seed: 7, Workers: 1,
		RTP: at(g, big.NewRat(12, 1000))}) // about the sample's: the toy's wins ÷ 100 and rounded
	require.NoError(t, err)
	require.Positive(t, g.zeroed.Load(), "the toy wins 2 to 150 bets: divided by 100, some pay below a tenth of the bet")
	require.Positive(t, s.Modes[0].Zeroed)
	require.Less(t, s.Modes[0].Zeroed, g.zeroed.Load(), "some of them publish the step above")
	d, _ := s.Modes[0].Difference().Float64()
	require.InDelta(t, 0, d, 1e-6, "the weights keep the RTP whatever the steps")

	g = shrunk{div: 1, fail: 4, zeroed: new(atomic.Int64)}
	_, err = stakeengine.Write(context.Background(), t.TempDir(), stakeengine.Config{Game: g, Rounds: 100, Seed: 7, Workers: 1, RTP: at(g, toyRTP)})
	var re *slotmech.Error
	require.ErrorAs(t, err, &re)
	require.ErrorIs(t, err, sim.ErrRound)
	require.Equal(t, "block 0 round 4", re.Field)
	require.ErrorContains(t, err, "made to fail")

	// A payout multiplier that overflows, in the first round: 2⁶² at a
	// bet of 4 is a multiplier of 10 × 2⁶², past 2⁶⁴; 2⁶⁰ at a bet of 1
	// too. (The sums are exact, of any size.)
	for _, tc := range []struct {
		bet, win slotmech.Money
	}{{4, 1 << 62}, {4, 1 << 60}} {
		g = shrunk{div: 1, fail: -1, zeroed: new(atomic.Int64), win: tc.win}
		_, err = stakeengine.Write(context.Background(), t.TempDir(), stakeengine.Config{Game: g, Bet: tc.bet, Rounds: 100, Seed: 7, Workers: 1, RTP: at(g, toyRTP)})
		require.ErrorAs(t, err, &re, "bet %d win %d", tc.bet, tc.win)
		require.Equal(t, "block 0 round 0", re.Field, "bet %d win %d", tc.bet, tc.win)
		require.ErrorIs(t, err, slotmech.ErrOverflow, "bet %d win %d", tc.bet, tc.win)
	}
}
