package starlight

import (
	"math/bits"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/multiplier"
	"github.com/slotmech/slotmech/rng"
)

// classes is the number of classes of a Weights table: the paying symbols,
// the scatter and the multiplier class.
const classes = Paying + 2

// multiplierClass is the index of the multiplier class in a class table.
const multiplierClass = Paying + 1

// guideBits sets the size of a refill's guide table: at most 2^guideBits
// one-byte buckets (guideSize bytes, small enough to stay in the L1 cache).
const (
	guideBits = 10
	guideSize = 1 << guideBits
)

// refill draws the symbols that land in one part of the game, class first,
// then the multiplier value (see [Weights]). It implements tumble.Refiller for
// every reel of the screen, and the game's own tumble steps call fill
// directly. It is immutable and safe for concurrent use.
//
// A class draw is exactly rng.Weighted.Draw of the class weights, written out
// here so that the hot loop has no call and no search: it takes the same
// value from the source, makes of it the same uniform value v of [0, total)
// as rng.Uint64N (Lemire's multiply-and-reject; the low bits for a
// power-of-two total), and picks the same class, the one owning v in the
// cumulative table. So every draw, and the golden rounds, are unchanged; the
// test TestRefillMatchesWeighted checks it value by value.
type refill struct {
	values *multiplier.Table // the part's multiplier values

	total  uint64                     // Σ class weights, the n of Uint64N
	thresh uint64                     // 2^64 mod total: Uint64N's rejection threshold
	pow2   bool                       // total is a power of two: Uint64N keeps the low bits
	cum    [classes]uint64            // cum[k] = weights of classes 0…k; cum[classes-1] = total
	shift  uint                       // a value v of [0, total) lies in bucket v>>shift
	guide  [guideSize]slotmech.Symbol // guide[b]: the symbol of every value of bucket b, or mixed
}

// mixed marks a bucket of refill.guide whose values do not all draw the same
// symbol without more work: Empty, which no class draws.
const mixed = slotmech.Empty

// classSymbol returns the symbol of class k, a paying symbol or the scatter
// (classes 0…9 are Yellow … Scatter).
func classSymbol(k int) slotmech.Symbol { return slotmech.Symbol(k + 1) }

// owner returns the class owning value v of [0, total): the first k with
// cum[k] > v.
func (r *refill) owner(v uint64) int {
	k := 0
	for r.cum[k] <= v { // stops at the last class at the latest: cum[classes-1] = total > v
		k++
	}
	return k
}

// newRefill validates the class weights w of the part named field (as
// rng.NewWeighted does) and returns their refill, with values for the
// multiplier class.
func newRefill(field string, w Weights, values *multiplier.Table) (*refill, error) {
	ws := w.classes()
	c, err := rng.NewWeighted(ws)
	if err != nil {
		return nil, mathsError(field, err)
	}
	r := &refill{values: values, total: uint64(c.Total())}
	r.thresh = -r.total % r.total
	r.pow2 = r.total&(r.total-1) == 0
	var sum uint64
	for k, x := range ws {
		sum += uint64(x) // NewWeighted checked that the sum fits in int64
		r.cum[k] = sum
	}
	if n := uint(bits.Len64(r.total - 1)); n > guideBits {
		r.shift = n - guideBits
	}
	if r.pow2 {
		// Uint64N takes the low bits of x, not the high half of the
		// product that symbol looks up: leave every bucket mixed, so that
		// every draw goes to slow, which knows.
		return r, nil
	}
	// (total−1)>>shift is the last bucket: below 2^guideBits. Buckets past
	// it stay mixed; no value falls in them.
	for b := range (r.total-1)>>r.shift + 1 {
		first := b << r.shift                        // the bucket's first value
		last := min(first+(1<<r.shift-1), r.total-1) // and its last
		if k := r.owner(first); k != multiplierClass && r.owner(last) == k {
			r.guide[b] = classSymbol(k)
		}
	}
	return r, nil
}

// symbol returns the symbol drawn from x, a value just taken from src, which
// serves only for the rare further values (a rejected x, a multiplier value).
func (r *refill) symbol(x uint64, src rng.Source) slotmech.Symbol {
	if sym := r.quick(x); sym != mixed {
		return sym
	}
	return r.slow(x, src)
}

// quick returns the symbol drawn from x when the guide knows it, else mixed.
//
// guide answers for a whole bucket of values at once (at most 2^shift of
// them, 128 for the default maths): the paying symbol or scatter that owns
// all of them, or mixed when a class boundary falls inside the bucket or
// the owner is the multiplier class. The buckets are much narrower than the
// classes, so the answer is almost always direct, with no search and no
// data-dependent branch to mispredict. The rest, and the rare cases of
// Uint64N (a product that may be rejected; a power-of-two total, for which
// every bucket is mixed), are left to slow, which does everything from x.
// quick makes no call, so that it inlines into the loop of fill.
func (r *refill) quick(x uint64) slotmech.Symbol {
	v, lo := bits.Mul64(x, r.total) // Uint64N's value, unless lo < total
	if lo < r.total {               // rare (probability total/2^64): maybe rejected
		return mixed
	}
	// v < total, so v>>shift < 2^guideBits: the mask changes nothing and
	// spares the bounds check.
	return r.guide[v>>r.shift&(guideSize-1)]
}

// slow returns the symbol drawn from x without the guide: the uniform value
// v of [0, total) exactly as rng.Uint64N makes it, the class owning v, and
// for the multiplier class a value.
func (r *refill) slow(x uint64, src rng.Source) slotmech.Symbol {
	var v uint64
	if r.pow2 {
		v = x & (r.total - 1)
	} else {
		var lo uint64
		v, lo = bits.Mul64(x, r.total)
		if lo < r.total {
			v = r.redraw(v, lo, src)
		}
	}
	if k := r.owner(v); k != multiplierClass {
		return classSymbol(k)
	}
	return r.values.Draw(src)
}

// redraw finishes Lemire's method as rng.Uint64N does for a product whose low
// half lo fell below total: while lo is below 2^64 mod total the value is
// rejected and a new one drawn.
func (r *refill) redraw(hi, lo uint64, src rng.Source) uint64 {
	for lo < r.thresh {
		hi, lo = bits.Mul64(src.Uint64(), r.total)
	}
	return hi
}

// fill draws the symbols of rows 0…n−1 of reel word w (see
// [slotmech.Screen.ReelWord]), whose bytes there are Empty (0), and returns
// the word with them in place. It draws in the order of tumble.Step and
// [refill.Refill]: the lowest row first, the top row last.
//
// stream is src when src is an *rng.Stream, else nil: calling it directly,
// not through the rng.Source interface, makes a direct call of the
// inlined Stream.Uint64 instead of a dynamic one (the values drawn are the
// same).
func (r *refill) fill(w uint64, n int, src rng.Source, stream *rng.Stream) uint64 {
	for row := n - 1; row >= 0; row-- {
		var x uint64
		if stream != nil {
			x = stream.Uint64()
		} else {
			x = src.Uint64()
		}
		sym := r.quick(x)
		if sym == mixed {
			sym = r.slow(x, src)
		}
		w |= uint64(sym) << ((8 * row) & 63)
	}
	return w
}

// Refill fills dst with independent draws (see Weights). Every reel uses the
// same table, so reel is not consulted.
func (r *refill) Refill(_ int, dst []slotmech.Symbol, src rng.Source) error {
	for i := range dst {
		dst[i] = r.symbol(src.Uint64(), src)
	}
	return nil
}
