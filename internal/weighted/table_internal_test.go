package weighted

import (
	"testing"

	"pgregory.net/rapid"
)

// TestLocateMatchesNaiveScan: the guided search finds the entry that owns
// each value of [0, Σw), exactly as a naive scan does.
func TestLocateMatchesNaiveScan(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		weights := rapid.SliceOfN(rapid.Int64Range(0, 50), 1, 60).Draw(t, "weights")
		weights[0]++
		w, err := New(weights)
		if err != nil {
			t.Fatal(err)
		}
		x := rapid.Int64Range(0, w.Total()-1).Draw(t, "x")
		want, acc := -1, int64(0)
		for i, v := range weights {
			if x < acc+v {
				want = i
				break
			}
			acc += v
		}
		if got := w.locate(uint64(x)); got != want {
			t.Fatalf("locate(%d) = %d, want %d (weights %v)", x, got, want, weights)
		}
	})
}

// naiveLocate is the definition locate implements: the entry i with
// w[0]+…+w[i−1] <= x < w[0]+…+w[i].
func naiveLocate(weights []int64, x uint64) int {
	var acc uint64
	for i, v := range weights {
		acc += uint64(v)
		if x < acc {
			return i
		}
	}
	return -1
}

// TestLocateSkewedTables: tables mixing zero, tiny and huge weights, so that
// one guide bucket may span many entries (the bisection path) and an entry
// may span many buckets. The values tried are each entry's first and last
// value and their neighbours, where an off-by-one would show.
func TestLocateSkewedTables(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		weight := rapid.OneOf(rapid.Just(int64(0)), rapid.Int64Range(1, 3), rapid.Int64Range(1, 1<<20),
			rapid.Int64Range(1<<40, 1<<56))
		weights := rapid.SliceOfN(weight, 1, 300).Draw(t, "weights")
		weights[len(weights)-1] |= 1 // a positive total
		w, err := New(weights)
		if err != nil {
			t.Fatal(err)
		}
		var acc uint64
		for _, v := range weights {
			for _, x := range []uint64{acc - 1, acc, acc + 1, acc + uint64(v) - 1, acc + uint64(v)} {
				if x >= w.total { // also skips acc-1 for acc == 0
					continue
				}
				if got, want := w.locate(x), naiveLocate(weights, x); got != want {
					t.Fatalf("locate(%d) = %d, want %d (weights %v)", x, got, want, weights)
				}
			}
			acc += uint64(v)
		}
	})
}

// TestLocateEveryValue checks every value of [0, Σw) of small tables, among
// them totals of 1, powers of two and one more than a power of two (one
// value alone in the last bucket).
func TestLocateEveryValue(t *testing.T) {
	for _, weights := range [][]int64{
		{1}, {0, 1}, {1, 0}, {2, 2}, {1, 0, 2, 1}, {40, 35, 30, 25, 20, 15, 10, 8, 5, 2},
		{64, 1}, {0, 0, 7, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 3, 0, 0}, {1000, 1, 1, 1, 1, 1, 1, 1, 1, 1},
	} {
		w := Must(weights...)
		for x := range w.total {
			if got, want := w.locate(x), naiveLocate(weights, x); got != want {
				t.Fatalf("locate(%d) = %d, want %d (weights %v)", x, got, want, weights)
			}
		}
	}
}

// TestGuideWholeBuckets: a guide entry marked whole names the owner of every
// value of its bucket, for tables of every size, and most buckets are whole
// (a boundary between entries falls in one bucket at most).
func TestGuideWholeBuckets(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		weight := rapid.OneOf(rapid.Just(int64(0)), rapid.Int64Range(1, 3), rapid.Int64Range(1, 5000),
			rapid.Int64Range(1<<40, 1<<50))
		weights := rapid.SliceOfN(weight, 1, 200).Draw(t, "weights")
		weights[len(weights)-1] |= 1 // a positive total
		w, err := New(weights)
		if err != nil {
			t.Fatal(err)
		}
		buckets := (w.total-1)>>w.shift + 1
		notWhole := 0
		for b := range buckets {
			g := w.guide[b]
			if g&whole == 0 {
				notWhole++
				continue
			}
			first := b << w.shift
			last := min(first+(1<<w.shift-1), w.total-1)
			// The owners ascend with the value: the bucket's ends
			// decide for all of it.
			for _, x := range []uint64{first, last, first + (last-first)/2} {
				if got := naiveLocate(weights, x); got != int(g&^whole) {
					t.Fatalf("bucket %d marked whole for entry %d, value %d is entry %d's", b, g&^whole, x, got)
				}
			}
		}
		positive := 0
		for _, v := range weights {
			if v > 0 {
				positive++
			}
		}
		if notWhole > positive-1 {
			t.Fatalf("%d buckets are not whole, but there are only %d boundaries", notWhole, positive-1)
		}
	})
}
