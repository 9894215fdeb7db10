package sim

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/toygame"
	"github.com/slotmech/slotmech/internal/winband"
	"github.com/slotmech/slotmech/rng"
)

// testRounds spans several blocks and ends in a partial one.
const testRounds = 4*BlockRounds + 777

func simulate(t testing.TB, cfg Config) *Stats {
	t.Helper()
	if cfg.Game == nil {
		cfg.Game = toygame.Game{}
	}
	s, err := Simulate(context.Background(), cfg)
	require.NoError(t, err)
	return s
}

// TestSimulateMatchesSequentialModel checks the contract of the blocks
// against a plain loop: block k is played on stream k of the seed, rounds in
// order, nothing skipped or repeated.
func TestSimulateMatchesSequentialModel(t *testing.T) {
	const seed = 99
	got := simulate(t, Config{Rounds: testRounds, Seed: seed, Workers: 2})

	var want struct{ rounds, won, hits, triggers, capped, maxWin int64 }
	var bands [winband.Count]int64
	player := toygame.Game{}.NewPlayer()
	for k := int64(0); k*BlockRounds < testRounds; k++ {
		src := rng.NewStream(seed, uint64(k))
		for range min(BlockRounds, testRounds-k*BlockRounds) {
			out, err := player.Play(100, games.Standard, src, nil)
			require.NoError(t, err)
			want.rounds++
			want.won += int64(out.Win)
			want.maxWin = max(want.maxWin, int64(out.Win))
			if out.Win > 0 {
				want.hits++
			}
			if out.Triggered {
				want.triggers++
			}
			if out.Capped {
				want.capped++
			}
			bands[winband.Of(out.Win, 100)]++
		}
	}
	require.Equal(t, want.rounds, got.Rounds)
	require.Equal(t, want.won, int64(got.Won))
	require.Equal(t, want.rounds*100, int64(got.Wagered))
	require.Equal(t, want.hits, got.Hits)
	require.Equal(t, want.triggers, got.Triggers)
	require.Equal(t, want.capped, got.Capped)
	require.Equal(t, want.maxWin, int64(got.MaxWin))
	require.Equal(t, bands, got.Bands)
	require.True(t, got.Complete())
	require.Equal(t, Coverage{Rounds: testRounds, Shards: 1, Parts: []int{0}}, got.Run)
}

func TestSimulateWorkerCountIndependent(t *testing.T) {
	want := simulate(t, Config{Rounds: testRounds, Seed: 7, Workers: 1})
	for _, w := range []int{2, 3, 8} {
		got := simulate(t, Config{Rounds: testRounds, Seed: 7, Workers: w})
		require.Equal(t, want, got, "workers %d", w)
	}
	other := simulate(t, Config{Rounds: testRounds, Seed: 8, Workers: 2})
	require.NotEqual(t, want.Won, other.Won, "another seed must give other rounds")
}

// TestSimulateShardsMergeToOneRun: the shards of a run, merged in any
// order, are exactly the run; with more shards than blocks some shards are
// empty.
func TestSimulateShardsMergeToOneRun(t *testing.T) {
	whole := simulate(t, Config{Mode: toygame.AnteMode, Bet: 200, Rounds: testRounds, Seed: 3})
	perm := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{1, 2, 3, 7} {
		shards := make([]*Stats, n)
		for i := range n {
			shards[i] = simulate(t, Config{Mode: toygame.AnteMode, Bet: 200, Rounds: testRounds, Seed: 3,
				Shard: i, Shards: n, Workers: 1 + i%3})
			require.Equal(t, n == 1, shards[i].Complete())
		}
		var merged Stats
		for _, i := range perm.Perm(n) {
			require.NoError(t, merged.Merge(shards[i]))
		}
		require.Equal(t, whole, &merged, "%d shards", n)
	}
}

