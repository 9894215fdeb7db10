package jackpot_test

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"pgregory.net/rapid"
)

var venues = []string{"v0", "v1", "v2", "v3"}

// genPool draws a valid pool configuration named name.
func genPool(t *rapid.T, name string) jackpot.PoolConfig {
	c := jackpot.PoolConfig{Name: name}
	switch rapid.IntRange(0, 2).Draw(t, name+" scope") {
	case 0: // every terminal: Venues nil
	case 1:
		c.Venues = []string{rapid.SampledFrom(venues).Draw(t, name+" venue")}
	case 2:
		c.Venues = rapid.SliceOfNDistinct(rapid.SampledFrom(venues), 1, len(venues), rapid.ID[string]).Draw(t, name+" group")
	}
	den := rapid.Int64Range(1, 1000).Draw(t, name+" rate den")
	c.Rate = jackpot.Ratio{Num: rapid.Int64Range(0, den).Draw(t, name+" rate num"), Den: den}
	c.Seed = slotmech.Money(rapid.Int64Range(1, 1000).Draw(t, name+" seed"))
	trig := rapid.IntRange(0, 2).Draw(t, name+" triggers") // chance, must-hit, both
	if trig != 1 {
		cd := rapid.Int64Range(2, 5000).Draw(t, name+" chance den")
		c.Chance = jackpot.Ratio{Num: rapid.Int64Range(1, cd-1).Draw(t, name+" chance num"), Den: cd}
	}
	if trig != 0 {
		c.MustHitBy = c.Seed + slotmech.Money(rapid.Int64Range(1, 300).Draw(t, name+" must hit by"))
		if c.Rate.Num == 0 {
			c.Rate.Num = 1
		}
	}
	if rapid.Bool().Draw(t, name+" own payout") {
		c.Payout = jackpot.PayoutRule{
			VenueLimit:   slotmech.Money(rapid.Int64Range(0, 1500).Draw(t, name+" venue limit")),
			VenueDays:    rapid.IntRange(1, 10).Draw(t, name+" venue days"),
			OperatorDays: rapid.IntRange(1, 60).Draw(t, name+" operator days"),
		}
	}
	return c
}

// inScope reports whether a terminal of venue v plays into c.
func inScope(c jackpot.PoolConfig, v string) bool {
	return c.Venues == nil || slices.Contains(c.Venues, v)
}

var formFields = []string{"WinnerName", "BirthDate", "Address", "DocumentType", "DocumentNumber", "CheckedBy", "Signed"}

