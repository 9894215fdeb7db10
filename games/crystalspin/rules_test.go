package crystalspin_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/internal/roundview"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// CS-1: the window shows strip[stop], strip[stop+1], strip[stop+2] of each
// reel, top to bottom, wrapping round the circular strip.
func TestCS_1_WindowFromStrips(t *testing.T) {
	strips := [][]slotmech.Symbol{
		syms(t, "7BMGPX"), syms(t, "SOLC7B"), syms(t, "MGPXSO"), syms(t, "LC7BMG"), syms(t, "PXSOLC"),
	}
	g, err := crystalspin.NewWithStrips(strips)
	require.NoError(t, err)
	require.Equal(t, []int{6, 6, 6, 6, 6}, g.NewPlayer().(exact.StripPlayer).StripLengths())
	stops := []int{0, 5, 4, 2, 3}
	out := playStops(t, g, stops, 100)
	require.Len(t, out.Spins, 1)
	first := out.Spins[0].Screen
	for r, stop := range stops {
		for row := range crystalspin.Rows {
			require.Equal(t, strips[r][(stop+row)%6], first.At(r, row), "reel %d row %d", r, row)
		}
	}
}

// CS-1: Play stops each reel at a position drawn uniformly with rng.IntN,
// reel 1 first, and then plays those stops.
func TestCS_1_PlayDrawsStopsUniformly(t *testing.T) {
	g := crystalspin.New()
	lens := g.NewPlayer().(exact.StripPlayer).StripLengths()
	require.Len(t, lens, crystalspin.Reels)
	p, sp := g.NewPlayer(), g.NewPlayer().(exact.StripPlayer)
	for seed := range uint64(50) {
		var got games.Detail
		src := rng.NewStream(seed, 7)
		stops := make([]int, crystalspin.Reels)
		for r := range stops {
			stops[r] = rng.IntN(src, lens[r])
		}
		wantOut, err := sp.PlayStops(stops, 100, nil)
		require.NoError(t, err)
		gotOut, err := p.Play(100, games.Standard, rng.NewStream(seed, 7), &got)
		require.NoError(t, err)
		require.Equal(t, wantOut, gotOut, "seed %d", seed)
		require.Equal(t, *playStops(t, g, stops, 100).Detail, got, "seed %d", seed)
	}
}

// CS-2: the 11 symbols and their names.
func TestCS_2_Symbols(t *testing.T) {
	a := crystalspin.New().Alphabet()
	require.Equal(t, 11, a.Len())
	names := []string{"wild", "seven", "bell", "melon", "grapes", "plum", "bar", "strawberry", "orange", "lemon", "cherry"}
	for i, n := range names {
		s, err := a.Lookup(n)
		require.NoError(t, err)
		require.Equal(t, crystalspin.Wild+slotmech.Symbol(i), s)
		require.Equal(t, n, a.Name(s))
	}
	require.Equal(t, crystalspin.Cherry, crystalspin.Wild+10)
}

// CS-3: each of the 5 lines pays on its own cells: five sevens on line i
// pay 100 × the stake on line i and nowhere else.
func TestCS_3_Paylines(t *testing.T) {
	want := [5][crystalspin.Reels]int{
		{1, 1, 1, 1, 1}, {0, 0, 0, 0, 0}, {2, 2, 2, 2, 2}, {0, 1, 2, 1, 0}, {2, 1, 0, 1, 2},
	}
	require.Equal(t, want, crystalspin.Paylines())
	for i := range len(crystalspin.Paylines()) {
		rows, refill := base(t, "7")
		out := playScreen(t, 10, refill, plant(rows, "77777", lineCells(i, 0, 5)...)...)
		require.Equal(t, []win{{i + 1, '7', 5, 100}}, stepWins(t, out, 0), "line %d", i+1)
		require.Len(t, out.Spins[0].Steps, 1)
		require.Equal(t, slotmech.Money(1000), out.Win)
	}
}

