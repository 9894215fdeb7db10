package terminal_test

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/record"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// Example builds a terminal for a game — here Crystal Spin with its stake
// steps and RISK rules, as Crystal Spin's terminal (internal/crystalterm) does — and plays it:
// money in, a game, refused moves, AUTO START stopped by the player.
func Example() {
	ctx := context.Background()
	sys, err := jackpot.NewSystem(ctx, []jackpot.PoolConfig{{
		Name:   "venue-mini",
		Venues: []string{"brno-1"},
		Rate:   jackpot.Ratio{Num: 1, Den: 100}, // 1 % of every stake
		Seed:   5_000,
		Chance: jackpot.Ratio{Num: 1, Den: 10_000_000},
	}}, new(jackpot.MemoryStore), rng.NewStream(1, 1)) // production: nil, the crypto source
	if err != nil {
		panic(err)
	}
	m, err := terminal.New(ctx, terminal.Config{
		Game:     crystalspin.New(),
		Stakes:   crystalspin.Stakes(), // 5 … 1 000 Kč; MAX BET plays 1 000
		Gamble:   gamble.Config{Unit: 1, History: 5},
		Jackpot:  sys,
		Terminal: jackpot.Terminal{ID: "T-0042", Venue: "brno-1"},
		Source:   rng.NewStream(1, 0), // production: rng.NewCrypto()
	})
	if err != nil {
		panic(err)
	}
	now := time.Date(2026, 12, 24, 18, 0, 0, 0, time.UTC) // the caller's clock

	_ = m.Insert(ctx, 1_000)
	_ = m.SetStake(ctx, 50)
	r, _ := m.Start(ctx, now)
	fmt.Println("game", r.Seq, "stake", r.Outcome.Stake, "credit", m.Meters().Credit, "WIN is its win:", m.Meters().Win == r.Outcome.Win)

	fmt.Println(m.SetStake(ctx, 7))
	_, err = m.Pick(ctx, gamble.Red)
	fmt.Println(err)

	_ = m.AutoStart(ctx)
	for range 3 {
		_, _ = m.Step(ctx, now)
	}
	fmt.Println("AUTO START:", m.State(), "then STOP:", m.Stop(ctx), m.State())

	mt := m.Meters()
	fmt.Println("games", mt.Games, "staked", mt.Staked, "balanced", mt.Balanced())
	l, _ := sys.Audit(ctx, "venue-mini")
	fmt.Println("pool games", l.Games, "contributed", l.Contributed)
	// Output:
	// game 1 stake 50 credit 950 WIN is its win: true
	// terminal: stake: stake is not one of the stake steps "7"
	// terminal: RISK is not in progress
	// AUTO START: auto then STOP: <nil> ready
	// games 4 staked 200 balanced true
	// pool games 4 contributed 2
}

// ExampleMachine_Recall recalls the last games of a terminal, newest first,
// with the meters around each and the RISK that followed, and replays a
// game from its record.
func ExampleMachine_Recall() {
	ctx := context.Background()
	sys, _ := jackpot.NewSystem(ctx, []jackpot.PoolConfig{{
		Name: "all", Rate: jackpot.Ratio{Num: 1, Den: 100},
		Seed: 5_000, Chance: jackpot.Ratio{Num: 1, Den: 10_000_000},
	}}, new(jackpot.MemoryStore), rng.NewStream(1, 1)) // production: nil, the crypto source
	g := crystalspin.New()
	m, _ := terminal.New(ctx, terminal.Config{
		Game: g, Stakes: crystalspin.Stakes(), Gamble: gamble.Config{Unit: 1, History: 5},
		Jackpot: sys, Terminal: jackpot.Terminal{ID: "T-0001", Venue: "brno-1"},
		Source: rng.NewStream(2, 0),
	})
	_ = m.Insert(ctx, 10_000)
	start := time.Date(2026, 12, 24, 18, 0, 0, 0, time.UTC)
	for i := range 12 {
		_, _ = m.Start(ctx, start.Add(time.Duration(i)*time.Minute))
	}
	for m.Meters().Win == 0 { // play on until a game wins, then gamble it
		_, _ = m.Start(ctx, start.Add(time.Hour))
	}
	_ = m.Risk(ctx)
	_, _ = m.Half(ctx)
	_, _ = m.Collect(ctx)

	rec := m.Recall()
	fmt.Println("games kept:", len(rec))
	for _, e := range rec[:2] {
		fmt.Printf("game %d at %s: stake %d, before CREDIT %d WIN %d, after CREDIT %d WIN %d\n",
			e.Seq, e.At.Format("15:04"), e.Stake, e.Before.Credit, e.Before.Win, e.After.Credit, e.After.Win)
	}
	e := rec[0]
	fmt.Println("RISK on", e.Risk.Amount, "Kč:", e.RiskSteps[0].Action, e.RiskSteps[1].Action, "→", e.Risk.End)
	var outcome struct{ Win slotmech.Money } // a record's outcome is JSON (games/record)
	err := json.Unmarshal(rec[0].Record.Outcome, &outcome)
	fmt.Println("replays:", err == nil && record.Replay(g, &rec[0].Record) == nil && outcome.Win == rec[0].After.Win)
	// Output:
	// games kept: 10
	// game 13 at 19:00: stake 100, before CREDIT 9900 WIN 0, after CREDIT 9800 WIN 300
	// game 12 at 18:11: stake 100, before CREDIT 9900 WIN 100, after CREDIT 9900 WIN 0
	// RISK on 300 Kč: half collect → collected
	// replays: true
}
