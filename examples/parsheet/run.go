package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/big"
	"sort"
	"strings"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
)

// stripGames are the games parsheet can analyse, by name, with their
// symbol names.
var stripGames = map[string]func() (games.StripGame, *slotmech.Alphabet){
	crystalspin.Name: func() (games.StripGame, *slotmech.Alphabet) {
		return crystalspin.New(), crystalspin.Alphabet()
	},
}

// run is the program: it parses args, analyses the game and writes the
// report to stdout. It returns the exit status: 0, 1 for a failed analysis,
// 2 for bad flags.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("parsheet", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", crystalspin.Name, "the strip game to analyse: "+strings.Join(gameNames(), ", "))
	bet := fs.Int64("bet", 0, "the bet (minor units); 0 means the game's default bet")
	workers := fs.Int("workers", 0, "goroutines sharing the work; 0 means one per CPU")
	asJSON := fs.Bool("json", false, "print one JSON object instead of a table")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "parsheet: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	mk, ok := stripGames[*game]
	if !ok {
		fmt.Fprintf(stderr, "parsheet: unknown game %q (strip games: %s)\n", *game, strings.Join(gameNames(), ", "))
		return 2
	}
	if *workers < 0 {
		fmt.Fprintf(stderr, "parsheet: -workers %d: want 0 or more\n", *workers)
		return 2
	}
	g, names := mk()
	b := slotmech.Money(*bet)
	if b == 0 {
		b = g.DefaultBet()
	}
	if _, err := g.Stake(b, games.Standard); err != nil {
		fmt.Fprintf(stderr, "parsheet: -bet %d: %v\n", *bet, err)
		return 2
	}
	c, err := games.FullCycle(ctx, g, b, *workers)
	if err != nil {
		fmt.Fprintf(stderr, "parsheet: %v\n", err)
		return 1
	}
	if *asJSON {
		if err := writeJSON(stdout, c, names); err != nil {
			fmt.Fprintf(stderr, "parsheet: %v\n", err)
			return 1
		}
		return 0
	}
	writeTable(stdout, c, names)
	return 0
}

// gameNames returns the names of the strip games, sorted.
func gameNames() []string {
	var n []string
	for k := range stripGames {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

// ratFloat returns r as a float64 (for display only).
func ratFloat(r *big.Rat) float64 {
	f, _ := r.Float64()
	return f
}
