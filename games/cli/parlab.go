package cli

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/internal/pool"
	"github.com/slotmech/slotmech/internal/report"
	"github.com/slotmech/slotmech/internal/version"
)

// The figures of a PAR sheet beyond its one cycle: what a lab reads first
// (report.Sheet). They are gathered here, at the program's edge, and laid
// out by internal/report.

// maxStakes is the most stakes "-stakes title" analyses one by one; a
// title that allows more (a range of bets) gets its smallest, its sheet's
// and its largest.
const maxStakes = 24

// probeStakes returns the bets from 1 to 1000 × g's default bet (at most
// 1 000 000) that g accepts in mode, ascending: the stakes the title
// allows, as far as its public contract (Game.Stake) tells.
func probeStakes(g games.Game, mode string) (bets []slotmech.Money, top slotmech.Money) {
	top = min(1000*max(g.DefaultBet(), 1), 1_000_000)
	for b := slotmech.Money(1); b <= top; b++ {
		if _, err := g.Stake(b, mode); err == nil {
			bets = append(bets, b)
		}
	}
	return bets, top
}

// sheetStakes returns the bets whose full cycles the sheet of bet shows
// (bet among them), ascending, and a note for people, for -stakes spec:
// "title" (the stakes the title allows, see probeStakes), "none" (bet
// only) or a comma-separated list of bets.
func sheetStakes(g games.Game, mode string, bet slotmech.Money, spec string) ([]slotmech.Money, string, error) {
	switch spec {
	case "none":
		return []slotmech.Money{bet}, "the sheet's bet only (-stakes none)", nil
	case "title":
		all, top := probeStakes(g, mode)
		if len(all) <= maxStakes {
			if !slices.Contains(all, bet) {
				all = append(all, bet)
				slices.Sort(all)
			}
			return all, fmt.Sprintf("every stake the title allows (its Stake accepts %d of the bets 1 … %d)", len(all), top), nil
		}
		out := []slotmech.Money{all[0], bet, all[len(all)-1]}
		slices.Sort(out)
		out = slices.Compact(out)
		return out, fmt.Sprintf("the title allows %d bets from %d to %d (of 1 … %d): the smallest, the sheet's and the largest are analysed; -stakes names others", len(all), all[0], all[len(all)-1], top), nil
	}
	var out []slotmech.Money
	for _, f := range strings.Split(spec, ",") {
		n, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil || n <= 0 {
			return nil, "", usagef("-stakes %q: want title, none or a list of bets such as 5,100,1000", spec)
		}
		if _, err := g.Stake(slotmech.Money(n), mode); err != nil {
			return nil, "", usagef("-stakes: bet %d: %v", n, err)
		}
		out = append(out, slotmech.Money(n))
	}
	out = append(out, bet)
	slices.Sort(out)
	return slices.Compact(out), "the bets -stakes names, and the sheet's", nil
}

// stakeCycles plays the full cycle of g at every bet of bets but c's
// (which it is given), in order.
func stakeCycles(ctx context.Context, g games.Game, c *exact.Cycle, bets []slotmech.Money, workers int) ([]*exact.Cycle, error) {
	var out []*exact.Cycle
	for _, b := range bets {
		if b == c.Bet {
			out = append(out, c)
			continue
		}
		cb, err := exact.FullCycle(ctx, g, b, exact.Options{Workers: workers})
		if err != nil {
			return nil, fmt.Errorf("the full cycle at bet %d: %w", b, err)
		}
		out = append(out, cb)
	}
	return out, nil
}

