package report_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"html"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/games/starlight"
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
		Certified: big.NewRat(191, 200), CountName: "symbol count",
		Weights:  report.ConfigWeights([]byte(`{"maths":{"Base":{"Paying":[3,2,1],"Scatter":7}},"other":[1,2]}`)),
		PayTable: &report.PayTable{Columns: []string{"2", "3"}, Rows: []report.PayRow{{Symbol: "a", Pays: []string{"2", "5"}}}, Note: "a note <b>escaped</b>"},
	}
}

// sheet returns a PAR sheet of Crystal Spin on short strips with every
// part filled in: the cycles at two stakes, a line tally made by hand, the
// strips from the configuration, a version and a date.
func sheet(t *testing.T) *report.Sheet {
	t.Helper()
	g := gamefix.ShortCrystal(t, "kjabkjkc", "jkajhkjk", "kaakjkhk", "jkbjkkak", "kjkkhjak")
	c, err := exact.FullCycle(context.Background(), g, 100, exact.Options{Workers: 2})
	require.NoError(t, err)
	c1000, err := exact.FullCycle(context.Background(), g, 1000, exact.Options{Workers: 2})
	require.NoError(t, err)
	lt := report.NewLineTally()
	lt.Combinations = c.Combinations
	for _, p := range c.Pays { // one win a game, all on line 1: a tally that agrees with the cycle
		paid := p.Paid.Int64() / p.Wins
		lt.Round([]games.PaidWin{{Step: 1, Line: 1, Symbol: p.Symbol, Count: p.Count, Paid: slotmech.Money(paid)}}, p.Wins)
	}
	s := &report.Sheet{Cycle: c, Names: g.Alphabet(), Stakes: []*exact.Cycle{c, c1000}, StakesNote: "two stakes", Lines: lt,
		Tool: report.Tool{Module: "example.com/m", Version: "v1.2.3", Revision: "abc123", Modified: true}, Date: "2026-12-04"}
	s.Strips, s.StripsNote = report.ConfigStrips(g.ConfigData(), g.Alphabet(), []int{8, 8, 8, 8, 8})
	require.NotNil(t, s.Strips, s.StripsNote)
	return s
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

	require.Contains(t, page, "Warning: the 99% interval is ± ", "a wide interval is said plainly")
	require.Contains(t, page, "certified RTP</td><td>95.5000%")
	require.Contains(t, page, "half-widths of the 99% interval")
	require.Contains(t, page, "Contribution to the RTP by symbol and symbol count")
	require.Contains(t, page, `<table id="weights-1" class="text">`)
	require.Contains(t, page, `Weights</h3><p class="intro">Not part of this report`, "the second has none and says so")

	b.Reset()
	c, names := cycle(t)
	require.NoError(t, report.Parsheet(&b, &report.Sheet{Cycle: c, Names: names}))
	page = b.String()
	require.Contains(t, page, `data-charts="2"`)
	require.Contains(t, page, `<svg id="chart-1-depths"`)
	require.Contains(t, page, c.RTP.RatString())
	require.Contains(t, page, "The title does not describe its pay table")
	require.Contains(t, page, "not part of this sheet: a merge of shards has no line walk")
	require.Contains(t, page, "The reel strips are ", "no strips: said so")
	selfContained(t, page)

	b.Reset()
	require.NoError(t, report.Parsheet(&b, sheet(t)))
	page = b.String()
	for _, id := range []string{"figures-1", "stakes-1", "entries-1", "lines-1", "vilevels-1", "vi-1", "other-1", "strips-1", "counts-1", "winbands-1", "depths-1", "contrib-1"} {
		require.Contains(t, page, ` id="`+id+`"`)
	}
	require.Contains(t, page, "example.com/m v1.2.3, revision abc123, with uncommitted changes")
	selfContained(t, page)

	require.Error(t, report.WriteSimulation(&b, []report.Simulation{{}}))
	require.Error(t, report.Parsheet(&b, &report.Sheet{Cycle: &exact.Cycle{}, Names: names}))
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
	s := sheet(t)
	for name, write := range map[string]func(*os.File) error{
		"simulation": func(f *os.File) error { return report.WriteSimulation(f, []report.Simulation{simulation(t)}) },
		"parsheet":   func(f *os.File) error { return report.Parsheet(f, s) },
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

		// The tables as the browser built them: every number a lab reads
		// is in the DOM, and those of the PAR sheet are the cycles'.
		dom := browserDOM(t, html)
		if name == "simulation" {
			require.Contains(t, dom, "Warning: the 99% interval is ± ")
			require.Contains(t, dom, `id="winbands-1"`)
			require.Contains(t, dom, `id="weights-1"`)
			continue
		}
		for _, row := range domTable(t, dom, "stakes-1")[1:] {
			var cb *exact.Cycle
			for _, x := range s.Stakes {
				if fmt.Sprint(x.Bet) == row[0] {
					cb = x
				}
			}
			require.NotNil(t, cb, row[0])
			require.Equal(t, cb.RTP.Num().String()+"/"+cb.RTP.Denom().String(), row[2])
			require.Equal(t, fmt.Sprint(int64(cb.MaxWin)), row[5])
		}
		depths := domTable(t, dom, "depths-1")
		for k, n := range s.Cycle.Depths {
			require.Equal(t, fmt.Sprint(n), depths[k+1][1])
		}
	}
}

