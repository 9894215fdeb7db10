package stakeengine

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/slotmech/slotmech"
	"io"
	"math"
	"math/big"
	"math/bits"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/klauspost/compress/zstd"
)

// ErrFormat is the sentinel every error of a broken rule wraps (with the
// [Rule]): the files break a rule of
// the format.
var ErrFormat = errors.New("stakeengine: files break the format")

// Rule names a rule of the format that files can break.
type Rule string

// The rules [Check] verifies.
const (
	// RuleIndex: index.json exists, is a JSON object with a non-empty list
	// "modes" of objects, and names each mode once.
	RuleIndex Rule = "index"
	// RuleKeys: every mode has "name", "cost" (a positive number),
	// "events" and "weights" (strings); every book has "id",
	// "payoutMultiplier" and "events" (a list).
	RuleKeys Rule = "keys"
	// RuleFiles: the files a mode names are plain names of files in the
	// directory.
	RuleFiles Rule = "files"
	// RuleColumns: a lookup table row is three comma-separated columns.
	RuleColumns Rule = "columns"
	// RuleUint: ids, weights and payout multipliers are unsigned decimal
	// integers that fit in 64 bits.
	RuleUint Rule = "uint64"
	// RuleOrder: ids increase strictly, row after row.
	RuleOrder Rule = "order"
	// RuleMatch: the books are the lookup table's rows, in order: as many,
	// each with the id and payoutMultiplier of its row.
	RuleMatch Rule = "match"
	// RuleWeights: a mode's weights add up to more than 0 and within 64
	// bits.
	RuleWeights Rule = "weights"
	// RulePayout: a non-zero payoutMultiplier is at least 10 and a multiple
	// of 10 (steps of 0.1 × the base bet).
	RulePayout Rule = "payout"
	// RuleBooks: a books file is zstandard-compressed JSON, one object per
	// line.
	RuleBooks Rule = "books"
	// RuleSpread: the RTPs of the modes differ by at most [MaxSpread].
	RuleSpread Rule = "spread"
)

// Error is the error method of a Rule: the rule's name, so that
// errors.Is(err, RulePayout) says which rule files broke.
func (r Rule) Error() string { return "stakeengine: rule " + string(r) }

// formatErr returns the error of a rule of the format broken by a file: a
// *slotmech.Error whose Field is the file and its line (from 1, as editors
// count lines; 0 for the file as a whole), whose Reason is the rule and
// what is wrong, and which wraps [ErrFormat] and the rule, such as
// "stakeengine: lookUpTable_base_0.csv line 7: payout: payoutMultiplier 15
// is not a multiple of 10".
func formatErr(file string, line int64, rule Rule, msg string) error {
	where := file
	if line > 0 {
		where += fmt.Sprintf(" line %d", line)
	}
	return &slotmech.Error{Op: "Check", Field: where, Reason: string(rule) + ": " + msg,
		Err: fmt.Errorf("%w: %w", ErrFormat, rule)}
}

// Report is what [Check] found in a directory: the figures of each mode, as
// the RGS shows them.
type Report struct {
	Modes []ModeStats
}

// ModeStats are the figures of one mode's lookup table, weighted by the
// rows' weights. Multipliers are in hundredths of the base bet, as in the
// files; rates are fractions of the total weight.
type ModeStats struct {
	Name    string   // the mode's name
	Cost    *big.Rat // the mode's cost, × base bet
	Events  string   // the books file
	Weights string   // the lookup table file

	Rows   int64  // rows of the lookup table (books)
	Weight uint64 // the sum of the weights

	RTP     *big.Rat // Σ weight × payoutMultiplier ÷ (Weight × Cost × 100)
	HitRate *big.Rat // weight of the rows with a non-zero payout ÷ Weight

	MaxPayout  uint64   // the largest payoutMultiplier
	MaxWinRate *big.Rat // weight of the rows paying MaxPayout ÷ Weight

	// SigmaX is the standard deviation of a round's win in multiples of
	// the base bet (payoutMultiplier ÷ 100).
	SigmaX float64

	// Payouts is the number of distinct non-zero payoutMultipliers;
	// NonZero the number of rows with one.
	Payouts int
	NonZero int64

	// LessThanBet is the probability that a round pays less than it
	// costs: the weight of the rows with payoutMultiplier < Cost × 100,
	// ÷ Weight.
	LessThanBet *big.Rat
}

