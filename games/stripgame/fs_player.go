package stripgame

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/gameerr"
	"github.com/slotmech/slotmech/multiplier"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
	"github.com/slotmech/slotmech/wincap"
)

// fsPlayer plays the rounds of one feature game on one goroutine: it implements
// [games.Player] and internal/featurepar's Player. It holds a round's working
// memory (the screen, the evaluation, the refills from the strips, the
// wins of the spin being played) and reuses it, so that a round without a
// Detail allocates nothing once its memory has grown; nothing carries over
// from one round to the next.
//
// A player is not safe for concurrent use. The zero player is not usable;
// use game.NewPlayer.
type fsPlayer struct {
	g          *fsGame
	scr        slotmech.Screen
	wres       slotmech.Result
	lres       slotmech.Result
	baseRefill *tumble.StripRefill
	freeRefill *tumble.StripRefill
	stops      [slotmech.MaxReels]int
	landed     bool // stops are where the spin being played landed (not a forced screen)
	heights    [slotmech.MaxReels]int
	fsPending  []fsPending // the wins of the spin being played, paid when it ends

	// The round being played.
	op     string
	bet    slotmech.Money
	stake  slotmech.Money
	detail *games.Detail
	tally  games.Tally
	out    games.Outcome
	cap    wincap.Round
	caps   wincap.PerLine // what each line has paid in the spin being played (with a LineCap)
	acc    multiplier.Accumulator
}

// fsPending is a win waiting for its spin's multiplier: a factor of the
// bet, or of the stake for a scatter pay (stake).
type fsPending struct {
	step, line, count int
	symbol            slotmech.Symbol
	factor            slotmech.Factor
	stake             bool
}

// newPlayer returns a player of g.
func (g *fsGame) newPlayer() *fsPlayer {
	p := &fsPlayer{g: g, scr: slotmech.NewScreen(g.reels, g.rows), baseRefill: tumble.NewStripRefill(g.base.strips)}
	p.freeRefill = p.baseRefill
	if g.free.strips != g.base.strips {
		p.freeRefill = tumble.NewStripRefill(g.free.strips)
	}
	if g.lineCap > 0 {
		p.caps, _ = wincap.NewPerLine(g.lines.NumLines(), g.lineCap) // at most 64 lines: accepted
	}
	return p
}

// begin starts a round at bet for op.
func (p *fsPlayer) begin(op string, bet slotmech.Money, detail *games.Detail, tally games.Tally) {
	p.op, p.bet, p.detail, p.tally = op, bet, detail, tally
	p.landed = false
	p.stake = bet * slotmech.Money(p.g.cost) // New checked that it fits
	p.out = games.Outcome{Bet: bet, Stake: p.stake}
	p.cap = wincap.Round{} // no limit of its own
	if p.g.capX > 0 {
		p.cap = wincap.NewRound(p.stake * slotmech.Money(p.g.capX)) // New checked that it fits
	}
	p.acc = multiplier.NewAccumulator(multiplier.Always)
}

// Play plays one round at bet in [games.Standard], drawing from src: the
// base-game spin (its heights, with variable heights, then its stops, as
// Config.Heights says), its cascade and scatters, then the free spins it
// triggers, each drawn likewise from the free reels, until none are left or
// the round cap is reached. If detail is not nil it is reset and itemised:
// one [games.Spin] per spin with the stops it landed on (on the free
// strips for a free spin), free spins marked Free, each winning
// evaluation a step, the facts the game declares. With detail nil it
// allocates nothing once the player's memory has grown.
//
// A refused bet or mode returns a *[slotmech.Error] wrapping [games.ErrBet],
// having drawn nothing.
func (p *fsPlayer) Play(bet slotmech.Money, mode string, src rng.Source, detail *games.Detail) (games.Outcome, error) {
	if detail != nil {
		detail.Reset()
	}
	if err := p.g.checkBet("play", bet, mode); err != nil {
		return games.Outcome{}, err
	}
	p.begin("play", bet, detail, nil)
	p.land(&p.g.base, p.baseRefill, src)
	return p.finish(p.round(src))
}

