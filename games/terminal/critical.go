package terminal

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games/record"
	"github.com/slotmech/slotmech/internal/version"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// The kinds of journal entries: one per action, "game" and "jackpot" for
// the two steps of a game.
const (
	kindOpen    = "open"    // the first entry: the machine's configuration identity
	kindInsert  = "insert"  // Insert
	kindCashOut = "cashout" // CashOut
	kindStake   = "stake"   // SetStake
	kindAuto    = "auto"    // AutoStart
	kindStop    = "stop"    // Stop
	kindGame    = "game"    // Start, MaxBet or Step: the game drawn, before it is shown
	kindJackpot = "jackpot" // the game's jackpot report acknowledged, with its hits
	kindRisk    = "risk"    // Risk
	kindPick    = "pick"    // Pick, with the card's draws
	kindHalf    = "half"    // Half
	kindCollect = "collect" // Collect, or Start during RISK
)

// openData is the content of the first entry: who and what the machine is.
// Identity is the SHA-256 of the other fields but Software, in this JSON
// form: a journal is resumed only by a machine of the same identity.
type openData struct {
	Identity string           `json:"identity"`
	Terminal jackpot.Terminal `json:"terminal"`
	Game     string           `json:"game"`
	Config   string           `json:"config"` // games.ConfigID of the game
	Mode     string           `json:"mode"`
	Stakes   []slotmech.Money `json:"stakes"`
	Gamble   gamble.Config    `json:"gamble"`
	Recall   int              `json:"recall"`
	Prune    bool             `json:"prune,omitempty"` // the machine prunes its journal (Config.Prune)
	Software string           `json:"software"`        // the software that opened the journal
}

type amountData struct {
	Amount slotmech.Money `json:"amount"`
}

type stakeData struct {
	Stake slotmech.Money `json:"stake"`
}

type noData struct{}

// gameData is a game as drawn, written before it is shown: the button, the
// game's number and time, the stake step, every value the round drew, the
// draws of its jackpot report, and its win (checked on replay).
type gameData struct {
	Op       string         `json:"op"` // "start", "max bet" or "step"
	Game     uint64         `json:"game"`
	At       time.Time      `json:"at"`
	Bet      slotmech.Money `json:"bet"`
	Draws    record.Draws   `json:"draws"`
	Jackpot  record.Draws   `json:"jackpot"`
	Win      slotmech.Money `json:"win"`
	Software string         `json:"software"`
}

// jackpotData is a game's jackpot report as the jackpot system
// acknowledged it.
type jackpotData struct {
	Game uint64        `json:"game"`
	Wins []jackpot.Win `json:"wins"`
}

// pickData is a RISK pick: the colour and the draws of its card, drawn
// before the pick is written.
type pickData struct {
	Colour gamble.Colour `json:"colour"`
	Draws  record.Draws  `json:"draws"`
	Card   gamble.Card   `json:"card"`
}

type collectData struct {
	Op string `json:"op"` // "collect" or "start"
}

// switchSource is the machine's source: the live one, or during a replay
// the draws an entry recorded.
type switchSource struct {
	live   rng.Source
	replay *rng.Replayer
}

func (s *switchSource) Uint64() uint64 {
	if s.replay != nil {
		return s.replay.Uint64()
	}
	return s.live.Uint64()
}

// pendingReport is a game whose jackpot report is not acknowledged yet.
type pendingReport struct {
	game  jackpot.Game
	draws []uint64
}

// software returns the identity of the running software, as recall and the
// journal record it: internal/version's one-line identity of the binary
// (the main module's path and version, its VCS revision with "+modified"
// if the tree had local changes or "unstamped" without one, the Go
// version, and slotmech's version when it is a dependency).
func software() string { return version.Line() }

// identity returns the machine's openData.
func (m *Machine) identity() openData {
	d := openData{Terminal: m.term, Game: m.name, Config: m.config, Mode: m.mode,
		Stakes: m.steps, Gamble: m.riskCfg, Recall: m.keep, Prune: m.prune}
	b, _ := json.Marshal(d) // plain data: cannot fail
	sum := sha256.Sum256(b)
	d.Identity = hex.EncodeToString(sum[:])
	d.Software = software()
	return d
}

// record writes an entry of kind with v, JSON, to the journal, before the
// action's effect: nothing with no journal or during a replay. It returns
// an error wrapping ErrJournal if the entry cannot be written.
func (m *Machine) record(ctx context.Context, kind string, v any) error {
	if m.journal == nil || m.replaying {
		return nil
	}
	if err := m.maybeCheckpoint(ctx); err != nil {
		return fmt.Errorf("%w: checkpoint: %w", ErrJournal, err)
	}
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrJournal, err)
	}
	return m.append(ctx, kind, data)
}

