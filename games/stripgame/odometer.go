package stripgame

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/gameerr"
	"github.com/slotmech/slotmech/internal/linewords"
	"github.com/slotmech/slotmech/tumble"
)

// stopData is what a game knows of every stop of every reel, computed once
// by New, so that a round that cannot win anything is known from its stops
// alone (see mayWin):
//
//   - filter[r][stop], the word of reel r's window at stop for the pay
//     evaluator's screen filter: linewords.Evaluator.ReelFilter, or
//     lanecount.Counter.CountWord;
//   - scatters[r][stop], the number of scatters in that window (nil without
//     a scatter);
//   - scatterMin, the fewest scatters anywhere that pay something (above
//     slotmech.MaxPositions if no count does), or award free spins in a
//     part of a feature game (fs_exact.go);
//   - awardMin, the fewest scatters that award free spins in a part of a
//     feature game (above slotmech.MaxPositions otherwise);
//   - lineWords[r], in a line game, the part of the line evaluator's line
//     words that reel r contributes at each stop
//     (linewords.Evaluator.ReelLineWords): words lineWords[r][stop·n : (stop+1)·n]
//     with n = LineWordsLen, so that the line words of a screen are the OR
//     of its reels' parts, and a player walking the stops like an odometer
//     ORs the other reels' parts once for all the stops of the last reel;
//     and lastRows, the row each line crosses on the last reel (the rows
//     PlayLastGrouped groups the last reel's stops by, see group.go).
//
// A round whose first screen the filter rejects has no line or
// pay-anywhere win, so it does not cascade, and its final screen is the
// first one: with fewer than scatterMin scatters on it, it wins nothing and
// reports nothing.
//
// In a line game with a cascade and at most maxAfterRows rows, also
//
//   - after[r][stop<<rows | mask], the window of reel r stopped at stop
//     after the first cascade step removed the rows in mask (bit k: row
//     k) and the reel refilled from its strip: its reel word, its screen
//     filter word and the strip position then at its top. The first step of
//     a round played from its stops (PlayCurrent, PlayStops) falls and
//     refills from this table instead of tumble.Step (fallFromStops);
//   - afterWords[r], the parts of the line words of those windows, as
//     lineWords has them for the stops (n words at index n·(stop<<rows |
//     mask)), from which the second evaluation is made (wordsAfter).
//
// With at most maxAfter2Rows rows and at most maxAfter2 entries in all,
// also
//
//   - after2[r][(stop<<rows | mask1)<<rows | mask2], the same after a
//     first step removed the rows in mask1 (0: none) and a second those in
//     mask2 (never 0), from which a line cascade's second step falls
//     (linecascade.go); nil if the game has none.
type stopData struct {
	words      [][]uint64 // words[r][stop]: g.word(r, stop), without its checks
	filter     [][]uint64
	scatters   [][]uint8
	scatterMin int
	awardMin   int
	lineWords  [][]uint64
	lastRows   []uint8
	after      [][]afterStep
	afterWords [][]uint64
	after2     [][]afterStep
}

// afterStep is a reel's window after the first cascade step (stopData.after).
type afterStep struct {
	word, filter uint64
	top          int
}

// maxAfterRows is the most rows a cascade line game may have for
// stopData.after (2^rows entries per stop).
const maxAfterRows = 4

// maxAfter2Rows and maxAfter2 bound stopData.after2: 4^rows entries per
// stop, at most maxAfter2 in all (24 bytes each).
const (
	maxAfter2Rows = 3
	maxAfter2     = 1 << 17
)

