package ways

import (
	"fmt"
	"math"
	"math/big"
	"slices"
	"strconv"

	"github.com/slotmech/slotmech"
)

// Direction says from which end of the screen runs are counted. The zero
// value is LeftToRight.
type Direction uint8

// The directions.
const (
	// LeftToRight pays runs that start on the leftmost reel.
	LeftToRight Direction = iota
	// BothWays pays runs that start on the leftmost reel and runs that
	// end on the rightmost; a run over every reel is paid once.
	BothWays
)

// String returns the name of d, such as "BothWays".
func (d Direction) String() string {
	switch d {
	case LeftToRight:
		return "LeftToRight"
	case BothWays:
		return "BothWays"
	}
	return "Direction(" + strconv.Itoa(int(d)) + ")"
}

// maxWildMultiplier is the largest multiplier a wild may carry.
const maxWildMultiplier = 1_000_000

// Wild is a wild symbol: it stands for every paying symbol on the reel it
// shows on. Multiplier is what a way through it is multiplied by (the
// product over the way's wilds); 0 and 1 both mean no multiplier.
type Wild struct {
	Symbol     slotmech.Symbol
	Multiplier int64
}

// Config describes a ways game: the screen size, the pay table, the
// direction, the wilds and the symbol that closes positions of a shorter
// reel. [New] validates it and says what it refuses.
//
// The zero Config is not valid (it has no reels). A Config is plain data;
// New copies what it needs, so changing a Config afterwards does not change
// an Evaluator.
type Config struct {
	// Reels and Rows are the screen size, 1 to slotmech.MaxReels and 1 to
	// slotmech.MaxRows.
	Reels, Rows int

	// Pays[sym][n] is the factor of the bet that one way of a run of n
	// reels of sym pays; Pays[sym] has Reels+1 entries and Pays[sym][0] is
	// 0. A zero entry does not pay. Factors are non-negative and never
	// decrease with n. Symbols are 1 to slotmech.MaxSymbols−1; a wild or
	// Blocked has no row. At least one entry pays.
	Pays map[slotmech.Symbol][]slotmech.Factor

	// Direction says from which end runs are counted.
	Direction Direction

	// Wilds are the wild symbols, each with its multiplier; none for a
	// game without wilds. A symbol is listed at most once.
	Wilds []Wild

	// Blocked is the symbol that closes the top positions of a shorter
	// reel in a game of variable reel heights, or slotmech.Empty for none.
	// It never pays and never substitutes; [Evaluator.Ways] does not count
	// it. It is neither a wild nor in Pays.
	Blocked slotmech.Symbol
}

// Evaluator evaluates the ways of screens for one [Config]. Create it with
// [New]; the zero Evaluator is not usable.
//
// An Evaluator is immutable after New and safe for concurrent use by many
// goroutines, each with its own [slotmech.Result].
type Evaluator struct {
	reels, rows int
	dir         Direction
	pays        [slotmech.MaxSymbols][slotmech.MaxReels + 1]slotmech.Factor
	paying      slotmech.SymbolSet // symbols with a paying entry
	wildMult    [slotmech.MaxSymbols]int64
	wilds       slotmech.SymbolSet
	blocked     slotmech.Symbol
	minRun      int // the shortest run that pays
	maxTotal    slotmech.Factor
}

