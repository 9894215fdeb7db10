// Command design shows internal/optimize on the two reference games: it moves
// every weight of today's maths by up to ±20 % (a seeded perturbation),
// then searches from there for a configuration that meets the game's
// targets again, and prints the path taken, the final configuration
// identity and every figure with its interval.
//
// Usage:
//
//	go run ./examples/design [-game crystal-spin|starlight-christmas] [-seed S] [-perturb F] [-workers W]
//	                         [-budgets N,N,…] [-estimated N,N,…] [-confirm N] [-aim A] [-step F]
//	                         [-max-evals N] [-quiet]
//
// Crystal Spin (the default game): the 55 symbol counts of its strips are
// perturbed and all of them may move; the target is the exact RTP of the
// full cycle, 95.00 % ± 0.05 pp (CS-21), with the full house reachable
// (the cycle's full-house count above 0, CS-9). Every candidate is
// measured exactly (exact.FullCycle, about a second on 2 cores).
//
// Starlight Christmas: all 63 weights are perturbed; the search moves the
// scatter and multiplier weights of the standard and ante base games
// (Base.scatter, Ante.scatter, Base.multiplier, Ante.multiplier) to land
// the targets of SC-14: RTP 95.50 % ± 0.10 pp in both modes, free spins 1
// in 400 ± 2 % in the standard mode, ante/standard trigger ratio 2.00 ±
// 3 %. Its RTP can only be estimated, and every candidate of a level is
// measured on one seed (common random numbers). Levels of plain Monte
// Carlo with a stream per round (optimize.PerRound) at the rounds per
// mode of -budgets (none by default) come first; they are cheap per round
// and noisy (± 0.5 pp at 99 % for 32 million rounds, about 7 s on 2
// cores). Then come the levels of the stratified estimator
// (optimize.Estimated, internal/estimate) at the base spins per mode of
// -estimated: 1, 4, 12 and 30 million by default (about ± 0.27, 0.13,
// 0.08 and 0.05 pp standard, ± 0.31, 0.15, 0.09 and 0.056 pp ante; 30
// million take about a minute for both modes on 2 idle cores: the
// estimator measures many times more precisely than PerRound for the
// same CPU, and the search starts there). Each level takes a quarter of
// the last's step (-step for the first, a fraction of each weight, at
// least 1; a unit of a multiplier weight is about 0.1 pp of RTP) and
// stops when every figure is within -aim tolerances of its target, in its
// own sample. The
// final configuration is measured again by the estimator on an
// independent seed with -confirm base spins per mode (160 million:
// ± 0.021 / 0.023 pp). With the defaults the whole run takes about 10
// minutes on 2 idle cores (1212 CPU-seconds, 116 evaluations; the README
// shows its result). The output says which targets are met (the 99 % interval
// inside the tolerance) and which are only on target (the estimate
// inside, the interval not); the wall clock and the process's CPU time go
// to the standard error.
//
// The run depends on the flags only, never on -workers. Bad flags are
// refused with a message naming them and exit status 2.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/starlight"
	"github.com/slotmech/slotmech/internal/cputime"
	csdesign "github.com/slotmech/slotmech/internal/designs/crystalspin"
	sldesign "github.com/slotmech/slotmech/internal/designs/starlight"
	"github.com/slotmech/slotmech/internal/optimize"
	"github.com/slotmech/slotmech/internal/version"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("design", flag.ContinueOnError)
	fs.SetOutput(stderr)
	shown := version.Flag(fs, "design", stdout)
	game := fs.String("game", crystalspin.Name, "the game: crystal-spin or starlight-christmas")
	seed := fs.Uint64("seed", 1, "seed of the perturbation and of the search")
	perturb := fs.Float64("perturb", 0.2, "move every weight by up to this fraction of it")
	workers := fs.Int("workers", 0, "parallel workers; 0 means one per CPU (never changes the result)")
	budgets := fs.String("budgets", "", "Starlight: rounds per mode of each plain (per-round Monte Carlo) level, ascending; \"\" for none")
	estimated := fs.String("estimated", "1000000,4000000,12000000,30000000", "Starlight: base spins per mode of each level of the stratified estimator, after the plain ones, ascending; \"\" for none")
	confirm := fs.Int64("confirm", 160_000_000, "Starlight: base spins per mode of the estimator's confirming run (independent seed); 0: none")
	aim := fs.Float64("aim", 0.4, "Starlight: stop a level when every figure is within this many tolerances of its target")
	step := fs.Float64("step", 0.1, "Starlight: the first level's step, a fraction of each weight (each level takes a quarter of the last's, at least 1)")
	quiet := fs.Bool("quiet", false, "print the taken steps of the path only")
	maxEvals := fs.Int("max-evals", 0, "stop after this many evaluations; 0 means optimize's default (1000)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if shown() {
		return 0
	}
	bad := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "design: "+format+"\n", a...)
		return 2
	}
	if fs.NArg() > 0 {
		return bad("unexpected argument %q (design takes flags only; -h lists them)", fs.Arg(0))
	}
	if !(*perturb >= 0 && *perturb <= 0.5) {
		return bad("-perturb %v: want 0 to 0.5", *perturb)
	}
	if *workers < 0 {
		return bad("-workers %d: want 0 (one per CPU) or more", *workers)
	}
	if *maxEvals < 0 {
		return bad("-max-evals %d: want 0 (the default) or more", *maxEvals)
	}
	if *confirm < 0 {
		return bad("-confirm %d: want 0 (none) or more", *confirm)
	}
	if !(*step > 0 && *step <= 1) {
		return bad("-step %v: want above 0 and at most 1", *step)
	}
	if !(*aim > 0 && *aim <= 1) {
		return bad("-aim %v: want above 0 and at most 1", *aim)
	}
	plainLevels, ok := parseLevels(*budgets)
	if !ok {
		return bad("-budgets %q: want ascending round counts of at least 1000, separated by commas", *budgets)
	}
	estLevels, ok := parseLevels(*estimated)
	if !ok || (len(plainLevels) > 0 && len(estLevels) > 0 && estLevels[0] < plainLevels[len(plainLevels)-1]) {
		return bad("-estimated %q: want ascending base-spin counts of at least 1000, separated by commas, none below the last of -budgets", *estimated)
	}
	if len(plainLevels)+len(estLevels) == 0 {
		return bad("-budgets and -estimated are both empty: want at least one level")
	}
	var p optimize.Problem
	switch *game {
	case crystalspin.Name:
		p = CrystalSpin(*workers)
	case starlight.Name:
		p = Starlight(*workers, plainLevels, estLevels, *confirm, *seed, *aim)
		p.Step = *step
	default:
		return bad("-game %q: want %s or %s", *game, crystalspin.Name, starlight.Name)
	}
	p.Seed, p.MaxEvals = *seed, *maxEvals
	start, err := optimize.Perturb(p.Title, nil, *perturb, *seed)
	if err != nil {
		fmt.Fprintln(stderr, "design:", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s today:     sha256 %s\n", p.Title.Name(), games.ConfigID(p.Title))
	fmt.Fprintf(stdout, "%s perturbed: sha256 %s (every weight moved by up to ±%g%%, seed %d)\n", p.Title.Name(), games.ConfigID(start), 100**perturb, *seed)
	fmt.Fprintf(stdout, "targets:")
	for _, t := range p.Targets {
		fmt.Fprintf(stdout, " [%s]", t)
	}
	for _, c := range p.Constraints {
		fmt.Fprintf(stdout, " [%s]", c.Name)
	}
	fmt.Fprintln(stdout)
	fmt.Fprintln(stdout, "path: evaluation, level, the move, the figure of each target in that order, the loss Σ ((figure − target)/tolerance)²")
	today := p.Title
	p.Title = start
	began := time.Now()
	p.Log = func(s optimize.Step) {
		if !*quiet || s.Accepted {
			fmt.Fprintf(stdout, "%s\n", s)
		}
	}
	r, err := optimize.Optimize(context.Background(), p)
	if err != nil {
		fmt.Fprintln(stderr, "design:", err)
		return 1
	}
	fmt.Fprintf(stdout, "final:     sha256 %s after %d evaluations\n", r.Config, r.Evaluations)
	fmt.Fprintf(stderr, "design: %s wall clock\n", time.Since(began).Round(time.Second))
	printChecks(stdout, "search", start.Modes(), r.Figures, r.Checks)
	for _, b := range r.Broken {
		fmt.Fprintf(stdout, "  constraint broken: %s\n", b)
	}
	if r.Confirmed != nil {
		printChecks(stdout, "confirm", start.Modes(), r.Confirmed, r.ConfirmChecks)
	}
	for _, c := range p.Constraints {
		fmt.Fprintf(stdout, "  %s: %v\n", c.Name, c.Check(r.Figures))
	}
	if fh, ok := r.Figures[games.Standard].Facts[crystalspin.FactFullHouse]; ok {
		fmt.Fprintf(stdout, "  full house: %.4g of games (1 in %.0f)\n", fh.Value, 1/fh.Value)
	}
	printParams(stdout, today.Params(), start.Params(), r.Params)
	fmt.Fprintf(stdout, "targets reached by the search's figures: %v\n", r.Reached)
	if r.Confirmed != nil {
		met := true
		for _, c := range r.ConfirmChecks {
			met = met && c.Verdict == optimize.Met
		}
		fmt.Fprintf(stdout, "targets met by the confirming figures (every 99%% interval inside its tolerance): %v\n", met)
	}
	if cpu, ok := cputime.Process(); ok {
		fmt.Fprintf(stderr, "design: %.1f s of CPU\n", cpu.Seconds())
	}
	return 0
}

// parseLevels parses ascending budgets of at least 1000 separated by
// commas; "" is none.
func parseLevels(s string) ([]int64, bool) {
	var levels []int64
	if strings.TrimSpace(s) == "" {
		return nil, true
	}
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil || n < 1000 || (len(levels) > 0 && n < levels[len(levels)-1]) {
			return nil, false
		}
		levels = append(levels, n)
	}
	return levels, true
}