// buildStopData fills g.stopData; g.strips, g.rows and the evaluators must be
// set.
func (g *game) buildStopData(scatterPays []scatterPay) {
	d := &g.stopData
	d.scatterMin = slotmech.MaxPositions + 1
	d.awardMin = slotmech.MaxPositions + 1
	for _, sp := range scatterPays {
		if sp.factor > 0 {
			d.scatterMin = min(d.scatterMin, sp.count)
		}
	}
	d.filter = make([][]uint64, g.reels)
	d.words = make([][]uint64, g.reels)
	if g.lines != nil {
		d.lineWords = make([][]uint64, g.reels)
		d.lastRows = g.lastRowsOf()
	}
	if g.scatter != nil {
		d.scatters = make([][]uint8, g.reels)
	}
	for r := range g.reels {
		d.filter[r] = make([]uint64, g.lens[r])
		d.words[r] = make([]uint64, g.lens[r])
		n := 0
		if g.lines != nil {
			n = (*linewords.Evaluator)(g.lines).LineWordsLen()
			d.lineWords[r] = make([]uint64, g.lens[r]*n)
		}
		if d.scatters != nil {
			d.scatters[r] = make([]uint8, g.lens[r])
		}
		for stop := range g.lens[r] {
			w := g.word(r, stop)
			d.words[r][stop] = w
			if g.lines != nil {
				d.filter[r][stop] = (*linewords.Evaluator)(g.lines).ReelFilter(r, w)
				(*linewords.Evaluator)(g.lines).ReelLineWords(r, w, d.lineWords[r][stop*n:(stop+1)*n])
			} else if g.anyFilter != nil {
				d.filter[r][stop] = g.anyFilter.CountWord(w)
			}
			if d.scatters != nil {
				for row := range g.rows {
					if slotmech.Symbol(w>>(8*row)) == g.scatterSym {
						d.scatters[r][stop]++
					}
				}
			}
		}
	}
}

// buildAfter fills g.stopData.after (see stopData) in a line game with a
// cascade and at most maxAfterRows rows: for every stop of every reel and
// every set of rows, the window tumble.Step leaves after removing them,
// refilled from the strip (tumble.StripRefill), and the top it then has.
func (g *game) buildAfter() {
	if g.lines == nil || !g.cascade || g.rows > maxAfterRows {
		return
	}
	d := &g.stopData
	masks := 1 << g.rows
	ev := (*linewords.Evaluator)(g.lines)
	n := ev.LineWordsLen()
	d.after = make([][]afterStep, g.reels)
	d.afterWords = make([][]uint64, g.reels)
	for r := range g.reels {
		o := g.newOneReel(r)
		d.after[r] = make([]afterStep, g.lens[r]*masks)
		d.afterWords[r] = make([]uint64, g.lens[r]*masks*n)
		for stop := range g.lens[r] {
			for mask := 1; mask < masks; mask++ {
				w := o.fall(stop, 0, mask)
				top := wrapStop(stop-bits.OnesCount(uint(mask)), g.lens[r])
				i := stop*masks + mask
				d.after[r][i] = afterStep{word: w, filter: ev.ReelFilter(r, w), top: top}
				ev.ReelLineWords(r, w, d.afterWords[r][i*n:(i+1)*n])
			}
		}
	}
	g.buildAfter2()
}

// buildAfter2 fills g.stopData.after2 (see stopData) within its bounds.
func (g *game) buildAfter2() {
	if g.rows > maxAfter2Rows {
		return
	}
	d := &g.stopData
	masks := 1 << g.rows
	total := 0
	for _, n := range g.lens {
		total += n * masks * masks
	}
	if total > maxAfter2 {
		return
	}
	ev := (*linewords.Evaluator)(g.lines)
	d.after2 = make([][]afterStep, g.reels)
	for r := range g.reels {
		o := g.newOneReel(r)
		d.after2[r] = make([]afterStep, g.lens[r]*masks*masks)
		for stop := range g.lens[r] {
			for mask1 := range masks {
				for mask2 := 1; mask2 < masks; mask2++ {
					w := o.fall(stop, mask1, mask2)
					top := wrapStop(stop-bits.OnesCount(uint(mask1))-bits.OnesCount(uint(mask2)), g.lens[r])
					d.after2[r][(stop*masks+mask1)*masks+mask2] = afterStep{word: w, filter: ev.ReelFilter(r, w), top: top}
				}
			}
		}
	}
}

