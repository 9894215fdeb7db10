package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"math/big"
	"os"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/internal/featurepar"
	"github.com/slotmech/slotmech/internal/progress"
	"github.com/slotmech/slotmech/internal/report"
)

const parsheetSynopsis = `parsheet [-game NAME] [-bet B] [-workers W] [-stakes title|none|B,B…] [-lines=false] [-date YYYY-MM-DD] [-json] [-html FILE]
       parsheet [-game NAME] [-bet B] [-workers W] -shard I/N|auto/N
       parsheet -merge [-date YYYY-MM-DD] [-json] [-html FILE] FILE…`

const parsheetDescription = `Parsheet computes the exact par sheet of a strip game (a game whose rounds
are decided by their reel stops alone); for a game with a feature whose
base game is one, the base game is exact and so are free spins on fixed
strips (exact.FreeSpinRTP: a constant or per-spin multiplier,
retriggers, a bound, a round cap no round can reach), other features
simulated (-features, -seed), each part said to be which, with the
trigger chance and the free spins per trigger. For a strip game
it plays every combination of reel stops once, cascades included, at the bet
in the title's first mode, and prints the exact RTP as a fraction and a
percentage, the hit rate, what each symbol and each run length contributes,
the distribution of cascade depths and of wins.

For a strip game the sheet also has what a lab reads first: the RTP and
the maximum exposure (the largest win of one game, in money) at every
stake, each an exact full cycle of its own (-stakes title, the default
with -json and -html: every bet from 1 to 1000 × the default bet that the title's Stake accepts,
at most 24 of them, else the smallest, the sheet's and the largest; for
Crystal Spin the ten stakes 5 … 1 000 Kč, eleven full cycles in all with
the line walk, about ten times one sheet's time; -stakes none for the
sheet's bet only, the table's default, or a list such as -stakes
5,100,1000); the hit frequency
of each pay entry ("1 in N" games, per line, per win) and of each line,
exact from one more walk of the full cycle with the wins' lines (-lines,
on by default with -json and -html, off for the table, which is one full
cycle unless asked: it shows the sheet's bet's figures, the volatility
index, RISK and the jackpot); the volatility index VI = z·σ at 90%, 95% and 99%
(z = 1.645, 1.960, 2.576; σ of one game's win in stakes) with the range of
the RTP over N games, RTP ± VI/√N; the reel strips by stop and the count
of each symbol per reel (from the title's configuration data, key
"strips", checked against the strip lengths); the contributions of RISK
(0: a fair double or nothing) and of the jackpot (not part of the sheet:
its rate is the central system's configuration); the tool's version
(module, version, VCS revision and modified flag from the build
information) and the date. The date is -date, else the day of
SOURCE_DATE_EPOCH if set, else today's in UTC: the one place parsheet reads
the clock.

-json prints one JSON object: game, config, bet, combinations, rtp_num and
rtp_den (the exact RTP as decimal integer strings), rtp, hit_rate, hits,
won, wagered, max_win, sigma_x, depths, symbols and run_lengths, as
before, then the lab's figures under new keys: date, tool, certified_rtp,
reel_strips, pay_entries, pay_entries_note, lines, volatility, stakes,
risk, jackpot, win_bands and cascade_depths.

-html FILE writes the par sheet as a page people can read: one
self-contained HTML file with the figures, the configuration identity, the
pay table (if the title describes one), the contributions by symbol and
run length, the lab's tables above, and charts of the win distribution and
the cascade depths, each with its numbers in a table beside it.

A long analysis can be split by the first reel's stops: -shard I/N plays
the combinations whose first stop s has s mod N = I and prints their exact
sums as one JSON object (games/exact's Shard form); -merge adds the shards'
files up into exactly the par sheet of one run (with -json and -html as
above, without the other stakes and the line walk, which a merge does not
have: the sheet says so), and refuses a merge that lacks a shard. In a cluster job, -shard
auto/N takes I from JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) or
SLURM_ARRAY_TASK_ID (a Slurm job array, run with --array=0-(N-1)).

On a terminal the analysis shows a progress bar on standard error (first
reel stops done, rate, time left); with -json, -shard, or when standard
error is not a terminal, it shows nothing.`

