package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/version"
)

// The exit statuses of every command of a [Tool].
const (
	// ExitOK: the command did its work (or printed the help asked for
	// with -h).
	ExitOK = 0
	// ExitFailure: the work failed: a scenario line that could not be
	// played, a record that did not replay, an incomplete merge, an input
	// that could not be read, a cancelled run.
	ExitFailure = 1
	// ExitUsage: the command line was refused before any work started: an
	// unknown command or flag, a stray argument, a bad value. The message
	// names the flag.
	ExitUsage = 2
)

// errUnknownGame is the sentinel a lookup of a name no title has
// wraps. Its text is for people: "unknown game".
var errUnknownGame = errors.New("unknown game")

// Tool is the command-line tools over a studio's titles: simulation,
// par sheets, publishing, scenarios, record, replay and recall (see the
// package documentation). Make it with [New].
//
// A Tool is immutable and safe for concurrent use: every command call has
// its own state, and titles are immutable by the games contract.
type Tool struct {
	titles []games.Game
	// openJournal opens a terminal's journal for replay -journal (see
	// WithJournals); nil: the command is refused.
	openJournal func(path string) (terminal.Journal, error)
	scenario    *scenarioCodec // the scenario command's types for titles
}

// An Option sets up a [Tool] at [New]; a Tool has no setters, so that it
// never changes once made.
type Option func(*Tool)

// WithJournals lets replay verify terminals' journals (replay -journal
// FILE): open opens the journal stored at a path, for instance
// games/terminal/sqlitejournal's Open. Without it, replay -journal is
// refused: the tools stay free of any storage engine unless a main chooses
// one.
func WithJournals(open func(path string) (terminal.Journal, error)) Option {
	return func(t *Tool) { t.openJournal = open }
}

// New returns the tools over titles, in the order given, set up by opts:
// commands that run over every title (simulate without -game) take them in
// this order, and parsheet's default is the first among them it can
// analyse (a strip game, whose players are [exact.StripPlayer]s, or a
// game with a feature, with a BaseGame method, whose base game is one). A studio's main is
//
//	os.Exit(cli.New(titles).Main(os.Args[1:]))
//
// New panics if a title is nil or two titles have the same name: that is a
// mistake in the program's main, not in its input.
func New(titles []games.Game, opts ...Option) *Tool {
	seen := make(map[string]bool, len(titles))
	for i, g := range titles {
		if g == nil {
			panic(fmt.Sprintf("cli: title %d is nil", i))
		}
		if seen[g.Name()] {
			panic(fmt.Sprintf("cli: two titles are called %q", g.Name()))
		}
		seen[g.Name()] = true
	}
	t := &Tool{titles: slices.Clone(titles)}
	for _, o := range opts {
		o(t)
	}
	t.scenario = newScenarioCodec(t.titles, t.lookup)
	return t
}

// lookup returns the title called name, or an error wrapping
// [errUnknownGame] that lists the names t knows, such as
// `unknown game "starlight" (known: starlight-christmas, crystal-spin)`.
func (t *Tool) lookup(name string) (games.Game, error) {
	for _, g := range t.titles {
		if g.Name() == name {
			return g, nil
		}
	}
	if len(t.titles) == 0 {
		return nil, fmt.Errorf("%w %q: no titles are registered", errUnknownGame, name)
	}
	return nil, fmt.Errorf("%w %q (known: %s)", errUnknownGame, name, strings.Join(t.names(nil), ", "))
}

// names returns the names of the titles keep accepts (all with keep nil).
func (t *Tool) names(keep func(games.Game) bool) []string {
	var out []string
	for _, g := range t.titles {
		if keep == nil || keep(g) {
			out = append(out, g.Name())
		}
	}
	return out
}

