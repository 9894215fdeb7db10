package main

import (
	"context"
	"math/big"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/testfix/gamefix"
	"github.com/slotmech/slotmech/rng"
)

// rtp is Cascade 30's exact RTP over the full cycle of 24⁵ = 7 962 624
// combinations: a change to the strips, the pays or the scatter rule shows
// here. (With the scatter paying once, on the final screen, and staying,
// today's rule before the scatter rule, the same data gives
// 83249399/79626240, 104.55%: the error the composer made silently.)
const rtp = "231154237/238878720"

// title builds Cascade 30 with its strips cut to n symbols (0: whole), or
// fails the test.
func title(t testing.TB, n int) games.Game {
	t.Helper()
	g, err := stripgame.New(cascade30(n))
	require.NoError(t, err)
	return g
}

// C30-1 to C30-5, the exact PAR: exact.FullCycle of the whole title, and on
// the title cut to strips of 10 (10⁵ combinations) the same figure from
// the brute force below, which shares no code with the composer, and from
// the enumeration without the fast paths (every stop played alone with
// PlayStops): the fast paths fall back where the scatter rule needs it,
// never giving another figure. SLOTMECH_FULL=1 runs the brute force on
// the whole title.
func TestFullCycle(t *testing.T) {
	if raceEnabled {
		t.Skip("a full cycle: checked without the race detector")
	}
	c, err := exact.FullCycle(context.Background(), title(t, 0), 1, exact.Options{Workers: 0})
	require.NoError(t, err)
	require.Equal(t, int64(7_962_624), c.Combinations)
	require.EqualValues(t, 30, c.Stake, "30 lines × the line bet")
	require.Equal(t, rtp, c.RTP.RatString())

	small := title(t, 10)
	c, err = exact.FullCycle(context.Background(), small, 1, exact.Options{Workers: 0})
	require.NoError(t, err)
	require.Equal(t, bruteForce(10).RatString(), c.RTP.RatString(), "the fast paths against the brute force")
	plain, err := exact.FullCycle(context.Background(), gamefix.Plain(small), 1, exact.Options{Workers: 1})
	require.NoError(t, err)
	require.Equal(t, plain, c, "the fast paths against every stop played alone")
	if os.Getenv("SLOTMECH_FULL") == "1" {
		require.Equal(t, rtp, bruteForce(0).RatString())
	}
}

// bruteForce is the RTP of Cascade 30 with strips cut to n symbols (0:
// whole), from the title's data alone, by its rules: every combination
// of stops, the 30 lines read from the left (the wild is never on reel
// 0), the stars counted on every screen, the winners and the paying stars
// exploding, the reels refilled from above their windows, until a screen
// pays nothing. Wins are counted in line bets, the stake is 30.
func bruteForce(n int) *big.Rat {
	const wild, star = 0, 1 // indices into symbols
	var strips [5][]int
	for r, reel := range reels {
		for i, name := range strings.Fields(reel) {
			if n == 0 || i < n {
				strips[r] = append(strips[r], slices.Index(symbols, name))
			}
		}
	}
	var lines [][5]int
	for _, l := range strings.Fields(paylines) {
		lines = append(lines, [5]int{int(l[0] - '0'), int(l[1] - '0'), int(l[2] - '0'), int(l[3] - '0'), int(l[4] - '0')})
	}
	var won, combos int64
	var stops [5]int
	for {
		var grid [5][3]int // grid[reel][row]
		var top [5]int     // the strip position of each reel's top row
		for r := range 5 {
			top[r] = stops[r]
			for row := range 3 {
				grid[r][row] = strips[r][(stops[r]+row)%len(strips[r])]
			}
		}
		for step := 0; ; step++ {
			if step > 1000 {
				panic("an endless cascade")
			}
			var hit [5][3]bool
			any := false
			for _, line := range lines {
				sym := grid[0][line[0]]
				if sym == star {
					continue // a star pays only by its count
				}
				k := 1
				for k < 5 && (grid[k][line[k]] == sym || grid[k][line[k]] == wild) {
					k++
				}
				if k >= 3 {
					won += pays[sym-2][k-3]
					for x := range k {
						hit[x][line[x]] = true
					}
					any = true
				}
			}
			stars := 0
			for r := range 5 {
				for row := range 3 {
					if grid[r][row] == star {
						stars++
					}
				}
			}
			if stars >= 3 {
				won += 30 * scatterPays[min(stars, 5)-3]
				for r := range 5 {
					for row := range 3 {
						hit[r][row] = hit[r][row] || grid[r][row] == star
					}
				}
				any = true
			}
			if !any {
				break
			}
			for r := range 5 {
				var kept []int
				for row := range 3 {
					if !hit[r][row] {
						kept = append(kept, grid[r][row])
					}
				}
				m, L := 3-len(kept), len(strips[r])
				for row := range m { // the symbol just above the window lands lowest
					grid[r][row] = strips[r][((top[r]-m+row)%L+L)%L]
				}
				copy(grid[r][m:], kept)
				top[r] = ((top[r]-m)%L + L) % L
			}
		}
		combos++
		r := 4
		for ; r >= 0; r-- {
			if stops[r]++; stops[r] < len(strips[r]) {
				break
			}
			stops[r] = 0
		}
		if r < 0 {
			break
		}
	}
	return big.NewRat(won, combos*30)
}

