// Package freespin is the free-spin kit: it composes a complete game
// ([games.Game]) from a [Config], a base game on reel strips and the free
// spins its scatters trigger, so that a title with a feature is a Config
// and a call to [New], as games/stripgame makes a title without one.
//
// # Model
//
// A round is a base-game spin and the free spins it triggers.
//
// A spin lands from its reels ([Reels]): with variable heights, a height
// per reel drawn by weight (Megaways-style; a shorter reel shows
// Config.Blocked in its top rows, see package ways), then a stop per reel
// (tumble.Strips.DrawStops), and the window of the strips at those stops.
// The screen pays on ways (package ways) or paylines (package lines). With
// Config.Cascade the winning positions explode, the symbols above fall
// within each reel's height and the reels refill from their strips above
// the window (tumble.StepBlocked), until a screen wins nothing; every
// winning evaluation is a step. The scatters of the final screen pay from
// Config.ScatterPays and award free spins.
//
// Free spins. The scatters of a base-game spin award free spins by
// Config.Trigger (the entry with the most scatters not above the count),
// those of a free spin award more by Config.Retrigger; a round plays at
// most Config.MaxFreeSpins free spins, and an award beyond that bound is
// cut to what is left (the spin's "awarded" fact says what it awarded after
// the cut). Free spins land on Config.Free's reels (their own strips and
// heights) or on the base reels.
//
// Multipliers. Base-game spins pay ×1. A free spin's wins are multiplied
// by the policy of Config.Multiplier: NoMultiplier (×1), Fixed
// (×Config.FreeMultiplier) or Accumulating (a running multiplier kept by
// package multiplier: each winning step of a free spin adds 1, and the
// spin pays × the total). The multiplier applies to every win of the
// spin, scatter pay included.
//
// Money. Every win is its factor × the spin's multiplier, applied to the
// bet once with slotmech.Factor.Apply (rounded down to the minor unit),
// win by win. The bet is the stake: the game has one mode, games.Standard,
// of cost 1.
//
// Cap. With Config.RoundCapX each win is then offered to the round cap
// (package wincap, RoundCapX × the stake) in the order of the spin: the
// win that reaches the cap is cut to what is left of it, later wins pay
// nothing, the round ends after that spin (its remaining free spins are
// forfeited) and that spin awards nothing. A spin is played to its end
// before it is paid, so the cap cuts money, never the story of the spin.
//
// # Itemised rounds and facts
//
// A round played with a games.Detail has one games.Spin per spin, the free
// spins marked Free, each winning evaluation a games.Step whose wins come
// from package itemise. Every spin reports the fact "awarded" (free spins
// it awarded); under Accumulating, "total_multiplier" (the running
// multiplier after it); with variable heights, "ways" (the product of its
// reels' heights). A forced play (PlayForced) accepts "free_spin"
// and, under Accumulating, "total_multiplier" as its state.
//
// # Exact where the maths allows
//
// A round's base-game spin is a function of its stops when the base reels
// have fixed heights; only the free spins draw more. BaseGame then
// returns the base game alone, whose players are games/exact's
// StripPlayers, and the game is an internal/featurepar.Game (freespin
// implements it structurally): featurepar.Analyse computes the base game's RTP and
// trigger probability exactly over the full cycle and simulates the
// feature, with an honest 99% interval. A game with variable base heights
// is simulated whole (games/sim).
//
// # Concurrency and cost
//
// A game is immutable and safe for concurrent use. Each goroutine plays
// with its own player, which reuses its memory: a round played without a
// Detail allocates nothing once that memory has grown.
//
// # Errors
//
// New refuses a bad Config with a *slotmech.Error naming the field, its value and
// what is wrong, unwrapping to [ErrConfig] (and to the mechanics package's
// error where one refused its part); it never panics on a Config. Rounds
// return *slotmech.Error values wrapping games.ErrBet, games.ErrStops or
// games.ErrForced.
package freespin
