package crystalspin_test

// An evaluator of Crystal Spin written from the rules alone (the game's
// spec, crystal-spin.md, CS-1 … CS-10, and its decisions), to re-derive games
// without the game's code: no lines, tumble or wincap package, no pay table
// or paylines of the package — plain loops over letters, with the pay table,
// the lines and the runs copied from the spec. Only the reel strips (the
// data under test, pinned by the configuration identity) come from the
// package. The tests below check that the game and this evaluator agree on
// the golden rounds, on every full-house game of the full cycle and on
// thousands of random stop combinations.

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/rng"
)

// specLetters are the symbols of CS-2, one letter each, in the spec's order:
// W wild, 7 seven, B bell, M melon, G grapes, P plum, X bar, S strawberry,
// O orange, L lemon, C cherry.
const specLetters = "W7BMGPXSOLC"

// specNames are the symbols' names as the spec spells them, in the order of
// specLetters.
var specNames = [...]string{"wild", "seven", "bell", "melon", "grapes", "plum", "bar", "strawberry", "orange", "lemon", "cherry"}

// specPays is the pay table of CS-4: multiples of the stake for runs of 3, 4
// and 5. The wild has no row: wilds alone pay as SEVEN (CS-7).
var specPays = map[byte][3]int64{
	'7': {6, 15, 100}, 'B': {5, 10, 50}, 'M': {4, 8, 30}, 'G': {4, 8, 25}, 'P': {3, 6, 20},
	'X': {3, 6, 15}, 'S': {2, 4, 12}, 'O': {2, 4, 12}, 'L': {1, 2, 8}, 'C': {1, 2, 8},
}

// specLines are the paylines of CS-3: the row (0 top … 2 bottom) of each
// line on reels 1 to 5; line k is specLines[k-1].
var specLines = [5][5]int{
	{1, 1, 1, 1, 1}, // line 1: middle row
	{0, 0, 0, 0, 0}, // line 2: top row
	{2, 2, 2, 2, 2}, // line 3: bottom row
	{0, 1, 2, 1, 0}, // line 4: V
	{2, 1, 0, 1, 2}, // line 5: Λ
}

// specRuns are the runs that can pay (CS-5), as reels [from, to) counted
// from 0: reels 1–3, 1–4, 1–5, 3–5, 2–5 and 2–4.
var specRuns = [6][2]int{{0, 3}, {0, 4}, {0, 5}, {2, 5}, {1, 5}, {1, 4}}

// specFruits are the full-house fruits of CS-9.
const specFruits = "CSOL"

// specLineCap is the most one line pays in one game (CS-10), in Kč.
const specLineCap = 100_000

// specScreen is a screen as the spec draws it: specScreen[reel][row].
type specScreen [5][3]byte

// specWin is one paid run: its line (from 1), the symbol it pays as, its
// length, its factor (multiple of the stake, before any doubling), what
// it paid in Kč (after doubling and the line cap) and its cells.
type specWin struct {
	line, count int
	sym         byte
	factor      int64
	paid        int64
	cells       [][2]int // (reel, row)
}

// specStep is one winning evaluation of a cascade.
type specStep struct {
	screen specScreen
	wins   []specWin
	win    int64
	full   bool
}

// specGame is a game as the spec plays it.
type specGame struct {
	first  specScreen
	steps  []specStep
	win    int64
	capped bool
}

// specStrips returns the game's reel strips as letters.
func specStrips(t testing.TB) [5]string {
	t.Helper()
	var out [5]string
	a := crystalspin.New().Alphabet()
	for r, strip := range crystalspin.Strips() {
		var b strings.Builder
		for _, s := range strip {
			k := -1
			for i, n := range specNames {
				if n == a.Name(s) {
					k = i
				}
			}
			require.GreaterOrEqual(t, k, 0, "reel %d: symbol %d", r+1, s)
			b.WriteByte(specLetters[k])
		}
		out[r] = b.String()
	}
	return out
}

