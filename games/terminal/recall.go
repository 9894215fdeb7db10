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
	// software that played the game (its module version and VCS revision, from runtime/debug.ReadBuildInfo). The configuration
	// identity is Record.Config.
	Terminal jackpot.Terminal
	Software string

	// Before is CREDIT and WIN before the game (before WIN moved to
	// CREDIT); After is CREDIT and WIN right after it, WIN being the game's
	// win.
	Before, After Reading

	// Record is the round: the game's name and configuration identity, the
	// stake step played (Bet), the mode, every value the round drew from the
	// machine's source (recorded through an [rng.Recorder]; the jackpot
	// draws and RISK cards are not among them) and the itemised outcome.
	// [record.Replay] plays it again from its draws alone.
	Record record.Record

	// JackpotDraws are the values the game's jackpot draw took from the
	// machine's source ([jackpot.System.Draw]), and Jackpots its hits
	// (announced, paid by staff, never credited; usually nil).
	JackpotDraws []uint64
	Jackpots     []jackpot.Win

	// Risk is the RISK gamble that followed the game, nil if none did.
	Risk *RiskRecall
}

// Reading is what the CREDIT and WIN meters showed at one moment.
type Reading struct {
	Credit slotmech.Money
	Win    slotmech.Money
}

// RiskRecall is the RISK gamble played on a game's win: the player's
// decisions in order, with the cards drawn, and how it ended.
type RiskRecall struct {
	// Steps are the decisions after RISK was pressed, in order.
	Steps []RiskStep

	// Result is the gamble after its last decision: Result.Amount is the
	// win risked, Result.End why it ended (Result.Open while it is still
	// open), and Credited, Lost and Won its totals.
	Result gamble.State

	// End is CREDIT and WIN after the last decision (after RISK was
	// pressed, if there was none yet).
	End Reading
}

// RiskStep is one decision of a RISK gamble.
type RiskStep struct {
	Action   RiskAction     // the button: pick, half or collect
	Colour   gamble.Colour  // a pick's colour
	Card     gamble.Card    // a pick's card
	Won      bool           // a pick's card had the colour picked
	Credited slotmech.Money // what the decision moved to CREDIT
	AtRisk   slotmech.Money // what stayed at risk after it (0 once RISK ended)
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
		e := RecallEntry{
			Seq: s.seq, At: s.at, Stake: s.stake, Before: s.before, After: s.after,
			Terminal: m.term, Software: s.software, JackpotDraws: slices.Clone(s.jdraws),
			Record: record.Record{
				Game: m.name, Config: m.config, Bet: s.out.Bet, Mode: m.mode,
				Draws: s.rec.Draws(), Outcome: roundview.JSON(m.game, s.out, &s.detail),
			},
			Jackpots: slices.Clone(s.jackpots),
		}
		if s.risked {
			e.Risk = &RiskRecall{Result: s.result, End: s.end}
			if len(s.steps) > 0 { // nil for none, however the slot's memory was used before
				e.Risk.Steps = slices.Clone(s.steps)
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
	jdraws        []uint64 // the jackpot draw's values
	jackpots      []jackpot.Win

	risked bool // a RISK followed
	steps  []RiskStep
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

// recordRisk adds a RISK decision to the last game's recall.
func (m *Machine) recordRisk(st RiskStep) {
	s := m.newest()
	if s == nil || !s.risked {
		return
	}
	st.AtRisk = m.risk.State().AtRisk
	s.steps = append(s.steps, st)
	s.result, s.end = m.risk.State(), m.reading()
}
