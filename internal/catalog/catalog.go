// Package catalog lists the library's reference games, for the runnable
// programs under examples/ that take a game by name: each of them is
// games/cli over [All].
//
// It is internal: a studio builds its own list of titles and hands it to
// games/cli. The games are built once, on first use; games are immutable, so
// the list may be shared by any number of goroutines.
package catalog

import (
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/starlight"
	sldesign "github.com/slotmech/slotmech/internal/designs/starlight"
)

// builders constructs the reference games, in the order tools list them.
// Adding a game is one line here.
var builders = []func() games.Game{
	func() games.Game { return starlight.New() },
	func() games.Game { return crystalspin.New() },
}

// ErrUnknown is the sentinel a Lookup of a name not in the catalog wraps.
var ErrUnknown = errors.New("catalog: unknown game")

var all = sync.OnceValue(func() []games.Game {
	gs := make([]games.Game, len(builders))
	for i, b := range builders {
		gs[i] = b()
	}
	return gs
})

// All returns the reference games, in a fixed order. The slice is the
// caller's; the games are shared.
func All() []games.Game { return append([]games.Game(nil), all()...) }

// Lookup returns the game called name, or an error wrapping [ErrUnknown] that
// lists the names it knows.
func Lookup(name string) (games.Game, error) { return Find(All(), name) }

// Find returns the game of gs called name, or an error wrapping [ErrUnknown]
// that lists the names of gs. Programs use it to look games up in a list
// other than All (in their tests, say).
func Find(gs []games.Game, name string) (games.Game, error) {
	names := make([]string, len(gs))
	for i, g := range gs {
		if g.Name() == name {
			return g, nil
		}
		names[i] = g.Name()
	}
	if len(gs) == 0 {
		return nil, fmt.Errorf("%w %q: the catalog is empty", ErrUnknown, name)
	}
	return nil, fmt.Errorf("%w %q (known: %s)", ErrUnknown, name, strings.Join(names, ", "))
}

// Stratified returns the stratified estimator's adapter of a reference game
// (internal/designs: the game itself, sampled by strata, see
// internal/estimate) when g is that game with its catalog configuration,
// and false for any other title or configuration, which only plain Monte
// Carlo or an exact full cycle can measure.
func Stratified(g games.Game) (games.Game, bool) {
	if g.Name() == starlight.Name {
		if d := sldesign.New(); games.ConfigID(d) == games.ConfigID(g) {
			return d, true
		}
	}
	return nil, false
}
