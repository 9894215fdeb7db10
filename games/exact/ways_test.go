package exact_test

import (
	"context"
	"math"
	"math/big"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/featurepar"
	"github.com/slotmech/slotmech/internal/testfix/gamefix"
	"github.com/slotmech/slotmech/lines/ways"
	"github.com/slotmech/slotmech/tumble"
)

// The ways fast path of stripgame (a ways strip game's PlayReel: the last
// reel in groups of stops computed from per-reel prefixes of the ways
// products) is checked here against the plain enumeration (gamefix.Plain:
// PlayStops on every combination, the ways evaluator on every screen) and
// against a brute force of the ways rule written below from package ways'
// definition, which enumerates every way of every run.

// luckyStars is the ways title of stripgame's example (with free spins:
// its base game is the strip game), on its own strips.
func luckyStars(free bool) stripgame.Config {
	const cherry, bell, star, wild = 1, 2, 3, 4
	c := stripgame.Config{
		Name: "lucky-stars", Symbols: []string{"cherry", "bell", "star", "wild"}, Rows: 3,
		Strips: [][]slotmech.Symbol{
			{cherry, bell, star, cherry, bell}, {bell, wild, cherry, star, bell}, {cherry, star, bell, cherry, bell}},
		Ways: &ways.Config{Wilds: []ways.Wild{{Symbol: wild}}, Pays: map[slotmech.Symbol][]slotmech.Factor{
			cherry: {0, 0, 0, slotmech.MustParseFactor("0.1")}, bell: {0, 0, 0, slotmech.MustParseFactor("0.2")}}},
		Scatter: star, ScatterPays: []cluster.ScatterPay{{Count: 2, Factor: slotmech.MustParseFactor("0.5")}},
		RoundCapX: 0, Bets: []slotmech.Money{100},
	}
	if free {
		c.Free = &stripgame.FreeSpins{Trigger: []stripgame.Award{{Scatters: 3, Spins: 5}}, Max: 20, Multiplier: 3}
	}
	return c
}

// newWays builds cfg: the game itself, or its base game if it has free
// spins.
func newWays(t require.TestingT, cfg stripgame.Config) games.Game {
	g, err := stripgame.New(cfg)
	require.NoError(t, err)
	if cfg.Free != nil {
		base, ok := g.(featurepar.Game).BaseGame()
		require.True(t, ok)
		return base
	}
	return g
}

// The fast path gives exactly the plain enumeration's cycle, with any
// number of workers, on the repository's ways titles: the example's title
// and its base game, a 243-ways title of the peer's shape on short
// strips, and the same with wilds that multiply; and it groups stops.
// Likewise paying both ways (ways.BothWays): the example's title, the
// peer's (whose base game has a trigger table), and the peer's with ×2
// wilds, a scatter that pays and a round cap of 3 × the stake that cuts
// some rounds; on those the cycle is also the brute force's.
func TestWaysFastPathMatchesPlainEnumeration(t *testing.T) {
	multiplying := peerWaysTitle(12)
	multiplying.Ways.Wilds[0].Multiplier = 2
	bothStars := luckyStars(false)
	bothStars.Ways.Direction = ways.BothWays
	bothCapped := peerBothWays(12)
	bothCapped.Ways.Wilds[0].Multiplier = 2
	bothCapped.ScatterPays = []cluster.ScatterPay{{Count: 2, Factor: slotmech.MustParseFactor("0.5")}, {Count: 3, Factor: slotmech.Whole(2)}}
	bothCapped.RoundCapX = 3
	for name, cfg := range map[string]stripgame.Config{
		"lucky-stars": luckyStars(false), "lucky-stars-base": luckyStars(true),
		"peer-ways-12": peerWaysTitle(12), "peer-ways-12-x2": multiplying,
		"both-lucky-stars": bothStars, "both-peer-12": peerBothWays(12), "both-peer-12-x2-capped": bothCapped,
	} {
		g := newWays(t, cfg)
		bet := g.DefaultBet()
		want := requireSameAsPlain(t, name, g, bet, 2)
		var many atomic.Int64
		_, err := exact.FullCycle(context.Background(), countedGame{g, &many}, bet, exact.Options{Workers: 1})
		require.NoError(t, err, name)
		if strings.Contains(name, "peer") { // lucky-stars' last reel shows five different windows
			require.Positive(t, many.Load(), "%s: no group of more than one stop", name)
		}
		if cfg.Ways.Direction == ways.BothWays {
			requireBrute(t, bruteWays(cfg, bet), want)
		}
		if cfg.RoundCapX > 0 {
			require.Positive(t, want.Capped, "%s: the cap cuts no round", name)
		}
	}
}

