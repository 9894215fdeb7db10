package record

// DefaultRecall is the number of rounds a [Recall] keeps by default: the
// last game and the nine before it, as test labs ask (GLI-19 §4.14).
const DefaultRecall = 10

// Recall keeps the last N records of one terminal or session, for game
// recall. The zero Recall keeps [DefaultRecall] rounds. A Recall is not safe
// for concurrent use; a terminal owns its own.
type Recall struct {
	n    int
	recs []*Record // ring buffer
	next int       // where the next record goes
}

// NewRecall returns a Recall of the last n records (n <= 0 means
// DefaultRecall).
func NewRecall(n int) *Recall {
	if n <= 0 {
		n = DefaultRecall
	}
	return &Recall{n: n}
}

// Add keeps r, forgetting the oldest record once N are kept.
func (c *Recall) Add(r *Record) {
	if c.n <= 0 {
		c.n = DefaultRecall
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
func (c *Recall) Last() []*Record {
	out := make([]*Record, 0, len(c.recs))
	for i := range len(c.recs) {
		j := (c.next - 1 - i + 2*len(c.recs)) % len(c.recs)
		out = append(out, c.recs[j])
	}
	return out
}
