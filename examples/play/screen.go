package main

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/terminal"
)

// The terminal's size: every screen is exactly height lines of at most
// width columns (all characters used are one column wide).
const (
	width  = 80
	height = 24
)

// meterWidth is the width of the meters' column: money(maxCredit) fills it.
const meterWidth = 14

// maxSteps is how many cascade steps of the last game the screen lists.
const maxSteps = 4

// abbrev are the symbol names as the 6-column reel cells show them (CS-2),
// indexed by symbol.
var abbrev = [...]string{
	crystalspin.Wild: "WILD", crystalspin.Seven: "SEVEN", crystalspin.Bell: "BELL",
	crystalspin.Melon: "MELON", crystalspin.Grapes: "GRAPES", crystalspin.Plum: "PLUM",
	crystalspin.Bar: "BAR", crystalspin.Strawberry: "STRAWB", crystalspin.Orange: "ORANGE",
	crystalspin.Lemon: "LEMON", crystalspin.Cherry: "CHERRY",
}

// symbolText returns the abbreviated name of s, or "?" for a symbol the
// game does not have.
func symbolText(s slotmech.Symbol) string {
	if int(s) < len(abbrev) && abbrev[s] != "" {
		return abbrev[s]
	}
	return "?"
}

// draw writes the whole screen: height lines, the last one the prompt. While
// the recall or the accounting screen is shown it is that screen.
func (t *console) draw(ctx context.Context, w io.Writer) {
	switch {
	case t.recall > 0:
		t.drawRecall(w)
		return
	case t.accounts != nil:
		t.drawAccounting(w)
		return
	}
	var lines []string
	add := func(format string, args ...any) { lines = append(lines, fmt.Sprintf(format, args...)) }

	mt := t.m.Meters()
	last := t.m.Last()
	auto := "off"
	if t.m.State() == terminal.StateAuto {
		auto = "ON"
	}
	add("CRYSTAL SPIN   terminal %s (%s)   games played %d   AUTO START %s",
		terminalID.ID, terminalID.Venue, mt.Games, auto)

	// The reels of the last game as they landed, beside the meters. A * marks
	// the symbols that won in the first cascade step.
	right := []string{
		fmt.Sprintf("CREDIT %*s Kč", meterWidth, money(mt.Credit)),
		fmt.Sprintf("WIN    %*s Kč", meterWidth, money(mt.Win)),
		fmt.Sprintf("STAKE  %*s Kč", meterWidth, money(mt.Stake)),
	}
	var names []string
	if t.sys == nil {
		right = append(right, "JACKPOT  central system")
	} else {
		names = t.sys.Pools()
	}
	for _, p := range names {
		amount, err := t.sys.Amount(ctx, p)
		text := money(amount) + " Kč"
		if err != nil {
			text = "unavailable"
		}
		right = append(right, fmt.Sprintf("JACKPOT %-4s %12s", strings.ToUpper(p), text))
	}
	for i, l := range reels(last.Detail) {
		if i < len(right) {
			l += "   " + right[i]
		}
		add("%s", l)
	}

	// The last game's cascade.
	switch {
	case last.Seq == 0:
		add("No game yet.")
	default:
		steps := spinSteps(last.Detail)
		full := ""
		if d := last.Detail; d != nil && len(d.Spins) > 0 && d.Spins[len(d.Spins)-1].Facts.Flag(crystalspin.FactFullHouse) {
			full = ", FULL HOUSE"
		}
		add("Game %d: stake %s Kč, win %s Kč, %d cascade step(s)%s",
			last.Seq, money(last.Outcome.Stake), money(last.Outcome.Win), len(steps), full)
		for i, st := range steps {
			if i == maxSteps {
				add("  … %d more step(s)", len(steps)-maxSteps)
				break
			}
			add("  step %d: %s Kč  %s", i+1, money(st.Win), winsText(st.Wins))
		}
	}
	for len(lines) < 6+2+maxSteps {
		add("")
	}

	// RISK, or the hand-pay lock-up (CS-20), whose announcement stays.
	switch t.m.State() {
	case terminal.StateLocked:
		add("*** TERMINAL LOCKED: JACKPOT HAND PAY. No game, RISK or cash-out (CS-20).")
		for _, w := range t.m.Lockup() {
			add("    JACKPOT %s: %s Kč, win record %d. Call an attendant (k).",
				strings.ToUpper(w.Pool), money(w.Amount), w.Seq)
		}
	case terminal.StateRisk:
		add("RISK: %s Kč at risk   R red  B black  h half  c collect (or s)", money(mt.Win))
		add("Cards, newest first: %s", historyText(t.m.History()))
	default:
		add("RISK: off   (after a win: r)")
		add("Cards, newest first: %s", historyText(t.m.History()))
	}
	add("")

	// Messages.
	for _, m := range t.msgs {
		add("%s", m)
	}
	for len(lines) < height-5 {
		add("")
	}
	lines = lines[:height-5] // more messages than room: the first ones stay
	add("")
	add("Keys: s start  m max bet  + - stake  a auto start  Enter next auto game  x stop")
	add("      r risk  R red  B black  h half  c collect  i insert %s Kč  o cash out", money(insertAmount))
	add("      l recall (the last 10 games)  t accounting  k attendant key  q quit")
	flush(w, lines)
}

