package featurepar

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"runtime"
	"strings"
	"sync"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/internal/pool"
	"github.com/slotmech/slotmech/rng"
)

// Game is the interface of a [games.Game] whose round is a
// base game decided by its reel stops alone and a feature (free spins, a
// pick) that the base game may trigger and that draws more than the stops.
// Such a game's players are no [exact.StripPlayer]s, yet its base game's are:
// [Analyse] plays the base game's full cycle exactly, trigger
// probability included, and simulates only the feature. Its players
// implement [Player]. Both interfaces use only games, slotmech and
// rng types, so a title implements them without importing this package.
//
// games/stripgame's feature games implement it when their base game spins
// on fixed reel heights, or on variable ones of a cycle small enough to
// enumerate (its stops
// are then virtual stops, a height and a strip position each, which
// PlayFrom takes too). It is matched structurally: a title declares BaseGame and
// never imports this package (which, being internal, it could not name
// from another module anyway).
type Game interface {
	// BaseGame returns the base game alone, a game whose players are
	// StripPlayers: their PlayStops plays the base spin of the round at
	// the stops, without the feature, and reports in Outcome.Triggered
	// whether it triggered the feature; its bets and stake are the game's,
	// in the standard mode. ok is false when the base game draws more than
	// its stops (the game can then only be simulated).
	BaseGame() (base games.Game, ok bool)
}

// Player is the interface of the players of a [Game], which play the
// rounds of given stops. It is not safe for
// concurrent use.
type Player interface {
	// PlayFrom plays the round whose base game stops at stops, at bet in
	// the standard mode, drawing what follows the stops (the feature) from
	// src: the round that Play plays when it draws these stops first. It
	// returns the round's outcome and what its base game paid, which is
	// the base game's PlayStops win at the same stops.
	PlayFrom(stops []int, bet slotmech.Money, src rng.Source) (round games.Outcome, base slotmech.Money, err error)
}

// Config sets up [Analyse].
type Config struct {
	Bet      slotmech.Money // the bet; 0 means the game's DefaultBet
	Features int64          // how many features to simulate (required, > 0)
	Seed     uint64         // feature i is drawn from rng.NewStream(Seed, i)
	Workers  int            // goroutines for both parts; 0 means runtime.GOMAXPROCS(0). It never changes the result.
}

// Report is the analysis of a [Game]: the base game exact,
// the feature simulated, and the RTP they make together:
//
//	RTP = base RTP + P(trigger) × E[feature win] / stake
//
// with the 99% interval P(trigger) × the half-width of the feature mean's
// interval / stake, since the other two terms are exact. Terms says for
// each term whether it is exact and how it was obtained.
type Report struct {
	Game   string // the game's name
	Config string // games.ConfigID of the game
	Bet    slotmech.Money
	Stake  slotmech.Money

	// Base is the exact full cycle of the base game (FullCycle of
	// Game.BaseGame): its RTP is the base game's share, Triggers
	// the combinations that trigger the feature.
	Base *exact.Cycle

	// TriggerRate is Base.Triggers / Base.Combinations, exact.
	TriggerRate *big.Rat

	Features int64    // features simulated: rounds drawn among those that trigger (0 when the feature is exact)
	Seed     uint64   // the seed they were drawn from
	won      *big.Int // what the features paid in all (round win − base win), in minor units
	wonSq    *big.Int // the sum of the squares of the features' wins
	spins    int64    // the free spins the features played in all
	spinsSq  *big.Int // the sum of the squares of their numbers

	// Exact is the exact analysis of the feature ([exact.FreeSpinRTP]),
	// when the game is an exact.FreeSpinGame that it covers; then the
	// feature is not simulated. NotExact says, otherwise, why the feature
	// is simulated, in the words of the refusal.
	Exact    *exact.FreeSpinPar
	NotExact string

	// Terms are the terms of the RTP, in order: base game, trigger
	// probability, feature.
	Terms []Term

	RTP     float64 // base RTP + TriggerRate × the mean feature win ÷ stake
	RTPCI99 float64 // the half-width of RTP's 99% interval: TriggerRate × the feature mean's ÷ stake (0 if exact)

	// SpinsPerTrigger is the mean number of free spins a feature plays
	// (E[spins] per trigger): exact if Exact is set, else simulated, with
	// the half-width SpinsCI99 of its 99% interval (0 without one).
	SpinsPerTrigger, SpinsCI99 float64
}

// RTPRat returns the exact RTP when both parts are exact (the feature
// never triggered, or Exact is set), else nil.
func (r *Report) RTPRat() *big.Rat {
	if t := r.Terms[2]; t.Exact {
		return new(big.Rat).Add(r.Terms[0].Rat, t.Rat)
	}
	return nil
}

