// Package pool runs numbered jobs on a fixed number of goroutines and hands
// their results back in the jobs' order, so that a tool whose figures are
// built from per-job results (simulation blocks, books of a Stake Engine
// file, chunks of a full cycle) gets the same figures, and the same bytes,
// whatever the number of workers.
//
// # Model
//
// [Run] runs jobs 0 … n−1. Jobs are handed out in increasing order, one at
// a time, to workers goroutines, each with its own state W made by start
// on the worker's goroutine before its first job (a games.Player, buffers,
// sums of its own: the memory of two workers never shares a cache line).
// Each job's result goes to consume, on the goroutine that called Run, in
// index order: job i's result is consumed after job i−1's and before job
// i+1's, whichever finished first. At most a window of 2 × workers jobs
// are being played or wait to be consumed, so memory is bounded by the
// window, not by n.
//
// A job that fails stops the run: no job after it is started, the jobs
// before it finish and are consumed, and Run returns its error, so the
// error too is the same whatever the number of workers (that of the lowest
// failing job). An error from consume stops the run at once (the context
// the jobs see is cancelled) and is returned. If ctx is cancelled, the jobs
// see it through their context and Run returns ctx.Err().
//
// # Concurrency
//
// Run returns only once every goroutine it started has returned: none is
// left behind, whatever the outcome. start and work run on the workers'
// goroutines, concurrently with each other and with consume; consume runs
// on the caller's goroutine, one call at a time, so it needs no locking to
// add results up. A worker's W is used by that worker only.
//
// # What it is not for
//
// It is not a general task queue: jobs are numbered in advance and cannot
// be added while it runs; unordered fan-out whose results commute (exact
// sums added up under a lock) can use it too, with a consume that adds.
package pool

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
)

// Run runs jobs 0 … n−1 with work on workers goroutines (0 or less: one per
// CPU, runtime.GOMAXPROCS(0); never more than n) and gives each result to
// consume in index order, as the package documentation describes. start
// makes a worker's state; it may be nil, and W is then its zero value.
// work gets the run's context, cancelled when the run stops early.
//
// It returns nil when every job has been consumed, the error of the lowest
// failing job, the first error of consume, or ctx.Err(). n ≤ 0 runs
// nothing and returns ctx.Err().
func Run[W, R any](ctx context.Context, n, workers int, start func() W,
	work func(ctx context.Context, w W, i int) (R, error), consume func(i int, r R) error) error {
	if n <= 0 {
		return ctx.Err()
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, n)
	window := 2 * workers

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type result struct {
		i   int
		r   R
		err error
	}
	// A worker takes a token before it takes a job; the token comes back
	// when the job is consumed. results has room for every token, so a
	// worker never blocks sending, and jobs are handed out in order, so the
	// next job to consume is always being played or done.
	tokens := make(chan struct{}, window)
	results := make(chan result, window)
	var next atomic.Int64
	var limit atomic.Int64 // no job above it is started: the lowest failed job, or n−1
	limit.Store(int64(n - 1))
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			var w W
			started := false
			for {
				select {
				case tokens <- struct{}{}:
				case <-ctx.Done():
					return
				}
				i := next.Add(1) - 1
				if i > limit.Load() {
					return
				}
				if !started && start != nil {
					w = start()
				}
				started = true
				r, err := work(ctx, w, int(i))
				results <- result{int(i), r, err}
				if err != nil {
					return
				}
			}
		})
	}

	err := func() error {
		// Jobs want … want+window−1 are the only ones out (each holds a
		// token), so job i waits in slot i mod window.
		pending := make([]result, window)
		ready := make([]bool, window)
		failed := n // the lowest failed job, n if none
		var failure error
		for want := 0; want < n; {
			var r result
			select {
			case r = <-results:
			case <-ctx.Done():
				return ctx.Err()
			}
			if r.err != nil {
				if r.i < failed {
					failed, failure = r.i, r.err
					for l := limit.Load(); int64(r.i) < l && !limit.CompareAndSwap(l, int64(r.i)); l = limit.Load() {
					}
				}
			} else if r.i < failed {
				pending[r.i%window], ready[r.i%window] = r, true
			}
			for want < failed && ready[want%window] {
				slot := want % window
				res := pending[slot].r
				pending[slot], ready[slot] = result{}, false
				if err := consume(want, res); err != nil {
					return err
				}
				want++
				<-tokens
			}
			if want == failed {
				return failure
			}
		}
		return nil
	}()
	cancel()
	wg.Wait()
	return err
}
