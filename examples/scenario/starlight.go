package main

import (
	"errors"
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/starlight"
	"github.com/slotmech/slotmech/tumble"
)

// starlightGame is shared by every line: a Game is immutable.
var starlightGame = starlight.New()

// starlightInput is one Starlight Christmas scenario.
type starlightInput struct {
	Game            string     `json:"game"`
	Bet             *int64     `json:"bet"`
	Ante            bool       `json:"ante"`
	FreeSpin        bool       `json:"free_spin"`
	TotalMultiplier int64      `json:"total_multiplier"`
	Screen          [][]string `json:"screen"`
	Refill          [][]string `json:"refill"`
}

// starlightResult is what a Starlight Christmas scenario pays.
type starlightResult struct {
	Game            string         `json:"game"`
	Stake           int64          `json:"stake"`
	Win             int64          `json:"win"`
	Steps           int            `json:"steps"`
	Scatters        int            `json:"scatters"`
	ScatterWin      int64          `json:"scatter_win"`
	Multiplier      int64          `json:"multiplier"`
	FreeSpins       int            `json:"free_spins"`
	TotalMultiplier int64          `json:"total_multiplier"`
	Capped          bool           `json:"capped"`
	Wins            []starlightWin `json:"wins"`
}

// starlightWin is one paid combination of a scenario.
type starlightWin struct {
	Step      int      `json:"step"`
	Symbol    string   `json:"symbol"`
	Count     int      `json:"count"`
	Factor    string   `json:"factor"`
	Pay       int64    `json:"pay"`
	Positions [][2]int `json:"positions"`
}

func starlightScenario(line []byte) (any, error) {
	var in starlightInput
	if err := decodeStrict(line, &in); err != nil {
		return nil, err
	}
	if in.Bet == nil {
		return nil, errors.New(`missing "bet" (base bet in cents)`)
	}
	mode := games.Standard
	if in.Ante {
		mode = games.Ante
	}
	if _, err := starlightGame.Stake(slotmech.Money(*in.Bet), mode); err != nil {
		return nil, err
	}
	screen, err := starlightScreen(in.Screen)
	if err != nil {
		return nil, err
	}
	fill, err := starlightRefill(in.Refill)
	if err != nil {
		return nil, err
	}
	out := games.Outcome{Detail: true}
	spin := starlight.SpinInput{
		Bet: slotmech.Money(*in.Bet), Mode: mode, Free: in.FreeSpin, Total: in.TotalMultiplier,
		Screen: screen, Refill: fill,
	}
	if err := starlightGame.PlaySpin(spin, nil, &out); err != nil {
		return nil, err
	}
	sp := &out.Spins[0]
	res := starlightResult{
		Game: starlight.Name, Stake: int64(out.Stake), Win: int64(out.Win), Steps: len(sp.Steps),
		Scatters: sp.Scatters, ScatterWin: int64(sp.ScatterWin), Multiplier: sp.Multiplier,
		FreeSpins: sp.Awarded, TotalMultiplier: sp.TotalMultiplier, Capped: sp.Capped,
		Wins: []starlightWin{},
	}
	for i, st := range sp.Steps {
		for _, w := range st.Wins {
			pay, err := w.Factor.Apply(out.Bet)
			if err != nil {
				return nil, err
			}
			sw := starlightWin{Step: i + 1, Symbol: starlight.Alphabet.Name(w.Symbol), Count: w.Count,
				Factor: w.Factor.String(), Pay: int64(pay), Positions: [][2]int{}}
			for s := w.Positions; s != 0; {
				p, _ := s.First()
				s = s.Without(p)
				sw.Positions = append(sw.Positions, [2]int{p.Reel(), p.Row()})
			}
			res.Wins = append(res.Wins, sw)
		}
	}
	return res, nil
}

// starlightScreen parses 5 rows (top first) of 6 symbol names.
func starlightScreen(rows [][]string) (slotmech.Screen, error) {
	s := slotmech.NewScreen(starlight.Reels, starlight.Rows)
	if len(rows) != starlight.Rows {
		return s, fmt.Errorf("screen has %d rows, want %d (top to bottom)", len(rows), starlight.Rows)
	}
	for row, names := range rows {
		if len(names) != starlight.Reels {
			return s, fmt.Errorf("screen row %d has %d symbols, want %d (one per reel)", row, len(names), starlight.Reels)
		}
		for reel, name := range names {
			sym, err := starlight.Alphabet.Lookup(name)
			if err != nil {
				return s, fmt.Errorf("screen row %d reel %d: unknown symbol %q", row, reel, name)
			}
			s.Set(reel, row, sym)
		}
	}
	return s, nil
}

// starlightRefill parses one list of symbol names per reel; no lists at all
// means nothing may fall in.
func starlightRefill(lists [][]string) (*tumble.ListRefill, error) {
	if lists != nil && len(lists) != starlight.Reels {
		return nil, fmt.Errorf("refill has %d lists, want %d (one per reel)", len(lists), starlight.Reels)
	}
	syms := make([][]slotmech.Symbol, starlight.Reels)
	for reel, names := range lists {
		for i, name := range names {
			sym, err := starlight.Alphabet.Lookup(name)
			if err != nil {
				return nil, fmt.Errorf("refill reel %d entry %d: unknown symbol %q", reel, i, name)
			}
			syms[reel] = append(syms[reel], sym)
		}
	}
	return tumble.NewListRefill(syms)
}