// bruteFigures are the figures of a full cycle that bruteWays computes.
type bruteFigures struct {
	won            *big.Int
	hits, triggers int64
	capped         int64
	maxWin         slotmech.Money
	depths         []int64
	wins           map[slotmech.Money]int64
	pays           map[[2]int][2]int64 // (symbol, count) → (wins, paid)
}

// bruteWays plays every combination of cfg at bet (a ways game without
// cascade, stake = bet) by the ways rule itself: for each paying symbol,
// in ascending order, its run from the left (and, with BothWays, then its
// run from the right, unless the left one covers every reel: the same
// ways, paid once), every way of the run enumerated (one matching
// position per reel, the ways of wilds only left out) and weighted by the
// product of its wilds' multipliers; each win floor(pay × weight × bet),
// the scatter by its count × the stake, reported last. With a round cap
// (RoundCapX × the stake) each win in that order pays what is left under
// it (0 once it is reached, still reported), the scatter is neither paid
// nor reported once it is reached, and a round that reaches it does not
// trigger.
func bruteWays(cfg stripgame.Config, bet slotmech.Money) bruteFigures {
	f := bruteFigures{won: new(big.Int), depths: make([]int64, 2), wins: map[slotmech.Money]int64{}, pays: map[[2]int][2]int64{}}
	reels, rows := len(cfg.Strips), cfg.Rows
	mult := map[slotmech.Symbol]int64{}
	for _, w := range cfg.Ways.Wilds {
		mult[w.Symbol] = max(w.Multiplier, 1)
	}
	var paying []slotmech.Symbol
	for s, row := range cfg.Ways.Pays {
		if slices.ContainsFunc(row, func(x slotmech.Factor) bool { return x > 0 }) {
			paying = append(paying, s)
		}
	}
	slices.Sort(paying)
	money := func(factor *big.Int, of slotmech.Money) slotmech.Money {
		m := new(big.Int).Mul(factor, big.NewInt(int64(of)))
		return slotmech.Money(m.Div(m, big.NewInt(slotmech.FactorScale)).Int64())
	}
	stops := make([]int, reels)
	win := make([][]slotmech.Symbol, reels)
	for {
		for r := range reels {
			win[r] = win[r][:0]
			for row := range rows {
				win[r] = append(win[r], cfg.Strips[r][(stops[r]+row)%len(cfg.Strips[r])])
			}
		}
		matches := func(r int, s slotmech.Symbol) bool {
			return slices.ContainsFunc(win[r], func(x slotmech.Symbol) bool { return x == s || mult[x] > 0 })
		}
		var total slotmech.Money
		limit := slotmech.Money(math.MaxInt64)
		if cfg.RoundCapX > 0 {
			limit = bet * slotmech.Money(cfg.RoundCapX)
		}
		reported, cut := false, false
		// offer pays m under the cap and counts it for (symbol, count) k.
		offer := func(k [2]int, m slotmech.Money) {
			paid := min(m, limit-total)
			cut = cut || paid < m
			total += paid
			reported = true
			f.pays[k] = [2]int64{f.pays[k][0] + 1, f.pays[k][1] + int64(paid)}
		}
		pay := func(s slotmech.Symbol, from, n int) {
			p := cfg.Ways.Pays[s][n]
			if p == 0 {
				return
			}
			// Every way: a position per reel of the run showing s or a wild.
			weight := int64(0)
			var walk func(r int, w int64, onlyWilds bool)
			walk = func(r int, w int64, onlyWilds bool) {
				if r == from+n {
					if !onlyWilds {
						weight += w
					}
					return
				}
				for _, x := range win[r] {
					switch {
					case x == s:
						walk(r+1, w, false)
					case mult[x] > 0:
						walk(r+1, w*mult[x], onlyWilds)
					}
				}
			}
			walk(from, 1, true)
			if weight == 0 {
				return
			}
			offer([2]int{int(s), n}, money(new(big.Int).Mul(big.NewInt(int64(p)), big.NewInt(weight)), bet))
		}
		for _, s := range paying {
			n := 0
			for n < reels && matches(n, s) {
				n++
			}
			if n > 0 {
				pay(s, 0, n)
			}
			if cfg.Ways.Direction == ways.BothWays && n < reels {
				m := 0
				for m < reels && matches(reels-1-m, s) {
					m++
				}
				if m > 0 {
					pay(s, reels-m, m)
				}
			}
		}
		if cfg.Scatter != slotmech.Empty && total < limit {
			n := 0
			for r := range reels {
				for _, x := range win[r] {
					if x == cfg.Scatter {
						n++
					}
				}
			}
			var sf slotmech.Factor
			for _, sp := range cfg.ScatterPays {
				if sp.Count <= n {
					sf = sp.Factor
				}
			}
			if sf > 0 {
				offer([2]int{int(cfg.Scatter), n}, money(big.NewInt(int64(sf)), bet))
			}
			if total < limit && cfg.Free != nil && slices.ContainsFunc(cfg.Free.Trigger, func(a stripgame.Award) bool { return a.Scatters <= n }) {
				f.triggers++
			}
		}
		if reported {
			f.depths[1]++
		} else {
			f.depths[0]++
		}
		if cut || total == limit {
			f.capped++
		}
		f.maxWin = max(f.maxWin, total)
		if total > 0 {
			f.hits++
			f.wins[total]++
			f.won.Add(f.won, big.NewInt(int64(total)))
		}
		r := reels - 1
		for ; r >= 0; r-- {
			if stops[r]++; stops[r] < len(cfg.Strips[r]) {
				break
			}
			stops[r] = 0
		}
		if r < 0 {
			return f
		}
	}
}

