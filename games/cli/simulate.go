package cli

import (
	"bytes"
	"context"
	"fmt"
	"html"
	"io"
	"maps"
	"os"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/internal/progress"
	"github.com/slotmech/slotmech/internal/report"
	"github.com/slotmech/slotmech/internal/version"
)

// defaultSpins is simulate's run size without -spins, per title and mode:
// a few seconds for a reference title, a 99% interval of about a percent of
// RTP.
const defaultSpins = 2_000_000

const simulateSynopsis = `simulate [-game NAME] [-MODE | -mode M] [-spins N] [-seed S] [-workers W] [-bet B] [-shard I/N|auto/N] [-json] [-html FILE]
       simulate -merge [-partial] [-json] [-html FILE] FILE…`

const simulateDescription = `Simulate plays many rounds of each title and mode (every one by default)
and prints the return to player (RTP) with its 99% confidence interval, hit
rate, free-spin rate, largest win and standard deviation (both × stake, the
total cost of a round, as every "×" figure of these tools), and
the configuration identity it measured. The figures depend on the seed and
the number of spins only, never on -workers.

Each mode name of the titles is a flag too: -MODE plays the modes named
MODE only, -MODE=false every mode but those (-mode M is the same as -M).

-json prints one JSON object per title and mode: game, mode, spins, seed,
wagered, won, rtp, rtp_ci99, hit_rate, fs_rate, max_win_x, sigma_x, config,
and the exact sums a merge needs.

-html FILE writes a report people can read, one self-contained HTML page:
the figures, the configuration identity, the contributions by symbol, run
length and feature, and charts of the win distribution, of the RTP with its
99% band as rounds accumulate, and of free-spin lengths. It itemises every
round, so a run with -html is slower; its figures are the same.

A long run can be split: -shard I/N plays shard I of N; save each shard's
-json output and merge the files with -merge, which prints exactly the
figures of the run played in one go. A merge that lacks shards is refused
unless -partial is given. In a cluster job, -shard auto/N takes I from
JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) or SLURM_ARRAY_TASK_ID (a
Slurm job array, run with --array=0-(N-1)).

On a terminal, a long run shows a progress bar with its rate and the time
left on standard error; with -json, or when standard error is not a
terminal, it shows nothing.`

// simOptions are simulate's parsed command line.
type simOptions struct {
	game          string
	modes         map[string]bool // the mode flags given (-MODE, -MODE=false)
	mode          string
	spins         int64
	seed          uint64
	workers       int
	bet           slotmech.Money
	shard, shards int
	json, partial bool
	merge         []string // files to merge (-merge)
	html          string   // the HTML report to write (-html), or ""
}

// Simulate is the simulate command: Monte Carlo RTP of the titles (see
// the package documentation, or run it with -h). args are the flags and
// arguments after the command's name; figures go to stdout, progress and
// messages to stderr. It returns [ExitOK], [ExitFailure] (a failed or
// cancelled run, a refused or incomplete merge) or [ExitUsage].
func (t *Tool) cmdSimulate(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	opt, err := t.parseSimulate(args, stderr)
	if err == nil {
		if opt.merge != nil {
			err = t.mergeFiles(opt, stdout, stderr)
		} else {
			err = t.simulate(ctx, opt, stdout, stderr)
		}
	}
	return exit("simulate", err, stderr)
}

