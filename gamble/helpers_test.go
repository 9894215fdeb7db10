package gamble_test

import (
	"math/bits"
	"testing"

	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// cardValue returns a source value that rng.IntN(src, 52) turns into card c:
// the middle of c's share of the 64-bit range, far from any rejection.
func cardValue(c gamble.Card) uint64 {
	v, _ := bits.Div64(2*uint64(c)+1, 0, 2*gamble.DeckSize)
	return v
}

// deal returns a source that draws exactly the given cards, in order, and
// fails the test if asked for more.
func deal(t testing.TB, cards ...gamble.Card) *dealer {
	d := &dealer{t: t}
	for _, c := range cards {
		d.values = append(d.values, cardValue(c))
	}
	return d
}

type dealer struct {
	t      testing.TB
	values []uint64
}

func (d *dealer) Uint64() uint64 {
	d.t.Helper()
	require.NotEmpty(d.t, d.values, "dealer: more draws than cards dealt")
	v := d.values[0]
	d.values = d.values[1:]
	return v
}

// counting wraps a source and counts the values taken from it.
type counting struct {
	src rng.Source
	n   int
}

func (c *counting) Uint64() uint64 { c.n++; return c.src.Uint64() }

// Some cards by name, for readable tests.
var (
	aceHearts   = gamble.NewCard(1, gamble.Hearts)
	queenHearts = gamble.NewCard(12, gamble.Hearts)
	twoDiamonds = gamble.NewCard(2, gamble.Diamonds)
	tenSpades   = gamble.NewCard(10, gamble.Spades)
	kingClubs   = gamble.NewCard(13, gamble.Clubs)
	sevenClubs  = gamble.NewCard(7, gamble.Clubs)
)

// crystalSpin is the configuration Crystal Spin uses: whole Kč, five cards.
var crystalSpin = gamble.Config{Unit: 1, History: 5}

func mustNew(t testing.TB, cfg gamble.Config) *gamble.Gamble {
	t.Helper()
	g, err := gamble.New(cfg)
	require.NoError(t, err)
	return g
}

func TestCardValue(t *testing.T) {
	for c := gamble.Card(0); c < gamble.DeckSize; c++ {
		got := rng.IntN(deal(t, c), gamble.DeckSize)
		require.Equal(t, int(c), got, "card %v", c)
	}
}
