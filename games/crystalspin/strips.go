package crystalspin

import "github.com/slotmech/slotmech"

// Strips returns the reel strips of the game, one per reel, left to right,
// as a fresh copy. See the package documentation for their design.
func Strips() [][]slotmech.Symbol {
	out := make([][]slotmech.Symbol, Reels)
	for r, strip := range reelStrips {
		out[r] = make([]slotmech.Symbol, len(strip))
		for i := range len(strip) {
			out[r][i] = stripLetter(strip[i])
		}
	}
	return out
}

// ConfigIdentity is the configuration identity ([games.ConfigID]) of the
// game [New] returns: the rules CS-1 … CS-10 with the strips of [Strips].
// Its exact figures over the full cycle of 32 × 32 × 32 × 32 × 32 =
// 33 554 432 stop combinations (CS-21), as the package documentation
// states them:
//
//	RTP, stakes 5 … 500 Kč   15939597/16777216 = 95.007402%
//	RTP, stake 1 000 Kč      15939593/16777216 = 95.007378% (the line cap cuts 8 000 Kč in 4 games)
//	hit rate                 8 409 990 / 33 554 432 = 25.064% of games
//	full house (CS-9)        8 / 33 554 432 = 1 in 4 194 304 games
//	deepest cascade          10 winning evaluations
//	largest win              110 × the stake
//
// A change to the strips, the pays or the rules changes the identity; the
// tests then fail until this constant, the figures above and those of the
// package documentation are stated for the new maths.
const ConfigIdentity = "38413f2258ea32ce2dfb1e6d620fcaa9d2d009c0e8277cbfce869d95459f1b31"

// stripLetters names the symbols in reelStrips, one letter each:
// W wild, 7 seven, B bell, M melon, G grapes, P plum, X bar, S strawberry,
// O orange, L lemon, C cherry.
const stripLetters = "W7BMGPXSOLC"

// stripLetter returns the symbol of a letter of stripLetters.
// It panics for any other byte: reelStrips is fixed data that a test reads.
func stripLetter(c byte) slotmech.Symbol {
	for i := range len(stripLetters) {
		if stripLetters[i] == c {
			return Wild + slotmech.Symbol(i)
		}
	}
	panic("crystalspin: bad strip letter " + string(rune(c)))
}

// reelStrips are the circular strips, read downward: a reel stopped at stop
// shows reelStrips[r][stop] in the top row and the next two below it; the
// symbols above the window (lower indices, wrapping round) fall in during a
// cascade (CS-1, CS-8).
//
// Every symbol is spread along its strip except LEMON, which has one run
// per reel, so that a full house (CS-9) can happen in play — without it no
// combination of stops reaches one (reel 1 has no wild, and no cascade
// brings three of one fruit onto every reel at once). The lemon runs,
// positions counted from 0:
//
//	reel 1  6–8    L L L    (no wild on reel 1: three real lemons)
//	reel 2  7–10   L L W L
//	reel 3  18–20  W L L
//	reel 4  27–30  W L L L
//	reel 5  3–6    W L L L
//
// A window is all lemon and wild at stop 6 on reel 1, 7 or 8 on reel 2, 18
// on reel 3, 27 or 28 on reel 4 and 3 or 4 on reel 5: 1 × 2 × 1 × 2 × 2 = 8
// first screens of the full cycle are full houses of lemons, and they are
// the only full-house games (no cascade makes another). Of the four fruits,
// LEMON's runs took the fewest exchanges and cost the least cascade
// return. The first screen's line pays depend only on how many of each
// symbol a strip has, which exchanges keep; the cascades depend on the
// order, which the earlier strips had tuned (CHERRY above STRAWBERRY,
// LEMON above ORANGE, …), so moving symbols lowered the RTP by 1.8 pp and
// three more exchanges, chosen by the exact RTP of the full cycle of each
// candidate, brought it back.
//
// 20 of the 160 positions differ from the strips of the previous
// configuration (identity 75fe57c4…), every strip keeping its counts:
//
//	reel 1  7 O→L, 8 C→L, 13 L→C, 22 L→O
//	reel 2  8 B→L, 10 G→L, 13 L→B, 19 L→G, 20 G→B, 24 B→G
//	reel 3  13 B→P, 14 L→B, 19 P→L
//	reel 4  8 C→X, 9 L→C, 29 X→L
//	reel 5  4 C→L, 5 S→L, 12 L→C, 18 L→S
//
// The exchanges for the return are those of positions 20 and 24 of reel 2,
// 13 and 14 of reel 3 and 8 and 9 of reel 4. The figures of these strips
// are stated with [ConfigIdentity].
var reelStrips = [Reels]string{
	"OPCSBGLLLX7SPCOCGOXSBCOPM7GSCLXM",
	"LXMOPCSLLWLOXBCSPMOGBCSXGLPO7CSG",
	"SGLXO7CMPSLGOPBXCSWLLOGCMSXLOBPC",
	"PBCSLG7OXCSPMXGOMBCXSPLOGCSWLLLO",
	"MOPWLLLBGOGCCSPMGOSCSXB7PLOCXSLX",
}
