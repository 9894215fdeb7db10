package cli

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// A Progress on something that is not a terminal shows nothing; one that is
// shown draws the label, the count, the rate and the time left, and clears
// its line when done.
func TestProgress(t *testing.T) {
	var quiet bytes.Buffer
	p := NewProgress(&quiet, "simulate toy standard", "spins", 100, false)
	p.Report(50, 100)
	p.Done()
	require.Empty(t, quiet.String(), "a buffer is not a terminal")

	var buf bytes.Buffer
	p = newProgress(&buf, "simulate toy standard", "spins", 0, true)
	p.Report(40, 100) // the total comes with the first report
	p.Set(100)
	out := buf.String()
	require.Contains(t, out, "simulate toy standard")
	require.Contains(t, out, "spins/s")
	require.Contains(t, out, "100/100")
	p.Done()
	n := buf.Len()
	p.Set(10)
	require.Equal(t, n, buf.Len(), "nothing after Done")
	require.True(t, strings.HasSuffix(buf.String(), "\r"), "the line is cleared")

	var nilp *Progress
	nilp.Set(1)
	nilp.Report(1, 2)
	nilp.Done()
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
