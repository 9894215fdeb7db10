package games

import (
	"fmt"
	"io"
	"strings"

	"github.com/slotmech/slotmech"
)

// RoundView is an [Outcome] in a form for people and JSON: symbols by name,
// factors in decimal, positions as [reel, row] pairs. Records store it, and
// replays compare it field by field.
type RoundView struct {
	Stake     slotmech.Money `json:"stake"`
	Win       slotmech.Money `json:"win"`
	Triggered bool           `json:"triggered"`
	FreeSpins int            `json:"free_spins"`
	Capped    bool           `json:"capped"`
	Spins     []SpinView     `json:"spins"`
}

// SpinView is a [Spin] for people and JSON. Screens are rows top to bottom,
// each a list of symbol names from the leftmost reel.
type SpinView struct {
	Free            bool           `json:"free"`
	Screen          [][]string     `json:"screen"`
	Steps           []StepView     `json:"steps"`
	Scatters        int            `json:"scatters"`
	ScatterWin      slotmech.Money `json:"scatter_win"`
	Multiplier      int64          `json:"multiplier"`
	TotalMultiplier int64          `json:"total_multiplier"`
	FullHouse       bool           `json:"full_house"`
	Awarded         int            `json:"awarded"`
	Win             slotmech.Money `json:"win"`
	Capped          bool           `json:"capped"`
}

// StepView is a [Step] for people and JSON.
type StepView struct {
	Screen [][]string     `json:"screen"`
	Wins   []WinView      `json:"wins"`
	Factor string         `json:"factor"`
	Win    slotmech.Money `json:"win"`
}

// WinView is a [Win] for people and JSON.
type WinView struct {
	Symbol    string   `json:"symbol"`
	Count     int      `json:"count"`
	Line      int      `json:"line"`
	Factor    string   `json:"factor"`
	Positions [][2]int `json:"positions"`
}

// View returns o as a RoundView, naming symbols with a.
func View(o *Outcome, a *slotmech.Alphabet) RoundView {
	v := RoundView{Stake: o.Stake, Win: o.Win, Triggered: o.Triggered, FreeSpins: o.FreeSpins, Capped: o.Capped,
		Spins: make([]SpinView, 0, len(o.Spins))}
	for i := range o.Spins {
		sp := &o.Spins[i]
		sv := SpinView{
			Free: sp.Free, Screen: screenNames(&sp.Screen, a), Steps: make([]StepView, 0, len(sp.Steps)),
			Scatters: sp.Scatters, ScatterWin: sp.ScatterWin, Multiplier: sp.Multiplier,
			TotalMultiplier: sp.TotalMultiplier, FullHouse: sp.FullHouse, Awarded: sp.Awarded,
			Win: sp.Win, Capped: sp.Capped,
		}
		for j := range sp.Steps {
			st := &sp.Steps[j]
			stv := StepView{Screen: screenNames(&st.Screen, a), Wins: make([]WinView, 0, len(st.Wins)),
				Factor: st.Factor.String(), Win: st.Win}
			for _, w := range st.Wins {
				stv.Wins = append(stv.Wins, WinView{Symbol: a.Name(w.Symbol), Count: w.Count, Line: w.Line,
					Factor: w.Factor.String(), Positions: positions(w.Positions)})
			}
			sv.Steps = append(sv.Steps, stv)
		}
		v.Spins = append(v.Spins, sv)
	}
	return v
}

func screenNames(s *slotmech.Screen, a *slotmech.Alphabet) [][]string {
	rows := make([][]string, s.Rows())
	for row := range rows {
		rows[row] = make([]string, s.Reels())
		for reel := range rows[row] {
			rows[row][reel] = a.Name(s.At(reel, row))
		}
	}
	return rows
}

func positions(set slotmech.PosSet) [][2]int {
	out := make([][2]int, 0, set.Len())
	for p, ok := set.First(); ok; p, ok = set.First() {
		set = set.Without(p)
		out = append(out, [2]int{p.Reel(), p.Row()})
	}
	return out
}

// Fprint writes the round for a person to read: each spin's screen, the
// wins of each step, multipliers and totals.
func (v *RoundView) Fprint(w io.Writer) {
	fmt.Fprintf(w, "stake %d  win %d", v.Stake, v.Win)
	if v.Triggered {
		fmt.Fprintf(w, "  feature: %d free spins", v.FreeSpins)
	}
	if v.Capped {
		fmt.Fprint(w, "  CAPPED")
	}
	fmt.Fprintln(w)
	for i, sp := range v.Spins {
		kind := "base spin"
		if sp.Free {
			kind = fmt.Sprintf("free spin %d", i)
		}
		fmt.Fprintf(w, "%s:\n", kind)
		printScreen(w, sp.Screen)
		for j, st := range sp.Steps {
			fmt.Fprintf(w, "  step %d: factor %s, win %d\n", j+1, st.Factor, st.Win)
			for _, win := range st.Wins {
				where := "anywhere"
				if win.Line >= 0 {
					where = fmt.Sprintf("line %d", win.Line+1)
				}
				fmt.Fprintf(w, "    %d × %s %s pays %s\n", win.Count, win.Symbol, where, win.Factor)
			}
		}
		var extra []string
		if sp.Scatters > 0 {
			extra = append(extra, fmt.Sprintf("scatters %d (pay %d)", sp.Scatters, sp.ScatterWin))
		}
		if sp.Multiplier > 1 {
			extra = append(extra, fmt.Sprintf("×%d", sp.Multiplier))
		}
		if sp.TotalMultiplier > 0 {
			extra = append(extra, fmt.Sprintf("total multiplier %d", sp.TotalMultiplier))
		}
		if sp.FullHouse {
			extra = append(extra, "full house")
		}
		if sp.Awarded > 0 {
			extra = append(extra, fmt.Sprintf("+%d free spins", sp.Awarded))
		}
		if sp.Capped {
			extra = append(extra, "cap reached")
		}
		fmt.Fprintf(w, "  spin win %d %s\n", sp.Win, strings.Join(extra, ", "))
	}
}

func printScreen(w io.Writer, rows [][]string) {
	for _, row := range rows {
		fmt.Fprint(w, "   ")
		for _, name := range row {
			fmt.Fprintf(w, " %-10s", name)
		}
		fmt.Fprintln(w)
	}
}
