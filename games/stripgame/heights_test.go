package stripgame_test

import (
	"context"
	"math"
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/featurepar"
	"github.com/slotmech/slotmech/lines/ways"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// The symbols of megaTiny.
const (
	mTen, mJack, mQueen, mKing, mWild, mStar, mWall slotmech.Symbol = 1, 2, 3, 4, 5, 6, 7
)

// megaTiny is a small variable-height ways title: 5 reels of 4 rows,
// each reel 2 to 4 rows high (reel 1's weights have the divisor 2, reel
// 2 is 2 or 4 rows high, never 3), strips of 8 and 9 symbols, a wild ×2,
// a scatter that pays 1, 5 and 20 × the stake for 3, 4 and 5 and awards 5
// or 8 free spins for 3 or 4 and more, and free spins on strips of their
// own (every reel 4 rows high) at × 2, without retriggers. The strips are
// short so that the brute forces below (every height and position of
// every reel, 24·27·16·27·24 ≈ 6.7 million screens) stay quick.
func megaTiny() stripgame.Config {
	f := slotmech.MustParseFactor
	return stripgame.Config{
		Name: "mega-tiny", Symbols: []string{"ten", "jack", "queen", "king", "wild", "star", "wall"}, Rows: 4,
		Strips: [][]slotmech.Symbol{
			{mTen, mJack, mStar, mQueen, mWild, mTen, mKing, mJack},
			{mJack, mTen, mQueen, mStar, mKing, mTen, mWild, mQueen, mJack},
			{mQueen, mKing, mTen, mWild, mJack, mStar, mTen, mQueen},
			{mKing, mTen, mJack, mQueen, mStar, mWild, mTen, mKing, mJack},
			{mTen, mQueen, mStar, mJack, mKing, mTen, mJack, mWild},
		},
		Heights: [][]int64{{0, 1, 2, 1}, {0, 2, 4, 2}, {0, 3, 0, 3}, {0, 1, 1, 1}, {0, 1, 2, 1}},
		Ways: &ways.Config{Wilds: []ways.Wild{{Symbol: mWild, Multiplier: 2}}, Blocked: mWall,
			Pays: map[slotmech.Symbol][]slotmech.Factor{
				mTen:   {0, 0, 0, f("0.1"), f("0.25"), f("0.5")},
				mJack:  {0, 0, 0, f("0.15"), f("0.4"), f("1")},
				mQueen: {0, 0, 0, f("0.2"), f("0.5"), f("1.5")},
				mKing:  {0, 0, f("0.05"), f("0.3"), f("1"), f("3")},
			}},
		Scatter: mStar,
		ScatterPays: []cluster.ScatterPay{{Count: 3, Factor: slotmech.Whole(1)}, {Count: 4, Factor: slotmech.Whole(5)},
			{Count: 5, Factor: slotmech.Whole(20)}},
		Free: &stripgame.FreeSpins{
			Strips: [][]slotmech.Symbol{
				{mKing, mTen, mWild, mJack, mQueen, mStar},
				{mTen, mKing, mQueen, mJack, mWild, mTen},
				{mQueen, mStar, mKing, mTen, mJack, mKing},
				{mJack, mQueen, mTen, mKing, mWild, mTen},
				{mKing, mJack, mStar, mQueen, mTen, mJack},
			},
			Trigger: []stripgame.Award{{Scatters: 3, Spins: 5}, {Scatters: 4, Spins: 8}}, Multiplier: 2},
		Bets: []slotmech.Money{30, 100}, DefaultBet: 30,
	}
}

// bruteSums are the sums of a brute force over every screen of a set of
// reels, each weighed by its probability's numerator (the product of its
// reels' height weights; the denominator is weight).
type bruteSums struct {
	weight      int64 // Σ weights: Π_r Σ_h w_h·L_r
	won, capped int64 // Σ weight × win, without the round cap and with it
	trig, trigC int64 // Σ weight over the screens that award free spins, without and with the cap
	spins       int64 // Σ weight × free spins awarded (without the cap)
	hits        int64 // Σ weight over the screens that win (without the cap)
}

// rtp is won / (weight × stake).
func (b *bruteSums) rtp(won int64, stake slotmech.Money) *big.Rat {
	return new(big.Rat).SetFrac(big.NewInt(won), new(big.Int).Mul(big.NewInt(b.weight), big.NewInt(int64(stake))))
}

// prob is n / weight.
func (b *bruteSums) prob(n int64) *big.Rat { return big.NewRat(n, b.weight) }

// scatterFactor is the pay of n scatters by table: the entry with the
// largest count not above n, 0 below the first.
func scatterFactor(table []cluster.ScatterPay, n int) slotmech.Factor {
	f := slotmech.Factor(0)
	for _, sp := range table {
		if n >= sp.Count {
			f = sp.Factor
		}
	}
	return f
}

// bruteForce pays every screen of strips with heights (nil: every reel
// shows every row) at bet, written here without the package: each reel at
// every height h (weight heights[r][h−1]) and every strip position p
// shows Blocked on its top rows − h rows and strip[p], strip[p+1], …
// below; the screen is evaluated by package ways (dir, the title's wilds
// and pays); every win is its factor × m applied to the bet, the
// scatters' pay × m to the stake (the bet), each rounded down once; in
// order (the evaluator's wins, then the scatter) each is offered to the
// round cap capX × the stake (0: none): a win is cut to what is left, and
// once the cap is reached the rest, the scatter included, pays nothing and
// nothing is awarded.
func bruteForce(t *testing.T, cfg stripgame.Config, strips [][]slotmech.Symbol, heights [][]int64, dir ways.Direction,
	m int64, bet slotmech.Money, capX int64) bruteSums {
	t.Helper()
	rows, reels := cfg.Rows, len(strips)
	wc := *cfg.Ways
	wc.Reels, wc.Rows, wc.Direction = reels, rows, dir
	if heights == nil {
		wc.Blocked = slotmech.Empty
	}
	ev, err := ways.New(wc)
	require.NoError(t, err)
	// The columns each reel can show, with their weights.
	type column struct {
		syms   []slotmech.Symbol
		weight int64
	}
	cols := make([][]column, reels)
	for r, strip := range strips {
		hs := []int64{}
		for range rows - 1 {
			hs = append(hs, 0)
		}
		hs = append(hs, 1) // fixed heights: every row, weight 1
		if heights != nil {
			hs = heights[r]
		}
		for h, w := range hs {
			if w == 0 {
				continue
			}
			height := h + 1
			for p := range strip {
				c := column{weight: w}
				for row := range rows {
					if row < rows-height {
						c.syms = append(c.syms, cfg.Ways.Blocked)
					} else {
						c.syms = append(c.syms, strip[(p+row-(rows-height))%len(strip)])
					}
				}
				cols[r] = append(cols[r], c)
			}
		}
	}
	limit := slotmech.Money(math.MaxInt64)
	if capX > 0 {
		limit = bet * slotmech.Money(capX)
	}
	var sums bruteSums
	scr := slotmech.NewScreen(reels, rows)
	var res slotmech.Result
	var walk func(r int, weight int64)
	walk = func(r int, weight int64) {
		if r == reels {
			ev.Evaluate(&scr, &res)
			var won, capped slotmech.Money
			reached := false
			for _, w := range res.Wins {
				fm, err1 := w.Factor.Mul(m)
				paid, err2 := fm.Apply(bet)
				if err1 != nil || err2 != nil {
					t.Fatalf("win %v × %d at %d: %v, %v", w, m, bet, err1, err2)
				}
				won += paid
				if !reached {
					capped += min(paid, limit-capped)
					reached = capped >= limit
				}
			}
			n := scr.Count(cfg.Scatter)
			fm, err1 := scatterFactor(cfg.ScatterPays, n).Mul(m)
			paid, err2 := fm.Apply(bet)
			if err1 != nil || err2 != nil {
				t.Fatalf("%d scatters × %d at %d: %v, %v", n, m, bet, err1, err2)
			}
			won += paid
			if !reached {
				capped += min(paid, limit-capped)
				reached = capped >= limit
			}
			a := int64(awardByHand(cfg.Free.Trigger, n))
			sums.weight += weight
			sums.won += weight * int64(won)
			sums.capped += weight * int64(capped)
			sums.spins += weight * a
			if a > 0 {
				sums.trig += weight
				if !reached {
					sums.trigC += weight
				}
			}
			if won > 0 {
				sums.hits += weight
			}
			return
		}
		for _, c := range cols[r] {
			for row, s := range c.syms {
				scr.Set(r, row, s)
			}
			walk(r+1, weight*c.weight)
		}
	}
	walk(0, 1)
	return sums
}

// baseOf returns the base game of cfg's game, which must have one.
func baseOf(t *testing.T, cfg stripgame.Config) games.Game {
	t.Helper()
	g := mustNew(t, cfg)
	base, ok := g.(freeParts).BaseGame()
	require.True(t, ok, "%s: no base game as a strip game", cfg.Name)
	return base
}

// The base game of a variable-height ways title is a strip game on
// virtual stops whose full cycle is exactly the brute force over every
// height and position of every reel: its RTP (as a fraction), its hit
// rate and its trigger probability; with a round cap that bites (3 × the
// stake); and both ways. The game and its base game keep the games
// contract and replay their records, and the base game's player the
// StripPlayer contract (PlayReel's groups are PlayStops' rounds).
func TestVariableHeightsBaseIsExact(t *testing.T) {
	cfg := megaTiny()
	const bet = 30
	sums := bruteForce(t, cfg, cfg.Strips, cfg.Heights, ways.LeftToRight, 1, bet, 3)
	require.Positive(t, sums.capped)
	require.Less(t, sums.capped, sums.won, "the cap bites")
	require.Positive(t, sums.trigC)
	require.Less(t, sums.trigC, sums.trig, "the cap takes some triggers")

	g := mustNew(t, cfg)
	require.NoError(t, gamestest.CheckContract(g, 1, 300))
	_, err := gamestest.CheckReplay(g, bet, games.Standard, rng.NewStream(4, 3))
	require.NoError(t, err)
	base := baseOf(t, cfg)
	require.NoError(t, gamestest.CheckContract(base, 1, 300))
	require.Equal(t, []int{32, 36, 16, 27, 32}, base.NewPlayer().(exact.StripPlayer).StripLengths(),
		"Σ_h w_h·L per reel, the weights divided by their divisor")
	require.NoError(t, gamestest.CheckStripPlayer(base, bet, rng.NewStream(7, 1), 20))
	c := fullCycle(t, base, bet)
	require.Equal(t, sums.rtp(sums.won, bet).RatString(), c.RTP.RatString())
	require.Equal(t, sums.prob(sums.trig).RatString(), big.NewRat(c.Triggers, c.Combinations).RatString())
	require.Equal(t, sums.prob(sums.hits).RatString(), c.HitRate().RatString())
	require.Zero(t, c.Capped)

	capped := cfg
	capped.RoundCapX = 3
	c = fullCycle(t, baseOf(t, capped), bet)
	require.Equal(t, sums.rtp(sums.capped, bet).RatString(), c.RTP.RatString())
	require.Equal(t, sums.prob(sums.trigC).RatString(), big.NewRat(c.Triggers, c.Combinations).RatString())
	require.Positive(t, c.Capped)

	both := cfg
	wc := *cfg.Ways
	wc.Direction = ways.BothWays
	both.Ways = &wc
	bs := bruteForce(t, both, both.Strips, both.Heights, ways.BothWays, 1, bet, 0)
	require.Greater(t, bs.won, sums.won, "runs from the right pay too")
	bb := baseOf(t, both)
	require.NoError(t, gamestest.CheckStripPlayer(bb, bet, rng.NewStream(7, 2), 20))
	c = fullCycle(t, bb, bet)
	require.Equal(t, bs.rtp(bs.won, bet).RatString(), c.RTP.RatString())
	require.Equal(t, bs.prob(bs.trig).RatString(), big.NewRat(c.Triggers, c.Combinations).RatString())
}

// A variable-height title without free spins has its base game too, and
// a title whose every reel has one height, all the rows (weight 5, which
// the divisor makes 1), analyses as the same title on fixed heights: the
// same cycle, figure for figure.
func TestOneHeightIsFixedHeights(t *testing.T) {
	const bet = 100
	fixed := megaTiny()
	fixed.Heights = nil
	wc := *fixed.Ways
	wc.Blocked = slotmech.Empty
	fixed.Ways = &wc
	want := fullCycle(t, baseOf(t, fixed), bet)

	one := megaTiny()
	one.Heights = [][]int64{{0, 0, 0, 5}, {0, 0, 0, 1}, {0, 0, 0, 2}, {0, 0, 0, 1}, {0, 0, 0, 7}}
	got := fullCycle(t, baseOf(t, one), bet)
	require.Equal(t, want.Combinations, got.Combinations)
	require.Equal(t, want.RTP.RatString(), got.RTP.RatString())
	require.Equal(t, want.Hits, got.Hits)
	require.Equal(t, want.Triggers, got.Triggers)
	require.Equal(t, want.Pays, got.Pays)
	require.Equal(t, want.Wins, got.Wins)

	alone := megaTiny()
	alone.Free = nil
	sums := bruteForce(t, megaTiny(), alone.Strips, alone.Heights, ways.LeftToRight, 1, bet, 0)
	c := fullCycle(t, baseOf(t, alone), bet)
	require.Equal(t, sums.rtp(sums.won, bet).RatString(), c.RTP.RatString())
	require.Zero(t, c.Triggers, "no free spins to trigger")
}

// Real play draws a height per reel, then the stops: its records keep the
// real stops (within the strips), and each round is the one the base
// game's PlayStops plays at the virtual stop of its heights and stops
// (the first of its pair's, as BaseGame's doc orders them). The mean of
// 200 000 rounds of the base game's Play agrees with the exact RTP: |z| <
// 4.5 (a false alarm about once in 150 000 runs; the seed is fixed, so
// the test is deterministic). Both without a cascade (megaTiny) and with
// one (tumbleTiny).
func TestVariableHeightsPlayAgreesWithCycle(t *testing.T) {
	for _, cfg := range []stripgame.Config{megaTiny(), tumbleTiny()} {
		playAgreesWithCycle(t, cfg, cfg.Bets[0])
	}
}

// playAgreesWithCycle is TestVariableHeightsPlayAgreesWithCycle for cfg.
func playAgreesWithCycle(t *testing.T, cfg stripgame.Config, bet slotmech.Money) {
	reels := len(cfg.Strips)
	base := baseOf(t, cfg)
	c := fullCycle(t, base, bet)
	p := base.NewPlayer()
	sp := p.(exact.StripPlayer)
	src := rng.NewStream(2026, 0)
	var d games.Detail
	for i := range 2000 {
		out, err := p.Play(bet, games.Standard, src, &d)
		require.NoError(t, err)
		spin := d.Spins[0]
		require.Len(t, spin.Stops, reels)
		virt := make([]int, reels)
		for r, s := range spin.Stops {
			require.Less(t, s, len(cfg.Strips[r]), "round %d: a real stop", i)
			h := 0
			for row := range cfg.Rows {
				if spin.Screen.At(r, row) != cfg.Ways.Blocked {
					h++
				}
			}
			var g int64 // the weights' divisor
			for _, w := range cfg.Heights[r] {
				g = gcdTest(g, w)
			}
			off := 0
			for k := range h - 1 {
				off += int(cfg.Heights[r][k]/g) * len(cfg.Strips[r])
			}
			virt[r] = off + int(cfg.Heights[r][h-1]/g)*s
		}
		at, err := sp.PlayStops(virt, bet, nil)
		require.NoError(t, err)
		require.Equal(t, out.Win, at.Win, "round %d at %v (virtual %v)", i, spin.Stops, virt)
		require.Equal(t, out.Triggered, at.Triggered, "round %d", i)
	}
	const n = 200_000
	var won slotmech.Money
	for range n {
		out, err := p.Play(bet, games.Standard, src, nil)
		require.NoError(t, err)
		won += out.Win
	}
	rtp, _ := c.RTP.Float64()
	mean := float64(won) / float64(n) / float64(bet)
	z := (mean - rtp) / (c.SigmaX() / math.Sqrt(n))
	require.Less(t, math.Abs(z), 4.5, "%s: simulated %.5f, exact %.5f", cfg.Name, mean, rtp)
}

// gcdTest is the greatest common divisor, written for the test.
func gcdTest(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// A feature game on variable base heights with free spins on strips of
// fixed heights is exact: FreeSpinRTP's RTP is the brute force's base RTP
// plus the free spins awarded per round × the free spin's mean win (each
// win × 2), both brute forces, with no retrigger; its trigger chance and
// spins per trigger are the brute force's too. featurepar.Analyse says
// so. With free spins on variable heights too (their own strips, or the
// base reels) the free spin is a strip game on virtual stops, and the RTP
// is exact in the same way, the free spin's brute force over its heights.
func TestVariableHeightsFreeSpinsExact(t *testing.T) {
	cfg := megaTiny()
	const bet = 30
	g := mustNew(t, cfg)
	par, err := exact.FreeSpinRTP(context.Background(), featurepar.ExactGame(g), bet, exact.Options{Workers: 2})
	require.NoError(t, err)
	base := bruteForce(t, cfg, cfg.Strips, cfg.Heights, ways.LeftToRight, 1, bet, 0)
	free := bruteForce(t, cfg, cfg.Free.Strips, nil, ways.LeftToRight, 2, bet, 0)
	// RTP = base + E[spins] × E[free win] / stake.
	feature := new(big.Rat).Mul(base.prob(base.spins), free.rtp(free.won, bet))
	require.Equal(t, base.rtp(base.won, bet).RatString(), par.BaseRTP.RatString())
	require.Equal(t, feature.RatString(), par.FeatureRTP.RatString())
	require.Equal(t, new(big.Rat).Add(base.rtp(base.won, bet), feature).RatString(), par.RTP.RatString())
	require.Equal(t, base.prob(base.trig).RatString(), par.Trigger.RatString())
	require.Equal(t, big.NewRat(base.spins, base.trig).RatString(), par.SpinsPerTrigger.RatString())

	r, err := featurepar.Analyse(context.Background(), g, featurepar.Config{Bet: bet, Features: 10, Workers: 2})
	require.NoError(t, err)
	require.NotNil(t, r.Exact)
	require.Equal(t, par.RTP.RatString(), r.RTPRat().RatString())

	varFree := megaTiny()
	varFree.Free.Heights = [][]int64{{0, 1, 1, 1}, {0, 1, 1, 1}, {0, 1, 1, 1}, {0, 1, 1, 1}, {0, 1, 1, 1}}
	par, err = exact.FreeSpinRTP(context.Background(), featurepar.ExactGame(mustNew(t, varFree)), bet, exact.Options{Workers: 2})
	require.NoError(t, err)
	free = bruteForce(t, varFree, varFree.Free.Strips, varFree.Free.Heights, ways.LeftToRight, 2, bet, 0)
	feature = new(big.Rat).Mul(base.prob(base.spins), free.rtp(free.won, bet))
	require.Equal(t, feature.RatString(), par.FeatureRTP.RatString())
	require.Equal(t, new(big.Rat).Add(base.rtp(base.won, bet), feature).RatString(), par.RTP.RatString())
	r, err = featurepar.Analyse(context.Background(), mustNew(t, varFree), featurepar.Config{Bet: bet, Features: 300, Seed: 5, Workers: 2})
	require.NoError(t, err)
	require.NotNil(t, r.Exact, "free spins on variable heights are exact")
	require.Equal(t, par.RTP.RatString(), r.RTPRat().RatString())

	onBase := megaTiny() // free spins on the base reels, their heights drawn as the base game's
	onBase.Free.Strips = nil
	par, err = exact.FreeSpinRTP(context.Background(), featurepar.ExactGame(mustNew(t, onBase)), bet, exact.Options{Workers: 2})
	require.NoError(t, err)
	free = bruteForce(t, onBase, onBase.Strips, onBase.Heights, ways.LeftToRight, 2, bet, 0)
	feature = new(big.Rat).Mul(base.prob(base.spins), free.rtp(free.won, bet))
	require.Equal(t, new(big.Rat).Add(base.rtp(base.won, bet), feature).RatString(), par.RTP.RatString())
}

// tumbleTiny is a small variable-height ways title with a cascade: 4
// reels of 3 rows, each 1 to 3 rows high (weights 1, 2, 1), strips of 5
// to 7 symbols, a wild ×2, a scatter on reels 1, 2 and 4 that pays 0.5 and 3
// × the stake for 2 and 3 and awards one free spin for 3, on strips of
// their own. 24·28·24·20 = 322 560 virtual combinations, so that the enumeration
// through the feature game's engine below stays quick.
func tumbleTiny() stripgame.Config {
	const a, b, c, w, star, wall slotmech.Symbol = 1, 2, 3, 4, 5, 6
	f := slotmech.MustParseFactor
	strips := [][]slotmech.Symbol{
		{a, b, star, c, a, b}, {c, a, b, w, star, c, b}, {b, c, a, b, c, a}, {a, star, c, b, w},
	}
	heights := []int64{1, 2, 1}
	return stripgame.Config{
		Name: "tumble-tiny", Symbols: []string{"a", "b", "c", "wild", "star", "wall"}, Rows: 3,
		Strips: strips, Heights: [][]int64{heights, heights, heights, heights},
		Ways: &ways.Config{Wilds: []ways.Wild{{Symbol: w, Multiplier: 2}}, Blocked: wall,
			Pays: map[slotmech.Symbol][]slotmech.Factor{
				a: {0, 0, 0, f("1"), f("2")}, b: {0, 0, 0, f("0.5"), f("1")}, c: {0, 0, 0, f("0.4"), f("0.8")}}},
		Scatter: star, ScatterPays: []cluster.ScatterPay{{Count: 2, Factor: f("0.5")}, {Count: 3, Factor: slotmech.Whole(3)}},
		Cascade: true, MaxSteps: 100,
		Free: &stripgame.FreeSpins{Strips: strips, Trigger: []stripgame.Award{{Scatters: 3, Spins: 1}}, Max: 1},
		Bets: []slotmech.Money{10},
	}
}

// A variable-height ways title with a cascade (the winners explode, the
// symbols above fall past the blocked rows, each reel refills from its
// strip within its height) has a base game on virtual stops too, and its
// full cycle is exactly what the feature game's own engine (fs_round.go,
// the one Play runs) gives over every virtual combination: PlayFrom at
// each, its base-game spin's pay summed, and the combinations whose base
// spin wins and that trigger. Also with a scatter that pays on the first
// screen and explodes with the winners, with one that pays on every
// screen, and with a round cap that bites. (Struck scatters that pay on
// every screen cascade for ever on strips this short: refused, by both
// engines, as too many steps.)
func TestVariableHeightsCascadeIsExact(t *testing.T) {
	struck := tumbleTiny()
	struck.ScatterOn, struck.ScatterStrike = stripgame.FirstScreen, true
	struck.ScatterPays = struck.ScatterPays[1:] // 3 scatters pay, 2 do not
	every := tumbleTiny()
	every.ScatterOn = stripgame.EveryScreen
	capped := tumbleTiny()
	capped.RoundCapX = 4
	for name, cfg := range map[string]stripgame.Config{"cascade": tumbleTiny(), "first-screen-struck": struck, "every-screen": every, "capped": capped} {
		const bet = 10
		base := baseOf(t, cfg)
		c := fullCycle(t, base, bet)
		require.Greater(t, len(c.Depths), 2, "%s: no cascade of two winning steps", name)
		lens := base.NewPlayer().(exact.StripPlayer).StripLengths()
		require.Equal(t, []int{24, 28, 24, 20}, lens, name)

		p := mustNew(t, cfg).NewPlayer().(interface {
			PlayFrom([]int, slotmech.Money, rng.Source) (games.Outcome, slotmech.Money, error)
		})
		src := rng.NewStream(7, 0)
		won, hits, triggers, combos := new(big.Int), int64(0), int64(0), int64(0)
		stops := make([]int, len(lens))
		for {
			out, paid, err := p.PlayFrom(stops, bet, src)
			require.NoError(t, err, "%s at %v", name, stops)
			won.Add(won, big.NewInt(int64(paid)))
			if paid > 0 {
				hits++
			}
			if out.Triggered {
				triggers++
			}
			combos++
			r := len(stops) - 1
			for ; r >= 0; r-- {
				if stops[r]++; stops[r] < lens[r] {
					break
				}
				stops[r] = 0
			}
			if r < 0 {
				break
			}
		}
		require.Equal(t, combos, c.Combinations, name)
		require.Equal(t, won, c.Won, name)
		require.Equal(t, hits, c.Hits, name)
		require.Equal(t, triggers, c.Triggers, name)
		require.Positive(t, triggers, name)
		require.Less(t, hits, combos, "%s: every combination wins", name)
		if cfg.RoundCapX > 0 {
			require.Positive(t, c.Capped, "%s: the cap cuts no round", name)
		}
	}

	endless := tumbleTiny()
	endless.ScatterOn, endless.ScatterStrike = stripgame.EveryScreen, true
	_, err := exact.FullCycle(context.Background(), baseOf(t, endless), 10, exact.Options{Workers: 1})
	require.ErrorIs(t, err, tumble.ErrTooManySteps)
	p := mustNew(t, endless).NewPlayer().(interface {
		PlayFrom([]int, slotmech.Money, rng.Source) (games.Outcome, slotmech.Money, error)
	})
	refused := false
	for v := range 24 * 28 * 24 * 20 {
		stops := []int{v / (28 * 24 * 20), v / (24 * 20) % 28, v / 20 % 24, v % 20}
		if _, _, err := p.PlayFrom(stops, 10, rng.NewStream(7, 0)); err != nil {
			require.ErrorIs(t, err, tumble.ErrTooManySteps, "at %v", stops)
			refused = true
			break
		}
	}
	require.True(t, refused, "the feature game's engine plays every combination of a cycle FullCycle refuses")
}

// A cycle too large to enumerate has no strip base game: megaTiny with
// weights that share no divisor (sum 100) has 800 or 900 virtual stops a
// reel, about 5·10¹⁴ combinations, beyond 2⁴⁰; the game is simulated.
func TestVariableHeightsTooManyCombinations(t *testing.T) {
	cfg := megaTiny()
	for r := range cfg.Heights {
		cfg.Heights[r] = []int64{0, 37, 41, 22}
	}
	_, ok := mustNew(t, cfg).(freeParts).BaseGame()
	require.False(t, ok)
	cfg.Strips = cfg.Strips[:3] // three reels: about 6.5·10⁸ combinations
	cfg.Heights = cfg.Heights[:3]
	cfg.Ways.Pays = map[slotmech.Symbol][]slotmech.Factor{mKing: {0, 0, 0, slotmech.Whole(1)}}
	cfg.ScatterPays, cfg.Free = cfg.ScatterPays[:1], nil
	_, ok = mustNew(t, cfg).(freeParts).BaseGame()
	require.True(t, ok)
}
