package main

import (
	"bytes"
	"encoding/pem"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/slotmech/slotmech/internal/crystalterm"
	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/jackpot/central"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// TestPlayCentral: with -central the games are reported to the service at
// the URL, which draws them (CS-19); the screen shows no pools of its own.
// A terminal whose central system cannot be reached starts no game: the
// screen says so, and the terminal waits.
func TestPlayCentral(t *testing.T) {
	sys, err := jackpot.NewSystem(ctx, crystalterm.DemoPools(), new(jackpot.MemoryStore), rng.NewStream(1, 2))
	require.NoError(t, err)
	srv := httptest.NewServer(centralHandler(t, sys))
	defer srv.Close()
	ck := centralKeyFile(t, terminaltest.CentralKey(terminalID.ID, false))
	s := session(t, "i\ns\ns\nq\n", "-seed", "3", "-central", srv.URL, "-central-key", ck)
	require.Contains(t, s[0], "JACKPOT  central system")
	require.NotContains(t, s[0], "JACKPOT MINI")
	require.Contains(t, s[len(s)-1], "games played 2")
	l, err := sys.Audit(ctx, "maxi")
	require.NoError(t, err)
	require.Equal(t, uint64(2), l.Games, "both games reported to the service")

	dead := httptest.NewServer(nil)
	dead.Close()
	s = session(t, "i\ns\ns\ns\nq\n", "-seed", "3", "-central", dead.URL, "-central-key", ck)
	last := s[len(s)-1]
	require.Contains(t, last, "games played 0", "no game started")
	require.Contains(t, last, "CREDIT          1 000 Kč", "nothing taken")
	require.Contains(t, last, "! Game 1 not started: the central jackpot system cannot be reached. Waiting.\n")

	var stdout, stderr bytes.Buffer
	require.Equal(t, 2, run([]string{"-central", "ftp://x", "-central-key", ck}, strings.NewReader(""), &stdout, &stderr))
	require.Contains(t, stderr.String(), "-central")
	stderr.Reset()
	require.Equal(t, 2, run([]string{"-central", srv.URL}, strings.NewReader(""), &stdout, &stderr))
	require.Contains(t, stderr.String(), "-central and -central-key go together")
	stderr.Reset()
	other := centralKeyFile(t, terminaltest.CentralKey("T-0002", false))
	require.Equal(t, 2, run([]string{"-central", srv.URL, "-central-key", other}, strings.NewReader(""), &stdout, &stderr))
	require.Contains(t, stderr.String(), "this terminal's key")

	// A key the service does not hold: no game starts, the screen says why.
	stranger := centralKeyFile(t, central.Key{ID: terminalID.ID, Secret: bytes.Repeat([]byte{9}, 32)})
	s = session(t, "i\ns\nq\n", "-seed", "3", "-central", srv.URL, "-central-key", stranger)
	require.Contains(t, s[len(s)-1], "games played 0", "no game started with a key the service refuses")
}

// TestPlayCentralHTTPS: with -central https://… and -central-ca the
// terminal trusts the service's own certificate authority and reports its
// games over TLS; without -central-ca it reaches nothing and starts none.
func TestPlayCentralHTTPS(t *testing.T) {
	sys, err := jackpot.NewSystem(ctx, crystalterm.DemoPools(), new(jackpot.MemoryStore), rng.NewStream(1, 3))
	require.NoError(t, err)
	srv := httptest.NewTLSServer(centralHandler(t, sys))
	defer srv.Close()
	ca := filepath.Join(t.TempDir(), "ca.pem")
	require.NoError(t, os.WriteFile(ca, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: srv.Certificate().Raw}), 0o600))
	ck := centralKeyFile(t, terminaltest.CentralKey(terminalID.ID, false))
	s := session(t, "i\ns\nq\n", "-seed", "3", "-central", srv.URL, "-central-key", ck, "-central-ca", ca)
	require.Contains(t, s[len(s)-1], "games played 1")
	l, err := sys.Audit(ctx, "maxi")
	require.NoError(t, err)
	require.Equal(t, uint64(1), l.Games)

	s = session(t, "i\ns\nq\n", "-seed", "3", "-central", srv.URL, "-central-key", ck)
	require.Contains(t, s[len(s)-1], "games played 0", "the service's certificate is not trusted")

	var stdout, stderr bytes.Buffer
	require.Equal(t, 2, run([]string{"-central-ca", ca}, strings.NewReader(""), &stdout, &stderr))
	require.Contains(t, stderr.String(), "-central-ca applies to -central only")
	stderr.Reset()
	require.Equal(t, 2, run([]string{"-central", srv.URL, "-central-key", ck, "-central-ca", ck}, strings.NewReader(""), &stdout, &stderr))
	require.Contains(t, stderr.String(), "holds no PEM certificate")
}

// centralHandler returns the service's handler of sys with this terminal's
// test key.
func centralHandler(t *testing.T, sys jackpot.Central) http.Handler {
	t.Helper()
	h, err := central.NewHandler(sys, terminaltest.Keys(terminalID.ID))
	require.NoError(t, err)
	return h
}

// centralKeyFile writes k as a terminal's key file and returns its path.
func centralKeyFile(t *testing.T, k central.Key) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "central.key")
	require.NoError(t, os.WriteFile(path, []byte(terminaltest.KeyLine(k)+"\n"), 0o600))
	return path
}