// Parsheet is the parsheet command: the exact full-cycle analysis of a
// strip game ([exact.StripPlayer]) among the titles (see the package documentation, or run
// it with -h). A title that is neither a strip game nor a game with a
// feature whose base game is one (internal/featurepar.Game) is refused by
// name. It
// returns [ExitOK], [ExitFailure] (a failed or cancelled analysis) or
// [ExitUsage].
func (t *Tool) cmdParsheet(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	return exit("parsheet", t.parsheet(ctx, args, stdout, stderr), stderr)
}

func (t *Tool) parsheet(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	strips := t.names(analysable)
	def := ""
	if len(strips) > 0 {
		def = strips[0]
	}
	fs := t.newFlags("parsheet", parsheetSynopsis, parsheetDescription, stderr)
	name := fs.String("game", def, "the game to analyse: a strip game, or one with a feature whose base game is one (here: "+strings.Join(strips, ", ")+")")
	bet := fs.Int64("bet", 0, "the bet in minor units; 0 means the title's default bet")
	workers := fs.Int("workers", 0, "goroutines sharing the work; 0 means one per CPU (never changes the result)")
	asJSON := fs.Bool("json", false, "print one JSON object instead of a table")
	html := fs.String("html", "", "write the par sheet as an HTML page people can read to `FILE`")
	shard := fs.String("shard", "", "analyse shard `I/N` of the first reel's stops and print its exact sums as JSON; auto/N takes I from a Kubernetes Indexed Job or a Slurm array")
	merge := fs.Bool("merge", false, "merge the shards in the files named by the arguments")
	features := fs.Int64("features", 200_000, "for a game with a feature that is not exact: features to simulate (its base game is exact)")
	seed := fs.Uint64("seed", 1, "for a game with a feature: the seed of the simulated features")
	stakes := fs.String("stakes", "title", "the stakes whose exact RTP and maximum exposure the sheet shows, a full cycle each: `title` (every stake the title allows), none (the sheet's bet) or bets such as 5,100,1000; default title with -json or -html, none for the table")
	lines := fs.Bool("lines", true, "walk the full cycle once more for the hit frequency of each pay entry and line; default on with -json or -html, off for the table")
	date := fs.String("date", "", "the sheet's date, `YYYY-MM-DD`; default SOURCE_DATE_EPOCH's day, else today (UTC)")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	set := setFlags(fs)
	// The lab's figures (every stake, a second walk for the lines) cost a
	// full cycle each: the sheets people file (-json, -html) have them by
	// default, the quick table only when asked.
	if !*asJSON && !set["html"] {
		if !set["stakes"] {
			*stakes = "none"
		}
		if !set["lines"] {
			*lines = false
		}
	}
	if set["html"] && *html == "" {
		return usagef("-html: want a file name")
	}
	if *merge {
		for f := range set {
			if f != "merge" && f != "json" && f != "html" && f != "date" {
				return usagef("-merge takes no flag but -json, -html and -date, got -%s", f)
			}
		}
		if fs.NArg() == 0 {
			return usagef("-merge needs the files of the shards")
		}
		day, err := sheetDate(*date)
		if err != nil {
			return err
		}
		c, sg, err := t.mergeShards(fs.Args())
		if err != nil {
			return err
		}
		sheet := buildSheet(c, sg, nil, "the bet of the merged shards only: a merge has no other stakes", nil, day)
		return writeCycle(stdout, sheet, sg, *asJSON, *html)
	}
	switch {
	case fs.NArg() > 0:
		return usagef("unexpected argument %q (files are for -merge)", fs.Arg(0))
	case *workers < 0:
		return usagef("-workers %d: want 0 (one per CPU) or more", *workers)
	case *bet < 0:
		return usagef("-bet %d: want a positive amount in minor units, or 0 for the title's default", *bet)
	case *name == "":
		return usagef("-game: no title parsheet can analyse (%s): %s", strings.Join(t.names(nil), ", "), analysableWords)
	case *shard != "" && (*asJSON || *html != ""):
		return usagef("-shard prints the shard's sums as JSON: -json and -html are for the merged result (-merge)")
	case *shard != "" && (set["stakes"] || set["lines"] || set["date"]):
		return usagef("-shard plays the sheet's bet only: -stakes, -lines and -date are for a whole run")
	}
	day, err := sheetDate(*date)
	if err != nil {
		return err
	}
	g, err := t.lookup(*name)
	if err != nil {
		return usagef("-game: %v", err)
	}
	sg, ok := g, isStrip(g)
	if fg, isFeature := g.(featurepar.Game); !ok && isFeature {
		if _, exactBase := fg.BaseGame(); exactBase {
			return t.featureSheet(ctx, g, *bet, *features, *seed, *workers, *asJSON, set, stdout)
		}
	}
	if !ok {
		return usagef("-game: %s is a known game but parsheet cannot analyse it: %s (here: %s)",
			*name, analysableWords, strings.Join(strips, ", "))
	}
	b := slotmech.Money(*bet)
	if b == 0 {
		b = sg.DefaultBet()
	}
	mode, _ := games.FindMode(sg, "")
	if _, err := sg.Stake(b, mode.Name); err != nil {
		return usagef("-bet %d: %v", b, err)
	}
	bets, stakesNote, err := sheetStakes(sg, mode.Name, b, *stakes)
	if err != nil {
		return err
	}
	cfg := exact.Options{Workers: *workers}
	if *shard != "" {
		i, n, err := shardSpec("-shard", *shard)
		if err != nil {
			return err
		}
		if stops := sg.NewPlayer().(exact.StripPlayer).StripLengths()[0]; n > stops {
			return usagef("-shard %s: %s's first reel has %d stops: use at most %d shards", *shard, sg.Name(), stops, stops)
		}
		cfg.Shard, cfg.Shards = i, n
	}
	p := progress.New(stderr, "parsheet "+sg.Name(), "stops", 0, *asJSON || *shard != "")
	cfg.Progress = p.Report
	part, err := exact.FullCycle(ctx, sg, b, cfg)
	p.Done()
	if err != nil {
		return err
	}
	if *shard != "" {
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		return enc.Encode(part)
	}
	var lt *report.LineTally
	if *lines && (*asJSON || *html != "") { // the text table does not show them
		if lt, err = lineWalk(ctx, sg, b, *workers); err != nil {
			return err
		}
		if err := lt.Check(part); err != nil {
			return err
		}
	}
	cycles, err := stakeCycles(ctx, sg, part, bets, *workers)
	if err != nil {
		return err
	}
	return writeCycle(stdout, buildSheet(part, sg, cycles, stakesNote, lt, day), sg, *asJSON, *html)
}