// Check reads the math files in dir (index.json and the files it names) and
// verifies every rule of the format (see [Rule]); it returns the figures of
// each mode. The first rule broken is returned as a *slotmech.Error wrapping [ErrFormat] and the [Rule]; a file that
// cannot be read is returned as the os error. Files are streamed: memory
// does not grow with the number of rows, only with the number of distinct
// payouts.
func Check(dir string) (*Report, error) {
	modes, err := readIndex(dir)
	if err != nil {
		return nil, err
	}
	r := &Report{}
	for _, m := range modes {
		st, err := checkMode(dir, m)
		if err != nil {
			return nil, err
		}
		r.Modes = append(r.Modes, *st)
	}
	lo, hi := 0, 0
	for i, m := range r.Modes {
		if m.RTP.Cmp(r.Modes[lo].RTP) < 0 {
			lo = i
		}
		if m.RTP.Cmp(r.Modes[hi].RTP) > 0 {
			hi = i
		}
	}
	if d := new(big.Rat).Sub(r.Modes[hi].RTP, r.Modes[lo].RTP); d.Cmp(MaxSpread) > 0 {
		return nil, formatErr(IndexFile, 0, RuleSpread, fmt.Sprintf(
			"the RTPs of modes %q (%s%%) and %q (%s%%) differ by %s points, more than the %s the RGS accepts",
			r.Modes[hi].Name, percent(r.Modes[hi].RTP), r.Modes[lo].Name, percent(r.Modes[lo].RTP), percent(d), percent(MaxSpread)))
	}
	return r, nil
}