// CS-4: every entry of the pay table, paid as factor × stake, for the
// smallest and the largest stake.
func TestCS_4_PayTable(t *testing.T) {
	table := map[byte][3]int64{
		'7': {6, 15, 100}, 'B': {5, 10, 50}, 'M': {4, 8, 30}, 'G': {4, 8, 25}, 'P': {3, 6, 20},
		'X': {3, 6, 15}, 'S': {2, 4, 12}, 'O': {2, 4, 12}, 'L': {1, 2, 8}, 'C': {1, 2, 8},
	}
	pt := crystalspin.PayTable()
	for c, pays := range table {
		s := sym(t, c)
		for k, n := range []int{3, 4, 5} {
			require.Equal(t, pays[k], pt[s][n], "%c %d", c, n)
			for _, bet := range []slotmech.Money{5, 1000} {
				rows, refill := base(t, string(c))
				run := ""
				for range n {
					run += string(c)
				}
				out := playScreen(t, bet, refill, plant(rows, run, middle(0, n)...)...)
				require.Equal(t, []win{{1, c, n, pays[k]}}, stepWins(t, out, 0), "%c × %d", c, n)
				require.Equal(t, slotmech.Money(pays[k])*bet, out.Win, "%c × %d at %d", c, n, bet)
			}
		}
		require.Zero(t, pt[s][1]+pt[s][2], "%c pays runs of 1 or 2", c)
	}
	require.Equal(t, [crystalspin.Reels + 1]int64{}, pt[crystalspin.Wild], "the wild has no pay row of its own")
}

// CS-5: the runs that pay are reels 1–3, 1–4, 1–5, 3–5, 2–5 and 2–4; two
// runs of 2 pay nothing.
func TestCS_5_BothWaysAndMiddle(t *testing.T) {
	cases := []struct {
		from, to int
		x        int64
	}{
		{0, 3, 5}, {0, 4, 10}, {0, 5, 50}, {2, 5, 5}, {1, 5, 10}, {1, 4, 5},
	}
	for _, c := range cases {
		rows, refill := base(t, "B")
		n := c.to - c.from
		run := "BBBBB"[:n]
		out := playScreen(t, 100, refill, plant(rows, run, middle(c.from, c.to)...)...)
		require.Equal(t, []win{{1, 'B', n, c.x}}, stepWins(t, out, 0), "reels %d–%d", c.from+1, c.to)
		require.Equal(t, cells(middle(c.from, c.to)...), out.Spins[0].Steps[0].Wins[0].Positions)
	}
	rows, refill := base(t, "B")
	out := playScreen(t, 100, refill, plant(rows, "BBBB", append(middle(0, 2), middle(3, 5)...)...)...)
	require.Zero(t, out.Win, "B B x B B pays nothing")
	require.Empty(t, out.Spins[0].Steps)
}

// CS-6: only the highest win of a line is paid; equal pays go to the longer
// run, equal lengths to the run further left; only the paid run explodes.
func TestCS_6_HighestWinPerLine(t *testing.T) {
	cases := []struct {
		name   string
		middle string
		want   win
		from   int // the paid run covers reels [from, from+want.count)
	}{
		{"higher pay wins", "CCW77", win{1, '7', 3, 6}, 2},
		{"equal pay: the longer run", "SSWWM", win{1, 'S', 4, 4}, 0},
		{"equal pay and length: the left run", "MMWGG", win{1, 'M', 3, 4}, 0},
		{"longer run of the same symbol", "7W777", win{1, '7', 5, 100}, 0},
	}
	for _, c := range cases {
		rows, refill := base(t, c.middle)
		scr := plant(rows, c.middle, middle(0, 5)...)
		out := playScreen(t, 100, refill, scr...)
		require.Equal(t, []win{c.want}, stepWins(t, out, 0), c.name)
		require.Equal(t, cells(middle(c.from, c.from+c.want.count)...), out.Spins[0].Steps[0].Wins[0].Positions, c.name)
		took := taken(t, 100, refill, scr...)
		for r := range crystalspin.Reels {
			paid := r >= c.from && r < c.from+c.want.count
			require.Equal(t, map[bool]int{true: 1, false: 0}[paid], took[r], "%s: reel %d refilled", c.name, r+1)
		}
	}
}

