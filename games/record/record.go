package record

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/roundview"
	"github.com/slotmech/slotmech/rng"
)

// Record is one recorded round: enough to replay it exactly (the game, its
// configuration identity, the bet, the mode and every value the round drew)
// and what it paid, itemised, so that a replay can be checked against it.
// Records encode as JSON; the package doc describes every field.
type Record struct {
	Game   string         `json:"game"`
	Config string         `json:"config"` // games.ConfigID of the game that played it
	Bet    slotmech.Money `json:"bet"`
	Mode   string         `json:"mode"`
	Draws  Draws          `json:"draws"`

	// Outcome is what the round paid, itemised, as JSON: the object the
	// package doc describes under "The outcome", as Play wrote it. Replay
	// compares it with the replayed round.
	Outcome json.RawMessage `json:"outcome"`
}

// Draws are the raw values a round took from its source, in order. In JSON
// each value is a string of 16 hexadecimal digits, so that no reader loses
// precision on 64-bit values.
type Draws []uint64

// MarshalJSON encodes the draws as an array of 16-digit hex strings.
func (d Draws) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, 2+19*len(d))
	b = append(b, '[')
	for i, v := range d {
		if i > 0 {
			b = append(b, ',')
		}
		b = fmt.Appendf(b, `"%016x"`, v)
	}
	return append(b, ']'), nil
}

// UnmarshalJSON decodes an array of hex strings; a malformed entry is an
// error naming its index, a *slotmech.Error wrapping [ErrReplay] with the
// words of before.
func (d *Draws) UnmarshalJSON(b []byte) error {
	var ss []string
	if err := json.Unmarshal(b, &ss); err != nil {
		return &slotmech.Error{Op: "UnmarshalJSON", Field: "draws", Reason: err.Error(), Err: fmt.Errorf("%w: %w", ErrReplay, err)}
	}
	out := make(Draws, len(ss))
	for i, s := range ss {
		v, err := strconv.ParseUint(s, 16, 64)
		if len(s) != 16 || err != nil {
			return &slotmech.Error{Op: "UnmarshalJSON", Field: "draws[" + strconv.Itoa(i) + "]",
				Reason: strconv.Quote(s) + " is not 16 hex digits", Err: ErrReplay}
		}
		out[i] = v
	}
	*d = out
	return nil
}

// Play plays one round of g with p (a Player of g) at bet in mode with
// values from src, records every value drawn, and returns the record with
// the itemised outcome. The round is the same one p.Play would have played
// with src.
func Play(g games.Game, p games.Player, bet slotmech.Money, mode string, src rng.Source) (*Record, error) {
	rec := rng.NewRecorder(src)
	var d games.Detail
	out, err := p.Play(bet, mode, rec, &d)
	if err != nil {
		return nil, err
	}
	draws := rec.Draws()
	v := roundview.Of(g, out, &d)
	return &Record{
		Game: g.Name(), Config: games.ConfigID(g), Bet: bet, Mode: mode,
		Draws: draws, Outcome: v.JSON(),
	}, nil
}

// ErrReplay is the sentinel every failed replay wraps: the record does not
// describe a round of this game as it is.
var ErrReplay = errors.New("record: replay failed")

// replayError returns the error of a record that did not replay: a
// *slotmech.Error whose Field is the part of the record at fault (e.g.
// "config" or "outcome.spins[0].win") and whose Reason says what the record
// says against what the replay found, or the cause, which it wraps with
// [ErrReplay] (an rng error for a draw-count mismatch).
func replayError(field, recorded, replayed string, cause error) error {
	e := &slotmech.Error{Op: "Replay", Field: field, Err: ErrReplay}
	if recorded != "" || replayed != "" {
		e.Reason = "recorded " + recorded + ", replayed " + replayed
	}
	if cause != nil {
		if e.Reason != "" {
			e.Reason += ": "
		}
		e.Reason += cause.Error()
		e.Err = fmt.Errorf("%w: %w", ErrReplay, cause)
	}
	return e
}

