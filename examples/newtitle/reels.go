package main

// This file is the tutorial's second title, Frost Reels: a reel-strip game
// with paylines and a cascade, composed with games/stripgame in one Config.
// Package stripgame validates the Config and builds a complete games.Game
// whose players are exact.StripPlayers, from the library's mechanics (lines, tumble, wincap,
// cluster for the scatter), so a strip title needs no code of its own: no
// player, no round, no itemising. Because its round is a function of its
// reel stops alone, games/exact plays every combination of stops and gives
// its RTP exactly (main.go prints it); Frost Garden, whose refills are
// random, can only be simulated.
//
// Its rules, in the manner of FG-n:
//
//   - FR-1 Screen. 5 reels × 3 rows from the strips below; each reel stops
//     uniformly at one of its 10 positions.
//   - FR-2 Lines. 5 lines; the bet is the line bet, and the stake is
//     5 × the bet. Runs of 3 or more from the leftmost reel pay × the line
//     bet; the frost wild stands for every flower and a run of wilds pays
//     as roses.
//   - FR-3 Cascade. Winning runs explode and the reels refill from their
//     strips above the window, until nothing wins (at most 50 steps).
//   - FR-4 Scatter. Moons anywhere on the final screen pay × the stake:
//     3 pay 0.5, 4 pay 2, 5 or more pay 5.
//   - FR-5 Cap and bet. A round pays at most 500 × the stake; line bets
//     are 1 to 1 000 000 cents.

import (
	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
	"github.com/slotmech/slotmech/games/stripgame"
	"github.com/slotmech/slotmech/lines"
)

// The symbols of Frost Reels, numbered from 1 in the order of their names
// in frostReels.
const (
	frSnow slotmech.Symbol = iota + 1
	frCrocus
	frHeather
	frCamellia
	frRose
	frFrost // wild
	frMoon  // scatter
)

// frostReels is the whole of Frost Reels.
func frostReels() stripgame.Config {
	x, half := slotmech.Whole, slotmech.MustParseFactor("0.5")
	sn, cr, he, ca, ro, wi, mo := frSnow, frCrocus, frHeather, frCamellia, frRose, frFrost, frMoon
	return stripgame.Config{
		Name:    "frost-reels",
		Symbols: []string{"snow", "croc", "heat", "came", "rose", "WILD", "moon"},
		Rows:    3,
		Strips: [][]slotmech.Symbol{ // FR-1
			{sn, cr, he, sn, ca, cr, ro, sn, mo, wi},
			{cr, sn, he, cr, mo, sn, ca, he, wi, ro},
			{he, sn, cr, mo, he, ca, sn, ro, cr, wi},
			{sn, he, cr, ca, sn, wi, cr, he, mo, ro},
			{cr, he, sn, mo, cr, ca, he, ro, sn, wi},
		},
		Lines: &lines.Config{ // FR-2
			Lines: [][]int{{1, 1, 1, 1, 1}, {0, 0, 0, 0, 0}, {2, 2, 2, 2, 2}, {0, 1, 2, 1, 0}, {2, 1, 0, 1, 2}},
			Pays: map[slotmech.Symbol][]slotmech.Factor{
				sn: {0, 0, 0, x(2), x(5), x(10)},
				cr: {0, 0, 0, x(2), x(5), x(10)},
				he: {0, 0, 0, x(3), x(10), x(25)},
				ca: {0, 0, 0, x(5), x(20), x(50)},
				ro: {0, 0, 0, x(10), x(50), x(100)},
			},
			Wild: wi, WildPaysAs: ro,
		},
		Cascade: true, MaxSteps: 50, // FR-3
		Scatter: mo, ScatterPays: []cluster.ScatterPay{{Count: 3, Factor: half}, {Count: 4, Factor: x(2)}, {Count: 5, Factor: x(5)}}, // FR-4
		BetModel: stripgame.LineBet, RoundCapX: 500, MinBet: 1, MaxBet: maxBet, BetStep: 1, DefaultBet: defaultBet, // FR-5
		Maths: "frost-reels tutorial 1",
	}
}