// CS-7: the wild substitutes for every symbol; wilds alone pay as SEVEN; the
// substitution that pays most is taken.
func TestCS_7_Wild(t *testing.T) {
	cases := []struct {
		name   string
		text   string
		reels  [2]int
		want   win
		cellsN [2]int // reels of the paid run
	}{
		{"wilds alone pay as seven", "WWW", [2]int{0, 3}, win{1, '7', 3, 6}, [2]int{0, 3}},
		{"wilds with one symbol pay as it", "WWBB", [2]int{0, 4}, win{1, 'B', 4, 10}, [2]int{0, 4}},
		{"five melons beat three sevens", "WWWMM", [2]int{0, 5}, win{1, 'M', 5, 30}, [2]int{0, 5}},
		{"four bells beat three sevens", "WWWBC", [2]int{0, 5}, win{1, 'B', 4, 10}, [2]int{0, 4}},
		{"four bells beat four cherries", "BWWWC", [2]int{0, 5}, win{1, 'B', 4, 10}, [2]int{0, 4}},
		{"wild in the middle run", "CBWBC", [2]int{0, 5}, win{1, 'B', 3, 5}, [2]int{1, 4}},
	}
	for _, c := range cases {
		rows, refill := base(t, "WBMC7")
		out := playScreen(t, 100, refill, plant(rows, c.text, middle(c.reels[0], c.reels[1])...)...)
		// Wilds on reels 2 and 4 of the middle row also stand in the V and
		// the Λ; only the middle line is checked here.
		require.Equal(t, c.want, stepWins(t, out, 0)[0], c.name)
		require.Equal(t, cells(middle(c.cellsN[0], c.cellsN[1])...), out.Spins[0].Steps[0].Wins[0].Positions, c.name)
	}
}

// CS-8: after a win the paid positions explode, the symbols above fall and
// the reel refills from the strip above the window: the symbol just above
// falls in first and lands lowest; the cascade repeats until no win.
func TestCS_8_CascadeFromStrip(t *testing.T) {
	// One position per reel: the middle row's sevens explode, the top row
	// falls into the middle and the melons above the window land on top.
	g, err := crystalspin.NewWithStrips([][]slotmech.Symbol{
		syms(t, "ML7CBO"), syms(t, "MP7GBX"), syms(t, "ML7CBO"), syms(t, "SPXGBS"), syms(t, "SLOCBS"),
	})
	require.NoError(t, err)
	out := playStops(t, g, []int{1, 1, 1, 1, 1}, 100)
	require.Equal(t, screen(t, "LPLPL", "777XO", "CGCGC"), out.Spins[0].Screen)
	require.Equal(t, []win{{1, '7', 3, 6}}, stepWins(t, out, 0))
	require.Len(t, out.Spins[0].Steps, 2)
	require.Equal(t, screen(t, "MMMPL", "LPLXO", "CGCGC"), out.Spins[0].Steps[1].Screen)
	require.Equal(t, []win{{2, 'M', 3, 4}}, stepWins(t, out, 1))
	require.Equal(t, slotmech.Money(1000), out.Win)

	// Two positions per reel: the first symbol above the window lands
	// lowest of the two new positions, the next one above it.
	g, err = crystalspin.NewWithStrips([][]slotmech.Symbol{
		syms(t, "OML77C"), syms(t, "XMP77G"), syms(t, "OML77B"), syms(t, "SSPXGS"), syms(t, "SSLOCS"),
	})
	require.NoError(t, err)
	out = playStops(t, g, []int{2, 2, 2, 2, 2}, 100)
	require.Equal(t, screen(t, "LPLPL", "777XO", "777GC"), out.Spins[0].Screen)
	require.Equal(t, []win{{1, '7', 3, 6}, {3, '7', 3, 6}}, stepWins(t, out, 0))
	require.Equal(t, screen(t, "OXOPL", "MMMXO", "LPLGC"), out.Spins[0].Steps[1].Screen)
	require.Equal(t, []win{{1, 'M', 3, 4}}, stepWins(t, out, 1))
	require.Len(t, out.Spins[0].Steps, 2)
	require.Equal(t, slotmech.Money(1600), out.Win)
}

