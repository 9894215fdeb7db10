package games_test

import (
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
)

// twoModes is the wheel with a second mode, "ante", and two facts of
// different kinds.
type twoModes struct{ wheel }

func (twoModes) Modes() []games.Mode {
	return []games.Mode{{Name: games.Standard, Cost: slotmech.Whole(1)}, {Name: "ante", Cost: slotmech.Whole(2)}}
}

func (twoModes) Facts() []games.FactDef {
	return []games.FactDef{{Name: "feature", Kind: games.FactFlag}, {Name: "free_spins", Kind: games.FactCount}}
}

// noModes is the wheel declaring no modes at all.
type noModes struct{ wheel }

func (noModes) Modes() []games.Mode { return nil }

// FindMode finds a mode by name, "" meaning the first, and says when a
// title has no such mode (or none at all).
func TestFindMode(t *testing.T) {
	for _, tc := range []struct {
		g      games.Game
		name   string
		want   string
		wantOK bool
	}{
		{twoModes{}, "", games.Standard, true},
		{twoModes{}, games.Standard, games.Standard, true},
		{twoModes{}, "ante", "ante", true},
		{twoModes{}, "bonus", "", false},
		{noModes{}, "", "", false},
		{noModes{}, games.Standard, "", false},
	} {
		m, ok := games.FindMode(tc.g, tc.name)
		if ok != tc.wantOK || m.Name != tc.want {
			t.Errorf("FindMode(%d modes, %q) = %q, %v; want %q, %v", len(tc.g.Modes()), tc.name, m.Name, ok, tc.want, tc.wantOK)
		}
	}
	if m, _ := games.FindMode(twoModes{}, "ante"); m.Cost != slotmech.Whole(2) {
		t.Errorf("FindMode(ante).Cost = %v, want 2", m.Cost)
	}
}
