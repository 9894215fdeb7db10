package crystalspin

import (
	"fmt"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/linewords"
	"github.com/slotmech/slotmech/lines"
	"github.com/slotmech/slotmech/tumble"
)

// Name is the game's identifier on the command line and in JSON.
const Name = "crystal-spin"

// defaultBet is the stake tools use when none is given: 100 Kč.
const defaultBet slotmech.Money = 100

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

// FactFullHouse is the name of the game's one fact (see the game's Facts): set
// (true) on a cascade step evaluated on a full-house screen, whose line wins
// were doubled (CS-9), and on its spin. It is never set to false: a step or
// spin without it had no full house.
const FactFullHouse = "full_house"

// Stakes returns the stakes a player may choose (CS-11), in Kč, smallest
// first: 5, 10, 15, 25, 50, 100, 200, 300, 500 and 1 000.
func Stakes() []slotmech.Money { return slices.Clone(stakes[:]) }

// stakes are the stakes of CS-11, in Kč, lowest first: the one list the game
// and its terminal ([MachineConfig]) use.
var stakes = [...]slotmech.Money{5, 10, 15, 25, 50, 100, 200, 300, 500, 1000}

// validStake reports whether bet is one of [Stakes] (CS-11), without
// allocating.
func validStake(bet slotmech.Money) bool { return slices.Contains(stakes[:], bet) }

// game is Crystal Spin: its lines, pay table and reel strips, the game's
// certified configuration. It implements [games.Game] and
// [games.PayTableDescriber]; its players are games/exact's StripPlayers.
//
// A game is immutable and safe for concurrent use. It plays nothing itself:
// each goroutine plays with its own player, from NewPlayer, which holds the
// round's working memory. It is built by [New] and [NewWithStrips].
type game struct {
	eval   *lines.Evaluator
	strips *tumble.Strips
	lens   []int      // strip lengths, returned as a copy by StripLengths
	names  [][]string // names[r][i] names position i of strip r, for ConfigData

	// words[r][stop] is the screen filter's word of reel r's window at
	// stop (linewords.Evaluator.ReelFilter): a combination of stops whose
	// words say it cannot pay is skipped without building its screen.
	words [Reels][]uint64

	// lineWords[r][stop·lineWordsLen : (stop+1)·lineWordsLen] is reel r's
	// part, at stop, of the line words of a screen
	// (linewords.Evaluator.ReelLineWords): the line words of the first screen
	// of a combination are the OR of its reels' parts, and PlayCurrent
	// evaluates it from them.
	lineWords [Reels][]uint64
}

// lineWordsLen is the number of line words of a screen (two per line).
const lineWordsLen = 2 * numLines

var (
	_ games.Game              = (*game)(nil)
	_ games.PayTableDescriber = (*game)(nil)
)

// New returns Crystal Spin with its reel strips ([Strips]), the certified
// configuration ([ConfigIdentity]). The game is immutable and safe for
// concurrent use; it plays nothing itself: each goroutine plays with its own
// player, from its NewPlayer (see the package documentation). It is also a [games.PayTableDescriber] (CS-3 … CS-10 as a table for
// people).
func New() games.Game { return newGame() }

// newGame is [New] with the concrete type, for the package's tests.
func newGame() *game {
	g, err := newWithStrips(Strips())
	if err != nil {
		panic(err) // the built-in strips are valid; TestBuiltInStripsValid checks it
	}
	return g
}

