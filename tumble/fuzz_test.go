package tumble_test

import (
	"encoding/binary"
	"errors"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/rng"
	"github.com/slotmech/slotmech/tumble"
)

// tablesOf cuts data into reels: a byte sep ends a reel, every other byte is
// a symbol.
func tablesOf(data []byte, sep byte) [][]slotmech.Symbol {
	tables := [][]slotmech.Symbol{nil}
	for _, b := range data {
		if b == sep {
			tables = append(tables, nil)
			continue
		}
		tables[len(tables)-1] = append(tables[len(tables)-1], slotmech.Symbol(b))
	}
	return tables
}

// FuzzNewStrips: any strips are either refused with a *slotmech.Error or give a
// usable Strips: a window at stop 0 and a refill step work without panicking
// and show only strip symbols.
func FuzzNewStrips(f *testing.F) {
	f.Add([]byte{1, 2, 3, 0xff, 4, 5}, uint8(3))
	f.Add([]byte{1, 0, 3}, uint8(2))
	f.Add([]byte{0xff, 0xff}, uint8(1))
	f.Add([]byte{64, 1}, uint8(8))
	f.Fuzz(func(t *testing.T, data []byte, rows uint8) {
		tables := tablesOf(data, 0xff)
		strips, err := tumble.NewStrips(tables)
		if err != nil {
			var de *slotmech.Error
			if !errors.As(err, &de) || !errors.Is(err, tumble.ErrConfig) {
				t.Fatalf("error %v is not a *Error", err)
			}
			return
		}
		scr := slotmech.NewScreen(len(tables), int(rows%slotmech.MaxRows)+1)
		r := tumble.NewStripRefill(strips)
		if err := r.Start(&scr, make([]int, len(tables))); err != nil {
			t.Fatal(err)
		}
		if _, err := tumble.Step(&scr, scr.Positions(), 0, slotmech.Empty, r, nil); err != nil {
			t.Fatal(err)
		}
		if scr.Count(slotmech.Empty) != 0 {
			t.Fatal("Empty on screen after a strip refill")
		}
	})
}

// FuzzNewWeightedRefill: any tables are either refused with a *slotmech.Error or
// draw only symbols of positive weight from the right reel.
func FuzzNewWeightedRefill(f *testing.F) {
	f.Add([]byte{1, 2, 0xff, 3}, []byte{1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0})
	f.Add([]byte{1, 2}, []byte{0, 0, 0, 0, 0, 0, 0, 0x80})
	f.Add([]byte{0}, []byte{1, 0, 0, 0, 0, 0, 0, 0})
	f.Fuzz(func(t *testing.T, symData, weightData []byte) {
		symbols := tablesOf(symData, 0xff)
		// Weights: 8 bytes each, dealt to the reels in order of their sizes.
		weights := make([][]int64, len(symbols))
		for reel, syms := range symbols {
			for range syms {
				if len(weightData) < 8 {
					break
				}
				weights[reel] = append(weights[reel], int64(binary.LittleEndian.Uint64(weightData)))
				weightData = weightData[8:]
			}
		}
		w, err := tumble.NewWeightedRefill(symbols, weights)
		if err != nil {
			var de *slotmech.Error
			if !errors.As(err, &de) || !errors.Is(err, tumble.ErrConfig) {
				t.Fatalf("error %v is not a *Error", err)
			}
			return
		}
		src := rng.NewStream(1, 2)
		dst := make([]slotmech.Symbol, 16)
		for reel := range tumble.Reels(w) {
			if err := w.Refill(reel, dst, src); err != nil {
				t.Fatal(err)
			}
			for _, c := range dst {
				found := false
				for i, s := range symbols[reel] {
					found = found || (s == c && weights[reel][i] > 0)
				}
				if !found {
					t.Fatalf("reel %d drew %d, not a symbol of positive weight", reel, c)
				}
			}
		}
	})
}

// FuzzNewListRefill: any lists are either refused with a *slotmech.Error or are
// taken back in order.
func FuzzNewListRefill(f *testing.F) {
	f.Add([]byte{1, 2, 0xff, 3})
	f.Add([]byte{0})
	f.Fuzz(func(t *testing.T, data []byte) {
		lists := tablesOf(data, 0xff)
		l, err := tumble.NewListRefill(lists)
		if err != nil {
			if !errors.Is(err, tumble.ErrConfig) {
				t.Fatalf("error %v does not wrap ErrConfig", err)
			}
			return
		}
		for reel := range tumble.Reels(l) {
			got := make([]slotmech.Symbol, len(lists[reel]))
			if err := l.Refill(reel, got, nil); err != nil {
				t.Fatal(err)
			}
			for i := range got {
				if got[i] != lists[reel][i] {
					t.Fatalf("reel %d entry %d: got %d, want %d", reel, i, got[i], lists[reel][i])
				}
			}
		}
	})
}
