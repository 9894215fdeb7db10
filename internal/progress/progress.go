// Package progress draws how far a long run is on a terminal, for the
// module's command-line tools (games/cli's simulate, parsheet and publish)
// and its example programs (examples/tune).
//
// Its model is one bar per run: units done of a total, the rate and the
// time left, redrawn at most a few times a second on one line of a
// terminal and cleared when done; on anything that is not a terminal it
// draws nothing. A Progress is safe for concurrent use.
//
// It is not for logs or machine-readable output: it writes nothing to a
// file or a pipe.
package progress

import (
	"io"
	"os"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// Progress shows how far a long run is, on a terminal: a bar with the
// units done, the rate and the time left, redrawn at most a few times a
// second on one line, and cleared when the run is done. On anything else (a
// file, a pipe, a buffer) it shows nothing, so that logs and JSON output stay
// clean.
//
// games/cli's commands use it on their error stream (simulate, parsheet
// and publish, quiet with -json); other long-running programs of the
// module, such as examples/tune, use it the same way:
//
//	p := progress.New(os.Stderr, "tune standard", "spins", total, false)
//	defer p.Done()
//	… p.Set(done) …
//
// A Progress is safe for concurrent use; a nil *Progress does nothing.
type Progress struct {
	mu          sync.Mutex
	w           io.Writer
	label, unit string
	show, done  bool
	bar         *progressbar.ProgressBar // made when the total is known
}

// New returns the progress of a run of total units (such as
// "spins"), labelled label, drawn on w if w is a terminal and quiet is
// false. Otherwise the Progress it returns shows nothing. A total of 0 or
// less is taken from the first call of [Progress.Report].
func New(w io.Writer, label, unit string, total int64, quiet bool) *Progress {
	return newProgress(w, label, unit, total, !quiet && isTerminal(w))
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// progressRedraw is the least time between two redraws of a bar.
const progressRedraw = 200 * time.Millisecond

// newProgress returns a Progress drawn on w if show.
func newProgress(w io.Writer, label, unit string, total int64, show bool) *Progress {
	p := &Progress{w: w, label: label, unit: unit, show: show}
	p.start(total)
	return p
}

// start makes the bar of a run of total units, if it is to be shown.
func (p *Progress) start(total int64) {
	if !p.show || p.done || p.bar != nil || total <= 0 {
		return
	}
	p.bar = progressbar.NewOptions64(total,
		progressbar.OptionSetWriter(p.w),
		progressbar.OptionSetDescription(p.label),
		progressbar.OptionSetItsString(p.unit),
		progressbar.OptionShowIts(),
		progressbar.OptionShowCount(),
		progressbar.OptionSetPredictTime(true),
		progressbar.OptionSetElapsedTime(true),
		progressbar.OptionSetWidth(24),
		progressbar.OptionThrottle(progressRedraw),
	)
}

// Set records that done units of the run are done (done only increases).
func (p *Progress) Set(done int64) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.bar != nil {
		p.bar.Set64(done)
	}
}

// Report is Set with the run's total, in the form of the Progress
// functions of games/sim, games/exact and internal/stakeengine: func(done,
// total int64). The first call makes the bar if New had no total.
func (p *Progress) Report(done, total int64) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.start(total)
	if p.bar != nil {
		p.bar.Set64(done)
	}
}

// Done clears the bar: the run is over (finished or not). Later calls
// show nothing.
func (p *Progress) Done() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done = true
	if p.bar != nil {
		p.bar.Clear()
		p.bar = nil
	}
}
