// Package marginal computes the exact RTP of a strip game whose round pays
// a sum of independent parts from the symbol counts of its reels, without
// playing the cycle: for games/stripgame's games without a cascade or a
// round cap that may bite. It serves the tools of this module (games/cli's
// parsheet, the optimiser's fast evaluator); a game's full figures come
// from games/exact's FullCycle.
//
// # Model
//
// A game describes itself as a [Model] (lines paying by the symbols one line
// shows, symbols paying by their count in the window); [Marginals] builds
// the model of a games/stripgame game from its configuration
// (stripgame.Game.Config) and sums the parts, every figure exact.
//
// # Concurrency
//
// Marginals is safe to call concurrently; a [Marginal] is plain data.
//
// # What it is not for
//
// Games with a cascade, a round cap that couples the parts, or any other
// kind of title: play their full cycle (games/exact).
package marginal

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/internal/report"
)

// stripGame is a games/stripgame game, or a game that embeds one and
// states its configuration (as games/optimize's StripTitle does).
type stripGame interface {
	games.Game
	Config() stripgame.Config
}

// Pay is what the wins of one symbol and count paid, as in an exact.Cycle.
type Pay = exact.Pay

// ErrNotMarginal is returned (wrapped) by [Marginals] for a game that is not
// a games/stripgame game, or that does not qualify at the bet asked for (a
// cascade, a round cap that may bite), or whose model is too large or
// inconsistent to compute.
var ErrNotMarginal = errors.New("marginal: the game's RTP is not a sum of reel marginals")

// Model describes a strip game whose round pays a sum of independent parts,
// each a function of what few positions show, so that its exact figures
// follow from the symbol counts of its reels without playing the cycle (see
// [Marginals]):
//
//   - line wins: each of Lines lines visits one position on every reel and
//     pays LineWin of the symbols it shows there, left to right, whatever
//     the other lines show (its own cap included, if it has one);
//   - count wins: each symbol of Counted pays CountWin of the number of
//     positions of the window showing it (pay-anywhere pays, scatter
//     pays), whatever the rest shows.
//
// Nothing may couple the parts: no cascade (which makes later screens
// depend on earlier wins), no cap on the round that could bite. A
// [Marginals] builds a Model only when that holds.
type Model struct {
	// Strips are the reel strips, Rows the height of the window: stopped
	// at s, reel r shows Strips[r][s], Strips[r][s+1], … Strips[r][s+Rows−1],
	// round the strip, every stop equally likely, the reels independent.
	Strips [][]slotmech.Symbol
	Rows   int

	// Stake is what a round costs: the cycle wagers Stake per combination.
	Stake slotmech.Money

	// Lines is the number of lines, 0 for none. LineWin returns the win of
	// a line showing syms (one symbol per reel, reel 0 first): the symbol
	// it pays as, the count it reports (run length), what it pays in
	// money, and whether it is a win at all (a win may pay 0 once rounded
	// or capped; it is still one, as a game's tally reports it).
	Lines   int
	LineWin func(syms []slotmech.Symbol) (sym slotmech.Symbol, count int, paid slotmech.Money, ok bool)

	// Counted are the symbols paid by their count anywhere in the window;
	// CountWin returns what n positions of sym pay, and whether that is a
	// win.
	Counted  []slotmech.Symbol
	CountWin func(sym slotmech.Symbol, n int) (paid slotmech.Money, ok bool)
}

// Marginal is the exact RTP of a strip game and the contribution of every
// symbol and count, computed from the symbol counts of its reels by
// [Marginals]. Its figures are those of exact.FullCycle (the Cycle's fields of
// the same names): every combination of stops counted once. What depends on
// how the parts of a round fall together (hits, the distribution of round
// wins, caps, cascade depths) is not computed.
//
// A Marginal is plain data; its zero value is empty.
type Marginal struct {
	Game         string         // the game's Name
	Config       string         // the identity of its configuration (games.ConfigID)
	Bet          slotmech.Money // the bet of every combination
	Stake        slotmech.Money // what one round costs at Bet
	Combinations int64          // the product of the strip lengths
	Wagered      *big.Int       // Combinations × Stake
	Won          *big.Int       // total paid over the cycle
	RTP          *big.Rat       // Won / Wagered, exact
	// Pays lists what the wins of each symbol and count paid over the
	// cycle, and how many there were, sorted by symbol and then count, as
	// exact.Cycle.Pays does; they add up to Won.
	Pays []Pay
}

