package cli_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/games/record"
	"github.com/slotmech/slotmech/internal/roundview"
	"github.com/slotmech/slotmech/internal/toygame"
	"github.com/slotmech/slotmech/internal/version"
	"github.com/slotmech/slotmech/rng"
)

// recTool has the toy with a bonus reel: a winning round draws once more,
// so rounds draw a data-dependent number of values.
var recTool = cli.New([]games.Game{toygame.Game{Bonus: 7}, mini{}})

func replay(t *testing.T, stdin string, args ...string) result {
	t.Helper()
	var o, e bytes.Buffer
	code := recTool.Run(context.Background(), append([]string{"replay"}, args...), strings.NewReader(stdin), &o, &e)
	return result{code, o.String(), e.String()}
}

// recordToy records n rounds of the toy and returns the JSON lines.
func recordToy(t *testing.T, n string) []string {
	t.Helper()
	r := replay(t, "", "-record", "-game", "toy", "-seed", "7", "-rounds", n)
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	return strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
}

// Records written by -record replay bit for bit, from stdin, "-" or files.
func TestReplayRoundTrip(t *testing.T) {
	lines := recordToy(t, "25")
	require.Len(t, lines, 25)
	recs := strings.Join(lines, "\n") + "\n"
	var rec record.Record
	require.NoError(t, json.Unmarshal([]byte(lines[0]), &rec))
	require.Equal(t, "toy", rec.Game)
	require.Equal(t, "standard", rec.Mode, "the mode is recorded by name")
	require.EqualValues(t, 100, rec.Bet)

	r := replay(t, recs, "-q")
	require.Equal(t, cli.ExitOK, r.code, r.stdout)
	require.Equal(t, 25, strings.Count(r.stdout, ": OK, replayed bit for bit"))
	require.Contains(t, r.stdout, "record 3 (line 3, toy, bet 100, standard): OK, replayed bit for bit\n")
	require.True(t, strings.HasSuffix(r.stdout, "replayed 25 records: all match\nsoftware: "+version.Line()+"\n"), r.stdout)
	require.NotContains(t, r.stdout, "base spin:", "-q prints the verdicts only")

	path := filepath.Join(t.TempDir(), "rounds.jsonl")
	require.NoError(t, os.WriteFile(path, []byte(recs), 0o600))
	r = replay(t, recs, path, "-")
	require.Equal(t, cli.ExitOK, r.code, r.stdout)
	require.Contains(t, r.stdout, "record 26 (line 1, toy, bet 100, standard)")
	require.Contains(t, r.stdout, "record 2 ("+path+" line 2, toy")
	require.Contains(t, r.stdout, "base spin:", "without -q each round is shown")
	require.Contains(t, r.stdout, "replayed 50 records: all match")

	// The record command of Run is replay -record.
	rr := call(t, recTool, "", "record", "-game", "toy", "-seed", "7", "-rounds", "25")
	require.Equal(t, cli.ExitOK, rr.code, rr.stderr)
	require.Equal(t, recs, rr.stdout)
}

// Other modes, bets and titles are recorded as asked.
func TestReplayRecordModeAndBet(t *testing.T) {
	r := replay(t, "", "-record", "-game", "toy", "-mode", "ante", "-bet", "40", "-rounds", "3")
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	for line := range strings.Lines(r.stdout) {
		var rec record.Record
		require.NoError(t, json.Unmarshal([]byte(line), &rec))
		require.Equal(t, "ante", rec.Mode)
		require.EqualValues(t, 40, rec.Bet)
		v, err := roundview.Parse(rec.Outcome)
		require.NoError(t, err)
		require.EqualValues(t, 50, v.Stake)
	}
	m := replay(t, "", "-record", "-game", "mini", "-rounds", "30")
	require.Equal(t, cli.ExitOK, m.code, m.stderr)
	require.Equal(t, cli.ExitOK, replay(t, r.stdout+m.stdout, "-q").code)
}

// An edited record fails with its line and the first difference; the others
// still replay, and the command exits with 1.
func TestReplayEditedRecord(t *testing.T) {
	lines := recordToy(t, "25")
	edited := -1
	for i, l := range lines {
		var r record.Record
		require.NoError(t, json.Unmarshal([]byte(l), &r))
		if v, _ := roundview.Parse(r.Outcome); v.Win > 0 {
			v.Win *= 2
			r.Outcome = v.JSON()
			b, err := json.Marshal(&r)
			require.NoError(t, err)
			lines[i], edited = string(b), i
			break
		}
	}
	require.GreaterOrEqual(t, edited, 0, "some round won")
	r := replay(t, strings.Join(lines, "\n"), "-q")
	require.Equal(t, cli.ExitFailure, r.code)
	where := "line " + strconv.Itoa(edited+1)
	require.Contains(t, r.stdout, "record "+strconv.Itoa(edited+1)+" ("+where+"): FAILED: record: outcome.win: recorded ")
	require.Equal(t, 24, strings.Count(r.stdout, "OK, replayed bit for bit"))
	require.Contains(t, r.stdout, "replayed 25 records: 1 failed, the first at "+where+"\n")
	require.Contains(t, r.stderr, "replay: 1 of 25 records failed, the first at "+where)
}

