package rng

import (
	"testing"

	"pgregory.net/rapid"
)

// TestLocateMatchesNaiveScan: the branch-free count (tables of up to 16
// entries) and the binary search (larger tables) both find the entry that
// owns each value of [0, Σw), exactly as a naive scan does.
func TestLocateMatchesNaiveScan(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		weights := rapid.SliceOfN(rapid.Int64Range(0, 50), 1, 60).Draw(t, "weights")
		weights[0]++
		w, err := NewWeighted(weights)
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
