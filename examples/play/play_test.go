package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/version"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// ctx is the context of the tests' calls.
var ctx = context.Background()

// session runs the program with args and the keys as stdin, checks that it
// exits with 0 and that every screen is exactly 24 lines of at most 80
// columns, and returns the screens (each ending with the prompt line, which
// echoes the key that followed it).
func session(t *testing.T, keys string, args ...string) []string {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(args, strings.NewReader(keys), &stdout, &stderr)
	require.Equal(t, 0, code, "stderr: %s", stderr.String())
	require.Empty(t, stderr.String())
	lines := strings.Split(stdout.String(), "\n")
	var screens []string
	for len(lines) >= height {
		screen := lines[:height]
		require.True(t, strings.HasPrefix(screen[height-1], "> "), "screen %d ends with the prompt:\n%s",
			len(screens), strings.Join(screen, "\n"))
		require.True(t, strings.HasPrefix(screen[0], "CRYSTAL SPIN"), "screen %d starts with the title", len(screens))
		for i, l := range screen {
			require.LessOrEqual(t, utf8.RuneCountInString(l), width, "screen %d line %d: %q", len(screens), i, l)
		}
		screens = append(screens, strings.Join(screen, "\n"))
		lines = lines[height:]
	}
	return screens
}

// meter reads a meter (CREDIT, WIN, STAKE) from a screen.
func meter(t *testing.T, screen, name string) int64 {
	t.Helper()
	m := regexp.MustCompile(name + ` +([0-9 ]+) Kč`).FindStringSubmatch(screen)
	require.NotNil(t, m, "no %s on the screen:\n%s", name, screen)
	n, err := strconv.ParseInt(strings.ReplaceAll(m[1], " ", ""), 10, 64)
	require.NoError(t, err)
	return n
}

// meters returns the meters block of a screen: everything a refused key must
// leave as it was.
func meters(t *testing.T, screen string) [3]int64 {
	return [3]int64{meter(t, screen, "CREDIT"), meter(t, screen, "WIN"), meter(t, screen, "STAKE")}
}

func TestMachinePlayInsertAndStart(t *testing.T) {
	s := session(t, "i\ns\nq\n", "-seed", "3")
	require.Len(t, s, 3) // the first screen, after i, after s
	require.Contains(t, s[0], "Keys: s start  m max bet")
	require.Contains(t, s[0], "JACKPOT MINI     2 000 Kč")
	require.Contains(t, s[0], "JACKPOT MAXI   100 000 Kč")
	require.Equal(t, [3]int64{1000, 0, 100}, meters(t, s[1]))
	require.Contains(t, s[1], "Inserted 1 000 Kč.")
	require.Equal(t, int64(900), meter(t, s[2], "CREDIT"), "CS-12: the stake is taken from CREDIT")
	require.Contains(t, s[2], "games played 1")
	require.Contains(t, s[2], "Game 1: stake 100 Kč")
}

func TestMachinePlayIllegalKeysChangeNothing(t *testing.T) {
	keys := []struct{ key, msg string }{
		{"s", "! terminal: credit does not cover the stake"},
		{"m", "! terminal: credit does not cover the stake"},
		{"r", "! terminal: no win to risk"},
		{"R", "! terminal: RISK is not in progress"},
		{"B", "! terminal: RISK is not in progress"},
		{"h", "! terminal: RISK is not in progress"},
		{"c", "! terminal: RISK is not in progress"},
		{"x", "! terminal: AUTO START is off"},
		{"a", "! terminal: credit does not cover the stake"},
		{"o", "! terminal: nothing to cash out"},
		{"Z", "! unknown key 'Z'"},
	}
	var in strings.Builder
	for _, k := range keys {
		in.WriteString(k.key + "\n")
	}
	in.WriteString("-\n-\n-\n-\n-\n-\n") // down to 5 Kč, then past the lowest step
	s := session(t, in.String(), "-seed", "1")
	for i, k := range keys {
		require.Contains(t, s[i+1], k.msg, "key %s", k.key)
		require.Equal(t, meters(t, s[0]), meters(t, s[i+1]), "key %s changed the meters", k.key)
		require.Contains(t, s[i+1], "games played 0")
		require.Contains(t, s[i+1], "Cards, newest first: none yet")
	}
	last := s[len(s)-1]
	require.Contains(t, last, "! terminal: stake is not one of the stake steps: 5 Kč is the lowest")
	require.Equal(t, int64(5), meter(t, last, "STAKE"))
}

