// Package report writes the figures of a title as one self-contained HTML
// page that people can read: the PAR sheet of an exact full-cycle analysis
// (games/exact) or the report of a simulation (games/sim), with the
// configuration identity, the pay table or the contributions by symbol and
// run length, the contributions by feature and charts.
//
// # The page
//
// The page needs nothing at view time: the style is inline CSS, the charts
// are inline SVG drawn with gonum.org/v1/plot (vg/vgsvg), and there is no
// script, no font file and no link to another page. Text falls back to the
// browser's sans-serif face. Every chart is an <svg> element with an id
// starting "chart-", and the <body> declares how many there are in
// data-charts, so that a check of the rendered page (scripts/check-report.sh)
// can tell that none is missing.
//
// Charts:
//
//   - win distribution: the rounds by win, in bands of the bet, on a
//     logarithmic scale (both reports);
//   - RTP as rounds accumulate, with its 99% confidence band (simulation,
//     when the running figures were recorded: see [Simulation].Curve);
//   - cascade depths: the combinations by number of winning steps (PAR
//     sheet);
//   - free-spin length: the triggered rounds by number of free spins played
//     (simulation, when a round triggered; skipped with a note otherwise).
//
// # Pay tables
//
// A title that can describe its pay table for people implements
// [PayTabler]; the caller passes it on ([Simulation].PayTable, [Parsheet]).
// Without one the page says so and the contributions by symbol and run
// length stand for it.
//
// # What it is not for
//
// It computes no figure: simulations and analyses do; it lays them out.
// The only sums it makes are of an analysis's own exact figures, for
// printing: a cycle's pays by symbol or by count and their shares of the
// RTP ([BySymbol], [ByCount], [Share], which parsheet's table and JSON use
// too).
package report

import (
	"cmp"
	"fmt"
	"html/template"
	"io"
	"maps"
	"math/big"
	"slices"
	"strings"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/internal/winband"
)

// PayTabler is implemented by titles that can describe their pay table for
// people.
type PayTabler = games.PayTableDescriber

// PayTable is a pay table for people: [games.PayTable], which titles
// describe without depending on this package.
type PayTable = games.PayTable

// PayRow is one symbol's row of a [PayTable]: [games.PayRow].
type PayRow = games.PayRow

// Point is the running figures of a simulation after Rounds rounds.
type Point struct {
	Rounds int64
	RTP    float64 // Won / Wagered so far
	CI99   float64 // half-width of its 99% confidence interval
}

// Contribution is what the wins of one symbol and count contributed to the
// RTP. Count 0 stands for pays by scatter count (see Symbol).
type Contribution struct {
	Symbol string
	Count  int
	Wins   int64   // wins paid
	Share  float64 // part of the RTP: what they paid ÷ what was wagered
}

// Feature is what one part of the game contributed to the RTP, such as the
// base game or the free spins.
type Feature struct {
	Name  string
	Share float64 // part of the RTP
}

// FreeSpinCount is how many triggered rounds played a number of free spins.
type FreeSpinCount struct {
	Spins  int
	Rounds int64
}

// Simulation is the report of one title and mode simulated: its exact
// Stats (required) and what else was recorded, each part optional.
type Simulation struct {
	Stats *sim.Stats
	// Curve is the running RTP at block boundaries, in increasing rounds;
	// fewer than two points skip the chart.
	Curve []Point
	// Symbols are the contributions by symbol and count, estimated from
	// the itemised rounds; nil skips the table.
	Symbols []Contribution
	// Features are the contributions by part of the game; nil skips the
	// table.
	Features []Feature
	// FreeSpins is the distribution of free-spin lengths; nil skips the
	// chart.
	FreeSpins []FreeSpinCount
	// PayTable is the title's pay table, if it describes one.
	PayTable *PayTable
}