// Method returns, for people, how term i was obtained: "exact", or
// "simulated ±x pp at 99%" (x in percentage points of the stake), or
// "simulated (no interval)" with fewer than 2 features.
func (r *Report) Method(i int) string {
	t := r.Terms[i]
	switch {
	case t.Exact:
		return "exact"
	case !r.HasInterval():
		return "simulated (no interval)"
	}
	return fmt.Sprintf("simulated ±%.4f pp at 99%%", 100*t.CI99)
}

// Term is one term of a [Report]: its value, whether it is exact,
// and how it was obtained, for people.
type Term struct {
	Name  string   // "base game", "trigger probability", "feature"
	Exact bool     // computed exactly (Rat is set) rather than simulated
	Rat   *big.Rat // the exact value, or nil for a simulated part
	Value float64  // the value: a share of the stake (base game, feature) or a probability
	CI99  float64  // the half-width of its 99% interval; 0 for an exact part
	How   string   // how it was obtained, e.g. "full cycle of 4 084 101 combinations"
}

// featureMean returns the mean win of a feature in multiples of the stake
// (0 without features).
func (r *Report) featureMean() float64 {
	if r.Features == 0 || r.Stake == 0 {
		return 0
	}
	m, _ := new(big.Rat).SetFrac(r.won, big.NewInt(r.Features)).Float64()
	return m / float64(r.Stake)
}

// featureCI99 returns the half-width of the 99% confidence interval of
// featureMean: z₀.₉₉₅ × the sample standard deviation of a feature's win /
// √Features, in multiples of the stake (0 with fewer than two features).
func (r *Report) featureCI99() float64 {
	n := r.Features
	if n < 2 || r.Stake == 0 {
		return 0
	}
	// Var = (n·Σx² − (Σx)²) / (n(n−1)), exact up to the division.
	num := new(big.Int).Sub(new(big.Int).Mul(big.NewInt(n), r.wonSq), new(big.Int).Mul(r.won, r.won))
	v, _ := new(big.Rat).SetFrac(num, new(big.Int).Mul(big.NewInt(n), big.NewInt(n-1))).Float64()
	return z99 * math.Sqrt(v) / math.Sqrt(float64(n)) / float64(r.Stake)
}

// HasInterval reports whether the simulated part has a 99% interval: it
// needs two features or more (a sample of one has no spread to measure).
// Without one, the simulated CI99 and RTPCI99 are 0 and mean "unknown", not
// "exact"; Fprint says "no interval".
func (r *Report) HasInterval() bool { return r.Features >= 2 && r.Stake != 0 }

// z99 is the standard normal quantile of 0.995 (a 99% two-sided interval).
const z99 = 2.5758293035489004

