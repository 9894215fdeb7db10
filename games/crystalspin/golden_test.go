package crystalspin_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/rng"
)

// itemise writes one itemised game: its first screen (rows, top first) and
// each winning step's wins as line:symbol×count=factor, and the win.
func itemise(out games.Outcome, d *games.Detail) string {
	a := crystalspin.New().Alphabet()
	var b strings.Builder
	sp := d.Spins[0]
	scr := sp.Screen
	for row := range crystalspin.Rows {
		for r := range crystalspin.Reels {
			if r > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte(letters[scr.At(r, row)-crystalspin.Wild])
		}
		b.WriteString(" | ")
	}
	for k, st := range sp.Steps {
		fmt.Fprintf(&b, "step %d:", k+1)
		for _, w := range st.Wins {
			fmt.Fprintf(&b, " L%d:%s×%d=%s", w.Line, a.Name(w.Symbol), w.Count, w.Factor)
		}
		fmt.Fprintf(&b, " (%d) | ", st.Win)
	}
	fmt.Fprintf(&b, "win %d", out.Win)
	if sp.Facts.Flag(crystalspin.FactFullHouse) {
		b.WriteString(" full house")
	}
	if out.Capped {
		b.WriteString(" capped")
	}
	return b.String()
}

// goldenRounds are the first rounds of seed 2026 (stream 0) at stake 100.
// DO NOT EDIT: a change here means a change of the game's outcomes for the
// same draws — the strips, the rules or the draw order changed. That needs a
// new certification, not a new golden file.
//
// How they were derived: the game itemised them (Player.Play, the loop of
// TestGolden) when the strips got their lemon runs (issue 13); the stops
// the seed draws (rng.IntN, reel 1 first, CS-1) are noted with each round.
// Every round is re-derived without the game's code by the evaluator
// written from the spec (golden_independent_test.go,
// TestCS_8_IndependentEvaluatorGolden), and round 22, the one with a
// cascade of three steps, by hand:
//
//	stops 29 6 0 13 10 show L X M, S L L, S G L, X G O and G C C (CS-1).
//	Step 1: the V (line 4) reads L L L G G: 3 lemons, 1 × 100 Kč. The three
//	lemons explode; reels 1–3 each take the cherry just above their
//	windows (strip positions 28, 5 and 31; CS-8).
//	Step 2: the top row reads C C C X G (cherry × 3, 100) and the V C S G G G
//	(grapes × 3 on reels 3–5, 400). Reel 3 loses its top and bottom cells:
//	its middle S falls to the bottom, P (position 30) lands above it and B
//	(29) on top; reels 1, 2, 4 and 5 take S, P, M and O.
//	Step 3: the V reads S S S X O (strawberry × 3, 200). After it reels 1–3
//	take G, O and O and no line wins: 100 + 500 + 200 = 800 Kč.
var goldenRounds = []string{
	// 1: stops 3 0 2 0 2
	"S L L P P | B X X B W | G M O C L | win 0",
	// 2: stops 15 31 11 25 30
	"C G G C L | G L O S X | O X P W M | win 0",
	// 3: stops 28 10 0 12 23
	"C L S M 7 | L O G X P | X X L G L | win 0",
	// 4: stops 3 14 29 12 16
	"S C B M G | B S P X O | G P C G S | win 0",
	// 5: stops 27 24 3 24 26
	"S G X G O | C L O C C | L P 7 S X | win 0",
	// 6: stops 5 12 12 7 30
	"G X O O L | L B P X X | L C B C M | win 0",
	// 7: stops 3 1 7 12 3
	"S X M M W | B M P X L | G O S G L | step 1: L2:melon×3=4 (400) | win 400",
	// 8: stops 17 16 15 4 9
	"O P X L O | X M C G G | S O S 7 C | win 0",
	// 9: stops 14 21 17 21 30
	"O C S P L | C S W L X | G X L O M | step 1: L4:lemon×3=1 (100) | win 100",
	// 10: stops 19 30 12 3 1
	"S S O S O | B G P L P | C L B G W | win 0",
	// 11: stops 8 30 16 22 19
	"L S C L C | X G S O S | 7 L W G X | win 0",
	// 12: stops 31 18 10 25 22
	"M O L C B | O G G S 7 | P B O W P | win 0",
	// 13: stops 5 12 24 11 14
	"G X M P P | L B S M M | L C X X G | win 0",
	// 14: stops 19 5 5 20 5
	"S C 7 S L | B S C P L | C L M L B | win 0",
	// 15: stops 4 11 16 9 5
	"B O C C L | G X S S L | L B W P B | win 0",
	// 16: stops 13 17 26 29 8
	"C M X L G | O O L L O | C G O O G | win 0",
	// 17: stops 11 6 5 24 24
	"S S 7 G P | P L C C L | C L M S O | win 0",
	// 18: stops 29 1 24 29 27
	"L X M L C | X M S L X | M O X O S | step 1: L5:melon×3=4 (400) | win 400",
	// 19: stops 21 9 27 24 22
	"C W L G B | O L O C 7 | P O B S P | win 0",
	// 20: stops 17 21 21 9 4
	"O C O C L | X S G S L | S X C P L | win 0",
	// 21: stops 18 29 3 15 27
	"X C X O C | S S O M X | B G 7 B S | win 0",
	// 22: stops 29 6 0 13 10
	"L S S X G | X L G G C | M L L O C | step 1: L4:lemon×3=1 (100) | step 2: L2:cherry×3=1 L4:grapes×3=4 (500) | step 3: L4:strawberry×3=2 (200) | win 800",
	// 23: stops 23 22 27 4 7
	"P S L L B | M X O G G | 7 G B 7 O | win 0",
	// 24: stops 16 3 15 30 6
	"G O X L L | O P C O B | X C S P G | win 0",
}

