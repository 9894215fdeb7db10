package crystalspin

import (
	"fmt"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/linewords"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
	"github.com/slotmech/slotmech/wincap"
)

// player plays the games of one [game] on one goroutine: it implements
// [games.Player], and games/exact's StripPlayer (StripLengths,
// PlayStops, PlayReel). It holds the working memory of a
// game (the screen, the evaluation, the refill from the strips and what
// each line has paid) and reuses it from game to game, so that playing
// allocates nothing in steady state; nothing carries over from one game to
// the next.
//
// A player is not safe for concurrent use: make one per goroutine with
// [game.NewPlayer]. The zero player is not usable.
type player struct {
	g     *game
	scr   slotmech.Screen     // the screen being evaluated
	words [Reels]uint64       // the screen filter's words of scr's reels
	res   slotmech.Result     // the wins of the last evaluation
	strip *tumble.StripRefill // the refill from the game's strips (CS-8): &stripMem
	caps  wincap.PerLine      // what each line has paid in this game (CS-10)
	stops [Reels]int          // the stops Play drew

	// The stops of SetStop and PlayCurrent (games.StopSetter): the
	// current stops, their window and its filter words, kept up to date
	// one reel at a time; and the last bet PlayCurrent accepted.
	cur      [Reels]int
	curScr   slotmech.Screen
	curWords [Reels]uint64
	curBet   slotmech.Money
	// The screen filter split around the last reel, the one that moves
	// fastest (linewords.Evaluator.MayPayWith), for the first four reels'
	// current words; valid while split is set.
	split  bool
	always bool
	need   uint64
	// The OR of the first four reels' parts of the line words (valid while
	// split is set), the line words of the first screen PlayCurrent plays,
	// and whether the cascade's first evaluation reads them rather than
	// the screen.
	rest, first [lineWordsLen]uint64
	fromWords   bool

	// stripMem is the strip refill, inside the player rather than a small
	// object of its own: the refill is written at every cascade, and a
	// small object may share a cache line with another goroutine's (the
	// players of exact analysis's workers are made together), which would
	// make the cores fight over it.
	stripMem tumble.StripRefill
}

// winsCap is the capacity of a player's slice of line wins: one per line,
// rounded up so that the array (8 wins of 48 bytes, 6 cache lines) fills
// whole cache lines and shares none with another goroutine's memory.
const winsCap = 8

// newPlayer returns a player of g.
func (g *game) newPlayer() *player {
	caps, err := wincap.NewPerLine(numLines, LineCap)
	if err != nil {
		panic(err) // numLines and LineCap are valid constants
	}
	p := &player{
		g:      g,
		scr:    slotmech.NewScreen(Reels, Rows),
		caps:   caps,
		res:    slotmech.Result{Wins: make([]slotmech.Win, 0, winsCap)},
		curScr: slotmech.NewScreen(Reels, Rows),
	}
	p.stripMem = *tumble.NewStripRefill(g.strips)
	p.strip = &p.stripMem
	for r := range Reels {
		p.setStop(r, 0)
	}
	return p
}

// StripLengths returns the number of stop positions of each reel, left to
// right. The slice is the caller's.
func (p *player) StripLengths() []int { return slices.Clone(p.g.lens) }

// PlayReel plays the games of stops with the fifth reel at each of its
// stops from stops[4] on, for exact analysis (the method of games/exact's
// StripPlayer, which documents it), each stop a group of its own: only the
// reels that moved since the last call are set, the screen filter of the
// first four reels is split around the fifth once
// (lines.Evaluator.MayPayWith), and the stops whose filter word does not
// meet it, which certainly win nothing, are skipped without a screen; the
// others are played as PlayStops plays them, tally included. It
// returns a *[slotmech.Error] wrapping [games.ErrBet] for a refused bet and
// one wrapping [games.ErrStops] for stops that do not fit the strips.
func (p *player) PlayReel(stops []int, bet slotmech.Money, tally games.Tally, group func(stop, n int, out games.Outcome) error) error {
	const op = "play reel"
	if err := p.checkStops(op, stops); err != nil {
		return err
	}
	if bet != p.curBet {
		if !validStake(bet) {
			return checkBet(op, bet, games.Standard)
		}
		p.curBet = bet
	}
	const last = Reels - 1
	for r := range last {
		if p.cur[r] != stops[r] {
			p.setStop(r, stops[r])
		}
	}
	for stop := stops[last]; stop < p.g.lens[last]; {
		p.setStop(last, stop)
		if n := p.losing(last); n > 0 {
			stop += n
			continue
		}
		out, err := p.playCurrent(bet, tally)
		if err != nil {
			return err
		}
		if err := group(stop, 1, out); err != nil {
			return err
		}
		stop++
	}
	return nil
}

