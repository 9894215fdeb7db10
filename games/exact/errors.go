package exact

import "errors"

// ErrConfig is returned (wrapped) by [FullCycle] for options it refuses: a
// shard outside [0, Shards), more shards than the first reel has stops, or
// shards of a game of one reel.
var ErrConfig = errors.New("exact: bad options")