// TestCS_18_LedgerStateMachine plays random games on random terminals of random
// pool systems and checks, after every step, that each pool's stored state
// equals an independent model of its ledger and that the ledger balances
// exactly (CS-18 contributions with carried fractions, CS-19 draws, CS-20
// records and claims).
func TestCS_18_LedgerStateMachine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 3).Draw(t, "pools")
		configs := make([]jackpot.PoolConfig, n)
		for i := range configs {
			configs[i] = genPool(t, fmt.Sprintf("p%d", i))
		}
		store := new(jackpot.MemoryStore)
		sys, err := jackpot.NewSystem(ctx, configs, store, nil)
		if err != nil {
			t.Fatal(err)
		}
		model := make([]jackpot.State, n) // expected state, Threshold aside
		var history []jackpot.Win
		var lastSeq uint64
		clock := at0
		step := uint64(0)

		load := func(i int) jackpot.State {
			st, err := store.Load(ctx, configs[i].Name)
			if err != nil {
				t.Fatal(err)
			}
			return st
		}

		t.Repeat(map[string]func(*rapid.T){
			"play": func(t *rapid.T) {
				term := jackpot.Terminal{
					ID:    fmt.Sprintf("t%d", rapid.IntRange(0, 7).Draw(t, "terminal")),
					Venue: rapid.SampledFrom(venues).Draw(t, "venue"),
				}
				stake := slotmech.Money(rapid.Int64Range(1, 200).Draw(t, "stake"))
				seed := rapid.Uint64().Draw(t, "seed")
				clock = clock.Add(time.Duration(rapid.IntRange(1, 3600).Draw(t, "seconds")) * time.Second)
				step++
				before := make([]jackpot.State, n)
				for i := range before {
					before[i] = load(i)
				}
				tooBig := false
				for _, c := range configs {
					if inScope(c, term.Venue) && c.MustHitBy != 0 &&
						int64(stake)*c.Rate.Num > int64(c.MustHitBy-c.Seed)*c.Rate.Den-(c.Rate.Den-1) {
						tooBig = true
					}
				}
				wins, err := sys.PlayWith(ctx, jackpot.Game{Terminal: term, Number: nextGame(), Stake: stake, At: clock}, rng.NewStream(seed, step))
				if tooBig {
					// The share could carry a must-hit pool past its whole range.
					if !errors.Is(err, jackpot.ErrGame) || wins != nil {
						t.Fatalf("stake %d above a must-hit limit: %v, %v", stake, wins, err)
					}
					return
				}
				if err != nil {
					t.Fatal(err)
				}
				for _, w := range wins {
					if w.Seq != lastSeq+1 {
						t.Fatalf("win seq %d after %d", w.Seq, lastSeq)
					}
					lastSeq = w.Seq
					if w.Terminal != term.ID || w.Venue != term.Venue || !w.At.Equal(clock) {
						t.Fatalf("win %+v does not name the game (%+v at %v)", w, term, clock)
					}
				}
				history = append(history, wins...)
				for i, c := range configs {
					var mine []jackpot.Win
					for _, w := range wins {
						if w.Pool == c.Name {
							mine = append(mine, w)
						}
					}
					if !inScope(c, term.Venue) {
						if len(mine) > 0 {
							t.Fatalf("pool %s out of scope of %s won %+v", c.Name, term.Venue, mine)
						}
						continue
					}
					checkPlay(t, c, &model[i], before[i], stake, mine)
				}
			},
			"bad play": func(t *rapid.T) {
				term := jackpot.Terminal{ID: "t0", Venue: "v0"}
				stake := slotmech.Money(rapid.Int64Range(-5, 0).Draw(t, "bad stake"))
				if rapid.Bool().Draw(t, "bad venue instead") {
					stake, term.Venue = 10, rapid.SampledFrom([]string{"", "v 0", "v0\n"}).Draw(t, "venue")
				}
				if _, err := sys.PlayWith(ctx, jackpot.Game{Terminal: term, Number: nextGame(), Stake: stake, At: clock}, rng.NewStream(0, 0)); err == nil {
					t.Fatalf("Play(%+v, %d) accepted", term, stake)
				}
			},
			"claim": func(t *rapid.T) {
				if len(history) == 0 {
					t.Skip("no wins yet")
				}
				w := rapid.SampledFrom(history).Draw(t, "win")
				have := rapid.SliceOfN(rapid.Bool(), len(formFields), len(formFields)).Draw(t, "fields present")
				f := jackpot.PayoutForm{}
				var missing []string
				set := func(i int, fill func()) {
					if have[i] {
						fill()
					} else {
						missing = append(missing, formFields[i])
					}
				}
				set(0, func() { f.WinnerName = "Jan Novák" })
				set(1, func() { f.BirthDate = time.Date(1970, 1, 2, 0, 0, 0, 0, time.UTC) })
				set(2, func() { f.Address = "Brno" })
				set(3, func() { f.DocumentType = "ID card" })
				set(4, func() { f.DocumentNumber = "123456789" })
				set(5, func() { f.CheckedBy = "staff-7" })
				set(6, func() { f.Signed = true })
				err := w.Claim(f)
				if len(missing) == 0 {
					if err != nil {
						t.Fatalf("complete form refused: %v", err)
					}
					return
				}
				var fe *slotmech.Error
				if !errors.As(err, &fe) || !slices.Equal(f.Missing(), missing) ||
					fe.Value != strings.Join(missing, ", ") || fe.Field != "win "+strconv.FormatUint(w.Seq, 10) {
					t.Fatalf("claim with %v missing: got %v", missing, err)
				}
			},
			"": func(t *rapid.T) {
				for i, c := range configs {
					l, err := sys.Audit(ctx, c.Name)
					if err != nil {
						t.Fatal(err)
					}
					got := l
					got.Threshold = 0
					if got != model[i] {
						t.Fatalf("pool %s: stored %+v, model %+v", c.Name, got, model[i])
					}
				}
			},
		})
	})
}

