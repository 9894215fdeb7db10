package featurepar

import (
	"fmt"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/stripgame"
)

// StripFreeSpins returns the feature game that stripgame.New builds from
// cfg, made an [exact.FreeSpinGame] through stripgame's own parts (its
// BaseGame and FreeGame, see [ExactGame]): the base spin and one free spin
// as strip games, each reporting the spins its scatters award, the bound
// Free.Max and the round cap. The game plays, records and identifies itself
// as stripgame's does.
//
// It refuses, with an error wrapping stripgame.ErrConfig or
// [exact.ErrNotStrip], a cfg that New refuses, or whose free spin is no
// strip game: without free spins, with variable heights of too many
// virtual stops (see stripgame's BaseGame), or with an accumulating
// multiplier.
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
		return nil, fmt.Errorf("%w: %s draws its reel heights per spin, from weights too fine or reels too many to enumerate", exact.ErrNotStrip, cfg.Name)
	case f.Accumulate:
		return nil, fmt.Errorf("%w: %s's free-spin multiplier accumulates", exact.ErrNotStrip, cfg.Name)
	}
	return nil, fmt.Errorf("%w: %s's free spin is not a strip game", exact.ErrNotStrip, cfg.Name)
}
