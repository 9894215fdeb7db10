package main

import (
	"errors"
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/tumble"
)

// crystalGame is shared by every line: a Game is immutable.
var crystalGame = crystalspin.New()

// crystalInput is one Crystal Spin scenario.
type crystalInput struct {
	Game   string     `json:"game"`
	Bet    *int64     `json:"bet"`
	Screen [][]string `json:"screen"`
	Refill [][]string `json:"refill"`
}

// crystalResult is what a Crystal Spin scenario pays.
type crystalResult struct {
	Game      string       `json:"game"`
	Stake     int64        `json:"stake"`
	Win       int64        `json:"win"`
	Steps     int          `json:"steps"`
	FullHouse bool         `json:"full_house"`
	Capped    bool         `json:"capped"`
	StepWins  []int64      `json:"step_wins"`
	Wins      []crystalWin `json:"wins"`
}

// crystalWin is one paid line of a scenario.
type crystalWin struct {
	Step      int      `json:"step"`
	Line      int      `json:"line"`
	Symbol    string   `json:"symbol"`
	Count     int      `json:"count"`
	Factor    string   `json:"factor"`
	Pay       int64    `json:"pay"`
	Positions [][2]int `json:"positions"`
}

// crystalSpinScenario plays one Crystal Spin scenario: the screen as it
// lands and, per reel, the symbols that fall in during the cascade.
func crystalSpinScenario(line []byte) (any, error) {
	var in crystalInput
	if err := decodeStrict(line, &in); err != nil {
		return nil, err
	}
	if in.Bet == nil {
		return nil, errors.New(`missing "bet" (stake in Kč)`)
	}
	bet := slotmech.Money(*in.Bet)
	if _, err := crystalGame.Stake(bet, games.Standard); err != nil {
		return nil, err
	}
	screen, err := crystalScreen(in.Screen)
	if err != nil {
		return nil, err
	}
	fill, err := crystalRefill(in.Refill)
	if err != nil {
		return nil, err
	}
	out := games.Outcome{Detail: true}
	if err := crystalGame.PlayScreen(screen, fill, bet, &out); err != nil {
		return nil, err
	}
	sp := &out.Spins[0]
	res := crystalResult{
		Game: crystalspin.Name, Stake: int64(out.Stake), Win: int64(out.Win), Steps: len(sp.Steps),
		FullHouse: sp.FullHouse, Capped: out.Capped, StepWins: []int64{}, Wins: []crystalWin{},
	}
	names := crystalspin.Alphabet()
	for i, st := range sp.Steps {
		res.StepWins = append(res.StepWins, int64(st.Win))
		for _, w := range st.Wins {
			pay, err := w.Factor.Apply(bet)
			if err != nil {
				return nil, err
			}
			cw := crystalWin{Step: i + 1, Line: w.Line + 1, Symbol: names.Name(w.Symbol), Count: w.Count,
				Factor: w.Factor.String(), Pay: int64(pay), Positions: [][2]int{}}
			for s := w.Positions; s != 0; {
				p, _ := s.First()
				s = s.Without(p)
				cw.Positions = append(cw.Positions, [2]int{p.Reel(), p.Row()})
			}
			res.Wins = append(res.Wins, cw)
		}
	}
	return res, nil
}

// crystalScreen parses 3 rows (top first) of 5 symbol names.
func crystalScreen(rows [][]string) (slotmech.Screen, error) {
	s := slotmech.NewScreen(crystalspin.Reels, crystalspin.Rows)
	if len(rows) != crystalspin.Rows {
		return s, fmt.Errorf("screen has %d rows, want %d (top to bottom)", len(rows), crystalspin.Rows)
	}
	for row, names := range rows {
		if len(names) != crystalspin.Reels {
			return s, fmt.Errorf("screen row %d has %d symbols, want %d (one per reel)", row, len(names), crystalspin.Reels)
		}
		for reel, name := range names {
			sym, err := crystalspin.Alphabet().Lookup(name)
			if err != nil {
				return s, fmt.Errorf("screen row %d reel %d: unknown symbol %q", row, reel, name)
			}
			s.Set(reel, row, sym)
		}
	}
	return s, nil
}

// crystalRefill parses one list of symbol names per reel; no lists at all
// means nothing may fall in.
func crystalRefill(lists [][]string) (*tumble.ListRefill, error) {
	if lists != nil && len(lists) != crystalspin.Reels {
		return nil, fmt.Errorf("refill has %d lists, want %d (one per reel)", len(lists), crystalspin.Reels)
	}
	syms := make([][]slotmech.Symbol, crystalspin.Reels)
	for reel, names := range lists {
		for i, name := range names {
			sym, err := crystalspin.Alphabet().Lookup(name)
			if err != nil {
				return nil, fmt.Errorf("refill reel %d entry %d: unknown symbol %q", reel, i, name)
			}
			syms[reel] = append(syms[reel], sym)
		}
	}
	return tumble.NewListRefill(syms)
}
