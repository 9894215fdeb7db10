package report_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/internal/report"
	"github.com/slotmech/slotmech/internal/testfix/gamefix"
	"github.com/slotmech/slotmech/internal/toygame"
)

// simulation returns a report of the toy with every part filled in.
func simulation(t *testing.T) report.Simulation {
	t.Helper()
	st, err := sim.Simulate(context.Background(), sim.Config{Game: toygame.Game{}, Rounds: 3 * sim.BlockRounds, Seed: 5})
	require.NoError(t, err)
	var curve []report.Point
	for i := int64(1); i <= 3; i++ {
		curve = append(curve, report.Point{Rounds: i * sim.BlockRounds, RTP: st.RTP() + 0.01/float64(i), CI99: 0.1 / float64(i)})
	}
	return report.Simulation{
		Stats: st, Curve: curve,
		Symbols:   []report.Contribution{{Symbol: "a", Count: 3, Wins: 10, Share: 0.01}, {Symbol: "a", Count: 2, Wins: 90, Share: 0.3}, {Symbol: "g", Count: 3, Wins: 1, Share: 0.2}},
		Features:  []report.Feature{{Name: "base game", Share: 0.95}},
		FreeSpins: []report.FreeSpinCount{{Spins: 0, Rounds: st.Triggers}},
		PayTable:  &report.PayTable{Columns: []string{"2", "3"}, Rows: []report.PayRow{{Symbol: "a", Pays: []string{"2", "5"}}}, Note: "a note <b>escaped</b>"},
	}
}

// cycle returns the exact analysis of Crystal Spin on short strips.
func cycle(t *testing.T) (*exact.Cycle, *slotmech.Alphabet) {
	t.Helper()
	g := gamefix.ShortCrystal(t, "kjabkjkc", "jkajhkjk", "kaakjkhk", "jkbjkkak", "kjkkhjak")
	c, err := exact.FullCycle(context.Background(), g, 100, exact.Options{Workers: 2})
	require.NoError(t, err)
	return c, g.Alphabet()
}

var svgID = regexp.MustCompile(`<svg id="(chart-[^"]+)"`)

// The pages hold every chart, declared in data-charts, and nothing that
// needs the network or a script.
func TestPages(t *testing.T) {
	var b bytes.Buffer
	s := simulation(t)
	require.NoError(t, report.WriteSimulation(&b, []report.Simulation{s, {Stats: s.Stats}}))
	page := b.String()
	require.True(t, strings.Contains(page, `data-charts="4"`), "data-charts")
	var ids []string
	for _, m := range svgID.FindAllStringSubmatch(page, -1) {
		ids = append(ids, m[1])
	}
	require.Equal(t, []string{"chart-1-wins", "chart-1-rtp", "chart-1-freespins", "chart-2-wins"}, ids)
	require.Contains(t, page, "a note &lt;b&gt;escaped&lt;/b&gt;", "text is escaped")
	require.Contains(t, page, s.Stats.Config)
	require.True(t, strings.Contains(page, "was not recorded for this run"), "a report without its curve says so")
	require.True(t, strings.Contains(page, "No free-spin lengths"), "nor its free-spin lengths")
	selfContained(t, page)

	b.Reset()
	c, names := cycle(t)
	require.NoError(t, report.Parsheet(&b, c, names, nil))
	page = b.String()
	require.Contains(t, page, `data-charts="2"`)
	require.Contains(t, page, `<svg id="chart-1-depths"`)
	require.Contains(t, page, c.RTP.RatString())
	require.Contains(t, page, "The title does not describe its pay table")
	selfContained(t, page)

	require.Error(t, report.WriteSimulation(&b, []report.Simulation{{}}))
	require.Error(t, report.Parsheet(&b, &exact.Cycle{}, names, nil))
}

func selfContained(t *testing.T, page string) {
	t.Helper()
	page = strings.ReplaceAll(page, `xmlns="http://www.w3.org/2000/svg"`, "")
	page = strings.ReplaceAll(page, `xmlns:xlink="http://www.w3.org/1999/xlink"`, "")
	for _, bad := range []string{"http:", "https:", "<script", "<link", "@import", "url(", "<img"} {
		require.NotContains(t, page, bad)
	}
}

// The pages in a real browser: scripts/check-report.sh renders them with
// headless Chromium and checks that every chart is in the DOM and that the
// screenshot is not blank. Without chromium the test says so and skips,
// except in CI (CI set), where .ci/run installs chromium and a missing or
// unusable browser fails the test.
func TestPagesInABrowser(t *testing.T) {
	skip := t.Skipf
	if os.Getenv("CI") != "" {
		skip = t.Fatalf
	}
	if _, err := exec.LookPath("chromium"); err != nil {
		if _, err := exec.LookPath("chromium-browser"); err != nil {
			skip("chromium is not installed (apt-get install -y chromium): the report is not checked in a browser")
		}
	}
	dir := t.TempDir()
	c, names := cycle(t)
	for name, write := range map[string]func(*os.File) error{
		"simulation": func(f *os.File) error { return report.WriteSimulation(f, []report.Simulation{simulation(t)}) },
		"parsheet":   func(f *os.File) error { return report.Parsheet(f, c, names, nil) },
	} {
		html := filepath.Join(dir, name+".html")
		f, err := os.Create(html)
		require.NoError(t, err)
		require.NoError(t, write(f))
		require.NoError(t, f.Close())
		shot := filepath.Join(dir, name+".png")
		out, err := exec.Command("bash", "../../scripts/check-report.sh", html, shot).CombinedOutput()
		var exit *exec.ExitError
		if errors.As(err, &exit) && exit.ExitCode() == 3 {
			skip("chromium is not usable: %s", out)
		}
		require.NoError(t, err, "%s", out)
		require.Contains(t, string(out), "charts in the DOM")
		require.Contains(t, string(out), "pngcheck: ")
		t.Logf("%s: %s", name, out)
	}
}
