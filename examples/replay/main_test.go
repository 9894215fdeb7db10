package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games/record"
)

func run(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errs bytes.Buffer
	code := tool.Run(context.Background(), append([]string{"replay"}, args...), strings.NewReader(stdin), &out, &errs)
	return code, out.String(), errs.String()
}

// The catalog through the program: rounds of both games recorded by -record
// replay bit for bit; an edited one is caught with its line; recall shows
// the last ten. The detailed tests of the command are in games/cli.
func TestCatalogRecordReplay(t *testing.T) {
	var all []string
	for _, args := range [][]string{
		{"-game", "crystal-spin", "-seed", "7", "-rounds", "15"},
		{"-game", "starlight-christmas", "-mode", "ante", "-rounds", "15"},
	} {
		code, recs, errs := run(t, "", append([]string{"-record"}, args...)...)
		require.Equal(t, 0, code, errs)
		all = append(all, strings.Split(strings.TrimSpace(recs), "\n")...)
	}
	require.Len(t, all, 30)

	code, out, _ := run(t, strings.Join(all, "\n"), "-q")
	require.Equal(t, 0, code, out)
	require.Contains(t, out, "replayed 30 records: all match")

	edited := -1
	for i, l := range all {
		var r record.Record
		require.NoError(t, json.Unmarshal([]byte(l), &r))
		if r.Outcome.Win > 0 {
			r.Outcome.Win *= 2
			b, err := json.Marshal(&r)
			require.NoError(t, err)
			all[i], edited = string(b), i
			break
		}
	}
	require.GreaterOrEqual(t, edited, 0)
	code, out, _ = run(t, strings.Join(all, "\n"), "-q")
	require.Equal(t, 1, code)
	require.Contains(t, out, "FAILED: record: replay: outcome.win: recorded ")
	require.Contains(t, out, "replayed 30 records: 1 failed, the first at line ")

	code, out, _ = run(t, strings.Join(all, "\n"), "-recall")
	require.Equal(t, 0, code)
	require.Contains(t, out, "the last 10 of 30 records, newest first")
	require.Contains(t, out, "game 1 of 10 (the last game; line 30): starlight-christmas, bet 100, ante")
}

func TestEmptyInput(t *testing.T) {
	code, _, errs := run(t, "")
	require.Equal(t, 1, code)
	require.Contains(t, errs, "no records")
}
