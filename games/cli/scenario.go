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
	"reflect"
	"slices"
	"strings"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/roundview"
	"github.com/slotmech/slotmech/rng"
)

const scenarioSynopsis = `scenario < cases.jsonl`

const scenarioDescription = `Scenario plays forced spins for QA and audit (games.Player.PlayForced): it
reads JSON objects, one per line, from standard input and writes one JSON
result per line to standard output, in the same order. Blank lines are
skipped. A line:

  {"game": "NAME", "bet": 200, "mode": "MODE",
   "screen": [["sun", "moon", …], … rows top to bottom],
   "refill": [["heart", "x25", …], … one list per reel, left to right],
   "seed": 7,
   "state": {"free_spin": true, "total_multiplier": 12}}

game, bet (the base bet in minor units) and screen are required. mode is
the title's mode (default: its first); a mode's name as a key with true
("MODE": true) stands for "mode": "MODE", and with false says the line
is not in that mode. refill[i] lists the symbols that fall into reel i in the
order they enter: when k positions of the reel empty, the next k are taken,
and the first taken lands lowest; absent or null leaves the refill to the
title's own random refill, drawn from stream 0 of seed (default 0). state
sets the round around the spin by the facts the title declares as inputs:
a flag takes true or false, any other fact an integer; an input may also be
given at the top level of the line. Unknown fields are refused. Messages
count input lines from 1, as editors do, and rows (from the top), reels
(from the left) and list entries from 0, as the module's messages do;
positions in the output are [reel, row] pairs from 0, as in a record's
outcome.

The result is the round as a record's outcome has it (stake, win,
triggered, capped, spins with their steps, wins and facts; its free_spins,
the free spins played in the round, as free_spins_played) with game, bet
and mode, and a summary of the spin at the top level: win, steps
(evaluations that paid), scatters, scatter_win, multiplier, free_spins (the
free spins awarded by this spin: its fact "awarded", 0 for a title without
it), and each fact of the spin by its name (a fact the title reports that
the spin does not set shows as false or 0; inputs only show if the spin
reports them; a fact named like a key above stays in spins[0].facts only).
A line that cannot be played yields
{"error": "line N: …"} naming what is wrong; the command goes on with the
next line and, if any line failed, says how many on standard error and
exits with status 1.`