// PlayFrom plays the round whose base-game spin stops at stops, at bet,
// drawing the free spins from src: the round Play plays when it draws
// these stops first. With variable base heights the stops are those of
// the base game (BaseGame, whose StripLengths they fit): virtual stops,
// each a height and a strip position (see BaseGame), and the round is the
// one Play plays when it draws those heights and positions. It returns the
// round's outcome and what its base-game spin paid. It is the Player of
// internal/featurepar.Analyse.
//
// It returns a *[slotmech.Error] wrapping [games.ErrBet] for a refused bet,
// and one wrapping [games.ErrStops] for stops that do not fit the base
// strips (the virtual ones), or for a game with variable base heights
// whose base game is no strip game (BaseGame false).
func (p *fsPlayer) PlayFrom(stops []int, bet slotmech.Money, src rng.Source) (games.Outcome, slotmech.Money, error) {
	const op = "play from stops"
	if err := p.g.checkBet(op, bet, games.Standard); err != nil {
		return games.Outcome{}, 0, err
	}
	if err := p.landAt(op, stops); err != nil {
		return games.Outcome{}, 0, err
	}
	p.begin(op, bet, nil, nil)
	awarded, err := p.spin(false, p.baseRefill, p.g.room())
	if err != nil {
		return games.Outcome{}, 0, err
	}
	base := p.out.Win
	if awarded > 0 {
		if err := p.feature(awarded, src); err != nil {
			return games.Outcome{}, 0, err
		}
	}
	return p.out, base, nil
}

// round plays the base-game spin that has landed and the feature it
// triggers.
func (p *fsPlayer) round(src rng.Source) error {
	awarded, err := p.spin(false, p.baseRefill, p.g.room())
	if err != nil || awarded == 0 {
		return err
	}
	return p.feature(awarded, src)
}

// finish returns the round's outcome, or the zero outcome and err.
func (p *fsPlayer) finish(err error) (games.Outcome, error) {
	if err != nil {
		if p.detail != nil {
			p.detail.Reset()
		}
		return games.Outcome{}, err
	}
	return p.out, nil
}

// feature plays the free spins of a trigger that awarded n, and those
// retriggered, until none are left or the cap is reached. Without a bound
// FreeSpins.Max, a round whose awards pass MaxRoundFreeSpins fails.
func (p *fsPlayer) feature(n int, src rng.Source) error {
	g := p.g
	p.out.Triggered = true
	p.acc = multiplier.NewAccumulator(multiplier.Always)
	for left := n; left > 0 && !p.cap.Reached(); {
		left--
		p.out.FreeSpins++
		p.land(&g.free, p.freeRefill, src)
		room := g.maxFree - p.out.FreeSpins - left
		if g.maxFree == 0 {
			room = maxFreeSpins // no bound: every award in full (the largest is maxFreeSpins)
		}
		awarded, err := p.spin(true, p.freeRefill, room)
		if err != nil {
			return err
		}
		if left += awarded; g.maxFree == 0 && p.out.FreeSpins+left > MaxRoundFreeSpins {
			return gameerr.Fail(g.name, p.op, "free spins", itoa(p.out.FreeSpins+left),
				fmt.Errorf("%w: %d awarded in a round without a bound FreeSpins.Max, more than the safety bound %d",
					ErrTooManyFreeSpins, p.out.FreeSpins+left, MaxRoundFreeSpins))
		}
	}
	return nil
}