// requireBrute checks cycle c against the brute force's figures.
func requireBrute(t require.TestingT, want bruteFigures, c *exact.Cycle) {
	require.Equal(t, want.won.String(), c.Won.String(), "won")
	require.Equal(t, want.hits, c.Hits, "hits")
	require.Equal(t, want.triggers, c.Triggers, "triggers")
	require.Equal(t, want.capped, c.Capped, "capped")
	require.Equal(t, want.maxWin, c.MaxWin, "max win")
	depths := slices.Clone(c.Depths)
	for len(depths) < 2 {
		depths = append(depths, 0)
	}
	require.Equal(t, want.depths, depths, "depths")
	wins := map[slotmech.Money]int64{}
	for _, w := range c.Wins {
		wins[w.Win] = w.Rounds
	}
	require.Equal(t, want.wins, wins, "win distribution")
	pays := map[[2]int][2]int64{}
	for _, p := range c.Pays {
		pays[[2]int{int(p.Symbol), p.Count}] = [2]int64{p.Wins, p.Paid.Int64()}
	}
	require.Equal(t, want.pays, pays, "pays by symbol and count")
}

// The brute force agrees with the example's title, by hand-free counting.
func TestWaysBruteForceOnTheExample(t *testing.T) {
	for _, free := range []bool{false, true} {
		cfg := luckyStars(free)
		c, err := exact.FullCycle(context.Background(), newWays(t, cfg), 100, exact.Options{Workers: 1})
		require.NoError(t, err)
		requireBrute(t, bruteWays(cfg, 100), c)
	}
}

// Rapid: on small ways configurations of every shape (2 to 4 reels, 1 to
// 3 rows, wilds with or without multipliers, scatters that pay and
// trigger, left to right or both ways, each half the time, some with free
// spins so that the base game is measured, bets that round, runs that pay
// from 1 reel on), the fast path's cycle is the plain enumeration's and
// the brute force's, also with a round cap of 1 or 2 × the stake (which
// cuts wins in the order the rule reports them: a wrong order changes the
// pays by symbol and count); with a cascade (which the fast path leaves
// to PlayStops) it is the plain one's.
func TestWaysFastPathRapid(t *testing.T) {
	const a, b, c, w, s = 1, 2, 3, 4, 5
	rapid.Check(t, func(rt *rapid.T) {
		reels := rapid.IntRange(2, 4).Draw(rt, "reels")
		rows := rapid.IntRange(1, 3).Draw(rt, "rows")
		wild := rapid.Bool().Draw(rt, "wild")
		scatter := rapid.Bool().Draw(rt, "scatter")
		syms := []slotmech.Symbol{a, b, c}
		if wild {
			syms = append(syms, w)
		}
		if scatter {
			syms = append(syms, s)
		}
		strips := make([][]slotmech.Symbol, reels)
		for r := range strips {
			strips[r] = rapid.SliceOfN(rapid.SampledFrom(syms), rows, 7).Draw(rt, "strip")
		}
		pays := map[slotmech.Symbol][]slotmech.Factor{}
		for _, sym := range []slotmech.Symbol{a, b, c} {
			row := make([]slotmech.Factor, reels+1)
			from := rapid.IntRange(1, reels).Draw(rt, "from")
			for n := from; n <= reels; n++ {
				row[n] = row[n-1] + slotmech.Factor(250*rapid.IntRange(0, 40).Draw(rt, "pay"))
			}
			pays[sym] = row
		}
		pays[a][reels] += slotmech.Whole(1) // something pays
		cfg := stripgame.Config{Name: "rapid-ways", Symbols: []string{"a", "b", "c", "w", "s"}, Rows: rows, Strips: strips,
			Ways: &ways.Config{Pays: pays}, Bets: []slotmech.Money{rapid.SampledFrom([]slotmech.Money{1, 3, 10, 100}).Draw(rt, "bet")}}
		if rapid.Bool().Draw(rt, "both") {
			cfg.Ways.Direction = ways.BothWays
		}
		if wild {
			cfg.Ways.Wilds = []ways.Wild{{Symbol: w, Multiplier: int64(rapid.IntRange(0, 3).Draw(rt, "mult"))}}
		}
		if scatter {
			cfg.Scatter = s
			if rapid.Bool().Draw(rt, "scatter pays") {
				cfg.ScatterPays = []cluster.ScatterPay{{Count: 2, Factor: slotmech.MustParseFactor("0.75")}, {Count: 3, Factor: slotmech.Whole(4)}}
			}
			if rapid.Bool().Draw(rt, "free") {
				cfg.Free = &stripgame.FreeSpins{Trigger: []stripgame.Award{{Scatters: 2, Spins: 3}}, Max: 10}
			}
		}
		plainOnly := false
		switch rapid.IntRange(0, 5).Draw(rt, "variant") {
		case 0:
			cfg.Cascade, cfg.MaxSteps, plainOnly = true, 50, true
		case 1, 2:
			cfg.RoundCapX = int64(rapid.IntRange(1, 2).Draw(rt, "cap"))
		}
		g := newWays(rt, cfg)
		bet := cfg.Bets[0]
		want, err := exact.FullCycle(context.Background(), gamefix.Plain(g), bet, exact.Options{Workers: 1})
		got, err2 := exact.FullCycle(context.Background(), g, bet, exact.Options{Workers: rapid.IntRange(1, 2).Draw(rt, "workers")})
		if err != nil {
			// A cascade that never ends (MaxSteps): refused by both.
			require.ErrorIs(rt, err, tumble.ErrTooManySteps)
			require.ErrorIs(rt, err2, tumble.ErrTooManySteps)
			return
		}
		require.NoError(rt, err2)
		require.Equal(rt, want, got)
		if !plainOnly {
			requireBrute(rt, bruteWays(cfg, bet), got)
		}
	})
}

