package stripgame

import (
	"math"
	"math/bits"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/lines/ways"
)

// Ways as a strip game. A Ways configuration on fixed heights and without
// free spins is a strip game: New validates it as a feature game (so that
// its refusals, and its configuration data "freespin/1", are what they
// were) and builds the strip game here, with the ways evaluator and the
// fast path of this file. A feature game with Ways on fixed base heights
// has the same strip game as its base game (fsGame.BaseGame), which also
// reports Outcome.Triggered from the trigger table.
//
// The fast path. Ways pay left to right factorises over the reels: the
// run of a symbol s reaches reel r when every reel before it shows s or a
// wild, and its weight and ways are products of per-reel figures (package
// ways: Weight = Π (c_r + m_r) − Π m_r, Ways = Π (c_r + n_r) − Π n_r). So
// with the other reels where they stand, PlayReel (exact.FullCycle's call
// for every position of the reels before the last) knows, from per-depth
// prefixes kept while the reels move like an odometer, which symbols'
// runs have ended before the last reel (their wins are fixed: the same
// for every stop of the last reel) and which reach it (alive). Two stops
// of the last reel give the same round when they show the same alive
// symbols and wilds on the same rows and as many scatters; PlayReel plays
// one round per group of such stops, computed from the prefixes without
// a screen or an evaluation, and skips the groups that report nothing.
//
// BothWays. The run of s from the right starts on the last reel; with the
// other reels where they stand, what it adds to the last reel is the run
// of s that ends at reel last−1 going left (the adjacent reels before it
// that match s), which is a prefix figure too: per reel r, the length of
// the run of s ending at r and the products Π (c + m), Π (c + n), Π m and
// Π n over it (waysDepth.tail), 0 and 1s where r does not match s. A stop
// of the last reel that matches s then pays the run of tail + 1 reels
// from the right, unless s is alive (its run from the left reaches the
// last reel: then either it covers every reel, the same ways, paid once,
// or the last reel does not match s). Such stops' rounds depend on the
// counts of the symbols whose run from the right may pay too, so those
// join the alive ones in the group key. The wins are offered in play's
// order: by ascending symbol, the run from the left first.

// newWaysStrip returns the strip game of cfg, a Ways configuration on
// fixed base heights that newFeature has accepted as fg: fg's
// configuration data and evaluator, the strip game's round. With
// cfg.Free the game is fg's base game: named Name + "-base", playing the
// base reels, its Outcome.Triggered set by the trigger table.
func newWaysStrip(cfg *Config, fg *fsGame) (*game, error) {
	c := *cfg
	c.Free = nil
	g := &game{name: c.Name, rows: c.Rows, reels: len(c.Strips), cascade: c.Cascade,
		maxSteps: c.MaxSteps, model: TotalBet, cost: 1, roundCapX: c.RoundCapX, scatterSym: c.Scatter,
		ways: fg.ways, stepMax: fg.stepMax}
	if !c.Cascade {
		g.maxSteps = 1
	}
	if cfg.Free != nil {
		g.name += "-base"
		g.trigger = fg.trigger
		if c.Ways.Blocked != slotmech.Empty {
			// Blocked is the free reels' (Free.Heights): the base reels
			// show every row, and Config must build a game again.
			wc := *c.Ways
			wc.Blocked = slotmech.Empty
			c.Ways = &wc
		}
	}
	// newFeature has refused what these refuse, with the same messages;
	// they build the strip game's parts.
	for _, step := range []func(*Config) error{g.checkNames, g.checkStrips, g.checkScatter,
		g.checkCascade, g.checkScatterRule, g.checkBets, g.checkCaps, g.checkBounds} {
		if err := step(&c); err != nil {
			return nil, err
		}
	}
	g.config = fg.config
	g.cfg = cloneConfig(&c)
	g.buildStopData(scatterPaysOf(c.ScatterPays))
	g.waysData = newWaysData(g, c.Ways)
	return g, nil
}

// waysData is what the ways fast path knows of the game and of every stop
// of every reel, computed once by New.
type waysData struct {
	fast   bool // the fast path applies: left to right or both ways, no cascade, 2 reels or more
	skip   bool // the first-screen skip applies: the same, with a cascade (waysSweep)
	both   bool // runs from the right pay too (ways.BothWays)
	pays   [slotmech.MaxSymbols][slotmech.MaxReels + 1]slotmech.Factor
	paying slotmech.SymbolSet
	wilds  slotmech.SymbolSet
	reels  []waysReel
}

