package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
)

const scenarioSynopsis = `scenario < cases.jsonl`

const scenarioDescription = `Scenario plays forced spins for QA and audit (games.Player.PlayForced): it
reads JSON objects, one per line, from standard input and writes one JSON
result per line to standard output, in the same order. Blank lines are
skipped. A line:

  {"game": "NAME", "bet": 200, "mode": "ante",
   "screen": [["sun", "moon", …], … rows top to bottom],
   "refill": [["heart", "x25", …], … one list per reel, left to right],
   "seed": 7,
   "state": {"free_spin": true, "total_multiplier": 12}}

game, bet (the base bet in minor units) and screen are required. mode is
the title's mode (default: its first); "ante": true stands for
"mode": "ante". refill[i] lists the symbols that fall into reel i in the
order they enter: when k positions of the reel empty, the next k are taken,
and the first taken lands lowest; absent or null leaves the refill to the
title's own random refill, drawn from stream 0 of seed (default 0). state
sets the round around the spin by the facts the title declares as inputs:
a flag takes true or false, any other fact an integer; an input may also be
given at the top level of the line. Unknown fields are refused. Messages
count rows (from the top), reels (from the left) and refill entries from 1,
as the titles do; positions in the output are [reel, row] pairs from 0, as
games.RoundView writes them.

The result is the round as games.RoundView writes it (stake, win,
triggered, capped, spins with their steps, wins and facts; its free_spins,
the free spins played in the round, as free_spins_played) with game, bet
and mode, and a summary of the spin at the top level: win, steps
(evaluations that paid), scatters, scatter_win, multiplier, free_spins (the
free spins awarded by this spin: its fact "awarded", 0 for a title without
it), and each fact of the spin by its name (a fact the title reports that the spin does not
set shows as false or 0; inputs only show if the spin reports them). A line that cannot be played yields
{"error": "line N: …"} naming what is wrong; the command goes on with the
next line and, if any line failed, says how many on standard error and
exits with status 1.`

// Scenario is the scenario command: forced spins of any title for QA and
// audit, JSON lines from stdin to stdout (see the package documentation, or
// run it with -h). It returns [ExitOK], [ExitFailure] if a line failed (each
// failed line yields {"error": …}, the command goes on, and stderr says at
// the end how many failed), the input could not be read or ctx was
// cancelled, or [ExitUsage] for flags or arguments (it takes none but -h).
func (t *Tool) Scenario(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := t.newFlags("scenario", scenarioSynopsis, scenarioDescription, stderr)
	err := parseFlags(fs, args)
	if err == nil && fs.NArg() > 0 {
		err = usagef("unexpected argument %q (scenario reads its cases from standard input)", fs.Arg(0))
	}
	if err == nil {
		err = t.scenarios(ctx, stdin, stdout)
	}
	return exit("scenario", err, stderr)
}

// scenarios plays the lines of stdin.
func (t *Tool) scenarios(ctx context.Context, stdin io.Reader, stdout io.Writer) error {
	in := bufio.NewReader(stdin)
	out := bufio.NewWriter(stdout)
	run := scenarioRun{t: t, players: map[string]games.Player{}}
	played, failed := 0, 0
	for n := 1; ; n++ {
		if err := ctx.Err(); err != nil {
			out.Flush()
			return err
		}
		line, rerr := in.ReadBytes('\n')
		if len(bytes.TrimSpace(line)) > 0 {
			played++
			res, err := run.play(line)
			if err != nil {
				failed++
				res, _ = marshal(struct {
					Error string `json:"error"`
				}{fmt.Sprintf("line %d: %v", n, err)})
			}
			out.Write(res)
			if err := out.WriteByte('\n'); err != nil {
				return fmt.Errorf("writing output: %w", err)
			}
		}
		if rerr == io.EOF {
			break
		}
		if rerr != nil {
			out.Flush()
			return fmt.Errorf("reading input: %w", rerr)
		}
	}
	if err := out.Flush(); err != nil {
		return fmt.Errorf("writing output: %w", err)
	}
	if failed > 0 {
		return fmt.Errorf("%d of %d lines failed", failed, played)
	}
	return nil
}

// scenarioRun is the state of one scenario command: a Player per title,
// made on first use, and one Detail, reused.
type scenarioRun struct {
	t       *Tool
	players map[string]games.Player
	detail  games.Detail
}

