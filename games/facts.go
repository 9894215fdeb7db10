package games

import (
	"fmt"
	"slices"
)

// FactKind is the type of a fact's value, which decides how people and JSON
// see it.
type FactKind uint8

// The kinds of fact.
const (
	FactFlag       FactKind = iota + 1 // true (1) or false (0); JSON true/false
	FactCount                          // a count: free spins, symbols, steps
	FactMoney                          // an amount in minor units
	FactMultiplier                     // a multiplier, as an integer
)

// String returns "flag", "count", "money" or "multiplier".
func (k FactKind) String() string {
	switch k {
	case FactFlag:
		return "flag"
	case FactCount:
		return "count"
	case FactMoney:
		return "money"
	case FactMultiplier:
		return "multiplier"
	}
	return fmt.Sprintf("kind %d", uint8(k))
}

// FactDef declares one fact of a title.
type FactDef struct {
	Name  string   // snake_case, as in JSON: "full_house"
	Kind  FactKind // the type of its value
	Input bool     // a forced play accepts it in Forced.State
	Doc   string   // one line for people: what it means, with its rule ID
}

// Fact is one value of a declared fact.
type Fact struct {
	Name  string // the FactDef's Name
	Value int64  // 0 or 1 for a flag
}

// Facts is a list of facts, at most one per name, in the order they were
// first set. The zero Facts is empty and ready to use.
//
// Facts carry what is particular to a title through the generic records,
// views and scenarios, so that nothing in this package is named after one
// game. A title declares each of its facts once ([Game.Facts]): its name,
// its kind and whether a forced play accepts it as input. Its spins and
// steps then report values under those names ([Spin.Facts], [Step.Facts]),
// and [Forced.State] sets them. Crystal Spin reports "full_house" on a step
// and a spin; Starlight Christmas reports "total_multiplier" and "awarded" on
// a spin (and "cap_cut" on a capped spin, SC-12) and accepts "free_spin"
// and "total_multiplier" as input.
type Facts []Fact

// Set sets the fact named name to v, replacing an earlier value. It
// allocates only when the list grows beyond its capacity.
func (fs *Facts) Set(name string, v int64) {
	for i := range *fs {
		if (*fs)[i].Name == name {
			(*fs)[i].Value = v
			return
		}
	}
	*fs = append(*fs, Fact{Name: name, Value: v})
}

// SetFlag sets the flag named name to 1 (true) or 0 (false).
func (fs *Facts) SetFlag(name string, v bool) {
	var x int64
	if v {
		x = 1
	}
	fs.Set(name, x)
}

// Get returns the value of the fact named name, with ok false if it was
// never set.
func (fs Facts) Get(name string) (v int64, ok bool) {
	for _, f := range fs {
		if f.Name == name {
			return f.Value, true
		}
	}
	return 0, false
}

// Flag reports whether the flag named name is set and true.
func (fs Facts) Flag(name string) bool {
	v, _ := fs.Get(name)
	return v != 0
}

// findFact returns the declaration named name in defs, with ok false if
// there is none.
func findFact(defs []FactDef, name string) (d FactDef, ok bool) {
	i := slices.IndexFunc(defs, func(d FactDef) bool { return d.Name == name })
	if i < 0 {
		return FactDef{}, false
	}
	return defs[i], true
}
