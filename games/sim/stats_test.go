package sim

import (
	"math"
	"math/big"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/u128"
	"github.com/slotmech/slotmech/internal/winband"
)

// statsOf returns the counts of rounds with the given wins (stake = bet).
func statsOf(t require.TestingT, bet slotmech.Money, wins []slotmech.Money) Stats {
	lim := winband.NewLimits(bet)
	var s Stats
	for _, w := range wins {
		require.NoError(t, s.record(&games.Outcome{Stake: bet, Win: w}, &lim))
	}
	return s
}

// TestDerivedFiguresKnownAnswer: wins 0, 100, 300 at bet 100, computed by
// hand: RTP 400/300; mean 400/3, sample variance (n·Σw² − (Σw)²)/(n(n−1)) =
// (3·100 000 − 160 000)/6 = 70 000/3.
func TestDerivedFiguresKnownAnswer(t *testing.T) {
	s := statsOf(t, 100, []slotmech.Money{0, 100, 300})
	s.Bet, s.Stake = 100, 100
	sd := math.Sqrt(70000.0 / 3)
	require.InDelta(t, 4.0/3, s.RTP(), 1e-15)
	require.InDelta(t, sd/100, s.SigmaX(), 1e-12)
	require.InDelta(t, 2.5758293035489*sd/100/math.Sqrt(3), s.RTPCI99(), 1e-12)
	require.InDelta(t, 2.0/3, s.HitRate(), 1e-15)
	require.Equal(t, [winband.Count]int64{0: 1, 1: 1, 3: 1}, s.Bands)
	require.Equal(t, u128.Uint128{Lo: 100_000}, s.wonSq)

	var empty Stats
	require.Zero(t, empty.RTP())
	require.Zero(t, empty.RTPCI99())
	require.Zero(t, empty.SigmaX())
	require.Zero(t, empty.HitRate())
}

// TestSigmaExactForLargeEqualWins: equal wins have no spread at all; a
// float computation of n·Σw² − (Σw)² would show rounding noise.
func TestSigmaExactForLargeEqualWins(t *testing.T) {
	w := slotmech.Money(3_000_000_007)
	s := statsOf(t, 1, []slotmech.Money{w, w, w, w, w})
	s.Bet, s.Stake = 1, 1
	require.Zero(t, s.SigmaX())
	require.Greater(t, s.wonSq.Hi, uint64(0), "the sum of squares must exceed 64 bits")
}

// TestAddCountsOrderIndependent: however rounds are cut into blocks and the
// blocks merged, the counts are those of one sequential pass.
func TestAddCountsOrderIndependent(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		bet := slotmech.Money(rapid.Int64Range(1, 1000).Draw(t, "bet"))
		wins := rapid.SliceOf(rapid.Custom(func(t *rapid.T) slotmech.Money {
			return slotmech.Money(rapid.Int64Range(0, 10_000_000).Draw(t, "win"))
		})).Draw(t, "wins")
		want := statsOf(t, bet, wins)

		cuts := rapid.SliceOfN(rapid.IntRange(0, len(wins)), 0, 5).Draw(t, "cuts")
		slices.Sort(cuts)
		var blocks []Stats
		prev := 0
		for _, c := range append(cuts, len(wins)) {
			blocks = append(blocks, statsOf(t, bet, wins[prev:c]))
			prev = c
		}
		order := rapid.Permutation(blocks).Draw(t, "order")
		var got Stats
		for i := range order {
			require.NoError(t, got.addCounts(&order[i]))
		}
		require.Equal(t, want, got)
	})
}

// TestBandsCountEveryRoundOnce: each round lands in exactly one band, the
// one a big-integer reference gives, and the counts add up to the rounds.
func TestBandsCountEveryRoundOnce(t *testing.T) {
	edges := []int64{0, 1, 2, 5, 10, 20, 50, 100, 500, 1000, 5000}
	ref := func(win, bet slotmech.Money) int {
		if win == 0 {
			return 0
		}
		w := big.NewInt(int64(win))
		for i := len(edges) - 1; i >= 0; i-- {
			if w.Cmp(new(big.Int).Mul(big.NewInt(edges[i]), big.NewInt(int64(bet)))) > 0 {
				return i + 1
			}
		}
		panic("unreachable")
	}
	rapid.Check(t, func(t *rapid.T) {
		bet := slotmech.Money(rapid.OneOf(rapid.Int64Range(1, 1000), rapid.Int64Range(1, math.MaxInt64)).Draw(t, "bet"))
		win := rapid.Custom(func(t *rapid.T) slotmech.Money {
			// Edges and their neighbours are where off-by-one errors live.
			e := edges[rapid.IntRange(0, len(edges)-1).Draw(t, "edge")]
			near, err := bet.Mul(e)
			if err != nil {
				near = math.MaxInt64
			}
			near += slotmech.Money(rapid.Int64Range(-1, 1).Draw(t, "delta"))
			return rapid.OneOf(rapid.Just(max(0, near)), rapid.Custom(func(t *rapid.T) slotmech.Money {
				return slotmech.Money(rapid.Int64Min(0).Draw(t, "any"))
			})).Draw(t, "win")
		})
		wins := rapid.SliceOfN(win, 1, 50).Draw(t, "wins")
		s := statsOf(t, bet, nil)
		lim := winband.NewLimits(bet)
		var want [winband.Count]int64
		for _, w := range wins {
			if w < 0 { // near MaxInt64 + 1 wrapped
				w = math.MaxInt64
			}
			require.Equal(t, ref(w, bet), winband.Of(w, bet), "win %d bet %d", w, bet)
			want[ref(w, bet)]++
			s.Rounds++
			s.Bands[lim.Band(w)]++
		}
		require.Equal(t, want, s.Bands)
		var sum int64
		for _, n := range s.Bands {
			sum += n
		}
		require.Equal(t, s.Rounds, sum)
	})
}
