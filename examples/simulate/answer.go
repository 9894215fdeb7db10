package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"strings"
	"time"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/internal/catalog"
	"github.com/slotmech/slotmech/internal/estimate"
	bar "github.com/slotmech/slotmech/internal/progress"
	"github.com/slotmech/slotmech/internal/version"
)

// The main job's sizes. With them, on the project's 2-core machine, the
// stratified estimate of Starlight Christmas gives about ± 0.08 pp (standard)
// and ± 0.09 pp (ante) at 99% for about 50 s of CPU, and Crystal Spin's full
// cycle about 5 s more. Tests shrink them.
var (
	// stratifiedSpins is the number of base spins sampled per mode by the
	// stratified estimator (the features it plays on top are chosen by
	// its pilot).
	stratifiedSpins int64 = 12_000_000
	// plainRounds is the number of rounds per mode of the plain Monte
	// Carlo, for a title neither exact nor stratified.
	plainRounds int64 = 20_000_000
)

// targetPP is the half-width of the 99% interval, in percentage points of
// RTP, that the main job promises for every figure it estimates.
const targetPP = 0.1

// answerSeed is the seed of the main job's estimates.
const answerSeed = 1

// figure is one line of the main job's table: a title's mode, its RTP and
// how it was found.
type figure struct {
	game, mode string
	rtp        float64  // share of the stake
	half       float64  // half-width of the 99% interval; 0 for an exact figure
	exact      *big.Rat // the exact RTP, if method is exact
	method     string   // what gave the figure, in words
	cert       *big.Rat // the RTP the title declares certified, or nil
}

// answer is the main job (simulate with no flags): each title of gs in each
// of its modes, by the best method the title allows, in this order:
//
//   - exact: a title whose rounds are decided by reel stops alone
//     (its players are exact.StripPlayers; one mode) is played over its full cycle, every
//     combination of stops once; the RTP is a fraction, with no interval.
//   - stratified: a title with a stratified design (catalog.Stratified:
//     Starlight Christmas) is estimated by internal/estimate, base spins
//     sampled by strata with exact probabilities and features on their own.
//   - plain: any other title by plain Monte Carlo (games/sim).
//
// Every estimated figure comes with its 99% interval; a figure whose
// interval is wider than ± targetPP is flagged on its line and in a warning
// after the table. The figures depend on the seed (answerSeed) and the
// sizes only, never on workers (0 means one per CPU).
func answer(ctx context.Context, gs []games.Game, workers int, stdout, stderr io.Writer) int {
	start := time.Now()
	var figs []figure
	for _, g := range gs {
		fs, err := measure(ctx, g, workers, stderr)
		if err != nil {
			fmt.Fprintf(stderr, "simulate: %s: %v\n", g.Name(), err)
			return 1
		}
		figs = append(figs, fs...)
	}
	fmt.Fprintf(stdout, "The reference games, every mode exactly or to ± %.1f pp at 99%% (plain Monte Carlo: simulate -plain)\n", targetPP)
	fmt.Fprintf(stdout, "%21s  %8s  %9s  %11s  %s\n", "game", "mode", "RTP", "± 99%", "method")
	wide := 0
	for _, f := range figs {
		band := "exact"
		if f.exact == nil {
			band = fmt.Sprintf("± %.3f pp", 100*f.half)
			if 100*f.half > targetPP {
				band += "!"
				wide++
			}
		}
		fmt.Fprintf(stdout, "%21s  %8s  %8.4f%%  %11s  %s\n", f.game, f.mode, 100*f.rtp, band, f.method)
	}
	for _, g := range gs {
		fmt.Fprintf(stdout, "%s configuration: sha256 %s\n", g.Name(), games.ConfigID(g))
	}
	for _, f := range figs {
		if f.cert == nil {
			continue
		}
		c, _ := f.cert.Float64()
		var verdict string
		switch {
		case f.exact != nil && f.exact.Cmp(f.cert) == 0:
			verdict = "the exact figure is the certified one"
		case f.exact != nil:
			verdict = fmt.Sprintf("the exact figure differs from it by %+.4f pp", 100*(f.rtp-c))
		default:
			where := "inside"
			if math.Abs(f.rtp-c) > f.half {
				where = "outside"
			}
			verdict = fmt.Sprintf("%+.2f half-widths of the 99%% interval from it, %s the interval", (f.rtp-c)/f.half, where)
		}
		fmt.Fprintf(stdout, "%s %s: certified RTP %s: %s\n", f.game, f.mode, percent(f.cert), verdict)
	}
	if wide > 0 {
		fmt.Fprintf(stdout, "warning: %d figure(s) marked ! have a 99%% interval wider than ± %.1f pp\n", wide, targetPP)
	}
	fmt.Fprintln(stdout, "software: "+version.Line())
	fmt.Fprintf(stderr, "simulate: the main job took %.1f s\n", time.Since(start).Seconds())
	return 0
}