// oneReel is one reel of a game on a screen of its own, for the tables of
// stopData: tumble.Step refills a reel from its own strip only, so the
// reel falls alone as it does among the others, at a fifth of the cost on
// five reels.
type oneReel struct {
	scr    slotmech.Screen
	refill *tumble.StripRefill
	stop   [1]int
}

// newOneReel returns reel r of g alone.
func (g *game) newOneReel(r int) *oneReel {
	st, err := tumble.NewStrips([][]slotmech.Symbol{g.cfg.Strips[r]})
	if err != nil {
		panic(err) // not reached: New checked the strip
	}
	return &oneReel{scr: slotmech.NewScreen(1, g.rows), refill: tumble.NewStripRefill(st)}
}

// fall returns the reel's word after its window at stop loses the rows in
// mask1 (none if 0) and then those in mask2, each time refilled from the
// strip (tumble.Step).
func (o *oneReel) fall(stop, mask1, mask2 int) uint64 {
	o.stop[0] = stop
	if err := o.refill.Start(&o.scr, o.stop[:]); err != nil {
		panic(err) // not reached: the stop is the strip's
	}
	for _, mask := range [2]int{mask1, mask2} {
		if mask == 0 {
			continue
		}
		if _, err := tumble.Step(&o.scr, slotmech.PosSet(mask), 0, slotmech.Empty, o.refill, nil); err != nil {
			panic(err) // not reached: a strip refill never runs out
		}
	}
	return o.scr.ReelWord(0)
}

// nextReel returns the lowest reel with a position in *rs, which must not
// be empty, and takes that reel's positions out of *rs.
func nextReel(rs *slotmech.PosSet) int {
	r := bits.TrailingZeros64(uint64(*rs)) / slotmech.MaxRows & (slotmech.MaxReels - 1)
	*rs &^= slotmech.PosSet(0xff) << (r * slotmech.MaxRows)
	return r
}

// wrapStop returns stop i of a strip of n stops read circularly: i mod n,
// from 0 to n−1 also for a negative i.
func wrapStop(i, n int) int {
	if i %= n; i < 0 {
		i += n
	}
	return i
}

// fallFromStops is the first cascade step of a round whose first screen is
// the window of p.start and whose refill is p.strip, reset to them: the
// reels in remove fall and refill from stopData.after, p.filter is brought
// up to date (it must hold the first screen's words), and the tops
// tumble.Step would have moved p.strip's to are kept in p.tops, for play
// to reset p.strip to before a second step (topsDue): most cascades end
// after one. The second evaluation, if the filter lets one happen, reads
// the line words of the tables (wordsAfter).
func (p *player) fallFromStops(remove slotmech.PosSet) {
	g := p.g
	after := g.stopData.after
	shift := uint(g.rows)
	p.tops = p.start
	// The reels with a position removed: a byte of remove per reel
	// (slotmech.MaxRows = 8 bits), the lowest bits set the lowest reel.
	for rs := remove; rs != 0; {
		r := nextReel(&rs)
		m := remove.Reel(r)
		a := &after[r][p.start[r]<<shift|int(m)]
		p.scr.SetReelWord(r, a.word)
		p.filter[r] = a.filter
		p.tops[r] = a.top
	}
	p.topsDue, p.removed = true, remove
}

// wordsAfter sets p.words to the line words of the screen fallFromStops
// left: each reel's part at its first stop, or after the rows it lost.
func (p *player) wordsAfter() {
	g, d := p.g, &p.g.stopData
	n := len(p.words)
	shift := uint(g.rows)
	clear(p.words)
	for r := range g.reels {
		var part []uint64
		if m := p.removed.Reel(r); m != 0 {
			i := p.start[r]<<shift | int(m)
			part = d.afterWords[r][i*n : (i+1)*n]
		} else {
			part = d.lineWords[r][p.start[r]*n : (p.start[r]+1)*n]
		}
		for i, w := range part {
			p.words[i] |= w
		}
	}
}