// Share returns paid / Wagered, exact (report.Share).
func (m *Marginal) Share(paid *big.Int) *big.Rat { return report.Share(paid, m.Wagered) }

// BySymbol returns Pays summed over counts (report.BySymbol).
func (m *Marginal) BySymbol() []Pay { return report.BySymbol(m.Pays) }

// ByCount returns Pays summed over symbols (report.ByCount).
func (m *Marginal) ByCount() []Pay { return report.ByCount(m.Pays) }

// maxTuples bounds the symbol tuples a line's marginal enumerates: the
// product over the reels of the number of distinct symbols on each strip.
const maxTuples = 1 << 26

// Marginals computes the exact RTP of g at bet, and what every symbol and
// count contributes, from the symbol counts of its reels, without playing
// the cycle: for a game whose round is a sum of independent parts (see
// [Model]), the win of one line depends on one position of every reel,
// and as a reel's stop runs over its strip that position shows each
// symbol as often as the strip holds it, whatever the row; so the number of
// combinations in which a line shows symbols s_0 … s_{n−1} is the product of
// their counts on their strips, the same for every line. A count win
// depends on how many positions of each window show the symbol, whose
// distribution over a reel's stops is counted once per reel; the reels are
// independent, so the distribution over the screen is their convolution.
// The cost is the product of the numbers of distinct symbols on the strips
// (a line's symbol tuples), not the product of the strip lengths.
//
// The figures are those of exact.FullCycle for the same game and bet, which the
// tests check on games of every kind; FullCycle also gives what Marginals
// cannot (hits, win distribution, caps, cascade depths).
//
// It returns an error wrapping [ErrNotMarginal] for a game that is not a
// games/stripgame game (a game with the Config method of one) or does not qualify at bet, or whose lines have more than
// 2^26 symbol tuples; one wrapping [games.ErrBet] for a refused bet.
func Marginals(g games.Game, bet slotmech.Money) (*Marginal, error) {
	sg, ok := g.(stripGame)
	if !ok {
		return nil, fmt.Errorf("%w: %s is not a games/stripgame game", ErrNotMarginal, g.Name())
	}
	mo, err := modelOf(sg, bet)
	if err != nil {
		return nil, err
	}
	m := &Marginal{Game: g.Name(), Config: games.ConfigID(g), Bet: bet, Stake: mo.Stake, Combinations: 1}
	if len(mo.Strips) == 0 || mo.Rows < 1 {
		return nil, fmt.Errorf("%w: %s: a model without reels or rows", ErrNotMarginal, g.Name())
	}
	for r, strip := range mo.Strips {
		if len(strip) == 0 || m.Combinations > math.MaxInt64/int64(len(strip)) {
			return nil, fmt.Errorf("%w: %s: reel %d: %d stops (or too many combinations)", ErrNotMarginal, g.Name(), r, len(strip))
		}
		m.Combinations *= int64(len(strip))
	}
	pays := map[Pay]*sum128{} // keyed by symbol and count (Wins, Paid unused)
	won := new(sum128)
	add := func(sym slotmech.Symbol, count int, n, times uint64, paid slotmech.Money) error {
		if paid < 0 {
			return fmt.Errorf("%w: %s: a win of %d", ErrNotMarginal, g.Name(), paid)
		}
		hi, wins := bits.Mul64(n, times)
		if hi != 0 || wins > math.MaxInt64 {
			return fmt.Errorf("%w: %s: more than 2^63 wins", ErrNotMarginal, g.Name())
		}
		k := Pay{Symbol: sym, Count: count}
		s := pays[k]
		if s == nil {
			s = new(sum128)
			pays[k] = s
		}
		if s.wins += wins; s.wins > math.MaxInt64 {
			return fmt.Errorf("%w: %s: more than 2^63 wins", ErrNotMarginal, g.Name())
		}
		s.addMul(wins, uint64(paid))
		won.addMul(wins, uint64(paid))
		return nil
	}
	if mo.Lines > 0 {
		if err := lineMarginals(g.Name(), mo, add); err != nil {
			return nil, err
		}
	}
	for _, sym := range mo.Counted {
		dist := countDistribution(mo, sym)
		for n, combos := range dist {
			if combos == 0 {
				continue
			}
			paid, ok := mo.CountWin(sym, n)
			if !ok {
				continue
			}
			if err := add(sym, n, uint64(combos), 1, paid); err != nil {
				return nil, err
			}
		}
	}
	if won.overflow { // the won sum bounds every other
		return nil, fmt.Errorf("%w: %s: the sums overflow 128 bits", ErrNotMarginal, g.Name())
	}
	m.Won = won.big()
	for k, s := range pays {
		m.Pays = append(m.Pays, Pay{Symbol: k.Symbol, Count: k.Count, Wins: int64(s.wins), Paid: s.big()})
	}
	slices.SortFunc(m.Pays, func(a, b Pay) int {
		return cmp.Or(cmp.Compare(a.Symbol, b.Symbol), cmp.Compare(a.Count, b.Count))
	})
	m.Wagered = new(big.Int).Mul(big.NewInt(m.Combinations), big.NewInt(int64(m.Stake)))
	m.RTP = m.Share(m.Won)
	return m, nil
}

