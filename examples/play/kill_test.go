package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/slotmech/slotmech/internal/crystalterm"
	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// TestCS_19_KilledBetweenReportAndGame: the terminal's process is killed
// (SIGKILL) after the central system committed the report of its game N
// and before the terminal learned the answer and wrote the game: the
// service kills the child while it waits for the answer. Started again on
// the same file, the session settles game N (the void finds the report),
// says "Game N settled after the outage", and every game is in the pool
// exactly once: as many as the terminal played, each reported once.
func TestCS_19_KilledBetweenReportAndGame(t *testing.T) {
	sys, err := jackpot.NewSystem(ctx, crystalterm.DemoPools(), new(jackpot.MemoryStore), rng.NewStream(5, 6))
	require.NoError(t, err)
	h := centralHandler(t, sys)
	ck := centralKeyFile(t, terminaltest.CentralKey(terminalID.ID, false))
	var mu sync.Mutex
	var child *os.Process
	var killAt uint64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(bytes.NewReader(body))
		var g struct {
			Game uint64 `json:"game"`
		}
		_ = json.Unmarshal(body, &g)
		mu.Lock()
		kill := r.URL.Path == "/v1/games" && g.Game == killAt && child != nil
		p := child
		mu.Unlock()
		if !kill {
			h.ServeHTTP(w, r)
			return
		}
		h.ServeHTTP(httptest.NewRecorder(), r) // the report commits…
		p.Kill()                               //nolint:errcheck // …and the terminal dies before the answer
		panic(http.ErrAbortHandler)
	}))
	defer srv.Close()

	state := filepath.Join(t.TempDir(), "session.db")
	games := 0
	for _, n := range []uint64{2, 5} {
		cmd := exec.Command(os.Args[0], "-test.run=^$", "--", "-seed", "4", "-state", state, "-credit", "100000", "-central", srv.URL, "-central-key", ck)
		cmd.Env = append(os.Environ(), childVar+"=1")
		stdin, err := cmd.StdinPipe()
		require.NoError(t, err)
		mu.Lock()
		killAt = n
		require.NoError(t, cmd.Start())
		child = cmd.Process
		mu.Unlock()
		go func() {
			for {
				if _, err := io.WriteString(stdin, "s\n"); err != nil {
					return
				}
				time.Sleep(5 * time.Millisecond)
			}
		}()
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			require.Error(t, err, "killed")
		case <-time.After(60 * time.Second):
			cmd.Process.Kill() //nolint:errcheck // the test failed
			t.Fatalf("the child did not reach game %d", n)
		}
		mu.Lock()
		child = nil
		mu.Unlock()
		l, err := sys.Audit(ctx, "maxi")
		require.NoError(t, err)
		require.Equal(t, n, l.Games, "game %d's report committed, its answer never read", n)

		resumed := session(t, "q\n", "-seed", "4", "-state", state, "-central", srv.URL, "-central-key", ck)
		require.Contains(t, resumed[0], "Resumed from")
		require.Contains(t, resumed[0], "Game "+strconv.FormatUint(n, 10)+" settled after the outage", resumed[0])
		require.Contains(t, resumed[0], "games played "+strconv.FormatUint(n, 10), "game %d played once, on resume", n)
		l, err = sys.Audit(ctx, "maxi")
		require.NoError(t, err)
		require.Equal(t, n, l.Games, "and reported once")
		games = int(n)
	}
	again := session(t, "s\nq\n", "-seed", "4", "-state", state, "-central", srv.URL, "-central-key", ck)
	require.Contains(t, again[len(again)-1], "games played "+strconv.Itoa(games+1))
	require.NotContains(t, again[0], "settled after the outage", "settled once")
}
