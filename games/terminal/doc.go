// Package terminal is the machine a person plays a slot game on: the CREDIT
// and WIN meters, the stake steps, START and MAX BET, AUTO START and STOP,
// RISK (double or nothing, package gamble), the terminal's place in a shared
// jackpot system (package jackpot) and the recall of the last games. It
// plays any [games.Game]: a title supplies the configuration — its game,
// its stake steps, its RISK rules — and the terminal does the rest.
// Crystal Spin's terminal is internal/crystalterm's Config, which states the
// title's rules CS-11 … CS-20 and whose tests check them.
//
// # Model
//
// [New] builds a [Machine] from a [Config]. The machine is in one of four
// states ([State]): ready, AUTO START on, RISK open, or locked by a jackpot
// hit for hand pay until the attendant key ([Machine.ClearLockup], CS-20,
// which stops AUTO START too, CS-13); each button is a
// method ([Machine.Start], [Machine.MaxBet], [Machine.AutoStart],
// [Machine.Step], [Machine.Stop], [Machine.Risk], [Machine.Pick],
// [Machine.Half], [Machine.Collect], …) that either makes a transition of
// the table in Machine's documentation or is refused with an error and
// changes nothing. A game is played inside one call; AUTO START is a mode
// the caller drives with Step, not a goroutine.
//
// The [Meters] hold CREDIT, WIN and the stake, and the totals since the
// machine was built. Money is neither created nor lost: at every moment
//
//	CreditIn + GameWins + RiskWon = Credit + Win + CreditOut + Staked + RiskLost
//
// ([Meters.Balanced]), checked after every action by the package's
// property tests. Jackpot wins are outside this account: staff pay them
// from the pools, whose ledger is the jackpot system's.
//
// Every draw of the terminal — the game's, the RISK cards — comes from the
// one injected source ([Config.Source]); the jackpot is drawn by the
// central jackpot system ([jackpot.Central], CS-19), which the terminal
// tells of every game started, before it draws the game, and which answers
// its hits: a terminal that cannot reach it starts no game. The machine reads no clock: the
// buttons that start a game take its time from the caller.
//
// # Recall
//
// The machine keeps the last games for recall, as test labs ask (GLI-19
// §4.14: the last game and at least nine before it; [Config.Recall], 10 by
// default). [Machine.Recall] returns them newest first as [RecallEntry]
// values: the round as a [record.Record] (its raw draws, recorded through
// an [rng.Recorder], the full configuration identity and the itemised
// outcome as JSON: every screen of every cascade step with its wins, and a
// strip game's reel stops), which [record.Replay] plays again bit for bit,
// and the terminal's facts around it: the game's number, its time, its
// stake, CREDIT and WIN before and after it, the RISK that followed it (its
// decisions and cards, its result and CREDIT and WIN after it), and the
// jackpot hits of its draw as the central system's win records (number,
// amount, and status: announced, then paid with the payout form's number
// or refused once the attendant's key settled it).
// The machine keeps its games in reused memory, so that playing allocates
// nothing in steady state, and builds entries only when asked. Each entry
// also names the terminal and the software that played the game (the
// identity line of internal/version: module, version, VCS revision, Go
// version). The master meters for an accounting screen are [Meters].
//
// # Critical memory
//
// A machine with a [Journal] ([Config.Journal]) writes every action ahead
// of its effect and resumes from the journal exactly where it stopped (see
// [Machine], "Critical memory"): meters, credit, stake, state with an open
// RISK, AUTO START, the recall of the last games and a game started but not
// answered by the central system, which it settles with it: void, or, if
// its report had reached the system, drawn and played out then, once
// (see [Machine], "Critical memory"). The journal is
// tamper-evident: each entry carries the MAC of the one before, and
// [VerifyJournal] names the first entry of an edited, reordered or
// truncated journal. Package games/terminal/sqlitejournal keeps it in a
// SQLite file, the default for a terminal.
//
// Keyed, the journal is also unforgeable by whoever can write it: with
// [Config].Key every entry carries its HMAC-SHA-256 under a key kept apart
// from the journal, of the terminal's ID too (see [JournalEntry]); the
// opening entry names the terminal and the identity of its jackpot pools'
// configuration; each jackpot entry records the terminal's view of its
// pools, which New checks against the jackpot system; and an [Anchor]
// ([Config].Anchor) keeps the journal's head outside it, so that a journal
// rolled back, cut short or replaced is found. The central jackpot system
// is a second anchor, which no one at the terminal can write: a journal
// resumed while the system has a later game of the terminal than the
// journal's last ([jackpot.Central].LastGame) is an older copy — journal
// and anchor rolled back together — or another machine's. A journal that
// fails any of these checks is refused with [ErrTampered]: no machine,
// nothing restored, an attendant is needed.
//
// Game numbers. A machine numbers its games on from the terminal's last
// game at the central system: a new machine, one without a journal, or one
// whose critical memory was cleared (its journal replaced by a new one,
// the attendant's way out of a journal refused above) asks the system
// before its first game, and that game's intent keeps the number in the
// journal (its checkpoints too). A report is never taken for a game the
// system has, sent again; if the system cannot be reached then, START is
// refused and nothing is at risk. The key's handling (generation,
// length, permissions, rotation) is internal/termkey's documentation and
// examples/play's.
//
// # Errors
//
// Every error is a *[slotmech.Error], the module's one error type: Op the
// action ("start", "set stake", "pick", "new terminal", "open journal"),
// Field and Value the input at fault ("stake" "7", "Stakes[3]", "entry 12"),
// Err one of the package's sentinels — [ErrState] for every action the
// machine's state does not allow now, in words that name the state ("AUTO
// START is on", "RISK is in progress"), [ErrNoCredit], [ErrConfig],
// [ErrJournal], [ErrTampered], [ErrGame], whose texts start with
// "terminal: " — or one of package gamble's for the RISK rules ([gamble.ErrAmount],
// [gamble.ErrColour], …) in the terminal's words, or another package's
// ([slotmech.ErrOverflow], [games.ErrBet] for a stake that is not a step).
// Test the reason with errors.Is and read the fields with errors.As; see
// the package's sentinels for the list.
//
// # Concurrency
//
// A Machine is the state of one terminal, owned by one goroutine; it is not
// safe for concurrent use, and its zero value is not usable (use [New]).
// Many Machines, each on its own goroutine with its own source, may share
// one jackpot.Central, which is safe for concurrent use, and one Game, which
// is immutable.
//
// # What it is not for
//
// It does not draw a screen (examples/play does), take money physically,
// or decide a game's outcome: the game does. Without a journal the meters
// and the recall live in the process's memory only.
package terminal
