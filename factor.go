package slotmech

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"
)

// FactorScale is the number of [Factor] units in one whole bet: factors are
// exact to 1/10 000 of the bet.
const FactorScale = 10_000

// factorDecimals is the number of decimal places FactorScale represents.
const factorDecimals = 4

// Factor is an exact, non-negative pay factor: a multiple of the bet in units
// of 1/[FactorScale]. A pay-table entry "0.25 × bet" is Factor(2500), "100 ×
// stake" is Factor(1_000_000). The zero value pays nothing.
//
// Factors add and multiply by integers exactly; [Factor.Apply] turns a factor
// into money with the library's one rounding rule.
type Factor int64

// Whole returns the factor n × bet.
// It panics if n is negative or n × FactorScale overflows.
func Whole(n int64) Factor {
	if n < 0 || n > math.MaxInt64/FactorScale {
		panic("slotmech: Whole(" + strconv.FormatInt(n, 10) + ") out of range")
	}
	return Factor(n * FactorScale)
}

// ParseFactor parses a decimal factor such as "12", "0.25" or "2.5" (at most
// four decimal places, no sign, no exponent). Errors are *[Error] with Op
// "ParseFactor" and the text as Value, wrapping [ErrConfig] for a text that
// is not a non-negative decimal number with at most four decimal places or,
// for a number too large for a Factor, [ErrOverflow]: `slotmech: invalid factor
// syntax "1.2.3"`, `slotmech: factor out of range "9999999999999999"`.
func ParseFactor(s string) (Factor, error) {
	fail := func(err error) (Factor, error) {
		reason := "invalid factor syntax " // the reason is set, so that an empty s is quoted too
		if err == ErrOverflow {
			reason = "factor out of range "
		}
		return 0, &Error{Op: "ParseFactor", Value: s, Reason: reason + strconv.Quote(s), Err: err}
	}
	whole, frac, dot := strings.Cut(s, ".")
	if whole == "" || (dot && frac == "") || len(frac) > factorDecimals {
		return fail(ErrConfig)
	}
	var f uint64
	for _, part := range []string{whole, frac} {
		for i := 0; i < len(part); i++ {
			c := part[i]
			if c < '0' || c > '9' {
				return fail(ErrConfig)
			}
			d := uint64(c - '0')
			if f > (math.MaxInt64-d)/10 {
				return fail(ErrOverflow)
			}
			f = f*10 + d
		}
	}
	for range factorDecimals - len(frac) {
		if f > math.MaxInt64/10 {
			return fail(ErrOverflow)
		}
		f *= 10
	}
	return Factor(f), nil
}

// MustParseFactor is like [ParseFactor] but panics if s is not a valid
// factor. It is meant for pay tables written in code.
func MustParseFactor(s string) Factor {
	f, err := ParseFactor(s)
	if err != nil {
		panic(err)
	}
	return f
}

// String returns the factor in decimal with no trailing zeros, e.g. "0.25",
// "12". A negative factor (only the saturating operations make one) prints
// with a minus sign; every Factor value, math.MinInt64 included, prints.
func (f Factor) String() string {
	sign, u := "", uint64(f)
	if f < 0 {
		sign, u = "-", -u // the magnitude, exact for math.MinInt64 too
	}
	whole, frac := u/FactorScale, u%FactorScale
	if frac == 0 {
		return sign + strconv.FormatUint(whole, 10)
	}
	fs := fmt.Sprintf("%0*d", factorDecimals, frac)
	return sign + strconv.FormatUint(whole, 10) + "." + strings.TrimRight(fs, "0")
}

// Add returns f + g, or [ErrOverflow].
func (f Factor) Add(g Factor) (Factor, error) {
	s, err := Money(f).Add(Money(g))
	return Factor(s), err
}

// Mul returns f × k (k an integer multiplier), or [ErrOverflow].
func (f Factor) Mul(k int64) (Factor, error) {
	p, err := mulInt64(int64(f), k)
	return Factor(p), err
}

