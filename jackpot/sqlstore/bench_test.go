package sqlstore_test

import (
	"fmt"
	"path/filepath"
	"runtime"
	"sync/atomic"
	"testing"

	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/jackpot/sqlstore"
	"github.com/slotmech/slotmech/jackpot/sqlstore/postgres"
	"github.com/slotmech/slotmech/jackpot/sqlstore/sqlite"
)

// BenchmarkContributions is the throughput of a store with 64 terminals
// playing at once, with durable commits: SQLite in WAL mode with
// synchronous=FULL (every commit fsynced), PostgreSQL with fsync and
// synchronous_commit on (its defaults, as scripts/postgres.sh starts it).
// One op is one game; contributions/s counts the pool updates (a game
// feeds one to three pools: the venues cycle through brno, znojmo, praha and
// ostrava). It is a report, not a timed test:
//
//	go test -run '^$' -bench Contributions -benchtime 20000x ./jackpot/sqlstore/
func BenchmarkContributions(b *testing.B) {
	b.Run("sqlite", func(b *testing.B) {
		db, err := sqlite.Open(filepath.Join(b.TempDir(), "jackpot.db"), "FULL")
		if err != nil {
			b.Fatal(err)
		}
		defer db.Close()
		s, err := sqlstore.New(ctx, db, sqlstore.SQLite())
		if err != nil {
			b.Fatal(err)
		}
		benchmarkStore(b, s)
	})
	b.Run("postgres", func(b *testing.B) {
		db, err := postgres.Open(freshSchema(b, true))
		if err != nil {
			b.Fatal(err)
		}
		defer db.Close()
		s, err := sqlstore.New(ctx, db, sqlstore.Postgres())
		if err != nil {
			b.Fatal(err)
		}
		benchmarkStore(b, s)
	})
}

// benchmarkStore plays b.N games from 64 terminals at once into s.
func benchmarkStore(b *testing.B, s jackpot.Store) {
	sys, err := jackpot.NewSystem(ctx, hallPools(), s, nil)
	if err != nil {
		b.Fatal(err)
	}
	var next, contributions atomic.Uint64
	perPool := map[string]uint64{}
	for _, v := range venues {
		for _, c := range hallPools() {
			if inScope(c, v) {
				perPool[v]++
			}
		}
	}
	b.SetParallelism((64 + runtime.GOMAXPROCS(0) - 1) / runtime.GOMAXPROCS(0))
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		i := next.Add(1)
		term := jackpot.Terminal{ID: fmt.Sprintf("B-%d", i), Venue: venues[i%uint64(len(venues))]}
		var n uint64
		for pb.Next() {
			n++
			if _, err := sys.Report(ctx, jackpot.Game{Terminal: term, Number: n, Stake: stakes[n%uint64(len(stakes))], At: at0}); err != nil {
				b.Error(err)
				return
			}
			contributions.Add(perPool[term.Venue])
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(contributions.Load())/b.Elapsed().Seconds(), "contributions/s")
}
