package cli

import (
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/toygame"
	"reflect"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestJSONProblem(t *testing.T) {
	err := &usageError{"x"}
	require.Equal(t, "x", jsonProblem(err))
	msg := jsonProblem(errorString("sim: bad stats data: json: cannot unmarshal string into Go struct field statsJSON.spins of type int64"))
	require.Equal(t, `sim: bad stats data: "spins": want an integer, got string`, msg)
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

// lookup finds a title by name, or names the titles it knows.
func TestLookup(t *testing.T) {
	tl := New([]games.Game{toygame.Game{}})
	g, err := tl.lookup("toy")
	require.NoError(t, err)
	require.Equal(t, toygame.Game{}, g)
	_, err = tl.lookup("nope")
	require.ErrorIs(t, err, errUnknownGame)
	require.EqualError(t, err, `unknown game "nope" (known: toy)`)
}