// TestSimulateRTPWithinCI: on a fixed seed, every simulated rate of the toy
// game lies within its 99% interval of the exact value.
func TestSimulateRTPWithinCI(t *testing.T) {
	rounds := int64(400_000)
	if testing.Short() {
		rounds = 100_000
	}
	s := simulate(t, Config{Rounds: rounds, Seed: 2026})
	n := float64(s.Rounds)
	require.InDelta(t, toygame.RTP, s.RTP(), s.RTPCI99(), "RTP")
	binomial := func(p float64) float64 { return z99 * math.Sqrt(p*(1-p)/n) }
	require.InDelta(t, toygame.HitRate, s.HitRate(), binomial(toygame.HitRate), "hit rate")
	require.InDelta(t, toygame.FSRate, float64(s.Triggers)/n, binomial(toygame.FSRate), "fs rate")
	require.InDelta(t, toygame.CapRate, float64(s.Capped)/n, binomial(toygame.CapRate), "cap rate")
	sigma := math.Sqrt(toygame.MeanSqX - toygame.RTP*toygame.RTP)
	require.InEpsilon(t, sigma, s.SigmaX(), 0.05, "sigma")
	require.InDelta(t, sigma*z99/math.Sqrt(n), s.RTPCI99(), 0.05*s.RTPCI99(), "CI half-width")
	require.Equal(t, slotmech.Money(toygame.Cap)*s.Bet, s.MaxWin, "the cap is reached in %d rounds", s.Rounds)

	ante := simulate(t, Config{Mode: toygame.AnteMode, Bet: 400, Rounds: rounds / 2, Seed: 2026})
	require.InDelta(t, toygame.AnteRTP, ante.RTP(), ante.RTPCI99(), "ante RTP")
	require.Equal(t, slotmech.Money(500), ante.Stake)
	require.Equal(t, ante.Stake*slotmech.Money(ante.Rounds), ante.Wagered)
}

func TestSimulateDefaults(t *testing.T) {
	s := simulate(t, Config{Rounds: 10})
	require.Equal(t, games.Standard, s.Mode)
	require.Equal(t, slotmech.Money(toygame.DefaultBet), s.Bet)
	require.Equal(t, "toy", s.Game)
	require.True(t, s.Complete())
}

func TestSimulateProgressMonotone(t *testing.T) {
	var calls []int64
	s := simulate(t, Config{Rounds: testRounds, Shard: 1, Shards: 2, Workers: 3,
		Progress: func(done, total int64) {
			require.Equal(t, int64(2*BlockRounds), total) // blocks 1 and 3
			calls = append(calls, done)
		}})
	require.Equal(t, []int64{BlockRounds, 2 * BlockRounds}, calls)
	require.Equal(t, int64(2*BlockRounds), s.Rounds)
}

func TestSimulateCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Simulate(ctx, Config{Game: toygame.Game{}, Rounds: testRounds})
	require.ErrorIs(t, err, context.Canceled)

	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	var last int64
	_, err = Simulate(ctx, Config{Game: toygame.Game{}, Rounds: 1000 * BlockRounds, Workers: 2,
		Progress: func(done, total int64) {
			last = done
			cancel()
		}})
	require.ErrorIs(t, err, context.Canceled)
	require.Less(t, last, int64(10*BlockRounds), "the run must stop soon after cancellation")
}

// wrapped is the toy with every round's result passed through wrap: a way
// to make games that fail, lie or count their rounds.
type wrapped struct {
	toygame.Game
	wrap func(games.Outcome, error) (games.Outcome, error)
}

func (g wrapped) NewPlayer() games.Player { return wrappedPlayer{g.Game.NewPlayer(), g.wrap} }

type wrappedPlayer struct {
	games.Player
	wrap func(games.Outcome, error) (games.Outcome, error)
}

func (p wrappedPlayer) Play(bet slotmech.Money, mode string, src rng.Source, d *games.Detail) (games.Outcome, error) {
	return p.wrap(p.Player.Play(bet, mode, src, d))
}

var errToy = errors.New("toy failure")

// failingGame fails the rounds whose screen is the scatter triple.
var failingGame = wrapped{wrap: func(o games.Outcome, err error) (games.Outcome, error) {
	if err == nil && o.Capped {
		err = errToy
	}
	return o, err
}}

