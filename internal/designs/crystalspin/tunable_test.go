package crystalspin_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/exact"
	csdesign "github.com/slotmech/slotmech/internal/designs/crystalspin"
	"github.com/slotmech/slotmech/internal/optimize"
)

// CS-1: the tuning parameters are the 55 symbol counts of the 5 strips,
// their values today's counts, and the strips of other counts are as long
// as the counts add up to, with exactly those counts.
func TestCS_1_TunableCounts(t *testing.T) {
	g := csdesign.New()
	ps := g.Params()
	if len(ps) != 55 || ps[0].Name != "reel 1 wild" || ps[54].Name != "reel 5 cherry" {
		t.Fatalf("%d parameters, first %q, last %q; want 55 from \"reel 1 wild\" to \"reel 5 cherry\"", len(ps), ps[0].Name, ps[len(ps)-1].Name)
	}
	for i, p := range ps {
		r, sym := i/11, crystalspin.Wild+slotmech.Symbol(i%11)
		n := 0
		for _, s := range crystalspin.Strips()[r] {
			if s == sym {
				n++
			}
		}
		if p.Value != int64(n) || p.Min > p.Value || p.Max < p.Value {
			t.Errorf("%s = %d in [%d, %d], want %d on the strip", p.Name, p.Value, p.Min, p.Max, n)
		}
	}
	v := optimize.Values(ps)
	v[10]++ // reel 1 cherry
	v[11+7] -= 2
	nt, err := g.WithParams(v)
	if err != nil {
		t.Fatal(err)
	}
	strips := nt.(*csdesign.Game).ReelStrips()
	for i, p := range nt.Params() {
		if p.Value != v[i] {
			t.Errorf("%s = %d, want %d", p.Name, p.Value, v[i])
		}
	}
	if len(strips[0]) != 33 || len(strips[1]) != 30 {
		t.Errorf("strip lengths %d and %d, want 33 and 30", len(strips[0]), len(strips[1]))
	}
}

// CS-9: strips rebuilt from other counts keep the full-house runs, so
// that a full house stays reachable: the exact full cycle of a perturbed
// game (every count moved by up to ±20%) still has full houses.
func TestCS_9_TunableKeepsFullHouse(t *testing.T) {
	g := csdesign.New()
	for seed := uint64(1); seed <= 3; seed++ {
		p, err := optimize.Perturb(g, nil, 0.2, seed)
		if err != nil {
			t.Fatal(err)
		}
		strips := p.(*csdesign.Game).ReelStrips()
		// The lemon runs of the reference strips (see Strips), whole.
		for r, run := range [][]slotmech.Symbol{
			{crystalspin.Lemon, crystalspin.Lemon, crystalspin.Lemon},
			{crystalspin.Lemon, crystalspin.Lemon, crystalspin.Wild, crystalspin.Lemon},
			{crystalspin.Wild, crystalspin.Lemon, crystalspin.Lemon},
			{crystalspin.Wild, crystalspin.Lemon, crystalspin.Lemon, crystalspin.Lemon},
			{crystalspin.Wild, crystalspin.Lemon, crystalspin.Lemon, crystalspin.Lemon},
		} {
			doubled := append(slices.Clone(strips[r]), strips[r]...)
			if !containsRun(doubled, run) {
				t.Errorf("seed %d: reel %d lost its full-house run %v: %v", seed, r+1, run, strips[r])
			}
		}
		if testing.Short() || seed > 1 {
			continue
		}
		c, err := exact.FullCycle(context.Background(), p.(games.Game), crystalspin.New().DefaultBet(), exact.Options{Workers: 0})
		if err != nil {
			t.Fatal(err)
		}
		if c.Facts[crystalspin.FactFullHouse] == 0 {
			t.Errorf("seed %d: no full house in the full cycle of %s", seed, c.Config)
		}
	}
}

// containsRun reports whether run occurs in s.
func containsRun(s, run []slotmech.Symbol) bool {
	for i := 0; i+len(run) <= len(s); i++ {
		if slices.Equal(s[i:i+len(run)], run) {
			return true
		}
	}
	return false
}

// A count below the full-house run's share of a symbol is refused by its
// bounds, naming the parameter.
func TestCS_9_TunableRefusesBreakingRun(t *testing.T) {
	g := csdesign.New()
	ps := g.Params()
	i := slices.IndexFunc(ps, func(p optimize.Param) bool { return p.Name == "reel 1 lemon" })
	if ps[i].Min != 3 {
		t.Fatalf("reel 1 lemon: minimum %d, want 3 (its full-house run)", ps[i].Min)
	}
	v := optimize.Values(ps)
	v[i] = 2
	_, err := g.WithParams(v)
	if err == nil || !strings.Contains(err.Error(), `"reel 1 lemon" = 2`) {
		t.Errorf("err = %v, want one naming reel 1 lemon", err)
	}
}