// screenOf parses rows of names, top row first.
func screenOf(t testing.TB, g games.Game, rows ...string) slotmech.Screen {
	t.Helper()
	var names [][]string
	for _, r := range rows {
		names = append(names, strings.Fields(r))
	}
	s, err := g.Alphabet().ParseScreen(names)
	require.NoError(t, err)
	return s
}

// The shared checks of every title, and a forced cascade by hand.
func TestContract(t *testing.T) {
	g := title(t, 0)
	require.NoError(t, gamestest.CheckContract(g, 4, 300))
	for seed := range uint64(50) {
		_, err := gamestest.CheckReplay(g, 10, games.Standard, rng.NewStream(seed, 3))
		require.NoError(t, err)
	}
	// C30-2, C30-3, C30-4: at a line bet of 2 (stake 60), three sevens on
	// line 1 (the middle row) pay 75 × 2 = 150, and the three stars 2 × 60 =
	// 120, both at step 1. The sevens and the stars explode; what is above
	// falls, and nine then king fall into reel 0, ten then queen into reel
	// 1, jack into reel 2, ace into reel 3 (the first lands lowest): reels 0
	// and 1 then share no symbol, no star shows, and the round ends.
	f := &games.Forced{Bet: 2, Screen: screenOf(t, g,
		"star  ace   bell  ten  queen",
		"seven seven seven king jack",
		"coin  star  nine  star horseshoe"),
		Refill: [][]slotmech.Symbol{sym(g, "nine", "king"), sym(g, "ten", "queen"), sym(g, "jack"), sym(g, "ace"), nil}}
	require.NoError(t, gamestest.CheckForced(g, f, nil))
	var d games.Detail
	out, err := g.NewPlayer().PlayForced(f, nil, &d)
	require.NoError(t, err)
	require.Equal(t, games.Outcome{Bet: 2, Stake: 60, Win: 150 + 120}, out)
	sp := d.Spins[0]
	require.Len(t, sp.Steps, 1)
	require.Equal(t, 3, sp.Steps[0].Scatters)
	require.Equal(t, slotmech.Money(120), sp.Steps[0].ScatterWin)
	require.Equal(t, slotmech.Money(150), sp.Steps[0].Win)
	require.Equal(t, slotmech.Money(120), sp.ScatterWin)
}

// sym returns the symbols named, for a refill list (the first lands
// lowest).
func sym(g games.Game, names ...string) []slotmech.Symbol {
	var out []slotmech.Symbol
	for _, n := range names {
		s, _ := g.Alphabet().Lookup(n)
		out = append(out, s)
	}
	return out
}

// Cascade 30's title code, from "func cascade30" to its end, is at most 40
// lines besides its data (issue 29).
func TestTitleFitsInFortyLines(t *testing.T) {
	src, err := os.ReadFile("title.go")
	require.NoError(t, err)
	text := string(src)
	start := strings.Index(text, "\nfunc cascade30(")
	require.Positive(t, start)
	n := strings.Count(text[start+1:], "\n")
	require.LessOrEqual(t, n, 40, "the title code is %d lines", n)
	t.Logf("the title code is %d lines", n)
}
