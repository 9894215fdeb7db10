package cluster

import (
	"math/bits"
	"slices"
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/lanecount"
	"github.com/slotmech/slotmech/internal/winadd"
)

// ScatterPay is one entry of a scatter pay table: Count or more scatters pay
// Factor, unless an entry with a larger Count also applies.
type ScatterPay struct {
	Count  int             // the fewest scatters this entry pays for, at least 1
	Factor slotmech.Factor // the pay, a multiple of the bet
}

// PayAnywhereConfig configures a [PayAnywhere] evaluator.
//
// Classes are ascending, non-overlapping inclusive count ranges, each with
// 1 <= Min <= Max; gaps between them are allowed (a count in a gap pays
// nothing) and the last Max may exceed the screen ("or more"). Pays gives,
// for each paying symbol (1 to [slotmech.MaxSymbols]−1), one factor per
// class, in the order of Classes; factors are non-negative, and a factor of 0
// means the class does not pay that symbol. Pays may be empty, and when it is
// Classes may be empty too: a scatter-only table, whose [PayAnywhere.Evaluate]
// finds no wins and which pays only scatters.
//
// Scatter is the scatter symbol, or [slotmech.Empty] for none; it must not be
// in Pays. ScatterPays lists scatter pays by strictly ascending Count; a
// scatter count pays the entry with the largest Count not above it, and
// nothing below the first entry. ScatterPays must be empty when there is no
// scatter and may be empty when there is one (scatters counted, never paid).
type PayAnywhereConfig struct {
	Classes     []Range
	Pays        map[slotmech.Symbol][]slotmech.Factor
	Scatter     slotmech.Symbol
	ScatterPays []ScatterPay
}

// PayAnywhere evaluates "N or more of a symbol anywhere on the screen" pays:
// a paying symbol wins when its count on the whole screen falls in a class,
// and pays that class's factor; the positions are irrelevant, only the count
// matters. It also pays scatters, separately (see
// [PayAnywhere.ScatterPay]), because games pay scatters at a different moment
// than paytable wins (for example once, at the end of a tumble sequence).
//
// A PayAnywhere is immutable after construction and safe for concurrent use.
// The zero value is not usable; use [NewPayAnywhere].
type PayAnywhere struct {
	table       payTable
	counters    []*lanecount.Counter // counters[g] counts table.syms[g*lanecount.LanesPerWord:][:lanecount.LanesPerWord]
	filter      *lanecount.Counter   // every paying symbol, sharing lanes beyond lanecount.LanesPerWord (see MayPay)
	scatter     slotmech.Symbol
	scatterPays []ScatterPay                               // a private copy, for Config
	scatterPay  [slotmech.MaxPositions + 1]slotmech.Factor // scatter count → pay
}

// NewPayAnywhere validates cfg (see [PayAnywhereConfig]) and returns an
// evaluator for it. It keeps no reference to cfg's slices or map. An invalid
// configuration gets an *[slotmech.Error] naming the offending field; so does a
// pay table whose largest possible total (every paying symbol winning its
// largest factor at once) would overflow a [slotmech.Factor].
func NewPayAnywhere(cfg PayAnywhereConfig) (*PayAnywhere, error) {
	p, err := newPayAnywhere(cfg)
	if err != nil {
		return nil, withOp("NewPayAnywhere", err)
	}
	return p, nil
}

func newPayAnywhere(cfg PayAnywhereConfig) (*PayAnywhere, error) {
	t, err := newPayTable(cfg.Classes, cfg.Pays, true)
	if err != nil {
		return nil, err
	}
	var bound slotmech.Factor
	for i := range t.syms {
		if bound, err = bound.Add(t.rowMax(i)); err != nil {
			return nil, overflow("the sum of every symbol's largest factor")
		}
	}
	p := &PayAnywhere{table: t, scatter: cfg.Scatter, scatterPays: slices.Clone(cfg.ScatterPays)}
	for syms := range slices.Chunk(t.syms, lanecount.LanesPerWord) {
		p.counters = append(p.counters, lanecount.New(syms, t.first))
	}
	p.filter = lanecount.New(t.syms, min(t.first, slotmech.MaxPositions))
	if len(p.counters) == 1 {
		p.filter = p.counters[0] // the same counter
	}
	if err := p.initScatter(); err != nil {
		return nil, err
	}
	return p, nil
}

// initScatter validates the scatter symbol and its pays and fills the
// count-to-pay table.
func (p *PayAnywhere) initScatter() error {
	if p.scatter == slotmech.Empty {
		if len(p.scatterPays) > 0 {
			return configErr("ScatterPays", "", "given without a Scatter symbol")
		}
		return nil
	}
	if err := checkSymbol("Scatter", p.scatter); err != nil {
		return err
	}
	if p.table.paying.Has(p.scatter) {
		return configErr("Scatter", strconv.Itoa(int(p.scatter)), "symbol "+strconv.Itoa(int(p.scatter))+" is also in Pays")
	}
	for i, sp := range p.scatterPays {
		field := "ScatterPays[" + strconv.Itoa(i) + "]"
		switch {
		case sp.Count < 1 || sp.Count > slotmech.MaxPositions:
			return configErr(field, strconv.Itoa(sp.Count), "Count is "+strconv.Itoa(sp.Count)+", want 1 to "+strconv.Itoa(slotmech.MaxPositions))
		case i > 0 && sp.Count <= p.scatterPays[i-1].Count:
			return configErr(field, strconv.Itoa(sp.Count), "Count "+strconv.Itoa(sp.Count)+" does not ascend (previous is "+
				strconv.Itoa(p.scatterPays[i-1].Count)+")")
		case sp.Factor < 0:
			return configErr(field, sp.Factor.String(), "factor is negative ("+sp.Factor.String()+")")
		}
		for n := sp.Count; n <= slotmech.MaxPositions; n++ {
			p.scatterPay[n] = sp.Factor
		}
	}
	return nil
}