// land draws a spin's first screen from set into p.scr: the heights (if
// variable), then the stops, and resets refill to them.
func (p *fsPlayer) land(set *reelSet, refill *tumble.StripRefill, src rng.Source) {
	g := p.g
	stops := p.stops[:g.reels]
	if set.heights != nil {
		heights := p.heights[:g.reels]
		for r, w := range set.heights {
			heights[r] = w.Draw(src) + 1
		}
		set.strips.DrawStops(src, stops)
		_ = set.strips.WindowHeights(&p.scr, stops, heights, g.blocked) // New checked the heights
	} else {
		set.strips.DrawStops(src, stops)
		_ = set.strips.Window(&p.scr, stops) // drawn within the strips
	}
	_ = refill.Reset(stops)
	p.landed = true
}

// landAt lands the base game at given stops, for op.
func (p *fsPlayer) landAt(op string, stops []int) error {
	g := p.g
	if g.base.heights != nil && g.baseVirt == nil {
		return gameerr.Failf(g.name, op, "stops", "", games.ErrStops, "the base game's heights are drawn, not given")
	}
	if len(stops) != g.reels {
		return gameerr.Failf(g.name, op, "stops", fmt.Sprint(stops), games.ErrStops, "%d stops, want %d, one per reel", len(stops), g.reels)
	}
	for r, s := range stops {
		n := g.base.lens[r]
		if g.baseVirt != nil {
			n = g.baseVirt[r].stops
		}
		if s < 0 || s >= n {
			return gameerr.Failf(g.name, op, fmt.Sprintf("reel %d stop", r), itoa(s),
				games.ErrStops, "reel %d stops at 0 to %d", r, n-1)
		}
	}
	if g.baseVirt != nil {
		// Virtual stops: the heights and strip positions they stand for.
		real, heights := p.stops[:g.reels], p.heights[:g.reels]
		for r, s := range stops {
			heights[r], real[r] = g.baseVirt[r].at(s)
		}
		_ = g.base.strips.WindowHeights(&p.scr, real, heights, g.blocked) // within the strips and the rows
		_ = p.baseRefill.Reset(real)
		return nil
	}
	if err := p.baseRefill.Start(&p.scr, stops); err != nil {
		return gameerr.Fail(g.name, op, "stops", fmt.Sprint(stops), fmt.Errorf("%w: %w", games.ErrStops, err)) // not reached: checked
	}
	return nil
}

// fsBasePlayer plays the base game alone (see game.BaseGame).
type fsBasePlayer struct{ p *fsPlayer }

// Play plays the base-game spin of a round, drawn from src, without its
// free spins; Outcome.Triggered says whether it awarded them.
func (b fsBasePlayer) Play(bet slotmech.Money, mode string, src rng.Source, detail *games.Detail) (games.Outcome, error) {
	p := b.p
	if detail != nil {
		detail.Reset()
	}
	if err := p.g.checkBet("play", bet, mode); err != nil {
		return games.Outcome{}, err
	}
	p.begin("play", bet, detail, nil)
	p.land(&p.g.base, p.baseRefill, src)
	return p.finish(p.baseSpin())
}

// PlayStops plays the base-game spin at stops, reporting every win to
// tally: the wins of each winning evaluation step, then the scatter pay
// with the step of the final screen (under Config.ScatterOn FirstScreen or
// EveryScreen, each step's scatter pay right after that step's wins).
func (b fsBasePlayer) PlayStops(stops []int, bet slotmech.Money, tally games.Tally) (games.Outcome, error) {
	p := b.p
	const op = "play stops"
	if err := p.g.checkBet(op, bet, games.Standard); err != nil {
		return games.Outcome{}, err
	}
	if err := p.landAt(op, stops); err != nil {
		return games.Outcome{}, err
	}
	p.begin(op, bet, nil, tally)
	return p.finish(p.baseSpin())
}

// StripLengths returns the lengths of the base strips.
func (b fsBasePlayer) StripLengths() []int { return slices.Clone(b.p.g.base.lens) }

