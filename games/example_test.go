package games_test

import (
	"context"
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
)

// wheel is a one-draw game: one of 20 equally likely slots pays 19 × bet,
// so its exact RTP is 19/20 = 95%.
type wheel struct{}

func (wheel) Name() string               { return "wheel" }
func (wheel) Modes() []games.Mode        { return []games.Mode{games.Standard} }
func (wheel) DefaultBet() slotmech.Money { return 100 }

func (wheel) Stake(bet slotmech.Money, mode games.Mode) (slotmech.Money, error) {
	if bet <= 0 || mode != games.Standard {
		return 0, games.ErrBet
	}
	return bet, nil
}

func (w wheel) Play(bet slotmech.Money, mode games.Mode, src rng.Source, out *games.Outcome) error {
	out.Reset()
	stake, err := w.Stake(bet, mode)
	if err != nil {
		return err
	}
	out.Bet, out.Stake = bet, stake
	if rng.IntN(src, 20) == 0 {
		out.Win = 19 * bet
	}
	return nil
}

// Simulate a game and read its RTP with the 99% confidence interval. The
// figures depend on the seed and the number of rounds only.
func ExampleSimulate() {
	s, err := games.Simulate(context.Background(), games.SimConfig{
		Game: wheel{}, Rounds: 1_000_000, Seed: 2026,
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%d rounds, RTP %.4f ± %.4f, hit rate %.4f, max win %g × bet\n",
		s.Rounds, s.RTP(), s.RTPCI99(), s.HitRate(), s.MaxWinX())
	// Output: 1000000 rounds, RTP 0.9425 ± 0.0106, hit rate 0.0496, max win 19 × bet
}

// Split a run into shards (on several machines, say), then merge their
// results: the merge is exactly the run played in one go.
func ExampleStats_Merge() {
	cfg := games.SimConfig{Game: wheel{}, Rounds: 100_000, Seed: 7}
	whole, _ := games.Simulate(context.Background(), cfg)

	var merged games.Stats
	for i := range 3 {
		cfg.Shard, cfg.Shards = i, 3
		shard, _ := games.Simulate(context.Background(), cfg)
		if err := merged.Merge(shard); err != nil {
			fmt.Println(err)
		}
	}
	fmt.Println(merged.Complete(), merged.Won == whole.Won, merged.WonSq == whole.WonSq)

	// A shard cannot be counted twice.
	cfg.Shard = 0
	again, _ := games.Simulate(context.Background(), cfg)
	fmt.Println(merged.Merge(again))
	// Output:
	// true true true
	// games: stats do not merge: overlap: one side already covers the whole run
}
