package gamble

import (
	"math"
	"strconv"
)

// Resume returns the Gamble of configuration cfg in state st with the
// given card history (newest first), as a terminal's critical memory kept
// them ([Gamble.State], [Gamble.History]): the way a terminal restarted
// after a power cut gets back an open gamble with the same amount at risk,
// or the last gamble and its cards.
//
// It refuses what no Gamble of cfg could have reached, with an *[slotmech.Error]
// wrapping [ErrConfig] for a bad cfg, or [ErrState] naming the field of st
// or the history entry at fault: a negative total; totals that do not
// balance (Credited + AtRisk + Lost − Won ≠ Amount) or do not fit in Money;
// an open gamble with nothing at risk, a loss, an end reason, or a pick
// beyond cfg's limits; an ended one with money still at risk, or a loss
// that is not its end; more cards than cfg.History, or a card that is not
// one of the 52.
func Resume(cfg Config, st State, history []Card) (*Gamble, error) {
	g, err := New(cfg)
	if err != nil {
		return nil, err
	}
	bad := func(field string, value int64, reason string) (*Gamble, error) {
		return nil, fieldErr("Resume", field, value, reason, errResume)
	}
	for _, f := range []struct {
		name string
		v    int64
	}{{"State.Amount", int64(st.Amount)}, {"State.AtRisk", int64(st.AtRisk)}, {"State.Credited", int64(st.Credited)},
		{"State.Lost", int64(st.Lost)}, {"State.Won", int64(st.Won)}, {"State.Doublings", int64(st.Doublings)}} {
		if f.v < 0 {
			return bad(f.name, f.v, "is negative")
		}
	}
	if st.Credited > math.MaxInt64-st.AtRisk || st.Credited+st.AtRisk > math.MaxInt64-st.Lost {
		return bad("State.Credited", int64(st.Credited), "credited + at risk + lost does not fit in Money")
	}
	if !st.Balanced() {
		return bad("State.Amount", int64(st.Amount), "credited + at risk + lost − won is not the amount")
	}
	if st.End > NothingAtRisk {
		return bad("State.End", int64(st.End), "is not an end reason")
	}
	if st.Open {
		g.st = st
		switch {
		case st.End != NotEnded:
			return bad("State.End", int64(st.End), "an open gamble has not ended")
		case st.AtRisk == 0:
			return bad("State.AtRisk", 0, "an open gamble has something at risk")
		case st.Lost != 0:
			return bad("State.Lost", int64(st.Lost), "an open gamble has lost nothing")
		case g.limit() != NotEnded:
			return bad("State.AtRisk", int64(st.AtRisk), "an open gamble is within the limits of its configuration")
		}
	} else {
		switch {
		case st.AtRisk != 0:
			return bad("State.AtRisk", int64(st.AtRisk), "an ended gamble has nothing at risk")
		case st.End == NotEnded && st != (State{}):
			return bad("State.End", 0, "a gamble that has been played has an end reason")
		case (st.End == Lost) != (st.Lost > 0):
			return bad("State.Lost", int64(st.Lost), "a gamble loses exactly when it ends lost")
		}
	}
	if len(history) > cfg.History {
		return bad("history", int64(len(history)), "more cards than Config.History, "+strconv.Itoa(cfg.History))
	}
	for i, c := range history {
		if !c.Valid() {
			return bad("history["+strconv.Itoa(i)+"]", int64(c), "is not a card")
		}
	}
	g.st = st
	g.history = append(g.history, history...)
	return g, nil
}
