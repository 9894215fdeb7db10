// Package starlight plays Starlight Christmas: the implementation behind
// games/starlight (the game's public face, whose documentation states the
// rules SC-1 … SC-14 with their IDs, the maths and the draw order an
// auditor replays from) and internal/designs/starlight (the adapters of the
// design tools). Here are the refills, the tumble sequence, the
// multipliers, the cap, forced play and the free-spin feature on its own
// ([Player.PlayFeature], for the estimator), with the tests of every rule.
//
// # Model
//
// A [Game] is the certified configuration, immutable; a [Player] plays its
// rounds on one goroutine, reusing its working memory. A round that is not
// itemised is played on the screen's symbol counts rather than its
// positions, with the same draws and outcome (count.go); an itemised round
// and a forced play on the screen. The symbols, the
// screen size, the bets and the round rules are constants here; in the
// public package they are data (the alphabet, ConfigData, the package
// documentation).
//
// # Concurrency
//
// A Game is safe for concurrent use; a Player is not (one per goroutine).
//
// # What it is not for
//
// Importing from outside the module (it is internal), or a second copy of
// the rules: games/starlight's documentation is the one statement of them.
package starlight