// Analyse analyses a [Game] at cfg.Bet, exact where the maths
// allows and simulated where it must:
//
//   - the base game by [exact.FullCycle] of Game.BaseGame: its RTP and
//     the probability that it triggers the feature, both exact;
//   - the feature exactly by [exact.FreeSpinRTP] when it covers it (the
//     game is one [ExactGame] returns: an exact.FreeSpinGame, or a game
//     with stripgame's parts), with nothing simulated; Report.Exact holds
//     it, and the base figures of both analyses must agree (else an error
//     wrapping exact.ErrTally);
//   - else the feature by simulation, Report.NotExact saying why (the
//     refusal of exact.FreeSpinRTP): feature i is drawn from
//     rng.NewStream(cfg.Seed, i), which draws stops for every reel, left to
//     right (rng.IntN over the strip's length), until they trigger the
//     feature (so the features are drawn with exactly their probabilities
//     among the triggering combinations), then plays the round from them
//     with Player.PlayFrom; its win is the round's less the base
//     game's.
//
// The report combines them (see [Report]). Every sum is an integer,
// so the report is the same for any number of workers.
//
// It returns an error wrapping [exact.ErrNotStrip] for a game that is no
// Game, whose players are no Players or whose base game is not a strip
// game (BaseGame reports ok false), one wrapping [exact.ErrTally] when
// PlayFrom's base win differs from
// the base game's at the same stops or a round it reports as not triggered
// paid more than its base game, exact.FullCycle's errors, a round's error
// (naming its feature), or ctx's error if ctx is cancelled first. The
// messages begin "exact:", as they did when this analysis was part of
// games/exact, so that parsheet's output stays the same.
func Analyse(ctx context.Context, g games.Game, cfg Config) (*Report, error) {
	fg, ok := g.(Game)
	var base games.Game
	if ok {
		base, ok = fg.BaseGame()
	}
	if _, isFP := g.NewPlayer().(Player); !ok || !isFP {
		return nil, fmt.Errorf("exact: %s: no strip base game: %w", g.Name(), exact.ErrNotStrip)
	}
	if cfg.Features < 1 {
		return nil, fmt.Errorf("exact: %s: %d features: want at least 1", g.Name(), cfg.Features)
	}
	bet := cfg.Bet
	if bet == 0 {
		bet = g.DefaultBet()
	}
	workers := cfg.Workers
	if workers < 1 {
		workers = runtime.GOMAXPROCS(0)
	}
	cyc, err := exact.FullCycle(ctx, base, bet, exact.Options{Workers: workers})
	if err != nil {
		return nil, err
	}
	r := &Report{Game: g.Name(), Config: games.ConfigID(g), Bet: bet, Stake: cyc.Stake, Base: cyc,
		TriggerRate: big.NewRat(cyc.Triggers, cyc.Combinations), Seed: cfg.Seed, won: new(big.Int), wonSq: new(big.Int), spinsSq: new(big.Int)}
	if cyc.Triggers > 0 {
		var par *exact.FreeSpinPar
		err := fmt.Errorf("exact: %s: %w", g.Name(), errNoParts)
		if eg := ExactGame(g); eg != nil {
			par, err = exact.FreeSpinRTP(ctx, eg, bet, exact.Options{Workers: workers})
		}
		switch {
		case err == nil:
			// The two analyses of the base spin agree, or the game's
			// parts are not its base game.
			if par.BaseRTP.Cmp(cyc.RTP) != 0 || par.Trigger.Cmp(r.TriggerRate) != 0 {
				return nil, fmt.Errorf("exact: %s: %w: its free spins' base spin pays %s and triggers with probability %s, its base game %s and %s",
					g.Name(), exact.ErrTally, par.BaseRTP.RatString(), par.Trigger.RatString(), cyc.RTP.RatString(), r.TriggerRate.RatString())
			}
			r.Exact = par
		case errors.Is(err, exact.ErrNotStrip):
			r.NotExact = notExact(err)
		default:
			return nil, err
		}
	}
	if cyc.Triggers > 0 && r.Exact == nil {
		if err := r.simulate(ctx, g, base, cfg.Features, workers); err != nil {
			return nil, err
		}
	}
	r.terms()
	return r, nil
}

// featureBlock is the number of features a worker takes at a time.
const featureBlock = 64

// simulate plays n features and adds their sums to r.
func (r *Report) simulate(ctx context.Context, g, base games.Game, n int64, workers int) error {
	lens := base.NewPlayer().(exact.StripPlayer).StripLengths()
	// Each block of featureBlock features is one job of the pool, feature i
	// on stream i whoever plays it; a worker adds its features' exact sums
	// up, and the workers' sums are added together at the end.
	type worker struct {
		fp         Player
		bp         exact.StripPlayer
		stops      []int
		src        *rng.Stream
		won, sq, x *big.Int
		spins      int64
		spinsSq    *big.Int
	}
	var mu sync.Mutex // guards ws while workers start
	var ws []*worker
	blocks := (n + featureBlock - 1) / featureBlock
	if blocks > math.MaxInt {
		return fmt.Errorf("exact: %s: %d features are too many", g.Name(), n)
	}
	err := pool.Run(ctx, int(blocks), workers,
		func() *worker {
			w := &worker{fp: g.NewPlayer().(Player), bp: base.NewPlayer().(exact.StripPlayer),
				stops: make([]int, len(lens)), src: rng.NewStream(r.Seed, 0),
				won: new(big.Int), sq: new(big.Int), x: new(big.Int), spinsSq: new(big.Int)}
			mu.Lock()
			ws = append(ws, w)
			mu.Unlock()
			return w
		},
		func(ctx context.Context, w *worker, b int) (struct{}, error) {
			from := int64(b) * featureBlock
			for i := from; i < min(from+featureBlock, n); i++ {
				w.src.Reset(r.Seed, uint64(i))
				f, n, err := playFeature(ctx, g.Name(), w.fp, w.bp, w.src, w.stops, lens, r.Bet)
				if err != nil {
					return struct{}{}, fmt.Errorf("exact: %s: feature %d: %w", g.Name(), i, err)
				}
				w.x.SetInt64(int64(f))
				w.won.Add(w.won, w.x)
				w.sq.Add(w.sq, w.x.Mul(w.x, w.x))
				w.spins += int64(n)
				w.spinsSq.Add(w.spinsSq, w.x.SetInt64(int64(n)*int64(n)))
			}
			return struct{}{}, nil
		},
		func(int, struct{}) error { return nil })
	if err != nil {
		return err
	}
	for _, w := range ws {
		r.won.Add(r.won, w.won)
		r.wonSq.Add(r.wonSq, w.sq)
		r.spins += w.spins
		r.spinsSq.Add(r.spinsSq, w.spinsSq)
	}
	r.Features = n
	return nil
}

