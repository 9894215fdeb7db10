package exact_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/cputime"
	"github.com/slotmech/slotmech/internal/testfix/gamefix"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/rng"
)

// stripToy is a strip game small enough to solve by hand: 3 reels of one
// row, strips r0 = A B A, r1 = A B, r2 = A A B (A = 1, B = 2). Three A pay
// 2 × bet, three B 5 × bet. After a win all three symbols explode and each
// reel shows the strip position above (a cascade, as in Crystal Spin), until
// the three symbols differ.
//
// Going up the strips from stop i, the reels show
//
//	r0: i=0 A A B …, i=1 B A A …, i=2 A B A … (period 3)
//	r1: j=0 A B …,   j=1 B A …               (period 2)
//	r2: k=0 A B A …, k=1 A A B …, k=2 B A A … (period 3)
//
// and of the 18 combinations exactly five win:
//
//	(0,0,0) A              2
//	(0,0,1) A              2
//	(1,1,2) B, A           5 + 2 = 7
//	(2,0,0) A, B, A        2 + 5 + 2 = 9
//	(2,0,1) A              2
//
// so the cycle pays 22 × bet on 18 × bet: RTP 11/9, hit rate 5/18, cascade
// depths 0:13, 1:3, 2:1, 3:1, six wins of A (12 × bet) and two of B
// (10 × bet).
type stripToy struct {
	fail   bool // PlayStops fails at stops (1,1,1)
	bad    bool // reports a win of an impossible symbol
	silent bool // never calls its tally
	short  bool // reports 1 less than it pays on every win
	facts  bool // reports facts with its wins: "cascade" (the step − 1) and "a" (1 for a win of A, 0 for B)
}

var toyStrips = [][]slotmech.Symbol{{1, 2, 1}, {1, 2}, {1, 1, 2}}

var toyAlphabet, _ = slotmech.NewAlphabet("A", "B")

func (stripToy) Name() string { return "strip-toy" }
func (stripToy) Modes() []games.Mode {
	return []games.Mode{{Name: games.Standard, Cost: slotmech.Whole(1)}}
}
func (stripToy) DefaultBet() slotmech.Money   { return 10 }
func (stripToy) Alphabet() *slotmech.Alphabet { return toyAlphabet }
func (stripToy) ConfigData() []byte           { return []byte("strip toy") }
func (stripToy) Facts() []games.FactDef       { return nil }

func (g stripToy) NewPlayer() games.Player { return stripToyPlayer{g} }

func (stripToy) Stake(bet slotmech.Money, mode string) (slotmech.Money, error) {
	if bet <= 0 || mode != games.Standard {
		return 0, fmt.Errorf("%w: strip toy: bet %d", games.ErrBet, bet)
	}
	return bet, nil
}

type stripToyPlayer struct{ g stripToy }

func (p stripToyPlayer) Play(bet slotmech.Money, mode string, src rng.Source, _ *games.Detail) (games.Outcome, error) {
	stops := []int{rng.IntN(src, 3), rng.IntN(src, 2), rng.IntN(src, 3)}
	return p.PlayStops(stops, bet, nil)
}

func (stripToyPlayer) PlayForced(*games.Forced, rng.Source, *games.Detail) (games.Outcome, error) {
	return games.Outcome{}, games.ErrForced
}

func (stripToyPlayer) StripLengths() []int { return []int{3, 2, 3} }

func (p stripToyPlayer) PlayReel(stops []int, bet slotmech.Money, tally games.Tally, group func(stop, n int, out games.Outcome) error) error {
	return gamefix.PlayReelByStop(p, stops, bet, tally, group)
}

