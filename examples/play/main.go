// Command play is Crystal Spin at a terminal: a person plays the game in a
// plain 80×24 terminal with the machine of package games/terminal, as
// internal/crystalterm configures it — CREDIT and WIN meters, stake
// steps, START, MAX BET, AUTO START/STOP, RISK with red/black, HALF, COLLECT
// and the five-card history, and the recall of the last ten games — at a
// terminal of a small jackpot system whose pools are shown.
//
//	go run ./examples/play [-seed S] [-credit C] [-state FILE [-key KEYFILE] [-anchor AFILE]]
//	        [-central URL -central-key CKFILE [-central-ca CAFILE]]
//	go run ./examples/play -verify FILE [-key KEYFILE] [-anchor AFILE]
//
// Input is line-based, so the program works in any terminal and can be
// scripted: type a key and press Enter (several keys on one line are acted on
// in turn). The keys are listed on the screen:
//
//	s      START (COLLECT during RISK)   m  MAX BET (1 000 Kč and START)
//	+ -    next / previous stake         a  AUTO START (plays the first game)
//	Enter  next AUTO START game          x  STOP
//	r      RISK   R red   B black   h HALF   c COLLECT
//	i      insert 1 000 Kč   o cash out   l recall   t accounting   q quit
//	k …    the attendant key (a whole line, see "Hand pay" below)
//
// The first screen is shown before the first key is read, and after every
// key the whole screen is drawn again, 24 lines of at most 80 columns, so
// the newest screen fills the terminal. An illegal key shows the machine's
// error and changes nothing.
//
// l shows the game recall (GLI-19 §4.14): the last game and the nine
// before it, newest first, each on several screens. The first tells the
// game's number, time, stake and mode, the configuration identity (all 64
// hex digits) and the software identity that played it, CREDIT and WIN
// before the game, after it and after the RISK that followed, the reel
// stops and the raw draws (hex) they came from, the reels as they landed,
// the RISK decisions with their cards, the jackpot's win records (number,
// pool, amount, and announced, paid with the payout form's number, or
// refused) and whether the game's record replays bit for bit. Then one
// screen for every cascade step (CS-8: the screen evaluated, its winning
// symbols marked, the step's win and line wins with their positions) and
// the screen the game ended on. f and b move to the next and previous
// screen, n and p to the older and newer game, l (or Enter) goes back to
// the game; nothing else is accepted while the recall is shown.
//
// t shows the accounting screen: the master meters since the terminal's
// memory began — money inserted (CREDIT IN) and cashed out (CREDIT OUT),
// stakes of every game, game wins, what RISK won and lost, CREDIT and WIN
// now, games played, jackpot hits announced, and the jackpot wins paid by
// hand with their total (from the central system's win records of this
// terminal) — whether the meters balance, and the configuration and
// software identities. t, l or Enter go back to the game.
//
// -credit puts money on the machine at the start; it is at most
// 99 999 999 999 Kč, the most the CREDIT meter's column shows.
//
// The jackpot is drawn by the central jackpot system (CS-19): by default
// one embedded in this process (a venue of one terminal), with -central
// URL the service at URL (examples/central; several URLs, comma-separated,
// for several processes of one network), whose pools the screen then does
// not show; -central-key CKFILE is then the terminal's key of that
// service, the line "terminal T-0001 HEX" of the service's keys file,
// with which every request is signed (jackpot/central, Authentication);
// for an https URL, -central-ca CAFILE trusts the certificate authority in
// CAFILE (PEM) besides the system's.
// A terminal that cannot reach it starts no game: the screen
// says "Game N not started: the central jackpot system cannot be
// reached", and the terminal waits for the system (every key but i is
// refused) until it answers; then the game is void, or, if its report had
// reached the system, played out and shown as "Game N settled after the
// outage" (also on the screen of a session resumed with -state).
//
// With -seed the session is reproducible: every draw of the terminal
// (reels, RISK cards) comes from rng.NewStream(S, 0) and the embedded
// jackpot system's from rng.NewStream(S, 1<<63), and the same keys give the
// same screens. Without it the draws come from rng.NewCrypto(), as in production.
// The clock is read only to stamp the games (the recall shows their time)
// and the jackpot records.
//
// -state FILE keeps the session in the SQLite file FILE: the terminal's
// critical memory (package games/terminal/sqlitejournal: every key's effect
// is written before it is shown) and the jackpot pools (package
// jackpot/sqlstore; with -central the pools are the service's and the file
// keeps the journal only). Started again with the same FILE — after q, or after
// the process was killed or the power cut — the session resumes where it
// stopped: meters, stake, AUTO START, an open RISK, a jackpot lock-up, the recall of the last
// ten games (read from the journal), a game started but not yet answered
// by the central system settled (void, or drawn and played out if its
// report had reached the system: "Game N settled after the outage"). -credit is then ignored (it fills a new file only), and
// with -seed the draws come from stream number N of the seed, N the
// journal's last entry, so that a resumed session does not draw again
// what it drew before (the jackpot's, stream 1<<63 | N). The journal is pruned (terminal.Config.Prune): it
// keeps the opening entry and the entries since the last checkpoint but
// one, so the file does not grow with the hours played.
//
// # Keyed critical memory
//
// The journal's entries carry HMAC-SHA-256 MACs under the terminal's key
// (terminal.Config.Key), which is never stored in FILE: -state needs it,
// read from -key KEYFILE or else from the environment variable
// SLOTMECH_TERMINAL_KEY, in hexadecimal, at least 32 bytes. Without a key
// play refuses to start with -state (exit status 1), rather than keep a
// journal anyone could rewrite. Make a key once per terminal and keep it
// readable by the terminal's user only (play refuses a key file that group
// or others may read):
//
//	umask 077; openssl rand -hex 32 > /etc/slotmech/T-0001.key
//
// The key lives as long as the journal: to rotate it, cash out, archive
// FILE and its anchor, and start a new FILE with the new key. A journal
// written before keyed critical memory (unkeyed SHA-256) is refused with
// a key: settle it with the release that wrote it.
//
// Beside the journal play keeps its anchor (terminal.Anchor, package
// internal/anchorfile): the journal's last entry number and MAC, with its
// own MAC under the key, in AFILE (-anchor; default FILE.anchor), which
// should be on a medium the journal's writer cannot roll back. A journal
// older than its anchor, cut short, or replaced by another terminal's, a
// forged entry, a jackpot pool edited behind the terminal's back, or a
// journal that ends before the central system's last game of the terminal
// (journal and anchor rolled back together) stops play before the first
// screen: "TERMINAL LOCKED: critical memory fails its check: call an
// attendant", exit status 1; nothing is restored. The attendant's way out
// is to clear the critical memory: record what -verify reports, keep the
// refused FILE and its anchor for the investigation, and start a new FILE.
// The new machine numbers its games on after the central system's last
// game of the terminal, so none is taken for a game the system has.
//
// # Hand pay
//
// A jackpot hit locks the terminal (CS-20; CS-13: AUTO START stops and
// does not restart by itself): the screen keeps the announcement — pool,
// amount, win record number — and refuses every game, RISK and cash-out
// until the attendant key clears the lock-up. The attendant key is a
// whole input line beginning with k, its fields separated by |:
//
//	k ATTENDANT
//	k ATTENDANT | FORM NO | winner's name | birth date YYYY-MM-DD | address | document type | document number | checked by | y
//
// The first clears the lock-up without a payout form (the win stays
// announced, to be paid at the operator's seat); the second records the
// payout of the form numbered FORM NO with the central jackpot system
// (jackpot.Central.Pay): every field present and y (signed) marks the win
// paid with the form's number; a field missing or blank, or anything but
// y, marks it refused (no right to the payout). Either way the clearing is
// written to the journal with the attendant and the time, and the screen
// shows the win record as the central system recorded it. A payout the
// central system does not record (a blank form number; the service cannot
// be reached) leaves the terminal locked.
//
// -verify FILE checks the journal in FILE under the key — its MAC chain,
// entry by entry, its recorded head and, if AFILE exists, the anchor —
// prints the head and exits with 0, or names the first entry at fault and
// exits with 1.
package main