// append writes the next entry, of kind with data.
func (m *Machine) append(ctx context.Context, kind string, data []byte) error {
	e := JournalEntry{Seq: m.jhead.Seq + 1, Kind: kind, Data: data, Prev: m.jhead.Hash}
	e.Hash = e.sum()
	if err := m.journal.Append(ctx, e); err != nil {
		return fmt.Errorf("%w: writing entry %d: %w", ErrJournal, e.Seq, err)
	}
	m.jhead = JournalHead{Seq: e.Seq, Hash: e.Hash}
	return nil
}

// attach makes j the machine's journal: an empty journal gets the opening
// entry; otherwise the machine checks the chain and its identity and
// replays every entry, ending where the journal ends, and then completes a
// game whose jackpot report was not acknowledged (from its recorded draws;
// if the jackpot system fails, the next game tries again).
func (m *Machine) attach(ctx context.Context, j Journal) error {
	entries, err := j.Entries(ctx, 1)
	if err != nil {
		return journalErr("open journal", 0, "reading", err)
	}
	if len(entries) == 0 {
		m.journal = j
		return m.record(ctx, kindOpen, m.identity())
	}
	head, err := verifyChain("open journal", entries)
	if err != nil {
		return err
	}
	var open openData
	if err := decode(entries[0].Data, &open); err != nil {
		return journalErr("open journal", 1, "opening entry does not decode", err)
	}
	if err := m.sameIdentity(open); err != nil {
		return err
	}
	m.replaying = true
	from := 1 // the first entry to replay, after the opening one
	if m.every > 0 {
		for i := len(entries) - 1; i > 0; i-- {
			if entries[i].Kind == kindCheckpoint {
				if err := m.restore(entries[i].Data); err != nil {
					return journalErr("open journal", entries[i].Seq, "checkpoint cannot be resumed", err)
				}
				from, m.lastCheckpoint = i+1, entries[i].Seq
				break
			}
		}
	}
	for _, e := range entries[from:] {
		if e.Kind == kindCheckpoint { // replayed over: check it
			if err := m.sameAsCheckpoint(e); err != nil {
				return journalErr("open journal", e.Seq, "checkpoint", err)
			}
			continue
		}
		if err := m.replay(ctx, e); err != nil {
			return journalErr("open journal", e.Seq, fmt.Sprintf("%s entry does not replay", e.Kind), err)
		}
	}
	m.replaying, m.sw.replay = false, nil
	m.journal, m.jhead = j, head
	if m.pending != nil {
		m.complete(ctx, "resume") //nolint:errcheck // retried by the next game, which reports the error
	}
	return nil
}

// sameIdentity returns nil if the journal's opening entry is this
// machine's, and otherwise the journal error naming the first field that
// differs.
func (m *Machine) sameIdentity(open openData) error {
	want := m.identity()
	if open.Identity == want.Identity {
		return nil
	}
	diff := "identity"
	for _, f := range []struct {
		name   string
		jv, mv any
	}{{"terminal", open.Terminal, want.Terminal}, {"game", open.Game, want.Game},
		{"game configuration", open.Config, want.Config}, {"mode", open.Mode, want.Mode},
		{"stakes", open.Stakes, want.Stakes}, {"gamble", open.Gamble, want.Gamble},
		{"recall", open.Recall, want.Recall}} {
		if !reflect.DeepEqual(f.jv, f.mv) {
			diff = fmt.Sprintf("%s: journal %v, machine %v", f.name, f.jv, f.mv)
			break
		}
	}
	return journalErr("open journal", 1, "of another configuration ("+open.Identity[:min(12, len(open.Identity))]+
		"…, machine "+want.Identity[:12]+"…): "+diff, nil)
}

// decode reads an entry's JSON strictly: unknown fields and trailing data
// are errors.
func decode(data []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return err
	}
	if d.More() {
		return errors.New("trailing data")
	}
	return nil
}

