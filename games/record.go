package games

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
)

// Recordable is a game whose rounds can be recorded and replayed: a [Game]
// that can name its symbols and encode its configuration.
type Recordable interface {
	Game

	// Alphabet names the game's symbols, for screens in records.
	Alphabet() *slotmech.Alphabet

	// ConfigData returns a canonical encoding of everything that decides
	// the game's outcomes (pay tables, strips, weights, caps): two games
	// with equal encodings play every round alike, and any change to the
	// maths changes the encoding.
	ConfigData() []byte
}

// ConfigID returns the identity of g's configuration: the SHA-256 of its
// [Recordable.ConfigData], in lowercase hex. Records, simulations and
// analyses print it so that a result can be matched to the exact maths
// that produced it.
func ConfigID(g Recordable) string {
	sum := sha256.Sum256(g.ConfigData())
	return hex.EncodeToString(sum[:])
}

// Record is one recorded round: enough to replay it exactly (the game, its
// configuration identity, the bet, the mode and every value the round drew)
// and what it paid, itemised, so that a replay can be checked against it.
// Records encode as JSON (see [RoundView] for the outcome's form).
type Record struct {
	Game    string         `json:"game"`
	Config  string         `json:"config"` // ConfigID of the game that played it
	Bet     slotmech.Money `json:"bet"`
	Mode    Mode           `json:"mode"`
	Draws   Draws          `json:"draws"`
	Outcome RoundView      `json:"outcome"`
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
// error naming its index.
func (d *Draws) UnmarshalJSON(b []byte) error {
	var ss []string
	if err := json.Unmarshal(b, &ss); err != nil {
		return fmt.Errorf("games: draws: %w", err)
	}
	out := make(Draws, len(ss))
	for i, s := range ss {
		if len(s) != 16 {
			return fmt.Errorf("games: draws[%d]: %q is not 16 hex digits", i, s)
		}
		v, err := strconv.ParseUint(s, 16, 64)
		if err != nil {
			return fmt.Errorf("games: draws[%d]: %q is not 16 hex digits", i, s)
		}
		out[i] = v
	}
	*d = out
	return nil
}

// RecordRound plays one round of g at bet in mode with values from src,
// records every value drawn, and returns the record with the itemised
// outcome. The round is the same one Play would have played with src.
func RecordRound(g Recordable, bet slotmech.Money, mode Mode, src rng.Source) (*Record, error) {
	rec := rng.NewRecorder(src)
	out := Outcome{Detail: true}
	if err := g.Play(bet, mode, rec, &out); err != nil {
		return nil, err
	}
	return &Record{
		Game: g.Name(), Config: ConfigID(g), Bet: bet, Mode: mode,
		Draws: rec.Draws(), Outcome: View(&out, g.Alphabet()),
	}, nil
}

// ErrReplay is the sentinel every failed replay wraps: the record does not
// describe a round of this game as it is.
var ErrReplay = errors.New("games: replay failed")

// ReplayError says why a record did not replay: which part of the record
// (Field, e.g. "config" or "outcome.spins[0].win") and what the record says
// against what the replay found. It unwraps to [ErrReplay] and, for a
// draw-count mismatch, to the rng error too.
type ReplayError struct {
	Field    string
	Recorded string
	Replayed string
	Err      error // an underlying error, or nil
}

// Error returns a message such as
// "games: replay: outcome.win: recorded 500, replayed 250".
func (e *ReplayError) Error() string {
	msg := "games: replay: " + e.Field
	if e.Recorded != "" || e.Replayed != "" {
		msg += ": recorded " + e.Recorded + ", replayed " + e.Replayed
	}
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

// Unwrap returns ErrReplay and the underlying error.
func (e *ReplayError) Unwrap() []error {
	if e.Err != nil {
		return []error{ErrReplay, e.Err}
	}
	return []error{ErrReplay}
}

// Replay plays the round of r again from its recorded draws and checks that
// it is the round the record describes. It returns the replayed outcome, or
// a *[ReplayError] naming the first difference: another game, another
// configuration (a changed pay table, strip or weight), draws that run out
// or are left over, or an outcome that differs from the record (an edited
// record). A replay never draws a fresh value.
func Replay(g Recordable, r *Record) (*RoundView, error) {
	if r.Game != g.Name() {
		return nil, &ReplayError{Field: "game", Recorded: strconv.Quote(r.Game), Replayed: strconv.Quote(g.Name())}
	}
	if id := ConfigID(g); r.Config != id {
		return nil, &ReplayError{Field: "config", Recorded: r.Config, Replayed: id}
	}
	rep := rng.NewReplayer(r.Draws)
	out := Outcome{Detail: true}
	if err := g.Play(r.Bet, r.Mode, rep, &out); err != nil {
		return nil, &ReplayError{Field: "bet", Err: err}
	}
	if err := rep.Done(); err != nil {
		return nil, &ReplayError{Field: "draws", Err: err}
	}
	v := View(&out, g.Alphabet())
	if field, rec, got, ok := diff("outcome", r.Outcome, v); !ok {
		return &v, &ReplayError{Field: field, Recorded: rec, Replayed: got}
	}
	return &v, nil
}

// diff compares two views through their JSON form and names the first
// difference by its path.
func diff(path string, a, b RoundView) (field, recorded, replayed string, same bool) {
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