// CS-8: a position on two winning lines is removed once, and only the
// positions of the paid runs explode, not the rest of their lines.
func TestCS_8_ExplodeOnlyPaidRunsOnce(t *testing.T) {
	rows, refill := base(t, "B")
	// Bells on the middle row (reels 1–3) and on the V (reels 1–3) share
	// the cell of reel 2.
	scr := plant(rows, "BBBBB", [2]int{0, 1}, [2]int{1, 1}, [2]int{2, 1}, [2]int{0, 0}, [2]int{2, 2})
	out := playScreen(t, 100, refill, scr...)
	require.Equal(t, []win{{1, 'B', 3, 5}, {4, 'B', 3, 5}}, stepWins(t, out, 0))
	require.Equal(t, cells([2]int{0, 0}, [2]int{0, 1}, [2]int{1, 1}, [2]int{2, 1}, [2]int{2, 2}),
		out.Spins[0].Steps[0].Wins[0].Positions|out.Spins[0].Steps[0].Wins[1].Positions)
	require.Equal(t, []int{2, 1, 2, 0, 0}, taken(t, 100, refill, scr...), "refilled per reel")
	require.Equal(t, slotmech.Money(1000), out.Win)
}

// CS-8: a cascade that would never end is stopped after MaxSteps steps with
// an error, never a hang.
func TestCS_8_CascadeBound(t *testing.T) {
	one := syms(t, "CCC")
	g, err := crystalspin.NewWithStrips([][]slotmech.Symbol{one, one, one, one, one})
	require.NoError(t, err)
	_, err = g.NewPlayer().(exact.StripPlayer).PlayStops([]int{0, 0, 0, 0, 0}, 100, nil)
	require.ErrorIs(t, err, tumble.ErrTooManySteps)
	require.NotErrorIs(t, err, games.ErrForced)
	var e *slotmech.Error
	require.ErrorAs(t, err, &e)
	require.Equal(t, "crystal-spin: cascade", e.Field)

	// A forced game that cascades for ever is refused likewise.
	c := strings.Repeat("C", 3*crystalspin.MaxSteps+3)
	_, err = crystalspin.New().NewPlayer().PlayForced(&games.Forced{Bet: 100,
		Screen: screen(t, "CCCCC", "CCCCC", "CCCCC"), Refill: lists(t, c, c, c, c, c)}, nil, nil)
	require.ErrorIs(t, err, tumble.ErrTooManySteps)
	require.ErrorIs(t, err, games.ErrForced)
}