// WriteSimulation writes the HTML report of the simulations to w: one
// section per title and mode, in order. It returns the first error.
func WriteSimulation(w io.Writer, sims []Simulation) error {
	pg := &page{Title: "Simulation report"}
	var names []string
	for i, s := range sims {
		st := s.Stats
		if st == nil {
			return fmt.Errorf("report: simulation %d has no stats", i+1)
		}
		names = append(names, st.Game+" "+st.Mode)
		sec := section{Heading: st.Game + " — " + st.Mode, Config: st.Config, PayTable: s.PayTable}
		fsRate := ratio(st.Triggers, st.Rounds)
		sec.Figures = []figure{
			{"game", st.Game}, {"mode", st.Mode},
			{"configuration (SHA-256)", st.Config},
			{"base bet / stake (minor units)", fmt.Sprintf("%d / %d", st.Bet, st.Stake)},
			{"seed", fmt.Sprint(st.Seed)},
			{"rounds", groupDigits(st.Rounds)},
			{"run", coverage(st)},
			{"wagered / won (minor units)", fmt.Sprintf("%s / %s", groupDigits(int64(st.Wagered)), groupDigits(int64(st.Won)))},
			{"RTP ± 99% interval", fmt.Sprintf("%.4f%% ± %.4f%%", 100*st.RTP(), 100*st.RTPCI99())},
			{"hit rate", pct(st.HitRate())},
			{"feature (free-spin) rate", fmt.Sprintf("%s (1 in %s)", pct(fsRate), oneIn(fsRate))},
			{"rounds capped", fmt.Sprintf("%d (%s)", st.Capped, pct(ratio(st.Capped, st.Rounds)))},
			{"largest win", fmt.Sprintf("%d (%.2f × bet)", st.MaxWin, ratio(int64(st.MaxWin), int64(st.Bet)))},
			{"σ of a round's win", fmt.Sprintf("%.4f × bet", st.SigmaX())},
		}
		sec.Symbols = symbolTable(s.Symbols, "estimated from the itemised rounds: a step's win is shared among its wins by their pay factors, and a spin's multiplier and cap among its steps")
		for _, f := range s.Features {
			sec.Features = append(sec.Features, figure{f.Name, pct(f.Share)})
		}
		id := fmt.Sprintf("chart-%d-", i+1)
		var labels []string
		var values []float64
		for b, n := range st.Bands {
			labels = append(labels, winband.Name(b))
			values = append(values, float64(n))
		}
		if err := sec.add(id+"wins", "Rounds by win, in bands of multiples of the base bet (logarithmic scale). Band 0 holds the rounds that won nothing.",
			func(id string) (string, error) {
				return barChart(id, "Win distribution", "win (× base bet)", "rounds", labels, values)
			}); err != nil {
			return err
		}
		if len(s.Curve) >= 2 {
			if err := sec.add(id+"rtp", "RTP of the rounds played so far, recorded at every block of rounds, with its 99% confidence band; the dashed line is the final figure.",
				func(id string) (string, error) { return curveChart(id, s.Curve, st.RTP()) }); err != nil {
				return err
			}
		} else {
			sec.Notes = append(sec.Notes, "The RTP as rounds accumulate was not recorded for this run (a merged run, or a single block).")
		}
		if len(s.FreeSpins) > 0 {
			labels, values = nil, nil
			for _, f := range s.FreeSpins {
				labels = append(labels, fmt.Sprint(f.Spins))
				values = append(values, float64(f.Rounds))
			}
			if err := sec.add(id+"freespins", "Triggered rounds by the number of free spins they played, retriggers included (logarithmic scale).",
				func(id string) (string, error) {
					return barChart(id, "Free-spin length", "free spins played", "rounds", labels, values)
				}); err != nil {
				return err
			}
		} else {
			sec.Notes = append(sec.Notes, "No free-spin lengths: no round triggered a feature, or they were not recorded.")
		}
		pg.Sections = append(pg.Sections, sec)
	}
	pg.Subtitle = strings.Join(names, ", ")
	return pg.write(w)
}

