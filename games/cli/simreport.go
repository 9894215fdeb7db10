package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/internal/report"
)

// simPrinter writes results as JSON lines (at once) or as a table (at the
// end).
type simPrinter struct {
	w    io.Writer
	json bool
	rows []*sim.Stats
}

func newSimPrinter(w io.Writer, asJSON bool) *simPrinter { return &simPrinter{w: w, json: asJSON} }

// add prints s as a JSON line, or keeps it for the table.
func (p *simPrinter) add(s *sim.Stats) error {
	if !p.json {
		p.rows = append(p.rows, s)
		return nil
	}
	enc := json.NewEncoder(p.w) // one line per result
	enc.SetEscapeHTML(false)
	return enc.Encode(s)
}

// flush prints the table of the results kept.
func (p *simPrinter) flush() error {
	if p.json {
		return nil
	}
	tw := tabwriter.NewWriter(p.w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "game\tmode\tspins\tRTP ± CI99\thit rate\tfs rate\tmax win ×\tσ ×\t")
	for _, s := range p.rows {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%.2f%% ± %.2f%%\t%.2f%%\t%.3f%%\t%.1f\t%.2f\t\n",
			s.Game, s.Mode, s.Rounds, 100*s.RTP(), 100*s.RTPCI99(), 100*s.HitRate(),
			100*float64(s.Triggers)/float64(s.Rounds), float64(s.MaxWin)/float64(s.Bet), s.SigmaX())
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	// The configuration identity of each title measured, once per title.
	seen := map[string]bool{}
	for _, s := range p.rows {
		if s.Config != "" && !seen[s.Game] {
			seen[s.Game] = true
			if _, err := fmt.Fprintf(p.w, "%s configuration: sha256 %s\n", s.Game, s.Config); err != nil {
				return err
			}
		}
	}
	return nil
}

// mergeFiles merges the JSON results in opt.merge, title by title and mode
// by mode, and prints the merged figures in the format of a run. A result
// that lacks shards is refused unless opt.partial.
func mergeFiles(opt *simOptions, stdout, stderr io.Writer) error {
	var order []string
	merged := map[string]*sim.Stats{}
	for _, name := range opt.merge {
		if err := readStats(name, func(s *sim.Stats) error {
			key := s.Game + "\x00" + s.Mode
			m, ok := merged[key]
			if !ok {
				m = new(sim.Stats)
				merged[key] = m
				order = append(order, key)
			}
			return m.Merge(s)
		}); err != nil {
			return err
		}
	}
	var incomplete []string
	for _, key := range order {
		if s := merged[key]; !s.Complete() {
			incomplete = append(incomplete, fmt.Sprintf("%s %s: shards %s of %d missing (merged %s: %d of %d spins)",
				s.Game, s.Mode, intList(missingShards(s.Run)), s.Run.Shards, intList(s.Run.Parts), s.Rounds, s.Run.Rounds))
		}
	}
	if len(incomplete) > 0 && !opt.partial {
		return fmt.Errorf("incomplete merge: %s; give every shard's file, or -partial for the figures of the spins covered",
			strings.Join(incomplete, "; "))
	}
	for _, msg := range incomplete {
		fmt.Fprintf(stderr, "simulate: warning: partial figures: %s\n", msg)
	}
	out := newSimPrinter(stdout, opt.json)
	var reports []report.Simulation
	for _, key := range order {
		if err := out.add(merged[key]); err != nil {
			return err
		}
		reports = append(reports, report.Simulation{Stats: merged[key]})
	}
	if err := out.flush(); err != nil {
		return err
	}
	if opt.html != "" {
		return writeHTML(opt.html, func(w io.Writer) error { return report.WriteSimulation(w, reports) })
	}
	return nil
}

// missingShards returns the shards of c's run that c does not cover.
func missingShards(c sim.Coverage) []int {
	var out []int
	have := map[int]bool{}
	for _, p := range c.Parts {
		have[p] = true
	}
	for i := range c.Shards {
		if !have[i] {
			out = append(out, i)
		}
	}
	return out
}

// intList returns "1, 3" for [1 3].
func intList(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ", ")
}

// readStats calls add with each JSON object of the file name.
func readStats(name string, add func(*sim.Stats) error) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	dec := json.NewDecoder(f)
	for i := 1; ; i++ {
		var s sim.Stats
		err := dec.Decode(&s)
		if errors.Is(err, io.EOF) {
			if i == 1 {
				return fmt.Errorf("%s: no results", name)
			}
			return nil
		}
		if err != nil {
			return fmt.Errorf("%s: object %d: %s", name, i, jsonProblem(err))
		}
		if err := add(&s); err != nil {
			return fmt.Errorf("%s: object %d: %w", name, i, err)
		}
	}
}
