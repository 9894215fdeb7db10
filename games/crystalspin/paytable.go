package crystalspin

import (
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/lines"
)

// Screen size (CS-1): 5 reels of 3 visible rows.
const (
	Reels = 5
	Rows  = 3
)

// Paylines returns the 5 static lines (CS-3): Paylines()[i][reel] is the row
// (0 = top) of line i+1 on that reel. Line 1 is the middle row, line 2 the top
// row, line 3 the bottom row, line 4 the V and line 5 the Λ. Wins name a line
// as people do, by its number i+1, 1 to 5 ([games.Win].Line). The array is
// a copy.
func Paylines() [numLines][Reels]int { return paylines }

var paylines = [numLines][Reels]int{
	{1, 1, 1, 1, 1}, // line 1: middle row
	{0, 0, 0, 0, 0}, // line 2: top row
	{2, 2, 2, 2, 2}, // line 3: bottom row
	{0, 1, 2, 1, 0}, // line 4: V
	{2, 1, 0, 1, 2}, // line 5: Λ
}

// numLines is the number of paylines (CS-3).
const numLines = 5

// PayTable returns the pay table (CS-4): PayTable()[sym][n] is the multiple
// of the stake that a run of n symbols sym pays, for n = 3, 4, 5; entries for
// n < 3, for [slotmech.Empty] and the whole row of [Wild] are 0 (a run of
// wilds only pays as [Seven], CS-7).
func PayTable() [numSymbols + 1][Reels + 1]int64 { return payTable }

var payTable = [numSymbols + 1][Reels + 1]int64{
	Seven:      {0, 0, 0, 6, 15, 100},
	Bell:       {0, 0, 0, 5, 10, 50},
	Melon:      {0, 0, 0, 4, 8, 30},
	Grapes:     {0, 0, 0, 4, 8, 25},
	Plum:       {0, 0, 0, 3, 6, 20},
	Bar:        {0, 0, 0, 3, 6, 15},
	Strawberry: {0, 0, 0, 2, 4, 12},
	Orange:     {0, 0, 0, 2, 4, 12},
	Lemon:      {0, 0, 0, 1, 2, 8},
	Cherry:     {0, 0, 0, 1, 2, 8},
}

// linesConfig is the lines package's view of CS-3 … CS-7: the 5 lines, the
// pay table as exact factors of the stake, runs anywhere on a line (both
// ways and the middle, CS-5), and the wild paying as SEVEN on its own (CS-7).
// The highest win per line with its tie rule (CS-6) is the lines package's
// rule for every configuration.
func linesConfig() lines.Config {
	cfg := lines.Config{
		Reels:      Reels,
		Rows:       Rows,
		Pays:       make(map[slotmech.Symbol][]slotmech.Factor, numSymbols-1),
		Direction:  lines.AnyRun,
		Wild:       Wild,
		WildRuns:   lines.PayAsSymbol,
		WildPaysAs: Seven,
	}
	for _, l := range paylines {
		cfg.Lines = append(cfg.Lines, l[:])
	}
	for sym := Seven; sym <= Cherry; sym++ {
		row := make([]slotmech.Factor, Reels+1)
		for n, x := range payTable[sym] {
			row[n] = slotmech.Whole(x)
		}
		cfg.Pays[sym] = row
	}
	return cfg
}

// DescribePays returns the pay table (CS-4) for people, as PAR sheets print
// it: a row per paying symbol, Seven first, a column per run length (3, 4,
// 5), each cell the multiple of the stake it pays, and a note with CS-5,
// CS-7, CS-9 and CS-10. It is a [games.PayTableDescriber]; a new table each
// call.
func (g *game) DescribePays() *games.PayTable {
	t := &games.PayTable{Columns: []string{"3", "4", "5"},
		Note: "× the stake, on 5 lines, both ways and in the middle (CS-5); WILD substitutes for every symbol and a run of wilds pays as SEVEN (CS-7); a full-house screen pays double (CS-9); a line pays at most 100 000 Kč a game (CS-10)"}
	a := g.Alphabet()
	for sym := Seven; sym <= Cherry; sym++ {
		row := games.PayRow{Symbol: a.Name(sym)}
		for n := 3; n <= Reels; n++ {
			row.Pays = append(row.Pays, strconv.FormatInt(payTable[sym][n], 10))
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}
