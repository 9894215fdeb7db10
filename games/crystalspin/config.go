package crystalspin

import (
	"bytes"
	"encoding/json"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games/stripgame"
)

// configData is everything that decides Crystal Spin's outcomes, in the
// canonical form that the game's ConfigData encodes.
type configData struct {
	Game      string             `json:"game"`
	Reels     int                `json:"reels"`
	Rows      int                `json:"rows"`
	Lines     [][]int            `json:"lines"`
	Pays      map[string][]int64 `json:"pays"` // multiples of the stake for runs of 0…5
	WildPays  string             `json:"wild_pays_as"`
	Runs      string             `json:"runs"`
	FullHouse []string           `json:"full_house"`
	LineCap   slotmech.Money     `json:"line_cap"`
	MaxSteps  int                `json:"max_steps"`
	Strips    [][]string         `json:"strips"`
}

// ConfigData returns the canonical encoding of the game's maths, described
// in the package documentation ("Configuration data"). The slice is the
// caller's.
func (g *game) ConfigData() []byte { return bytes.Clone(g.config) }

// encodeConfig returns Crystal Spin's canonical encoding of cfg, the
// composer's configuration (composerConfig): the name, the window, the
// lines, pays (whole multiples of the stake), wild and line cap, the
// cascade bound and the strips are read from cfg; the run rule and the
// full-house fruits, which the composer's Config holds as the direction
// AnyRun and the StepMultiplier's function, are stated in words and names.
func encodeConfig(cfg *stripgame.Config) []byte {
	name := func(s slotmech.Symbol) string { return cfg.Symbols[s-1] }
	lc := cfg.Lines
	c := configData{
		Game: cfg.Name, Reels: len(cfg.Strips), Rows: cfg.Rows, Lines: lc.Lines, WildPays: name(lc.WildPaysAs),
		Runs:      "any contiguous run of 3 or more, highest win per line, ties to the longer then the leftmost",
		FullHouse: []string{name(Cherry), name(Strawberry), name(Lemon), name(Orange)},
		LineCap:   cfg.LineCap, MaxSteps: cfg.MaxSteps, Pays: map[string][]int64{},
	}
	for sym, row := range lc.Pays {
		whole := make([]int64, len(row))
		for n, f := range row {
			whole[n] = int64(f / slotmech.FactorScale) // CS-4's factors are whole
		}
		c.Pays[name(sym)] = whole
	}
	for _, strip := range cfg.Strips {
		names := make([]string, len(strip))
		for i, s := range strip {
			names[i] = name(s)
		}
		c.Strips = append(c.Strips, names)
	}
	b, err := json.Marshal(c) // maps encode with sorted keys: canonical
	if err != nil {
		panic(err) // plain data always encodes
	}
	return b
}