// CS-9: a whole screen of one fruit (wilds counting, at least one real
// fruit) doubles that step's line wins; two fruits, a non-fruit or wilds
// alone do not.
func TestCS_9_FullHouse(t *testing.T) {
	cases := []struct {
		name   string
		rows   []string
		factor int64 // the step's total factor before doubling
		full   bool
	}{
		{"cherries", []string{"CCCCC", "CCCCC", "CCCCC"}, 40, true},
		{"strawberries", []string{"SSSSS", "SSSSS", "SSSSS"}, 60, true},
		{"oranges", []string{"OOOOO", "OOOOO", "OOOOO"}, 60, true},
		{"lemons with wilds", []string{"LWLLL", "LLLWL", "WLLLL"}, 40, true},
		{"one cherry and wilds", []string{"WWWWW", "WWCWW", "WWWWW"}, 4*100 + 8, true},
		{"wilds alone", []string{"WWWWW", "WWWWW", "WWWWW"}, 500, false},
		{"two fruits", []string{"CCCCC", "CCLCC", "CCCCC"}, 32, false},
		{"not a fruit", []string{"BBBBB", "BBBBB", "BBBBB"}, 250, false},
	}
	for _, c := range cases {
		out := playScreen(t, 10, quiet(t), c.rows...)
		st := out.Spins[0].Steps[0]
		require.Equal(t, slotmech.Whole(c.factor), st.Factor, c.name)
		want := slotmech.Money(c.factor * 10)
		if c.full {
			want *= 2
		}
		require.Equal(t, want, st.Win, c.name)
		require.Equal(t, c.full, st.Facts.Flag(crystalspin.FactFullHouse), c.name)
		require.Equal(t, c.full, out.Spins[0].Facts.Flag(crystalspin.FactFullHouse), c.name)
		if !c.full {
			require.Empty(t, st.Facts, "%s: the fact is set only on a full house", c.name)
		}
		require.Len(t, out.Spins[0].Steps, 1, c.name)
		require.Equal(t, want, out.Win, c.name)
	}
}

// CS-10: one line pays at most 100 000 Kč in a game, cascade steps
// together; the step that crosses the cap is cut to what is left.
func TestCS_10_LineCap(t *testing.T) {
	// Step 1: bells on the middle and bottom rows (50 000 each) and the V
	// (5 000). Step 2: sevens fall into the middle row (100 000), of which
	// the middle line may pay only the 50 000 left.
	refill := lists(t, "7MGPMGP", "7XSOXSO", "7MGPMGP", "7XSOXSO", "7MGPMGP")
	out := playScreen(t, 1000, refill, "MXMXM", "BBBBB", "BBBBB")
	require.Equal(t, []win{{1, 'B', 5, 50}, {3, 'B', 5, 50}, {4, 'B', 3, 5}}, stepWins(t, out, 0))
	require.Equal(t, slotmech.Money(105_000), out.Spins[0].Steps[0].Win)
	require.Equal(t, []win{{1, '7', 5, 100}}, stepWins(t, out, 1))
	require.Equal(t, slotmech.Money(50_000), out.Spins[0].Steps[1].Win)
	require.Len(t, out.Spins[0].Steps, 2)
	require.Equal(t, slotmech.Money(155_000), out.Win)
	require.True(t, out.Capped)
	require.True(t, out.Spins[0].Capped)
}

// CS-10 with CS-9: the full-house doubling counts toward the cap. Five
// full houses of strawberries pay each line 24 000 Kč a step at stake
// 1 000; the fifth step may pay only the 4 000 left on each line.
func TestCS_10_LineCapIncludesDoubling(t *testing.T) {
	s := "SSSSSSSSSSSS" // four refills of 3: five full houses
	refill := lists(t, s+"LOC", s+"PXG", s+"LOC", s+"PXG", s+"LOC")
	out := playScreen(t, 1000, refill, "SSSSS", "SSSSS", "SSSSS")
	steps := out.Spins[0].Steps
	require.Len(t, steps, 5)
	for k := range 4 {
		require.Equal(t, slotmech.Money(5*24_000), steps[k].Win, "step %d", k+1)
	}
	require.Equal(t, slotmech.Money(5*4_000), steps[4].Win)
	require.Equal(t, slotmech.Money(5*crystalspin.LineCap), out.Win)
	require.True(t, out.Capped)
}

// CS-10: the cap is what one line pays, not the round: other lines are not
// affected, and a round under the cap is not cut.
func TestCS_10_CapIsPerLine(t *testing.T) {
	out := playScreen(t, 1000, quiet(t), "77777", "77777", "77777")
	require.Equal(t, slotmech.Money(5*100_000), out.Win)
	require.False(t, out.Capped, "100 000 on each line is the cap, not above it")
	require.Equal(t, crystalspin.LineCap, slotmech.Money(100_000))
}

