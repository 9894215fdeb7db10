package terminal

import (
	"slices"
	"strconv"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/record"
	"github.com/slotmech/slotmech/internal/roundview"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// RecallEntry is one game as the machine recalls it (GLI-19 §4.14): the
// round itself, replayable, and what the terminal did around it. Entries
// are plain data, copies the caller owns.
type RecallEntry struct {
	Seq   uint64         // the game's number on this machine, from 1
	At    time.Time      // the time the caller gave to Start, MaxBet or Step, in UTC
	Stake slotmech.Money // what the game cost, taken from CREDIT

	// Terminal is the machine's identity (ID and venue) and Software the
	// software that played the game, as recorded when it was played: the
	// line internal/version gives (module, version, VCS revision with
	// "+modified" for a modified tree, Go version). The configuration
	// identity, all 64 hex digits, is Record.Config.
	Terminal jackpot.Terminal
	Software string

	// Before is CREDIT and WIN before the game (before WIN moved to
	// CREDIT); After is CREDIT and WIN right after it, WIN being the game's
	// win.
	Before, After Reading

	// Record is the round: the game's name and configuration identity, the
	// stake step played (Bet), the mode, every value the round drew from the
	// machine's source (the raw draws, recorded through an [rng.Recorder];
	// the RISK cards are not among them, and the jackpot is drawn by the
	// central system) and the itemised outcome: every screen of every
	// cascade step with its wins, and for a strip game the reel stops of
	// every spin (the outcome's spins[i].stops, games/record's package doc).
	// [record.Replay] plays it again from its draws alone.
	Record record.Record

	// Jackpots are the game's jackpot hits as win records of the central
	// jackpot system (CS-20): the win's number (Seq), pool, amount and
	// status — announced when the game hit, then paid with the payout
	// form's number (Form) or refused, as the attendant's key recorded it
	// ([Machine.ClearLockup]); never credited; usually nil.
	Jackpots []jackpot.Win

	// Risk is the RISK gamble that followed the game, nil if none did, as
	// it stands after its last decision: Risk.Amount is the win risked,
	// Risk.End why it ended (Risk.Open while it is still open), and
	// Credited, Lost and Won its totals. RiskSteps are its decisions in
	// order, with the cards drawn, and RiskEnd is CREDIT and WIN after the
	// last of them (after RISK was pressed, if there was none yet); both are
	// zero when Risk is nil.
	Risk      *gamble.State
	RiskSteps []RiskStep
	RiskEnd   Reading
}

// Reading is what the CREDIT and WIN meters showed at one moment.
type Reading struct {
	Credit slotmech.Money
	Win    slotmech.Money
}

// RiskStep is one decision of a RISK gamble. A pick won when its card has
// the colour picked (Card.Colour() == Colour).
type RiskStep struct {
	Action   RiskAction     // the button: pick, half or collect
	Colour   gamble.Colour  // a pick's colour
	Card     gamble.Card    // a pick's card
	Credited slotmech.Money // what the decision moved to CREDIT
	AtRisk   slotmech.Money // what stayed at risk after it (0 once RISK ended)
}

// riskStep is a RiskStep as the machine keeps it and a checkpoint records
// it (its JSON is the checkpoints' format: do not change it).
type riskStep struct {
	Action   RiskAction
	Colour   gamble.Colour
	Card     gamble.Card
	Won      bool
	Credited slotmech.Money
	AtRisk   slotmech.Money
}

// RiskAction is a RISK decision: a pick of red or black, HALF or COLLECT
// (the COLLECT button, or START during RISK).
type RiskAction uint8

// The RISK decisions.
const (
	RiskPick RiskAction = iota + 1
	RiskHalf
	RiskCollect
)

// String returns "pick", "half", "collect" or "RiskAction(n)".
func (a RiskAction) String() string {
	if a >= RiskPick && a <= RiskCollect {
		return [...]string{"pick", "half", "collect"}[a-1]
	}
	return "RiskAction(" + strconv.Itoa(int(a)) + ")"
}

// Recall returns the kept games, newest first: at most Config.Recall of
// them (10 by default), none with recall off. The entries are the caller's:
// building them (the records' views, copies of the draws) allocates, which
// is why the machine keeps its games in its own form and makes entries only
// when asked.
//
// With a journal ([Config.Journal]) the recall survives the process: a
// machine that resumes from its journal rebuilds the same entries from the
// games' recorded draws.
func (m *Machine) Recall() []RecallEntry {
	if m.keep == 0 {
		return nil
	}
	out := make([]RecallEntry, 0, len(m.ring))
	for i := range len(m.ring) {
		s := m.ring[(m.head-i+len(m.ring))%len(m.ring)]
		draws := s.rec.Draws()
		v := roundview.Of(m.game, s.out, &s.detail)
		e := RecallEntry{
			Seq: s.seq, At: s.at, Stake: s.stake, Before: s.before, After: s.after,
			Terminal: m.term, Software: s.software,
			Record: record.Record{
				Game: m.name, Config: m.config, Bet: s.out.Bet, Mode: m.mode,
				Draws: draws, Outcome: v.JSON(),
			},
			Jackpots: slices.Clone(s.jackpots),
		}
		if s.risked {
			result := s.result
			e.Risk, e.RiskEnd = &result, s.end
			for _, st := range s.steps { // nil for none, however the slot's memory was used before
				e.RiskSteps = append(e.RiskSteps, RiskStep{Action: st.Action, Colour: st.Colour, Card: st.Card,
					Credited: st.Credited, AtRisk: st.AtRisk})
			}
		}
		out = append(out, e)
	}
	return out
}

// slot is the machine's own form of a kept game, reused from game to game
// so that playing allocates nothing in steady state.
type slot struct {
	seq           uint64
	at            time.Time
	stake         slotmech.Money
	before, after Reading
	out           games.Outcome
	software      string
	jackpots      []jackpot.Win

	risked bool // a RISK followed
	steps  []riskStep
	result gamble.State
	end    Reading

	rec    *rng.Recorder // the game's draws; nil with recall off and no journal
	detail games.Detail  // the game's story, when the machine itemises
}

// newSlot returns a new slot, recording through the machine's source when
// recall is on.
func (m *Machine) newSlot() *slot {
	s := &slot{}
	if m.keep > 0 || m.journal != nil {
		s.rec = rng.NewRecorder(&m.sw)
	}
	return s
}

// push keeps s as the newest game and returns the slot it evicted (the
// oldest, once max(keep, 1) games are kept), or nil.
func (m *Machine) push(s *slot) *slot {
	if len(m.ring) < max(m.keep, 1) {
		m.ring = append(m.ring, s)
		m.head = len(m.ring) - 1
		return nil
	}
	m.head = (m.head + 1) % len(m.ring)
	old := m.ring[m.head]
	m.ring[m.head] = s
	return old
}

// newest returns the slot of the last game with recall on, or nil.
func (m *Machine) newest() *slot {
	if m.keep == 0 || len(m.ring) == 0 {
		return nil
	}
	return m.ring[m.head]
}

// reading returns what CREDIT and WIN show now.
func (m *Machine) reading() Reading { return Reading{Credit: m.meters.Credit, Win: m.meters.Win} }

// recallSettled updates the win records of the kept games with the wins
// as an attendant's clearing recorded them (paid with the form's number,
// or refused), matched by their number, so that the recall shows where
// each stands. The kept slices are replaced, not written to: a Round
// returned earlier may share them.
func (m *Machine) recallSettled(wins []jackpot.Win) {
	for _, s := range m.ring {
		var updated []jackpot.Win
		for i, h := range s.jackpots {
			if j := slices.IndexFunc(wins, func(w jackpot.Win) bool { return w.Seq == h.Seq }); j >= 0 {
				if updated == nil {
					updated = slices.Clone(s.jackpots)
				}
				updated[i] = wins[j]
			}
		}
		if updated != nil {
			s.jackpots = updated
		}
	}
}

// recordRisk adds a RISK decision to the last game's recall.
func (m *Machine) recordRisk(st riskStep) {
	s := m.newest()
	if s == nil || !s.risked {
		return
	}
	st.AtRisk = m.risk.State().AtRisk
	s.steps = append(s.steps, st)
	s.result, s.end = m.risk.State(), m.reading()
}