// A ways game with a cascade (left to right or both ways) plays, for every
// position of the reels before the last, only the last reel's stops whose
// first screen wins or shows enough scatters to pay or award (stripgame's
// first-screen skip, from the ways products of the reels before it): its
// cycle is exactly the plain enumeration's, with any number of workers, and
// it plays no more rounds than there are combinations that win or trigger
// (the plain enumeration plays every combination). The titles: the peer's
// shape with a cascade, the same both ways with ×2 wilds, a scatter that
// pays on every screen and is struck with the winners and a round cap that
// cuts, and the example's title as a feature game's base game.
func TestCascadingWaysSkipsLosingStops(t *testing.T) {
	both := peerBothWays(12)
	both.Ways.Wilds[0].Multiplier = 2
	both.ScatterPays = []cluster.ScatterPay{{Count: 2, Factor: slotmech.MustParseFactor("0.5")}, {Count: 3, Factor: slotmech.Whole(2)}}
	both.ScatterOn, both.ScatterStrike, both.RoundCapX = stripgame.EveryScreen, true, 3
	for name, cfg := range map[string]stripgame.Config{
		"peer-ways-12": peerWaysTitle(12), "both-peer-12-x2-strike-capped": both, "lucky-stars-base": luckyStars(true),
	} {
		cfg.Cascade, cfg.MaxSteps = true, 100
		g := newWays(t, cfg)
		bet := g.DefaultBet()
		want := requireSameAsPlain(t, name, g, bet, 2)
		require.Greater(t, len(want.Depths), 2, "%s: no cascade of two winning steps", name)
		var played atomic.Int64
		_, err := exact.FullCycle(context.Background(), playedGame{g, &played}, bet, exact.Options{Workers: 1})
		require.NoError(t, err, name)
		require.Positive(t, played.Load(), name)
		require.LessOrEqual(t, played.Load(), want.Hits+want.Triggers, "%s: rounds played, of %d combinations", name, want.Combinations)
		if cfg.RoundCapX > 0 {
			require.Positive(t, want.Capped, "%s: the cap cuts no round", name)
		}
	}
}

// playedGame counts the rounds its players' PlayReel reports (group calls).
type playedGame struct {
	games.Game
	played *atomic.Int64
}

func (g playedGame) NewPlayer() games.Player {
	return gamefix.StripOnly{StripPlayer: playedPlayer{g.Game.NewPlayer().(exact.StripPlayer), g.played}}
}

type playedPlayer struct {
	exact.StripPlayer
	played *atomic.Int64
}

func (p playedPlayer) PlayReel(stops []int, bet slotmech.Money, tally games.Tally, group func(stop, n int, out games.Outcome) error) error {
	return p.StripPlayer.PlayReel(stops, bet, tally, func(stop, n int, out games.Outcome) error {
		p.played.Add(1)
		return group(stop, n, out)
	})
}
