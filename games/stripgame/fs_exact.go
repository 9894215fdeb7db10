package stripgame

import (
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
)

// What an exact analysis reads of a feature game (games/exact, or a lab):
// the base-game spin alone and one free spin alone, each a strip game
// whose players are strip players with this package's fast paths, and
// whose outcome says how many free spins the spin awards. Nothing else is
// exported: the multiplier of a fixed-multiplier feature is in the free
// game's pays, the bound Max is returned with it, and the rest (the round
// cap, the tables) is in the configuration data.
//
//	BaseGame() (base games.Game, ok bool)
//	FreeGame() (free games.Game, max int, ok bool)
//
// A part's Outcome.FreeSpins is the number of free spins the spin awards
// (it plays none): for the base game, Free.Trigger's award for the
// scatters the scatter rule counts (Config.ScatterOn: those on the spin's
// final screen, on its first, or every scatter that landed during it, as
// the feature game counts them); for the free game, Free.Retrigger's,
// before the cut at Max (which depends on the round, not on the spin);
// none when the spin reached the round cap. Outcome.Triggered is
// FreeSpins > 0. So the joint law of a spin's win and its award is one full
// cycle of the part.

// stripPart is a part of a feature game played alone as a strip game: its
// base-game spin (BaseGame) or one free spin (FreeGame).
type stripPart struct {
	f      *fsGame
	s      *game   // the strip game that plays the part
	name   string  // the feature game's name + "-base" or "-free"
	awards []Award // what its scatters award: Free.Trigger or Free.Retrigger
	base   bool    // the base-game spin (else one free spin)
}

// The compiler checks that a part keeps the contract.
var _ games.Game = (*stripPart)(nil)

// newParts builds g's parts from cfg, which newFeature has validated:
// g.baseStrip when the base spin is a strip game (a strip-game kind of
// evaluation on fixed base heights, or Ways on variable base heights, its
// reels virtual: heights.go), g.freeStrip when one free spin is too (a
// fixed multiplier or none, on reels of fixed heights or of variable ones,
// virtual too).
func (g *fsGame) newParts(cfg *Config) {
	if cfg.Free == nil && cfg.Heights == nil {
		return // a feature game for its Ways alone: New builds its strip game (newWaysStrip)
	}
	part := func(name string, strips [][]slotmech.Symbol, set *reelSet, virt []virtualReel, m int64, capX int64, awards []Award, base bool) *stripPart {
		c := *cfg
		c.Name, c.Strips, c.Heights, c.Free, c.RoundCapX, c.Maths = name, strips, nil, nil, capX, ""
		if cfg.Heights != nil || virt != nil {
			// Blocked is the variable reels': the part's Config shows
			// every row (virtual reels are made so below). With fixed
			// base heights a Blocked is the free reels', and the base
			// part is refused as before (stripBase serves). The ways
			// evaluator pays the same with or without it (Blocked is a
			// symbol that never pays); only its count of ways differs,
			// which no strip game reads.
			wc := *c.Ways
			wc.Blocked = slotmech.Empty
			c.Ways = &wc
		}
		if !scalePays(&c, m) {
			return nil
		}
		sg, err := New(c)
		s, ok := sg.(*game)
		if err != nil || !ok {
			return nil // not a strip-game kind, or ×m out of range
		}
		if virt != nil {
			s.setVirtual(virt, virtualWords(virt, set.strips, g.rows, g.blocked), g.blocked, scatterPaysOf(c.ScatterPays))
		}
		fewest := slotmech.MaxPositions + 1 // the fewest scatters that award: the first entry's (they ascend)
		if len(awards) > 0 {
			fewest = awards[0].Scatters
		}
		// The stops whose scatters award spins may win, for the fast paths.
		s.stopData.scatterMin = min(s.stopData.scatterMin, fewest)
		s.stopData.awardMin = fewest
		s.trigger = awards // the ways fast path reports the groups that award (ways.go)
		return &stripPart{f: g, s: s, name: name, awards: awards, base: base}
	}
	switch {
	case cfg.Heights == nil:
		g.baseStrip = part(cfg.Name+"-base", cfg.Strips, &g.base, nil, 1, cfg.RoundCapX, g.trigger, true)
	default:
		// Variable heights: virtual reels, unless they are too long or
		// too many (newVirtualReels).
		if virt := newVirtualReels(cfg.Heights, g.base.lens); virt != nil {
			if g.baseStrip = part(cfg.Name+"-base", cfg.Strips, &g.base, virt, 1, cfg.RoundCapX, g.trigger, true); g.baseStrip != nil {
				g.baseVirt = virt
			}
		}
	}
	f := cfg.Free
	if f == nil || f.Accumulate {
		return
	}
	strips, heights := f.Strips, f.Heights // the free reels (g.free): their own, or the base reels
	if strips == nil {
		strips, heights = cfg.Strips, cfg.Heights
	}
	var virt []virtualReel
	if heights != nil {
		if virt = newVirtualReels(heights, g.free.lens); virt == nil {
			return // too many virtual stops: the feature is simulated
		}
	}
	g.freeStrip = part(cfg.Name+"-free", strips, &g.free, virt, max(g.fixed, 1), 0, g.retrigger, false)
}