// New validates cfg and returns its evaluator. It refuses, with a *[slotmech.Error]
// naming the field, the place and the problem:
//   - a screen size outside 1..slotmech.MaxReels × 1..slotmech.MaxRows;
//   - an unknown Direction;
//   - a pay row for Empty, for a symbol from slotmech.MaxSymbols up, for a
//     wild or for Blocked; a row without Reels+1 entries; a run of 0 that
//     pays; a negative factor; a row that pays less for a longer run; a
//     table in which nothing pays;
//   - a wild that is Empty, not below slotmech.MaxSymbols or listed twice,
//     or whose multiplier is negative or above maxWildMultiplier;
//   - a Blocked symbol not below slotmech.MaxSymbols or that is a wild;
//   - a table whose largest possible total (every symbol paying its
//     largest factor on every way of a full screen of its most multiplying
//     wild, from both ends under BothWays) would overflow a Factor.
func New(cfg Config) (*Evaluator, error) {
	bad := func(field, value, reason string) (*Evaluator, error) {
		return nil, &slotmech.Error{Op: "New", Field: field, Value: value, Reason: reason, Err: ErrConfig}
	}
	if cfg.Reels < 1 || cfg.Reels > slotmech.MaxReels {
		return bad("Reels", strconv.Itoa(cfg.Reels), fmt.Sprintf("%d reels is outside 1 to %d", cfg.Reels, slotmech.MaxReels))
	}
	if cfg.Rows < 1 || cfg.Rows > slotmech.MaxRows {
		return bad("Rows", strconv.Itoa(cfg.Rows), fmt.Sprintf("%d rows is outside 1 to %d", cfg.Rows, slotmech.MaxRows))
	}
	if cfg.Direction > BothWays {
		return bad("Direction", strconv.Itoa(int(cfg.Direction)), "unknown direction "+cfg.Direction.String())
	}
	e := &Evaluator{reels: cfg.Reels, rows: cfg.Rows, dir: cfg.Direction, blocked: cfg.Blocked, minRun: cfg.Reels + 1}
	maxMult := int64(0) // the largest m a position can contribute: 1 for a symbol, the multiplier of a wild
	for i, w := range cfg.Wilds {
		field := fmt.Sprintf("Wilds: wild %d", i)
		switch {
		case w.Symbol == slotmech.Empty || w.Symbol >= slotmech.MaxSymbols:
			return bad(field, strconv.Itoa(int(w.Symbol)), fmt.Sprintf("symbol %d is outside 1 to %d", w.Symbol, slotmech.MaxSymbols-1))
		case e.wilds.Has(w.Symbol):
			return bad(field, strconv.Itoa(int(w.Symbol)), fmt.Sprintf("symbol %d is listed as a wild twice", w.Symbol))
		case w.Multiplier < 0 || w.Multiplier > maxWildMultiplier:
			return bad(field, strconv.FormatInt(w.Multiplier, 10), fmt.Sprintf("multiplier %d is outside 0 to %d", w.Multiplier, maxWildMultiplier))
		}
		m := max(w.Multiplier, 1)
		e.wilds = e.wilds.With(w.Symbol)
		e.wildMult[w.Symbol] = m
		maxMult = max(maxMult, m)
	}
	maxMult = max(maxMult, 1)
	if cfg.Blocked >= slotmech.MaxSymbols {
		return bad("Blocked", strconv.Itoa(int(cfg.Blocked)), fmt.Sprintf("symbol %d is outside 0 to %d", cfg.Blocked, slotmech.MaxSymbols-1))
	}
	if cfg.Blocked != slotmech.Empty && e.wilds.Has(cfg.Blocked) {
		return bad("Blocked", strconv.Itoa(int(cfg.Blocked)), fmt.Sprintf("symbol %d is a wild", cfg.Blocked))
	}
	syms := make([]slotmech.Symbol, 0, len(cfg.Pays))
	for s := range cfg.Pays {
		syms = append(syms, s)
	}
	slices.Sort(syms) // report the first bad symbol, always the same one
	// The largest total: each symbol's largest factor × the largest weight
	// of a full screen, (Rows × maxMult)^Reels, twice under BothWays.
	weight := new(big.Int).Exp(big.NewInt(int64(cfg.Rows)*maxMult), big.NewInt(int64(cfg.Reels)), nil)
	total := new(big.Int)
	for _, s := range syms {
		row := cfg.Pays[s]
		field := fmt.Sprintf("Pays: symbol %d", s)
		switch {
		case s == slotmech.Empty || s >= slotmech.MaxSymbols:
			return bad(field, strconv.Itoa(int(s)), fmt.Sprintf("symbol %d is outside 1 to %d", s, slotmech.MaxSymbols-1))
		case e.wilds.Has(s):
			return bad(field, strconv.Itoa(int(s)), "a wild has no pay row: it pays as the symbols it stands for")
		case s == cfg.Blocked:
			return bad(field, strconv.Itoa(int(s)), "Blocked never pays")
		case len(row) != cfg.Reels+1:
			return bad(field, strconv.Itoa(len(row)), fmt.Sprintf("has %d entries, want %d (runs of 0 to %d)", len(row), cfg.Reels+1, cfg.Reels))
		}
		for n, f := range row {
			at := fmt.Sprintf("%s run of %d", field, n)
			switch {
			case f < 0:
				return bad(at, f.String(), "factor "+strconv.FormatInt(int64(f), 10)+" is negative")
			case n == 0 && f != 0:
				return bad(at, f.String(), "a run of 0 reels cannot pay")
			case n > 0 && f < row[n-1]:
				return bad(at, f.String(), fmt.Sprintf("pays %s, less than the run of %d (%s)", f, n-1, row[n-1]))
			}
			e.pays[s][n] = f
			if f > 0 {
				e.paying = e.paying.With(s)
				e.minRun = min(e.minRun, n)
			}
		}
		total.Add(total, new(big.Int).Mul(big.NewInt(int64(row[cfg.Reels])), weight))
	}
	if e.paying == 0 {
		return bad("Pays", "", "nothing pays")
	}
	if cfg.Direction == BothWays {
		total.Lsh(total, 1)
	}
	if !total.IsInt64() || total.Int64() > math.MaxInt64 {
		return bad("Pays", "", fmt.Sprintf("the largest possible total, %s units, would overflow a Factor", total))
	}
	e.maxTotal = slotmech.Factor(total.Int64())
	return e, nil
}

// MaxTotal returns the largest total a screen can pay, as a factor of the
// bet: a bound New computed (every symbol paying its largest factor on
// every way of a full screen of the most multiplying wild), not a total any
// real screen reaches. Games use it to bound their own sums.
func (e *Evaluator) MaxTotal() slotmech.Factor { return e.maxTotal }

// Ways returns the number of ways of s: the product over the reels of the
// positions that do not show [Config.Blocked] (3⁵ = 243 on a full 5 × 3
// screen). It panics if s is not Config.Reels × Config.Rows.
func (e *Evaluator) Ways(s *slotmech.Screen) int64 {
	e.check(s)
	ways := int64(1)
	for r := range e.reels {
		open := int64(0)
		for _, sym := range s.Reel(r) {
			if sym != e.blocked || e.blocked == slotmech.Empty {
				open++
			}
		}
		ways *= open
	}
	return ways
}

// check panics if s is not the size of the configuration.
func (e *Evaluator) check(s *slotmech.Screen) {
	if s.Reels() != e.reels || s.Rows() != e.rows {
		panic(fmt.Sprintf("ways: screen of %d×%d, want %d×%d", s.Reels(), s.Rows(), e.reels, e.rows))
	}
}