// scatterPay is one scatter pay of the Config, as buildStopData reads it.
type scatterPay struct {
	count  int
	factor slotmech.Factor
}

// mayWin reports whether the round whose reels have the filter words words
// and scatters scatters in their windows may win anything (see stopData).
func (g *game) mayWin(words []uint64, scatters int) bool {
	if scatters >= g.stopData.scatterMin {
		return true
	}
	switch {
	case g.lines != nil:
		return (*linewords.Evaluator)(g.lines).MayPayFilters(words)
	case g.ways != nil:
		return true // no filter: the ways fast path and first-screen skip (ways.go) skip the losing stops
	}
	return g.anyFilter.MayPayFilters(words)
}

// StripLengths returns the number of stop positions of each reel, left to
// right. The slice is the caller's.
func (p *player) StripLengths() []int { return slices.Clone(p.g.lens) }

// PlayReel plays the rounds of stops with the last reel at each of its
// stops from stops[last] on, in groups of stops whose rounds are the same,
// for exact analysis (the method of games/exact's StripPlayer, which
// documents it): only the reels that moved since the last call are set;
// the stops at which the screen filter rejects the round and too few
// scatters show to pay are skipped; in a line game without cascade or caps
// (the classic kind), from stop 0, the stops are grouped by what the lines
// that reach the last reel (lines.Evaluator.LineReaches) and the scatter
// count read of them, and one round of each group is played, from the
// stops' line words, without a screen. It returns a *[slotmech.Error]
// wrapping [games.ErrBet] for a refused bet and one wrapping
// [games.ErrStops] for stops that do not fit the strips.
func (p *player) PlayReel(stops []int, bet slotmech.Money, tally games.Tally, group func(stop, n int, out games.Outcome) error) error {
	const op = "play reel"
	g := p.g
	if len(stops) != g.reels {
		return gameerr.Failf(g.name, op, "stops", fmt.Sprint(stops),
			games.ErrStops, "%d stops, want %d, one per reel", len(stops), g.reels)
	}
	for r, s := range stops {
		if uint(s) >= uint(g.lens[r]) {
			return gameerr.Failf(g.name, op, fmt.Sprintf("reel %d stop", r), itoa(s),
				games.ErrStops, "reel %d stops at 0 to %d", r, g.lens[r]-1)
		}
	}
	for r, s := range stops {
		if p.cur[r] != s {
			p.setStop(r, s)
		}
	}
	return p.playLastGrouped(bet, tally, group)
}

// setStopChecked moves reel r (from 0) to stop for playCurrent, leaving
// the other reels where they are (see PlayReel); a new player's
// reels stand at stop 0. Only that reel's window and per-stop data are
// rewritten. It returns a *[slotmech.Error] wrapping [games.ErrStops],
// changing nothing, for a reel or stop that does not fit the strips.
func (p *player) setStopChecked(r, stop int) error {
	g := p.g
	if uint(r) >= uint(g.reels) {
		return gameerr.Failf(g.name, "set stop", "reel", itoa(r), games.ErrStops, "reel %d, the game has reels 0 to %d", r, g.reels-1)
	}
	if uint(stop) >= uint(g.lens[r]) {
		return gameerr.Failf(g.name, "set stop", fmt.Sprintf("reel %d stop", r), itoa(stop),
			games.ErrStops, "reel %d stops at 0 to %d", r, g.lens[r]-1)
	}
	p.setStop(r, stop)
	return nil
}

// setStop is SetStop for a valid reel and stop.
func (p *player) setStop(r, stop int) {
	g := p.g
	p.cur[r] = stop
	p.stale |= 1 << r // its window is written when a round needs the screen (curScreen)
	if p.wp != nil {
		p.wp.valid = min(p.wp.valid, r) // the ways depths from reel r on (ways.go)
	}
	if r != g.reels-1 {
		p.split = false
	}
}