// Records that are not records, of unknown games or with unknown fields are
// refused in the user's words.
func TestReplayBadRecords(t *testing.T) {
	good := recordToy(t, "1")[0]
	cases := []struct{ line, want string }{
		{`{not json}`, "not a record: bad JSON: invalid character 'n'"},
		{`[1]`, "not a record: want an object, got array"},
		{`{"game":"nope"}`, `unknown game "nope" (known: toy, mini)`},
		{`{"bet":100}`, `not a record: missing "game"`},
		{strings.Replace(good, `"bet":`, `"extra":1,"bet":`, 1), `not a record: unknown field "extra"`},
		{strings.Replace(good, `"win":`, `"wins_total":1,"win":`, 1), `not a record: unknown field "wins_total"`},
		{strings.Replace(good, `"bet":100`, `"bet":"100"`, 1), `not a record: "bet": want an integer, got string`},
		{strings.Replace(good, `"outcome":{`, `"outcome":{"stake":"x",`, 1), `not a record: "outcome.stake": want an integer, got string`},
		{good + " {}", "not a record: more than one JSON value on the line"},
		{strings.Replace(good, `"config":"`, `"config":"0`, 1), "record: config: recorded 0"},
	}
	var input strings.Builder
	for _, c := range cases {
		input.WriteString(c.line + "\n")
	}
	r := replay(t, input.String(), "-q")
	require.Equal(t, cli.ExitFailure, r.code)
	out := strings.Split(strings.TrimSuffix(r.stdout, "\n"), "\n")
	require.Len(t, out, len(cases)+1)
	for i, c := range cases {
		require.Contains(t, out[i], "record "+strconv.Itoa(i+1)+" (line "+strconv.Itoa(i+1)+"): FAILED: "+c.want)
		noGoTypes(t, out[i])
	}
}

func TestReplayNoRecords(t *testing.T) {
	for _, in := range []string{"", "\n  \n"} {
		r := replay(t, in)
		require.Equal(t, cli.ExitFailure, r.code)
		require.Contains(t, r.stderr, "replay: no records in the input")
	}
	r := replay(t, "", filepath.Join(t.TempDir(), "missing.jsonl"))
	require.Equal(t, cli.ExitFailure, r.code)
	require.Contains(t, r.stderr, "missing.jsonl: no such file")
}

func TestReplayRefusesFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-rounds", "5"}, "-rounds only applies to -record"},
		{[]string{"-game", "toy", "rounds.jsonl"}, "-game only applies to -record"},
		{[]string{"-recall", "-seed", "3"}, "-seed only applies to -record"},
		{[]string{"-record"}, "-record needs -game NAME (titles: toy, mini)"},
		{[]string{"-record", "-game", "nope"}, `-game: unknown game "nope" (known: toy, mini)`},
		{[]string{"-record", "-game", "toy", "-rounds", "0"}, "-rounds 0: want at least 1"},
		{[]string{"-record", "-game", "toy", "-mode", "bonus"}, `-mode bonus: toy has no mode "bonus" (modes: standard, ante)`},
		{[]string{"-record", "-game", "toy", "-mode", "ante", "-bet", "101"}, `-bet 101: games: toy: bet: bet refused "101"`},
		{[]string{"-record", "-game", "toy", "-bet", "-1"}, "-bet -1"},
		{[]string{"-record", "-game", "toy", "out.jsonl"}, `unexpected argument "out.jsonl"`},
		{[]string{"-record", "-recall"}, "-record and -recall: give one of them"},
		{[]string{"-q", "-recall"}, "-q only applies to replaying"},
		{[]string{"-nope"}, "flag provided but not defined: -nope"},
	} {
		r := replay(t, "", tc.args...)
		require.Equal(t, cli.ExitUsage, r.code, tc.args)
		require.Empty(t, r.stdout)
		require.Contains(t, r.stderr, tc.want, tc.args)
	}
}