// parseSimulate reads simulate's command line.
func (t *Tool) parseSimulate(args []string, stderr io.Writer) (*simOptions, error) {
	fs := t.newFlags("simulate", simulateSynopsis, simulateDescription, stderr)
	var opt simOptions
	fs.StringVar(&opt.game, "game", "", "the title to simulate (default: every title)")
	fs.StringVar(&opt.mode, "mode", "", "play the mode named `M` only (default: every mode)")
	fs.Int64Var(&opt.spins, "spins", defaultSpins, "spins (rounds) of the whole run, per title and mode")
	fs.Uint64Var(&opt.seed, "seed", 1, "seed of the run")
	fs.IntVar(&opt.workers, "workers", 0, "goroutines playing rounds; 0 means one per CPU (never changes the result)")
	bet := fs.Int64("bet", 0, "base bet in minor units; 0 means each title's default bet")
	shard := fs.String("shard", "", "play shard `I/N` of the run (0 <= I < N); auto/N takes I from a Kubernetes Indexed Job or a Slurm array")
	merge := fs.Bool("merge", false, "merge the -json results in the files named by the arguments")
	fs.BoolVar(&opt.partial, "partial", false, "with -merge: print the figures of the shards given even if some are missing")
	fs.BoolVar(&opt.json, "json", false, "print one JSON object per title and mode")
	fs.StringVar(&opt.html, "html", "", "write an HTML report people can read to `FILE`")
	modeFlags := map[string]*bool{}
	for _, g := range t.titles {
		for _, m := range g.Modes() {
			if fs.Lookup(m.Name) == nil && m.Name != "" {
				modeFlags[m.Name] = fs.Bool(m.Name, false,
					fmt.Sprintf("play the mode named %s only (-%s=false: every mode but %s; default: every mode)", m.Name, m.Name, m.Name))
			}
		}
	}
	if err := parseFlags(fs, args); err != nil {
		return nil, err
	}
	set := setFlags(fs)
	if set["html"] && opt.html == "" {
		return nil, usagef("-html: want a file name")
	}
	var modeGiven []string
	for name, v := range modeFlags {
		if set[name] {
			if opt.modes == nil {
				opt.modes = map[string]bool{}
			}
			opt.modes[name] = *v
			modeGiven = append(modeGiven, name)
		}
	}
	slices.Sort(modeGiven)

	if *merge {
		for name := range set {
			if name != "merge" && name != "json" && name != "partial" && name != "html" {
				return nil, usagef("-merge takes no flag but -json, -partial and -html, got -%s", name)
			}
		}
		if fs.NArg() == 0 {
			return nil, usagef("-merge needs the files to merge")
		}
		opt.merge = fs.Args()
		return &opt, nil
	}
	if fs.NArg() > 0 {
		return nil, usagef("unexpected argument %q (files are for -merge)", fs.Arg(0))
	}
	switch {
	case opt.partial:
		return nil, usagef("-partial only applies to -merge")
	case opt.spins <= 0:
		return nil, usagef("-spins %d: want a positive number", opt.spins)
	case opt.workers < 0:
		return nil, usagef("-workers %d: want 0 (one per CPU) or more", opt.workers)
	case *bet < 0:
		return nil, usagef("-bet %d: want a positive amount in minor units, or 0 for each title's default", *bet)
	case len(modeGiven) > 0 && opt.mode != "":
		return nil, usagef("-%s and -mode %s: give one of them", modeGiven[0], opt.mode)
	case opt.html != "" && *shard != "":
		return nil, usagef("-html and -shard: a shard has no report of its own; merge the shards with -merge -html")
	}
	opt.bet = slotmech.Money(*bet)
	opt.shards = 1
	if *shard != "" {
		i, n, err := parseShard(*shard, opt.spins)
		if err != nil {
			return nil, err
		}
		opt.shard, opt.shards = i, n
	}
	return &opt, nil
}

// parseShard parses "I/N" with 0 <= I < N, or "auto/N" (see shardSpec),
// and refuses shards that would play nothing in a run of spins rounds.
func parseShard(s string, spins int64) (int, int, error) {
	i, n, err := shardSpec("-shard", s)
	if err != nil {
		return 0, 0, err
	}
	// Shard i plays the blocks k ≡ i (mod n): with fewer blocks than
	// shards, some shards play nothing and the run cannot be completed.
	blocks := spins / sim.BlockRounds
	if spins%sim.BlockRounds != 0 {
		blocks++
	}
	if int64(n) > blocks {
		what := fmt.Sprintf("shard %d would play nothing", i)
		if int64(i) < blocks {
			what = fmt.Sprintf("shards %d to %d would play nothing", blocks, n-1)
		}
		return 0, 0, usagef("-shard %s: a run of %d spins has %d block(s) of up to %d spins, and %s: "+
			"use at most %d shard(s), or more spins", s, spins, blocks, sim.BlockRounds, what, blocks)
	}
	return i, n, nil
}

// simJob is one title and mode to simulate.
type simJob struct {
	game games.Game
	mode string
}

