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
//   - win distribution: the rounds by win, in bands of the stake, on a
//     logarithmic scale (both reports);
//   - RTP as rounds accumulate, with its 99% confidence band (simulation,
//     when the running figures were recorded: see [Simulation].Curve);
//   - cascade depths: the combinations by number of winning steps (PAR
//     sheet);
//   - free-spin length: the triggered rounds by number of free spins played
//     (simulation, when a round triggered; skipped with a note otherwise).
//
// Every chart of counts has its numbers in a table beside it. Tables a test
// or a lab reads back have ids ("stakes-1", "entries-1", "winbands-1", …).
//
// # PAR sheets
//
// A PAR sheet ([Parsheet], [Sheet]) has what a lab reads first: the RTP
// and the maximum exposure at every stake analysed (a full cycle each), the
// hit frequency ("1 in N") of each pay entry and of each line, the
// volatility index VI = z·σ at 90, 95 and 99% ([VIDefinition]), the reel
// strips and each symbol's count per reel, the contributions of RISK (0)
// and of the jackpot (not part of the sheet: [JackpotNote]), the tool's
// version and the date. The caller gathers them (the date too: nothing
// here reads a clock); [SheetFigures] gives the same figures for JSON.
//
// # Simulation reports
//
// A simulation report states the certified RTP when the title declares one
// ([Simulation].Certified), the distance of the simulated RTP from it in
// half-widths of the 99% interval, and a plain warning when the interval
// is wider than ± 0.5 pp ([Verdict], [WideBand]); it calls a count a
// "symbol count" in a pay-anywhere or cluster game ([Simulation].CountName)
// and lists the weights the title's configuration data states
// ([ConfigWeights]), or says there are none to read.
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
// It plays no round: simulations and analyses do; it lays their figures
// out. The only figures it makes are derived from an analysis's own: a
// cycle's pays by symbol or by count and their shares of the RTP
// ([BySymbol], [ByCount], [Share], which parsheet's table and JSON use
// too), the volatility index from σ, "1 in N" ratios, and the sums of a
// [LineTally] its caller fills.
//
// # Concurrency
//
// The functions are safe for concurrent use on distinct values; a
// [LineTally] is filled on one goroutine and merged with [LineTally.Add].
package report

import (
	"cmp"
	"fmt"
	"html/template"
	"io"
	"maps"
	"math"
	"math/big"
	"slices"
	"strconv"
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
	// Certified is the RTP the title declares for the mode
	// (games.CertifiedRTP) if the run is of its certified configuration,
	// or nil; the report states it, with the distance of the simulated
	// RTP in half-widths of the 99% interval.
	Certified *big.Rat
	// CountName is what the counts of Symbols are: "run length" (lines,
	// ways; the default) or "symbol count" (pay-anywhere, clusters).
	CountName string
	// Weights are the weights the title's configuration lists
	// ([ConfigWeights]); nil: the report says the title describes none.
	Weights []Weight
}

// WideBand is the half-width of the 99% interval, as a share of the stake,
// beyond which a simulation report warns that its RTP decides nothing:
// ± 0.5 percentage points.
const WideBand = 0.005

