package tumble

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// FillReel calls the reel path of r (a refill with one), for the tests of
// that path.
func FillReel(r Refiller, reel, holes int, word uint64, src rng.Source) (uint64, error) {
	return r.(reelFiller).fillReel(reel, holes, word, src)
}

// WithFillReel returns a Refiller whose Refill is r's and whose reel path
// is fill, hiding any screen path of r, so that Step calls fill.
func WithFillReel(r Refiller, fill func(reel, holes int, word uint64, src rng.Source) (uint64, error)) Refiller {
	return withFillReel{r, fill}
}

type withFillReel struct {
	r    Refiller
	fill func(reel, holes int, word uint64, src rng.Source) (uint64, error)
}

func (w withFillReel) Refill(reel int, dst []slotmech.Symbol, src rng.Source) error {
	return w.r.Refill(reel, dst, src)
}

func (w withFillReel) fillReel(reel, holes int, word uint64, src rng.Source) (uint64, error) {
	return w.fill(reel, holes, word, src)
}

// HasReelPath and HasScreenPath report whether Step takes r's reel path or
// its screen path.
func HasReelPath(r Refiller) bool   { _, ok := r.(reelFiller); return ok }
func HasScreenPath(r Refiller) bool { _, ok := r.(screenFiller); return ok }

// The building blocks of Step with a blocked symbol, for their tests.
var (
	Block       = block
	Heights     = heights
	FallBlocked = fallBlocked
)

// Top returns the strip position of the symbol now in the top row of reel.
func Top(r *StripRefill, reel int) int { return r.top[reel] }

// Reels returns the number of reels a provided refiller has data for.
func Reels(r Refiller) int {
	switch r := r.(type) {
	case *ClassRefill:
		return r.reels()
	case *ListRefill:
		return r.reels()
	case *WeightedRefill:
		return r.reels()
	}
	panic("tumble: Reels of another refiller")
}
