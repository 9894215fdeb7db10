package cluster

import (
	"maps"
	"slices"
	"strconv"

	"github.com/slotmech/slotmech"
)

// payTable is a validated pay table shared by both evaluators: count classes
// and, for every paying symbol, one factor per class. It is immutable after
// construction.
type payTable struct {
	classes []Range            // a private copy of the configured classes
	class   *classIndex        // count (or size) → class index
	syms    []slotmech.Symbol  // the paying symbols, ascending
	factors []slotmech.Factor  // row i (len(classes) entries) belongs to syms[i]
	paying  slotmech.SymbolSet // the set of syms
	first   int                // classes[0].Min (MaxPositions+1 with no classes): nothing below it can pay
}

// newPayTable validates classes and pays and copies them. Every symbol must be
// a game symbol (1 to MaxSymbols−1), every row must have one factor per class
// and no factor may be negative. Classes must not be empty, unless
// scatterOnly allows a table with neither classes nor pays, which pays
// nothing.
func newPayTable(classes []Range, pays map[slotmech.Symbol][]slotmech.Factor, scatterOnly bool) (payTable, error) {
	if scatterOnly && len(classes) == 0 && len(pays) == 0 {
		var idx classIndex
		for i := range idx {
			idx[i] = noClass
		}
		return payTable{class: &idx, first: slotmech.MaxPositions + 1}, nil
	}
	idx, err := newClassIndex(classes)
	if err != nil {
		return payTable{}, err
	}
	t := payTable{
		classes: slices.Clone(classes),
		class:   idx,
		syms:    slices.Sorted(maps.Keys(pays)),
		first:   classes[0].Min,
	}
	t.factors = make([]slotmech.Factor, 0, len(t.syms)*len(classes))
	for _, sym := range t.syms {
		field := "Pays[" + strconv.Itoa(int(sym)) + "]"
		if err := checkSymbol(field, sym); err != nil {
			return payTable{}, err
		}
		row := pays[sym]
		if len(row) != len(classes) {
			return payTable{}, configErr(field, strconv.Itoa(len(row)), "has "+strconv.Itoa(len(row))+" factors, want one per class ("+
				strconv.Itoa(len(classes))+")")
		}
		for c, f := range row {
			if f < 0 {
				return payTable{}, configErr(field+"["+strconv.Itoa(c)+"]", f.String(), "factor is negative ("+f.String()+")")
			}
		}
		t.factors = append(t.factors, row...)
		t.paying = t.paying.With(sym)
	}
	return t, nil
}

// exact replaces, in where, the sets of the paying symbols and of extra (a
// symbol outside the table, or Empty) by exact ones, for a screen on which
// scan found a symbol out of range.
func (t *payTable) exact(s *slotmech.Screen, where *symbolPositions, extra slotmech.Symbol) {
	for _, sym := range t.syms {
		where[sym] = s.Where(sym)
	}
	where[extra] = s.Where(extra)
}

// checkSymbol reports an error unless sym is a game symbol, 1 to
// MaxSymbols−1.
func checkSymbol(field string, sym slotmech.Symbol) error {
	if sym == slotmech.Empty {
		return configErr(field, "0", "symbol is Empty (0)")
	}
	if sym >= slotmech.MaxSymbols {
		return configErr(field, strconv.Itoa(int(sym)), "symbol "+strconv.Itoa(int(sym))+" is not below "+strconv.Itoa(slotmech.MaxSymbols))
	}
	return nil
}

// row returns the factors of the i-th paying symbol, one per class.
func (t *payTable) row(i int) []slotmech.Factor {
	n := len(t.classes)
	return t.factors[i*n : i*n+n : i*n+n]
}

// rowMax returns the largest factor of the i-th paying symbol.
func (t *payTable) rowMax(i int) slotmech.Factor { return slices.Max(t.row(i)) }

// overflow returns a *slotmech.Error for a table whose largest possible total
// does not fit in a Factor.
func overflow(bound string) error {
	return configErr("Pays", "", "the largest possible total ("+bound+") overflows a Factor")
}
