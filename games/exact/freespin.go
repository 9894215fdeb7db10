package exact

import (
	"context"
	"fmt"
	"math/big"
	"reflect"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
)

// FreeSpinGame is the optional interface of a [games.Game] whose round is a
// base spin on fixed strips and the free spins it awards, each free spin a
// spin on fixed strips too: [FreeSpinRTP] computes its exact RTP from two
// full cycles, one of the base spin and one of the free spin. Like
// [StripPlayer] it uses only games and slotmech types, so a title
// implements it without importing this package.
type FreeSpinGame interface {
	// FreeSpins returns the game's round as spins on strips (see
	// [FreeSpins]), or an error, in the user's words, saying which of its
	// rules the model does not cover: a multiplier that depends on
	// earlier spins (accumulating), reel heights drawn per spin, a line
	// cap shared by the spins of a round, a pick, … The analysis then
	// refuses the game and a tool simulates the feature instead.
	FreeSpins() (FreeSpins, error)
}

// FreeSpins is a [FreeSpinGame]'s round as spins on strips: a base spin,
// then the free spins it awards, each awarding more, up to a bound.
//
// Base and every Free[k] are games whose players are [StripPlayer]s and
// whose round is one spin at its stops, at the whole game's bet and in its
// first mode: Outcome.Win is what the spin pays (after its multiplier, each
// win rounded once, as the whole game pays it), Outcome.FreeSpins the free
// spins its scatters award (by the trigger table for Base, the retrigger
// table for Free; 0 for none, before the bound Max: the analysis cuts them)
// and Outcome.Triggered whether that is above 0.
type FreeSpins struct {
	// Base is the base spin.
	Base games.Game

	// Free[k] is free spin k of a round (from 0) with its multiplier; the
	// last entry plays every later free spin. A constant multiplier is one
	// entry; a multiplier fixed by the spin's index one entry per index
	// until it stays the same. At least one entry.
	Free []games.Game

	// Max bounds the free spins of a round: the award of a spin that would
	// take the spins awarded in the round beyond Max is cut to what is
	// left. 0 means no bound.
	Max int

	// RoundCapX, if positive, caps a round's win at RoundCapX × the stake
	// (the round ends when it is reached). The analysis is exact only for a
	// cap that no round can reach (see [FreeSpinRTP]); 0 means no cap.
	RoundCapX int64
}

// FreeSpinPar is the exact analysis of a [FreeSpinGame] at one bet
// ([FreeSpinRTP]): every figure an exact fraction.
type FreeSpinPar struct {
	Bet   slotmech.Money // the bet every spin was played at
	Stake slotmech.Money // what one round costs at Bet

	// RTP = BaseRTP + FeatureRTP: what the base spins and what the free
	// spins pay per round, as shares of the stake.
	RTP, BaseRTP, FeatureRTP *big.Rat

	// Trigger is the probability that a round plays free spins, and
	// SpinsPerTrigger the mean number of free spins of a round that plays
	// some (E[N | N > 0]; 0 if none ever does): E[N] is their product.
	Trigger, SpinsPerTrigger *big.Rat

	// Max is the bound on a round's free spins (FreeSpins.Max; 0: none).
	Max int

	// SpinsLaw[n] is the probability that a round plays exactly n free
	// spins, for n from 0 to Max; nil without a bound (Max 0).
	SpinsLaw []*big.Rat

	// FreeCombinations[k] is the size of the full cycle of Free[k].
	FreeCombinations []int64
}

// chainBudget bounds the work of the exact chain of a bounded feature
// (states × award values × words of its integers); beyond it FreeSpinRTP
// refuses the game rather than run for hours.
const chainBudget = 4e9

