package crystalspin_test

import (
	"fmt"
	"time"

	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// ExampleMachine plays Crystal Spin at a terminal of a venue's jackpot
// system: money in, a game at a chosen stake, refused moves, and a few games
// of AUTO START stopped by the player.
func ExampleMachine() {
	sys, err := jackpot.NewSystem([]jackpot.PoolConfig{{
		Name:   "brno-mini",
		Scope:  jackpot.OneVenue("brno-1"),
		Rate:   jackpot.Ratio{Num: 1, Den: 100}, // 1 % of every stake
		Seed:   5_000,
		Chance: jackpot.Ratio{Num: 1, Den: 10_000_000},
	}}, jackpot.NewMemoryStore())
	if err != nil {
		panic(err)
	}
	m, err := crystalspin.NewMachine(crystalspin.MachineConfig{
		Game:     crystalspin.New(),
		Source:   rng.NewStream(1, 0), // production: rng.NewCrypto()
		Jackpot:  sys,
		Terminal: jackpot.Terminal{ID: "T-0042", Venue: "brno-1"},
	})
	if err != nil {
		panic(err)
	}
	now := time.Date(2026, 12, 24, 18, 0, 0, 0, time.UTC) // the caller's clock

	_ = m.Insert(1_000)
	_ = m.SetStake(50)
	r, _ := m.Start(now)
	fmt.Println("game", r.Seq, "stake", r.Stake, "credit", m.Credit(), "WIN is its win:", m.Win() == r.Win)

	fmt.Println(m.SetStake(7))
	_, err = m.Pick(gamble.Red)
	fmt.Println(err)

	_ = m.AutoStart()
	for range 3 {
		_, _, _ = m.Step(now)
	}
	_ = m.Stop()
	fmt.Println("AUTO START stopped:", m.LastStop())

	mt := m.Meters()
	fmt.Println("games", mt.Games, "staked", mt.Staked, "balanced", mt.Balanced())
	l, _ := sys.Audit("brno-mini")
	fmt.Println("pool games", l.Games, "contributed", l.Contributed)
	// Output:
	// game 1 stake 50 credit 950 WIN is its win: true
	// crystalspin: stake is not one of the stake steps: 7 Kč
	// crystalspin: RISK is not in progress
	// AUTO START stopped: STOP pressed
	// games 4 staked 200 balanced true
	// pool games 4 contributed 2
}

// ExampleMachine_Half gambles a win with RISK: HALF credits half of it at
// once (the larger half of an odd amount) and the rest stays at risk.
func ExampleMachine_Half() {
	sys, _ := jackpot.NewSystem([]jackpot.PoolConfig{{
		Name: "all", Scope: jackpot.AllTerminals(), Rate: jackpot.Ratio{Num: 1, Den: 100},
		Seed: 5_000, Chance: jackpot.Ratio{Num: 1, Den: 10_000_000},
	}}, jackpot.NewMemoryStore())
	m, _ := crystalspin.NewMachine(crystalspin.MachineConfig{
		Game: crystalspin.New(), Source: rng.NewStream(2, 0), Jackpot: sys,
		Terminal: jackpot.Terminal{ID: "T-0001", Venue: "brno-1"},
	})
	_ = m.Insert(100_000)
	for m.Win() == 0 { // play until a game wins
		_, _ = m.Start(time.Time{})
	}
	win := m.Win()
	_ = m.Risk()
	credit := m.Credit()
	credited, _ := m.Half()
	fmt.Println("state", m.State())
	fmt.Println("at risk + credited = win:", m.Win()+credited == win)
	fmt.Println("credited went to CREDIT:", m.Credit() == credit+credited)
	got, _ := m.Collect()
	fmt.Println("collected the rest:", got == win-credited, "state", m.State())
	// Output:
	// state risk
	// at risk + credited = win: true
	// credited went to CREDIT: true
	// collected the rest: true state ready
}