// specLinePay returns the run a line pays (CS-5, CS-6, CS-7) on the symbols
// of the line, reels 1 to 5: its reels [from, to), the symbol it pays as and
// its factor; ok is false if the line pays nothing.
func specLinePay(syms [5]byte) (from, to int, sym byte, factor int64, ok bool) {
	for _, run := range specRuns {
		// CS-7: the run is made of wilds and at most one other symbol; wilds
		// alone pay as SEVEN.
		as := byte('W')
		valid := true
		for r := run[0]; r < run[1]; r++ {
			s := syms[r]
			switch {
			case s == 'W':
			case as == 'W':
				as = s
			case s != as:
				valid = false
			}
		}
		if !valid {
			continue
		}
		if as == 'W' {
			as = '7'
		}
		n := run[1] - run[0]
		f := specPays[as][n-3]
		// CS-6: the highest pay; of equal pays the longer run; of equal
		// lengths the one further left.
		better := !ok || f > factor ||
			f == factor && n > to-from ||
			f == factor && n == to-from && run[0] < from
		if better {
			from, to, sym, factor, ok = run[0], run[1], as, f, true
		}
	}
	return
}

// specFull reports whether a screen is a full house (CS-9): every cell one
// fruit of CHERRY, STRAWBERRY, ORANGE and LEMON or the wild, at least one
// the fruit itself.
func specFull(s *specScreen) bool {
	for i := range len(specFruits) {
		f := specFruits[i]
		real, all := 0, true
		for r := range 5 {
			for row := range 3 {
				switch s[r][row] {
				case f:
					real++
				case 'W':
				default:
					all = false
				}
			}
		}
		if all && real > 0 {
			return true
		}
	}
	return false
}

// specPlay plays the game of stops at stake on strips, as the spec says.
func specPlay(strips [5]string, stops [5]int, stake int64) (specGame, error) {
	var g specGame
	var scr specScreen
	var next [5]int // the strip position that falls in next, per reel
	for r := range 5 {
		n := len(strips[r])
		// CS-1: the window shows strip[p], strip[p+1], strip[p+2], top down.
		for row := range 3 {
			scr[r][row] = strips[r][(stops[r]+row)%n]
		}
		// CS-8: the strip continues upward; strip[p-1] falls in first.
		next[r] = (stops[r] - 1 + n) % n
	}
	g.first = scr
	var linePaid [5]int64
	for step := 1; ; step++ {
		if step > 1000 {
			return g, fmt.Errorf("stops %v: still winning after 1000 steps", stops)
		}
		st := specStep{screen: scr, full: specFull(&scr)}
		var gone [5][3]bool
		for k, l := range specLines {
			var syms [5]byte
			for r := range 5 {
				syms[r] = scr[r][l[r]]
			}
			from, to, sym, factor, ok := specLinePay(syms)
			if !ok {
				continue
			}
			w := specWin{line: k + 1, count: to - from, sym: sym, factor: factor}
			amount := factor * stake
			if st.full {
				amount *= 2 // CS-9, before the cap (CS-10)
			}
			w.paid = min(amount, specLineCap-linePaid[k])
			if w.paid < amount {
				g.capped = true
			}
			linePaid[k] += w.paid
			st.win += w.paid
			for r := from; r < to; r++ {
				w.cells = append(w.cells, [2]int{r, l[r]})
				gone[r][l[r]] = true // CS-8: a cell on two lines goes once
			}
			st.wins = append(st.wins, w)
		}
		if len(st.wins) == 0 {
			return g, nil
		}
		g.steps = append(g.steps, st)
		g.win += st.win
		// CS-8: the paid cells explode, the rest of each reel falls and the
		// strip above refills the top, the first symbol landing lowest.
		for r := range 5 {
			var kept []byte
			for row := range 3 {
				if !gone[r][row] {
					kept = append(kept, scr[r][row])
				}
			}
			k := 3 - len(kept)
			n := len(strips[r])
			for row := k - 1; row >= 0; row-- {
				scr[r][row] = strips[r][next[r]]
				next[r] = (next[r] - 1 + n) % n
			}
			for i, s := range kept {
				scr[r][k+i] = s
			}
		}
	}
}

// String writes a spec game as itemise writes a game (golden_test.go).
func (g specGame) String() string {
	var b strings.Builder
	for row := range 3 {
		for r := range 5 {
			if r > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte(g.first[r][row])
		}
		b.WriteString(" | ")
	}
	full := false
	for k, st := range g.steps {
		fmt.Fprintf(&b, "step %d:", k+1)
		for _, w := range st.wins {
			fmt.Fprintf(&b, " L%d:%s×%d=%d", w.line, specNames[strings.IndexByte(specLetters, w.sym)], w.count, w.factor)
		}
		fmt.Fprintf(&b, " (%d) | ", st.win)
		full = full || st.full
	}
	fmt.Fprintf(&b, "win %d", g.win)
	if full {
		b.WriteString(" full house")
	}
	if g.capped {
		b.WriteString(" capped")
	}
	return b.String()
}

