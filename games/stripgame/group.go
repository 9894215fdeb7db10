package stripgame

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/linewords"
)

// The groups of PlayLastGrouped. In a line game without cascade or caps
// (oneScreen) the round of a screen is its line wins and its scatter pay.
// With the other reels where they stand, a line whose run ends before the
// last reel (linewords.Evaluator.LineReaches false) wins the same whatever the
// last reel shows; so two stops of the last reel give the same round when
// they show the same symbols on the rows of the lines that reach it and the
// same number of scatters. For each set of rows (a bit per row) a player
// keeps, the first time it needs it, the groups of the whole strip of the
// last reel: for each, its first stop and how many stops it has.

// stopGroups are the groups of the last reel's stops for one set of rows.
type stopGroups struct {
	first []int // the first stop of each group
	n     []int // the number of stops in each group
}

// groupKey is what a stop of the last reel shows that its round depends
// on: the symbols of the rows kept (the others 0), and its scatters.
type groupKey struct {
	word     uint64
	scatters uint8
}

// lastRowsOf returns the row that each line of g crosses on the last reel.
func (g *game) lastRowsOf() []uint8 {
	last := g.reels - 1
	var probe uint64 // row r shows symbol r+1
	for r := range g.rows {
		probe |= uint64(r+1) << (8 * r)
	}
	part := make([]uint64, (*linewords.Evaluator)(g.lines).LineWordsLen())
	(*linewords.Evaluator)(g.lines).ReelLineWords(last, probe, part)
	rows := make([]uint8, g.lines.NumLines())
	for l := range rows {
		rows[l] = uint8(part[2*l+1]>>(8*last)) - 1
	}
	return rows
}

// groupsOf returns the groups of the last reel's stops by the symbols on
// the rows in the set rows and the scatters.
func (p *player) groupsOf(rows uint) *stopGroups {
	if p.groups == nil {
		p.groups = make([]*stopGroups, 1<<p.g.rows)
	}
	if gs := p.groups[rows]; gs != nil {
		return gs
	}
	g := p.g
	last := g.reels - 1
	var keep uint64
	for r := range g.rows {
		if rows>>r&1 != 0 {
			keep |= 0xff << (8 * r)
		}
	}
	gs := &stopGroups{}
	index := map[groupKey]int{}
	for stop := range g.lens[last] {
		k := groupKey{word: g.word(last, stop) & keep}
		if s := g.stopData.scatters; s != nil {
			k.scatters = s[last][stop]
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
	p.groups[rows] = gs
	return gs
}

// playLastGrouped plays every stop of the last reel from its current one
// on, with the other reels where they are, in groups of stops whose rounds
// are the same (see PlayReel). In a line game without
// cascade or caps (the classic kind), from the first stop, the stops are
// grouped by what the lines that reach the last reel
// (linewords.Evaluator.LineReaches) and the scatter count read of them, and
// one round of each group is played, from the stops' line words as
// PlayLast plays it; a group whose round reports nothing is not reported.
// Otherwise every stop PlayLast plays is a group of its own. It leaves the
// last reel at its last stop. It returns a *[slotmech.Error] wrapping
// [games.ErrBet] for a refused bet.
func (p *player) playLastGrouped(bet slotmech.Money, tally games.Tally, group func(stop, n int, out games.Outcome) error) error {
	g := p.g
	last := g.reels - 1
	if g.waysData != nil && g.waysData.fast && p.cur[last] == 0 {
		return p.playWaysLast(bet, tally, group)
	}
	if !g.oneScreen() || p.cur[last] != 0 {
		return p.playLast(bet, tally, group)
	}
	if bet != p.curBet {
		if err := g.checkBet("play last grouped", bet, games.Standard); err != nil {
			return err
		}
		p.curBet = bet
	}
	p.splitLast()
	var rows uint // the rows of the lines that reach the last reel
	for l, row := range g.stopData.lastRows {
		if (*linewords.Evaluator)(g.lines).LineReaches(p.rest, l, last) {
			rows |= 1 << row
		}
	}
	gs := p.groupsOf(rows)
	for i, stop := range gs.first {
		// PlayLast's round of a classic line game, for this stop.
		p.firstAt(stop)
		scatters := p.knownScatters // playOneScreen clears it
		out := p.playOneScreen(bet, tally)
		if len(p.lres.Wins) == 0 && (g.scatter == nil || g.scatter.ScatterPay(scatters) == 0 && scatters < g.stopData.awardMin) {
			continue // it reported nothing, wins nothing and awards nothing: the caller counts it as losing
		}
		if err := group(stop, gs.n[i], out); err != nil {
			return err
		}
	}
	p.setStop(last, g.lens[last]-1)
	return nil
}
