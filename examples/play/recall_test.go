package main

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games/crystalspin"
)

// gridOf returns the 5 lines of the reels' grid of a screen, from its first
// border line, without what stands beside them.
func gridOf(t *testing.T, screen string) []string {
	t.Helper()
	lines := strings.Split(screen, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "+--------+") {
			out := make([]string, 5)
			for k := range out {
				out[k] = lines[i+k][:len("+--------+")*5-4]
			}
			return out
		}
	}
	t.Fatalf("no reels on the screen:\n%s", screen)
	return nil
}

// TestCS_8_PlayRecallShowsEveryCascadeScreen: the recall of a game with a
// cascade has a screen for every step (CS-8) — the screen evaluated with
// its winning symbols marked, the step's win and its line wins — then the
// screen the game ended on; the steps' wins are the ones the game showed
// when it was played, the first step's screen is the one that landed, f
// and b move through them, and a screen past the last is refused.
func TestCS_8_PlayRecallShowsEveryCascadeScreen(t *testing.T) {
	played := session(t, "i\n"+strings.Repeat("s\n", 60), "-seed", "5", "-credit", "100000")
	head := regexp.MustCompile(`Game ([0-9]+): stake 100 Kč, win ([0-9 ]+) Kč, ([0-9]+) cascade step\(s\)`)
	n, steps := 0, 0
	var game string
	for _, sc := range played[2:] {
		m := head.FindStringSubmatch(sc)
		require.NotNil(t, m)
		if k, _ := strconv.Atoi(m[3]); k >= 2 {
			n, _ = strconv.Atoi(m[1])
			steps, game = k, sc
			break
		}
	}
	require.Positive(t, n, "a cascade of two steps or more in 60 games")
	wins := regexp.MustCompile(`  step ([0-9]+): ([0-9 ]+) Kč  (.*)\n`).FindAllStringSubmatch(game, -1)
	require.Len(t, wins, min(steps, maxSteps))

	keys := "i\n" + strings.Repeat("s\n", n) + "l\n" + strings.Repeat("f\n", steps+2) + "b\nn\n"
	s := session(t, keys, "-seed", "5", "-credit", "100000")
	rec := s[n+2:] // the recall's screens, from its first
	total := steps + 2
	require.Contains(t, rec[0], "GAME RECALL 1 of ")
	require.Contains(t, rec[0], "screen 1 of "+strconv.Itoa(total))
	require.Contains(t, rec[0], strconv.Itoa(steps)+" cascade step(s): f")
	require.Equal(t, gridOf(t, game), gridOf(t, rec[0]), "the reels as they landed")
	for k := 1; k <= steps; k++ {
		sc := rec[k]
		require.Contains(t, sc, "screen "+strconv.Itoa(k+1)+" of "+strconv.Itoa(total))
		require.Contains(t, sc, "Game "+strconv.Itoa(n)+", cascade step "+strconv.Itoa(k)+" of "+strconv.Itoa(steps)+
			": the screen evaluated (CS-8)")
		if k <= len(wins) {
			require.Contains(t, sc, "STEP WIN "+wins[k-1][2]+" Kč", "step %d: the win the game showed", k)
			require.Equal(t, strings.Count(wins[k-1][3], "×"), strings.Count(sc, " at reel/row "), "step %d: its line wins", k)
		}
		require.Contains(t, strings.Join(gridOf(t, sc), "\n"), "*", "step %d: the winning symbols are marked", k)
	}
	require.Equal(t, gridOf(t, rec[0]), gridOf(t, rec[1]), "step 1 is the screen that landed")
	require.NotEqual(t, gridOf(t, rec[1]), gridOf(t, rec[2]), "step 2 is the screen after the first explosion")
	last := rec[steps+1]
	require.Contains(t, last, "screen "+strconv.Itoa(total)+" of "+strconv.Itoa(total))
	require.Contains(t, last, "the screen it ended on, after "+strconv.Itoa(steps)+" cascade step(s): no more wins")
	require.NotContains(t, strings.Join(gridOf(t, last), "\n"), "*")
	require.Contains(t, rec[steps+2], "! this is the game's last screen")
	require.Contains(t, rec[steps+2], "screen "+strconv.Itoa(total)+" of "+strconv.Itoa(total))
	require.Contains(t, rec[steps+3], "screen "+strconv.Itoa(total-1)+" of "+strconv.Itoa(total), "b goes back")
	require.Contains(t, rec[steps+4], "GAME RECALL 2 of ")
	require.Contains(t, rec[steps+4], "   screen 1 of ", "another game starts at its first screen")
}

