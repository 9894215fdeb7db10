package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/record"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/roundview"
	"github.com/slotmech/slotmech/internal/version"
	"github.com/slotmech/slotmech/jackpot"
)

// recallScreens returns the number of screens of the recall of a game
// whose base spin is sp: the game's screen, one for every cascade step,
// and the screen it ended on after a cascade.
func recallScreens(sp roundview.Spin) int {
	n := 1 + len(sp.Steps)
	if len(sp.Steps) > 0 && len(sp.Final) > 0 {
		n++
	}
	return n
}

// recallSpin returns the base spin of a recalled game (the zero Spin for
// none) and its view.
func recallSpin(e terminal.RecallEntry) (roundview.Spin, roundview.Round) {
	v, _ := roundview.Parse(e.Record.Outcome) // the machine wrote it: it parses
	var sp roundview.Spin
	if len(v.Spins) > 0 {
		sp = v.Spins[0]
	}
	return sp, v
}

// drawRecall writes the recall page t.recall (1: the last game), screen
// t.recallScreen of it (0: the game; 1 … the cascade steps; then the
// screen it ended on): one game of the machine's recall, height lines,
// the last one the prompt.
func (t *console) drawRecall(w io.Writer) {
	var lines []string
	add := func(format string, args ...any) { lines = append(lines, fmt.Sprintf(format, args...)) }

	rec := t.m.Recall()
	page := min(t.recall, len(rec))
	e := rec[page-1]
	sp, v := recallSpin(e)
	screens := recallScreens(sp)
	screen := min(t.recallScreen, screens-1)
	add("CRYSTAL SPIN   terminal %s (%s)   GAME RECALL %d of %d   screen %d of %d",
		terminalID.ID, terminalID.Venue, page, len(rec), screen+1, screens)
	switch {
	case screen == 0:
		t.recallGame(add, e, sp, v)
	case screen <= len(sp.Steps):
		st := sp.Steps[screen-1]
		add("Game %d, cascade step %d of %d: the screen evaluated (CS-8), * the winning symbols",
			e.Seq, st.Step, len(sp.Steps))
		won := map[[2]int]bool{}
		for _, w := range st.Wins {
			for _, p := range w.Positions {
				won[p] = true
			}
		}
		right := []string{fmt.Sprintf("STEP WIN %s Kč", money(st.Win)), "factor " + st.Factor}
		if st.Facts[crystalspin.FactFullHouse].Value != 0 {
			right = append(right, "FULL HOUSE: doubled (CS-9)")
		}
		addGrid(add, viewCells(st.Screen), won, right)
		for _, w := range st.Wins {
			add("  %s at %s", winViewText(w), positionsText(w.Positions))
		}
		if screen == len(sp.Steps) && screens == screen+1 {
			add("  the last step: nothing more won")
		}
	default:
		add("Game %d: the screen it ended on, after %d cascade step(s): no more wins", e.Seq, len(sp.Steps))
		addGrid(add, viewCells(sp.Final), nil, []string{fmt.Sprintf("GAME WIN %s Kč", money(v.Win))})
	}

	t.endPage(w, lines, "Keys: f next screen  b previous  n older game  p newer game  l or Enter back")
}

// endPage writes a page of the recall: its lines, the console's messages,
// blank lines down to the foot and the keys line there.
func (t *console) endPage(w io.Writer, lines []string, keys string) {
	lines = append(lines, t.msgs...)
	for len(lines) < height-3 {
		lines = append(lines, "")
	}
	lines = append(lines[:height-3], "", keys)
	flush(w, lines)
}

