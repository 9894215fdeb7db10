package weighted

import (
	"fmt"
	"strconv"

	"github.com/slotmech/slotmech"
)

// MaxHalvesTotal bounds the total of a [Halves] table: its weights must sum
// to at most 2³¹, so that a 32-bit half rejects with probability below
// 1/2.
const MaxHalvesTotal = 1 << 31

// Halves draws indices by integer weights exactly, two from each raw value
// of the source: the low 32 bits of the value give one draw, then the high
// 32 bits the next. It is for tables whose total is far below 2³² (at most
// [MaxHalvesTotal]) and of at most 256 entries, drawn many at a time
// ([Halves.Fill]).
//
// # Mapping
//
// A half h (0 ≤ h < 2³²) is multiplied by the total T; if the low 32 bits
// of h·T are below 2³² mod T the half is rejected and the next half is
// taken (Lemire's method on 32 bits), otherwise v = ⌊h·T / 2³²⌋ is
// exactly uniform on [0, T) and the index drawn is the i whose cumulative
// weights satisfy w₀+…+w_{i−1} ≤ v < w₀+…+w_i. A rejected half costs a
// half, not a value: the halves of the values are used in order, low then
// high, and a Fill that ends on a low half leaves the high half unused.
//
// Against [Table.Pack] (several draws from one value in a mixed radix)
// it draws fewer indices per value for large totals, but a draw depends on
// its half alone and moves only near the weights' boundaries when the
// weights change: two tables with nearby weights, drawn from the same
// stream, draw the same index for most halves (common random numbers for
// comparing configurations; a mixed radix reads every digit differently
// once the total changes).
//
// A Halves is immutable and safe for concurrent use; its zero value is not
// usable (use [NewHalves]).
type Halves struct {
	w      *Table
	thresh uint64 // 2³² mod Σw: a product whose low half is below it is rejected
}

// NewHalves returns the table of w (a valid [Table]) to draw from with
// halves, or an *[slotmech.Error] wrapping [ErrConfig] that says what is wrong: more
// than 256 entries, or a total above [MaxHalvesTotal]. Entries of weight 0
// are never drawn.
func NewHalves(w *Table) (*Halves, error) {
	bad := func(value, reason string) error {
		return &slotmech.Error{Op: "NewHalves", Field: "weights", Value: value, Reason: reason, Err: ErrConfig}
	}
	switch {
	case w == nil || len(w.cum) == 0:
		return nil, bad("", "are missing")
	case len(w.cum) > 256:
		return nil, bad(strconv.Itoa(len(w.cum)), fmt.Sprintf("are %d entries, at most 256 for halves", len(w.cum)))
	case w.total > MaxHalvesTotal:
		return nil, bad(strconv.FormatUint(w.total, 10), fmt.Sprintf("sum to %d, at most 2³¹ for halves", w.total))
	}
	h := &Halves{w: w, thresh: (1 << 32) % w.total}
	return h, nil
}

// Total returns the sum of the weights.
func (h *Halves) Total() int64 { return int64(h.w.total) }

// Fill draws len(dst) indices into dst, in order, from the halves of the
// values of src (see Mapping in [Halves]).
func (h *Halves) Fill(dst []uint8, src Source) {
	i := 0
	for i < len(dst) {
		x := src.Uint64()
		if v, ok := h.half(x & (1<<32 - 1)); ok {
			dst[i] = v
			i++
		}
		if i == len(dst) {
			break
		}
		if v, ok := h.half(x >> 32); ok {
			dst[i] = v
			i++
		}
	}
}

// half maps a 32-bit half to its index, or reports that it is rejected:
// m >> 32 is uniform on [0, Σw), and its owner is found as
// [Table.Draw] finds it, with the table's own guide.
func (h *Halves) half(x uint64) (uint8, bool) {
	w := h.w
	m := x * w.total
	if m&(1<<32-1) < h.thresh {
		return 0, false
	}
	v := m >> 32
	if g := w.guide[v>>(w.shift&63)]; g&whole != 0 {
		return uint8(g), true // the index is below 256: the flag is not in the byte
	}
	return uint8(w.locate(v)), true
}