func (p stripToyPlayer) PlayStops(stops []int, bet slotmech.Money, tally games.Tally) (games.Outcome, error) {
	g := p.g
	if _, err := g.Stake(bet, games.Standard); err != nil {
		return games.Outcome{}, err
	}
	out := games.Outcome{Bet: bet, Stake: bet}
	if g.fail && stops[0] == 1 && stops[1] == 1 && stops[2] == 1 {
		return out, errors.New("strip toy: broken")
	}
	pos := [3]int{stops[0], stops[1], stops[2]}
	for step := 1; step <= 100; step++ {
		var s [3]slotmech.Symbol
		for r := range s {
			n := len(toyStrips[r])
			s[r] = toyStrips[r][((pos[r]%n)+n)%n]
			pos[r]--
		}
		if s[0] != s[1] || s[1] != s[2] {
			return out, nil
		}
		win := map[slotmech.Symbol]slotmech.Money{1: 2 * bet, 2: 5 * bet}[s[0]]
		out.Win += win
		if tally != nil && !g.silent {
			sym := s[0]
			if g.bad {
				sym = 200
			}
			if g.short {
				win--
			}
			var fs games.Facts
			if g.facts {
				fs.Set("cascade", int64(step-1))
				fs.SetFlag("a", sym == 1)
			}
			tally(games.PaidWin{Step: step, Symbol: sym, Count: 3, Paid: win, Facts: fs})
		}
	}
	return out, errors.New("strip toy: endless cascade")
}

// The full cycle of the toy game gives the hand-computed figures above.
func TestFullCycleToyByHand(t *testing.T) {
	c, err := exact.FullCycle(context.Background(), stripToy{}, 10, exact.Options{Workers: 1})
	require.NoError(t, err)
	require.Equal(t, "strip-toy", c.Game)
	require.Equal(t, int64(18), c.Combinations)
	require.Equal(t, big.NewInt(180), c.Wagered)
	require.Equal(t, big.NewInt(220), c.Won)
	require.Equal(t, big.NewRat(11, 9), c.RTP)
	require.Equal(t, int64(5), c.Hits)
	require.Equal(t, big.NewRat(5, 18), c.HitRate())
	require.Equal(t, []int64{13, 3, 1, 1}, c.Depths)
	require.Equal(t, slotmech.Money(90), c.MaxWin)
	require.Equal(t, []exact.WinCount{{Win: 20, Rounds: 3}, {Win: 70, Rounds: 1}, {Win: 90, Rounds: 1}}, c.Wins)
	require.Equal(t, []exact.Pay{
		{Symbol: 1, Count: 3, Wins: 6, Paid: big.NewInt(120)},
		{Symbol: 2, Count: 3, Wins: 2, Paid: big.NewInt(100)},
	}, c.Pays)
	// In stakes the wins are 2 (3 rounds), 7, 9 and 0 (13): the mean is
	// 22/18, the mean square 142/18, the variance 142/18 − (22/18)² = 518/81.
	require.InDelta(t, math.Sqrt(518)/9, c.SigmaX(), 1e-12)
	require.Zero(t, (&exact.Cycle{}).SigmaX(), "an empty cycle")
	require.Zero(t, (&exact.Cycle{Combinations: 18, Wins: c.Wins}).SigmaX(), "no stake")
}

// The toy's facts are counted by the combinations in which some win
// reported them with a value other than 0: "cascade" in the two rounds that
// win again after the first screen, (1,1,2) and (2,0,0); "a" in the five
// that win with A (every winning round, once each however many A wins it
// has). B's wins report "a" as 0 and first screens "cascade" as 0: not
// counted. The same facts come out of any split into shards, and through
// JSON.
func TestFullCycleCountsFacts(t *testing.T) {
	ctx := context.Background()
	g := stripToy{facts: true}
	want := map[string]int64{"cascade": 2, "a": 5}
	for _, workers := range []int{1, 3} {
		c, err := exact.FullCycle(ctx, g, 10, exact.Options{Workers: workers})
		require.NoError(t, err)
		require.Equal(t, want, c.Facts, "%d workers", workers)
		require.Equal(t, big.NewInt(220), c.Won, "the figures are the toy's")
	}
	var merged exact.Cycle
	for i := range 3 {
		p, err := exact.FullCycle(ctx, g, 10, exact.Options{Shard: i, Shards: 3, Workers: 1})
		require.NoError(t, err)
		b, err := json.Marshal(p)
		require.NoError(t, err)
		var back exact.Cycle
		require.NoError(t, json.Unmarshal(b, &back))
		require.NoError(t, merged.Merge(&back))
	}
	require.True(t, merged.Complete())
	require.Equal(t, want, merged.Facts)

	plain, err := exact.FullCycle(ctx, stripToy{}, 10, exact.Options{Workers: 2})
	require.NoError(t, err)
	require.Nil(t, plain.Facts, "no facts reported, none counted")
}

