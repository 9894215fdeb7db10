package lines

import (
	"math/bits"
	"strconv"

	"github.com/slotmech/slotmech"
)

// Win is the paid run of one line.
type Win struct {
	Line   int             // index of the line in Config.Lines
	Symbol slotmech.Symbol // the symbol paid: the run's symbol, or for a run of only wilds Config.WildPaysAs (PayAsSymbol) or the wild (PayOwn)
	Start  int             // first reel of the run
	Length int             // number of reels of the run: it covers reels [Start, Start+Length)
	Wilds  int             // how many positions of the run show the wild
	Factor slotmech.Factor // the pay, a factor of the bet (Config.Pays[Symbol][Length])

	// Positions are the Length positions of the run on the line, the
	// positions a cascade removes.
	Positions slotmech.PosSet
}

// Result holds the wins of one evaluated screen. The zero value is an empty
// result ready for use. [Evaluator.Evaluate] overwrites it, reusing the
// capacity of Wins, so a goroutine that keeps one Result evaluates without
// allocating. A Result is not safe for concurrent use.
type Result struct {
	Wins      []Win           // at most one per line, in line order
	Total     slotmech.Factor // sum of the wins' factors
	Positions slotmech.PosSet // union of the wins' positions (a position on two lines counts once)
}

// run is a candidate run of a line: reels [start, start+length) paying
// factor as sym.
type run struct {
	factor        slotmech.Factor
	start, length int
	sym           slotmech.Symbol
}

// consider makes (factor, start, length, sym) the best run b if it pays more,
// or pays the same and is longer, or pays the same, is as long and starts
// further left. Runs that pay nothing are never kept.
func (b *run) consider(factor slotmech.Factor, start, length int, sym slotmech.Symbol) {
	if factor == 0 || factor < b.factor {
		return
	}
	if factor == b.factor && (length < b.length || length == b.length && start >= b.start) {
		return
	}
	*b = run{factor: factor, start: start, length: length, sym: sym}
}

// Evaluate finds the highest win of every line of screen s and stores the
// wins, their total and their positions in r, replacing what r held. It
// allocates only to grow r.Wins, so evaluating into a kept Result soon
// allocates nothing.
//
// It panics if s is not Reels × Rows, the size of the configuration.
func (e *Evaluator) Evaluate(s *slotmech.Screen, r *Result) {
	if s.Reels() != e.reels || s.Rows() != e.rows {
		panic("lines: screen is " + strconv.Itoa(s.Reels()) + "x" + strconv.Itoa(s.Rows()) +
			", evaluator wants " + strconv.Itoa(e.reels) + "x" + strconv.Itoa(e.rows))
	}
	r.Wins = r.Wins[:0]
	r.Total = 0
	r.Positions = 0
	for i := range e.lines {
		l := &e.lines[i]
		// Read the line, noting which reels show the wild and which
		// neighbours show the same symbol, to skip lines that cannot pay.
		var syms [slotmech.MaxReels]uint16
		prev := uint16(s.At(0, int(l.rows[0])))
		syms[0] = prev
		wilds := bit(prev == e.wild) // bit k: reel k shows the wild
		same := uint(0)              // bit k: reels k and k+1 show the same symbol
		for reel := 1; reel < e.reels; reel++ {
			sym := uint16(s.At(reel, int(l.rows[reel])))
			syms[reel] = sym
			same |= bit(sym == prev) << (reel - 1)
			wilds |= bit(sym == e.wild) << reel
			prev = sym
		}
		// Bit k of links: reels k and k+1 can be part of one run.
		links := (same | wilds | wilds>>1) & e.linkMask
		if !e.mayPay[links] {
			continue // the common case: no run long enough to pay
		}
		b := e.best(&syms)
		if b.factor == 0 {
			continue
		}
		pos := l.span[b.start+b.length] &^ l.span[b.start]
		r.Wins = append(r.Wins, Win{
			Line: i, Symbol: b.sym, Start: b.start, Length: b.length,
			Wilds:  bits.OnesCount(wilds >> b.start & (1<<b.length - 1)),
			Factor: b.factor, Positions: pos,
		})
		r.Total += b.factor // New bounded the sum of the lines' largest factors
		r.Positions |= pos
	}
}

// best returns the highest paying run of a line showing syms, by the rule of
// [run.consider]. It pays nothing (factor 0) if no run pays.
func (e *Evaluator) best(syms *[slotmech.MaxReels]uint16) run {
	var b run
	switch e.direction {
	case LeftToRight:
		e.fromStart(syms, 0, &b)
	case RightToLeft:
		e.fromEnd(syms, &b)
	case BothWays:
		e.fromStart(syms, 0, &b)
		e.fromEnd(syms, &b)
	case AnyRun:
		for start := 0; start <= e.reels-e.minRun; start++ {
			e.fromStart(syms, start, &b)
		}
	}
	return b
}

// fromStart considers the runs that start on reel start and reach as far
// right as they can: the run of the leading wilds alone, and the run of the
// first other symbol x with the wilds around it.
//
// A run that could also start one reel further left (the reel before start
// shows the wild, or x) is skipped: that longer run pays at least as much,
// since pays never decrease with length, and is considered on its own start.
func (e *Evaluator) fromStart(syms *[slotmech.MaxReels]uint16, start int, b *run) {
	prev := uint16(noWild + 1) // equals no symbol and not the wild
	if start > 0 {
		prev = syms[start-1]
		if prev == e.wild {
			return
		}
	}
	i := start
	for i < e.reels && syms[i] == e.wild {
		i++
	}
	if i > start {
		b.consider(e.wildPay[i-start], start, i-start, e.wildSym)
	}
	if i == e.reels {
		return
	}
	x := syms[i]
	if x == prev {
		return
	}
	for i < e.reels && (syms[i] == x || syms[i] == e.wild) {
		i++
	}
	b.consider(e.pays[x][i-start], start, i-start, slotmech.Symbol(x))
}

// fromEnd considers the runs that end on the last reel and reach as far left
// as they can: the run of the trailing wilds alone, and the run of the last
// other symbol with the wilds around it.
func (e *Evaluator) fromEnd(syms *[slotmech.MaxReels]uint16, b *run) {
	end := e.reels
	i := end - 1
	for i >= 0 && syms[i] == e.wild {
		i--
	}
	if n := end - 1 - i; n > 0 {
		b.consider(e.wildPay[n], end-n, n, e.wildSym)
	}
	if i < 0 {
		return
	}
	x := syms[i]
	for i >= 0 && (syms[i] == x || syms[i] == e.wild) {
		i--
	}
	n := end - 1 - i
	b.consider(e.pays[x][n], end-n, n, slotmech.Symbol(x))
}

// bit returns 1 for true and 0 for false (compiled without a branch).
func bit(b bool) uint {
	if b {
		return 1
	}
	return 0
}
