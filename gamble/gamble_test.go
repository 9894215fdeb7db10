package gamble_test

import (
	"math"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// CS-14: RISK cannot be played on a jackpot win.
func TestCS14_JackpotWinRefused(t *testing.T) {
	g := mustNew(t, crystalSpin)
	require.ErrorIs(t, g.Start(5000, true), gamble.ErrJackpot)
	require.ErrorIs(t, g.CanStart(5000, true), gamble.ErrJackpot)
	require.Equal(t, gamble.State{}, g.State())
	_, err := g.Pick(gamble.Red, deal(t)) // draws nothing
	require.ErrorIs(t, err, gamble.ErrState)
	require.NoError(t, g.Start(5000, false), "the same win, not a jackpot, can be gambled")
}

// CS-14: COLLECT moves the current win to credit and ends RISK.
func TestCS14_CollectEnds(t *testing.T) {
	g := mustNew(t, crystalSpin)
	require.NoError(t, g.Start(40, false))
	out, err := g.Pick(gamble.Red, deal(t, queenHearts))
	require.NoError(t, err)
	require.Equal(t, gamble.Outcome{Card: queenHearts, Won: true}, out)

	paid, err := g.Collect()
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(80), paid)
	require.Equal(t, gamble.State{End: gamble.Collected, Amount: 40, Credited: 80, Won: 40, Doublings: 1}, g.State())

	_, err = g.Collect()
	require.ErrorIs(t, err, gamble.ErrState, "collect twice")
	_, err = g.Half()
	require.ErrorIs(t, err, gamble.ErrState)
	_, err = g.Pick(gamble.Black, deal(t))
	require.ErrorIs(t, err, gamble.ErrState)
	require.Equal(t, gamble.Collected, g.State().End, "refused moves change nothing")
}

// CS-15: a matching colour doubles the risked win; the player may go on.
func TestCS15_WinDoubles(t *testing.T) {
	g := mustNew(t, crystalSpin)
	require.NoError(t, g.Start(10, false))
	src := deal(t, queenHearts, kingClubs, twoDiamonds)
	for i, c := range []gamble.Colour{gamble.Red, gamble.Black, gamble.Red} {
		out, err := g.Pick(c, src)
		require.NoError(t, err)
		require.True(t, out.Won, "pick %d", i)
	}
	require.Equal(t, gamble.State{Open: true, Amount: 10, AtRisk: 80, Won: 70, Doublings: 3}, g.State())
}

// CS-15: the other colour loses the risked win and ends RISK; a pick after
// the loss is refused.
func TestCS15_LossEnds(t *testing.T) {
	g := mustNew(t, crystalSpin)
	require.NoError(t, g.Start(10, false))
	_, err := g.Pick(gamble.Black, deal(t, sevenClubs))
	require.NoError(t, err)
	require.ErrorIs(t, g.Start(1, false), gamble.ErrState, "start while open")
	out, err := g.Pick(gamble.Black, deal(t, aceHearts))
	require.NoError(t, err)
	require.Equal(t, gamble.Outcome{Card: aceHearts}, out)
	require.Equal(t, gamble.State{End: gamble.Lost, Amount: 10, Lost: 20, Won: 10, Doublings: 1}, g.State())

	_, err = g.Pick(gamble.Red, deal(t))
	require.ErrorIs(t, err, gamble.ErrState, "pick after a loss")
	_, err = g.Collect()
	require.ErrorIs(t, err, gamble.ErrState, "collect after a loss")
	require.Equal(t, gamble.Lost, g.State().End)
}

// CS-16: HALF keeps half at risk and credits the other half at once; an odd
// amount credits the larger part.
func TestCS16_Half(t *testing.T) {
	g := mustNew(t, crystalSpin)
	require.NoError(t, g.Start(5, false))
	credited, err := g.Half()
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(3), credited)
	require.Equal(t, gamble.State{Open: true, Amount: 5, AtRisk: 2, Credited: 3}, g.State())

	out, err := g.Pick(gamble.Red, deal(t, twoDiamonds))
	require.NoError(t, err)
	require.True(t, out.Won)
	credited, err = g.Half() // 4 → 2 + 2
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(2), credited)
	credited, err = g.Half() // 2 → 1 + 1
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(1), credited)
	require.Equal(t, gamble.State{Open: true, Amount: 5, AtRisk: 1, Credited: 6, Won: 2, Doublings: 1}, g.State())

	credited, err = g.Half() // 1 → nothing left to risk
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(1), credited)
	require.Equal(t, gamble.State{End: gamble.NothingAtRisk, Amount: 5, Credited: 7, Won: 2, Doublings: 1}, g.State())
	_, err = g.Half()
	require.ErrorIs(t, err, gamble.ErrState, "half of nothing")
}

