package featurepar

import (
	"encoding/json"
	"fmt"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
)

// partsGame is the shape of games/stripgame's feature games: the base spin
// and one free spin as strip games (BaseGame, FreeGame), each reporting
// the spins it awards in Outcome.FreeSpins, the free spin's pays already
// × its multiplier, and the bound Max; the round cap is the configuration
// data's "round_cap_x".
type partsGame interface {
	Game
	FreeGame() (free games.Game, max int, ok bool)
}

// ExactGame returns g as an [exact.FreeSpinGame] when it is one, or when
// it has stripgame's parts (BaseGame and FreeGame; see partsGame); else
// nil. The FreeSpins of the latter refuse, in the user's words, a game
// whose free spin is no strip game (FreeGame's ok false: an accumulating
// multiplier, heights drawn per spin from too many virtual stops) or
// whose base spin is none.
func ExactGame(g games.Game) games.Game {
	if _, ok := g.(exact.FreeSpinGame); ok {
		return g
	}
	if pg, ok := g.(partsGame); ok {
		return &partsFS{Game: g, parts: pg}
	}
	return nil
}

// partsFS is a game with stripgame's parts as an exact.FreeSpinGame.
type partsFS struct {
	games.Game
	parts partsGame
}

// FreeSpins returns the parts as exact.FreeSpins.
func (g *partsFS) FreeSpins() (exact.FreeSpins, error) {
	base, ok := g.parts.BaseGame()
	if !ok {
		return exact.FreeSpins{}, fmt.Errorf("its base game is not decided by its stops alone (reel heights drawn per spin, with height weights too fine or reels too many for virtual stops)")
	}
	free, max, ok := g.parts.FreeGame()
	if !ok {
		return exact.FreeSpins{}, fmt.Errorf("a free spin is not decided by its stops alone (an accumulating multiplier, or reel heights drawn per spin with height weights too fine or reels too many for virtual stops)")
	}
	var cfg struct {
		RoundCapX int64 `json:"round_cap_x"`
	}
	if err := json.Unmarshal(g.ConfigData(), &cfg); err != nil {
		return exact.FreeSpins{}, fmt.Errorf("its configuration data do not say its round cap: %w", err)
	}
	return exact.FreeSpins{Base: base, Free: []games.Game{free}, Max: max, RoundCapX: cfg.RoundCapX}, nil
}

// BaseGame returns the game's base game (see Game).
func (g *partsFS) BaseGame() (games.Game, bool) { return g.parts.BaseGame() }
