package estimate

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/sim"
)

// z99 is the standard normal quantile of 0.995: a 99% two-sided interval is
// the estimate ± z99 standard errors.
const z99 = 2.5758293035489004

// ErrConfig is the sentinel every refused [Config] wraps.
var ErrConfig = errors.New("estimate: bad config")

// The methods a [ModeReport] names.
const (
	MethodStratified = "stratified" // the title's strata and features (Stratified)
	MethodPlain      = "plain"      // plain Monte Carlo of whole rounds (games/sim)
)

// Config sets up [Estimate].
type Config struct {
	Game  games.Game     // the title (required)
	Modes []string       // the modes to estimate; nil means every mode, in the game's order
	Bet   slotmech.Money // the base bet; 0 means the game's DefaultBet

	// Rounds is the budget per mode: base parts sampled in the strata (the
	// pilot's come on top, at most 2%), or whole rounds played by plain
	// Monte Carlo. Required, at least 1000 (and 100 per stratum).
	Rounds int64

	// Features is the number of features played on their own per mode, or
	// per group of modes whose designs share a FeatureKey (stratified
	// only); 0 chooses it from the pilots, the number that gives the
	// smallest variance for the cost the title reports.
	Features int64

	Seed uint64 // the seed of every stream

	// Workers is the number of goroutines; 0 means runtime.GOMAXPROCS(0).
	// It never changes the result.
	Workers int

	// Plain estimates by plain Monte Carlo (games/sim) even when the game
	// implements [Stratified], as a check of the stratified figures.
	Plain bool

	// CommonStreams draws the base parts of each stratum from streams of
	// their own (stratified only): job j of stratum k (4096 samples each)
	// from stream k·2²⁸ + j of its phase, instead of numbering the jobs of
	// every stratum in a row. The Report is as good either way, but
	// different. Use it to compare configurations on one seed (common
	// random numbers, as internal/optimize does): the pilot sets each
	// stratum's number of samples, which moves a little from one
	// configuration to the next, and numbered in a row a stratum with one
	// job more would shift the streams of every later stratum; with
	// CommonStreams the first min(n_k, n'_k) samples of stratum k draw
	// alike in both. The design may have at most 4096 strata.
	CommonStreams bool

	// Progress, if not nil, is called from the goroutine that called
	// Estimate as each stage of the work advances: its label (the mode
	// and the stage, e.g. "ante base"), the samples done and their total.
	Progress func(stage string, done, total int64)

	bet slotmech.Money
}

// Figure is an estimate and the half-width of its 99% confidence interval
// (0 for a figure known exactly or not estimated).
type Figure struct {
	Value float64
	Half  float64
}

// Covers reports whether x lies in the figure's 99% interval.
func (f Figure) Covers(x float64) bool { return math.Abs(x-f.Value) <= f.Half }

// Report is the result of [Estimate]: the figures of every mode estimated.
type Report struct {
	Game   string         // the game's name
	Config string         // games.ConfigID of the game: the maths measured
	Bet    slotmech.Money // the base bet
	Seed   uint64
	Modes  []ModeReport
}

// ModeReport holds the figures of one mode. Rates are per round; RTP and
// BaseRTP are shares of the stake; FeatureWin is in multiples of the base
// bet.
type ModeReport struct {
	Mode   string
	Stake  slotmech.Money // what a round costs at the report's bet
	Method string         // MethodStratified or MethodPlain

	Rounds   int64 // base parts sampled in the strata (main phase), or rounds played
	Features int64 // features played on their own (main phase); 0 for plain

	RTP         Figure // return to player, of the stake
	BaseRTP     Figure // the base part's share of RTP (stratified only; no interval)
	HitRate     Figure // rounds that pay something
	FeatureRate Figure // rounds that trigger the feature
	CapRate     Figure // rounds that reach the cap
	FeatureWin  Figure // a feature's mean win, capped, in multiples of the base bet (stratified only)

	// FeatureRatio is FeatureRate over the first mode estimated's, with its
	// interval (the modes are independent); the zero Figure in the first
	// mode. For Starlight Christmas's ante mode it is the ante/standard
	// trigger ratio of SC-11.
	FeatureRatio Figure

	Strata []StratumReport // the strata as sampled (stratified only)
}

// StratumReport describes one stratum of a stratified estimate.
type StratumReport struct {
	Name    string
	P       float64 // its exact probability
	Samples int64   // base parts sampled in it (main phase)
	Mean    float64 // mean contribution of a round in it to the RTP, of the stake
	SD      float64 // standard deviation of one sample, of the stake
}

