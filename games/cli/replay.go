package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/record"
	"github.com/slotmech/slotmech/games/terminal"
	recallring "github.com/slotmech/slotmech/internal/recall"
	"github.com/slotmech/slotmech/internal/roundview"
	"github.com/slotmech/slotmech/internal/termkey"
	"github.com/slotmech/slotmech/rng"
)

const replaySynopsis = `replay -record -game NAME [-rounds N] [-seed S] [-bet B] [-mode M]
       replay [-q] [FILE|-]…
       replay -recall [FILE|-]…
       replay -journal FILE [-key KEYFILE]`

const replayDescription = `With -record, replay plays N rounds of the title on stream 0 of the seed and
writes one JSON record per line to standard output: the game, the identity
of its configuration (SHA-256 of its canonical encoding), bet, mode, every
raw value drawn, and the itemised outcome.

Otherwise it reads records, one JSON object per line, from the files (- or
none: standard input), replays each from its draws alone and prints the
verdict and the itemised round (-q: the verdict only), then how many records
it replayed. A record of another configuration, whose draws run out or are
left over, or whose outcome differs from the replay (an edited record) is
reported with its line and the first difference, and the exit status is 1;
so is an input without records. Unknown fields in a record are refused.

With -recall it prints the last 10 records of the input, newest first: the
last game and the nine before it, each replayed from its draws alone, with
its draws and its round. A record shown that does not replay (an edited
record) is reported as FAILED with the first difference, and the exit
status is 1.

With -journal it verifies a terminal's journal (its critical memory): the
MAC chain from the first entry and every entry's content, under the
terminal's key, read from -key KEYFILE (hexadecimal, mode 0600) or else
from the environment variable SLOTMECH_TERMINAL_KEY; without a key it
fails. An edited, forged, reordered or truncated-inside journal is
reported with the first entry at fault and exit status 1; a sound one
prints its head (the last entry's number and MAC), which an operator
compares with the one the terminal's anchor records. Only programs that
chose a journal store offer it.`

// replayOptions are replay's parsed command line.
type replayOptions struct {
	record, recall, quiet bool
	journal, key          string
	game                  string
	seed                  uint64
	rounds                int
	bet                   int64
	mode                  string
	files                 []string
}

// Replay is the replay command: it records rounds (-record), replays
// recorded rounds and checks them bit for bit, or shows the last 10 (-recall),
// each replayed and checked too (see the package documentation, or run it
// with -h). Records are read from
// the files named by the arguments, or from stdin. It returns [ExitOK],
// [ExitFailure] (a record that failed, an input without records or that
// could not be read) or [ExitUsage].
func (t *Tool) cmdReplay(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	opt, err := t.parseReplay(args, stderr)
	if err == nil {
		switch {
		case opt.record:
			err = t.recordRounds(ctx, opt, stdout)
		case opt.recall:
			err = t.recall(opt, stdin, stdout)
		case opt.journal != "":
			err = t.verifyJournal(ctx, opt.journal, opt.key, stdout)
		default:
			err = t.replayRecords(ctx, opt, stdin, stdout)
		}
	}
	return exit("replay", err, stderr)
}