// scalePays multiplies every pay of c (lines, ways or anywhere, and the
// scatter pays) by m, as a free spin's multiplier multiplies its wins before they
// are rounded; it reports false if a pay would overflow.
func scalePays(c *Config, m int64) bool {
	if m == 1 {
		return true
	}
	scale := func(pays map[slotmech.Symbol][]slotmech.Factor) (map[slotmech.Symbol][]slotmech.Factor, bool) {
		out := clonePays(pays)
		for _, row := range out {
			for i, f := range row {
				fm, err := f.Mul(m)
				if err != nil {
					return nil, false
				}
				row[i] = fm
			}
		}
		return out, true
	}
	ok := true
	if c.Lines != nil {
		lc := *c.Lines
		lc.Pays, ok = scale(lc.Pays)
		c.Lines = &lc
	}
	if c.Ways != nil && ok {
		wc := *c.Ways
		wc.Pays, ok = scale(wc.Pays)
		c.Ways = &wc
	}
	if c.Anywhere != nil && ok {
		ac := *c.Anywhere
		ac.Pays, ok = scale(ac.Pays)
		c.Anywhere = &ac
	}
	c.ScatterPays = slices.Clone(c.ScatterPays)
	for i := range c.ScatterPays {
		fm, err := c.ScatterPays[i].Factor.Mul(m)
		ok = ok && err == nil
		c.ScatterPays[i].Factor = fm
	}
	return ok
}

// FreeGame returns one free spin alone, a strip game whose players are
// strip players, the bound FreeSpins.Max on a round's free spins (0 for
// none: the safety bound MaxRoundFreeSpins then applies) and true, when
// a free spin is a function of its stops: a fixed multiplier or none (not
// Accumulate), and a strip-game kind of evaluation (Lines, Anywhere or
// Ways); on free reels of variable heights (FreeSpins.Heights, or
// Config.Heights if the free spins use the base reels) its stops are
// virtual stops, as BaseGame's are, within the same bounds. A round of it is a
// free spin of g on the free reels: every pay is a factor of the bet
// multiplied by FreeSpins.Multiplier before it is rounded, as in a round
// of g, and each line's cap applies; the round cap does not (it is the
// whole round's, in the configuration data). Its Outcome.FreeSpins is
// what the spin retriggers (Free.Retrigger, before the cut at Max). It is
// named g's name + "-free", has g's modes, bets, symbols and
// configuration data, and declares no facts. Otherwise it returns false.
func (g *fsGame) FreeGame() (games.Game, int, bool) {
	if g.freeStrip == nil {
		return nil, 0, false
	}
	return g.freeStrip, g.maxFree, true
}

// Name returns the part's name: the game's + "-base" or "-free".
func (sp *stripPart) Name() string { return sp.name }

// Modes returns the game's modes.
func (sp *stripPart) Modes() []games.Mode { return sp.s.Modes() }

// DefaultBet returns the game's default bet.
func (sp *stripPart) DefaultBet() slotmech.Money { return sp.f.defaultBet }

// Alphabet returns the game's symbols.
func (sp *stripPart) Alphabet() *slotmech.Alphabet { return sp.f.alpha }

// ConfigData returns the game's configuration data: a part is identified
// by the maths of the whole game.
func (sp *stripPart) ConfigData() []byte { return sp.f.ConfigData() }

// Facts returns the game's facts for the base game, whose Play and
// PlayForced are the game's base-game spin, and none for a free spin.
func (sp *stripPart) Facts() []games.FactDef {
	if sp.base {
		return sp.f.Facts()
	}
	return nil
}

// Stake returns the game's stake.
func (sp *stripPart) Stake(bet slotmech.Money, mode string) (slotmech.Money, error) {
	return sp.s.Stake(bet, mode)
}

// NewPlayer returns a player of the part.
func (sp *stripPart) NewPlayer() games.Player {
	pp := &partPlayer{sp: sp, p: sp.s.newPlayer()}
	if sp.base {
		pp.fp = sp.f.newPlayer()
	}
	return pp
}