// analysableWords says which games parsheet analyses, in the user's words.
const analysableWords = "parsheet analyses a game whose rounds are decided by their reel stops alone, or a game with a feature (free spins) whose base game is one"

// analysable reports whether parsheet can analyse g: a strip game, or a
// game with a feature whose base game is one (its BaseGame ok).
func analysable(g games.Game) bool {
	if isStrip(g) {
		return true
	}
	fg, ok := g.(featurepar.Game)
	if !ok {
		return false
	}
	_, exactBase := fg.BaseGame()
	return exactBase
}

// isStrip reports whether g is a strip game: its players are
// exact.StripPlayers.
func isStrip(g games.Game) bool {
	_, ok := g.NewPlayer().(exact.StripPlayer)
	return ok
}

// featureSheet is parsheet for a game with a feature (featurepar.Game
// whose base game is a strip game): the base game exactly over its full
// cycle, trigger probability included, and the feature exact (free spins
// exact.FreeSpinRTP covers) or simulated, each part marked exact or
// simulated (featurepar.Analyse).
func (t *Tool) featureSheet(ctx context.Context, g games.Game, bet, features int64, seed uint64, workers int,
	asJSON bool, set map[string]bool, stdout io.Writer) error {
	for _, f := range []string{"html", "shard"} {
		if set[f] {
			return usagef("-%s: %s has a feature: its par sheet is the base game and the feature, exact or simulated, without -%s", f, g.Name(), f)
		}
	}
	if features < 1 {
		return usagef("-features %d: want at least 1", features)
	}
	r, err := featurepar.Analyse(ctx, g, featurepar.Config{Bet: slotmech.Money(bet), Features: features, Seed: seed, Workers: workers})
	if err != nil {
		return err
	}
	if asJSON {
		// Without an interval (fewer than 2 features) the simulated
		// half-widths are null, not a 0 that would read as exact.
		ci := func(term featurepar.Term, v float64) any {
			if !term.Exact && !r.HasInterval() {
				return nil
			}
			return v
		}
		terms := make([]map[string]any, 0, len(r.Terms))
		for i, term := range r.Terms {
			terms = append(terms, map[string]any{"name": term.Name, "exact": term.Exact, "value": term.Value, "ci99": ci(term, term.CI99), "how": term.How,
				"method": r.Method(i)})
		}
		out := map[string]any{"game": r.Game, "config": r.Config, "bet": r.Bet, "rtp": r.RTP, "rtp_ci99": ci(r.Terms[2], r.RTPCI99),
			"base_rtp_num": r.Base.RTP.Num().String(), "base_rtp_den": r.Base.RTP.Denom().String(),
			"trigger_num": r.TriggerRate.Num().String(), "trigger_den": r.TriggerRate.Denom().String(),
			"features": r.Features, "seed": r.Seed, "terms": terms,
			"base_method": r.Method(0), "feature_method": r.Method(2)}
		if p := r.TriggerRate; p.Sign() > 0 {
			out["trigger_1_in"] = ratFloat(new(big.Rat).Inv(p))
			out["spins_per_trigger"] = r.SpinsPerTrigger
			out["spins_per_trigger_ci99"] = ci(r.Terms[2], r.SpinsCI99)
		}
		if rat := r.RTPRat(); rat != nil {
			out["rtp_num"], out["rtp_den"] = rat.Num().String(), rat.Denom().String()
			out["rtp_percent"] = new(big.Rat).Mul(rat, big.NewRat(100, 1)).FloatString(6)
			out["feature_rtp_num"], out["feature_rtp_den"] = r.Terms[2].Rat.Num().String(), r.Terms[2].Rat.Denom().String()
		}
		if e := r.Exact; e != nil {
			out["spins_per_trigger_num"], out["spins_per_trigger_den"] = e.SpinsPerTrigger.Num().String(), e.SpinsPerTrigger.Denom().String()
			out["max_free_spins"] = e.Max
			if e.SpinsLaw != nil {
				law := map[string]string{} // P(N = n) of the rounds, n free spins, where not 0
				for n, q := range e.SpinsLaw {
					if q.Sign() > 0 {
						law[fmt.Sprint(n)] = q.RatString()
					}
				}
				out["free_spins_law"] = law
			}
		}
		if r.NotExact != "" {
			out["feature_not_exact"] = r.NotExact
		}
		enc := json.NewEncoder(stdout)
		enc.SetEscapeHTML(false)
		return enc.Encode(out)
	}
	return r.Fprint(stdout)
}

