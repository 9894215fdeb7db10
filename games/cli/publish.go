package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"text/tabwriter"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/progress"
	"github.com/slotmech/slotmech/internal/stakeengine"
)

// defaultPublishRounds is publish's number of rounds per mode without
// -spins.
const defaultPublishRounds = 100_000

const publishSynopsis = `publish -game NAME -out DIR [-spins N] [-seed S] [-bet B] [-rtp PERCENT] [-min-books M] [-workers W] [-json]
       publish -check DIR [-json]`

const publishDescription = `Publish samples N rounds of every mode of a title, weights them so that
each mode's lookup table is at the mode's target RTP, and writes the math
files of the Stake Engine RGS into DIR: index.json (the modes with their
cost and files), one lookup table per mode (lookUpTable_<mode>_0.csv:
id,weight,payoutMultiplier), one zstandard-compressed book file per mode
(books_<mode>.jsonl.zst: one JSON object per round with its events), and
slotmech.json, which the RGS does not read: the title, its configuration
identity, the run, the targets and the exact RTPs. The files are the same,
byte for byte, for the same seed and spins, whatever -workers.

The target is the exact RTP of a strip game's full cycle (the table is then
the cycle's exact distribution), else the RTP the title certifies at its
default bet, else -rtp; a title with none is refused. Other titles' weights
are the sample's with one factor for the wins of at least the stake and
one for the others that keeps the hit rate; rare outcomes (the cap, the
feature) get at least -min-books books at their measured probability.
payoutMultiplier is the step of 0.1 × bet below or above the win, the
weights splitting each amount between the two so that it pays the win.
Publish prints, per mode, the target, the table's RTP and the difference,
how the weights were set, then checks the files as publish -check does.

-check DIR checks a directory of math files, wherever they came from,
against every rule of the format, and prints the figures the RGS shows per
mode: RTP, hit rate, largest win and its rate, σ, the number of distinct
non-zero payouts and the probability of winning less than the round costs;
and the target RTP slotmech.json records, with the difference.

See internal/stakeengine for the format, the weights and the events.`

// Publish is the publish command: the math files of a title for the Stake
// Engine RGS (see internal/stakeengine), or -check of such files (run it with
// -h). It returns [ExitOK], [ExitFailure] (a failed run, files that break
// the format) or [ExitUsage].
func (t *Tool) cmdPublish(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return exit("publish", t.publish(ctx, args, stdout, stderr), stderr)
}

