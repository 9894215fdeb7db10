package jackpot_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// ctx is the context of the tests' calls.
var ctx = context.Background()

// at0 is the time of the test games.
var at0 = time.Date(2025, 12, 24, 18, 30, 0, 0, time.UTC)

// newSystem builds a system over a fresh MemoryStore or fails the test.
func newSystem(t testing.TB, pools ...jackpot.PoolConfig) *jackpot.System {
	t.Helper()
	s, err := jackpot.NewSystem(ctx, pools, new(jackpot.MemoryStore), nil)
	require.NoError(t, err)
	return s
}

// audit checks every pool's ledger and returns the figures by pool name.
func audit(t testing.TB, s *jackpot.System) map[string]jackpot.State {
	t.Helper()
	out := map[string]jackpot.State{}
	for _, name := range s.Pools() {
		l, err := s.Audit(ctx, name)
		require.NoError(t, err)
		out[name] = l
	}
	return out
}

// play plays one game and fails the test on error.
func play(t testing.TB, s *jackpot.System, term jackpot.Terminal, stake slotmech.Money, src rng.Source) []jackpot.Win {
	t.Helper()
	w, err := s.PlayWith(ctx, jackpot.Game{Terminal: term, Number: nextGame(), Stake: stake, At: at0}, src)
	require.NoError(t, err)
	return w
}

// constSource returns the same value forever.
type constSource uint64

func (c constSource) Uint64() uint64 { return uint64(c) }

// countSource counts the values taken from an inner source.
type countSource struct {
	src rng.Source
	n   int
}

func (c *countSource) Uint64() uint64 { c.n++; return c.src.Uint64() }

// gameNumbers numbers the test games: one counter for every terminal, so
// that each terminal's numbers increase.
var gameNumbers atomic.Uint64

// nextGame returns the next game number.
func nextGame() uint64 { return gameNumbers.Add(1) }
