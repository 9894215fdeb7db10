package terminal

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/jackpotcheck"
	"github.com/slotmech/slotmech/internal/recall"
	"github.com/slotmech/slotmech/internal/termkey"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
)

// Machine is one terminal a person plays a [games.Game] on: the CREDIT and
// WIN meters, the stake steps, START and MAX BET, AUTO START, RISK (package
// [gamble]), the terminal's place in a shared [jackpot.Central], and the
// recall of the last games. It plays the rounds of its game with a
// [games.Player] of it, Play(step, Config.Mode, …), so it works with any
// game; a title supplies its configuration (Crystal Spin's is
// internal/crystalterm's Config).
//
// # Meters and stake
//
// CREDIT is the player's money; WIN is what the last game won and, during
// RISK, the amount at risk. The stake is one of the machine's steps
// ([Config.Stakes]) and stays from game to game until
// SetStake or MAX BET changes it. A game at step s costs the game's
// Stake(s, Config.Mode) — s itself in a mode of cost 1, as Crystal Spin's
// — and "the stake" below means that cost. Before a game starts the whole
// WIN moves to CREDIT, and the game starts only if CREDIT then covers the
// stake, which is taken from it. "CREDIT covers the stake" below always
// means CREDIT + WIN ≥ stake.
//
// # States and actions
//
// The machine is in one of four states ([State]): [StateReady] (no game
// running; WIN holds the last game's win), [StateAuto] (AUTO START is on),
// [StateRisk] (a RISK gamble is open) or [StateLocked] (a jackpot hit
// waits for hand pay, CS-20). A game is played inside one call, so
// there is no "game in progress" state. Each action either makes one of
// these transitions or is refused with an error and changes nothing:
//
//	state  action          condition                         next   effect
//	any    Insert(a)       a > 0                             same   CREDIT += a (credit in)
//	Ready  CashOut()       CREDIT + WIN > 0                  Ready  WIN and CREDIT paid out (credit out)
//	Ready  SetStake(s)     s is a stake step                 Ready  stake = s
//	Ready  Start(at)       CREDIT covers the stake           Ready  jackpot report, then WIN → CREDIT, stake
//	                                                                taken, game played, WIN = the game's win
//	Ready  Start(at)       the game hits a jackpot           Locked as Start; the hits announced (CS-20)
//	Ready  MaxBet(at)      CREDIT covers the largest step    Ready  stake = the largest step, then as Start
//	Ready  AutoStart()     CREDIT covers the stake           Auto
//	Ready  Risk()          WIN > 0, the game hit no jackpot  Risk   WIN is at risk
//	Auto   Step(at)        CREDIT covers the next stake      Auto   as Start
//	Auto   Step(at)        it does not (after the game)      Ready  as Start; stop (a)
//	Auto   Step(at)        the game hits a jackpot           Locked as Start; AUTO START stops (CS-13)
//	Auto   Risk()          as from Ready                     Risk   stop (b)
//	Auto   Stop()                                            Ready  stop (c)
//	Risk   Pick(c) wins    no RISK limit reached             Risk   WIN × 2
//	Risk   Pick(c) wins    a RISK limit reached              Ready  WIN × 2, then WIN → CREDIT
//	Risk   Pick(c) loses                                     Ready  WIN lost
//	Risk   Half()          WIN ≥ 2 units                     Risk   odd split: part of WIN → CREDIT
//	Risk   Half()          WIN < 2 units                     Ready  WIN → CREDIT
//	Risk   Collect()                                         Ready  WIN → CREDIT
//	Risk   Start(at)       (START is COLLECT during RISK)    Ready  WIN → CREDIT
//	Locked ClearLockup(…)  the payout, if any, is recorded   Ready  lock-up cleared, AUTO START off
//
// ("units" are Config.Gamble.Unit.) Everything else is refused: an unknown
// stake ([games.ErrBet]); START, MAX BET or AUTO START that CREDIT does
// not cover ([ErrNoCredit]); RISK with an empty WIN ([gamble.ErrAmount]), after a
// jackpot hit ([gamble.ErrJackpot]) or over the RISK limit ([gamble.ErrOverLimit]);
// Pick of no colour ([gamble.ErrColour]); Insert of nothing
// ([gamble.ErrAmount]); and every action the state does not allow now
// ([ErrState], in words that name the state): any action but Insert, Pick,
// Half, Collect and Start during RISK; every action but Insert and
// ClearLockup while locked (in words that name the lock-up); ClearLockup
// when not locked; Pick, Half or Collect outside RISK;
// Start, MaxBet, SetStake, CashOut or AutoStart while AUTO START runs; Step
// or Stop while it does not; CashOut of nothing. Every error is a
// *[slotmech.Error] whose Op names the action ("start", "max bet", "set
// stake", "risk", "pick", …) and, where there is one, whose Field and Value
// name the input at fault ("stake", "7"); it wraps the sentinel, so callers
// test with errors.Is. A refused action changes no meter, no state, no RISK
// history, no jackpot pool and no recall, and takes no draw (except a game
// refused after it was played, by the game itself or because the meters
// could not hold its win: its draws are spent, see Start). While the
// central jackpot system cannot be reached after a game was started
// ("Critical memory" below), every action but Insert waits for it: it is
// refused with an error wrapping jackpot.ErrStore and changes nothing.
//
// # AUTO START
//
// AUTO START is a mode, not a goroutine: while it is on, the caller drives
// it by calling [Machine.Step], which plays the next game exactly as START
// would. It stops only for three reasons, each told by the action that
// stops it, after which the machine is no longer in StateAuto: (a) after a
// game, CREDIT does not cover the next stake (Step returns in StateReady);
// (b) the player enters RISK (Risk; RISK is allowed after any win during
// AUTO START); (c) the player presses STOP (Stop). So while AUTO START is
// on, CREDIT always covers the stake. As a decision of the title (CS-13),
// a jackpot hit stops it too: the hit locks the terminal (StateLocked,
// see "Jackpot"), and clearing the lock-up leaves AUTO START off.
//
// # RISK
//
// RISK is a [gamble.Gamble] of [Config.Gamble]: after any win the player may
// gamble the WIN meter, pick red or black (a card drawn uniformly from a
// full deck with the machine's source; a match doubles WIN, otherwise it is
// lost), HALF it (the credited part goes to CREDIT at once, by the odd split
// of [gamble.Split] in Config.Gamble.Unit), or COLLECT it with the COLLECT
// or START button. The last drawn cards are shown newest first
// ([Machine.History]); the gamble's totals are in the recall
// ([RecallEntry].Risk). A jackpot win is never gambled: it never reaches WIN,
// and, as a decision of this machine, RISK is refused after a game that hit
// a jackpot, while the hit is being announced (the game's own win then moves
// to CREDIT with the next START as usual). Config.Gamble sets the gaming
// standards' RISK limits (a cap on the amount at risk, a number of
// doublings); by default there are none.
//
// # Jackpot
//
// The machine is one terminal (ID and venue) of a shared [jackpot.Central]:
// a [jackpot.System] in the terminal's process or the client of the
// central service (package jackpot/central), which owns the pools and the
// jackpot RNG (CS-19).
// Every game started is reported to it before the game is drawn, and it
// draws the pools the terminal takes part in; a terminal that cannot
// reach it starts no game (see Start). A jackpot hit is announced, in the game's [Round] and in
// the recall (the jackpot system keeps every win record), counted in
// [Meters].Jackpots, and never added to CREDIT or WIN nor gambled: staff pay
// it (see [jackpot.Win.Claim]).
//
// Hand pay (CS-20's decision): a hit locks the terminal ([StateLocked]):
// AUTO START stops, the announcement — pool, amount and the win record's
// number, [jackpot.Win].Seq — stays readable with [Machine.Lockup], and no
// game, RISK, cash-out, stake change or AUTO START is possible until an
// attendant clears the lock-up with [Machine.ClearLockup] (the attendant
// key, with the caller's time and the attendant's identity), which records
// a payout form's payout with the central system ([jackpot.Central].Pay)
// and writes the clearing to the journal. Insert stays possible. A machine
// resumed from a journal while locked is locked.
//
// # Recall
//
// The machine keeps the last Config.Recall games (10 by default: the last
// game and the nine before it), each with its replayable [record.Record]
// and the terminal's facts around it; see [Machine.Recall] and
// [RecallEntry].
//
// # Critical memory
//
// With a journal ([Config.Journal]; package games/terminal/sqlitejournal
// keeps one in a SQLite file) the machine survives a power cut. Every action
// that changes the machine is written to the journal before its effect is
// shown or acknowledged (write-ahead): a refused action writes nothing, and
// an action whose entry cannot be written is refused with an error wrapping
// [ErrJournal] and changes nothing. A game is played in two entries:
// START (MAX BET, Step) writes the game's intent — its number N, button,
// time and stake; nothing drawn, nothing taken — and reports N to the
// central jackpot system; only on the system's answer is the game drawn,
// and it is written with the answer's hits (one entry) before it stands
// (meters, recall) and is shown. RISK picks draw their card, write it,
// then pick.
//
// A report that fails leaves the game not started and its intent open:
// the terminal cannot know whether the system recorded the report (its
// answer may be lost on the way back, or the terminal may have stopped
// between the report and the game's entry). Before any other action but
// Insert, and in New when it resumes, the terminal asks the system for the
// game's void ([jackpot.Central].Void), which in one atomic step either
// records N as void — the system had no report of it; a void entry is
// written, N is never played (a later report of it is refused) and the
// next game is N + 1 — or returns the first report's answer, and the game
// is drawn then, written and shown: "game N settled after the outage"
// ([Round].Settled, also of the Last game after New). The draw happens
// once, after the answer, and is written before it is shown; a game drawn
// but not yet written when the power cut was never shown, and the resumed
// terminal draws it anew. While the system cannot be reached, a terminal
// with an open intent does nothing but wait: every action but Insert is
// refused with an error wrapping jackpot.ErrStore, CASH OUT too — the
// game's stake may be in a pool already, and the game owed to the player
// if it is; paying CREDIT out before the answer could pay the stake out
// too. A terminal without an open intent cashes out whatever the central
// system's state.
//
// [New] with a journal that has entries resumes the machine exactly: it
// checks the journal's chain, keyed or not ([VerifyJournal]), and that the
// journal is of this configuration (game, pay table, mode, stakes, RISK
// rules, terminal, recall, and keyed the jackpot pools; the opening
// entry), then rebuilds the machine — meters, stake, state, AUTO START,
// an open RISK with the amount at risk, its card history and limits, the
// recall of the last games with their screens, the jackpot hits — from
// the last checkpoint (an entry holding the whole state, written every
// [Config].Checkpoint entries; its kept games are played again from their
// draws) and the entries after it, each replayed from its
// recorded values. So a restart replays a bounded number of entries however
// long the terminal has played; Config.Checkpoint < 0 replays the whole
// journal instead and checks every checkpoint against the replay.
// Config.Prune keeps the journal itself bounded: the entries before the
// last checkpoint but one are dropped. An open intent is resolved as
// above. A journal written before the intents (each game drawn and
// written first, then its jackpot entry) resumes too: a game of it whose
// jackpot report was not acknowledged is reported again — the system
// recognises a report it had already taken (the terminal's ID and game
// number are its idempotency key) and returns its first wins — and the
// report is tried again before the next game or RISK while the system
// cannot be reached.
//
// Every action that writes the journal or reaches the jackpot system takes
// a context first, as database/sql does, and hands it to the journal and to
// the jackpot system's store: an action whose context is done while it waits
// for them is refused with an error wrapping ctx.Err() and changes nothing
// (but for an intent written: the game is not started, and its intent
// resolved as above).
//
// A journal that is broken or of another configuration, or an entry that
// does not replay to what it records (a game that wins another amount), is
// refused: New returns an error wrapping ErrJournal that names the entry,
// and no machine, so nothing is paid from it.
//
// With a key ([Config].Key) the entries are authenticated (HMAC-SHA-256,
// see [JournalEntry]) and New also refuses, with an error wrapping
// [ErrTampered] and ErrJournal, a journal whose MACs are not the key's,
// one of another terminal, one that is not where its [Anchor] says the
// journal ended (rolled back, cut short, replaced), and a jackpot pool that
// has taken no game since the terminal's last report but is not the state
// the terminal then saw (the view each jackpot entry records), or that has
// fewer games. Such a terminal needs an attendant: nothing is restored.
//
// # Invariant
//
// Money is neither created nor lost. At every moment the [Meters] satisfy
//
//	CreditIn + GameWins + RiskWon = Credit + Win + CreditOut + Staked + RiskLost
//
// ([Meters.Balanced]), where Win includes the amount at risk during RISK.
// Jackpot wins are outside this account: they are paid by staff from the
// pools, whose own ledger is [jackpot.System.Audit]. Money arithmetic is
// checked: an action whose result Money could not hold is refused with an
// error wrapping [slotmech.ErrOverflow].
//
// # Randomness and time
//
// One injected source ([Config.Source]) serves every draw: the game's, the
// RISK cards (the jackpot is the central system's). The machine reads no clock: Start, MaxBet
// and Step take the time of the game from the caller, for the jackpot
// records and the recall.
//
// # Concurrency
//
// The zero Machine is not usable; use [New]. A Machine is the state of one
// terminal, owned by one goroutine, and is not safe for concurrent use. The
// jackpot Central it reports to is shared by many terminals and is safe for
// concurrent use.
type Machine struct {
	game    games.Game
	name    string // the game's name, for errors and records
	config  string // games.ConfigID(game), for records
	mode    string // the mode every game is played in, resolved
	jp      jackpot.Central
	term    jackpot.Terminal
	risk    *gamble.Gamble
	riskCfg gamble.Config    // Config.Gamble, for the identity and Resume
	steps   []slotmech.Money // the stake steps, ascending
	costs   []slotmech.Money // costs[i] = game.Stake(steps[i], mode)
	step    int              // the index of the current step

	state  State
	stop   stopReason // why AUTO START last stopped, for the checkpoints
	meters Meters

	// lastJackpot says the last game hit a jackpot: its WIN cannot be risked.
	lastJackpot bool

	// player plays the machine's games, itemised in a slot's Detail when
	// itemise is set and recorded through a slot's Recorder when recall is
	// on (keep > 0). The ring holds the slots of the last games, newest at
	// head; a game is played into spare and swapped in once it stands, so a
	// refused game leaves every kept one as it was.
	player  games.Player
	itemise bool
	keep    int // games recalled; 0: recall off
	ring    []*slot
	head    int
	spare   *slot

	last     Round
	jackpots []jackpot.Win // every hit announced, oldest first, for the checkpoints
	lockup   []jackpot.Win // the hits that lock the terminal in StateLocked (CS-20)
	// autoGame says the pending game was played by AUTO START (Step): its
	// hits stop AUTO START even if the report is answered after Step
	// returned, as during a resume, where its jackpot entry follows.
	autoGame bool

	// Critical memory: the journal every action is written to before its
	// effect shows, and its last entry; during New's replay of the journal
	// replaying is set, sw serves each entry's recorded draws, and the
	// replayed game's software is the one recorded.
	journal        Journal
	jhead          JournalHead
	replaying      bool
	sw             switchSource
	replaySoftware string

	// every is how many entries lie between two checkpoints (0: none) and
	// lastCheckpoint the last checkpoint's entry (or the opening one).
	every          int
	lastCheckpoint uint64
	prune          bool // Config.Prune

	// key authenticates the journal (Config.Key; nil: unkeyed), anchor
	// keeps its head outside it (anchorStale: the last head is not stored
	// yet). pools are the jackpot pools the terminal plays into, poolsID
	// their configurations' identity, seen its last view of them.
	key         []byte
	anchor      Anchor
	anchorStale bool
	pools       []string
	poolsID     string
	seen        []poolView

	// pending is the last game of a journal of before the intents while
	// its jackpot report is not acknowledged (it points at pend), or nil.
	pending *pendingReport
	pend    pendingReport
	// intent is the open intent: the game reported, or to be, whose
	// report is not answered (it points at in), or nil; voided counts the
	// games void, whose numbers are skipped (see next).
	intent *intentData
	in     intentData
	voided uint64
	// base is the number of the terminal's last game before this machine's
	// first: the central system's, asked before the first game (see
	// learnBase), or read off the journal's first game; baseKnown says it
	// is known.
	base      uint64
	baseKnown bool
	pick      *rng.Recorder // draws a RISK card before the pick is written
}