// parseReplay reads replay's command line.
func (t *Tool) parseReplay(args []string, stderr io.Writer) (*replayOptions, error) {
	fs := t.newFlags("replay", replaySynopsis, replayDescription, stderr)
	var opt replayOptions
	fs.BoolVar(&opt.record, "record", false, "record rounds instead of replaying them")
	fs.BoolVar(&opt.recall, "recall", false, "show the last 10 records of the input, newest first")
	fs.StringVar(&opt.game, "game", "", "the title to record (with -record)")
	fs.Uint64Var(&opt.seed, "seed", 1, "seed of the recorded rounds (with -record)")
	fs.IntVar(&opt.rounds, "rounds", 10, "number of rounds to record (with -record)")
	fs.Int64Var(&opt.bet, "bet", 0, "base bet in minor units (with -record); 0 means the title's default")
	fs.StringVar(&opt.mode, "mode", "", "the mode to record (with -record; default: the title's first)")
	fs.BoolVar(&opt.quiet, "q", false, "print only the verdict of each replayed record")
	fs.StringVar(&opt.journal, "journal", "", "verify the MAC chain and the entries of a terminal's journal FILE")
	fs.StringVar(&opt.key, "key", "", "the terminal's key `KEYFILE` (with -journal); default: $"+termkey.Env)
	if err := parseFlags(fs, args); err != nil {
		return nil, err
	}
	if opt.journal != "" {
		switch {
		case t.openJournal == nil:
			return nil, usagef("-journal: this program reads no terminal journals (its main did not give cli.WithJournals to cli.New)")
		case len(setFlags(fs)) > 1+btoi(opt.key != "") || fs.NArg() > 0:
			return nil, usagef("-journal FILE takes no other flag or argument than -key")
		}
		return &opt, nil
	}
	set := setFlags(fs)
	if set["key"] {
		return nil, usagef("-key only applies to -journal")
	}
	opt.files = fs.Args()
	switch {
	case opt.record && opt.recall:
		return nil, usagef("-record and -recall: give one of them")
	case opt.quiet && (opt.record || opt.recall):
		return nil, usagef("-q only applies to replaying")
	case !opt.record:
		for _, name := range []string{"game", "rounds", "seed", "bet", "mode"} {
			if set[name] {
				return nil, usagef("-%s only applies to -record", name)
			}
		}
		return &opt, nil
	case fs.NArg() > 0:
		return nil, usagef("unexpected argument %q (-record writes its records to standard output)", fs.Arg(0))
	case opt.game == "":
		return nil, usagef("-record needs -game NAME (titles: %s)", strings.Join(t.names(nil), ", "))
	case opt.rounds < 1:
		return nil, usagef("-rounds %d: want at least 1", opt.rounds)
	case opt.bet < 0:
		return nil, usagef("-bet %d: want a positive amount in minor units, or 0 for the title's default", opt.bet)
	}
	return &opt, nil
}

// recordRounds writes opt.rounds records of opt.game to stdout.
func (t *Tool) recordRounds(ctx context.Context, opt *replayOptions, stdout io.Writer) error {
	g, err := t.lookup(opt.game)
	if err != nil {
		return usagef("-game: %v", err)
	}
	m, ok := games.FindMode(g, opt.mode)
	if !ok {
		return usagef("-mode %s: %s has no mode %q (modes: %s)", opt.mode, g.Name(), opt.mode, modeNames(g))
	}
	bet := slotmech.Money(opt.bet)
	if bet == 0 {
		bet = g.DefaultBet()
	}
	if _, err := g.Stake(bet, m.Name); err != nil {
		return usagef("-bet %d: %v", bet, err)
	}
	src := rng.NewStream(opt.seed, 0)
	player := g.NewPlayer()
	out := bufio.NewWriter(stdout)
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	for i := range opt.rounds {
		if err := ctx.Err(); err != nil {
			out.Flush()
			return err
		}
		rec, err := record.Play(g, player, bet, m.Name, src)
		if err != nil {
			out.Flush()
			return fmt.Errorf("round %d: %w", i+1, err)
		}
		if err := enc.Encode(rec); err != nil {
			return err
		}
	}
	return out.Flush()
}

// recordLine is one non-blank line of an input of records.
type recordLine struct {
	where string // "line 3" or "rounds.jsonl line 3"
	line  []byte
}

