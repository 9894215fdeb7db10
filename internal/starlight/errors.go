package starlight

import (
	"errors"
	"fmt"

	"github.com/slotmech/slotmech/games"
)

// ErrConfig is the sentinel every error of [NewWithMaths] wraps: a weight
// table that cannot be drawn from (negative weight, zero sum, …).
var ErrConfig = errors.New("starlight: invalid configuration")

// refuse returns the package's one error shape, a *games.Error of this
// game: op is what was being done ("stake", "play", "forced play", "new
// game"), field and value the part of the input at fault in the user's
// words (or ""), sentinel what the error wraps (games.ErrBet,
// games.ErrForced, ErrConfig), and format and args what is wrong.
func refuse(op, field, value string, sentinel error, format string, args ...any) *games.Error {
	return &games.Error{Op: op, Game: Name, Field: field, Value: value,
		Err: fmt.Errorf("%w: "+format, append([]any{sentinel}, args...)...)}
}
