package stripgame_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/testfix/gamefix"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// tooManySteps reports whether err, as text (gamestest reports a round's
// error as text), is the error of a cascade that goes on past MaxSteps,
// which random strips may have: a *slotmech.Error wrapping
// tumble.ErrTooManySteps, which reads "tumble: <game>: cascade: too many
// tumble steps: ..." (after what gamestest puts in front).
func tooManySteps(err error) bool {
	_, what, _ := strings.Cut(tumble.ErrTooManySteps.Error(), ": ")
	return strings.Contains(err.Error(), ": cascade: "+what)
}

// randomConfig draws a strip game's configuration: mostly valid, sometimes
// not (a symbol outside the alphabet, a window too tall, duplicate lines,
// pays that fall with the run length …).
func randomConfig(t *rapid.T) stripgame.Config {
	reels := rapid.IntRange(1, 5).Draw(t, "reels")
	rows := rapid.IntRange(1, 4).Draw(t, "rows")
	nsym := rapid.IntRange(2, 6).Draw(t, "symbols")
	symbol := rapid.Custom(func(t *rapid.T) slotmech.Symbol {
		return slotmech.Symbol(rapid.IntRange(1, nsym).Draw(t, "symbol"))
	})
	factor := rapid.Custom(func(t *rapid.T) slotmech.Factor {
		return slotmech.Factor(rapid.SampledFrom([]int64{0, 2500, 5000, 10_000, 30_000}).Draw(t, "factor"))
	})
	cfg := stripgame.Config{Name: "random-game", Rows: rows, Bets: []slotmech.Money{1, 2, 5, 10}, DefaultBet: 10}
	for i := range nsym {
		cfg.Symbols = append(cfg.Symbols, fmt.Sprintf("s%d", i+1))
	}
	for range reels {
		n := rapid.IntRange(rows, rows+6).Draw(t, "strip length")
		cfg.Strips = append(cfg.Strips, rapid.SliceOfN(symbol, n, n).Draw(t, "strip"))
	}
	paying := rapid.IntRange(1, nsym).Draw(t, "paying symbols")
	if rapid.Bool().Draw(t, "lines") {
		lc := &lines.Config{Pays: map[slotmech.Symbol][]slotmech.Factor{},
			Direction: lines.Direction(rapid.IntRange(0, 3).Draw(t, "direction"))}
		for range rapid.IntRange(1, 4).Draw(t, "lines") {
			line := make([]int, reels)
			for r := range line {
				line[r] = rapid.IntRange(0, rows-1).Draw(t, "row")
			}
			lc.Lines = append(lc.Lines, line)
		}
		for s := 1; s <= paying; s++ {
			row := []slotmech.Factor{0}
			for n := 1; n <= reels; n++ {
				row = append(row, row[n-1]+factor.Draw(t, "increment"))
			}
			lc.Pays[slotmech.Symbol(s)] = row
		}
		if paying < nsym && rapid.Bool().Draw(t, "wild") {
			lc.Wild, lc.WildPaysAs = slotmech.Symbol(paying+1), 1
		}
		cfg.Lines = lc
		if rapid.Bool().Draw(t, "line bet") {
			cfg.BetModel = stripgame.LineBet
		}
		if rapid.Bool().Draw(t, "line cap") {
			cfg.LineCap = slotmech.Money(rapid.IntRange(1, 100).Draw(t, "line cap"))
		}
	} else {
		ac := &cluster.PayAnywhereConfig{Classes: []cluster.Range{{Min: rapid.IntRange(1, reels*rows).Draw(t, "min count"), Max: slotmech.MaxPositions}},
			Pays: map[slotmech.Symbol][]slotmech.Factor{}}
		for s := 1; s <= paying; s++ {
			ac.Pays[slotmech.Symbol(s)] = []slotmech.Factor{factor.Draw(t, "factor")}
		}
		cfg.Anywhere = ac
	}
	if paying < nsym && rapid.Bool().Draw(t, "scatter") {
		cfg.Scatter = slotmech.Symbol(nsym)
		cfg.ScatterPays = []cluster.ScatterPay{{Count: rapid.IntRange(1, 3).Draw(t, "scatters"), Factor: factor.Draw(t, "scatter pay")}}
	}
	if rapid.Bool().Draw(t, "cascade") {
		cfg.Cascade, cfg.MaxSteps = true, 30
		if cfg.Scatter != slotmech.Empty && rapid.Bool().Draw(t, "scatter rule") {
			cfg.ScatterOn = stripgame.ScatterScreen(rapid.IntRange(1, 2).Draw(t, "scatter on"))
			cfg.ScatterStrike = rapid.Bool().Draw(t, "scatter strike")
		}
	}
	if rapid.Bool().Draw(t, "round cap") {
		cfg.RoundCapX = rapid.Int64Range(1, 20).Draw(t, "round cap")
	}
	if rapid.IntRange(0, 9).Draw(t, "spoil") == 0 { // make it invalid, perhaps
		switch rapid.IntRange(0, 3).Draw(t, "how") {
		case 0:
			cfg.Strips[0][0] = slotmech.Symbol(nsym + 1)
		case 1:
			cfg.Rows++
		case 2:
			cfg.DefaultBet = 3
		case 3:
			cfg.MaxSteps = 0
		}
	}
	return cfg
}

