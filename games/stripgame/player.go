package stripgame

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/gameerr"
	"github.com/slotmech/slotmech/internal/linewords"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
	"github.com/slotmech/slotmech/wincap"
)

// player plays the rounds of one game on one goroutine: it implements
// [games.Player] and games/exact's StripPlayer (player.StripLengths,
// player.PlayStops, player.PlayReel).
// It holds a round's working
// memory (the screen, the evaluation result, the refill from the strips,
// what each line has paid) and reuses it from round to round, so that a
// round without a Detail allocates nothing; nothing carries over from one
// round to the next.
//
// A player is not safe for concurrent use: make one per goroutine with
// game.NewPlayer. The zero player is not usable.
type player struct {
	g     *game
	scr   slotmech.Screen     // the screen being evaluated
	lres  slotmech.Result     // the wins of the last evaluation of a line game
	cres  slotmech.Result     // the wins of the last evaluation of a pay-anywhere game
	wres  slotmech.Result     // the wins of the last evaluation of a ways game
	wp    *waysPlayer         // the ways fast path's memory (ways.go), or nil
	strip *tumble.StripRefill // the cascade's refill from the strips
	caps  wincap.PerLine      // what each line has paid in this round
	stops [slotmech.MaxReels]int

	// The stops of SetStop and PlayCurrent (games.StopSetter, see
	// odometer.go): the current stops and their window, kept up to date
	// one reel at a time when a round needs it (bit r of stale: reel r
	// moved since), the last bet PlayCurrent accepted, and the test
	// of the last reel's stops for the others where they are, valid while
	// split is set: the lines filter split around it (always, need), the
	// other reels' pay-anywhere counts and their scatters.
	cur          [slotmech.MaxReels]int
	curScr       slotmech.Screen // the window of cur, but for the reels in stale
	stale        uint
	curBet       slotmech.Money
	split        bool
	always       bool
	need         uint64
	restCounts   uint64
	restScatters int

	// mayWin is a set of the last reel's stops (bit s%64 of word s/64):
	// those at which the round may win with the other reels where they
	// are (lastMayWin), valid while swept is set (Losing fills it; a move
	// of another reel clears swept).
	mayWin []uint64
	swept  bool

	// What PlayCurrent knows of a round's first screen from the stops
	// (see odometer.go), for round to use instead of reading the screen:
	// in a line game the OR of the line words of the reels other than the
	// last (rest, valid while split is set) and the screen's line words
	// (words), used by the first evaluation if fromWords is set; and the
	// number of scatters on it, used while the screen is the first one if
	// knownScatters ≥ 0. round clears both.
	rest, words   []uint64
	fromWords     bool
	knownScatters int

	// In a line game with a cascade, the screen filter's words of p.scr's
	// reels (valid while filterSet): after a cascade step only the words
	// of the reels that moved are computed again, and a screen they
	// reject is not evaluated (round.go). round clears filterSet.
	filter    [slotmech.MaxReels]uint64
	filterSet bool

	// The stops of the round's first screen, if fromStart is set: its
	// first cascade step falls and refills from stopData.after
	// (fallFromStops). round clears fromStart.
	start     [slotmech.MaxReels]int
	fromStart bool
	// The tops fallFromStops moved p.strip's to, not yet given to it
	// while topsDue is set.
	tops    [slotmech.MaxReels]int
	topsDue bool
	removed slotmech.PosSet // the positions the first step removed

	out games.Outcome // the outcome of the last round (roundOut)

	// awardN is the number of scatters that award free spins in the round
	// played last, in a part of a feature game (fs_exact.go): those
	// of its final screen under FinalScreen, of its first under
	// FirstScreen, and under EveryScreen those that landed (struck on
	// every screen, and left on the final one). 0 if the round cap was
	// reached.
	awardN int

	// PlayLastGrouped's groups of the last reel's stops, by the set of
	// rows they are grouped by (see group.go), made when first needed.
	groups []*stopGroups
}

// newPlayer returns a player of g.
func (g *game) newPlayer() *player {
	p := &player{g: g, scr: slotmech.NewScreen(g.reels, g.rows), strip: tumble.NewStripRefill(g.strips),
		curScr: slotmech.NewScreen(g.reels, g.rows), knownScatters: -1,
		mayWin: make([]uint64, (g.lens[g.reels-1]+63)/64)}
	if g.waysData != nil && (g.waysData.fast || g.waysData.skip) {
		p.wp = &waysPlayer{}
	}
	if g.lines != nil {
		n := (*linewords.Evaluator)(g.lines).LineWordsLen()
		p.rest, p.words = make([]uint64, n), make([]uint64, n)
	}
	for r := range g.reels {
		p.setStop(r, 0)
	}
	if g.lines != nil {
		p.lres.Wins = make([]slotmech.Win, 0, g.lines.NumLines())
		if g.lineCap > 0 {
			p.caps, _ = wincap.NewPerLine(g.lines.NumLines(), g.lineCap) // New checked it
		}
	}
	return p
}