// writeCycle prints a par sheet as a table or JSON, and writes its HTML
// page if html names a file.
func writeCycle(stdout io.Writer, s *report.Sheet, g games.Game, asJSON bool, html string) error {
	var err error
	if asJSON {
		err = writeCycleJSON(stdout, s)
	} else {
		err = writeCycleTable(stdout, s, g.Alphabet())
	}
	if err != nil || html == "" {
		return err
	}
	return writeHTML(html, func(w io.Writer) error { return report.Parsheet(w, s) })
}

// mergeShards reads the shards in files and merges them into the whole
// cycle, refusing shards of a title t does not have, of other maths, or an
// incomplete set.
func (t *Tool) mergeShards(files []string) (*exact.Cycle, games.Game, error) {
	var merged exact.Cycle
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			return nil, nil, err
		}
		dec := json.NewDecoder(bytes.NewReader(b))
		for i := 1; ; i++ {
			var s exact.Cycle
			err := dec.Decode(&s)
			if errors.Is(err, io.EOF) {
				if i == 1 {
					return nil, nil, fmt.Errorf("%s: no shard", name)
				}
				break
			}
			if err != nil {
				return nil, nil, fmt.Errorf("%s: object %d: %s", name, i, jsonProblem(err))
			}
			if err := merged.Merge(&s); err != nil {
				return nil, nil, fmt.Errorf("%s: object %d: %w", name, i, err)
			}
		}
	}
	if !merged.Complete() {
		have := map[int]bool{}
		for _, p := range merged.Parts {
			have[p] = true
		}
		var missing []int
		for i := range merged.Shards {
			if !have[i] {
				missing = append(missing, i)
			}
		}
		return nil, nil, fmt.Errorf("incomplete merge: shards %s of %d missing (merged %s): give every shard's file",
			intList(missing), merged.Shards, intList(merged.Parts))
	}
	g, err := t.lookup(merged.Game)
	if err != nil {
		return nil, nil, fmt.Errorf("the shards are of %s: %w", merged.Game, err)
	}
	if id := games.ConfigID(g); id != merged.Config {
		return nil, nil, fmt.Errorf("the shards are of %s configuration %s, this tool's %s is %s", merged.Game, merged.Config, g.Name(), id)
	}
	return &merged, g, nil
}

