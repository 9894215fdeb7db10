// Command replay records rounds of the reference games and replays recorded
// rounds, checking each against its record: the tool a test lab uses to
// recall a game and to confirm that the software plays it bit for bit as
// recorded. It is games/cli's replay over the library's catalog.
//
// Usage:
//
//	replay -record -game NAME [-rounds N] [-seed S] [-bet B] [-mode M]
//	replay [-q] [FILE|-]…
//	replay -recall [FILE|-]…
//	replay -journal FILE [-key KEYFILE]
//
// With -record it plays N rounds (default 10) of the game on the seeded
// stream and writes one JSON record per line to standard output: the game,
// the identity of its configuration (SHA-256 of its canonical encoding),
// bet, mode, every raw value drawn, and the itemised outcome.
//
// Otherwise it reads records, one JSON object per line, from the files (or
// standard input), replays each from its draws alone and prints the verdict
// and the itemised round (-q: only the verdict), then how many records it
// replayed ("replayed 12 records: all match"). A record of another
// configuration, whose draws run out or are left over, or whose outcome
// differs from the replay (an edited record) is reported with its line and
// the first difference; the exit status is then 1, as for an input without
// records. -recall prints the last 10 records, newest first. -journal FILE
// verifies a terminal's SQLite journal (examples/play -state FILE writes
// one): its MAC chain and entries, naming the first entry at fault. It
// needs the terminal's key, the one the journal was written with: -key
// KEYFILE (hexadecimal, at least 32 bytes, mode 0600) or else the
// environment variable SLOTMECH_TERMINAL_KEY; without one it fails. Bad
// flags exit with status 2.
package main

import (
	"os"

	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/games/terminal/sqlitejournal"
	"github.com/slotmech/slotmech/internal/catalog"
)

// tool is games/cli over the reference games, verifying terminals' SQLite
// journals with -journal.
var tool = cli.New(catalog.All(), cli.WithJournals(openJournal))

// openJournal opens an existing SQLite journal (never creating one).
func openJournal(path string) (terminal.Journal, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, err
	}
	return sqlitejournal.Open(path)
}

func main() { os.Exit(tool.Main(append([]string{"replay"}, os.Args[1:]...))) }