// FreeSpinRTP computes the exact RTP of a [FreeSpinGame] at bet (0: the
// game's default bet) in its first mode. It plays the full cycle of the
// base spin and of each free spin game (opt.Workers goroutines; the shard
// options must be zero, and opt.Progress is not called) and combines them:
//
// Model. A round is a base spin, its stops uniform, and N free spins,
// each with stops uniform and independent of everything before. The base
// spin pays B and awards T = min(a, Max) spins (a by its scatters); free
// spin k (from 0) pays W_k and awards min(a_k, Max − A_k), where A_k is the
// number of spins awarded in the round before it; it is played if and only
// if A_k > k. So N = A_N, and whether spin k is played depends only on the
// spins before it, not on its own stops.
//
// Derivation. The RTP is (E[B] + E[Σ_{k<N} W_k]) / stake. E[B] and the law
// of T come from the base cycle (its sums over every combination);
// μ_k = E[W_k] and the law of a_k from the cycle of Free[k]. Since the event
// N > k is decided by the base spin and spins 0 … k−1, and W_k is
// independent of them, E[W_k · 1{N>k}] = μ_k · P(N > k) (Wald's identity,
// term by term), so
//
//	E[Σ_{k<N} W_k] = Σ_k μ_k · P(N > k).
//
// With a bound, P(N > k) is computed exactly from the Markov chain of A_k
// on the played spins, its probabilities integer counts over products of
// cycle sizes, until every round has ended (at most Max steps); this also
// gives the law of N (SpinsLaw). Without a bound, Free[k] for k ≥ K (K =
// len(Free) − 1) is one game whose mean award is r; the chain runs to
// spin K, and from there a round with X = A_K − K spins left plays
// X / (1 − r) more on average (each spin played adds r − 1 to the spins
// left, Wald's identity again), so
//
//	E[N] = Σ_{k<K} P(N > k) + E[X⁺] / (1 − r),
//	E[Σ W] = Σ_{k<K} μ_k P(N > k) + μ_K · E[X⁺] / (1 − r);
//
// with one entry, E[N] = E[T] / (1 − r). For r ≥ 1 the feature does not
// end (with positive probability it never does, or its mean is infinite):
// an error.
//
// Caps. A round cap C = RoundCapX × stake pays min(S, C) of a round that
// would pay S uncapped (a win reaching it is cut, the later wins pay
// nothing); the analysis is exact when no round can reach it: with a
// bound Max, when the largest base win of an awarding spin plus the
// largest wins of free spins 0 … Max−1 is at most C; without a bound, only
// when free spins never win. Otherwise it refuses.
//
// It returns an error wrapping [ErrNotStrip] for a game that is no
// FreeSpinGame, whose FreeSpins returns an error (wrapped), whose spin
// games are no strip games, a cap that some round can reach, an endless
// feature or a chain beyond its budget (about Max³ × award values
// operations on integers of Max × log₂(cycle) bits); one wrapping
// games.ErrBet for a refused bet; one wrapping [ErrTally] for a spin
// whose Triggered disagrees with its FreeSpins, a negative win or award, or
// groups out of order; ErrConfig for shard options; ctx's error if
// cancelled. A tool that meets ErrNotStrip simulates the feature instead.
func FreeSpinRTP(ctx context.Context, g games.Game, bet slotmech.Money, opt Options) (*FreeSpinPar, error) {
	fail := func(err error, format string, a ...any) error {
		return &slotmech.Error{Op: "exact free spins", Field: g.Name(), Reason: fmt.Sprintf(format, a...), Err: err}
	}
	fg, ok := g.(FreeSpinGame)
	if !ok {
		return nil, fail(ErrNotStrip, "no free spins on fixed strips that exact analysis can read")
	}
	fs, err := fg.FreeSpins()
	if err != nil {
		return nil, &slotmech.Error{Op: "exact free spins", Field: g.Name(), Reason: "its free spins are not exact: " + err.Error(),
			Err: fmt.Errorf("%w: %w", ErrNotStrip, err)}
	}
	if opt.Shards > 1 || opt.Shard != 0 {
		return nil, fail(ErrConfig, "free spins are analysed whole, not in shards")
	}
	switch {
	case fs.Base == nil || len(fs.Free) == 0:
		return nil, fail(ErrNotStrip, "its free spins name no base spin or no free spin")
	case fs.Max < 0 || fs.RoundCapX < 0:
		return nil, fail(ErrNotStrip, "a bound of %d free spins or a round cap of %d × the stake: want 0 or more", fs.Max, fs.RoundCapX)
	}
	if bet == 0 {
		bet = g.DefaultBet()
	}
	mode, ok := games.FindMode(g, "")
	if !ok {
		return nil, fail(ErrNotStrip, "no mode")
	}
	stake, err := g.Stake(bet, mode.Name)
	if err != nil {
		return nil, err
	}
	par := &FreeSpinPar{Bet: bet, Stake: stake, Max: fs.Max}

	base, err := walkSpins(ctx, fs.Base, bet, opt.Workers)
	if err != nil {
		return nil, err
	}
	// Free spin games that are the same value are played once.
	free := make([]*spinCycle, len(fs.Free))
	for k, fg := range fs.Free {
		for j := range k {
			if sameGame(fs.Free[j], fg) {
				free[k] = free[j]
			}
		}
		if free[k] == nil {
			if free[k], err = walkSpins(ctx, fg, bet, opt.Workers); err != nil {
				return nil, err
			}
		}
	}
	for _, c := range free {
		par.FreeCombinations = append(par.FreeCombinations, c.combos)
	}
	st := big.NewInt(int64(stake))
	par.BaseRTP = new(big.Rat).SetFrac(base.won, new(big.Int).Mul(big.NewInt(base.combos), st))
	par.Trigger = new(big.Rat).SetFrac64(base.combos-base.awards[0], base.combos)

	if err := checkCap(fs, base, free, stake, fail); err != nil {
		return nil, err
	}
	var spins, won *big.Rat // E[N] and E[Σ W] per round
	if fs.Max > 0 {
		spins, won, par.SpinsLaw, err = boundedChain(ctx, fs.Max, base, free, fail)
	} else {
		spins, won, err = unboundedChain(ctx, base, free, fail)
	}
	if err != nil {
		return nil, err
	}
	par.SpinsPerTrigger = new(big.Rat)
	if par.Trigger.Sign() > 0 {
		par.SpinsPerTrigger.Quo(spins, par.Trigger)
	}
	par.FeatureRTP = won.Quo(won, new(big.Rat).SetInt(st))
	par.RTP = new(big.Rat).Add(par.BaseRTP, par.FeatureRTP)
	return par, nil
}

