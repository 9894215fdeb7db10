// Package gamestest checks that a title keeps the promises of the games
// contract, for the tests of any title, in the manner of testing/fstest.
//
// Its checks return errors rather than failing a test, so they work in plain
// tests, in rapid properties and in fuzz targets alike. It is not for
// production code.
package gamestest

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/record"
	"github.com/slotmech/slotmech/internal/roundview"
	"github.com/slotmech/slotmech/rng"
)

// CheckReplay records one round of g at bet in mode with values from src and
// checks that the record is what an auditor relies on:
//
//   - it survives a JSON round trip;
//   - replaying it from its draws alone gives the identical itemised outcome;
//   - an edited outcome (the win changed, or a symbol of the first screen
//     renamed) is refused with record.ErrReplay;
//   - a record with a draw missing (if the round drew anything) is refused
//     with record.ErrReplay.
//
// It returns the record, so that a test can see what kind of round it was,
// and the first failure found, or nil.
func CheckReplay(g games.Game, bet slotmech.Money, mode string, src rng.Source) (*record.Record, error) {
	rec, err := record.Play(g, g.NewPlayer(), bet, mode, src)
	if err != nil {
		return nil, fmt.Errorf("gamestest: recording: %w", err)
	}
	back, err := roundTrip(rec)
	if err != nil {
		return rec, err
	}
	if err := record.Replay(g, back); err != nil {
		return rec, fmt.Errorf("gamestest: replaying an unchanged record: %w", err)
	}
	view, err := roundview.Parse(rec.Outcome)
	if err != nil {
		return rec, fmt.Errorf("gamestest: the recorded outcome: %w", err)
	}
	if read, err := roundview.Parse(back.Outcome); err != nil || !reflect.DeepEqual(view, read) {
		return rec, errors.New("gamestest: the replayed outcome differs from the recorded one")
	}

	edited, _ := roundTrip(rec)
	v := view
	v.Win++
	edited.Outcome = v.JSON()
	if err := record.Replay(g, edited); !errors.Is(err, record.ErrReplay) {
		return rec, fmt.Errorf("gamestest: a record with an edited win replayed with error %v, want record.ErrReplay", err)
	}
	if sp := view.Spins; len(sp) > 0 && len(sp[0].Screen) > 0 && len(sp[0].Screen[0]) > 0 {
		edited, _ = roundTrip(rec)
		v, _ := roundview.Parse(rec.Outcome) // a copy of the view to edit
		v.Spins[0].Screen[0][0] += "-edited"
		edited.Outcome = v.JSON()
		if err := record.Replay(g, edited); !errors.Is(err, record.ErrReplay) {
			return rec, fmt.Errorf("gamestest: a record with an edited screen replayed with error %v, want record.ErrReplay", err)
		}
	}
	if len(rec.Draws) > 0 {
		short, _ := roundTrip(rec)
		short.Draws = short.Draws[:len(short.Draws)-1]
		if err := record.Replay(g, short); !errors.Is(err, record.ErrReplay) {
			return rec, fmt.Errorf("gamestest: a record missing a draw replayed with error %v, want record.ErrReplay", err)
		}
	}
	return rec, nil
}

// roundTrip returns a copy of rec made through its JSON form.
func roundTrip(rec *record.Record) (*record.Record, error) {
	b, err := json.Marshal(rec)
	if err != nil {
		return nil, fmt.Errorf("gamestest: encoding the record: %w", err)
	}
	var back record.Record
	if err := json.Unmarshal(b, &back); err != nil {
		return nil, fmt.Errorf("gamestest: decoding the record: %w", err)
	}
	again, err := json.Marshal(&back)
	if err != nil || string(again) != string(b) {
		return nil, errors.New("gamestest: the record changes in a JSON round trip")
	}
	return &back, nil
}

var nameRE = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
var factRE = regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)

