package jackpot

import (
	"strconv"
	"strings"
	"time"

	"github.com/slotmech/slotmech"
)

// PayoutRule is the payout route of CS-20: a win up to VenueLimit is paid at
// the venue within VenueDays; a larger win is paid at the operator's seat
// within OperatorDays. Amounts are in the pool's money unit. The zero value
// stands for the rule of CS-20 in whole Kč in a [PoolConfig] (see
// [PoolConfig].Payout).
type PayoutRule struct {
	VenueLimit   slotmech.Money // largest win paid at the venue (≥ 0)
	VenueDays    int            // days to pay at the venue (> 0)
	OperatorDays int            // days to pay at the operator's seat (> 0)
}

// defaultPayout returns the route of CS-20 for a pool counted in whole Kč:
// up to 50 000 Kč at the venue within 7 days, above it at the operator's
// seat within 30 days. It is a function so that the certified rule cannot
// be changed: each call returns a fresh value.
func defaultPayout() PayoutRule {
	return PayoutRule{VenueLimit: 50_000, VenueDays: 7, OperatorDays: 30}
}

// check returns what is wrong with r, or "".
func (r PayoutRule) check() string {
	switch {
	case r.VenueLimit < 0:
		return "venue limit " + r.VenueLimit.String() + " is negative"
	case r.VenueDays <= 0:
		return "venue days " + strconv.Itoa(r.VenueDays) + " is not positive"
	case r.OperatorDays <= 0:
		return "operator days " + strconv.Itoa(r.OperatorDays) + " is not positive"
	}
	return ""
}

// route returns where and by when a win of amount won at time at is paid.
func (r PayoutRule) route(amount slotmech.Money, at time.Time) Payout {
	if amount <= r.VenueLimit {
		return Payout{Place: AtVenue, Due: at.AddDate(0, 0, r.VenueDays)}
	}
	return Payout{Place: AtOperator, Due: at.AddDate(0, 0, r.OperatorDays)}
}

// Place is where a jackpot win is paid out. The zero value is not a place.
type Place uint8

// The two places of CS-20.
const (
	AtVenue    Place = iota + 1 // at the venue where the win fell
	AtOperator                  // at the operator's seat
)

// String returns "venue", "operator" or "Place(n)".
func (p Place) String() string {
	switch p {
	case AtVenue:
		return "venue"
	case AtOperator:
		return "operator"
	}
	return "Place(" + strconv.Itoa(int(p)) + ")"
}

// Payout says where a win is paid and by when (CS-20). Due is the win's time
// plus the rule's number of calendar days.
type Payout struct {
	Place Place
	Due   time.Time
}

// PayoutForm is the form staff fill in and the winner signs before a jackpot
// win is paid (CS-20). Every field is required; a string made only of
// spaces counts as missing. The zero value is an empty form.
type PayoutForm struct {
	WinnerName     string    // the winner's full name
	BirthDate      time.Time // the winner's date of birth
	Address        string    // the winner's address
	DocumentType   string    // the identity document checked, e.g. "ID card", "passport"
	DocumentNumber string    // its number
	CheckedBy      string    // the staff member who checked the identity
	Signed         bool      // the winner has signed the form
}

// Missing returns the names of f's missing fields (blank, zero or unsigned),
// by their Go names in declaration order, or nil for a complete form: what
// [Win.Claim] refuses a form for.
func (f *PayoutForm) Missing() []string {
	var m []string
	blank := func(s string) bool { return strings.TrimSpace(s) == "" }
	if blank(f.WinnerName) {
		m = append(m, "WinnerName")
	}
	if f.BirthDate.IsZero() {
		m = append(m, "BirthDate")
	}
	if blank(f.Address) {
		m = append(m, "Address")
	}
	if blank(f.DocumentType) {
		m = append(m, "DocumentType")
	}
	if blank(f.DocumentNumber) {
		m = append(m, "DocumentNumber")
	}
	if blank(f.CheckedBy) {
		m = append(m, "CheckedBy")
	}
	if !f.Signed {
		m = append(m, "Signed")
	}
	return m
}

// Claim checks the payout form f for win w. It returns nil when the win may be
// paid, at w.Payout.Place by w.Payout.Due, and otherwise an *[slotmech.Error]
// wrapping [ErrFormIncomplete] whose Field names the win ("win 12") and whose
// Value lists every missing field (see [PayoutForm.Missing]): with a required
// field missing there is no right to the payout (CS-20).
//
// Claim decides only whether the form is complete. Paying the win, and making
// sure each record (by its Seq) is paid once, is the operator's accounting;
// the package never adds a win to a player's credit.
func (w Win) Claim(f PayoutForm) error {
	if m := f.Missing(); len(m) > 0 {
		list := strings.Join(m, ", ")
		return &slotmech.Error{Op: "Claim", Field: "win " + strconv.FormatUint(w.Seq, 10), Value: list,
			Reason: "payout form incomplete, missing " + list, Err: ErrFormIncomplete}
	}
	return nil
}
