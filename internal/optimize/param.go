package optimize

import (
	"errors"
	"fmt"
	"math"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
)

// ErrParams is the sentinel every refused parameter vector, problem or
// strip composition wraps.
var ErrParams = errors.New("optimize: bad parameters")

// Param is one integer of a title's maths that a search may move: a class
// weight, a multiplier value's weight, the number of a symbol on a reel
// strip, a pay. Its Value is the current one; a search keeps it within Min
// and Max, both inclusive.
type Param struct {
	// Name identifies the parameter within its title, in the title's
	// words: "Base.scatter", "BaseValues.x500", "reel 3 cherry".
	Name  string
	Value int64 // the current value
	Min   int64 // the smallest value the title accepts
	Max   int64 // the largest value the title accepts
}

// Tunable is the optional interface of a title whose maths a search can
// move: it lists its parameters with their current values and bounds, and
// builds the same title with other values. The game it builds is a
// complete title of its own (its own configuration identity,
// games.ConfigID) and is itself Tunable, so that a search can go on from
// it.
//
// WithParams(Params() values) must give a game with the same
// configuration identity: the parameters describe the maths, they do not
// re-create it in another way.
type Tunable interface {
	games.Game

	// Params returns the title's parameters, in a fixed order, with their
	// current values and bounds. The slice is the caller's.
	Params() []Param

	// WithParams returns the title with the parameter values v, in the
	// order of Params. A vector of the wrong length or a value outside
	// its bounds returns an error wrapping ErrParams naming the
	// parameter; maths the title cannot play returns the title's error.
	WithParams(v []int64) (Tunable, error)
}

// ModeScoped is an optional interface of a [Tunable] whose modes each
// depend on some of its parameters only: Starlight Christmas's standard
// mode plays nothing of its ante weights, and the other way round. A
// search then measures a mode again only when one of its parameters
// moved, and takes the figures it measured before (same seed, same
// budget, so the very same rounds) otherwise: on a title with two modes
// that halves the cost of most moves.
type ModeScoped interface {
	Tunable

	// ModeParams returns the names of the parameters that the figures of
	// mode depend on, nil for all of them: two configurations whose
	// values of those parameters are equal play every round of mode
	// alike.
	ModeParams(mode string) []string
}

// Values returns the values of ps, in order.
func Values(ps []Param) []int64 {
	v := make([]int64, len(ps))
	for i, p := range ps {
		v[i] = p.Value
	}
	return v
}

// CheckValues returns an error wrapping ErrParams, naming the parameter,
// if v does not have one value within bounds for every parameter of ps. A
// title's WithParams can call it first.
func CheckValues(title string, ps []Param, v []int64) error {
	if len(v) != len(ps) {
		return fmt.Errorf("%w: %s: %d values for %d parameters", ErrParams, title, len(v), len(ps))
	}
	for i, p := range ps {
		if v[i] < p.Min || v[i] > p.Max {
			return fmt.Errorf("%w: %s: parameter %q = %d, outside %d to %d", ErrParams, title, p.Name, v[i], p.Min, p.Max)
		}
	}
	return nil
}

// Perturb returns t with every parameter whose name is in names (every
// parameter if names is nil) moved by up to frac of its value, up or down:
// v becomes v + round(v × u), u uniform in [−frac, frac], clamped to the
// parameter's bounds. The draws come from rng.NewStream(seed, 0), one per
// parameter in the order of Params, so the same seed gives the same
// perturbation. Demonstrations start a search from such a title.
func Perturb(t Tunable, names []string, frac float64, seed uint64) (Tunable, error) {
	if !(frac >= 0 && frac <= 1) {
		return nil, fmt.Errorf("%w: perturbation %v, want 0 to 1", ErrParams, frac)
	}
	ps := t.Params()
	idx, err := indexOf(t.Name(), ps, names)
	if err != nil {
		return nil, err
	}
	src := rng.NewStream(seed, 0)
	v := Values(ps)
	move := make([]bool, len(ps))
	for _, i := range idx {
		move[i] = true
	}
	for i, p := range ps {
		u := (float64(src.Uint64()>>11)/(1<<53)*2 - 1) * frac // drawn for every parameter: the same seed moves a parameter alike whatever names says
		if !move[i] {
			continue
		}
		x := p.Value + int64(math.Round(float64(p.Value)*u))
		v[i] = min(max(x, p.Min), p.Max)
	}
	return t.WithParams(v)
}

