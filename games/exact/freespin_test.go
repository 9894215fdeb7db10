package exact_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// spinTable is a one-reel spin game for FreeSpins: stop s pays
// stops[s].win × bet and awards stops[s].award free spins.
type spinTable struct {
	name  string
	stops []tableStop
}

type tableStop struct{ win, award int }

func (g *spinTable) Name() string { return g.name }
func (g *spinTable) Modes() []games.Mode {
	return []games.Mode{{Name: games.Standard, Cost: slotmech.Whole(1)}}
}
func (g *spinTable) DefaultBet() slotmech.Money { return 1 }
func (g *spinTable) Stake(bet slotmech.Money, mode string) (slotmech.Money, error) {
	if bet < 1 || mode != games.Standard {
		return 0, fmt.Errorf("bet %d: %w", bet, games.ErrBet)
	}
	return bet, nil
}
func (g *spinTable) Alphabet() *slotmech.Alphabet { return nil }
func (g *spinTable) ConfigData() []byte           { return []byte(g.name) }
func (g *spinTable) Facts() []games.FactDef       { return nil }
func (g *spinTable) NewPlayer() games.Player      { return tablePlayer{g} }

type tablePlayer struct{ g *spinTable }

func (p tablePlayer) Play(bet slotmech.Money, mode string, src rng.Source, _ *games.Detail) (games.Outcome, error) {
	return p.PlayStops([]int{rng.IntN(src, len(p.g.stops))}, bet, nil)
}
func (p tablePlayer) PlayForced(*games.Forced, rng.Source, *games.Detail) (games.Outcome, error) {
	return games.Outcome{}, games.ErrForced
}
func (p tablePlayer) StripLengths() []int { return []int{len(p.g.stops)} }
func (p tablePlayer) PlayStops(stops []int, bet slotmech.Money, tally games.Tally) (games.Outcome, error) {
	if _, err := p.g.Stake(bet, games.Standard); err != nil {
		return games.Outcome{}, err
	}
	s := p.g.stops[stops[0]]
	out := games.Outcome{Bet: bet, Stake: bet, Win: slotmech.Money(s.win) * bet, FreeSpins: s.award, Triggered: s.award > 0}
	if tally != nil && out.Win > 0 {
		tally(games.PaidWin{Step: 1, Symbol: 1, Count: 1, Paid: out.Win})
	}
	return out, nil
}
func (p tablePlayer) PlayReel(stops []int, bet slotmech.Money, tally games.Tally, group func(stop, n int, out games.Outcome) error) error {
	for s := stops[0]; s < len(p.g.stops); s++ {
		out, err := p.PlayStops([]int{s}, bet, tally)
		if err != nil {
			return err
		}
		if out.Win > 0 || out.Triggered {
			if err := group(s, 1, out); err != nil {
				return err
			}
		}
	}
	return nil
}

// tableFeature is a FreeSpinGame made of spin tables.
type tableFeature struct {
	spinTable // the whole game's identity (its own table is not played)
	fs        exact.FreeSpins
	err       error
}

func (g *tableFeature) FreeSpins() (exact.FreeSpins, error) { return g.fs, g.err }

// The hand-made games of the known answers: at bet 1 (stake 1) the base
// spin pays 0, 2, 0 or 1 and its third stop awards 3 free spins, so
// E[B] = 3/4, P(T = 3) = 1/4; a free spin pays 4, 0 or 2 (μ = 2) and its
// second stop awards 2 more (r = 2/3).
var (
	handBase  = &spinTable{"hand-base", []tableStop{{0, 0}, {2, 0}, {0, 3}, {1, 0}}}
	handFree  = &spinTable{"hand-free", []tableStop{{4, 0}, {0, 2}, {2, 0}}}
	handFree2 = &spinTable{"hand-free-x2", []tableStop{{8, 0}, {0, 2}, {4, 0}}} // the same ×2
)

func handGame(max int, capX int64, free ...games.Game) *tableFeature {
	return &tableFeature{spinTable: spinTable{name: "hand"}, fs: exact.FreeSpins{Base: handBase, Free: free, Max: max, RoundCapX: capX}}
}

func rat(t *testing.T, s string) *big.Rat {
	t.Helper()
	r, ok := new(big.Rat).SetString(s)
	require.True(t, ok, s)
	return r
}

func requireRat(t *testing.T, want string, got *big.Rat, what string) {
	t.Helper()
	require.Equal(t, rat(t, want).RatString(), got.RatString(), what)
}

