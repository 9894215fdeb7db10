package optimize

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"runtime"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/pool"
	"github.com/slotmech/slotmech/internal/u128"
	"github.com/slotmech/slotmech/rng"
)

// perRoundChunk is the number of rounds a worker of PerRound takes at a
// time.
const perRoundChunk = 1 << 14

// PerRound returns a plain Monte Carlo evaluator built for common random
// numbers: round i is played on its own stream, rng.NewStream(seed, i),
// rather than after round i−1 on a stream shared by a block of rounds (as
// games/sim plays them). Two candidates whose maths differ a little then
// play differently only the rounds that draw a value their maths map
// differently; every other round is the same round in both, so the
// difference of their figures has far less noise than with MonteCarlo,
// where one differing round shifts the draws of every later round of its
// block. Each figure alone is as noisy as MonteCarlo's (the rounds are as
// independent), and its interval is computed the same way.
//
// Rounds are played at the game's default bet on workers goroutines (0:
// one per CPU); the figures depend on the game, mode, seed and budget
// only. No fact is counted.
func PerRound(workers int) Evaluator {
	return func(ctx context.Context, g games.Game, mode string, seed uint64, budget int64) (*Figures, error) {
		if budget <= 0 {
			return nil, fmt.Errorf("%w: %s: a budget of %d rounds", ErrParams, g.Name(), budget)
		}
		m, ok := games.FindMode(g, mode)
		if !ok {
			return nil, fmt.Errorf("%w: %s has no mode %q", ErrParams, g.Name(), mode)
		}
		bet := g.DefaultBet()
		stake, err := g.Stake(bet, m.Name)
		if err != nil {
			return nil, err
		}
		if workers < 1 {
			workers = runtime.GOMAXPROCS(0)
		}
		chunks := (budget + perRoundChunk - 1) / perRoundChunk
		type sums struct {
			won                int64
			wonSq              u128.Uint128
			hits, trig, capped int64
		}
		var t sums
		err = pool.Run(ctx, int(chunks), workers, g.NewPlayer,
			func(_ context.Context, player games.Player, c int) (sums, error) {
				var s sums
				var src rng.Stream
				for i := int64(c) * perRoundChunk; i < min(int64(c+1)*perRoundChunk, budget); i++ {
					src.Reset(seed, uint64(i))
					o, err := player.Play(bet, m.Name, &src, nil)
					if err != nil {
						return s, fmt.Errorf("round %d: %w", i, err)
					}
					s.won += int64(o.Win)
					s.wonSq = s.wonSq.MustAdd(u128.Square(int64(o.Win)))
					if o.Win > 0 {
						s.hits++
					}
					if o.Triggered {
						s.trig++
					}
					if o.Capped {
						s.capped++
					}
				}
				return s, nil
			},
			func(_ int, s sums) error {
				t.won += s.won
				t.wonSq = t.wonSq.MustAdd(s.wonSq)
				t.hits += s.hits
				t.trig += s.trig
				t.capped += s.capped
				return nil
			})
		if err != nil {
			return nil, err
		}
		n := float64(budget)
		rate := func(k int64) Figure {
			p := float64(k) / n
			return Figure{Value: p, Half: z99 * math.Sqrt(max(p*(1-p), 1/n)/n), Known: true}
		}
		// The sample variance of a round's win, exact up to the division.
		nb := big.NewInt(budget)
		num := new(big.Int).Mul(nb, t.wonSq.Big())
		w := big.NewInt(t.won)
		num.Sub(num, w.Mul(w, w))
		v, _ := new(big.Float).Quo(new(big.Float).SetInt(num), new(big.Float).SetInt(new(big.Int).Mul(nb, big.NewInt(max(budget-1, 1))))).Float64()
		return &Figures{
			Game: g.Name(), Config: games.ConfigID(g), Mode: m.Name,
			Source:      fmt.Sprintf("monte carlo, a stream per round, seed %d, %d rounds", seed, budget),
			RTP:         Figure{Value: float64(t.won) / (n * float64(stake)), Half: z99 * math.Sqrt(max(v, 0)) / float64(stake) / math.Sqrt(n), Known: true},
			HitRate:     rate(t.hits),
			FeatureRate: rate(t.trig),
			MaxWinRate:  rate(t.capped),
		}, nil
	}
}
