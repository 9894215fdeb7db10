// Command simulate measures the return to player (RTP) of the reference
// games: with no flags, the main job, each game and mode by the best method
// it allows; with flags, games/cli's simulate over the library's catalog
// (plain Monte Carlo with its 99% confidence interval, hit rate, free-spin
// rate, largest win and standard deviation).
//
// Usage:
//
//	simulate
//	simulate -plain
//	simulate [-game NAME] [-ante | -mode M] [-spins N] [-seed S] [-workers W] [-bet B] [-shard I/N|auto/N] [-json] [-html FILE]
//	simulate -merge [-partial] [-json] [-html FILE] FILE…
//
// With no flags it runs the main job, which answers within about a minute on
// two cores: every game of the catalog in every mode, each figure exactly or
// to ± 0.1 pp at 99%, and says which method gave it. Crystal Spin, whose
// rounds are decided by its reel stops, is played over its full cycle (the
// exact RTP as a fraction, as parsheet gives it); Starlight Christmas is
// estimated by the stratified estimator of internal/estimate (12 000 000 base
// spins per mode, seed 1; the figures of examples/tune). A figure whose
// interval came out wider than ± 0.1 pp is marked and warned about.
//
// -plain alone simulates every game of the catalog in every mode by plain
// Monte Carlo (2 000 000 spins each) and prints a table; any other flag
// selects the same simulation (-plain may be given with them, and changes
// nothing then). -game picks one game; -ante plays
// only the ante mode and -ante=false every mode but ante; -mode picks a mode
// by name. -bet is the base bet in minor units (default: the game's).
// -workers 0 (the default) means one per CPU; the figures depend on the seed
// and the number of spins only, never on -workers.
//
// With -json it prints one JSON object per game and mode, with the keys
// game, mode, spins, seed, wagered, won, rtp, rtp_ci99, hit_rate, fs_rate,
// max_win_x, sigma_x and config, and the exact sums a merge needs (see
// sim.Stats.MarshalJSON).
//
// A long run can be split: -shard I/N plays shard I of N (0 ≤ I < N) of the
// run. Save each shard's -json output and merge the files with -merge: the
// result is exactly that of the run played in one go, in the same format. A
// merge that lacks shards is refused, naming them, unless -partial is given.
//
// -html FILE also writes a report people can read: one self-contained HTML
// page with the figures, the configuration identity, the contributions by
// symbol, run length and feature, and charts of the win distribution, of the
// RTP with its 99% band as rounds accumulate and of free-spin lengths.
//
// In a cluster job, -shard auto/N takes I from JOB_COMPLETION_INDEX (a
// Kubernetes Indexed Job) or SLURM_ARRAY_TASK_ID (a Slurm job array):
// deploy/k8s/simulate-job.yaml and deploy/slurm/simulate.sbatch run a
// sharded run that way.
//
// On a terminal, a long run shows a progress bar with its rate and the time
// left on standard error; with -json, or off a terminal, it shows nothing.
// Bad flags are refused with a message and exit status 2; a failed run or
// merge exits with status 1.
package main

import (
	"context"
	"io"
	"os"

	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/internal/catalog"
)

// tool is games/cli over the reference games.
var tool = cli.New(catalog.All())

func main() { os.Exit(run(context.Background(), os.Args[1:], os.Stdout, os.Stderr)) }

// run is the program: the main job with no arguments, games/cli's simulate
// (plain Monte Carlo) otherwise.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		return answer(ctx, catalog.All(), 0, stdout, stderr)
	}
	if args[0] == "-plain" || args[0] == "--plain" {
		args = args[1:]
	}
	return tool.Run(ctx, append([]string{"simulate"}, args...), os.Stdin, stdout, stderr)
}
