// Package central serves a jackpot system ([jackpot.System]) over HTTP with
// JSON, and is the client terminals reach it with: the central jackpot
// system of CS-19 as a service of its own, with the same [jackpot.Central]
// interface as a System in the terminal's process.
//
// # Model
//
// [NewHandler] serves a Central (a System over a database store, package
// jackpot/sqlstore: PostgreSQL for a network, SQLite for one venue) on
// five endpoints:
//
//	POST /v1/games              a game started: {"terminal", "venue", "game", "stake", "at"} → {"wins": [...]}
//	POST /v1/games/void         a game the terminal could not report: {"terminal", "venue", "game"} → {"wins": [...], "played": true} or {} (void)
//	GET  /v1/terminals/{id}/last  the terminal's last game number, reported or void: {"last"} (absent for none)
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
// # Authentication
//
// Every request is signed: its Authorization header is
// "Slotmech-HMAC-SHA256 ID:MAC", where ID names a [Key] the service holds
// and MAC is the HMAC-SHA-256, in hex, under that key's secret, of the
// method, a newline, the path with its query, a newline and the body. The
// service answers 401 (kind "unauthenticated") for no header, an unknown
// key or a MAC that does not match — a request changed on the way, or
// signed with another secret — and 403 ("forbidden") for a key that may
// not make the request: a terminal's key reports, voids and pays only its
// own terminal's games and wins and reads only its own last game, an
// attendant's pays any win and reports none. The client returns both wrapping [ErrAuth]. Keys are read with
// [ParseKeys]; the service holds every terminal's and attendant's, a
// terminal its own.
//
// The MAC holds no time or counter: a request recorded and sent again is
// answered as the first time and changes nothing (a report and a void are
// idempotent, a payout sent again returns the win as recorded), so replaying
// one gains nothing. Nor does it hide the requests: use https URLs (the
// client accepts them) or the operator's network for confidentiality.
//
// # Concurrency
//
// The handler and the client are safe for concurrent use.
//
// # What it is not for
//
// The handler does not encrypt: serve it over TLS (examples/central does
// with -tls-cert and -tls-key; the client takes https URLs and an
// http.Client with the service's certificate authority) or behind the
// operator's network controls, as the lab requires. It has no endpoint that changes pools or
// their configuration, and none that manages keys: they are files the
// operator writes (ParseKeys).
package central
