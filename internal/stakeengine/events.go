package stakeengine

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/roundview"
)

// The events of a book, one type per kind (see the package documentation).
type (
	revealEvent struct {
		Index  int        `json:"index"`
		Type   string     `json:"type"`
		Spin   int        `json:"spin"`
		Free   bool       `json:"free"`
		Screen [][]string `json:"screen"`
	}
	tumbleEvent struct {
		Index  int        `json:"index"`
		Type   string     `json:"type"`
		Spin   int        `json:"spin"`
		Step   int        `json:"step"`
		Screen [][]string `json:"screen"`
	}
	winInfoEvent struct {
		Index  int             `json:"index"`
		Type   string          `json:"type"`
		Spin   int             `json:"spin"`
		Step   int             `json:"step"`
		Wins   []roundview.Win `json:"wins"`
		Factor string          `json:"factor"`
		Win    slotmech.Money  `json:"win"`
	}
	scatterEvent struct {
		Index    int            `json:"index"`
		Type     string         `json:"type"`
		Spin     int            `json:"spin"`
		Scatters int            `json:"scatters"`
		Win      slotmech.Money `json:"win"`
	}
	spinWinEvent struct {
		Index      int             `json:"index"`
		Type       string          `json:"type"`
		Spin       int             `json:"spin"`
		Multiplier int64           `json:"multiplier"`
		Win        slotmech.Money  `json:"win"`
		Facts      roundview.Facts `json:"facts,omitempty"`
	}
	winCapEvent struct {
		Index int            `json:"index"`
		Type  string         `json:"type"`
		Spin  int            `json:"spin"`
		Win   slotmech.Money `json:"win"`
	}
	triggerEvent struct {
		Index     int    `json:"index"`
		Type      string `json:"type"`
		Spin      int    `json:"spin"`
		FreeSpins int    `json:"freeSpins"`
	}
	finalWinEvent struct {
		Index            int            `json:"index"`
		Type             string         `json:"type"`
		Bet              slotmech.Money `json:"bet"`
		Win              slotmech.Money `json:"win"`
		PayoutMultiplier uint64         `json:"payoutMultiplier"`
	}
)

// roundEvents returns the events of a round, in play order.
func roundEvents(g games.Game, out games.Outcome, d *games.Detail, bet slotmech.Money, pm uint64) []any {
	v := roundview.Of(g, out, d)
	evs := make([]any, 0, 8)
	for s, sp := range v.Spins {
		evs = append(evs, revealEvent{len(evs), "reveal", s, sp.Free, sp.Screen})
		for _, st := range sp.Steps {
			if st.Step > 1 {
				evs = append(evs, tumbleEvent{len(evs), "tumble", s, st.Step, st.Screen})
			}
			wins := st.Wins
			if wins == nil {
				wins = []roundview.Win{}
			}
			evs = append(evs, winInfoEvent{len(evs), "winInfo", s, st.Step, wins, st.Factor, st.Win})
		}
		if sp.Scatters > 0 {
			evs = append(evs, scatterEvent{len(evs), "scatter", s, sp.Scatters, sp.ScatterWin})
		}
		evs = append(evs, spinWinEvent{len(evs), "spinWin", s, sp.Multiplier, sp.Win, sp.Facts})
		if sp.Capped {
			evs = append(evs, winCapEvent{len(evs), "winCap", s, sp.Win})
		}
		if s == 0 && out.Triggered {
			evs = append(evs, triggerEvent{len(evs), "freeSpinTrigger", s, out.FreeSpins})
		}
	}
	return append(evs, finalWinEvent{len(evs), "finalWin", bet, out.Win, pm})
}