// The result does not depend on the number of workers (Crystal Spin rules on
// short strips: cascades, wilds and full houses included).
func TestFullCycleWorkerCountIndependent(t *testing.T) {
	g := gamefix.ShortCrystal(t, "kjabkjkc", "jkajhkjk", "kaakjkhk", "jkbjkkak", "kjkkhjak")
	want, err := exact.FullCycle(context.Background(), g, 100, exact.Options{Workers: 1})
	require.NoError(t, err)
	require.Equal(t, int64(8*8*8*8*8), want.Combinations)
	require.Greater(t, len(want.Depths), 2, "the test strips should cascade")
	for _, w := range []int{2, 3, 8, 100} {
		got, err := exact.FullCycle(context.Background(), g, 100, exact.Options{Workers: w})
		require.NoError(t, err)
		require.Equal(t, want, got, "%d workers", w)
	}
	var sum big.Int
	for _, p := range want.Pays {
		sum.Add(&sum, p.Paid)
	}
	require.Equal(t, want.Won, &sum, "the pays add up to the total won")
	var n int64
	for _, d := range want.Depths {
		n += d
	}
	require.Equal(t, want.Combinations, n)
}

// FullCycle refuses a bad bet, stops at a failing round naming its stops,
// refuses impossible wins and honours cancellation.
func TestFullCycleErrors(t *testing.T) {
	ctx := context.Background()
	_, err := exact.FullCycle(ctx, stripToy{}, 0, exact.Options{Workers: 1})
	require.ErrorIs(t, err, games.ErrBet)

	_, err = exact.FullCycle(ctx, stripToy{fail: true}, 10, exact.Options{Workers: 2})
	require.ErrorContains(t, err, "stops [1 1 1]")

	_, err = exact.FullCycle(ctx, stripToy{bad: true}, 10, exact.Options{Workers: 1})
	require.ErrorIs(t, err, exact.ErrTally)

	_, err = exact.FullCycle(ctx, stripToy{silent: true}, 10, exact.Options{Workers: 1})
	require.ErrorIs(t, err, exact.ErrTally, "a game that never calls its tally")

	_, err = exact.FullCycle(ctx, stripToy{short: true}, 10, exact.Options{Workers: 1})
	require.ErrorIs(t, err, exact.ErrTally, "wins that do not add up to the round's win")

	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	_, err = exact.FullCycle(cancelled, stripToy{}, 10, exact.Options{Workers: 1})
	require.ErrorIs(t, err, context.Canceled)
}

// CS-21: a Monte Carlo run of Crystal Spin agrees with its exact RTP
// (the full-cycle figure 15939597/16777216, which crystalspin's
// TestCS_21_ExactRTP recomputes) within the run's 99% confidence interval.
func TestFullCycleAgreesWithSimulation(t *testing.T) {
	st, err := sim.Simulate(context.Background(), sim.Config{
		Game: crystalspin.New(), Bet: 100, Rounds: 400_000, Seed: 21,
	})
	require.NoError(t, err)
	exact, _ := big.NewRat(15939597, 16777216).Float64()
	require.InDelta(t, exact, st.RTP(), st.RTPCI99(), "simulated %.5f ± %.5f", st.RTP(), st.RTPCI99())
	require.InDelta(t, 8_409_990.0/33_554_432, st.HitRate(), 0.004)
}