// measure returns the figures of every mode of g by the best method it
// allows (see answer).
func measure(ctx context.Context, g games.Game, workers int, stderr io.Writer) ([]figure, error) {
	modes := g.Modes()
	if _, ok := g.NewPlayer().(exact.StripPlayer); ok && len(modes) == 1 {
		p := bar.New(stderr, g.Name()+" full cycle", "chunks", 0, false)
		c, err := exact.FullCycle(ctx, g, g.DefaultBet(), exact.Options{Workers: workers, Progress: p.Report})
		p.Done()
		if err == nil {
			rtp, _ := c.RTP.Float64()
			return []figure{{game: g.Name(), mode: modes[0].Name, rtp: rtp, exact: c.RTP, cert: games.CertifiedRTP(g, modes[0].Name),
				method: fmt.Sprintf("exact: %s over the full cycle of %d stop combinations", c.RTP.RatString(), c.Combinations)}}, nil
		}
		if !errors.Is(err, exact.ErrNotStrip) {
			return nil, err
		}
	}
	if d, ok := catalog.Stratified(g); ok {
		r, err := estimate.Estimate(ctx, estimate.Config{Game: d, Rounds: stratifiedSpins, Seed: answerSeed,
			Workers: workers, Progress: stages(stderr)})
		if err != nil {
			return nil, err
		}
		var fs []figure
		for _, m := range r.Modes {
			fs = append(fs, figure{game: g.Name(), mode: m.Mode, rtp: m.RTP.Value, half: m.RTP.Half, cert: games.CertifiedRTP(g, m.Mode),
				method: fmt.Sprintf("stratified estimate: %d base spins, %d features on their own, seed %d",
					m.Rounds, m.Features, answerSeed)})
		}
		return fs, nil
	}
	var fs []figure
	for _, m := range modes {
		p := bar.New(stderr, g.Name()+" "+m.Name, "spins", plainRounds, false)
		st, err := sim.Simulate(ctx, sim.Config{Game: g, Mode: m.Name, Rounds: plainRounds, Seed: answerSeed,
			Workers: workers, Progress: p.Report})
		p.Done()
		if err != nil {
			return nil, err
		}
		fs = append(fs, figure{game: g.Name(), mode: m.Name, rtp: st.RTP(), half: st.RTPCI99(), cert: games.CertifiedRTP(g, m.Name),
			method: fmt.Sprintf("plain Monte Carlo: %d rounds, seed %d", st.Rounds, answerSeed)})
	}
	return fs, nil
}

// stages shows the estimator's progress, one bar per stage.
func stages(stderr io.Writer) func(stage string, done, total int64) {
	var label string
	var p *bar.Progress
	return func(s string, done, total int64) {
		if s != label {
			p.Done()
			label, p = s, bar.New(stderr, "estimate "+strings.TrimSpace(s), "samples", total, false)
		}
		p.Report(done, total)
	}
}

// percent formats a share as a percentage with two to four decimals, e.g.
// 95.50% or 95.0074%.
func percent(r *big.Rat) string {
	x := new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(4)
	for strings.HasSuffix(x, "0") && len(x)-strings.IndexByte(x, '.') > 3 {
		x = x[:len(x)-1]
	}
	return x + "%"
}
