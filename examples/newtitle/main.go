// Command newtitle is Frost Garden, a small cluster game assembled from the
// slotmech packages without changing them, and the tutorial for a team about
// to write its own title; and Frost Reels, a reel-strip title written as one
// games/stripgame Config. It simulates Frost Garden and prints its RTP, then
// plays every combination of Frost Reels' stops and prints its exact RTP:
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
// once, and implements games.Game, the contract every tool of the games
// packages works with: the game's name, modes and their cost, bets, symbol
// names, the identity of its maths (ConfigData) and its own facts.
// player.go is the working memory of one goroutine's rounds and the two
// ways to play one: Play, drawing from a source, and PlayForced, a screen
// and what falls in fixed by a tester. round.go plays a round, one library
// call per rule. itemise.go writes the story of a round for people. This
// file runs the simulation and the exact analysis.
//
// reels.go is the second title. A game whose round is decided by its reel
// stops alone (strips, lines or pay-anywhere, scatters, a cascade from the
// strips, caps) needs no code at all: games/stripgame builds it from a
// Config, and games/exact computes its RTP exactly instead of estimating it.
// Write a game by hand, as Frost Garden is, when it draws more than its
// stops: random refills, multipliers, a gamble, free spins.
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
//   - The game is immutable and shared; each goroutine plays with its own
//     player (Game.NewPlayer), which keeps the round's working memory, so a
//     round allocates nothing and no state is shared.
//   - What is particular to the title is declared, not hidden: the gamble's
//     outcome is reported as facts (Game.Facts: gambled, spin_win,
//     gamble_red), which records, views and scenarios handle by name, and a
//     forced play accepts gamble_red to fix the gamble's card.
//   - Errors say what and where: a *slotmech.Error (the module's one error
//     type) names the operation, the game and the field and its value, and
//     wraps games.ErrBet or games.ErrForced.
//   - The tests run the contract's own checks (games/gamestest:
//     CheckContract, CheckReplay, CheckForced) as well as the rules'.
//
// # Output
//
// For each mode (standard, then gamble) it prints the RTP with the
// half-width of its 99% confidence interval, the hit rate, the standard
// deviation and the largest win in multiples of the bet, and how many rounds
// reached the cap. The two RTPs agree within their intervals: the gamble is
// fair, so it changes how wins are spread, not what the game returns. Then
// it prints Frost Reels' exact RTP, as a fraction and a percentage, its hit
// rate and its deepest cascade. With -json it prints one JSON object per
// mode (sim.Stats) and one for Frost Reels with the keys game, config, bet,
// combinations, rtp_num and rtp_den (the exact RTP as decimal integer
// strings), rtp and hit_rate.
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

	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/version"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run simulates both modes of Frost Garden, analyses Frost Reels exactly,
// and returns the exit status: 0 on success, 2 for bad flags, 1 if a game,
// the simulation or the analysis fails.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("newtitle", flag.ContinueOnError)
	fs.SetOutput(stderr)
	shown := version.Flag(fs, "newtitle", stdout)
	spins := fs.Int64("spins", 2_000_000, "rounds to simulate in each mode")
	seed := fs.Uint64("seed", 1, "seed of the simulation")
	workers := fs.Int("workers", 0, "goroutines; 0 means one per CPU (the result never depends on it)")
	asJSON := fs.Bool("json", false, "print one JSON object per mode, and one for Frost Reels")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if shown() {
		return 0
	}
	if *spins < 1 || *workers < 0 || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "newtitle: -spins must be at least 1, -workers at least 0, and no arguments are taken")
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintln(stderr, "newtitle:", err)
		return 1
	}

	g, err := newGame()
	if err != nil {
		return fail(err)
	}
	if !*asJSON {
		fmt.Fprintf(stdout, "Frost Garden: %d rounds per mode, seed %d, bet %d\n", *spins, *seed, g.DefaultBet())
		fmt.Fprintf(stdout, "%-9s %8s %8s %9s %9s %10s %7s\n", "mode", "RTP", "±99%", "hit rate", "σ (×stake)", "max (×stake)", "capped")
	}
	for _, mode := range g.Modes() {
		cfg := sim.Config{Game: g, Mode: mode.Name, Rounds: *spins, Seed: *seed, Workers: *workers}
		if *spins >= longRun {
			cfg.Progress = progress(stderr, mode.Name)
		}
		st, err := sim.Simulate(context.Background(), cfg)
		if err != nil {
			return fail(err)
		}
		if *asJSON {
			b, err := json.Marshal(st)
			if err != nil {
				return fail(err)
			}
			fmt.Fprintf(stdout, "%s\n", b)
			continue
		}
		fmt.Fprintf(stdout, "%-9s %7.2f%% %7.2f%% %8.2f%% %9.2f %10.1f %7d\n", mode.Name,
			100*st.RTP(), 100*st.RTPCI99(), 100*st.HitRate(), st.SigmaX(), float64(st.MaxWin)/float64(st.Stake), st.Capped)
	}

	// Frost Reels, the strip title (reels.go): every combination of its
	// stops played once, for its exact RTP.
	fr, err := stripgame.New(frostReels())
	if err != nil {
		return fail(err)
	}
	c, err := exact.FullCycle(context.Background(), fr, fr.DefaultBet(), exact.Options{Workers: *workers})
	if err != nil {
		return fail(err)
	}
	rtp, _ := c.RTP.Float64()
	hit, _ := c.HitRate().Float64()
	if *asJSON {
		b, err := json.Marshal(map[string]any{
			"game": c.Game, "config": c.Config, "bet": c.Bet, "combinations": c.Combinations,
			"rtp_num": c.RTP.Num().String(), "rtp_den": c.RTP.Denom().String(), "rtp": rtp, "hit_rate": hit,
		})
		if err != nil {
			return fail(err)
		}
		fmt.Fprintf(stdout, "%s\n", b)
		return 0
	}
	fmt.Fprintf(stdout, "\nFrost Reels: every one of its %d combinations of stops, bet %d\n", c.Combinations, c.Bet)
	fmt.Fprintf(stdout, "RTP %s = %.4f%% exactly, hit rate %.2f%%, deepest cascade %d\n",
		c.RTP.RatString(), 100*rtp, 100*hit, len(c.Depths)-1)
	return 0
}

// longRun is the number of rounds from which a run reports its progress.
const longRun = 10_000_000

// progress returns a sim.Config.Progress that writes the percentage done
// to w, on one line, each time it grows by at least one point.
func progress(w io.Writer, mode string) func(done, total int64) {
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
