package crystalspin_test

import (
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// fakeGame is a stand-in for a game in the machine's tests: a round takes one
// draw, i = rng.IntN(src, len(pays)), and pays pays[i] × bet. It accepts any
// positive bet at face value.
type fakeGame struct{ pays []int64 }

// fakePays is the fake game of most tests: four outcomes drawn with
// IntN(src, 4), paying 0, 1, 2 and 10 times the stake.
var fakePays = []int64{0, 1, 2, 10}

func (g fakeGame) Name() string               { return "fake" }
func (g fakeGame) Modes() []games.Mode        { return []games.Mode{games.Standard} }
func (g fakeGame) DefaultBet() slotmech.Money { return 100 }
func (g fakeGame) Stake(bet slotmech.Money, mode games.Mode) (slotmech.Money, error) {
	if bet <= 0 || mode != games.Standard {
		return 0, games.ErrBet
	}
	return bet, nil
}

func (g fakeGame) Play(bet slotmech.Money, mode games.Mode, src rng.Source, out *games.Outcome) error {
	stake, err := g.Stake(bet, mode)
	if err != nil {
		return err
	}
	out.Reset()
	out.Bet, out.Stake = bet, stake
	out.Win = bet * slotmech.Money(g.pays[rng.IntN(src, len(g.pays))])
	return nil
}

// draw returns a source value for which rng.IntN(src, n) is k.
func draw(k, n int) uint64 {
	if n&(n-1) == 0 { // a power of two: IntN takes the low bits
		return uint64(k)
	}
	step := math.MaxUint64 / uint64(n)
	v := uint64(k)*step + step/2
	if got := rng.IntN(rng.NewReplayer([]uint64{v}), n); got != k {
		panic(fmt.Sprintf("draw(%d, %d) gives %d", k, n, got))
	}
	return v
}

// The jackpot pool of the tests: every terminal, 1 % of every stake, seed
// 5 000 Kč, and a chance of 1/1 000 000 per Kč of stake.
const (
	poolName = "crystal"
	poolOdds = 1_000_000
)

// Draws for the scripted sources of the known-answer tests.
var (
	noHit = draw(poolOdds-1, poolOdds) // the pool's draw misses
	hit   = draw(0, poolOdds)          // the pool's draw hits
)

// pays is the draw that makes fakeGame pay fakePays[i].
func pays(i int) uint64 { return draw(i, len(fakePays)) }

// card is the draw that makes RISK deal the card of rank r and suit s.
func card(r gamble.Rank, s gamble.Suit) uint64 {
	return draw(int(gamble.NewCard(r, s)), gamble.DeckSize)
}

// red and black are two cards of each colour.
var (
	red   = card(gamble.Queen, gamble.Hearts)
	black = card(7, gamble.Spades)
)

// at is the time every test game is played at.
var at = time.Date(2026, 11, 29, 20, 0, 0, 0, time.UTC)

// terminal is the test machine's place in the jackpot system.
var terminal = jackpot.Terminal{ID: "T-0001", Venue: "brno-1"}

// newSystem returns a jackpot system with the test pool.
func newSystem(t testing.TB) *jackpot.System {
	t.Helper()
	sys, err := jackpot.NewSystem([]jackpot.PoolConfig{{
		Name:   poolName,
		Scope:  jackpot.AllTerminals(),
		Rate:   jackpot.Ratio{Num: 1, Den: 100},
		Seed:   5000,
		Chance: jackpot.Ratio{Num: 1, Den: poolOdds},
	}}, jackpot.NewMemoryStore())
	if err != nil {
		t.Fatal(err)
	}
	return sys
}

// scripted returns a machine playing fakeGame from the given draws, with
// stake 100 and credit credit, and its jackpot system and source.
func scripted(t *testing.T, credit slotmech.Money, draws ...uint64) (*crystalspin.Machine, *jackpot.System, *rng.Replayer) {
	t.Helper()
	src := rng.NewReplayer(draws)
	sys := newSystem(t)
	m, err := crystalspin.NewMachine(crystalspin.MachineConfig{
		Game: fakeGame{fakePays}, Source: src, Jackpot: sys, Terminal: terminal,
	})
	if err != nil {
		t.Fatal(err)
	}
	if credit > 0 {
		if err := m.Insert(credit); err != nil {
			t.Fatal(err)
		}
	}
	t.Cleanup(func() {
		if err := src.Done(); err != nil {
			t.Errorf("draws: %v", err)
		}
	})
	return m, sys, src
}

// counting is a source that counts its draws.
type counting struct {
	src rng.Source
	n   int
}

func (c *counting) Uint64() uint64 { c.n++; return c.src.Uint64() }
