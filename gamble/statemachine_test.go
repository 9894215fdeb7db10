package gamble_test

import (
	"errors"
	"math"
	"slices"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/rng"
	"pgregory.net/rapid"
)

// machine runs random moves, legal and illegal, against a Gamble and checks
// it against a model written from the package documentation.
type machine struct {
	cfg  gamble.Config
	g    *gamble.Gamble
	src  *counting   // the source the Gamble draws from
	twin *rng.Stream // the same stream, drawn by the model

	want gamble.State   // the model's state
	hist []gamble.Card  // the model's history, newest first
	paid slotmech.Money // money returned to the caller during the current gamble
}

func newMachine(t *rapid.T) *machine {
	cfg := gamble.Config{
		Unit: slotmech.Money(rapid.OneOf(rapid.Just(int64(1)), rapid.Just(int64(100)),
			rapid.Int64Range(1, 1000)).Draw(t, "unit")),
		History: rapid.IntRange(0, 8).Draw(t, "history"),
		MaxAtRisk: slotmech.Money(rapid.OneOf(rapid.Just(int64(0)),
			rapid.Int64Range(2, 1000), rapid.Int64Range(2, 10_000_000)).Draw(t, "maxAtRisk")),
		MaxDoublings: rapid.OneOf(rapid.Just(0), rapid.IntRange(1, 8)).Draw(t, "maxDoublings"),
	}
	g, err := gamble.New(cfg)
	if err != nil {
		t.Fatalf("New(%+v): %v", cfg, err)
	}
	seed := rapid.Uint64().Draw(t, "seed")
	return &machine{cfg: cfg, g: g, src: &counting{src: rng.NewStream(seed, 0)}, twin: rng.NewStream(seed, 0)}
}

// pickCap is the largest amount a pick may risk with credited already
// credited: 2 × at risk must stay within MaxAtRisk and Credited + 2 × at risk
// within int64.
func (m *machine) pickCap(credited slotmech.Money) slotmech.Money {
	limit := slotmech.Money(math.MaxInt64) - credited
	if m.cfg.MaxAtRisk > 0 {
		limit = min(limit, m.cfg.MaxAtRisk)
	}
	return limit / 2
}

// refused runs an illegal move and checks it returns want and changes
// nothing: state, history and source.
func (m *machine) refused(t *rapid.T, name string, want error, move func() error) {
	st, hist, draws := m.g.State(), m.g.History(), m.src.n
	if err := move(); !errors.Is(err, want) {
		t.Fatalf("%s: error %v, want %v", name, err, want)
	}
	if m.g.State() != st || !slices.Equal(m.g.History(), hist) || m.src.n != draws {
		t.Fatalf("%s: refused move changed the gamble", name)
	}
}

func (m *machine) start(t *rapid.T) {
	if m.want.Open {
		t.Skip("open")
	}
	a := slotmech.Money(rapid.OneOf(rapid.Int64Range(1, 100), rapid.Int64Range(1, 5000),
		rapid.Int64Range(1, math.MaxInt64)).Draw(t, "amount"))
	if a > m.pickCap(0) {
		m.refused(t, "start over the limit", gamble.ErrOverLimit, func() error { return m.g.Start(a, false) })
		return
	}
	if err := m.g.Start(a, false); err != nil {
		t.Fatalf("Start(%d): %v", a, err)
	}
	m.want = gamble.State{Open: true, Amount: a, AtRisk: a}
	m.paid = 0
}

func (m *machine) pick(t *rapid.T) {
	if !m.want.Open {
		t.Skip("not open")
	}
	// Let rapid choose to win (about 3 times in 4, so that long runs of wins
	// and their limits are reached often) or to lose: pick the colour of, or
	// against, the next card, seen on a copy of the twin.
	peek := *m.twin
	next := gamble.Card(rng.IntN(&peek, gamble.DeckSize)).Colour()
	c := next
	if rapid.IntRange(0, 3).Draw(t, "lose unless 1-3") == 0 {
		c = gamble.Red + gamble.Black - next
	}
	out, err := m.g.Pick(c, m.src)
	if err != nil {
		t.Fatalf("Pick(%v): %v", c, err)
	}
	card := gamble.Card(rng.IntN(m.twin, gamble.DeckSize))
	if out.Card != card {
		t.Fatalf("Pick drew %v, the twin stream %v", out.Card, card)
	}
	m.remember(card)
	w := &m.want
	if card.Colour() != c {
		w.Lost, w.AtRisk, w.Open, w.End = w.AtRisk, 0, false, gamble.Lost
		if out != (gamble.Outcome{Card: card}) {
			t.Fatalf("losing pick: %+v", out)
		}
		return
	}
	w.Won += w.AtRisk
	w.AtRisk *= 2
	w.Doublings++
	var credited slotmech.Money
	switch {
	case m.cfg.MaxDoublings > 0 && w.Doublings == m.cfg.MaxDoublings:
		credited = m.end(gamble.LimitDoublings)
	case w.AtRisk > m.pickCap(w.Credited):
		credited = m.end(gamble.LimitAtRisk)
	}
	if out != (gamble.Outcome{Card: card, Won: true, Credited: credited}) {
		t.Fatalf("winning pick: %+v, want credited %d", out, credited)
	}
	m.paid += out.Credited
}

