package games

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// testRounds spans several blocks and ends in a partial one.
const testRounds = 4*BlockRounds + 777

func simulate(t testing.TB, cfg SimConfig) *Stats {
	t.Helper()
	if cfg.Game == nil {
		cfg.Game = toyGame{}
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
	got := simulate(t, SimConfig{Rounds: testRounds, Seed: seed, Workers: 2})

	var want struct{ rounds, won, hits, triggers, capped, maxWin int64 }
	var bands [NumBands]int64
	var out Outcome
	for k := int64(0); k*BlockRounds < testRounds; k++ {
		src := rng.NewStream(seed, uint64(k))
		for range min(BlockRounds, testRounds-k*BlockRounds) {
			require.NoError(t, toyGame{}.Play(100, Standard, src, &out))
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
			bands[BandOf(out.Win, 100)]++
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
	require.Equal(t, Coverage{Rounds: testRounds, BlockRounds: BlockRounds, Shards: 1, Parts: []int{0}}, got.Run)
}

func TestSimulateWorkerCountIndependent(t *testing.T) {
	want := simulate(t, SimConfig{Rounds: testRounds, Seed: 7, Workers: 1})
	for _, w := range []int{2, 3, 8} {
		got := simulate(t, SimConfig{Rounds: testRounds, Seed: 7, Workers: w})
		require.Equal(t, want, got, "workers %d", w)
	}
	other := simulate(t, SimConfig{Rounds: testRounds, Seed: 8, Workers: 2})
	require.NotEqual(t, want.Won, other.Won, "another seed must give other rounds")
}

// TestSimulateShardsMergeToOneRun: the shards of a run, merged in any
// order, are exactly the run; with more shards than blocks some shards are
// empty.
func TestSimulateShardsMergeToOneRun(t *testing.T) {
	whole := simulate(t, SimConfig{Mode: Ante, Bet: 200, Rounds: testRounds, Seed: 3})
	perm := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{1, 2, 3, 7} {
		shards := make([]*Stats, n)
		for i := range n {
			shards[i] = simulate(t, SimConfig{Mode: Ante, Bet: 200, Rounds: testRounds, Seed: 3,
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
	s := simulate(t, SimConfig{Rounds: rounds, Seed: 2026})
	n := float64(s.Rounds)
	require.InDelta(t, toyRTP, s.RTP(), s.RTPCI99(), "RTP")
	binomial := func(p float64) float64 { return z99 * math.Sqrt(p*(1-p)/n) }
	require.InDelta(t, toyHitRate, s.HitRate(), binomial(toyHitRate), "hit rate")
	require.InDelta(t, toyFSRate, s.FSRate(), binomial(toyFSRate), "fs rate")
	require.InDelta(t, toyCapRate, s.CapRate(), binomial(toyCapRate), "cap rate")
	sigma := math.Sqrt(toyMeanSqX - toyRTP*toyRTP)
	require.InEpsilon(t, sigma, s.SigmaX(), 0.05, "sigma")
	require.InDelta(t, sigma*z99/math.Sqrt(n), s.RTPCI99(), 0.05*s.RTPCI99(), "CI half-width")
	require.Equal(t, float64(toyCap), s.MaxWinX(), "the cap is reached in %d rounds", s.Rounds)

	ante := simulate(t, SimConfig{Mode: Ante, Bet: 400, Rounds: rounds / 2, Seed: 2026})
	require.InDelta(t, toyAnteRTP, ante.RTP(), ante.RTPCI99(), "ante RTP")
	require.Equal(t, slotmech.Money(500), ante.Stake)
	require.Equal(t, ante.Stake*slotmech.Money(ante.Rounds), ante.Wagered)
}

func TestSimulateDefaults(t *testing.T) {
	s := simulate(t, SimConfig{Rounds: 10})
	require.Equal(t, Standard, s.Mode)
	require.Equal(t, slotmech.Money(toyDefaultBt), s.Bet)
	require.Equal(t, "toy", s.Game)
	require.True(t, s.Complete())
}

func TestSimulateProgressMonotone(t *testing.T) {
	var calls []int64
	s := simulate(t, SimConfig{Rounds: testRounds, Shard: 1, Shards: 2, Workers: 3,
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
	_, err := Simulate(ctx, SimConfig{Game: toyGame{}, Rounds: testRounds})
	require.ErrorIs(t, err, context.Canceled)

	ctx, cancel = context.WithCancel(context.Background())
	defer cancel()
	var last int64
	_, err = Simulate(ctx, SimConfig{Game: toyGame{}, Rounds: 1000 * BlockRounds, Workers: 2,
		Progress: func(done, total int64) {
			last = done
			cancel()
		}})
	require.ErrorIs(t, err, context.Canceled)
	require.Less(t, last, int64(10*BlockRounds), "the run must stop soon after cancellation")
}

// failingGame fails the rounds whose screen is the scatter triple.
type failingGame struct{ toyGame }

var errToy = errors.New("toy failure")

func (g failingGame) Play(bet slotmech.Money, mode Mode, src rng.Source, out *Outcome) error {
	if err := g.toyGame.Play(bet, mode, src, out); err != nil {
		return err
	}
	if out.Capped {
		return errToy
	}
	return nil
}

func TestSimulatePlayErrorAborts(t *testing.T) {
	// The first scatter triple of stream 0 of seed 5, found by a plain loop.
	src := rng.NewStream(5, 0)
	var out Outcome
	first := int64(-1)
	for i := range int64(BlockRounds) {
		require.NoError(t, toyGame{}.Play(100, Standard, src, &out))
		if out.Capped {
			first = i
			break
		}
	}
	require.GreaterOrEqual(t, first, int64(0), "stream 0 has no scatter triple")

	_, err := Simulate(context.Background(), SimConfig{Game: failingGame{}, Rounds: testRounds, Seed: 5, Workers: 1})
	var re *RoundError
	require.ErrorAs(t, err, &re)
	require.ErrorIs(t, err, errToy)
	require.Equal(t, RoundError{Block: 0, Round: first, Err: errToy}, *re)
	require.Contains(t, err.Error(), "block 0 round ")

	_, err = Simulate(context.Background(), SimConfig{Game: failingGame{}, Rounds: testRounds, Seed: 5, Workers: 4})
	require.ErrorIs(t, err, errToy)
}

// lyingGame breaks the Outcome contract.
type lyingGame struct {
	toyGame
	stake, win slotmech.Money
}

func (g lyingGame) Play(bet slotmech.Money, mode Mode, src rng.Source, out *Outcome) error {
	err := g.toyGame.Play(bet, mode, src, out)
	out.Stake += g.stake
	out.Win += g.win
	return err
}

func TestSimulateRejectsBadOutcome(t *testing.T) {
	for _, g := range []lyingGame{{stake: 1}, {win: -1 << 40}} {
		_, err := Simulate(context.Background(), SimConfig{Game: g, Rounds: 10})
		var re *RoundError
		require.ErrorAs(t, err, &re)
		require.Equal(t, RoundError{Block: 0, Round: 0, Err: re.Err}, *re)
	}
}

func TestSimulateConfigErrors(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  SimConfig
		want error
	}{
		{"no game", SimConfig{Rounds: 1}, ErrSimConfig},
		{"unknown mode", SimConfig{Game: toyGame{}, Mode: "turbo", Rounds: 1}, ErrSimConfig},
		{"negative bet", SimConfig{Game: toyGame{}, Bet: -1, Rounds: 1}, ErrSimConfig},
		{"refused bet", SimConfig{Game: toyGame{}, Mode: Ante, Bet: 101, Rounds: 1}, ErrBet},
		{"no rounds", SimConfig{Game: toyGame{}}, ErrSimConfig},
		{"negative rounds", SimConfig{Game: toyGame{}, Rounds: -5}, ErrSimConfig},
		{"shard out of range", SimConfig{Game: toyGame{}, Rounds: 1, Shard: 3, Shards: 3}, ErrSimConfig},
		{"negative shard", SimConfig{Game: toyGame{}, Rounds: 1, Shard: -1, Shards: 3}, ErrSimConfig},
		{"negative shards", SimConfig{Game: toyGame{}, Rounds: 1, Shards: -2}, ErrSimConfig},
		{"shard without shards", SimConfig{Game: toyGame{}, Rounds: 1, Shard: 1}, ErrSimConfig},
		{"negative workers", SimConfig{Game: toyGame{}, Rounds: 1, Workers: -1}, ErrSimConfig},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Simulate(context.Background(), tc.cfg)
			require.ErrorIs(t, err, tc.want)
			require.Contains(t, err.Error(), "games: ")
		})
	}
}

// TestSimulateMemoryFlat: the allocations of a run do not depend on its
// number of rounds (nothing is kept per round or per block).
func TestSimulateMemoryFlat(t *testing.T) {
	allocs := func(rounds int64) float64 {
		return testing.AllocsPerRun(3, func() {
			simulate(t, SimConfig{Rounds: rounds, Workers: 1})
		})
	}
	require.Equal(t, allocs(BlockRounds), allocs(6*BlockRounds))
}

// TestSimulateBlockDoesNotAllocate guards the hot path: playing and
// counting a block allocates nothing once the Outcome is warm.
func TestSimulateBlockDoesNotAllocate(t *testing.T) {
	p, err := newPlan(SimConfig{Game: toyGame{}, Rounds: BlockRounds})
	require.NoError(t, err)
	var src rng.Stream
	var out Outcome
	var st Stats
	if n := testing.AllocsPerRun(2, func() {
		require.NoError(t, p.playBlock(0, &src, &out, &st))
	}); n != 0 {
		t.Errorf("a block allocates %v times, want 0", n)
	}
}

// countingGame counts its rounds, to check nothing is played twice.
type countingGame struct {
	toyGame
	n *atomic.Int64
}

func (g countingGame) Play(bet slotmech.Money, mode Mode, src rng.Source, out *Outcome) error {
	g.n.Add(1)
	return g.toyGame.Play(bet, mode, src, out)
}

func TestSimulatePlaysEachRoundOnce(t *testing.T) {
	var n atomic.Int64
	s := simulate(t, SimConfig{Game: countingGame{n: &n}, Rounds: testRounds, Workers: 3})
	require.Equal(t, int64(testRounds), n.Load())
	require.Equal(t, int64(testRounds), s.Rounds)
}
