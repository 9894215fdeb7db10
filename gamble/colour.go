package gamble

import "strconv"

// Colour is the colour of a card and the player's choice in a pick: [Red] or
// [Black]. The zero Colour is neither, so a colour that was never set is
// refused by [Gamble.Pick] rather than taken for a choice.
type Colour uint8

// The two colours a player can pick.
const (
	Red   Colour = 1 // hearts and diamonds
	Black Colour = 2 // clubs and spades
)

// Valid reports whether c is Red or Black.
func (c Colour) Valid() bool { return c == Red || c == Black }

// String returns "red", "black", or "Colour(n)" for an invalid colour.
func (c Colour) String() string {
	switch c {
	case Red:
		return "red"
	case Black:
		return "black"
	}
	return "Colour(" + strconv.Itoa(int(c)) + ")"
}
