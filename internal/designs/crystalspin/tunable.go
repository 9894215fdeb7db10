// Package crystalspin adapts Crystal Spin (games/crystalspin) to the
// optimiser (internal/optimize): [Game.Params] and [Game.WithParams] make
// the number of each symbol on each strip a parameter a search may move
// (optimize.Tunable), and rebuild the strips from other counts, keeping the
// runs that make a full house reachable (CS-9). examples/design uses it.
//
// # Model
//
// A [Game] is the game itself (the embedded games.Game of crystalspin.New
// or crystalspin.NewWithStrips: every games.Game method and DescribePays is
// the game's own, so its configuration
// identity and its rounds are those of games/crystalspin with the same
// strips) and the strips it was built from.
//
// # Concurrency
//
// A Game is immutable and safe for concurrent use.
//
// # What it is not for
//
// Playing or certifying the game: that is games/crystalspin, whose public
// API carries none of these methods, so that a title need not implement the
// optimiser's interface to be a title.
package crystalspin

import (
	"fmt"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/internal/optimize"
)

var _ optimize.Tunable = (*Game)(nil)

// MaxSymbolCount bounds a symbol's count on one strip as a tuning parameter
// ([Game.Params]).
const MaxSymbolCount = 32

// Game is Crystal Spin with the optimiser's methods: the game itself is
// the embedded title, built from strips.
type Game struct {
	title
	strips [][]slotmech.Symbol
}

// title is what games/crystalspin returns: a games.Game that describes its
// pays.
type title interface {
	games.Game
	games.PayTableDescriber
}

// New returns the reference game, with the strips of crystalspin.Strips.
func New() *Game { return &Game{crystalspin.New().(title), crystalspin.Strips()} }

// NewWithStrips returns the game with the strips given (see
// crystalspin.NewWithStrips, whose errors it returns).
func NewWithStrips(strips [][]slotmech.Symbol) (*Game, error) {
	g, err := crystalspin.NewWithStrips(strips)
	if err != nil {
		return nil, err
	}
	own := make([][]slotmech.Symbol, len(strips))
	for r, s := range strips {
		own[r] = slices.Clone(s)
	}
	return &Game{g.(title), own}, nil
}

// ReelStrips returns the game's reel strips, one per reel, left to right
// (a copy): crystalspin.Strips for [New], the strips given for
// [NewWithStrips].
func (g *Game) ReelStrips() [][]slotmech.Symbol {
	out := make([][]slotmech.Symbol, len(g.strips))
	for r, s := range g.strips {
		out[r] = slices.Clone(s)
	}
	return out
}

// Params returns the game's tuning parameters (optimize.Tunable): the
// number of each symbol on each strip, named "reel R NAME" ("reel 3
// cherry"), reel 1 first and symbols from WILD to CHERRY, 55 in all. A
// count is at least 1 for a symbol the strip has (a search does not take a
// symbol off a reel) and at least the number of the symbol's positions in
// the strip's full-house runs (see [Game.WithParams]), and at most
// [MaxSymbolCount] (or the count itself, if larger).
func (g *Game) Params() []optimize.Param {
	strips := g.ReelStrips()
	keep := fullHouseRuns(strips)
	var ps []optimize.Param
	for r, strip := range strips {
		for sym := crystalspin.Wild; sym <= crystalspin.Cherry; sym++ {
			var n, kept int64
			for i, s := range strip {
				if s == sym {
					n++
					if keep[r][i] {
						kept++
					}
				}
			}
			lo := kept
			if n > 0 {
				lo = max(lo, 1) // a symbol a strip has stays on it
			}
			ps = append(ps, optimize.Param{Name: fmt.Sprintf("reel %d %s", r+1, crystalspin.New().Alphabet().Name(sym)),
				Value: n, Min: lo, Max: max(MaxSymbolCount, n)})
		}
	}
	return ps
}

// WithParams returns Crystal Spin with the symbol counts v, in the order of
// [Game.Params] (optimize.Tunable). Each strip is rebuilt from g's by
// optimize.Recompose: the positions of its full-house runs (every run of
// at least 3 positions showing one full-house fruit or WILD, with the
// fruit at least once: the runs that make a full house reachable, CS-9)
// stay as they are, surplus symbols leave their strip at evenly spread
// occurrences and missing ones are inserted at evenly spread positions.
// The counts of g give g's strips back. A strip's length is the sum of
// its counts, at least 3.
//
// A vector of the wrong length or a count outside its bounds returns an
// error wrapping optimize.ErrParams naming the parameter; strips
// [NewWithStrips] refuses return its error.
func (g *Game) WithParams(v []int64) (optimize.Tunable, error) {
	ps := g.Params()
	if err := optimize.CheckValues(crystalspin.Name, ps, v); err != nil {
		return nil, err
	}
	strips := g.ReelStrips()
	keep := fullHouseRuns(strips)
	per := int(crystalspin.Cherry - crystalspin.Wild + 1)
	for r := range strips {
		counts := make([]int, crystalspin.Cherry+1)
		for k := range per {
			counts[crystalspin.Wild+slotmech.Symbol(k)] = int(v[r*per+k])
		}
		ns, _, err := optimize.Recompose(strips[r], counts, keep[r])
		if err != nil {
			return nil, fmt.Errorf("%s: reel %d: %w", crystalspin.Name, r+1, err)
		}
		strips[r] = ns
	}
	t, err := NewWithStrips(strips)
	if err != nil {
		return nil, err
	}
	return t, nil
}

// fullHouseRuns marks, on every strip, the positions of its full-house
// runs: maximal circular runs of at least crystalspin.Rows positions showing one
// full-house fruit or WILD, with the fruit at least once.
func fullHouseRuns(strips [][]slotmech.Symbol) [][]bool {
	out := make([][]bool, len(strips))
	for r, strip := range strips {
		n := len(strip)
		out[r] = make([]bool, n)
		for _, f := range []slotmech.Symbol{crystalspin.Cherry, crystalspin.Strawberry, crystalspin.Lemon, crystalspin.Orange} {
			in := func(i int) bool { s := strip[(i%n+n)%n]; return s == f || s == crystalspin.Wild }
			for start := range n {
				if !in(start) || (in(start-1) && start > 0) {
					continue // not the start of a run (a run through 0 starts at 0 and is cut there: it is found whole below)
				}
				length, fruit := 0, false
				for length < n && in(start+length) {
					fruit = fruit || strip[(start+length)%n] == f
					length++
				}
				if length >= crystalspin.Rows && fruit {
					for k := range length {
						out[r][(start+k)%n] = true
					}
				}
			}
		}
	}
	return out
}