// playFeature draws stops from src until they trigger the feature and
// returns what the feature of that round paid and its free spins.
func playFeature(ctx context.Context, name string, fp Player, bp exact.StripPlayer, src rng.Source, stops, lens []int, bet slotmech.Money) (slotmech.Money, int, error) {
	for try := 1; ; try++ {
		if try%4096 == 0 && ctx.Err() != nil {
			return 0, 0, ctx.Err()
		}
		for reel, n := range lens {
			stops[reel] = rng.IntN(src, n)
		}
		round, baseWin, err := fp.PlayFrom(stops, bet, src)
		if err != nil {
			return 0, 0, fmt.Errorf("stops %v: %w", stops, err)
		}
		if !round.Triggered {
			if round.Win != baseWin {
				return 0, 0, fmt.Errorf("stops %v: %w: a round that did not trigger paid %d, its base game %d", stops, exact.ErrTally, round.Win, baseWin)
			}
			continue
		}
		out, err := bp.PlayStops(stops, bet, nil)
		if err != nil {
			return 0, 0, fmt.Errorf("stops %v: base game: %w", stops, err)
		}
		if out.Win != baseWin || !out.Triggered || round.Win < baseWin {
			return 0, 0, fmt.Errorf("stops %v: %w: the round's base game paid %d (triggered), the base game %d (triggered %v), the round %d",
				stops, exact.ErrTally, baseWin, out.Win, out.Triggered, round.Win)
		}
		return round.Win - baseWin, round.FreeSpins, nil
	}
}

// errNoParts is why the feature of a game that is no exact.FreeSpinGame,
// nor has stripgame's parts, is simulated.
var errNoParts = fmt.Errorf("its feature is not free spins that it gives as strip games: %w", exact.ErrNotStrip)

// ratText returns r as a fraction for people, or, when it is longer than
// a line can show, the number of digits of its numerator and denominator
// (the JSON of the tools has every digit).
func ratText(r *big.Rat) string {
	if t := r.RatString(); len(t) <= 40 {
		return t
	}
	return fmt.Sprintf("(a fraction of %d/%d digits, all in -json)", len(r.Num().String()), len(r.Denom().String()))
}

// notExact returns why the feature is simulated: err's message without
// the package's prefix.
func notExact(err error) string {
	return strings.TrimPrefix(err.Error(), "exact: ")
}

// spinsMean returns the mean free spins of a simulated feature and the
// half-width of its 99% interval (0 with fewer than two features).
func (r *Report) spinsMean() (mean, ci float64) {
	n := r.Features
	if n == 0 {
		return 0, 0
	}
	mean = float64(r.spins) / float64(n)
	if n < 2 {
		return mean, 0
	}
	s := big.NewInt(r.spins)
	num := new(big.Int).Sub(new(big.Int).Mul(big.NewInt(n), r.spinsSq), new(big.Int).Mul(s, s))
	v, _ := new(big.Rat).SetFrac(num, new(big.Int).Mul(big.NewInt(n), big.NewInt(n-1))).Float64()
	return mean, z99 * math.Sqrt(v) / math.Sqrt(float64(n))
}

