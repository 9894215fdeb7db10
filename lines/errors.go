package lines

import "errors"

// ErrConfig is the sentinel every *[ConfigError] unwraps to: [New] was given
// a configuration it cannot evaluate.
var ErrConfig = errors.New("lines: invalid configuration")

// ConfigError says why [New] refused a [Config]: which field, where in it and
// what is wrong. It unwraps to [ErrConfig].
type ConfigError struct {
	Field  string // the Config field at fault, e.g. "Lines" or "Pays"
	Where  string // where in the field, e.g. "line 3 reel 2"; empty for the field as a whole
	Reason string // what is wrong, e.g. "row 4 is outside the screen (rows 0 to 2)"
}

// Error returns a message such as
// "lines: Pays: symbol 4 run of 3: factor -5 is negative".
func (e *ConfigError) Error() string {
	msg := "lines: " + e.Field + ": "
	if e.Where != "" {
		msg += e.Where + ": "
	}
	return msg + e.Reason
}

// Unwrap returns [ErrConfig].
func (e *ConfigError) Unwrap() error { return ErrConfig }
