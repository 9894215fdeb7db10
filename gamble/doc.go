// Package gamble is the double-or-nothing feature of a slot machine ("RISK"):
// after a win the player may pick red or black, doubling the win on a match
// and losing it otherwise, take half of it and go on with the rest, or collect.
// It is general: any title may offer it. Crystal Spin uses it for its rules
// CS-14 to CS-17.
//
// # Model
//
// A [Gamble] belongs to one terminal. It holds its [Config], the gamble being
// played, and the history of drawn cards, which persists from one gamble to
// the next (newest first, at most Config.History cards; CS-17 shows five).
//
// A Gamble is either idle (no gamble yet, or the last one has ended) or open.
// Each move either makes a transition from this table or is refused with an
// error and changes nothing (no card drawn, no money moved):
//
//	state  move            condition                      next state (reason)         money
//	idle   Start(a, jp)    a > 0, not jackpot, 2a <= cap  open                        AtRisk = a
//	open   Pick(c) wins    no limit reached               open                        AtRisk ×2
//	open   Pick(c) wins    limit reached                  idle (LimitDoublings or     AtRisk ×2, then all to credit
//	                                                           LimitAtRisk)
//	open   Pick(c) loses                                  idle (Lost)                 AtRisk lost
//	open   Half()          at least 2 units at risk       open                        odd split: part to credit
//	open   Half()          fewer than 2 units at risk     idle (NothingAtRisk)        all to credit
//	open   Collect()                                      idle (Collected)            all to credit
//
// Refused: Start while open ([ErrState]), on a jackpot win ([ErrJackpot],
// CS-14), of nothing ([ErrAmount]) or over the limit ([ErrOverLimit]); Pick,
// Half or Collect when idle ([ErrState]: after a loss, a second Collect,
// before any Start …); Pick of a colour other than [Red] or [Black]
// ([ErrColour]). While a gamble is open a pick is always legal: a gamble that
// can take no further pick has ended.
//
// Money leaves a Gamble only through return values, which the caller credits
// to the player: what [Gamble.Half] and [Gamble.Collect] return, and
// [Outcome.Credited] when a limit ends a gamble after a won pick.
//
// # Invariant
//
// At every moment, for the current (or last) gamble, [State] satisfies
//
//	Credited + AtRisk + Lost − Won == Amount
//
// where Amount is the win the gamble started with, Credited everything moved
// to credit, Lost what a losing pick took and Won everything doublings added.
// Nothing is created or lost on the way; [State.Balanced] checks it.
//
// # Half: the odd-split rule
//
// HALF keeps half of the amount at risk and credits the other half at once
// (CS-16). "Half" is counted in whole units of Config.Unit: with n whole
// units at risk, ⌊n/2⌋ units stay at risk and the rest is credited, so for
// an odd n the player is credited (n−1)/2 + 1 units and risks (n−1)/2, and a
// remainder smaller than one unit is credited too. Risk + credit is always
// exactly the amount before HALF. [Split] is the rule on its own.
//
//	Kč, Unit 1:            1 → risk 0, credit 1 (the gamble ends: NothingAtRisk)
//	                       3 → risk 1, credit 2
//	                       5 → risk 2, credit 3
//	                     100 → risk 50, credit 50
//	cents, Unit 100 (€):  350 → risk 100, credit 250
//	                      400 → risk 200, credit 200
//	                      199 → risk 0, credit 199 (NothingAtRisk)
//
// # Limits
//
// Two optional limits, as gaming standards ask for (a maximum number of
// consecutive gambles and a win cap per gamble):
//
//   - Config.MaxDoublings: after that many won picks the gamble ends and the
//     amount at risk is credited ([LimitDoublings]).
//   - Config.MaxAtRisk (the cap in the table above): no pick may put more
//     than MaxAtRisk at risk. Start refuses an amount over MaxAtRisk/2, and
//     a won pick after which 2 × AtRisk would exceed MaxAtRisk ends the
//     gamble, the amount at risk credited ([LimitAtRisk]). So AtRisk never
//     exceeds MaxAtRisk. With MaxAtRisk 0 the only cap is the range of Money:
//     Credited + 2 × AtRisk must stay representable.
//
// When both are reached by the same pick the reason is LimitDoublings.
//
// # Fairness
//
// Every card is drawn with one [rng.IntN](src, 52) from a full deck, so each
// card has probability exactly 1/52 and each colour exactly 1/2 (CS-15), and
// no earlier card changes the next one. A won pick pays exactly twice the
// amount risked, so the expected value of every decision (pick either
// colour, half, collect) equals the amount at risk: the gamble returns exactly
// 100% and does not change a game's RTP (the fairness part of CS-21).
//
// # Errors
//
// Errors are *[slotmech.Error] values, the module's one error type: [New]
// refuses a bad [Config] with one naming the field and its value and
// wrapping [ErrConfig], [Resume] a state that cannot be resumed with one
// wrapping [ErrState]. A refused move returns one of the sentinels listed
// above ([ErrAmount], [ErrColour], …) or, for a move the state does not
// allow, an error wrapping [ErrState] in its own words ("gamble: no gamble
// is open"), and changes nothing. Test with errors.Is; messages start with
// "gamble: ".
//
// # Concurrency
//
// A Gamble is not safe for concurrent use; it is the state of one terminal.
// Different Gambles are independent.
//
// # What it is not for
//
// It does not hold the player's credit or meters: the caller credits what the
// moves return. It does not decide when the gamble is offered (after which
// wins, whether auto play stops), draw its own randomness, record games for
// recall, or time anything out: those belong to the game and the machine.
package gamble
