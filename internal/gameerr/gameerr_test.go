package gameerr_test

import (
	"errors"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/gameerr"
)

// TestMessages: the title's name leads Field, the sentinel's package leads
// the message, the value is quoted after the sentinel's words, and the
// sentinel stays reachable.
func TestMessages(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want string
	}{
		{gameerr.Failf("mini", "Stake", "bet", "7", games.ErrBet, "not one of %d, %d", 5, 10), `games: mini: bet: bet refused "7": not one of 5, 10`},
		{gameerr.Failf("mini", "Stake", "mode", "", games.ErrBet, "no such mode"), `games: mini: mode: bet refused: no such mode`},
		{gameerr.Fail("mini", "PlayForced", "", "", games.ErrForced), `games: mini: forced play refused`},
		{gameerr.Fail("mini", "PlayStops", "stops", "9", games.ErrStops), `games: mini: stops: ` + games.ErrStops.Error()[len("games: "):] + ` "9"`},
	} {
		if got := tc.err.Error(); got != tc.want {
			t.Errorf("got  %s\nwant %s", got, tc.want)
		}
		var e *slotmech.Error
		if !errors.As(tc.err, &e) || e.Field[:4] != "mini" {
			t.Errorf("%v: not a *slotmech.Error whose Field names the title", tc.err)
		}
	}
	if err := gameerr.Fail("mini", "Play", "", "", games.ErrBet); !errors.Is(err, games.ErrBet) {
		t.Errorf("%v does not wrap games.ErrBet", err)
	}
}