// printChecks prints the figures' sources and every target's figure and
// verdict.
func printChecks(w io.Writer, what string, modes []games.Mode, figs map[string]*optimize.Figures, checks []optimize.Check) {
	for _, m := range modes {
		f := figs[m.Name]
		if f == nil {
			continue
		}
		mode := m.Name
		fmt.Fprintf(w, "  %s figures, %s: %s; RTP %s, hit rate %s, feature rate %s, max-win rate %s\n",
			what, mode, f.Source, f.RTP, f.HitRate, f.FeatureRate, f.MaxWinRate)
	}
	wider := false
	for _, c := range checks {
		fmt.Fprintf(w, "  %s: %s → %s: %s\n", what, c.Target, c.Figure, c.Verdict)
		wider = wider || c.Verdict == optimize.OnTarget
	}
	if wider {
		fmt.Fprintf(w, "  %s: \"on target (interval wider)\": the estimate lies within the tolerance, its 99%% interval does not; more rounds or a variance-reduced evaluator would confirm it\n", what)
	}
}

// printParams prints the parameters that differ between today's maths, the
// perturbed start and the final configuration.
func printParams(w io.Writer, today, start, final []optimize.Param) {
	fmt.Fprintf(w, "parameters that differ (today → perturbed → final):\n")
	n := 0
	for i := range final {
		if today[i].Value == start[i].Value && start[i].Value == final[i].Value {
			continue
		}
		fmt.Fprintf(w, "  %-22s %8d → %8d → %8d\n", final[i].Name, today[i].Value, start[i].Value, final[i].Value)
		n++
	}
	fmt.Fprintf(w, "  (%d of %d parameters)\n", n, len(final))
}

