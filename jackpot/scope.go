package jackpot

import "strconv"

// ScopeKind says which terminals a pool collects from. The zero value is not
// a valid kind, so a forgotten scope is refused rather than read as "every
// terminal".
type ScopeKind uint8

// The scopes of CS-18.
const (
	// ScopeAll is every terminal of the central system.
	ScopeAll ScopeKind = iota + 1
	// ScopeVenue is the terminals of one venue.
	ScopeVenue
	// ScopeGroup is the terminals of a group of venues.
	ScopeGroup
)

// String returns "all", "venue", "group" or "ScopeKind(n)".
func (k ScopeKind) String() string {
	switch k {
	case ScopeAll:
		return "all"
	case ScopeVenue:
		return "venue"
	case ScopeGroup:
		return "group"
	}
	return "ScopeKind(" + strconv.Itoa(int(k)) + ")"
}

// Scope is the set of terminals that contribute to a pool and may win it.
// Build one with [AllTerminals], [OneVenue] or [VenueGroup], or fill the
// fields: Venue is used only by [ScopeVenue] and Venues only by [ScopeGroup];
// a field the kind does not use must be empty. The zero Scope is invalid.
type Scope struct {
	Kind   ScopeKind
	Venue  string   // the venue of a ScopeVenue scope
	Venues []string // the venues of a ScopeGroup scope (no duplicates)
}

// AllTerminals returns the scope of every terminal of the system.
func AllTerminals() Scope { return Scope{Kind: ScopeAll} }

// OneVenue returns the scope of the terminals of venue v.
func OneVenue(v string) Scope { return Scope{Kind: ScopeVenue, Venue: v} }

// VenueGroup returns the scope of the terminals of the given venues.
func VenueGroup(venues ...string) Scope { return Scope{Kind: ScopeGroup, Venues: venues} }

// Terminal is the machine a game is played on. Its ID and Venue are names
// (see [ValidName]); the venue decides which pools the terminal takes part
// in. The zero Terminal is invalid.
type Terminal struct {
	ID    string // unique within the system, e.g. "T-0042"
	Venue string // e.g. "brno-1"
}

// maxNameLen bounds pool, venue and terminal names.
const maxNameLen = 64

// ValidName reports whether s can name a pool, a venue or a terminal: 1 to 64
// bytes of ASCII letters, digits and the punctuation "-_.:/". The narrow
// alphabet keeps names unambiguous in records, logs and database keys.
func ValidName(s string) bool {
	if len(s) == 0 || len(s) > maxNameLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		case c == '-', c == '_', c == '.', c == ':', c == '/':
		default:
			return false
		}
	}
	return true
}

// check returns an *Error for a malformed scope of pool i.
func (s Scope) check(i int, pool string) error {
	bad := func(field, reason string) error {
		return configErr(i, pool, field, "", reason)
	}
	switch s.Kind {
	case ScopeAll:
		if s.Venue != "" || len(s.Venues) > 0 {
			return bad("Scope", "scope \"all\" takes no venues")
		}
	case ScopeVenue:
		if s.Venue == "" {
			return bad("Scope.Venue", "venue scope has no venue")
		}
		if !ValidName(s.Venue) {
			return bad("Scope.Venue", "invalid name "+strconv.Quote(s.Venue))
		}
		if len(s.Venues) > 0 {
			return bad("Scope.Venues", "venue scope takes one venue in Scope.Venue")
		}
	case ScopeGroup:
		if len(s.Venues) == 0 {
			return bad("Scope.Venues", "group scope has no venues")
		}
		if s.Venue != "" {
			return bad("Scope.Venue", "group scope takes its venues in Scope.Venues")
		}
		seen := make(map[string]bool, len(s.Venues))
		for j, v := range s.Venues {
			field := "Scope.Venues[" + strconv.Itoa(j) + "]"
			if !ValidName(v) {
				return bad(field, "invalid name "+strconv.Quote(v))
			}
			if seen[v] {
				return bad(field, "duplicate venue "+strconv.Quote(v))
			}
			seen[v] = true
		}
	default:
		return bad("Scope.Kind", "unknown scope kind "+s.Kind.String())
	}
	return nil
}

// venues returns the venues a validated scope names (none for ScopeAll).
func (s Scope) venues() []string {
	switch s.Kind {
	case ScopeVenue:
		return []string{s.Venue}
	case ScopeGroup:
		return s.Venues
	}
	return nil
}

// scopeSet is a validated scope in the form the hot path reads: nil venues
// means every terminal.
type scopeSet struct {
	venues map[string]struct{}
}

// compile returns the matcher of a validated scope.
func (s Scope) compile() scopeSet {
	switch s.Kind {
	case ScopeVenue:
		return scopeSet{venues: map[string]struct{}{s.Venue: {}}}
	case ScopeGroup:
		m := make(map[string]struct{}, len(s.Venues))
		for _, v := range s.Venues {
			m[v] = struct{}{}
		}
		return scopeSet{venues: m}
	}
	return scopeSet{}
}

// contains reports whether a terminal of venue v is in the scope.
func (m scopeSet) contains(v string) bool {
	if m.venues == nil {
		return true
	}
	_, ok := m.venues[v]
	return ok
}
