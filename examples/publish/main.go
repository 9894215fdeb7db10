// Command publish writes the math files of the Stake Engine remote game
// server (RGS) for a reference game: games/cli's publish over the library's
// catalog.
//
// Usage:
//
//	go run ./examples/publish -game NAME -out DIR [-spins N] [-seed S] [-bet B] [-rtp PERCENT] [-min-books M] [-workers W] [-json]
//	go run ./examples/publish -check DIR [-json]
//
// For every mode of the game it samples N rounds (100 000 by default),
// weights them to the mode's target RTP (a strip game's exact full cycle,
// else the RTP the title certifies, else -rtp) and writes into DIR
// index.json, one lookup table (lookUpTable_<mode>_0.csv) and one
// zstandard-compressed book file (books_<mode>.jsonl.zst) per mode, and
// slotmech.json with the configuration identity, the targets and the exact
// RTPs. It prints per mode the target, the table's RTP and their
// difference, how the weights were set, and the figures the RGS will show.
// -check DIR checks a directory of such files against every rule of the
// format. The same seed and spins give the same files, byte for byte. See
// internal/stakeengine for the format and the weights.
package main

import (
	"os"

	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/internal/catalog"
)

// tool is games/cli over the reference games.
var tool = cli.New(catalog.All())

func main() { os.Exit(tool.Main(append([]string{"publish"}, os.Args[1:]...))) }