// checkStops returns the error refusing stops for op, or nil.
func (p *player) checkStops(op string, stops []int) error {
	if len(stops) != Reels {
		return failf(op, "stops", fmt.Sprint(stops), games.ErrStops, "%d stops, want %d, one per reel", len(stops), Reels)
	}
	for r, s := range stops {
		if uint(s) >= uint(p.g.lens[r]) {
			return failf(op, fmt.Sprintf("reel %d stop", r), itoa(s),
				games.ErrStops, "reel %d stops at 0 to %d", r, p.g.lens[r]-1)
		}
	}
	return nil
}

// losing returns how many stops of reel, from its current one on, give
// games that certainly win nothing with the other reels where they are
// (see PlayReel): for the fifth reel, the stops whose filter
// word does not meet the first four reels' need (linewords.Evaluator.MayPayWith);
// for the others 0, which promises nothing. It does not move the stops.
func (p *player) losing(r int) int {
	if r != Reels-1 || uint(p.cur[r]) >= uint(len(p.g.words[r])) {
		return 0
	}
	p.splitLast()
	if p.always {
		return 0
	}
	words := p.g.words[r][p.cur[r]:]
	n := 0
	for n < len(words) && words[n]&p.need == 0 {
		n++
	}
	return n
}

// splitLast makes the screen filter's split around the fifth reel valid.
func (p *player) splitLast() {
	if !p.split {
		p.always, p.need = (*linewords.Evaluator)(p.g.eval).MayPayWith(p.curWords[:], Reels-1)
		p.rest = [lineWordsLen]uint64{}
		for r := range Reels - 1 {
			part := p.g.lineWords[r][p.cur[r]*lineWordsLen:][:lineWordsLen]
			for i, w := range part {
				p.rest[i] |= w
			}
		}
		p.split = true
	}
}

// setStop is SetStop for a valid reel and stop.
func (p *player) setStop(r, stop int) {
	p.cur[r] = stop
	p.curScr.SetReelWord(r, p.g.strips.Word(r, stop, Rows))
	p.curWords[r] = p.g.words[r][stop]
	if r != Reels-1 {
		p.split = false
	}
}

// playCurrent plays the game of the stops set with setStop at
// stake bet, exactly as PlayStops plays them, tally included (see
// PlayReel). It leaves the stops where they are. A game that
// cannot win (most of them) returns at once, without a screen or a
// cascade: the screen filter of the first four reels is split around the
// fifth once (linewords.Evaluator.MayPayWith), and each stop of the fifth is
// then one AND. It returns a *[slotmech.Error] wrapping [games.ErrBet] for a
// refused bet; a bet once accepted is not checked again until it changes.
func (p *player) playCurrent(bet slotmech.Money, tally games.Tally) (games.Outcome, error) {
	out := games.Outcome{Bet: bet, Stake: bet}
	p.splitLast()
	if !p.always && p.curWords[Reels-1]&p.need == 0 {
		return out, nil
	}
	p.scr, p.words = p.curScr, p.curWords
	last := p.g.lineWords[Reels-1][p.cur[Reels-1]*lineWordsLen:][:lineWordsLen]
	for i, w := range last {
		p.first[i] = p.rest[i] | w
	}
	if err := p.strip.Reset(p.cur[:]); err != nil {
		return games.Outcome{}, fail("play current", "stops", fmt.Sprint(p.cur), fmt.Errorf("%w: %w", games.ErrStops, err)) // not reached: set by SetStop
	}
	p.fromWords = true
	var err error
	out.Win, out.Capped, err = p.cascade("play current", bet, p.strip, nil, tally, true)
	if err != nil {
		return games.Outcome{}, err
	}
	return out, nil
}