import (
	"bufio"
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/games/terminal/sqlitejournal"
	"github.com/slotmech/slotmech/internal/anchorfile"
	"github.com/slotmech/slotmech/internal/crystalterm"
	"github.com/slotmech/slotmech/internal/termkey"
	"github.com/slotmech/slotmech/internal/version"
	"github.com/slotmech/slotmech/jackpot"
	jpcentral "github.com/slotmech/slotmech/jackpot/central"
	"github.com/slotmech/slotmech/jackpot/sqlstore"
	"github.com/slotmech/slotmech/jackpot/sqlstore/sqlite"
	"github.com/slotmech/slotmech/rng"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run plays a session reading keys from stdin and drawing screens on
// stdout. It returns the exit status: 0 after q or the end of the input,
// 2 for bad flags, 1 if the session cannot be set up or the output fails.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(stderr)
	shown := version.Flag(fs, "play", stdout)
	seed := fs.String("seed", "", "play reproducibly from `S` (an unsigned integer); default: the OS's secure generator")
	credit := fs.Int64("credit", 0, "CREDIT at the start, in Kč (at most "+money(maxCredit)+"); a new -state file only")
	state := fs.String("state", "", "keep the session in the SQLite `FILE` and resume it from there")
	verify := fs.String("verify", "", "check the journal in `FILE` and exit")
	central := fs.String("central", "", "report the games to the central jackpot system at `URL` (several: comma-separated; see examples/central) instead of one embedded in this process")
	centralCA := fs.String("central-ca", "", "with -central https://…, trust the certificate authority in `CAFILE` (PEM) besides the system's")
	centralKey := fs.String("central-key", "", "with -central, the terminal's key of the central system in `CKFILE` (its line of the service's keys: terminal "+terminalID.ID+" HEX)")
	keyFile := fs.String("key", "", "the terminal's key in `KEYFILE` (hex, mode 0600), for -state and -verify; default: $"+termkey.Env)
	anchor := fs.String("anchor", "", "the journal's anchor `AFILE`; default: the -state or -verify FILE with .anchor added")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if shown() {
		return 0
	}
	ctx := context.Background()
	if *state == "" && *verify == "" && (*keyFile != "" || *anchor != "") {
		fmt.Fprintln(stderr, "play: -key and -anchor apply to -state and -verify only")
		return 2
	}
	anchorPath := func(file string) string {
		if *anchor != "" {
			return *anchor
		}
		return file + ".anchor"
	}
	var key []byte
	if *state != "" || *verify != "" {
		var err error
		if key, err = termkey.Load(*keyFile); err != nil {
			fmt.Fprintln(stderr, "play:", err)
			return 1
		}
	}
	if *verify != "" {
		if fs.NArg() > 0 || *state != "" || *seed != "" || *credit != 0 || *central != "" {
			fmt.Fprintln(stderr, "play: -verify takes no other flag or argument than -key and -anchor")
			return 2
		}
		head, anchored, err := verifyFile(ctx, *verify, key, anchorPath(*verify))
		if err != nil {
			fmt.Fprintf(stderr, "play: -verify %s: %v\n", *verify, err)
			return 1
		}
		fmt.Fprintf(stdout, "%s: journal verified: %d entries, head %d:%x; %s\n", *verify, head.Seq, head.Seq, head.Hash, anchored)
		return 0
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "play: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	if *credit < 0 {
		fmt.Fprintf(stderr, "play: -credit %d: must not be negative\n", *credit)
		return 2
	}
	if *credit > int64(maxCredit) {
		fmt.Fprintf(stderr, "play: -credit %d: at most %s Kč, the most the CREDIT meter shows\n", *credit, money(maxCredit))
		return 2
	}
	var src rng.Source = rng.NewCrypto()
	var jsrc rng.Source // the embedded jackpot system's: nil, the crypto source
	var reseed func(stream uint64)
	if *seed != "" {
		s, err := strconv.ParseUint(*seed, 10, 64)
		if err != nil {
			fmt.Fprintf(stderr, "play: -seed %q: must be an unsigned integer\n", *seed)
			return 2
		}
		stream, jstream := rng.NewStream(s, 0), rng.NewStream(s, jackpotStream)
		src, jsrc = stream, jstream
		reseed = func(n uint64) { stream.Reset(s, n); jstream.Reset(s, jackpotStream|n) }
	}
	var jp jackpot.Central
	if *central == "" && *centralCA != "" {
		fmt.Fprintln(stderr, "play: -central-ca applies to -central only")
		return 2
	}
	if (*central == "") != (*centralKey == "") {
		fmt.Fprintln(stderr, "play: -central and -central-key go together")
		return 2
	}
	if *central != "" {
		key, err := readCentralKey(*centralKey)
		if err != nil {
			fmt.Fprintf(stderr, "play: -central-key: %v\n", err)
			return 2
		}
		hc, err := centralHTTP(*centralCA)
		if err != nil {
			fmt.Fprintf(stderr, "play: -central-ca: %v\n", err)
			return 2
		}
		c, err := jpcentral.NewClient(hc, key, strings.Split(*central, ",")...)
		if err != nil {
			fmt.Fprintf(stderr, "play: -central: %v\n", err)
			return 2
		}
		jp = c
	}
	var keep *memory
	if *state != "" {
		keep = &memory{state: *state, key: key, anchor: anchorfile.New(anchorPath(*state), key)}
	}
	t, err := newConsole(ctx, src, jsrc, jp, slotmech.Money(*credit), keep, reseed)
	if err != nil {
		if errors.Is(err, terminal.ErrTampered) {
			fmt.Fprintln(stderr, "play: TERMINAL LOCKED: critical memory fails its check: call an attendant")
		}
		fmt.Fprintln(stderr, "play:", err)
		return 1
	}
	defer t.close()
	if err := t.session(ctx, stdin, stdout, !interactive(stdin)); err != nil {
		fmt.Fprintln(stderr, "play:", err)
		return 1
	}
	return 0
}

