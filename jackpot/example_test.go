package jackpot_test

import (
	"context"
	"fmt"
	"time"

	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// Two pools: a system-wide pool with a chance trigger and a venue pool that
// must hit by 2 000 Kč. Terminals report games; the wins come back as
// records to be paid by staff, never as credit.
func Example() {
	ctx := context.Background()
	sys, err := jackpot.NewSystem(ctx, []jackpot.PoolConfig{
		{
			Name:   "grand",                          // Venues nil: every terminal of the network
			Rate:   jackpot.Ratio{Num: 5, Den: 1000}, // 0.5 % of every stake
			Seed:   20_000,
			Chance: jackpot.Ratio{Num: 1, Den: 10_000_000}, // per Kč of stake
		},
		{
			Name: "brno", Venues: []string{"brno"},
			Rate: jackpot.Ratio{Num: 15, Den: 1000}, Seed: 500, MustHitBy: 2_000,
		},
	}, new(jackpot.MemoryStore), rng.NewStream(42, 0)) // production: nil, the crypto source
	if err != nil {
		fmt.Println(err)
		return
	}
	term := jackpot.Terminal{ID: "T-07", Venue: "brno"}
	at := time.Date(2025, 12, 24, 20, 0, 0, 0, time.UTC)
	var wins []jackpot.Win
	for n := uint64(1); len(wins) == 0; n++ { // the terminal numbers its games
		w, err := sys.Report(ctx, jackpot.Game{Terminal: term, Number: n, Stake: 100, At: at})
		if err != nil {
			fmt.Println(err)
			return
		}
		wins, at = w, at.Add(10*time.Second)
	}
	w := wins[0]
	fmt.Printf("win %d: pool %s, %d Kč, game %d of %s, %s trigger, paid at the %s\n",
		w.Seq, w.Pool, w.Amount, w.Game, w.Terminal, w.Trigger, w.Payout.Place)
	fmt.Println("due:", w.Payout.Due.Format(time.DateOnly))

	// CS-20: no payout on an incomplete form.
	form := jackpot.PayoutForm{WinnerName: "Jan Novák", Signed: true}
	fmt.Println(w.Claim(form))
	form.BirthDate = time.Date(1980, 5, 1, 0, 0, 0, 0, time.UTC)
	form.Address, form.DocumentType, form.DocumentNumber = "Brno", "ID card", "123456789"
	form.CheckedBy = "staff-3"
	fmt.Println("complete form:", w.Claim(form))

	// The attendant records the payout with the form's number.
	paid, err := sys.Pay(ctx, w.Seq, "PF-0001", form)
	fmt.Println("win", paid.Seq, paid.Status, "with form", paid.Form, err)

	l, err := sys.Audit(ctx, "brno")
	fmt.Printf("brno: seeded %d + contributed %d = amount %d + won %d (%v)\n", l.Seeded, l.Contributed, l.Amount, l.Won, err)
	// Output:
	// win 1: pool brno, 1991 Kč, game 994 of T-07, must-hit trigger, paid at the venue
	// due: 2025-12-31
	// jackpot: win 1: payout form incomplete, missing BirthDate, Address, DocumentType, DocumentNumber, CheckedBy
	// complete form: <nil>
	// win 1 paid with form PF-0001 <nil>
	// brno: seeded 1000 + contributed 1491 = amount 500 + won 1991 (<nil>)
}
