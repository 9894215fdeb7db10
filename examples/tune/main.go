// Command tune measures the maths of Starlight Christmas (games/starlight)
// with a variance-reduced estimator, so that the RTP of both modes is known to
// within a few hundredths of a percentage point in minutes instead of the
// tens of billions of rounds a plain Monte Carlo run would need.
//
// Usage:
//
//	go run ./examples/tune [-seed S] [-base N] [-features M] [-resamples K] [-plain R] [-mode M] [-workers W]
//
// It prints the configuration identity it measured (games.ConfigID, the
// SHA-256 of the game's ConfigData) and, per mode, the RTP over the stake
// with its 99 % interval, the base game's part, the free-spin trigger rate,
// the ante/standard trigger ratio and how often a round reaches the
// 5000 × bet cap. With -plain R it also plays R ordinary rounds per mode and
// R ordinary features with the game itself (Player.Play,
// Player.PlayFeature), as a check of the estimator.
//
// On a terminal it shows progress (blocks done, rate, time left) on stderr.
// -workers 0 (the default) means one per CPU. It takes flags only: a stray
// argument, like a bad value, is refused with a message naming it and exit
// status 2, before any work starts.
//
// Memory does not grow with -base, -features or -plain: every sample is
// summed as it is drawn (the features' value draws into a fixed grid of
// counts, about 1 MB per worker; see featureSample), so a run of billions
// of rounds needs no more memory than a short one.
//
// # Estimator
//
// A round pays min(W₀ + X, cap): W₀ the base spin's win, X the free spins'
// (0 without a trigger), cap = 5000 × bet (SC-12; wins are non-negative, so
// capping the running total pays exactly this minimum). Three facts make it
// cheap to estimate:
//
//  1. Multiplier values never change a tumble: multiplier symbols are never
//     removed (SC-5) and their value only scales the win. So a spin is its
//     "shape" (the symbols with every multiplier reduced to "a multiplier")
//     plus the values, drawn independently of the shape. The tool plays
//     shapes with the game itself (Player.PlayForced with the game's own
//     refill), on a copy of the maths whose multipliers are all ×2 (same
//     class weights, so the same shapes), reads from the itemised spin its
//     pay factor F, whether it had a paytable win and how
//     many multipliers n it ended with, and then averages over the values
//     exactly: the base win is F × S, S the sum of n values (its exact
//     distribution is the n-fold convolution of the value table). The
//     feature's uncapped mean given its shapes is exact too (T's mean is
//     the mean value times the multipliers counted so far); only the part
//     the cap forfeits is estimated, by drawing the values K times per
//     shape. Because every value is ≥ 2, a shape that reaches the cap with
//     ×2 multipliers reaches it with any values: such rounds pay the cap.
//  2. Pays are exact: with a base bet that is a multiple of 20 cents every
//     factor × bet is a whole number of cents (SC-13), so no rounding is lost.
//  3. The first screen's scatter count k is binomial(30, q) (every position is
//     drawn from the same table, q the scatter's share), so base spins are
//     stratified by k with exact stratum probabilities: scatters on k
//     uniform positions, the other positions drawn from the table without
//     the scatter, which is exactly the first screen given k. Strata 0…12
//     are sampled (the rest has probability < 10⁻¹², bounded in the
//     output); a pilot run sets a Neyman allocation and is discarded.
//
// Per mode, E[round] = E[Y] with Y = E_values[W₀ + trig × G(W₀)] and G(w) =
// E[min(w + X, cap)] − w, taken over the feature sample. The 99 % interval
// comes from the stratified variance of Y plus the feature sample's variance
// (delta method).
//
// Results depend on the flags only, never on -workers: every block of work has
// its own stream of the seed and sums are merged in a fixed order.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/games/starlight"
	"github.com/slotmech/slotmech/rng"
)

