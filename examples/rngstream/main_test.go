package main

import (
	"bytes"
	"encoding/binary"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/rng"
)

// The bytes written are the stream's raw values, little-endian, in order.
func TestRawBytesAreTheStream(t *testing.T) {
	var out, errs bytes.Buffer
	require.Equal(t, 0, run([]string{"-seed", "20261129", "-stream", "1", "-bytes", "40000"}, &out, &errs))
	require.Equal(t, 40000, out.Len())
	src := rng.NewStream(20261129, 1)
	for i := 0; i+8 <= out.Len(); i += 8 {
		require.Equal(t, src.Uint64(), binary.LittleEndian.Uint64(out.Bytes()[i:]), "value %d", i/8)
	}
}

// A refused command line exits 2 with a message that names what is wrong.
func TestBadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-bytes", "-1"}, "rngstream: -bytes -1: want 0"},
		{[]string{"-seed", "1", "extra"}, `rngstream: unexpected argument "extra"`},
		{[]string{"-nope"}, "-nope"},
	} {
		var out, errs bytes.Buffer
		require.Equal(t, 2, run(c.args, &out, &errs), "%v", c.args)
		require.Contains(t, errs.String(), c.want, "%v", c.args)
		require.Zero(t, out.Len(), "%v", c.args)
	}
}

// TestMain runs the program's main instead of the tests when the test binary
// is started by TestClosedPipe.
func TestMain(m *testing.M) {
	if args, ok := os.LookupEnv("RNGSTREAM_MAIN_ARGS"); ok {
		os.Args = append([]string{"rngstream"}, strings.Fields(args)...)
		main()
		return
	}
	os.Exit(m.Run())
}

// A reader that closes the pipe early (head -c 1M) ends the stream normally:
// exit status 0 and nothing on stderr, not "signal: broken pipe".
func TestClosedPipe(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "RNGSTREAM_MAIN_ARGS=-seed 3")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	got, err := io.ReadFull(out, make([]byte, 1<<20))
	require.NoError(t, err)
	require.Equal(t, 1<<20, got)
	require.NoError(t, out.Close()) // the reader has read enough
	require.NoError(t, cmd.Wait(), "stderr: %s", stderr.String())
	require.Empty(t, stderr.String())
}