// Apply returns the money that factor f pays on bet: bet × f / FactorScale,
// rounded down (toward zero) to the minor unit. This is the library's one
// rounding rule; mechanics sum factors and multiply them by integer
// multipliers first and call Apply once per win, so a win is rounded at most
// once. It returns [ErrNegative] if bet or f is negative and [ErrOverflow] if
// the result does not fit in Money (the intermediate product is 128-bit, so
// no overflow is reported that the result would not have).
func (f Factor) Apply(bet Money) (Money, error) {
	if f < 0 || bet < 0 {
		return 0, ErrNegative
	}
	hi, lo := bits.Mul64(uint64(bet), uint64(f))
	if hi == 0 {
		// The common case: the product fits in 64 bits, and a division by
		// the constant is a multiplication (bits.Div64 is a hardware
		// division). Both give the same quotient.
		return Money(lo / FactorScale), nil // lo < 2⁶⁴, so lo / 10 000 ≤ MaxInt64
	}
	if hi >= FactorScale {
		return 0, ErrOverflow
	}
	q, _ := bits.Div64(hi, lo, FactorScale)
	if q > math.MaxInt64 {
		return 0, ErrOverflow
	}
	return Money(q), nil
}

// AddSat returns f + g, saturating: if the sum overflows it returns the
// largest Factor (math.MaxInt64), or for a sum below the range the smallest
// (math.MinInt64), instead of an error.
//
// Saturation is safe exactly where a cap bounds what is paid (see
// [Factor.ApplySat]): a sum that large is far beyond any cap, which then pays
// its limit, as it would for the exact sum. Where nothing caps the result,
// use the checked [Factor.Add] and handle [ErrOverflow].
func (f Factor) AddSat(g Factor) Factor {
	s, err := f.Add(g)
	if err != nil {
		if g < 0 {
			return math.MinInt64
		}
		return math.MaxInt64
	}
	return s
}

// MulSat returns f × k, saturating like [Factor.AddSat]: if the product
// overflows it returns math.MaxInt64, or math.MinInt64 for a product below
// the range, instead of an error. It is safe where a cap bounds what is paid;
// elsewhere use the checked [Factor.Mul].
func (f Factor) MulSat(k int64) Factor {
	p, err := f.Mul(k)
	if err != nil {
		if (f < 0) != (k < 0) {
			return math.MinInt64
		}
		return math.MaxInt64
	}
	return p
}

// ApplySat is [Factor.Apply] saturating at the largest Money
// (math.MaxInt64) where Apply reports [ErrOverflow]: it returns bet × f /
// FactorScale rounded down once, exactly as Apply does, whenever that fits
// in Money.
//
// Use it, with [Factor.AddSat] and [Factor.MulSat], where the money is then
// offered to a cap (package wincap): a saturated win is far beyond the cap,
// which pays exactly its limit, so saturating changes nothing that is paid
// and the game needs no error path for wins no cap lets through. Apply stays
// the checked operation, and the one rounding rule, for every other use.
//
// It panics if f or bet is negative (Apply's [ErrNegative]): no valid pay
// table or bet is.
func (f Factor) ApplySat(bet Money) Money {
	m, err := f.Apply(bet)
	if err != nil {
		if errors.Is(err, ErrNegative) {
			panic("slotmech: ApplySat(" + f.String() + ", " + bet.String() + ") of a negative amount")
		}
		return math.MaxInt64
	}
	return m
}

// Exact reports whether f × bet is a whole number of minor units, that is,
// whether [Factor.Apply] rounds nothing away.
func (f Factor) Exact(bet Money) bool {
	hi, lo := bits.Mul64(absU(int64(bet)), absU(int64(f)))
	if hi >= FactorScale {
		return false
	}
	_, rem := bits.Div64(hi, lo, FactorScale)
	return rem == 0
}