// Scenario is the scenario command: forced spins of any title for QA and
// audit, JSON lines from stdin to stdout (see the package documentation, or
// run it with -h). It returns [ExitOK], [ExitFailure] if a line failed (each
// failed line yields {"error": …}, the command goes on, and stderr says at
// the end how many failed), the input could not be read or ctx was
// cancelled, or [ExitUsage] for flags or arguments (it takes none but -h).
func (t *Tool) cmdScenario(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
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
	run := scenarioRun{codec: t.scenario, players: map[string]games.Player{}}
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
				res, _ = marshal(scenarioError{fmt.Sprintf("line %d: %v", n, err)})
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

// scenarioError is the result of a line that could not be played.
type scenarioError struct {
	Error string `json:"error"` // "line N: what is wrong"
}

// scenarioInput is one scenario line: the keys of the specification
// (library.md, scenario) that every title shares. A title's own keys, its
// modes' names as flags and its inputs at the top level, are fields that
// scenarioCodec adds to it.
type scenarioInput struct {
	Game   string          `json:"game"`   // the title's name; required
	Bet    *slotmech.Money `json:"bet"`    // the base bet in minor units; required
	Mode   string          `json:"mode"`   // the mode's name; "" for the title's first
	Screen [][]string      `json:"screen"` // rows top to bottom of symbol names; required
	Refill [][]string      `json:"refill"` // per reel, what falls in; nil for the title's own refill
	Seed   uint64          `json:"seed"`   // the seed of the title's own refill (stream 0)
	// State holds the title's inputs by name, each decoded by its
	// declaration (true or false for a flag, an integer otherwise).
	State map[string]json.RawMessage `json:"state"`
}

// scenarioOutput is the result of a forced spin: the summary of the
// specification's keys, the spin's facts by name (fields scenarioCodec adds
// between the two halves), then the round as a record's outcome has it.
type scenarioOutput struct {
	scenarioSummary
	scenarioRound
}

// scenarioSummary is the first half of a result: the line's game, bet and
// mode and a summary of the spin.
type scenarioSummary struct {
	Game       string         `json:"game"`
	Bet        slotmech.Money `json:"bet"`
	Mode       string         `json:"mode"`
	Win        slotmech.Money `json:"win"`         // the round's win, after multipliers and caps
	Steps      int            `json:"steps"`       // evaluations that paid
	Scatters   int            `json:"scatters"`    // scatters on the screen
	ScatterWin slotmech.Money `json:"scatter_win"` // what the scatters paid
	Multiplier int64          `json:"multiplier"`  // the spin's multiplier
	FreeSpins  int64          `json:"free_spins"`  // free spins awarded by this spin (its fact "awarded")
}

// scenarioRound is the second half of a result: a record's outcome (roundview.Round) but for
// its win (the summary has it), its free_spins named free_spins_played.
type scenarioRound struct {
	Stake           slotmech.Money   `json:"stake"`
	Triggered       bool             `json:"triggered"`
	FreeSpinsPlayed int              `json:"free_spins_played"` // free spins played in the round
	Capped          bool             `json:"capped"`
	Spins           []roundview.Spin `json:"spins"`
}

// awardedFact is the fact by which a spin reports the free spins it
// awarded, as the reference titles and games/stripgame name it; the
// summary's free_spins is its value (0 for a title that reports none).
const awardedFact = "awarded"

// scenarioCodec decodes the lines and encodes the results of the scenario
// command over a Tool's titles, with struct types made at New from
// scenarioInput and scenarioOutput and the titles' own keys.
type scenarioCodec struct {
	line   reflect.Type // struct{scenarioInput; one json.RawMessage per extra key}
	extras []string     // the extra keys of line, in field order from 1
	titles map[string]*scenarioTitle
	lookup func(name string) (games.Game, error) // the Tool's Lookup
}

// scenarioTitle is what the codec knows of one title.
type scenarioTitle struct {
	game   games.Game
	defs   []games.FactDef
	inputs []string     // the names of its inputs, in its order
	out    reflect.Type // struct{scenarioSummary; its facts; scenarioRound}
	facts  []string     // the facts of out, in field order from 1
}

// jsonKeys returns the JSON keys of the fields of the struct types ts.
func jsonKeys(ts ...reflect.Type) []string {
	var keys []string
	for _, t := range ts {
		for f := range t.Fields() {
			if f.Anonymous {
				keys = append(keys, jsonKeys(f.Type)...)
				continue
			}
			k, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			keys = append(keys, k)
		}
	}
	return keys
}

// newScenarioCodec returns the codec of titles: the line type has a field
// for each mode name and each input of any title, besides the shared keys
// (a name taken by a shared key is given in "state" only); each title's
// result type has a field for each fact it reports (a fact named like a key
// of the result stays in spins[0].facts only).
func newScenarioCodec(titles []games.Game, lookup func(string) (games.Game, error)) *scenarioCodec {
	c := &scenarioCodec{titles: map[string]*scenarioTitle{}, lookup: lookup}
	shared := jsonKeys(reflect.TypeFor[scenarioInput]())
	fields := []reflect.StructField{{Name: "Line", Type: reflect.TypeFor[scenarioInput](), Anonymous: true}}
	extra := func(key string) {
		if !slices.Contains(shared, key) && !slices.Contains(c.extras, key) {
			fields = append(fields, reflect.StructField{Name: fmt.Sprintf("X%d", len(c.extras)),
				Type: reflect.TypeFor[json.RawMessage](), Tag: reflect.StructTag(fmt.Sprintf(`json:%q`, key))})
			c.extras = append(c.extras, key)
		}
	}
	outKeys := jsonKeys(reflect.TypeFor[scenarioOutput]())
	for _, g := range titles {
		st := &scenarioTitle{game: g, defs: g.Facts()}
		for _, m := range g.Modes() {
			extra(m.Name)
		}
		outFields := []reflect.StructField{{Name: "Summary", Type: reflect.TypeFor[scenarioSummary](), Anonymous: true}}
		var reported []string
		for _, d := range st.defs {
			if d.Input {
				st.inputs = append(st.inputs, d.Name)
				extra(d.Name)
			} else if !slices.Contains(outKeys, d.Name) {
				reported = append(reported, d.Name)
			}
		}
		// Facts in the order of their names; the spins' own list keeps the
		// inputs a spin reports, and they show at the top level too if the
		// spin reports them.
		for _, d := range st.defs {
			if d.Input && !slices.Contains(outKeys, d.Name) {
				reported = append(reported, d.Name)
			}
		}
		slices.Sort(reported)
		reported = slices.Compact(reported)
		for i, name := range reported {
			outFields = append(outFields, reflect.StructField{Name: fmt.Sprintf("F%d", i),
				Type: reflect.TypeFor[*roundview.FactValue](), Tag: reflect.StructTag(fmt.Sprintf(`json:%q`, name+",omitempty"))})
		}
		st.facts = reported
		st.out = reflect.StructOf(append(outFields, reflect.StructField{Name: "Round", Type: reflect.TypeFor[scenarioRound](), Anonymous: true}))
		c.titles[g.Name()] = st
	}
	c.line = reflect.StructOf(fields)
	return c
}

// scenarioRun is the state of one scenario command: a Player per title,
// made on first use, and one Detail, reused.
type scenarioRun struct {
	codec   *scenarioCodec
	players map[string]games.Player
	detail  games.Detail
}

// forcedLine is one parsed scenario line.
type forcedLine struct {
	title  *scenarioTitle
	forced games.Forced
	seed   uint64
}

// play plays one line and returns its result as JSON.
func (s *scenarioRun) play(line []byte) ([]byte, error) {
	fl, err := s.codec.parse(line)
	if err != nil {
		return nil, err
	}
	g := fl.title.game
	p, ok := s.players[g.Name()]
	if !ok {
		p = g.NewPlayer()
		s.players[g.Name()] = p
	}
	out, err := p.PlayForced(&fl.forced, rng.NewStream(fl.seed, 0), &s.detail)
	if err != nil {
		return nil, err
	}
	return marshal(fl.title.result(&fl.forced, out, &s.detail))
}

// errLine is a scenario line refused, its message in the user's words.
type errLine struct{ msg string }

func (e *errLine) Error() string { return e.msg }

// lineErrorf returns an *errLine.
func lineErrorf(format string, a ...any) error { return &errLine{fmt.Sprintf(format, a...)} }

// parse decodes one scenario line and checks every field, in the user's
// words.
func (c *scenarioCodec) parse(line []byte) (*forcedLine, error) {
	v := reflect.New(c.line).Elem()
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v.Addr().Interface()); err != nil {
		in := v.Field(0).Addr().Interface().(*scenarioInput)
		return nil, c.decodeError(line, in.Game, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, lineErrorf("bad JSON (want one object per line): more after the object")
	}
	in := v.Field(0).Addr().Interface().(*scenarioInput)
	if in.Game == "" {
		return nil, lineErrorf(`missing "game"`)
	}
	st, ok := c.titles[in.Game]
	if !ok {
		_, err := c.lookup(in.Game) // the error naming the titles
		return nil, err
	}
	g := st.game
	// The title's own keys given at the top level.
	state := maps.Clone(in.State)
	var flags []string // mode names given as true
	for i, key := range c.extras {
		raw := v.Field(1 + i).Interface().(json.RawMessage)
		if raw == nil {
			continue
		}
		_, isMode := games.FindMode(g, key)
		switch {
		case slices.Contains(st.inputs, key):
			if _, twice := in.State[key]; twice {
				return nil, lineErrorf("%q given twice: at the top level and in \"state\"", key)
			}
			if state == nil {
				state = map[string]json.RawMessage{}
			}
			state[key] = raw
		case isMode:
			var on *bool
			if json.Unmarshal(raw, &on) != nil {
				return nil, lineErrorf(`%q: want true or false, got %s`, key, rawWords(raw))
			}
			switch {
			case on == nil:
			case *on && in.Mode != "" && in.Mode != key, !*on && in.Mode == key:
				return nil, lineErrorf(`%q: %v and "mode": %q disagree`, key, *on, in.Mode)
			case *on:
				flags = append(flags, key)
			}
		default:
			return nil, c.unknownField(st, key)
		}
	}
	switch {
	case len(flags) > 1:
		return nil, lineErrorf("%q and %q: a line is in one mode", flags[0], flags[1])
	case len(flags) == 1:
		in.Mode = flags[0]
	}
	m, ok := games.FindMode(g, in.Mode)
	if !ok {
		return nil, lineErrorf(`"mode": %s has no mode %q (modes: %s)`, g.Name(), in.Mode, modeNames(g))
	}
	if in.Bet == nil {
		return nil, lineErrorf(`missing "bet" (the base bet in minor units)`)
	}
	fl := &forcedLine{title: st, seed: in.Seed}
	f := &fl.forced
	f.Bet, f.Mode = *in.Bet, m.Name
	if in.Screen == nil {
		return nil, lineErrorf(`missing "screen" (rows top to bottom, each a list of symbol names)`)
	}
	var err error
	if f.Screen, err = g.Alphabet().ParseScreen(in.Screen); err != nil {
		var se *slotmech.Error
		if errors.As(err, &se) && se.Reason != "" {
			if se.Field == "" || se.Field == "screen" {
				return nil, lineErrorf("screen: %s", se.Reason)
			}
			return nil, lineErrorf("screen %s: %s", se.Field, se.Reason)
		}
		return nil, fmt.Errorf("screen: %w", err)
	}
	if f.Refill, err = parseRefill(g.Alphabet(), in.Refill, f.Screen.Reels()); err != nil {
		return nil, err
	}
	if f.State, err = st.parseState(state); err != nil {
		return nil, err
	}
	return fl, nil
}

// decodeError returns the error of a line encoding/json refused, in the
// user's words: the key at fault and what it wants, never a Go type. game
// is the line's "game" as far as it was decoded.
func (c *scenarioCodec) decodeError(line []byte, game string, err error) error {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te):
		key := te.Field[strings.LastIndex(te.Field, ".")+1:]
		got := typeErrorWords(line, te)
		switch key {
		case "":
			return lineErrorf("bad JSON (want one object per line): got %s", got)
		case "game":
			return lineErrorf(`"game": want a game's name, got %s`, got)
		case "mode":
			return lineErrorf(`"mode": want a mode's name, got %s`, got)
		case "bet":
			return lineErrorf(`"bet": want an integer, got %s`, got)
		case "seed":
			return lineErrorf(`"seed": want an integer from 0 to %d, got %s`, uint64(1<<64-1), got)
		case "screen":
			return lineErrorf(`"screen": want a list of rows, top to bottom, each a list of symbol names, got %s`, got)
		case "refill":
			return lineErrorf(`"refill": want one list of symbol names per reel, or null for the game's own refill, got %s`, got)
		case "state":
			return lineErrorf(`"state": want an object of the game's inputs, got %s`, got)
		}
		return lineErrorf("%q: got %s", key, got)
	case errors.As(err, &se):
		return lineErrorf("bad JSON (want one object per line): %v", se)
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return lineErrorf("bad JSON (want one object per line): unexpected end of JSON input")
	}
	// What is left is the one error encoding/json gives as text only: a key
	// the line type has no field for. Find it, by the line's keys in order.
	dec := json.NewDecoder(bytes.NewReader(line))
	if tok, _ := dec.Token(); tok == json.Delim('{') {
		known := append(jsonKeys(reflect.TypeFor[scenarioInput]()), c.extras...)
		for dec.More() {
			tok, err := dec.Token()
			key, _ := tok.(string)
			if err != nil || !slices.Contains(known, key) {
				return c.unknownField(c.titles[game], key)
			}
			var skip json.RawMessage
			if dec.Decode(&skip) != nil {
				break
			}
		}
	}
	return fmt.Errorf("bad JSON (want one object per line): %w", err)
}

