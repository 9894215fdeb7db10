package main

import (
	"encoding/json"
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/slotmech/slotmech/games"
)

// printer writes results as JSON lines (at once) or as a table (at the end).
type printer struct {
	w    io.Writer
	json bool
	rows []*games.Stats
}

func newPrinter(w io.Writer, asJSON bool) *printer { return &printer{w: w, json: asJSON} }

// add prints s as a JSON line, or keeps it for the table.
func (p *printer) add(s *games.Stats) error {
	if !p.json {
		p.rows = append(p.rows, s)
		return nil
	}
	enc := json.NewEncoder(p.w) // one line per result
	enc.SetEscapeHTML(false)
	return enc.Encode(s)
}

// flush prints the table of the results kept.
func (p *printer) flush() error {
	if p.json {
		return nil
	}
	tw := tabwriter.NewWriter(p.w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "game\tmode\tspins\tRTP ± CI99\thit rate\tfs rate\tmax win ×\tσ ×\t")
	for _, s := range p.rows {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%.2f%% ± %.2f%%\t%.2f%%\t%.3f%%\t%.1f\t%.2f\t\n",
			s.Game, s.Mode, s.Rounds, 100*s.RTP(), 100*s.RTPCI99(), 100*s.HitRate(),
			100*s.FSRate(), s.MaxWinX(), s.SigmaX())
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	// The configuration identity of each game measured, once per game.
	seen := map[string]bool{}
	for _, s := range p.rows {
		if s.Config != "" && !seen[s.Game] {
			seen[s.Game] = true
			fmt.Fprintf(p.w, "%s configuration: sha256 %s\n", s.Game, s.Config)
		}
	}
	return nil
}