// Verdict returns what a report says of a simulated RTP with 99%
// half-width half over rounds rounds: its distance from the certified RTP
// cert (nil: none declared) in half-widths, and a warning if the interval
// is wider than ± 0.5 pp (WideBand), with the rounds that would bring it
// there (the half-width falls as one over the square root of the rounds).
func Verdict(rtp, half float64, rounds int64, cert *big.Rat) (distance, warning string) {
	if cert != nil {
		c, _ := cert.Float64()
		switch {
		case half > 0:
			where := "inside"
			if math.Abs(rtp-c) > half {
				where = "outside"
			}
			distance = fmt.Sprintf("%+.4f pp = %+.2f half-widths of the 99%% interval (%s it)", 100*(rtp-c), (rtp-c)/half, where)
		case rtp == c:
			distance = "the same"
		default:
			distance = fmt.Sprintf("%+.4f pp (the interval has no width)", 100*(rtp-c))
		}
	}
	if half > WideBand {
		need, _ := strconv.ParseFloat(fmt.Sprintf("%.2g", float64(rounds)*(half/WideBand)*(half/WideBand)), 64)
		warning = fmt.Sprintf("Warning: the 99%% interval is ± %.2f pp, wider than ± 0.5 pp: %s rounds cannot tell this RTP from one 0.5 pp away, so this figure decides nothing; about %s rounds would give ± 0.5 pp.",
			100*half, groupDigits(rounds), groupDigits(int64(need)))
	}
	return distance, warning
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
		}
		dist, warn := Verdict(st.RTP(), st.RTPCI99(), st.Rounds, s.Certified)
		if s.Certified != nil {
			sec.Figures = append(sec.Figures, figure{"certified RTP", ratPct(s.Certified)}, figure{"simulated minus certified", dist})
		} else {
			sec.Figures = append(sec.Figures, figure{"certified RTP", "not declared by the title for this configuration and mode"})
		}
		if warn != "" {
			sec.Warnings = append(sec.Warnings, warn)
		}
		sec.CountName = s.CountName
		sec.Figures = append(sec.Figures, []figure{
			{"hit rate", pct(st.HitRate())},
			{"feature (free-spin) rate", fmt.Sprintf("%s (1 in %s)", pct(fsRate), oneIn(fsRate))},
			{"rounds capped", fmt.Sprintf("%d (%s)", st.Capped, pct(ratio(st.Capped, st.Rounds)))},
			{"largest win", fmt.Sprintf("%d (%.2f × stake)", st.MaxWin, ratio(int64(st.MaxWin), int64(st.Stake)))},
			{"σ of a round's win", fmt.Sprintf("%.4f × stake", st.SigmaX())},
		}...)
		sec.Symbols = symbolTable(s.Symbols, "estimated from the itemised rounds: a step's win is shared among its wins by their pay factors, and a spin's multiplier and cap among its steps")
		for _, f := range s.Features {
			sec.Features = append(sec.Features, figure{f.Name, pct(f.Share)})
		}
		if sec.Symbols != nil {
			sec.Symbols.ID = fmt.Sprintf("contrib-%d", i+1)
		}
		if len(s.Weights) > 0 {
			wt := &table{ID: fmt.Sprintf("weights-%d", i+1), Class: "text", Head: []string{"weights (path in the configuration)", "values"},
				Caption: "As the title's configuration data (games.Game.ConfigData) lists them: what each number weighs is the title's (its package documentation, \"Configuration data\"); the public contract describes no weights for people."}
			for _, w := range s.Weights {
				wt.Rows = append(wt.Rows, []string{w.Name, strings.Join(w.Values, " · ")})
			}
			sec.Blocks = append(sec.Blocks, block{Heading: "Weights", Table: wt})
		} else {
			sec.Blocks = append(sec.Blocks, block{Heading: "Weights", Intro: "Not part of this report: the title's configuration data lists no weights this tool can find (a \"maths\" key or a key naming weights), and the public contract (games.Game) has no other way to read them."})
		}
		id := fmt.Sprintf("chart-%d-", i+1)
		var labels []string
		var values []float64
		wb := &table{ID: fmt.Sprintf("winbands-%d", i+1), Head: []string{"win (× stake)", "rounds", "share", "1 in"}}
		for b, n := range st.Bands {
			labels = append(labels, winband.Name(b))
			values = append(values, float64(n))
			wb.Rows = append(wb.Rows, []string{winband.Name(b), groupDigits(n), pct(ratio(n, st.Rounds)), oneInCount(st.Rounds, n)})
		}
		wb.Foot = []string{"all", groupDigits(st.Rounds), "", ""}
		if err := sec.add(id+"wins", "Rounds by win, in bands of multiples of the stake (logarithmic scale). Band 0 holds the rounds that won nothing.",
			func(id string) (string, error) {
				return barChart(id, "Win distribution", "win (× stake)", "rounds", labels, values)
			}); err != nil {
			return err
		}
		sec.Charts[len(sec.Charts)-1].Table = wb
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
			ft := &table{ID: fmt.Sprintf("freespins-%d", i+1), Head: []string{"free spins", "rounds", "share of triggers"}}
			var trig int64
			for _, f := range s.FreeSpins {
				trig += f.Rounds
			}
			for _, f := range s.FreeSpins {
				labels = append(labels, fmt.Sprint(f.Spins))
				values = append(values, float64(f.Rounds))
				ft.Rows = append(ft.Rows, []string{fmt.Sprint(f.Spins), groupDigits(f.Rounds), pct(ratio(f.Rounds, trig))})
			}
			ft.Foot = []string{"all", groupDigits(trig), ""}
			if err := sec.add(id+"freespins", "Triggered rounds by the number of free spins they played, retriggers included (logarithmic scale).",
				func(id string) (string, error) {
					return barChart(id, "Free-spin length", "free spins played", "rounds", labels, values)
				}); err != nil {
				return err
			}
			sec.Charts[len(sec.Charts)-1].Table = ft
		} else {
			sec.Notes = append(sec.Notes, "No free-spin lengths: no round triggered a feature, or they were not recorded.")
		}
		pg.Sections = append(pg.Sections, sec)
	}
	pg.Subtitle = strings.Join(names, ", ")
	return pg.write(w)
}