// readIndex reads and checks index.json.
func readIndex(dir string) ([]ModeStats, error) {
	b, err := os.ReadFile(filepath.Join(dir, IndexFile))
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, formatErr(IndexFile, 0, RuleIndex, "no such file in "+dir)
		}
		return nil, err
	}
	bad := func(rule Rule, format string, a ...any) ([]ModeStats, error) {
		return nil, formatErr(IndexFile, 0, rule, fmt.Sprintf(format, a...))
	}
	var index struct {
		Modes []json.RawMessage `json:"modes"`
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	if err := dec.Decode(&index); err != nil {
		return bad(RuleIndex, "want a JSON object with a list \"modes\": %v", err)
	}
	if len(index.Modes) == 0 {
		return bad(RuleIndex, "no modes: want \"modes\": [{\"name\", \"cost\", \"events\", \"weights\"}, …]")
	}
	var out []ModeStats
	seen := map[string]bool{}
	for i, raw := range index.Modes {
		var obj map[string]json.RawMessage
		if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
			return bad(RuleIndex, "mode %d: want an object", i+1)
		}
		var m ModeStats
		str := func(key string, into *string) error {
			v, ok := obj[key]
			if !ok {
				return formatErr(IndexFile, 0, RuleKeys, fmt.Sprintf("mode %d: no %q", i+1, key))
			}
			if err := json.Unmarshal(v, into); err != nil || *into == "" {
				return formatErr(IndexFile, 0, RuleKeys, fmt.Sprintf("mode %d: %q: want a non-empty string, got %s", i+1, key, v))
			}
			return nil
		}
		for _, kv := range []struct {
			key  string
			into *string
		}{{"name", &m.Name}, {"events", &m.Events}, {"weights", &m.Weights}} {
			if err := str(kv.key, kv.into); err != nil {
				return nil, err
			}
		}
		cost, ok := obj["cost"]
		if !ok {
			return bad(RuleKeys, "mode %q: no \"cost\"", m.Name)
		}
		var num json.Number
		if err := json.Unmarshal(cost, &num); err != nil || cost[0] == '"' {
			return bad(RuleKeys, "mode %q: \"cost\": want a number, got %s", m.Name, cost)
		}
		c, ok := new(big.Rat).SetString(num.String())
		if !ok || c.Sign() <= 0 {
			return bad(RuleKeys, "mode %q: \"cost\": want a positive number, got %s", m.Name, cost)
		}
		m.Cost = c
		if seen[m.Name] {
			return bad(RuleIndex, "two modes are called %q", m.Name)
		}
		seen[m.Name] = true
		for _, f := range []string{m.Events, m.Weights} {
			if f != filepath.Base(f) || f == "." || f == ".." || strings.ContainsAny(f, `/\`) {
				return bad(RuleFiles, "mode %q: %q: want the name of a file in the directory", m.Name, f)
			}
			if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
				return bad(RuleFiles, "mode %q: %q: %v", m.Name, f, errors.Unwrap(err))
			}
		}
		out = append(out, m)
	}
	return out, nil
}

// checkMode reads one mode's lookup table and books side by side.
func checkMode(dir string, m ModeStats) (*ModeStats, error) {
	cf, err := os.Open(filepath.Join(dir, m.Weights))
	if err != nil {
		return nil, err
	}
	defer cf.Close()
	bf, err := os.Open(filepath.Join(dir, m.Events))
	if err != nil {
		return nil, err
	}
	defer bf.Close()
	zr, err := zstd.NewReader(bf, zstd.WithDecoderConcurrency(1))
	if err != nil {
		return nil, formatErr(m.Events, 0, RuleBooks, "not zstandard: "+err.Error())
	}
	defer zr.Close()

	csvIn := bufio.NewReaderSize(cf, 1<<16)
	books := bufio.NewReaderSize(zr, 1<<20)
	payouts := map[uint64]uint64{} // payoutMultiplier → weight
	var lastID uint64
	for line := int64(1); ; line++ {
		row, rerr := csvIn.ReadString('\n')
		if rerr != nil && rerr != io.EOF {
			return nil, rerr
		}
		if row == "" && rerr == io.EOF {
			// The table has ended: the books must too.
			if b, err := books.ReadBytes('\n'); len(bytes.TrimSpace(b)) > 0 {
				return nil, formatErr(m.Events, line, RuleMatch, fmt.Sprintf(
					"a book beyond the %d rows of %s", line-1, m.Weights))
			} else if err != nil && err != io.EOF {
				return nil, formatErr(m.Events, line, RuleBooks, "not zstandard: "+err.Error())
			}
			break
		}
		row = strings.TrimSuffix(strings.TrimSuffix(row, "\n"), "\r")
		cells := strings.Split(row, ",")
		if len(cells) != 3 {
			return nil, formatErr(m.Weights, line, RuleColumns, fmt.Sprintf(
				"%q: want 3 columns id,weight,payoutMultiplier, got %d", row, len(cells)))
		}
		var v [3]uint64
		for j, name := range []string{"id", "weight", "payoutMultiplier"} {
			x, err := strconv.ParseUint(cells[j], 10, 64)
			if err != nil || cells[j][0] == '+' {
				return nil, formatErr(m.Weights, line, RuleUint, fmt.Sprintf(
					"%s %q: want an unsigned integer below 2^64", name, cells[j]))
			}
			v[j] = x
		}
		id, weight, pm := v[0], v[1], v[2]
		if line > 1 && id <= lastID {
			return nil, formatErr(m.Weights, line, RuleOrder, fmt.Sprintf(
				"id %d after id %d: ids must increase", id, lastID))
		}
		lastID = id
		if pm != 0 && (pm < 10 || pm%10 != 0) {
			return nil, formatErr(m.Weights, line, RulePayout, fmt.Sprintf(
				"payoutMultiplier %d: a non-zero payout must be at least 10 and a multiple of 10", pm))
		}
		var carry uint64
		if m.Weight, carry = bits.Add64(m.Weight, weight, 0); carry != 0 {
			return nil, formatErr(m.Weights, line, RuleWeights, "the weights add up to more than 2^64 − 1")
		}
		payouts[pm] += weight // at most the total, which fits
		m.Rows++
		if pm != 0 {
			m.NonZero++
		}

		if err := checkBook(books, m, line, id, pm); err != nil {
			return nil, err
		}
	}
	if m.Weight == 0 {
		return nil, formatErr(m.Weights, 0, RuleWeights, "the weights add up to 0 (or the table is empty)")
	}
	m.stats(payouts)
	return &m, nil
}

// checkBook reads the next book and checks it against its row.
func checkBook(books *bufio.Reader, m ModeStats, line int64, id, pm uint64) error {
	b, err := books.ReadBytes('\n')
	if err != nil && err != io.EOF {
		return formatErr(m.Events, line, RuleBooks, "not zstandard: "+err.Error())
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return formatErr(m.Events, line, RuleMatch, fmt.Sprintf(
			"%s has %d or more rows, the books end before", m.Weights, line))
	}
	// One pass over the line: the three keys the RGS reads, kept raw.
	var obj struct {
		ID               json.RawMessage `json:"id"`
		PayoutMultiplier json.RawMessage `json:"payoutMultiplier"`
		Events           json.RawMessage `json:"events"`
	}
	if err := json.Unmarshal(b, &obj); err != nil || bytes.HasPrefix(bytes.TrimSpace(b), []byte("null")) {
		return formatErr(m.Events, line, RuleBooks, "want a JSON object on the line")
	}
	var got [2]uint64
	for j, kv := range []struct {
		key string
		raw json.RawMessage
	}{{"id", obj.ID}, {"payoutMultiplier", obj.PayoutMultiplier}} {
		// encoding/json matches keys regardless of case; the RGS does not.
		if kv.raw == nil || !bytes.Contains(b, []byte(`"`+kv.key+`"`)) {
			return formatErr(m.Events, line, RuleKeys, fmt.Sprintf("no %q", kv.key))
		}
		x, err := strconv.ParseUint(string(kv.raw), 10, 64)
		if err != nil {
			return formatErr(m.Events, line, RuleUint, fmt.Sprintf(
				"%q: want an unsigned integer below 2^64, got %s", kv.key, kv.raw))
		}
		got[j] = x
	}
	if obj.Events == nil || !bytes.Contains(b, []byte(`"events"`)) {
		return formatErr(m.Events, line, RuleKeys, `no "events"`)
	}
	if obj.Events[0] != '[' { // valid JSON already: a list starts with [
		return formatErr(m.Events, line, RuleKeys, `"events": want a list`)
	}
	if got[0] != id || got[1] != pm {
		return formatErr(m.Events, line, RuleMatch, fmt.Sprintf(
			"book id %d, payoutMultiplier %d; row %d of %s has id %d, payoutMultiplier %d",
			got[0], got[1], line, m.Weights, id, pm))
	}
	return nil
}

// stats fills the figures from the weight of each payout.
func (m *ModeStats) stats(payouts map[uint64]uint64) {
	w := new(big.Int).SetUint64(m.Weight)
	var sum, sq, hit, less big.Int
	limit := new(big.Rat).Mul(m.Cost, big.NewRat(100, 1)) // a payout below it is less than the bet
	pms := make([]uint64, 0, len(payouts))
	for pm := range payouts {
		pms = append(pms, pm)
	}
	slices.Sort(pms)
	for _, pm := range pms {
		wt := new(big.Int).SetUint64(payouts[pm])
		x := new(big.Int).SetUint64(pm)
		t := new(big.Int).Mul(wt, x)
		sum.Add(&sum, t)
		sq.Add(&sq, t.Mul(t, x))
		if pm > 0 && payouts[pm] > 0 {
			hit.Add(&hit, wt)
			m.Payouts++
		}
		if new(big.Rat).SetInt(x).Cmp(limit) < 0 {
			less.Add(&less, wt)
		}
		if payouts[pm] > 0 {
			m.MaxPayout = pm
		}
	}
	m.RTP = new(big.Rat).Quo(new(big.Rat).SetFrac(&sum, w), limit)
	m.HitRate = new(big.Rat).SetFrac(&hit, w)
	m.MaxWinRate = new(big.Rat).SetFrac(new(big.Int).SetUint64(payouts[m.MaxPayout]), w)
	m.LessThanBet = new(big.Rat).SetFrac(&less, w)
	// Var(pm) = (W·Σw·pm² − (Σw·pm)²) / W², in hundredths² of the bet.
	num := new(big.Int).Sub(new(big.Int).Mul(w, &sq), new(big.Int).Mul(&sum, &sum))
	v, _ := new(big.Rat).SetFrac(num, new(big.Int).Mul(w, w)).Float64()
	m.SigmaX = math.Sqrt(max(v, 0)) / 100
}

// Fprint writes the figures of every mode as a table, as the RGS shows
// them. It returns the first write error.
func (r *Report) Fprint(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "mode\tcost\trows\tRTP\thit rate\tmax win ×\tmax win 1 in\tσ ×\tpayouts\tP(< bet)\t")
	for _, m := range r.Modes {
		oneIn := "-"
		if m.MaxWinRate.Sign() > 0 {
			f, _ := new(big.Rat).Inv(m.MaxWinRate).Float64()
			oneIn = fmt.Sprintf("%.0f", f)
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s%%\t%s%%\t%s\t%s\t%.2f\t%d\t%s%%\t\n",
			m.Name, m.Cost.FloatString(2), m.Rows, percent(m.RTP), percent(m.HitRate),
			new(big.Rat).SetFrac64(int64(min(m.MaxPayout, math.MaxInt64)), 100).FloatString(1), oneIn,
			m.SigmaX, m.Payouts, percent(m.LessThanBet))
	}
	return tw.Flush()
}