// eachLine calls fn with every non-blank line of the inputs that files
// name ("-" or none: stdin), in order, until fn returns false. A file that
// cannot be opened or read is an error.
func eachLine(files []string, stdin io.Reader, fn func(recordLine) bool) error {
	if len(files) == 0 {
		files = []string{"-"}
	}
	type input struct {
		name string
		r    io.Reader
	}
	var inputs []input
	for _, name := range files {
		if name == "-" {
			inputs = append(inputs, input{"", stdin})
			continue
		}
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		inputs = append(inputs, input{name + " ", f})
	}
	for _, in := range inputs {
		r := bufio.NewReader(in.r)
		for n := 1; ; n++ {
			line, err := r.ReadBytes('\n')
			if len(bytes.TrimSpace(line)) > 0 {
				if !fn(recordLine{fmt.Sprintf("%sline %d", in.name, n), line}) {
					return nil
				}
			}
			if err == io.EOF {
				break
			}
			if err != nil {
				return fmt.Errorf("reading %sinput: %w", in.name, err)
			}
		}
	}
	return nil
}

// decodeRecord reads one record strictly: one JSON object, no unknown
// field, a game named. Errors are in the user's words.
func decodeRecord(line []byte) (*record.Record, error) {
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	var strict strictRecord // the outcome too is checked member by member
	if err := dec.Decode(&strict); err != nil {
		return nil, fmt.Errorf("not a record: %s", jsonProblem(err))
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("not a record: more than one JSON value on the line")
	}
	if strict.Game == "" {
		return nil, errors.New(`not a record: missing "game"`)
	}
	var rec record.Record
	if err := json.Unmarshal(line, &rec); err != nil { // cannot fail: strict decoded it
		return nil, fmt.Errorf("not a record: %s", jsonProblem(err))
	}
	return &rec, nil
}

// strictRecord is record.Record with its outcome decoded, so that a line
// with an unknown or mistyped member anywhere is refused in its words.
type strictRecord struct {
	Game    string          `json:"game"`
	Config  string          `json:"config"`
	Bet     slotmech.Money  `json:"bet"`
	Mode    string          `json:"mode"`
	Draws   record.Draws    `json:"draws"`
	Outcome roundview.Round `json:"outcome"`
}

// replayRecords replays every record of the inputs and says how many it
// replayed.
func (t *Tool) replayRecords(ctx context.Context, opt *replayOptions, stdin io.Reader, stdout io.Writer) error {
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	var n, failed int
	var first string
	err := eachLine(opt.files, stdin, func(l recordLine) bool {
		if ctx.Err() != nil {
			return false
		}
		n++
		if err := t.replayOne(n, l, opt.quiet, out); err != nil {
			fmt.Fprintf(out, "record %d (%s): FAILED: %v\n", n, l.where, err)
			if failed == 0 {
				first = l.where
			}
			failed++
		}
		return true
	})
	switch {
	case err != nil:
		return err
	case ctx.Err() != nil:
		return ctx.Err()
	case n == 0:
		return errors.New("no records in the input")
	case failed > 0:
		fmt.Fprintf(out, "replayed %d records: %d failed, the first at %s\n", n, failed, first)
		if err := out.Flush(); err != nil {
			return err
		}
		return fmt.Errorf("%d of %d records failed, the first at %s", failed, n, first)
	}
	fmt.Fprintf(out, "replayed %d records: all match\n", n)
	return out.Flush()
}

// replayOne replays the record of line l, the n-th record, and prints its
// verdict (and, unless quiet, the round) if it matches.
func (t *Tool) replayOne(n int, l recordLine, quiet bool, w io.Writer) error {
	rec, err := decodeRecord(l.line)
	if err != nil {
		return err
	}
	g, err := t.lookup(rec.Game)
	if err != nil {
		return err
	}
	if err := record.Replay(g, rec); err != nil {
		return err
	}
	fmt.Fprintf(w, "record %d (%s, %s, bet %d, %s): OK, replayed bit for bit\n", n, l.where, rec.Game, rec.Bet, rec.Mode)
	if !quiet {
		if err := printOutcome(w, rec.Outcome); err != nil {
			return err
		}
	}
	return nil
}