// curScreen returns the window of the current stops, writing the reels
// moved since it was last asked for.
func (p *player) curScreen() *slotmech.Screen {
	g := p.g
	for m := p.stale; m != 0; m &= m - 1 {
		r := bits.TrailingZeros(m)
		p.curScr.SetReelWord(r, g.stopData.words[r][p.cur[r]])
	}
	p.stale = 0
	return &p.curScr
}

// splitLast prepares the test of the last reel's stops with the others
// where they are: the lines filter split around it
// (linewords.Evaluator.MayPayWith), or the pay-anywhere counts of the other
// reels, and their scatters; and, in a line game, the OR of the other
// reels' parts of the line words (p.rest).
func (p *player) splitLast() {
	if p.split {
		return
	}
	g, d := p.g, &p.g.stopData
	last := g.reels - 1
	var words [slotmech.MaxReels]uint64
	p.restScatters, p.restCounts = 0, 0
	for r := range g.reels {
		words[r] = d.filter[r][p.cur[r]]
		if r != last {
			p.restCounts += words[r]
			if d.scatters != nil {
				p.restScatters += int(d.scatters[r][p.cur[r]])
			}
		}
	}
	if g.lines != nil {
		p.always, p.need = (*linewords.Evaluator)(g.lines).MayPayWith(words[:g.reels], last)
		clear(p.rest)
		n := len(p.rest)
		for r := range last {
			part := d.lineWords[r][p.cur[r]*n : (p.cur[r]+1)*n]
			for i, w := range part {
				p.rest[i] |= w
			}
		}
	}
	p.split = true
	p.swept = false
}

// sweep fills p.mayWin, the last reel's stops at which the round may win
// with the others where they are (lastMayWin of each), for Losing and
// PlayCurrent while the other reels stand still; splitLast must have run.
func (p *player) sweep() {
	g, d := p.g, &p.g.stopData
	last := g.reels - 1
	clear(p.mayWin)
	switch {
	case g.lines != nil && p.always:
		for stop := range g.lens[last] {
			p.mayWin[stop/64] |= 1 << (stop % 64)
		}
	case g.lines != nil:
		// lastMayWin of each stop, with what it looks up hoisted.
		filter, need := d.filter[last], p.need
		var scatters []uint8
		enough := slotmech.MaxPositions + 1 // scatters on the last reel that pay: never without a scatter
		if d.scatters != nil {
			scatters, enough = d.scatters[last], d.scatterMin-p.restScatters
		}
		for stop, w := range filter {
			may := w&need != 0 || scatters != nil && int(scatters[stop]) >= enough
			if may {
				p.mayWin[stop/64] |= 1 << (stop % 64)
			}
		}
	case g.waysData != nil && g.waysData.skip:
		p.waysSweep() // a ways game with a cascade: from the ways depths (ways.go)
	default:
		for stop := range g.lens[last] {
			if p.lastMayWin(stop) {
				p.mayWin[stop/64] |= 1 << (stop % 64)
			}
		}
	}
	p.swept = true
}

// lastMayWin reports whether the round with the last reel at stop, the
// others where they are, may win anything; splitLast must have run.
func (p *player) lastMayWin(stop int) bool {
	g, d := p.g, &p.g.stopData
	if g.ways != nil {
		return true // no filter (see mayWin)
	}
	last := g.reels - 1
	w := d.filter[last][stop]
	if d.scatters != nil && p.restScatters+int(d.scatters[last][stop]) >= d.scatterMin {
		return true
	}
	if g.lines != nil {
		return p.always || w&p.need != 0
	}
	counts := [2]uint64{p.restCounts, w} // the lane counts of a screen add up
	return g.anyFilter.MayPayFilters(counts[:])
}