// Evaluate resets r and fills it with the paytable wins of s: one
// [slotmech.Win] for every paying symbol whose count on s falls in a class
// with a non-zero factor, in ascending order of symbol value. A win's
// Positions are all the positions of its symbol, its Count is their number
// and its Line is −1. Scatters are not
// evaluated here; see [PayAnywhere.ScatterPay].
//
// s may have any size. Evaluate does not allocate once r.Wins has grown to
// the number of wins.
func (p *PayAnywhere) Evaluate(s *slotmech.Screen, r *slotmech.Result) {
	reset(r)
	t := &p.table
	nc := len(t.classes)
	for g, c := range p.counters {
		// Only a symbol that shows at least Classes[0].Min times can pay;
		// the counter finds them all in one pass over the screen, and
		// usually there are none. found has bit 7j+6 set for lane j, so
		// dividing the bit's index by 7 gives j; lanes, and so wins, come
		// in ascending order of symbol.
		for found := c.Reached(c.Count(s)); found != 0; found &= found - 1 {
			i := g*lanecount.LanesPerWord + bits.TrailingZeros64(found)/lanecount.LaneBits
			sym := t.syms[i]
			set := positionsOf(s, sym)
			n := set.Len()
			class := t.class[n]
			if class == noClass {
				continue
			}
			if f := t.factors[i*nc+int(class)]; f != 0 {
				winadd.Add(r, slotmech.Win{Line: -1, Symbol: sym, Count: n, Factor: f, Positions: set})
			}
		}
	}
}

// scatters returns the number of scatter symbols on s and what that count
// pays, comparing a reel word at a time; with no scatter configured it
// returns 0, 0. The module's fast paths reach it through
// lanecount.Scatters.
func (p *PayAnywhere) scatters(s *slotmech.Screen) (count int, f slotmech.Factor) {
	if p.scatter == slotmech.Empty {
		return 0, 0
	}
	n := countOf(s, p.scatter)
	return n, p.scatterPay[n]

}

// ScatterPay returns what count scatters anywhere pay, the one way to read the scatter pays: the game counts its
// scatters on the screen it pays, s.Count(Scatter), or finds them,
// s.Where(Scatter), to highlight, remove or itemise them, or knows the
// count without the screen (a strip game knows how many scatters every
// stop's window shows). Scatters are not part of [PayAnywhere.Evaluate]'s
// [slotmech.Result]. It is 0 with no scatter configured, and for a count outside
// 0 … slotmech.MaxPositions.
func (p *PayAnywhere) ScatterPay(count int) slotmech.Factor {
	if p.scatter == slotmech.Empty || uint(count) > slotmech.MaxPositions {
		return 0
	}
	return p.scatterPay[count]
}

// MayPay reports whether screen s may pay a paytable win: false means that
// no paying symbol shows as often as the first class starts
// (Classes[0].Min), and [PayAnywhere.Evaluate] would find no win; true
// means that one does, or, with more than nine paying symbols, that
// symbols sharing a count lane do together (it is exact for a table of at
// most nine paying symbols whose classes leave no gaps and pay every
// symbol). It is one table look-up and one addition per position, the pass
// Evaluate starts with. Scatters are not considered.
func (p *PayAnywhere) MayPay(s *slotmech.Screen) bool {
	return p.filter.Reached(p.filter.Count(s)) != 0
}

func init() {
	lanecount.Filter = func(p any) *lanecount.Counter { return p.(*PayAnywhere).filter }
	lanecount.Scatters = func(p any, s *slotmech.Screen) (int, slotmech.Factor) { return p.(*PayAnywhere).scatters(s) }
	lanecount.CountPays = func(p any) *lanecount.Pays { return p.(*PayAnywhere).countPays() }
}

// countPays returns the pay table of p in count space, the factor of
// every lane and count as Evaluate reads it (the count's class, that
// class's factor), or nil when p has more paying symbols than one counter
// has lanes. The module's fast paths reach it through lanecount.CountPays.
func (p *PayAnywhere) countPays() *lanecount.Pays {
	t := &p.table
	if len(p.counters) != 1 {
		return nil
	}
	nc := len(t.classes)
	return lanecount.NewPays(p.counters[0], len(t.syms), func(lane, k int) slotmech.Factor {
		class := t.class[k]
		if class == noClass {
			return 0
		}
		return t.factors[lane*nc+int(class)]
	})
}