// waysReel is what each stop of one reel shows the ways: match[stop], the
// paying symbols that match the window (those it shows, all of them if it
// shows a wild); count[stop·MaxSymbols + s], the rows showing s; n and m,
// the wilds it shows and the sum of their multipliers; word, the window.
type waysReel struct {
	match []slotmech.SymbolSet
	count []uint8
	n, m  []int64
	word  []uint64
}

// newWaysData returns the fast path's data of g, whose ways are wc.
func newWaysData(g *game, wc *ways.Config) *waysData {
	factorises := (wc.Direction == ways.LeftToRight || wc.Direction == ways.BothWays) && g.reels >= 2
	d := &waysData{fast: factorises && !g.cascade, skip: factorises && g.cascade,
		both: wc.Direction == ways.BothWays}
	mult := map[slotmech.Symbol]int64{}
	for _, w := range wc.Wilds {
		d.wilds = d.wilds.With(w.Symbol)
		mult[w.Symbol] = max(w.Multiplier, 1)
	}
	for s, row := range wc.Pays {
		for n, f := range row {
			d.pays[s][n] = f
			if f > 0 {
				d.paying = d.paying.With(s)
			}
		}
	}
	d.reels = make([]waysReel, g.reels)
	for r := range g.reels {
		n := g.lens[r]
		wr := waysReel{match: make([]slotmech.SymbolSet, n), count: make([]uint8, n*slotmech.MaxSymbols),
			n: make([]int64, n), m: make([]int64, n), word: make([]uint64, n)}
		for stop := range n {
			w := g.word(r, stop)
			wr.word[stop] = w
			var on slotmech.SymbolSet
			for row := range g.rows {
				s := slotmech.Symbol(w >> (8 * row))
				wr.count[stop*slotmech.MaxSymbols+int(s)]++
				on = on.With(s)
				if d.wilds.Has(s) {
					wr.n[stop]++
					wr.m[stop] += mult[s]
				}
			}
			wr.match[stop] = on & d.paying
			if wr.n[stop] > 0 {
				wr.match[stop] = d.paying
			}
		}
		d.reels[r] = wr
	}
	return d
}

// waysDepth is the state of the ways after the reels 0 … r at their
// current stops: the symbols whose run reaches reel r (alive), with the
// products A (weight, Π (c + m)) and W (ways, Π (c + n)) of their run; the
// products of the wilds' figures Bm = Π m and Bn = Π n over those reels;
// the symbols whose run ended at or before reel r with a win (ended; the
// win in waysPlayer.fixed), and the scatters on those reels. Under
// BothWays, tail holds for every paying symbol its run ending at reel r
// going left.
type waysDepth struct {
	alive, ended slotmech.SymbolSet
	a, w         [slotmech.MaxSymbols]int64
	bm, bn       int64
	scatters     int
	tail         [slotmech.MaxSymbols]waysTail
}

// waysTail is the run of a symbol s that ends at a reel r, going left:
// the adjacent reels up to r that show s or a wild (n of them, 0 if r
// does not), and over them the products a = Π (c + m), w = Π (c + n),
// bm = Π m and bn = Π n (all 1 for an empty run).
type waysTail struct {
	n            int
	a, w, bm, bn int64
}

// waysWin is a win of a run that ended before the last reel.
type waysWin struct {
	count  int
	factor slotmech.Factor
	paid   slotmech.Money // at waysPlayer.bet
}

// waysPlayer is a player's memory for the fast path.
type waysPlayer struct {
	depth [slotmech.MaxReels]waysDepth
	valid int // the depths 0 … valid−1 are those of the current stops
	fixed [slotmech.MaxSymbols]waysWin
	bet   slotmech.Money // the bet fixed[…].paid are at; 0: none yet

	groups   map[slotmech.SymbolSet]*stopGroups // by the symbols a stop's round depends on
	lastKey  slotmech.SymbolSet
	lastGrps *stopGroups
}

