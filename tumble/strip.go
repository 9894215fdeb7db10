package tumble

import (
	"math/bits"
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// Strips is a set of circular reel strips, one per reel (CS-8 style refill).
//
// A reel stopped at position stop shows strip[stop] in the top row,
// strip[stop+1] in the next row, and so on, indices taken modulo the strip's
// length. The strip continues upward above the window: refilling k positions
// of a reel whose window starts at top takes strip[top−1] (it lands lowest),
// strip[top−2], …, strip[top−k] (it lands in the top row), and the window
// then starts at top−k. See [StripRefill].
//
// A strip may be shorter than the window: it is circular, so the window then
// shows some of its symbols more than once, exactly as a long cascade comes
// round to symbols already seen. Games that want a minimum length check it
// themselves.
//
// The zero value has no reels; use [NewStrips]. A Strips is immutable after
// construction and safe for concurrent use.
type Strips struct {
	strips [][]slotmech.Symbol
	// runs[r][i] holds the MaxRows symbols of strip r from position i on
	// (round the strip), packed as a reel word: strip[i] in the low byte,
	// strip[(i+k) mod len] in byte k. See StripRefill.fillReel.
	runs [][]uint64
}

// NewStrips validates strips and returns them as a [Strips]; strips[i] is the
// strip of reel i. It returns an *[slotmech.Error] if there are no reels or more
// than [slotmech.MaxReels], a strip is empty, or a strip holds
// [slotmech.Empty] or a symbol not below [slotmech.MaxSymbols]. The result
// keeps no reference to the given slices.
func NewStrips(strips [][]slotmech.Symbol) (*Strips, error) {
	t := table{"NewStrips", "strips"}
	if err := t.checkReels(len(strips)); err != nil {
		return nil, err
	}
	s := &Strips{strips: make([][]slotmech.Symbol, len(strips)), runs: make([][]uint64, len(strips))}
	for reel, strip := range strips {
		if len(strip) == 0 {
			return nil, t.err(reel, -1, "", "strip is empty", nil)
		}
		if err := t.checkSymbols(reel, strip); err != nil {
			return nil, err
		}
		s.strips[reel] = append([]slotmech.Symbol(nil), strip...)
		runs := make([]uint64, len(strip))
		for i := range runs {
			for k := range slotmech.MaxRows {
				runs[i] |= uint64(strip[(i+k)%len(strip)]) << (8 * k)
			}
		}
		s.runs[reel] = runs
	}
	return s, nil
}

// Word returns the reel word of reel stopped at stop, rows rows high: the
// symbols of positions stop, stop+1, …, stop+rows−1 of its strip (modulo its
// length) in bytes 0 … rows−1, row i in byte i, as
// [slotmech.Screen.ReelWord] packs a reel, the other bytes 0. A game that
// moves one reel at a time sets it with [slotmech.Screen.SetReelWord], and
// can compute per-stop data (filter words) from it once. It panics if reel
// is out of range, stop is outside 0 to the strip's length − 1 or rows outside
// 1…MaxRows.
func (s *Strips) Word(reel, stop, rows int) uint64 {
	if rows < 1 || rows > slotmech.MaxRows {
		panic("tumble: Strips.Word of " + strconv.Itoa(rows) + " rows, want 1 to " + strconv.Itoa(slotmech.MaxRows))
	}
	// The low 8·rows bits; rows ≤ 8, so the shift is 0…56.
	return s.runs[reel][stop] & (^uint64(0) >> ((64 - 8*rows) & 63))
}

// Window fills scr with the window of the strips stopped at stops: for each
// reel r, row 0 shows position stops[r] of strip r and row k position
// stops[r]+k (modulo the strip's length). It returns an error wrapping
// [ErrConfig], leaving scr unchanged, if len(stops) or scr.Reels() differs from
// the number of strips or a stop is outside 0 to the length of strip r − 1. It does not allocate.
func (s *Strips) Window(scr *slotmech.Screen, stops []int) error {
	if err := s.checkStops("Window", stops); err != nil {
		return err
	}
	if scr.Reels() != len(s.strips) {
		return inputFailure("Window", "", strconv.Itoa(scr.Reels()), badStops, "screen has "+strconv.Itoa(scr.Reels())+" reels, strips have "+strconv.Itoa(len(s.strips)))
	}
	for reel, strip := range s.strips {
		i := stops[reel]
		col := scr.Reel(reel)
		for row := range col {
			col[row] = strip[i]
			if i++; i == len(strip) {
				i = 0
			}
		}
	}
	return nil
}

// checkStops validates one stop position per strip, for op.
func (s *Strips) checkStops(op string, stops []int) error {
	if len(stops) != len(s.strips) {
		return inputFailure(op, "", strconv.Itoa(len(stops)), badStops, strconv.Itoa(len(stops))+" stops for "+strconv.Itoa(len(s.strips))+" strips")
	}
	for reel, stop := range stops {
		if stop < 0 || stop >= len(s.strips[reel]) {
			return inputFailure(op, "reel "+strconv.Itoa(reel), strconv.Itoa(stop), badStops, "stop "+strconv.Itoa(stop)+" is outside 0.."+strconv.Itoa(len(s.strips[reel])-1))
		}
	}
	return nil
}

// mod returns i modulo n in 0..n−1, for n > 0.
func mod(i, n int) int {
	i %= n
	if i < 0 {
		i += n
	}
	return i
}

// StripRefill refills reels from [Strips]: it remembers, for each reel, the
// strip position now shown in the top row, and takes the symbols above it
// (see [Strips] for the order). It uses no randomness, so a round refilled
// from strips is determined by its stop positions alone.
//
// A StripRefill holds per-round state: use one per round (or per goroutine,
// with [StripRefill.Reset] at the start of each round); it is not safe for
// concurrent use. The zero value has no strips; use [NewStripRefill].
type StripRefill struct {
	strips *Strips
	top    [slotmech.MaxReels]int
}

// NewStripRefill returns a refill over strips, with every reel stopped at
// position 0; call [StripRefill.Start] or [StripRefill.Reset] with the
// round's stops before use. It panics if strips is nil.
func NewStripRefill(strips *Strips) *StripRefill {
	if strips == nil {
		panic("tumble: NewStripRefill with nil strips")
	}
	return &StripRefill{strips: strips}
}

// Reset starts a new round: reel r's window now starts at stops[r]. It returns
// an error wrapping [ErrConfig], leaving the state unchanged, if stops does not
// hold one valid stop position per strip. It does not allocate.
func (r *StripRefill) Reset(stops []int) error {
	if err := r.strips.checkStops("Reset", stops); err != nil {
		return err
	}
	copy(r.top[:], stops)
	return nil
}

// Start starts a new round at stops: it fills scr with the strips' window at
// stops ([Strips.Window]) and resets the refill to the same stops
// ([StripRefill.Reset]). On error neither scr nor the refill is changed.
func (r *StripRefill) Start(scr *slotmech.Screen, stops []int) error {
	if err := r.strips.Window(scr, stops); err != nil {
		return err
	}
	copy(r.top[:], stops)
	return nil
}

// Refill fills dst from the strip of reel, going up the strip from the
// current top: dst[0] = strip[top−1], dst[1] = strip[top−2], …, and moves the
// top to top−len(dst), all modulo the strip's length. src is not used. It
// returns an error wrapping [ErrConfig] for a reel without a strip.
func (r *StripRefill) Refill(reel int, dst []slotmech.Symbol, _ rng.Source) error {
	if uint(reel) >= uint(len(r.strips.strips)) {
		return reelError(reel, len(r.strips.strips))
	}
	strip := r.strips.strips[reel]
	top := r.top[reel]
	for i := range dst {
		if top == 0 {
			top = len(strip)
		}
		top--
		dst[i] = strip[top]
	}
	r.top[reel] = top
	return nil
}

// fillReel is Refill for the holes top rows of reel word (see
// [reelFiller]): it puts the same symbols in the same rows and moves the top
// the same way, without the slice. src is not used. It returns an error
// wrapping [ErrConfig] for a reel without a strip.
//
// Refill gives dst[i] = strip[top−1−i], which lands in row holes−1−i, so row
// k of the holes gets strip[top−holes+k]: the holes positions from
// start = top−holes on, in strip order. The strips' runs[start] holds the
// MaxRows positions from start as a reel word; the mask keeps the first
// holes of them.
func (r *StripRefill) fillReel(reel, holes int, word uint64, _ rng.Source) (uint64, error) {
	if uint(reel) >= uint(len(r.strips.runs)) {
		return word, reelError(reel, len(r.strips.runs))
	}
	checkHoles(holes)
	runs := r.strips.runs[reel]
	start := r.top[reel] - holes
	if start < 0 { // top−holes ≥ −MaxRows, but the strip may be shorter
		start = mod(start, len(runs))
	}
	r.top[reel] = start
	// The low 8·holes bits; holes ≤ 8, so the shift is 0…56.
	return word | runs[start]&(^uint64(0)>>((64-8*holes)&63)), nil
}

// fillScreen fills the holes of every reel of a step in one call (see
// [screenFiller]): reel by reel, the same symbols fillReel would give, and
// the same moves of the tops. It checks every reel with holes before it
// changes anything, so on an error (wrapping [ErrConfig] for a reel without a
// strip) neither s nor the tops have changed. src is not used.
//
// It exists for speed: a step makes one call through the interface instead
// of one per reel with holes.
func (r *StripRefill) fillScreen(s *slotmech.Screen, words [slotmech.MaxReels]uint64, holes uint64, _ rng.Source) error {
	if n := len(r.strips.runs); n < slotmech.MaxReels && holes>>(8*n&63) != 0 {
		return reelError(n+bits.TrailingZeros64(holes>>(8*n&63))/8, n)
	}
	for hs := holes; hs != 0; {
		reel := bits.TrailingZeros64(hs) / 8 // the next reel with holes
		h := int(byte(hs >> (8 * reel & 63)))
		hs &^= 0xff << (8 * reel & 63)
		checkHoles(h)
		runs := r.strips.runs[reel]
		start := r.top[reel&(slotmech.MaxReels-1)] - h
		if start < 0 { // as in fillReel
			start = mod(start, len(runs))
		}
		r.top[reel&(slotmech.MaxReels-1)] = start
		s.SetReelWord(reel, words[reel&(slotmech.MaxReels-1)]|runs[start]&(^uint64(0)>>((64-8*h)&63)))
	}
	return nil
}