// jobs returns the titles and modes the options select, refusing unknown
// titles, modes a title lacks and bets a title refuses.
func (t *Tool) jobs(opt *simOptions) ([]simJob, error) {
	gs := t.titles
	if opt.game != "" {
		g, err := t.lookup(opt.game)
		if err != nil {
			return nil, usagef("-game: %v", err)
		}
		gs = []games.Game{g}
	}
	var js []simJob
	for _, g := range gs {
		_, hasMode := games.FindMode(g, opt.mode)
		only := false // a mode flag -MODE given true
		for _, name := range slices.Sorted(maps.Keys(opt.modes)) {
			if !opt.modes[name] {
				continue
			}
			only = true
			if _, ok := games.FindMode(g, name); !ok && opt.game != "" {
				return nil, usagef("-%s: %s has no mode %q (modes: %s)", name, g.Name(), name, modeNames(g))
			}
		}
		if opt.game != "" && opt.mode != "" && !hasMode {
			return nil, usagef("-mode %s: %s has no mode %q (modes: %s)", opt.mode, g.Name(), opt.mode, modeNames(g))
		}
		for _, m := range g.Modes() {
			on, given := opt.modes[m.Name]
			if (!only || on) && (!given || on) && (opt.mode == "" || opt.mode == m.Name) {
				js = append(js, simJob{g, m.Name})
			}
		}
	}
	if len(js) == 0 {
		return nil, usagef("no title has the mode asked for")
	}
	for _, j := range js {
		bet := opt.bet
		if bet == 0 {
			bet = j.game.DefaultBet()
		}
		if _, err := j.game.Stake(bet, j.mode); err != nil {
			return nil, usagef("-bet %d: %s %s: %v", bet, j.game.Name(), j.mode, err)
		}
	}
	return js, nil
}

// simulate runs the selected titles and modes and prints their figures.
func (t *Tool) simulate(ctx context.Context, opt *simOptions, stdout, stderr io.Writer) error {
	if len(t.titles) == 0 {
		return fmt.Errorf("no titles are registered")
	}
	js, err := t.jobs(opt)
	if err != nil {
		return err
	}
	out := newSimPrinter(stdout, opt.json, t.titles)
	var reports []report.Simulation
	for _, j := range js {
		p := progress.New(stderr, "simulate "+j.game.Name()+" "+j.mode, "spins", 0, opt.json)
		cfg := sim.Config{
			Game: j.game, Mode: j.mode, Bet: opt.bet, Rounds: opt.spins,
			Seed: opt.seed, Workers: opt.workers, Shard: opt.shard, Shards: opt.shards,
			Progress: p.Report,
		}
		var s *sim.Stats
		var err error
		if opt.html != "" {
			var r *report.Simulation
			s, r, err = simulateBlocks(ctx, cfg)
			if err == nil {
				r.PayTable = payTable(j.game)
				reports = append(reports, *r)
			}
		} else {
			s, err = sim.Simulate(ctx, cfg)
		}
		p.Done()
		if err != nil {
			return fmt.Errorf("%s %s: %w", j.game.Name(), j.mode, err)
		}
		if err := out.add(s); err != nil {
			return err
		}
	}
	if err := out.flush(); err != nil {
		return err
	}
	if opt.html != "" {
		return writeHTML(opt.html, func(w io.Writer) error { return report.WriteSimulation(w, reports) })
	}
	return nil
}

// payTable returns g's pay table, if g describes one.
func payTable(g games.Game) *report.PayTable {
	if pt, ok := g.(games.PayTableDescriber); ok {
		return pt.DescribePays()
	}
	return nil
}

// writeHTML writes a report to the file name with write, with a note
// naming the software that wrote it (internal/version) before the page's
// </body>.
func writeHTML(name string, write func(io.Writer) error) error {
	var page bytes.Buffer
	if err := write(&page); err != nil {
		return fmt.Errorf("writing %s: %w", name, err)
	}
	if err := os.WriteFile(name, withSoftware(page.Bytes()), 0o666); err != nil {
		return fmt.Errorf("writing %s: %w", name, err)
	}
	return nil
}

// withSoftware returns the HTML page with a paragraph naming the software
// inserted before its last </body>, or added at its end if it has none.
func withSoftware(page []byte) []byte {
	note := `<p class="software">software ` + html.EscapeString(version.Line()) + "</p>\n"
	at := bytes.LastIndex(page, []byte("</body>"))
	if at < 0 {
		return append(page, note...)
	}
	return slices.Concat(page[:at:at], []byte(note), page[at:])
}