// scenarioFields are the fields of a line besides the title's inputs.
var scenarioFields = []string{"game", "bet", "mode", "ante", "screen", "refill", "seed", "state"}

// forcedLine is one parsed scenario line.
type forcedLine struct {
	game   games.Game
	forced games.Forced
	seed   uint64
}

// play plays one line and returns its result as JSON.
func (s *scenarioRun) play(line []byte) ([]byte, error) {
	fl, err := s.t.parseLine(line)
	if err != nil {
		return nil, err
	}
	name := fl.game.Name()
	p, ok := s.players[name]
	if !ok {
		p = fl.game.NewPlayer()
		s.players[name] = p
	}
	out, err := p.PlayForced(&fl.forced, rng.NewStream(fl.seed, 0), &s.detail)
	if err != nil {
		return nil, err
	}
	return scenarioResult(fl, out, &s.detail)
}

// parseLine reads one scenario line, checking every field in the user's
// words.
func (t *Tool) parseLine(line []byte) (*forcedLine, error) {
	if err := json.Unmarshal(line, new(any)); err != nil {
		return nil, fmt.Errorf("bad JSON (want one object per line): %v", err)
	}
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.UseNumber()
	var top any
	if err := dec.Decode(&top); err != nil {
		return nil, fmt.Errorf("bad JSON (want one object per line): %v", err)
	}
	obj, ok := top.(map[string]any)
	if !ok {
		return nil, fmt.Errorf("bad JSON (want one object per line): got %s", jsonKind(top))
	}
	name, err := wantString(obj, "game", "a game's name")
	if err != nil {
		return nil, err
	}
	if name == "" {
		return nil, errors.New(`missing "game"`)
	}
	g, err := t.Lookup(name)
	if err != nil {
		return nil, err
	}
	defs := g.Facts()
	var inputs []string
	for _, d := range defs {
		if d.Input {
			inputs = append(inputs, d.Name)
		}
	}
	for _, k := range slices.Sorted(maps.Keys(obj)) {
		if !slices.Contains(scenarioFields, k) && !slices.Contains(inputs, k) {
			return nil, fmt.Errorf("unknown field %q (a line has %s%s)", k, strings.Join(scenarioFields, ", "), inputList(g, inputs))
		}
	}

	fl := &forcedLine{game: g}
	f := &fl.forced
	if obj["bet"] == nil {
		return nil, errors.New(`missing "bet" (the base bet in minor units)`)
	}
	bet, err := wantInt(obj["bet"], `"bet"`)
	if err != nil {
		return nil, err
	}
	f.Bet = slotmech.Money(bet)
	if f.Mode, err = lineMode(g, obj); err != nil {
		return nil, err
	}
	if v := obj["seed"]; v != nil {
		n, ok := v.(json.Number)
		seed, err := strconv.ParseUint(n.String(), 10, 64)
		if !ok || err != nil {
			return nil, fmt.Errorf(`"seed": want an integer from 0 to %d, got %s`, uint64(1<<64-1), jsonKind(v))
		}
		fl.seed = seed
	}

	if obj["screen"] == nil {
		return nil, errors.New(`missing "screen" (rows top to bottom, each a list of symbol names)`)
	}
	rows, err := wantNames(obj["screen"], `"screen": want a list of rows, top to bottom, each a list of symbol names`)
	if err != nil {
		return nil, err
	}
	if f.Screen, err = g.Alphabet().ParseScreen(rows); err != nil {
		msg := strings.TrimPrefix(err.Error(), "slotmech: ")
		if strings.HasPrefix(msg, "row ") {
			return nil, errors.New("screen " + msg)
		}
		return nil, errors.New("screen: " + strings.TrimPrefix(msg, "screen: "))
	}
	if f.Refill, err = parseRefill(g.Alphabet(), obj["refill"], f.Screen.Reels()); err != nil {
		return nil, err
	}
	if f.State, err = parseState(g, defs, inputs, obj); err != nil {
		return nil, err
	}
	return fl, nil
}

// inputList returns ", and the inputs of g: a, b" for a message, or "".
func inputList(g games.Game, inputs []string) string {
	if len(inputs) == 0 {
		return ""
	}
	return fmt.Sprintf("; the inputs of %s may be given at the top level too: %s", g.Name(), strings.Join(inputs, ", "))
}

