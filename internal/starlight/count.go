package starlight

import (
	"errors"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/internal/classfill"
	"github.com/slotmech/slotmech/internal/lanecount"
	"github.com/slotmech/slotmech/tumble"
)

// A spin played on counts.
//
// Every rule of a spin reads how many of each symbol the screen shows,
// never where: the paying symbols pay by their count anywhere (SC-3), the
// scatters by theirs (SC-4), the multipliers by their sum (SC-7, SC-8), and
// a tumble step removes every winning symbol (SC-5), so the screen after
// it shows the counts before it less the winners', plus the symbols that
// fall in. Those are drawn from one table on every reel (SC-6), in cells
// whose order and grouping depend only on how many holes the step left
// (tumble.ClassRefill's FillScreen), not on which reels they are on. A
// spin that is not itemised and refills from the game's own tables is
// therefore played on the counts alone (countSpin): the same draws, in
// the same order, as on the screen, and so the same outcome
// (TestCountSpinIsScreenSpin), with no screen to fall, refill and count
// again at every step. An itemised spin, and a forced play with its
// per-reel lists, is played on the screen (spin).

// positions is the number of positions of the screen, the cells a spin's
// first screen lands.
const positions = Reels * Rows

// counts is what a Game needs to play spins on counts: the pay table in
// count space and the tally of every symbol.
type counts struct {
	pays *lanecount.Pays // the paytable wins from the lane counts of the paying symbols
	// tally gives, for each symbol, its lane count in A (pays.Counter's
	// lane of a paying symbol) and in B the scatter count in the low byte
	// (1 for the scatter) and the multiplier sum above it (value << 8).
	// A screen has 30 positions: at most 30 scatters, at most 30 × 500
	// in multipliers, so neither part overflows.
	tally classfill.Tally
}

// multShift is where the B sum of counts.tally keeps the multiplier sum,
// above the scatter count's byte.
const multShift = 8

// newCounts returns the count-space tables of a game whose pays are pay
// and whose refills are refills: an error if pay has more paying symbols
// than one count word has lanes, or a refill has different tables on
// different reels (neither happens with the game's fixed pays and
// newRefill).
func newCounts(pay *cluster.PayAnywhere, refills ...*tumble.ClassRefill) (*counts, error) {
	c := &counts{pays: lanecount.CountPays(pay)}
	if c.pays == nil {
		return nil, errors.New("starlight: the pay table has more paying symbols than a count word has lanes")
	}
	for _, r := range refills {
		if !(*classfill.Refill)(r).Same() {
			return nil, errors.New("starlight: a refill with different tables on different reels")
		}
	}
	for sym := range c.tally.A {
		c.tally.A[sym] = c.pays.Counter.CountWord(uint64(sym)) // a symbol's lane count: 0 for one the counter does not count
	}
	c.tally.B[Scatter] = 1
	for i, v := range multiplierValues {
		c.tally.B[multiplierSymbol(i)] = uint64(v) << multShift
	}
	return c, nil
}

// play plays a spin drawn from the refill r (rs.g.base, ante or free): its
// first screen lands and its tumble sequence plays out. An itemised round
// plays it on the screen (land, then spin); any other on counts
// (countSpin), with the same draws and the same result.
func (rs *round) play(free bool, r *tumble.ClassRefill) (spinResult, error) {
	if rs.detail != nil {
		rs.land(r)
		return rs.spin(free, r, nil)
	}
	return rs.countSpin(free, r)
}

// countSpin is spin, on counts (see "A spin played on counts" above), for
// a round that is not itemised, its first screen drawn from r and every
// step refilled from it: the land draws 30 cells, each step as many as its
// wins removed, and the rules are those of spin, in the same order
// (SC-3 … SC-5, SC-7, SC-8, SC-12's cap at once and at the end, SC-9 and
// SC-10's awards, MaxSteps).
func (rs *round) countSpin(free bool, r *tumble.ClassRefill) (spinResult, error) {
	c, fill := rs.g.counts, (*classfill.Refill)(r)
	lanes, other := fill.CountFill(positions, &c.tally, rs.src)
	var steps slotmech.Factor // Σ of the step factors, before the multiplier
	for n := 0; ; n++ {
		total, removed, rest := c.pays.Evaluate(lanes)
		if removed == 0 {
			break // no paying symbol shows 8 times (SC-3): most screens
		}
		if n == MaxSteps {
			return spinResult{}, rs.tooManySteps()
		}
		steps = steps.AddSat(total)
		// SC-12 "at once", as in spin: the multipliers already on screen
		// never leave.
		acc := rs.acc // a copy: the lower bound must not move T
		if m := spinMultiplier(&acc, free, true, int64(other>>multShift)); steps.MulSat(m).ApplySat(rs.bet) >= rs.cap.Remaining() {
			return rs.capAt(nil, steps, m, acc.Total()), nil
		}
		a, b := fill.CountFill(removed, &c.tally, rs.src) // SC-5: the winners leave, as many cells fall in
		lanes, other = rest+a, other+b
	}
	scatters := int(other & (1<<multShift - 1))
	m := spinMultiplier(&rs.acc, free, steps > 0, int64(other>>multShift))
	res, _, _ := rs.settle(free, steps, scatters, rs.g.pay.ScatterPay(scatters), m) // SC-4
	return res, nil
}