// browserDOM returns the DOM headless Chromium builds from the page.
func browserDOM(t *testing.T, page string) string {
	t.Helper()
	bin, err := exec.LookPath("chromium")
	if err != nil {
		bin, err = exec.LookPath("chromium-browser")
		require.NoError(t, err)
	}
	out, err := exec.Command(bin, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
		"--disable-component-update", "--disable-sync", "--no-first-run", "--user-data-dir="+t.TempDir(),
		"--dump-dom", "file://"+page).Output()
	require.NoError(t, err)
	return string(out)
}

// domTable returns the cells of the table with the given id, row by row.
func domTable(t *testing.T, dom, id string) [][]string {
	t.Helper()
	m := regexp.MustCompile(`(?s)<table[^>]* id="` + regexp.QuoteMeta(id) + `"[^>]*>(.*?)</table>`).FindStringSubmatch(dom)
	require.NotNil(t, m, "table %s", id)
	var rows [][]string
	cell := regexp.MustCompile(`(?s)<t[dh]>(.*?)</t[dh]>`)
	for _, tr := range regexp.MustCompile(`(?s)<tr>(.*?)</tr>`).FindAllStringSubmatch(m[1], -1) {
		var row []string
		for _, c := range cell.FindAllStringSubmatch(tr[1], -1) {
			row = append(row, strings.ReplaceAll(html.UnescapeString(c[1]), "\u202f", ""))
		}
		rows = append(rows, row)
	}
	return rows
}

// The weights and strips a title's configuration data lists are read back
// as the title plays them: Starlight's symbol weights per mode (SC rules'
// maths), Crystal Spin's five strips of 32 stops (CS-1); a configuration
// without them, or with strips that do not fit the reels, gets nil and a
// note that says why.
func TestConfigWeightsAndStrips(t *testing.T) {
	ws := report.ConfigWeights(starlight.New().ConfigData())
	byName := map[string][]string{}
	for _, w := range ws {
		byName[w.Name] = w.Values
	}
	require.Len(t, byName["maths.Base.Paying"], 9, "one weight per paying symbol")
	require.Equal(t, "21\u202f990", byName["maths.Base.Paying"][0])
	require.NotContains(t, byName, "symbols", "only weights")

	cs := crystalspin.New()
	strips, note := report.ConfigStrips(cs.ConfigData(), cs.Alphabet(), []int{32, 32, 32, 32, 32})
	require.Len(t, strips, 5, note)
	require.Equal(t, crystalspin.Strips(), strips)
	strips, note = report.ConfigStrips(cs.ConfigData(), cs.Alphabet(), []int{32, 32, 32, 32, 31})
	require.Nil(t, strips)
	require.Contains(t, note, "strip 4 has 32 stops, the reel 31")
	strips, note = report.ConfigStrips([]byte(`{"pays":{}}`), cs.Alphabet(), []int{3})
	require.Nil(t, strips)
	require.Contains(t, note, "not part of this sheet")
	require.Nil(t, report.ConfigWeights(cs.ConfigData()), "Crystal Spin's strips are uniform: no weights")
}
