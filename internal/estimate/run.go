package estimate

import (
	"context"
	"sync/atomic"

	"github.com/slotmech/slotmech/internal/pool"
	"github.com/slotmech/slotmech/rng"
)

// jobSamples is the number of samples in a job: the unit of work a worker
// takes, played on its own stream.
const jobSamples = 4096

// waveJobs is the number of jobs per worker whose results have room at once
// (a wave, waveJobs × workers slots): results are merged in job order, so
// memory does not grow with the number of samples and the floating-point
// sums do not depend on which worker played what.
const waveJobs = 32

// runner runs the jobs of one phase on the workers.
type runner struct {
	ctx     context.Context
	seed    uint64
	workers int
}

// run runs jobs 0 … n−1 on the module's ordered worker pool
// (internal/pool), job i on rng.NewStream(r.seed, stream(i)) by the worker
// numbered w (0 … workers−1, for state a worker keeps, such as its
// Sampler), calling work(w, i, slot, src) where slot (i mod the wave size,
// waveJobs × workers) is where the job leaves its result; merge(i, slot) is
// then called for every job in order, from the calling goroutine, and
// progress(done) after every wave's worth of jobs and at the end. The pool
// keeps at most 2 × workers jobs unmerged, fewer than a wave, so a slot is
// never reused before its job is merged. The first error stops the run.
func (r *runner) run(n int, stream func(i int) uint64, work func(w, i, slot int, src rng.Source) error, merge func(i, slot int), progress func(done int64)) error {
	wave := waveJobs * r.workers
	var ids atomic.Int64
	type worker struct {
		id  int
		src rng.Stream
	}
	return pool.Run(r.ctx, n, r.workers,
		func() *worker { return &worker{id: int(ids.Add(1) - 1)} },
		func(_ context.Context, w *worker, i int) (struct{}, error) {
			w.src.Reset(r.seed, stream(i))
			return struct{}{}, work(w.id, i, i%wave, &w.src)
		},
		func(i int, _ struct{}) error {
			merge(i, i%wave)
			if progress != nil && ((i+1)%wave == 0 || i+1 == n) {
				progress(int64(i + 1))
			}
			return nil
		})
}

// consecutive returns the stream function of jobs numbered from base:
// job i on stream base + i.
func consecutive(base uint64) func(int) uint64 {
	return func(i int) uint64 { return base + uint64(i) }
}
