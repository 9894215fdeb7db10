package wincap

import (
	"fmt"
	"strconv"

	"github.com/slotmech/slotmech"
)

// maxLines is the largest number of lines a [PerLine] can track.
const maxLines = 64

// PerLine caps what each line may pay over a whole game (Crystal Spin CS-10:
// at most 100 000 Kč per line, all cascade steps and the full-house doubling
// together). Each line has its own allowance of limit minor units; a win on a
// line is paid up to what is left of that line's allowance and the excess is
// cut. Lines do not share allowances.
//
// A PerLine is a fixed-size value (no pointers, no allocation) covering up
// to 64 lines. The zero value has no lines; use [NewPerLine]. It is
// not safe for concurrent use; give each game its own, or [PerLine.Reset] it
// between games.
type PerLine struct {
	lines int
	limit slotmech.Money
	paid  [maxLines]slotmech.Money
}

// NewPerLine returns a per-line cap for lines lines (1 to 64),
// numbered 0 to lines−1, each allowed to pay at most limit (≥ 0) in one game.
// It returns a *[slotmech.Error] wrapping [ErrConfig], and for a negative
// limit [slotmech.ErrNegative].
func NewPerLine(lines int, limit slotmech.Money) (PerLine, error) {
	if lines < 1 || lines > maxLines {
		return PerLine{}, capErr("NewPerLine", "lines", strconv.Itoa(lines), "is outside 1 to "+strconv.Itoa(maxLines), nil)
	}
	if limit < 0 {
		return PerLine{}, capErr("NewPerLine", "per-line limit", limit.String(), "is negative", slotmech.ErrNegative)
	}
	return PerLine{lines: lines, limit: limit}, nil
}

// Pay adds win to line and returns what is paid: win, or what is left of the
// line's allowance if that is less. It does not allocate.
//
// It panics if line is not in 0 to lines−1 (the lines of [NewPerLine]) or
// win is negative.
func (p *PerLine) Pay(line int, win slotmech.Money) (paid slotmech.Money) {
	if uint(line) >= uint(p.lines) {
		p.badLine(line)
	}
	if win < 0 {
		panic("wincap: negative win")
	}
	paid = min(win, p.limit-p.paid[line])
	p.paid[line] += paid // cannot overflow: paid[line] ≤ limit
	return paid
}

// Paid returns what line has paid in this game.
// It panics if line is not in 0 to lines−1 (the lines of [NewPerLine]).
func (p *PerLine) Paid(line int) slotmech.Money {
	if uint(line) >= uint(p.lines) {
		p.badLine(line)
	}
	return p.paid[line]
}

// Reset starts a new game: every line's allowance is whole again.
func (p *PerLine) Reset() { clear(p.paid[:p.lines]) }

// badLine panics for a line outside the cap. It is a function of its own so
// that the formatting stays out of the hot paths.
func (p *PerLine) badLine(line int) {
	panic(fmt.Sprintf("wincap: line %d out of range 0 to %d", line, p.lines-1))
}