// recallGame adds the first screen of the recall of e (base spin sp, view
// v): the game's identity, its meters before, after and after RISK, the
// reel stops and the raw draws they came from, the reels as they landed,
// the RISK that followed and the jackpot's win records.
func (t *console) recallGame(add func(string, ...any), e terminal.RecallEntry, sp roundview.Spin, v roundview.Round) {
	add("Game %d at %s UTC, stake %s Kč, %s", e.Seq, e.At.Format("2006-01-02 15:04:05"), money(e.Stake), e.Record.Mode)
	add("configuration %s", e.Record.Config)
	add("software %s", e.Software)
	add("Before  CREDIT %s Kč, WIN %s Kč   After  CREDIT %s Kč, WIN %s Kč",
		money(e.Before.Credit), money(e.Before.Win), money(e.After.Credit), money(e.After.Win))
	if e.Risk != nil {
		add("After RISK  CREDIT %s Kč, WIN %s Kč", money(e.RiskEnd.Credit), money(e.RiskEnd.Win))
	} else {
		add("After RISK  no RISK played: as after the game")
	}
	add("reel stops %s   from the raw draws (%d):", strings.Trim(fmt.Sprint(sp.Stops), "[]"), len(e.Record.Draws))
	for i := 0; i < len(e.Record.Draws); i += 4 {
		var b strings.Builder
		b.WriteString(" ")
		for _, d := range e.Record.Draws[i:min(i+4, len(e.Record.Draws))] {
			fmt.Fprintf(&b, " %016x", d)
		}
		add("%s", b.String())
	}

	replay := "replays bit for bit"
	if err := record.Replay(t.game, &e.Record); err != nil {
		replay = "REPLAY FAILED"
	}
	full := ""
	for _, st := range sp.Steps {
		if st.Facts[crystalspin.FactFullHouse].Value != 0 {
			full = "FULL HOUSE"
		}
	}
	steps := "no win"
	if n := len(sp.Steps); n > 0 {
		steps = fmt.Sprintf("%d cascade step(s): f", n)
	}
	addGrid(add, viewCells(sp.Screen), firstWins(sp), []string{
		fmt.Sprintf("GAME WIN %s Kč", money(v.Win)), steps, full, replay,
	})

	for _, l := range riskLines(e.Risk, e.RiskSteps) {
		add("%s", l)
	}
	if len(e.Jackpots) == 0 {
		add("Jackpot draw: no hit")
	}
	for _, j := range e.Jackpots {
		add("%s", winRecordText(j))
	}
}

// addGrid adds the 5 lines of a screen (see grid) with the lines of right
// beside them.
func addGrid(add func(string, ...any), cells [][]string, won map[[2]int]bool, right []string) {
	for i, l := range grid(cells, won) {
		if i < len(right) && right[i] != "" {
			l += "   " + right[i]
		}
		add("%s", l)
	}
}

// winRecordText tells a jackpot win record of the central system as it
// stands (CS-20): its number, pool, amount and status.
func winRecordText(w jackpot.Win) string {
	head := fmt.Sprintf("*** JACKPOT %s: %s Kč, win record %d, ", strings.ToUpper(w.Pool), money(w.Amount), w.Seq)
	switch w.Status {
	case jackpot.Paid:
		return head + "paid by hand, payout form " + w.Form
	case jackpot.Refused:
		return head + "refused, payout form " + w.Form + " incomplete"
	}
	return head + "announced, to be paid by hand"
}

// viewCells returns the cells of a screen of a view (rows of symbol names)
// as the reels show them.
func viewCells(rows [][]string) [][]string {
	cells := make([][]string, len(rows))
	for r, row := range rows {
		for _, name := range row {
			sym, err := crystalspin.New().Alphabet().Lookup(name)
			text := "?"
			if err == nil {
				text = symbolText(sym)
			}
			cells[r] = append(cells[r], text)
		}
	}
	return cells
}

// firstWins returns the [reel, row] positions that won in the first step of
// sp.
func firstWins(sp roundview.Spin) map[[2]int]bool {
	won := map[[2]int]bool{}
	if len(sp.Steps) > 0 {
		for _, w := range sp.Steps[0].Wins {
			for _, p := range w.Positions {
				won[p] = true
			}
		}
	}
	return won
}

// winViewText tells a line win, e.g. "L1 3×BELL x5".
func winViewText(w roundview.Win) string {
	return fmt.Sprintf("L%d %d×%s x%s", w.Line, w.Count, strings.ToUpper(w.Symbol), w.Factor)
}

// positionsText lists positions as people count them, reel and row from
// 1: "reel 1 row 2, reel 2 row 2".
func positionsText(ps [][2]int) string {
	parts := make([]string, len(ps))
	for i, p := range ps {
		parts[i] = fmt.Sprintf("%d/%d", p[0]+1, p[1]+1)
	}
	return "reel/row " + strings.Join(parts, " ")
}

// maxRiskLines is how many lines the recall gives the RISK that followed a
// game.
const maxRiskLines = 3