// BenchmarkFullCycle measures exact.FullCycle of Crystal Spin (33.5
// million games, cascades included) with 1 and 2 workers. combinations/s is
// throughput in wall-clock time (what the scaling with workers is about; it
// needs as many idle cores as workers, which a shared machine may not
// have); cpu-ns/op is the CPU time of the whole process per cycle (see
// internal/cputime) and combinations/cpu-s the combinations per
// CPU-second, which stays the same with more workers when they scale.
func BenchmarkFullCycle(b *testing.B) {
	g := crystalspin.New()
	for _, workers := range []int{1, 2} {
		b.Run(fmt.Sprintf("workers=%d", workers), func(b *testing.B) {
			b.ReportAllocs()
			var combos int64
			stop := cputime.StartProcess(b)
			for b.Loop() {
				c, err := exact.FullCycle(context.Background(), g, 100, exact.Options{Workers: workers})
				if err != nil {
					b.Fatal(err)
				}
				combos += c.Combinations
			}
			if ns := stop(); ns > 0 {
				b.ReportMetric(float64(combos)/float64(b.N)*1e9/ns, "combinations/cpu-s")
			}
			b.ReportMetric(float64(combos)/b.Elapsed().Seconds(), "combinations/s")
		})
	}
}

// shortCrystalSpin is Crystal Spin on the first 9, 10, … 13 positions of
// its strips: a quick cycle with cascades, wilds and full houses.
func shortCrystalSpin(t *testing.T) games.Game {
	var short [][]slotmech.Symbol
	for r, strip := range crystalspin.Strips() {
		short = append(short, strip[:min(9+r, len(strip))]) // whatever the strips' length
	}
	g, err := crystalspin.NewWithStrips(short)
	require.NoError(t, err)
	return g
}

// The odometer with Crystal Spin's PlayReel (only the moved reels set,
// losing stops skipped without being played) gives exactly the cycle of
// PlayStops on every combination, with any number of workers.
func TestFullCycleMatchesPlainPlayStops(t *testing.T) {
	g := shortCrystalSpin(t)
	want, err := exact.FullCycle(context.Background(), gamefix.Plain(g), 100, exact.Options{Workers: 1})
	require.NoError(t, err)
	require.Greater(t, want.Depths[0], int64(0))
	for _, w := range []int{1, 2, 3} {
		got, err := exact.FullCycle(context.Background(), g, 100, exact.Options{Workers: w})
		require.NoError(t, err)
		require.Equal(t, want, got, "%d workers", w)
	}
}

// countedGroups is a player that counts the groups of more than one stop
// it reports, in *many.
type countedGroups struct {
	exact.StripPlayer
	many *atomic.Int64
}

func (c countedGroups) PlayReel(stops []int, bet slotmech.Money, tally games.Tally, group func(stop, n int, out games.Outcome) error) error {
	return c.StripPlayer.PlayReel(stops, bet, tally, func(stop, n int, out games.Outcome) error {
		if n > 1 {
			c.many.Add(1)
		}
		return group(stop, n, out)
	})
}

// requireSameAsPlain requires that g's full cycle at bet, on 1 to workers
// workers, is exactly the plain enumeration's (gamefix.Plain, 1 worker),
// which wins something, and returns it.
func requireSameAsPlain(t *testing.T, name string, g games.Game, bet slotmech.Money, workers int) *exact.Cycle {
	t.Helper()
	want, err := exact.FullCycle(context.Background(), gamefix.Plain(g), bet, exact.Options{Workers: 1})
	require.NoError(t, err, name)
	require.Positive(t, want.Hits, name)
	for w := 1; w <= workers; w++ {
		got, err := exact.FullCycle(context.Background(), g, bet, exact.Options{Workers: w})
		require.NoError(t, err, name)
		require.Equal(t, want, got, "%s, %d workers", name, w)
	}
	return want
}

type countedGame struct {
	games.Game
	many *atomic.Int64
}

func (g countedGame) NewPlayer() games.Player {
	return gamefix.StripOnly{StripPlayer: countedGroups{g.Game.NewPlayer().(exact.StripPlayer), g.many}}
}

