package slotmech

import (
	"errors"
	"math"
	"math/bits"
	"strconv"
)

// ErrOverflow is returned when money or factor arithmetic would leave the
// range of int64. The library never wraps silently.
var ErrOverflow = errors.New("slotmech: arithmetic overflow")

// ErrNegative is returned when an operation that needs a non-negative amount
// or factor is given a negative one.
var ErrNegative = errors.New("slotmech: negative amount")

// Money is an amount in the game's smallest money unit (cents for a euro
// game, whole crowns for a Kč game). The zero value is no money. Money is
// never a float: pays are computed with exact [Factor] values and integer
// multipliers, and every operation that could overflow reports [ErrOverflow].
type Money int64

// Add returns m + n, or [ErrOverflow].
func (m Money) Add(n Money) (Money, error) {
	s := m + n
	if (s > m) != (n > 0) {
		return 0, ErrOverflow
	}
	return s, nil
}

// Sub returns m − n, or [ErrOverflow].
func (m Money) Sub(n Money) (Money, error) {
	d := m - n
	if (d < m) != (n > 0) {
		return 0, ErrOverflow
	}
	return d, nil
}

// Mul returns m × k, or [ErrOverflow].
func (m Money) Mul(k int64) (Money, error) {
	p, err := mulInt64(int64(m), k)
	return Money(p), err
}

// String returns m as a plain integer count of minor units, e.g. "1250".
func (m Money) String() string { return strconv.FormatInt(int64(m), 10) }

// mulInt64 returns a×b or ErrOverflow.
func mulInt64(a, b int64) (int64, error) {
	if a == 0 || b == 0 {
		return 0, nil
	}
	neg := (a < 0) != (b < 0)
	hi, lo := bits.Mul64(absU(a), absU(b))
	if hi != 0 || (!neg && lo > math.MaxInt64) || (neg && lo > 1<<63) {
		return 0, ErrOverflow
	}
	if neg {
		return int64(-lo), nil
	}
	return int64(lo), nil
}

func absU(a int64) uint64 {
	if a < 0 {
		return uint64(-a)
	}
	return uint64(a)
}