// terms fills Terms, RTP, RTPCI99 and the spins from the sums, or from
// the exact analysis.
func (r *Report) terms() {
	baseRTP, _ := r.Base.RTP.Float64()
	p, _ := r.TriggerRate.Float64()
	mean, ci := r.featureMean(), r.featureCI99()
	r.Terms = []Term{
		{Name: "base game", Exact: true, Rat: new(big.Rat).Set(r.Base.RTP), Value: baseRTP,
			How: fmt.Sprintf("full cycle of %d combinations", r.Base.Combinations)},
		{Name: "trigger probability", Exact: true, Rat: new(big.Rat).Set(r.TriggerRate), Value: p,
			How: fmt.Sprintf("%d of the %d combinations trigger the feature", r.Base.Triggers, r.Base.Combinations)},
		{Name: "feature", Value: p * mean, CI99: p * ci,
			How: fmt.Sprintf("simulated: %d features from seed %d, mean %.4f × stake ± %.4f (99%%)", r.Features, r.Seed, mean, ci)},
	}
	if !r.HasInterval() {
		word := "features"
		if r.Features == 1 {
			word = "feature"
		}
		r.Terms[2].How = fmt.Sprintf("simulated: %d %s from seed %d, mean %.4f × stake, no interval (it needs 2 features or more)",
			r.Features, word, r.Seed, mean)
	}
	r.SpinsPerTrigger, r.SpinsCI99 = r.spinsMean()
	if e := r.Exact; e != nil {
		f, _ := e.FeatureRTP.Float64()
		spins, _ := e.SpinsPerTrigger.Float64()
		mean, _ = new(big.Rat).Quo(e.FeatureRTP, e.Trigger).Float64()
		free := ""
		for k, n := range e.FreeCombinations {
			if k > 0 {
				free += ", "
			}
			free += fmt.Sprint(n)
		}
		bound := "no bound"
		if e.Max > 0 {
			bound = fmt.Sprintf("at most %d", e.Max)
		}
		r.Terms[2] = Term{Name: "feature", Exact: true, Rat: new(big.Rat).Set(e.FeatureRTP), Value: f,
			How: fmt.Sprintf("exact: full cycle of the free spin (%s combinations), %s free spins per trigger (%s), mean %.4f × stake",
				free, e.SpinsPerTrigger.FloatString(4), bound, mean)}
		r.SpinsPerTrigger, r.SpinsCI99 = spins, 0
		ci = 0
	}
	if r.Base.Triggers == 0 {
		r.Terms[2] = Term{Name: "feature", Exact: true, Rat: new(big.Rat), How: "never triggered: contributes nothing"}
	}
	r.RTP = baseRTP + p*mean
	r.RTPCI99 = p * ci
	if rat := r.RTPRat(); rat != nil {
		r.RTP, _ = rat.Float64()
	}
}

// Fprint writes the report for people: the RTP with its interval ("no
// interval" when fewer than 2 features were simulated, see
// [Report.HasInterval]), or as a fraction when both parts are exact, then
// each part, marked exact or simulated, with how it was obtained, the free
// spins per trigger, and why the feature is simulated if it is. It returns
// the first write error.
func (r *Report) Fprint(w io.Writer) error {
	interval := fmt.Sprintf("± %.4f%% (99%%)", 100*r.RTPCI99)
	if !r.HasInterval() && r.Base.Triggers > 0 {
		interval = "(no interval: fewer than 2 features)"
	}
	how := "feature simulated"
	if rat := r.RTPRat(); rat != nil {
		interval, how = "= "+ratText(rat), "feature exact"
	}
	_, err := fmt.Fprintf(w, "%s (config %.12s…), bet %d, stake %d\nRTP %.4f%% %s: base game exact, %s\n",
		r.Game, r.Config, r.Bet, r.Stake, 100*r.RTP, interval, how)
	for _, p := range r.Terms {
		if err != nil {
			return err
		}
		switch {
		case p.Exact && p.Name == "trigger probability":
			_, err = fmt.Fprintf(w, "  %-20s exact      %s = 1 in %.1f: %s\n", p.Name, p.Rat.RatString(), 1/p.Value, p.How)
		case p.Exact:
			_, err = fmt.Fprintf(w, "  %-20s exact      %.6f%% = %s: %s\n", p.Name, 100*p.Value, ratText(p.Rat), p.How)
		case !r.HasInterval():
			_, err = fmt.Fprintf(w, "  %-20s simulated  %.4f%%: %s\n", p.Name, 100*p.Value, p.How)
		default:
			_, err = fmt.Fprintf(w, "  %-20s simulated  %.4f%% ± %.4f%% (99%%): %s\n", p.Name, 100*p.Value, 100*p.CI99, p.How)
		}
	}
	if err != nil || r.Base.Triggers == 0 {
		return err
	}
	switch {
	case r.Exact != nil:
		_, err = fmt.Fprintf(w, "  %-20s exact      %s = %.4f\n", "spins per trigger", ratText(r.Exact.SpinsPerTrigger), r.SpinsPerTrigger)
	case r.HasInterval():
		_, err = fmt.Fprintf(w, "  %-20s simulated  %.4f ± %.4f (99%%)\n", "spins per trigger", r.SpinsPerTrigger, r.SpinsCI99)
	default:
		_, err = fmt.Fprintf(w, "  %-20s simulated  %.4f\n", "spins per trigger", r.SpinsPerTrigger)
	}
	if err == nil && r.NotExact != "" {
		_, err = fmt.Fprintf(w, "the feature is simulated, not exact: %s\n", r.NotExact)
	}
	return err
}