// Config is what a [Machine] is built from. The zero value is not valid:
// Game, Source, Jackpot and Stakes are required, Terminal must be valid and
// Gamble.Unit at least 1.
type Config struct {
	// Game is the game the machine plays, in Mode, at every step of Stakes.
	Game games.Game

	// Mode is the name of the game's mode every game is played in; "" means
	// the game's first (standard) mode.
	Mode string

	// Stakes are the stake steps the player chooses from, ascending, each
	// positive and accepted by the game in Mode. A step is the bet the
	// machine plays; what a game costs is the game's Stake(step, Mode) (the
	// step itself in a mode of cost 1). MAX BET plays the largest step.
	Stakes []slotmech.Money

	// Stake is the step the machine starts with; 0 means the game's
	// DefaultBet if it is a step, else the smallest step.
	Stake slotmech.Money

	// Gamble configures RISK: the unit HALF counts in, how many cards the
	// history shows, and the optional limits (MaxAtRisk, MaxDoublings) that
	// gaming standards ask for. See [gamble.Config].
	Gamble gamble.Config

	// Jackpot is the central jackpot system the machine reports every game
	// started to, before the game is drawn, and which draws its jackpot
	// (CS-19; its Void settles a game whose report failed): a
	// *jackpot.System in this process (a venue of one terminal) or the
	// client of the service (jackpot/central.NewClient). Terminal is the
	// machine's identity in it.
	Jackpot  jackpot.Central
	Terminal jackpot.Terminal

	// Source serves every draw of the machine: games and RISK cards. Production uses rng.NewCrypto().
	Source rng.Source

	// Recall is how many games the machine keeps for recall: 0 means
	// 10 games (the last game and the nine before it, as
	// GLI-19 asks); a negative value turns recall off, for simulations and
	// benchmarks only. With recall on every round is itemised (screens,
	// steps, wins in Round.Detail), as the records need it and a display
	// shows it; with recall off none is.
	Recall int

	// Journal, if not nil, is the machine's critical memory (see
	// [Machine], "Critical memory"): every action is written to it before
	// its effect shows, and a machine made with a journal that has entries
	// resumes exactly where the journal ends. nil keeps the machine in the
	// process's memory only, for simulations and tests.
	Journal Journal

	// Key authenticates the journal: every entry carries its HMAC-SHA-256
	// under Key (see [JournalEntry]), so that nobody who can write the
	// journal but does not hold Key can forge, edit or splice it. It is at
	// least 32 bytes, kept apart from the journal (a file of mode 0600, an
	// environment variable, a hardware store) and the same for the whole
	// life of a journal: rotating it means a new journal. nil leaves the
	// journal unkeyed (simulations, tests), which finds accidents only.
	Key []byte

	// Anchor, if not nil, keeps the journal's head outside the journal
	// (see [Anchor]), so that a journal rolled back to an older copy, cut
	// short or replaced is refused by New with [ErrTampered]. It needs a
	// Journal.
	Anchor Anchor

	// Checkpoint is how many journal entries the machine writes between two
	// checkpoints, entries that hold its whole state so that New replays
	// only the entries after the last one: 0 means defaultCheckpoint (1000); a
	// negative value writes none and makes New replay the whole journal,
	// checking every checkpoint it meets against the replay (an audit).
	Checkpoint int

	// Prune bounds the journal: after each checkpoint it writes, the
	// machine drops the entries before the checkpoint before it (the
	// opening entry stays), so the journal holds at most about twice
	// Checkpoint entries however long the terminal plays, and a restart
	// needs only the last checkpoint and what follows it. It needs
	// checkpoints (Checkpoint ≥ 0) and a Journal that is a [Pruner]
	// (sqlitejournal's is). The opening entry records
	// it, so a journal opened without Prune is always checked whole. Copy
	// the entries elsewhere first if they must be archived: pruning
	// removes them.
	Prune bool
}

