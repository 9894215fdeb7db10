package stripgame_test

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/lines/ways"
	"github.com/slotmech/slotmech/rng"
)

// A title with free spins is one Config: strips, ways pays, a scatter that
// triggers free spins on their own strips at × 3, a bound on retriggers
// and a cap.
func Example() {
	const cherry, bell, star, wild = 1, 2, 3, 4
	g, err := stripgame.New(stripgame.Config{
		Name: "lucky-stars", Symbols: []string{"cherry", "bell", "star", "wild"}, Rows: 3,
		Strips: [][]slotmech.Symbol{
			{cherry, bell, star, cherry, bell}, {bell, wild, cherry, star, bell}, {cherry, star, bell, cherry, bell}},
		Ways: &ways.Config{Wilds: []ways.Wild{{Symbol: wild}}, Pays: map[slotmech.Symbol][]slotmech.Factor{
			cherry: {0, 0, 0, slotmech.MustParseFactor("0.1")}, bell: {0, 0, 0, slotmech.MustParseFactor("0.2")}}},
		Scatter: star,
		Free: &stripgame.FreeSpins{
			Strips: [][]slotmech.Symbol{
				{cherry, bell, cherry, star}, {wild, cherry, bell, wild}, {bell, cherry, star, cherry}},
			Trigger: []stripgame.Award{{Scatters: 3, Spins: 5}}, Retrigger: []stripgame.Award{{Scatters: 3, Spins: 2}},
			Max: 20, Multiplier: 3,
		},
		RoundCapX: 1000, Bets: []slotmech.Money{100},
	})
	if err != nil {
		panic(err)
	}
	p := g.NewPlayer()
	var d games.Detail
	for seed := uint64(0); ; seed++ {
		out, _ := p.Play(100, games.Standard, rng.NewStream(seed, 0), &d)
		if !out.Triggered {
			continue
		}
		fmt.Printf("round %d: %d free spins, won %d\n", seed, out.FreeSpins, out.Win)
		for i, sp := range d.Spins {
			awarded, _ := sp.Facts.Get(stripgame.FactAwarded)
			fmt.Printf("  spin %d free=%v ×%d won %d, awarded %d\n", i, sp.Free, sp.Multiplier, sp.Win, awarded)
		}
		break
	}
	// Output:
	// round 4: 5 free spins, won 1110
	//   spin 0 free=false ×1 won 30, awarded 5
	//   spin 1 free=true ×3 won 120, awarded 0
	//   spin 2 free=true ×3 won 120, awarded 0
	//   spin 3 free=true ×3 won 300, awarded 0
	//   spin 4 free=true ×3 won 360, awarded 0
	//   spin 5 free=true ×3 won 180, awarded 0
}