// CS-16 with Unit 100 (cents, odd counted in whole euros): 3.50 € → 1 € at
// risk, 2.50 € credited; 1.50 € → everything credited.
func TestCS16_HalfInCents(t *testing.T) {
	g := mustNew(t, gamble.Config{Unit: 100})
	require.NoError(t, g.Start(350, false))
	credited, err := g.Half()
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(250), credited)
	require.Equal(t, slotmech.Money(100), g.State().AtRisk)

	require.NoError(t, startAfresh(g, 150))
	credited, err = g.Half()
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(150), credited)
	require.Equal(t, gamble.NothingAtRisk, g.State().End)
}

// startAfresh collects any open gamble and starts a new one.
func startAfresh(g *gamble.Gamble, amount slotmech.Money) error {
	if g.State().Open {
		if _, err := g.Collect(); err != nil {
			return err
		}
	}
	return g.Start(amount, false)
}

// CS-17: the last five cards are shown, newest first; the history spans
// gambles.
func TestCS17_HistoryNewestFirst(t *testing.T) {
	g := mustNew(t, crystalSpin)
	require.Empty(t, g.History())
	cards := []gamble.Card{queenHearts, twoDiamonds, aceHearts, 0, 13, 26, 39}
	src := deal(t, cards...)
	for i := range cards {
		if !g.State().Open {
			require.NoError(t, g.Start(1, false))
		}
		_, err := g.Pick(gamble.Red, src)
		require.NoError(t, err)
		want := make([]gamble.Card, 0, 5)
		for j := i; j >= 0 && len(want) < 5; j-- {
			want = append(want, cards[j])
		}
		require.Equal(t, want, g.History(), "after pick %d", i)
	}
	require.Equal(t, "A♠ A♥ A♦ A♣ A♥", join(g.History()))
	h := g.History() // a copy: changing it changes nothing of g's
	h[0] = 0
	require.Equal(t, "A♠ A♥ A♦ A♣ A♥", join(g.History()))
}

func join(cards []gamble.Card) string {
	s := ""
	for i, c := range cards {
		if i > 0 {
			s += " "
		}
		s += c.String()
	}
	return s
}

func TestNoHistory(t *testing.T) {
	g := mustNew(t, gamble.Config{Unit: 1})
	require.NoError(t, g.Start(1, false))
	_, err := g.Pick(gamble.Red, deal(t, aceHearts))
	require.NoError(t, err)
	require.Empty(t, g.History())
}

func TestIllegalStarts(t *testing.T) {
	g := mustNew(t, gamble.Config{Unit: 1, MaxAtRisk: 1000})
	require.ErrorIs(t, g.Start(0, false), gamble.ErrAmount)
	require.ErrorIs(t, g.Start(-3, false), gamble.ErrAmount)
	require.ErrorIs(t, g.Start(501, false), gamble.ErrOverLimit)
	require.Equal(t, gamble.State{}, g.State())
	require.NoError(t, g.Start(500, false))
	require.ErrorIs(t, g.Start(1, false), gamble.ErrState)
	require.ErrorIs(t, g.Start(1, true), gamble.ErrState, "open is checked first")
	require.Equal(t, gamble.State{Open: true, Amount: 500, AtRisk: 500}, g.State())
}

func TestBadColourRefused(t *testing.T) {
	g := mustNew(t, crystalSpin)
	require.NoError(t, g.Start(7, false))
	src := &counting{src: rng.NewStream(1, 0)}
	for _, c := range []gamble.Colour{0, 3, 255} {
		_, err := g.Pick(c, src)
		require.ErrorIs(t, err, gamble.ErrColour)
	}
	require.Zero(t, src.n, "no draw taken")
	require.Empty(t, g.History())
	require.Equal(t, gamble.State{Open: true, Amount: 7, AtRisk: 7}, g.State())
}

