package crystalterm_test

import (
	"context"
	"fmt"
	"time"

	"github.com/slotmech/slotmech/internal/crystalterm"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// ExampleNewMachine plays Crystal Spin at a terminal of a venue's jackpot
// system: MAX BET, a refused stake, RISK with HALF and COLLECT, and the
// recall of the game.
func ExampleNew() {
	ctx := context.Background()
	sys, err := jackpot.NewSystem(ctx, []jackpot.PoolConfig{{
		Name:   "brno-mini",
		Venues: []string{"brno-1"},
		Rate:   jackpot.Ratio{Num: 1, Den: 100}, // 1 % of every stake (CS-18)
		Seed:   5_000,
		Chance: jackpot.Ratio{Num: 1, Den: 10_000_000},
	}}, new(jackpot.MemoryStore), rng.NewStream(2, 1)) // production: nil, the crypto source
	if err != nil {
		panic(err)
	}
	m, err := crystalterm.New(ctx, rng.NewStream(2, 0), // production: rng.NewCrypto()
		sys, jackpot.Terminal{ID: "T-0042", Venue: "brno-1"})
	if err != nil {
		panic(err)
	}
	now := time.Date(2026, 12, 24, 18, 0, 0, 0, time.UTC) // the caller's clock

	_ = m.Insert(ctx, 20_000)
	fmt.Println("stakes", crystalterm.Config(nil, nil, jackpot.Terminal{}).Stakes)
	fmt.Println(m.SetStake(ctx, 20))
	for m.Meters().Win == 0 { // MAX BET until a game wins
		_, _ = m.MaxBet(ctx, now)
	}
	win := m.Meters().Win
	_ = m.Risk(ctx)
	credited, _ := m.Half(ctx) // CS-16: the larger half of an odd win
	collected, _ := m.Collect(ctx)
	fmt.Println("HALF + COLLECT = the win:", credited+collected == win, "state", m.State())

	last := m.Recall()[0]
	fmt.Println("recalled game", last.Seq, "stake", last.Stake, "RISK", last.RiskSteps[0].Action,
		last.RiskSteps[1].Action, "balanced", m.Meters().Balanced())
	// Output:
	// stakes [5 10 15 25 50 100 200 300 500 1000]
	// terminal: stake: stake is not one of the stake steps "20"
	// HALF + COLLECT = the win: true state ready
	// recalled game 3 stake 1000 RISK half collect balanced true
}
