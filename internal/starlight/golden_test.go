package starlight_test

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/starlight"
	"github.com/slotmech/slotmech/rng"
)

var updateGolden = flag.Bool("golden.update", false, "print the golden rounds instead of checking them")

// goldenRounds renders the first 12 rounds of stream (2026, 0), standard
// mode, EUR 1.00, and the first round of stream (2026, 1) that triggers free
// spins, with its index.
func goldenRounds(t *testing.T) string {
	p := starlight.New().NewPlayer()
	var b strings.Builder
	var d games.Detail
	src := rng.NewStream(2026, 0)
	for i := range 12 {
		out, err := p.Play(100, games.Standard, src, &d)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "round %d: %s", i, render(out, &d))
	}
	src = rng.NewStream(2026, 1)
	for i := 0; ; i++ {
		out, err := p.Play(100, games.Standard, src, &d)
		if err != nil {
			t.Fatal(err)
		}
		if out.Triggered {
			fmt.Fprintf(&b, "stream 1 round %d: %s", i, render(out, &d))
			break
		}
	}
	return b.String()
}

// TestGoldenRounds pins the rounds of a fixed seed. DO NOT EDIT the text
// below by hand: it changes only when the maths (DefaultMaths) or the rules
// are changed on purpose, in which case regenerate it with
//
//	go test -run GoldenRounds ./games/starlight -golden.update
//
// and say so in the change.
func TestGoldenRounds(t *testing.T) {
	got := goldenRounds(t)
	if *updateGolden {
		fmt.Printf("const golden = `%s`\n", got)
		return
	}
	if got != golden {
		t.Errorf("rounds of seed 2026 changed:\n%s\nwant:\n%s", got, golden)
	}
}
