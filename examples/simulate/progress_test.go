package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestProgressRateLimited(t *testing.T) {
	var buf bytes.Buffer
	past := time.Now().Add(-2 * progressEvery)
	p := &progress{w: &buf, label: "dice standard", start: past, last: past}
	p.report(10, 100)
	p.report(20, 100) // too soon after the first line
	require.Equal(t, 1, strings.Count(buf.String(), "\n"), buf.String())
	require.Contains(t, buf.String(), "simulate: dice standard: 10 of 100 spins (10%)")

	p.last = past
	p.report(100, 100) // the end is shown by the result, not by progress
	require.Equal(t, 1, strings.Count(buf.String(), "\n"))
}