// Estimate estimates the RTP, hit rate, feature rate and cap rate of the
// modes of cfg.Game, each with its 99% interval.
//
// A game that implements [Stratified] (unless cfg.Plain) is estimated by
// strata and features (see the package documentation); any other game by
// plain Monte Carlo of cfg.Rounds rounds per mode with [sim.Simulate],
// mode i (counted from 0 in the game's order) from seed cfg.Seed + i·2⁴⁸.
// The same Config gives the same Report whatever cfg.Workers is, and
// memory does not grow with cfg.Rounds or cfg.Features.
//
// A bad configuration returns an error wrapping [ErrConfig] (or the game's
// games.ErrBet) before any round is played; a failing sample names the
// mode, the stage and the stratum; a cancelled ctx returns ctx's error.
func Estimate(ctx context.Context, cfg Config) (*Report, error) {
	bad := func(format string, a ...any) (*Report, error) {
		return nil, fmt.Errorf("%w: "+format, append([]any{ErrConfig}, a...)...)
	}
	g := cfg.Game
	if g == nil {
		return bad("no game")
	}
	if cfg.CommonStreams && cfg.Rounds > 1<<40 {
		return bad("%s: %d rounds per mode, want at most 2⁴⁰ with common streams", g.Name(), cfg.Rounds)
	}
	if cfg.Rounds < minRounds {
		return bad("%s: %d rounds per mode, want at least %d", g.Name(), cfg.Rounds, minRounds)
	}
	if cfg.Features < 0 {
		return bad("%s: %d features, want 0 (chosen from the pilot) or more", g.Name(), cfg.Features)
	}
	if cfg.Workers < 0 {
		return bad("%s: %d workers, want 0 (one per CPU) or more", g.Name(), cfg.Workers)
	}
	workers := cfg.Workers
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	cfg.bet = cfg.Bet
	if cfg.bet == 0 {
		cfg.bet = g.DefaultBet()
	}
	modes := cfg.Modes
	if modes == nil {
		for _, m := range g.Modes() {
			modes = append(modes, m.Name)
		}
	}
	if len(modes) == 0 {
		return bad("%s: no modes", g.Name())
	}
	stakes := make([]slotmech.Money, len(modes))
	designs := make([]*Design, len(modes))
	sg, strat := g.(Stratified)
	strat = strat && !cfg.Plain
	for i, name := range modes {
		if _, ok := games.FindMode(g, name); !ok || name == "" {
			return bad("%s has no mode %q", g.Name(), name)
		}
		st, err := g.Stake(cfg.bet, name)
		if err != nil {
			return nil, err
		}
		stakes[i] = st
		if !strat {
			continue
		}
		d, err := sg.Design(cfg.bet, name)
		if err != nil {
			return nil, err
		}
		if err := d.check(); err != nil {
			return bad("%s: mode %s: design: %v", g.Name(), name, err)
		}
		if cfg.CommonStreams && len(d.Strata) > maxStrata {
			return bad("%s: mode %s: %d strata, at most %d with common streams", g.Name(), name, len(d.Strata), maxStrata)
		}
		if need := d.MinRounds(); cfg.Rounds < need { // past the check above: need is minStratum per sampled stratum
			return bad("%s: %d rounds per mode, want at least %d (%d per stratum)", g.Name(), cfg.Rounds, need, minStratum)
		}
		designs[i] = d
	}
	r := &Report{Game: g.Name(), Config: games.ConfigID(g), Bet: cfg.bet, Seed: cfg.Seed}
	fail := func(name string, err error) (*Report, error) {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("estimate: %s: mode %s: %w", g.Name(), name, err)
	}
	var reports []ModeReport
	if strat {
		// Pilots of every mode first, so that features shared by several
		// modes are sized for all of them; then each shared sample of
		// features and the modes' main phases.
		es := make([]*stratified, len(modes))
		shared := map[string]*sharedFeatures{}
		for i, name := range modes {
			e := &stratified{c: &cfg, g: sg, mode: name, stake: stakes[i], d: designs[i],
				run: runner{ctx: ctx, seed: cfg.Seed, workers: workers}, workers: make([]Sampler, workers)}
			if k := designs[i].FeatureKey; k != "" {
				if shared[k] == nil {
					shared[k] = &sharedFeatures{}
				}
				e.shared = shared[k]
			}
			if err := e.pilot(i); err != nil {
				return fail(name, err)
			}
			es[i] = e
		}
		for i, e := range es {
			group := []*stratified{e}
			if k := designs[i].FeatureKey; k != "" {
				group = group[:0]
				for j, x := range es {
					if designs[j].FeatureKey == k {
						group = append(group, x)
					}
				}
			}
			mr, err := e.main(chooseFeatures(group))
			if err != nil {
				return fail(e.mode, err)
			}
			e.workers = nil
			reports = append(reports, mr)
		}
	} else {
		for i, name := range modes {
			mr, err := plain(ctx, &cfg, name, i, workers)
			if err != nil {
				return fail(name, err)
			}
			reports = append(reports, mr)
		}
	}
	for i := range reports {
		if i > 0 {
			reports[i].FeatureRatio = ratio(reports[i].FeatureRate, reports[0].FeatureRate)
		}
	}
	r.Modes = reports
	return r, nil
}

// ratio returns a/b with the half-width of the delta method for
// independent a and b.
func ratio(a, b Figure) Figure {
	if a.Value == 0 || b.Value == 0 {
		return Figure{}
	}
	v := a.Value / b.Value
	return Figure{v, v * math.Hypot(a.Half/a.Value, b.Half/b.Value)}
}

// plain estimates mode name by plain Monte Carlo.
func plain(ctx context.Context, cfg *Config, name string, i, workers int) (ModeReport, error) {
	sc := sim.Config{Game: cfg.Game, Mode: name, Bet: cfg.bet, Rounds: cfg.Rounds,
		Seed: cfg.Seed + uint64(i)<<modeSpace, Workers: workers}
	if cfg.Progress != nil {
		sc.Progress = func(done, total int64) { cfg.Progress(name+" rounds", done, total) }
	}
	st, err := sim.Simulate(ctx, sc)
	if err != nil {
		return ModeReport{}, err
	}
	n := float64(st.Rounds)
	binom := func(p float64) Figure { return Figure{p, z99 * math.Sqrt(p*(1-p)/n)} }
	return ModeReport{Mode: name, Stake: st.Stake, Method: MethodPlain, Rounds: st.Rounds,
		RTP: Figure{st.RTP(), st.RTPCI99()}, HitRate: binom(st.HitRate()), FeatureRate: binom(float64(st.Triggers) / n),
		CapRate: binom(float64(st.Capped) / n)}, nil
}