// Parsheet writes the HTML PAR sheet of an exact full-cycle analysis to
// w. names names the symbols (the title's Alphabet); pt is the
// title's pay table, or nil. It returns the first error.
func Parsheet(w io.Writer, c *exact.Cycle, names *slotmech.Alphabet, pt *PayTable) error {
	if c == nil || c.Combinations == 0 || c.Wagered == nil || c.RTP == nil {
		return fmt.Errorf("report: an empty cycle")
	}
	pg := &page{Title: "PAR sheet", Subtitle: c.Game + ", exact full cycle"}
	sec := section{Heading: c.Game + " — exact full cycle at bet " + fmt.Sprint(c.Bet), Config: c.Config, PayTable: pt}
	ratPct := func(r *big.Rat) string { return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(4) + "%" }
	sec.Figures = []figure{
		{"game", c.Game},
		{"configuration (SHA-256)", c.Config},
		{"bet / stake (minor units)", fmt.Sprintf("%d / %d", c.Bet, c.Stake)},
		{"combinations", groupDigits(c.Combinations)},
		{"wagered / won (minor units)", c.Wagered.String() + " / " + c.Won.String()},
		{"RTP (exact)", c.RTP.RatString() + " = " + ratPct(c.RTP)},
		{"hit rate", fmt.Sprintf("%d / %d = %s", c.Hits, c.Combinations, ratPct(c.HitRate()))},
		{"largest win", fmt.Sprintf("%d (%s × stake)", c.MaxWin, big.NewRat(int64(c.MaxWin), int64(max(c.Stake, 1))).FloatString(2))},
		{"σ of a round's win", fmt.Sprintf("%.4f × stake", c.SigmaX())},
		{"combinations with a cap cut", fmt.Sprint(c.Capped)},
	}
	for _, name := range slices.Sorted(maps.Keys(c.Facts)) {
		n := c.Facts[name]
		sec.Figures = append(sec.Figures, figure{"combinations with " + strings.ReplaceAll(name, "_", " "),
			fmt.Sprintf("%d / %d = 1 in %s", n, c.Combinations, big.NewRat(c.Combinations, n).FloatString(1))})
	}
	var cs []Contribution
	for _, p := range c.Pays {
		f, _ := Share(p.Paid, c.Wagered).Float64()
		cs = append(cs, Contribution{Symbol: names.Name(p.Symbol), Count: p.Count, Wins: p.Wins, Share: f})
	}
	sec.Symbols = symbolTable(cs, "exact: every combination of stops played once")
	for _, p := range ByCount(c.Pays) {
		sec.Features = append(sec.Features, figure{fmt.Sprintf("runs of %d", p.Count), ratPct(Share(p.Paid, c.Wagered))})
	}
	sec.FeaturesCaption = "Contribution by run length"

	bands := exactBands(c)
	for len(bands) > 2 && bands[len(bands)-1].rounds == 0 {
		bands = bands[:len(bands)-1] // no empty bands above the largest win
	}
	var labels []string
	var values []float64
	for _, b := range bands {
		labels = append(labels, b.label)
		values = append(values, float64(b.rounds))
	}
	if err := sec.add("chart-1-wins", "Combinations by win, in bands of multiples of the stake (logarithmic scale). Band 0 holds the combinations that won nothing.",
		func(id string) (string, error) {
			return barChart(id, "Win distribution", "win (× stake)", "combinations", labels, values)
		}); err != nil {
		return err
	}
	labels, values = nil, nil
	for k, n := range c.Depths {
		labels = append(labels, fmt.Sprint(k))
		values = append(values, float64(n))
	}
	if err := sec.add("chart-1-depths", "Combinations by their number of winning evaluation steps (0: no win; 1: the first screen won and the cascade after it did not; …), logarithmic scale.",
		func(id string) (string, error) {
			return barChart(id, "Cascade depth", "winning steps", "combinations", labels, values)
		}); err != nil {
		return err
	}
	sec.Notes = append(sec.Notes, "No free-spin length: a strip game's full cycle has no feature with draws of its own.")
	pg.Sections = append(pg.Sections, sec)
	return pg.write(w)
}

// band is one band of a win distribution.
type band struct {
	label  string
	rounds int64
}

// exactBands groups an exact win distribution in the bands games/sim uses,
// in multiples of the stake.
func exactBands(c *exact.Cycle) []band {
	out := make([]band, winband.Count)
	for i := range out {
		out[i].label = winband.Name(i)
	}
	out[0].rounds = c.Combinations - c.Hits
	for _, w := range c.Wins {
		out[winband.Of(w.Win, c.Stake)].rounds += w.Rounds
	}
	return out
}