// lineWalk plays every combination of g's stops at bet once more, with a
// tally of the wins' lines (games.PaidWin.Line), and returns how often each
// line and each pay entry paid: the counts games/exact's Cycle does not
// keep (the combinations in which an entry paid, the lines). Workers share
// the first reel's stops; every sum is exact, so the result does not
// depend on them.
func lineWalk(ctx context.Context, g games.Game, bet slotmech.Money, workers int) (*report.LineTally, error) {
	lens := g.NewPlayer().(exact.StripPlayer).StripLengths()
	total := report.NewLineTally()
	jobs := lens[0]
	if len(lens) == 1 {
		jobs = 1 // one reel: its stops are the cycle, one PlayReel
	}
	err := pool.Run(ctx, jobs, workers, func() exact.StripPlayer { return g.NewPlayer().(exact.StripPlayer) },
		func(ctx context.Context, p exact.StripPlayer, first int) (*report.LineTally, error) {
			t := report.NewLineTally()
			stops := make([]int, len(lens))
			stops[0] = first
			var pending []games.PaidWin
			tally := func(w games.PaidWin) { pending = append(pending, w) }
			group := func(_, n int, _ games.Outcome) error {
				t.Round(pending, int64(n))
				pending = pending[:0]
				return nil
			}
			last := len(lens) - 1
			for {
				if err := ctx.Err(); err != nil {
					return nil, err
				}
				if last == 0 {
					stops[0] = 0
					err := p.PlayReel(stops, bet, tally, group)
					t.Combinations += int64(lens[0])
					return t, err
				}
				stops[last] = 0
				if err := p.PlayReel(stops, bet, tally, group); err != nil {
					return nil, err
				}
				t.Combinations += int64(lens[last])
				r := last - 1
				for ; r >= 1; r-- {
					stops[r]++
					if stops[r] < lens[r] {
						break
					}
					stops[r] = 0
				}
				if r < 1 {
					return t, nil
				}
			}
		},
		func(_ int, t *report.LineTally) error { total.Add(t); return nil })
	if err != nil {
		return nil, err
	}
	return total, nil
}

// toolVersion is the version of the program, from its build information
// as internal/version reads it: the main module's path and version, and
// the VCS revision, time and modified flag the go command stamps into a
// build from a checkout (none under go test or go run of a file).
func toolVersion() report.Tool {
	i := version.Read()
	return report.Tool{GoVersion: i.Go, Module: i.Module, Version: i.Version, Revision: i.Revision, Time: i.Time, Modified: i.Modified}
}

// sheetDate returns the date a PAR sheet states: -date if given (checked
// as YYYY-MM-DD), else the day of SOURCE_DATE_EPOCH (seconds since 1970,
// the reproducible-builds convention) if set, else today's date in UTC.
// It is the one place parsheet reads the clock: the program's edge; the
// report library takes the date as text.
func sheetDate(flag string) (string, error) {
	if flag != "" {
		if _, err := time.Parse(time.DateOnly, flag); err != nil {
			return "", usagef("-date %q: want a date such as 2026-12-04", flag)
		}
		return flag, nil
	}
	if s := os.Getenv("SOURCE_DATE_EPOCH"); s != "" {
		if n, err := strconv.ParseInt(s, 10, 64); err == nil {
			return time.Unix(n, 0).UTC().Format(time.DateOnly), nil
		}
	}
	return time.Now().UTC().Format(time.DateOnly), nil
}

// buildSheet gathers the PAR sheet of c (of title g): the cycles at the
// stakes (nil in a merge), the line walk (nil in a merge), the reel strips
// and the weights the title's configuration lists, the tool and the date.
func buildSheet(c *exact.Cycle, g games.Game, stakes []*exact.Cycle, stakesNote string, lines *report.LineTally, date string) *report.Sheet {
	s := &report.Sheet{Cycle: c, Names: g.Alphabet(), PayTable: payTable(g), Stakes: stakes, StakesNote: stakesNote,
		Lines: lines, Tool: toolVersion(), Date: date}
	if len(s.Stakes) == 0 {
		s.Stakes = []*exact.Cycle{c}
	}
	if sp, ok := g.NewPlayer().(exact.StripPlayer); ok {
		s.Strips, s.StripsNote = report.ConfigStrips(g.ConfigData(), g.Alphabet(), sp.StripLengths())
	}
	if cert := games.CertifiedRTP(g, games.Standard); cert != nil && c.Bet == g.DefaultBet() {
		s.Certified = cert
	}
	return s
}