// The odometer with PlayReel (the last reel's stops in groups of the same
// round, each played once, the stops that lose skipped) gives exactly the
// cycle of PlayStops on every combination, with any number of workers: on
// stripgame titles of every kind (the classic five on short strips, the
// same with cascades, and the lines, ways-like and pay-anywhere games of
// the Marginals tests). In the games that group (lines without cascade or
// caps) some groups have more than one stop.
func TestFullCyclePlayReelMatchesPlayStops(t *testing.T) {
	var short [][]slotmech.Symbol
	for r, strip := range gamefix.ClassicStrips([]int{9, 7, 6, 4, 2, 2, 2}) {
		short = append(short, strip[:9+r])
	}
	titles := map[string]games.Game{"classic": gamefix.ClassicGame(t, short)}
	for name, g := range gamefix.MarginalGames(t) {
		titles[name] = g
	}
	cascade, err := stripgame.New(stripgame.Config{Name: "cascade", Symbols: []string{"a", "b", "c"}, Rows: 2,
		Strips: [][]slotmech.Symbol{{1, 2, 3, 1, 2}, {1, 1, 2, 3}, {2, 1, 3, 1, 1, 2}},
		Lines: &lines.Config{Lines: [][]int{{0, 0, 0}, {1, 1, 1}},
			Pays: map[slotmech.Symbol][]slotmech.Factor{1: {0, 0, 0, slotmech.Whole(3)}, 2: {0, 0, 0, slotmech.Whole(5)}}},
		Cascade: true, MaxSteps: 10, Bets: []slotmech.Money{1}})
	require.NoError(t, err)
	titles["cascade"] = cascade
	for name, g := range titles {
		bet := g.DefaultBet()
		requireSameAsPlain(t, name, g, bet, 3)
		var many atomic.Int64
		_, err = exact.FullCycle(context.Background(), countedGame{g, &many}, bet, exact.Options{Workers: 1})
		require.NoError(t, err, name)
		if name == "classic" || strings.HasPrefix(name, "lines-lefttoright") {
			require.Positive(t, many.Load(), "%s: no group of more than one stop", name)
		}
		t.Logf("%s: %d groups of more than one stop", name, many.Load())
	}
}

// badGroups is a player whose PlayReel misreports: every group twice
// (twice), the first group it plays not at all (drop), the first with
// more stops than the reel has (more), or its groups in reverse order
// (reverse).
type badGroups struct {
	exact.StripPlayer
	twice, drop, more, reverse bool
}

func (b badGroups) PlayReel(stops []int, bet slotmech.Money, tally games.Tally, group func(stop, n int, out games.Outcome) error) error {
	first := true
	type played struct {
		stop, n int
		out     games.Outcome
		wins    []games.PaidWin
	}
	var all []played
	var wins []games.PaidWin
	err := b.StripPlayer.PlayReel(stops, bet, func(w games.PaidWin) { wins = append(wins, w) }, func(stop, n int, out games.Outcome) error {
		all = append(all, played{stop, n, out, wins})
		wins = nil
		return nil
	})
	if err != nil {
		return err
	}
	if b.reverse {
		slices.Reverse(all)
	}
	for _, p := range all {
		wasFirst := first
		first = false
		for _, w := range p.wins {
			tally(w)
		}
		switch {
		case b.drop && wasFirst:
			continue
		case b.more && wasFirst:
			p.n += 1 << 20
		}
		if err := group(p.stop, p.n, p.out); err != nil {
			return err
		}
		if b.twice {
			if err := group(p.stop, p.n, p.out); err != nil {
				return err
			}
		}
	}
	return nil
}

type badGroupGame struct {
	games.Game
	bad badGroups
}

func (g badGroupGame) NewPlayer() games.Player {
	b := g.bad
	b.StripPlayer = g.Game.NewPlayer().(exact.StripPlayer)
	return gamefix.StripOnly{StripPlayer: b}
}

// A PlayReel that reports a group twice, plays one without reporting it
// (its wins then land on the next group, or on none), reports more stops
// than the reel has left or its groups out of order is refused with
// ErrTally, not believed.
func TestFullCycleRefusesABadPlayReel(t *testing.T) {
	g := gamefix.MarginalGames(t)["lines-lefttoright"]
	for _, bad := range []badGroups{{twice: true}, {drop: true}, {more: true}, {reverse: true}} {
		_, err := exact.FullCycle(context.Background(), badGroupGame{g, bad}, g.DefaultBet(), exact.Options{Workers: 1})
		require.ErrorIs(t, err, exact.ErrTally, "%+v", bad)
		if bad.more || bad.reverse || bad.twice {
			require.ErrorContains(t, err, "out of order or with")
		}
	}
}
