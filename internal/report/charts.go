package report

import (
	"bytes"
	"fmt"
	"image/color"
	"math"
	"regexp"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"
)

// The colours of the charts.
var (
	barColor  = color.RGBA{R: 0x2b, G: 0x6c, B: 0xb0, A: 0xff}
	lineColor = color.RGBA{R: 0x1f, G: 0x3b, B: 0x5c, A: 0xff}
	bandColor = color.RGBA{R: 0x9c, G: 0xc3, B: 0xe8, A: 0xff}
	markColor = color.RGBA{R: 0xc0, G: 0x39, B: 0x2b, A: 0xff}
)

// chart is one chart of a report: its id in the page, its caption and its
// SVG.
type chart struct {
	ID, Caption string
	SVG         string
	Table       *table // its numbers, beside it
}

// newPlot returns a plot with a sans-serif face for every text.
func newPlot(title, x, y string) *plot.Plot {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = x
	p.Y.Label.Text = y
	for _, s := range []*plot.Axis{&p.X, &p.Y} {
		s.Label.TextStyle.Font.Variant = "Sans"
		s.Tick.Label.Font.Variant = "Sans"
	}
	p.Title.TextStyle.Font.Variant = "Sans"
	p.Legend.TextStyle.Font.Variant = "Sans"
	p.Legend.Top = true
	return p
}

// svgProlog is what vgsvg writes before the <svg> element.
var svgProlog = regexp.MustCompile(`(?s)^.*?<svg `)

// render draws p as an inline SVG element with the given id.
func render(p *plot.Plot, id string, w, h vg.Length) (string, error) {
	c := vgsvg.New(w, h)
	p.Draw(draw.New(c))
	var b bytes.Buffer
	if _, err := c.WriteTo(&b); err != nil {
		return "", err
	}
	s := svgProlog.ReplaceAllString(b.String(), `<svg id="`+id+`" role="img" `)
	// The page carries no font: name the face the plot was measured with,
	// then what a browser has if it lacks it.
	s = strings.ReplaceAll(s, "font-family:Liberation Sans;", "font-family:'Liberation Sans',Arimo,Arial,Helvetica,sans-serif;")
	return s, nil
}

// logBars is a bar chart on a logarithmic value axis: bar i rises from the
// axis' minimum to Values[i]; bars of 0 are not drawn.
type logBars struct {
	Values []float64
	Width  vg.Length
	Color  color.Color
}

// Plot implements plot.Plotter.
func (b *logBars) Plot(c draw.Canvas, plt *plot.Plot) {
	trX, trY := plt.Transforms(&c)
	for i, v := range b.Values {
		if v <= 0 {
			continue
		}
		x := trX(float64(i))
		if !c.ContainsX(x) {
			continue
		}
		lo, hi := trY(plt.Y.Min), trY(v)
		pts := []vg.Point{{X: x - b.Width/2, Y: lo}, {X: x - b.Width/2, Y: hi}, {X: x + b.Width/2, Y: hi}, {X: x + b.Width/2, Y: lo}}
		c.FillPolygon(b.Color, c.ClipPolygonY(pts))
	}
}

// DataRange implements plot.DataRanger: the positive values only.
func (b *logBars) DataRange() (xmin, xmax, ymin, ymax float64) {
	ymin, ymax = math.Inf(1), math.Inf(-1)
	for _, v := range b.Values {
		if v > 0 {
			ymin, ymax = min(ymin, v), max(ymax, v)
		}
	}
	if math.IsInf(ymin, 1) {
		ymin, ymax = 1, 10
	}
	return -0.5, float64(len(b.Values)) - 0.5, ymin, ymax
}

// barChart draws labelled bars (counts), on a log scale so that the rare
// large wins show beside the common small ones, as an SVG with the given id.
func barChart(id, title, xLabel, yLabel string, labels []string, values []float64) (string, error) {
	p := newPlot(title, xLabel, yLabel)
	width := vg.Points(math.Max(4, math.Min(28, 420/float64(max(len(values), 1)))))
	bars := &logBars{Values: values, Width: width, Color: barColor}
	p.Add(bars, plotter.NewGrid())
	_, _, lo, hi := bars.DataRange()
	// Whole decades around the data, so that the bars start at a tick.
	p.Y.Min = math.Pow(10, math.Floor(math.Log10(lo))) / 2 // a bar of the least value shows
	p.Y.Max = math.Pow(10, math.Ceil(math.Log10(hi)+1e-9))
	p.Y.Scale = plot.LogScale{}
	p.Y.Tick.Marker = plainTicks{plot.LogTicks{Prec: -1}}
	p.NominalX(labels...)
	long := 0
	for _, l := range labels {
		long = max(long, len(l))
	}
	if len(labels)*long > 40 {
		p.X.Tick.Label.Rotation = math.Pi / 4
		p.X.Tick.Label.XAlign = draw.XRight
		p.X.Tick.Label.YAlign = draw.YCenter
	}
	return render(p, id, 7.5*vg.Inch, 3.6*vg.Inch)
}

