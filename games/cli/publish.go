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

const publishSynopsis = `publish -game NAME -out DIR [-spins N] [-seed S] [-bet B] [-workers W] [-json]
       publish -check DIR [-json]`

const publishDescription = `Publish simulates N rounds of every mode of a title and writes the math
files of the Stake Engine RGS into DIR: index.json (the modes with their
cost and files), one lookup table per mode (lookUpTable_<mode>_0.csv:
id,weight,payoutMultiplier), one zstandard-compressed book file per mode
(books_<mode>.jsonl.zst: one JSON object per round with its events), and
slotmech.json, which the RGS does not read: the title, its configuration
identity, the run and the exact RTPs. The files are the same, byte for
byte, for the same seed and spins, whatever -workers.

payoutMultiplier is the round's win in hundredths of the base bet, rounded
down to the format's steps of 0.1 × bet. Publish prints, per mode, the RTP
of the lookup table next to the game's RTP on the same rounds (exact
fractions) and the difference the rounding costs, then checks the files as
publish -check does. Modes whose RTPs differ by more than 5 points are
refused: the RGS would refuse them.

-check DIR checks a directory of math files, wherever they came from,
against every rule of the format, and prints the figures the RGS shows per
mode: RTP, hit rate, largest win and its rate, σ, the number of distinct
non-zero payouts and the probability of winning less than the round costs.

See internal/stakeengine for the format and the events of a book.`

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
		return printCheck(stdout, *check, r, nil, *asJSON)
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
	bars := map[string]*progress.Progress{}
	defer func() {
		for _, p := range bars {
			p.Done()
		}
	}()
	sum, err := stakeengine.Write(ctx, *out, stakeengine.Config{
		Game: g, Bet: b, Rounds: *spins, Seed: *seed, Workers: *workers,
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
	return printCheck(stdout, *out, r, sum, *asJSON)
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
}

// printCheck prints what was written (sum, when publishing) and the
// figures the check found.
func printCheck(w io.Writer, dir string, r *stakeengine.Report, sum *stakeengine.Summary, asJSON bool) error {
	if asJSON {
		j := publishJSON{Dir: dir, Written: sum}
		for _, m := range r.Modes {
			j.Modes = append(j.Modes, modeStatsJSON{
				Name: m.Name, Cost: m.Cost.FloatString(2), Rows: m.Rows, Weight: m.Weight,
				RTP: ratFloat(m.RTP), RTPExact: m.RTP.String(), HitRate: ratFloat(m.HitRate),
				MaxWinX: float64(m.MaxPayout) / 100, MaxWinRate: ratFloat(m.MaxWinRate), SigmaX: m.SigmaX,
				Payouts: m.Payouts, NonZero: m.NonZero, LessThanBet: ratFloat(m.LessThanBet),
			})
		}
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		return enc.Encode(j)
	}
	ew := &errWriter{w: w}
	if sum != nil {
		ew.printf("%s: %d rounds per mode at bet %d, seed %d, written to %s\nconfiguration: sha256 %s\n\n",
			sum.Game, sum.Rounds, sum.Bet, sum.Seed, dir, sum.Config)
		tw := tabwriter.NewWriter(ew, 0, 0, 2, ' ', tabwriter.AlignRight)
		fmt.Fprintln(tw, "mode\tcost\tgame RTP\tlookup table RTP\trounding cost\twins published as 0\t")
		pct := func(r *big.Rat) string { return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(4) + "%" }
		for _, m := range sum.Modes {
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s points\t%d\t\n", m.Name, m.Cost, pct(m.GameRTP), pct(m.TableRTP),
				new(big.Rat).Mul(m.RoundingCost(), big.NewRat(100, 1)).FloatString(4), m.Zeroed)
		}
		tw.Flush()
		ew.printf("\nexact RTPs (won ÷ wagered):\n")
		for _, m := range sum.Modes {
			ew.printf("  %s: game %s, lookup table %s\n", m.Name, m.GameRTP.RatString(), m.TableRTP.RatString())
		}
		ew.printf("payoutMultiplier = ⌊10 × win / bet⌋ × 10: rounded down to steps of 0.1 × bet, never up\n\n")
	}
	ew.printf("%s: every rule of the format holds; the figures the RGS shows:\n", dir)
	if ew.err == nil {
		ew.err = r.Fprint(ew)
	}
	return ew.err
}
