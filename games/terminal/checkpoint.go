package terminal

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/record"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// kindCheckpoint is the entry that holds the machine's whole state, so that
// New replays only the entries after the last one.
const kindCheckpoint = "checkpoint"

// defaultCheckpoint is how many journal entries a machine writes between
// two checkpoints when Config.Checkpoint is 0.
const defaultCheckpoint = 1000

// checkpointData is the whole state of a machine between two actions: the
// meters, the stake step, the state and stop reason, RISK (the gamble's
// state and card history), the jackpot hits announced, and the kept games
// with what the recall shows of them (each game as its draws: resuming
// plays it again to rebuild its screens), and the terminal's last view of
// its jackpot pools.
type checkpointData struct {
	Meters      Meters        `json:"meters"`
	Step        int           `json:"step"`
	State       State         `json:"state"`
	Stop        stopReason    `json:"stop"`
	LastJackpot bool          `json:"last_jackpot"`
	Risk        gamble.State  `json:"risk"`
	History     []gamble.Card `json:"history"`
	Jackpots    []jackpot.Win `json:"jackpots"`
	Games       []slotData    `json:"games"`            // oldest first
	Pools       []poolView    `json:"pools,omitempty"`  // the terminal's last view of its jackpot pools
	Lockup      []jackpot.Win `json:"lockup,omitempty"` // the hits that lock the terminal (CS-20)
	Voided      uint64        `json:"voided,omitempty"` // the games void (not started), whose numbers are skipped
	Base        uint64        `json:"base,omitempty"`   // the terminal's last game before the journal's first (learnBase)
}

// slotData is a kept game in a checkpoint.
type slotData struct {
	Seq      uint64         `json:"seq"`
	At       time.Time      `json:"at"`
	Stake    slotmech.Money `json:"stake"`
	Bet      slotmech.Money `json:"bet"`
	Before   Reading        `json:"before"`
	After    Reading        `json:"after"`
	Draws    record.Draws   `json:"draws"`
	Jackpot  record.Draws   `json:"jackpot,omitempty"` // a terminal's own jackpot draws, in journals of before the central system; ignored
	Hits     []jackpot.Win  `json:"hits"`
	Software string         `json:"software"`
	Risked   bool           `json:"risked"`
	Steps    []riskStep     `json:"steps"`
	Result   gamble.State   `json:"result"`
	End      Reading        `json:"end"`
}

// checkpoint returns the machine's state as a checkpoint.
func (m *Machine) checkpoint() checkpointData {
	d := checkpointData{Meters: m.meters, Step: m.step, State: m.state, Stop: m.stop, LastJackpot: m.lastJackpot,
		Risk: m.risk.State(), History: m.risk.History(), Jackpots: m.jackpots, Pools: m.seen, Lockup: m.lockup,
		Voided: m.voided, Base: m.base}
	for i := len(m.ring) - 1; i >= 0; i-- { // oldest first
		s := m.ring[(m.head-i+len(m.ring))%len(m.ring)]
		g := slotData{Seq: s.seq, At: s.at, Stake: s.stake, Bet: s.out.Bet,
			Before: s.before, After: s.after, Draws: s.rec.Draws(), Hits: s.jackpots,
			Software: s.software, Risked: s.risked}
		if s.risked { // a slot reused keeps the memory of its last RISK
			g.Result, g.End = s.result, s.end
			if len(s.steps) > 0 {
				g.Steps = s.steps
			}
		}
		d.Games = append(d.Games, g)
	}
	return d
}

// maybeCheckpoint writes a checkpoint before the next entry when the last
// one is Config.Checkpoint entries old, and no jackpot report or intent
// is waiting.
func (m *Machine) maybeCheckpoint(ctx context.Context) error {
	if m.every <= 0 || m.pending != nil || m.intent != nil || m.jhead.Seq-m.lastCheckpoint < uint64(m.every) {
		return nil
	}
	data, err := json.Marshal(m.checkpoint())
	if err != nil {
		return err
	}
	if err := m.append(ctx, kindCheckpoint, data); err != nil {
		return err
	}
	prev := m.lastCheckpoint
	m.lastCheckpoint = m.jhead.Seq
	if m.prune && prev > 1 { // keep the checkpoint before this one and what follows it
		if err := m.journal.(Pruner).Prune(ctx, prev); err != nil {
			return fmt.Errorf("pruning before entry %d: %w", prev, err)
		}
	}
	return nil
}

