package report

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
)

// Sheet is everything a PAR sheet shows: the exact cycle at the sheet's
// bet and what a lab reads beside it, each part optional but the cycle.
// The caller (games/cli's parsheet) gathers it; [Parsheet] lays it out and
// [SheetFigures] gives the same figures for JSON.
type Sheet struct {
	Cycle    *exact.Cycle       // the full cycle at the sheet's bet (required)
	Names    *slotmech.Alphabet // the title's symbols
	PayTable *PayTable          // the title's pay table, or nil
	// Certified is the RTP the title declares for the mode at its default
	// bet (games.CertifiedRTP), or nil.
	Certified *big.Rat
	// Strips are the reel strips, one per reel, from stop 0; nil if
	// unknown, with StripsNote saying why.
	Strips     [][]slotmech.Symbol
	StripsNote string
	// Stakes are the full cycles at every stake analysed, ascending by
	// bet, Cycle among them; StakesNote says which stakes they are.
	Stakes     []*exact.Cycle
	StakesNote string
	// Lines is the cycle's wins by line and by pay entry with the
	// combinations they paid in (a second walk of the cycle); nil if not
	// computed (a merge of shards), the sheet then says so.
	Lines *LineTally
	Tool  Tool   // the program that made the sheet
	Date  string // the sheet's date, YYYY-MM-DD, as the caller states it
}

// Tool is the version of the program that made a sheet, from its build
// information (runtime/debug.ReadBuildInfo, read by the caller).
type Tool struct {
	Module    string `json:"module"`
	Version   string `json:"version"`
	Revision  string `json:"vcs_revision"`
	Time      string `json:"vcs_time"`
	Modified  bool   `json:"vcs_modified"`
	GoVersion string `json:"go_version"`
}

// String describes the version for people.
func (t Tool) String() string {
	s := strings.TrimSpace(t.Module + " " + t.Version)
	if s == "" {
		s = "unknown (no build information)"
	}
	if t.Revision != "" {
		s += ", revision " + t.Revision
		if t.Time != "" {
			s += " of " + t.Time
		}
		if t.Modified {
			s += ", with uncommitted changes"
		}
	} else {
		s += ", no VCS revision stamped"
	}
	if t.GoVersion != "" {
		s += ", " + t.GoVersion
	}
	return s
}

// EntryKey is a pay entry: a symbol and a count (run length or symbol
// count).
type EntryKey struct {
	Symbol slotmech.Symbol
	Count  int
}

// Tallied is how often something paid over a cycle: Wins wins in Games
// combinations (each combination counted once however many times it paid
// it), paying Paid in all; LineWins of the wins were line wins.
type Tallied struct {
	Wins, Games, LineWins int64
	Paid                  *big.Int
}

// LineTally is the wins of a cycle by line (1 …; 0 for wins that are not
// line wins) and by pay entry, with the combinations they paid in. It is
// filled round by round ([LineTally.Round]) on one goroutine and merged
// ([LineTally.Add]).
type LineTally struct {
	Combinations int64
	Lines        map[int]*Tallied
	Entries      map[EntryKey]*Tallied
	seenL        []int
	seenE        []EntryKey
}

// NewLineTally returns an empty tally.
func NewLineTally() *LineTally {
	return &LineTally{Lines: map[int]*Tallied{}, Entries: map[EntryKey]*Tallied{}}
}

func tallied(m map[int]*Tallied, k int) *Tallied {
	t := m[k]
	if t == nil {
		t = &Tallied{Paid: new(big.Int)}
		m[k] = t
	}
	return t
}