// indexOf returns the indices in ps of the parameters named names (all of
// them if names is nil), or an error naming one that ps lacks.
func indexOf(title string, ps []Param, names []string) ([]int, error) {
	if names == nil {
		idx := make([]int, len(ps))
		for i := range idx {
			idx[i] = i
		}
		return idx, nil
	}
	var idx []int
	for _, n := range names {
		i := -1
		for j, p := range ps {
			if p.Name == n {
				i = j
				break
			}
		}
		if i < 0 {
			return nil, fmt.Errorf("%w: %s has no parameter %q", ErrParams, title, n)
		}
		idx = append(idx, i)
	}
	return idx, nil
}

// Recompose returns strip with the symbol counts counts (counts[s] is the
// number of symbol s wanted; symbols beyond the slice are wanted 0 times),
// changed as little as it can be and always the same way: positions whose
// keep is true stay (with their order), surplus symbols are removed from
// positions spread evenly among their other occurrences, and missing ones
// are inserted at evenly spread positions, not inside a kept run and not
// next to the same symbol where that can be avoided. Counts equal to the
// strip's give the strip back unchanged. Strip-composition parameters
// (symbol counts per reel) build their strips with it; keep marks what a
// rule needs as it is, such as Crystal Spin's full-house runs.
//
// keep may be nil (nothing kept) or as long as strip. Recompose returns the
// new strip and which of its positions are the kept ones, in order. A count
// below the number of kept positions of its symbol returns an error
// wrapping ErrParams.
func Recompose(strip []slotmech.Symbol, counts []int, keep []bool) ([]slotmech.Symbol, []bool, error) {
	if keep != nil && len(keep) != len(strip) {
		return nil, nil, fmt.Errorf("%w: %d keep flags for a strip of %d", ErrParams, len(keep), len(strip))
	}
	want := func(s slotmech.Symbol) int {
		if int(s) < len(counts) {
			return counts[s]
		}
		return 0
	}
	type pos struct {
		sym  slotmech.Symbol
		keep bool
	}
	cur := make([]pos, len(strip))
	have := make([]int, max(len(counts), int(slotmech.MaxSymbols)))
	kept := make([]int, len(have))
	for i, s := range strip {
		cur[i] = pos{sym: s, keep: keep != nil && keep[i]}
		have[s]++
		if cur[i].keep {
			kept[s]++
		}
	}
	for s, n := range counts {
		if n < kept[s] {
			return nil, nil, fmt.Errorf("%w: symbol %d: count %d, below the %d positions the strip keeps", ErrParams, s, n, kept[s])
		}
	}
	// Removals: for each symbol in surplus, its free occurrences at evenly
	// spread ranks.
	drop := make([]bool, len(cur))
	for s := range have {
		k := have[s] - want(slotmech.Symbol(s))
		if k <= 0 {
			continue
		}
		var occ []int
		for i, p := range cur {
			if int(p.sym) == s && !p.keep {
				occ = append(occ, i)
			}
		}
		for j := range k {
			drop[occ[(2*j+1)*len(occ)/(2*k)]] = true
		}
	}
	next := cur[:0:0]
	for i, p := range cur {
		if !drop[i] {
			next = append(next, p)
		}
	}
	cur = next
	// Insertions: for each missing symbol, in symbol order, evenly spread.
	for s := range counts {
		k := counts[s] - countOf(cur, func(p pos) bool { return int(p.sym) == s })
		for j := range k {
			n := len(cur)
			start := 0
			if n > 0 {
				start = ((2*j+1)*n/(2*k) + 5*s) % n
			}
			at, fallback := -1, -1
			for d := range n + 1 {
				p := (start + d) % (n + 1) // insert before position p (p = n: at the end)
				inside := n > 0 && p > 0 && p < n && cur[p-1].keep && cur[p].keep
				if inside {
					continue
				}
				if fallback < 0 {
					fallback = p
				}
				nextTo := (p > 0 && int(cur[p-1].sym) == s) || (p < n && int(cur[p].sym) == s)
				if !nextTo {
					at = p
					break
				}
			}
			if at < 0 {
				at = max(fallback, 0)
			}
			cur = append(cur, pos{})
			copy(cur[at+1:], cur[at:])
			cur[at] = pos{sym: slotmech.Symbol(s)}
		}
	}
	out := make([]slotmech.Symbol, len(cur))
	outKeep := make([]bool, len(cur))
	for i, p := range cur {
		out[i], outKeep[i] = p.sym, p.keep
	}
	return out, outKeep, nil
}

// countOf counts the elements of xs for which f is true.
func countOf[T any](xs []T, f func(T) bool) int {
	n := 0
	for _, x := range xs {
		if f(x) {
			n++
		}
	}
	return n
}
