package slotmech

import (
	"iter"
	"math/bits"
	"strconv"
)

// Symbol identifies a symbol of a game. Games number their own symbols from 1;
// the zero value is [Empty], a position with no symbol (for example while a
// tumble is refilling). Symbols are small so that per-symbol tables are plain
// arrays of [MaxSymbols] entries.
type Symbol uint8

// Empty is the zero Symbol: no symbol at all.
const Empty Symbol = 0

// MaxSymbols bounds the symbol values a game may use: every symbol is below
// MaxSymbols, so a [SymbolSet] and any per-symbol array of MaxSymbols entries
// can hold them all.
const MaxSymbols = 64

// SymbolSet is a set of symbols, as a bit mask. The zero value is the empty set.
type SymbolSet uint64

// SymbolsOf returns the set of the given symbols.
// It panics if a symbol is not below [MaxSymbols].
func SymbolsOf(syms ...Symbol) SymbolSet {
	var s SymbolSet
	for _, sym := range syms {
		s = s.With(sym)
	}
	return s
}

// Has reports whether sym is in the set.
func (s SymbolSet) Has(sym Symbol) bool { return sym < MaxSymbols && s&(1<<sym) != 0 }

// Len returns the number of symbols in the set.
func (s SymbolSet) Len() int { return bits.OnesCount64(uint64(s)) }

// All returns an iterator over the symbols of the set in ascending order. It
// iterates over the set as it was when All was called and does not allocate.
func (s SymbolSet) All() iter.Seq[Symbol] {
	return func(yield func(Symbol) bool) {
		for rest := s; rest != 0; rest &= rest - 1 {
			if !yield(Symbol(bits.TrailingZeros64(uint64(rest)))) {
				return
			}
		}
	}
}

// With returns the set with sym added.
// It panics if sym is not below [MaxSymbols].
func (s SymbolSet) With(sym Symbol) SymbolSet {
	if sym >= MaxSymbols {
		panic("slotmech: symbol " + strconv.Itoa(int(sym)) + " out of range")
	}
	return s | 1<<sym
}

// Alphabet names the symbols of a game, for parsing and printing screens,
// scenarios and records. Symbol i (from 1) is named names[i-1]. An Alphabet is
// immutable after construction and safe for concurrent use.
type Alphabet struct {
	names []string
	index map[string]Symbol
}

// NewAlphabet returns the alphabet whose symbols 1, 2, … are named names[0],
// names[1], …. Names must be non-empty and distinct and there may be at most
// MaxSymbols−1 of them. Errors are *[Error] wrapping [ErrConfig] and name
// the offending name by its symbol number: "slotmech: alphabet name 2: is
// empty".
func NewAlphabet(names ...string) (*Alphabet, error) {
	bad := func(field, value, reason string) (*Alphabet, error) {
		return nil, &Error{Op: "NewAlphabet", Field: field, Value: value, Reason: reason, Err: ErrConfig}
	}
	if len(names) == 0 || len(names) >= MaxSymbols {
		n := strconv.Itoa(len(names))
		return bad("alphabet", n, "has "+n+" names, want 1 to "+strconv.Itoa(MaxSymbols-1))
	}
	a := &Alphabet{names: append([]string(nil), names...), index: make(map[string]Symbol, len(names))}
	for i, n := range names {
		field := "alphabet name " + strconv.Itoa(i+1)
		if n == "" {
			return bad(field, "", "is empty")
		}
		if j, dup := a.index[n]; dup {
			return bad(field, n, strconv.Quote(n)+" is also name "+strconv.Itoa(int(j)))
		}
		a.index[n] = Symbol(i + 1)
	}
	return a, nil
}

// Len returns the number of symbols in the alphabet.
func (a *Alphabet) Len() int { return len(a.names) }

// Lookup returns the symbol named name, or an *[Error] wrapping
// [ErrConfig]: `slotmech: unknown symbol "star"`.
func (a *Alphabet) Lookup(name string) (Symbol, error) {
	if s, ok := a.index[name]; ok {
		return s, nil
	}
	return Empty, &Error{Op: "Lookup", Value: name, Reason: unknown(name), Err: ErrConfig}
}

// unknown returns the reason of an *Error for an unknown symbol name. It is
// set, rather than left to the sentinel, so that an empty name shows as "".
func unknown(name string) string { return "unknown symbol " + strconv.Quote(name) }

// Name returns the name of sym, "-" for [Empty] and "?N" for a symbol outside
// the alphabet.
func (a *Alphabet) Name(sym Symbol) string {
	if sym == Empty {
		return "-"
	}
	if int(sym) <= len(a.names) {
		return a.names[sym-1]
	}
	return "?" + strconv.Itoa(int(sym))
}