// PlayReel plays the base-game spins of stops with the last reel at each
// of its stops from stops[last] on, each stop a group of its own, as
// PlayStops plays them.
func (b fsBasePlayer) PlayReel(stops []int, bet slotmech.Money, tally games.Tally, group func(stop, n int, out games.Outcome) error) error {
	at := slices.Clone(stops)
	last := len(at) - 1
	if last < 0 {
		_, err := b.PlayStops(at, bet, tally) // refuses them
		return err
	}
	for first := true; first || at[last] < b.p.g.base.lens[last]; first = false {
		out, err := b.PlayStops(at, bet, tally) // refuses bad stops at the first
		if err != nil {
			return err
		}
		if err := group(at[last], 1, out); err != nil {
			return err
		}
		at[last]++
	}
	return nil
}

// PlayForced is the game's player.PlayForced: it plays one spin.
func (b fsBasePlayer) PlayForced(f *games.Forced, src rng.Source, detail *games.Detail) (games.Outcome, error) {
	return b.p.PlayForced(f, src, detail)
}

// baseSpin plays the base-game spin that has landed, alone.
func (p *fsPlayer) baseSpin() error {
	awarded, err := p.spin(false, p.baseRefill, p.g.room())
	p.out.Triggered, p.out.FreeSpins = awarded > 0, awarded
	return err
}

// PlayForced plays the one spin that f fixes, for scenarios (QA, audit):
// f.Screen is the screen as it landed (the game's reels and rows, symbols
// of its alphabet; with variable heights, the Blocked symbol in the top
// rows of a shorter reel and nowhere else) and, in a game with a cascade,
// f.Refill[r] lists what falls into reel r in the order it enters (one
// list per reel; the game refills from the strips above its stops, which a
// forced screen has not). f.State may set [FactFreeSpin] to play a free
// spin and, with FreeSpins.Accumulate, [FactTotalMultiplier] for the running
// multiplier T before it. The spin is evaluated and paid as in a round
// (the cap, RoundCapX × the stake, applies to it alone); the free spins it
// awards are reported (Outcome.Triggered, the fact [FactAwarded]), not
// played. Outcome.FreeSpins is 1 for a free spin. src is not used.
//
// It returns a *[slotmech.Error] wrapping [games.ErrBet] for a refused bet or
// mode and one wrapping [games.ErrForced] for anything else it cannot
// play: a screen of another shape or with a symbol the game does not have
// (naming its row and reel, from 0), blocked positions that are not the
// top of a reel, refill lists missing or of foreign symbols, a list that
// runs out (wrapping tumble.ErrExhausted too), or a state the game does not
// declare.
func (p *fsPlayer) PlayForced(f *games.Forced, src rng.Source, detail *games.Detail) (games.Outcome, error) {
	const op = "forced play"
	g := p.g
	if detail != nil {
		detail.Reset()
	}
	if f == nil {
		return games.Outcome{}, gameerr.Failf(g.name, op, "", "", games.ErrForced, "no forced play given")
	}
	mode := f.Mode
	if mode == "" {
		mode = games.Standard
	}
	if err := g.checkBet(op, f.Bet, mode); err != nil {
		return games.Outcome{}, err
	}
	free, total, err := g.forcedState(f.State)
	if err != nil {
		return games.Outcome{}, err
	}
	set := &g.base
	if free {
		set = &g.free
	}
	if err := g.checkScreen(&f.Screen, set); err != nil {
		return games.Outcome{}, err
	}
	list, err := g.forcedRefill(f.Refill)
	if err != nil {
		return games.Outcome{}, err
	}
	p.begin(op, f.Bet, detail, nil)
	room := g.room()
	if free {
		p.out.FreeSpins, room = 1, g.room()-1
		_ = p.acc.SetTotal(total) // checked by forcedState
	}
	p.scr = f.Screen
	var refill tumble.Refiller
	if list != nil {
		refill = list
	}
	awarded, err := p.spin(free, refill, room)
	p.out.Triggered = awarded > 0
	return p.finish(err)
}

