// Package cli is the command-line tools over any set of titles: a studio
// registers its titles with [New] and its main of about ten lines (see the
// example) gets the same programs the library's reference games have:
//
//   - simulate: Monte Carlo RTP with its 99% confidence interval, hit rate,
//     free-spin rate, largest win and σ, as a table or JSON lines, and with
//     -html FILE a report people can read (internal/report); -shard I/N plays
//     one shard of a run and -merge FILE… merges the shards' JSON into
//     exactly the figures of the whole run (an incomplete merge is refused
//     unless -partial is given).
//   - parsheet: the exact full-cycle par sheet of a strip game (its players are
//     exact.StripPlayers): RTP as
//     a fraction, hit rate, contributions by symbol and run length, cascade
//     depths, win bands, and with -html FILE the same as a page; -shard I/N
//     analyses part of the first reel's stops and -merge adds the parts up
//     exactly. For a title with a feature whose base game is a strip game
//     (one with a BaseGame method, such as games/stripgame's free-spin titles), the base game is
//     exact, and so are free spins on fixed strips (exact.FreeSpinRTP: the RTP
//     as a fraction, the trigger chance, the free spins per trigger); other
//     features are simulated; each part is said to be which.
//   - publish: the math files of the Stake Engine RGS for every mode of a
//     title (internal/stakeengine), with the exact cost of the format's
//     rounding; -check DIR checks such files.
//   - scenario: forced spins for QA and audit, one JSON case per line in,
//     one JSON result per line out, over [games.Player.PlayForced]: a screen,
//     what falls in, the round's state by the title's declared inputs.
//   - replay, record and recall: record rounds as JSON lines, replay them
//     bit for bit naming the first difference of a failed record and its
//     line, and show the last ten for game recall, each replayed from its
//     draws (a record shown that does not replay fails the recall).
//
// [Tool.Run] runs the command its first argument names, with its arguments
// and streams, and returns an exit status, so that a program can offer one
// command per binary (the library's examples/simulate is Run of "simulate"
// and its arguments over its catalog) or all of them in one binary with
// [Tool.Main], which dispatches on a subcommand and whose -h lists the
// commands and the titles. Every command's -h describes its flags and
// formats.
//
// # Software identity
//
// -version, alone or among any command's flags, prints the identity of the
// binary (internal/version: module version, VCS revision and whether the
// tree was modified, Go version, build settings, the executable's SHA-256)
// and runs nothing. The text reports of simulate and parsheet end with the
// one-line identity ("software: …") and their HTML pages carry it; JSON
// output does not, so that its bytes stay those of the format.
//
// # Cluster runs
//
// simulate and parsheet split their work into shards that run anywhere and
// merge exactly. In a cluster job, -shard auto/N takes the shard's index from
// the environment: JOB_COMPLETION_INDEX in a Kubernetes Indexed Job
// or SLURM_ARRAY_TASK_ID in a Slurm job array
// (run with --array=0-(N-1)). The repository's deploy/
// directory has a Job manifest and an sbatch script.
//
// # Progress
//
// On a terminal, simulate, parsheet and publish draw a progress bar with
// the rate and the time left on their error stream; with -json, or when it
// is not a terminal, they show nothing.
//
// # Exit statuses
//
// [ExitOK] (0) when the work is done, [ExitFailure] (1) when it failed (a
// scenario line that could not be played, a record that did not replay, an
// incomplete merge, an input that could not be read, an interrupted run) and
// [ExitUsage] (2) when the command line is refused before any work starts:
// an unknown flag or command, a stray argument, a bad value. Messages go to
// the error stream prefixed with the command's name and name the flag at
// fault; a bad input line is reported in the output, in the user's words
// (JSON field names, rows and reels from 0), never with Go type names.
//
// # Concurrency
//
// A [Tool] is immutable and safe for concurrent use; each command call has
// its own state. simulate and parsheet spread their work over goroutines
// (-workers, 0 meaning one per CPU) and their figures never depend on how
// many. Commands honour the cancellation of their context: [Tool.Main]
// cancels it on an interrupt.
//
// # What it is not for
//
// It holds no game logic and no maths of its own: figures come from
// games/sim and games/exact, records from games/record, the views of a
// round from internal/roundview. It does not play a terminal game with credit and meters, and
// it is not a server: a production system calls the games packages directly.
package cli