// replay applies entry e to the machine, from its recorded values, and
// checks that it does what it records.
func (m *Machine) replay(ctx context.Context, e JournalEntry) error {
	m.sw.replay = nil
	var err error
	switch e.Kind {
	case kindInsert:
		var d amountData
		if err = decode(e.Data, &d); err == nil {
			err = m.Insert(ctx, d.Amount)
		}
	case kindCashOut:
		var d amountData
		if err = decode(e.Data, &d); err == nil {
			var paid slotmech.Money
			if paid, err = m.CashOut(ctx); err == nil && paid != d.Amount {
				err = fmt.Errorf("cashes out %d, recorded %d", paid, d.Amount)
			}
		}
	case kindStake:
		var d stakeData
		if err = decode(e.Data, &d); err == nil {
			err = m.SetStake(ctx, d.Stake)
		}
	case kindAuto:
		if err = decode(e.Data, &noData{}); err == nil {
			err = m.AutoStart(ctx)
		}
	case kindStop:
		if err = decode(e.Data, &noData{}); err == nil {
			err = m.Stop(ctx)
		}
	case kindRisk:
		if err = decode(e.Data, &noData{}); err == nil {
			err = m.Risk(ctx)
		}
	case kindHalf:
		if err = decode(e.Data, &noData{}); err == nil {
			_, err = m.Half(ctx)
		}
	case kindCollect:
		var d collectData
		if err = decode(e.Data, &d); err == nil {
			if d.Op != "collect" && d.Op != "start" {
				return fmt.Errorf("unknown button %q", d.Op)
			}
			_, err = m.collect(ctx, d.Op)
		}
	case kindPick:
		var d pickData
		if err = decode(e.Data, &d); err == nil {
			m.sw.replay = rng.NewReplayer(d.Draws)
			var o gamble.Outcome
			if o, err = m.Pick(ctx, d.Colour); err == nil && o.Card != d.Card {
				err = fmt.Errorf("draws the card %v, recorded %v", o.Card, d.Card)
			}
		}
	case kindGame:
		err = m.replayGame(ctx, e.Data)
	case kindJackpot:
		var d jackpotData
		if err = decode(e.Data, &d); err == nil {
			if m.pending == nil || m.pending.game.Number != d.Game {
				return fmt.Errorf("the report of game %d, which is not waiting for one", d.Game)
			}
			m.hits(d.Wins)
		}
	default:
		return fmt.Errorf("unknown kind %q", e.Kind)
	}
	if err == nil && m.sw.replay != nil {
		err = m.sw.replay.Done()
	}
	return err
}

// replayGame replays a game entry: the round from its draws, the jackpot
// report left pending until its entry follows.
func (m *Machine) replayGame(ctx context.Context, data []byte) error {
	var d gameData
	if err := decode(data, &d); err != nil {
		return err
	}
	m.sw.replay = rng.NewReplayer(d.Draws)
	m.replayJackpot, m.replaySoftware = d.Jackpot, d.Software
	var r Round
	var err error
	switch d.Op {
	case "start":
		r, err = m.Start(ctx, d.At)
	case "max bet":
		r, err = m.MaxBet(ctx, d.At)
	case "step":
		r, err = m.Step(ctx, d.At)
	default:
		return fmt.Errorf("unknown button %q", d.Op)
	}
	switch {
	case err != nil:
		return err
	case r.Seq != d.Game:
		return fmt.Errorf("plays game %d, recorded %d", r.Seq, d.Game)
	case r.Outcome.Bet != d.Bet:
		return fmt.Errorf("game %d bets %d, recorded %d", d.Game, r.Outcome.Bet, d.Bet)
	case r.Outcome.Win != d.Win:
		return fmt.Errorf("game %d wins %d, recorded %d", d.Game, r.Outcome.Win, d.Win)
	}
	return nil
}

// complete reports the pending game to the jackpot system, with the draws
// it took before it was written, writes the acknowledgement and announces
// the hits. The report is idempotent: a game reported before a crash
// returns the wins of its first report.
func (m *Machine) complete(ctx context.Context, op string) error {
	p := m.pending
	if p == nil {
		return nil
	}
	hits, err := m.jp.Report(ctx, p.game, p.draws)
	if err == nil && m.journal != nil { // boxing the entry would allocate
		err = m.record(ctx, kindJackpot, jackpotData{Game: p.game.Number, Wins: hits})
	}
	if err != nil {
		return m.fail(op, "jackpot draw of game "+strconv.FormatUint(p.game.Number, 10), "", err)
	}
	m.hits(hits)
	return nil
}

// hits announces the pending game's jackpot hits.
func (m *Machine) hits(hits []jackpot.Win) {
	m.pending = nil
	m.meters.Jackpots += uint64(len(hits))
	m.jackpots = append(m.jackpots, hits...)
	m.lastJackpot = len(hits) > 0
	m.last.Jackpots = hits
	if len(m.ring) > 0 { // the game reported is the newest kept
		m.ring[m.head].jackpots = hits
	}
}
