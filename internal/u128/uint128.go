// Package u128 is an unsigned 128-bit integer for exact sums: simulation
// statistics (sums of squared wins) and exact analysis (sums over a full
// cycle). It is internal: callers see the sums as *big.Int.
package u128

import (
	"errors"
	"math/big"
	"math/bits"
	"strconv"
)

// Uint128 is an unsigned 128-bit integer, Hi·2⁶⁴ + Lo. games/sim keeps its
// sum of squared wins in one: a win of a few million minor units squared,
// summed over billions of rounds, does not fit in 64 bits.
//
// The zero value is 0. A Uint128 is a plain value, safe to copy. Its text
// form (JSON included) is the decimal number, e.g. "18446744073709551616".
type Uint128 struct {
	Hi, Lo uint64
}

// ErrOverflow reports a sum that does not fit in 128 bits.
var ErrOverflow = errors.New("u128: 128-bit sum overflows")

// Add returns u + v, or an error if the sum does not fit in 128 bits.
func (u Uint128) Add(v Uint128) (Uint128, error) {
	lo, c := bits.Add64(u.Lo, v.Lo, 0)
	hi, c := bits.Add64(u.Hi, v.Hi, c)
	if c != 0 {
		return Uint128{}, ErrOverflow
	}
	return Uint128{Hi: hi, Lo: lo}, nil
}

// AddUint64 adds x to u in place. The exact analysis adds at most one
// value below 2⁶⁴ per stop combination, fewer than 2⁶⁴ of them, so its sums
// stay below 2¹²⁸ and the carry out of Hi cannot happen.
func (u *Uint128) AddUint64(x uint64) {
	var c uint64
	u.Lo, c = bits.Add64(u.Lo, x, 0)
	u.Hi += c
}

// AddProduct adds x·n to u in place: what n calls of AddUint64(x) add,
// for exact analysis that counts a group of n stop combinations with the
// same win at once (the same bound applies: n combinations each adding
// x < 2⁶⁴).
func (u *Uint128) AddProduct(x, n uint64) {
	hi, lo := bits.Mul64(x, n)
	var c uint64
	u.Lo, c = bits.Add64(u.Lo, lo, 0)
	u.Hi += hi + c
}

// MustAdd returns u + v for sums that cannot overflow (see AddUint64).
// It panics if the sum does not fit in 128 bits.
func (u Uint128) MustAdd(v Uint128) Uint128 {
	s, err := u.Add(v)
	if err != nil {
		panic(err)
	}
	return s
}

// Square returns x² for a non-negative x; it always fits in 128 bits.
func Square(x int64) Uint128 {
	hi, lo := bits.Mul64(uint64(x), uint64(x))
	return Uint128{Hi: hi, Lo: lo}
}

// Big returns u as a new big.Int.
func (u Uint128) Big() *big.Int {
	b := new(big.Int).SetUint64(u.Hi)
	b.Lsh(b, 64)
	return b.Or(b, new(big.Int).SetUint64(u.Lo))
}

// String returns u in decimal.
func (u Uint128) String() string { return u.Big().String() }

// MarshalText returns u in decimal.
func (u Uint128) MarshalText() ([]byte, error) { return []byte(u.String()), nil }

// UnmarshalText sets u from a decimal number in [0, 2¹²⁸).
func (u *Uint128) UnmarshalText(text []byte) error {
	b, ok := new(big.Int).SetString(string(text), 10)
	if !ok || b.Sign() < 0 || b.BitLen() > 128 {
		return errors.New("games: not a decimal number in [0, 2^128): " + quoteShort(text))
	}
	lo := new(big.Int).And(b, new(big.Int).SetUint64(^uint64(0)))
	*u = Uint128{Hi: new(big.Int).Rsh(b, 64).Uint64(), Lo: lo.Uint64()}
	return nil
}

// quoteShort quotes text for an error message, cut to a readable length.
func quoteShort(text []byte) string {
	const max = 40
	if len(text) > max {
		return strconv.Quote(string(text[:max])) + "…"
	}
	return strconv.Quote(string(text))
}
