package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/internal/report"
)

// simPrinter writes results as JSON lines (at once) or as a table (at the
// end).
type simPrinter struct {
	w      io.Writer
	json   bool
	titles []games.Game // to find the certified RTP of a row's title
	rows   []*sim.Stats
}

func newSimPrinter(w io.Writer, asJSON bool, titles []games.Game) *simPrinter {
	return &simPrinter{w: w, json: asJSON, titles: titles}
}

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
			100*float64(s.Triggers)/float64(s.Rounds), float64(s.MaxWin)/float64(s.Stake), s.SigmaX())
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
	for _, s := range p.rows {
		if err := p.verdict(s); err != nil {
			return err
		}
	}
	return nil
}

// wideBand is the half-width of the 99% interval, as a share of the stake,
// beyond which a simulation report warns that its RTP decides nothing.
const wideBand = 0.005

// verdict prints, for a row of the table, the certified RTP of its title
// (games.Certified: only for the configuration measured) and how far the
// simulated RTP lies from it in half-widths of the 99% interval, and a
// warning when the interval is wider than ± 0.5 pp, with the number of
// spins that would bring it to ± 0.5 pp (the half-width falls as one over
// the square root of the spins).
func (p *simPrinter) verdict(s *sim.Stats) error {
	rtp, half := s.RTP(), s.RTPCI99()
	for _, g := range p.titles {
		if g.Name() != s.Game || games.ConfigID(g) != s.Config {
			continue
		}
		cert := games.CertifiedRTP(g, s.Mode)
		if cert == nil {
			break
		}
		c, _ := cert.Float64()
		where := "inside"
		if math.Abs(rtp-c) > half {
			where = "outside"
		}
		dist := "the same"
		if half > 0 {
			dist = fmt.Sprintf("%+.2f half-widths of the 99%% interval from it, %s the interval", (rtp-c)/half, where)
		}
		if _, err := fmt.Fprintf(p.w, "%s %s: certified RTP %s; simulated %.4f%% ± %.4f pp: %s\n",
			s.Game, s.Mode, percent(cert), 100*rtp, 100*half, dist); err != nil {
			return err
		}
		break
	}
	if half > wideBand {
		need, _ := strconv.ParseFloat(fmt.Sprintf("%.2g", float64(s.Rounds)*(half/wideBand)*(half/wideBand)), 64)
		if _, err := fmt.Fprintf(p.w, "warning: %s %s: the 99%% interval is ± %.2f pp, wider than ± 0.5 pp: "+
			"%d spins cannot tell this RTP from one 0.5 pp away; about %.0f spins would give ± 0.5 pp\n",
			s.Game, s.Mode, 100*half, s.Rounds, need); err != nil {
			return err
		}
	}
	return nil
}

// percent formats a share as a percentage with at least two decimals and
// at most four, e.g. 95.50% or 95.0074%.
func percent(r *big.Rat) string {
	x := new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(4)
	for strings.HasSuffix(x, "0") && len(x)-strings.IndexByte(x, '.') > 3 {
		x = x[:len(x)-1]
	}
	return x + "%"
}

// mergeFiles merges the JSON results in opt.merge, title by title and mode
// by mode, and prints the merged figures in the format of a run. A result
// that lacks shards is refused unless opt.partial.
func (t *Tool) mergeFiles(opt *simOptions, stdout, stderr io.Writer) error {
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
	out := newSimPrinter(stdout, opt.json, t.titles)
	var reports []report.Simulation
	for _, key := range order {
		if err := out.add(merged[key]); err != nil {
			return err
		}
		r := report.Simulation{Stats: merged[key]}
		describeMerged(&r, t.titles)
		reports = append(reports, r)
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
