package stripgame

import (
	"encoding/json"

	"github.com/slotmech/slotmech"
)

// configFormat names the form of the encoding, so that a later form can be
// told apart.
const configFormat = "stripgame/1"

// configData is the canonical form of a Config that game.ConfigData
// encodes; the package documentation describes it for people.
type configData struct {
	Format      string           `json:"format"`
	Name        string           `json:"name"`
	Symbols     []string         `json:"symbols"`
	Rows        int              `json:"rows"`
	Strips      [][]string       `json:"strips"`
	Lines       *linesData       `json:"lines,omitempty"`
	Anywhere    *anywhereData    `json:"anywhere,omitempty"`
	Scatter     string           `json:"scatter,omitempty"`
	ScatterPays []scatterData    `json:"scatter_pays,omitempty"`
	Cascade     bool             `json:"cascade"`
	MaxSteps    int              `json:"max_steps"`
	StepRule    string           `json:"step_rule,omitempty"`
	BetModel    string           `json:"bet_model"`
	Bets        []slotmech.Money `json:"bets,omitempty"`
	BetRange    []slotmech.Money `json:"bet_range,omitempty"`
	LineCap     slotmech.Money   `json:"line_cap"`
	RoundCapX   int64            `json:"round_cap_x"`
	Maths       string           `json:"maths"`

	// The scatter rule (Config.ScatterOn, ScatterStrike), left out for the
	// zero values so that the identity of every title without it is what
	// it was.
	ScatterOn     string `json:"scatter_on,omitempty"`
	ScatterStrike bool   `json:"scatter_strike,omitempty"`
}

// linesData is the canonical form of a lines.Config.
type linesData struct {
	Lines      [][]int             `json:"lines"`
	Direction  string              `json:"direction"`
	Pays       map[string][]string `json:"pays"`
	Wild       string              `json:"wild,omitempty"`
	WildRuns   string              `json:"wild_runs"`
	WildPaysAs string              `json:"wild_pays_as,omitempty"`
}

// anywhereData is the canonical form of a cluster.PayAnywhereConfig
// without its scatter.
type anywhereData struct {
	Classes []string            `json:"classes"`
	Pays    map[string][]string `json:"pays"`
}

// scatterData is one scatter pay.
type scatterData struct {
	Count  int    `json:"count"`
	Factor string `json:"factor"`
}

// encodeConfig returns the canonical encoding of cfg, which New has
// validated, for g.
func encodeConfig(cfg *Config, g *game) []byte {
	name := func(s slotmech.Symbol) string {
		if s == slotmech.Empty {
			return ""
		}
		return g.alpha.Name(s)
	}
	factors := func(row []slotmech.Factor) []string {
		out := make([]string, len(row))
		for i, f := range row {
			out[i] = f.String()
		}
		return out
	}
	pays := func(m map[slotmech.Symbol][]slotmech.Factor) map[string][]string {
		out := make(map[string][]string, len(m))
		for sym, row := range m {
			out[name(sym)] = factors(row)
		}
		return out
	}
	c := configData{
		Format: configFormat, Name: cfg.Name, Symbols: cfg.Symbols, Rows: cfg.Rows,
		Scatter: name(cfg.Scatter), Cascade: cfg.Cascade, MaxSteps: cfg.MaxSteps, StepRule: cfg.StepFact.Name,
		BetModel: cfg.BetModel.word(), Bets: cfg.Bets,
		LineCap: cfg.LineCap, RoundCapX: cfg.RoundCapX, Maths: cfg.Maths,
	}
	if cfg.ScatterOn != FinalScreen {
		c.ScatterOn = cfg.ScatterOn.word()
	}
	c.ScatterStrike = cfg.ScatterStrike
	if len(cfg.Bets) == 0 {
		c.BetRange = []slotmech.Money{cfg.MinBet, cfg.MaxBet, cfg.BetStep}
	}
	for _, strip := range cfg.Strips {
		names := make([]string, len(strip))
		for i, s := range strip {
			names[i] = name(s)
		}
		c.Strips = append(c.Strips, names)
	}
	if l := cfg.Lines; l != nil {
		c.Lines = &linesData{Lines: l.Lines, Direction: l.Direction.String(), Pays: pays(l.Pays),
			Wild: name(l.Wild), WildRuns: l.WildRuns.String(), WildPaysAs: name(l.WildPaysAs)}
	}
	if a := cfg.Anywhere; a != nil {
		c.Anywhere = &anywhereData{Pays: pays(a.Pays)}
		for _, r := range a.Classes {
			c.Anywhere.Classes = append(c.Anywhere.Classes, r.String())
		}
	}
	for _, sp := range cfg.ScatterPays {
		c.ScatterPays = append(c.ScatterPays, scatterData{Count: sp.Count, Factor: sp.Factor.String()})
	}
	b, err := json.Marshal(c) // struct fields in order, map keys sorted, no spaces: canonical
	if err != nil {
		panic(err) // plain data always encodes
	}
	return b
}