// ratFloat returns r as a float64 (for display only).
func ratFloat(r *big.Rat) float64 {
	f, _ := r.Float64()
	return f
}

// cycleJSON is parsheet's -json output.
type cycleJSON struct {
	Game         string           `json:"game"`
	Config       string           `json:"config,omitempty"`
	Bet          int64            `json:"bet"`
	Combinations int64            `json:"combinations"`
	RTPNum       string           `json:"rtp_num"`
	RTPDen       string           `json:"rtp_den"`
	RTP          float64          `json:"rtp"`
	HitRate      float64          `json:"hit_rate"`
	Hits         int64            `json:"hits"`
	Won          string           `json:"won"`
	Wagered      string           `json:"wagered"`
	MaxWin       int64            `json:"max_win"`
	SigmaX       float64          `json:"sigma_x"`
	Depths       []int64          `json:"depths"`
	Facts        map[string]int64 `json:"facts,omitempty"`
	Symbols      []contribJSON    `json:"symbols"`
	RunLengths   []contribJSON    `json:"run_lengths"`
	// The lab's figures (report.Figures), new keys after the old ones.
	*report.Figures
}

// contribJSON is one symbol's or one run length's contribution.
type contribJSON struct {
	Symbol string  `json:"symbol,omitempty"`
	Count  int     `json:"count,omitempty"`
	Wins   int64   `json:"wins"`
	Paid   string  `json:"paid"`
	RTP    float64 `json:"rtp"`
}

