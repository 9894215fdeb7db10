package gamble_test

import (
	"testing"

	"github.com/slotmech/slotmech/gamble"
	"github.com/stretchr/testify/require"
)

func TestCardNames(t *testing.T) {
	cases := []struct {
		card gamble.Card
		want string
	}{
		{0, "A♣"},
		{12, "K♣"},
		{13, "A♦"},
		{queenHearts, "Q♥"},
		{tenSpades, "10♠"},
		{51, "K♠"},
		{52, "Card(52)"},
		{255, "Card(255)"},
	}
	for _, tc := range cases {
		require.Equal(t, tc.want, tc.card.String())
	}
	require.Equal(t, "red", gamble.Red.String())
	require.Equal(t, "black", gamble.Black.String())
	require.Equal(t, "Colour(0)", gamble.Colour(0).String())
	require.Equal(t, "Suit(4)", gamble.Suit(4).String())
	require.Equal(t, "Rank(0)", gamble.Rank(0).String())
	for r, want := range []string{"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"} {
		require.Equal(t, want, gamble.Rank(r+1).String(), "every rank, the court cards' edges included")
	}
	require.Equal(t, "Rank(14)", gamble.Rank(14).String())
	require.Equal(t, "limit at risk", gamble.LimitAtRisk.String())
	require.Equal(t, "EndReason(9)", gamble.EndReason(9).String())
}

// Every card is a distinct (rank, suit) pair and the deck is half red, half
// black: the basis of the pick's fairness (CS-15).
func TestCS15_DeckHalfRedHalfBlack(t *testing.T) {
	seen := map[string]bool{}
	red := 0
	for c := gamble.Card(0); c < gamble.DeckSize; c++ {
		require.True(t, c.Valid())
		require.Equal(t, c, gamble.NewCard(c.Rank(), c.Suit()))
		require.False(t, seen[c.String()], "duplicate %v", c)
		seen[c.String()] = true
		want := gamble.Black
		if c.Suit() == gamble.Hearts || c.Suit() == gamble.Diamonds {
			want = gamble.Red
		}
		require.Equal(t, want, c.Colour(), "card %v", c)
		if c.Colour() == gamble.Red {
			red++
		}
	}
	require.False(t, gamble.Card(gamble.DeckSize).Valid())
	require.Equal(t, 26, red)
}

func TestNewCardPanics(t *testing.T) {
	require.Panics(t, func() { gamble.NewCard(0, gamble.Hearts) })
	require.Panics(t, func() { gamble.NewCard(14, gamble.Hearts) })
	require.Panics(t, func() { gamble.NewCard(1, 4) })
}