// recall prints the last recallring.Default records of the inputs,
// newest first, each replayed from its draws: the verdict, the draws and
// the round. A record that does not replay is shown as FAILED with the
// first difference, and the recall then returns an error naming the first
// such record.
func (t *Tool) recall(opt *replayOptions, stdin io.Reader, stdout io.Writer) error {
	last := recallring.New(recallring.Default)
	where := map[*record.Record]string{}
	n := 0
	var bad error
	err := eachLine(opt.files, stdin, func(l recordLine) bool {
		rec, err := decodeRecord(l.line)
		if err != nil {
			bad = fmt.Errorf("%s: %w", l.where, err)
			return false
		}
		n++
		if last.Len() == recallring.Default {
			delete(where, last.Last()[recallring.Default-1]) // the oldest kept is forgotten
		}
		last.Add(rec)
		where[rec] = l.where
		return true
	})
	switch {
	case err != nil:
		return err
	case bad != nil:
		return bad
	case n == 0:
		return errors.New("no records in the input")
	}
	out := bufio.NewWriter(stdout)
	fmt.Fprintf(out, "the last %d of %d records, newest first\n", last.Len(), n)
	var failed int
	var first error
	for i, rec := range last.Last() {
		age := ""
		if i == 0 {
			age = "the last game; "
		}
		fmt.Fprintf(out, "\ngame %d of %d (%s%s): %s, bet %d, %s, configuration %s\n",
			i+1, last.Len(), age, where[rec], rec.Game, rec.Bet, rec.Mode, rec.Config)
		g, err := t.lookup(rec.Game)
		if err == nil {
			err = record.Replay(g, rec)
		}
		if err != nil {
			fmt.Fprintf(out, "FAILED: %v\n", err)
			if failed++; failed == 1 {
				first = fmt.Errorf("game %d of %d (%s) does not replay: %w", i+1, last.Len(), where[rec], err)
			}
			continue
		}
		fmt.Fprintf(out, "OK, replayed bit for bit from its %d draws:\n", len(rec.Draws))
		for j := 0; j < len(rec.Draws); j += 4 {
			fmt.Fprintf(out, " ")
			for _, d := range rec.Draws[j:min(j+4, len(rec.Draws))] {
				fmt.Fprintf(out, " %016x", d)
			}
			fmt.Fprintf(out, "\n")
		}
		if err := printOutcome(out, rec.Outcome); err != nil {
			return err
		}
	}
	if failed > 0 {
		fmt.Fprintf(out, "\nrecalled %d records: %d failed to replay\n", last.Len(), failed)
		if err := out.Flush(); err != nil {
			return err
		}
		if failed > 1 {
			return fmt.Errorf("%d of the %d records shown do not replay, the first: %w", failed, last.Len(), first)
		}
		return first
	}
	return out.Flush()
}

// verifyJournal checks the journal at path under the key in keyFile (or
// the environment's): its MAC chain from the first entry, every entry's
// content, and the recorded head where the store keeps one. It prints the
// head (the last entry's number and MAC), or returns the error naming the
// first entry at fault.
func (t *Tool) verifyJournal(ctx context.Context, path, keyFile string, stdout io.Writer) error {
	key, err := termkey.Load(keyFile)
	if err != nil {
		return err
	}
	j, err := t.openJournal(path)
	if err != nil {
		return err
	}
	if c, ok := j.(io.Closer); ok {
		defer c.Close()
	}
	// A store that records its head (games/terminal/sqlitejournal does)
	// verifies that too, so that entries cut off the end are found.
	var head terminal.JournalHead
	if v, ok := j.(interface {
		Verify(context.Context, []byte) (terminal.JournalHead, error)
	}); ok {
		head, err = v.Verify(ctx, key)
	} else {
		head, err = terminal.VerifyJournal(ctx, j, key)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	_, err = fmt.Fprintf(stdout, "%s: journal verified: %d:%x\n", path, head.Seq, head.Hash)
	return err
}

// printOutcome prints a record's outcome for a person to read
// (roundview.Round.Fprint).
func printOutcome(w io.Writer, outcome []byte) error {
	v, err := roundview.Parse(outcome)
	if err != nil {
		return err
	}
	return v.Fprint(w)
}

// btoi is 1 for true, 0 for false.
func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
