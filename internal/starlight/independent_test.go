package starlight_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/starlight"
	"github.com/slotmech/slotmech/internal/weighted"
	"github.com/slotmech/slotmech/rng"
)

// An independent evaluator of Starlight Christmas, written from the rules
// in /work/shared/spec/starlight-christmas.md and the documented draw
// procedure, using none of the game's code (only its symbol numbers and its
// maths data, DefaultMaths): pay anywhere (SC-3, counts of 8 or more),
// scatter pays (SC-4), the tumble (SC-5) with refills taken from lists, the
// multipliers (SC-7, SC-8), the trigger and retrigger (SC-9, SC-10) and the
// cap (SC-12, checked after every winning step). Money is in cents, pay
// factors in hundredths of the bet.

// evPays are the SC-3 factors in hundredths of the bet, per paying symbol
// (yellow … sun) and class (8–9, 10–11, 12–30).
var evPays = [9][3]int64{
	{25, 75, 200}, {40, 90, 400}, {50, 100, 500}, {80, 120, 800}, {100, 150, 1000},
	{150, 200, 1200}, {200, 500, 1500}, {250, 1000, 2500}, {1000, 2500, 5000},
}

// evMultipliers are the SC-6 values of X2 … X500.
var evMultipliers = [15]int64{2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 50, 100, 250, 500}

// evScatterPay is SC-4 in hundredths of the bet.
func evScatterPay(n int) int64 {
	switch {
	case n >= 6:
		return 10000
	case n == 5:
		return 500
	case n == 4:
		return 300
	}
	return 0
}

// evScreen is a screen as the evaluator sees it: [reel][row], row 0 on top.
type evScreen [6][5]slotmech.Symbol

func toEv(s slotmech.Screen) evScreen {
	var e evScreen
	for reel := range 6 {
		for row := range 5 {
			e[reel][row] = s.At(reel, row)
		}
	}
	return e
}

func (e evScreen) screen() slotmech.Screen {
	s := slotmech.NewScreen(6, 5)
	for reel := range 6 {
		for row := range 5 {
			s.Set(reel, row, e[reel][row])
		}
	}
	return s
}

func (e evScreen) count(sym slotmech.Symbol) (n int) {
	for _, reel := range e {
		for _, s := range reel {
			if s == sym {
				n++
			}
		}
	}
	return n
}

// multiplierSum is the sum of the values of the multiplier symbols on e.
func (e evScreen) multiplierSum() (sum int64) {
	for _, reel := range e {
		for _, s := range reel {
			if s >= starlight.X2 && s <= starlight.X500 {
				sum += evMultipliers[s-starlight.X2]
			}
		}
	}
	return sum
}

// evWin is one paying symbol of a step.
type evWin struct {
	sym    slotmech.Symbol
	count  int
	factor int64 // hundredths of the bet
}

// evStep is one winning evaluation of the tumble sequence.
type evStep struct {
	screen evScreen
	wins   []evWin
	factor int64
}

// evSpin is what the evaluator finds for one spin.
type evSpin struct {
	free            bool
	first           evScreen
	steps           []evStep
	scatters        int
	scatterPay      int64 // hundredths of the bet
	multiplier      int64
	totalAfter      int64 // T after the spin (SC-8), 0 in the base game
	pays, paid, cut slotmech.Money
	capped          bool
	midSequence     bool // the cap was reached after a step, before the sequence ended
	awarded         int
}

// evRefill gives the symbols that fall into the reels in one tumble step,
// given every reel's number of holes: for each reel the symbols in the order
// they enter (the first lands lowest).
type evRefill func(holes [6]int) [6][]slotmech.Symbol

// evaluator plays spins by the rules, holding the round's cap.
type evaluator struct {
	bet       slotmech.Money
	capLeft   slotmech.Money // what the round may still pay (SC-12)
	maxSteps  int
	roundPaid slotmech.Money
}

func newEvaluator(bet slotmech.Money) *evaluator {
	return &evaluator{bet: bet, capLeft: 5000 * bet, maxSteps: 100}
}

