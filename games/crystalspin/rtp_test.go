package crystalspin_test

import (
	"context"
	"fmt"
	"math/big"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/sim"
)

// certified are the figures of the full cycle of the certified maths
// (crystalspin.ConfigIdentity), as the package documentation and the
// constant's documentation state them. TestCS_21_ExactRTP and
// TestCS_9_FullHouseFrequency recompute them from the full cycle;
// TestCS_21_FiguresStated checks that the documentation states them.
var certified = struct {
	identity       string
	combinations   int64
	rtpNum, rtpDen int64 // stakes 5 … 500 Kč
	capNum, capDen int64 // stake 1 000 Kč
	capCut         int64 // Kč the line cap cuts over the cycle at 1 000 Kč
	cappedGames    int   // games it cuts
	hits           int64
	fullHouses     int
	deepest        int   // winning evaluations of the deepest cascade
	maxWin         int64 // multiples of the stake
	sigma          string
}{
	identity:     "38413f2258ea32ce2dfb1e6d620fcaa9d2d009c0e8277cbfce869d95459f1b31",
	combinations: 33_554_432,
	rtpNum:       15939597, rtpDen: 16777216,
	capNum: 15939593, capDen: 16777216,
	capCut: 8_000, cappedGames: 4,
	hits:       8_409_990,
	fullHouses: 8,
	deepest:    10,
	maxWin:     110,
	sigma:      "2.264",
}

// fullHouseStops are the full-house games of the full cycle: the windows
// of the lemon runs (strips.go), 1 × 2 × 1 × 2 × 2 of them.
var fullHouseStops = [][5]int{
	{6, 7, 18, 27, 3}, {6, 7, 18, 27, 4}, {6, 7, 18, 28, 3}, {6, 7, 18, 28, 4},
	{6, 8, 18, 27, 3}, {6, 8, 18, 27, 4}, {6, 8, 18, 28, 3}, {6, 8, 18, 28, 4},
}

// cappedStops are the games of the full cycle the line cap cuts at 1 000 Kč.
var cappedStops = [][5]int{{8, 27, 20, 29, 4}, {10, 28, 20, 29, 5}, {23, 27, 20, 29, 4}, {25, 28, 20, 29, 5}}

// grouped writes n with its thousands separated by spaces, as the
// documentation does: 33 554 432.
func grouped(n int64) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(' ')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// percent writes num/den as a percentage with d decimals.
func percent(num, den int64, d int) string {
	return new(big.Rat).SetFrac64(num*100, den).FloatString(d) + "%"
}

// statements are the figures as the documentation states them.
func statements() []string {
	c := certified
	return []string{
		fmt.Sprintf("%d/%d = %s", c.rtpNum, c.rtpDen, percent(c.rtpNum, c.rtpDen, 6)),
		fmt.Sprintf("%d/%d = %s", c.capNum, c.capDen, percent(c.capNum, c.capDen, 6)),
		fmt.Sprintf("cuts %s Kč in %d games", grouped(c.capCut), c.cappedGames),
		fmt.Sprintf("%s / %s = %s", grouped(c.hits), grouped(c.combinations), percent(c.hits, c.combinations, 3)),
		fmt.Sprintf("%d / %s = 1 in %s", c.fullHouses, grouped(c.combinations), grouped(c.combinations/int64(c.fullHouses))),
		fmt.Sprintf("%d winning evaluations", c.deepest),
		fmt.Sprintf("%d × the stake", c.maxWin),
	}
}

// godocText returns the comments of a file of the package as one line of
// words, so that a statement wrapped over lines is found.
func godocText(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	require.NoError(t, err)
	var words []string
	for _, line := range strings.Split(string(b), "\n") {
		if c, ok := strings.CutPrefix(strings.TrimSpace(line), "//"); ok {
			words = append(words, strings.Fields(c)...)
		}
	}
	return strings.Join(words, " ")
}

// CS-21: the figures the tests pin are those the godoc states — in the
// package documentation (doc.go) and with ConfigIdentity (strips.go) —
// and ConfigIdentity is the identity of the game: the maths cannot change
// without the statement changing.
func TestCS_21_FiguresStated(t *testing.T) {
	require.Equal(t, certified.identity, crystalspin.ConfigIdentity)
	require.Equal(t, crystalspin.ConfigIdentity, games.ConfigID(crystalspin.New()))
	doc, strips := godocText(t, "doc.go"), godocText(t, "strips.go")
	require.Contains(t, doc, certified.identity, "doc.go states the identity")
	require.Contains(t, doc, "standard deviation of a game's win "+certified.sigma+" × the stake")
	for _, s := range statements() {
		require.Contains(t, doc, s, "doc.go")
		require.Contains(t, strips, s, "the documentation of ConfigIdentity")
	}
}