// New never panics: it builds a game or refuses with a *Error; and
// every game it builds keeps the contract, and PlayStops plays exactly the
// round Play played with the stops Play drew (recorded with an
// rng.Recorder and read back with a Replayer), tally and all.
func TestRandomGames_Rapid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := randomConfig(t)
		g, err := stripgame.New(cfg)
		if err != nil {
			var ce *slotmech.Error
			if !errors.As(err, &ce) || !errors.Is(err, stripgame.ErrConfig) {
				t.Fatalf("New refused with %T %v", err, err)
			}
			return
		}
		seed := rapid.Uint64().Draw(t, "seed")
		// gamestest reports a round's error as text.
		if err := gamestest.CheckContract(g, seed, 3); err != nil && !tooManySteps(err) {
			t.Fatal(err)
		}
		checkPlayStops(t, g, seed, 20)
	})
}

// PlayStops equals Play with the stops Play drew, on the games of the
// tests.
func TestPlayStopsEqualsPlay_Rapid(t *testing.T) {
	gs := allGames(t)
	names := []string{"two-lines", "toy-cascade", "small-anywhere", "big-anywhere", "capped-lines", "lucky-five"}
	rapid.Check(t, func(t *rapid.T) {
		g := gs[rapid.SampledFrom(names).Draw(t, "game")]
		checkPlayStops(t, g, rapid.Uint64().Draw(t, "seed"), 50)
	})
}

// checkPlayStops plays rounds of g with Play, recording the draws, and
// checks that PlayStops with the stops read back from them plays the same
// round: the same outcome (or error), wins reported to the tally that add up
// to the win, and an itemised round whose steps and scatter add up too.
func checkPlayStops(t *rapid.T, g games.Game, seed uint64, rounds int) {
	p, sp := g.NewPlayer(), g.NewPlayer().(exact.StripPlayer)
	lens := sp.StripLengths()
	rec := rng.NewRecorder(rng.NewStream(seed, 0))
	var d games.Detail
	for i := range rounds {
		bet := rapid.SampledFrom([]slotmech.Money{1, 2, 5, 10}).Draw(t, "bet")
		if _, err := g.Stake(bet, games.Standard); err != nil {
			bet = g.DefaultBet()
		}
		rec.Reset()
		out, err := p.Play(bet, games.Standard, rec, &d)
		replay := rng.NewReplayer(rec.Draws())
		stops := make([]int, len(lens))
		for r, n := range lens {
			stops[r] = rng.IntN(replay, n)
		}
		if err := replay.Done(); err != nil {
			t.Fatalf("round %d: Play drew more than one stop per reel: %v", i, err)
		}
		var sum slotmech.Money
		out2, err2 := sp.PlayStops(stops, bet, func(w games.PaidWin) { sum += w.Paid })
		if (err == nil) != (err2 == nil) || out != out2 {
			t.Fatalf("round %d stops %v: Play %+v, %v; PlayStops %+v, %v", i, stops, out, err, out2, err2)
		}
		if err != nil {
			if !errors.Is(err, tumble.ErrTooManySteps) {
				t.Fatalf("round %d: %v", i, err)
			}
			continue
		}
		if sum != out.Win {
			t.Fatalf("round %d stops %v: the tally reports %d, the round pays %d", i, stops, sum, out.Win)
		}
		spin := d.Spins[0]
		steps := spin.ScatterWin
		for _, st := range spin.Steps {
			steps += st.Win
		}
		stake, _ := g.Stake(bet, games.Standard)
		if steps != out.Win || spin.Win != out.Win || out.Stake != stake || out.Win < 0 {
			t.Fatalf("round %d stops %v: itemised %+v for %+v", i, stops, spin, out)
		}
	}
}

// A round without a Detail, and PlayStops without a tally, allocate
// nothing, in every game; nor does an itemised round once its Detail has
// grown.
func TestNoAllocations(t *testing.T) {
	for name, g := range allGames(t) {
		p, sp := g.NewPlayer(), g.NewPlayer().(exact.StripPlayer)
		src := rng.NewStream(3, 0)
		bet := g.DefaultBet()
		lens := sp.StripLengths()
		stops := make([]int, len(lens))
		var d games.Detail
		for range 2000 { // grow the results and the Detail to their working size
			_, err := p.Play(bet, games.Standard, src, &d)
			require.NoError(t, err)
		}
		require.Zero(t, testing.AllocsPerRun(1000, func() {
			if _, err := p.Play(bet, games.Standard, src, nil); err != nil {
				t.Fatal(err)
			}
		}), "%s: Play", name)
		require.Zero(t, testing.AllocsPerRun(1000, func() {
			for r, n := range lens {
				stops[r] = (stops[r] + 1 + r) % n
			}
			if _, err := sp.PlayStops(stops, bet, nil); err != nil {
				t.Fatal(err)
			}
		}), "%s: PlayStops", name)
		allocs := testing.AllocsPerRun(200, func() {
			if _, err := p.Play(bet, games.Standard, src, &d); err != nil {
				t.Fatal(err)
			}
		})
		require.Zero(t, allocs, "%s: Play with a grown Detail", name)
	}
}

