package slotmech

import "strconv"

// ParseScreen returns the screen that rows name: rows[row][reel] is the name
// of the symbol at reel and row, rows from the top, each a list of names from
// the leftmost reel, as a player reads the screen. There must be 1 to
// [MaxRows] rows, all of the same length, 1 to [MaxReels]; every name must be
// in the alphabet.
//
// Errors are *[Error] naming the place, rows and reels counted from 0 as
// everywhere in the module (row 0 is the top row, reel 0 the leftmost, as
// in [Pos] and [At]), wrapping [ErrConfig]: for a name the alphabet does
// not know (`slotmech: row 1 reel 3: unknown symbol "sunn"`), and for rows
// that do not make a screen, none or more than [MaxRows], a row of no names
// or more than [MaxReels], rows of different lengths ("slotmech: row 1: has
// 5 names, want 6 like row 0"). The shape is checked
// before the names. ParseScreen keeps no reference to rows.
//
// [Alphabet.FormatScreen] is its inverse.
func (a *Alphabet) ParseScreen(rows [][]string) (Screen, error) {
	shape := func(field string, n int, reason string) (Screen, error) {
		return Screen{}, &Error{Op: "ParseScreen", Field: field, Value: strconv.Itoa(n), Reason: reason, Err: ErrConfig}
	}
	if len(rows) == 0 || len(rows) > MaxRows {
		return shape("screen", len(rows), "has "+strconv.Itoa(len(rows))+" rows, want 1 to "+strconv.Itoa(MaxRows))
	}
	reels := len(rows[0])
	if reels == 0 || reels > MaxReels {
		return shape("row 0", reels, "has "+countNames(reels)+", want 1 to "+strconv.Itoa(MaxReels))
	}
	for row, names := range rows {
		if len(names) != reels {
			return shape("row "+strconv.Itoa(row), len(names),
				"has "+countNames(len(names))+", want "+strconv.Itoa(reels)+" like row 0")
		}
	}
	s := NewScreen(reels, len(rows))
	for row, names := range rows {
		for reel, name := range names {
			sym, ok := a.index[name]
			if !ok {
				return Screen{}, &Error{Op: "ParseScreen", Field: "row " + strconv.Itoa(row) + " reel " + strconv.Itoa(reel),
					Value: name, Reason: unknown(name), Err: ErrConfig}
			}
			s.cells[reel*MaxRows+row] = sym
		}
	}
	return s, nil
}

// FormatScreen returns the names of the symbols of s in the form
// [Alphabet.ParseScreen] reads: one list per row, from the top, each from the
// leftmost reel. A screen ParseScreen returned formats back to the names it
// was parsed from. Symbols are named as by [Alphabet.Name], so an [Empty]
// position reads "-" and a symbol outside the alphabet "?N", which do not
// parse back.
func (a *Alphabet) FormatScreen(s *Screen) [][]string {
	rows := make([][]string, s.Rows())
	for row := range rows {
		rows[row] = make([]string, s.Reels())
		for reel := range rows[row] {
			rows[row][reel] = a.Name(s.cells[reel*MaxRows+row])
		}
	}
	return rows
}

// countNames returns "1 name" or "n names".
func countNames(n int) string {
	if n == 1 {
		return "1 name"
	}
	return strconv.Itoa(n) + " names"
}