// specCheck plays stops on the game and with the spec evaluator at stake
// and requires them to agree on everything the game reports: the first
// screen, every step's screen, wins (line, symbol, count, factor, cells),
// win and full house, each win as the tally receives it, the game's win
// and whether a cap cut it. It returns the spec game.
func specCheck(t testing.TB, g games.Game, strips [5]string, stops [5]int, stake slotmech.Money) specGame {
	t.Helper()
	want, err := specPlay(strips, stops, int64(stake))
	require.NoError(t, err)
	var paid []games.PaidWin
	out, err := g.NewPlayer().(exact.StripPlayer).PlayStops(stops[:], stake, func(w games.PaidWin) { paid = append(paid, w) })
	require.NoError(t, err)
	require.Equal(t, want.win, int64(out.Win), "stops %v: win", stops)
	require.Equal(t, want.capped, out.Capped, "stops %v: capped", stops)
	var wantPaid []games.PaidWin
	for k, st := range want.steps {
		for _, w := range st.wins {
			pw := games.PaidWin{Step: k + 1, Line: w.line, Symbol: specSymbol(w.sym),
				Count: w.count, Paid: slotmech.Money(w.paid)}
			if st.full { // a full-house screen's wins report the fact (CS-9)
				pw.Facts = games.Facts{{Name: crystalspin.FactFullHouse, Value: 1}}
			}
			wantPaid = append(wantPaid, pw)
		}
	}
	require.Equal(t, wantPaid, paid, "stops %v: the tally", stops)

	dout, d := playGameStops(t, g, stops, stake)
	require.Equal(t, out, dout, "stops %v: Play and PlayStops", stops)
	sp := d.Spins[0]
	require.Equal(t, want.first, specOf(&sp.Screen), "stops %v: first screen", stops)
	require.Len(t, sp.Steps, len(want.steps), "stops %v: steps", stops)
	full := false
	for _, st := range want.steps {
		full = full || st.full
	}
	require.Equal(t, full, sp.Facts.Flag(crystalspin.FactFullHouse), "stops %v: the spin's full house", stops)
	require.Equal(t, slotmech.Money(want.win), sp.Win, "stops %v: the spin's win", stops)
	require.Equal(t, want.capped, sp.Capped, "stops %v: the spin capped", stops)
	for k, st := range want.steps {
		got := sp.Steps[k]
		require.Equal(t, st.screen, specOf(&got.Screen), "stops %v step %d: screen", stops, k+1)
		require.Equal(t, slotmech.Money(st.win), got.Win, "stops %v step %d: win", stops, k+1)
		require.Equal(t, st.full, got.Facts.Flag(crystalspin.FactFullHouse), "stops %v step %d: full house", stops, k+1)
		require.Len(t, got.Wins, len(st.wins), "stops %v step %d: wins", stops, k+1)
		for i, w := range st.wins {
			gw := got.Wins[i]
			var cells slotmech.PosSet
			for _, c := range w.cells {
				cells = cells.With(slotmech.At(c[0], c[1]))
			}
			require.Equal(t, games.Win{Symbol: specSymbol(w.sym), Count: w.count, Line: w.line,
				Factor: slotmech.Whole(w.factor), Positions: cells}, gw, "stops %v step %d win %d", stops, k+1, i+1)
		}
	}
	return want
}

// specAlphabet is the game's alphabet, for the letters of the spec; a
// game is built once for it.
var specAlphabet = sync.OnceValue(func() *slotmech.Alphabet { return crystalspin.New().Alphabet() })

// specSymbol returns the game's symbol of a spec letter, by its name.
func specSymbol(c byte) slotmech.Symbol {
	s, err := specAlphabet().Lookup(specNames[strings.IndexByte(specLetters, c)])
	if err != nil {
		panic(err)
	}
	return s
}

// specOf returns a game's screen as letters.
func specOf(s *slotmech.Screen) specScreen {
	var out specScreen
	a := specAlphabet()
	for r := range 5 {
		for row := range 3 {
			for i, n := range specNames {
				if n == a.Name(s.At(r, row)) {
					out[r][row] = specLetters[i]
				}
			}
		}
	}
	return out
}