// sameGame reports whether a and b are the same value (without panicking
// on games whose type is not comparable).
func sameGame(a, b games.Game) bool {
	ta, tb := reflect.TypeOf(a), reflect.TypeOf(b)
	return ta == tb && ta.Comparable() && a == b
}

// checkCap refuses a round cap that some round can reach.
func checkCap(fs FreeSpins, base *spinCycle, free []*spinCycle, stake slotmech.Money, fail func(error, string, ...any) error) error {
	if fs.RoundCapX == 0 || base.combos == base.awards[0] {
		return nil
	}
	limit := new(big.Int).Mul(big.NewInt(fs.RoundCapX), big.NewInt(int64(stake)))
	if fs.Max == 0 {
		for _, c := range free {
			if c.maxWin > 0 {
				return fail(ErrNotStrip, "a round cap of %d × the stake with no bound on the free spins: a round can reach it, and exact analysis needs a cap no round reaches (simulate the feature)", fs.RoundCapX)
			}
		}
		return nil
	}
	most := big.NewInt(int64(base.maxAwarding))
	for k := range fs.Max {
		most.Add(most, big.NewInt(int64(free[min(k, len(free)-1)].maxWin)))
	}
	if most.Cmp(limit) > 0 {
		return fail(ErrNotStrip, "a round cap of %d × the stake (%s) that a round can reach: a triggering base spin pays up to %d and %d free spins up to %s in all; exact analysis needs a cap no round reaches (simulate the feature)",
			fs.RoundCapX, limit, base.maxAwarding, fs.Max, new(big.Int).Sub(most, big.NewInt(int64(base.maxAwarding))))
	}
	return nil
}

// law returns c's award counts as big integers, cut at bound (0: none):
// law[a] combinations award a spins.
func (c *spinCycle) law(bound int) map[int]*big.Int {
	out := map[int]*big.Int{}
	for a, n := range c.awards {
		if bound > 0 {
			a = min(a, bound)
		}
		if out[a] == nil {
			out[a] = new(big.Int)
		}
		out[a].Add(out[a], big.NewInt(n))
	}
	return out
}

// meanAward returns the mean award of a spin, exact.
func (c *spinCycle) meanAward() *big.Rat {
	sum := new(big.Int)
	for a, n := range c.awards {
		sum.Add(sum, new(big.Int).Mul(big.NewInt(int64(a)), big.NewInt(n)))
	}
	return new(big.Rat).SetFrac(sum, big.NewInt(c.combos))
}

// chainState is the chain's mass on the rounds still playing: count[A] is
// the number of (base, free …) combinations so far with A spins awarded,
// over den, the product of the cycles played.
type chainState struct {
	count map[int]*big.Int
	den   *big.Int
}

