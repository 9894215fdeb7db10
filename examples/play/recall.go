package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/record"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/roundview"
)

// drawRecall writes the recall page t.recall (1: the last game): one game
// of the machine's recall on one screen, height lines, the last one the
// prompt.
func (t *console) drawRecall(w io.Writer) {
	var lines []string
	add := func(format string, args ...any) { lines = append(lines, fmt.Sprintf(format, args...)) }

	rec := t.m.Recall()
	page := min(t.recall, len(rec))
	e := rec[page-1]
	v, _ := roundview.Parse(e.Record.Outcome) // the machine wrote it: it parses
	add("CRYSTAL SPIN   terminal %s (%s)   GAME RECALL %d of %d, newest first",
		terminalID.ID, terminalID.Venue, page, len(rec))
	add("Game %d at %s, stake %s Kč, configuration %.12s…",
		e.Seq, e.At.Format("2006-01-02 15:04:05"), money(e.Stake), e.Record.Config)
	add("Before  CREDIT %s Kč, WIN %s Kč   After  CREDIT %s Kč, WIN %s Kč",
		money(e.Before.Credit), money(e.Before.Win), money(e.After.Credit), money(e.After.Win))

	// The reels as they landed, beside the game's totals.
	var sp roundview.Spin
	if len(v.Spins) > 0 {
		sp = v.Spins[0]
	}
	full := ""
	if sp.Facts[crystalspin.FactFullHouse].Value != 0 {
		full = "FULL HOUSE"
	}
	replay := "replays bit for bit"
	if err := record.Replay(t.game, &e.Record); err != nil {
		replay = "REPLAY FAILED"
	}
	right := []string{
		fmt.Sprintf("GAME WIN %s Kč", money(v.Win)),
		fmt.Sprintf("cascade steps %d", len(sp.Steps)),
		full,
		fmt.Sprintf("%d draws: %s", len(e.Record.Draws), replay),
	}
	for i, l := range grid(viewCells(sp.Screen), firstWins(sp)) {
		if i < len(right) && right[i] != "" {
			l += "   " + right[i]
		}
		add("%s", l)
	}
	for i, st := range sp.Steps {
		if i == maxSteps {
			add("  … %d more step(s)", len(sp.Steps)-maxSteps)
			break
		}
		add("  step %d: %s Kč  %s", st.Step, money(st.Win), winViewsText(st.Wins))
	}
	if len(sp.Steps) == 0 {
		add("  no win")
	}

	// What followed the game: RISK and the jackpot draw.
	add("")
	for _, l := range riskLines(e.Risk, e.RiskSteps) {
		add("%s", l)
	}
	if len(e.Jackpots) == 0 {
		add("Jackpot draw: no hit")
	}
	for _, j := range e.Jackpots {
		add("*** JACKPOT %s: %s Kč, announced, paid by staff (not in CREDIT)", j.Pool, money(j.Amount))
	}

	for _, m := range t.msgs {
		add("%s", m)
	}
	for len(lines) < height-3 {
		add("")
	}
	lines = lines[:height-3]
	add("")
	add("Keys: n older game  p newer game  l or Enter back to the game  q quit")
	flush(w, lines)
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

// winViewsText lists a step's line wins, e.g. "L1 3×BELL x5  L4 4×LEMON x2".
func winViewsText(wins []roundview.Win) string {
	var parts []string
	for _, w := range wins {
		parts = append(parts, fmt.Sprintf("L%d %d×%s x%s", w.Line, w.Count, strings.ToUpper(w.Symbol), w.Factor))
	}
	return strings.Join(parts, "  ")
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
