package crystalspin_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/rng"
)

// itemise writes one itemised game: its first screen (rows, top first) and
// each winning step's wins as line:symbol×count=factor, and the win.
func itemise(out games.Outcome, d *games.Detail) string {
	a := crystalspin.Alphabet()
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
	return b.String()
}

// goldenRounds are the first rounds of seed 2026 (stream 0) at stake 100.
// DO NOT EDIT: a change here means a change of the game's outcomes for the
// same draws — the strips, the rules or the draw order changed. That needs a
// new certification, not a new golden file.
var goldenRounds = []string{
	"S L L P P | B X X B W | G M O C C | win 0",
	"C G G C L | G L O S X | O X B W M | win 0",
	"C G S M 7 | L O G X P | X X L G L | win 0",
	"S C B M G | B S P X O | G P C G L | win 0",
	"S B X G O | C L O C C | L P 7 S X | win 0",
	"G X O O L | L L B C X | O C L L M | win 0",
	"S X M M W | B M P X C | G O S G S | step 1: L2:melon×3=4 (400) | win 400",
	"O P X L O | X M C G G | S O S 7 C | win 0",
	"O C S P L | C S W L X | G X P O M | win 0",
	"S S O S O | B G B L P | C L L G W | win 0",
	"C S C L C | X G S O S | 7 L W G X | win 0",
	"M O L C B | O L G S 7 | P G O W P | win 0",
	"G X M P P | L L S M M | O C X X G | win 0",
	"S C 7 S S | B S C P L | C L M L B | win 0",
	"B O C L S | G X S S L | L L W P B | step 1: L3:lemon×3=1 L4:strawberry×3=2 (300) | win 300",
	"L M X X G | O O L L O | C L O O G | win 0",
	"S S 7 G P | P L C C L | L B M S O | win 0",
	"L X M X C | X M S L X | M O X O S | step 1: L5:melon×3=4 (400) | win 400",
	"C W L G B | L G O C 7 | P O B S P | win 0",
	"O C O L C | X S G S S | S X C P L | win 0",
	"X C X O C | S S O M X | B G 7 B S | win 0",
	"L S S X G | X L G G C | M B L O L | step 1: L4:lemon×3=1 (100) | step 2: L2:cherry×3=1 L4:grapes×3=4 (500) | step 3: L4:strawberry×3=2 (200) | win 800",
	"P S L L B | M X O G G | 7 B B 7 O | win 0",
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