// playGameStops plays the game of stops itemised: Play with a source that
// draws exactly these stops (rng.IntN of a 32-stop strip takes the low bits
// of a draw, CS-1).
func playGameStops(t testing.TB, g games.Game, stops [5]int, stake slotmech.Money) (games.Outcome, *games.Detail) {
	t.Helper()
	var draws []uint64
	for r, n := range g.NewPlayer().(exact.StripPlayer).StripLengths() {
		v := uint64(stops[r])
		require.Equal(t, stops[r], rng.IntN(rng.NewReplayer([]uint64{v}), n), "reel %d: draw", r+1)
		draws = append(draws, v)
	}
	src := rng.NewReplayer(draws)
	d := &games.Detail{}
	out, err := g.NewPlayer().Play(stake, games.Standard, src, d)
	require.NoError(t, err)
	require.NoError(t, src.Done())
	require.Len(t, d.Spins, 1)
	return out, d
}

// specStops draws the stops of the next game from src as the game does
// (CS-1): one rng.IntN per reel, reel 1 first.
func specStops(src rng.Source, strips [5]string) [5]int {
	var stops [5]int
	for r := range stops {
		stops[r] = rng.IntN(src, len(strips[r]))
	}
	return stops
}

// CS-1, CS-3 … CS-9: the evaluator written from the spec re-derives every
// golden round — the seeded rounds of TestGolden from the stops the seed
// draws, and the rounds of given stops of TestGoldenStops — and the game
// agrees with it on every step, win and cell.
func TestCS_8_IndependentEvaluatorGolden(t *testing.T) {
	g := crystalspin.New()
	strips := specStrips(t)
	src := rng.NewStream(2026, 0)
	for i, want := range goldenRounds {
		stops := specStops(src, strips)
		got := specCheck(t, g, strips, stops, 100)
		require.Equal(t, want, got.String(), "golden round %d (stops %v)", i+1, stops)
	}
	for _, c := range goldenStops {
		got := specCheck(t, g, strips, c.stops, c.stake)
		require.Equal(t, c.want, got.String(), "stops %v", c.stops)
	}
}

// CS-9: the evaluator agrees with the game on every full-house game of the
// full cycle (TestCS_9_FullHouseFrequency finds them), and each is a full
// house by the spec's own reading of the screen.
func TestCS_9_IndependentEvaluatorFullHouses(t *testing.T) {
	g := crystalspin.New()
	strips := specStrips(t)
	require.Len(t, fullHouseStops, certified.fullHouses)
	for _, stops := range fullHouseStops {
		for _, stake := range []slotmech.Money{5, 100, 1000} {
			got := specCheck(t, g, strips, stops, stake)
			full := false
			for _, st := range got.steps {
				full = full || st.full
			}
			require.True(t, full, "stops %v: a full house", stops)
		}
	}
}

// CS-10: the evaluator agrees with the game on the games of the full cycle
// whose line cap cuts a win at 1 000 Kč (and on the same stops at 500 Kč,
// where nothing is cut).
func TestCS_10_IndependentEvaluatorLineCap(t *testing.T) {
	g := crystalspin.New()
	strips := specStrips(t)
	require.Len(t, cappedStops, certified.cappedGames)
	for _, stops := range cappedStops {
		require.True(t, specCheck(t, g, strips, stops, 1000).capped, "stops %v at 1 000 Kč", stops)
		require.False(t, specCheck(t, g, strips, stops, 500).capped, "stops %v at 500 Kč", stops)
	}
}

// CS-1, CS-3 … CS-8: the evaluator agrees with the game on thousands of
// random stop combinations at every stake, and on the neighbours of the
// full houses (the stops around the lemon runs), where cascades run deep.
func TestCS_6_IndependentEvaluatorRandomStops(t *testing.T) {
	g := crystalspin.New()
	strips := specStrips(t)
	n := 4000
	if testing.Short() || raceEnabled {
		n = 400
	}
	r := rand.New(rand.NewPCG(2026, 13))
	stakes := crystalspin.Stakes()
	wins, steps := 0, 0
	for range n {
		var stops [5]int
		for k := range stops {
			stops[k] = r.IntN(len(strips[k]))
		}
		got := specCheck(t, g, strips, stops, stakes[r.IntN(len(stakes))])
		if got.win > 0 {
			wins++
		}
		steps = max(steps, len(got.steps))
	}
	require.Greater(t, wins, n/8, "the sample has winning games")
	require.GreaterOrEqual(t, steps, 3, "the sample has cascades")
	for _, fh := range fullHouseStops {
		for k := range 5 {
			for _, d := range []int{-2, -1, 1, 2} {
				stops := fh
				stops[k] = (stops[k] + d + len(strips[k])) % len(strips[k])
				specCheck(t, g, strips, stops, 100)
			}
		}
	}
}