// waysDepthAt brings the depths of the reels before the last up to the
// current stops and returns that of reel last−1.
func (p *player) waysDepthAt() *waysDepth {
	g, d, wp := p.g, p.g.waysData, p.wp
	last := g.reels - 1
	for r := wp.valid; r < last; r++ {
		stop := p.cur[r]
		rd := &d.reels[r]
		cur := &wp.depth[r]
		match := rd.match[stop]
		counts := rd.count[stop*slotmech.MaxSymbols : (stop+1)*slotmech.MaxSymbols]
		n, m := rd.n[stop], rd.m[stop]
		sc := 0
		if g.stopData.scatters != nil {
			sc = int(g.stopData.scatters[r][stop])
		}
		if d.both {
			for rest := d.paying; rest != 0; rest &= rest - 1 {
				s := bits.TrailingZeros64(uint64(rest))
				t := &cur.tail[s]
				if match&(1<<s) == 0 {
					*t = waysTail{a: 1, w: 1, bm: 1, bn: 1}
					continue
				}
				c := int64(counts[s])
				if r == 0 {
					*t = waysTail{n: 1, a: c + m, w: c + n, bm: m, bn: n}
					continue
				}
				pt := &wp.depth[r-1].tail[s]
				*t = waysTail{n: pt.n + 1, a: pt.a * (c + m), w: pt.w * (c + n), bm: pt.bm * m, bn: pt.bn * n}
			}
		}
		if r == 0 {
			cur.alive, cur.ended, cur.bm, cur.bn, cur.scatters = match, 0, m, n, sc
			for rest := match; rest != 0; rest &= rest - 1 {
				s := bits.TrailingZeros64(uint64(rest))
				c := int64(counts[s])
				cur.a[s], cur.w[s] = c+m, c+n
			}
			continue
		}
		prev := &wp.depth[r-1]
		cur.alive, cur.ended = prev.alive&match, prev.ended
		cur.bm, cur.bn, cur.scatters = prev.bm*m, prev.bn*n, prev.scatters+sc
		for rest := prev.alive &^ match; rest != 0; rest &= rest - 1 {
			// The run of s ends at reel r: r reels long.
			s := bits.TrailingZeros64(uint64(rest))
			if f := d.pays[s][r]; f > 0 && prev.w[s] != prev.bn {
				wp.fixed[s] = waysWin{count: r, factor: f * slotmech.Factor(prev.a[s]-prev.bm)}
				cur.ended |= 1 << s
			}
		}
		for rest := cur.alive; rest != 0; rest &= rest - 1 {
			s := bits.TrailingZeros64(uint64(rest))
			c := int64(counts[s])
			cur.a[s], cur.w[s] = prev.a[s]*(c+m), prev.w[s]*(c+n)
		}
	}
	if wp.valid < last {
		wp.valid, wp.bet = last, 0
	}
	return &wp.depth[last-1]
}

// waysGroups returns the groups of the last reel's stops whose rounds
// are the same with the symbols alive before it (and, under BothWays,
// those whose run from the right may pay: playWaysLast's right): stops
// showing the same symbols of alive (and, if alive holds any, the same
// wilds) on the same rows, and as many scatters. They are made the first
// time each set is needed, and kept.
func (p *player) waysGroups(alive slotmech.SymbolSet) *stopGroups {
	wp := p.wp
	if wp.lastGrps != nil && wp.lastKey == alive {
		return wp.lastGrps
	}
	gs, ok := wp.groups[alive]
	if !ok {
		gs = p.makeWaysGroups(alive)
		if wp.groups == nil {
			wp.groups = map[slotmech.SymbolSet]*stopGroups{}
		}
		wp.groups[alive] = gs
	}
	wp.lastKey, wp.lastGrps = alive, gs
	return gs
}

// makeWaysGroups makes the groups of waysGroups for alive.
func (p *player) makeWaysGroups(alive slotmech.SymbolSet) *stopGroups {
	g, d := p.g, p.g.waysData
	last := g.reels - 1
	keep := alive
	if alive != 0 {
		keep |= d.wilds
	}
	gs := &stopGroups{}
	index := map[groupKey]int{}
	for stop, w := range d.reels[last].word {
		var k groupKey
		for row := range g.rows {
			if s := slotmech.Symbol(w >> (8 * row)); keep.Has(s) {
				k.word |= uint64(s) << (8 * row)
			}
		}
		if sc := g.stopData.scatters; sc != nil {
			k.scatters = sc[last][stop]
		}
		i, ok := index[k]
		if !ok {
			i = len(gs.first)
			index[k] = i
			gs.first = append(gs.first, stop)
			gs.n = append(gs.n, 0)
		}
		gs.n[i]++
	}
	return gs
}

