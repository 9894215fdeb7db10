package main

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// run runs the program with args, as main does.
func run(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var o, e bytes.Buffer
	code = tool.Run(context.Background(), append([]string{"publish"}, args...), nil, &o, &e)
	return code, o.String(), e.String()
}

// A reference game publishes, at its exact RTP, and its files pass the
// check. The detailed tests are in internal/stakeengine and games/cli.
func TestPublishCatalog(t *testing.T) {
	for _, game := range []string{"crystal-spin"} {
		dir := filepath.Join(t.TempDir(), game)
		code, out, errOut := run(t, "-game", game, "-out", dir, "-spins", "3000")
		require.Equal(t, 0, code, errOut)
		require.Contains(t, out, "every rule of the format holds")
		require.Contains(t, out, "lookup table 15939597/16777216, target 15939597/16777216")
		code, out, errOut = run(t, "-check", dir)
		require.Equal(t, 0, code, errOut)
		require.Contains(t, out, "standard")
	}
}