// The terminal's identity and the jackpot pools it plays into: a mystery
// pool of its venue and a progressive pool of every terminal.
var (
	terminalID = jackpot.Terminal{ID: "T-0001", Venue: "brno-1"}
	pools      = crystalterm.DemoPools()
)

// jackpotStream is the bit that makes the embedded jackpot system's stream
// numbers of a -seed session.
const jackpotStream = 1 << 63

// insertAmount is what the i key inserts.
const insertAmount slotmech.Money = 1000

// maxCredit is the most the CREDIT meter's column shows: meterWidth
// characters, digits in groups of three (see money).
const maxCredit slotmech.Money = 99_999_999_999

// console is one playing session: the machine, its jackpot system, the
// lines shown under the screen and the recall page shown, if any.
type console struct {
	m      *terminal.Machine
	game   games.Game       // the game m plays
	stakes []slotmech.Money // its stake steps, lowest first
	sys    *jackpot.System  // the embedded jackpot system; nil with -central
	jp     jackpot.Central  // sys, or the client of the central system
	msgs   []string         // what the last key did, one line each
	recall int              // the recall page shown, from 1 (the last game); 0: the game
	// recallScreen is the screen of the recall page shown: 0 the game, 1 …
	// its cascade steps, then the screen it ended on.
	recallScreen int
	accounts     *accounting // the accounting screen shown, nil: not shown
	closer       []io.Closer
}