// The doubling limit ends the gamble after MaxDoublings won picks and
// credits what is at risk.
func TestLimitDoublings(t *testing.T) {
	g := mustNew(t, gamble.Config{Unit: 1, MaxDoublings: 2})
	require.NoError(t, g.Start(30, false))
	out, err := g.Pick(gamble.Red, deal(t, aceHearts))
	require.NoError(t, err)
	require.Equal(t, gamble.Outcome{Card: aceHearts, Won: true}, out)
	out, err = g.Pick(gamble.Black, deal(t, kingClubs))
	require.NoError(t, err)
	require.Equal(t, gamble.Outcome{Card: kingClubs, Won: true, Credited: 120}, out)
	require.Equal(t, gamble.State{End: gamble.LimitDoublings, Amount: 30, Credited: 120, Won: 90, Doublings: 2}, g.State())
	_, err = g.Pick(gamble.Black, deal(t))
	require.ErrorIs(t, err, gamble.ErrState)
}

// The at-risk limit: no pick may put more than MaxAtRisk at risk. A won pick
// after which the next one could exceed it ends the gamble, collected.
func TestLimitAtRisk(t *testing.T) {
	g := mustNew(t, gamble.Config{Unit: 1, MaxAtRisk: 1000})
	require.NoError(t, g.Start(250, false))
	out, err := g.Pick(gamble.Red, deal(t, aceHearts)) // 500: one more pick may reach 1000
	require.NoError(t, err)
	require.Zero(t, out.Credited)
	require.True(t, g.State().Open)
	out, err = g.Pick(gamble.Red, deal(t, aceHearts)) // 1000: a further pick would risk 2000
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(1000), out.Credited)
	require.Equal(t, gamble.State{End: gamble.LimitAtRisk, Amount: 250, Credited: 1000, Won: 750, Doublings: 2}, g.State())

	// Halving first brings a win back within the limit.
	require.NoError(t, g.Start(400, false))
	_, err = g.Pick(gamble.Red, deal(t, aceHearts)) // 800 > 500: ends
	require.NoError(t, err)
	require.Equal(t, gamble.LimitAtRisk, g.State().End)
	require.NoError(t, g.Start(400, false))
	_, err = g.Half() // 200 at risk
	require.NoError(t, err)
	_, err = g.Pick(gamble.Red, deal(t, aceHearts)) // 400 <= 500: open
	require.NoError(t, err)
	require.True(t, g.State().Open)
}

// Both limits reached by the same pick: LimitDoublings is the reason.
func TestLimitsTogether(t *testing.T) {
	g := mustNew(t, gamble.Config{Unit: 1, MaxAtRisk: 100, MaxDoublings: 1})
	require.NoError(t, g.Start(50, false))
	out, err := g.Pick(gamble.Red, deal(t, aceHearts))
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(100), out.Credited)
	require.Equal(t, gamble.LimitDoublings, g.State().End)
}

// With no limit, the range of Money is the limit: nothing overflows.
func TestNoLimitStopsBeforeOverflow(t *testing.T) {
	g := mustNew(t, gamble.Config{Unit: 1})
	require.ErrorIs(t, g.Start(math.MaxInt64/2+1, false), gamble.ErrOverLimit)
	require.NoError(t, g.Start(math.MaxInt64/2, false))
	out, err := g.Pick(gamble.Red, deal(t, aceHearts))
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(math.MaxInt64-1), out.Credited)
	require.Equal(t, gamble.LimitAtRisk, g.State().End)
	require.True(t, g.State().Balanced())

	// Credited counts too: after halving, the doubled amount plus what was
	// credited must still fit.
	require.NoError(t, g.Start(math.MaxInt64/4, false))
	st := g.State()
	for st.Open { // win and halve until Credited leaves no room for a pick
		if _, err := g.Half(); err != nil {
			t.Fatal(err)
		}
		if st = g.State(); st.Open {
			_, err = g.Pick(gamble.Red, deal(t, aceHearts))
			require.NoError(t, err)
			st = g.State()
		}
		require.True(t, st.Balanced(), "%+v", st)
		require.GreaterOrEqual(t, st.Credited, slotmech.Money(0))
	}
	require.Equal(t, gamble.LimitAtRisk, st.End)
}
