package pool

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// square is a job whose result depends on its index only, and which takes
// a varying time so that jobs finish out of order.
func square(_ context.Context, w *int, i int) (int, error) {
	*w++ // the worker's own state
	if i%3 == 0 {
		runtime.Gosched()
	}
	return i * i, nil
}

// Any worker count gives the same results, in index order, and every job
// runs exactly once.
func TestRunOrderedWhateverTheWorkers(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 300).Draw(t, "n")
		workers := rapid.IntRange(-1, 17).Draw(t, "workers")
		var got []int
		var ran atomic.Int64
		err := Run(context.Background(), n, workers, func() *int { return new(int) },
			func(ctx context.Context, w *int, i int) (int, error) {
				ran.Add(1)
				return square(ctx, w, i)
			},
			func(i, r int) error {
				if i != len(got) {
					return fmt.Errorf("consumed %d after %d results", i, len(got))
				}
				got = append(got, r)
				return nil
			})
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != n || ran.Load() != int64(n) {
			t.Fatalf("%d results, %d jobs run, want %d", len(got), ran.Load(), n)
		}
		for i, r := range got {
			if r != i*i {
				t.Fatalf("result %d is %d, want %d", i, r, i*i)
			}
		}
	})
}

// A failing job stops the run with its error, the lowest failing job's
// whatever the workers; the jobs before it are consumed, none after it.
func TestRunErrorStops(t *testing.T) {
	boom := errors.New("boom")
	for _, workers := range []int{1, 2, 4, 8} {
		var consumed []int
		var started atomic.Int64
		err := Run(context.Background(), 10_000, workers, nil,
			func(_ context.Context, _ struct{}, i int) (int, error) {
				started.Add(1)
				if i == 40 || i == 45 {
					return 0, fmt.Errorf("job %d: %w", i, boom)
				}
				if i == 41 {
					time.Sleep(time.Millisecond) // 45 may fail before 40
				}
				return i, nil
			},
			func(i, r int) error { consumed = append(consumed, i); return nil })
		require.ErrorIs(t, err, boom)
		require.EqualError(t, err, "job 40: boom", "workers %d", workers)
		require.Len(t, consumed, 40, "the jobs before the failure are consumed")
		require.Less(t, started.Load(), int64(40+2*workers+2), "no job long after the failure starts")
	}
	// An error of consume stops the run too.
	err := Run(context.Background(), 1000, 3, nil,
		func(_ context.Context, _ struct{}, i int) (int, error) { return i, nil },
		func(i, r int) error {
			if i == 7 {
				return boom
			}
			return nil
		})
	require.ErrorIs(t, err, boom)
}

// A cancelled context stops the run: Run returns ctx.Err(), and the jobs
// see the cancellation through their context.
func TestRunCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var consumed atomic.Int64
	done := make(chan error)
	go func() {
		done <- Run(ctx, 1_000_000, 4, nil,
			func(ctx context.Context, _ struct{}, i int) (int, error) {
				select {
				case <-ctx.Done():
					return 0, ctx.Err()
				case <-time.After(100 * time.Microsecond):
					return i, nil
				}
			},
			func(i, r int) error { consumed.Add(1); return nil })
	}()
	for consumed.Load() < 10 {
		time.Sleep(time.Millisecond)
	}
	cancel()
	select {
	case err := <-done:
		require.ErrorIs(t, err, context.Canceled)
	case <-time.After(10 * time.Second):
		t.Fatal("Run did not stop after cancel")
	}
	require.Less(t, consumed.Load(), int64(1_000_000))

	cancelled, cancel2 := context.WithCancel(context.Background())
	cancel2()
	require.ErrorIs(t, Run(cancelled, 0, 1, nil, square, func(int, int) error { return nil }), context.Canceled)
}

// Run leaves no goroutine behind, whether it completes, fails or is
// cancelled.
func TestRunNoLeak(t *testing.T) {
	boom := errors.New("boom")
	for range 20 {
		_ = Run(context.Background(), 500, 8, func() *int { return new(int) }, square, func(int, int) error { return nil })
		_ = Run(context.Background(), 500, 8, nil, func(_ context.Context, _ struct{}, i int) (int, error) {
			if i == 100 {
				return 0, boom
			}
			return i, nil
		}, func(int, int) error { return nil })
		_ = Run(context.Background(), 500, 8, nil, func(_ context.Context, _ struct{}, i int) (int, error) { return i, nil },
			func(i, _ int) error {
				if i == 3 {
					return boom
				}
				return nil
			})
		ctx, cancel := context.WithCancel(context.Background())
		_ = Run(ctx, 500, 8, nil, func(ctx context.Context, _ struct{}, i int) (int, error) {
			if i == 50 {
				cancel()
			}
			return i, ctx.Err()
		}, func(int, int) error { return nil })
	}
	// Run has returned: its goroutines must be gone already, not later.
	buf := make([]byte, 1<<20)
	stacks := string(buf[:runtime.Stack(buf, true)])
	require.NotContains(t, stacks, "internal/pool.Run", "goroutines left behind")
}

// Each worker makes its state once, on its first job, and uses it alone.
func TestRunWorkerState(t *testing.T) {
	var made atomic.Int64
	total := 0
	err := Run(context.Background(), 1000, 4, func() *int { made.Add(1); return new(int) },
		func(_ context.Context, w *int, i int) (*int, error) { *w++; return w, nil },
		func(i int, w *int) error { total++; return nil })
	require.NoError(t, err)
	require.Equal(t, 1000, total)
	require.LessOrEqual(t, made.Load(), int64(4))
	require.GreaterOrEqual(t, made.Load(), int64(1))
}
