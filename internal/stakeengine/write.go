package stakeengine

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"math/bits"
	"os"
	"path/filepath"
	"runtime"
	"strconv"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/internal/version"
	"github.com/slotmech/slotmech/rng"
)

// The names of the files of a published directory.
const (
	// IndexFile lists the modes and their files; the RGS reads it first.
	IndexFile = "index.json"
	// MetaFile holds what the RGS does not read: the title, its
	// configuration identity, the run and the exact RTPs (see [Summary]).
	MetaFile = "slotmech.json"
)

// LookupTableFile returns the name of the lookup table of the mode named
// mode: "lookUpTable_<mode>_0.csv".
func LookupTableFile(mode string) string { return "lookUpTable_" + mode + "_0.csv" }

// BooksFile returns the name of the books file of the mode named mode:
// "books_<mode>.jsonl.zst".
func BooksFile(mode string) string { return "books_" + mode + ".jsonl.zst" }

// MaxSpread is the largest difference the RGS accepts between the RTPs of
// two modes of a title: 5 percentage points (1/20).
var MaxSpread = big.NewRat(5, 100)

// ErrConfig is the sentinel every refused [Config] wraps.
var ErrConfig = errors.New("stakeengine: bad config")

// Config says what to publish.
type Config struct {
	Game   games.Game     // the title (required)
	Bet    slotmech.Money // the base bet the rounds are played at; 0 means the title's DefaultBet
	Rounds int64          // rounds per mode (required, > 0)
	Seed   uint64         // the seed of the simulation

	// Workers is the number of goroutines playing rounds; 0 means
	// runtime.GOMAXPROCS(0). It never changes the files.
	Workers int

	// Progress, if not nil, is called from the goroutine that called Write
	// after each block of rounds sampled and after each block written, with
	// the mode's name (followed by " (sample)" while sampling), its rounds
	// done so far and their total.
	Progress func(mode string, done, total int64)

	// RTP gives, by mode name, the RTP to weight a mode's table to when
	// the title has none of its own (see the package documentation,
	// "Target"); a mode whose title has one must not be given another.
	RTP map[string]*big.Rat

	// MinBooks is the least number of books of each rare outcome; 0 means
	// DefaultMinBooks.
	MinBooks int
}

// DefaultMinBooks is the least number of books [Write] publishes for each
// rare outcome when Config.MinBooks is 0.
const DefaultMinBooks = 20

// Summary is what [Write] published: the run, and per mode the target RTP,
// the table's and how its weights were set. It is also the content of
// slotmech.json (MetaFile).
type Summary struct {
	Game   string `json:"game"`
	Config string `json:"config"` // games.ConfigID of the title
	// Software is the identity of the program that wrote the files
	// (internal/version's one-line form: module, version, VCS revision and
	// whether the tree was modified, Go version), as every report of the
	// tools ends with it.
	Software    string         `json:"software"`
	Bet         slotmech.Money `json:"bet"`
	Seed        uint64         `json:"seed"`
	Rounds      int64          `json:"rounds"` // sampled rounds per mode
	BlockRounds int64          `json:"block_rounds"`
	MinBooks    int            `json:"min_books"`
	Modes       []ModeSummary  `json:"modes"`
}

// The methods of [ModeSummary.Method].
const (
	// MethodExact: strata of exact probability, from the title's full
	// cycle; integer weights, the table's RTP is the exact RTP.
	MethodExact = "exact"
	// MethodTilt: the sample, its plain winning rounds reweighted by one
	// factor above the stake and the one below it that keeps the hit rate
	// (see the package documentation, "Weights").
	MethodTilt = "tilt"
)