// flush writes the lines of a screen, each clipped to the width, and the
// prompt.
func flush(w io.Writer, lines []string) {
	for _, l := range lines {
		fmt.Fprintln(w, clip(l))
	}
	fmt.Fprint(w, "> ")
}

// reels returns the 5 lines of the reels of d's first spin as it landed,
// blank before the first game. A * marks the symbols that won in the first
// cascade step.
func reels(d *games.Detail) []string {
	var cells [][]string
	won := map[[2]int]bool{}
	if d != nil && len(d.Spins) > 0 {
		scr := &d.Spins[0].Screen
		cells = make([][]string, scr.Rows())
		for row := range cells {
			for reel := range scr.Reels() {
				cells[row] = append(cells[row], symbolText(scr.At(reel, row)))
			}
		}
		if steps := d.Spins[0].Steps; len(steps) > 0 {
			for _, w := range steps[0].Wins {
				for p, ok := w.Positions.First(); ok; p, ok = w.Positions.First() {
					w.Positions = w.Positions.Without(p)
					won[[2]int{p.Reel(), p.Row()}] = true
				}
			}
		}
	}
	return grid(cells, won)
}

// grid returns the 5 lines of a Crystal Spin screen: cells[row][reel] are
// the symbols' texts (none: blank reels), and won marks with a * the
// [reel, row] positions that won.
func grid(cells [][]string, won map[[2]int]bool) []string {
	border := "+" + strings.Repeat("--------+", crystalspin.Reels)
	out := []string{border}
	for row := range crystalspin.Rows {
		var b strings.Builder
		b.WriteString("|")
		for reel := range crystalspin.Reels {
			mark, name := " ", ""
			if row < len(cells) && reel < len(cells[row]) {
				name = cells[row][reel]
				if won[[2]int{reel, row}] {
					mark = "*"
				}
			}
			fmt.Fprintf(&b, "%s%-6s |", mark, name)
		}
		out = append(out, b.String())
	}
	return append(out, border)
}

// spinSteps returns the cascade steps of d's first spin.
func spinSteps(d *games.Detail) []games.Step {
	if d == nil || len(d.Spins) == 0 {
		return nil
	}
	return d.Spins[0].Steps
}

// winsText lists a step's line wins, e.g. "L1 3×BELL x5  L4 4×LEMON x2".
func winsText(wins []games.Win) string {
	var parts []string
	for _, w := range wins {
		parts = append(parts, fmt.Sprintf("L%d %d×%s x%v", w.Line, w.Count, symbolText(w.Symbol), w.Factor))
	}
	return strings.Join(parts, "  ")
}

// historyText shows the RISK cards (CS-17) with their colours.
func historyText(cards []gamble.Card) string {
	if len(cards) == 0 {
		return "none yet"
	}
	parts := make([]string, len(cards))
	for i, c := range cards {
		parts[i] = c.String() + " " + c.Colour().String()
	}
	return strings.Join(parts, ", ")
}

// money prints an amount with its thousands separated by spaces, e.g.
// "10 000", as Czech machines show Kč.
func money(m slotmech.Money) string {
	s := strconv.FormatInt(int64(m), 10)
	sign := ""
	if s[0] == '-' {
		sign, s = "-", s[1:]
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + " " + s[i:]
	}
	return sign + s
}

// clip cuts a line to the screen's width, marking the cut with "…".
func clip(s string) string {
	if utf8.RuneCountInString(s) <= width {
		return s
	}
	r := []rune(s)
	return string(r[:width-1]) + "…"
}
