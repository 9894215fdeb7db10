package gamble

import (
	"strconv"

	"github.com/slotmech/slotmech/rng"
)

// DeckSize is the number of cards in the deck every pick draws from.
const DeckSize = 52

// Suit is the suit of a card.
type Suit uint8

// The four suits, in the order of their cards in the deck.
const (
	Clubs    Suit = iota // ♣, black
	Diamonds             // ♦, red
	Hearts               // ♥, red
	Spades               // ♠, black
)

// String returns the suit's symbol: "♣", "♦", "♥" or "♠", or "Suit(n)" for
// an invalid suit.
func (s Suit) String() string {
	if s <= Spades {
		return [...]string{"♣", "♦", "♥", "♠"}[s]
	}
	return "Suit(" + strconv.Itoa(int(s)) + ")"
}

// Rank is the rank of a card, its number: 1 (the ace), 2 … 10, 11 (the
// jack), 12 (the queen) and 13 (the king), as [Rank.String] names them.
// Ranks play no part in a pick; they are shown in the history.
type Rank uint8

// The named ranks.
const (
	ace  Rank = 1
	jack Rank = 11
	king Rank = 13
)

// String returns "A", "2" … "10", "J", "Q", "K", or "Rank(n)" for an invalid
// rank.
func (r Rank) String() string {
	switch {
	case r == ace:
		return "A"
	case r >= 2 && r <= 10:
		return strconv.Itoa(int(r))
	case r >= jack && r <= king:
		return [...]string{"J", "Q", "K"}[r-jack]
	}
	return "Rank(" + strconv.Itoa(int(r)) + ")"
}

// Card is one card of a 52-card deck, numbered 0 to 51: suit × 13 + rank − 1,
// so 0 is the ace of clubs, 13 the ace of diamonds and 51 the king of spades.
// The zero Card is the ace of clubs. The deck has 26 red and 26 black cards,
// which is what makes a pick exactly fair.
type Card uint8

// NewCard returns the card of rank r and suit s: NewCard(12, Hearts) is the
// queen of hearts.
// It panics if r is not 1 to 13 or s is not one of the four suits.
func NewCard(r Rank, s Suit) Card {
	if r < ace || r > king || s > Spades {
		panic("gamble: NewCard(" + r.String() + ", " + s.String() + "): no such card")
	}
	return Card(int(s)*13 + int(r) - 1)
}

// Valid reports whether c is one of the 52 cards (0 to 51).
func (c Card) Valid() bool { return c < DeckSize }

// Suit returns the suit of c. The result is meaningless if c is not valid.
func (c Card) Suit() Suit { return Suit(c / 13) }

// Rank returns the rank of c. The result is meaningless if c is not valid.
func (c Card) Rank() Rank { return Rank(c%13 + 1) }

// Colour returns the colour of c's suit: Red for diamonds and hearts, Black
// for clubs and spades. The result is meaningless if c is not valid.
func (c Card) Colour() Colour {
	if s := c.Suit(); s == Diamonds || s == Hearts {
		return Red
	}
	return Black
}

// String returns the rank followed by the suit symbol, e.g. "Q♥", "10♠",
// "A♣", or "Card(n)" for an invalid card.
func (c Card) String() string {
	if !c.Valid() {
		return "Card(" + strconv.Itoa(int(c)) + ")"
	}
	return c.Rank().String() + c.Suit().String()
}

// drawCard draws one card uniformly from a full deck: each of the 52 cards
// with probability exactly 1/52, using exactly one rng.IntN draw.
func drawCard(src rng.Source) Card {
	return Card(rng.IntN(src, DeckSize))
}
