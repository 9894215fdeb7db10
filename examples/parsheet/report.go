package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"strings"
	"text/tabwriter"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
)

// jsonReport is the -json output.
type jsonReport struct {
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
	Symbols      []jsonContrib `json:"symbols"`
	RunLengths   []jsonContrib `json:"run_lengths"`
}

// jsonContrib is one symbol's or one run length's contribution.
type jsonContrib struct {
	Symbol string  `json:"symbol,omitempty"`
	Count  int     `json:"count,omitempty"`
	Wins   int64   `json:"wins"`
	Paid   string  `json:"paid"`
	RTP    float64 `json:"rtp"`
}

func writeJSON(w io.Writer, c *games.Cycle, names *slotmech.Alphabet) error {
	r := jsonReport{
		Game: c.Game, Config: c.Config, Bet: int64(c.Bet), Combinations: c.Combinations,
		RTPNum: c.RTP.Num().String(), RTPDen: c.RTP.Denom().String(),
		RTP: ratFloat(c.RTP), HitRate: ratFloat(c.HitRate()), Hits: c.Hits,
		Won: c.Won.String(), Wagered: c.Wagered.String(), MaxWin: int64(c.MaxWin),
		SigmaX: c.SigmaX(), Depths: c.Depths,
	}
	for _, p := range c.BySymbol() {
		r.Symbols = append(r.Symbols, jsonContrib{Symbol: names.Name(p.Symbol), Wins: p.Wins, Paid: p.Paid.String(), RTP: ratFloat(c.Share(p.Paid))})
	}
	for _, p := range c.ByCount() {
		r.RunLengths = append(r.RunLengths, jsonContrib{Count: p.Count, Wins: p.Wins, Paid: p.Paid.String(), RTP: ratFloat(c.Share(p.Paid))})
	}
	enc := json.NewEncoder(w)
	return enc.Encode(r)
}

// bands are the win bands of the table, in multiples of the stake: a round
// win x·stake falls in the band [bands[i], bands[i+1]).
var bands = []int64{0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000}

func writeTable(w io.Writer, c *games.Cycle, names *slotmech.Alphabet) {
	pct := func(r *big.Rat) string { return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(4) + "%" }
	fmt.Fprintf(w, "%s: exact full cycle at bet %d\n", c.Game, c.Bet)
	if c.Config != "" {
		fmt.Fprintf(w, "configuration: sha256 %s\n", c.Config)
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "combinations\t%d\n", c.Combinations)
	fmt.Fprintf(tw, "wagered\t%s\n", c.Wagered)
	fmt.Fprintf(tw, "won\t%s\n", c.Won)
	fmt.Fprintf(tw, "RTP\t%s = %s\n", c.RTP.RatString(), pct(c.RTP))
	fmt.Fprintf(tw, "hit rate\t%d / %d = %s\n", c.Hits, c.Combinations, pct(c.HitRate()))
	fmt.Fprintf(tw, "max win\t%d (%s × stake)\n", c.MaxWin, big.NewRat(int64(c.MaxWin), int64(c.Stake)).RatString())
	fmt.Fprintf(tw, "σ of a round\t%.4f × stake\n", c.SigmaX())
	fmt.Fprintf(tw, "rounds with a cap cut\t%d\n", c.Capped)
	tw.Flush()

	fmt.Fprintln(w, "\ncontribution by symbol and run length (share of RTP)")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
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

	fmt.Fprintln(w, "\ncascade depth (winning evaluations per game)")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "steps\tgames\tshare\t\n")
	for k, n := range c.Depths {
		fmt.Fprintf(tw, "%d\t%d\t%s\t\n", k, n, pct(big.NewRat(n, c.Combinations)))
	}
	tw.Flush()

	fmt.Fprintln(w, "\nwin distribution (multiples of the stake)")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "win\tgames\tshare\t\n")
	for _, b := range winBands(c) {
		fmt.Fprintf(tw, "%s\t%d\t%s\t\n", b.label, b.rounds, pct(big.NewRat(b.rounds, c.Combinations)))
	}
	tw.Flush()
}

// band is one row of the win distribution.
type band struct {
	label  string
	rounds int64
}

// winBands groups the cycle's win distribution by multiples of the stake.
func winBands(c *games.Cycle) []band {
	out := []band{{"0", c.Combinations - c.Hits}}
	for i, lo := range bands {
		hi := int64(-1)
		label := fmt.Sprintf("≥ %d", lo)
		if i+1 < len(bands) {
			hi = bands[i+1]
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
			out = append(out, band{label, n})
		}
	}
	return out
}
