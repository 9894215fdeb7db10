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

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/record"
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
	v, err := record.Replay(g, back)
	if err != nil {
		return rec, fmt.Errorf("gamestest: replaying an unchanged record: %w", err)
	}
	if !reflect.DeepEqual(rec.Outcome, *v) {
		return rec, errors.New("gamestest: the replayed outcome differs from the recorded one")
	}

	edited, _ := roundTrip(rec)
	edited.Outcome.Win++
	if _, err := record.Replay(g, edited); !errors.Is(err, record.ErrReplay) {
		return rec, fmt.Errorf("gamestest: a record with an edited win replayed with error %v, want record.ErrReplay", err)
	}
	if sp := rec.Outcome.Spins; len(sp) > 0 && len(sp[0].Screen) > 0 && len(sp[0].Screen[0]) > 0 {
		edited, _ = roundTrip(rec)
		edited.Outcome.Spins[0].Screen[0][0] += "-edited"
		if _, err := record.Replay(g, edited); !errors.Is(err, record.ErrReplay) {
			return rec, fmt.Errorf("gamestest: a record with an edited screen replayed with error %v, want record.ErrReplay", err)
		}
	}
	if len(rec.Draws) > 0 {
		short, _ := roundTrip(rec)
		short.Draws = short.Draws[:len(short.Draws)-1]
		if _, err := record.Replay(g, short); !errors.Is(err, record.ErrReplay) {
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
			if _, ok := games.FindFact(defs, f.Name); !ok {
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

// CheckStopSetter checks the promise of a [games.StopSetter]: g's strip
// player must implement it, and after every move of one reel (moves drawn
// from src: mostly the last reel, as an odometer moves, sometimes any reel,
// sometimes several) PlayCurrent must give exactly what PlayStops gives for
// the same stops and bet, with the same wins reported to the tally, and a
// bad reel or stop must be refused with games.ErrStops without moving
// anything. moves is the number of moves to check. Play and PlayStops are
// called between the moves, and must leave the current stops alone.
//
// If the player is a [games.StopSkipper] too, Losing of every reel is
// checked after two moves in three (drawn from src; PlayCurrent is checked
// after every move, with and without Losing before it) as well: it must not reach past the end of the
// strip, and each stop it reports must give a round that PlayStops plays
// with a Win of 0, nothing capped or triggered, and nothing reported to the
// tally. If it is a [games.LastReelPlayer], PlayLast is checked after one
// move in four (drawn from src): every round it reports, with its wins,
// must be PlayStops's, the stops it skips must lose in the same way, and
// PlayCurrent after it must play the last reel's last stop. If it is a
// [games.LastReelGrouper], PlayLastGrouped is checked instead of PlayLast
// half of those times: each group's round, with its wins, must be
// PlayStops's at the stop it names, every other stop must be counted in
// exactly one group of the same round or lose, and PlayCurrent after it
// must play the last reel's last stop.
func CheckStopSetter(g games.StripGame, bet slotmech.Money, src rng.Source, moves int) error {
	p := g.NewStripPlayer()
	ss, ok := p.(games.StopSetter)
	if !ok {
		return fmt.Errorf("gamestest: %s's strip player does not implement games.StopSetter", g.Name())
	}
	ref := g.NewStripPlayer()
	lens := g.StripLengths()
	stops := make([]int, len(lens)) // a new player's stops are 0
	var got, want []games.PaidWin
	gotTally := func(w games.PaidWin) { got = append(got, w) }
	wantTally := func(w games.PaidWin) { want = append(want, w) }
	for i := range moves {
		for range 1 + rng.IntN(src, 2) {
			r := len(lens) - 1
			if rng.IntN(src, 4) == 0 {
				r = rng.IntN(src, len(lens))
			}
			stops[r] = rng.IntN(src, lens[r])
			if err := ss.SetStop(r, stops[r]); err != nil {
				return fmt.Errorf("gamestest: SetStop(%d, %d): %w", r, stops[r], err)
			}
		}
		if rng.IntN(src, 8) == 0 { // Play and PlayStops leave the current stops alone
			other := make([]int, len(lens))
			for r := range other {
				other[r] = rng.IntN(src, lens[r])
			}
			if _, err := p.PlayStops(other, bet, nil); err != nil {
				return fmt.Errorf("gamestest: PlayStops(%v): %w", other, err)
			}
			if _, err := p.Play(bet, games.Standard, src, nil); err != nil {
				return fmt.Errorf("gamestest: Play: %w", err)
			}
		}
		// Losing on two moves in three: PlayCurrent must play as PlayStops
		// whether or not the player has just tested the last reel's stops.
		if sk, ok := p.(games.StopSkipper); ok && rng.IntN(src, 3) != 0 {
			if err := checkLosing(sk, ref, stops, lens, bet); err != nil {
				return fmt.Errorf("gamestest: move %d: %w", i, err)
			}
		}
		if lp, ok := p.(games.LastReelPlayer); ok && rng.IntN(src, 4) == 0 {
			check := checkPlayLast
			if gp, ok := lp.(games.LastReelGrouper); ok && rng.IntN(src, 2) == 0 {
				check = func(games.LastReelPlayer, games.StripPlayer, []int, []int, slotmech.Money) error {
					return checkPlayLastGrouped(gp, ref, stops, lens, bet)
				}
			}
			if err := check(lp, ref, stops, lens, bet); err != nil {
				return fmt.Errorf("gamestest: move %d: %w", i, err)
			}
		}
		got, want = got[:0], want[:0]
		out, err := ss.PlayCurrent(bet, gotTally)
		if err != nil {
			return fmt.Errorf("gamestest: move %d: PlayCurrent at stops %v: %w", i, stops, err)
		}
		exp, err := ref.PlayStops(stops, bet, wantTally)
		if err != nil {
			return fmt.Errorf("gamestest: move %d: PlayStops(%v): %w", i, stops, err)
		}
		if !reflect.DeepEqual(out, exp) || !reflect.DeepEqual(got, want) {
			return fmt.Errorf("gamestest: move %d: PlayCurrent at stops %v gave %+v with wins %+v, PlayStops %+v with wins %+v",
				i, stops, out, got, exp, want)
		}
	}
	for _, bad := range [][2]int{{-1, 0}, {len(lens), 0}, {0, -1}, {0, lens[0]}} {
		if err := ss.SetStop(bad[0], bad[1]); !errors.Is(err, games.ErrStops) {
			return fmt.Errorf("gamestest: SetStop(%d, %d) returned %v, want games.ErrStops", bad[0], bad[1], err)
		}
	}
	out, err := ss.PlayCurrent(bet, nil)
	if err != nil {
		return fmt.Errorf("gamestest: PlayCurrent after refused moves: %w", err)
	}
	if exp, err := ref.PlayStops(stops, bet, nil); err != nil || !reflect.DeepEqual(out, exp) {
		return fmt.Errorf("gamestest: refused moves moved the stops: PlayCurrent gave %+v, PlayStops(%v) %+v (%v)", out, stops, exp, err)
	}
	return nil
}

// checkPlayLast checks PlayLast of lp from stops against rounds played by
// ref: the rounds it reports, in order of stops, each with the wins told
// to the tally since the round before, must be those of PlayStops; the
// stops it skips must lose; and it must leave the last reel at its last
// stop, which it sets in stops.
func checkPlayLast(lp games.LastReelPlayer, ref games.StripPlayer, stops, lens []int, bet slotmech.Money) error {
	last := len(lens) - 1
	var told, want []games.PaidWin
	next := stops[last] // the first stop not yet accounted for
	other := append([]int(nil), stops...)
	play := func(stop int) (games.Outcome, error) {
		other[last] = stop
		want = want[:0]
		out, err := ref.PlayStops(other, bet, func(w games.PaidWin) { want = append(want, w) })
		if err != nil {
			return out, fmt.Errorf("PlayStops(%v): %w", other, err)
		}
		return out, nil
	}
	err := lp.PlayLast(bet, func(w games.PaidWin) { told = append(told, w) }, func(stop int, out games.Outcome) error {
		if stop < next || stop >= lens[last] {
			return fmt.Errorf("PlayLast from stops %v reported stop %d, want %d to %d", stops, stop, next, lens[last]-1)
		}
		for ; next < stop; next++ { // skipped: must lose
			exp, err := play(next)
			if err != nil {
				return err
			}
			if exp.Win != 0 || exp.Capped || exp.Triggered || exp.FreeSpins != 0 || len(want) != 0 {
				return fmt.Errorf("PlayLast from stops %v skipped stop %d, but stops %v give %+v with %d wins reported", stops, next, other, exp, len(want))
			}
		}
		exp, err := play(stop)
		if err != nil {
			return err
		}
		if !reflect.DeepEqual(out, exp) || !reflect.DeepEqual(told, want) && len(told)+len(want) > 0 {
			return fmt.Errorf("PlayLast reported stops %v as %+v with wins %+v, PlayStops %+v with wins %+v", other, out, told, exp, want)
		}
		told, next = told[:0], stop+1
		return nil
	})
	if err != nil {
		return err
	}
	if len(told) != 0 {
		return fmt.Errorf("PlayLast from stops %v told %d wins after its last round", stops, len(told))
	}
	for ; next < lens[last]; next++ {
		exp, err := play(next)
		if err != nil {
			return err
		}
		if exp.Win != 0 || exp.Capped || exp.Triggered || exp.FreeSpins != 0 || len(want) != 0 {
			return fmt.Errorf("PlayLast from stops %v skipped stop %d, but stops %v give %+v", stops, next, other, exp)
		}
	}
	stops[last] = lens[last] - 1 // where PlayLast leaves it: PlayCurrent is checked there
	return nil
}

// checkPlayLastGrouped checks PlayLastGrouped of gp from stops against
// rounds played by ref: each group's stop, round and wins must be
// PlayStops's, no stop may be named twice, and for each round that reports
// anything the groups' stops must add up to the number of stops that give
// it (the stops in no group must lose); it must leave the last reel at its
// last stop, which it sets in stops.
func checkPlayLastGrouped(gp games.LastReelGrouper, ref games.StripPlayer, stops, lens []int, bet slotmech.Money) error {
	last := len(lens) - 1
	from := stops[last]
	other := append([]int(nil), stops...)
	left := map[string]int{}    // a round and its wins → the stops from `from` that give it, less the groups' stops
	losing := map[string]bool{} // the rounds that win and report nothing: stops in no group give those
	roundOf := make([]string, lens[last])
	for stop := from; stop < lens[last]; stop++ {
		other[last] = stop
		var want []games.PaidWin
		out, err := ref.PlayStops(other, bet, func(w games.PaidWin) { want = append(want, w) })
		if err != nil {
			return fmt.Errorf("PlayStops(%v): %w", other, err)
		}
		roundOf[stop] = fmt.Sprintf("%+v %+v", out, want)
		left[roundOf[stop]]++
		if out.Win == 0 && !out.Capped && !out.Triggered && out.FreeSpins == 0 && len(want) == 0 {
			losing[roundOf[stop]] = true
		}
	}
	var told []games.PaidWin
	named := map[int]bool{}
	err := gp.PlayLastGrouped(bet, func(w games.PaidWin) { told = append(told, w) }, func(stop, n int, out games.Outcome) error {
		other[last] = stop
		if stop < from || stop >= lens[last] || named[stop] || n < 1 {
			return fmt.Errorf("PlayLastGrouped from stops %v reported a group of %d stops at stop %d (want a stop from %d to %d, once)", stops, n, stop, from, lens[last]-1)
		}
		named[stop] = true
		got := fmt.Sprintf("%+v %+v", out, told)
		told = told[:0]
		if got != roundOf[stop] {
			return fmt.Errorf("PlayLastGrouped reported stops %v as %s, PlayStops gives %s", other, got, roundOf[stop])
		}
		if left[got] -= n; left[got] < 0 {
			return fmt.Errorf("PlayLastGrouped from stops %v counted %d stops more than give the round of stops %v (%s)", stops, -left[got], other, got)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if len(told) != 0 {
		return fmt.Errorf("PlayLastGrouped from stops %v told %d wins after its last group", stops, len(told))
	}
	for round, n := range left {
		if n != 0 && !losing[round] {
			return fmt.Errorf("PlayLastGrouped from stops %v left out %d stops that give %s", stops, n, round)
		}
	}
	stops[last] = lens[last] - 1 // where PlayLastGrouped leaves it: PlayCurrent is checked there
	return nil
}

// checkLosing checks Losing of every reel of sk at stops against rounds
// played by ref.
func checkLosing(sk games.StopSkipper, ref games.StripPlayer, stops, lens []int, bet slotmech.Money) error {
	for r := range lens {
		n := sk.Losing(r)
		if n < 0 || n > lens[r]-stops[r] {
			return fmt.Errorf("Losing(%d) at stops %v is %d, want 0 to %d", r, stops, n, lens[r]-stops[r])
		}
		other := append([]int(nil), stops...)
		for k := range n {
			other[r] = stops[r] + k
			told := 0
			out, err := ref.PlayStops(other, bet, func(games.PaidWin) { told++ })
			if err != nil {
				return fmt.Errorf("PlayStops(%v): %w", other, err)
			}
			if out.Win != 0 || out.Capped || out.Triggered || out.FreeSpins != 0 || told != 0 {
				return fmt.Errorf("Losing(%d) at stops %v is %d, but stops %v give %+v with %d wins reported", r, stops, n, other, out, told)
			}
		}
	}
	return nil
}