// NewWithStrips returns Crystal Spin with other reel strips, for tests and
// for variants of the game: strips[r] is the circular strip of reel r+1,
// read downward (see [Strips]). There must be 5 strips of at least 3
// symbols, each symbol one of [Wild] … [Cherry]; otherwise NewWithStrips
// returns a *[slotmech.Error] wrapping [ErrConfig] that names the reel and
// the strip position (both from 0, as everywhere in the module). The game keeps no
// reference to the slices. Like [New]'s, the game is a
// [games.PayTableDescriber].
func NewWithStrips(strips [][]slotmech.Symbol) (games.Game, error) {
	g, err := newWithStrips(strips)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// newWithStrips is [NewWithStrips] with the concrete type.
func newWithStrips(strips [][]slotmech.Symbol) (*game, error) {
	if len(strips) != Reels {
		return nil, configErr("strips", "", "%d strips, want %d, one per reel", len(strips), Reels)
	}
	for r, strip := range strips {
		if len(strip) < Rows {
			return nil, configErr(fmt.Sprintf("reel %d strip", r), "", "%d symbols, want at least %d", len(strip), Rows)
		}
		for i, s := range strip {
			if !validSymbol(s) {
				return nil, configErr(fmt.Sprintf("reel %d strip position %d", r, i), itoa(int(s)),
					"not a Crystal Spin symbol (%d to %d)", Wild, Cherry)
			}
		}
	}
	st, err := tumble.NewStrips(strips)
	if err != nil {
		return nil, &slotmech.Error{Op: "NewWithStrips", Field: "strips", Reason: "refused: " + err.Error(), Err: fmt.Errorf("%w: %w", ErrConfig, err)} // not reached: checked above
	}
	g := &game{eval: evaluator, strips: st}
	for r, strip := range strips {
		g.lens = append(g.lens, len(strip))
		names := make([]string, len(strip))
		for i, sym := range strip {
			names[i] = alphabet.Name(sym)
		}
		g.names = append(g.names, names)
		g.words[r] = make([]uint64, len(strip))
		g.lineWords[r] = make([]uint64, len(strip)*lineWordsLen)
		for stop := range strip {
			w := st.Word(r, stop, Rows)
			g.words[r][stop] = (*linewords.Evaluator)(evaluator).ReelFilter(r, w)
			(*linewords.Evaluator)(evaluator).ReelLineWords(r, w, g.lineWords[r][stop*lineWordsLen:(stop+1)*lineWordsLen])
		}
	}
	return g, nil
}

// evaluator is the lines evaluator of CS-3 … CS-7, the same for every strip
// set; an Evaluator is immutable and safe for concurrent use.
var evaluator = func() *lines.Evaluator {
	ev, err := lines.New(linesConfig())
	if err != nil {
		panic(err) // the configuration is fixed data; every test builds it
	}
	return ev
}()

// Name returns "crystal-spin".
func (g *game) Name() string { return Name }

// Modes returns the one mode of the game: [games.Standard], costing the
// stake (1 × the bet). The slice is the caller's.
func (g *game) Modes() []games.Mode {
	return []games.Mode{{Name: games.Standard, Cost: slotmech.Whole(1)}}
}

// DefaultBet returns 100 Kč, the stake tools use when none is given.
func (g *game) DefaultBet() slotmech.Money { return defaultBet }

// Stake returns bet: the stake of a game is the bet itself, one of [Stakes]
// (CS-11). Any other bet, or a mode other than [games.Standard], is refused
// with a *[slotmech.Error] wrapping [games.ErrBet].
func (g *game) Stake(bet slotmech.Money, mode string) (slotmech.Money, error) {
	if err := checkBet("stake", bet, mode); err != nil {
		return 0, err
	}
	return bet, nil
}

// checkBet returns nil for a stake of CS-11 in the standard mode and the
// error refusing anything else, for op. It allocates only for the error.
func checkBet(op string, bet slotmech.Money, mode string) error {
	if mode != games.Standard {
		// The mode is quoted even when empty, which failf leaves out.
		return &slotmech.Error{Op: op, Field: where("mode"), Value: mode, Err: games.ErrBet,
			Reason: fmt.Sprintf("bet refused %q: Crystal Spin has one mode, %q", mode, games.Standard)}
	}
	if !validStake(bet) {
		return failf(op, "bet", itoa(bet), games.ErrBet, "not one of 5, 10, 15, 25, 50, 100, 200, 300, 500, 1000 Kč")
	}
	return nil
}

// Facts declares the game's one fact, [FactFullHouse] ("full_house", a
// flag): the screen of a cascade step was a full house and its wins were
// doubled (CS-9). Crystal Spin accepts no state in a forced play: no fact
// is an input. The slice is the caller's.
func (g *game) Facts() []games.FactDef {
	return []games.FactDef{{Name: FactFullHouse, Kind: games.FactFlag, Doc: "the screen was a full house: wins doubled (CS-9)"}}
}

// NewPlayer returns a new player of g for one goroutine (not safe for
// concurrent use). Its Play draws the 5 stops uniformly with rng.IntN,
// the leftmost reel first (CS-1), and plays them; PlayForced plays a game fixed by a
// [games.Forced] screen and one refill list per reel (Mode "" is
// [games.Standard]; no state is accepted); and it is a games/exact
// StripPlayer: StripLengths, PlayStops (the game of given stops, its wins
// reported to a tally with the full-house doubling and the line cap
// applied) and PlayReel (the fifth reel's stops, those the screen filter
// rejects skipped). With a nil Detail it allocates nothing in steady
// state. Errors are described in the package doc.
func (g *game) NewPlayer() games.Player { return g.newPlayer() }