// step plays free spin k of every round still playing (A > k) with cycle c,
// the awards cut at bound (0: none), and returns the mass of those rounds
// that played it (over s.den before the step).
func (s *chainState) step(k int, c *spinCycle, bound int) *big.Int {
	alive := new(big.Int)
	next := map[int]*big.Int{}
	t := new(big.Int)
	for a, n := range s.count {
		if a <= k {
			continue
		}
		alive.Add(alive, n)
		for r, m := range c.awards {
			to := a + r
			if bound > 0 {
				to = a + min(r, bound-a)
			}
			if next[to] == nil {
				next[to] = new(big.Int)
			}
			next[to].Add(next[to], t.Mul(n, big.NewInt(m)))
		}
	}
	s.count = next
	s.den = new(big.Int).Mul(s.den, big.NewInt(c.combos))
	return alive
}

// start returns the chain before any free spin: the base spin's awards,
// cut at bound (0: none).
func start(base *spinCycle, bound int) *chainState {
	return &chainState{count: base.law(bound), den: big.NewInt(base.combos)}
}

// boundedChain returns E[N], E[Σ W] and the law of N for a bound.
func boundedChain(ctx context.Context, bound int, base *spinCycle, free []*spinCycle, fail func(error, string, ...any) error) (*big.Rat, *big.Rat, []*big.Rat, error) {
	// Work: about bound²/2 states × award values, on integers of up to
	// bound × log₂(cycle) bits.
	values, bits := 0, 0
	for _, c := range free {
		values = max(values, len(c.awards))
		bits = max(bits, big.NewInt(c.combos).BitLen())
	}
	if work := float64(bound) * float64(bound) / 2 * float64(values) * float64(bound) * float64(bits) / 2 / 64; work > chainBudget {
		return nil, nil, nil, fail(ErrNotStrip, "a bound of %d free spins makes the exact chain too long (about %.0e operations): simulate the feature", bound, work)
	}
	s := start(base, bound)
	spins, won := new(big.Rat), new(big.Rat)
	law := make([]*big.Rat, bound+1)
	for k := 0; k <= bound; k++ {
		if err := ctx.Err(); err != nil {
			return nil, nil, nil, err
		}
		if n := s.count[k]; n != nil {
			law[k] = new(big.Rat).SetFrac(n, s.den)
		} else {
			law[k] = new(big.Rat)
		}
		if k == bound {
			break
		}
		c := free[min(k, len(free)-1)]
		den := s.den
		alive := s.step(k, c, bound)
		if alive.Sign() == 0 {
			for n := k + 1; n <= bound; n++ {
				law[n] = new(big.Rat)
			}
			break
		}
		p := new(big.Rat).SetFrac(alive, den) // P(N > k)
		spins.Add(spins, p)
		won.Add(won, p.Mul(p, new(big.Rat).SetFrac(c.won, big.NewInt(c.combos))))
	}
	return spins, won, law, nil
}

// unboundedChain returns E[N] and E[Σ W] without a bound: the chain up to
// the last free spin game, then the closed form.
func unboundedChain(ctx context.Context, base *spinCycle, free []*spinCycle, fail func(error, string, ...any) error) (*big.Rat, *big.Rat, error) {
	last := free[len(free)-1]
	r := last.meanAward()
	one := big.NewRat(1, 1)
	if r.Cmp(one) >= 0 {
		return nil, nil, fail(ErrNotStrip, "the free spins do not end: without a bound each free spin awards %s spins on average, at least 1", r.FloatString(4))
	}
	s := start(base, 0)
	spins, won := new(big.Rat), new(big.Rat)
	K := len(free) - 1
	for k := range K {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		den := s.den
		p := new(big.Rat).SetFrac(s.step(k, free[k], 0), den)
		spins.Add(spins, p)
		won.Add(won, p.Mul(p, new(big.Rat).SetFrac(free[k].won, big.NewInt(free[k].combos))))
	}
	// E[X⁺]: the spins left at spin K, over the rounds still playing.
	left := new(big.Int)
	for a, n := range s.count {
		if a > K {
			left.Add(left, new(big.Int).Mul(big.NewInt(int64(a-K)), n))
		}
	}
	rest := new(big.Rat).SetFrac(left, s.den)
	rest.Quo(rest, new(big.Rat).Sub(one, r)) // E[spins from K on]
	spins.Add(spins, rest)
	won.Add(won, rest.Mul(rest, new(big.Rat).SetFrac(last.won, big.NewInt(last.combos))))
	return spins, won, nil
}
