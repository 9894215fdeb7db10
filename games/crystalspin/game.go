package crystalspin

import (
	"errors"
	"fmt"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// Name is the game's identifier on the command line and in JSON.
const Name = "crystal-spin"

// DefaultBet is the stake tools use when none is given: 100 Kč.
const DefaultBet slotmech.Money = 100

// LineCap is the most one line pays in one game, all cascade steps and the
// full-house doubling together (CS-10): 100 000 Kč.
const LineCap slotmech.Money = 100_000

// MaxSteps bounds the cascade of one game: a game whose screen still wins
// after MaxSteps winning evaluations is abandoned with an error wrapping
// [tumble.ErrTooManySteps] instead of looping. With the game's strips no
// combination of stops comes near it (the full cycle's deepest cascade is
// stated in the package documentation); it guards strips given to
// [NewWithStrips].
const MaxSteps = 64

// Stakes returns the stakes a player may choose (CS-11), in Kč, smallest
// first: 5, 10, 15, 25, 50, 100, 200, 300, 500 and 1 000.
func Stakes() []slotmech.Money { return slices.Clone(stakes[:]) }

// stakes are the stakes of CS-11, in Kč, lowest first: the one list the game
// and the [Machine] use.
var stakes = [...]slotmech.Money{5, 10, 15, 25, 50, 100, 200, 300, 500, 1000}

// validStake reports whether bet is one of [Stakes] (CS-11), without
// allocating.
func validStake(bet slotmech.Money) bool { return slices.Contains(stakes[:], bet) }

// Game is Crystal Spin: its lines, pay table and reel strips. It implements
// [games.Game] and [games.StripGame].
//
// A Game is immutable and safe for concurrent use; each goroutine passes its
// own [games.Outcome] (whose Scratch holds the round's working memory). The
// zero Game is not usable; use [New] or [NewWithStrips].
type Game struct {
	eval   *lines.Evaluator
	strips *tumble.Strips
	lens   []int // strip lengths, returned as a copy by StripLengths

	// words[r][stop] is the win-filter word of reel r's window at stop
	// (see filter.go).
	words [Reels][]uint64
}

// New returns Crystal Spin with its reel strips ([Strips]).
func New() *Game {
	g, err := NewWithStrips(Strips())
	if err != nil {
		panic(err) // the built-in strips are valid; TestBuiltInStripsValid checks it
	}
	return g
}

// NewWithStrips returns Crystal Spin with other reel strips, for tests and
// for variants of the game: strips[r] is the circular strip of reel r, read
// downward (see [Strips]). There must be 5 strips of at least 3 symbols,
// each symbol one of [Wild] … [Cherry]. The game keeps no reference to the
// slices.
func NewWithStrips(strips [][]slotmech.Symbol) (*Game, error) {
	if len(strips) != Reels {
		return nil, fmt.Errorf("crystalspin: %d reel strips, want %d", len(strips), Reels)
	}
	for r, strip := range strips {
		if len(strip) < Rows {
			return nil, fmt.Errorf("crystalspin: reel %d: strip has %d symbols, want at least %d", r, len(strip), Rows)
		}
		for i, s := range strip {
			if !validSymbol(s) {
				return nil, fmt.Errorf("crystalspin: reel %d position %d: symbol %d is not a Crystal Spin symbol", r, i, s)
			}
		}
	}
	st, err := tumble.NewStrips(strips)
	if err != nil {
		return nil, fmt.Errorf("crystalspin: %w", err)
	}
	ev, err := lines.New(linesConfig())
	if err != nil {
		return nil, fmt.Errorf("crystalspin: %w", err)
	}
	g := &Game{eval: ev, strips: st, words: stripWords(strips)}
	for _, strip := range strips {
		g.lens = append(g.lens, len(strip))
	}
	return g, nil
}

// Name returns "crystal-spin".
func (g *Game) Name() string { return Name }

// Modes returns the one mode of the game, [games.Standard].
func (g *Game) Modes() []games.Mode { return []games.Mode{games.Standard} }

// DefaultBet returns [DefaultBet], 100 Kč.
func (g *Game) DefaultBet() slotmech.Money { return DefaultBet }

// Stake returns bet: the stake of a game is the bet itself, one of [Stakes]
// (CS-11). Any other bet, or a mode other than [games.Standard], is refused
// with an error wrapping [games.ErrBet].
func (g *Game) Stake(bet slotmech.Money, mode games.Mode) (slotmech.Money, error) {
	if mode != games.Standard {
		return 0, fmt.Errorf("%w: crystalspin: unknown mode %q", games.ErrBet, mode)
	}
	if !validStake(bet) {
		return 0, fmt.Errorf("%w: crystalspin: stake %d Kč is not one of 5, 10, 15, 25, 50, 100, 200, 300, 500, 1000", games.ErrBet, bet)
	}
	return bet, nil
}

// StripLengths returns the number of stop positions of each reel.
func (g *Game) StripLengths() []int { return append([]int(nil), g.lens...) }

// Play plays one game at stake bet: it draws the 5 stops uniformly with
// [rng.IntN] (reel 1 first) and plays them as [Game.PlayStops] does. It
// returns an error wrapping [games.ErrBet] for a refused bet, having drawn
// nothing. With out.Detail false it allocates nothing in steady state.
func (g *Game) Play(bet slotmech.Money, mode games.Mode, src rng.Source, out *games.Outcome) error {
	if _, err := g.Stake(bet, mode); err != nil {
		return err
	}
	rd := g.round(out)
	for r := range rd.stops {
		rd.stops[r] = rng.IntN(src, g.lens[r])
	}
	return g.playStops(rd, rd.stops[:], bet, out, nil)
}

// PlayStops plays the game determined by stops (stops[r] is the strip
// position shown in the top row of reel r): the window of the strips, then
// the cascade refilled from the strips (CS-8). It fills out and, if tally is
// not nil, reports every win to it (see [games.StripGame]). It returns an
// error wrapping [games.ErrBet] for a refused bet and one wrapping
// [tumble.ErrStop] for stops that do not fit the strips.
func (g *Game) PlayStops(stops []int, bet slotmech.Money, out *games.Outcome, tally games.Tally) error {
	if !validStake(bet) {
		_, err := g.Stake(bet, games.Standard)
		return err
	}
	return g.playStops(g.round(out), stops, bet, out, tally)
}

// PlayScreen plays a game from a given first screen, with refill supplying
// the symbols that fall in during the cascade (not nil; usually a
// [tumble.ListRefill], for scenarios and audit cases). The screen must be 5 ×
// 3 and show only Crystal Spin symbols. It fills out like [Game.PlayStops];
// a refill that fails (a list that runs out) ends the game with its error.
func (g *Game) PlayScreen(screen slotmech.Screen, refill tumble.Refiller, bet slotmech.Money, out *games.Outcome) error {
	if _, err := g.Stake(bet, games.Standard); err != nil {
		return err
	}
	if refill == nil {
		return errors.New("crystalspin: PlayScreen: no refill")
	}
	if screen.Reels() != Reels || screen.Rows() != Rows {
		return fmt.Errorf("crystalspin: screen is %dx%d, want %dx%d", screen.Reels(), screen.Rows(), Reels, Rows)
	}
	for r := range Reels {
		for row, s := range screen.Reel(r) {
			if !validSymbol(s) {
				return fmt.Errorf("crystalspin: screen reel %d row %d: symbol %d is not a Crystal Spin symbol", r, row, s)
			}
		}
	}
	rd := g.round(out)
	out.Reset()
	out.Bet, out.Stake = bet, bet
	rd.scr = screen
	return g.cascade(rd, bet, refill, out, nil)
}

// playStops plays the game at stops with the round state rd.
func (g *Game) playStops(rd *round, stops []int, bet slotmech.Money, out *games.Outcome, tally games.Tally) error {
	out.Reset()
	out.Bet, out.Stake = bet, bet
	if len(stops) != Reels {
		return fmt.Errorf("crystalspin: %d stops, want %d: %w", len(stops), Reels, tumble.ErrStop)
	}
	var w [Reels]uint64
	for r := range w {
		if uint(stops[r]) >= uint(g.lens[r]) {
			return fmt.Errorf("crystalspin: reel %d: stop %d outside 0 to %d: %w", r, stops[r], g.lens[r]-1, tumble.ErrStop)
		}
		w[r] = g.words[r][stops[r]]
	}
	if !mayWin(&w) && !out.Detail {
		return nil // nothing wins: no need to build the screen
	}
	if err := rd.refill.Start(&rd.scr, stops); err != nil {
		return fmt.Errorf("crystalspin: %w", err)
	}
	return g.cascade(rd, bet, rd.refill, out, tally)
}