// The odometer (PlayReel) plays exactly the rounds of PlayStops, and the
// stops it skips lose, on random games of every kind
// (lines in any direction, wilds, pay anywhere, scatters, cascades, caps)
// and on the games of the tests; and exact.FullCycle, which uses it, gives
// the cycle of PlayStops on every combination.
func TestPlayReel_Rapid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg := randomConfig(t)
		g, err := stripgame.New(cfg)
		if err != nil {
			return
		}
		seed := rapid.Uint64().Draw(t, "seed")
		err = gamestest.CheckStripPlayer(g, g.DefaultBet(), rng.NewStream(seed, 4), 60)
		if err != nil && !tooManySteps(err) {
			t.Fatal(err)
		}
		if err != nil {
			return
		}
		want, err := exact.FullCycle(context.Background(), gamefix.Plain(g), g.DefaultBet(), exact.Options{Workers: 1})
		if err != nil {
			return // an endless cascade, which random strips may have
		}
		got, err := exact.FullCycle(context.Background(), g, g.DefaultBet(), exact.Options{Workers: 2})
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(want, got) {
			t.Fatalf("FullCycle with the odometer %+v, with PlayStops %+v", got, want)
		}
	})
	for name, g := range allGames(t) {
		require.NoError(t, gamestest.CheckStripPlayer(g, g.DefaultBet(), rng.NewStream(5, 5), 2000), name)
	}
}

// The odometer on strips longer than 64 stops (the last reel's stops that
// may win are kept in more than one word): it plays the rounds of
// PlayStops, and FullCycle with it gives the cycle of PlayStops.
func TestPlayReelLongStrips(t *testing.T) {
	src := rng.NewStream(7, 7)
	strip := func(n int) []slotmech.Symbol {
		s := make([]slotmech.Symbol, n)
		for i := range s {
			s[i] = slotmech.Symbol(1 + rng.IntN(src, 4))
		}
		return s
	}
	x := slotmech.Whole
	g, err := stripgame.New(stripgame.Config{
		Name: "long-strips", Symbols: []string{"a", "b", "w", "s"}, Rows: 2,
		Strips: [][]slotmech.Symbol{strip(5), strip(7), strip(150)},
		Lines: &lines.Config{Lines: [][]int{{0, 0, 0}, {1, 1, 1}, {0, 1, 0}},
			Pays: map[slotmech.Symbol][]slotmech.Factor{1: {0, 0, 0, x(5)}, 2: {0, 0, x(1), x(3)}}, Wild: 3, WildPaysAs: 1},
		Scatter: 4, ScatterPays: []cluster.ScatterPay{{Count: 3, Factor: x(4)}},
		Bets: []slotmech.Money{1}, DefaultBet: 1,
	})
	require.NoError(t, err)
	require.NoError(t, gamestest.CheckStripPlayer(g, 1, rng.NewStream(8, 8), 3000))
	want, err := exact.FullCycle(context.Background(), gamefix.Plain(g), 1, exact.Options{Workers: 1})
	require.NoError(t, err)
	got, err := exact.FullCycle(context.Background(), g, 1, exact.Options{Workers: 2})
	require.NoError(t, err)
	require.Equal(t, want, got)
	require.Positive(t, got.Hits)
}

// Play without a Detail (which pays a line game without cascade or caps
// from the stops' line words, without the screen) gives every round the
// outcome of Play with a Detail (which builds and evaluates the screen), on
// random games of every kind (half of them line games without cascade or
// caps) and on Lucky Five.
func TestPlayWithoutDetailMatchesItemised_Rapid(t *testing.T) {
	same := func(t require.TestingT, g games.Game, seed uint64, rounds int) {
		fast, slow := g.NewPlayer(), g.NewPlayer()
		fastSrc, slowSrc := rng.NewStream(seed, 1), rng.NewStream(seed, 1)
		var d games.Detail
		for range rounds {
			want, errWant := slow.Play(g.DefaultBet(), games.Standard, slowSrc, &d)
			got, errGot := fast.Play(g.DefaultBet(), games.Standard, fastSrc, nil)
			if errWant != nil {
				require.Error(t, errGot)
				return // an endless cascade, which random strips may have
			}
			require.NoError(t, errGot)
			require.Equal(t, want, got)
		}
	}
	rapid.Check(t, func(t *rapid.T) {
		cfg := randomConfig(t)
		if rapid.Bool().Draw(t, "one screen") {
			cfg.Cascade, cfg.RoundCapX, cfg.LineCap = false, 0, 0
		}
		g, err := stripgame.New(cfg)
		if err != nil {
			return
		}
		same(t, g, rapid.Uint64().Draw(t, "seed"), 200)
	})
	g, err := stripgame.New(luckyFive())
	require.NoError(t, err)
	same(t, g, 9, 100_000)
}
