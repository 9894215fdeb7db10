package estimate

import (
	"context"
	"sync"
	"sync/atomic"

	"github.com/slotmech/slotmech/rng"
)

// jobSamples is the number of samples in a job: the unit of work a worker
// takes, played on its own stream.
const jobSamples = 4096

// waveJobs is the number of jobs per worker held at once: jobs run in waves
// of waveJobs × workers, each wave's results merged in job order before the
// next starts, so memory does not grow with the number of samples and the
// floating-point sums do not depend on which worker played what.
const waveJobs = 32

// runner runs the jobs of one phase on the workers.
type runner struct {
	ctx     context.Context
	seed    uint64
	workers int
}

// run runs jobs 0 … n−1, job i on rng.NewStream(r.seed, stream(i)) by the
// worker numbered w (0 … workers−1, for state a worker keeps, such as its
// Sampler), calling work(w, i, slot, src) where slot (i mod the wave size)
// is where the job leaves its result; merge(i, slot) is then called for
// every job in order, from the calling goroutine, and progress(done) after
// each wave. The first error stops the run.
func (r *runner) run(n int, stream func(i int) uint64, work func(w, i, slot int, src rng.Source) error, merge func(i, slot int), progress func(done int64)) error {
	wave := waveJobs * r.workers
	for lo := 0; lo < n; lo += wave {
		if err := r.ctx.Err(); err != nil {
			return err
		}
		hi := min(n, lo+wave)
		var next atomic.Int64
		next.Store(int64(lo))
		var failed atomic.Pointer[error]
		var wg sync.WaitGroup
		for w := range min(r.workers, hi-lo) {
			wg.Go(func() {
				var src rng.Stream
				for failed.Load() == nil {
					i := int(next.Add(1) - 1)
					if i >= hi {
						return
					}
					src.Reset(r.seed, stream(i))
					if err := work(w, i, i-lo, &src); err != nil {
						failed.CompareAndSwap(nil, &err)
						return
					}
				}
			})
		}
		wg.Wait()
		if p := failed.Load(); p != nil {
			return *p
		}
		for i := lo; i < hi; i++ {
			merge(i, i-lo)
		}
		if progress != nil {
			progress(int64(hi))
		}
	}
	return nil
}

// consecutive returns the stream function of jobs numbered from base:
// job i on stream base + i.
func consecutive(base uint64) func(int) uint64 {
	return func(i int) uint64 { return base + uint64(i) }
}