func (m *machine) half(t *rapid.T) {
	if !m.want.Open {
		t.Skip("not open")
	}
	got, err := m.g.Half()
	if err != nil {
		t.Fatalf("Half: %v", err)
	}
	w := &m.want
	n := w.AtRisk / m.cfg.Unit
	keep := n / 2 * m.cfg.Unit
	give := w.AtRisk - keep
	if keep == 0 {
		m.end(gamble.NothingAtRisk)
	} else {
		w.AtRisk = keep
		w.Credited += give
	}
	if got != give {
		t.Fatalf("Half credited %d, want %d", got, give)
	}
	m.paid += got
}

func (m *machine) collect(t *rapid.T) {
	if !m.want.Open {
		t.Skip("not open")
	}
	got, err := m.g.Collect()
	if err != nil {
		t.Fatalf("Collect: %v", err)
	}
	if want := m.end(gamble.Collected); got != want {
		t.Fatalf("Collect paid %d, want %d", got, want)
	}
	m.paid += got
}

// end is the model of a gamble ending with everything at risk credited.
func (m *machine) end(r gamble.EndReason) slotmech.Money {
	w := &m.want
	paid := w.AtRisk
	w.Credited += paid
	w.AtRisk, w.Open, w.End = 0, false, r
	return paid
}

func (m *machine) remember(c gamble.Card) {
	m.hist = append([]gamble.Card{c}, m.hist...)
	if len(m.hist) > m.cfg.History {
		m.hist = m.hist[:m.cfg.History]
	}
}

func (m *machine) illegal(t *rapid.T) {
	open := m.want.Open
	switch rapid.IntRange(0, 6).Draw(t, "illegal") {
	case 0: // start while open, or a jackpot win while idle
		if open {
			m.refused(t, "start while open", gamble.ErrState, func() error { return m.g.Start(1, false) })
		} else {
			m.refused(t, "start on a jackpot win", gamble.ErrJackpot, func() error { return m.g.Start(10, true) })
		}
	case 1: // start of nothing
		if !open {
			a := slotmech.Money(rapid.Int64Range(math.MinInt64, 0).Draw(t, "bad amount"))
			m.refused(t, "start of nothing", gamble.ErrAmount, func() error { return m.g.Start(a, false) })
		}
	case 2: // a colour that is neither red nor black
		c := gamble.Colour(rapid.SampledFrom([]uint8{0, 3, 4, 255}).Draw(t, "bad colour"))
		want := gamble.ErrColour
		if !open {
			want = gamble.ErrState
		}
		m.refused(t, "bad colour", want, func() error { _, err := m.g.Pick(c, m.src); return err })
	case 3:
		if !open {
			m.refused(t, "pick while idle", gamble.ErrState, func() error { _, err := m.g.Pick(gamble.Red, m.src); return err })
		}
	case 4:
		if !open {
			m.refused(t, "half while idle", gamble.ErrState, func() error { _, err := m.g.Half(); return err })
		}
	case 5:
		if !open {
			m.refused(t, "collect while idle", gamble.ErrState, func() error { _, err := m.g.Collect(); return err })
		}
	case 6:
		if open {
			err := m.g.CanStart(1, false)
			if !errors.Is(err, gamble.ErrState) {
				t.Fatalf("CanStart while open: %v", err)
			}
		}
	}
}

// check holds after every move.
func (m *machine) check(t *rapid.T) {
	st := m.g.State()
	if st != m.want {
		t.Fatalf("state %+v, model %+v", st, m.want)
	}
	// Conservation: nothing created or lost, and everything credited was
	// handed to the caller.
	if st.Credited+st.AtRisk+st.Lost-st.Won != st.Amount || !st.Balanced() {
		t.Fatalf("not balanced: %+v", st)
	}
	if st.Credited != m.paid {
		t.Fatalf("credited %d, but the moves returned %d", st.Credited, m.paid)
	}
	if st.AtRisk < 0 || st.Credited < 0 || st.Lost < 0 || st.Won < 0 {
		t.Fatalf("negative money: %+v", st)
	}
	if st.Open != (st.AtRisk > 0) || st.Open != (st.End == gamble.NotEnded && st.Amount > 0) {
		t.Fatalf("open/at risk/end disagree: %+v", st)
	}
	// Limits, and an open gamble can always take one more pick.
	if m.cfg.MaxDoublings > 0 && st.Doublings > m.cfg.MaxDoublings {
		t.Fatalf("%d doublings over the limit %d", st.Doublings, m.cfg.MaxDoublings)
	}
	if m.cfg.MaxAtRisk > 0 && st.AtRisk > m.cfg.MaxAtRisk {
		t.Fatalf("%d at risk over the limit %d", st.AtRisk, m.cfg.MaxAtRisk)
	}
	if st.Open && ((m.cfg.MaxDoublings > 0 && st.Doublings >= m.cfg.MaxDoublings) ||
		(m.cfg.MaxAtRisk > 0 && 2*st.AtRisk > m.cfg.MaxAtRisk)) {
		t.Fatalf("open, but no pick is within the limits: %+v", st)
	}
	// History: newest first, at most Config.History cards.
	h := m.g.History()
	if len(h) > m.cfg.History || !slices.Equal(h, m.hist) {
		t.Fatalf("history %v, model %v", h, m.hist)
	}
}

// TestCS_14_StateMachine: random sequences of legal and illegal moves (CS-14 to
// CS-17) keep the conservation law, refuse every illegal move without a
// trace, keep the history and respect the limits.
func TestCS_14_StateMachine(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := newMachine(t)
		t.Repeat(map[string]func(*rapid.T){
			"start":      m.start,
			"pick":       m.pick,
			"pick on":    m.pick, // picks weigh more, for long runs of wins
			"pick again": m.pick,
			"half":       m.half,
			"collect":    m.collect,
			"illegal":    m.illegal,
			"":           m.check,
		})
	})
}