// CheckContract checks the declarations of g and that its players keep the
// contract, over rounds rounds of each mode at the default bet drawn from
// the stream of seed:
//
//   - the name is lowercase words joined by hyphens; there is at least one
//     mode, the names are unique and every cost is positive; fact names are
//     unique snake_case words with a known kind; the configuration data is
//     not empty;
//   - Stake at the default bet is the mode's cost applied exactly, and
//     Play's outcome reports that bet and stake;
//   - a round played with a Detail has the same outcome as without one, and
//     its spins' wins add up to the round's win; every fact a spin or step
//     reports is declared;
//   - a player carries nothing from round to round: one player playing every
//     round gives the same outcomes as a fresh player per round;
//   - a refused bet (0) returns an error wrapping games.ErrBet.
//
// It returns the first failure found, or nil.
func CheckContract(g games.Game, seed uint64, rounds int) error {
	fail := func(format string, a ...any) error {
		return fmt.Errorf("gamestest: %s: "+format, append([]any{g.Name()}, a...)...)
	}
	if !nameRE.MatchString(g.Name()) {
		return fail("the name is not lowercase words joined by hyphens")
	}
	modes := g.Modes()
	if len(modes) == 0 {
		return fail("no modes")
	}
	seen := map[string]bool{}
	for _, m := range modes {
		if m.Name == "" || seen[m.Name] || m.Cost <= 0 {
			return fail("mode %q: empty, repeated, or with a cost %s that is not positive", m.Name, m.Cost)
		}
		seen[m.Name] = true
	}
	defs := g.Facts()
	seen = map[string]bool{}
	for _, d := range defs {
		if !factRE.MatchString(d.Name) || seen[d.Name] || d.Kind < games.FactFlag || d.Kind > games.FactMultiplier {
			return fail("fact %q: not a snake_case name, repeated, or of an unknown kind", d.Name)
		}
		seen[d.Name] = true
	}
	if len(g.ConfigData()) == 0 {
		return fail("the configuration data is empty")
	}
	if _, err := g.NewPlayer().Play(0, modes[0].Name, rng.NewStream(seed, 0), nil); !errors.Is(err, games.ErrBet) {
		return fail("a bet of 0 played with error %v, want games.ErrBet", err)
	}
	bet := g.DefaultBet()
	shared := g.NewPlayer()
	var d games.Detail
	for mi, m := range modes {
		stake, err := g.Stake(bet, m.Name)
		if err != nil {
			return fail("mode %q: the default bet is refused: %v", m.Name, err)
		}
		if want, err := m.Cost.Apply(bet); err != nil || want != stake || !m.Cost.Exact(bet) {
			return fail("mode %q: stake %d at bet %d is not its cost %s × the bet exactly", m.Name, stake, bet, m.Cost)
		}
		for i := range rounds {
			stream := uint64(mi*rounds + i)
			got, err := shared.Play(bet, m.Name, rng.NewStream(seed, stream), nil)
			if err != nil {
				return fail("mode %q round %d: %v", m.Name, i, err)
			}
			fresh, err := g.NewPlayer().Play(bet, m.Name, rng.NewStream(seed, stream), &d)
			if err != nil {
				return fail("mode %q round %d, itemised: %v", m.Name, i, err)
			}
			if got != fresh {
				return fail("mode %q round %d: %+v with a used player and no detail, %+v with a fresh one and detail", m.Name, i, got, fresh)
			}
			if got.Bet != bet || got.Stake != stake || got.Win < 0 {
				return fail("mode %q round %d: outcome %+v at bet %d, stake %d", m.Name, i, got, bet, stake)
			}
			if err := checkDetail(&d, defs, got); err != nil {
				return fail("mode %q round %d: %v", m.Name, i, err)
			}
		}
	}
	return nil
}

// checkDetail checks that the spins of d add up to out's win and report
// only declared facts.
func checkDetail(d *games.Detail, defs []games.FactDef, out games.Outcome) error {
	var sum slotmech.Money
	known := func(fs games.Facts) error {
		for _, f := range fs {
			if !slices.ContainsFunc(defs, func(d games.FactDef) bool { return d.Name == f.Name }) {
				return fmt.Errorf("fact %q is not declared", f.Name)
			}
		}
		return nil
	}
	for i := range d.Spins {
		sp := &d.Spins[i]
		sum += sp.Win
		if err := known(sp.Facts); err != nil {
			return fmt.Errorf("spin %d: %w", i+1, err)
		}
		for j := range sp.Steps {
			if err := known(sp.Steps[j].Facts); err != nil {
				return fmt.Errorf("spin %d step %d: %w", i+1, j+1, err)
			}
		}
	}
	if len(d.Spins) > 0 && sum != out.Win {
		return fmt.Errorf("the spins' wins add up to %d, the round's win is %d", sum, out.Win)
	}
	return nil
}