func (t *Tool) publish(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := t.newFlags("publish", publishSynopsis, publishDescription, stderr)
	game := fs.String("game", "", "the title to publish")
	out := fs.String("out", "", "the directory to write the files to (made if needed)")
	check := fs.String("check", "", "check the math files in `DIR` instead of writing any")
	spins := fs.Int64("spins", defaultPublishRounds, "rounds per mode")
	seed := fs.Uint64("seed", 1, "seed of the simulation")
	bet := fs.Int64("bet", 0, "the base bet in minor units the rounds are played at; 0 means the title's default")
	workers := fs.Int("workers", 0, "goroutines playing rounds; 0 means one per CPU (never changes the files)")
	rtp := fs.String("rtp", "", "the target RTP in `PERCENT` (e.g. 96.5) of every mode, for a title that has no exact full cycle and declares no certified RTP")
	minBooks := fs.Int("min-books", stakeengine.DefaultMinBooks, "the least number of books of each rare outcome (max win, feature)")
	asJSON := fs.Bool("json", false, "print one JSON object")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	set := setFlags(fs)
	if fs.NArg() > 0 {
		return usagef("unexpected argument %q", fs.Arg(0))
	}
	if set["check"] {
		for f := range set {
			if f != "check" && f != "json" {
				return usagef("-check takes no flag but -json, got -%s", f)
			}
		}
		if *check == "" {
			return usagef("-check: want a directory")
		}
		r, err := stakeengine.Check(*check)
		if err != nil {
			return err
		}
		targets, err := stakeengine.Targets(*check)
		if err != nil {
			return err
		}
		return printCheck(stdout, *check, r, nil, targets, *asJSON)
	}
	switch {
	case *game == "":
		return usagef("-game: want the title to publish (titles: %s)", joinNames(t.names(nil)))
	case *out == "":
		return usagef("-out: want the directory to write the files to")
	case *spins <= 0:
		return usagef("-spins %d: want a positive number", *spins)
	case *workers < 0:
		return usagef("-workers %d: want 0 (one per CPU) or more", *workers)
	case *bet < 0:
		return usagef("-bet %d: want a positive amount in minor units, or 0 for the title's default", *bet)
	case *minBooks < 1:
		return usagef("-min-books %d: want 1 or more", *minBooks)
	}
	var given *big.Rat
	if set["rtp"] {
		r, ok := new(big.Rat).SetString(*rtp)
		if !ok || r.Sign() <= 0 || r.Cmp(big.NewRat(1000, 1)) >= 0 {
			return usagef("-rtp %q: want a percentage above 0 and below 1000, such as 96.5", *rtp)
		}
		given = r.Quo(r, big.NewRat(100, 1))
	}
	g, err := t.lookup(*game)
	if err != nil {
		return usagef("-game: %v", err)
	}
	b := slotmech.Money(*bet)
	if b == 0 {
		b = g.DefaultBet()
	}
	for _, m := range g.Modes() {
		if _, err := g.Stake(b, m.Name); err != nil {
			return usagef("-bet %d: %s %s: %v", b, g.Name(), m.Name, err)
		}
	}
	var targets map[string]*big.Rat
	if given != nil {
		targets = map[string]*big.Rat{}
		for _, m := range g.Modes() {
			targets[m.Name] = given
		}
	}
	bars := map[string]*progress.Progress{}
	defer func() {
		for _, p := range bars {
			p.Done()
		}
	}()
	sum, err := stakeengine.Write(ctx, *out, stakeengine.Config{
		Game: g, Bet: b, Rounds: *spins, Seed: *seed, Workers: *workers, RTP: targets, MinBooks: *minBooks,
		Progress: func(mode string, done, total int64) {
			p := bars[mode]
			if p == nil {
				for _, q := range bars {
					q.Done()
				}
				p = progress.New(stderr, "publish "+g.Name()+" "+mode, "rounds", total, *asJSON)
				bars[mode] = p
			}
			p.Set(done)
		},
	})
	for _, p := range bars {
		p.Done()
	}
	if err != nil {
		return err
	}
	r, err := stakeengine.Check(*out)
	if err != nil {
		return fmt.Errorf("the files written do not pass the check: %w", err)
	}
	return printCheck(stdout, *out, r, sum, nil, *asJSON)
}

// joinNames joins names for a message.
func joinNames(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	s := names[0]
	for _, n := range names[1:] {
		s += ", " + n
	}
	return s
}

// publishJSON is publish's -json output.
type publishJSON struct {
	Dir     string               `json:"dir"`
	Written *stakeengine.Summary `json:"written,omitempty"`
	Modes   []modeStatsJSON      `json:"modes"`
}

// modeStatsJSON is a stakeengine.ModeStats in JSON: fractions as "num/den"
// next to their value.
type modeStatsJSON struct {
	Name        string  `json:"name"`
	Cost        string  `json:"cost"`
	Rows        int64   `json:"rows"`
	Weight      uint64  `json:"weight"`
	RTP         float64 `json:"rtp"`
	RTPExact    string  `json:"rtp_exact"`
	HitRate     float64 `json:"hit_rate"`
	MaxWinX     float64 `json:"max_win_x"`
	MaxWinRate  float64 `json:"max_win_rate"`
	SigmaX      float64 `json:"sigma_x"`
	Payouts     int     `json:"payouts"`
	NonZero     int64   `json:"nonzero_rows"`
	LessThanBet float64 `json:"p_less_than_bet"`
	Target      string  `json:"target_rtp,omitempty"` // as slotmech.json records it, with -check
	Difference  string  `json:"difference,omitempty"` // RTP − target, exact
}

