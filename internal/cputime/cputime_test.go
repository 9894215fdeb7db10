package cputime_test

import (
	"runtime"
	"testing"
	"time"

	"github.com/slotmech/slotmech/internal/cputime"
)

// The thread's CPU clock advances while the thread works, by about the
// wall time when it is not interrupted, and not while it sleeps.
func TestThreadAdvances(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	t0, ok := cputime.Thread()
	if !ok {
		t.Skip("no thread CPU clock on this platform")
	}
	start := time.Now()
	x := 1
	for time.Since(start) < 20*time.Millisecond {
		x = x*3 + 1
	}
	t1, _ := cputime.Thread()
	if d := t1 - t0; d <= 0 || d > time.Since(start)+time.Millisecond {
		t.Fatalf("%v of CPU time in %v (x %d)", d, time.Since(start), x)
	}
	if p, ok := cputime.Process(); !ok || p < t1-t0 {
		t.Fatalf("the process used %v, its thread %v", p, t1-t0)
	}
	time.Sleep(20 * time.Millisecond)
	t2, _ := cputime.Thread()
	if d := t2 - t1; d > 5*time.Millisecond {
		t.Fatalf("%v of CPU time while sleeping", d)
	}
}

// BenchmarkSpin measures a loop of 1000 multiply-adds, with cpu-ns/op.
func BenchmarkSpin(b *testing.B) {
	x := 1
	stop := cputime.Start(b)
	for b.Loop() {
		for range 1000 {
			x = x*3 + 1
		}
	}
	stop()
	if x == 0 {
		b.Log(x)
	}
}
