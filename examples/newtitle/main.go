// Command newtitle is Frost Garden, a small cluster game assembled from the
// slotmech packages without changing them, and the tutorial for a team about
// to write its own title. It simulates the game and prints its RTP:
//
//	go run ./examples/newtitle [-spins N] [-seed S] [-workers W] [-json]
//
// # The game
//
// Rules have IDs, as in the reference games, so that a test or a line of code
// can say which rule it is about (grep FG-4):
//
//   - FG-1 Screen. 7 reels × 7 rows; every position is drawn independently
//     from one weight table (package tumble, WeightedRefill).
//   - FG-2 Clusters. 5 or more identical symbols connected horizontally or
//     vertically pay by size class (5–6, 7–8, 9–11, 12–15, 16+) × the bet.
//     The wild (frost) joins the clusters of every flower it touches
//     (package cluster, Adjacent).
//   - FG-3 Tumble. Winning clusters, wilds included, are removed; the symbols
//     above fall; new symbols drop in; repeat until no cluster wins.
//     Multiplier symbols are never removed (package tumble, Step).
//   - FG-4 Multipliers. When the tumble ends, if the spin won, the values of
//     the multiplier symbols on the screen (×2 … ×25) are added and the sum
//     multiplies the spin's win (package multiplier, Table.Sum and Spin).
//   - FG-5 Cap. A round pays at most 2000 × the bet (package wincap, Round).
//   - FG-6 Gamble. A win may be gambled, double or nothing on a card's colour
//     (package gamble). In the mode "gamble" the simulated player gambles
//     every win below 10 × the bet once.
//   - FG-7 Bet. 1 to 1 000 000 cents; the stake is the bet, in either mode.
//
// # Reading order
//
// design.go holds the numbers a maths team tunes: symbols, pay table,
// weights, multipliers, cap. game.go turns them into the library's objects,
// once, and implements games.Game, the contract every tool of package games
// works with. round.go plays a round, one library call per rule. itemise.go
// writes the story of a round for people. This file runs the simulation.
//
// # Design decisions worth copying
//
//   - Money is integer cents and pays are exact factors of the bet (parsed
//     from decimal strings). A win is rounded once, when the spin's factor,
//     multiplied, is applied to the bet.
//   - All randomness comes from the rng.Source the caller passes: a seeded
//     stream in simulation, the crypto source in production. A round is a
//     pure function of its draws, so a seed reproduces it on any machine.
//   - Configuration is validated once, at start up, by the library's
//     constructors; a round trusts it and cannot fail on data.
//   - Per-round memory lives in the caller's games.Outcome, so one game value
//     serves many goroutines and a round allocates nothing.
//
// # Output
//
// For each mode (standard, then gamble) it prints the RTP with the
// half-width of its 99% confidence interval, the hit rate, the standard
// deviation and the largest win in multiples of the bet, and how many rounds
// reached the cap. The two RTPs agree within their intervals: the gamble is
// fair, so it changes how wins are spread, not what the game returns. With
// -json it prints one JSON object per mode (games.Stats).
//
// -spins is per mode and defaults to 2 000 000, a few seconds on two cores;
// from 10 000 000 rounds the progress is shown on stderr. -workers never
// changes the figures, only how fast they come. Bad flags exit with status 2.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/slotmech/slotmech/games"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run simulates both modes and returns the exit status: 0 on success, 2 for
// bad flags, 1 if the game or the simulation fails.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("newtitle", flag.ContinueOnError)
	fs.SetOutput(stderr)
	spins := fs.Int64("spins", 2_000_000, "rounds to simulate in each mode")
	seed := fs.Uint64("seed", 1, "seed of the simulation")
	workers := fs.Int("workers", 0, "goroutines; 0 means one per CPU (the result never depends on it)")
	asJSON := fs.Bool("json", false, "print one JSON object per mode")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *spins < 1 || *workers < 0 || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "newtitle: -spins must be at least 1, -workers at least 0, and no arguments are taken")
		return 2
	}

	g, err := newGame()
	if err != nil {
		fmt.Fprintln(stderr, "newtitle:", err)
		return 1
	}
	if !*asJSON {
		fmt.Fprintf(stdout, "Frost Garden: %d rounds per mode, seed %d, bet %d\n", *spins, *seed, g.DefaultBet())
		fmt.Fprintf(stdout, "%-9s %8s %8s %9s %9s %10s %7s\n", "mode", "RTP", "±99%", "hit rate", "σ (×bet)", "max (×bet)", "capped")
	}
	for _, mode := range g.Modes() {
		cfg := games.SimConfig{Game: g, Mode: mode, Rounds: *spins, Seed: *seed, Workers: *workers}
		if *spins >= longRun {
			cfg.Progress = progress(stderr, mode)
		}
		st, err := games.Simulate(context.Background(), cfg)
		if err != nil {
			fmt.Fprintln(stderr, "newtitle:", err)
			return 1
		}
		if *asJSON {
			b, err := json.Marshal(st)
			if err != nil {
				fmt.Fprintln(stderr, "newtitle:", err)
				return 1
			}
			fmt.Fprintf(stdout, "%s\n", b)
			continue
		}
		fmt.Fprintf(stdout, "%-9s %7.2f%% %7.2f%% %8.2f%% %9.2f %10.1f %7d\n", mode,
			100*st.RTP(), 100*st.RTPCI99(), 100*st.HitRate(), st.SigmaX(), st.MaxWinX(), st.Capped)
	}
	return 0
}

// longRun is the number of rounds from which a run reports its progress.
const longRun = 10_000_000

// progress returns a SimConfig.Progress that writes the percentage done to
// w, on one line, each time it grows by at least one point.
func progress(w io.Writer, mode games.Mode) func(done, total int64) {
	last := int64(-1)
	return func(done, total int64) {
		if pct := 100 * done / total; pct > last {
			last = pct
			fmt.Fprintf(w, "\r%s: %3d%%", mode, pct)
			if done == total {
				fmt.Fprintln(w)
			}
		}
	}
}
