package cluster

import (
	"slices"
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
)

// Starlight Christmas symbols (SC-2), lowest paying first, as the tests number
// them. The package itself knows nothing of them.
const (
	yellow slotmech.Symbol = iota + 1
	turquoise
	green
	blue
	red
	star
	moon
	heart
	sun
	scatter
	multi
)

// glyphs maps the characters of test screens to symbols: Starlight letters,
// digits for generic symbols, W for the wild of the adjacent tests, '.' for
// Empty, and a and w for symbols out of range that equal 1 and W modulo 64.
var glyphs = map[rune]slotmech.Symbol{
	'Y': yellow, 'T': turquoise, 'G': green, 'B': blue, 'R': red,
	'*': star, 'M': moon, 'H': heart, 'S': sun, '$': scatter, 'x': multi,
	'1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9,
	'W': testWild, '.': slotmech.Empty,
	'a': 1 + slotmech.MaxSymbols, 'w': testWild + slotmech.MaxSymbols, // out of range
}

// testWild is the wild symbol of the adjacent tests.
const testWild slotmech.Symbol = 20

// screenOf builds a screen from rows written top to bottom, one character per
// reel (see glyphs). It fails the test on an unknown character or ragged rows.
func screenOf(t testing.TB, rows ...string) slotmech.Screen {
	t.Helper()
	s := slotmech.NewScreen(len(rows[0]), len(rows))
	for row, line := range rows {
		if len(line) != len(rows[0]) {
			t.Fatalf("screenOf: row %d has %d reels, want %d", row, len(line), len(rows[0]))
		}
		for reel, ch := range line {
			sym, ok := glyphs[ch]
			if !ok {
				t.Fatalf("screenOf: unknown glyph %q", ch)
			}
			s.Set(reel, row, sym)
		}
	}
	return s
}

// posSetOf returns the positions of a picture like screenOf's where the
// character is '#'.
func posSetOf(rows ...string) slotmech.PosSet {
	var set slotmech.PosSet
	for row, line := range rows {
		for reel, ch := range line {
			if ch == '#' {
				set = set.With(slotmech.At(reel, row))
			}
		}
	}
	return set
}

// f parses a factor.
func f(s string) slotmech.Factor { return slotmech.MustParseFactor(s) }

// factors parses a row of factors written "0.25 0.75 2".
func factors(s string) []slotmech.Factor {
	var row []slotmech.Factor
	for _, field := range strings.Fields(s) {
		row = append(row, f(field))
	}
	return row
}

// starlightConfig is the pay-anywhere table of Starlight Christmas, SC-3 and
// SC-4, transcribed from the spec.
func starlightConfig() PayAnywhereConfig {
	return PayAnywhereConfig{
		Classes: []Range{{8, 9}, {10, 11}, {12, 30}},
		Pays: map[slotmech.Symbol][]slotmech.Factor{
			yellow:    factors("0.25 0.75 2"),
			turquoise: factors("0.40 0.90 4"),
			green:     factors("0.50 1.00 5"),
			blue:      factors("0.80 1.20 8"),
			red:       factors("1.00 1.50 10"),
			star:      factors("1.50 2.00 12"),
			moon:      factors("2.00 5.00 15"),
			heart:     factors("2.50 10.00 25"),
			sun:       factors("10.00 25.00 50"),
		},
		Scatter:     scatter,
		ScatterPays: []ScatterPay{{4, slotmech.Whole(3)}, {5, slotmech.Whole(5)}, {6, slotmech.Whole(100)}},
	}
}

// tester is the part of testing.TB that *rapid.T also has.
type tester interface {
	Helper()
	Fatal(args ...any)
}