// money is factor hundredths of the bet × mult, in cents (exact for bets that
// are multiples of 20 cents: every factor is a multiple of 5 hundredths).
func (ev *evaluator) money(factor, mult int64) slotmech.Money {
	return slotmech.Money(factor * mult * int64(ev.bet) / 100)
}

// spin plays one spin from its first screen: free with running total T
// before it (SC-8) or a base-game spin, refills from refill.
func (ev *evaluator) spin(first evScreen, free bool, T int64, refill evRefill) (evSpin, error) {
	sp := evSpin{free: free, first: first, totalAfter: T}
	s := first
	var stepsFactor int64
	for n := 0; ; n++ {
		var wins []evWin
		var factor int64
		for sym := starlight.Yellow; sym <= starlight.Sun; sym++ {
			c := s.count(sym)
			if c < 8 {
				continue
			}
			class := 0
			if c >= 12 {
				class = 2
			} else if c >= 10 {
				class = 1
			}
			f := evPays[sym-starlight.Yellow][class]
			wins = append(wins, evWin{sym, c, f})
			factor += f
		}
		if len(wins) == 0 {
			break
		}
		if n == ev.maxSteps {
			return sp, fmt.Errorf("still winning after %d steps", n)
		}
		sp.steps = append(sp.steps, evStep{screen: s, wins: wins, factor: factor})
		stepsFactor += factor
		// SC-12: the spin will pay at least its wins so far × the
		// multiplier already on screen (× T in free spins).
		m := evMultiplier(s.multiplierSum(), free, T, true)
		if ev.money(stepsFactor, m) >= ev.capLeft {
			sp.scatters = s.count(starlight.Scatter)
			sp.scatterPay = evScatterPay(sp.scatters)
			sp.multiplier = m
			if free && s.multiplierSum() > 0 {
				sp.totalAfter = T + s.multiplierSum()
			}
			sp.pays = ev.money(stepsFactor+sp.scatterPay, m)
			sp.paid, sp.cut, sp.capped, sp.midSequence = ev.capLeft, sp.pays-ev.capLeft, true, true
			ev.capLeft = 0
			return sp, nil
		}
		// SC-5: remove the winners, let the rest fall, refill from above.
		var kept [6][]slotmech.Symbol
		var holes [6]int
		for reel := range 6 {
			for row := range 5 {
				sym := s[reel][row]
				winner := false
				for _, w := range wins {
					winner = winner || sym == w.sym
				}
				if !winner {
					kept[reel] = append(kept[reel], sym)
				}
			}
			holes[reel] = 5 - len(kept[reel])
		}
		fills := refill(holes)
		for reel := range 6 {
			var col [5]slotmech.Symbol
			copy(col[holes[reel]:], kept[reel])
			for i, row := 0, holes[reel]-1; row >= 0; i, row = i+1, row-1 { // the first that falls in lands lowest
				col[row] = fills[reel][i]
			}
			s[reel] = col
		}
	}
	won := len(sp.steps) > 0
	sum := s.multiplierSum()
	sp.scatters = s.count(starlight.Scatter)
	sp.scatterPay = evScatterPay(sp.scatters)
	sp.multiplier = evMultiplier(sum, free, T, won)
	if free && won && sum > 0 {
		sp.totalAfter = T + sum
	}
	sp.pays = ev.money(stepsFactor+sp.scatterPay, sp.multiplier)
	sp.paid = min(sp.pays, ev.capLeft)
	sp.capped = sp.pays >= ev.capLeft
	if sp.capped {
		sp.cut = sp.pays - sp.paid
	}
	ev.capLeft -= sp.paid
	switch {
	case sp.capped:
	case !free && sp.scatters >= 4:
		sp.awarded = 15
	case free && sp.scatters >= 3:
		sp.awarded = 5
	}
	return sp, nil
}

// evMultiplier is SC-7 (base game) or SC-8 (free spins, T before the spin):
// what the spin's win is multiplied by.
func evMultiplier(sum int64, free bool, T int64, won bool) int64 {
	switch {
	case !won || sum == 0:
		return 1
	case free:
		return T + sum
	}
	return sum
}