// ModeSummary is what one mode's files hold, next to the target RTP and
// what the game paid on the sampled rounds.
type ModeSummary struct {
	Name   string          `json:"name"`
	Cost   slotmech.Factor `json:"-"`     // stake ÷ base bet
	Stake  slotmech.Money  `json:"stake"` // what a round costs at the bet
	Rounds int64           `json:"rounds"`

	// Books is the number of rows (books): Rounds and Forced. Searched
	// counts the rounds played after the sample to find rare outcomes.
	Books, Forced, Searched int64

	// Won is what the game paid over the sampled rounds, in minor units;
	// Payout is Σ weight × payoutMultiplier and Weight Σ weight.
	Won    *big.Int `json:"-"`
	Payout *big.Int `json:"-"`
	Weight uint64   `json:"-"`

	// Target is the RTP the table is weighted to and TargetFrom where it
	// comes from: "exact full cycle", "certified" or "given" (Config.RTP).
	Target     *big.Rat `json:"-"`
	TargetFrom string   `json:"-"`
	Method     string   `json:"-"` // MethodExact or MethodTilt

	// GameRTP is Won ÷ (Rounds × Stake): the game's RTP on the sampled
	// rounds. TableRTP is the RTP of the lookup table, Payout ÷ (Weight ×
	// Cost × 100).
	GameRTP, TableRTP *big.Rat `json:"-"`

	// Above and Below are the factors of MethodTilt: the weight of a plain
	// winning round paying at least the stake is the sample's times Above,
	// of one paying less times Below (1 and 1 for MethodExact).
	// MaxBandChange is the largest relative change of a band's probability
	// they made, in band MaxBand (multiples of the stake); KL the
	// Kullback–Leibler divergence of the table's strata from the
	// unweighted ones, in nats.
	Above, Below, MaxBandChange, KL float64
	MaxBand                         string

	// Rare lists the rare outcomes and their books.
	Rare []RareSummary

	// Zeroed counts the books that won something but publish 0 (a win
	// below a tenth of the base bet).
	Zeroed int64 `json:"zeroed"`
}

// RareSummary is one rare outcome of a mode: a class of rounds (MethodTilt:
// "feature", "capped") or a win amount (MethodExact), the rounds of it found
// among those played (MethodExact: the combinations of the full cycle), its
// books and the probability the table gives it, which the forced books do
// not change.
type RareSummary struct {
	Name        string
	Found       int64
	Books       int64
	Forced      int64
	Probability *big.Rat
}

// Difference returns TableRTP − Target, exact.
func (m *ModeSummary) Difference() *big.Rat { return new(big.Rat).Sub(m.TableRTP, m.Target) }

// modeSummaryJSON is the JSON form of a ModeSummary: exact figures as
// strings, fractions as "num/den".
type modeSummaryJSON struct {
	Name          string         `json:"name"`
	Cost          string         `json:"cost"`
	Stake         slotmech.Money `json:"stake"`
	Rounds        int64          `json:"rounds"`
	Books         int64          `json:"books"`
	Forced        int64          `json:"forced"`
	Searched      int64          `json:"searched"`
	Won           string         `json:"won"`
	Payout        string         `json:"payout"`
	Weight        uint64         `json:"weight"`
	Target        string         `json:"target_rtp"`
	TargetFrom    string         `json:"target_from"`
	Method        string         `json:"method"`
	GameRTP       string         `json:"game_rtp"`
	TableRTP      string         `json:"table_rtp"`
	Difference    string         `json:"difference"`
	Above         float64        `json:"factor_above_stake"`
	Below         float64        `json:"factor_below_stake"`
	MaxBandChange float64        `json:"max_band_change"`
	MaxBand       string         `json:"max_band"`
	KL            float64        `json:"kl"`
	Rare          []rareJSON     `json:"rare"`
	Zeroed        int64          `json:"zeroed"`
}

type rareJSON struct {
	Name        string `json:"name"`
	Found       int64  `json:"found"`
	Books       int64  `json:"books"`
	Forced      int64  `json:"forced"`
	Probability string `json:"probability"`
}

// MarshalJSON encodes m with its exact figures as decimal strings and its
// RTPs and probabilities as fractions "num/den".
func (m ModeSummary) MarshalJSON() ([]byte, error) {
	j := modeSummaryJSON{
		Name: m.Name, Cost: m.Cost.String(), Stake: m.Stake, Rounds: m.Rounds,
		Books: m.Books, Forced: m.Forced, Searched: m.Searched,
		Won: m.Won.String(), Payout: m.Payout.String(), Weight: m.Weight,
		Target: m.Target.String(), TargetFrom: m.TargetFrom, Method: m.Method,
		GameRTP: m.GameRTP.String(), TableRTP: m.TableRTP.String(), Difference: m.Difference().String(),
		Above: m.Above, Below: m.Below, MaxBandChange: m.MaxBandChange, MaxBand: m.MaxBand, KL: m.KL,
		Rare: []rareJSON{}, Zeroed: m.Zeroed,
	}
	for _, r := range m.Rare {
		j.Rare = append(j.Rare, rareJSON{r.Name, r.Found, r.Books, r.Forced, r.Probability.String()})
	}
	return json.Marshal(j)
}