// CS-21: the exact RTP over the full cycle of stops, as the package
// documentation states it, lies between 94.50% and 95.50%; the line cap
// (CS-10) cuts a little at the largest stake only. The other figures of the
// documentation — hits, the largest win, the deepest cascade, the standard
// deviation — are recomputed too.
func TestCS_21_ExactRTP(t *testing.T) {
	if raceEnabled {
		t.Skip("the full cycle (33.5 million games) is for a non-race run")
	}
	c := certified
	g := crystalspin.New()
	stakes := []int64{100, 1000}
	if testing.Short() {
		stakes = stakes[:1]
	}
	for _, stake := range stakes {
		cy, err := exact.FullCycle(context.Background(), g, slotmech.Money(stake), exact.Options{Workers: 2})
		require.NoError(t, err)
		require.Equal(t, c.identity, cy.Config)
		require.Equal(t, c.combinations, cy.Combinations)
		require.Equal(t, c.hits, cy.Hits)
		require.Equal(t, slotmech.Money(c.maxWin*stake), cy.MaxWin)
		require.Len(t, cy.Depths, c.deepest+1, "the deepest cascade has %d winning steps", c.deepest)
		require.Equal(t, c.sigma, fmt.Sprintf("%.3f", cy.SigmaX()))
		require.Equal(t, map[string]int64{crystalspin.FactFullHouse: int64(c.fullHouses)}, cy.Facts,
			"the PAR sheet's full-house count (CS-9): the games whose wins reported the fact")
		lo, hi := big.NewRat(9450, 10000), big.NewRat(9550, 10000)
		require.True(t, cy.RTP.Cmp(lo) >= 0 && cy.RTP.Cmp(hi) <= 0, "RTP %s outside 94.50%%…95.50%%", cy.RTP.FloatString(6))
		if stake == 1000 {
			require.Equal(t, big.NewRat(c.capNum, c.capDen), cy.RTP, "stake %d", stake)
			require.Equal(t, int64(c.cappedGames), cy.Capped)
			// Without the cap every stake returns the same fraction.
			uncut := new(big.Int).Mul(big.NewInt(c.rtpNum), big.NewInt(stake*c.combinations))
			uncut.Quo(uncut, big.NewInt(c.rtpDen))
			require.Equal(t, big.NewInt(c.capCut), uncut.Sub(uncut, cy.Won), "what the cap cuts")
		} else {
			require.Equal(t, big.NewRat(c.rtpNum, c.rtpDen), cy.RTP, "stake %d", stake)
			require.Zero(t, cy.Capped)
			require.Equal(t, cy.RTP, games.CertifiedRTP(g, games.Standard),
				"the RTP the game declares certified (games.Certified) is its full cycle's at the default bet")
		}
	}
}

// CS-9: a full house happens in play, in exactly the games the
// documentation states: the full cycle is played at 100 Kč and a game
// counts if a win of it is paid doubled. That finds every full house — on
// a full-house screen all 5 lines win and are doubled, and at 100 Kč no
// line comes near its cap — and each game found is itemised to check that
// the game reports the fact "full_house".
func TestCS_9_FullHouseFrequency(t *testing.T) {
	if raceEnabled {
		t.Skip("the full cycle (33.5 million games) is for a non-race run")
	}
	g := crystalspin.New()
	pays := crystalspin.PayTable()
	const bet = 100
	var mu sync.Mutex
	var found [][5]int
	var wg sync.WaitGroup
	for w := range 2 {
		wg.Go(func() {
			p := g.NewPlayer().(exact.StripPlayer)
			stops := make([]int, crystalspin.Reels)
			doubled := false
			tally := func(pw games.PaidWin) {
				if pw.Paid != slotmech.Money(pays[pw.Symbol][pw.Count]*bet) {
					doubled = true
				}
			}
			for first := w; first < 32; first += 2 {
				stops[0] = first
				for i := range 32 * 32 * 32 * 32 {
					stops[1], stops[2], stops[3], stops[4] = i>>15, i>>10&31, i>>5&31, i&31
					doubled = false
					if _, err := p.PlayStops(stops, bet, tally); err != nil {
						panic(err)
					}
					if doubled {
						mu.Lock()
						found = append(found, [5]int(stops))
						mu.Unlock()
					}
				}
			}
		})
	}
	wg.Wait()
	slices.SortFunc(found, func(a, b [5]int) int { return slices.Compare(a[:], b[:]) })
	require.Equal(t, fullHouseStops, found)
	require.Len(t, found, certified.fullHouses)
	for _, stops := range found {
		_, d := playGameStops(t, g, stops, bet)
		require.True(t, d.Spins[0].Facts.Flag(crystalspin.FactFullHouse), "stops %v", stops)
	}
}

// CS-21: a seeded simulation (package games/sim) of the game agrees with the
// exact RTP within its 99% confidence interval, and the same seed gives the
// same figures with any number of workers.
func TestCS_21_SimulationAgreesWithExactRTP(t *testing.T) {
	rounds := int64(200_000)
	if testing.Short() {
		rounds = 20_000
	}
	cfg := sim.Config{Game: crystalspin.New(), Mode: games.Standard, Bet: 100, Rounds: rounds, Seed: 2026, Workers: 1}
	one, err := sim.Simulate(context.Background(), cfg)
	require.NoError(t, err)
	cfg.Workers = 2
	two, err := sim.Simulate(context.Background(), cfg)
	require.NoError(t, err)
	require.Equal(t, one, two, "workers change nothing")
	require.Equal(t, rounds, one.Rounds)
	exactRTP, _ := big.NewRat(certified.rtpNum, certified.rtpDen).Float64() // the exact figure is not money: a float compares it
	require.InDelta(t, exactRTP, one.RTP(), one.RTPCI99(), "RTP %.4f ± %.4f", one.RTP(), one.RTPCI99())
}
