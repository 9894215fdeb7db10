// Package gamestest checks that a game keeps the promises of the games
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

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
)

// CheckReplay records one round of g at bet in mode with values from src and
// checks that the record is what an auditor relies on:
//
//   - it survives a JSON round trip;
//   - replaying it from its draws alone gives the identical itemised outcome;
//   - an edited outcome (the win changed, or a symbol of the first screen
//     renamed) is refused with games.ErrReplay;
//   - a record with a draw missing (if the round drew anything) is refused
//     with games.ErrReplay.
//
// It returns the record, so that a test can see what kind of round it was,
// and the first failure found, or nil.
func CheckReplay(g games.Recordable, bet slotmech.Money, mode games.Mode, src rng.Source) (*games.Record, error) {
	rec, err := games.RecordRound(g, bet, mode, src)
	if err != nil {
		return nil, fmt.Errorf("gamestest: recording: %w", err)
	}
	back, err := roundTrip(rec)
	if err != nil {
		return rec, err
	}
	v, err := games.Replay(g, back)
	if err != nil {
		return rec, fmt.Errorf("gamestest: replaying an unchanged record: %w", err)
	}
	if !reflect.DeepEqual(rec.Outcome, *v) {
		return rec, errors.New("gamestest: the replayed outcome differs from the recorded one")
	}

	edited, _ := roundTrip(rec)
	edited.Outcome.Win++
	if _, err := games.Replay(g, edited); !errors.Is(err, games.ErrReplay) {
		return rec, fmt.Errorf("gamestest: a record with an edited win replayed with error %v, want games.ErrReplay", err)
	}
	if sp := rec.Outcome.Spins; len(sp) > 0 && len(sp[0].Screen) > 0 && len(sp[0].Screen[0]) > 0 {
		edited, _ = roundTrip(rec)
		edited.Outcome.Spins[0].Screen[0][0] += "-edited"
		if _, err := games.Replay(g, edited); !errors.Is(err, games.ErrReplay) {
			return rec, fmt.Errorf("gamestest: a record with an edited screen replayed with error %v, want games.ErrReplay", err)
		}
	}
	if len(rec.Draws) > 0 {
		short, _ := roundTrip(rec)
		short.Draws = short.Draws[:len(short.Draws)-1]
		if _, err := games.Replay(g, short); !errors.Is(err, games.ErrReplay) {
			return rec, fmt.Errorf("gamestest: a record missing a draw replayed with error %v, want games.ErrReplay", err)
		}
	}
	return rec, nil
}

// roundTrip returns a copy of rec made through its JSON form.
func roundTrip(rec *games.Record) (*games.Record, error) {
	b, err := json.Marshal(rec)
	if err != nil {
		return nil, fmt.Errorf("gamestest: encoding the record: %w", err)
	}
	var back games.Record
	if err := json.Unmarshal(b, &back); err != nil {
		return nil, fmt.Errorf("gamestest: decoding the record: %w", err)
	}
	again, err := json.Marshal(&back)
	if err != nil || string(again) != string(b) {
		return nil, errors.New("gamestest: the record changes in a JSON round trip")
	}
	return &back, nil
}