// Round counts n rounds alike whose wins are wins (the tally calls of one
// of them). It does not count the rounds in Combinations.
func (t *LineTally) Round(wins []games.PaidWin, n int64) {
	t.seenL, t.seenE = t.seenL[:0], t.seenE[:0]
	var p big.Int
	for _, w := range wins {
		p.SetInt64(int64(w.Paid))
		p.Mul(&p, big.NewInt(n))
		l := tallied(t.Lines, w.Line)
		l.Wins += n
		l.Paid.Add(l.Paid, &p)
		if !slices.Contains(t.seenL, w.Line) {
			t.seenL = append(t.seenL, w.Line)
			l.Games += n
		}
		k := EntryKey{w.Symbol, w.Count}
		e := t.Entries[k]
		if e == nil {
			e = &Tallied{Paid: new(big.Int)}
			t.Entries[k] = e
		}
		e.Wins += n
		if w.Line > 0 {
			e.LineWins += n
		}
		e.Paid.Add(e.Paid, &p)
		if !slices.Contains(t.seenE, k) {
			t.seenE = append(t.seenE, k)
			e.Games += n
		}
	}
}

// Add adds o's counts to t.
func (t *LineTally) Add(o *LineTally) {
	t.Combinations += o.Combinations
	add := func(d, s *Tallied) {
		d.Wins += s.Wins
		d.Games += s.Games
		d.LineWins += s.LineWins
		d.Paid.Add(d.Paid, s.Paid)
	}
	for k, v := range o.Lines {
		add(tallied(t.Lines, k), v)
	}
	for k, v := range o.Entries {
		e := t.Entries[k]
		if e == nil {
			e = &Tallied{Paid: new(big.Int)}
			t.Entries[k] = e
		}
		add(e, v)
	}
}

// Check reports whether the tally agrees with c: the same combinations,
// the same wins and amounts per pay entry.
func (t *LineTally) Check(c *exact.Cycle) error {
	if t.Combinations != c.Combinations {
		return fmt.Errorf("report: the line walk played %d combinations, the cycle %d", t.Combinations, c.Combinations)
	}
	if len(t.Entries) != len(c.Pays) {
		return fmt.Errorf("report: the line walk has %d pay entries, the cycle %d", len(t.Entries), len(c.Pays))
	}
	for _, p := range c.Pays {
		e := t.Entries[EntryKey{p.Symbol, p.Count}]
		if e == nil || e.Wins != p.Wins || e.Paid.Cmp(p.Paid) != 0 {
			return fmt.Errorf("report: the line walk and the cycle differ on symbol %d count %d", p.Symbol, p.Count)
		}
	}
	return nil
}

// ConfigStrips returns the reel strips a title's configuration data lists
// under its top-level key "strips" (Crystal Spin's and games/stripgame's
// canonical encodings do), as symbols of names: each strip a list of
// symbol names, or a string of one-letter names. They are returned only if
// there is one per reel with the lengths lens (the StripPlayer's); else
// nil and a note saying why.
func ConfigStrips(data []byte, names *slotmech.Alphabet, lens []int) ([][]slotmech.Symbol, string) {
	const none = "not part of this sheet: "
	var top map[string]json.RawMessage
	if json.Unmarshal(data, &top) != nil || top["strips"] == nil {
		return nil, none + "the title's configuration data (games.Game.ConfigData) lists no \"strips\" and the public contract has no other way to read them"
	}
	var lists [][]string
	if json.Unmarshal(top["strips"], &lists) != nil {
		lists = nil // what the failed decoding filled in
		var words []string
		if json.Unmarshal(top["strips"], &words) != nil {
			return nil, none + "the configuration's \"strips\" are in a form this tool does not read"
		}
		for _, w := range words {
			var l []string
			for _, r := range w {
				l = append(l, string(r))
			}
			if utf8.RuneCountInString(w) != len(l) {
				return nil, none + "the configuration's \"strips\" are in a form this tool does not read"
			}
			lists = append(lists, l)
		}
	}
	if len(lists) != len(lens) {
		return nil, fmt.Sprintf(none+"the configuration lists %d strips for %d reels", len(lists), len(lens))
	}
	byName := map[string]slotmech.Symbol{}
	for i := 1; i <= names.Len(); i++ {
		byName[names.Name(slotmech.Symbol(i))] = slotmech.Symbol(i)
	}
	out := make([][]slotmech.Symbol, len(lists))
	for r, l := range lists {
		if len(l) != lens[r] {
			return nil, fmt.Sprintf(none+"the configuration's strip %d has %d stops, the reel %d", r, len(l), lens[r])
		}
		for _, n := range l {
			s, ok := byName[n]
			if !ok {
				return nil, fmt.Sprintf(none+"the configuration's strip %d names %q, not a symbol of the title", r, n)
			}
			out[r] = append(out[r], s)
		}
	}
	return out, "as the title's configuration data lists them (games.Game.ConfigData, key \"strips\"), checked against the strip lengths the game plays; stop 0 first"
}

