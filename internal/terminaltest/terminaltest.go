// Package terminaltest provides what tests of a terminal (games/terminal)
// need to script a machine's games exactly: a stand-in game whose every win
// a test chooses with one draw, the raw values that make a bounded draw or a
// RISK card come out as wanted, a jackpot system with one pool, and a
// journal in memory ([MemoryJournal]) for a machine's critical memory.
//
// # Model
//
// A [Game] round takes one draw, i = rng.IntN(src, len(Pays)), shows symbol
// i+1 on a 1×1 screen and pays Pays[i] × bet. A test feeds the machine an
// [rng.Replayer] of values made with [IntNValue] (or [Pay] and [Card]) and so
// decides every game, jackpot draw and card in order.
//
// # Concurrency
//
// A Game is a plain value and safe for concurrent use; its Player is not
// (make one per goroutine, as the contract says). The functions have no
// state.
//
// # What it is not for
//
// Measuring or certifying anything: the stand-in game has no maths. Titles
// test their own rounds with games/gamestest.
package terminaltest

import (
	"context"
	"fmt"
	"math"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// Game is the stand-in game: a round takes one draw, i = rng.IntN(src,
// len(Pays)), and pays Pays[i] × bet. It has one mode, standard, accepts any
// positive bet at face value, declares no facts, and itemises its rounds (a
// 1×1 screen showing symbol i+1, one step when it pays) so that records,
// views and recall have something to show.
//
// Symbols names the screen's symbols; nil means [Alphabet]. The zero value
// (no Pays) is not playable: every round fails with games.ErrBet.
type Game struct {
	Pays    []int64            // the pay of each outcome, in multiples of the bet
	Symbols *slotmech.Alphabet // the screen's alphabet; nil means Alphabet()
}

// FourPays are the pays of the usual stand-in: four outcomes paying 0, 1, 2
// and 10 times the stake. It returns a new slice on each call.
func FourPays() []int64 { return []int64{0, 1, 2, 10} }

var alphabet = func() *slotmech.Alphabet {
	names := make([]string, 16)
	for i := range names {
		names[i] = fmt.Sprint("o", i)
	}
	a, err := slotmech.NewAlphabet(names...)
	if err != nil {
		panic(err) // the names above are valid
	}
	return a
}()

// Alphabet returns the default alphabet of a [Game]: 16 symbols named
// "o0" … "o15".
func Alphabet() *slotmech.Alphabet { return alphabet }

// Name returns "fake".
func (g Game) Name() string { return "fake" }

// Modes returns the one mode, standard, costing the bet.
func (g Game) Modes() []games.Mode {
	return []games.Mode{{Name: games.Standard, Cost: slotmech.Whole(1)}}
}

// DefaultBet returns 100.
func (g Game) DefaultBet() slotmech.Money { return 100 }

// Stake returns bet for a positive bet in the standard mode and an error
// wrapping games.ErrBet otherwise, or when the game has no pays.
func (g Game) Stake(bet slotmech.Money, mode string) (slotmech.Money, error) {
	if bet <= 0 || mode != games.Standard || len(g.Pays) == 0 {
		return 0, &slotmech.Error{Op: "stake", Field: g.Name() + ": bet", Value: fmt.Sprint(bet, " ", mode), Err: games.ErrBet}
	}
	return bet, nil
}

// Alphabet returns g.Symbols, or [Alphabet] when it is nil.
func (g Game) Alphabet() *slotmech.Alphabet {
	if g.Symbols != nil {
		return g.Symbols
	}
	return alphabet
}

// ConfigData returns the pays as text: games with other pays have other
// configuration identities.
func (g Game) ConfigData() []byte { return []byte(fmt.Sprint(g.Pays)) }

// Facts returns nil: the stand-in declares no facts.
func (g Game) Facts() []games.FactDef { return nil }

// NewPlayer returns a Player of g.
func (g Game) NewPlayer() games.Player { return player{g} }

type player struct{ g Game }

// Play plays one round (see [Game]).
func (p player) Play(bet slotmech.Money, mode string, src rng.Source, d *games.Detail) (games.Outcome, error) {
	if d != nil {
		d.Reset()
	}
	stake, err := p.g.Stake(bet, mode)
	if err != nil {
		return games.Outcome{}, err
	}
	i := rng.IntN(src, len(p.g.Pays))
	win := bet * slotmech.Money(p.g.Pays[i])
	if d != nil {
		sp := d.AddSpin()
		sp.Screen = slotmech.NewScreen(1, 1)
		sp.Screen.Set(0, 0, slotmech.Symbol(i+1))
		sp.Multiplier, sp.Win = 1, win
		if win > 0 {
			st := sp.AddStep()
			st.Screen, st.Factor, st.Win = sp.Screen, slotmech.Whole(p.g.Pays[i]), win
		}
	}
	return games.Outcome{Bet: bet, Stake: stake, Win: win}, nil
}

// PlayForced refuses every forced play with games.ErrForced.
func (p player) PlayForced(*games.Forced, rng.Source, *games.Detail) (games.Outcome, error) {
	return games.Outcome{}, &slotmech.Error{Op: "play forced", Field: p.g.Name(), Err: games.ErrForced}
}

// IntNValue returns a raw source value v for which rng.IntN on a source
// yielding v returns k, with 0 ≤ k < n. For a power of two n, IntN takes the
// low bits, so v = k; otherwise v is the middle of k's share of the 64-bit
// range, which IntN accepts at the first try. It panics when k is out of
// range or the value does not give k (rng's mapping changed).
func IntNValue(k, n int) uint64 {
	if n <= 0 || k < 0 || k >= n {
		panic(fmt.Sprintf("terminaltest: IntNValue(%d, %d): k out of [0, n)", k, n))
	}
	if n&(n-1) == 0 {
		return uint64(k)
	}
	step := math.MaxUint64 / uint64(n)
	v := uint64(k)*step + step/2
	if got := rng.IntN(rng.NewReplayer([]uint64{v}), n); got != k {
		panic(fmt.Sprintf("terminaltest: IntNValue(%d, %d) gives %d", k, n, got))
	}
	return v
}

// Pay returns the draw that makes a Game with n pays pay its i-th.
func Pay(i, n int) uint64 { return IntNValue(i, n) }

// Card returns the draw that makes RISK deal the card of rank r and suit s.
func Card(r gamble.Rank, s gamble.Suit) uint64 {
	return IntNValue(int(gamble.NewCard(r, s)), gamble.DeckSize)
}

// Pool is a jackpot pool for tests: every terminal, 1 % of every stake,
// seed 5 000, a chance of 1/Odds per unit of stake.
type Pool struct {
	Name string
	Odds int64 // 1_000_000 when 0
}

// odds returns p's chance denominator (1 000 000 when p.Odds is 0).
func (p Pool) odds() int64 {
	if p.Odds == 0 {
		return 1_000_000
	}
	return p.Odds
}

// Hit returns the jackpot draw that hits p's pool.
func (p Pool) Hit() uint64 { return IntNValue(0, int(p.odds())) }

// Miss returns the jackpot draw that misses p's pool.
func (p Pool) Miss() uint64 { return IntNValue(int(p.odds())-1, int(p.odds())) }

// System returns a jackpot system with p's pool in a memory store, drawing
// from src: a test gives it the terminal's scripted source, so that a
// script lists each game's draws followed by its jackpot draw (Hit or
// Miss), taken when the terminal reports the game.
func (p Pool) System(src rng.Source) (*jackpot.System, error) {
	return jackpot.NewSystem(context.Background(), []jackpot.PoolConfig{{
		Name:   p.Name,
		Rate:   jackpot.Ratio{Num: 1, Den: 100},
		Seed:   5000,
		Chance: jackpot.Ratio{Num: 1, Den: p.odds()},
	}}, new(jackpot.MemoryStore), src)
}

// Counting is a source that counts the values drawn from Src.
type Counting struct {
	Src rng.Source
	N   int // values drawn so far
}

// Uint64 returns the next value of c.Src and counts it.
func (c *Counting) Uint64() uint64 { c.N++; return c.Src.Uint64() }