// sameAsCheckpoint checks, during a full replay, that the machine is the
// state a checkpoint entry recorded.
func (m *Machine) sameAsCheckpoint(e JournalEntry) error {
	now, err := json.Marshal(m.checkpoint())
	if err != nil {
		return err
	}
	if bytes.Equal(now, e.Data) {
		return nil
	}
	var a, b map[string]json.RawMessage
	if json.Unmarshal(now, &a) == nil && json.Unmarshal(e.Data, &b) == nil {
		for _, k := range []string{"meters", "step", "state", "stop", "last_jackpot", "risk", "history", "jackpots", "games", "pools", "lockup", "voided"} {
			if !bytes.Equal(a[k], b[k]) {
				return fmt.Errorf("the replay of the entries before it is not the state it records: %s is %s, recorded %s", k, a[k], b[k])
			}
		}
	}
	return errors.New("the replay of the entries before it is not the state it records")
}

// restore makes the machine the state of a checkpoint: it checks what it
// can (the meters balance, the stake is a step, RISK is open exactly in
// StateRisk with WIN at risk, the gamble's state is one it could reach) and
// plays every kept game again from its draws to rebuild its screens.
func (m *Machine) restore(data []byte) error {
	var d checkpointData
	if err := decode(data, &d); err != nil {
		return err
	}
	switch {
	case d.Step < 0 || d.Step >= len(m.steps) || d.Meters.Stake != m.steps[d.Step]:
		return fmt.Errorf("stake %d at step %d is not a stake step", d.Meters.Stake, d.Step)
	case !d.Meters.Balanced():
		return fmt.Errorf("meters do not balance: %+v", d.Meters)
	case d.Meters.Credit < 0 || d.Meters.Win < 0:
		return fmt.Errorf("negative meter: %+v", d.Meters)
	case d.State > StateLocked || d.Stop > stopLockup:
		return fmt.Errorf("state %v, stop reason %v", d.State, d.Stop)
	case (d.State == StateLocked) != (len(d.Lockup) > 0):
		return fmt.Errorf("state %v with %d wins locking the terminal", d.State, len(d.Lockup))
	case (d.State == StateRisk) != d.Risk.Open || (d.Risk.Open && d.Risk.AtRisk != d.Meters.Win):
		return fmt.Errorf("state %v with RISK %+v and WIN %d", d.State, d.Risk, d.Meters.Win)
	case len(d.Games) > max(m.keep, 1) || (len(d.Games) > 0 && (d.Games[len(d.Games)-1].Seq < d.Base+d.Meters.Games ||
		d.Games[len(d.Games)-1].Seq > d.Base+d.Meters.Games+d.Voided)):
		return fmt.Errorf("%d games kept, the last of them not game %d (with %d void)", len(d.Games), d.Base+d.Meters.Games, d.Voided)
	case uint64(len(d.Jackpots)) != d.Meters.Jackpots:
		return fmt.Errorf("%d jackpot hits for a meter of %d", len(d.Jackpots), d.Meters.Jackpots)
	}
	risk, err := gamble.Resume(m.riskCfg, d.Risk, d.History)
	if err != nil {
		return err
	}
	for _, g := range d.Games {
		s := m.spare
		if s == nil {
			s = m.newSlot()
		}
		i := -1
		for k, b := range m.steps {
			if b == g.Bet {
				i = k
			}
		}
		if i < 0 {
			return fmt.Errorf("game %d bets %d, not a stake step", g.Seq, g.Bet)
		}
		s.rec.Reset()
		m.sw.replay = rng.NewReplayer(g.Draws)
		var detail *games.Detail
		if m.itemise {
			detail = &s.detail
		}
		out, err := m.player.Play(g.Bet, m.mode, s.rec, detail)
		if err == nil {
			err = m.sw.replay.Done()
		}
		m.sw.replay = nil
		switch {
		case err != nil:
			return fmt.Errorf("game %d: %w", g.Seq, err)
		case out.Stake != m.costs[i] || out.Stake != g.Stake || out.Win != g.After.Win:
			return fmt.Errorf("game %d replays to stake %d win %d, recorded stake %d win %d",
				g.Seq, out.Stake, out.Win, g.Stake, g.After.Win)
		}
		s.seq, s.at, s.stake, s.out, s.software = g.Seq, g.At, g.Stake, out, g.Software
		s.before, s.after = g.Before, g.After
		s.jackpots, s.risked, s.result, s.end = g.Hits, g.Risked, g.Result, g.End
		s.steps = append(s.steps[:0], g.Steps...)
		m.spare = m.push(s)
	}
	m.meters, m.step, m.state, m.stop, m.lastJackpot = d.Meters, d.Step, d.State, d.Stop, d.LastJackpot
	m.risk, m.jackpots, m.seen, m.lockup, m.voided = risk, d.Jackpots, d.Pools, d.Lockup, d.Voided
	m.base, m.baseKnown = d.Base, d.Base > 0 || d.Meters.Games+d.Voided > 0
	if n := len(d.Games); n > 0 {
		s := m.ring[m.head]
		m.last = Round{Seq: s.seq, Outcome: s.out, Jackpots: s.jackpots}
		if m.itemise {
			m.last.Detail = &s.detail
		}
	}
	return nil
}