func TestMachinePlayStakeAndMaxBet(t *testing.T) {
	s := session(t, "+\n+\n+\n+\n+\n+\ni\nm\n", "-seed", "2")
	require.Equal(t, int64(200), meter(t, s[1], "STAKE"))
	require.Equal(t, int64(1000), meter(t, s[5], "STAKE"))
	require.Contains(t, s[6], "1 000 Kč is the highest")
	require.Contains(t, s[8], "Game 1: stake 1 000 Kč")
	require.Equal(t, int64(0), meter(t, s[8], "CREDIT"))
}

// firstWin returns how many START presses after one insert give the first
// winning game of the session with seed.
func firstWin(t *testing.T, seed string) int {
	t.Helper()
	s := session(t, "i\n"+strings.Repeat("s\n", 9), "-seed", seed)
	for i := 2; i < len(s); i++ {
		if meter(t, s[i], "WIN") > 0 {
			return i - 1
		}
	}
	t.Fatalf("seed %s: no win in 9 games", seed)
	return 0
}

func TestMachinePlayRisk(t *testing.T) {
	n := firstWin(t, "3")
	s := session(t, "i\n"+strings.Repeat("s\n", n)+"r\nh\nR\nB\nR\n", "-seed", "3")
	won := s[n+1]
	win := meter(t, won, "WIN")
	credit := meter(t, won, "CREDIT")
	require.Contains(t, won, "WIN "+money(slotmech.Money(win))+" Kč. ") // the message names the win
	require.Contains(t, won, "r gambles it (RISK)")

	risk := s[n+2]
	require.Contains(t, risk, "RISK: "+money(slotmech.Money(win))+" Kč at risk")
	require.Equal(t, [2]int64{credit, win}, [2]int64{meter(t, risk, "CREDIT"), meter(t, risk, "WIN")})

	half := s[n+3] // CS-16: the larger half of an odd win is credited
	require.Contains(t, half, "HALF: ")
	require.Equal(t, win/2, meter(t, half, "WIN"))
	require.Equal(t, credit+win-win/2, meter(t, half, "CREDIT"))

	// The picks: each doubles or loses; the history grows, newest first.
	cards := regexp.MustCompile(`Cards, newest first: (.*)`)
	prev := []string{}
	for i := n + 4; i < len(s); i++ {
		line := cards.FindStringSubmatch(s[i])
		require.NotNil(t, line)
		if strings.Contains(s[i-1], "RISK: off") {
			require.Contains(t, s[i], "! terminal: RISK is not in progress")
			continue
		}
		got := strings.Split(line[1], ", ")
		require.Len(t, got, len(prev)+1)
		require.Equal(t, prev, got[1:], "CS-17: newest first")
		prev = got
		if strings.Contains(s[i], "The win is lost.") {
			require.Equal(t, int64(0), meter(t, s[i], "WIN"))
			require.Contains(t, s[i], "RISK: off")
		} else {
			require.Contains(t, s[i], "doubled to")
			require.Equal(t, 2*meter(t, s[i-1], "WIN"), meter(t, s[i], "WIN"))
		}
	}
	require.NotEmpty(t, prev, "a card was drawn")
}

