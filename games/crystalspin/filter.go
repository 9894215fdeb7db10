package crystalspin

import "github.com/slotmech/slotmech"

// A fast, exact test for "this screen wins nothing", so that the hot path
// (Play, and above all the full-cycle enumeration, where about 70% of the
// screens win nothing) calls the lines evaluator only for screens that win.
// The evaluator still decides every pay; the test only skips screens that
// cannot pay.
//
// Every symbol pays a run of 3 (CS-4) and a run of wilds only pays as SEVEN
// (CS-7), so a screen wins exactly when some line has three consecutive
// reels whose symbols are all one symbol or the wild. Give each of the 10
// paying symbols a bit and the wild all 10 bits: three positions can form a
// run exactly when the AND of their masks is not zero. A reel's masks for the
// 5 lines fit in one uint64, 10 bits per line (line l at bits 10l…10l+9),
// so one AND of three reels' words tests a run on those reels on every line
// at once, and a screen wins exactly when
//
//	w0&w1&w2 | w1&w2&w3 | w2&w3&w4 != 0
//
// for the words w0 … w4 of its reels. TestCS_5_FilterMatchesEvaluator
// checks this equivalence against the evaluator.

// symbolMask is the 10-bit mask of each symbol: one bit per paying symbol,
// every bit for the wild, none for Empty or a symbol of another game.
var symbolMask = func() (m [256]uint64) {
	for s := Seven; s <= Cherry; s++ {
		m[s] = 1 << (s - Seven)
	}
	m[Wild] = 1<<(Cherry-Seven+1) - 1
	return m
}()

// lineSpread[r][row] has bit 10l set for every line l that crosses reel r at
// row: multiplying a 10-bit mask by it copies the mask into the slot of each
// of those lines (the slots do not overlap, so nothing carries).
var lineSpread = func() (s [Reels][Rows]uint64) {
	for l, rows := range paylines {
		for r, row := range rows {
			s[r][row] |= 1 << (10 * l)
		}
	}
	return s
}()

// reelWord returns the word of one reel showing col (top to bottom).
func reelWord(r int, col []slotmech.Symbol) uint64 {
	sp := &lineSpread[r]
	return symbolMask[col[0]]*sp[0] | symbolMask[col[1]]*sp[1] | symbolMask[col[2]]*sp[2]
}

// mayWin reports whether the reels' words w allow a win (see above).
func mayWin(w *[Reels]uint64) bool {
	return w[0]&w[1]&w[2]|w[1]&w[2]&w[3]|w[2]&w[3]&w[4] != 0
}

// screenMayWin reports whether screen s wins anything.
func screenMayWin(s *slotmech.Screen) bool {
	var w [Reels]uint64
	for r := range w {
		w[r] = reelWord(r, s.Reel(r))
	}
	return mayWin(&w)
}

// stripWords returns, for every reel and stop, the word of the window at
// that stop, so that the first screen of a combination of stops is tested
// without building it.
func stripWords(strips [][]slotmech.Symbol) [Reels][]uint64 {
	var out [Reels][]uint64
	for r, strip := range strips {
		out[r] = make([]uint64, len(strip))
		for stop := range strip {
			var col [Rows]slotmech.Symbol
			for row := range col {
				col[row] = strip[(stop+row)%len(strip)]
			}
			out[r][stop] = reelWord(r, col[:])
		}
	}
	return out
}
