// Command parsheet computes the exact par sheet of a reel-strip game: it
// plays every combination of reel stops once (cascades included) and prints
// the exact RTP as a fraction and a percentage, the hit rate, what each
// symbol and each run length contributes, the distribution of cascade depths
// and of wins: games/cli's parsheet over the library's catalog, whose strip
// game is Crystal Spin.
//
// Usage:
//
//	go run ./examples/parsheet [-game crystal-spin] [-bet 100] [-workers W] [-stakes title|none|B,B…] [-lines=false] [-date YYYY-MM-DD] [-json] [-html FILE]
//	go run ./examples/parsheet [-game crystal-spin] -shard I/N|auto/N > shard-I.json
//	go run ./examples/parsheet -merge [-date YYYY-MM-DD] [-json] [-html FILE] shard-*.json
//
// -workers 0 (the default) means one per CPU. The sheet has what a lab reads
// first: the exact RTP and the maximum exposure at every stake of CS-11 (a
// full cycle each: by default eleven full cycles with the line walk, about
// ten times one; -stakes none -lines=false for the sheet's bet alone), the
// hit frequency of each pay entry and line, the volatility index VI = z·σ at
// 90/95/99%, the reel strips, RISK's contribution (0) and the jackpot's (not
// part of the sheet), the tool's version and the date (-date, else
// SOURCE_DATE_EPOCH's day, else today in UTC). With -json it prints one JSON
// object with the keys game, config, bet, combinations, rtp_num, rtp_den (the
// exact RTP as decimal integer strings), rtp, hit_rate, hits, won, wagered,
// max_win, sigma_x, depths, symbols and run_lengths, then those figures under
// date, tool, certified_rtp, reel_strips, pay_entries, pay_entries_note,
// lines, volatility, stakes, risk, jackpot, win_bands and cascade_depths.
// -html FILE also writes the par sheet as a self-contained HTML page with
// its charts (win distribution, cascade depths), each with its numbers in a
// table beside it.
//
// -shard I/N analyses the combinations whose first-reel stop s has s mod N =
// I and prints their exact sums as JSON (auto/N takes I from a Kubernetes
// Indexed Job or a Slurm job array); -merge adds the shards up into exactly
// the par sheet of one run. A game it cannot analyse (neither a strip game
// nor a game with a feature whose base game is one), and bad flags, are
// refused with a message and exit status 2.
package main

import (
	"os"

	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/internal/catalog"
)

// tool is games/cli over the reference games.
var tool = cli.New(catalog.All())

func main() { os.Exit(tool.Main(append([]string{"parsheet"}, os.Args[1:]...))) }