// lineMode returns the mode a line asks for by "mode" or "ante", by its
// name in g (the first mode if the line names none).
func lineMode(g games.Game, obj map[string]any) (string, error) {
	mode, err := wantString(obj, "mode", "a mode's name")
	if err != nil {
		return "", err
	}
	if v, ok := obj["ante"]; ok && v != nil {
		ante, ok := v.(bool)
		if !ok {
			return "", fmt.Errorf(`"ante": want true or false, got %s`, jsonKind(v))
		}
		switch {
		case ante && mode != "" && mode != anteMode, !ante && mode == anteMode:
			return "", fmt.Errorf(`"ante": %v and "mode": %q disagree`, ante, mode)
		case ante:
			mode = anteMode
		}
	}
	m, ok := games.FindMode(g, mode)
	if !ok {
		return "", fmt.Errorf(`"mode": %s has no mode %q (modes: %s)`, g.Name(), mode, modeNames(g))
	}
	return m.Name, nil
}

// parseRefill reads a refill: nil (the title's own) or one list of symbol
// names per reel of a screen of reels reels.
func parseRefill(a *slotmech.Alphabet, v any, reels int) ([][]slotmech.Symbol, error) {
	if v == nil {
		return nil, nil
	}
	lists, err := wantNames(v, `"refill": want one list of symbol names per reel, or null for the game's own refill`)
	if err != nil {
		return nil, err
	}
	if len(lists) != reels {
		return nil, fmt.Errorf("refill has %d lists, want %d (one per reel of the screen)", len(lists), reels)
	}
	out := make([][]slotmech.Symbol, reels)
	for reel, names := range lists {
		out[reel] = make([]slotmech.Symbol, len(names))
		for i, name := range names {
			sym, err := a.Lookup(name)
			if err != nil {
				return nil, fmt.Errorf("refill reel %d entry %d: unknown symbol %q", reel+1, i+1, name)
			}
			out[reel][i] = sym
		}
	}
	return out, nil
}

// parseState reads the state of a line: the object "state" and the
// title's inputs given at the top level, typed by their declarations.
func parseState(g games.Game, defs []games.FactDef, inputs []string, obj map[string]any) (games.Facts, error) {
	given := map[string]any{}
	if v := obj["state"]; v != nil {
		m, ok := v.(map[string]any)
		if !ok {
			return nil, fmt.Errorf(`"state": want an object of the game's inputs, got %s`, jsonKind(v))
		}
		for k, x := range m {
			if !slices.Contains(inputs, k) {
				accepts := "it takes none"
				if len(inputs) > 0 {
					accepts = "inputs: " + strings.Join(inputs, ", ")
				}
				return nil, fmt.Errorf("state.%s: not an input of %s (%s)", k, g.Name(), accepts)
			}
			given[k] = x
		}
	}
	for _, k := range inputs {
		if slices.Contains(scenarioFields, k) {
			continue // an input named like a field is given in "state" only
		}
		if x, ok := obj[k]; ok {
			if _, twice := given[k]; twice {
				return nil, fmt.Errorf("%q given twice: at the top level and in \"state\"", k)
			}
			given[k] = x
		}
	}
	var state games.Facts
	for _, d := range defs { // in the title's order
		x, ok := given[d.Name]
		if !ok || x == nil {
			continue
		}
		if d.Kind == games.FactFlag {
			b, ok := x.(bool)
			if !ok {
				return nil, fmt.Errorf("state.%s: want true or false, got %s", d.Name, jsonKind(x))
			}
			state.SetFlag(d.Name, b)
			continue
		}
		n, err := wantInt(x, "state."+d.Name)
		if err != nil {
			return nil, err
		}
		state.Set(d.Name, n)
	}
	return state, nil
}

// wantString returns the string field key of obj ("" if absent or null).
func wantString(obj map[string]any, key, what string) (string, error) {
	v := obj[key]
	if v == nil {
		return "", nil
	}
	s, ok := v.(string)
	if !ok {
		return "", fmt.Errorf("%q: want %s, got %s", key, what, jsonKind(v))
	}
	return s, nil
}

// wantInt returns v as an int64; field names it in the message.
func wantInt(v any, field string) (int64, error) {
	n, ok := v.(json.Number)
	if ok {
		if i, err := n.Int64(); err == nil {
			return i, nil
		}
	}
	return 0, fmt.Errorf("%s: want an integer, got %s", field, jsonKind(v))
}

