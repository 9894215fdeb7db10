package terminal_test

import (
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// fakeGame is the game of the machine's tests: a round takes one draw,
// i = rng.IntN(src, len(pays)), shows symbol i+1 on a 1×1 screen and pays
// pays[i] × bet. It accepts any positive bet at face value in its one mode,
// and itemises its rounds, so that records and views have something to
// show.
type fakeGame struct{ pays []int64 }

// fakePays is the fake game of most tests: four outcomes drawn with
// IntN(src, 4), paying 0, 1, 2 and 10 times the stake.
var fakePays = []int64{0, 1, 2, 10}

// fakeAlphabet names the fake game's outcomes "o0", "o1", …
var fakeAlphabet = func() *slotmech.Alphabet {
	names := make([]string, 16)
	for i := range names {
		names[i] = fmt.Sprint("o", i)
	}
	a, err := slotmech.NewAlphabet(names...)
	if err != nil {
		panic(err)
	}
	return a
}()

func (g fakeGame) Name() string { return "fake" }
func (g fakeGame) Modes() []games.Mode {
	return []games.Mode{{Name: games.Standard, Cost: slotmech.Whole(1)}}
}
func (g fakeGame) DefaultBet() slotmech.Money { return 100 }
func (g fakeGame) Stake(bet slotmech.Money, mode string) (slotmech.Money, error) {
	if bet <= 0 || mode != games.Standard {
		return 0, games.ErrBet
	}
	return bet, nil
}
func (g fakeGame) Alphabet() *slotmech.Alphabet { return fakeAlphabet }
func (g fakeGame) ConfigData() []byte           { return []byte(fmt.Sprint(g.pays)) }
func (g fakeGame) Facts() []games.FactDef       { return nil }
func (g fakeGame) NewPlayer() games.Player      { return fakePlayer{g} }

// fakePlayer plays fakeGame's rounds.
type fakePlayer struct{ g fakeGame }

func (p fakePlayer) Play(bet slotmech.Money, mode string, src rng.Source, d *games.Detail) (games.Outcome, error) {
	if d != nil {
		d.Reset()
	}
	stake, err := p.g.Stake(bet, mode)
	if err != nil {
		return games.Outcome{}, err
	}
	i := rng.IntN(src, len(p.g.pays))
	win := bet * slotmech.Money(p.g.pays[i])
	if d != nil {
		sp := d.AddSpin()
		sp.Screen = slotmech.NewScreen(1, 1)
		sp.Screen.Set(0, 0, slotmech.Symbol(i+1))
		sp.Multiplier, sp.Win = 1, win
		if win > 0 {
			st := sp.AddStep()
			st.Screen, st.Factor, st.Win = sp.Screen, slotmech.Whole(p.g.pays[i]), win
		}
	}
	return games.Outcome{Bet: bet, Stake: stake, Win: win}, nil
}

func (p fakePlayer) PlayForced(*games.Forced, rng.Source, *games.Detail) (games.Outcome, error) {
	return games.Outcome{}, games.ErrForced
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
// 5 000, and a chance of 1/1 000 000 per unit of stake.
const (
	poolName = "pool"
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

// term is the test machine's place in the jackpot system.
var term = jackpot.Terminal{ID: "T-0001", Venue: "venue-1"}

// steps are the stake steps of the tests.
var steps = []slotmech.Money{5, 10, 25, 100, 500}

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

// config returns a valid configuration of the fake game with src.
func config(t testing.TB, src rng.Source) terminal.Config {
	return terminal.Config{
		Game: fakeGame{fakePays}, Stakes: steps, Gamble: gamble.Config{Unit: 1, History: 5},
		Jackpot: newSystem(t), Terminal: term, Source: src,
	}
}

// scripted returns a machine playing fakeGame from the given draws, with
// stake 100 and credit credit, and its jackpot system.
func scripted(t *testing.T, credit slotmech.Money, draws ...uint64) (*terminal.Machine, *jackpot.System) {
	t.Helper()
	src := rng.NewReplayer(draws)
	cfg := config(t, src)
	m, err := terminal.New(cfg)
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
	return m, cfg.Jackpot
}

// counting is a source that counts its draws.
type counting struct {
	src rng.Source
	n   int
}

func (c *counting) Uint64() uint64 { c.n++; return c.src.Uint64() }

// slotmechMoney is slotmech.Money, short.
type slotmechMoney = slotmech.Money