// forcedState validates the state of a forced play and returns whether it
// is a free spin and T before it.
func (g *fsGame) forcedState(state games.Facts) (free bool, total int64, err error) {
	if err := games.CheckState(g.name, g.facts, state); err != nil {
		return false, 0, err
	}
	free = state.Flag(FactFreeSpin)
	total, _ = state.Get(FactTotalMultiplier)
	limit := int64(g.room()) * int64(g.maxSteps)
	switch {
	case total < 0 || total > limit:
		return false, 0, gameerr.Failf(g.name, "forced play", "state."+FactTotalMultiplier, strconv.FormatInt(total, 10),
			games.ErrForced, "want 0 to %d", limit)
	case total != 0 && !free:
		return false, 0, gameerr.Failf(g.name, "forced play", "state."+FactTotalMultiplier, strconv.FormatInt(total, 10),
			games.ErrForced, "a running multiplier needs %s: the base game has none", FactFreeSpin)
	case free && len(g.trigger) == 0:
		return false, 0, gameerr.Failf(g.name, "forced play", "state."+FactFreeSpin, "true",
			games.ErrForced, "the game has no free spins")
	}
	return free, total, nil
}

// checkScreen validates the shape and symbols of a forced screen for the
// reels of set.
func (g *fsGame) checkScreen(s *slotmech.Screen, set *reelSet) error {
	refuse := func(field, value, format string, a ...any) error {
		return gameerr.Failf(g.name, "forced play", field, value, games.ErrForced, format, a...)
	}
	if s.Reels() != g.reels || s.Rows() != g.rows {
		return refuse("screen", fmt.Sprintf("%d reels × %d rows", s.Reels(), s.Rows()), "want %d reels × %d rows", g.reels, g.rows)
	}
	for r := range g.reels {
		open := false // a position of the reel below its blocked ones has been seen
		for row := range g.rows {
			sym := s.At(r, row)
			field := fmt.Sprintf("screen row %d reel %d", row, r)
			switch {
			case !g.symbolOK(sym):
				return refuse(field, itoa(sym), "%s", g.notSymbol())
			case sym == g.blocked && set.heights == nil:
				return refuse(field, g.alpha.Name(sym), "these reels show every row: nothing is blocked")
			case sym == g.blocked && open:
				return refuse(field, g.alpha.Name(sym), "blocked positions are the top rows of a reel")
			case sym == g.blocked && row == g.rows-1:
				return refuse(field, g.alpha.Name(sym), "a reel shows at least one row")
			case sym != g.blocked:
				open = true
			}
		}
	}
	return nil
}

// forcedRefill validates the refill lists of a forced play and returns
// them as a tumble.ListRefill, or nil for a game without a cascade.
func (g *fsGame) forcedRefill(lists [][]slotmech.Symbol) (*tumble.ListRefill, error) {
	refuse := func(field, value, format string, a ...any) error {
		return gameerr.Failf(g.name, "forced play", field, value, games.ErrForced, format, a...)
	}
	if !g.cascade {
		for r, list := range lists {
			if len(list) > 0 {
				return nil, refuse(fmt.Sprintf("refill reel %d", r), fmt.Sprintf("%d symbols", len(list)),
					"the game has no cascade: nothing falls in; give no refill")
			}
		}
		return nil, nil
	}
	if len(lists) != g.reels {
		return nil, refuse("refill", fmt.Sprintf("%d lists", len(lists)),
			"want one list per reel, %d: the game refills from the strips above its stops, which a forced screen has not", g.reels)
	}
	for r, list := range lists {
		for i, s := range list {
			if !g.symbolOK(s) || s == g.blocked {
				return nil, refuse(fmt.Sprintf("refill reel %d entry %d", r, i), itoa(s), "%s, and not the Blocked symbol", g.notSymbol())
			}
		}
	}
	l, err := tumble.NewListRefill(lists)
	if err != nil {
		return nil, gameerr.Fail(g.name, "forced play", "refill", "", fmt.Errorf("%w: %w", games.ErrForced, err)) // not reached: checked above
	}
	return l, nil
}