// playCurrent plays the round of the stops set with setStop at
// bet, exactly as player.PlayStops plays them, tally included (see
// PlayReel). It leaves the stops where they are. A round that
// cannot win anything (the pay evaluator's screen filter rejects its first
// screen, and too few scatters show to pay) returns at once, without a
// screen. Other rounds take what they can from the stops' data: the first
// screen's scatter count, and in a line game its lines from the stops' parts
// of the line words (linewords.EvaluateLineWords); a line game
// without a cascade then never builds the screen. It returns a *[slotmech.Error] wrapping [games.ErrBet] for a
// refused bet; a bet once accepted is not checked again until it changes.
func (p *player) playCurrent(bet slotmech.Money, tally games.Tally) error {
	const op = "play current"
	g := p.g
	if bet != p.curBet {
		if err := g.checkBet(op, bet, games.Standard); err != nil {
			return err
		}
		p.curBet = bet
	}
	p.splitLast()
	last := g.reels - 1
	stop := p.cur[last]
	if p.swept && p.mayWin[stop/64]>>(stop%64)&1 == 0 || !p.swept && !p.lastMayWin(stop) {
		p.out = games.Outcome{Bet: bet, Stake: bet * slotmech.Money(g.cost)}
		return nil
	}
	return p.playMayWin(bet, stop, tally)
}

// playMayWin is playCurrent for a bet it has accepted and a round that may
// win, with the last reel at stop (splitLast has run).
func (p *player) playMayWin(bet slotmech.Money, stop int, tally games.Tally) error {
	const op = "play current"
	g := p.g
	if g.lineCascade() {
		return p.playLineCascade(op, bet, tally) // its own reading of the first screen's words
	}
	p.firstAt(stop)
	p.fromWords = g.lines != nil
	if g.oneScreen() {
		p.fromWords = false
		p.out = p.playOneScreen(bet, tally)
		return nil
	}
	if g.lines == nil || g.cascade {
		// The screen is read: by the pay-anywhere evaluator, or by the
		// cascade.
		p.scr = *p.curScreen()
		if g.lines != nil {
			for r := range g.reels {
				p.filter[r] = g.stopData.filter[r][p.cur[r]]
			}
			p.filterSet = true
			p.start, p.fromStart = p.cur, true
		}
		if g.stopData.after == nil {
			// With the table the refill is reset after the first step
			// (fallFromStops), if a second follows.
			if err := p.resetRefill(p.cur[:g.reels]); err != nil {
				return gameerr.Fail(g.name, op, "stops", fmt.Sprint(p.cur[:g.reels]), fmt.Errorf("%w: %w", games.ErrStops, err)) // not reached: set by SetStop
			}
		}
	}
	return p.roundOut(op, bet, p.strip, nil, tally)
}

// firstAt sets what PlayCurrent knows of the first screen of the round
// with the last reel at stop, the others where they are (splitLast must
// have run): its scatters (p.knownScatters, in a game with a scatter) and,
// in a line game, its line words (p.words: the other reels' parts and the
// last reel's at stop).
func (p *player) firstAt(stop int) {
	g, d := p.g, &p.g.stopData
	last := g.reels - 1
	if d.scatters != nil {
		p.knownScatters = p.restScatters + int(d.scatters[last][stop])
	}
	if g.lines != nil {
		n := len(p.rest)
		part := d.lineWords[last][stop*n : (stop+1)*n]
		words := p.words[:n]
		for i, w := range p.rest {
			words[i] = w | part[i]
		}
	}
}

// oneScreen reports whether g is a line game without cascade, caps and
// StepMultiplier, whose rounds playOneScreen plays.
func (g *game) oneScreen() bool {
	return g.lines != nil && !g.cascade && g.lineCap == 0 && g.roundCapX == 0 && g.stepMult == nil
}

