package multiplier

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// maxValue is the largest value a multiplier symbol may have. It keeps every
// sum a screen can show (at most 6.4 × 10¹⁰) far inside int64.
const maxValue = 1_000_000_000

// maxSum is the largest value [Table.Sum] can return: every position of the
// largest screen showing a multiplier of 10⁹.
const maxSum = slotmech.MaxPositions * maxValue

// Entry is one multiplier symbol of a [Table]: the symbol, the integer value
// it multiplies by, and its weight when a multiplier is drawn.
type Entry struct {
	Symbol slotmech.Symbol // a game symbol, 1 to slotmech.MaxSymbols−1
	Value  int64           // the multiplier, 1 to 10⁹
	Weight int64           // relative chance in Table.Draw, ≥ 0 (0: never drawn)
}

// Table maps a game's multiplier symbols to their values and draws them by
// weight. Multiplier symbols are ordinary symbols of the game's alphabet
// (Starlight Christmas names them x2 … x500), so they sit on a screen like any
// other symbol and [Table.Sum] reads their values back from it.
//
// A Table is immutable after construction and safe for concurrent use. The
// zero value is not usable; use [NewTable].
type Table struct {
	entries []Entry
	set     slotmech.SymbolSet
	w       *rng.Weighted // w.Draw(src) = index into entries
	// value is indexed by every possible Symbol byte, not just by
	// MaxSymbols, so Sum's lookup needs no bounds check and any symbol a
	// screen holds reads as 0 unless it is a multiplier.
	value   [math.MaxUint8 + 1]int64
	meanNum int64 // Mean, in lowest terms
	meanDen int64
}

// NewTable validates entries and returns their table. Every symbol must be a
// game symbol (not [slotmech.Empty], below [slotmech.MaxSymbols]) and appear
// once; every value must be in 1..10⁹; weights must be non-negative
// with a positive sum that fits in int64 (the rules of [rng.NewWeighted]),
// and the weighted sum of values Σ weight × value must fit in int64 so that
// [Table.Mean] is exact. Errors are *[slotmech.Error] wrapping [ErrConfig]. The
// table keeps no reference to entries.
func NewTable(entries []Entry) (*Table, error) {
	if len(entries) == 0 {
		return nil, tableErr(-1, 0, "0", "has no entries", nil)
	}
	t := &Table{entries: append([]Entry(nil), entries...)}
	weights := make([]int64, len(entries))
	var seen [slotmech.MaxSymbols]int // seen[s] = 1 + index of the entry with symbol s
	for i, e := range entries {
		bad := func(value, reason string) (*Table, error) {
			return nil, tableErr(i, e.Symbol, value, reason, nil)
		}
		sym := strconv.Itoa(int(e.Symbol))
		if e.Symbol == slotmech.Empty || e.Symbol >= slotmech.MaxSymbols {
			return bad(sym, "symbol is not a game symbol (1 to "+strconv.Itoa(slotmech.MaxSymbols-1)+")")
		}
		if j := seen[e.Symbol]; j != 0 {
			return bad(sym, "symbol appears twice (entries "+strconv.Itoa(j-1)+" and "+strconv.Itoa(i)+")")
		}
		seen[e.Symbol] = i + 1
		if e.Value < 1 || e.Value > maxValue {
			v := strconv.FormatInt(e.Value, 10)
			return bad(v, "value "+v+" is out of range 1 to "+strconv.Itoa(maxValue))
		}
		t.set = t.set.With(e.Symbol)
		t.value[e.Symbol] = e.Value
		weights[i] = e.Weight
	}
	w, err := rng.NewWeighted(weights)
	if err != nil {
		var re *slotmech.Error
		if !errors.As(err, &re) {
			return nil, tableErr(-1, 0, "", err.Error(), err)
		}
		if i := badWeight(weights); i >= 0 {
			return nil, tableErr(i, entries[i].Symbol, re.Value, "weight "+re.Reason, err)
		}
		return nil, tableErr(-1, 0, re.Value, "weights "+re.Reason, err)
	}
	t.w = w
	var num, den int64 // den cannot overflow: NewWeighted refused such sums
	for i, e := range entries {
		den += e.Weight
		hi, lo := bits.Mul64(uint64(e.Weight), uint64(e.Value))
		if hi != 0 || lo > math.MaxInt64 || num > math.MaxInt64-int64(lo) {
			return nil, tableErr(i, e.Symbol, strconv.FormatInt(e.Weight, 10),
				"weight × value makes the weighted sum of values overflow int64", nil)
		}
		num += int64(lo)
	}
	g := gcd(num, den)
	t.meanNum, t.meanDen = num/g, den/g
	return t, nil
}

// Draw returns a multiplier symbol drawn with probability Weight / Σ Weight
// of its entry. It takes one exactly uniform value from src (see
// [rng.Weighted]) and does not allocate.
func (t *Table) Draw(src rng.Source) slotmech.Symbol {
	return t.entries[t.w.Draw(src)].Symbol
}

// Value returns the value of sym, or 0 if sym is not a multiplier symbol of
// the table.
func (t *Table) Value(sym slotmech.Symbol) int64 { return t.value[sym] }

// Symbols returns the set of the table's multiplier symbols.
func (t *Table) Symbols() slotmech.SymbolSet { return t.set }

// Sum returns the sum of the values of all multiplier symbols on s; other
// symbols count 0. It is between 0 and 6.4 × 10¹⁰ and does not allocate.
//
// It reads a reel at a time ([slotmech.Screen.ReelWord]) and adds the value
// of all eight bytes, with no loop over rows: bytes below the screen's last
// row are Empty, whose value is 0.
func (t *Table) Sum(s *slotmech.Screen) int64 {
	v := &t.value
	var sum int64
	for r := range s.Reels() {
		w := s.ReelWord(r)
		sum += v[uint8(w)] + v[uint8(w>>8)] + v[uint8(w>>16)] + v[uint8(w>>24)] +
			v[uint8(w>>32)] + v[uint8(w>>40)] + v[uint8(w>>48)] + v[uint8(w>>56)]
	}
	return sum
}

// Mean returns the exact expected value of a drawn symbol's value,
// Σ weight × value / Σ weight, as a fraction num/den in lowest terms
// (den > 0). NewTable ensures both fit in int64.
func (t *Table) Mean() (num, den int64) { return t.meanNum, t.meanDen }

// gcd returns the greatest common divisor of a ≥ 0 and b > 0.
func gcd(a, b int64) int64 {
	for a != 0 {
		a, b = b%a, a
	}
	return b
}

// badWeight returns the entry that [rng.NewWeighted] refuses weights for (a
// negative weight, or the one that makes the sum overflow), or -1 when the
// table as a whole is at fault.
func badWeight(weights []int64) int {
	var sum int64
	for i, w := range weights {
		if w < 0 || sum > math.MaxInt64-w {
			return i
		}
		sum += w
	}
	return -1
}

// tableErr returns the *slotmech.Error refusing entry i (-1 for the table as a whole)
// with symbol sym, the value at fault, the reason and the rng error behind
// it (nil for none).
func tableErr(i int, sym slotmech.Symbol, value, reason string, cause error) error {
	field := "table"
	if i >= 0 {
		field = "entry " + strconv.Itoa(i) + " (symbol " + strconv.Itoa(int(sym)) + ")"
	}
	if cause == nil {
		return &slotmech.Error{Op: "NewTable", Field: field, Value: value, Reason: reason, Err: ErrConfig}
	}
	return &slotmech.Error{Op: "NewTable", Field: field, Value: value, Reason: reason, Err: fmt.Errorf("%w: %w", ErrConfig, cause)}
}
