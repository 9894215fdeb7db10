package featurepar

import (
	"errors"
	"fmt"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/stripgame"
)

// StripFreeSpins returns the feature game that stripgame.New builds from
// cfg, made an [exact.FreeSpinGame]: its FreeSpins gives the base spin and
// one free spin as strip games (games of cfg without free spins: the
// base strips with the round cap, the free strips, or the base ones, with
// every pay × the multiplier, which is the feature game's pay of a free
// spin, each win rounded once), each reporting the spins its scatters
// award (by Free.Trigger and Free.Retrigger, none once a base spin reached
// the cap), the bound Free.Max and the round cap. The game plays, records
// and identifies itself as stripgame's does.
//
// When stripgame gives the game's parts itself (FreeGame ok: lines or
// pay-anywhere, see [ExactGame]) it returns the game with them; the bridge
// is for the others (ways, until they are a strip-game kind): it refuses, with an error wrapping stripgame.ErrConfig or
// [exact.ErrNotStrip], a cfg that New refuses, without free spins, with
// variable heights, a cascade (the scatters of the final screen) or an
// accumulating multiplier.
func StripFreeSpins(cfg stripgame.Config) (games.Game, error) {
	g, err := stripgame.New(cfg)
	if err != nil {
		return nil, err
	}
	if pg, ok := g.(partsGame); ok {
		if _, _, ok := pg.FreeGame(); ok {
			return ExactGame(g), nil // stripgame's own parts
		}
	}
	f := cfg.Free
	switch {
	case f == nil:
		return nil, fmt.Errorf("%w: %s has no free spins", exact.ErrNotStrip, cfg.Name)
	case cfg.Heights != nil || f.Heights != nil:
		return nil, fmt.Errorf("%w: %s draws its reel heights per spin", exact.ErrNotStrip, cfg.Name)
	case cfg.Cascade:
		return nil, fmt.Errorf("%w: %s cascades (not bridged yet)", exact.ErrNotStrip, cfg.Name)
	case f.Accumulate:
		return nil, fmt.Errorf("%w: %s's free-spin multiplier accumulates", exact.ErrNotStrip, cfg.Name)
	}
	m := max(f.Multiplier, 1)
	free := cfg.Strips
	if f.Strips != nil {
		free = f.Strips
	}
	base, err := awardGame(cfg, "-base", cfg.Strips, f.Trigger, 1, cfg.RoundCapX)
	if err != nil {
		return nil, err
	}
	spin, err := awardGame(cfg, "-free", free, f.Retrigger, m, 0)
	if err != nil {
		return nil, err
	}
	return &stripFS{Game: g, fs: exact.FreeSpins{Base: base, Free: []games.Game{spin}, Max: f.Max, RoundCapX: cfg.RoundCapX}}, nil
}

// stripFS is a feature game with its FreeSpins.
type stripFS struct {
	games.Game
	fs exact.FreeSpins
}

// FreeSpins returns the game's spins as strip games.
func (g *stripFS) FreeSpins() (exact.FreeSpins, error) { return g.fs, nil }

// BaseGame returns the feature game's base game (see Game).
func (g *stripFS) BaseGame() (games.Game, bool) { return g.Game.(Game).BaseGame() }

// awardGame is one spin of cfg on strips, every pay × m, reporting its
// awards by table.
func awardGame(cfg stripgame.Config, suffix string, strips [][]slotmech.Symbol, table []stripgame.Award, m, capX int64) (games.Game, error) {
	c := cfg
	c.Name += suffix
	c.Strips, c.Free, c.RoundCapX = strips, nil, capX
	if m > 1 {
		// A free spin multiplies every factor by m before it rounds.
		scale := func(pays map[slotmech.Symbol][]slotmech.Factor) (map[slotmech.Symbol][]slotmech.Factor, error) {
			out := map[slotmech.Symbol][]slotmech.Factor{}
			for s, row := range pays {
				for _, f := range row {
					fm, err := f.Mul(m)
					if err != nil {
						return nil, err
					}
					out[s] = append(out[s], fm)
				}
			}
			return out, nil
		}
		var err error
		if c.Lines != nil {
			l := *c.Lines
			l.Pays, err = scale(l.Pays)
			c.Lines = &l
		}
		if c.Ways != nil && err == nil {
			w := *c.Ways
			w.Pays, err = scale(w.Pays)
			c.Ways = &w
		}
		c.ScatterPays = slices.Clone(c.ScatterPays)
		for i := range c.ScatterPays {
			var e error
			c.ScatterPays[i].Factor, e = c.ScatterPays[i].Factor.Mul(m)
			err = errors.Join(err, e)
		}
		if err != nil {
			return nil, fmt.Errorf("%w: %s: the free spins' pays × %d: %w", exact.ErrNotStrip, cfg.Name, m, err)
		}
	}
	inner, err := stripgame.New(c)
	if err != nil {
		return nil, err
	}
	if bg, ok := inner.(Game); ok {
		if inner, ok = bg.BaseGame(); !ok {
			return nil, fmt.Errorf("%w: %s: no strip game", exact.ErrNotStrip, c.Name)
		}
	}
	return &awardSpin{Game: inner, strips: strips, rows: cfg.Rows, scatter: cfg.Scatter, table: table, capX: capX}, nil
}

// awardSpin is one spin of a stripFS.
type awardSpin struct {
	games.Game
	strips  [][]slotmech.Symbol
	rows    int
	scatter slotmech.Symbol
	table   []stripgame.Award
	capX    int64
}

// NewPlayer returns a player of the spin.
func (g *awardSpin) NewPlayer() games.Player {
	return &awardPlayer{Player: g.Game.NewPlayer(), g: g}
}

// awardPlayer plays an awardSpin.
type awardPlayer struct {
	games.Player
	g *awardSpin
}

// StripLengths returns the strips' lengths.
func (p *awardPlayer) StripLengths() []int { return p.Player.(exact.StripPlayer).StripLengths() }

// PlayStops plays the spin at stops, with the free spins it awards.
func (p *awardPlayer) PlayStops(stops []int, bet slotmech.Money, tally games.Tally) (games.Outcome, error) {
	out, err := p.Player.(exact.StripPlayer).PlayStops(stops, bet, tally)
	if err != nil || p.g.capX > 0 && out.Win >= out.Stake*slotmech.Money(p.g.capX) {
		return out, err
	}
	n := 0
	for r, s := range stops {
		for i := range p.g.rows {
			if p.g.strips[r][(s+i)%len(p.g.strips[r])] == p.g.scatter {
				n++
			}
		}
	}
	for _, a := range p.g.table {
		if a.Scatters <= n {
			out.FreeSpins = a.Spins
		}
	}
	out.Triggered = out.FreeSpins > 0
	return out, nil
}

// PlayReel plays the last reel's stops one by one.
func (p *awardPlayer) PlayReel(stops []int, bet slotmech.Money, tally games.Tally, group func(stop, n int, out games.Outcome) error) error {
	at := slices.Clone(stops)
	last := len(at) - 1
	for s := stops[last]; s < len(p.g.strips[last]); s++ {
		at[last] = s
		out, err := p.PlayStops(at, bet, tally)
		if err != nil {
			return err
		}
		if err := group(s, 1, out); err != nil {
			return err
		}
	}
	return nil
}