// Parsheet writes the HTML PAR sheet of s to w: the figures of the exact
// cycle at the sheet's bet and what a lab reads beside them ([Sheet],
// [SheetFigures]): the RTP at every stake analysed with its maximum
// exposure, the hit frequency of every pay entry and line, the volatility
// index, the reel strips, the contributions of RISK and the jackpot, the
// tool's version and the date; every chart with its numbers in a table
// beside it. It returns the first error.
func Parsheet(w io.Writer, s *Sheet) error {
	c := s.Cycle
	if c == nil || c.Combinations == 0 || c.Wagered == nil || c.RTP == nil || s.Names == nil {
		return fmt.Errorf("report: an empty cycle")
	}
	f := SheetFigures(s)
	pg := &page{Title: "PAR sheet", Subtitle: c.Game + ", exact full cycle"}
	sec := section{Heading: c.Game + " — exact full cycle at bet " + fmt.Sprint(c.Bet), Config: c.Config, PayTable: s.PayTable}
	sec.Figures = []figure{
		{"game", c.Game},
		{"configuration (SHA-256)", c.Config},
		{"date", cmp.Or(s.Date, "not stated")},
		{"tool", s.Tool.String()},
		{"bet / stake (minor units)", fmt.Sprintf("%d / %d", c.Bet, c.Stake)},
		{"combinations", groupDigits(c.Combinations)},
		{"wagered / won (minor units)", c.Wagered.String() + " / " + c.Won.String()},
		{"RTP (exact)", c.RTP.RatString() + " = " + ratPct(c.RTP)},
	}
	if s.Certified != nil {
		d := new(big.Rat).Sub(c.RTP, s.Certified)
		sec.Figures = append(sec.Figures, figure{"certified RTP", s.Certified.RatString() + " = " + ratPct(s.Certified) + " (exact minus certified: " + ratPct(d) + ")"})
	}
	sec.Figures = append(sec.Figures,
		figure{"hit rate", fmt.Sprintf("%d / %d = %s (1 in %s)", c.Hits, c.Combinations, ratPct(c.HitRate()), oneInRat(c.Combinations, c.Hits))},
		figure{"largest win (maximum exposure at this bet)", fmt.Sprintf("%d (%s × stake)", c.MaxWin, big.NewRat(int64(c.MaxWin), int64(max(c.Stake, 1))).FloatString(2))},
		figure{"σ of a round's win", fmt.Sprintf("%.4f × stake", c.SigmaX())},
		figure{"volatility index (90% / 95% / 99%)", fmt.Sprintf("%.3f / %.3f / %.3f", f.Volatility.Levels[0].VI, f.Volatility.Levels[1].VI, f.Volatility.Levels[2].VI)},
		figure{"combinations with a cap cut", fmt.Sprint(c.Capped)},
	)
	for _, name := range slices.Sorted(maps.Keys(c.Facts)) {
		n := c.Facts[name]
		sec.Figures = append(sec.Figures, figure{"combinations with " + strings.ReplaceAll(name, "_", " "),
			fmt.Sprintf("%d / %d = 1 in %s", n, c.Combinations, big.NewRat(c.Combinations, n).FloatString(1))})
	}
	sec.Figures = append(sec.Figures, figure{"RISK (double or nothing)", "RTP contribution 0"}, figure{"jackpot", "not part of this sheet (see below)"})
	var cs []Contribution
	for _, p := range c.Pays {
		v, _ := Share(p.Paid, c.Wagered).Float64()
		cs = append(cs, Contribution{Symbol: s.Names.Name(p.Symbol), Count: p.Count, Wins: p.Wins, Share: v})
	}
	sec.Symbols = symbolTable(cs, "exact: every combination of stops played once")
	sec.Symbols.ID = "contrib-1"
	for _, p := range ByCount(c.Pays) {
		sec.Features = append(sec.Features, figure{fmt.Sprintf("runs of %d", p.Count), ratPct(Share(p.Paid, c.Wagered))})
	}
	sec.FeaturesCaption = "Contribution by run length"
	sec.Blocks = sheetBlocks(s, f)

	labels, values := []string(nil), []float64(nil)
	for _, b := range f.WinBands {
		labels = append(labels, b.Label)
		values = append(values, float64(b.Combinations))
	}
	if err := sec.add("chart-1-wins", "Combinations by win, in bands of multiples of the stake (logarithmic scale). Band 0 holds the combinations that won nothing.",
		func(id string) (string, error) {
			return barChart(id, "Win distribution", "win (× stake)", "combinations", labels, values)
		}); err != nil {
		return err
	}
	sec.Charts[len(sec.Charts)-1].Table = bandTable("winbands-1", "win (× stake)", f.WinBands)
	labels, values = nil, nil
	for _, b := range f.Depths {
		labels = append(labels, b.Label)
		values = append(values, float64(b.Combinations))
	}
	if err := sec.add("chart-1-depths", "Combinations by their number of winning evaluation steps (0: no win; 1: the first screen won and the cascade after it did not; …), logarithmic scale.",
		func(id string) (string, error) {
			return barChart(id, "Cascade depth", "winning steps", "combinations", labels, values)
		}); err != nil {
		return err
	}
	sec.Charts[len(sec.Charts)-1].Table = bandTable("depths-1", "winning steps", f.Depths)
	sec.Notes = append(sec.Notes, "No free-spin length: a strip game's full cycle has no feature with draws of its own.")
	pg.Sections = append(pg.Sections, sec)
	return pg.write(w)
}

