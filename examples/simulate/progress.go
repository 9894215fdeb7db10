package main

import (
	"fmt"
	"io"
	"time"
)

// progressEvery is the least time between two progress lines.
const progressEvery = time.Second

// progress prints how far a run is on standard error, at most once every
// progressEvery, so that short runs print nothing.
type progress struct {
	w           io.Writer
	label       string
	start, last time.Time
}

func newProgress(w io.Writer, label string) *progress {
	now := time.Now()
	return &progress{w: w, label: label, start: now, last: now}
}

// report is a games.SimConfig.Progress function.
func (p *progress) report(done, total int64) {
	now := time.Now()
	if now.Sub(p.last) < progressEvery || done == total {
		return
	}
	p.last = now
	rate := float64(done) / now.Sub(p.start).Seconds()
	fmt.Fprintf(p.w, "simulate: %s: %d of %d spins (%.0f%%), %.0f spins/s\n",
		p.label, done, total, 100*float64(done)/float64(total), rate)
}
