// Package lanecount counts symbols on a screen many at a time: a [Counter]
// gives every counted symbol a 7-bit lane of a uint64, so that adding one
// table entry per position counts up to nine symbols at once, and one
// addition and one mask tell which reached a least count. Package cluster
// uses it for its pay-anywhere counts and its pay filter, the module's
// strip games for their per-stop filter words ([Filter]), and a title whose
// rounds are played on counts (Starlight Christmas) for its pay table in
// count space ([Pays], from [CountPays]).
//
// # Model
//
// The count word of a reel is the sum of the lane increments of its
// symbols ([Counter.CountWord]); the words of a screen's reels add up to
// the screen's counts, which [Counter.Reached] reads.
//
// # Concurrency
//
// A [Counter] is immutable after [New], and [Pays] after [NewPays]; both
// are safe for concurrent use.
//
// # What it is not for
//
// It is internal: studios and titles count through package cluster. Its
// names carry no compatibility promise.
package lanecount