// printCheck prints what was written (sum, when publishing) and the
// figures the check found.
// targets, when not nil, are the target RTPs the directory's MetaFile
// records, which -check compares the tables with.
func printCheck(w io.Writer, dir string, r *stakeengine.Report, sum *stakeengine.Summary, targets map[string]*big.Rat, asJSON bool) error {
	if asJSON {
		j := publishJSON{Dir: dir, Written: sum}
		for _, m := range r.Modes {
			j.Modes = append(j.Modes, modeStatsJSON{
				Name: m.Name, Cost: m.Cost.FloatString(2), Rows: m.Rows, Weight: m.Weight,
				RTP: ratFloat(m.RTP), RTPExact: m.RTP.String(), HitRate: ratFloat(m.HitRate),
				MaxWinX: float64(m.MaxPayout) / 100, MaxWinRate: ratFloat(m.MaxWinRate), SigmaX: m.SigmaX,
				Payouts: m.Payouts, NonZero: m.NonZero, LessThanBet: ratFloat(m.LessThanBet),
			})
			if t := targets[m.Name]; t != nil {
				j.Modes[len(j.Modes)-1].Target = t.String()
				j.Modes[len(j.Modes)-1].Difference = new(big.Rat).Sub(m.RTP, t).RatString()
			}
		}
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		return enc.Encode(j)
	}
	ew := &errWriter{w: w}
	pct := func(r *big.Rat) string { return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(4) + "%" }
	if sum != nil {
		ew.printf("%s: %d rounds sampled per mode at bet %d, seed %d, written to %s\nconfiguration: sha256 %s\n\n",
			sum.Game, sum.Rounds, sum.Bet, sum.Seed, dir, sum.Config)
		tw := tabwriter.NewWriter(ew, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "mode\tcost\ttarget RTP\tfrom\tlookup table RTP\tdifference\tsample's RTP\tmethod\tbooks\tforced\t")
		for _, m := range sum.Modes {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s points\t%s\t%s\t%d\t%d\t\n", m.Name, m.Cost, pct(m.Target), m.TargetFrom,
				pct(m.TableRTP), new(big.Rat).Mul(m.Difference(), big.NewRat(100, 1)).FloatString(6), pct(m.GameRTP), m.Method, m.Books, m.Forced)
		}
		tw.Flush()
		ew.printf("\n")
		for _, m := range sum.Modes {
			ew.printf("%s: lookup table %s, target %s (exact)\n", m.Name, m.TableRTP.RatString(), m.Target.RatString())
			switch m.Method {
			case stakeengine.MethodExact:
				ew.printf("  weights: the full cycle's exact probability of every amount won, shared by its books (distance 0)\n")
			default:
				ew.printf("  weights: the sample's, plain wins of at least the stake × %.6f, below it × %.6f (the hit rate kept); largest change of a band's probability %.3f%% (%s × stake), KL divergence %.3g nats\n",
					m.Above, m.Below, 100*m.MaxBandChange, m.MaxBand, m.KL)
			}
			for i, r := range m.Rare {
				if i == 5 {
					ew.printf("  … and %d more rare outcomes (listed in %s)\n", len(m.Rare)-i, stakeengine.MetaFile)
					break
				}
				f, _ := new(big.Rat).Inv(r.Probability).Float64()
				short := ""
				if r.Books < int64(sum.MinBooks) && r.Books < r.Found || m.Method == stakeengine.MethodTilt && r.Books < int64(sum.MinBooks) {
					short = fmt.Sprintf(" (fewer than the %d asked: no more in the rounds played)", sum.MinBooks)
				}
				ew.printf("  rare %s: %d books (%d forced), probability %s (1 in %.0f), %d found%s\n", r.Name, r.Books, r.Forced, r.Probability.RatString(), f, r.Found, short)
			}
			if m.MaxBandChange > 0.10 {
				ew.printf("  warning: %s: the weights change the probability of band %s × stake by %.3f%%: the sample is far from the target; play more rounds (-spins) or check the target\n",
					m.Name, m.MaxBand, 100*m.MaxBandChange)
			}
			if m.Searched > 0 {
				ew.printf("  %d rounds played after the sample to find rare outcomes\n", m.Searched)
			}
			if m.Zeroed > 0 {
				ew.printf("  %d books won less than 0.1 × bet and publish 0\n", m.Zeroed)
			}
		}
		ew.printf("payoutMultiplier: the step of 0.1 × bet below or above the win, the stratum's weight split so that it pays the win on average\n\n")
	}
	ew.printf("%s: every rule of the format holds; the figures the RGS shows:\n", dir)
	if ew.err == nil {
		ew.err = r.Fprint(ew)
	}
	for _, m := range r.Modes {
		if t := targets[m.Name]; t != nil {
			ew.printf("%s: table RTP %s, target %s (%s), difference %s points\n", m.Name, pct(m.RTP), pct(t), dir+"/"+stakeengine.MetaFile,
				new(big.Rat).Mul(new(big.Rat).Sub(m.RTP, t), big.NewRat(100, 1)).FloatString(6))
		}
	}
	return ew.err
}
