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
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games/record"
	"github.com/slotmech/slotmech/internal/termkey"
	"github.com/slotmech/slotmech/internal/version"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// The kinds of journal entries: one per action, "intent" and "game" (or
// "void") for the two steps of a game (intent.go); "jackpot" closes a game
// of a journal of before the intents, whose game entry came first.
const (
	kindOpen    = "open"    // the first entry: the machine's configuration identity
	kindInsert  = "insert"  // Insert
	kindCashOut = "cashout" // CashOut
	kindStake   = "stake"   // SetStake
	kindAuto    = "auto"    // AutoStart
	kindStop    = "stop"    // Stop
	kindGame    = "game"    // the game of an intent, drawn after its report was answered, with its hits, before it is shown
	kindJackpot = "jackpot" // before the intents: a game's jackpot report acknowledged, with its hits
	kindRisk    = "risk"    // Risk
	kindPick    = "pick"    // Pick, with the card's draws
	kindHalf    = "half"    // Half
	kindCollect = "collect" // Collect, or Start during RISK
	// kindClear ("clear", ClearLockup) is in lockup.go.
)

// openData is the content of the first entry: who and what the machine is.
// Identity is the SHA-256 of the other fields but Software, in this JSON
// form: a journal is resumed only by a machine of the same identity. Pools
// is the identity of the jackpot pools the terminal plays into (SHA-256 of
// their configurations, JSON, in the system's order).
type openData struct {
	Identity string           `json:"identity"`
	Terminal jackpot.Terminal `json:"terminal"`
	Pools    string           `json:"pools"`
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
// game's number and time, the stake step, every value the round drew and
// its win (checked on replay). Reported, it closes the game's intent: it
// was drawn after the central system answered its report, whose hits are
// Wins, and Pools is the terminal's view of its pools then; Settled says
// the answer came after an outage (by Void). A journal of before the
// intents has game entries without Reported, drawn before their report,
// each followed by its jackpot entry. The jackpot is drawn by the central
// system (CS-19), not here: a journal older still recorded the terminal's
// own jackpot draws in Jackpot, which a resume ignores.
type gameData struct {
	Op       string         `json:"op"` // "start", "max bet" or "step"
	Game     uint64         `json:"game"`
	At       time.Time      `json:"at"`
	Bet      slotmech.Money `json:"bet"`
	Draws    record.Draws   `json:"draws"`
	Jackpot  record.Draws   `json:"jackpot,omitempty"` // a terminal's own jackpot draws, in journals of before the central system; ignored
	Win      slotmech.Money `json:"win"`
	Software string         `json:"software"`
	Reported bool           `json:"reported,omitempty"` // the game of an intent, its report answered
	Settled  bool           `json:"settled,omitempty"`  // answered after an outage
	Wins     []jackpot.Win  `json:"wins,omitempty"`     // its report's hits
	Pools    []poolView     `json:"pools,omitempty"`    // the terminal's view of its pools after the report
}

// jackpotData is a game's jackpot report as the jackpot system
// acknowledged it, and the terminal's view of its pools after it.
type jackpotData struct {
	Game  uint64        `json:"game"`
	Wins  []jackpot.Win `json:"wins"`
	Pools []poolView    `json:"pools,omitempty"`
}

// poolView is what the terminal saw of one of its jackpot pools after its
// last report: the pool's count of games, its amount, and the MAC under
// the journal's key of its whole state (hidden trigger included, which the
// MAC does not reveal without the key). At New a pool that has taken no
// game since must be exactly this state; fewer games is a pool rolled back.
type poolView struct {
	Pool   string         `json:"pool"`
	Games  uint64         `json:"games"`
	Amount slotmech.Money `json:"amount"`
	State  string         `json:"state"`
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
	game jackpot.Game
}

// software returns the identity of the running software, as recall and the
// journal record it: internal/version's one-line identity of the binary
// (the main module's path and version, its VCS revision with "+modified"
// if the tree had local changes or "unstamped" without one, the Go
// version, and slotmech's version when it is a dependency).
func software() string { return version.Line() }

// identity returns the machine's openData.
func (m *Machine) identity() openData {
	d := openData{Terminal: m.term, Pools: m.poolsID, Game: m.name, Config: m.config, Mode: m.mode,
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

// append writes the next entry, of kind with data, then stores its head
// in the anchor. An anchor that could not store the last head is tried
// again first, and the entry is refused if it still fails: the anchor is
// never more than one entry behind the journal.
func (m *Machine) append(ctx context.Context, kind string, data []byte) error {
	if m.anchorStale {
		if err := m.anchor.Store(ctx, m.jhead); err != nil {
			return fmt.Errorf("%w: anchoring entry %d: %w", ErrJournal, m.jhead.Seq, err)
		}
		m.anchorStale = false
	}
	e := JournalEntry{Seq: m.jhead.Seq + 1, Kind: kind, Data: data, Prev: m.jhead.Hash}
	e.Hash = e.sum(m.key, m.term.ID)
	if err := m.journal.Append(ctx, e); err != nil {
		return fmt.Errorf("%w: writing entry %d: %w", ErrJournal, e.Seq, err)
	}
	m.jhead = JournalHead{Seq: e.Seq, Hash: e.Hash}
	if m.anchor != nil && m.anchor.Store(ctx, m.jhead) != nil {
		m.anchorStale = true // the entry stands; the next one retries
	}
	return nil
}

// checkAnchor checks the journal's entries against the anchor: the head
// must be the anchor's, or the entry after it, whose predecessor is the
// anchor's; then the anchor is moved to the head.
func (m *Machine) checkAnchor(ctx context.Context, entries []JournalEntry, head JournalHead) error {
	if m.anchor == nil {
		return nil
	}
	a, err := m.anchor.Load(ctx)
	if err != nil {
		return journalErr("open journal", 0, "reading the anchor", err)
	}
	switch {
	case a == head:
	case a.Seq == 0 && head.Seq == 0:
	case a.Seq == 0:
		return tampered("open journal", 0, fmt.Sprintf("the anchor records no entry, the journal %d: a journal the anchor has not seen", head.Seq))
	case head.Seq < a.Seq:
		return tampered("open journal", head.Seq+1, fmt.Sprintf("missing: the journal ends at entry %d, its anchor at entry %d: rolled back or its tail deleted", head.Seq, a.Seq))
	case head.Seq == a.Seq+1 && len(entries) > 1 && entries[len(entries)-1].Prev == a.Hash:
	default:
		return tampered("open journal", a.Seq, fmt.Sprintf("is not the entry the anchor records (entry %d, %x…; the journal's head is entry %d): another journal", a.Seq, a.Hash[:6], head.Seq))
	}
	if a != head && head.Seq > 0 {
		if err := m.anchor.Store(ctx, head); err != nil {
			return journalErr("open journal", 0, "anchoring the head", err)
		}
	}
	return nil
}

// poolsOf returns the pools of sys that the terminal t plays into, in the
// system's order, and their identity: the hex SHA-256 of their
// configurations, JSON.
func poolsOf(sys *jackpot.System, t jackpot.Terminal) ([]string, string) {
	var names []string
	var cfgs []jackpot.PoolConfig
	for _, name := range sys.Pools() {
		c, err := sys.Config(name)
		if err == nil && (len(c.Venues) == 0 || slices.Contains(c.Venues, t.Venue)) {
			names, cfgs = append(names, name), append(cfgs, c)
		}
	}
	b, _ := json.Marshal(cfgs) // plain data: cannot fail
	sum := sha256.Sum256(b)
	return names, hex.EncodeToString(sum[:])
}

// views returns the terminal's view of its pools now: of the pools of an
// embedded jackpot system (a *jackpot.System, whose store may sit beside the
// journal), none for a central service, which keeps its pools where the
// terminal's files are not.
func (m *Machine) views(ctx context.Context) ([]poolView, error) {
	sys, ok := m.jp.(*jackpot.System)
	if !ok {
		return nil, nil
	}
	v := make([]poolView, 0, len(m.pools))
	for _, name := range m.pools {
		st, err := sys.Audit(ctx, name)
		if err != nil {
			return nil, err
		}
		b, _ := json.Marshal(st) // plain data: cannot fail
		mac := termkey.MAC(m.key, []byte("slotmech pool view"), []byte(m.term.ID), []byte(name), b)
		v = append(v, poolView{Pool: name, Games: st.Games, Amount: st.Amount, State: hex.EncodeToString(mac[:])})
	}
	return v, nil
}

// checkPools checks the jackpot pools against the terminal's last view of
// them: a pool with as many games as then must be the state seen, one with
// fewer was rolled back; one with more was played by other terminals.
func (m *Machine) checkPools(ctx context.Context) error {
	if len(m.seen) == 0 {
		return nil
	}
	now, err := m.views(ctx)
	if err != nil {
		var se *slotmech.Error
		if errors.As(err, &se) && strings.HasPrefix(se.Reason, "ledger") {
			return tampered("open journal", 0, "jackpot pool: "+err.Error())
		}
		return journalErr("open journal", 0, "checking the jackpot pools", err)
	}
	for _, v := range m.seen {
		for _, n := range now {
			if n.Pool == v.Pool && (n.Games < v.Games || n.Games == v.Games && n.State != v.State) {
				return tampered("open journal", 0, fmt.Sprintf("jackpot pool %q is not as the terminal last saw it (%d games, %d; now %d games, %d)",
					v.Pool, v.Games, v.Amount, n.Games, n.Amount))
			}
		}
	}
	return nil
}

// attach makes j the machine's journal: an empty journal gets the opening
// entry; otherwise the machine checks the chain and its identity and
// replays every entry, ending where the journal ends, and then resolves
// an open intent with the central system (or completes a game of a
// journal of before the intents whose jackpot report was not
// acknowledged); if the central system cannot be reached, the next action
// tries again.
func (m *Machine) attach(ctx context.Context, j Journal) error {
	entries, err := j.Entries(ctx, 1)
	if err != nil {
		return journalErr("open journal", 0, "reading", err)
	}
	if len(entries) == 0 {
		if err := m.checkAnchor(ctx, nil, JournalHead{}); err != nil {
			return err
		}
		m.journal = j
		return m.record(ctx, kindOpen, m.identity())
	}
	head, err := verifyChain("open journal", entries, m.key)
	if err != nil {
		return err
	}
	if err := m.checkAnchor(ctx, entries, head); err != nil {
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
	if err := m.checkPools(ctx); err != nil {
		return err
	}
	if err := m.checkCentral(ctx); err != nil {
		return err
	}
	m.journal, m.jhead = j, head
	switch {
	case m.pending != nil:
		m.complete(ctx, "resume") //nolint:errcheck // retried by the next game, which reports the error
	case m.intent != nil:
		m.resolve(ctx, "resume") //nolint:errcheck // resolved by the next action, which reports the error
	}
	return nil
}

// learnBase sets m.base, before the first game of a machine whose journal
// has none (a new machine, no journal, or a journal begun after its
// critical memory was cleared), to the terminal's last game at the
// central system, so that the first game takes the next number: such a
// machine never reports a game under the number of one the system has,
// which it would take for that game sent again (and answer with its
// hits). The base is journaled by the first game's intent, whose number
// it gives (see adopt).
func (m *Machine) learnBase(ctx context.Context) error {
	n, err := m.jp.LastGame(ctx, m.term)
	if err != nil {
		return err
	}
	m.base, m.baseKnown = n, true
	return nil
}

// adopt, replaying the first entry of a journal that numbers a game, sets
// the base that numbers it next (see learnBase); a journal whose first
// game is game 1 has the base 0, as every journal of before the base.
func (m *Machine) adopt(game uint64) {
	if done := m.meters.Games + m.voided; !m.baseKnown && game > done {
		m.base, m.baseKnown = game-1-done, true
	}
}

// checkCentral compares the resumed journal with the central system's
// record of the terminal: a system that has a game of the terminal after
// the journal's last (the open intent's included) means the journal is an
// older copy, rolled back, or another machine's of the same name. The
// check needs the system: when it cannot be reached the journal is
// resumed on its own checks (chain, MACs, anchor) and the next game's
// report, refused below the system's last, stops the machine then.
func (m *Machine) checkCentral(ctx context.Context) error {
	if !m.baseKnown {
		return nil // no game yet: the first one asks the system for its number
	}
	last, err := m.jp.LastGame(ctx, m.term)
	if err != nil {
		return nil
	}
	upTo := m.next() - 1 // the journal's last game, played or void
	if m.intent != nil {
		upTo = m.intent.Game // reported, perhaps, before the machine stopped
	}
	if last > upTo {
		return tampered("open journal", 0, fmt.Sprintf("ends at game %d of terminal %s, but the central jackpot system has game %d: an older copy of the journal (rolled back), or another machine's with this terminal's name",
			upTo, m.term.ID, last))
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
	if m.key != nil && open.Terminal != want.Terminal {
		return tampered("open journal", 1, fmt.Sprintf("is the journal of terminal %v, not %v: a file of another terminal", open.Terminal, want.Terminal))
	}
	diff := "identity"
	for _, f := range []struct {
		name   string
		jv, mv any
	}{{"terminal", open.Terminal, want.Terminal}, {"jackpot pools", open.Pools, want.Pools}, {"game", open.Game, want.Game},
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
	case kindIntent:
		err = m.replayIntent(e.Data)
	case kindVoid:
		err = m.replayVoid(e.Data)
	case kindGame:
		var d gameData
		if err = decode(e.Data, &d); err == nil {
			if d.Reported {
				err = m.replayReported(d)
			} else {
				err = m.replayLegacy(d)
			}
		}
	case kindClear:
		err = m.replayClear(e.Data)
	case kindJackpot:
		var d jackpotData
		if err = decode(e.Data, &d); err == nil {
			if m.pending == nil || m.pending.game.Number != d.Game {
				return fmt.Errorf("the report of game %d, which is not waiting for one", d.Game)
			}
			m.hits(d.Wins)
			m.seen = d.Pools
		}
	default:
		return fmt.Errorf("unknown kind %q", e.Kind)
	}
	if err == nil && m.sw.replay != nil {
		err = m.sw.replay.Done()
	}
	return err
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
	hits, err := m.jp.Report(ctx, p.game)
	var seen []poolView
	if err == nil && m.journal != nil { // boxing the entry would allocate
		if seen, err = m.views(ctx); err == nil {
			err = m.record(ctx, kindJackpot, jackpotData{Game: p.game.Number, Wins: hits, Pools: seen})
		}
	}
	if err != nil {
		return m.fail(op, "jackpot report of game "+strconv.FormatUint(p.game.Number, 10), "", err)
	}
	m.hits(hits)
	if seen != nil {
		m.seen = seen
	}
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
	m.lock(hits)
}
