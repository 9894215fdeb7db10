package cli

import (
	"bytes"
	"reflect"
	"strings"
	"testing"
	"time"

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

// What kind of JSON value a Go type decodes, said in the user's words, from
// the type (kindWords) or from its name in a message (typeWords).
func TestKindAndTypeWords(t *testing.T) {
	for _, tc := range []struct {
		v    any // a value of the type
		name string
		want string
	}{
		{[]int{}, "[]int", "a list"},
		{[3]int{}, "[3]int", "a list"},
		{map[string]int{}, "map[string]int", "an object"},
		{int64(0), "int64", "an integer"},
		{uint8(0), "uint8", "an integer"},
		{0.5, "float64", "a number"},
		{"", "string", "a string"},
		{true, "bool", "true or false"},
		{new(bool), "*bool", "true or false"},
		{struct{}{}, "games.Stats", "another kind of value"},
	} {
		require.Equal(t, tc.want, typeWords(tc.name), "typeWords(%q)", tc.name)
		if tc.name != "games.Stats" { // a struct is an object by kind, not by name
			require.Equal(t, tc.want, kindWords(reflect.TypeOf(tc.v)), "kindWords(%T)", tc.v)
		}
	}
	require.Equal(t, "an object", kindWords(reflect.TypeOf(struct{}{})))
	require.Equal(t, "another kind of value", kindWords(nil))
	require.Equal(t, "another kind of value", kindWords(reflect.TypeOf(make(chan int))))
}

// The bar is redrawn at most every progressRedraw: a thousand updates made
// at once draw it a few times, not a thousand.
func TestProgressThrottles(t *testing.T) {
	var buf bytes.Buffer
	p := newProgress(&buf, "simulate toy standard", "spins", 100_000, true)
	start := time.Now()
	for done := range int64(1000) {
		p.Set(done)
	}
	elapsed := time.Since(start)
	draws := strings.Count(buf.String(), "\r")
	// One draw per progressRedraw of the loop's time, and one more for the
	// first, at most.
	require.LessOrEqual(t, draws, int(elapsed/progressRedraw)+2, "%d draws in %v", draws, elapsed)
	p.Done()
}