// Recall shows the last 10 records, newest first, each replayed (its
// verdict and its draws in hex) and as roundview.Round.Fprint writes it.
func TestRecall(t *testing.T) {
	lines := recordToy(t, "25")
	path := filepath.Join(t.TempDir(), "rounds.jsonl")
	require.NoError(t, os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o600))
	r := call(t, recTool, "", "recall", path)
	require.Equal(t, cli.ExitOK, r.code, r.stderr)
	require.True(t, strings.HasPrefix(r.stdout, "the last 10 of 25 records, newest first\n"), r.stdout)
	require.Equal(t, 10, strings.Count(r.stdout, "base spin:"))

	var want strings.Builder
	for i := range 10 {
		var rec record.Record
		require.NoError(t, json.Unmarshal([]byte(lines[24-i]), &rec))
		age := ""
		if i == 0 {
			age = "the last game; "
		}
		want.WriteString("\ngame " + strconv.Itoa(i+1) + " of 10 (" + age + path + " line " + strconv.Itoa(25-i) + "): toy, bet 100, standard, configuration " + rec.Config + "\n")
		want.WriteString("OK, replayed bit for bit from its " + strconv.Itoa(len(rec.Draws)) + " draws:\n")
		for j, d := range rec.Draws {
			if j%4 == 0 {
				want.WriteString(" ")
			}
			want.WriteString(" " + fmt.Sprintf("%016x", d))
			if j%4 == 3 || j == len(rec.Draws)-1 {
				want.WriteString("\n")
			}
		}
		v, err := roundview.Parse(rec.Outcome)
		require.NoError(t, err)
		require.NoError(t, v.Fprint(&want))
	}
	require.Equal(t, "the last 10 of 25 records, newest first\n"+want.String()+"software: "+version.Line()+"\n", r.stdout, "the recall ends naming the software")

	few := replay(t, strings.Join(lines[:3], "\n"), "-recall")
	require.Equal(t, cli.ExitOK, few.code)
	require.Contains(t, few.stdout, "the last 3 of 3 records, newest first")
	require.Contains(t, few.stdout, "game 3 of 3 (line 1)")

	bad := replay(t, lines[0]+"\n"+lines[1]+"\n{\"x\":1}\n", "-recall")
	require.Equal(t, cli.ExitFailure, bad.code)
	require.Contains(t, bad.stderr, `replay: line 3: not a record: unknown field "x"`)
	require.Empty(t, bad.stdout)

	none := replay(t, "", "-recall")
	require.Equal(t, cli.ExitFailure, none.code)
	require.Contains(t, none.stderr, "no records")
}

// TestRecallFailsOnAnEditedRecord: recall replays every record it shows
// and fails, naming the record and the first difference, on an edited one
// (a win changed to 99999) — with exit status 1, the other records still
// shown; a record edited before the last ten is not shown and not checked.
func TestRecallFailsOnAnEditedRecord(t *testing.T) {
	lines := recordToy(t, "12")
	edit := func(i int) string {
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(lines[i]), &m))
		m["outcome"].(map[string]any)["win"] = 99999
		b, err := json.Marshal(m)
		require.NoError(t, err)
		return string(b)
	}
	for _, tc := range []struct {
		edited int // the line edited, from 0
		shown  int // its place in the recall, from 1 (0: not shown)
	}{{11, 1}, {5, 7}, {1, 0}} {
		in := slices.Clone(lines)
		in[tc.edited] = edit(tc.edited)
		r := replay(t, strings.Join(in, "\n")+"\n", "-recall")
		where := "line " + strconv.Itoa(tc.edited+1)
		if tc.shown == 0 {
			require.Equal(t, cli.ExitOK, r.code, r.stderr)
			require.Equal(t, 10, strings.Count(r.stdout, "OK, replayed bit for bit"))
			continue
		}
		require.Equal(t, cli.ExitFailure, r.code, r.stdout)
		require.Equal(t, 9, strings.Count(r.stdout, "OK, replayed bit for bit"), r.stdout)
		require.Contains(t, r.stdout, "): toy, bet 100, standard")
		require.Contains(t, r.stdout, "FAILED: record: outcome.win: recorded 99999, replayed ")
		require.Contains(t, r.stderr, "replay: game "+strconv.Itoa(tc.shown)+" of 10 ("+where+") does not replay: "+
			"record: outcome.win: recorded 99999, replayed ", r.stderr)
	}
	in := slices.Clone(lines)
	in[11], in[10] = edit(11), edit(10)
	r := replay(t, strings.Join(in, "\n")+"\n", "-recall")
	require.Equal(t, cli.ExitFailure, r.code)
	require.Contains(t, r.stderr, "2 of the 10 records shown do not replay, the first: game 1 of 10 (line 12)")
}

// failsThird is the toy game whose players fail their third round.
type failsThird struct{ toygame.Game }

func (failsThird) Name() string { return "fails-third" }

func (g failsThird) NewPlayer() games.Player { return &failingPlayer{Player: g.Game.NewPlayer()} }

type failingPlayer struct {
	games.Player
	rounds int
}

var errThird = errors.New("the third round fails")

func (p *failingPlayer) Play(bet slotmech.Money, mode string, src rng.Source, d *games.Detail) (games.Outcome, error) {
	if p.rounds++; p.rounds == 3 {
		return games.Outcome{}, errThird
	}
	return p.Player.Play(bet, mode, src, d)
}

// replay -record stops at a round that fails, after writing the rounds
// before it, and names the failed round by its number from 1.
func TestReplayRecordStopsAtAFailedRound(t *testing.T) {
	r := call(t, cli.New([]games.Game{failsThird{}}), "", "replay", "-record", "-game", "fails-third", "-rounds", "5")
	require.Equal(t, cli.ExitFailure, r.code)
	require.Equal(t, 2, strings.Count(r.stdout, "\n"), "the two rounds before it")
	require.Contains(t, r.stderr, "round 3: the third round fails")
}
