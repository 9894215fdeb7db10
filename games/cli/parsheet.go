package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"strings"
	"text/tabwriter"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
)

const parsheetSynopsis = `parsheet [-game NAME] [-bet B] [-workers W] [-json]`

const parsheetDescription = `Parsheet computes the exact par sheet of a strip game (a games.StripGame):
it plays every combination of reel stops once, cascades included, at the bet
in the title's first mode, and prints the exact RTP as a fraction and a
percentage, the hit rate, what each symbol and each run length contributes,
the distribution of cascade depths and of wins.

-json prints one JSON object: game, config, bet, combinations, rtp_num and
rtp_den (the exact RTP as decimal integer strings), rtp, hit_rate, hits,
won, wagered, max_win, sigma_x, depths, symbols and run_lengths.`

// Parsheet is the parsheet command: the exact full-cycle analysis of a
// [games.StripGame] among the titles (see the package documentation, or run
// it with -h). A title that is not a strip game is refused by name. It
// returns [ExitOK], [ExitFailure] (a failed or cancelled analysis) or
// [ExitUsage].
func (t *Tool) Parsheet(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return exit("parsheet", t.parsheet(ctx, args, stdout, stderr), stderr)
}

func (t *Tool) parsheet(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	isStrip := func(g games.Game) bool { _, ok := g.(games.StripGame); return ok }
	strips := t.names(isStrip)
	def := ""
	if len(strips) > 0 {
		def = strips[0]
	}
	fs := t.newFlags("parsheet", parsheetSynopsis, parsheetDescription, stderr)
	name := fs.String("game", def, "the strip game to analyse (strip games: "+strings.Join(strips, ", ")+")")
	bet := fs.Int64("bet", 0, "the bet in minor units; 0 means the title's default bet")
	workers := fs.Int("workers", 0, "goroutines sharing the work; 0 means one per CPU (never changes the result)")
	asJSON := fs.Bool("json", false, "print one JSON object instead of a table")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	switch {
	case fs.NArg() > 0:
		return usagef("unexpected argument %q", fs.Arg(0))
	case *workers < 0:
		return usagef("-workers %d: want 0 (one per CPU) or more", *workers)
	case *bet < 0:
		return usagef("-bet %d: want a positive amount in minor units, or 0 for the title's default", *bet)
	case *name == "":
		return usagef("-game: no strip game among the titles (%s): parsheet needs a games.StripGame",
			strings.Join(t.names(nil), ", "))
	}
	g, err := t.Lookup(*name)
	if err != nil {
		return usagef("-game: %v", err)
	}
	sg, ok := g.(games.StripGame)
	if !ok {
		return usagef("-game: %s is a known game but not a strip game: parsheet needs a games.StripGame (strip games: %s)",
			*name, strings.Join(strips, ", "))
	}
	b := slotmech.Money(*bet)
	if b == 0 {
		b = sg.DefaultBet()
	}
	mode, _ := games.FindMode(sg, "")
	if _, err := sg.Stake(b, mode.Name); err != nil {
		return usagef("-bet %d: %v", b, err)
	}
	c, err := exact.FullCycle(ctx, sg, b, *workers)
	if err != nil {
		return err
	}
	if *asJSON {
		return writeCycleJSON(stdout, c, sg.Alphabet())
	}
	return writeCycleTable(stdout, c, sg.Alphabet())
}

// ratFloat returns r as a float64 (for display only).
func ratFloat(r *big.Rat) float64 {
	f, _ := r.Float64()
	return f
}

// cycleJSON is parsheet's -json output.
type cycleJSON struct {
	Game         string        `json:"game"`
	Config       string        `json:"config,omitempty"`
	Bet          int64         `json:"bet"`
	Combinations int64         `json:"combinations"`
	RTPNum       string        `json:"rtp_num"`
	RTPDen       string        `json:"rtp_den"`
	RTP          float64       `json:"rtp"`
	HitRate      float64       `json:"hit_rate"`
	Hits         int64         `json:"hits"`
	Won          string        `json:"won"`
	Wagered      string        `json:"wagered"`
	MaxWin       int64         `json:"max_win"`
	SigmaX       float64       `json:"sigma_x"`
	Depths       []int64       `json:"depths"`
	Symbols      []contribJSON `json:"symbols"`
	RunLengths   []contribJSON `json:"run_lengths"`
}

// contribJSON is one symbol's or one run length's contribution.
type contribJSON struct {
	Symbol string  `json:"symbol,omitempty"`
	Count  int     `json:"count,omitempty"`
	Wins   int64   `json:"wins"`
	Paid   string  `json:"paid"`
	RTP    float64 `json:"rtp"`
}