// typeErrorWords says what value a type error of line is about: "the
// string \"abc\"", 1.5, true, "a list", "an object".
func typeErrorWords(line []byte, te *json.UnmarshalTypeError) string {
	kind, num, _ := strings.Cut(te.Value, " ")
	end := min(max(int(te.Offset), 0), len(line))
	switch kind {
	case "number":
		if num != "" {
			return num
		}
		// The value ends at the offset: read it back.
		start := end
		for start > 0 && strings.IndexByte("+-.0123456789eE", line[start-1]) >= 0 {
			start--
		}
		return string(line[start:end])
	case "bool":
		if bytes.HasSuffix(line[:end], []byte("true")) {
			return "true"
		}
		return "false"
	case "string":
		// The value is the string literal that ends at the offset.
		for start := end - 2; start >= 0; start-- {
			if line[start] != '"' {
				continue
			}
			slashes := 0
			for start-1-slashes >= 0 && line[start-1-slashes] == '\\' {
				slashes++
			}
			var s string
			if slashes%2 == 0 && json.Unmarshal(line[start:end], &s) == nil {
				return fmt.Sprintf("the string %q", s)
			}
		}
		return "a string"
	case "array":
		return "a list"
	case "object":
		return "an object"
	}
	return "another kind of value"
}

// rawWords describes a raw JSON value for a message, as typeErrorWords
// does.
func rawWords(raw json.RawMessage) string {
	var v any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if dec.Decode(&v) != nil {
		return "another kind of value"
	}
	switch v := v.(type) {
	case nil:
		return "null"
	case bool:
		return fmt.Sprint(v)
	case json.Number:
		return v.String()
	case string:
		return fmt.Sprintf("the string %q", v)
	case []any:
		return "a list"
	}
	return "an object"
}

