package rng

import (
	"math"
	"strconv"
)

// Recorder is a Source that passes through the values of another source and
// keeps every one of them, so that a round can be stored with its draws and
// replayed later by a [Replayer].
//
// The zero Recorder is not usable; use [NewRecorder]. A Recorder is not safe
// for concurrent use.
type Recorder struct {
	src   Source
	draws []uint64
}

// NewRecorder returns a recorder that draws from src.
func NewRecorder(src Source) *Recorder { return &Recorder{src: src} }

// Uint64 returns the next value of the underlying source and records it.
func (r *Recorder) Uint64() uint64 {
	v := r.src.Uint64()
	r.draws = append(r.draws, v)
	return v
}

// Draws returns a copy of the values recorded since the last [Recorder.Reset].
func (r *Recorder) Draws() []uint64 { return append([]uint64(nil), r.draws...) }

// Reset forgets the recorded values (keeping the memory), to start recording
// the next round.
func (r *Recorder) Reset() { r.draws = r.draws[:0] }

// Replayer is a Source that serves back recorded values in order. Asking for
// more values than were recorded never produces a fresh draw: the replayer
// remembers the error ([ErrExhausted]) and returns 1<<64 − 1, a value that
// ends every rejection loop of this package at its first try, so the replayed
// round finishes and its caller can check [Replayer.Done].
//
// The zero Replayer replays an empty record. A Replayer is not safe for
// concurrent use.
type Replayer struct {
	draws []uint64
	asked int
}

// NewReplayer returns a replayer of draws. It keeps a reference to draws and
// does not modify it.
func NewReplayer(draws []uint64) *Replayer { return &Replayer{draws: draws} }

// Uint64 returns the next recorded value, or 1<<64 − 1 past the end of the
// record (see [Replayer.Done]).
func (p *Replayer) Uint64() uint64 {
	i := p.asked
	p.asked++
	if i < len(p.draws) {
		return p.draws[i]
	}
	return math.MaxUint64
}

// Done reports whether the replay consumed its record exactly: an
// *[slotmech.Error] wrapping [ErrExhausted] if more values were asked for
// than were recorded ("rng: replay ran out of recorded draws: asked for
// draw 13 of 12 recorded"), one wrapping [ErrUnused] if values are left
// ("rng: replay left recorded draws unused: used 1 of 3 recorded"), and nil
// otherwise. A caller that only needs to know whether the replay ran out
// tests errors.Is(err, ErrExhausted). Done may be called at any time; it
// changes nothing.
func (p *Replayer) Done() error {
	if p.asked > len(p.draws) {
		return replayErr(ErrExhausted, strconv.Itoa(p.asked),
			"asked for draw "+strconv.Itoa(p.asked)+" of "+strconv.Itoa(len(p.draws))+" recorded")
	}
	if p.asked < len(p.draws) {
		return replayErr(ErrUnused, strconv.Itoa(p.asked),
			"used "+strconv.Itoa(p.asked)+" of "+strconv.Itoa(len(p.draws))+" recorded")
	}
	return nil
}
