// Package cputime measures the CPU time a benchmark's goroutine consumes,
// for honest figures on a shared machine: wall-clock ns/op grows whenever
// other processes take the CPU away, the CPU time of the benchmark's own
// thread does not (caches and memory bandwidth are still shared).
//
// Use it as
//
//	stop := cputime.Start(b)
//	for b.Loop() {
//		…
//	}
//	stop()
//
// which adds the metric "cpu-ns/op": the thread's CPU time between Start
// and stop divided by b.N. Start locks the goroutine to its thread until
// stop, so that the time of one thread is the time of the loop. Where the
// thread's CPU clock cannot be read (platforms other than Linux), stop
// reports nothing. [Process] gives the CPU time of the whole process, for
// work spread over goroutines.
package cputime

import (
	"runtime"
	"testing"
	"time"
)

// Start locks the calling goroutine to its thread and starts the clock; the
// function it returns stops it, reports cpu-ns/op to b, unlocks the thread
// and returns the CPU nanoseconds per op (0 where they cannot be read), for
// a benchmark that reports a rate per CPU-second as well.
func Start(b *testing.B) (stop func() float64) {
	runtime.LockOSThread()
	t0, ok := Thread()
	return func() float64 {
		t1, ok1 := Thread()
		runtime.UnlockOSThread()
		if !ok || !ok1 || b.N == 0 {
			return 0
		}
		per := float64(t1-t0) / float64(b.N)
		b.ReportMetric(per, "cpu-ns/op")
		return per
	}
}

// StartProcess is Start for work spread over goroutines: it measures the
// CPU time of the whole process (see [Process]) and does not lock the
// thread. Nothing else should run in the process meanwhile.
func StartProcess(b *testing.B) (stop func() float64) {
	t0, ok := Process()
	return func() float64 {
		t1, ok1 := Process()
		if !ok || !ok1 || b.N == 0 {
			return 0
		}
		per := float64(t1-t0) / float64(b.N)
		b.ReportMetric(per, "cpu-ns/op")
		return per
	}
}

// Thread returns the CPU time the calling thread has used, and false where
// it cannot be read.
func Thread() (time.Duration, bool) { return threadTime() }

// Process returns the CPU time the whole process has used (all threads,
// user and system), and false where it cannot be read: the measure of work
// spread over several goroutines.
func Process() (time.Duration, bool) { return processTime() }