// memory is where a session keeps its critical memory: the SQLite file
// state, the key of its journal and its anchor.
type memory struct {
	state  string
	key    []byte
	anchor terminal.Anchor
}

// newConsole builds Crystal Spin's terminal, with credit: with the central
// jackpot system jp, or when jp is nil on a jackpot system embedded in the
// process (drawing from jsrc), in memory, or with keep, on the journal and
// the pools in its SQLite file, resumed if the file holds a session.
// reseed, if not nil, moves the seeded sources to other streams of their
// seed: a resumed session takes the streams numbered by the journal's head.
func newConsole(ctx context.Context, src, jsrc rng.Source, jp jackpot.Central, credit slotmech.Money, keep *memory, reseed func(stream uint64)) (*console, error) {
	t := &console{msgs: []string{"Welcome. Insert money with i, then press s to play."}}
	var store jackpot.Store = new(jackpot.MemoryStore)
	var journal terminal.Journal
	var j *sqlitejournal.Journal
	var head terminal.JournalHead
	var state string
	if keep != nil {
		state = keep.state
		var err error
		j, err = sqlitejournal.Open(state)
		if err != nil {
			return nil, err
		}
		t.closer = append(t.closer, j)
		db, err := sqlite.Open(state, "")
		if err != nil {
			t.close()
			return nil, err
		}
		t.closer = append(t.closer, db)
		if jp != nil {
			// The pools are the central system's.
		} else if store, err = sqlstore.New(ctx, db, sqlstore.SQLite()); err != nil {
			t.close()
			return nil, err
		}
		if head, err = j.Verify(ctx, keep.key); err != nil {
			t.close()
			return nil, err
		}
		if head.Seq > 0 && reseed != nil {
			reseed(head.Seq) // do not draw again what the session drew
		}
		journal = j
	}
	var err error
	t.jp = jp
	if jp == nil {
		if t.sys, err = jackpot.NewSystem(ctx, pools, store, jsrc); err != nil {
			t.close()
			return nil, err
		}
		t.jp = t.sys
	}
	cfg := crystalterm.Config(src, t.jp, terminalID) // itemised: recall is on
	cfg.Journal, cfg.Prune = journal, journal != nil
	if keep != nil {
		cfg.Key, cfg.Anchor = keep.key, keep.anchor
	}
	t.game, t.stakes = cfg.Game, cfg.Stakes
	if t.m, err = terminal.New(ctx, cfg); err != nil {
		t.close()
		return nil, err
	}
	if head.Seq > 0 { // resumed: where the journal is now (New may have settled a game)
		if head, err = j.Verify(ctx, keep.key); err != nil {
			t.close()
			return nil, err
		}
	}
	if head.Seq > 1 {
		t.msgs = []string{fmt.Sprintf("Resumed from %s at journal entry %d: game %d, %v.",
			state, head.Seq, t.m.Meters().Games, t.m.State())}
		if r := t.m.Last(); r.Settled { // New settled it: the report had reached the central system
			t.played(r, nil)
		}
		return t, nil
	}
	if credit > 0 {
		if err := t.m.Insert(ctx, credit); err != nil {
			t.close()
			return nil, err
		}
	}
	return t, nil
}