// checkPlay checks one pool's part of a game against the model and advances
// the model. before is the stored state before the game.
func checkPlay(t *rapid.T, c jackpot.PoolConfig, m *jackpot.State, before jackpot.State, stake slotmech.Money, wins []jackpot.Win) {
	rule := c.Payout
	if rule == (jackpot.PayoutRule{}) {
		rule = jackpot.PayoutRule{VenueLimit: 50_000, VenueDays: 7, OperatorDays: 30}
	}
	if !m.Open {
		m.Open, m.Amount, m.Seeded = true, c.Seed, c.Seed
	}
	total := int64(stake)*c.Rate.Num + m.Remainder
	contrib := slotmech.Money(total / c.Rate.Den)
	m.Remainder = total % c.Rate.Den
	m.Contributed += contrib
	m.Staked += stake
	m.Games++
	reached := c.MustHitBy != 0 && before.Open && m.Amount+contrib >= before.Threshold
	m.Amount += contrib
	for k, w := range wins {
		switch w.Trigger {
		case jackpot.ByMustHit:
			if c.MustHitBy == 0 {
				t.Fatalf("pool %s without must-hit won by must-hit", c.Name)
			}
			if k == 0 && before.Open && w.Amount != before.Threshold {
				t.Fatalf("pool %s: must-hit win %d, threshold was %d", c.Name, w.Amount, before.Threshold)
			}
			if w.Amount <= c.Seed || w.Amount > c.MustHitBy {
				t.Fatalf("pool %s: must-hit win %d outside (%d, %d]", c.Name, w.Amount, c.Seed, c.MustHitBy)
			}
		case jackpot.ByChance:
			if c.Chance == (jackpot.Ratio{}) || k != len(wins)-1 {
				t.Fatalf("pool %s: unexpected chance win %d of %d", c.Name, k, len(wins))
			}
		default:
			t.Fatalf("bad trigger %v", w.Trigger)
		}
		if w.Amount < c.Seed {
			t.Fatalf("pool %s: win %d below seed", c.Name, w.Amount)
		}
		place, days := jackpot.AtVenue, rule.VenueDays
		if w.Amount > rule.VenueLimit {
			place, days = jackpot.AtOperator, rule.OperatorDays
		}
		if w.Payout.Place != place || !w.Payout.Due.Equal(w.At.AddDate(0, 0, days)) {
			t.Fatalf("win %d of limit %d: payout %+v", w.Amount, rule.VenueLimit, w.Payout)
		}
		m.Won += w.Amount
		m.Seeded += c.Seed
		m.Amount += c.Seed - w.Amount
		m.Resets++
		m.LastSeq = w.Seq
	}
	// Before the pool opens its threshold is unknown to the model.
	if before.Open && reached != (len(wins) > 0 && wins[0].Trigger == jackpot.ByMustHit) {
		t.Fatalf("pool %s: threshold %d reached=%v, wins %+v", c.Name, before.Threshold, reached, wins)
	}
	if n := len(wins); n > 0 && wins[n-1].Trigger == jackpot.ByChance && m.Amount != c.Seed {
		t.Fatalf("pool %s: after a chance hit the amount is %d, not the seed %d", c.Name, m.Amount, c.Seed)
	}
}
