package jackpot_test

import (
	"math"
	"math/bits"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// never is a source whose every bounded draw is n−1: no chance trigger
// fires, every threshold is MustHitBy.
var never = constSource(math.MaxUint64)

// always is a source whose every bounded draw (bound below 2²⁴) is 0: every
// chance trigger fires. (A raw 0 would be rejected by Uint64N forever.)
var always = constSource(1 << 40)

// valueFor returns a raw value x for which rng.Uint64N(src, n) returns u on
// its first draw (u < n): the high word of x·n is u and the low word is far
// above the rejection threshold.
func valueFor(u, n uint64) uint64 {
	q, _ := bits.Div64(u, 0, n) // ⌊u·2⁶⁴/n⌋
	return q + 1<<40            // n < 2²⁰ in these tests, so the high word stays u
}

// seqSource serves fixed values, then fails the test.
type seqSource struct {
	t    *testing.T
	vals []uint64
}

func (s *seqSource) Uint64() uint64 {
	if len(s.vals) == 0 {
		s.t.Fatal("seqSource exhausted")
	}
	v := s.vals[0]
	s.vals = s.vals[1:]
	return v
}

// CS-18: the contribution rate is exact; fractions of a unit are carried.
// Known answer for 15/1000 of a 5 Kč stake (0.075 Kč a game): 13 games carry
// 975/1000, the 14th brings 1 Kč in and carries 50/1000.
func TestCS18_ContributionCarriesFractions(t *testing.T) {
	s := newSystem(t, jackpot.PoolConfig{
		Name: "grand", Rate: jackpot.Ratio{Num: 15, Den: 1000},
		Seed: 10_000, Chance: jackpot.Ratio{Num: 1, Den: 1_000_000},
	})
	term := jackpot.Terminal{ID: "t1", Venue: "brno-1"}
	for range 13 {
		require.Empty(t, play(t, s, term, 5, never))
	}
	l := audit(t, s)["grand"]
	require.Equal(t, slotmech.Money(10_000), l.Amount)
	require.Equal(t, slotmech.Money(0), l.Contributed)
	require.Equal(t, int64(975), l.Remainder)

	play(t, s, term, 5, never)
	l = audit(t, s)["grand"]
	require.Equal(t, slotmech.Money(10_001), l.Amount)
	require.Equal(t, int64(50), l.Remainder)

	// Every CS-11 stake once more: 2205 Kč × 15/1000 = 33.075 Kč, plus the
	// carried 0.050 gives 33 Kč in and 0.125 carried.
	for _, stake := range []slotmech.Money{5, 10, 15, 25, 50, 100, 200, 300, 500, 1000} {
		play(t, s, term, stake, never)
	}
	l = audit(t, s)["grand"]
	require.Equal(t, slotmech.Money(10_001+33), l.Amount)
	require.Equal(t, int64(125), l.Remainder)
	require.Equal(t, slotmech.Money(14*5+2205), l.Staked)
	require.Equal(t, uint64(24), l.Games)
}

// CS-18: a game contributes to every pool whose scope contains its terminal,
// and only to those; a terminal outside a pool's scope never wins it (CS-19).
func TestCS18_ScopeMembership(t *testing.T) {
	pool := func(name string, venues ...string) jackpot.PoolConfig {
		return jackpot.PoolConfig{Name: name, Venues: venues, Rate: jackpot.Ratio{Num: 1, Den: 100},
			Seed: 100, Chance: jackpot.Ratio{Num: 1, Den: 1000}}
	}
	s := newSystem(t,
		pool("all"),
		pool("brno", "brno"),
		pool("south", "brno", "znojmo"),
		pool("praha", "praha"),
	)
	games := func() map[string]uint64 {
		out := map[string]uint64{}
		for name, l := range audit(t, s) {
			out[name] = l.Games
		}
		return out
	}
	play(t, s, jackpot.Terminal{ID: "t1", Venue: "brno"}, 100, never)
	require.Equal(t, map[string]uint64{"all": 1, "brno": 1, "south": 1, "praha": 0}, games())
	play(t, s, jackpot.Terminal{ID: "t2", Venue: "znojmo"}, 100, never)
	require.Equal(t, map[string]uint64{"all": 2, "brno": 1, "south": 2, "praha": 0}, games())
	play(t, s, jackpot.Terminal{ID: "t3", Venue: "ostrava"}, 100, never)
	require.Equal(t, map[string]uint64{"all": 3, "brno": 1, "south": 2, "praha": 0}, games())

	// A source whose every bounded draw is 0 makes every chance draw a hit:
	// the terminal wins exactly the pools of its scope, in configuration order.
	wins := play(t, s, jackpot.Terminal{ID: "t2", Venue: "znojmo"}, 100, always)
	var names []string
	for _, w := range wins {
		names = append(names, w.Pool)
	}
	require.Equal(t, []string{"all", "south"}, names)
}

// CS-19: a draw follows every game: exactly one draw per chance pool in the
// terminal's scope, whatever the stake, even when the chance is capped at 1.
func TestCS19_DrawAfterEveryGame(t *testing.T) {
	chance := func(name string, venues ...string) jackpot.PoolConfig {
		return jackpot.PoolConfig{Name: name, Venues: venues, Rate: jackpot.Ratio{Num: 1, Den: 100},
			Seed: 100, Chance: jackpot.Ratio{Num: 3, Den: 1000}}
	}
	s := newSystem(t, chance("all"), chance("brno", "brno"))
	src := &countSource{src: rng.NewStream(7, 0)}
	for i := range 2000 {
		venue := []string{"brno", "praha"}[i%2]
		stake := slotmech.Money(1 + i%500) // up to 500 × 3/1000 > 1: capped
		before := src.n
		play(t, s, jackpot.Terminal{ID: "t", Venue: venue}, stake, src)
		want := 1
		if venue == "brno" {
			want = 2
		}
		require.Equal(t, want, src.n-before, "game %d", i)
	}
}

// CS-19: only the injected source decides: recording a session's draws and
// replaying them into a fresh system gives the identical wins.
func TestCS19_ReplayGivesTheSameWins(t *testing.T) {
	cfg := []jackpot.PoolConfig{
		{Name: "mystery", Rate: jackpot.Ratio{Num: 1, Den: 10}, Seed: 50, MustHitBy: 150},
		{Name: "lucky", Venues: []string{"a", "b"}, Rate: jackpot.Ratio{Num: 1, Den: 100},
			Seed: 20, Chance: jackpot.Ratio{Num: 1, Den: 500}, MustHitBy: 80},
	}
	run := func(src rng.Source) []jackpot.Win {
		s := newSystem(t, cfg...)
		var all []jackpot.Win
		for i := range 3000 {
			term := jackpot.Terminal{ID: "t", Venue: []string{"a", "b", "c"}[i%3]}
			w, err := s.PlayWith(ctx, jackpot.Game{Terminal: term, Number: uint64(i + 1), Stake: slotmech.Money(1 + i%100), At: at0}, src)
			require.NoError(t, err)
			all = append(all, w...)
		}
		return all
	}
	rec := rng.NewRecorder(rng.NewStream(3, 0))
	first := run(rec)
	require.NotEmpty(t, first)
	rep := rng.NewReplayer(rec.Draws())
	require.Equal(t, first, run(rep))
	require.NoError(t, rep.Done())
}

// CS-19 trigger (a) at its exact boundary: with P = stake × Num/Den =
// 10 × 1/1000, a draw u in [0, 1000) wins exactly when u < 10.
func TestCS19_ChanceBoundaryIsExact(t *testing.T) {
	s := newSystem(t, jackpot.PoolConfig{Name: "p", Rate: jackpot.Ratio{Num: 1, Den: 10}, Seed: 100, Chance: jackpot.Ratio{Num: 1, Den: 1000}})
	term := jackpot.Terminal{ID: "t", Venue: "v"}
	for _, tt := range []struct {
		u   uint64
		win bool
	}{{0, true}, {9, true}, {10, false}, {999, false}} {
		wins := play(t, s, term, 10, constSource(valueFor(tt.u, 1000)))
		require.Equal(t, tt.win, len(wins) == 1, "u = %d", tt.u)
	}
}

// CS-19 trigger (a): P is capped at 1, also when stake × Num overflows 64 bits.
func TestCS19_ChanceCappedAtOne(t *testing.T) {
	s := newSystem(t, jackpot.PoolConfig{Name: "p", Rate: jackpot.Ratio{Num: 0, Den: 1}, Seed: 100, Chance: jackpot.Ratio{Num: 1 << 40, Den: 1<<41 + 1}})
	term := jackpot.Terminal{ID: "t", Venue: "v"}
	for _, stake := range []slotmech.Money{3, 1 << 30, 1 << 62} {
		wins := play(t, s, term, stake, never)
		require.Len(t, wins, 1, "stake %d", stake)
		require.Equal(t, slotmech.Money(100), wins[0].Amount)
	}
}

// CS-19 trigger (a): over many games on a fixed seed, the number of hits of a
// pool with P = 10 × 1/1000 = 1 % lies within the two-sided binomial bound at
// p = 0.001 (3.29 standard deviations); so does a stake of 3 (P = 0.3 %).
func TestCS19_ChanceRate(t *testing.T) {
	const games = 100_000
	for _, tt := range []struct {
		stake slotmech.Money
		p     float64 // statistics only
	}{{10, 0.01}, {3, 0.003}} {
		s := newSystem(t, jackpot.PoolConfig{Name: "p", Rate: jackpot.Ratio{Num: 1, Den: 100}, Seed: 100, Chance: jackpot.Ratio{Num: 1, Den: 1000}})
		src := rng.NewStream(2025, uint64(tt.stake))
		hits := 0
		for range games {
			hits += len(play(t, s, jackpot.Terminal{ID: "t", Venue: "v"}, tt.stake, src))
		}
		mean := games * tt.p
		sd := math.Sqrt(games * tt.p * (1 - tt.p))
		require.InDelta(t, mean, float64(hits), 3.29*sd, "stake %d", tt.stake)
	}
}

// CS-19 trigger (b): every threshold lies in (Seed, MustHitBy], the pool
// never rests at or above it, every must-hit win is exactly the threshold it
// reached, and the thresholds are uniform (chi-square, 9 degrees of freedom,
// p = 0.001 critical value 27.88).
func TestCS19_MustHitThreshold(t *testing.T) {
	const seed, max = 100, 110
	s := newSystem(t, jackpot.PoolConfig{Name: "m", Rate: jackpot.Ratio{Num: 1, Den: 1}, Seed: seed, MustHitBy: max})
	term := jackpot.Terminal{ID: "t", Venue: "v"}
	src := rng.NewStream(11, 0)
	var counts [max - seed]int
	resets := 0
	for i := range 40_000 {
		before := audit(t, s)["m"]
		// Stake 1 (contribution 1) in the first half: the pool lands exactly
		// on each threshold, so the thresholds drawn are seen unfiltered.
		stake := slotmech.Money(1)
		if i >= 20_000 {
			stake = slotmech.Money(1 + rng.IntN(src, max-seed))
		}
		wins := play(t, s, term, stake, src)
		l := audit(t, s)["m"]
		require.Greater(t, l.Threshold, slotmech.Money(seed))
		require.LessOrEqual(t, l.Threshold, slotmech.Money(max))
		require.Less(t, l.Amount, l.Threshold)
		for k, w := range wins {
			require.Equal(t, jackpot.ByMustHit, w.Trigger)
			require.LessOrEqual(t, w.Amount, slotmech.Money(max))
			if k == 0 && before.Open {
				require.Equal(t, before.Threshold, w.Amount)
			}
		}
		if stake == 1 && len(wins) > 0 {
			require.Len(t, wins, 1)
			require.Equal(t, slotmech.Money(seed), l.Amount, "a hit resets to the seed")
			counts[l.Threshold-seed-1]++
			resets++
		}
	}
	exp := float64(resets) / float64(len(counts))
	chi := 0.0
	for _, c := range counts {
		chi += (float64(c) - exp) * (float64(c) - exp) / exp
	}
	require.Greater(t, resets, 3000)
	require.Less(t, chi, 27.88, "counts %v", counts)
}

// CS-19 trigger (b), known answer: seed 100, thresholds 150 then 104, rate
// 1/2. A 120 Kč stake brings 60 Kč: the pool goes from 100 to 160, wins
// exactly 150 and restarts at 100 + 10 = 110, which passes the new threshold
// 104: a second win of 104, restart at 100 + 6 with a third threshold. The
// game takes one draw for the pool, the key of the stream its thresholds
// are drawn from (rng.NewStream(key, "must-hit")): the test finds a key
// whose stream gives 150 and 104.
func TestCS19_MustHitCarriesTheExcess(t *testing.T) {
	s := newSystem(t, jackpot.PoolConfig{Name: "m", Rate: jackpot.Ratio{Num: 1, Den: 2}, Seed: 100, MustHitBy: 200})
	var key uint64
	var third slotmech.Money
	for key = 0; ; key++ {
		thr := rng.NewStream(key, mustHitStream)
		if rng.Uint64N(thr, 100) == 49 && rng.Uint64N(thr, 100) == 3 {
			third = slotmech.Money(101 + rng.Uint64N(thr, 100))
			break
		}
	}
	src := &seqSource{t: t, vals: []uint64{key}}
	wins := play(t, s, jackpot.Terminal{ID: "t", Venue: "v"}, 120, src)
	amounts := []slotmech.Money{}
	for _, w := range wins {
		amounts = append(amounts, w.Amount)
	}
	require.Equal(t, []slotmech.Money{150, 104}, amounts)
	l := audit(t, s)["m"]
	require.Equal(t, slotmech.Money(106), l.Amount)
	require.Equal(t, third, l.Threshold)
	require.Equal(t, slotmech.Money(300), l.Seeded)
	require.Equal(t, slotmech.Money(254), l.Won)
	require.Empty(t, src.vals)
}

// mustHitStream is the stream number of the threshold streams: "must-hit"
// in ASCII.
const mustHitStream = 0x6d7573742d686974

// CS-20: up to 50 000 Kč is paid at the venue within 7 days; 50 001 Kč at the
// operator's seat within 30 days. Wins are records, with the game's data.
func TestCS20_PayoutRoute(t *testing.T) {
	for _, tt := range []struct {
		amount slotmech.Money
		place  jackpot.Place
		days   int
	}{{50_000, jackpot.AtVenue, 7}, {50_001, jackpot.AtOperator, 30}} {
		// Rate 0 and a certain chance: the first game wins exactly the seed.
		s := newSystem(t, jackpot.PoolConfig{Name: "fixed", Rate: jackpot.Ratio{Num: 0, Den: 1}, Seed: tt.amount, Chance: jackpot.Ratio{Num: 1, Den: 2}})
		wins, err := s.PlayWith(ctx, jackpot.Game{Terminal: jackpot.Terminal{ID: "T-7", Venue: "brno"}, Number: 12, Stake: 2, At: at0}, never)
		require.NoError(t, err)
		require.Equal(t, []jackpot.Win{{
			Seq: 1, Pool: "fixed", Terminal: "T-7", Venue: "brno", Game: 12, Amount: tt.amount, At: at0,
			Trigger: jackpot.ByChance, Payout: jackpot.Payout{Place: tt.place, Due: at0.AddDate(0, 0, tt.days)},
		}}, wins)
	}
}

// CS-20: the route's limit and days are configurable.
func TestCS20_PayoutRuleConfigurable(t *testing.T) {
	s := newSystem(t, jackpot.PoolConfig{Name: "cents", Rate: jackpot.Ratio{Num: 0, Den: 1}, Seed: 250_000, Chance: jackpot.Ratio{Num: 1, Den: 2},
		Payout: jackpot.PayoutRule{VenueLimit: 250_000, VenueDays: 3, OperatorDays: 14}})
	w := play(t, s, jackpot.Terminal{ID: "t", Venue: "v"}, 2, never)
	require.Equal(t, jackpot.Payout{Place: jackpot.AtVenue, Due: at0.AddDate(0, 0, 3)}, w[0].Payout)
	c, err := s.Config("cents")
	require.NoError(t, err)
	require.Equal(t, 14, c.Payout.OperatorDays)
}

func fullForm() jackpot.PayoutForm {
	return jackpot.PayoutForm{
		WinnerName: "Jana Nováková", BirthDate: at0.AddDate(-40, 0, 0), Address: "Masarykova 1, Brno",
		DocumentType: "ID card", DocumentNumber: "000123456", CheckedBy: "staff-12", Signed: true,
	}
}

// CS-20: with any required field of the payout form missing there is no
// right to the payout; the error names every missing field.
func TestCS20_ClaimRefusedWithMissingField(t *testing.T) {
	w := jackpot.Win{Seq: 12, Amount: 60_000}
	require.NoError(t, w.Claim(fullForm()))

	blank := []struct {
		field string
		clear func(*jackpot.PayoutForm)
	}{
		{"WinnerName", func(f *jackpot.PayoutForm) { f.WinnerName = "  " }},
		{"BirthDate", func(f *jackpot.PayoutForm) { f.BirthDate = time.Time{} }},
		{"Address", func(f *jackpot.PayoutForm) { f.Address = "" }},
		{"DocumentType", func(f *jackpot.PayoutForm) { f.DocumentType = "" }},
		{"DocumentNumber", func(f *jackpot.PayoutForm) { f.DocumentNumber = "\t" }},
		{"CheckedBy", func(f *jackpot.PayoutForm) { f.CheckedBy = "" }},
		{"Signed", func(f *jackpot.PayoutForm) { f.Signed = false }},
	}
	for _, b := range blank {
		f := fullForm()
		b.clear(&f)
		err := w.Claim(f)
		require.ErrorIs(t, err, jackpot.ErrFormIncomplete, b.field)
		var fe *slotmech.Error
		require.ErrorAs(t, err, &fe)
		require.Equal(t, slotmech.Error{Op: "Claim", Field: "win 12", Value: b.field,
			Reason: "payout form incomplete, missing " + b.field, Err: jackpot.ErrFormIncomplete}, *fe)
		require.Equal(t, []string{b.field}, f.Missing())
		require.Equal(t, "jackpot: win 12: payout form incomplete, missing "+b.field, err.Error())
	}
	empty := jackpot.PayoutForm{}
	err := w.Claim(empty)
	var fe *slotmech.Error
	require.ErrorAs(t, err, &fe)
	want := make([]string, len(blank))
	for i, b := range blank {
		want[i] = b.field
	}
	require.Equal(t, want, empty.Missing())
	require.Equal(t, strings.Join(want, ", "), fe.Value)
	require.True(t, slices.Contains(empty.Missing(), "Signed"))
	full := fullForm()
	require.Nil(t, full.Missing())
}

// A must-hit pool refuses a stake whose share could exceed its whole range
// MustHitBy − Seed in one game: here (150 − 100) × 2 − 1 = 99 ≥ s × 1, so
// 99 is the largest stake, before any pool is touched.
func TestMustHitStakeLimit(t *testing.T) {
	s := newSystem(t,
		jackpot.PoolConfig{Name: "all", Rate: jackpot.Ratio{Num: 1, Den: 100},
			Seed: 100, Chance: jackpot.Ratio{Num: 1, Den: 1000}},
		jackpot.PoolConfig{Name: "m", Venues: []string{"v"}, Rate: jackpot.Ratio{Num: 1, Den: 2},
			Seed: 100, MustHitBy: 150})
	_, err := s.PlayWith(ctx, jackpot.Game{Terminal: jackpot.Terminal{ID: "t", Venue: "v"}, Number: nextGame(), Stake: 100, At: at0}, never)
	require.ErrorIs(t, err, jackpot.ErrGame)
	require.EqualError(t, err, `jackpot: stake 100 is above 99, the most whose share fits pool "m"'s must-hit range (100, 150]`)
	require.False(t, audit(t, s)["all"].Open, "no pool took the refused game")
	play(t, s, jackpot.Terminal{ID: "t", Venue: "v"}, 99, never)
	play(t, s, jackpot.Terminal{ID: "t", Venue: "w"}, 1000, never) // "m" is not in scope
}
