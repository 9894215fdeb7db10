package crystalspin

import (
	"fmt"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/stripgame"
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

// game is Crystal Spin: the composer's game (games/stripgame) of
// [composerConfig], with Crystal Spin's own configuration data, pay-table
// description and certified RTP. It implements [games.Game] and
// [games.PayTableDescriber]; its players are the composer's, games/exact's
// StripPlayers.
//
// A game is immutable and safe for concurrent use. It plays nothing itself:
// each goroutine plays with its own player, from NewPlayer (the composed
// game's), which holds the round's working memory. It is built by [New]
// and [NewWithStrips].
type game struct {
	games.Game        // stripgame.New(composerConfig(strips))
	config     []byte // ConfigData, encoded once from the composer's Config
}

var (
	_ games.Game              = (*game)(nil)
	_ games.PayTableDescriber = (*game)(nil)
)

// New returns Crystal Spin with its reel strips ([Strips]), the certified
// configuration ([ConfigIdentity]). The game is immutable and safe for
// concurrent use; it plays nothing itself: each goroutine plays with its own
// player, from its NewPlayer (see the package documentation). It is also a
// [games.PayTableDescriber] (CS-3 … CS-10 as a table for people).
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
	cfg := composerConfig(strips)
	sg, err := stripgame.New(cfg)
	if err != nil {
		return nil, &slotmech.Error{Op: "NewWithStrips", Field: "strips", Reason: "refused: " + err.Error(), Err: fmt.Errorf("%w: %w", ErrConfig, err)} // not reached: checked above
	}
	return &game{Game: sg, config: encodeConfig(&cfg)}, nil
}

// composerConfig is Crystal Spin as a configuration of the composer
// (games/stripgame) with strips: the 5 lines, pay table, wild and run rule
// of CS-3 … CS-7 (linesConfig), the cascade refilled from the strips
// (CS-8) bounded by [MaxSteps], the full-house doubling (CS-9) as the
// composer's StepMultiplier with the fact [FactFullHouse], the line cap
// (CS-10) and the stakes (CS-11) as total bets. The composer plays it:
// the rules are its, but CS-9's screen test.
func composerConfig(strips [][]slotmech.Symbol) stripgame.Config {
	lc := linesConfig()
	return stripgame.Config{
		Name: Name, Symbols: symbolNames[:], Rows: Rows, Strips: strips,
		Lines: &lc, Cascade: true, MaxSteps: MaxSteps,
		StepMultiplier: fullHouseMultiplier, StepFact: fullHouseFact,
		BetModel: stripgame.TotalBet, Bets: stakes[:], DefaultBet: defaultBet,
		LineCap: LineCap,
	}
}

// fullHouseFact declares [FactFullHouse] (the game's Facts).
var fullHouseFact = games.FactDef{Name: FactFullHouse, Kind: games.FactFlag, Doc: "the screen was a full house: wins doubled (CS-9)"}

// fullHouseMultiplier is the composer's StepMultiplier of CS-9: 2 for a
// full-house screen (fullHouse), whose line wins are doubled, else 1.
func fullHouseMultiplier(s *slotmech.Screen) int64 {
	if fullHouse(s) {
		return 2
	}
	return 1
}

// fullHouse reports whether the screen is a full house (CS-9): every
// position shows one fruit of CHERRY, STRAWBERRY, LEMON and ORANGE or the
// wild, and at least one position shows the fruit itself.
func fullHouse(s *slotmech.Screen) bool {
	fruit := slotmech.Empty
	for r := range Reels {
		for _, sym := range s.Reel(r) {
			switch {
			case sym == Wild:
			case fruit == slotmech.Empty && fruits.Has(sym):
				fruit = sym
			case sym != fruit:
				return false
			}
		}
	}
	return fruit != slotmech.Empty
}