// CS-11 (the stakes the game accepts; the machine's side is tested with
// Machine): every stake step is accepted, anything else is refused with
// games.ErrBet.
func TestCS_11_GameStakes(t *testing.T) {
	g := crystalspin.New()
	require.Equal(t, []slotmech.Money{5, 10, 15, 25, 50, 100, 200, 300, 500, 1000}, crystalspin.Stakes())
	for _, s := range crystalspin.Stakes() {
		got, err := g.Stake(s, games.Standard)
		require.NoError(t, err)
		require.Equal(t, s, got)
	}
	p, sp := g.NewPlayer(), g.NewPlayer().(exact.StripPlayer)
	forced := &games.Forced{Screen: screen(t, "LPLPL", "OXOXO", "CGCGC"), Refill: quiet(t)}
	for _, bad := range []slotmech.Money{0, -5, 1, 20, 99, 101, 2000} {
		_, err := g.Stake(bad, games.Standard)
		require.ErrorIs(t, err, games.ErrBet, "%d", bad)
		var e *slotmech.Error
		require.ErrorAs(t, err, &e)
		require.Equal(t, slotmech.Error{Op: "stake", Field: "crystal-spin: bet", Value: fmt.Sprint(bad), Err: games.ErrBet,
			Reason: `bet refused "` + fmt.Sprint(bad) + `": not one of [5 10 15 25 50 100 200 300 500 1000]`}, *e)
		src := rng.NewReplayer(nil) // a refused bet draws nothing
		_, err = p.Play(bad, games.Standard, src, nil)
		require.ErrorIs(t, err, games.ErrBet)
		require.NoError(t, src.Done())
		_, err = sp.PlayStops([]int{0, 0, 0, 0, 0}, bad, nil)
		require.ErrorIs(t, err, games.ErrBet)
		forced.Bet = bad
		_, err = p.PlayForced(forced, nil, nil)
		require.ErrorIs(t, err, games.ErrBet)
	}
	for _, mode := range []string{"ante", "", "Standard"} {
		_, err := g.Stake(100, mode)
		require.ErrorIs(t, err, games.ErrBet, "mode %q", mode)
		_, err = p.Play(100, mode, rng.NewStream(1, 1), nil)
		require.ErrorIs(t, err, games.ErrBet, "mode %q", mode)
	}
	_, err := g.Stake(7, games.Standard)
	require.EqualError(t, err, `games: crystal-spin: bet: bet refused "7": not one of [5 10 15 25 50 100 200 300 500 1000]`)
	require.Equal(t, "crystal-spin", g.Name())
	require.Equal(t, []games.Mode{{Name: games.Standard, Cost: slotmech.Whole(1)}}, g.Modes())
	require.Equal(t, slotmech.Money(100), g.DefaultBet())
}

// CS-9: the full house reaches views and records as the declared fact
// "full_house", on the step and on the spin; lines and steps count from 1.
func TestCS_9_FullHouseInView(t *testing.T) {
	g := crystalspin.New()
	require.Equal(t, []games.FactDef{{Name: "full_house", Kind: games.FactFlag,
		Doc: "the screen was a full house: wins doubled (CS-9)"}}, g.Facts())
	d := &games.Detail{}
	out, err := g.NewPlayer().PlayForced(&games.Forced{Bet: 10,
		Screen: screen(t, "CCCCC", "CCCCC", "CCCCC"), Refill: quiet(t)}, nil, d)
	require.NoError(t, err)
	v := roundview.Of(g, out, d)
	b, err := json.Marshal(v.Spins[0])
	require.NoError(t, err)
	require.Contains(t, string(b), `"steps":[{"step":1,`)
	require.Contains(t, string(b), `"symbol":"cherry","count":5,"line":1,`)
	require.Contains(t, string(b), `"symbol":"cherry","count":5,"line":5,`)
	require.Contains(t, string(b), `"win":800,"facts":{"full_house":true}}]`)
	require.True(t, strings.HasSuffix(string(b), `"facts":{"full_house":true}}`), "the spin's facts: %s", b)
}