// Play plays one game at stake bet in mode [games.Standard]: it draws the 5
// stops uniformly with [rng.IntN] (reel 1 first, CS-1) and plays them as
// PlayStops does. If detail is not nil, Play resets it and
// itemises the game in it: one spin, its first screen, and a step for every
// winning evaluation of the cascade with its wins (paylines counted from 1)
// and the fact [FactFullHouse] where the screen was a full house. With
// detail nil it allocates nothing in steady state.
//
// A refused bet or mode returns a *[slotmech.Error] wrapping [games.ErrBet],
// having drawn nothing.
func (p *player) Play(bet slotmech.Money, mode string, src rng.Source, detail *games.Detail) (games.Outcome, error) {
	if detail != nil {
		detail.Reset()
	}
	if err := checkBet("play", bet, mode); err != nil {
		return games.Outcome{}, err
	}
	for r := range p.stops {
		p.stops[r] = rng.IntN(src, p.g.lens[r])
	}
	return p.playStops("play", p.stops[:], bet, detail, nil)
}

// PlayStops plays the game determined by stops (stops[r] is the strip
// position shown in the top row of reel r+1, from 0): the window of the
// strips, then the cascade refilled from the strips (CS-8), at stake bet.
// If tally is not nil it is called for every win of every winning step, in
// order, with its step and payline counted from 1 and what it paid after
// the full-house doubling (CS-9) and the line cap (CS-10); the amounts add
// up to the outcome's Win exactly (see games/exact's StripPlayer). With a tally
// that does not allocate, PlayStops allocates nothing in steady state.
//
// It returns a *[slotmech.Error] wrapping [games.ErrBet] for a refused bet and
// one wrapping [games.ErrStops] for stops that do not fit the strips.
func (p *player) PlayStops(stops []int, bet slotmech.Money, tally games.Tally) (games.Outcome, error) {
	if !validStake(bet) {
		return games.Outcome{}, checkBet("play stops", bet, games.Standard)
	}
	return p.playStops("play stops", stops, bet, nil, tally)
}

// PlayForced plays the game that f fixes, for QA and audit cases: f.Screen
// is the first screen (5 reels of 3 rows of Crystal Spin symbols) and
// f.Refill[r] lists the symbols that fall into reel r+1 during the cascade,
// in the order they enter (the first taken lands lowest, as from the strip,
// CS-8). The game is then evaluated and paid as any other. src is not
// used: Crystal Spin draws nothing after its stops.
//
// Crystal Spin refills from the reel strips above its stops, and a forced
// screen has no stops: f.Refill must hold one list per reel (an empty list
// for a reel that needs nothing). f.Mode "" means [games.Standard], and
// f.State must be empty: the game accepts no state. If detail is not nil it
// is reset and the game itemised in it, as by Play.
//
// It returns a *[slotmech.Error] wrapping [games.ErrBet] for a refused bet or
// mode and one wrapping [games.ErrForced] for anything else it cannot play:
// a screen of the wrong shape or with a symbol the game does not have
// (naming the row and reel, counted from 0), refill lists missing, too few
// or with a foreign symbol, state given, or a list that runs out (which
// wraps [tumble.ErrExhausted] too and names the reel and the cascade step
// after which it ran out). A list that runs out is never replaced by a
// draw.
func (p *player) PlayForced(f *games.Forced, src rng.Source, detail *games.Detail) (games.Outcome, error) {
	const op = "forced play"
	if detail != nil {
		detail.Reset()
	}
	if f == nil {
		return games.Outcome{}, failf(op, "", "", games.ErrForced, "no forced play given")
	}
	mode := f.Mode
	if mode == "" {
		mode = games.Standard
	}
	if err := checkBet(op, f.Bet, mode); err != nil {
		return games.Outcome{}, err
	}
	if err := p.checkForced(f); err != nil {
		return games.Outcome{}, err
	}
	forced, err := tumble.NewListRefill(f.Refill)
	if err != nil {
		return games.Outcome{}, fail(op, "refill", "", fmt.Errorf("%w: %w", games.ErrForced, err)) // not reached: checked
	}
	p.scr = f.Screen
	p.filterWords()
	out := games.Outcome{Bet: f.Bet, Stake: f.Bet}
	out.Win, out.Capped, err = p.cascade(op, f.Bet, forced, detail, nil, (*linewords.Evaluator)(p.g.eval).MayPayFilters(p.words[:]))
	if err != nil {
		return games.Outcome{}, err
	}
	return out, nil
}

