package weighted

import "errors"

// ErrConfig is the sentinel of a weight table that cannot be drawn from:
// every error of [New] and [NewHalves] wraps it. Package rng exports it as
// rng.ErrConfig.
var ErrConfig = errors.New("rng: bad weight table")