// Targets reads the target RTP of each mode from the MetaFile in dir, as
// Write recorded it; it returns nil, nil if there is no such file.
func Targets(dir string) (map[string]*big.Rat, error) {
	b, err := os.ReadFile(filepath.Join(dir, MetaFile))
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var meta struct {
		Modes []struct {
			Name   string `json:"name"`
			Target string `json:"target_rtp"`
		} `json:"modes"`
	}
	if err := json.Unmarshal(b, &meta); err != nil {
		return nil, fmt.Errorf("stakeengine: %s: %w", MetaFile, err)
	}
	out := map[string]*big.Rat{}
	for _, m := range meta.Modes {
		if r, ok := new(big.Rat).SetString(m.Target); ok {
			out[m.Name] = r
		}
	}
	return out, nil
}

// PayoutMultiplier returns the step below the win of a round that won win
// at base bet bet: ⌊10 × win / bet⌋ × 10, the win in hundredths of the bet
// rounded down to the format's steps of 0.1 × bet (a book publishes it or
// the step above: see the package documentation). It returns an error if
// bet is not positive, win is negative or the result does not fit in 64
// bits.
func PayoutMultiplier(win, bet slotmech.Money) (uint64, error) {
	if bet <= 0 || win < 0 {
		return 0, fmt.Errorf("stakeengine: win %d at bet %d: want win >= 0 and bet > 0", win, bet)
	}
	hi, lo := bits.Mul64(uint64(win), 10)
	if hi >= uint64(bet) {
		return 0, fmt.Errorf("stakeengine: win %d at bet %d: %w", win, bet, slotmech.ErrOverflow)
	}
	q, _ := bits.Div64(hi, lo, uint64(bet))
	if q > (1<<64-1)/10 {
		return 0, fmt.Errorf("stakeengine: win %d at bet %d: %w", win, bet, slotmech.ErrOverflow)
	}
	return q * 10, nil
}

