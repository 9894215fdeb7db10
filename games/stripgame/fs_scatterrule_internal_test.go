package stripgame

import (
	"fmt"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/lines/ways"
)

// The feature engine (fs_round.go), which pays a spin once it has ended,
// offers its wins to the caps in the order the strip game of its base
// part (round.go) pays them as they come: each step's line wins, then,
// under ScatterOn FirstScreen or EveryScreen, that step's scatter pay with
// its step; under FinalScreen the final screen's after the cascade. Every
// stop of a small cascade game under every rule, on lines with and
// without a line cap and on ways, reports the same wins in the same order
// to a tally, and the same outcome.
func TestFeatureEnginePaysInTheStripGamesOrder(t *testing.T) {
	const (
		a slotmech.Symbol = iota + 1
		s
		x
	)
	rules := []struct {
		on     ScatterScreen
		strike bool
	}{{FinalScreen, false}, {FirstScreen, false}, {FirstScreen, true}, {EveryScreen, false}, {EveryScreen, true}}
	scatterPays, steps := 0, 0 // scatter pays reported before other wins; the deepest step
	for _, rule := range rules {
		for _, lineCap := range []slotmech.Money{0, 40, -1} { // -1: ways, not lines
			name := fmt.Sprintf("%s strike %v line cap %d", rule.on.word(), rule.strike, lineCap)
			cfg := Config{
				Name: "tally-order", Symbols: []string{"A", "S", "X"}, Rows: 2,
				Strips: [][]slotmech.Symbol{{a, s, x, a, x}, {a, x, s, a}, {x, a, s, a, x, x}},
				Lines: &lines.Config{Lines: [][]int{{0, 0, 0}, {1, 1, 1}, {0, 1, 0}},
					Pays: map[slotmech.Symbol][]slotmech.Factor{a: {0, 0, slotmech.MustParseFactor("0.25"), slotmech.Whole(5)}}},
				Scatter: s, ScatterPays: []cluster.ScatterPay{{Count: 2, Factor: slotmech.MustParseFactor("0.5")}, {Count: 3, Factor: slotmech.Whole(1)}},
				Cascade: true, MaxSteps: 30, ScatterOn: rule.on, ScatterStrike: rule.strike,
				Free:     &FreeSpins{Trigger: []Award{{Scatters: 3, Spins: 2}}, Max: 10},
				BetModel: LineBet, LineCap: lineCap,
				Bets: []slotmech.Money{10},
			}
			if lineCap < 0 {
				cfg.Lines, cfg.BetModel, cfg.LineCap = nil, TotalBet, 0
				cfg.Ways = &ways.Config{Pays: map[slotmech.Symbol][]slotmech.Factor{a: {0, 0, slotmech.MustParseFactor("0.25"), slotmech.Whole(5)}}}
			}
			g, err := New(cfg)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			fg := g.(*fsGame)
			engine := fsBasePlayer{fg.newPlayer()}
			part := fg.baseStrip.NewPlayer().(*partPlayer)
			for s0 := range 5 {
				for s1 := range 4 {
					for s2 := range 6 {
						stops := []int{s0, s1, s2}
						var fromEngine, fromPart []games.PaidWin
						want, err := part.PlayStops(stops, 10, func(w games.PaidWin) { fromPart = append(fromPart, w) })
						if err != nil {
							t.Fatalf("%s: stops %v: %v", name, stops, err)
						}
						got, err := engine.PlayStops(stops, 10, func(w games.PaidWin) { fromEngine = append(fromEngine, w) })
						if err != nil {
							t.Fatalf("%s: stops %v: %v", name, stops, err)
						}
						if got != want || fmt.Sprint(fromEngine) != fmt.Sprint(fromPart) {
							t.Fatalf("%s: stops %v: the engine %+v %v, the strip game %+v %v", name, stops, got, fromEngine, want, fromPart)
						}
						for i, w := range fromPart {
							if w.Symbol == s && i+1 < len(fromPart) {
								scatterPays++ // a scatter pay before other wins: the order is tested
							}
							steps = max(steps, w.Step)
						}
					}
				}
			}
		}
	}
	if scatterPays == 0 || steps < 3 {
		t.Fatalf("%d scatter pays before other wins, steps up to %d: the order is not tested", scatterPays, steps)
	}
}
