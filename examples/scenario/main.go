// Command scenario evaluates forced outcomes for QA and audit: each input
// line fixes a screen and what falls in, and the program prints what the
// game pays for it, itemised.
//
// Usage:
//
//	go run ./examples/scenario < cases.jsonl
//
// It reads JSON objects, one per line, from stdin and writes one JSON result
// per line to stdout, in the same order. Blank lines are skipped. A line that
// cannot be evaluated (bad JSON, unknown game or symbol, wrong shape, bad
// bet, refill exhausted …) yields {"error":"line N: …"} naming what is wrong;
// the program goes on with the next line and exits with status 1 at the end
// if any line failed (status 0 otherwise).
//
// # Starlight Christmas
//
//	{"game":"starlight-christmas","bet":200,"ante":false,"free_spin":false,"total_multiplier":0,
//	 "screen":[["sun","sun","x25","heart","red","star"], … 5 rows top to bottom],
//	 "refill":[["heart","x25"], … 6 lists, reels left to right]}
//
// bet is the base bet in cents (a multiple of 20 from 20 to 4000, SC-13);
// ante, free_spin and total_multiplier (the free-spin total T before the
// spin, SC-8) default to false, false and 0. Symbol names are yellow
// turquoise green blue red star moon heart sun scatter and x2 x3 x4 x5 x6 x8
// x10 x12 x15 x20 x25 x50 x100 x250 x500. refill[i] lists the symbols that
// fall into reel i in the order they enter: when k positions of the reel
// empty, the next k are taken and the first taken lands lowest. A missing
// refill means nothing may fall in. The cap (SC-12) applies to the one
// spin. Reels and rows are numbered from 0 in messages and output, as in
// the library.
//
// The result has win (cents, after multiplier and cap), steps (evaluations
// of the tumble sequence with a paytable win), scatters (on the final
// screen), scatter_win (before the multiplier), multiplier (what the win was
// multiplied by), free_spins (awarded by this spin), total_multiplier (T
// after the spin), capped, stake, and wins: every paid combination with its
// step (from 1), symbol, count, factor of the bet, pay in cents before the
// multiplier and positions as [reel,row] pairs.
//
// # Crystal Spin
//
//	{"game":"crystal-spin","bet":100,
//	 "screen":[["seven","wild","seven","bell","plum"], … 3 rows top to bottom],
//	 "refill":[["melon","lemon"], … 5 lists, reels left to right]}
//
// bet is the stake in Kč (5, 10, 15, 25, 50, 100, 200, 300, 500 or 1000,
// CS-11). Symbol names are wild seven bell melon grapes plum bar strawberry
// orange lemon cherry. refill is as for Starlight Christmas; a missing refill
// means nothing may fall in. The line cap (CS-10) applies to the one game.
//
// The result has win (Kč, after the full-house doubling and line caps),
// steps (winning evaluations of the cascade), full_house (CS-9), capped (a
// line cap cut a win), stake, step_wins (what each step paid, after doubling
// and caps) and wins: every paid line with its step (from 1), line (1 to 5,
// CS-3), symbol, count, factor of the stake, pay in Kč before doubling and
// caps, and positions as [reel,row] pairs.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
)

func main() { os.Exit(run(os.Stdin, os.Stdout, os.Stderr)) }

// handler evaluates one input line of its game and returns the result to
// print as JSON.
type handler func(line []byte) (any, error)

// handlers maps a game name to its handler. A new game adds its entry here.
var handlers = map[string]handler{
	"starlight-christmas": starlightScenario,
	"crystal-spin":        crystalSpinScenario,
}

// errorLine is the output of a line that failed.
type errorLine struct {
	Error string `json:"error"`
}

// run reads scenarios from stdin and writes results to stdout; it returns
// the exit status: 0, or 1 if any line failed or the input could not be read.
func run(stdin io.Reader, stdout, stderr io.Writer) int {
	in := bufio.NewReader(stdin)
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	status := 0
	for n := 1; ; n++ {
		line, err := in.ReadBytes('\n')
		if len(bytes.TrimSpace(line)) > 0 {
			res, lerr := evaluate(line)
			if lerr != nil {
				status = 1
				res = errorLine{Error: fmt.Sprintf("line %d: %v", n, lerr)}
			}
			if eerr := enc.Encode(res); eerr != nil {
				fmt.Fprintln(stderr, "scenario: writing output:", eerr)
				return 1
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Fprintln(stderr, "scenario: reading input:", err)
			return 1
		}
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintln(stderr, "scenario: writing output:", err)
		return 1
	}
	return status
}

// evaluate dispatches one line to the handler of its game.
func evaluate(line []byte) (any, error) {
	var head struct {
		Game *string `json:"game"`
	}
	if err := json.Unmarshal(line, &head); err != nil {
		return nil, fmt.Errorf("bad JSON (want one object per line): %v", err)
	}
	if head.Game == nil {
		return nil, errors.New(`missing "game"`)
	}
	h, ok := handlers[*head.Game]
	if !ok {
		known := make([]string, 0, len(handlers))
		for name := range handlers {
			known = append(known, name)
		}
		slices.Sort(known)
		return nil, fmt.Errorf("unknown game %q (known: %s)", *head.Game, strings.Join(known, ", "))
	}
	return h(line)
}

// decodeStrict decodes one JSON object into v, refusing unknown fields (a
// misspelt key is an error, not a default). evaluate has already checked
// that the line is exactly one JSON value.
func decodeStrict(line []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}