// TestMachinePlayJackpotAnnounced checks that a jackpot hit is announced on
// the screen and not credited (CS-20).
func TestMachinePlayJackpotAnnounced(t *testing.T) {
	term, err := newConsole(ctx, rng.NewStream(1, 0), rng.NewStream(1, 1), nil, 500, nil, nil)
	require.NoError(t, err)
	at := time.Date(2026, 12, 24, 18, 0, 0, 0, time.UTC)
	term.msgs = nil
	term.played(terminal.Round{Seq: 7, Outcome: games.Outcome{Stake: 100}, Jackpots: []jackpot.Win{{
		Seq: 1, Pool: "mini", Terminal: "T-0001", Venue: "brno-1", Amount: 4321, At: at,
		Payout: jackpot.Payout{Place: jackpot.AtVenue, Due: at.AddDate(0, 0, 7)},
	}}}, nil)
	var out bytes.Buffer
	term.draw(ctx, &out)
	screen := out.String()
	require.Contains(t, screen, "Game 7: no win.")
	require.Contains(t, screen, "*** JACKPOT mini: 4 321 Kč! It is not added to CREDIT (CS-20).\n"+
		"    Call staff: paid at the venue within 7 days, after the payout form.")
	require.Equal(t, int64(500), meter(t, screen, "CREDIT"))
	for _, l := range strings.Split(screen, "\n") {
		require.LessOrEqual(t, utf8.RuneCountInString(l), width)
	}
}

func TestMachinePlayCollect(t *testing.T) {
	n := firstWin(t, "3")
	s := session(t, "i\n"+strings.Repeat("s\n", n)+"r\nc\n", "-seed", "3")
	won := s[n+1]
	total := meter(t, won, "CREDIT") + meter(t, won, "WIN")
	done := s[n+3]
	require.Contains(t, done, "COLLECT: ")
	require.Contains(t, done, "RISK: off")
	require.Equal(t, [2]int64{total, 0}, [2]int64{meter(t, done, "CREDIT"), meter(t, done, "WIN")})

	// START during RISK is COLLECT too (CS-14).
	s = session(t, "i\n"+strings.Repeat("s\n", n)+"r\ns\n", "-seed", "3")
	require.Contains(t, s[n+3], "COLLECT: ")
	require.Equal(t, total, meter(t, s[n+3], "CREDIT"))
	require.Contains(t, s[n+3], "games played "+strconv.Itoa(n))
}

func TestMachinePlayAutoStart(t *testing.T) {
	s := session(t, "i\na\n\n\nx\n\n", "-seed", "5")
	require.Contains(t, s[2], "AUTO START ON")
	require.Contains(t, s[2], "games played 1")
	require.Contains(t, s[3], "games played 2")
	require.Contains(t, s[4], "games played 3")
	require.Contains(t, s[5], "AUTO START stopped: STOP pressed.")
	require.Contains(t, s[5], "AUTO START off")
	require.Contains(t, s[6], "games played 3", "Enter plays nothing once AUTO START is off")

	// Reason (a): with one stake of credit AUTO START stops when it runs out.
	s = session(t, "a\n"+strings.Repeat("\n", 300), "-seed", "5", "-credit", "100")
	stopped := -1
	for i, sc := range s {
		if strings.Contains(sc, "AUTO START stopped: credit does not cover the stake.") {
			stopped = i
			break
		}
	}
	require.GreaterOrEqual(t, stopped, 1, "AUTO START ran out of credit")
	require.Less(t, meter(t, s[stopped], "CREDIT")+meter(t, s[stopped], "WIN"), int64(100))
	require.Contains(t, s[stopped], "AUTO START off")
}

func TestMachinePlayReproducible(t *testing.T) {
	keys := "i\ni\n+\ns\ns\na\n\n\n\nx\nr\nR\nc\nm\ns\n"
	a := session(t, keys, "-seed", "11")
	b := session(t, keys, "-seed", "11")
	require.Equal(t, a, b)
	c := session(t, keys, "-seed", "12")
	require.NotEqual(t, a, c)
	require.NotEmpty(t, session(t, keys), "without -seed: the secure source")
}

func TestMachinePlaySeveralKeysOnALine(t *testing.T) {
	a := session(t, "i s s\nq\n", "-seed", "4")
	b := session(t, "i\ns\ns\nq\n", "-seed", "4")
	require.Equal(t, a, b)
}

