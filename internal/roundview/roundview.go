package roundview

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
)

// Round is a round (its [games.Outcome] and [games.Detail]) in a form for
// people and JSON: symbols by name, factors in decimal, positions as
// [reel, row] pairs counted from 0, paylines and steps counted from 1 as
// people count them, and the title's facts by name. Records store it (as
// the JSON record.Record.Outcome), replays compare it field by field, and
// the scenario tool prints it.
type Round struct {
	Stake     slotmech.Money `json:"stake"`
	Win       slotmech.Money `json:"win"`
	Triggered bool           `json:"triggered"`
	FreeSpins int            `json:"free_spins"`
	Capped    bool           `json:"capped"`
	Spins     []Spin         `json:"spins"`
}

// Spin is a [games.Spin] for people and JSON. Screens are rows top to bottom,
// each a list of symbol names from the leftmost reel. Stops are the reel
// stops the spin landed on (stops[r] the strip position in the top row of
// reel r, from 0, games.Spin.Stops): every spin of a strip game's round,
// base and free; nil, and left out of the JSON, for a spin without them.
type Spin struct {
	Free       bool           `json:"free"`
	Screen     [][]string     `json:"screen"`
	Stops      []int          `json:"stops,omitempty"`
	Steps      []Step         `json:"steps"`
	Final      [][]string     `json:"final,omitempty"`
	Scatters   int            `json:"scatters"`
	ScatterWin slotmech.Money `json:"scatter_win"`
	Multiplier int64          `json:"multiplier"`
	Win        slotmech.Money `json:"win"`
	Capped     bool           `json:"capped"`
	Facts      Facts          `json:"facts,omitempty"`
}

// Step is a [games.Step] for people and JSON; Step counts from 1.
type Step struct {
	Step   int            `json:"step"`
	Screen [][]string     `json:"screen"`
	Wins   []Win          `json:"wins"`
	Factor string         `json:"factor"`
	Win    slotmech.Money `json:"win"`
	Facts  Facts          `json:"facts,omitempty"`

	// The scatters of the step's screen and what they paid, in a title
	// whose scatter pays on the screens of a cascade (games.Step); left
	// out where 0, as in every other title.
	Scatters   int            `json:"scatters,omitempty"`
	ScatterWin slotmech.Money `json:"scatter_win,omitempty"`
}

// Win is a [games.Win] for people and JSON. Line counts from 1 and is left
// out for wins that are not line wins.
type Win struct {
	Symbol    string   `json:"symbol"`
	Count     int      `json:"count"`
	Line      int      `json:"line,omitempty"`
	Ways      int64    `json:"ways,omitempty"` // ways wins only
	Factor    string   `json:"factor"`
	Positions [][2]int `json:"positions"`
}

// Facts is a list of [games.Facts] by name, for people and JSON: a flag shows
// as true or false, every other kind as an integer.
type Facts map[string]FactValue

// FactValue is one fact's value in a [Facts].
type FactValue struct {
	Flag  bool  // the value is a flag (Value 0 or 1)
	Value int64 // the value
}

// MarshalJSON encodes a flag as true or false and any other value as an
// integer.
func (v FactValue) MarshalJSON() ([]byte, error) {
	if v.Flag {
		return strconv.AppendBool(nil, v.Value != 0), nil
	}
	return strconv.AppendInt(nil, v.Value, 10), nil
}

// UnmarshalJSON decodes true, false or an integer.
func (v *FactValue) UnmarshalJSON(b []byte) error {
	switch s := string(bytes.TrimSpace(b)); s {
	case "true", "false":
		*v = FactValue{Flag: true, Value: map[bool]int64{false: 0, true: 1}[s == "true"]}
		return nil
	default:
		var n int64
		if err := json.Unmarshal(b, &n); err != nil {
			return fmt.Errorf("games: a fact is true, false or an integer, not %s", s)
		}
		*v = FactValue{Value: n}
		return nil
	}
}

// String returns "true", "false" or the integer.
func (v FactValue) String() string {
	b, _ := v.MarshalJSON()
	return string(b)
}

// Of returns the round of out and d as a Round of game g (whose alphabet
// names the symbols and whose fact declarations type the facts). d may be
// nil: the view then has no spins.
func Of(g games.Game, out games.Outcome, d *games.Detail) Round {
	a, defs := g.Alphabet(), g.Facts()
	v := Round{Stake: out.Stake, Win: out.Win, Triggered: out.Triggered, FreeSpins: out.FreeSpins, Capped: out.Capped,
		Spins: []Spin{}}
	if d == nil {
		return v
	}
	for i := range d.Spins {
		sp := &d.Spins[i]
		sv := Spin{
			Free: sp.Free, Screen: a.FormatScreen(&sp.Screen), Stops: stopsView(sp.Stops), Steps: make([]Step, 0, len(sp.Steps)),
			Final:    finalNames(a, &sp.Final),
			Scatters: sp.Scatters, ScatterWin: sp.ScatterWin, Multiplier: sp.Multiplier,
			Win: sp.Win, Capped: sp.Capped, Facts: factsView(defs, sp.Facts),
		}
		for j := range sp.Steps {
			st := &sp.Steps[j]
			stv := Step{Step: j + 1, Screen: a.FormatScreen(&st.Screen), Wins: make([]Win, 0, len(st.Wins)),
				Factor: st.Factor.String(), Win: st.Win, Facts: factsView(defs, st.Facts),
				Scatters: st.Scatters, ScatterWin: st.ScatterWin}
			for _, w := range st.Wins {
				stv.Wins = append(stv.Wins, Win{Symbol: a.Name(w.Symbol), Count: w.Count, Line: w.Line, Ways: w.Ways,
					Factor: w.Factor.String(), Positions: positions(w.Positions)})
			}
			sv.Steps = append(sv.Steps, stv)
		}
		v.Spins = append(v.Spins, sv)
	}
	return v
}