// cappedRounds returns the rounds of the first n scatter triples of stream
// 0 of seed (the rounds failingGame fails), found by a plain loop.
func cappedRounds(t *testing.T, seed uint64, n int) []int64 {
	t.Helper()
	src := rng.NewStream(seed, 0)
	player := toygame.Game{}.NewPlayer()
	var rounds []int64
	for i := int64(0); i < BlockRounds && len(rounds) < n; i++ {
		out, err := player.Play(100, games.Standard, src, nil)
		require.NoError(t, err)
		if out.Capped {
			rounds = append(rounds, i)
		}
	}
	require.Len(t, rounds, n, "scatter triples in stream 0 of seed %d", seed)
	return rounds
}

func TestSimulatePlayErrorAborts(t *testing.T) {
	first := cappedRounds(t, 5, 1)[0]
	_, err := Simulate(context.Background(), Config{Game: failingGame, Rounds: testRounds, Seed: 5, Workers: 1})
	var re *slotmech.Error
	require.ErrorAs(t, err, &re)
	require.ErrorIs(t, err, errToy)
	require.ErrorIs(t, err, ErrRound)
	require.Equal(t, fmt.Sprintf("block 0 round %d", first), re.Field)
	require.Equal(t, fmt.Sprintf("sim: block 0 round %d: %v", first, errToy), err.Error())

	_, err = Simulate(context.Background(), Config{Game: failingGame, Rounds: testRounds, Seed: 5, Workers: 4})
	require.ErrorIs(t, err, errToy)
}

// lying returns the toy with stake and win added to every outcome: it
// breaks the Outcome contract.
func lying(stake, win slotmech.Money) wrapped {
	return wrapped{wrap: func(o games.Outcome, err error) (games.Outcome, error) {
		o.Stake += stake
		o.Win += win
		return o, err
	}}
}

func TestSimulateRejectsBadOutcome(t *testing.T) {
	for _, g := range []wrapped{lying(1, 0), lying(0, -1<<40)} {
		_, err := Simulate(context.Background(), Config{Game: g, Rounds: 10})
		var re *slotmech.Error
		require.ErrorAs(t, err, &re)
		require.ErrorIs(t, err, ErrRound)
		require.Equal(t, "block 0 round 0", re.Field)
	}
	// A game that breaks the contract in a later round: the error names it.
	lyingOnTriples := wrapped{wrap: func(o games.Outcome, err error) (games.Outcome, error) {
		if o.Capped {
			o.Win = -1
		}
		return o, err
	}}
	_, err := Simulate(context.Background(), Config{Game: lyingOnTriples, Rounds: testRounds, Seed: 5, Workers: 1})
	var re *slotmech.Error
	require.ErrorAs(t, err, &re)
	require.Equal(t, fmt.Sprintf("block 0 round %d", cappedRounds(t, 5, 1)[0]), re.Field)
	require.Contains(t, err.Error(), "outcome with win -1 and stake 100 (want win >= 0, stake 100)")

	// Wins of 2⁶² on the scatter triples: the sum of wins overflows on the
	// second, and the error names that round.
	huge := wrapped{wrap: func(o games.Outcome, err error) (games.Outcome, error) {
		if o.Capped {
			o.Win = 1 << 62
		}
		return o, err
	}}
	_, err = Simulate(context.Background(), Config{Game: huge, Rounds: testRounds, Seed: 5, Workers: 1})
	require.ErrorAs(t, err, &re)
	require.ErrorIs(t, err, slotmech.ErrOverflow)
	require.Equal(t, fmt.Sprintf("block 0 round %d", cappedRounds(t, 5, 2)[1]), re.Field)
}

func TestSimulateConfigErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  Config
		want error
	}{
		{"no game", Config{Rounds: 1}, ErrConfig},
		{"unknown mode", Config{Game: toygame.Game{}, Mode: "turbo", Rounds: 1}, ErrConfig},
		{"negative bet", Config{Game: toygame.Game{}, Bet: -1, Rounds: 1}, ErrConfig},
		{"refused bet", Config{Game: toygame.Game{}, Mode: toygame.AnteMode, Bet: 101, Rounds: 1}, games.ErrBet},
		{"no rounds", Config{Game: toygame.Game{}}, ErrConfig},
		{"negative rounds", Config{Game: toygame.Game{}, Rounds: -5}, ErrConfig},
		{"shard out of range", Config{Game: toygame.Game{}, Rounds: 1, Shard: 3, Shards: 3}, ErrConfig},
		{"negative shard", Config{Game: toygame.Game{}, Rounds: 1, Shard: -1, Shards: 3}, ErrConfig},
		{"negative shards", Config{Game: toygame.Game{}, Rounds: 1, Shards: -2}, ErrConfig},
		{"shard without shards", Config{Game: toygame.Game{}, Rounds: 1, Shard: 1}, ErrConfig},
		{"negative workers", Config{Game: toygame.Game{}, Rounds: 1, Workers: -1}, ErrConfig},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Simulate(context.Background(), tc.cfg)
			require.ErrorIs(t, err, tc.want)
			require.Regexp(t, "^(sim|games: toy): ", err.Error())
		})
	}
}

