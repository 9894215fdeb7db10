package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/catalog"
	"github.com/slotmech/slotmech/rng"
)

// run is the program behind main, with its inputs and the catalog of games
// passed in. It returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer, cat []games.Game) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	record := fs.Bool("record", false, "record rounds instead of replaying them")
	name := fs.String("game", "", "game to record (with -record)")
	seed := fs.Uint64("seed", 1, "seed of the recorded rounds (with -record)")
	rounds := fs.Int("rounds", 10, "number of rounds to record (with -record)")
	bet := fs.Int64("bet", 0, "base bet in minor units (with -record; default: the game's)")
	mode := fs.String("mode", string(games.Standard), "mode (with -record)")
	quiet := fs.Bool("q", false, "print only the verdict of each replayed round")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *record {
		if fs.NArg() > 0 || *rounds < 0 || *name == "" {
			fmt.Fprintln(stderr, "replay: -record needs -game NAME, takes no files, and -rounds must be >= 0")
			return 2
		}
		g, err := recordable(cat, *name)
		if err != nil {
			fmt.Fprintln(stderr, "replay:", err)
			return 2
		}
		return recordRounds(g, *seed, *rounds, slotmech.Money(*bet), games.Mode(*mode), stdout, stderr)
	}
	inputs := []io.Reader{stdin}
	if fs.NArg() > 0 {
		inputs = inputs[:0]
		for _, path := range fs.Args() {
			f, err := os.Open(path)
			if err != nil {
				fmt.Fprintln(stderr, "replay:", err)
				return 2
			}
			defer f.Close()
			inputs = append(inputs, f)
		}
	}
	failed := false
	n := 0
	for _, in := range inputs {
		sc := bufio.NewScanner(in)
		sc.Buffer(make([]byte, 1<<20), 1<<26)
		for sc.Scan() {
			if len(sc.Bytes()) == 0 {
				continue
			}
			n++
			if !replayLine(n, sc.Bytes(), cat, *quiet, stdout) {
				failed = true
			}
		}
		if err := sc.Err(); err != nil {
			fmt.Fprintln(stderr, "replay:", err)
			return 1
		}
	}
	if failed {
		return 1
	}
	return 0
}

// recordable looks the game up and checks that it can be recorded.
func recordable(cat []games.Game, name string) (games.Recordable, error) {
	g, err := catalog.Find(cat, name)
	if err != nil {
		return nil, err
	}
	r, ok := g.(games.Recordable)
	if !ok {
		return nil, fmt.Errorf("game %q cannot be recorded", name)
	}
	return r, nil
}

func recordRounds(g games.Recordable, seed uint64, rounds int, bet slotmech.Money, mode games.Mode, stdout, stderr io.Writer) int {
	if bet == 0 {
		bet = g.DefaultBet()
	}
	src := rng.NewStream(seed, 0)
	enc := json.NewEncoder(stdout)
	for i := range rounds {
		rec, err := games.RecordRound(g, bet, mode, src)
		if err != nil {
			fmt.Fprintf(stderr, "replay: round %d: %v\n", i+1, err)
			return 1
		}
		if err := enc.Encode(rec); err != nil {
			fmt.Fprintln(stderr, "replay:", err)
			return 1
		}
	}
	return 0
}

// replayLine replays the record on one input line and reports the verdict.
func replayLine(n int, line []byte, cat []games.Game, quiet bool, stdout io.Writer) bool {
	var rec games.Record
	if err := json.Unmarshal(line, &rec); err != nil {
		fmt.Fprintf(stdout, "record %d: FAILED: not a record: %v\n", n, err)
		return false
	}
	g, err := recordable(cat, rec.Game)
	if err != nil {
		fmt.Fprintf(stdout, "record %d: FAILED: %v\n", n, err)
		return false
	}
	v, err := games.Replay(g, &rec)
	if err != nil {
		fmt.Fprintf(stdout, "record %d (%s, bet %d, %s): FAILED: %v\n", n, rec.Game, rec.Bet, rec.Mode, err)
		return false
	}
	fmt.Fprintf(stdout, "record %d (%s, bet %d, %s): OK, replayed bit for bit\n", n, rec.Game, rec.Bet, rec.Mode)
	if !quiet {
		v.Fprint(stdout)
	}
	return true
}
