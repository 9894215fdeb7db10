// Command replay records rounds of the reference games and replays recorded
// rounds, checking each against its record: the tool a test lab uses to
// recall a game and to confirm that the software plays it bit for bit as
// recorded.
//
// Usage:
//
//	replay -record -game NAME [-seed S] [-rounds N] [-bet B] [-mode M]
//	replay [-q] [FILE…]
//
// With -record it plays N rounds (default 10) of the game on the seeded
// stream and writes one JSON record per line to standard output: the game,
// the identity of its configuration (SHA-256 of its canonical encoding),
// bet, mode, every raw value drawn, and the itemised outcome.
//
// Otherwise it reads records, one JSON object per line, from the files (or
// standard input), replays each from its draws alone and prints the
// itemised round (-q: only the verdict). A record of another configuration,
// whose draws run out or are left over, or whose outcome differs from the
// replay (an edited record) is reported with the first difference; the exit
// status is then 1. Bad flags exit with status 2.
package main

import (
	"os"

	"github.com/slotmech/slotmech/internal/catalog"
)

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, catalog.All())) }