// evDraws replays a round's recorded draws by the documented procedure
// (package documentation, "Maths"): the symbols that land in one go, a first
// screen (reels left to right, each from the bottom row up) or a tumble
// step's refill (reels left to right, in each the lowest hole first), are
// cells in that order, cut into groups of k, the largest k with Tᵏ ≤ 2⁵⁶
// for the part's class total T (the last group holding the rest). A group
// of j cells is one u = rng.Uint64N of Tʲ from the recorded values; its
// cells' classes are the base-T digits of u, most significant first, each
// the class owning it in the cumulative class weights; then each
// multiplier cell of the group, in order, takes its value from the part's
// value weights (an rng.Weighted draw). The digits are taken here by
// division, not by the game's multiply-high extraction.
type evDraws struct {
	src            *rng.Replayer
	part           evPart
	landed         [6][]slotmech.Symbol // what fell into each reel, in order: the refill lists
	base, ante, fr evPart
}

// evPart is a part's class weights (nine paying, scatter, multiplier), their
// total T, the cells of a group k, and its value weights.
type evPart struct {
	classes []int64
	total   uint64
	k       int
	values  *rng.Weighted
}

func newEvPart(x starlight.Weights, values []int64) evPart {
	p := evPart{classes: append(append([]int64(nil), x.Paying[:]...), x.Scatter, x.Multiplier), values: (*rng.Weighted)(weighted.Must(values...))}
	for _, w := range p.classes {
		p.total += uint64(w)
	}
	for pow := uint64(1); pow <= (1<<56)/p.total; pow *= p.total {
		p.k++
	}
	return p
}

func newEvDraws(m starlight.Maths, draws []uint64) *evDraws {
	return &evDraws{
		src:  rng.NewReplayer(draws),
		base: newEvPart(m.Base, m.BaseValues[:]),
		ante: newEvPart(m.Ante, m.BaseValues[:]),
		fr:   newEvPart(m.Free, m.FreeValues[:]),
	}
}

func (d *evDraws) use(part evPart) { d.part = part }

// cells draws the symbols of n cells in order, by groups.
func (d *evDraws) cells(n int) []slotmech.Symbol {
	var out []slotmech.Symbol
	for len(out) < n {
		j := min(d.part.k, n-len(out))
		pow := uint64(1)
		for range j {
			pow *= d.part.total
		}
		u := rng.Uint64N(d.src, pow)
		digits := make([]uint64, j)
		for i := j - 1; i >= 0; i-- {
			digits[i], u = u%d.part.total, u/d.part.total
		}
		for _, v := range digits {
			c, cum := 0, uint64(d.part.classes[0])
			for cum <= v {
				c++
				cum += uint64(d.part.classes[c])
			}
			switch {
			case c < 9:
				out = append(out, starlight.Yellow+slotmech.Symbol(c))
			case c == 9:
				out = append(out, starlight.Scatter)
			default:
				out = append(out, starlight.X2+slotmech.Symbol(d.part.values.Draw(d.src)))
			}
		}
	}
	return out
}

// land draws a first screen: 30 cells, reel 1 from the bottom row up first.
func (d *evDraws) land() evScreen {
	var s evScreen
	cells := d.cells(30)
	for reel := range 6 {
		for row := 4; row >= 0; row-- {
			s[reel][row], cells = cells[0], cells[1:]
		}
	}
	return s
}

// refill is the evRefill of the replayed draws; it keeps what fell in.
func (d *evDraws) refill(holes [6]int) [6][]slotmech.Symbol {
	n := 0
	for _, h := range holes {
		n += h
	}
	cells := d.cells(n)
	var fills [6][]slotmech.Symbol
	for reel, h := range holes {
		fills[reel], cells = cells[:h], cells[h:]
		d.landed[reel] = append(d.landed[reel], fills[reel]...)
	}
	return fills
}

