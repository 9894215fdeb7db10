package main

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/starlight"
	"github.com/slotmech/slotmech/internal/testfix/gamefix"
	"github.com/slotmech/slotmech/internal/toygame"
	"github.com/slotmech/slotmech/internal/version"
	"github.com/stretchr/testify/require"
)

// The main job picks each title's method: the exact full cycle for a strip
// title (the classic 5×3 fixture, whose exact RTP the full-cycle tests know),
// the stratified estimator for Starlight Christmas, plain Monte Carlo for
// anything else (the three-reel toy title); it labels every line with its
// method and flags, and warns about, each interval wider than ± 0.1 pp — at
// the test's small sizes every estimate is that wide, so the warning must
// appear. The figures of the real sizes are the ones the README shows.
func TestMainJobMethods(t *testing.T) {
	defer func(s, p int64) { stratifiedSpins, plainRounds = s, p }(stratifiedSpins, plainRounds)
	stratifiedSpins, plainRounds = 300_000, 50_000
	classic := gamefix.ClassicFive(t)
	toy := &toygame.Game{}
	gs := []games.Game{starlight.New(), classic, toy}
	var out, errOut bytes.Buffer
	code := answer(context.Background(), gs, 2, &out, &errOut)
	require.Equal(t, 0, code, errOut.String())
	text := out.String()
	row := func(game, mode, band, method string) {
		t.Helper()
		re := regexp.MustCompile(`(?m)^ *` + regexp.QuoteMeta(game) + ` +` + mode + ` +\d+\.\d{4}% +` + band + ` +` + method)
		require.Regexp(t, re, text)
	}
	row("starlight-christmas", "standard", `± \d\.\d{3} pp!`, "stratified estimate: 30[0-9]{4} base spins, [0-9]+ features on their own, seed 1")
	row("starlight-christmas", "ante", `± \d\.\d{3} pp!`, "stratified estimate: ")
	row(classic.Name(), "standard", "exact", `exact: \d+/\d+ over the full cycle of 33554432 stop combinations`)
	for _, m := range toy.Modes() {
		row(toy.Name(), m.Name, `± \d+\.\d{3} pp!`, "plain Monte Carlo: 50000 rounds, seed 1")
	}
	require.Contains(t, text, "warning: 4 figure(s) marked ! have a 99% interval wider than ± 0.1 pp")
	for _, g := range gs {
		require.Contains(t, text, g.Name()+" configuration: sha256 "+games.ConfigID(g))
	}
	require.Equal(t, 1, strings.Count(text, "full cycle"), "one exact title")
	require.Regexp(t, `(?m)^starlight-christmas standard: certified RTP 95\.50%: [+-]\d+\.\d\d half-widths of the 99% interval from it, (inside|outside) the interval$`, text)
	require.Regexp(t, `(?m)^starlight-christmas ante: certified RTP 95\.50%: `, text)
	require.NotContains(t, text, classic.Name()+" standard: certified", "a title that declares none")

	// The same seed and sizes give the same table whatever the workers.
	var again bytes.Buffer
	require.Equal(t, 0, answer(context.Background(), gs, 1, &again, &errOut))
	require.Equal(t, text, again.String())
}

// -plain is the plain Monte Carlo of every game, as the program was before
// the main job (one flag away).
func TestPlainIsOneFlagAway(t *testing.T) {
	var out, errOut bytes.Buffer
	code := run(context.Background(), []string{"-plain", "-spins", "20000", "-seed", "3"}, &out, &errOut)
	require.Equal(t, 0, code, errOut.String())
	require.Regexp(t, `starlight-christmas +standard +20000 +\d+\.\d\d% ± `, out.String())
	require.Regexp(t, `crystal-spin +standard +20000 +\d+\.\d\d% ± `, out.String())
}

// Crystal Spin, the certified strip title: its exact figure is the one it
// declares certified (CS-21), and the main job says so.
func TestMainJobCrystalSpinExact(t *testing.T) {
	var out, errOut bytes.Buffer
	require.Equal(t, 0, answer(context.Background(), []games.Game{crystalspin.New()}, 2, &out, &errOut), errOut.String())
	require.Regexp(t, `(?m)^ +crystal-spin +standard +95\.0074% +exact +exact: 15939597/16777216 over the full cycle of 33554432 stop combinations$`, out.String())
	require.Contains(t, out.String(), "crystal-spin standard: certified RTP 95.0074%: the exact figure is the certified one\n")
	require.NotContains(t, out.String(), "warning")
	require.True(t, strings.HasSuffix(out.String(), "\nsoftware: "+version.Line()+"\n"), "the report ends naming the software")
}
