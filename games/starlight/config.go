package starlight

import (
	"bytes"
	"encoding/json"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
)

// configData is everything that decides Starlight Christmas's outcomes, in
// the canonical form that [Game.ConfigData] encodes.
type configData struct {
	Game        string               `json:"game"`
	Reels       int                  `json:"reels"`
	Rows        int                  `json:"rows"`
	Symbols     []string             `json:"symbols"`
	Classes     []cluster.Range      `json:"classes"`
	PayTable    map[string][3]string `json:"pay_table"`
	ScatterPays map[int]string       `json:"scatter_pays"`
	Multipliers []int64              `json:"multiplier_values"`
	Maths       Maths                `json:"maths"`
	Rules       map[string]int64     `json:"rules"`
	Ante        [2]int64             `json:"ante_stake"` // stake = bet × [0] / [1], AnteCost in lowest terms
	Bets        [3]slotmech.Money    `json:"bets"`       // min, max, step
}

// Alphabet returns the names of the game's symbols (the same as the
// package's [Alphabet]).
func (g *Game) Alphabet() *slotmech.Alphabet { return alphabet }

// ConfigData returns the canonical encoding (JSON, keys sorted) of the
// game's maths and rules: symbols, count classes, pay table, scatter pays,
// multiplier values, the weights of every part ([Maths]), the trigger,
// retrigger, cap and bound constants, and the bet range. Its SHA-256
// (games.ConfigID) identifies the configuration in records, simulations and
// analyses; any change to a weight or a pay changes it. The encoding is
// taken when the game is built, from the tables the game was built with.
func (g *Game) ConfigData() []byte { return bytes.Clone(g.config) }

// encodeConfig encodes the game's configuration for ConfigData.
func (g *Game) encodeConfig() []byte {
	c := configData{
		Game: Name, Reels: Reels, Rows: Rows, Symbols: names, Classes: countClasses,
		PayTable: map[string][3]string{}, ScatterPays: map[int]string{},
		Multipliers: multiplierValues[:], Maths: g.maths,
		Rules: map[string]int64{
			"cap_times": CapTimes, "trigger_scatters": TriggerScatters, "trigger_spins": TriggerSpins,
			"retrigger_scatters": RetriggerScatters, "retrigger_spins": RetriggerSpins,
			"max_steps": MaxSteps, "max_free_spins": MaxFreeSpins,
		},
		Ante: lowestTerms(int64(AnteCost), slotmech.FactorScale), Bets: [3]slotmech.Money{MinBet, MaxBet, BetStep},
	}
	for i, row := range payTable {
		c.PayTable[alphabet.Name(Yellow+slotmech.Symbol(i))] = [3]string{row[0].String(), row[1].String(), row[2].String()}
	}
	for _, sp := range scatterPays {
		c.ScatterPays[sp.Count] = sp.Factor.String()
	}
	b, err := json.Marshal(c) // maps encode with sorted keys: canonical
	if err != nil {
		panic(err) // plain data always encodes
	}
	return b
}

// lowestTerms returns the fraction num/den in lowest terms (den > 0).
func lowestTerms(num, den int64) [2]int64 {
	a, b := num, den
	for b != 0 {
		a, b = b, a%b
	}
	return [2]int64{num / a, den / a}
}