// Write samples cfg.Rounds rounds of every mode of cfg.Game, weights them to
// the mode's target RTP and writes the math files described in the package
// documentation into dir, which it creates if needed. It returns what it
// published.
//
// Files are written under temporary names and renamed when every mode is
// done, so a failed or cancelled run, a mode without a target RTP or whose
// rounds cannot be weighted to it (errors wrapping [ErrConfig]), or modes
// whose RTPs differ by more than [MaxSpread] (an error wrapping
// [RuleSpread]), leave no new files behind. A round that fails stops the
// run with an error wrapping sim.ErrRound that names the round.
func Write(ctx context.Context, dir string, cfg Config) (*Summary, error) {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrConfig}, a...)...)
	}
	g := cfg.Game
	switch {
	case g == nil:
		return nil, bad("no game")
	case cfg.Rounds <= 0:
		return nil, bad("%d rounds, want > 0", cfg.Rounds)
	case cfg.Workers < 0:
		return nil, bad("%d workers, want >= 0", cfg.Workers)
	case cfg.MinBooks < 0:
		return nil, bad("%d books for rare outcomes, want >= 0", cfg.MinBooks)
	}
	minBooks := cfg.MinBooks
	if minBooks == 0 {
		minBooks = DefaultMinBooks
	}
	bet := cfg.Bet
	if bet == 0 {
		bet = g.DefaultBet()
	}
	if bet <= 0 {
		return nil, bad("bet %d, want > 0", bet)
	}
	modes := g.Modes()
	if len(modes) == 0 {
		return nil, bad("%s has no mode", g.Name())
	}
	seen := map[string]bool{}
	for _, m := range modes {
		if !fileSafe(m.Name) {
			return nil, bad("%s: mode name %q: want letters, digits, - and _ only (it names files)", g.Name(), m.Name)
		}
		if seen[m.Name] {
			return nil, bad("%s: two modes are called %q", g.Name(), m.Name)
		}
		seen[m.Name] = true
		if m.Cost <= 0 {
			return nil, bad("%s: mode %q costs %s, want > 0", g.Name(), m.Name, m.Cost)
		}
		stake, err := g.Stake(bet, m.Name)
		if err != nil {
			return nil, err
		}
		if want, err := m.Cost.Apply(bet); err != nil || want != stake || !m.Cost.Exact(bet) {
			return nil, bad("%s: mode %q costs %s × the bet, but its stake at bet %d is %d", g.Name(), m.Name, m.Cost, bet, stake)
		}
	}
	for name := range cfg.RTP {
		if !seen[name] {
			return nil, bad("%s: a target RTP for mode %q, which the title does not have", g.Name(), name)
		}
	}
	workers := cfg.Workers
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	// Every mode's target first: a mode without one refuses the run
	// before anything is played.
	targets := make([]target, len(modes))
	for i, m := range modes {
		t, err := targetOf(ctx, g, m.Name, i == 0, bet, cfg.RTP[m.Name], workers)
		if err != nil {
			return nil, err
		}
		targets[i] = t
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}

	sum := &Summary{Game: g.Name(), Config: games.ConfigID(g), Software: version.Line(), Bet: bet, Seed: cfg.Seed, Rounds: cfg.Rounds,
		BlockRounds: sim.BlockRounds, MinBooks: minBooks}
	var written []string // temporary files, renamed at the end
	defer func() {
		for _, f := range written {
			os.Remove(f) // those not renamed: the run failed
		}
	}()
	for i, m := range modes {
		stake, _ := g.Stake(bet, m.Name)
		mw := &modeWriter{cfg: &cfg, g: g, mode: m, bet: bet, stake: stake, workers: workers, minBooks: int64(minBooks),
			target: targets[i], nblocks: (cfg.Rounds-1)/sim.BlockRounds + 1}
		ms, err := mw.publish(ctx, dir, &written)
		if err != nil {
			return nil, fmt.Errorf("%s %s: %w", g.Name(), m.Name, err)
		}
		sum.Modes = append(sum.Modes, *ms)
	}
	if err := checkSpread(sum.Modes); err != nil {
		return nil, err
	}

	index := indexJSON{Modes: []indexMode{}}
	for _, m := range sum.Modes {
		index.Modes = append(index.Modes, indexMode{Name: m.Name, Cost: json.Number(m.Cost.String()),
			Events: BooksFile(m.Name), Weights: LookupTableFile(m.Name)})
	}
	for _, f := range []struct {
		name string
		v    any
	}{{IndexFile, index}, {MetaFile, sum}} {
		b, err := json.MarshalIndent(f.v, "", "  ")
		if err != nil {
			return nil, err
		}
		tmp := filepath.Join(dir, f.name+tmpSuffix)
		written = append(written, tmp)
		if err := os.WriteFile(tmp, append(b, '\n'), 0o644); err != nil {
			return nil, err
		}
	}
	for _, tmp := range written {
		if err := os.Rename(tmp, tmp[:len(tmp)-len(tmpSuffix)]); err != nil {
			return nil, err
		}
	}
	written = nil
	return sum, nil
}

// tmpSuffix marks files being written.
const tmpSuffix = ".tmp"

// indexJSON is index.json.
type indexJSON struct {
	Modes []indexMode `json:"modes"`
}

// indexMode is one mode of index.json.
type indexMode struct {
	Name    string      `json:"name"`
	Cost    json.Number `json:"cost"`
	Events  string      `json:"events"`
	Weights string      `json:"weights"`
}

