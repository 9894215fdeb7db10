package lines_test

import (
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/linewords"
	"github.com/slotmech/slotmech/lines"
)

// The Crystal Spin symbols (CS-2), numbered as a game would.
const (
	wild slotmech.Symbol = iota + 1
	seven
	bell
	melon
	grapes
	plum
	bar
	strawberry
	orange
	lemon
	cherry
)

// short names the Crystal Spin symbols in the screens of the tests.
var short = map[string]slotmech.Symbol{
	"W": wild, "7": seven, "B": bell, "M": melon, "G": grapes, "P": plum,
	"R": bar, "S": strawberry, "O": orange, "L": lemon, "C": cherry, "-": slotmech.Empty,
}

// whole returns the factors of a pay row for 3, 4 and 5 in a row.
func whole(three, four, five int64) []slotmech.Factor {
	return []slotmech.Factor{0, 0, 0, slotmech.Whole(three), slotmech.Whole(four), slotmech.Whole(five)}
}

// crystalSpin returns the Crystal Spin line configuration: 5 reels, 3 rows,
// the lines of CS-3, the pay table of CS-4, runs as in CS-5 and the wild of
// CS-7.
func crystalSpin() lines.Config {
	return lines.Config{
		Reels: 5, Rows: 3,
		Lines: [][]int{
			{1, 1, 1, 1, 1}, // line 1: middle row
			{0, 0, 0, 0, 0}, // line 2: top row
			{2, 2, 2, 2, 2}, // line 3: bottom row
			{0, 1, 2, 1, 0}, // line 4: V
			{2, 1, 0, 1, 2}, // line 5: Λ
		},
		Pays: map[slotmech.Symbol][]slotmech.Factor{
			seven:      whole(6, 15, 100),
			bell:       whole(5, 10, 50),
			melon:      whole(4, 8, 30),
			grapes:     whole(4, 8, 25),
			plum:       whole(3, 6, 20),
			bar:        whole(3, 6, 15),
			strawberry: whole(2, 4, 12),
			orange:     whole(2, 4, 12),
			lemon:      whole(1, 2, 8),
			cherry:     whole(1, 2, 8),
		},
		Direction:  lines.AnyRun,
		Wild:       wild,
		WildRuns:   lines.PayAsSymbol,
		WildPaysAs: seven,
	}
}

// mustNew returns the evaluator of cfg or fails the test.
func mustNew(t testing.TB, cfg lines.Config) *lines.Evaluator {
	t.Helper()
	e, err := lines.New(cfg)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return e
}

// screen parses rows of short symbol names, top row first.
func screen(t testing.TB, rows ...string) *slotmech.Screen {
	t.Helper()
	var s slotmech.Screen
	for row, text := range rows {
		names := strings.Fields(text)
		if row == 0 {
			s = slotmech.NewScreen(len(names), len(rows))
		}
		if len(names) != s.Reels() {
			t.Fatalf("row %d has %d symbols, want %d", row, len(names), s.Reels())
		}
		for reel, name := range names {
			sym, ok := short[name]
			if !ok {
				t.Fatalf("unknown symbol %q", name)
			}
			s.Set(reel, row, sym)
		}
	}
	return &s
}

// evaluate evaluates s with e into a fresh Result.
func evaluate(e *lines.Evaluator, s *slotmech.Screen) slotmech.Result {
	var r slotmech.Result
	e.Evaluate(s, &r)
	return r
}

// fast is the internal face of e, for the tests of its fast paths.
func fast(e *lines.Evaluator) *linewords.Evaluator { return (*linewords.Evaluator)(e) }

// start returns the first reel of the run of the line win w: its positions
// are one on each reel of the run.
func start(w slotmech.Win) int {
	p, _ := w.Positions.First()
	return p.Reel()
}

// wildsOf returns how many positions of the win w show wild on s.
func wildsOf(s *slotmech.Screen, w slotmech.Win, wild slotmech.Symbol) int {
	if wild == slotmech.Empty {
		return 0
	}
	return (w.Positions & s.Where(wild)).Len()
}
