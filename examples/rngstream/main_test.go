package main

import (
	"bytes"
	"encoding/binary"
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

func TestBadFlags(t *testing.T) {
	var out, errs bytes.Buffer
	require.Equal(t, 2, run([]string{"-bytes", "-1"}, &out, &errs))
	require.Equal(t, 2, run([]string{"-nope"}, &out, &errs))
	require.Zero(t, out.Len())
}
