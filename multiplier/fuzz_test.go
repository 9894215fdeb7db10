package multiplier_test

import (
	"encoding/binary"
	"errors"
	"math/bits"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/multiplier"
	"github.com/slotmech/slotmech/rng"
)

// FuzzNewTable builds tables from arbitrary bytes (17 bytes per entry:
// symbol, value, weight) and checks that NewTable either refuses them with a
// *Error or returns a table that keeps its contract; it never panics.
func FuzzNewTable(f *testing.F) {
	entry := func(sym byte, v, w int64) []byte {
		b := []byte{sym}
		b = binary.LittleEndian.AppendUint64(b, uint64(v))
		return binary.LittleEndian.AppendUint64(b, uint64(w))
	}
	f.Add([]byte{})
	f.Add(entry(11, 2, 400))
	f.Add(append(entry(11, 2, 400), entry(12, 500, 1)...))
	f.Add(append(entry(11, 2, 0), entry(11, 3, 1)...))
	f.Add(entry(0, 2, 1))
	f.Add(entry(5, 0, 1))
	f.Add(entry(5, 2, -1))
	f.Add(append(entry(5, 2, 1<<62), entry(6, 2, 1<<62)...))
	f.Fuzz(func(t *testing.T, data []byte) {
		var entries []multiplier.Entry
		for ; len(data) >= 17; data = data[17:] {
			entries = append(entries, multiplier.Entry{
				Symbol: slotmech.Symbol(data[0]),
				Value:  int64(binary.LittleEndian.Uint64(data[1:])),
				Weight: int64(binary.LittleEndian.Uint64(data[9:])),
			})
		}
		tab, err := multiplier.NewTable(entries)
		if err != nil {
			var te *slotmech.Error
			if tab != nil || !errors.As(err, &te) || !errors.Is(err, multiplier.ErrConfig) {
				t.Fatalf("NewTable: table %v, error %v", tab, err)
			}
			return
		}
		if bits.OnesCount64(uint64(tab.Symbols())) != len(entries) {
			t.Fatalf("table of %d entries has %d symbols", len(entries), bits.OnesCount64(uint64(tab.Symbols())))
		}
		for _, e := range entries {
			if tab.Value(e.Symbol) != e.Value || e.Value < 1 || e.Value > 1_000_000_000 || e.Weight < 0 {
				t.Fatalf("accepted entry %+v, Value %d", e, tab.Value(e.Symbol))
			}
		}
		if num, den := tab.Mean(); num <= 0 || den <= 0 {
			t.Fatalf("Mean %d/%d", num, den)
		}
		src := rng.NewStream(uint64(len(entries)), 0)
		for range 8 {
			if sym := tab.Draw(src); !tab.Symbols().Has(sym) {
				t.Fatalf("drew %d, not in the table", sym)
			}
		}
	})
}