// playOneScreen is round for PlayCurrent and PlayStops in the simplest and commonest
// kind of line game, with no cascade and no caps: one screen, whose line
// words p.words and scatters p.knownScatters the caller has set (p.knownScatters
// is not read in a game without a scatter), paid as
// play pays it (each win's factor applied to the bet, the scatter's to the
// stake, all at step 1, the scatter reported last), without the screen and
// without play's layers for cascades, caps and itemising.
func (p *player) playOneScreen(bet slotmech.Money, tally games.Tally) games.Outcome {
	g := p.g
	stake := bet * slotmech.Money(g.cost) // New checked that the largest stake fits
	out := games.Outcome{Bet: bet, Stake: stake}
	linewords.EvaluateLineWords((*linewords.Evaluator)(g.lines), p.words, &p.lres)
	for i := range p.lres.Wins {
		w := &p.lres.Wins[i]
		m, _ := w.Factor.Apply(bet) // New checked that the largest possible win fits
		out.Win += m
		if tally != nil {
			tally(games.PaidWin{Step: 1, Line: w.Line + 1, Symbol: w.Symbol, Count: w.Count, Paid: m})
		}
	}
	if g.scatter != nil {
		n := p.knownScatters
		p.knownScatters = -1
		if f := g.scatter.ScatterPay(n); f > 0 {
			m, _ := f.Apply(stake) // New checked that the largest scatter pay fits
			out.Win += m
			if tally != nil {
				tally(games.PaidWin{Step: 1, Symbol: g.scatterSym, Count: n, Paid: m})
			}
		}
	}
	return out
}

// losing returns how many stops of reel r, from its current one on, give
// rounds that certainly win nothing with the other reels where they are
// (see PlayReel): for the last reel, the stops at which the
// screen filter rejects the screen and too few scatters show to pay; for
// the others 0, which promises nothing. It does not move the stops.
func (p *player) losing(r int) int {
	g := p.g
	if r != g.reels-1 || uint(p.cur[r]) >= uint(g.lens[r]) {
		return 0
	}
	p.splitLast()
	if !p.swept {
		p.sweep() // walking the last reel: its stops are tested once for all
	}
	// The stops from the current one up to the next that may win.
	from := p.cur[r]
	for k := from / 64; k < len(p.mayWin); k++ {
		m := p.mayWin[k]
		if k == from/64 {
			m &^= 1<<(from%64) - 1 // the stops below from
		}
		if m != 0 {
			return 64*k + bits.TrailingZeros64(m) - from
		}
	}
	return g.lens[r] - from
}

// playLast plays every stop of the last reel from its current one on, with
// the other reels where they are (see PlayReel): the stops at
// which the round may win, as PlayCurrent plays them, each followed by a
// call of group (a group of 1 stop); the others, which Losing would skip,
// are skipped. A line game without cascade or caps (the classic kind) is
// played from the line words and scatter counts of the stops, without a
// screen or a call per stop beyond the evaluation, the tally and group. It leaves the last reel
// at its last stop. It returns a *[slotmech.Error] wrapping [games.ErrBet] for
// a refused bet.
func (p *player) playLast(bet slotmech.Money, tally games.Tally, group func(stop, n int, out games.Outcome) error) error {
	const op = "play last"
	g := p.g
	if bet != p.curBet {
		if err := g.checkBet(op, bet, games.Standard); err != nil {
			return err
		}
		p.curBet = bet
	}
	last := g.reels - 1
	from := p.cur[last]
	p.splitLast()
	if !p.swept {
		p.sweep()
	}
	one := g.oneScreen()
	for k := from / 64; k < len(p.mayWin); k++ {
		m := p.mayWin[k]
		if k == from/64 {
			m &^= 1<<(from%64) - 1 // the stops below from
		}
		for ; m != 0; m &= m - 1 {
			stop := 64*k + bits.TrailingZeros64(m)
			p.setStop(last, stop)
			if one {
				// PlayCurrent's round of a classic line game, for this stop.
				p.firstAt(stop)
				p.out = p.playOneScreen(bet, tally)
			} else if err := p.playMayWin(bet, stop, tally); err != nil {
				return err
			}
			if err := group(stop, 1, p.out); err != nil {
				return err
			}
		}
	}
	p.setStop(last, g.lens[last]-1)
	return nil
}