// partPlayer plays a part: its strip player plays the rounds of given
// stops (the exact paths), and the base game's Play and PlayForced are
// the feature game's base-game spin, itemised with its facts.
type partPlayer struct {
	sp *stripPart
	p  *player
	fp *fsPlayer // the base game's, or nil

	group   func(stop, n int, out games.Outcome) error // PlayReel's caller's
	awarded func(stop, n int, out games.Outcome) error // pp.groupAwarded
}

// Play plays a spin drawn from src: the feature game's base-game spin,
// without its free spins, for the base game; one free spin for the free
// game.
func (pp *partPlayer) Play(bet slotmech.Money, mode string, src rng.Source, detail *games.Detail) (games.Outcome, error) {
	if pp.fp != nil {
		return fsBasePlayer{pp.fp}.Play(bet, mode, src, detail)
	}
	out, err := pp.p.Play(bet, mode, src, detail)
	if err != nil {
		return out, err
	}
	pp.award(&out, pp.p.stops[:pp.p.g.reels], detail != nil)
	return out, nil
}

// PlayStops plays the spin at stops, as Play plays it when it draws them.
func (pp *partPlayer) PlayStops(stops []int, bet slotmech.Money, tally games.Tally) (games.Outcome, error) {
	out, err := pp.p.PlayStops(stops, bet, tally)
	if err != nil {
		return out, err
	}
	pp.award(&out, stops, false)
	return out, nil
}

// StripLengths returns the lengths of the part's strips.
func (pp *partPlayer) StripLengths() []int { return pp.p.StripLengths() }

// PlayReel is the strip player's PlayReel, each group's outcome with the
// free spins its spin awards.
func (pp *partPlayer) PlayReel(stops []int, bet slotmech.Money, tally games.Tally, group func(stop, n int, out games.Outcome) error) error {
	if pp.awarded == nil {
		pp.awarded = pp.groupAwarded // made once: PlayReel allocates nothing
	}
	pp.group = group
	defer func() { pp.group = nil }()
	return pp.p.PlayReel(stops, bet, tally, pp.awarded)
}

// groupAwarded is PlayReel's group function for the strip player: it sets
// the group's free spins and hands it to pp.group.
func (pp *partPlayer) groupAwarded(stop, n int, out games.Outcome) error {
	p := pp.p
	at := p.cur[:p.g.reels]
	last := len(at) - 1
	keep := at[last]
	at[last] = stop
	pp.award(&out, at, true)
	at[last] = keep
	return pp.group(stop, n, out)
}

// PlayForced plays a forced spin: the feature game's forced base-game
// spin (its facts as state) for the base game, the strip game's for the
// free game.
func (pp *partPlayer) PlayForced(f *games.Forced, src rng.Source, detail *games.Detail) (games.Outcome, error) {
	if pp.fp != nil {
		return fsBasePlayer{pp.fp}.PlayForced(f, src, detail)
	}
	out, err := pp.p.PlayForced(f, src, detail)
	if err != nil {
		return out, err
	}
	pp.awardOn(&out, pp.p.awardN)
	return out, nil
}

// award sets out's free spins for the spin just played at stops: by the
// scatters the scatter rule counts (player.awardN: the final screen's, the
// first screen's, or those that landed on every screen), which are the
// landed screen's (counted from the stops) when the player skipped the
// spin: its first screen then paid nothing, so nothing exploded and it was
// the final one. built says whether the player played the spin whatever
// the stops.
func (pp *partPlayer) award(out *games.Outcome, stops []int, built bool) {
	g := pp.p.g
	d := &g.stopData
	if d.scatters == nil {
		return
	}
	var words [slotmech.MaxReels]uint64
	n := 0
	for r, s := range stops {
		n += int(d.scatters[r][s])
		words[r] = d.filter[r][s]
	}
	if g.cascade && (built || g.mayWin(words[:g.reels], n)) {
		n = pp.p.awardN
	}
	pp.awardOn(out, n)
}

// awardOn sets out's free spins for a spin whose scatters that award are
// n: none once the round cap is reached.
func (pp *partPlayer) awardOn(out *games.Outcome, n int) {
	g := pp.p.g
	if g.scatterSym == slotmech.Empty || g.roundCapX > 0 && out.Win >= out.Stake*slotmech.Money(g.roundCapX) {
		return
	}
	a := award(pp.sp.awards, n)
	if pp.sp.base && pp.sp.f.maxFree > 0 {
		a = min(a, pp.sp.f.maxFree)
	}
	out.FreeSpins, out.Triggered = a, a > 0
}
