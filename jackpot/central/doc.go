// Package central serves a jackpot system ([jackpot.System]) over HTTP with
// JSON, and is the client terminals reach it with: the central jackpot
// system of CS-19 as a service of its own, with the same [jackpot.Central]
// interface as a System in the terminal's process.
//
// # Model
//
// [NewHandler] serves a Central (a System over a database store, package
// jackpot/sqlstore: PostgreSQL for a network, SQLite for one venue) on
// four endpoints:
//
//	POST /v1/games              a game started: {"terminal", "venue", "game", "stake", "at"} → {"wins": [...]}
//	POST /v1/games/void         a game the terminal could not report: {"terminal", "venue", "game"} → {"wins": [...], "played": true} or {} (void)
//	GET  /v1/wins?after=N&limit=M the win records, each with its status
//	POST /v1/wins/{seq}/payout  the attendant's payout: {"form", "payout_form"} → {"win"}
//
// An error is answered with a status code and {"error": {"kind", "op",
// "field", "value", "reason"}}, kind naming the sentinel ("game", "void",
// "void-game" for a report of a void game, "payout", "form", "store", …), which [NewClient]'s client returns wrapped again:
// the caller tests it with errors.Is as with an embedded System. The
// pools' states and their secret must-hit thresholds are never sent: the
// answers are hits and win records.
//
// A game's report is idempotent per terminal and game number (the store
// recognises a game reported again and returns its first answer, never
// drawing it again), so the client may send it again: to the next of its
// URLs when one cannot be reached. Several service processes over one
// PostgreSQL database serve one network; a client given their URLs fails
// over from one to the next. A client that reaches none returns an error
// wrapping [jackpot.ErrStore], and a terminal does not start a game
// (games/terminal): it asks for the game's void before it does anything
// else ([jackpot.System.Void]), which answers with the game's report if
// one reached the service, and is idempotent too.
//
// # Concurrency
//
// The handler and the client are safe for concurrent use.
//
// # What it is not for
//
// It does not authenticate its callers nor encrypt: run it behind the
// operator's network controls (TLS, client certificates) as the lab
// requires. It has no endpoint that changes pools or their configuration.
package central