// playWaysLast is PlayReel's walk of the last reel in a ways game on the
// fast path (waysData.fast), from its first stop: one round per group of
// stops (waysGroups), computed from the depths (waysDepthAt), paid as
// play pays it (the wins by ascending symbol, for a symbol its run from
// the left first; each win's factor applied once to the bet, the
// scatter's to the stake, all at step 1, the scatter reported last; each
// offered to the round cap, the wins after it reached paying 0 and the
// scatter then neither paid nor reported; the trigger, unless the cap was
// reached), reported to tally and group unless it reports nothing.
func (p *player) playWaysLast(bet slotmech.Money, tally games.Tally, group func(stop, n int, out games.Outcome) error) error {
	g, d, wp := p.g, p.g.waysData, p.wp
	if bet != p.curBet {
		if err := g.checkBet("play reel", bet, games.Standard); err != nil {
			return err
		}
		p.curBet = bet
	}
	last := g.reels - 1
	dp := p.waysDepthAt()
	if wp.bet != bet {
		for rest := dp.ended; rest != 0; rest &= rest - 1 {
			s := bits.TrailingZeros64(uint64(rest))
			wp.fixed[s].paid, _ = wp.fixed[s].factor.Apply(bet) // New checked that the largest possible win fits
		}
		wp.bet = bet
	}
	right := d.rightRuns(dp)
	if dp.alive == 0 && dp.ended == 0 && right == 0 && g.scatter == nil {
		p.setStop(last, g.lens[last]-1)
		return nil // every stop of the last reel wins nothing and reports nothing
	}
	gs := p.waysGroups(dp.alive | right)
	rd := &d.reels[last]
	stake := bet // the total-bet model: the stake is the bet
	limit := slotmech.Money(math.MaxInt64)
	if g.roundCapX > 0 {
		limit = stake * slotmech.Money(g.roundCapX) // New checked that it fits
	}
	for i, stop := range gs.first {
		out := games.Outcome{Bet: bet, Stake: stake}
		reported := false
		match := rd.match[stop]
		counts := rd.count[stop*slotmech.MaxSymbols : (stop+1)*slotmech.MaxSymbols]
		n, m := rd.n[stop], rd.m[stop]
		bm, bn := dp.bm*m, dp.bn*n
		fromRight := right & match
		for rest := dp.alive | dp.ended | fromRight; rest != 0; rest &= rest - 1 {
			s := bits.TrailingZeros64(uint64(rest))
			var win waysWin
			switch {
			case dp.ended&(1<<s) != 0:
				win = wp.fixed[s]
				reported = offerWaysWin(&out, limit, s, &win, tally)
			case dp.alive&(1<<s) == 0:
				// No run from the left reaches the last reel.
			case match&(1<<s) != 0:
				// The run of s reaches the last reel: every reel.
				c := int64(counts[s])
				wa, ww := dp.a[s]*(c+m), dp.w[s]*(c+n)
				if f := d.pays[s][last+1]; f > 0 && ww != bn {
					win = waysWin{count: last + 1, factor: f * slotmech.Factor(wa-bm)}
					win.paid, _ = win.factor.Apply(bet) // New checked that the largest possible win fits
					reported = offerWaysWin(&out, limit, s, &win, tally)
				}
			default:
				// The run of s ends before the last reel.
				if f := d.pays[s][last]; f > 0 && dp.w[s] != dp.bn {
					win = waysWin{count: last, factor: f * slotmech.Factor(dp.a[s]-dp.bm)}
					win.paid, _ = win.factor.Apply(bet)
					reported = offerWaysWin(&out, limit, s, &win, tally)
				}
			}
			if fromRight&(1<<s) != 0 {
				// The run of s from the right: the last reel and the
				// tail before it, never every reel (s is not alive).
				t := &dp.tail[s]
				c := int64(counts[s])
				if t.w*(c+n) != t.bn*n {
					win = waysWin{count: t.n + 1, factor: d.pays[s][t.n+1] * slotmech.Factor(t.a*(c+m)-t.bm*m)}
					win.paid, _ = win.factor.Apply(bet)
					reported = offerWaysWin(&out, limit, s, &win, tally)
				}
			}
		}
		if g.scatter != nil && out.Win < limit {
			sc := dp.scatters + int(g.stopData.scatters[last][stop])
			if f := g.scatter.ScatterPay(sc); f > 0 {
				m, _ := f.Apply(stake) // New checked that the largest scatter pay fits
				paid := min(m, limit-out.Win)
				out.Win += paid
				out.Capped = out.Capped || out.Win == limit
				reported = true
				if tally != nil {
					tally(games.PaidWin{Step: 1, Symbol: g.scatterSym, Count: sc, Paid: paid})
				}
			}
			out.Triggered = out.Win < limit && award(g.trigger, sc) > 0
		}
		if !reported && !out.Triggered {
			continue // it wins nothing and reports nothing: the caller counts it as losing
		}
		if err := group(stop, gs.n[i], out); err != nil {
			return err
		}
	}
	p.setStop(last, g.lens[last]-1)
	return nil
}