// ConfigWeights returns the weights a title's configuration data lists:
// every number or list of numbers under a top-level key "maths" or a key
// whose name contains "weight", by its path in the data (such as
// "maths.Base.Paying"), in the order of the paths. The public contract
// (games.Game) describes no weights for people: what each number weighs is
// the title's (its package documentation, "Configuration data").
func ConfigWeights(data []byte) []Weight {
	var top map[string]any
	if json.Unmarshal(data, &top) != nil {
		return nil
	}
	var out []Weight
	var walk func(path string, v any, in bool)
	walk = func(path string, v any, in bool) {
		switch x := v.(type) {
		case map[string]any:
			keys := make([]string, 0, len(x))
			for k := range x {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			for _, k := range keys {
				p := k
				if path != "" {
					p = path + "." + k
				}
				walk(p, x[k], in || k == "maths" || strings.Contains(strings.ToLower(k), "weight"))
			}
		case []any:
			var nums []string
			for _, e := range x {
				f, ok := e.(float64)
				if !ok {
					for i, e := range x {
						walk(fmt.Sprintf("%s[%d]", path, i), e, in)
					}
					return
				}
				nums = append(nums, groupDigits(int64(f)))
				if f != math.Trunc(f) {
					nums[len(nums)-1] = fmt.Sprint(f)
				}
			}
			if in && len(nums) > 0 {
				out = append(out, Weight{Name: path, Values: nums})
			}
		case float64:
			if in {
				s := fmt.Sprint(x)
				if x == math.Trunc(x) {
					s = groupDigits(int64(x))
				}
				out = append(out, Weight{Name: path, Values: []string{s}})
			}
		}
	}
	walk("", top, false)
	return out
}

// Weight is one list of weights of a title's configuration: its path in
// the data and its numbers.
type Weight struct {
	Name   string   `json:"name"`
	Values []string `json:"values"`
}

// Figures are the figures of a PAR sheet beyond games/exact's Cycle, in
// the form parsheet's JSON prints them (new keys beside the Cycle's): each
// exact count as an integer, each exact ratio as decimal strings num/den
// or a decimal string, floats only for statistics and display.
type Figures struct {
	Date       string           `json:"date"`
	Tool       Tool             `json:"tool"`
	Certified  *RatFigure       `json:"certified_rtp"`
	Strips     StripsFigure     `json:"reel_strips"`
	Entries    []EntryFigure    `json:"pay_entries"`
	EntryNote  string           `json:"pay_entries_note"`
	Lines      LinesFigure      `json:"lines"`
	Volatility VolatilityFigure `json:"volatility"`
	Stakes     StakesFigure     `json:"stakes"`
	Risk       OtherFigure      `json:"risk"`
	Jackpot    OtherFigure      `json:"jackpot"`
	WinBands   []BandFigure     `json:"win_bands"`
	Depths     []BandFigure     `json:"cascade_depths"`
}

// RatFigure is an exact ratio and its value.
type RatFigure struct {
	Num     string  `json:"num"`
	Den     string  `json:"den"`
	Percent string  `json:"percent"` // exact to 4 decimals, rounded
	Value   float64 `json:"value"`
}

func ratFigure(r *big.Rat) *RatFigure {
	if r == nil {
		return nil
	}
	f, _ := r.Float64()
	return &RatFigure{Num: r.Num().String(), Den: r.Denom().String(), Percent: ratPct(r), Value: f}
}

// StripsFigure is the reel strips: every reel's symbols by stop and its
// count of each symbol.
type StripsFigure struct {
	Note  string       `json:"note"`
	Reels []ReelFigure `json:"reels"`
}

// ReelFigure is one reel's strip.
type ReelFigure struct {
	Reel    int           `json:"reel"` // from 1
	Stops   int           `json:"stops"`
	Symbols []string      `json:"symbols"` // by stop, from stop 0
	Counts  []SymbolCount `json:"counts"`  // in the alphabet's order, symbols the strip has
}

// SymbolCount is how many stops of a strip show a symbol.
type SymbolCount struct {
	Symbol string `json:"symbol"`
	Count  int    `json:"count"`
}

// EntryFigure is one pay entry's figures over the cycle.
type EntryFigure struct {
	Symbol string  `json:"symbol"`
	Count  int     `json:"count"`
	Wins   int64   `json:"wins"`
	Games  *int64  `json:"games"` // combinations in which it paid; null without the line walk
	Paid   string  `json:"paid"`
	RTP    float64 `json:"rtp"`
	// OneIn is combinations ÷ games: one game in OneIn pays the entry
	// ("" without the line walk); OneInWins is combinations ÷ wins.
	OneIn     string `json:"one_in"`
	OneInWins string `json:"one_in_wins"`
	// PerLineOneIn is (combinations × lines) ÷ line wins: the frequency
	// on one line, averaged over the lines ("" if not only line wins).
	PerLineOneIn string `json:"per_line_one_in"`
}

// LinesFigure is the cycle's wins by line.
type LinesFigure struct {
	Note  string       `json:"note"`
	Count int          `json:"count"` // lines that paid
	Lines []LineFigure `json:"lines"`
}

// LineFigure is one line's figures (Line 0: wins that are not line wins).
type LineFigure struct {
	Line  int     `json:"line"`
	Wins  int64   `json:"wins"`
	Games int64   `json:"games"`
	Paid  string  `json:"paid"`
	RTP   float64 `json:"rtp"`
	OneIn string  `json:"one_in"` // combinations ÷ games
}

// VolatilityFigure is the volatility index at the usual confidence levels.
type VolatilityFigure struct {
	Definition string            `json:"definition"`
	Sigma      float64           `json:"sigma"`
	Levels     []VolatilityLevel `json:"levels"`
	Ranges     []RangeFigure     `json:"rtp_ranges"`
}

// VolatilityLevel is VI = z · σ at one confidence.
type VolatilityLevel struct {
	Confidence string  `json:"confidence"`
	Z          float64 `json:"z"`
	VI         float64 `json:"vi"`
}

// RangeFigure is the range the RTP of Games games falls in at each level:
// RTP ± VI / √Games, in percent.
type RangeFigure struct {
	Games int64     `json:"games"`
	Lo    []float64 `json:"lo"` // one per level
	Hi    []float64 `json:"hi"`
}

// StakesFigure is the cycle at every stake analysed.
type StakesFigure struct {
	Note string        `json:"note"`
	Rows []StakeFigure `json:"rows"`
}

// StakeFigure is the full cycle at one stake.
type StakeFigure struct {
	Bet          int64   `json:"bet"`
	Stake        int64   `json:"stake"`
	Combinations int64   `json:"combinations"`
	RTPNum       string  `json:"rtp_num"`
	RTPDen       string  `json:"rtp_den"`
	RTP          float64 `json:"rtp"`
	RTPPercent   string  `json:"rtp_percent"` // exact to 6 decimals, rounded
	Hits         int64   `json:"hits"`
	MaxWin       int64   `json:"max_win"`   // the maximum exposure: the largest win of one game, in money
	MaxWinX      string  `json:"max_win_x"` // MaxWin ÷ stake, exact to 2 decimals
	Capped       int64   `json:"capped"`
	SameRTP      bool    `json:"same_rtp_as_sheet"`
}

// OtherFigure is a contribution the cycle does not play: its RTP (null if
// not part of the sheet) and why.
type OtherFigure struct {
	RTP  *RatFigure `json:"rtp"`
	Note string     `json:"note"`
}

// BandFigure is one row of a chart's table.
type BandFigure struct {
	Label        string `json:"label"`
	Combinations int64  `json:"combinations"`
	Share        string `json:"share"`  // exact to 4 decimals, percent
	OneIn        string `json:"one_in"` // combinations ÷ these, 2 decimals; "" for none
}

// The confidence levels of the volatility index, with their two-sided
// normal quantiles.
var viLevels = []struct {
	name string
	z    float64
}{{"90%", 1.6448536269514722}, {"95%", 1.959963984540054}, {"99%", 2.5758293035489004}}

// viGames are the numbers of games of the RTP ranges.
var viGames = []int64{1_000, 10_000, 100_000, 1_000_000, 10_000_000}

// VIDefinition states the volatility index for people.
const VIDefinition = "VI = z · σ, σ the standard deviation of one game's win in multiples of the stake (exact over the full cycle), z the two-sided normal quantile of the confidence (1.645 for 90%, 1.960 for 95%, 2.576 for 99%); over N games the RTP falls within RTP ± VI / √N at that confidence"

// RiskNote and JackpotNote are what the sheet says of RISK and the jackpot.
const (
	RiskNote    = "0 at every stake: RISK (where the terminal offers it, as Crystal Spin's does: CS-14 to CS-16) is a fair double or nothing, a red or black card drawn from a full deck with probability exactly 1/2, so every decision's expected value is the amount at risk, and HALF and COLLECT move money without changing it; it changes how a session's wins are spread, not its mean"
	JackpotNote = "not part of this sheet: a jackpot pool's contribution rate is set by the central system's pool configuration (package jackpot, PoolConfig.Rate; CS-18, CS-19), not by the title's configuration, and adds to the long-run return separately (CS-21)"
)

func ratPct(r *big.Rat) string {
	return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(4) + "%"
}

// oneInRat returns a ÷ b to 2 decimals, or "" if b is 0.
func oneInRat(a, b int64) string {
	if b == 0 {
		return ""
	}
	return big.NewRat(a, b).FloatString(2)
}

// SheetFigures returns the figures of s beyond its Cycle's, as parsheet's
// JSON prints them and [Parsheet] lays them out.
func SheetFigures(s *Sheet) *Figures {
	c := s.Cycle
	f := &Figures{Date: s.Date, Tool: s.Tool, Certified: ratFigure(s.Certified),
		Risk: OtherFigure{RTP: ratFigure(new(big.Rat)), Note: RiskNote}, Jackpot: OtherFigure{Note: JackpotNote}}
	f.Strips.Note = s.StripsNote
	f.Strips.Reels = []ReelFigure{}
	for r, strip := range s.Strips {
		rf := ReelFigure{Reel: r + 1, Stops: len(strip), Symbols: []string{}, Counts: []SymbolCount{}}
		n := map[slotmech.Symbol]int{}
		for _, sym := range strip {
			rf.Symbols = append(rf.Symbols, s.Names.Name(sym))
			n[sym]++
		}
		for i := 1; i <= s.Names.Len(); i++ {
			if k := n[slotmech.Symbol(i)]; k > 0 {
				rf.Counts = append(rf.Counts, SymbolCount{s.Names.Name(slotmech.Symbol(i)), k})
			}
		}
		f.Strips.Reels = append(f.Strips.Reels, rf)
	}

	lines := 0
	if s.Lines != nil {
		for l := range s.Lines.Lines {
			lines = max(lines, l)
		}
	}
	f.Entries = []EntryFigure{}
	for _, p := range c.Pays {
		e := EntryFigure{Symbol: s.Names.Name(p.Symbol), Count: p.Count, Wins: p.Wins, Paid: p.Paid.String(),
			OneInWins: oneInRat(c.Combinations, p.Wins)}
		e.RTP, _ = Share(p.Paid, c.Wagered).Float64()
		if s.Lines != nil {
			if t := s.Lines.Entries[EntryKey{p.Symbol, p.Count}]; t != nil {
				g := t.Games
				e.Games, e.OneIn = &g, oneInRat(c.Combinations, g)
				if lines > 0 && t.LineWins == t.Wins {
					e.PerLineOneIn = oneInRat(c.Combinations*int64(lines), t.Wins)
				}
			}
		}
		f.Entries = append(f.Entries, e)
	}
	f.EntryNote = "one_in: one game in N pays the entry (combinations ÷ the combinations in which it paid, on any line and any cascade step); one_in_wins: combinations ÷ its wins; per_line_one_in: (combinations × lines) ÷ its wins, the frequency on one line"
	if s.Lines == nil {
		f.EntryNote = "one_in_wins: combinations ÷ the entry's wins, on any line and any cascade step; the combinations in which it paid and the lines are not part of this sheet (a merge of shards has no line walk: run parsheet without -shard for them)"
	}

	f.Lines.Lines = []LineFigure{}
	if s.Lines == nil {
		f.Lines.Note = "not part of this sheet: a merge of shards has no line walk"
	} else {
		f.Lines.Count = lines
		f.Lines.Note = "every combination played once more with a tally of each win's line (games.PaidWin.Line); line 0 holds the wins that are not line wins (scatter, ways, pay-anywhere, clusters); one_in: combinations ÷ the combinations in which the line paid"
		keys := make([]int, 0, len(s.Lines.Lines))
		for l := range s.Lines.Lines {
			keys = append(keys, l)
		}
		slices.Sort(keys)
		for _, l := range keys {
			t := s.Lines.Lines[l]
			lf := LineFigure{Line: l, Wins: t.Wins, Games: t.Games, Paid: t.Paid.String(), OneIn: oneInRat(c.Combinations, t.Games)}
			lf.RTP, _ = Share(t.Paid, c.Wagered).Float64()
			f.Lines.Lines = append(f.Lines.Lines, lf)
		}
	}

	sigma := c.SigmaX()
	rtp, _ := c.RTP.Float64()
	f.Volatility = VolatilityFigure{Definition: VIDefinition, Sigma: sigma}
	for _, l := range viLevels {
		f.Volatility.Levels = append(f.Volatility.Levels, VolatilityLevel{Confidence: l.name, Z: l.z, VI: l.z * sigma})
	}
	for _, n := range viGames {
		r := RangeFigure{Games: n}
		for _, l := range viLevels {
			d := l.z * sigma / math.Sqrt(float64(n))
			r.Lo = append(r.Lo, 100*(rtp-d))
			r.Hi = append(r.Hi, 100*(rtp+d))
		}
		f.Volatility.Ranges = append(f.Volatility.Ranges, r)
	}

	f.Stakes.Note = s.StakesNote
	f.Stakes.Rows = []StakeFigure{}
	for _, sc := range s.Stakes {
		v, _ := sc.RTP.Float64()
		f.Stakes.Rows = append(f.Stakes.Rows, StakeFigure{Bet: int64(sc.Bet), Stake: int64(sc.Stake), Combinations: sc.Combinations,
			RTPNum: sc.RTP.Num().String(), RTPDen: sc.RTP.Denom().String(), RTP: v, RTPPercent: new(big.Rat).Mul(sc.RTP, big.NewRat(100, 1)).FloatString(6) + "%",
			Hits: sc.Hits, MaxWin: int64(sc.MaxWin), MaxWinX: big.NewRat(int64(sc.MaxWin), int64(max(sc.Stake, 1))).FloatString(2),
			Capped: sc.Capped, SameRTP: sc.RTP.Cmp(c.RTP) == 0})
	}

	bands := exactBands(c)
	for len(bands) > 2 && bands[len(bands)-1].rounds == 0 {
		bands = bands[:len(bands)-1]
	}
	for _, b := range bands {
		f.WinBands = append(f.WinBands, bandFigure(b.label, b.rounds, c.Combinations))
	}
	for k, n := range c.Depths {
		f.Depths = append(f.Depths, bandFigure(fmt.Sprint(k), n, c.Combinations))
	}
	return f
}

func bandFigure(label string, n, of int64) BandFigure {
	return BandFigure{Label: label, Combinations: n, Share: ratPct(big.NewRat(n, max(of, 1))), OneIn: oneInRat(of, n)}
}