// Play plays one round at bet in mode [games.Standard]: it draws the stop
// of every reel, left to right, with [rng.IntN] over the strip's length,
// and plays them as player.PlayStops does. If detail is not nil, Play
// resets it and itemises the round in it: one spin with the screen that
// landed and its stops (games.Spin.Stops), a step for every winning evaluation with its wins (paylines
// counted from 1, positions), and the scatters of the final screen with
// their pay (or of each screen the scatter rule counts, see
// Config.ScatterOn). With detail nil it allocates nothing.
//
// A refused bet or mode returns a *[slotmech.Error] wrapping [games.ErrBet],
// having drawn nothing.
func (p *player) Play(bet slotmech.Money, mode string, src rng.Source, detail *games.Detail) (games.Outcome, error) {
	if detail != nil {
		detail.Reset()
	}
	if err := p.g.checkBet("play", bet, mode); err != nil {
		return games.Outcome{}, err
	}
	stops := p.stops[:p.g.reels]
	for r := range stops {
		stops[r] = rng.IntN(src, p.g.lens[r])
	}
	return p.playStops("play", stops, bet, detail, nil)
}

// PlayStops plays the round of stops (stops[r] is the strip position shown
// in the top row of reel r, from 0) at bet: the window of the strips, its
// wins, the cascade refilled from the strips if the game has one, and the
// scatter pay of the final screen. If tally is not nil it is called for
// every win of every winning evaluation, in order, with its step and
// payline counted from 1 (line 0 for pay-anywhere wins and the scatter) and
// what it paid after the caps; the scatter pay is reported last, with the
// step of the final screen (under Config.ScatterOn FirstScreen or
// EveryScreen, after the wins of each step whose screen pays it, with
// that step). The amounts add up to the outcome's Win
// exactly. With a tally that does not allocate, PlayStops allocates
// nothing.
//
// It returns a *[slotmech.Error] wrapping [games.ErrBet] for a refused bet
// and one wrapping [games.ErrStops] for stops that do not fit the strips.
func (p *player) PlayStops(stops []int, bet slotmech.Money, tally games.Tally) (games.Outcome, error) {
	const op = "play stops"
	if err := p.g.checkBet(op, bet, games.Standard); err != nil {
		return games.Outcome{}, err
	}
	return p.playStops(op, stops, bet, nil, tally)
}

// playStops plays the round at stops for op; bet is allowed.
func (p *player) playStops(op string, stops []int, bet slotmech.Money, detail *games.Detail, tally games.Tally) (games.Outcome, error) {
	g := p.g
	if len(stops) != g.reels {
		return games.Outcome{}, gameerr.Failf(g.name, op, "stops", fmt.Sprint(stops),
			games.ErrStops, "%d stops, want %d, one per reel", len(stops), g.reels)
	}
	var words [slotmech.MaxReels]uint64
	scatters := 0
	for r, s := range stops {
		if s < 0 || s >= g.lens[r] {
			return games.Outcome{}, gameerr.Failf(g.name, op, fmt.Sprintf("reel %d stop", r), itoa(s),
				games.ErrStops, "reel %d stops at 0 to %d", r, g.lens[r]-1)
		}
		words[r] = g.stopData.filter[r][s]
		if g.stopData.scatters != nil {
			scatters += int(g.stopData.scatters[r][s])
		}
	}
	if detail == nil && !g.mayWin(words[:g.reels], scatters) {
		// Nothing can win (see stopData): no need to build the screen.
		return games.Outcome{Bet: bet, Stake: bet * slotmech.Money(g.cost)}, nil
	}
	if detail == nil && g.oneScreen() {
		// A line game without cascade or caps: its one screen is paid
		// from the stops' line words and scatter counts, without being
		// built (see playOneScreen).
		n := len(p.words)
		clear(p.words)
		for r, s := range stops {
			for i, w := range g.stopData.lineWords[r][s*n : (s+1)*n] {
				p.words[i] |= w
			}
		}
		p.knownScatters = scatters
		return p.playOneScreen(bet, tally), nil
	}
	if err := p.startAt(stops); err != nil {
		return games.Outcome{}, gameerr.Fail(g.name, op, "stops", fmt.Sprint(stops), fmt.Errorf("%w: %w", games.ErrStops, err)) // not reached: checked
	}
	p.filter, p.filterSet = words, g.lines != nil
	copy(p.start[:], stops)
	p.fromStart = g.lines != nil
	out, err := p.round(op, bet, p.strip, detail, tally)
	if err == nil && detail != nil {
		detail.Spins[0].Stops = append(detail.Spins[0].Stops, stops...)
	}
	return out, err
}