// verifyFile verifies the journal in the SQLite file at path under key
// ([sqlitejournal.Journal.Verify]) and, if the file anchorPath exists,
// against that anchor, and returns its head and what it found of the
// anchor; it refuses a path where there is no file rather than make one.
func verifyFile(ctx context.Context, path string, key []byte, anchorPath string) (terminal.JournalHead, string, error) {
	if _, err := os.Stat(path); err != nil {
		return terminal.JournalHead{}, "", fmt.Errorf("sqlitejournal: %w", err)
	}
	j, err := sqlitejournal.Open(path)
	if err != nil {
		return terminal.JournalHead{}, "", err
	}
	defer j.Close()
	head, err := j.Verify(ctx, key)
	if err != nil {
		return head, "", err
	}
	if _, err := os.Stat(anchorPath); err != nil {
		return head, "no anchor at " + anchorPath, nil
	}
	a, err := anchorfile.New(anchorPath, key).Load(ctx)
	switch {
	case err != nil:
		return head, "", err
	case a == head:
		return head, "anchor " + anchorPath + " agrees", nil
	case a.Seq+1 == head.Seq:
		last, err := j.Entries(ctx, head.Seq)
		if err == nil && len(last) == 1 && last[0].Prev == a.Hash {
			return head, "anchor " + anchorPath + " one entry behind (the terminal stopped between the two writes)", nil
		}
	}
	return head, "", fmt.Errorf("the journal's head is entry %d, its anchor %s records entry %d (%x…): rolled back, cut short or replaced (critical memory fails its check: call an attendant): %w",
		head.Seq, anchorPath, a.Seq, a.Hash[:6], terminal.ErrTampered)
}

