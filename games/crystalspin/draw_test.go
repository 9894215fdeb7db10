package crystalspin_test

import (
	"fmt"
	"math"

	"github.com/slotmech/slotmech/rng"
)

// draw returns a raw value v with rng.IntN(src, n) = k for a source that
// serves v: the middle of k's share of the range (k itself for a power of
// two n). Before the terminal's tests moved to internal/crystalterm, the
// package's tests took it from its terminal harness.
func draw(k, n int) uint64 {
	if n&(n-1) == 0 {
		return uint64(k)
	}
	step := math.MaxUint64 / uint64(n)
	v := uint64(k)*step + step/2
	if got := rng.IntN(rng.NewReplayer([]uint64{v}), n); got != k {
		panic(fmt.Sprintf("draw(%d, %d) gives %d", k, n, got))
	}
	return v
}