// startAt sets p.scr to the window of stops, which fit the strips, and
// resets the strip refill to them; with virtual reels (heights.go) the
// window is the virtual stops'.
func (p *player) startAt(stops []int) error {
	g := p.g
	if g.vwords == nil {
		return p.strip.Start(&p.scr, stops)
	}
	for r, s := range stops {
		p.scr.SetReelWord(r, g.vwords[r][s])
	}
	return p.resetRefill(stops)
}

// PlayForced plays the round that f fixes, for QA and audit cases: f.Screen
// is the screen that landed (the game's reels and rows, symbols of its
// alphabet) and, in a game with a cascade, f.Refill[r] lists the symbols
// that fall into reel r in the order they enter (the first taken lands
// lowest, as from the strip). The round is then evaluated and paid as any
// other. src is not used: a strip game draws nothing after its stops.
//
// A forced screen has no stops to refill from, so a game with a cascade
// refuses a nil f.Refill; it needs one list per reel (an empty list for a
// reel that needs nothing). A game without a cascade takes nil, or lists
// that are all empty: nothing falls in. f.Mode "" means [games.Standard],
// and f.State must be empty. If detail is not nil it is reset and the
// round itemised in it, as by player.Play.
//
// It returns a *[slotmech.Error] wrapping [games.ErrBet] for a refused bet or
// mode and one wrapping [games.ErrForced] for anything else it cannot play:
// a screen of the wrong shape or with a symbol the game does not have
// (naming the row and reel, from 0), refill lists missing, too few, too many
// or with a foreign symbol, state given, or a list that runs out (which
// wraps [tumble.ErrExhausted] too, naming the reel and the cascade step).
// A list that runs out is never replaced by a draw.
func (p *player) PlayForced(f *games.Forced, src rng.Source, detail *games.Detail) (games.Outcome, error) {
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
	if err := g.checkForced(f); err != nil {
		return games.Outcome{}, err
	}
	var refill tumble.Refiller
	if g.cascade {
		lists, err := tumble.NewListRefill(f.Refill)
		if err != nil {
			return games.Outcome{}, gameerr.Fail(g.name, op, "refill", "", fmt.Errorf("%w: %w", games.ErrForced, err)) // not reached: checked
		}
		refill = lists
	}
	p.scr = f.Screen
	return p.round(op, f.Bet, refill, detail, nil)
}

// checkForced returns the error refusing f's state, screen or refill
// lists, or nil.
func (g *game) checkForced(f *games.Forced) error {
	const op = "forced play"
	refuse := func(field, value, format string, a ...any) error {
		return gameerr.Failf(g.name, op, field, value, games.ErrForced, format, a...)
	}
	if err := games.CheckState(g.name, nil, f.State); err != nil {
		return err
	}
	scr := &f.Screen
	if scr.Reels() != g.reels || scr.Rows() != g.rows {
		return refuse("screen", fmt.Sprintf("%d reels × %d rows", scr.Reels(), scr.Rows()), "want %d reels × %d rows", g.reels, g.rows)
	}
	for row := range g.rows {
		for r := range g.reels {
			if s := scr.At(r, row); !g.symbolOK(s) {
				return refuse(fmt.Sprintf("screen row %d reel %d", row, r), itoa(s), "%s", g.notSymbol())
			}
		}
	}
	if !g.cascade {
		for r, list := range f.Refill {
			if len(list) > 0 {
				return refuse(fmt.Sprintf("refill reel %d", r), fmt.Sprintf("%d symbols", len(list)),
					"the game has no cascade: nothing falls in; give no refill")
			}
		}
		return nil
	}
	if f.Refill == nil {
		return refuse("refill", "", "none given: the game refills from the strips above its stops, which a forced screen has not; give one list per reel")
	}
	if len(f.Refill) != g.reels {
		return refuse("refill", fmt.Sprintf("%d lists", len(f.Refill)), "want one list per reel, %d", g.reels)
	}
	for r, list := range f.Refill {
		for i, s := range list {
			if !g.symbolOK(s) {
				return refuse(fmt.Sprintf("refill reel %d entry %d", r, i), itoa(s), "%s", g.notSymbol())
			}
		}
	}
	return nil
}