// curveChart draws the running RTP with its 99% band as rounds accumulate,
// and the final figure as a dashed line.
func curveChart(id string, pts []Point, final float64) (string, error) {
	p := newPlot("RTP as rounds accumulate, with its 99% confidence band", "rounds", "RTP (%)")
	n := len(pts)
	band := make(plotter.XYs, 0, 2*n)
	line := make(plotter.XYs, 0, n)
	for _, q := range pts {
		band = append(band, plotter.XY{X: float64(q.Rounds), Y: 100 * (q.RTP + q.CI99)})
		line = append(line, plotter.XY{X: float64(q.Rounds), Y: 100 * q.RTP})
	}
	for i := n - 1; i >= 0; i-- {
		q := pts[i]
		band = append(band, plotter.XY{X: float64(q.Rounds), Y: 100 * (q.RTP - q.CI99)})
	}
	poly, err := plotter.NewPolygon(band)
	if err != nil {
		return "", err
	}
	poly.Color = bandColor
	poly.LineStyle.Width = 0
	l, err := plotter.NewLine(line)
	if err != nil {
		return "", err
	}
	l.Color = lineColor
	l.Width = vg.Points(1.5)
	ref := plotter.NewFunction(func(float64) float64 { return 100 * final })
	ref.Color = markColor
	ref.Dashes = []vg.Length{vg.Points(4), vg.Points(3)}
	p.Add(poly, plotter.NewGrid(), l, ref)
	p.Legend.Add("99% band", poly)
	p.Legend.Add("running RTP", l)
	p.Legend.Add(fmt.Sprintf("final %.2f%%", 100*final), ref)
	// Room above the band for the legend.
	lo, hi := rtpRange(pts, final)
	p.Y.Min, p.Y.Max = lo, hi+0.45*(hi-lo)
	last := pts[n-1].Rounds
	p.Y.Tick.Marker = plot.DefaultTicks{}
	if pts[0].Rounds > 0 && last > 100*pts[0].Rounds {
		p.X.Scale = plot.LogScale{}
		p.X.Tick.Marker = plainTicks{plot.LogTicks{Prec: -1}}
	} else {
		p.X.Tick.Marker = plainTicks{plot.DefaultTicks{}}
	}
	return render(p, id, 7.5*vg.Inch, 3.6*vg.Inch)
}

// rtpRange returns the part of the running-RTP chart's y axis, in percent,
// that shows the 99 % band where it is readable: the band over the last
// nine tenths of the rounds (the points with at least a tenth of the last
// point's rounds), cut to 10 points either side of the final figure. A band
// of no width (every point exact and equal) gets a point either side.
func rtpRange(pts []Point, final float64) (lo, hi float64) {
	last := pts[len(pts)-1].Rounds
	lo, hi = math.Inf(1), math.Inf(-1)
	for _, q := range pts {
		if q.Rounds*10 >= last {
			lo, hi = min(lo, 100*(q.RTP-q.CI99)), max(hi, 100*(q.RTP+q.CI99))
		}
	}
	lo, hi = max(lo, 100*final-10), min(hi, 100*final+10)
	if !(hi > lo) {
		lo, hi = 100*final-1, 100*final+1
	}
	return lo, hi
}

// plainTicks labels the ticks of another Ticker as plain numbers, with thin
// spaces between groups of digits: 1 000 000 rather than 1e+06.
type plainTicks struct{ plot.Ticker }

// Ticks implements plot.Ticker.
func (t plainTicks) Ticks(lo, hi float64) []plot.Tick {
	ts := t.Ticker.Ticks(lo, hi)
	for i := range ts {
		if ts[i].Label == "" {
			continue
		}
		if v := ts[i].Value; v == math.Trunc(v) && math.Abs(v) < 1e15 {
			ts[i].Label = groupDigits(int64(v))
		}
	}
	return ts
}