// bandTable is the table beside a chart of combinations by band.
func bandTable(id, head string, bands []BandFigure) *table {
	t := &table{ID: id, Head: []string{head, "combinations", "share", "1 in"}}
	var all int64
	for _, b := range bands {
		t.Rows = append(t.Rows, []string{b.Label, groupDigits(b.Combinations), b.Share, cmp.Or(b.OneIn, "–")})
		all += b.Combinations
	}
	t.Foot = []string{"all", groupDigits(all), "", ""}
	return t
}

// sheetBlocks are the PAR sheet's tables beyond the cycle's figures.
func sheetBlocks(s *Sheet, f *Figures) []block {
	c := s.Cycle
	var out []block

	st := &table{ID: "stakes-1", Head: []string{"bet", "stake", "RTP (exact)", "RTP", "hit rate", "maximum exposure", "× stake", "capped"},
		Caption: s.StakesNote + ". Maximum exposure: the largest win of one game at that stake, in money (minor units). Each RTP is the exact full cycle at that stake."}
	for _, r := range f.Stakes.Rows {
		same := ""
		if r.SameRTP {
			same = " (=)"
		}
		st.Rows = append(st.Rows, []string{fmt.Sprint(r.Bet), fmt.Sprint(r.Stake), r.RTPNum + "/" + r.RTPDen, r.RTPPercent + same,
			ratPct(big.NewRat(r.Hits, max(r.Combinations, 1))), groupDigits(r.MaxWin), r.MaxWinX, fmt.Sprint(r.Capped)})
	}
	out = append(out, block{Heading: "RTP and maximum exposure at every stake", Table: st,
		Intro: "(=): the same exact RTP as at the sheet's bet. A stake whose RTP differs does so because a cap (a line cap or a round cap) cuts wins there."})

	et := &table{ID: "entries-1", Head: []string{"symbol", "count", "wins", "games", "1 in (games)", "1 in (per line)", "1 in (wins)", "RTP"},
		Caption: "1 in (games): combinations ÷ the combinations in which the entry paid, on any line and any cascade step; 1 in (per line): (combinations × lines) ÷ its wins, the frequency on one line; 1 in (wins): combinations ÷ its wins. Exact over the full cycle, to 2 decimals."}
	for _, e := range f.Entries {
		games := "–"
		if e.Games != nil {
			games = groupDigits(*e.Games)
		}
		et.Rows = append(et.Rows, []string{e.Symbol, countLabel(e.Count), groupDigits(e.Wins), games, cmp.Or(e.OneIn, "–"), cmp.Or(e.PerLineOneIn, "–"), e.OneInWins, pct(e.RTP)})
	}
	intro := ""
	if s.Lines == nil {
		intro = f.EntryNote
	}
	out = append(out, block{Heading: "Hit frequency of each pay entry", Intro: intro, Table: et})

	if s.Lines == nil {
		out = append(out, block{Heading: "Hit frequency by line", Intro: f.Lines.Note})
	} else {
		lt := &table{ID: "lines-1", Head: []string{"line", "wins", "games", "1 in (games)", "RTP"}}
		for _, l := range f.Lines.Lines {
			name := fmt.Sprint(l.Line)
			if l.Line == 0 {
				name = "not a line win"
			}
			lt.Rows = append(lt.Rows, []string{name, groupDigits(l.Wins), groupDigits(l.Games), l.OneIn, pct(l.RTP)})
		}
		lt.Foot = []string{"any", "", groupDigits(c.Hits), oneInRat(c.Combinations, c.Hits), ratPct(c.RTP)}
		out = append(out, block{Heading: "Hit frequency by line", Intro: "Every combination played once more with a tally of each win's line (games.PaidWin.Line); line 0 holds the wins that are not line wins (scatter, ways, pay-anywhere, clusters). 1 in (games): combinations ÷ the combinations in which the line paid.", Table: lt})
	}

	vt := &table{ID: "vi-1", Head: []string{"games N"}, Caption: "the range of the RTP of N games, in percent, at each confidence: RTP ± VI / √N"}
	lv := &table{ID: "vilevels-1", Head: []string{"confidence", "z", "VI"}}
	for _, l := range f.Volatility.Levels {
		lv.Rows = append(lv.Rows, []string{l.Confidence, fmt.Sprintf("%.3f", l.Z), fmt.Sprintf("%.3f", l.VI)})
		vt.Head = append(vt.Head, l.Confidence)
	}
	for _, r := range f.Volatility.Ranges {
		row := []string{groupDigits(r.Games)}
		for i := range r.Lo {
			row = append(row, fmt.Sprintf("%.2f – %.2f", r.Lo[i], r.Hi[i]))
		}
		vt.Rows = append(vt.Rows, row)
	}
	out = append(out, block{Heading: "Volatility index", Intro: fmt.Sprintf("σ = %.4f × stake. Definition: %s.", f.Volatility.Sigma, f.Volatility.Definition), Table: lv, Side: vt})

	ot := &table{ID: "other-1", Class: "text", Head: []string{"part", "RTP contribution", "why"}}
	ot.Rows = [][]string{{"base game (lines, cascades, full house)", ratPct(c.RTP), "this sheet: the exact full cycle"},
		{"RISK", "0", RiskNote}, {"jackpot", "not part of this sheet", JackpotNote}}
	out = append(out, block{Heading: "Contributions beyond the base game", Table: ot})

	if len(f.Strips.Reels) == 0 {
		out = append(out, block{Heading: "Reel strips", Intro: "The reel strips are " + f.Strips.Note + "."})
		return out
	}
	rt := &table{ID: "strips-1", Class: "text", Head: []string{"stop"}, Caption: "The reel strips, " + f.Strips.Note + "."}
	long := 0
	for _, r := range f.Strips.Reels {
		rt.Head = append(rt.Head, fmt.Sprintf("reel %d", r.Reel))
		long = max(long, r.Stops)
	}
	for i := range long {
		row := []string{fmt.Sprint(i)}
		for _, r := range f.Strips.Reels {
			if i < len(r.Symbols) {
				row = append(row, r.Symbols[i])
			} else {
				row = append(row, "")
			}
		}
		rt.Rows = append(rt.Rows, row)
	}
	ct := &table{ID: "counts-1", Head: []string{"symbol"}, Caption: "Stops showing each symbol, by reel."}
	for _, r := range f.Strips.Reels {
		ct.Head = append(ct.Head, fmt.Sprintf("reel %d", r.Reel))
	}
	ct.Head = append(ct.Head, "all")
	for i := 1; i <= s.Names.Len(); i++ {
		name := s.Names.Name(slotmech.Symbol(i))
		row, all := []string{name}, 0
		for _, r := range f.Strips.Reels {
			n := 0
			for _, k := range r.Counts {
				if k.Symbol == name {
					n = k.Count
				}
			}
			all += n
			row = append(row, fmt.Sprint(n))
		}
		if all > 0 {
			ct.Rows = append(ct.Rows, append(row, fmt.Sprint(all)))
		}
	}
	foot := []string{"stops"}
	all := 0
	for _, r := range f.Strips.Reels {
		foot = append(foot, fmt.Sprint(r.Stops))
		all += r.Stops
	}
	ct.Foot = append(foot, fmt.Sprint(all))
	out = append(out, block{Heading: "Reel strips", Table: ct, Side: rt})
	return out
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

// oneInCount is of ÷ n to 1 decimal, or "–" for none.
func oneInCount(of, n int64) string {
	if n == 0 {
		return "–"
	}
	return fmt.Sprintf("%.1f", float64(of)/float64(n))
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

// table is a table of text; ID, if set, is its id in the page (tests
// read the numbers back by it).
type table struct {
	ID, Class string // Class "text": every column left-aligned
	Caption   string
	Head      []string
	Rows      [][]string
	Foot      []string
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
	Warnings        []string // said before the figures, plainly
	Blocks          []block  // tables after the contributions
	CountName       string   // what a count is: "run length" (the default) or "symbol count"
}

// block is a headed table (and another beside it, Side), or a paragraph.
type block struct {
	Heading, Intro string
	Table, Side    *table
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

var pageTemplate = withTable(template.Must(template.New("page").Funcs(template.FuncMap{
	"svg": func(s string) template.HTML { return template.HTML(s) }, // drawn by gonum/plot from our own numbers
	"featuresCaption": func(s string) string {
		return cmp.Or(s, "Contribution by feature")
	},
	"countName": func(s string) string { return cmp.Or(s, "run length") },
	"inc":       func(i int) int { return i + 1 },
}).Parse(pageHTML)))

// withTable adds the table template to t and returns t.
func withTable(t *template.Template) *template.Template {
	template.Must(t.New("table").Parse(tableHTML))
	return t
}

// tableHTML is a table's template.
const tableHTML = `<table{{with .ID}} id="{{.}}"{{end}}{{with .Class}} class="{{.}}"{{end}}><thead><tr>{{range .Head}}<th>{{.}}</th>{{end}}</tr></thead>
<tbody>{{range .Rows}}<tr>{{range .}}<td>{{.}}</td>{{end}}</tr>{{end}}</tbody>
{{with .Foot}}<tfoot><tr>{{range .}}<td>{{.}}</td>{{end}}</tr></tfoot>{{end}}
{{with .Caption}}<caption>{{.}}</caption>{{end}}</table>`

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
main { max-width: 1180px; margin: 0 auto; padding: 8px 24px 40px; }
section.title { background: #fff; border: 1px solid #d5dbe3; border-radius: 6px; margin: 20px 0; padding: 8px 24px 20px; }
h2 { font-size: 21px; margin: 14px 0 4px; color: #1f3b5c; }
h3 { font-size: 16px; margin: 20px 0 6px; color: #2b4a6e; }
.config { font-family: 'Liberation Mono', Cousine, monospace; font-size: 12px; color: #4a5868; word-break: break-all; }
table { border-collapse: collapse; font-size: 13px; margin: 4px 0; font-variant-numeric: tabular-nums; }
th, td { border: 1px solid #d5dbe3; padding: 3px 9px; text-align: right; }
th { background: #eaf0f7; }
td:first-child, th:first-child { text-align: left; }
table.figures td:first-child { color: #4a5868; }
table.figures td:last-child { text-align: left; }
table.text td, table.text th { text-align: left; }
tfoot td { font-weight: bold; background: #f6f8fb; }
caption { caption-side: bottom; text-align: left; font-size: 12px; color: #5b6878; padding-top: 4px; max-width: 100ch; }
figure { margin: 14px 0; flex: 0 1 720px; min-width: 0; }
figure svg { max-width: 100%; height: auto; display: block; background: #fff; }
figcaption { font-size: 12px; color: #5b6878; margin-top: 4px; }
.note, .intro { font-size: 13px; color: #5b6878; }
.note { font-style: italic; }
.warning { font-size: 14px; color: #7a1d12; background: #fdecea; border: 1px solid #e6a49b; border-radius: 4px; padding: 8px 12px; margin: 10px 0; }
.grid { display: flex; flex-wrap: wrap; gap: 28px; align-items: flex-start; }
.chartrow { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
.chartrow table { margin-top: 14px; }
</style>
</head>
<body data-charts="{{.Charts}}">
<header><h1>{{.Title}}</h1>{{with .Subtitle}}<p>{{.}}</p>{{end}}</header>
<main>
{{range $i, $s := .Sections}}<section class="title">
<h2>{{.Heading}}</h2>
<p class="config">configuration sha256 {{.Config}}</p>
{{range .Warnings}}<p class="warning">{{.}}</p>
{{end}}<div class="grid">
<div>
<h3>Figures</h3>
<table class="figures" id="figures-{{inc $i}}">{{range .Figures}}<tr><td>{{.Name}}</td><td>{{.Value}}</td></tr>{{end}}</table>
</div>
<div>
<h3>Pay table</h3>
{{with .PayTable}}<table><thead><tr><th>symbol</th>{{range .Columns}}<th>{{.}}</th>{{end}}</tr></thead>
<tbody>{{range .Rows}}<tr><td>{{.Symbol}}</td>{{range .Pays}}<td>{{.}}</td>{{end}}</tr>{{end}}</tbody>
{{with .Note}}<caption>{{.}}</caption>{{end}}</table>
{{else}}<p class="note">The title does not describe its pay table; the contributions by symbol and {{countName $s.CountName}} below stand for it.</p>{{end}}
{{if .Features}}<h3>{{featuresCaption .FeaturesCaption}}</h3>
<table class="figures">{{range .Features}}<tr><td>{{.Name}}</td><td>{{.Value}}</td></tr>{{end}}</table>{{end}}
</div>
</div>
{{with .Symbols}}<h3>Contribution to the RTP by symbol and {{countName $s.CountName}}</h3>
{{template "table" .}}{{end}}
{{range .Blocks}}{{with .Heading}}<h3>{{.}}</h3>{{end}}{{with .Intro}}<p class="intro">{{.}}</p>{{end}}
{{if or .Table .Side}}<div class="grid">{{with .Table}}<div>{{template "table" .}}</div>{{end}}{{with .Side}}<div>{{template "table" .}}</div>{{end}}</div>{{end}}
{{end}}<h3>Charts</h3>
{{range .Charts}}<div class="chartrow"><figure>{{svg .SVG}}<figcaption>{{.Caption}}</figcaption></figure>{{with .Table}}{{template "table" .}}{{end}}</div>
{{end}}{{range .Notes}}<p class="note">{{.}}</p>
{{end}}</section>
{{end}}</main>
</body>
</html>
`
