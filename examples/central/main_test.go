package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/jackpot/central"
	"github.com/stretchr/testify/require"
)

// TestServesTheCentralSystem runs the program on a SQLite file and an
// automatic port, reports games to it with the client until the venue's
// mystery pool hits, pays the win, and stops it; started again on the same
// file, it answers a game reported again as before.
func TestServesTheCentralSystem(t *testing.T) {
	db := filepath.Join(t.TempDir(), "venue.db")
	key, attendant := terminaltest.CentralKey("T-0001", false), terminaltest.CentralKey("A-01", true)
	keys := writeKeys(t, key, attendant)
	start := func() (string, func()) {
		addr, stop := startProgram(t, "-listen", "127.0.0.1:0", "-db", db, "-keys", keys)
		return "http://" + addr, stop
	}
	url, stop := start()
	c, err := central.NewClient(nil, key, url)
	require.NoError(t, err)
	ctx := context.Background()
	term := jackpot.Terminal{ID: "T-0001", Venue: "brno-1"}
	at := time.Date(2026, 12, 24, 18, 0, 0, 0, time.UTC)
	// The program draws from the crypto source (CS-19), so which game hits
	// is not fixed: play until the must-hit MINI pool, which must hit by
	// its limit, has hit (a chance pool may hit on the way, or in the same
	// game).
	var last uint64
	var wins []jackpot.Win
	for n := uint64(1); len(wins) == 0; n++ {
		ws, err := c.Report(ctx, jackpot.Game{Terminal: term, Number: n, Stake: 1000, At: at})
		require.NoError(t, err)
		for _, w := range ws {
			if w.Pool == "mini" {
				wins, last = []jackpot.Win{w}, n
			}
		}
		require.Less(t, n, uint64(100_000), "the must-hit pool never hit")
	}
	form := jackpot.PayoutForm{WinnerName: "Jan Novák", BirthDate: time.Date(1980, 5, 1, 0, 0, 0, 0, time.UTC),
		Address: "Brno", DocumentType: "ID card", DocumentNumber: "123", CheckedBy: "staff-3", Signed: true}
	desk, err := central.NewClient(nil, attendant, url)
	require.NoError(t, err)
	paid, err := desk.Pay(ctx, wins[0].Seq, "PF-1", form)
	require.NoError(t, err)
	require.Equal(t, jackpot.Paid, paid.Status)
	stop()

	url, stop = start()
	defer stop()
	c, err = central.NewClient(nil, key, url)
	require.NoError(t, err)
	again, err := c.Report(ctx, jackpot.Game{Terminal: term, Number: last, Stake: 1000, At: at})
	require.NoError(t, err)
	var seqs []uint64
	for _, w := range again {
		seqs = append(seqs, w.Seq)
	}
	require.Contains(t, seqs, wins[0].Seq, "the game reported again answers its first wins")
	listed, err := c.Wins(ctx, 0, 1000)
	require.NoError(t, err)
	var found bool
	for _, w := range listed {
		if w.Seq == wins[0].Seq {
			found = true
			require.Equal(t, jackpot.Paid, w.Status)
			require.Equal(t, "PF-1", w.Form)
		}
	}
	require.True(t, found, "the paid win is listed")

	stranger, err := central.NewClient(nil, terminaltest.CentralKey("T-0002", false), url)
	require.NoError(t, err)
	_, err = stranger.Report(ctx, jackpot.Game{Terminal: jackpot.Terminal{ID: "T-0002", Venue: "brno-1"}, Number: 1, Stake: 1000, At: at})
	require.ErrorIs(t, err, central.ErrAuth, "a key the service was not given")

	require.Equal(t, 2, run(context.Background(), []string{"-listen", ":0", "-keys", keys}, io.Discard, io.Discard), "-db is required")
	require.Equal(t, 2, run(context.Background(), []string{"-listen", ":0", "-db", db}, io.Discard, io.Discard), "-keys is required")
	var stderr bytes.Buffer
	bad := filepath.Join(t.TempDir(), "bad.txt")
	require.NoError(t, os.WriteFile(bad, []byte("terminal T-1 abcd\n"), 0o600))
	require.Equal(t, 2, run(context.Background(), []string{"-listen", ":0", "-db", db, "-keys", bad}, io.Discard, &stderr))
	require.Contains(t, stderr.String(), "line 1 secret")
}

// startProgram runs the program with args until the returned stop, which
// checks that it exited with 0; it returns the address it listens on.
func startProgram(t *testing.T, args ...string) (addr string, stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	r, w := io.Pipe()
	done := make(chan int, 1)
	var stderr bytes.Buffer
	go func() { done <- run(ctx, args, w, &stderr); w.Close() }()
	line, err := bufio.NewReader(r).ReadString('\n')
	require.NoError(t, err, stderr.String())
	addr, ok := strings.CutPrefix(strings.TrimSpace(line), "listening on ")
	require.True(t, ok, line)
	go io.Copy(io.Discard, r) //nolint:errcheck // nothing more is printed
	return addr, func() { cancel(); require.Equal(t, 0, <-done, stderr.String()) }
}

// writeKeys writes keys to a keys file and returns its path.
func writeKeys(t *testing.T, keys ...central.Key) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("# test keys\n")
	for _, k := range keys {
		b.WriteString(terminaltest.KeyLine(k) + "\n")
	}
	path := filepath.Join(t.TempDir(), "keys.txt")
	require.NoError(t, os.WriteFile(path, []byte(b.String()), 0o600))
	return path
}
