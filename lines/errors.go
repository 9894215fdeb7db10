package lines

import "errors"

// ErrConfig is the sentinel of a configuration that [New] cannot evaluate:
// every error New returns wraps it.
var ErrConfig = errors.New("lines: invalid configuration")
