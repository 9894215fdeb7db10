package optimize

import (
	"fmt"
	"maps"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/stripgame"
)

// StripTitle is a title of games/stripgame made [Tunable]: its parameters
// are the number of each symbol on each reel strip (the strips are rebuilt
// with [Recompose], keeping the positions Keep marks) and, if asked, its
// line pays. It is the stripgame.Game of its configuration (embedded), so
// the exact evaluators take it as they take the game.
//
// A StripTitle is immutable and safe for concurrent use.
type StripTitle struct {
	games.Game
	cfg  stripgame.Config
	opt  StripOptions
	pays []payKey // the movable pays, in parameter order
	ps   []Param
}

// StripOptions says what of a stripgame title may move.
type StripOptions struct {
	// Keep[r][i], if set, keeps position i of strip r as it is (see
	// [Recompose]); nil keeps nothing.
	Keep [][]bool

	// MaxCount bounds every symbol count; 0 means the strip's length.
	MaxCount int64

	// Pays makes every non-zero line pay a parameter too, named
	// "pay SYMBOL×COUNT", in hundredths of the bet (the factor / 100), from
	// 1 to 10 × its value. A pay's factor must be a whole number of
	// hundredths.
	Pays bool
}

// payKey is one movable line pay.
type payKey struct {
	sym   slotmech.Symbol
	count int
}

// NewStripTitle returns the stripgame title of cfg with the parameters opt
// allows. It returns stripgame.New's error for a bad configuration, and one
// wrapping ErrParams for options that do not fit it.
func NewStripTitle(cfg stripgame.Config, opt StripOptions) (*StripTitle, error) {
	g, err := stripgame.New(cfg)
	if err != nil {
		return nil, err
	}
	if opt.Keep != nil && len(opt.Keep) != len(cfg.Strips) {
		return nil, fmt.Errorf("%w: %s: %d keep lists for %d strips", ErrParams, cfg.Name, len(opt.Keep), len(cfg.Strips))
	}
	t := &StripTitle{Game: g, cfg: cloneConfig(cfg), opt: opt}
	for r, strip := range cfg.Strips {
		var keep []bool
		if opt.Keep != nil {
			keep = opt.Keep[r]
			if len(keep) != len(strip) {
				return nil, fmt.Errorf("%w: %s: reel %d: %d keep flags for %d stops", ErrParams, cfg.Name, r+1, len(keep), len(strip))
			}
		}
		for s := range cfg.Symbols {
			sym := slotmech.Symbol(s + 1)
			n, kept := int64(0), int64(0)
			for i, x := range strip {
				if x == sym {
					n++
					if keep != nil && keep[i] {
						kept++
					}
				}
			}
			hi := opt.MaxCount
			if hi == 0 {
				hi = int64(len(strip))
			}
			t.ps = append(t.ps, Param{Name: fmt.Sprintf("reel %d %s", r+1, cfg.Symbols[s]), Value: n, Min: kept, Max: max(hi, n)})
		}
	}
	if opt.Pays && cfg.Lines != nil {
		for _, sym := range slices.Sorted(maps.Keys(cfg.Lines.Pays)) {
			for count, f := range cfg.Lines.Pays[sym] {
				if f == 0 {
					continue
				}
				if f%100 != 0 {
					return nil, fmt.Errorf("%w: %s: pay %s×%d = %s is not a whole number of hundredths", ErrParams, cfg.Name, cfg.Symbols[sym-1], count, f)
				}
				t.pays = append(t.pays, payKey{sym, count})
				v := int64(f / 100)
				t.ps = append(t.ps, Param{Name: fmt.Sprintf("pay %s×%d", cfg.Symbols[sym-1], count), Value: v, Min: 1, Max: 10 * v})
			}
		}
	}
	return t, nil
}

// Config returns the title's stripgame configuration (a deep copy).
func (t *StripTitle) Config() stripgame.Config { return cloneConfig(t.cfg) }

// Params returns the symbol count of every symbol on every reel (reel 1
// first, symbols in the configuration's order), then the movable pays.
func (t *StripTitle) Params() []Param { return slices.Clone(t.ps) }

// WithParams returns the title with the symbol counts and pays v, its
// strips rebuilt from the title's strips by [Recompose]. Errors wrap
// ErrParams, or are stripgame.New's for a configuration it refuses (a
// strip shorter than the window).
func (t *StripTitle) WithParams(v []int64) (Tunable, error) {
	if err := CheckValues(t.Name(), t.ps, v); err != nil {
		return nil, err
	}
	cfg := cloneConfig(t.cfg)
	newKeep := make([][]bool, len(cfg.Strips))
	k := 0
	for r, strip := range t.cfg.Strips {
		counts := make([]int, len(t.cfg.Symbols)+1)
		for s := range t.cfg.Symbols {
			counts[s+1] = int(v[k])
			k++
		}
		var keep []bool
		if t.opt.Keep != nil {
			keep = t.opt.Keep[r]
		}
		ns, nk, err := Recompose(strip, counts, keep)
		if err != nil {
			return nil, fmt.Errorf("%s: reel %d: %w", t.Name(), r+1, err)
		}
		cfg.Strips[r] = ns
		if keep != nil {
			newKeep[r] = nk
		}
	}
	for _, p := range t.pays {
		cfg.Lines.Pays[p.sym][p.count] = slotmech.Factor(v[k] * 100)
		k++
	}
	opt := t.opt
	if opt.Keep != nil {
		opt.Keep = newKeep
	}
	nt, err := NewStripTitle(cfg, opt)
	if err != nil {
		return nil, err
	}
	// The bounds stay those of the title the search started from.
	for i := range nt.ps {
		nt.ps[i].Min, nt.ps[i].Max = t.ps[i].Min, t.ps[i].Max
	}
	return nt, nil
}

// cloneConfig returns a deep copy of the parts of cfg a StripTitle
// changes: its strips and its line pays.
func cloneConfig(cfg stripgame.Config) stripgame.Config {
	c := cfg
	c.Strips = make([][]slotmech.Symbol, len(cfg.Strips))
	for r, s := range cfg.Strips {
		c.Strips[r] = slices.Clone(s)
	}
	if cfg.Lines != nil {
		l := *cfg.Lines
		l.Pays = map[slotmech.Symbol][]slotmech.Factor{}
		for s, row := range cfg.Lines.Pays {
			l.Pays[s] = slices.Clone(row)
		}
		c.Lines = &l
	}
	return c
}
