package gamefix

import (
	"errors"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/rng"
)

// Plain hides how g's players walk the last reel: their PlayReel plays
// every stop alone with PlayStops (PlayReelByStop), the reference the fast
// paths of exact enumeration are checked against. g's players must be
// exact.StripPlayers; Plain's do not play rounds.
func Plain(g games.Game) games.Game { return plainGame{g} }

type plainGame struct{ games.Game }

func (g plainGame) NewPlayer() games.Player {
	return plainPlayer{StripOnly{g.Game.NewPlayer().(exact.StripPlayer)}}
}

// StripOnly is a StripPlayer as a games.Player that does not play rounds:
// Play and PlayForced fail.
type StripOnly struct{ exact.StripPlayer }

// Play fails: a StripOnly is for exact enumeration only.
func (StripOnly) Play(slotmech.Money, string, rng.Source, *games.Detail) (games.Outcome, error) {
	return games.Outcome{}, errors.New("stripOnly: not for play")
}

// PlayForced fails: a StripOnly is for exact enumeration only.
func (StripOnly) PlayForced(*games.Forced, rng.Source, *games.Detail) (games.Outcome, error) {
	return games.Outcome{}, errors.New("stripOnly: not for play")
}

// plainPlayer is the player of a Plain game.
type plainPlayer struct{ StripOnly }

func (p plainPlayer) PlayReel(stops []int, bet slotmech.Money, tally games.Tally, group func(stop, n int, out games.Outcome) error) error {
	return PlayReelByStop(p.StripPlayer, stops, bet, tally, group)
}

// PlayReelByStop is exact.StripPlayer.PlayReel done the plain way for p:
// every stop of the last reel from stops' last one on, alone, with
// PlayStops, each its own group of 1.
func PlayReelByStop(p exact.StripPlayer, stops []int, bet slotmech.Money, tally games.Tally, group func(stop, n int, out games.Outcome) error) error {
	at := append([]int(nil), stops...)
	last := len(at) - 1
	for n := p.StripLengths()[last]; at[last] < n; at[last]++ {
		out, err := p.PlayStops(at, bet, tally)
		if err != nil {
			return err
		}
		if err := group(at[last], 1, out); err != nil {
			return err
		}
	}
	return nil
}
