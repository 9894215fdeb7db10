package starlight

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/multiplier"
)

// Weights is the refill table of one part of the game (base game standard,
// base game ante, free spins). Every symbol that lands, on the first screen
// of a spin or in a tumble refill, is drawn independently: first its class,
// a paying symbol, the scatter or "a multiplier", with probability weight /
// Σ weights; then, for the multiplier class, its value from the part's
// multiplier value table (SC-6). The same table serves every reel.
//
// The zero value has no weights and is refused by [NewWithMaths].
type Weights struct {
	Paying     [Paying]int64 // Yellow … Sun
	Scatter    int64         // the scatter
	Multiplier int64         // the multiplier class (any value)
}

// Total returns the sum of the weights, the denominator of every class
// probability.
func (w Weights) Total() int64 {
	t := w.Scatter + w.Multiplier
	for _, x := range w.Paying {
		t += x
	}
	return t
}

// classes returns the weights in class order: the paying symbols, the
// scatter, the multiplier class.
func (w Weights) classes() []int64 {
	return append(append([]int64(nil), w.Paying[:]...), w.Scatter, w.Multiplier)
}

// Maths is the data that makes the game's RTP, hit rate and volatility: the
// refill weights of the three parts of the game and the weights of the
// multiplier values (indexed like [MultiplierValues]). Pays are not part of
// it: they are the rules ([PayTable], [ScatterPays]).
//
// The ante mode raises the scatter weight of the base game (SC-11) and
// shifts its paying weights a little so that the RTP on the larger stake
// stays the same; the free spins are the same in both modes. The package
// documentation ("Maths") gives the chances and the measured figures.
type Maths struct {
	Base Weights // base game, standard mode
	Ante Weights // base game, ante mode
	Free Weights // free spins, both modes

	BaseValues [Multipliers]int64 // multiplier value weights in the base game
	FreeValues [Multipliers]int64 // multiplier value weights in free spins
}

// DefaultMaths returns the maths of the reference game, tuned to the targets
// of SC-14; the package documentation ("Maths") gives the measured figures.
// The result is a copy (a Maths holds only arrays): changing it changes no
// game, and [New] always builds the certified one.
func DefaultMaths() Maths { return defaultMaths }

// ConfigIdentity is the configuration identity of the reference game,
// [games.ConfigID] of [New]. games/starlight states it, with the figures
// measured for it ([CertRTPStandard], …), as its own ConfigIdentity; the
// tests of both packages fail when the configuration changes and it does
// not.
const ConfigIdentity = "8f6bc69bf976daec529b6484eb520fb0835cbb256fb1cab8780df6969a63b3cc"

// defaultMaths is the certified maths of the reference game; never changed
// after start-up.
var defaultMaths = Maths{
	Base: Weights{
		Paying:     [Paying]int64{21990, 19330, 17500, 15000, 13170, 10670, 8670, 7170, 3930},
		Scatter:    1962,
		Multiplier: 600,
	},
	Ante: Weights{
		Paying:     [Paying]int64{22118, 19409, 17559, 15000, 13150, 10650, 8650, 7150, 3921},
		Scatter:    2402,
		Multiplier: 600,
	},
	Free: Weights{
		Paying:     [Paying]int64{23000, 20000, 18000, 15000, 13000, 10500, 8500, 7000, 3800},
		Scatter:    1980,
		Multiplier: 3010,
	},
	//                              x2   x3   x4   x5   x6   x8  x10 x12 x15 x20 x25 x50 x100 x250 x500
	BaseValues: [Multipliers]int64{400, 300, 250, 200, 150, 120, 100, 60, 40, 30, 20, 8, 4, 2, 1},
	FreeValues: [Multipliers]int64{400, 300, 250, 200, 150, 120, 100, 60, 40, 30, 20, 8, 4, 2, 1},
}

// mathsError returns the error of NewWithMaths for the table named field
// (e.g. "Base", "FreeValues"), wrapping ErrConfig and err.
func mathsError(field string, err error) error {
	return &slotmech.Error{Op: "new game", Field: "maths." + field, Err: fmt.Errorf("%w: %w", ErrConfig, err)}
}

// newValues returns the multiplier value table of weights, or an error
// naming field.
func newValues(field string, weights [Multipliers]int64) (*multiplier.Table, error) {
	entries := make([]multiplier.Entry, Multipliers)
	for i, v := range multiplierValues {
		entries[i] = multiplier.Entry{Symbol: multiplierSymbol(i), Value: v, Weight: weights[i]}
	}
	t, err := multiplier.NewTable(entries)
	if err != nil {
		return nil, mathsError(field, err)
	}
	return t, nil
}