// riskLines tells the RISK that followed a game (r, nil for none, with its
// decisions steps) in at most maxRiskLines lines: the amount, every
// decision with its card, and how it ended.
func riskLines(r *gamble.State, steps []terminal.RiskStep) []string {
	if r == nil {
		return []string{"RISK: not played"}
	}
	words := []string{fmt.Sprintf("RISK on %s Kč:", money(r.Amount))}
	for _, st := range steps {
		switch st.Action {
		case terminal.RiskPick:
			result := "lost"
			if st.Card.Colour() == st.Colour {
				result = "won"
			}
			words = append(words, fmt.Sprintf("%v %s %s,", st.Colour, st.Card, result))
		case terminal.RiskHalf:
			words = append(words, fmt.Sprintf("HALF %s to CREDIT,", money(st.Credited)))
		case terminal.RiskCollect:
			words = append(words, fmt.Sprintf("COLLECT %s,", money(st.Credited)))
		}
	}
	end := "still open"
	if !r.Open {
		end = r.End.String()
	}
	words = append(words, fmt.Sprintf("%s: %s Kč credited, %s Kč lost.", end, money(r.Credited), money(r.Lost)))

	var lines []string
	line := ""
	for _, w := range words {
		if line != "" && len([]rune(line))+1+len([]rune(w)) > width {
			lines = append(lines, line)
			line = " "
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	lines = append(lines, line)
	if len(lines) > maxRiskLines {
		lines = lines[:maxRiskLines]
		lines[maxRiskLines-1] = clip(lines[maxRiskLines-1] + strings.Repeat(" ", width)) // ends with …
	}
	return lines
}

// accounting is what the accounting screen shows, read when its key was
// pressed: the machine's master meters and the central system's win
// records of this terminal.
type accounting struct {
	meters terminal.Meters
	paid   []jackpot.Win // the terminal's wins paid by hand
	others []jackpot.Win // announced or refused
	err    error         // the central system could not be read
}

// readAccounts reads the accounting screen's figures: the master meters,
// and this terminal's win records from the central system (all of them,
// in pages of 100).
func (t *console) readAccounts(ctx context.Context) *accounting {
	a := &accounting{meters: t.m.Meters()}
	for after := uint64(0); ; {
		wins, err := t.jp.Wins(ctx, after, 100)
		if err != nil {
			a.err = err
			break
		}
		for _, w := range wins {
			if w.Terminal != terminalID.ID {
				continue
			}
			if w.Status == jackpot.Paid {
				a.paid = append(a.paid, w)
			} else {
				a.others = append(a.others, w)
			}
		}
		if len(wins) < 100 {
			break
		}
		after = wins[len(wins)-1].Seq
	}
	return a
}

// drawAccounting writes the accounting screen: the master meters since
// the terminal's memory began, the jackpot wins paid by hand, and the
// identities, height lines, the last one the prompt.
func (t *console) drawAccounting(w io.Writer) {
	var lines []string
	add := func(format string, args ...any) { lines = append(lines, fmt.Sprintf(format, args...)) }
	a := t.accounts
	mt := a.meters
	add("CRYSTAL SPIN   terminal %s (%s)   ACCOUNTING: MASTER METERS", terminalID.ID, terminalID.Venue)
	add("configuration %s", games.ConfigID(t.game))
	add("software %s", version.Line())
	add("")
	row := func(name string, m slotmech.Money) { add("  %-34s %*s Kč", name, meterWidth+2, money(m)) }
	row("CREDIT IN (money inserted)", mt.CreditIn)
	row("CREDIT OUT (cashed out)", mt.CreditOut)
	row("STAKED (every game's stake)", mt.Staked)
	row("GAME WINS (jackpots excluded)", mt.GameWins)
	row("RISK WON (won picks)", mt.RiskWon)
	row("RISK LOST (lost picks)", mt.RiskLost)
	row("CREDIT now", mt.Credit)
	row("WIN now", mt.Win)
	add("  %-34s %*d", "GAMES PLAYED", meterWidth+2, mt.Games)
	add("  %-34s %*d", "JACKPOT HITS announced", meterWidth+2, mt.Jackpots)
	var paid slotmech.Money
	for _, w := range a.paid {
		paid += w.Amount
	}
	if a.err != nil {
		add("  JACKPOT WINS PAID BY HAND: the central system cannot be read (%s)", errText(a.err))
	} else {
		add("  %-34s %*s Kč", fmt.Sprintf("JACKPOT WINS PAID BY HAND (%d)", len(a.paid)), meterWidth+2, money(paid))
		for _, o := range a.others {
			add("    win record %d (%s, %s Kč): %v", o.Seq, o.Pool, money(o.Amount), o.Status)
		}
	}
	balance := "holds"
	if !mt.Balanced() {
		balance = "DOES NOT HOLD"
	}
	add("  IN + GAME WINS + RISK WON = CREDIT + WIN + OUT + STAKED + RISK LOST: %s", balance)
	t.endPage(w, lines, "Keys: t, l or Enter back to the game  (play is locked while this is shown)")
}