// Replay plays the round of r again from its recorded draws and checks that
// it is the round the record describes: nil if it is, else an error
// wrapping [ErrReplay], a *slotmech.Error whose Field names the first
// difference: another game, another configuration (a changed pay table,
// strip or weight), draws that run out or are left over, or an outcome that
// differs from the record (an edited record; Field is the outcome's member
// at fault, such as "outcome.spins[0].win", members compared in name order).
// An outcome that is not the JSON the package doc describes is refused with
// Field "outcome". A replay never draws a fresh value.
func Replay(g games.Game, r *Record) error {
	if r.Game != g.Name() {
		return replayError("game", strconv.Quote(r.Game), strconv.Quote(g.Name()), nil)
	}
	if id := games.ConfigID(g); r.Config != id {
		return replayError("config", r.Config, id, nil)
	}
	recorded, err := parseOutcome(r.Outcome)
	if err != nil {
		return replayError("outcome", "", "", err)
	}
	rep := rng.NewReplayer(r.Draws)
	var d games.Detail
	p := g.NewPlayer()
	out, err := p.Play(r.Bet, r.Mode, rep, &d)
	if err != nil {
		return replayError("bet", "", "", err)
	}
	if err := rep.Done(); err != nil {
		return replayError("draws", "", "", err)
	}
	replayed := roundview.Of(g, out, &d)
	for i := range min(len(recorded.Spins), len(replayed.Spins)) {
		if recorded.Spins[i].Stops == nil {
			// Records made before the spins' stops were recorded have
			// none (a feature game's spins had none until 1.0.0): the
			// stops are checked where the record has them. The draws
			// decide the round either way.
			replayed.Spins[i].Stops = nil
		}
	}
	if field, rec, got, ok := diff("outcome", recorded, replayed); !ok {
		return replayError(field, rec, got, nil)
	}
	return nil
}

// parseOutcome decodes a recorded outcome as the record's own decoding did
// when Outcome was a struct: fields it does not know are ignored, and no
// outcome (JSON null or nothing) is the zero view.
func parseOutcome(b json.RawMessage) (roundview.Round, error) {
	if len(b) == 0 {
		return roundview.Round{}, nil
	}
	return roundview.Parse(b)
}

// diff compares two views through their JSON form and names the first
// difference by its path.
func diff(path string, a, b roundview.Round) (field, recorded, replayed string, same bool) {
	var ja, jb any
	ba, _ := json.Marshal(a)
	bb, _ := json.Marshal(b)
	_ = json.Unmarshal(ba, &ja)
	_ = json.Unmarshal(bb, &jb)
	return walk(path, ja, jb)
}

func walk(path string, a, b any) (string, string, string, bool) {
	switch av := a.(type) {
	case map[string]any:
		bv, ok := b.(map[string]any)
		if !ok {
			return path, show(a), show(b), false
		}
		for _, k := range sortedKeys(av, bv) {
			if f, x, y, same := walk(path+"."+k, av[k], bv[k]); !same {
				return f, x, y, false
			}
		}
		return "", "", "", true
	case []any:
		bv, ok := b.([]any)
		if !ok {
			return path, show(a), show(b), false
		}
		for i := range min(len(av), len(bv)) {
			if f, x, y, same := walk(path+"["+strconv.Itoa(i)+"]", av[i], bv[i]); !same {
				return f, x, y, false
			}
		}
		if len(av) != len(bv) {
			return path + ".length", strconv.Itoa(len(av)), strconv.Itoa(len(bv)), false
		}
		return "", "", "", true
	default:
		if show(a) != show(b) {
			return path, show(a), show(b), false
		}
		return "", "", "", true
	}
}

func show(v any) string {
	if v == nil {
		return "nothing"
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func sortedKeys(a, b map[string]any) []string {
	seen := make(map[string]bool, len(a)+len(b))
	var keys []string
	for _, m := range []map[string]any{a, b} {
		for k := range m {
			if !seen[k] {
				seen[k] = true
				keys = append(keys, k)
			}
		}
	}
	slices.Sort(keys) // a deterministic "first" difference
	return keys
}