// command is one subcommand of Run.
type command struct {
	name, summary string
	run           func(t *Tool, ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

var commands = []command{
	{"simulate", "Monte Carlo RTP with its 99% interval; -shard and -merge split a run", func(t *Tool, ctx context.Context, args []string, _ io.Reader, stdout, stderr io.Writer) int {
		return withIdentity(stdout, func(w io.Writer) int { return t.cmdSimulate(ctx, args, w, stderr) })
	}},
	{"parsheet", "exact full-cycle par sheet of a strip game", func(t *Tool, ctx context.Context, args []string, _ io.Reader, stdout, stderr io.Writer) int {
		return withIdentity(stdout, func(w io.Writer) int { return t.cmdParsheet(ctx, args, w, stderr) })
	}},
	{"publish", "Stake Engine RGS math files of a title (-check DIR checks such files)", func(t *Tool, ctx context.Context, args []string, _ io.Reader, stdout, stderr io.Writer) int {
		return t.cmdPublish(ctx, args, stdout, stderr)
	}},
	{"scenario", "forced spins for QA and audit: JSON lines in, JSON lines out", (*Tool).cmdScenario},
	{"replay", "replay recorded rounds and check them bit for bit (replay FILE|-)", func(t *Tool, ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
		return withIdentity(stdout, func(w io.Writer) int { return t.cmdReplay(ctx, args, stdin, w, stderr) })
	}},
	{"record", "record rounds as JSON lines (replay -record)", func(t *Tool, ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
		return t.cmdReplay(ctx, append([]string{"-record"}, args...), stdin, stdout, stderr)
	}},
	{"recall", "show the last 10 recorded rounds, newest first, each replayed (replay -recall)", func(t *Tool, ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
		return withIdentity(stdout, func(w io.Writer) int { return t.cmdReplay(ctx, append([]string{"-recall"}, args...), stdin, w, stderr) })
	}},
}

// Run runs the command that args[0] names with the arguments that follow,
// for a studio's single binary: simulate, parsheet, publish, scenario,
// replay, record (replay -record) or recall (replay -recall). "-h", "-help" and
// "help" print the commands and the titles to stderr and return [ExitOK];
// no command, or an unknown one, prints them and returns [ExitUsage].
// "-version", alone or among a command's flags, prints the software
// identity to stdout (module version, VCS revision, Go version, build
// settings, the executable's SHA-256) and returns [ExitOK] without running
// the command. It returns the command's exit status.
func (t *Tool) Run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		t.usage(stderr)
		return ExitUsage
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		t.usage(stderr)
		return ExitOK
	case "-version", "--version", "version":
		return printVersion(program(), stdout, stderr)
	}
	for _, c := range commands {
		if c.name == args[0] {
			if version.Asked(args[1:]) {
				name := program()
				if name != c.name { // a studio's binary, not examples/simulate
					name += " " + c.name
				}
				return printVersion(name, stdout, stderr)
			}
			return c.run(t, ctx, args[1:], stdin, stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "%s: unknown command %q\n\n", program(), args[0])
	t.usage(stderr)
	return ExitUsage
}

// Main is [Tool.Run] on the process's standard streams, with a context that
// an interrupt (Ctrl-C) cancels: a studio's main is
//
//	os.Exit(cli.New(titles).Main(os.Args[1:]))
func (t *Tool) Main(args []string) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return t.Run(ctx, args, os.Stdin, os.Stdout, os.Stderr)
}

// usage prints the commands and the titles.
func (t *Tool) usage(w io.Writer) {
	fmt.Fprintf(w, "usage: %s COMMAND [flags] [arguments]\n\ncommands:\n", program())
	for _, c := range commands {
		fmt.Fprintf(w, "  %-9s %s\n", c.name, c.summary)
	}
	fmt.Fprintf(w, "\n%s COMMAND -h describes a command's flags; %s -version prints the software identity.\n", program(), program())
	t.printTitles(w)
}

// printVersion writes the -version report of program to stdout.
func printVersion(program string, stdout, stderr io.Writer) int {
	if err := version.Write(stdout, program); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", program, err)
		return ExitFailure
	}
	return ExitOK
}

// withIdentity runs a command that writes a report to stdout through run
// and, if it succeeded with a text report (output that is not JSON, whose
// first byte is not '{'), ends the report with a line naming the software
// that wrote it (internal/version). JSON output is left as it is: its keys
// are pinned.
func withIdentity(stdout io.Writer, run func(io.Writer) int) int {
	w := &sniffer{w: stdout}
	status := run(w)
	if status == ExitOK && w.n > 0 && w.first != '{' {
		fmt.Fprintln(stdout, "software: "+version.Line())
	}
	return status
}

// sniffer is a writer that remembers how much it wrote and its first byte.
type sniffer struct {
	w     io.Writer
	n     int64
	first byte
}

func (s *sniffer) Write(p []byte) (int, error) {
	if s.n == 0 && len(p) > 0 {
		s.first = p[0]
	}
	n, err := s.w.Write(p)
	s.n += int64(n)
	return n, err
}

// printTitles lists the titles with their modes, marking strip games.
func (t *Tool) printTitles(w io.Writer) {
	if len(t.titles) == 0 {
		fmt.Fprintln(w, "\nno titles are registered")
		return
	}
	fmt.Fprintln(w, "\ntitles:")
	for _, g := range t.titles {
		var modes []string
		for _, m := range g.Modes() {
			modes = append(modes, m.Name)
		}
		strip := ""
		if isStrip(g) {
			strip = ", strip game"
		}
		fmt.Fprintf(w, "  %s (modes %s%s)\n", g.Name(), strings.Join(modes, ", "), strip)
	}
}

// program returns the name the process was started as, for usage lines.
func program() string { return filepath.Base(os.Args[0]) }

// usageError is a refused command line: exit status 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

// usagef returns a *usageError.
func usagef(format string, a ...any) error { return &usageError{fmt.Sprintf(format, a...)} }

// exit prints err, if any, as "name: message" and returns its exit status.
func exit(name string, err error, stderr io.Writer) int {
	var ue *usageError
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
		return ExitOK
	case errors.Is(err, errFlags):
		return ExitUsage // the flag package has printed it
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "%s: %s\n", name, ue.msg)
		return ExitUsage
	}
	fmt.Fprintf(stderr, "%s: %v\n", name, err)
	return ExitFailure
}

// errFlags is a command line the flag package refused and reported.
var errFlags = errors.New("bad flags")

// newFlags returns a flag set for the command name whose usage prints
// synopsis, the description, the flags and the titles.
func (t *Tool) newFlags(name, synopsis, description string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	// Run answers -version before the command parses its flags; it is
	// here for -h, and so that -version=false is accepted.
	fs.Bool("version", false, "print the software identity (module version, VCS revision, Go version, build settings, SHA-256 of the executable) and exit")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: %s\n\n%s\n\nflags:\n", synopsis, description)
		fs.PrintDefaults()
		t.printTitles(stderr)
	}
	return fs
}

// parseFlags parses args with fs, mapping its errors: -h to flag.ErrHelp,
// anything else (already printed by fs) to errFlags.
func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return errFlags
	}
	return nil
}

// setFlags returns the names of the flags set on the command line.
func setFlags(fs *flag.FlagSet) map[string]bool {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	return set
}

// modeNames returns the names of g's modes, joined for a message.
func modeNames(g games.Game) string {
	var names []string
	for _, m := range g.Modes() {
		names = append(names, m.Name)
	}
	return strings.Join(names, ", ")
}
