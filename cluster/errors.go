package cluster

import "errors"

// ErrBadConfig is the sentinel every *[ConfigError] unwraps to: a
// configuration that [NewPayAnywhere] or [NewAdjacent] refused.
var ErrBadConfig = errors.New("bad configuration")

// ConfigError says which part of a configuration is wrong and why. Field
// names the part in Go syntax, relative to the config struct: "Classes[1]",
// "Pays[3][2]" (symbol 3, class index 2), "Scatter", "ScatterPays[0]".
type ConfigError struct {
	Field  string // the offending part, e.g. "Pays[3][2]"
	Reason string // what is wrong with it, e.g. "factor is negative (-0.5)"
}

// Error returns a message such as
// "cluster: Pays[3][2]: factor is negative (-0.5)".
func (e *ConfigError) Error() string {
	return "cluster: " + e.Field + ": " + e.Reason
}

// Unwrap returns [ErrBadConfig].
func (e *ConfigError) Unwrap() error { return ErrBadConfig }

// configErr returns a *ConfigError as an error.
func configErr(field, reason string) error {
	return &ConfigError{Field: field, Reason: reason}
}