// symbolTable lays out contributions as a table of symbols by count.
func symbolTable(cs []Contribution, caption string) *table {
	if len(cs) == 0 {
		return nil
	}
	var counts []int
	var symbols []string
	cell := map[string]map[int]float64{}
	wins := map[string]int64{}
	total := map[string]float64{}
	for _, c := range cs {
		if !slices.Contains(counts, c.Count) {
			counts = append(counts, c.Count)
		}
		if cell[c.Symbol] == nil {
			cell[c.Symbol] = map[int]float64{}
			symbols = append(symbols, c.Symbol)
		}
		cell[c.Symbol][c.Count] += c.Share
		wins[c.Symbol] += c.Wins
		total[c.Symbol] += c.Share
	}
	slices.Sort(counts)
	t := &table{Caption: caption, Head: []string{"symbol"}}
	for _, n := range counts {
		t.Head = append(t.Head, countLabel(n))
	}
	t.Head = append(t.Head, "all", "wins")
	colTotal := make([]float64, len(counts))
	var all float64
	for _, s := range symbols {
		row := []string{s}
		for j, n := range counts {
			if v, ok := cell[s][n]; ok {
				row = append(row, pct(v))
				colTotal[j] += v
			} else {
				row = append(row, "–")
			}
		}
		all += total[s]
		t.Rows = append(t.Rows, append(row, pct(total[s]), groupDigits(wins[s])))
	}
	foot := []string{"all"}
	for _, v := range colTotal {
		foot = append(foot, pct(v))
	}
	t.Foot = append(foot, pct(all), "")
	return t
}

// countLabel is the header of a count: "0" stands for scatter pays.
func countLabel(n int) string {
	if n == 0 {
		return "scatter"
	}
	return fmt.Sprint(n)
}

// coverage describes a run's coverage.
func coverage(st *sim.Stats) string {
	c := st.Run
	if st.Complete() {
		return fmt.Sprintf("the whole run of %s rounds", groupDigits(c.Rounds))
	}
	parts := make([]string, len(c.Parts))
	for i, p := range c.Parts {
		parts[i] = fmt.Sprint(p)
	}
	return fmt.Sprintf("shards %s of %d of a run of %s rounds (partial)", strings.Join(parts, ", "), c.Shards, groupDigits(c.Rounds))
}