// evRound plays a whole round of maths m from recorded draws: a base spin
// (ante or not) and the free spins it triggers, at most 500 (SC-10).
func evRound(m starlight.Maths, bet slotmech.Money, ante bool, draws []uint64) ([]evSpin, error) {
	d := newEvDraws(m, draws)
	ev := newEvaluator(bet)
	part := d.base
	if ante {
		part = d.ante
	}
	d.use(part)
	base, err := ev.spin(d.land(), false, 0, d.refill)
	if err != nil {
		return nil, err
	}
	spins := []evSpin{base}
	left, played, T := base.awarded, 0, int64(0)
	d.use(d.fr)
	for ; left > 0 && !spins[len(spins)-1].capped; left-- {
		played++
		sp, err := ev.spin(d.land(), true, T, d.refill)
		if err != nil {
			return nil, err
		}
		sp.awarded = min(sp.awarded, 500-played-(left-1))
		T = sp.totalAfter
		left += sp.awarded
		spins = append(spins, sp)
	}
	return spins, d.src.Done()
}

// requireSameSpin compares the game's itemised spin with the evaluator's.
func requireSameSpin(t *testing.T, want evSpin, got games.Spin, bet slotmech.Money, where string) {
	t.Helper()
	require.Equal(t, want.free, got.Free, where)
	require.Equal(t, want.first.screen(), got.Screen, "%s: first screen", where)
	require.Len(t, got.Steps, len(want.steps), "%s: steps", where)
	for i, st := range want.steps {
		g := got.Steps[i]
		require.Equal(t, st.screen.screen(), g.Screen, "%s step %d: screen", where, i+1)
		require.Len(t, g.Wins, len(st.wins), "%s step %d", where, i+1)
		for j, w := range st.wins {
			require.Equal(t, w.sym, g.Wins[j].Symbol, "%s step %d win %d", where, i+1, j)
			require.Equal(t, w.count, g.Wins[j].Count, "%s step %d win %d", where, i+1, j)
			require.Equal(t, w.factor*100, int64(g.Wins[j].Factor), "%s step %d win %d: factor", where, i+1, j)
		}
		require.Equal(t, st.factor*100, int64(g.Factor), "%s step %d: factor", where, i+1)
		require.Equal(t, slotmech.Money(st.factor*int64(bet)/100), g.Win, "%s step %d: win", where, i+1)
	}
	require.Equal(t, want.scatters, got.Scatters, "%s: scatters", where)
	require.Equal(t, slotmech.Money(want.scatterPay*int64(bet)/100), got.ScatterWin, "%s: scatter win", where)
	require.Equal(t, want.multiplier, got.Multiplier, "%s: multiplier", where)
	require.Equal(t, want.paid, got.Win, "%s: win", where)
	require.Equal(t, want.capped, got.Capped, "%s: capped", where)
	require.Equal(t, want.totalAfter, total(got), "%s: T after", where)
	require.Equal(t, want.awarded, awarded(got), "%s: awarded", where)
	cut, ok := got.Facts.Get(starlight.FactCapCut)
	require.Equal(t, want.capped, ok, "%s: cap_cut only on a capped spin", where)
	require.Equal(t, int64(want.cut), cut, "%s: cap cut", where)
}

