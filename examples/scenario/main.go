// Command scenario evaluates forced outcomes for QA and audit: each input
// line fixes a screen, what falls in and the state of the round, and the
// program prints what the game pays for it, itemised: games/cli's scenario
// over the library's catalog.
//
// Usage:
//
//	go run ./examples/scenario < cases.jsonl
//
// It reads JSON objects, one per line, from stdin and writes one JSON result
// per line to stdout, in the same order:
//
//	{"game":"starlight-christmas","bet":200,"mode":"ante",
//	 "screen":[["sun","sun","x25","heart","red","star"], … 5 rows top to bottom],
//	 "refill":[["heart","x25"], … 6 lists, reels left to right],
//	 "state":{"free_spin":true,"total_multiplier":12}}
//	{"game":"crystal-spin","bet":100,
//	 "screen":[["seven","wild","seven","bell","plum"], … 3 rows top to bottom],
//	 "refill":[["melon","lemon"], … 5 lists]}
//
// bet is the base bet in minor units (cents for Starlight Christmas, Kč for
// Crystal Spin). refill[i] lists the symbols that fall into reel i in the
// order they enter: when k positions of the reel empty, the next k are taken
// and the first taken lands lowest; without refill the game refills from
// its own random source, seeded by "seed" (default 0). The state holds the
// inputs a game declares: Starlight Christmas takes free_spin (play a free
// spin, SC-8) and total_multiplier (the running total T before it); they
// may also be given at the top level, and "ante": true stands for
// "mode": "ante", as in the library's specification.
//
// The result is the round (stake, win, spins with their steps and wins,
// positions as [reel, row] pairs from 0) with game, bet, mode and a summary
// of the spin: win, steps (evaluations with a paytable or line win),
// scatters, scatter_win, multiplier, free_spins (the free spins this spin
// awarded, as the library's specification says; free_spins_played counts
// those played in the round) and the game's facts by name (Starlight:
// awarded, the same count as free_spins, and total_multiplier, T after the
// spin; Crystal Spin: full_house). A line that cannot be played (bad
// JSON, unknown game, field or symbol, wrong shape, bad bet or state, refill
// exhausted …) yields {"error":"line N: …"}; the program goes on with the
// next line and exits with status 1 at the end if any line failed.
package main

import (
	"os"

	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/internal/catalog"
)

// tool is games/cli over the reference games.
var tool = cli.New(catalog.All())

func main() { os.Exit(tool.Main(append([]string{"scenario"}, os.Args[1:]...))) }
