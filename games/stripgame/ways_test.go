package stripgame_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/featurepar"
	"github.com/slotmech/slotmech/lines/ways"
	"github.com/slotmech/slotmech/rng"
)

// luckyWays is a ways title without free spins: a strip game since
// v1.0.0 (a feature game before).
func luckyWays() stripgame.Config {
	const cherry, bell, star, wild = 1, 2, 3, 4
	return stripgame.Config{
		Name: "lucky-ways", Symbols: []string{"cherry", "bell", "star", "wild"}, Rows: 3,
		Strips: [][]slotmech.Symbol{
			{cherry, bell, star, cherry, bell}, {bell, wild, cherry, star, bell}, {cherry, star, bell, cherry, bell}},
		Ways: &ways.Config{Wilds: []ways.Wild{{Symbol: wild, Multiplier: 2}}, Pays: map[slotmech.Symbol][]slotmech.Factor{
			cherry: {0, 0, 0, slotmech.MustParseFactor("0.1")}, bell: {0, 0, slotmech.MustParseFactor("0.05"), slotmech.MustParseFactor("0.2")}}},
		Scatter: star, ScatterPays: []cluster.ScatterPay{{Count: 2, Factor: slotmech.MustParseFactor("0.5")}},
		RoundCapX: 500, Bets: []slotmech.Money{10, 100}, DefaultBet: 100, Maths: "w1 identity",
	}
}

// A ways game without free spins is a strip game: its players are strip
// players, it has Config (which builds the same game again) and no facts;
// its configuration data and identity, and the outcomes of its rounds
// from a stream, are those main 4eabda3 (before the change) gave the same
// configuration as a feature game.
func TestWaysIsAStripGame(t *testing.T) {
	g := mustNew(t, luckyWays())
	require.Equal(t, `{"format":"freespin/1","name":"lucky-ways","symbols":["cherry","bell","star","wild"],"rows":3,`+
		`"base":{"strips":[["cherry","bell","star","cherry","bell"],["bell","wild","cherry","star","bell"],["cherry","star","bell","cherry","bell"]]},`+
		`"ways":{"pays":{"bell":["0","0","0.05","0.2"],"cherry":["0","0","0","0.1"]},"direction":"LeftToRight","wilds":[{"symbol":"wild","multiplier":2}]},`+
		`"scatter":"star","scatter_pays":[{"count":2,"factor":"0.5"}],"cascade":false,"max_steps":0,"max_free_spins":0,`+
		`"multiplier":"NoMultiplier","free_multiplier":0,"round_cap_x":500,"bets":[10,100],"default_bet":100,"maths":"w1 identity"}`,
		string(g.ConfigData()))
	require.Equal(t, "546423e0fb290da8d65a5befeabee9cd4a6a4a63ebffe10b9818cc316ac0588c", games.ConfigID(g))
	require.Nil(t, g.Facts())
	_, isFeature := g.(featurepar.Game)
	require.False(t, isFeature)
	_, isStrip := g.NewPlayer().(interface {
		StripLengths() []int
		PlayReel([]int, slotmech.Money, games.Tally, func(stop, n int, out games.Outcome) error) error
	})
	require.True(t, isStrip)
	cfg := g.(interface{ Config() stripgame.Config }).Config()
	require.Equal(t, games.ConfigID(g), games.ConfigID(mustNew(t, cfg)))
	cfg.Ways.Pays[1][3] = slotmech.Whole(9) // the copy is the caller's
	require.Equal(t, luckyWays().Ways.Pays[1][3], g.(interface{ Config() stripgame.Config }).Config().Ways.Pays[1][3])

	p := g.NewPlayer()
	src := rng.NewStream(42, 7)
	var sum, weighted, hits int64
	for i := range 20000 {
		out, err := p.Play(100, games.Standard, src, nil)
		require.NoError(t, err)
		sum += int64(out.Win)
		weighted += int64(out.Win) * int64(i%97+1)
		if out.Win > 0 {
			hits++
		}
	}
	require.Equal(t, [3]int64{2555290, 125294610, 20000}, [3]int64{sum, weighted, hits}, "main 4eabda3's rounds")
}