// unknownField is the error of a key that a line of title st (nil: not
// known) does not have.
func (c *scenarioCodec) unknownField(st *scenarioTitle, key string) error {
	keys := jsonKeys(reflect.TypeFor[scenarioInput]())
	msg := fmt.Sprintf("unknown field %q (a line has %s", key, strings.Join(keys, ", "))
	if st != nil {
		var modes []string
		for _, m := range st.game.Modes() {
			if !slices.Contains(keys, m.Name) {
				modes = append(modes, m.Name)
			}
		}
		if len(modes) > 0 {
			msg += fmt.Sprintf("; a mode of %s as a flag: %s", st.game.Name(), strings.Join(modes, ", "))
		}
		if len(st.inputs) > 0 {
			msg += fmt.Sprintf("; the inputs of %s may be given at the top level too: %s", st.game.Name(), strings.Join(st.inputs, ", "))
		}
	}
	return &errLine{msg + ")"}
}

// parseRefill reads a refill: nil (the title's own) or one list of symbol
// names per reel of a screen of reels reels.
func parseRefill(a *slotmech.Alphabet, lists [][]string, reels int) ([][]slotmech.Symbol, error) {
	if lists == nil {
		return nil, nil
	}
	if len(lists) != reels {
		return nil, lineErrorf("refill has %d lists, want %d (one per reel of the screen)", len(lists), reels)
	}
	out := make([][]slotmech.Symbol, reels)
	for reel, names := range lists {
		out[reel] = make([]slotmech.Symbol, len(names))
		for i, name := range names {
			sym, err := a.Lookup(name)
			if err != nil {
				return nil, lineErrorf("refill reel %d entry %d: unknown symbol %q", reel, i, name)
			}
			out[reel][i] = sym
		}
	}
	return out, nil
}

