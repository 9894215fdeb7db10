package jackpot

import (
	"strconv"

	"github.com/slotmech/slotmech/internal/jackpotcheck"
)

// Terminal is the machine a game is played on. Its ID and Venue are names:
// 1 to 64 bytes of ASCII letters, digits and the punctuation "-_.:/" (a
// narrow alphabet keeps names unambiguous in records, logs and database
// keys). The venue decides which pools the terminal takes part in. The zero
// Terminal is invalid.
type Terminal struct {
	ID    string // unique within the system, e.g. "T-0042"
	Venue string // e.g. "brno-1"
}

// validName reports whether s can name a pool, a venue or a terminal (see
// [Terminal]).
func validName(s string) bool { return jackpotcheck.Name(s) }

// checkVenues returns an *Error for a malformed venue list of pool i: nil
// is every terminal; a list must name at least one venue, each a valid
// name, none twice.
func checkVenues(i int, pool string, venues []string) error {
	if venues == nil {
		return nil
	}
	if len(venues) == 0 {
		return configErr(i, pool, "Venues", "",
			"the list names no venue (leave Venues nil for every terminal of the network)")
	}
	seen := make(map[string]bool, len(venues))
	for j, v := range venues {
		field := "Venues[" + strconv.Itoa(j) + "]"
		if !validName(v) {
			return configErr(i, pool, field, "", "invalid venue name "+strconv.Quote(v))
		}
		if seen[v] {
			return configErr(i, pool, field, "", "venue "+strconv.Quote(v)+" named twice")
		}
		seen[v] = true
	}
	return nil
}

// scopeSet is a validated venue list in the form the hot path reads: nil
// venues means every terminal.
type scopeSet struct {
	venues map[string]struct{}
}

// compileVenues returns the matcher of a validated venue list.
func compileVenues(venues []string) scopeSet {
	if venues == nil {
		return scopeSet{}
	}
	m := make(map[string]struct{}, len(venues))
	for _, v := range venues {
		m[v] = struct{}{}
	}
	return scopeSet{venues: m}
}

// contains reports whether a terminal of venue v is in the scope.
func (m scopeSet) contains(v string) bool {
	if m.venues == nil {
		return true
	}
	_, ok := m.venues[v]
	return ok
}
