// Command publish writes the math files of the Stake Engine remote game
// server (RGS) for a reference game: games/cli's publish over the library's
// catalog.
//
// Usage:
//
//	go run ./examples/publish -game NAME -out DIR [-spins N] [-seed S] [-bet B] [-workers W] [-json]
//	go run ./examples/publish -check DIR [-json]
//
// For every mode of the game it simulates N rounds (100 000 by default) and
// writes into DIR index.json, one lookup table (lookUpTable_<mode>_0.csv)
// and one zstandard-compressed book file (books_<mode>.jsonl.zst) per mode,
// and slotmech.json with the configuration identity and the exact RTPs. It
// prints the RTP of each lookup table next to the game's RTP on the same
// rounds (the format rounds wins down to tenths of the bet) and the figures
// the RGS will show. -check DIR checks a directory of such files against
// every rule of the format. The same seed and spins give the same files,
// byte for byte. See internal/stakeengine for the format.
package main

import (
	"os"

	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/internal/catalog"
)

// tool is games/cli over the reference games.
var tool = cli.New(catalog.All())

func main() { os.Exit(tool.Main(append([]string{"publish"}, os.Args[1:]...))) }