// CrystalSpin is the problem of Crystal Spin: exact RTP 95.00 % ± 0.05 pp
// over the full cycle with the full house reachable, every symbol count
// free.
func CrystalSpin(workers int) optimize.Problem {
	return optimize.Problem{
		Title:       csdesign.New(),
		Targets:     []optimize.Target{{Mode: games.Standard, Metric: optimize.RTP, Value: 0.95, Tol: 0.0005}},
		Constraints: []optimize.Constraint{optimize.Reachable(games.Standard, crystalspin.FactFullHouse)},
		Evaluate:    optimize.FullCycle(workers),
	}
}

// Starlight is the problem of Starlight Christmas (SC-14): levels of plain
// Monte Carlo with a stream per round at the rounds per mode of plain,
// then levels of the stratified estimator at the base spins per mode of
// estimated, each level stopping within aim tolerances, and a confirming
// run of the estimator with confirm base spins per mode on an independent
// seed.
func Starlight(workers int, plain, estimated []int64, confirm int64, seed uint64, aim float64) optimize.Problem {
	p := optimize.Problem{
		Title: sldesign.New(),
		Free:  []string{"Base.scatter", "Ante.scatter", "Base.multiplier", "Ante.multiplier"},
		Targets: []optimize.Target{
			{Mode: games.Standard, Metric: optimize.RTP, Value: 0.955, Tol: 0.001},
			{Mode: starlight.Ante, Metric: optimize.RTP, Value: 0.955, Tol: 0.001},
			{Mode: games.Standard, Metric: optimize.FeatureRate, Value: 1.0 / 400, Tol: 0.02, Relative: true},
			{Mode: starlight.Ante, Metric: optimize.FeatureRatio, Value: 2, Tol: 0.03, Relative: true},
		},
		Evaluate: optimize.PerRound(workers),
		Budgets:  append(slices.Clone(plain), estimated...),
		Aim:      aim,
	}
	if len(estimated) > 0 {
		p.Evaluators = make([]optimize.Evaluator, len(p.Budgets))
		for i := len(plain); i < len(p.Budgets); i++ {
			p.Evaluators[i] = optimize.Estimated(workers)
		}
	}
	if confirm > 0 {
		p.Confirm, p.ConfirmBudget, p.ConfirmSeed = optimize.Estimated(workers), confirm, seed+1_000_003
	}
	return p
}
