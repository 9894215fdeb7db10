package rng_test

import (
	"fmt"

	"github.com/slotmech/slotmech/rng"
)

// A simulation gives every block of rounds its own stream: the same seed gives
// the same reel stops on every machine.
func ExampleNewStream() {
	src := rng.NewStream(2026, 0)
	strip := 32
	fmt.Println(rng.IntN(src, strip), rng.IntN(src, strip), rng.IntN(src, strip))
	// Output: 3 0 2
}

// Weighted draws have exact integer probabilities; bad tables are refused.
func ExampleNewWeighted() {
	if _, err := rng.NewWeighted([]int64{5, -1}); err != nil {
		fmt.Println(err)
	}
	weights := []int64{90, 9, 1}
	w, _ := rng.NewWeighted(weights)
	src := rng.NewStream(1, 0)
	var counts [3]int
	for range 1000 {
		counts[w.Draw(src)]++
	}
	fmt.Println(weights[1], "/", weights[0]+weights[1]+weights[2], counts)
	// Output:
	// rng: weight 1: is negative (-1)
	// 9 / 100 [887 99 14]
}

// Record a round's draws, replay them later: the replayed round is identical,
// and a replay that wants more draws than were recorded is an error.
func ExampleReplayer() {
	rec := rng.NewRecorder(rng.NewStream(7, 0))
	a, b := rng.IntN(rec, 6), rng.IntN(rec, 6)

	rep := rng.NewReplayer(rec.Draws())
	fmt.Println(a == rng.IntN(rep, 6), b == rng.IntN(rep, 6), rep.Done())
	rng.IntN(rep, 6)
	fmt.Println(rep.Done())
	// Output:
	// true true <nil>
	// rng: replay ran out of recorded draws: asked for draw 3 of 2 recorded
}