// wantNames returns v as a list of lists of strings, or an error with msg.
func wantNames(v any, msg string) ([][]string, error) {
	outer, ok := v.([]any)
	if !ok {
		return nil, fmt.Errorf("%s, got %s", msg, jsonKind(v))
	}
	out := make([][]string, len(outer))
	for i, x := range outer {
		inner, ok := x.([]any)
		if !ok {
			return nil, fmt.Errorf("%s; entry %d is %s", msg, i+1, jsonKind(x))
		}
		out[i] = make([]string, len(inner))
		for j, y := range inner {
			s, ok := y.(string)
			if !ok {
				return nil, fmt.Errorf("%s; entry %d item %d is %s", msg, i+1, j+1, jsonKind(y))
			}
			out[i][j] = s
		}
	}
	return out, nil
}

// scenarioResult returns the JSON result of a forced spin: game, bet and
// mode, the summary of the spin, then the round's view.
func scenarioResult(fl *forcedLine, out games.Outcome, d *games.Detail) ([]byte, error) {
	v := games.View(fl.game, out, d)
	view, err := marshal(&v)
	if err != nil {
		return nil, err
	}
	rest, err := objectFields(view)
	if err != nil {
		return nil, err
	}
	head := []field{{"game", fl.game.Name()}, {"bet", fl.forced.Bet}, {"mode", fl.forced.Mode}, {"win", v.Win}}
	var facts games.FactsView
	if len(v.Spins) > 0 {
		sp := &v.Spins[0]
		awarded := sp.Facts[awardedFact] // the zero value (0) if the title reports none
		head = append(head, field{"steps", len(sp.Steps)}, field{"scatters", sp.Scatters},
			field{"scatter_win", sp.ScatterWin}, field{"multiplier", sp.Multiplier},
			field{"free_spins", awarded.Value})
		facts = sp.Facts
	} else {
		head = append(head, field{"steps", 0}, field{"scatters", 0}, field{"free_spins", 0})
	}
	// Every fact the title reports (not an input only) is summarised: a
	// spin that does not set one reports it false or 0, as Facts.Get does.
	facts = maps.Clone(facts)
	if facts == nil {
		facts = games.FactsView{}
	}
	for _, d := range fl.game.Facts() {
		if _, ok := facts[d.Name]; !ok && !d.Input {
			facts[d.Name] = games.FactValue{Flag: d.Kind == games.FactFlag}
		}
	}
	taken := map[string]bool{}
	for _, f := range head {
		taken[f.key] = true
	}
	for _, f := range rest {
		taken[f.key] = true
	}
	for _, k := range slices.Sorted(maps.Keys(facts)) {
		if !taken[k] { // a fact named like a field stays in spins[0].facts only
			head = append(head, field{k, facts[k]})
		}
	}
	var b bytes.Buffer
	b.WriteByte('{')
	for i, f := range append(head, rest...) {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := marshal(f.key)
		val, ok := f.val.(json.RawMessage)
		if !ok {
			if val, err = marshal(f.val); err != nil {
				return nil, err
			}
		}
		b.Write(k)
		b.WriteByte(':')
		b.Write(val)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// awardedFact is the fact by which a spin reports the free spins it
// awarded, as the reference titles and games/freespin name it; the
// summary's free_spins is its value (0 for a title that reports none).
const awardedFact = "awarded"

// field is one key and value of a JSON object being written in order.
type field struct {
	key string
	val any
}

// objectFields returns the fields of a JSON object, in order, with their
// raw values, leaving out "win" (the summary has it) and renaming the
// view's "free_spins" (played in the round) to "free_spins_played".
func objectFields(obj []byte) ([]field, error) {
	dec := json.NewDecoder(bytes.NewReader(obj))
	if _, err := dec.Token(); err != nil { // {
		return nil, err
	}
	var out []field
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		k, _ := tok.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, err
		}
		switch k {
		case "win": // the summary has it
		case "free_spins": // the summary's free_spins is what the spin awarded
			out = append(out, field{"free_spins_played", raw})
		default:
			out = append(out, field{k, raw})
		}
	}
	return out, nil
}

// marshal encodes v as JSON without escaping <, > and &, and without a
// trailing newline.
func marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}