// fileSafe reports whether a mode name can go in a file name as it is.
func fileSafe(name string) bool {
	if name == "" {
		return false
	}
	for _, r := range name {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// checkSpread refuses modes whose table RTPs differ by more than MaxSpread.
func checkSpread(ms []ModeSummary) error {
	lo, hi := 0, 0
	for i, m := range ms {
		if m.TableRTP.Cmp(ms[lo].TableRTP) < 0 {
			lo = i
		}
		if m.TableRTP.Cmp(ms[hi].TableRTP) > 0 {
			hi = i
		}
	}
	if d := new(big.Rat).Sub(ms[hi].TableRTP, ms[lo].TableRTP); d.Cmp(MaxSpread) > 0 {
		return formatErr(IndexFile, 0, RuleSpread, fmt.Sprintf(
			"the RTPs of modes %q (%s%%) and %q (%s%%) differ by %s points, more than the %s the RGS accepts: their target RTPs differ so",
			ms[hi].Name, percent(ms[hi].TableRTP), ms[lo].Name, percent(ms[lo].TableRTP), percent(d), percent(MaxSpread)))
	}
	return nil
}

// percent returns 100 × r with 4 decimals.
func percent(r *big.Rat) string { return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(4) }

// roundInfo is what the weights need of a round: its win and class.
type roundInfo struct {
	id    uint64 // its id: its index in the run + 1
	win   slotmech.Money
	class uint8
}

// block is one block of rounds, played by a worker, waiting to be
// consumed.
type block struct {
	k      int64
	rounds []roundInfo
	books  [][]byte // each round's book line but its payoutMultiplier (see bookPrefix), when asked for
	err    error
}

// classOf returns the class of a round of the tilt method.
func classOf(out games.Outcome) uint8 {
	switch {
	case out.Capped:
		return classCapped
	case out.Triggered:
		return classFeature
	}
	return classPlain
}

// blockPlayer plays blocks of one mode on one goroutine.
type blockPlayer struct {
	g      games.Game
	mode   string
	bet    slotmech.Money
	seed   uint64
	rounds int64 // the sample's: its last block may be short; blocks after it are whole
	exact  bool  // every round is classPlain
	player games.Player
	detail games.Detail
	src    rng.Stream
}

func newBlockPlayer(g games.Game, mode string, bet slotmech.Money, seed uint64, rounds int64, exact bool) *blockPlayer {
	return &blockPlayer{g: g, mode: mode, bet: bet, seed: seed, rounds: rounds, exact: exact, player: g.NewPlayer()}
}

// play plays block k: its rounds in order on stream k of the seed, as
// games/sim does, with their books if books is true (of those for which
// keep, if not nil, is true: the others are played and dropped).
func (p *blockPlayer) play(k int64, books bool, keep func(uint8) bool) *block {
	b := &block{k: k}
	p.src.Reset(p.seed, uint64(k))
	first := k * sim.BlockRounds
	n := int64(sim.BlockRounds)
	if first < p.rounds {
		n = min(n, p.rounds-first)
	}
	for i := range n {
		var d *games.Detail
		if books {
			d = &p.detail
		}
		out, err := p.player.Play(p.bet, p.mode, &p.src, d)
		if err == nil && out.Win < 0 {
			err = fmt.Errorf("%s: negative win %d", p.g.Name(), out.Win)
		}
		if err == nil {
			_, _, err = steps(out.Win, p.bet)
		}
		if err != nil {
			b.err = roundError(k, first+i, err)
			return b
		}
		ri := roundInfo{id: uint64(first+i) + 1, win: out.Win}
		if !p.exact {
			ri.class = classOf(out)
		}
		if keep != nil && !keep(ri.class) {
			continue
		}
		b.rounds = append(b.rounds, ri)
		if books {
			line, err := bookPrefix(p.g, ri.id, out, &p.detail, p.bet)
			if err != nil {
				b.err = roundError(k, first+i, err)
				return b
			}
			b.books = append(b.books, line)
		}
	}
	return b
}

// pmSuffix is how a book line marshalled with payoutMultiplier 0 ends: the
// finalWin event's multiplier, the end of the events and the book's.
const pmSuffix = `0}],"payoutMultiplier":0}`

// bookPrefix returns the JSON line of a round without the end that holds
// its payoutMultiplier, which the writer appends (appendBook) once it
// knows it.
func bookPrefix(g games.Game, id uint64, out games.Outcome, d *games.Detail, bet slotmech.Money) ([]byte, error) {
	evs := roundEvents(g, out, d, bet, 0)
	line, err := json.Marshal(bookLine{ID: id, Events: evs})
	if err != nil {
		return nil, err
	}
	if !bytes.HasSuffix(line, []byte(pmSuffix)) {
		return nil, fmt.Errorf("stakeengine: book %d does not end with its finalWin event", id) // not reached
	}
	return line[:len(line)-len(pmSuffix)], nil
}

// appendBook appends a book line: its prefix with payoutMultiplier pm.
func appendBook(dst, prefix []byte, pm uint64) []byte {
	dst = append(dst, prefix...)
	dst = strconv.AppendUint(dst, pm, 10)
	dst = append(dst, `}],"payoutMultiplier":`...)
	dst = strconv.AppendUint(dst, pm, 10)
	return append(dst, "}\n"...)
}

// bookLine is one line of a books file.
type bookLine struct {
	ID               uint64 `json:"id"`
	Events           []any  `json:"events"`
	PayoutMultiplier uint64 `json:"payoutMultiplier"`
}

// roundError returns the error of round (its index in the run) of block k
// that failed with err, as sim.Simulate reports one.
func roundError(k, round int64, err error) error {
	return &slotmech.Error{Op: "Write", Field: fmt.Sprintf("block %d round %d", k, round), Reason: err.Error(),
		Err: fmt.Errorf("%w: %w", sim.ErrRound, err)}
}