// The contract's checks, replay and a forced play on a ways strip game and
// on the ways base game of a feature game; rounds without a Detail
// allocate nothing.
func TestWaysStripGameContract(t *testing.T) {
	base, ok := mustNew(t, tiny()).(featurepar.Game).BaseGame()
	require.True(t, ok)
	require.Equal(t, "tiny-base", base.Name())
	for _, g := range []games.Game{mustNew(t, luckyWays()), base} {
		require.NoError(t, gamestest.CheckContract(g, 3, 200), g.Name())
		for seed := range uint64(20) {
			_, err := gamestest.CheckReplay(g, g.DefaultBet(), games.Standard, rng.NewStream(seed, 1))
			require.NoError(t, err, g.Name())
		}
		p := g.NewPlayer()
		src := rng.NewStream(1, 2)
		allocs := testing.AllocsPerRun(200, func() { _, _ = p.Play(g.DefaultBet(), games.Standard, src, nil) })
		require.Zero(t, allocs, g.Name())
	}
	const cherry, bell, star, wild = 1, 2, 3, 4
	g := mustNew(t, luckyWays())
	// Cherries: reel 0 shows one, reel 1 the ×2 wild, reel 2 two: weight
	// 1 × 2 × 2 = 4 at 0.1, 0.4 × 100 = 40, over 1 × 1 × 2 = 2 ways. Bells:
	// one on each reel and the wild on reel 1: weight 1 × (1 + 2) × 1 = 3
	// at 0.2, 60, over 1 × 2 × 1 = 2 ways. Two stars pay 0.5 × 100 = 50.
	f := &games.Forced{Bet: 100, Screen: columns(
		[]slotmech.Symbol{bell, cherry, star}, []slotmech.Symbol{bell, wild, star}, []slotmech.Symbol{bell, cherry, cherry})}
	var d games.Detail
	out, err := g.NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 100, Stake: 100, Win: 150}, out)
	require.Len(t, d.Spins, 1)
	require.Len(t, d.Spins[0].Steps, 1)
	st := d.Spins[0].Steps[0]
	require.Len(t, st.Wins, 2)
	require.Equal(t, games.Win{Symbol: cherry, Count: 3, Factor: slotmech.MustParseFactor("0.4"), Ways: 2,
		Positions: st.Wins[0].Positions}, st.Wins[0])
	require.Equal(t, games.Win{Symbol: bell, Count: 3, Factor: slotmech.MustParseFactor("0.6"), Ways: 2,
		Positions: st.Wins[1].Positions}, st.Wins[1])
	require.Equal(t, slotmech.Money(100), st.Win)
	require.Equal(t, 2, d.Spins[0].Scatters)
	require.Equal(t, slotmech.Money(50), d.Spins[0].ScatterWin)
	require.NoError(t, gamestest.CheckForced(g, f, nil))
}

// The base game of a ways feature game reports the trigger: the tiny
// game's base game triggers when both reels show the scatter, and
// reports the one free spin awarded (Outcome.FreeSpins).
func TestWaysBaseGameTriggers(t *testing.T) {
	base, _ := mustNew(t, tiny()).(featurepar.Game).BaseGame()
	sp := base.NewPlayer().(interface {
		PlayStops([]int, slotmech.Money, games.Tally) (games.Outcome, error)
	})
	for stops, want := range map[[2]int]games.Outcome{
		{0, 0}: {Bet: 100, Stake: 100, Win: 100}, {1, 1}: {Bet: 100, Stake: 100, Triggered: true, FreeSpins: 1}, {0, 1}: {Bet: 100, Stake: 100},
	} {
		out, err := sp.PlayStops(stops[:], 100, nil)
		require.NoError(t, err)
		require.Equal(t, want, out, "stops %v", stops)
	}
}

// The ways base game's Config is the base reels' configuration, without
// the free spins, and builds a game: with free reels of variable heights
// it leaves out their Blocked symbol, which the base reels never show.
func TestWaysBaseGameConfigBuilds(t *testing.T) {
	cfg := tiny()
	cfg.Rows = 1
	cfg.Ways.Blocked = B
	cfg.Free.Strips = [][]slotmech.Symbol{{A, X}, {A, X}}
	cfg.Free.Heights = [][]int64{{1}, {1}}
	base, ok := mustNew(t, cfg).(featurepar.Game).BaseGame()
	require.True(t, ok)
	bc := base.(interface{ Config() stripgame.Config }).Config()
	require.Nil(t, bc.Free)
	require.Equal(t, slotmech.Empty, bc.Ways.Blocked)
	again := mustNew(t, bc)
	require.Equal(t, "tiny", again.Name())
	require.Equal(t, base.Alphabet(), again.Alphabet())
}