// parseState reads the state of a line (the object "state" and the
// title's inputs given at the top level), typed by its declarations.
func (st *scenarioTitle) parseState(given map[string]json.RawMessage) (games.Facts, error) {
	for _, k := range slices.Sorted(maps.Keys(given)) {
		if !slices.Contains(st.inputs, k) {
			accepts := "it takes none"
			if len(st.inputs) > 0 {
				accepts = "inputs: " + strings.Join(st.inputs, ", ")
			}
			return nil, lineErrorf("state.%s: not an input of %s (%s)", k, st.game.Name(), accepts)
		}
	}
	var state games.Facts
	for _, d := range st.defs { // in the title's order
		raw, ok := given[d.Name]
		if !ok {
			continue
		}
		if d.Kind == games.FactFlag {
			var b *bool
			if json.Unmarshal(raw, &b) != nil {
				return nil, lineErrorf("state.%s: want true or false, got %s", d.Name, rawWords(raw))
			}
			if b != nil {
				state.SetFlag(d.Name, *b)
			}
			continue
		}
		var n *int64
		if json.Unmarshal(raw, &n) != nil {
			return nil, lineErrorf("state.%s: want an integer, got %s", d.Name, rawWords(raw))
		}
		if n != nil {
			state.Set(d.Name, *n)
		}
	}
	return state, nil
}

// result returns the result of a forced spin of f by title st.
func (st *scenarioTitle) result(f *games.Forced, out games.Outcome, d *games.Detail) any {
	v := roundview.Of(st.game, out, d)
	res := reflect.New(st.out).Elem()
	sum := res.Field(0).Addr().Interface().(*scenarioSummary)
	*sum = scenarioSummary{Game: st.game.Name(), Bet: f.Bet, Mode: f.Mode, Win: v.Win}
	var facts roundview.Facts
	if len(v.Spins) > 0 {
		sp := &v.Spins[0]
		sum.Steps, sum.Scatters, sum.ScatterWin, sum.Multiplier = len(sp.Steps), sp.Scatters, sp.ScatterWin, sp.Multiplier
		sum.FreeSpins = sp.Facts[awardedFact].Value
		facts = sp.Facts
	}
	// Every fact the title reports (not an input only) is summarised: a
	// spin that does not set one reports it false or 0, as Facts.Get does.
	for i, name := range st.facts {
		fv, ok := facts[name]
		if !ok {
			j := slices.IndexFunc(st.defs, func(d games.FactDef) bool { return d.Name == name })
			if st.defs[j].Input {
				continue // an input shows only if the spin reports it
			}
			fv = roundview.FactValue{Flag: st.defs[j].Kind == games.FactFlag}
		}
		res.Field(1 + i).Set(reflect.ValueOf(&fv))
	}
	*res.Field(1 + len(st.facts)).Addr().Interface().(*scenarioRound) = scenarioRound{
		Stake: v.Stake, Triggered: v.Triggered, FreeSpinsPlayed: v.FreeSpins, Capped: v.Capped, Spins: v.Spins,
	}
	return res.Addr().Interface()
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