// close closes the session's files.
func (t *console) close() {
	for _, c := range t.closer {
		c.Close()
	}
	t.closer = nil
}

// session draws the screen and shows it before reading any key, then for
// every input line acts on its keys, drawing the screen after each, until q
// or the end of the input. With echo (scripted input) every key is written
// after the prompt, as a person's typing would be, so the transcript reads
// like the session.
func (t *console) session(ctx context.Context, stdin io.Reader, stdout io.Writer, echo bool) error {
	w := bufio.NewWriter(stdout)
	in := bufio.NewScanner(stdin)
	t.draw(ctx, w)
	if err := w.Flush(); err != nil { // the first screen, before the first key
		return err
	}
	for in.Scan() {
		if rest, ok := attendantLine(in.Text()); ok { // the attendant key, with its fields
			if echo {
				fmt.Fprintf(w, "%s\n", clip("> " + strings.TrimSpace(in.Text()))[2:])
			}
			t.attendant(ctx, rest, time.Now())
			t.draw(ctx, w)
			if err := w.Flush(); err != nil {
				return err
			}
			continue
		}
		keys := []rune(strings.Map(func(r rune) rune {
			if unicode.IsSpace(r) {
				return -1
			}
			return r
		}, in.Text()))
		if len(keys) == 0 {
			keys = []rune{'\n'} // Enter alone: the next AUTO START game
		}
		for i, k := range keys {
			switch {
			case echo && k != '\n':
				fmt.Fprintf(w, "%c\n", k)
			case echo || i > 0:
				fmt.Fprintln(w)
			}
			if k == 'q' {
				fmt.Fprintln(w, "Bye.")
				return w.Flush()
			}
			t.key(ctx, k, time.Now())
			t.draw(ctx, w)
		}
		if err := w.Flush(); err != nil {
			return err
		}
	}
	fmt.Fprintln(w)
	return errors.Join(in.Err(), w.Flush())
}

// interactive reports whether r is a terminal, where the person's typing
// is already on the screen.
func interactive(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// readCentralKey reads the terminal's key of the central system from the
// file at path: one line "terminal ID HEX" (jackpot/central.ParseKeys),
// ID this terminal's.
func readCentralKey(path string) (jpcentral.Key, error) {
	f, err := os.Open(path)
	if err != nil {
		return jpcentral.Key{}, err
	}
	defer f.Close()
	keys, err := jpcentral.ParseKeys(f)
	switch {
	case err != nil:
		return jpcentral.Key{}, err
	case len(keys) != 1 || keys[0].Attendant || keys[0].ID != terminalID.ID:
		return jpcentral.Key{}, fmt.Errorf("%s: want one line, \"terminal %s HEX\", this terminal's key", path, terminalID.ID)
	}
	return keys[0], nil
}

// centralHTTP returns the HTTP client of the central system: nil (the
// client's default, the system's certificate authorities) without caFile,
// else one that also trusts the authorities in caFile (PEM), with the
// default's 10-second timeout.
func centralHTTP(caFile string) (*http.Client, error) {
	if caFile == "" {
		return nil, nil
	}
	pem, err := os.ReadFile(caFile)
	if err != nil {
		return nil, err
	}
	pool, err := x509.SystemCertPool()
	if err != nil {
		pool = x509.NewCertPool()
	}
	if !pool.AppendCertsFromPEM(pem) {
		return nil, fmt.Errorf("%s holds no PEM certificate", caFile)
	}
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.TLSClientConfig = &tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}
	return &http.Client{Transport: t, Timeout: 10 * time.Second}, nil
}