// ratio returns a / b, or 0 if b is 0 (as games/sim's derived figures).
func ratio(a, b int64) float64 {
	if b == 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// pct formats a fraction as a percentage.
func pct(f float64) string { return fmt.Sprintf("%.4f%%", 100*f) }

// oneIn formats a rate as "1 in N".
func oneIn(f float64) string {
	if f <= 0 {
		return "never"
	}
	return fmt.Sprintf("%.1f", 1/f)
}

// groupDigits writes n with thin spaces between groups of three digits.
func groupDigits(n int64) string {
	s := fmt.Sprint(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString("\u202f")
		}
		b.WriteRune(r)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// page is the whole report.
type page struct {
	Title, Subtitle string
	Sections        []section
}

// figure is a named value.
type figure struct{ Name, Value string }

// table is a table of text.
type table struct {
	Caption string
	Head    []string
	Rows    [][]string
	Foot    []string
}

// section is one title and mode (or one analysis).
type section struct {
	Heading, Config string
	Figures         []figure
	PayTable        *PayTable
	Symbols         *table
	Features        []figure
	FeaturesCaption string
	Charts          []chart
	Notes           []string
}

// add draws a chart into the section.
func (s *section) add(id, caption string, draw func(id string) (string, error)) error {
	svg, err := draw(id)
	if err != nil {
		return fmt.Errorf("report: chart %s: %w", id, err)
	}
	s.Charts = append(s.Charts, chart{ID: id, Caption: caption, SVG: svg})
	return nil
}

// write executes the page's template.
func (pg *page) write(w io.Writer) error {
	n := 0
	for _, s := range pg.Sections {
		n += len(s.Charts)
	}
	return pageTemplate.Execute(w, struct {
		*page
		Charts int
	}{pg, n})
}

var pageTemplate = template.Must(template.New("page").Funcs(template.FuncMap{
	"svg": func(s string) template.HTML { return template.HTML(s) }, // drawn by gonum/plot from our own numbers
	"featuresCaption": func(s string) string {
		return cmp.Or(s, "Contribution by feature")
	},
}).Parse(pageHTML))

const pageHTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="slotmech games/report">
<title>{{.Title}}{{with .Subtitle}} — {{.}}{{end}}</title>
<style>
:root { color-scheme: light; }
body { font-family: 'Liberation Sans', Arimo, Arial, Helvetica, sans-serif; margin: 0; background: #f4f6f9; color: #1b2430; }
header { background: #1f3b5c; color: #fff; padding: 20px 32px; }
header h1 { margin: 0; font-size: 26px; }
header p { margin: 4px 0 0; opacity: .85; }
main { max-width: 1120px; margin: 0 auto; padding: 8px 24px 40px; }
section.title { background: #fff; border: 1px solid #d5dbe3; border-radius: 6px; margin: 20px 0; padding: 8px 24px 20px; }
h2 { font-size: 21px; margin: 14px 0 4px; color: #1f3b5c; }
h3 { font-size: 16px; margin: 20px 0 6px; color: #2b4a6e; }
.config { font-family: 'Liberation Mono', Cousine, monospace; font-size: 12px; color: #4a5868; word-break: break-all; }
table { border-collapse: collapse; font-size: 13px; margin: 4px 0; }
th, td { border: 1px solid #d5dbe3; padding: 3px 9px; text-align: right; }
th { background: #eaf0f7; }
td:first-child, th:first-child { text-align: left; }
table.figures td:first-child { color: #4a5868; }
table.figures td:last-child { font-variant-numeric: tabular-nums; text-align: left; }
tfoot td { font-weight: bold; background: #f6f8fb; }
caption { caption-side: bottom; text-align: left; font-size: 12px; color: #5b6878; padding-top: 4px; }
figure { margin: 14px 0; }
figure svg { max-width: 100%; height: auto; display: block; background: #fff; }
figcaption { font-size: 12px; color: #5b6878; margin-top: 4px; }
.note { font-size: 13px; color: #5b6878; font-style: italic; }
.grid { display: flex; flex-wrap: wrap; gap: 28px; align-items: flex-start; }
</style>
</head>
<body data-charts="{{.Charts}}">
<header><h1>{{.Title}}</h1>{{with .Subtitle}}<p>{{.}}</p>{{end}}</header>
<main>
{{range .Sections}}<section class="title">
<h2>{{.Heading}}</h2>
<p class="config">configuration sha256 {{.Config}}</p>
<div class="grid">
<div>
<h3>Figures</h3>
<table class="figures">{{range .Figures}}<tr><td>{{.Name}}</td><td>{{.Value}}</td></tr>{{end}}</table>
</div>
<div>
<h3>Pay table</h3>
{{with .PayTable}}<table><thead><tr><th>symbol</th>{{range .Columns}}<th>{{.}}</th>{{end}}</tr></thead>
<tbody>{{range .Rows}}<tr><td>{{.Symbol}}</td>{{range .Pays}}<td>{{.}}</td>{{end}}</tr>{{end}}</tbody>
{{with .Note}}<caption>{{.}}</caption>{{end}}</table>
{{else}}<p class="note">The title does not describe its pay table; the contributions by symbol and run length below stand for it.</p>{{end}}
{{if .Features}}<h3>{{featuresCaption .FeaturesCaption}}</h3>
<table class="figures">{{range .Features}}<tr><td>{{.Name}}</td><td>{{.Value}}</td></tr>{{end}}</table>{{end}}
</div>
</div>
{{with .Symbols}}<h3>Contribution to the RTP by symbol and run length</h3>
<table><thead><tr>{{range .Head}}<th>{{.}}</th>{{end}}</tr></thead>
<tbody>{{range .Rows}}<tr>{{range .}}<td>{{.}}</td>{{end}}</tr>{{end}}</tbody>
<tfoot><tr>{{range .Foot}}<td>{{.}}</td>{{end}}</tr></tfoot>
<caption>{{.Caption}}</caption></table>{{end}}
<h3>Charts</h3>
{{range .Charts}}<figure>{{svg .SVG}}<figcaption>{{.Caption}}</figcaption></figure>
{{end}}{{range .Notes}}<p class="note">{{.}}</p>
{{end}}</section>
{{end}}</main>
</body>
</html>
`
