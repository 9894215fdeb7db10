package weighted_test

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech/internal/testfix/srcfix"
	"github.com/slotmech/slotmech/internal/weighted"
)

// fractionDigitNaive is the digit of fraction r in base total, ⌊r·total /
// 2⁶⁴⌋, and the fraction of the rest, r·total mod 2⁶⁴, by math/big.
func fractionDigitNaive(r, total uint64) (digit, rest uint64) {
	p := new(big.Int).Mul(new(big.Int).SetUint64(r), new(big.Int).SetUint64(total))
	q, m := new(big.Int).DivMod(p, new(big.Int).Lsh(big.NewInt(1), 64), new(big.Int))
	return q.Uint64(), m.Uint64()
}

// The fraction of k digits on is the first fraction times totalᵏ mod 2⁶⁴
// (what FillScreen's groups read their cells from), and FractionDigit is
// the entry owning the digit ⌊r·Σw / 2⁶⁴⌋, the digit Digit reads: checked
// against math/big and a scan of the weights, for any table and fraction,
// the rejected and the power-of-two totals included.
func TestFractionDigits(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		weights := srcfix.DrawWeights(t)
		w := weighted.Must(weights...)
		total := uint64(w.Total())
		x := rapid.Uint64().Draw(t, "x")
		d := weighted.DrawDigitsValue(x, &srcfix.List{}, total)
		r, pow := d.Fraction(), uint64(1)
		for k := range 5 {
			require.Equal(t, r*pow, d.Fraction(), "fraction after %d digits", k)
			v, rest := fractionDigitNaive(r*pow, total)
			i, next := w.Digit(d)
			require.Equal(t, locateNaive(weights, v), i, "digit %d", k)
			require.Equal(t, locateNaive(weights, v), w.FractionDigit(d.Fraction()), "FractionDigit of digit %d", k)
			require.Equal(t, rest, next.Fraction())
			d, pow = next, pow*total
		}
	})
}

// A TopGuide answers a fraction only with the byte of the entry that owns
// its digit (FractionDigit), for any table and bytes (0: the caller's
// own), at the ends of its buckets and between them; it answers the
// fractions of every bucket lying in one entry of a byte other than 0.
func TestTopGuideAnswersOnlyTheOwner(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		weights := srcfix.DrawWeights(t)
		w := weighted.Must(weights...)
		vals := make([]byte, len(weights))
		for i := range vals {
			vals[i] = byte(rapid.IntRange(0, 3).Draw(t, "byte"))
		}
		g := w.TopGuide(vals)
		const width = 64 - weighted.TopGuideBits
		for range 20 {
			b := rapid.Uint64Range(0, 1<<weighted.TopGuideBits-1).Draw(t, "bucket")
			first, last := b<<width, b<<width|(1<<width-1)
			r := rapid.Uint64Range(first, last).Draw(t, "fraction")
			owner := func(r uint64) int { v, _ := fractionDigitNaive(r, uint64(w.Total())); return locateNaive(weights, v) }
			got := g.Of(r)
			if got != 0 {
				require.Equal(t, vals[owner(r)], got, "the byte of the owner")
			}
			if owner(first) == owner(last) && vals[owner(first)] != 0 {
				require.Equal(t, vals[owner(first)], got, "a bucket in one entry is answered")
			}
		}
	})
	require.Panics(t, func() { weighted.Must(1, 2).TopGuide([]byte{1}) })
}

// For the eleven classes of Starlight Christmas's base refill (Σw =
// 119 992), the top guide answers all but at most ten of its 4096 buckets
// (a boundary between two classes falls in at most one bucket): the
// multiplier class's byte is 0, the caller's own, and its buckets are not
// counted.
func TestTopGuideAnswersAlmostEveryBucket(t *testing.T) {
	w := weighted.Must(21990, 19330, 17500, 15000, 13170, 10670, 8670, 7170, 3930, 1962, 600)
	vals := []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0}
	g := w.TopGuide(vals)
	unanswered := 0
	for b := range uint64(1 << weighted.TopGuideBits) {
		r := b << (64 - weighted.TopGuideBits)
		if g.Of(r) == 0 && w.FractionDigit(r) != 10 {
			unanswered++
		}
	}
	require.LessOrEqual(t, unanswered, 10)
}