const (
	bet    = starlight.DefaultBet
	block  = 20_000
	z99    = 2.5758293035489004
	capX   = float64(starlight.CapTimes)
	posts  = starlight.Reels * starlight.Rows
	phaseF = 1 << 40 // stream-number spaces of the phases
	phaseP = 2 << 40
	phaseB = 3 << 40
	phaseR = 4 << 40
	phaseX = 5 << 40
	ante   = 1 << 39 // added to a phase for the ante mode
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tune", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seed := fs.Uint64("seed", 1, "seed of the random streams")
	nBase := fs.Int("base", 20_000_000, "base spins per mode (stratified)")
	nFeat := fs.Int("features", 1_000_000, "features played from a trigger")
	nRes := fs.Int("resamples", 4, "value draws per feature shape (for the cap)")
	nPlain := fs.Int("plain", 0, "also play this many plain rounds and features per mode, as a check")
	workers := fs.Int("workers", 0, "parallel workers; 0 means one per CPU (never changes the result)")
	only := fs.String("mode", "", "measure only this mode (standard or ante); default both")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2 // the flag package has named the flag
	}
	if msg := checkFlags(fs, *only, *nBase, *nFeat, *nRes, *nPlain, *workers); msg != "" {
		fmt.Fprintln(stderr, "tune:", msg)
		return 2
	}
	if *workers == 0 {
		*workers = runtime.GOMAXPROCS(0)
	}
	t, err := newTuner(*seed, *workers)
	if t != nil {
		t.stderr = stderr
	}
	if err != nil {
		fmt.Fprintln(stderr, "tune:", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s configuration: sha256 %s\n", t.g.Name(), games.ConfigID(t.g))
	fmt.Fprintf(stdout, "%s maths: seed %d, %d base spins per mode, %d features × %d value draws\n",
		t.g.Name(), *seed, *nBase, *nFeat, *nRes)
	feat := t.features(*nFeat, *nRes)
	fmt.Fprintf(stdout, "feature: mean %.3f × bet ± %.3f (99%%), shape sd %.2f, capped 1 in %.0f, free spins %.2f on average\n",
		feat.capped, z99*feat.sd/math.Sqrt(float64(feat.m)), feat.sd, 1/feat.capShare(0), feat.meanSpins)
	var rates [2]estimate
	for i, mode := range t.g.Modes() {
		if *only != "" && mode.Name != *only {
			continue
		}
		e := t.mode(mode, *nBase, feat)
		rates[i] = e.trig
		fmt.Fprintf(stdout, "%-8s RTP %.4f%% ± %.4f (99%%)  base game %.4f%%  free spins 1 in %.1f (± %.1f)  capped rounds 1 in %.3g  tail < %.1g\n",
			mode.Name, 100*e.rtp.mean, 100*e.rtp.half, 100*e.base, 1/e.trig.mean, e.trig.half/(e.trig.mean*e.trig.mean), 1/e.capRate, e.tail)
	}
	if *only == "" {
		ratio := rates[1].mean / rates[0].mean
		rel := math.Hypot(rates[0].half/rates[0].mean, rates[1].half/rates[1].mean)
		fmt.Fprintf(stdout, "ante/standard trigger ratio %.4f ± %.4f (99%%)\n", ratio, ratio*rel)
	}
	if *nPlain > 0 {
		t.plainFeatures(stdout, *nPlain)
		for _, mode := range t.g.Modes() {
			if *only != "" && mode.Name != *only {
				continue
			}
			t.plain(stdout, mode, *nPlain)
		}
	}
	return 0
}

// checkFlags returns what is wrong with the command line, naming the flag,
// or "" if nothing is.
func checkFlags(fs *flag.FlagSet, only string, nBase, nFeat, nRes, nPlain, workers int) string {
	switch {
	case fs.NArg() > 0:
		return fmt.Sprintf("unexpected argument %q (tune takes flags only; -h lists them)", fs.Arg(0))
	case only != "" && only != games.Standard && only != starlight.Ante:
		return fmt.Sprintf("-mode %q: want standard or ante", only)
	case nBase < 1000*strata:
		return fmt.Sprintf("-base %d: want at least %d (1000 per stratum)", nBase, 1000*strata)
	case nFeat < 1000:
		return fmt.Sprintf("-features %d: want at least 1000", nFeat)
	case nRes < 1:
		return fmt.Sprintf("-resamples %d: want at least 1", nRes)
	case nPlain < 0:
		return fmt.Sprintf("-plain %d: want 0 (no check) or more", nPlain)
	case workers < 0:
		return fmt.Sprintf("-workers %d: want 0 (one per CPU) or more", workers)
	}
	return ""
}

// estimate is a mean with the half-width of its 99 % interval.
type estimate struct{ mean, half float64 }

// tuner holds the game, its shape copy and the value distributions.
type tuner struct {
	g, shape *starlight.Game
	base     *convolutions // sums of n base-game values
	free     *valueDrawer  // free-spin values
	seed     uint64
	workers  int
	stderr   io.Writer // where progress is shown, if it is a terminal
}

func newTuner(seed uint64, workers int) (*tuner, error) {
	g := starlight.New()
	m := g.Maths()
	sm := m
	sm.BaseValues, sm.FreeValues = [starlight.Multipliers]int64{1}, [starlight.Multipliers]int64{1} // ×2 only
	shape, err := starlight.NewWithMaths(sm)
	if err != nil {
		return nil, err
	}
	return &tuner{g: g, shape: shape, base: newConvolutions(m.BaseValues), free: newValueDrawer(m.FreeValues),
		seed: seed, workers: workers}, nil
}

// parallel runs n blocks of work on the workers; block i gets stream base+i,
// and w is the number of the worker that runs it (0 … t.workers−1), for
// state a worker keeps across its blocks.
//
// It shows the blocks done, the rate and the time left on t.stderr when that
// is a terminal (cli.Progress; nothing otherwise).
func (t *tuner) parallel(n int, base uint64, work func(w, i int, src rng.Source)) {
	p := cli.NewProgress(t.stderr, "tune", "blocks", int64(n), false)
	defer p.Done()
	var done atomic.Int64
	var wg sync.WaitGroup
	next := make(chan int)
	for w := range t.workers {
		wg.Go(func() {
			for i := range next {
				work(w, i, rng.NewStream(t.seed, base+uint64(i)))
				p.Set(done.Add(1))
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}

// factor returns a spin's pay factor in multiples of the bet: its steps and
// its scatter pay, before the multiplier, and whether it had a paytable win.
func factor(sp *games.Spin) (f float64, won bool) {
	for _, st := range sp.Steps {
		f += float64(st.Factor)
	}
	return f/1e4 + float64(sp.ScatterWin)/float64(bet), len(sp.Steps) > 0
}

// plainFeatures plays r features with the game and prints their mean.
func (t *tuner) plainFeatures(w io.Writer, r int) {
	blocks := (r + block - 1) / block
	res := make([]sums, blocks)
	t.parallel(blocks, phaseX, func(_, b int, src rng.Source) {
		p := starlight.NewPlayer(t.g)
		for range min(r, (b+1)*block) - b*block {
			out, err := p.PlayFeature(bet, src, nil)
			if err != nil {
				panic(err)
			}
			y := float64(out.Win) / float64(bet)
			res[b].add(sums{n: 1, y: y, y2: y * y})
		}
	})
	var s sums
	for _, x := range res {
		s.add(x)
	}
	mean := s.y / s.n
	sd := math.Sqrt(max(0, s.y2/s.n-mean*mean))
	fmt.Fprintf(w, "plain feature %d: mean %.3f × bet ± %.3f (99%%)\n", r, mean, z99*sd/math.Sqrt(s.n))
}

// plain plays r ordinary rounds of mode and prints plain Monte Carlo figures.
func (t *tuner) plain(w io.Writer, mode games.Mode, r int) {
	blocks := (r + block - 1) / block
	res := make([]sums, blocks)
	space := uint64(0)
	if mode.Name == starlight.Ante {
		space = ante
	}
	t.parallel(blocks, phaseR+space, func(_, b int, src rng.Source) {
		p := t.g.NewPlayer()
		for range min(r, (b+1)*block) - b*block {
			out, err := p.Play(bet, mode.Name, src, nil)
			if err != nil {
				panic(err)
			}
			y := float64(out.Win) / float64(out.Stake)
			s := sums{n: 1, y: y, y2: y * y}
			if out.Triggered {
				s.t, s.t2 = 1, 1
			}
			if out.Capped {
				s.c = 1
			}
			res[b].add(s)
		}
	})
	var s sums
	for _, x := range res {
		s.add(x)
	}
	mean := s.y / s.n
	sd := math.Sqrt(max(0, s.y2/s.n-mean*mean))
	fmt.Fprintf(w, "plain %-8s %d rounds: RTP %.4f%% ± %.4f (99%%)  free spins 1 in %.1f  capped %d\n",
		mode.Name, r, 100*mean, 100*z99*sd/math.Sqrt(s.n), s.n/s.t, int(s.c))
}

// sums accumulates samples: count, Y, Y², base win, trigger, trigger², capped.
type sums struct{ n, y, y2, w, t, t2, c float64 }

func (s *sums) add(o sums) {
	s.n += o.n
	s.y += o.y
	s.y2 += o.y2
	s.w += o.w
	s.t += o.t
	s.t2 += o.t2
	s.c += o.c
}