func TestMachinePlayQuit(t *testing.T) {
	var out bytes.Buffer
	require.Equal(t, 0, run([]string{"-seed", "1"}, strings.NewReader("q\ns\n"), &out, &bytes.Buffer{}))
	require.True(t, strings.HasSuffix(out.String(), "> q\nBye.\n"))
	require.NotContains(t, out.String(), "games played 1", "nothing after q")
}

func TestMachinePlayBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-nope"}, {"-seed", "x"}, {"-seed", "-1"}, {"-credit", "-5"}, {"extra"},
	} {
		var stdout, stderr bytes.Buffer
		require.Equal(t, 2, run(args, strings.NewReader(""), &stdout, &stderr), "%v", args)
		require.NotEmpty(t, stderr.String(), "%v", args)
		require.Empty(t, stdout.String(), "%v", args)
	}
}

// FuzzMachinePlay feeds arbitrary keystrokes to a session: it must never
// panic or fail, and every screen must stay within 80×24.
func FuzzMachinePlay(f *testing.F) {
	f.Add("i\ns\nr\nR\nB\nh\nc\n")
	f.Add("iiii\nm\na\n\n\n\nr\nh\nh\nh\nx\no\n")
	f.Add("\x00\x1b[A\n+++++++++++\n------------\nZz9\n中\n")
	f.Fuzz(func(t *testing.T, keys string) {
		if len(keys) > 500 {
			t.Skip("long sessions add nothing")
		}
		session(t, keys, "-seed", "1", "-credit", "300")
	})
}

// probe is a stdin that remembers what the program had written to out when
// it first asked for a key.
type probe struct {
	in    io.Reader
	out   *bytes.Buffer
	asked bool
	shown string
}

func (p *probe) Read(b []byte) (int, error) {
	if !p.asked {
		p.asked, p.shown = true, p.out.String()
	}
	return p.in.Read(b)
}

// TestPlayFirstScreenBeforeInput checks that the first screen is written
// whole, prompt included, before the program waits for the first key.
func TestPlayFirstScreenBeforeInput(t *testing.T) {
	var out bytes.Buffer
	in := &probe{in: strings.NewReader("q\n"), out: &out}
	require.Equal(t, 0, run([]string{"-seed", "1"}, in, &out, io.Discard))
	require.True(t, in.asked)
	require.True(t, strings.HasPrefix(in.shown, "CRYSTAL SPIN"), in.shown)
	require.True(t, strings.HasSuffix(in.shown, "\n> "), "the prompt is shown: %q", in.shown)
	require.Len(t, strings.Split(in.shown, "\n"), height)
}

// TestPlayCreditBound checks that -credit is at most what the CREDIT
// meter's column shows, that the largest credit fits the screen, and that
// inserting beyond it is refused.
func TestPlayCreditBound(t *testing.T) {
	require.Len(t, money(maxCredit), meterWidth, "the largest credit fills the column")
	require.Greater(t, len(money(maxCredit+1)), meterWidth, "and no larger one fits")

	s := session(t, "i\n", "-seed", "1", "-credit", "99999999999")
	require.Contains(t, s[0], "CREDIT "+money(maxCredit)+" Kč")
	require.Contains(t, s[1], "! the CREDIT meter shows at most 99 999 999 999 Kč")
	require.Equal(t, int64(maxCredit), meter(t, s[1], "CREDIT"))

	var stdout, stderr bytes.Buffer
	require.Equal(t, 2, run([]string{"-credit", "100000000000"}, strings.NewReader(""), &stdout, &stderr))
	require.Empty(t, stdout.String())
	require.Equal(t, "play: -credit 100000000000: at most 99 999 999 999 Kč, the most the CREDIT meter shows\n", stderr.String())
}