// stopsView returns a copy of stops, or nil for none.
func stopsView(stops []int) []int {
	if len(stops) == 0 {
		return nil
	}
	return slices.Clone(stops)
}

// finalNames returns the final screen's names, or nil for a title that
// does not record it (the zero Screen).
func finalNames(a *slotmech.Alphabet, s *slotmech.Screen) [][]string {
	if s.Reels() == 0 {
		return nil
	}
	return a.FormatScreen(s)
}

// factsView returns fs by name, typed by defs, or nil for no facts.
func factsView(defs []games.FactDef, fs games.Facts) Facts {
	if len(fs) == 0 {
		return nil
	}
	v := make(Facts, len(fs))
	for _, f := range fs {
		i := slices.IndexFunc(defs, func(d games.FactDef) bool { return d.Name == f.Name })
		v[f.Name] = FactValue{Flag: i >= 0 && defs[i].Kind == games.FactFlag, Value: f.Value}
	}
	return v
}

func positions(set slotmech.PosSet) [][2]int {
	out := make([][2]int, 0, set.Len())
	for p := range set.All() {
		out = append(out, [2]int{p.Reel(), p.Row()})
	}
	return out
}

// Fprint writes the round for a person to read: each spin's screen and
// reel stops (if known), the wins of each step, multipliers, facts and totals. It returns the first
// write error.
func (v *Round) Fprint(w io.Writer) error {
	ew := &errWriter{w: w}
	ew.printf("stake %d  win %d", v.Stake, v.Win)
	if v.Triggered {
		ew.printf("  feature: %d free spins", v.FreeSpins)
	}
	if v.Capped {
		ew.printf("  CAPPED")
	}
	ew.printf("\n")
	for i, sp := range v.Spins {
		kind := "base spin"
		if sp.Free {
			kind = fmt.Sprintf("free spin %d", i)
		}
		ew.printf("%s:\n", kind)
		for _, row := range sp.Screen {
			ew.printf("   ")
			for _, name := range row {
				ew.printf(" %-10s", name)
			}
			ew.printf("\n")
		}
		if len(sp.Stops) > 0 {
			ew.printf("  reel stops %s\n", strings.Trim(fmt.Sprint(sp.Stops), "[]"))
		}
		for _, st := range sp.Steps {
			ew.printf("  step %d: factor %s, win %d%s\n", st.Step, st.Factor, st.Win, st.Facts.suffix())
			for _, win := range st.Wins {
				where := "anywhere"
				switch {
				case win.Line > 0:
					where = fmt.Sprintf("line %d", win.Line)
				case win.Ways > 0:
					where = fmt.Sprintf("on %d ways", win.Ways)
				}
				ew.printf("    %d × %s %s pays %s\n", win.Count, win.Symbol, where, win.Factor)
			}
			if st.ScatterWin > 0 {
				ew.printf("    scatters %d pay %d\n", st.Scatters, st.ScatterWin)
			}
		}
		if len(sp.Steps) > 0 && len(sp.Final) > 0 {
			ew.printf("  ended on:\n")
			for _, row := range sp.Final {
				ew.printf("   ")
				for _, name := range row {
					ew.printf(" %-10s", name)
				}
				ew.printf("\n")
			}
		}
		var extra []string
		if sp.Scatters > 0 {
			extra = append(extra, fmt.Sprintf("scatters %d (pay %d)", sp.Scatters, sp.ScatterWin))
		}
		if sp.Multiplier > 1 {
			extra = append(extra, fmt.Sprintf("×%d", sp.Multiplier))
		}
		if sp.Capped {
			extra = append(extra, "cap reached")
		}
		ew.printf("  spin win %d %s%s\n", sp.Win, strings.Join(extra, ", "), sp.Facts.suffix())
	}
	return ew.err
}

// suffix returns the facts as ", name value" pairs in name order, or "".
func (fv Facts) suffix() string {
	var b strings.Builder
	for _, k := range slices.Sorted(maps.Keys(fv)) {
		fmt.Fprintf(&b, ", %s %s", strings.ReplaceAll(k, "_", " "), fv[k])
	}
	return b.String()
}

// errWriter keeps the first write error and writes nothing after it.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) printf(format string, a ...any) {
	if e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, a...)
	}
}

// JSON returns the view of the round of out and d (see [Of]) as JSON: the
// bytes a record keeps as its outcome. The encoding cannot fail (a Round
// holds no floating-point value and no map with keys other than strings).
func JSON(g games.Game, out games.Outcome, d *games.Detail) json.RawMessage {
	v := Of(g, out, d)
	return v.JSON()
}

// JSON returns v as compact JSON with <, > and & left as they are: a
// json.RawMessage inside a value encodes as the bytes the value's encoder
// would have written for v itself, escaped by json.Marshal and left alone
// by an Encoder with SetEscapeHTML(false).
func (v *Round) JSON() json.RawMessage {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic("roundview: " + err.Error()) // unreachable: see JSON
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// Parse decodes the JSON of a round view, as a record keeps it. Fields it
// does not know are ignored, as encoding/json does.
func Parse(b []byte) (Round, error) {
	var v Round
	err := json.Unmarshal(b, &v)
	return v, err
}