// TestCS_20_PlayRecallShowsTheWinRecord: the recall of the game that hit
// the jackpot shows its win record — number, pool, amount — announced
// while the terminal is locked, then paid by hand with the payout form's
// number once the attendant's key recorded the payout; the accounting
// screen counts it among the jackpot wins paid by hand.
func TestCS_20_PlayRecallShowsTheWinRecord(t *testing.T) {
	keys := "m\na\n" + strings.Repeat("\n", 700) + "l\nl\n" +
		"k attendant-7 | PF-0042 | Jan Novák | 1980-05-01 | Brno 1 | ID card | 123456 | attendant 7 | y\n" +
		"l\nl\nt\n"
	s := session(t, keys, "-seed", "4", "-credit", "1000000")
	n := len(s)
	locked, paid, accounts := s[n-6], s[n-3], s[n-1]
	ann := regexp.MustCompile(`\*\*\* JACKPOT MINI: ([0-9 ]+) Kč, win record 1, announced, to be paid by hand\n`).
		FindStringSubmatch(locked)
	require.NotNil(t, ann, locked)
	require.Contains(t, s[n-5], "TERMINAL LOCKED", "back to the locked game")
	require.Contains(t, s[n-4], "Lock-up cleared by attendant-7.")
	require.Contains(t, paid, "*** JACKPOT MINI: "+ann[1]+" Kč, win record 1, paid by hand, payout form PF-0042")
	require.Contains(t, accounts, "ACCOUNTING: MASTER METERS")
	require.Regexp(t, `JACKPOT HITS announced +1\n`, accounts)
	require.Regexp(t, `JACKPOT WINS PAID BY HAND \(1\) +`+ann[1]+` Kč\n`, accounts)
}

// TestPlayAccountingScreen: t shows the master meters, and they are what
// the session did, added up here from its screens: money inserted and
// cashed out, every game's stake and win, what RISK won and lost, the
// games played; the balance holds; play is locked while it is shown and t
// goes back.
func TestPlayAccountingScreen(t *testing.T) {
	n := firstWin(t, "3")
	keys := "i\ni\n" + strings.Repeat("s\n", n) + "r\nR\nc\n" + strings.Repeat("s\n", 4) + "o\nt\ns\nt\n"
	s := session(t, keys, "-seed", "3")
	require.Contains(t, s[0], "t accounting", "the keys list it")
	var gameWins, staked int64
	var games int
	for _, sc := range s[3:] {
		if m := regexp.MustCompile(`Game ([0-9]+): WIN ([0-9 ]+) Kč\.`).FindStringSubmatch(sc); m != nil {
			gameWins += mustInt(t, m[2])
		}
		if strings.Contains(sc, "Game ") && (strings.Contains(sc, ": no win.") || strings.Contains(sc, " Kč. r gambles it")) {
			games++
			staked += 100
		}
	}
	require.Equal(t, n+4, games)
	risked := meter(t, s[2+n], "WIN")
	out := regexp.MustCompile(`Cashed out ([0-9 ]+) Kč\.`).FindStringSubmatch(s[len(s)-4])
	require.NotNil(t, out, s[len(s)-4])

	a := s[len(s)-3]
	row := func(name string) int64 {
		m := regexp.MustCompile(regexp.QuoteMeta(name) + ` +([0-9 ]+)( Kč)?\n`).FindStringSubmatch(a)
		require.NotNil(t, m, "%s on\n%s", name, a)
		return mustInt(t, strings.TrimSpace(m[1]))
	}
	require.Equal(t, int64(2000), row("CREDIT IN (money inserted)"))
	require.Equal(t, mustInt(t, out[1]), row("CREDIT OUT (cashed out)"))
	require.Equal(t, staked, row("STAKED (every game's stake)"))
	require.Equal(t, gameWins, row("GAME WINS (jackpots excluded)"))
	require.Equal(t, risked, row("RISK WON (won picks)")+row("RISK LOST (lost picks)"), "one pick on the win")
	require.Equal(t, int64(0), row("CREDIT now"))
	require.Equal(t, int64(0), row("WIN now"))
	require.Equal(t, int64(games), row("GAMES PLAYED"))
	require.Equal(t, int64(0), row("JACKPOT HITS announced"))
	require.Contains(t, a, "IN + GAME WINS + RISK WON = CREDIT + WIN + OUT + STAKED + RISK LOST: holds")
	require.Contains(t, a, "configuration "+crystalspin.ConfigIdentity+"\n")
	require.Contains(t, s[len(s)-2], "! accounting: t, l or Enter back to the game", "START is locked")
	require.Contains(t, s[len(s)-2], "ACCOUNTING")
	require.Contains(t, s[len(s)-1], "Back to the game.")
}

// mustInt reads an amount as the screen shows it ("1 000").
func mustInt(t *testing.T, s string) int64 {
	t.Helper()
	v, err := strconv.ParseInt(strings.ReplaceAll(s, " ", ""), 10, 64)
	require.NoError(t, err)
	return v
}