// TestGolden pins the first rounds of a fixed seed, itemised.
func TestGolden(t *testing.T) {
	p := crystalspin.New().NewPlayer()
	src := rng.NewStream(2026, 0)
	var d games.Detail
	var got []string
	for range 24 {
		out, err := p.Play(100, games.Standard, src, &d)
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, itemise(out, &d))
	}
	if len(goldenRounds) == 0 {
		for _, s := range got {
			t.Logf("\t%q,", s)
		}
		t.Fatal("no golden rounds")
	}
	for i := range got {
		if got[i] != goldenRounds[i] {
			t.Errorf("round %d:\n got %s\nwant %s", i, got[i], goldenRounds[i])
		}
	}
}

// goldenStops are games of given stops that the seeded rounds do not reach:
// a full house, the largest win, a deepest cascade and a game the line cap
// cuts. DO NOT EDIT, as goldenRounds.
//
// How they were derived: a program enumerating the full cycle found their
// stops (the full cycle has 8 full-house games, listed in
// fullHouseStops; 1 largest win; 11 games of the deepest cascade; 4 games
// cut by the cap at 1 000 Kč, listed in cappedStops); the game itemised
// them (TestGoldenStops) and the evaluator written from the spec re-derives
// each (TestCS_8_IndependentEvaluatorGolden). The full house is also
// derived by hand:
//
//	stops 6 7 18 27 3 show L L L, L L W, W L L, W L L and W L L: every cell
//	a lemon or a wild, a full house of lemons (CS-9). Each of the 5 lines
//	reads 5 lemons (the top row's L L W W W too: 5 lemons pay 8, more than
//	the wilds' 3 sevens, 6), 8 × 100 Kč, doubled: 5 × 1 600 = 8 000 Kč.
//	All 15 cells explode; each reel takes the 3 symbols above its window,
//	the first landing lowest: S B G, P C S, X C S, G C S and M O P from
//	the top. Step 2: the middle row B C C C O pays 3 cherries (100), the
//	bottom row G S S S P 3 strawberries (200), not doubled. Reels 2–4
//	refill to M O P, P B X and L O G and nothing wins: 8 300 Kč.
var goldenStops = []struct {
	stops [5]int
	stake slotmech.Money
	want  string
}{
	// The first of the 8 full houses of the full cycle.
	{[5]int{6, 7, 18, 27, 3}, 100, "L L W W W | L L L L L | L W L L L | step 1: L1:lemon×5=8 L2:lemon×5=8 L3:lemon×5=8 L4:lemon×5=8 L5:lemon×5=8 (8000) | step 2: L1:cherry×3=1 L3:strawberry×3=2 (300) | win 8300 full house"},
	// The largest win of the full cycle, 110 × the stake: five wilds and
	// sevens on the top row pay as sevens (CS-7).
	{[5]int{10, 28, 18, 27, 3}, 100, "7 7 W W W | S C L L L | P S L L L | step 1: L1:lemon×3=1 L2:seven×5=100 L3:lemon×3=1 L4:lemon×3=1 L5:lemon×3=1 (10400) | step 2: L1:cherry×3=1 L3:strawberry×3=2 (300) | step 3: L5:plum×3=3 (300) | win 11000"},
	// A deepest cascade of the full cycle: 10 winning evaluations.
	{[5]int{21, 17, 20, 3, 0}, 100, "C M L S M | O O O L O | P G G G P | step 1: L1:orange×3=2 L3:grapes×3=4 (600) | step 2: L5:plum×3=3 (300) | step 3: L5:strawberry×3=2 (200) | step 4: L5:cherry×4=2 (200) | step 5: L2:bar×3=3 (300) | step 6: L5:bell×4=10 (1000) | step 7: L5:plum×3=3 (300) | step 8: L5:orange×4=4 (400) | step 9: L1:lemon×3=1 L2:grapes×3=4 L4:lemon×4=2 (700) | step 10: L4:lemon×3=1 (100) | win 4100"},
	// The line cap (CS-10) at 1 000 Kč: line 5 has paid 2 000 Kč when 5
	// sevens (100 000 Kč) fall onto it, and may pay only 98 000 more.
	{[5]int{8, 27, 20, 29, 4}, 1000, "L O L L L | X 7 O L L | 7 C G O L | step 1: L2:lemon×3=1 L5:lemon×3=1 (2000) | step 2: L5:lemon×3=1 (1000) | step 3: L5:seven×5=100 (98000) | win 101000 capped"},
}

// TestGoldenStops pins the games of goldenStops, itemised.
func TestGoldenStops(t *testing.T) {
	g := crystalspin.New()
	for _, c := range goldenStops {
		got := itemise(playGameStops(t, g, c.stops, c.stake))
		if got != c.want {
			t.Errorf("stops %v at %d Kč:\n got %s\nwant %s", c.stops, c.stake, got, c.want)
		}
	}
}