// The golden rounds are re-derived independently of the game's code: every
// round of TestGoldenRounds (12 standard rounds of stream (2026, 0) and the
// feature of stream (2026, 1)), 12 ante rounds of stream (2026, 2) and the
// first ante round there with free spins are replayed from their recorded
// draws by the evaluator above, which draws the screens and refills by the
// documented procedure and pays them by the rules (SC-3 … SC-12); every
// screen, step, win, scatter pay, multiplier, T, award and the round's win
// must equal the game's itemisation. The refill lists the evaluator took
// are checked against the step screens too: what a step's screen shows at
// the top of a reel is what fell in.
func TestSC_3_GoldenRoundsIndependent(t *testing.T) {
	g := starlight.New()
	p := g.NewPlayer()
	var d games.Detail
	check := func(name string, mode string, src rng.Source) games.Outcome {
		rec := rng.NewRecorder(src)
		out, err := p.Play(100, mode, rec, &d)
		require.NoError(t, err)
		spins, err := evRound(starlight.DefaultMaths(), 100, mode == starlight.Ante, rec.Draws())
		require.NoError(t, err, name)
		require.Len(t, d.Spins, len(spins), name)
		var sum slotmech.Money
		for i, sp := range spins {
			requireSameSpin(t, sp, d.Spins[i], 100, fmt.Sprintf("%s spin %d", name, i))
			sum += sp.paid
		}
		require.Equal(t, sum, out.Win, name)
		require.Equal(t, len(spins)-1, out.FreeSpins, name)
		require.Equal(t, len(spins) > 1, out.Triggered, name)
		return out
	}
	src := rng.NewStream(2026, 0)
	for i := range 12 {
		check(fmt.Sprintf("golden round %d", i), games.Standard, src)
	}
	src = rng.NewStream(2026, 1)
	features := 0
	for i := 0; features == 0; i++ {
		if out := check(fmt.Sprintf("golden stream 1 round %d", i), games.Standard, src); out.Triggered {
			require.Equal(t, 382, i, "the golden feature round")
			require.Equal(t, slotmech.Money(15885), out.Win)
			features++
		}
	}
	src = rng.NewStream(2026, 2)
	for i := 0; i < 12 || features < 2; i++ {
		require.Less(t, i, 5000)
		if out := check(fmt.Sprintf("ante stream 2 round %d", i), starlight.Ante, src); out.Triggered {
			features++
		}
	}
}

// SC-5: refills given as lists replay a spin, and the lists can be read
// back from the itemised steps. The evaluator, fed the lists of a forced
// spin, finds the game's steps, scatters, multiplier and win; and what the
// top of each reel of step n+1's screen shows is what fell in after step n,
// in the lists' order (the first taken lands lowest). The last tumble's
// refill is not read back: the final screen is not itemised (only its
// scatters and multiplier are).
func TestSC_5_RefillListsFromSteps(t *testing.T) {
	g := starlight.New()
	// A forced spin with known lists: the game's steps, read back into
	// lists, are the lists given (less what the last tumble took).
	scr := grid(t,
		"yellow  yellow yellow blue  red  star",
		"yellow  yellow blue   green red  star",
		"yellow  yellow blue   green moon heart",
		"yellow  blue   green  red   moon heart",
		"x5      blue   green  red   moon scatter",
	)
	fill := lists(t, "blue blue star moon red green", "blue heart sun green red star", "heart moon star", "heart")
	out := spin(t, g, games.Forced{Bet: 200, Screen: scr, Refill: fill})
	sp := out.Spins[0]
	taken := make([][]slotmech.Symbol, 6)
	var evFill [6][]slotmech.Symbol
	for reel := range 6 {
		evFill[reel] = fill[reel]
	}
	ev := newEvaluator(200)
	want, err := ev.spin(toEv(scr), false, 0, func(holes [6]int) [6][]slotmech.Symbol {
		var fills [6][]slotmech.Symbol
		for reel, h := range holes {
			fills[reel], evFill[reel] = evFill[reel][:h], evFill[reel][h:]
			taken[reel] = append(taken[reel], fills[reel]...)
		}
		return fills
	})
	require.NoError(t, err)
	requireSameSpin(t, want, sp, 200, "forced spin")
	// Read the lists back from the steps: after step n the top holes of
	// each reel of step n+1's screen are what fell in, lowest first.
	for n := 0; n+1 < len(sp.Steps); n++ {
		before, after := toEv(sp.Steps[n].Screen), toEv(sp.Steps[n+1].Screen)
		for reel := range 6 {
			holes := 0
			for row := range 5 {
				for _, w := range sp.Steps[n].Wins {
					if before[reel][row] == w.Symbol {
						holes++
					}
				}
			}
			for row := holes - 1; row >= 0; row-- {
				require.Equal(t, taken[reel][0], after[reel][row], "step %d reel %d", n+2, reel+1)
				taken[reel] = taken[reel][1:]
			}
		}
	}
}