// offerWaysWin pays win, of symbol s, in the round out whose cap is limit
// (as wincap.Round pays: what is left under it), reports it to tally (if
// not nil) at step 1 and returns true: the round reported something.
func offerWaysWin(out *games.Outcome, limit slotmech.Money, s int, win *waysWin, tally games.Tally) bool {
	paid := min(win.paid, limit-out.Win)
	out.Win += paid
	out.Capped = out.Capped || paid < win.paid || out.Win == limit
	if tally != nil {
		tally(games.PaidWin{Step: 1, Symbol: slotmech.Symbol(s), Count: win.count, Paid: paid})
	}
	return true
}

// waysSweep is sweep for a ways game with a cascade (waysData.skip): it
// fills p.mayWin with the last reel's stops at which the first screen
// wins, with the other reels where they stand, from the depths
// (waysDepthAt) and the last reel's per-stop figures, as playWaysLast
// computes its wins, or shows enough scatters to pay or award. At the
// other stops the first screen wins nothing and pays no scatter, so
// nothing explodes and the round ends on it: it wins nothing and reports
// nothing, and PlayReel skips it. A run that ended with a win before the
// last reel makes every stop's first screen win.
func (p *player) waysSweep() {
	g, d := p.g, p.g.waysData
	last := g.reels - 1
	dp := p.waysDepthAt()
	n := g.lens[last]
	if dp.ended != 0 {
		for stop := range n {
			p.mayWin[stop/64] |= 1 << (stop % 64)
		}
		return
	}
	right := d.rightRuns(dp) // as playWaysLast's
	var scatters []uint8
	enough := slotmech.MaxPositions + 1 // never, without a scatter
	if sc := g.stopData.scatters; sc != nil {
		scatters, enough = sc[last], g.stopData.scatterMin-dp.scatters
	}
	if dp.alive == 0 && right == 0 && scatters == nil {
		return // no stop's first screen wins
	}
	rd := &d.reels[last]
	for stop := range n {
		if scatters != nil && int(scatters[stop]) >= enough || p.waysFirstWins(dp, right, rd, stop) {
			p.mayWin[stop/64] |= 1 << (stop % 64)
		}
	}
}

// waysFirstWins reports whether the first screen with the last reel at
// stop, the reels before it at the depths dp, has a ways win of a symbol
// alive at dp or, both ways, of right (waysSweep).
func (p *player) waysFirstWins(dp *waysDepth, right slotmech.SymbolSet, rd *waysReel, stop int) bool {
	d := p.g.waysData
	last := p.g.reels - 1
	match := rd.match[stop]
	counts := rd.count[stop*slotmech.MaxSymbols : (stop+1)*slotmech.MaxSymbols]
	n := rd.n[stop]
	for rest := dp.alive; rest != 0; rest &= rest - 1 {
		s := bits.TrailingZeros64(uint64(rest))
		if match&(1<<s) != 0 {
			// The run of s covers every reel.
			if d.pays[s][last+1] > 0 && dp.w[s]*(int64(counts[s])+n) != dp.bn*n {
				return true
			}
		} else if d.pays[s][last] > 0 && dp.w[s] != dp.bn {
			return true // the run of s ends before the last reel
		}
	}
	for rest := right & match; rest != 0; rest &= rest - 1 {
		s := bits.TrailingZeros64(uint64(rest))
		if t := &dp.tail[s]; t.w*(int64(counts[s])+n) != t.bn*n {
			return true // the run of s from the right
		}
	}
	return false
}

// rightRuns returns, under BothWays, the symbols whose run from the right
// pays at the stops of the last reel that match them, the reels before it
// at the depths dp (none otherwise). An alive symbol's never does: it
// covers every reel (paid once, from the left) or is none.
func (d *waysData) rightRuns(dp *waysDepth) slotmech.SymbolSet {
	var right slotmech.SymbolSet
	if !d.both {
		return 0
	}
	for rest := d.paying &^ dp.alive; rest != 0; rest &= rest - 1 {
		s := bits.TrailingZeros64(uint64(rest))
		if d.pays[s][dp.tail[s].n+1] > 0 {
			right |= 1 << s
		}
	}
	return right
}

// scatterPaysOf returns the scatter pays of a Config as New reads them.
func scatterPaysOf(pays []cluster.ScatterPay) []scatterPay {
	out := make([]scatterPay, len(pays))
	for i, sp := range pays {
		out[i] = scatterPay{count: sp.Count, factor: sp.Factor}
	}
	return out
}