// New returns a machine in StateReady with empty meters and the configured
// stake. If cfg is not valid it returns a *[slotmech.Error] with Op "new
// terminal", wrapping [ErrConfig], whose Field names the field of cfg at
// fault ("Stakes[3]", "Terminal.ID", "Gamble.Unit") and Value its value.
//
// With a journal (Config.Journal) that has entries, New returns the machine
// the journal leaves, resumed (see [Machine], "Critical memory"); an empty
// journal gets its opening entry. A journal that cannot be used is refused
// with a *slotmech.Error with Op "open journal", wrapping [ErrJournal], whose
// Field names the entry at fault ("entry 12", by its number Seq): no
// machine is returned, and
// nothing is paid from it.
func New(ctx context.Context, cfg Config) (*Machine, error) {
	bad := func(field, value string, err error) error {
		return &slotmech.Error{Op: "new terminal", Field: field, Value: value, Err: fmt.Errorf("%w: %w", ErrConfig, err)}
	}
	switch {
	case cfg.Game == nil:
		return nil, bad("Game", "", errors.New("is nil"))
	case cfg.Source == nil:
		return nil, bad("Source", "", errors.New("is nil"))
	case cfg.Jackpot == nil:
		return nil, bad("Jackpot", "", errors.New("is nil"))
	case !jackpotcheck.Name(cfg.Terminal.ID):
		return nil, bad("Terminal.ID", cfg.Terminal.ID, errors.New("not a valid name"))
	case !jackpotcheck.Name(cfg.Terminal.Venue):
		return nil, bad("Terminal.Venue", cfg.Terminal.Venue, errors.New("not a valid name"))
	case len(cfg.Stakes) == 0:
		return nil, bad("Stakes", "", errors.New("no stake steps"))
	case cfg.Prune && cfg.Checkpoint < 0:
		return nil, bad("Prune", "true", errors.New("needs checkpoints, and Checkpoint is negative"))
	case cfg.Prune && cfg.Journal == nil:
		return nil, bad("Prune", "true", errors.New("needs a Journal"))
	case cfg.Key != nil && len(cfg.Key) < termkey.MinLen:
		return nil, bad("Key", "", fmt.Errorf("%d bytes, want at least %d", len(cfg.Key), termkey.MinLen))
	case cfg.Anchor != nil && cfg.Journal == nil:
		return nil, bad("Anchor", "", errors.New("needs a Journal"))
	}
	if _, ok := cfg.Journal.(Pruner); cfg.Prune && !ok {
		return nil, bad("Prune", "true", errors.New("the Journal cannot drop entries (it is no Pruner)"))
	}
	mode, ok := games.FindMode(cfg.Game, cfg.Mode)
	if !ok {
		return nil, bad("Mode", cfg.Mode, errors.New("the game has no such mode"))
	}
	costs := make([]slotmech.Money, len(cfg.Stakes))
	for i, s := range cfg.Stakes {
		field, value := "Stakes["+strconv.Itoa(i)+"]", itoa(s)
		switch {
		case s <= 0:
			return nil, bad(field, value, errors.New("not positive"))
		case i > 0 && s <= cfg.Stakes[i-1]:
			return nil, bad(field, value, fmt.Errorf("not above the step before it, %d", cfg.Stakes[i-1]))
		}
		cost, err := cfg.Game.Stake(s, mode.Name)
		if err != nil {
			return nil, bad(field, value, fmt.Errorf("the game refuses it: %w", err))
		}
		if cost <= 0 {
			return nil, bad(field, value, fmt.Errorf("the game charges %d for it", cost))
		}
		costs[i] = cost
	}
	step := slices.Index(cfg.Stakes, cfg.Stake)
	if cfg.Stake == 0 {
		step = max(0, slices.Index(cfg.Stakes, cfg.Game.DefaultBet()))
	}
	if step < 0 {
		return nil, bad("Stake", itoa(cfg.Stake), errors.New("not a stake step"))
	}
	risk, err := gamble.New(cfg.Gamble)
	if err != nil {
		if field, value, ok := gambleField(err); ok {
			return nil, bad("Gamble."+field, value, err)
		}
		return nil, bad("Gamble", "", err)
	}
	keep := cfg.Recall
	switch {
	case keep == 0:
		keep = recall.Default
	case keep < 0:
		keep = 0
	}
	m := &Machine{
		game:    cfg.Game,
		name:    cfg.Game.Name(),
		config:  games.ConfigID(cfg.Game),
		mode:    mode.Name,
		jp:      cfg.Jackpot,
		term:    cfg.Terminal,
		risk:    risk,
		riskCfg: cfg.Gamble,
		steps:   slices.Clone(cfg.Stakes),
		costs:   costs,
		step:    step,
		player:  cfg.Game.NewPlayer(),
		itemise: keep > 0,
		keep:    keep,
		prune:   cfg.Prune,
		key:     slices.Clone(cfg.Key),
		anchor:  cfg.Anchor,
	}
	if sys, ok := cfg.Jackpot.(*jackpot.System); ok && m.key != nil {
		m.pools, m.poolsID = poolsOf(sys, cfg.Terminal)
	}
	m.meters.Stake = m.steps[step]
	m.sw.live = cfg.Source
	m.pick = rng.NewRecorder(&m.sw)
	switch {
	case cfg.Checkpoint == 0:
		m.every = defaultCheckpoint
	case cfg.Checkpoint > 0:
		m.every = cfg.Checkpoint
	}
	if cfg.Journal != nil {
		m.journal = cfg.Journal // for newSlot; attach sets it again
		if err := m.attach(ctx, cfg.Journal); err != nil {
			var e *slotmech.Error
			if !errors.As(err, &e) {
				err = &slotmech.Error{Op: "open journal", Err: err}
			}
			return nil, err
		}
	}
	if !m.baseKnown {
		_ = m.learnBase(ctx) // or before the first game, which needs the system anyway
	}
	return m, nil
}

// State returns the machine's state.
func (m *Machine) State() State { return m.state }

// cost returns what a game at the current stake step costs: the game's
// Stake(step, mode), the step itself in a mode of cost 1.
func (m *Machine) cost() slotmech.Money { return m.costs[m.step] }

// Meters returns a snapshot of the meters and the machine's totals.
func (m *Machine) Meters() Meters { return m.meters }

// Last returns the last game played (the zero Round before the first).
// Its Detail belongs to the machine and stays valid until the machine plays
// another game.
func (m *Machine) Last() Round { return m.last }

// covers reports whether CREDIT, with WIN added as it will be before the
// next game, covers cost.
func (m *Machine) covers(cost slotmech.Money) bool {
	total, err := m.meters.Credit.Add(m.meters.Win)
	return err != nil || total >= cost // an overflowing total covers any stake
}

// itoa formats an amount for an error's Value.
func itoa(a slotmech.Money) string { return strconv.FormatInt(int64(a), 10) }

// gambleField returns the Config field and value that gamble.New's error
// err names.
func gambleField(err error) (field, value string, ok bool) {
	var se *slotmech.Error
	if errors.As(err, &se) && se.Field != "" {
		return se.Field, se.Value, true
	}
	return "", "", false
}