// TestPlayRecall checks the recall screens: the last game first, paging to
// the older and newer ones, play locked while the recall is shown, and the
// facts of each game (meters before and after, RISK, replay).
func TestPlayRecall(t *testing.T) {
	s := session(t, "l\ni\ns\ns\ns\nl\nn\nn\nn\np\ns\nl\ns\n", "-seed", "4")
	require.Contains(t, s[1], "! no game to recall yet")
	games := s[3:6] // the screens after each game
	page1 := s[6]
	require.Contains(t, page1, "GAME RECALL 1 of 3   screen 1 of ")
	require.Contains(t, page1, "Game 3 at ")
	require.Regexp(t, `Game 3 at [0-9-]+ [0-9:]+ UTC, stake 100 Kč, standard\n`, page1)
	require.Contains(t, page1, "\nconfiguration "+crystalspin.ConfigIdentity+"\n", "all 64 hex digits")
	require.Contains(t, page1, "\nsoftware "+version.Line()+"\n")
	require.Regexp(t, `reel stops [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+   from the raw draws \(5\):\n  [0-9a-f]{16} [0-9a-f]{16} [0-9a-f]{16} [0-9a-f]{16}\n  [0-9a-f]{16}\n`, page1)
	require.Contains(t, page1, "   replays bit for bit")
	require.Contains(t, page1, "RISK: not played")
	require.Contains(t, page1, "Jackpot draw: no hit")
	require.Contains(t, page1, fmt.Sprintf("After  CREDIT %s Kč, WIN %s Kč",
		money(slotmech.Money(meter(t, games[2], "CREDIT"))), money(slotmech.Money(meter(t, games[2], "WIN")))))
	require.Contains(t, page1, fmt.Sprintf("Before  CREDIT %s Kč, WIN %s Kč",
		money(slotmech.Money(meter(t, games[1], "CREDIT"))), money(slotmech.Money(meter(t, games[1], "WIN")))))
	require.Contains(t, page1, "Keys: f next screen  b previous  n older game  p newer game")
	require.Contains(t, s[7], "GAME RECALL 2 of 3")
	require.Contains(t, s[7], "Game 2 at ")
	require.Contains(t, s[8], "GAME RECALL 3 of 3")
	require.Contains(t, s[8], "Before  CREDIT 1 000 Kč, WIN 0 Kč   After  CREDIT 900 Kč")
	require.Contains(t, s[9], "GAME RECALL 3 of 3")
	require.Contains(t, s[9], "! this is the oldest game kept")
	require.Contains(t, s[10], "GAME RECALL 2 of 3")
	require.Contains(t, s[11], "! recall: f next screen, b previous, n older game, p newer game, l back\n", "START is locked")
	require.Contains(t, s[12], "Back to the game.")
	require.Contains(t, s[12], "games played 3")
	require.Contains(t, s[13], "games played 4")

	// Twelve games: the last ten are kept.
	s = session(t, "i\n"+strings.Repeat("s\n", 12)+"l\n", "-seed", "4", "-credit", "5000")
	require.Contains(t, s[len(s)-1], "GAME RECALL 1 of 10")
	require.Contains(t, s[len(s)-1], "Game 12 at ")

	// A RISK after the game is recalled with its decisions.
	n := firstWin(t, "3")
	s = session(t, "i\n"+strings.Repeat("s\n", n)+"r\nh\nc\nl\n", "-seed", "3")
	require.Regexp(t, `RISK on [0-9 ]+ Kč: HALF [0-9 ]+ to CREDIT, COLLECT [0-9 ]+,\s+collected: [0-9 ]+ Kč credited, 0 Kč lost\.`,
		s[len(s)-1])
}

// TestPlayRecallRiskLines checks that a long RISK fits its lines.
func TestPlayRecallRiskLines(t *testing.T) {
	r := &gamble.State{End: gamble.Lost, Amount: 5, Lost: 5 << 20, Won: 5<<20 - 5}
	var steps []terminal.RiskStep
	for range 20 {
		steps = append(steps, terminal.RiskStep{Action: terminal.RiskPick, Colour: gamble.Red,
			Card: gamble.NewCard(12, gamble.Hearts)})
	}
	lines := riskLines(r, steps)
	require.Len(t, lines, maxRiskLines)
	for _, l := range lines {
		require.LessOrEqual(t, utf8.RuneCountInString(l), width)
	}
	require.True(t, strings.HasSuffix(lines[maxRiskLines-1], "…"))
	require.Equal(t, []string{"RISK: not played"}, riskLines(nil, nil))
}