func writeCycleJSON(w io.Writer, c *exact.Cycle, names *slotmech.Alphabet) error {
	r := cycleJSON{
		Game: c.Game, Config: c.Config, Bet: int64(c.Bet), Combinations: c.Combinations,
		RTPNum: c.RTP.Num().String(), RTPDen: c.RTP.Denom().String(),
		RTP: ratFloat(c.RTP), HitRate: ratFloat(c.HitRate()), Hits: c.Hits,
		Won: c.Won.String(), Wagered: c.Wagered.String(), MaxWin: int64(c.MaxWin),
		SigmaX: c.SigmaX(), Depths: c.Depths, Symbols: []contribJSON{}, RunLengths: []contribJSON{},
	}
	for _, p := range c.BySymbol() {
		r.Symbols = append(r.Symbols, contribJSON{Symbol: names.Name(p.Symbol), Wins: p.Wins, Paid: p.Paid.String(), RTP: ratFloat(c.Share(p.Paid))})
	}
	for _, p := range c.ByCount() {
		r.RunLengths = append(r.RunLengths, contribJSON{Count: p.Count, Wins: p.Wins, Paid: p.Paid.String(), RTP: ratFloat(c.Share(p.Paid))})
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(r)
}

// winBandEdges are the win bands of the table, in multiples of the stake: a
// round win x·stake falls in the band [edges[i], edges[i+1]).
var winBandEdges = []int64{0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000}

func writeCycleTable(w io.Writer, c *exact.Cycle, names *slotmech.Alphabet) error {
	ew := &errWriter{w: w}
	pct := func(r *big.Rat) string { return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(4) + "%" }
	ew.printf("%s: exact full cycle at bet %d\n", c.Game, c.Bet)
	if c.Config != "" {
		ew.printf("configuration: sha256 %s\n", c.Config)
	}
	ew.printf("\n")
	tw := tabwriter.NewWriter(ew, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "combinations\t%d\n", c.Combinations)
	fmt.Fprintf(tw, "wagered\t%s\n", c.Wagered)
	fmt.Fprintf(tw, "won\t%s\n", c.Won)
	fmt.Fprintf(tw, "RTP\t%s = %s\n", c.RTP.RatString(), pct(c.RTP))
	fmt.Fprintf(tw, "hit rate\t%d / %d = %s\n", c.Hits, c.Combinations, pct(c.HitRate()))
	fmt.Fprintf(tw, "max win\t%d (%s × stake)\n", c.MaxWin, big.NewRat(int64(c.MaxWin), int64(c.Stake)).RatString())
	fmt.Fprintf(tw, "σ of a round\t%.4f × stake\n", c.SigmaX())
	fmt.Fprintf(tw, "rounds with a cap cut\t%d\n", c.Capped)
	tw.Flush()

	ew.printf("\ncontribution by symbol and run length (share of RTP)\n")
	tw = tabwriter.NewWriter(ew, 0, 0, 2, ' ', tabwriter.AlignRight)
	counts := c.ByCount()
	fmt.Fprint(tw, "symbol\t")
	for _, p := range counts {
		fmt.Fprintf(tw, "%d\t", p.Count)
	}
	fmt.Fprint(tw, "all\twins\t\n")
	cell := map[[2]int]*big.Int{}
	for _, p := range c.Pays {
		cell[[2]int{int(p.Symbol), p.Count}] = p.Paid
	}
	for _, s := range c.BySymbol() {
		fmt.Fprintf(tw, "%s\t", names.Name(s.Symbol))
		for _, n := range counts {
			if paid, ok := cell[[2]int{int(s.Symbol), n.Count}]; ok {
				fmt.Fprintf(tw, "%s\t", pct(c.Share(paid)))
			} else {
				fmt.Fprint(tw, "-\t")
			}
		}
		fmt.Fprintf(tw, "%s\t%d\t\n", pct(c.Share(s.Paid)), s.Wins)
	}
	fmt.Fprint(tw, "all\t")
	for _, n := range counts {
		fmt.Fprintf(tw, "%s\t", pct(c.Share(n.Paid)))
	}
	fmt.Fprintf(tw, "%s\t\t\n", pct(c.RTP))
	tw.Flush()

	ew.printf("\ncascade depth (winning evaluations per game)\n")
	tw = tabwriter.NewWriter(ew, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "steps\tgames\tshare\t\n")
	for k, n := range c.Depths {
		fmt.Fprintf(tw, "%d\t%d\t%s\t\n", k, n, pct(big.NewRat(n, c.Combinations)))
	}
	tw.Flush()

	ew.printf("\nwin distribution (multiples of the stake)\n")
	tw = tabwriter.NewWriter(ew, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "win\tgames\tshare\t\n")
	for _, b := range winBands(c) {
		fmt.Fprintf(tw, "%s\t%d\t%s\t\n", b.label, b.rounds, pct(big.NewRat(b.rounds, c.Combinations)))
	}
	tw.Flush()
	return ew.err
}

// winBand is one row of the win distribution.
type winBand struct {
	label  string
	rounds int64
}

// winBands groups the cycle's win distribution by multiples of the stake.
func winBands(c *exact.Cycle) []winBand {
	out := []winBand{{"0", c.Combinations - c.Hits}}
	for i, lo := range winBandEdges {
		hi := int64(-1)
		label := fmt.Sprintf("≥ %d", lo)
		if i+1 < len(winBandEdges) {
			hi = winBandEdges[i+1]
			label = fmt.Sprintf("[%d, %d)", lo, hi)
		}
		if lo == 0 {
			label = strings.Replace(label, "[0,", "(0,", 1)
		}
		var n int64
		for _, wc := range c.Wins {
			x := int64(wc.Win)
			if x >= lo*int64(c.Stake) && (hi < 0 || x < hi*int64(c.Stake)) {
				n += wc.Rounds
			}
		}
		if n > 0 {
			out = append(out, winBand{label, n})
		}
	}
	return out
}

// errWriter is an io.Writer that keeps the first write error and writes
// nothing after it.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) Write(p []byte) (int, error) {
	if e.err != nil {
		return 0, e.err
	}
	n, err := e.w.Write(p)
	e.err = err
	return n, err
}

func (e *errWriter) printf(format string, a ...any) { fmt.Fprintf(e, format, a...) }