// lineMarginals adds, for every tuple of symbols a line can show (one
// distinct symbol of each strip), its win times the number of combinations
// in which a line shows it (the product of the symbols' counts on their
// strips) times the number of lines.
func lineMarginals(name string, mo *Model, add func(slotmech.Symbol, int, uint64, uint64, slotmech.Money) error) error {
	type symCount struct {
		sym slotmech.Symbol
		n   uint64
	}
	reels := make([][]symCount, len(mo.Strips))
	tuples := 1
	for r, strip := range mo.Strips {
		var counts [256]uint64
		for _, s := range strip {
			counts[s]++
		}
		for s, n := range counts {
			if n > 0 {
				reels[r] = append(reels[r], symCount{slotmech.Symbol(s), n})
			}
		}
		if tuples > maxTuples/len(reels[r]) {
			return fmt.Errorf("%w: %s: a line has more than %d symbol tuples", ErrNotMarginal, name, maxTuples)
		}
		tuples *= len(reels[r])
	}
	syms := make([]slotmech.Symbol, len(reels))
	idx := make([]int, len(reels))
	lines := uint64(mo.Lines)
	for {
		weight := uint64(1) // at most the number of combinations: no overflow
		for r, i := range idx {
			syms[r] = reels[r][i].sym
			weight *= reels[r][i].n
		}
		if sym, count, paid, ok := mo.LineWin(syms); ok {
			if err := add(sym, count, weight, lines, paid); err != nil {
				return err
			}
		}
		r := len(idx) - 1
		for ; r >= 0; r-- {
			if idx[r]++; idx[r] < len(reels[r]) {
				break
			}
			idx[r] = 0
		}
		if r < 0 {
			return nil
		}
	}
}

// countDistribution returns, for n = 0 … Rows·reels, the number of
// combinations of stops in which exactly n positions of the window show
// sym: the convolution over the reels of the number of each reel's stops
// whose window shows it n times.
func countDistribution(mo *Model, sym slotmech.Symbol) []int64 {
	dist := []int64{1}
	for _, strip := range mo.Strips {
		reel := make([]int64, mo.Rows+1)
		for stop := range strip {
			n := 0
			for row := range mo.Rows {
				if strip[(stop+row)%len(strip)] == sym {
					n++
				}
			}
			reel[n]++
		}
		next := make([]int64, len(dist)+mo.Rows)
		for i, a := range dist {
			for j, b := range reel {
				next[i+j] += a * b // at most the number of combinations
			}
		}
		dist = next
	}
	return dist
}

// sum128 is an exact sum of products, in 128 bits, and a count of wins.
type sum128 struct {
	hi, lo   uint64
	wins     uint64
	overflow bool
}

// addMul adds a·b.
func (s *sum128) addMul(a, b uint64) {
	hi, lo := bits.Mul64(a, b)
	var c uint64
	s.lo, c = bits.Add64(s.lo, lo, 0)
	s.hi, c = bits.Add64(s.hi, hi, c)
	s.overflow = s.overflow || c != 0
}

// big returns the sum as a big.Int.
func (s *sum128) big() *big.Int {
	v := new(big.Int).SetUint64(s.hi)
	v.Lsh(v, 64)
	return v.Or(v, new(big.Int).SetUint64(s.lo))
}
