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

// ConfigData returns the canonical encoding of the game's maths and rules:
// symbols, count classes, pay table, scatter pays, multiplier values, the
// weights of every part ([Maths]), the trigger, retrigger, cap and bound
// constants, and the bet range. Its SHA-256 ([games.ConfigID]) identifies
// the configuration in records, simulations and analyses; any change to a
// weight or a pay changes it. The encoding is taken when the game is built,
// from the tables the game was built with.
//
// The encoding is compact JSON as encoding/json writes it: no spaces, no
// final newline. Its keys are not all sorted. The top level has these keys
// in this order:
//
//	game, reels, rows, symbols, classes, pay_table, scatter_pays,
//	multiplier_values, maths, rules, ante_stake, bets
//
// Records keep their fields' order too: each entry of classes is
// {"Min", "Max"}; maths is {"Base", "Ante", "Free", "BaseValues",
// "FreeValues"}, and each of Base, Ante and Free is {"Paying", "Scatter",
// "Multiplier"}. Only the tables keyed by data have sorted keys (bytewise):
// pay_table (symbol names), scatter_pays (scatter counts, as strings) and
// rules (constant names). Arrays keep the game's order (symbols in symbol
// order, Paying from Yellow to Sun). Factors are decimal strings in their
// shortest form ([slotmech.Factor.String]: "0.8", "10"); every other number
// is an integer: ante_stake is the stake per unit of bet as a fraction in
// lowest terms ([5,4]), and bets is [min, max, step] in cents.
//
// To recompute the identity with standard tools, save this program as
// configdata.go and run it in the module's directory:
//
//	package main
//
//	import (
//		"os"
//
//		"github.com/slotmech/slotmech/internal/starlight"
//	)
//
//	func main() { os.Stdout.Write(starlight.New().ConfigData()) }
//
// then
//
//	go run configdata.go | sha256sum
//
// prints the identity. A pretty-printed copy of the encoding gives the
// canonical bytes back with jq -j -c . (jq keeps the keys' order; -j drops
// the final newline); jq -S, which sorts every key, gives another identity.
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
