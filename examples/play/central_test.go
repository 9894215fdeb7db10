package main

import (
	"bytes"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/slotmech/slotmech/internal/crystalterm"
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
	srv := httptest.NewServer(central.NewHandler(sys))
	defer srv.Close()
	s := session(t, "i\ns\ns\nq\n", "-seed", "3", "-central", srv.URL)
	require.Contains(t, s[0], "JACKPOT  central system")
	require.NotContains(t, s[0], "JACKPOT MINI")
	require.Contains(t, s[len(s)-1], "games played 2")
	l, err := sys.Audit(ctx, "maxi")
	require.NoError(t, err)
	require.Equal(t, uint64(2), l.Games, "both games reported to the service")

	dead := httptest.NewServer(nil)
	dead.Close()
	s = session(t, "i\ns\ns\ns\nq\n", "-seed", "3", "-central", dead.URL)
	last := s[len(s)-1]
	require.Contains(t, last, "games played 0", "no game started")
	require.Contains(t, last, "CREDIT          1 000 Kč", "nothing taken")
	require.Contains(t, last, "! Game 1 not started: the central jackpot system cannot be reached. Waiting.\n")

	var stdout, stderr bytes.Buffer
	require.Equal(t, 2, run([]string{"-central", "ftp://x"}, strings.NewReader(""), &stdout, &stderr))
	require.Contains(t, stderr.String(), "-central")
}