// CheckForced checks a title's forced play with the input f, which must be
// one the title plays: playing it twice (with and without a Detail) gives the
// same outcome, the outcome reports f's bet, and the itemised spin starts
// from f's screen. It also checks that f with a state name the title does not
// declare, and f with a screen of another shape, are refused with errors
// wrapping games.ErrForced. src may be nil when f needs no draws.
func CheckForced(g games.Game, f *games.Forced, src func() rng.Source) error {
	fail := func(format string, a ...any) error {
		return fmt.Errorf("gamestest: %s: forced play: "+format, append([]any{g.Name()}, a...)...)
	}
	source := func() rng.Source {
		if src == nil {
			return nil
		}
		return src()
	}
	p := g.NewPlayer()
	var d games.Detail
	a, err := p.PlayForced(f, source(), &d)
	if err != nil {
		return fail("%v", err)
	}
	b, err := p.PlayForced(f, source(), nil)
	if err != nil {
		return fail("without detail: %v", err)
	}
	if a != b {
		return fail("%+v with detail, %+v without", a, b)
	}
	if a.Bet != f.Bet {
		return fail("outcome bet %d, want %d", a.Bet, f.Bet)
	}
	if len(d.Spins) == 0 || d.Spins[0].Screen != f.Screen {
		return fail("the itemised spin does not start from the forced screen")
	}
	if err := checkDetail(&d, g.Facts(), a); err != nil {
		return fail("%v", err)
	}
	bad := *f
	bad.State = append(append(games.Facts(nil), f.State...), games.Fact{Name: "no_such_fact", Value: 1})
	if _, err := p.PlayForced(&bad, source(), nil); !errors.Is(err, games.ErrForced) {
		return fail("an undeclared state played with error %v, want games.ErrForced", err)
	}
	bad = *f
	bad.Screen = slotmech.NewScreen(f.Screen.Reels()%slotmech.MaxReels+1, f.Screen.Rows())
	if _, err := p.PlayForced(&bad, source(), nil); !errors.Is(err, games.ErrForced) {
		return fail("a screen of %d reels played with error %v, want games.ErrForced", bad.Screen.Reels(), err)
	}
	return nil
}

// CheckStripPlayer checks the promise of a strip player (games/exact's
// [exact.StripPlayer]): g's players must implement it, and from stops drawn
// from src (moves of them: mostly the reel before the last, as exact
// analysis's odometer moves, sometimes any reel, sometimes several),
// PlayReel must report, for every stop of the last reel from the drawn one
// on, exactly what PlayStops of another player gives: each group's first
// stop, round and wins must be PlayStops's, no stop may be named twice or
// out of order, every other stop of a group must give the same round, and
// the stops in no group must lose (a Win of 0, nothing capped or
// triggered, nothing reported to the tally). Play is called between the
// moves and must leave PlayReel's results alone; stops that do not fit
// the strips must be refused with games.ErrStops. moves is the number of
// moves to check.
func CheckStripPlayer(g games.Game, bet slotmech.Money, src rng.Source, moves int) error {
	sp, ok := g.NewPlayer().(exact.StripPlayer)
	if !ok {
		return fmt.Errorf("gamestest: %s's player does not implement exact.StripPlayer", g.Name())
	}
	ref := g.NewPlayer().(exact.StripPlayer)
	lens := sp.StripLengths()
	stops := make([]int, len(lens))
	for i := range moves {
		for range 1 + rng.IntN(src, 2) {
			r := max(len(lens)-2, 0)
			if rng.IntN(src, 4) == 0 {
				r = rng.IntN(src, len(lens))
			}
			stops[r] = rng.IntN(src, lens[r])
		}
		if rng.IntN(src, 8) == 0 { // Play leaves PlayReel alone
			if _, err := sp.(games.Player).Play(bet, games.Standard, src, nil); err != nil {
				return fmt.Errorf("gamestest: Play: %w", err)
			}
		}
		from := stops
		if rng.IntN(src, 2) == 0 { // from stop 0 of the last reel, as exact analysis plays it
			from = slices.Clone(stops)
			from[len(from)-1] = 0
		}
		if err := checkPlayReel(sp, ref, from, lens, bet); err != nil {
			return fmt.Errorf("gamestest: move %d: %w", i, err)
		}
	}
	never := func(int, int, games.Outcome) error { return errors.New("a group of refused stops") }
	bads := [][]int{nil, make([]int, len(lens)+1)}
	for r := range lens {
		for _, s := range []int{-1, lens[r]} {
			bad := slices.Clone(stops)
			bad[r] = s
			bads = append(bads, bad)
		}
	}
	for _, bad := range bads {
		if err := sp.PlayReel(bad, bet, nil, never); !errors.Is(err, games.ErrStops) {
			return fmt.Errorf("gamestest: PlayReel(%v) returned %v, want games.ErrStops", bad, err)
		}
		if _, err := sp.PlayStops(bad, bet, nil); !errors.Is(err, games.ErrStops) {
			return fmt.Errorf("gamestest: PlayStops(%v) returned %v, want games.ErrStops", bad, err)
		}
	}
	return checkPlayReel(sp, ref, stops, lens, bet)
}