func writeCycleJSON(w io.Writer, s *report.Sheet) error {
	c, names := s.Cycle, s.Names
	r := cycleJSON{Figures: report.SheetFigures(s),
		Game: c.Game, Config: c.Config, Bet: int64(c.Bet), Combinations: c.Combinations,
		RTPNum: c.RTP.Num().String(), RTPDen: c.RTP.Denom().String(),
		RTP: ratFloat(c.RTP), HitRate: ratFloat(c.HitRate()), Hits: c.Hits,
		Won: c.Won.String(), Wagered: c.Wagered.String(), MaxWin: int64(c.MaxWin),
		SigmaX: c.SigmaX(), Depths: c.Depths, Facts: c.Facts, Symbols: []contribJSON{}, RunLengths: []contribJSON{},
	}
	for _, p := range report.BySymbol(c.Pays) {
		r.Symbols = append(r.Symbols, contribJSON{Symbol: names.Name(p.Symbol), Wins: p.Wins, Paid: p.Paid.String(), RTP: ratFloat(report.Share(p.Paid, c.Wagered))})
	}
	for _, p := range report.ByCount(c.Pays) {
		r.RunLengths = append(r.RunLengths, contribJSON{Count: p.Count, Wins: p.Wins, Paid: p.Paid.String(), RTP: ratFloat(report.Share(p.Paid, c.Wagered))})
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(r)
}

// winBandEdges are the win bands of the table, in multiples of the stake: a
// round win x·stake falls in the band [edges[i], edges[i+1]).
var winBandEdges = []int64{0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000}

func writeCycleTable(w io.Writer, s *report.Sheet, names *slotmech.Alphabet) error {
	c := s.Cycle
	f := report.SheetFigures(s)
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
	for _, name := range slices.Sorted(maps.Keys(c.Facts)) {
		n := c.Facts[name]
		fmt.Fprintf(tw, "rounds with %s\t%d / %d = 1 in %s\n", strings.ReplaceAll(name, "_", " "), n, c.Combinations,
			big.NewRat(c.Combinations, n).FloatString(1))
	}
	tw.Flush()
	tw = tabwriter.NewWriter(ew, 0, 0, 2, ' ', 0)
	v := f.Volatility.Levels
	fmt.Fprintf(tw, "volatility index 90/95/99%%\t%.3f / %.3f / %.3f (VI = z·σ)\n", v[0].VI, v[1].VI, v[2].VI)
	fmt.Fprintf(tw, "RISK\t0 (a fair double or nothing)\n")
	fmt.Fprintf(tw, "jackpot\tnot part of this sheet (the central system's pool rate)\n")
	tw.Flush()

	ew.printf("\nRTP and maximum exposure at every stake (%s)\n", f.Stakes.Note)
	tw = tabwriter.NewWriter(ew, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "bet\tstake\tRTP\t\tmax win\tcapped\t\n")
	for _, r := range f.Stakes.Rows {
		fmt.Fprintf(tw, "%d\t%d\t%s/%s\t%s\t%d\t%d\t\n", r.Bet, r.Stake, r.RTPNum, r.RTPDen, r.RTPPercent, r.MaxWin, r.Capped)
	}
	tw.Flush()

	ew.printf("\ncontribution by symbol and run length (share of RTP)\n")
	tw = tabwriter.NewWriter(ew, 0, 0, 2, ' ', tabwriter.AlignRight)
	counts := report.ByCount(c.Pays)
	fmt.Fprint(tw, "symbol\t")
	for _, p := range counts {
		fmt.Fprintf(tw, "%d\t", p.Count)
	}
	fmt.Fprint(tw, "all\twins\t\n")
	cell := map[[2]int]*big.Int{}
	for _, p := range c.Pays {
		cell[[2]int{int(p.Symbol), p.Count}] = p.Paid
	}
	for _, s := range report.BySymbol(c.Pays) {
		fmt.Fprintf(tw, "%s\t", names.Name(s.Symbol))
		for _, n := range counts {
			if paid, ok := cell[[2]int{int(s.Symbol), n.Count}]; ok {
				fmt.Fprintf(tw, "%s\t", pct(report.Share(paid, c.Wagered)))
			} else {
				fmt.Fprint(tw, "-\t")
			}
		}
		fmt.Fprintf(tw, "%s\t%d\t\n", pct(report.Share(s.Paid, c.Wagered)), s.Wins)
	}
	fmt.Fprint(tw, "all\t")
	for _, n := range counts {
		fmt.Fprintf(tw, "%s\t", pct(report.Share(n.Paid, c.Wagered)))
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