// mustPayAnywhere builds an evaluator or fails the test.
func mustPayAnywhere(t tester, cfg PayAnywhereConfig) *PayAnywhere {
	t.Helper()
	p, err := NewPayAnywhere(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// mustAdjacent builds an evaluator or fails the test.
func mustAdjacent(t tester, cfg AdjacentConfig) *Adjacent {
	t.Helper()
	a, err := NewAdjacent(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// classOf is the obvious linear search for the class of n, or -1.
func classOf(classes []Range, n int) int {
	for i, c := range classes {
		if c.Contains(n) {
			return i
		}
	}
	return -1
}

// positions lists every position of s in Pos order (reel by reel, top to
// bottom).
func positions(s *slotmech.Screen) []slotmech.Pos {
	var ps []slotmech.Pos
	for reel := range s.Reels() {
		for row := range s.Rows() {
			ps = append(ps, slotmech.At(reel, row))
		}
	}
	return ps
}

// payAnywhereModel is a slow, obviously correct model of
// PayAnywhere.Evaluate, written from the godoc without sharing its code.
func payAnywhereModel(cfg PayAnywhereConfig, s *slotmech.Screen) slotmech.Result {
	var r slotmech.Result
	syms := make([]slotmech.Symbol, 0, len(cfg.Pays))
	for sym := range cfg.Pays {
		syms = append(syms, sym)
	}
	slices.Sort(syms)
	for _, sym := range syms {
		var where slotmech.PosSet
		for _, p := range positions(s) {
			if s.Get(p) == sym {
				where = where.With(p)
			}
		}
		c := classOf(cfg.Classes, where.Len())
		if c < 0 || cfg.Pays[sym][c] == 0 {
			continue
		}
		w := slotmech.Win{Line: -1, Symbol: sym, Count: where.Len(), Factor: cfg.Pays[sym][c], Positions: where}
		r.Wins = append(r.Wins, w)
		r.Total += w.Factor
		r.Positions |= w.Positions
	}
	return r
}

// adjacentModel is a slow, obviously correct model of Adjacent.Evaluate: a
// breadth-first search over (reel, row) neighbours, written from the godoc
// without sharing its code.
func adjacentModel(cfg AdjacentConfig, s *slotmech.Screen) slotmech.Result {
	var r slotmech.Result
	syms := make([]slotmech.Symbol, 0, len(cfg.Pays))
	for sym := range cfg.Pays {
		syms = append(syms, sym)
	}
	slices.Sort(syms)
	isWild := func(sym slotmech.Symbol) bool { return cfg.Wild != slotmech.Empty && sym == cfg.Wild }
	for _, sym := range syms {
		var seen slotmech.PosSet
		for _, start := range positions(s) {
			if s.Get(start) != sym || seen.Has(start) {
				continue
			}
			cluster := slotmech.PosSet(0).With(start)
			queue := []slotmech.Pos{start}
			for len(queue) > 0 {
				p := queue[0]
				queue = queue[1:]
				for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
					reel, row := p.Reel()+d[0], p.Row()+d[1]
					if reel < 0 || reel >= s.Reels() || row < 0 || row >= s.Rows() {
						continue
					}
					q := slotmech.At(reel, row)
					if got := s.Get(q); !cluster.Has(q) && (got == sym || isWild(got)) {
						cluster = cluster.With(q)
						queue = append(queue, q)
					}
				}
			}
			seen |= cluster
			c := classOf(cfg.Classes, cluster.Len())
			if c < 0 || cfg.Pays[sym][c] == 0 {
				continue
			}
			w := slotmech.Win{Line: -1, Symbol: sym, Count: cluster.Len(), Factor: cfg.Pays[sym][c], Positions: cluster}
			r.Wins = append(r.Wins, w)
			r.Total += w.Factor
			r.Positions |= w.Positions
		}
	}
	return r
}

// normalized returns r with an empty Wins slice as nil, for comparisons.
func normalized(r slotmech.Result) slotmech.Result {
	if len(r.Wins) == 0 {
		r.Wins = nil
	}
	return r
}

// scatterPositions returns the positions of the scatter symbols on s and
// what their count pays, for the tests; with no scatter
// configured it returns 0, 0.
func (p *PayAnywhere) scatterPositions(s *slotmech.Screen) (where slotmech.PosSet, f slotmech.Factor) {
	if p.scatter == slotmech.Empty {
		return 0, 0
	}
	where = positionsOf(s, p.scatter)
	return where, p.scatterPay[where.Len()]
}
