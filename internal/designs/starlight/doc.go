// Package starlight adapts Starlight Christmas (games/starlight, played by
// internal/starlight) to the design tools: internal/estimate samples it by
// strata ([Game.Design], [Game.NewSampler], estimate.Stratified, with
// controls of mean zero that follow every refill) and internal/optimize
// moves its weights ([Game.Params], [Game.WithParams], optimize.Tunable and
// optimize.ModeScoped). examples/tune and examples/design use it.
//
// # Model
//
// A [Game] is the reference game's implementation ([sl.Game]) with the
// tools' methods added: every games.Game method is the game's own, so its
// configuration identity (games.ConfigID), its rounds and its records are
// those of games/starlight with the same maths. The rules are stated, with
// their IDs (SC-n), in the documentation of games/starlight.
//
// # Concurrency
//
// A Game is immutable and safe for concurrent use; a sampler
// ([Game.NewSampler]) is for one goroutine, as a games.Player is.
//
// # What it is not for
//
// Playing or certifying the game: that is games/starlight, whose public
// API carries none of these methods, so that a title need not implement the
// tools' interfaces to be a title.
package starlight

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	sl "github.com/slotmech/slotmech/internal/starlight"
)

// Game is Starlight Christmas with the methods of the design tools: the
// game itself is the embedded [sl.Game].
type Game struct {
	*sl.Game
}

var _ games.Game = (*Game)(nil)

// New returns the reference game, with the certified maths.
func New() *Game { return &Game{sl.New()} }

// NewWithMaths returns the game with the maths m (see sl.NewWithMaths).
func NewWithMaths(m sl.Maths) (*Game, error) {
	g, err := sl.NewWithMaths(m)
	if err != nil {
		return nil, err
	}
	return &Game{g}, nil
}

// The certified tables of the game, read once (each function returns a
// copy).
var (
	countClasses     = sl.Classes()
	payTable         = sl.PayTable()
	scatterPays      = sl.ScatterPays()
	multiplierValues = sl.MultiplierValues()
	empty            = slotmech.NewScreen(sl.Reels, sl.Rows)
)