// checkPlayReel checks PlayReel of sp from stops against rounds played by
// ref's PlayStops.
func checkPlayReel(sp, ref exact.StripPlayer, stops, lens []int, bet slotmech.Money) error {
	last := len(lens) - 1
	from := stops[last]
	other := slices.Clone(stops)
	roundOf := make([]string, lens[last])
	losing := make([]bool, lens[last])
	for stop := from; stop < lens[last]; stop++ {
		other[last] = stop
		var want []games.PaidWin
		out, err := ref.PlayStops(other, bet, func(w games.PaidWin) { want = append(want, w) })
		if err != nil {
			return fmt.Errorf("PlayStops(%v): %w", other, err)
		}
		roundOf[stop] = fmt.Sprintf("%+v %+v", out, want)
		losing[stop] = out.Win == 0 && !out.Capped && !out.Triggered && out.FreeSpins == 0 && len(want) == 0
	}
	left := map[string]int{} // a round and its wins → the stops that give it, less the groups' stops
	for stop := from; stop < lens[last]; stop++ {
		left[roundOf[stop]]++
	}
	var told []games.PaidWin
	next := from
	in := slices.Clone(stops)
	err := sp.PlayReel(in, bet, func(w games.PaidWin) { told = append(told, w) }, func(stop, n int, out games.Outcome) error {
		other[last] = stop
		if stop < next || stop >= lens[last] || n < 1 {
			return fmt.Errorf("PlayReel from stops %v reported a group of %d stops at stop %d (want a stop from %d to %d, in order, once)", stops, n, stop, next, lens[last]-1)
		}
		next = stop + 1
		got := fmt.Sprintf("%+v %+v", out, told)
		told = told[:0]
		if got != roundOf[stop] {
			return fmt.Errorf("PlayReel reported stops %v as %s, PlayStops gives %s", other, got, roundOf[stop])
		}
		if left[got] -= n; left[got] < 0 {
			return fmt.Errorf("PlayReel from stops %v counted %d stops more than give the round of stops %v (%s)", stops, -left[got], other, got)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if !slices.Equal(in, stops) {
		return fmt.Errorf("PlayReel changed its stops %v to %v", stops, in)
	}
	if len(told) != 0 {
		return fmt.Errorf("PlayReel from stops %v told %d wins after its last group", stops, len(told))
	}
	for round, n := range left {
		if n > 0 && !isLosing(round, roundOf, losing) {
			return fmt.Errorf("PlayReel from stops %v left out %d stops that give %s", stops, n, round)
		}
	}
	return nil
}

// isLosing reports whether round is the round of a losing stop.
func isLosing(round string, roundOf []string, losing []bool) bool {
	for stop, r := range roundOf {
		if r == round && losing[stop] {
			return true
		}
	}
	return false
}
