package acklog_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/internal/acklog"
)

// TestOpenCutsATornLine: a line torn by a kill is cut off before the
// restarted writer appends, so the file reads as whole lines.
func TestOpenCutsATornLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ack")
	b, err := acklog.Lines(path)
	require.NoError(t, err, "a missing file")
	require.Nil(t, b)

	require.NoError(t, os.WriteFile(path, []byte("P0-T07 140 -\nP0-T07 "), 0o644))
	b, err = acklog.Lines(path)
	require.NoError(t, err)
	require.Equal(t, "P0-T07 140 -\n", string(b), "the torn line is not read")

	f, err := acklog.Open(path)
	require.NoError(t, err)
	_, err = fmt.Fprintf(f, "# P0-T07 141 lost\n")
	require.NoError(t, err)
	require.NoError(t, f.Close())
	b, err = os.ReadFile(path)
	require.NoError(t, err)
	require.Equal(t, "P0-T07 140 -\n# P0-T07 141 lost\n", string(b))

	f, err = acklog.Open(path)
	require.NoError(t, err, "whole lines are kept")
	_, err = fmt.Fprintf(f, "P0-T07 141 3\n")
	require.NoError(t, err)
	require.NoError(t, f.Close())
	b, err = os.ReadFile(path)
	require.NoError(t, err)
	require.Equal(t, "P0-T07 140 -\n# P0-T07 141 lost\nP0-T07 141 3\n", string(b))
}

// TestOpenCreates: a first writer creates the file; a file of one torn
// line is emptied.
func TestOpenCreates(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ack")
	f, err := acklog.Open(path)
	require.NoError(t, err)
	require.NoError(t, f.Close())
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	require.Empty(t, b)

	require.NoError(t, os.WriteFile(path, []byte("torn"), 0o644))
	f, err = acklog.Open(path)
	require.NoError(t, err)
	require.NoError(t, f.Close())
	b, err = os.ReadFile(path)
	require.NoError(t, err)
	require.Empty(t, b)
}

// TestOpenRefusesADirectory: errors are returned, not hidden.
func TestOpenRefusesADirectory(t *testing.T) {
	_, err := acklog.Open(t.TempDir())
	require.Error(t, err)
	_, err = acklog.Lines(t.TempDir())
	require.Error(t, err)
}