// TestSimulateMemoryFlat: the allocations of a run do not depend on its
// number of rounds (nothing is kept per round or per block).
func TestSimulateMemoryFlat(t *testing.T) {
	if raceEnabled {
		t.Skip("allocation counts vary under the race detector")
	}
	allocs := func(rounds int64) float64 {
		return testing.AllocsPerRun(3, func() {
			simulate(t, Config{Rounds: rounds, Workers: 1})
		})
	}
	require.Equal(t, allocs(BlockRounds), allocs(6*BlockRounds))
}

// TestSimulateBlockDoesNotAllocate guards the hot path: playing and
// counting a block allocates nothing once the Outcome is warm.
func TestSimulateBlockDoesNotAllocate(t *testing.T) {
	p, err := newPlan(Config{Game: toygame.Game{}, Rounds: BlockRounds})
	require.NoError(t, err)
	var src rng.Stream
	player := p.game.NewPlayer()
	var st Stats
	if n := testing.AllocsPerRun(2, func() {
		require.NoError(t, p.playBlock(0, &src, player, &st))
	}); n != 0 {
		t.Errorf("a block allocates %v times, want 0", n)
	}
}

// counting returns the toy counting its rounds in n, to check nothing is
// played twice.
func counting(n *atomic.Int64) wrapped {
	return wrapped{wrap: func(o games.Outcome, err error) (games.Outcome, error) {
		n.Add(1)
		return o, err
	}}
}

func TestSimulatePlaysEachRoundOnce(t *testing.T) {
	var n atomic.Int64
	s := simulate(t, Config{Game: counting(&n), Rounds: testRounds, Workers: 3})
	require.Equal(t, int64(testRounds), n.Load())
	require.Equal(t, int64(testRounds), s.Rounds)
}

// TestFiguresAreMultiplesOfTheStake: in a mode that costs more than the bet
// (the toy's ante, 1.25 × bet) the bands, σ and the largest win are counted
// in multiples of the stake, the one unit of every "×" figure, not of the
// bet; the expectation is a plain loop over the same streams.
func TestFiguresAreMultiplesOfTheStake(t *testing.T) {
	const seed, rounds = 5, 3*BlockRounds + 11
	got := simulate(t, Config{Rounds: rounds, Seed: seed, Mode: toygame.AnteMode, Workers: 2})
	require.EqualValues(t, 125, got.Stake)
	var bands [winband.Count]int64
	var n, sum, sq float64
	player := toygame.Game{}.NewPlayer()
	for k := int64(0); k*BlockRounds < rounds; k++ {
		src := rng.NewStream(seed, uint64(k))
		for range min(BlockRounds, rounds-k*BlockRounds) {
			out, err := player.Play(100, toygame.AnteMode, src, nil)
			require.NoError(t, err)
			bands[winband.Of(out.Win, 125)]++
			w := float64(out.Win)
			n, sum, sq = n+1, sum+w, sq+w*w
		}
	}
	require.Equal(t, bands, got.Bands, "bands of the stake (125), not of the bet (100)")
	sigma := math.Sqrt((n*sq-sum*sum)/(n*(n-1))) / 125
	require.InEpsilon(t, sigma, got.SigmaX(), 1e-9, "σ in multiples of the stake")
	j, err := got.MarshalJSON()
	require.NoError(t, err)
	require.Contains(t, string(j), fmt.Sprintf(`"max_win_x":%v`, float64(got.MaxWin)/125))
	require.Contains(t, string(j), `"unit":"stake"`)
}
