package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/catalog"
)

// defaultSpins is the run size without -spins: a few seconds per game and
// mode, a confidence half-width of about a percent of RTP.
const defaultSpins = 2_000_000

// options are the parsed command line.
type options struct {
	game          string
	ante          *bool // nil: every mode
	spins         int64
	seed          uint64
	workers       int
	bet           int64
	shard, shards int
	json          bool
	merge         []string // files to merge (-merge)
}

// errUsage marks a bad command line (exit status 2).
var errUsage = errors.New("usage")

// errPrinted is a bad command line the flag package has already reported.
var errPrinted = errors.New("bad flags")

// usageError returns an error marked as a bad command line.
func usageError(format string, a ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{errUsage}, a...)...)
}

// run runs the command with args against the games cat and returns the exit
// status: 0 on success (or -help), 2 for a bad command line, 1 for a failed
// run or merge.
func run(ctx context.Context, args []string, stdout, stderr io.Writer, cat []games.Game) int {
	opt, err := parse(args, stderr)
	if err == nil {
		if opt.merge != nil {
			err = mergeFiles(opt, stdout, stderr)
		} else {
			err = simulate(ctx, opt, stdout, stderr, cat)
		}
	}
	switch {
	case err == nil:
		return 0
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.Is(err, errPrinted):
		return 2
	case errors.Is(err, errUsage):
		fmt.Fprintln(stderr, "simulate:", strings.TrimPrefix(err.Error(), errUsage.Error()+": "))
		return 2
	}
	fmt.Fprintln(stderr, "simulate:", err)
	return 1
}

// parse reads the command line. Errors of the flag package itself are
// already printed by it.
func parse(args []string, stderr io.Writer) (*options, error) {
	fs := flag.NewFlagSet("simulate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var opt options
	fs.StringVar(&opt.game, "game", "", "the game to simulate (default: every game)")
	ante := fs.Bool("ante", false, "play the ante mode only (-ante=false: the standard mode only; default: every mode)")
	fs.Int64Var(&opt.spins, "spins", defaultSpins, "spins (rounds) of the whole run, per game and mode")
	fs.Uint64Var(&opt.seed, "seed", 1, "seed of the run")
	fs.IntVar(&opt.workers, "workers", runtime.NumCPU(), "goroutines playing rounds (does not change the result)")
	fs.Int64Var(&opt.bet, "bet", 0, "base bet in minor units (default: the game's default bet)")
	shard := fs.String("shard", "", "play shard `I/N` of the run (0 <= I < N)")
	merge := fs.Bool("merge", false, "merge the -json results in the files named by the arguments")
	fs.BoolVar(&opt.json, "json", false, "print one JSON object per game and mode")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil, err
		}
		return nil, errPrinted
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if set["ante"] {
		opt.ante = ante
	}

	if *merge {
		for name := range set {
			if name != "merge" && name != "json" {
				return nil, usageError("-merge takes no flag but -json, got -%s", name)
			}
		}
		if fs.NArg() == 0 {
			return nil, usageError("-merge needs the files to merge")
		}
		opt.merge = fs.Args()
		return &opt, nil
	}
	if fs.NArg() > 0 {
		return nil, usageError("unexpected argument %q (files are for -merge)", fs.Arg(0))
	}
	switch {
	case opt.spins <= 0:
		return nil, usageError("-spins %d: want a positive number", opt.spins)
	case opt.workers <= 0:
		return nil, usageError("-workers %d: want a positive number", opt.workers)
	case opt.bet < 0:
		return nil, usageError("-bet %d: want a positive amount in minor units, or 0 for the game's default", opt.bet)
	}
	opt.shards = 1
	if *shard != "" {
		i, n, err := parseShard(*shard)
		if err != nil {
			return nil, err
		}
		opt.shard, opt.shards = i, n
	}
	return &opt, nil
}

// parseShard parses "I/N" with 0 <= I < N.
func parseShard(s string) (int, int, error) {
	is, ns, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(is)
	n, err2 := strconv.Atoi(ns)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 0 || i >= n {
		return 0, 0, usageError("-shard %q: want I/N with 0 <= I < N, e.g. 0/4", s)
	}
	return i, n, nil
}

// job is one game and mode to simulate.
type job struct {
	game games.Game
	mode games.Mode
}

// jobs returns the games and modes the options select from cat, refusing
// unknown games, modes a game lacks and bets a game refuses.
func jobs(opt *options, cat []games.Game) ([]job, error) {
	gs := cat
	if opt.game != "" {
		g, err := catalog.Find(cat, opt.game)
		if err != nil {
			return nil, usageError("-game: %v", err)
		}
		gs = []games.Game{g}
	}
	var js []job
	for _, g := range gs {
		for _, m := range g.Modes() {
			if opt.ante == nil || *opt.ante == (m == games.Ante) {
				js = append(js, job{g, m})
			}
		}
		if opt.game != "" && opt.ante != nil && *opt.ante && !slices.Contains(g.Modes(), games.Ante) {
			return nil, usageError("-ante: %s has no ante mode", g.Name())
		}
	}
	if len(js) == 0 {
		return nil, usageError("no game has the mode asked for")
	}
	for _, j := range js {
		bet := slotmech.Money(opt.bet)
		if bet == 0 {
			bet = j.game.DefaultBet()
		}
		if _, err := j.game.Stake(bet, j.mode); err != nil {
			return nil, usageError("-bet %d: %s %s: %v", bet, j.game.Name(), j.mode, err)
		}
	}
	return js, nil
}

// simulate runs the selected games and modes and prints their figures.
func simulate(ctx context.Context, opt *options, stdout, stderr io.Writer, cat []games.Game) error {
	if len(cat) == 0 {
		return errors.New("the catalog has no games yet")
	}
	js, err := jobs(opt, cat)
	if err != nil {
		return err
	}
	out := newPrinter(stdout, opt.json)
	for _, j := range js {
		p := newProgress(stderr, j.game.Name()+" "+string(j.mode))
		s, err := games.Simulate(ctx, games.SimConfig{
			Game: j.game, Mode: j.mode, Bet: slotmech.Money(opt.bet), Rounds: opt.spins,
			Seed: opt.seed, Workers: opt.workers, Shard: opt.shard, Shards: opt.shards,
			Progress: p.report,
		})
		if err != nil {
			return fmt.Errorf("%s %s: %w", j.game.Name(), j.mode, err)
		}
		if err := out.add(s); err != nil {
			return err
		}
	}
	return out.flush()
}
