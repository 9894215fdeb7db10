// Package recall keeps the last records of a terminal or of the recall
// tool, for game recall (GLI-19 §4.14): a ring buffer of
// *record.Record, newest first. It is no API of slotmech: the terminal's
// recall is its Machine.Recall and Config.Recall, the tool's the recall
// command. A [Recall] is not safe for concurrent use; its owner keeps it.
package recall

import "github.com/slotmech/slotmech/games/record"

// Default is the number of rounds a [Recall] keeps by default: the
// last game and the nine before it, as test labs ask (GLI-19 §4.14).
const Default = 10

// Recall keeps the last N records of one terminal or session, for game
// recall. The zero Recall keeps [Default] rounds. A Recall is not safe
// for concurrent use; a terminal owns its own.
type Recall struct {
	n    int
	recs []*record.Record // ring buffer
	next int              // where the next record goes
}

// New returns a Recall of the last n records (n <= 0 means Default).
func New(n int) *Recall {
	if n <= 0 {
		n = Default
	}
	return &Recall{n: n}
}

// Add keeps r, forgetting the oldest record once N are kept.
func (c *Recall) Add(r *record.Record) {
	if c.n <= 0 {
		c.n = Default
	}
	if len(c.recs) < c.n {
		c.recs = append(c.recs, r)
		c.next = len(c.recs) % c.n
		return
	}
	c.recs[c.next] = r
	c.next = (c.next + 1) % c.n
}

// Len returns the number of records kept.
func (c *Recall) Len() int { return len(c.recs) }

// Last returns the kept records, newest first.
func (c *Recall) Last() []*record.Record {
	out := make([]*record.Record, 0, len(c.recs))
	for i := range len(c.recs) {
		j := (c.next - 1 - i + 2*len(c.recs)) % len(c.recs)
		out = append(out, c.recs[j])
	}
	return out
}
