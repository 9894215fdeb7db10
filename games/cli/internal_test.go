package cli

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
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

func TestParseScreen(t *testing.T) {
	a, err := slotmech.NewAlphabet("sun", "moon")
	require.NoError(t, err)
	s, err := parseScreen(a, [][]string{{"sun", "moon", "sun"}, {"moon", "moon", "sun"}})
	require.NoError(t, err)
	require.Equal(t, 3, s.Reels())
	require.Equal(t, 2, s.Rows())
	require.Equal(t, "moon", a.Name(s.At(0, 1)))
	require.Equal(t, "sun", a.Name(s.At(2, 0)))

	nine := make([][]string, 9)
	for i := range nine {
		nine[i] = []string{"sun"}
	}
	for _, tc := range []struct {
		rows [][]string
		want string
	}{
		{nil, "no rows"},
		{[][]string{{}}, "row 1 has no symbols"},
		{nine, "9 rows, at most 8"},
		{[][]string{strings.Fields("sun sun sun sun sun sun sun sun sun")}, "row 1 has 9 symbols, at most 8"},
		{[][]string{{"sun", "sun"}, {"sun"}}, "row 2 has 1 symbols, row 1 has 2"},
		{[][]string{{"sun", "sun"}, {"sun", "sun"}, {"sun", "sunn"}}, `row 3 reel 2: unknown symbol "sunn"`},
	} {
		_, err := parseScreen(a, tc.rows)
		require.ErrorContains(t, err, tc.want)
	}
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
