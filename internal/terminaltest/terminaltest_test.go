package terminaltest_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/gamestest"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// ctx is the context of the tests' calls.
var ctx = context.Background()

// TestIntNValue checks that every value IntNValue makes gives its k, for
// powers of two and other bounds alike, and that k out of range panics.
func TestIntNValue(t *testing.T) {
	for _, n := range []int{1, 2, 3, 4, 7, 52, 1000, 1 << 20, 1_000_000} {
		for _, k := range []int{0, n / 3, n / 2, n - 1} {
			v := terminaltest.IntNValue(k, n)
			if got := rng.IntN(rng.NewReplayer([]uint64{v}), n); got != k {
				t.Fatalf("IntNValue(%d, %d) = %#x gives %d", k, n, v, got)
			}
		}
	}
	for _, kn := range [][2]int{{-1, 4}, {4, 4}, {0, 0}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("IntNValue(%d, %d) did not panic", kn[0], kn[1])
				}
			}()
			terminaltest.IntNValue(kn[0], kn[1])
		}()
	}
}

// TestGame checks the stand-in's rounds: the scripted draw decides the pay,
// the detail shows it, and bad bets and forced plays are refused.
func TestGame(t *testing.T) {
	g := terminaltest.Game{Pays: terminaltest.FourPays()}
	if err := gamestest.CheckContract(g, 1, 1000); err != nil {
		t.Fatal(err)
	}
	p := g.NewPlayer()
	var d games.Detail
	for i, pay := range terminaltest.FourPays() {
		src := rng.NewReplayer([]uint64{terminaltest.Pay(i, 4)})
		out, err := p.Play(100, games.Standard, src, &d)
		if err != nil {
			t.Fatal(err)
		}
		if out.Win != 100*slotmech.Money(pay) || out.Stake != 100 || d.Spins[0].Win != out.Win {
			t.Fatalf("outcome %d: %+v, detail win %d", i, out, d.Spins[0].Win)
		}
		if err := src.Done(); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := p.Play(0, games.Standard, rng.NewStream(1, 0), nil); !errors.Is(err, games.ErrBet) {
		t.Fatalf("bet 0: %v", err)
	}
	if _, err := (terminaltest.Game{}).NewPlayer().Play(1, games.Standard, rng.NewStream(1, 0), nil); !errors.Is(err, games.ErrBet) {
		t.Fatalf("no pays: %v", err)
	}
	if _, err := p.PlayForced(&games.Forced{}, rng.NewStream(1, 0), nil); !errors.Is(err, games.ErrForced) {
		t.Fatalf("forced: %v", err)
	}
}

// TestPool checks that Hit and Miss do what they say on the pool's system.
func TestPool(t *testing.T) {
	p := terminaltest.Pool{Name: "p", Odds: 1000}
	for _, c := range []struct {
		draw uint64
		hits int
	}{{p.Hit(), 1}, {p.Miss(), 0}} {
		sys, err := p.System(rng.NewReplayer([]uint64{c.draw}))
		if err != nil {
			t.Fatal(err)
		}
		w, err := sys.Report(ctx, jackpot.Game{Terminal: jackpot.Terminal{ID: "T-1", Venue: "v-1"}, Number: 1, Stake: 1})
		if err != nil || len(w) != c.hits {
			t.Fatalf("draw %d: %d hits (%v), want %d", c.draw, len(w), err, c.hits)
		}
	}
	if got := rng.IntN(rng.NewReplayer([]uint64{p.Hit()}), 1000); got != 0 {
		t.Fatalf("Hit gives %d", got)
	}
	if got := rng.IntN(rng.NewReplayer([]uint64{p.Miss()}), 1000); got != 999 {
		t.Fatalf("Miss gives %d", got)
	}
}

func ExampleCard() {
	v := terminaltest.Card(12, gamble.Hearts)
	c := gamble.Card(rng.IntN(rng.NewReplayer([]uint64{v}), gamble.DeckSize))
	fmt.Println(c == gamble.NewCard(12, gamble.Hearts))
	// Output: true
}

// TestGameAlphabet checks that a Game names its screen with its own
// alphabet, or with the default one (16 symbols) when it has none.
func TestGameAlphabet(t *testing.T) {
	if got := (terminaltest.Game{}).Alphabet(); got != terminaltest.Alphabet() || got.Len() != 16 {
		t.Fatalf("no Symbols: alphabet %v, want the default of 16", got)
	}
	own, err := slotmech.NewAlphabet("x", "y")
	if err != nil {
		t.Fatal(err)
	}
	if got := (terminaltest.Game{Symbols: own}).Alphabet(); got != own {
		t.Fatalf("Symbols set: alphabet %v, want its own", got)
	}
}

// TestCounting checks that Counting passes its source's values on and
// counts them.
func TestCounting(t *testing.T) {
	c := &terminaltest.Counting{Src: rng.NewReplayer([]uint64{7, 8, 9})}
	for i, want := range []uint64{7, 8, 9} {
		if got := c.Uint64(); got != want || c.N != i+1 {
			t.Fatalf("value %d: got %d with N = %d, want %d with N = %d", i, got, c.N, want, i+1)
		}
	}
}

// TestSeal checks that Seal computes the hash a machine gives its journal's
// entries: a machine's journal, every entry sealed again, is unchanged.
func TestSeal(t *testing.T) {
	sys, err := terminaltest.Pool{Name: "all"}.System(nil)
	if err != nil {
		t.Fatal(err)
	}
	j := new(terminaltest.MemoryJournal)
	m, err := terminal.New(ctx, terminal.Config{
		Game: terminaltest.Game{Pays: terminaltest.FourPays()}, Stakes: []slotmech.Money{100},
		Gamble: gamble.Config{Unit: 1}, Jackpot: sys, Terminal: jackpot.Terminal{ID: "T-1", Venue: "v-1"},
		Source: rng.NewStream(1, 0), Journal: j,
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Insert(ctx, 500); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Start(ctx, time.Date(2026, 12, 4, 20, 0, 0, 0, time.UTC)); err != nil {
		t.Fatal(err)
	}
	entries, err := j.Entries(ctx, 1)
	if err != nil || len(entries) < 3 {
		t.Fatalf("%d entries, %v", len(entries), err)
	}
	for _, e := range entries {
		want := e.Hash
		e.Hash = [32]byte{}
		terminaltest.Seal(&e)
		if e.Hash != want {
			t.Fatalf("entry %d (%s): Seal gives %x, the machine %x", e.Seq, e.Kind, e.Hash, want)
		}
	}
}
