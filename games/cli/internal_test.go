package cli

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
	p := &progress{w: &buf, label: "toy standard", start: past, last: past}
	p.report(10, 100)
	p.report(20, 100) // too soon after the first line
	require.Equal(t, 1, strings.Count(buf.String(), "\n"), buf.String())
	require.Contains(t, buf.String(), "simulate: toy standard: 10 of 100 spins (10%)")

	p.last = past
	p.report(100, 100) // the end is shown by the result, not by progress
	require.Equal(t, 1, strings.Count(buf.String(), "\n"))
}

func TestJSONProblem(t *testing.T) {
	err := &usageError{"x"}
	require.Equal(t, "x", jsonProblem(err))
	msg := jsonProblem(errorString("games: bad stats data: json: cannot unmarshal string into Go struct field statsJSON.spins of type int64"))
	require.Equal(t, `games: bad stats data: "spins": want an integer, got string`, msg)
	msg = jsonProblem(errorString("json: cannot unmarshal array into Go value of type map[string]int"))
	require.Equal(t, "want an object, got array", msg)
}

type errorString string

func (e errorString) Error() string { return string(e) }