// checkForced returns the error refusing f's state, screen or refill lists,
// or nil.
func (p *player) checkForced(f *games.Forced) error {
	const op = "forced play"
	if err := games.CheckState(Name, nil, f.State); err != nil {
		return err
	}
	scr := &f.Screen
	if scr.Reels() != Reels || scr.Rows() != Rows {
		return failf(op, "screen", fmt.Sprintf("%d reels × %d rows", scr.Reels(), scr.Rows()),
			games.ErrForced, "want %d reels × %d rows", Reels, Rows)
	}
	for row := range Rows {
		for r := range Reels {
			if s := scr.At(r, row); !validSymbol(s) {
				return failf(op, fmt.Sprintf("screen row %d reel %d", row, r), itoa(int(s)),
					games.ErrForced, "%s", notASymbol(s))
			}
		}
	}
	if f.Refill == nil {
		return failf(op, "refill", "", games.ErrForced,
			"none given: Crystal Spin refills from the strips above its stops, which a forced screen has not; give one list per reel")
	}
	if len(f.Refill) != Reels {
		return failf(op, "refill", fmt.Sprintf("%d lists", len(f.Refill)),
			games.ErrForced, "want one list per reel, %d", Reels)
	}
	for r, list := range f.Refill {
		for i, s := range list {
			if !validSymbol(s) {
				return failf(op, fmt.Sprintf("refill reel %d entry %d", r, i), itoa(int(s)),
					games.ErrForced, "%s", notASymbol(s))
			}
		}
	}
	return nil
}

// notASymbol says why s is not a Crystal Spin symbol.
func notASymbol(s slotmech.Symbol) string {
	if s == slotmech.Empty {
		return "empty, not a Crystal Spin symbol"
	}
	return fmt.Sprintf("not a Crystal Spin symbol (%d to %d)", Wild, Cherry)
}

// playStops plays the game at stops for op.
func (p *player) playStops(op string, stops []int, bet slotmech.Money, detail *games.Detail, tally games.Tally) (games.Outcome, error) {
	g := p.g
	if err := p.checkStops(op, stops); err != nil {
		return games.Outcome{}, err
	}
	var words [Reels]uint64
	for r := range words {
		words[r] = g.words[r][stops[r]]
	}
	out := games.Outcome{Bet: bet, Stake: bet}
	may := (*linewords.Evaluator)(g.eval).MayPayFilters(words[:])
	if !may && detail == nil {
		return out, nil // nothing wins: no need to build the screen
	}
	p.words = words
	if err := p.strip.Start(&p.scr, stops); err != nil {
		return games.Outcome{}, fail(op, "stops", fmt.Sprint(stops), fmt.Errorf("%w: %w", games.ErrStops, err)) // not reached: checked
	}
	var err error
	out.Win, out.Capped, err = p.cascade(op, bet, p.strip, detail, tally, may)
	if err != nil {
		return games.Outcome{}, err
	}
	return out, nil
}

// filterWords computes the screen filter's words of p.scr's reels.
func (p *player) filterWords() {
	for r := range p.words {
		p.words[r] = (*linewords.Evaluator)(p.g.eval).ReelFilter(r, p.scr.ReelWord(r))
	}
}
