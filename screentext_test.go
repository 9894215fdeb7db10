package slotmech_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/slotmech/slotmech"
)

// starlight is an alphabet with some of the Starlight Christmas names.
func starlight(t testing.TB) *slotmech.Alphabet {
	t.Helper()
	a, err := slotmech.NewAlphabet("yellow", "blue", "red", "star", "moon", "heart", "sun", "scatter", "x2", "x500")
	require.NoError(t, err)
	return a
}

func TestParseScreen(t *testing.T) {
	a := starlight(t)
	rows := [][]string{
		{"sun", "moon", "x2"},
		{"scatter", "sun", "yellow"},
	}
	s, err := a.ParseScreen(rows)
	require.NoError(t, err)
	require.Equal(t, 3, s.Reels())
	require.Equal(t, 2, s.Rows())
	sun, _ := a.Lookup("sun")
	x2, _ := a.Lookup("x2")
	scatter, _ := a.Lookup("scatter")
	require.Equal(t, sun, s.At(0, 0), "row 0 is the top, reel 0 the leftmost")
	require.Equal(t, x2, s.At(2, 0))
	require.Equal(t, scatter, s.At(0, 1))
	require.Equal(t, sun, s.At(1, 1))
	require.Equal(t, rows, a.FormatScreen(&s))
	require.Equal(t, "sun moon x2\nscatter sun yellow\n", s.Format(a))

	// The largest screen.
	big := make([][]string, slotmech.MaxRows)
	for row := range big {
		big[row] = strings.Fields(strings.Repeat("red ", slotmech.MaxReels))
	}
	s, err = a.ParseScreen(big)
	require.NoError(t, err)
	require.Equal(t, slotmech.MaxPositions, s.Reels()*s.Rows())
	require.Equal(t, big, a.FormatScreen(&s))
}

// Bad rows are refused with an *Error that names the place in the player's
// words and wraps a root sentinel.
func TestParseScreenRefuses(t *testing.T) {
	a := starlight(t)
	row := func(names string) []string { return strings.Fields(names) }
	for _, tc := range []struct {
		name  string
		rows  [][]string
		err   error
		field string
		value string
		msg   string
	}{
		{"unknown", [][]string{row("sun sun sun sun sun"), row("sun sun sun sun sun"), row("sun sun sun sun sunn")},
			slotmech.ErrConfig, "row 2 reel 4", "sunn", `slotmech: row 2 reel 4: unknown symbol "sunn"`},
		{"empty name", [][]string{{"sun", ""}},
			slotmech.ErrConfig, "row 0 reel 1", "", `slotmech: row 0 reel 1: unknown symbol ""`},
		{"Empty's name", [][]string{{"-"}},
			slotmech.ErrConfig, "row 0 reel 0", "-", `slotmech: row 0 reel 0: unknown symbol "-"`},
		{"no rows", nil, slotmech.ErrConfig, "screen", "0", "slotmech: screen: has 0 rows, want 1 to 8"},
		{"too many rows", make([][]string, 9), slotmech.ErrConfig, "screen", "9", "slotmech: screen: has 9 rows, want 1 to 8"},
		{"empty row", [][]string{{}}, slotmech.ErrConfig, "row 0", "0", "slotmech: row 0: has 0 names, want 1 to 8"},
		{"too many reels", [][]string{row("sun sun sun sun sun sun sun sun sun")},
			slotmech.ErrConfig, "row 0", "9", "slotmech: row 0: has 9 names, want 1 to 8"},
		{"ragged", [][]string{row("sun sun sun"), row("sun sun sun"), row("sun sun")},
			slotmech.ErrConfig, "row 2", "2", "slotmech: row 2: has 2 names, want 3 like row 0"},
		{"shape before names", [][]string{row("sunn sun"), row("sun")},
			slotmech.ErrConfig, "row 1", "1", "slotmech: row 1: has 1 name, want 2 like row 0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := a.ParseScreen(tc.rows)
			require.Equal(t, slotmech.Screen{}, s)
			require.ErrorIs(t, err, tc.err)
			require.EqualError(t, err, tc.msg)
			var e *slotmech.Error
			require.ErrorAs(t, err, &e)
			require.Equal(t, "ParseScreen", e.Op)
			require.Equal(t, tc.field, e.Field)
			require.Equal(t, tc.value, e.Value)
			require.NotContains(t, err.Error(), "slotmech.", "no Go names in the message")
		})
	}
}

// FormatScreen names Empty "-" and symbols outside the alphabet "?N".
func TestFormatScreenUnnamed(t *testing.T) {
	a := starlight(t)
	s := slotmech.NewScreen(3, 1)
	s.Set(1, 0, 2)
	s.Set(2, 0, 40)
	require.Equal(t, [][]string{{"-", "blue", "?40"}}, a.FormatScreen(&s))
}

// TestParseFormatRoundTrip: any screen of the alphabet's symbols formats to
// names that parse back to the same screen.
func TestParseFormatRoundTrip(t *testing.T) {
	a := starlight(t)
	rapid.Check(t, func(t *rapid.T) {
		reels := rapid.IntRange(1, slotmech.MaxReels).Draw(t, "reels")
		rows := rapid.IntRange(1, slotmech.MaxRows).Draw(t, "rows")
		s := slotmech.NewScreen(reels, rows)
		for p := range s.Positions().All() {
			s.Set(p.Reel(), p.Row(), slotmech.Symbol(rapid.IntRange(1, a.Len()).Draw(t, "sym")))
		}
		back, err := a.ParseScreen(a.FormatScreen(&s))
		require.NoError(t, err)
		require.Equal(t, s, back)
	})
}

// FuzzParseScreen: rows of names (one row per line, names separated by
// spaces) either parse to a screen that formats back to the same names, or
// are refused with an *Error wrapping ErrConfig; it
// never panics.
func FuzzParseScreen(f *testing.F) {
	a := starlight(f)
	for _, s := range []string{
		"sun moon x2\nscatter sun yellow",
		"sun",
		"",
		"sun sun\nsun",
		"sun sunn",
		"red red red red red red red red\nred red red red red red red red",
		"red red red red red red red red red",
		"a\nb\nc\nd\ne\nf\ng\nh\ni",
		"sun  moon",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		var rows [][]string
		if text != "" {
			for _, line := range strings.Split(text, "\n") {
				rows = append(rows, strings.Split(line, " "))
			}
		}
		s, err := a.ParseScreen(rows)
		if err != nil {
			var e *slotmech.Error
			if !errors.As(err, &e) || e.Op != "ParseScreen" ||
				!errors.Is(err, slotmech.ErrConfig) {
				t.Fatalf("ParseScreen(%q): error %#v", rows, err)
			}
			if s != (slotmech.Screen{}) {
				t.Fatalf("ParseScreen(%q) returned a screen with its error", rows)
			}
			return
		}
		if s.Rows() != len(rows) || s.Reels() != len(rows[0]) {
			t.Fatalf("ParseScreen(%q): screen of %d×%d", rows, s.Reels(), s.Rows())
		}
		back := a.FormatScreen(&s)
		if len(back) != len(rows) {
			t.Fatalf("round trip of %q gave %q", rows, back)
		}
		for i := range rows {
			if strings.Join(back[i], " ") != strings.Join(rows[i], " ") || len(back[i]) != len(rows[i]) {
				t.Fatalf("round trip of %q gave %q", rows, back)
			}
		}
	})
}