// The fractions below are worked out by hand in the comments.
func TestFreeSpinRTPKnownAnswers(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		name                            string
		g                               *tableFeature
		rtp, feature, spins, perTrigger string
		law                             []string
	}{
		// No bound, ×1: E[N] = E[T]/(1 − r) = (3/4)/(1/3) = 9/4;
		// E[ΣW] = μ·E[N] = 9/2; RTP = 3/4 + 9/2 = 21/4; 9 spins a trigger.
		{"unbounded", handGame(0, 0, handFree), "21/4", "9/2", "9/4", "9", nil},
		// Max 3: the trigger fills the bound, every retrigger is cut to
		// 0, N = 3: E[N] = 3/4, E[ΣW] = 3/2, RTP = 9/4.
		{"max 3", handGame(3, 0, handFree), "9/4", "3/2", "3/4", "3", []string{"3/4", "0", "0", "1/4"}},
		// Max 4: after the trigger one more spin fits; spins 0, 1, 2 are
		// played and each retrigger is cut to 1, so N = 4 unless all three
		// miss: P = 1 − (2/3)³ = 19/27. E[N] = (3 + 19/27)/4 = 25/27,
		// E[ΣW] = 50/27, RTP = 3/4 + 50/27 = 281/108.
		{"max 4", handGame(4, 0, handFree), "281/108", "50/27", "25/27", "100/27", []string{"3/4", "0", "0", "2/27", "19/108"}},
		// Free spin 0 at ×2 (μ₀ = 4), the rest ×1, no bound: P(N > 0) = 1/4;
		// after spin 0, A = 3 or 5 (1/3), so X = A − 1 has mean 8/3 on the
		// triggered quarter: 2/3, and 2/3 ÷ (1 − 2/3) = 2 more spins.
		// E[N] = 1/4 + 2 = 9/4; E[ΣW] = 4·1/4 + 2·2 = 5; RTP = 23/4.
		{"per-spin multiplier", handGame(0, 0, handFree2, handFree), "23/4", "5", "9/4", "9", nil},
		// The same with a bound of 3: N = 3, E[ΣW] = (4 + 2 + 2)/4 = 2.
		{"per-spin multiplier, max 3", handGame(3, 0, handFree2, handFree), "11/4", "2", "3/4", "3", []string{"3/4", "0", "0", "1/4"}},
		// A round cap that no round reaches: 0 + 3 × 4 = 12 ≤ 12 × 1.
		{"cap not reached", handGame(3, 12, handFree), "9/4", "3/2", "3/4", "3", []string{"3/4", "0", "0", "1/4"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := exact.FreeSpinRTP(ctx, tc.g, 1, exact.Options{Workers: 2})
			require.NoError(t, err)
			requireRat(t, tc.rtp, p.RTP, "RTP")
			requireRat(t, "3/4", p.BaseRTP, "base")
			requireRat(t, tc.feature, p.FeatureRTP, "feature")
			requireRat(t, "1/4", p.Trigger, "trigger")
			requireRat(t, tc.spins, new(big.Rat).Mul(p.Trigger, p.SpinsPerTrigger), "E[N]")
			requireRat(t, tc.perTrigger, p.SpinsPerTrigger, "E[N | trigger]")
			require.Equal(t, int64(3), p.FreeCombinations[0])
			if tc.law == nil {
				require.Nil(t, p.SpinsLaw)
			} else {
				require.Len(t, p.SpinsLaw, len(tc.law))
				for n, want := range tc.law {
					requireRat(t, want, p.SpinsLaw[n], fmt.Sprintf("P(N = %d)", n))
				}
			}
		})
	}
	// At bet 5 every win is 5 times larger and so is the stake: the same RTP.
	p, err := exact.FreeSpinRTP(ctx, handGame(4, 0, handFree), 5, exact.Options{})
	require.NoError(t, err)
	requireRat(t, "281/108", p.RTP, "RTP at bet 5")
	require.Equal(t, slotmech.Money(5), p.Stake)
}

// What the model does not cover is refused with ErrNotStrip, in words that
// say why, so that a tool simulates it.
func TestFreeSpinRTPRefusals(t *testing.T) {
	ctx := context.Background()
	endless := &spinTable{"endless", []tableStop{{1, 1}}}
	notOurs := fmt.Errorf("the multiplier accumulates over the free spins")
	for _, tc := range []struct {
		name string
		g    games.Game
		want string
	}{
		{"no free spins", handBase, "no free spins on fixed strips"},
		{"the game says no", &tableFeature{spinTable: spinTable{name: "acc"}, err: notOurs}, "the multiplier accumulates"},
		{"endless", handGame(0, 0, endless), "the free spins do not end"},
		{"cap reached", handGame(3, 11, handFree), "a round cap of 11 × the stake (11) that a round can reach: a triggering base spin pays up to 0 and 3 free spins up to 12"},
		{"cap without bound", handGame(0, 1000, handFree), "with no bound on the free spins"},
		{"chain too long", handGame(10_000, 0, handFree), "makes the exact chain too long"},
		{"no free game", handGame(3, 0), "no free spin"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := exact.FreeSpinRTP(ctx, tc.g, 1, exact.Options{})
			require.ErrorIs(t, err, exact.ErrNotStrip)
			require.ErrorContains(t, err, tc.want)
		})
	}
	_, err := exact.FreeSpinRTP(ctx, handGame(3, 0, handFree), 0, exact.Options{Shards: 2})
	require.ErrorIs(t, err, exact.ErrConfig)
	bad := &spinTable{"bad", []tableStop{{1, 0}}}
	bad.stops[0].award = -1
	_, err = exact.FreeSpinRTP(ctx, handGame(3, 0, bad), 1, exact.Options{})
	require.ErrorIs(t, err, exact.ErrTally)
	ctx2, cancel := context.WithCancel(ctx)
	cancel()
	_, err = exact.FreeSpinRTP(ctx2, handGame(3, 0, handFree), 1, exact.Options{})
	require.True(t, errors.Is(err, context.Canceled), "%v", err)
}
