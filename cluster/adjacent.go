package cluster

import (
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/winadd"
)

// AdjacentConfig configures an [Adjacent] evaluator.
//
// Classes are ascending, non-overlapping inclusive ranges of cluster size,
// each with 1 <= Min <= Max, as in [PayAnywhereConfig]; Classes[0].Min is the
// smallest cluster that pays. Pays gives, for each paying symbol (1 to
// [slotmech.MaxSymbols]−1), one non-negative factor per class; a factor of 0
// means the class does not pay that symbol. Pays may be empty.
//
// Wild is the wild symbol, or [slotmech.Empty] for none; it must not be in
// Pays.
type AdjacentConfig struct {
	Classes []Range
	Pays    map[slotmech.Symbol][]slotmech.Factor
	Wild    slotmech.Symbol
}

// Adjacent evaluates cluster pays: a cluster is a group of positions showing
// the same paying symbol, connected horizontally or vertically (not
// diagonally), and it pays the factor of the class its size falls in.
//
// A wild joins the clusters of every paying symbol it touches: the same wild
// position may belong to several clusters of different symbols, and each of
// them counts it in its size. A group made only of wilds is not a cluster and
// pays nothing. Two clusters of the same symbol never share a position (a
// shared wild would connect them into one).
//
// An Adjacent is immutable after construction and safe for concurrent use.
// The zero value is not usable; use [NewAdjacent].
type Adjacent struct {
	table payTable
	wild  slotmech.Symbol
}

// NewAdjacent validates cfg (see [AdjacentConfig]) and returns an evaluator
// for it. It keeps no reference to cfg's slices or map. An invalid
// configuration gets an *[slotmech.Error] naming the offending field; so does a
// pay table whose largest possible total ([slotmech.MaxPositions] clusters
// each paying the largest factor) would overflow a [slotmech.Factor].
func NewAdjacent(cfg AdjacentConfig) (*Adjacent, error) {
	a, err := newAdjacent(cfg)
	if err != nil {
		return nil, withOp("NewAdjacent", err)
	}
	return a, nil
}

func newAdjacent(cfg AdjacentConfig) (*Adjacent, error) {
	t, err := newPayTable(cfg.Classes, cfg.Pays, false)
	if err != nil {
		return nil, err
	}
	// Every cluster owns at least one non-wild position that no other cluster
	// has, so a screen holds at most MaxPositions clusters.
	for i := range t.syms {
		if _, err := t.rowMax(i).Mul(slotmech.MaxPositions); err != nil {
			return nil, overflow(strconv.Itoa(slotmech.MaxPositions) + " × the largest factor")
		}
	}
	a := &Adjacent{table: t, wild: cfg.Wild}
	if a.wild != slotmech.Empty {
		if err := checkSymbol("Wild", a.wild); err != nil {
			return nil, err
		}
		if t.paying.Has(a.wild) {
			return nil, configErr("Wild", strconv.Itoa(int(a.wild)), "symbol "+strconv.Itoa(int(a.wild))+" is also in Pays")
		}
	}
	return a, nil
}

// Evaluate resets r and fills it with the clusters of s that pay: one
// [slotmech.Win] per cluster whose size falls in a class with a non-zero
// factor. A win's Positions are the cluster's positions, wilds included,
// its Count is their number and its Line is −1. Wins are ordered by symbol value, then by the position of
// the cluster's first non-wild symbol (leftmost reel, then topmost row).
//
// s may have any size. Evaluate does not allocate once r.Wins has grown to
// the number of wins.
func (a *Adjacent) Evaluate(s *slotmech.Screen, r *slotmech.Result) {
	reset(r)
	t := &a.table
	var where symbolPositions
	if !where.scan(s) {
		t.exact(s, &where, a.wild)
	}
	var wilds slotmech.PosSet
	if a.wild != slotmech.Empty {
		wilds = where[a.wild]
	}
	nWilds := wilds.Len()
	nc := len(t.classes)
	for i, sym := range t.syms {
		own := where[sym]
		if own.Len()+nWilds < t.first {
			continue // too few to make even one cluster
		}
		within := own | wilds
		if t.first > 1 {
			// A position with no neighbour to join is a cluster of one,
			// too small: drop all of them at once instead of one flood
			// fill each.
			own &= touching(within)
		}
		for own != 0 {
			seed := own & -own // the first remaining position
			c := component(seed, within)
			own &^= c
			n := c.Len()
			if n < t.first {
				continue
			}
			class := t.class[n]
			if class == noClass {
				continue
			}
			if f := t.factors[i*nc+int(class)]; f != 0 {
				winadd.Add(r, slotmech.Win{Line: -1, Symbol: sym, Count: n, Factor: f, Positions: c})
			}
		}
	}
}
