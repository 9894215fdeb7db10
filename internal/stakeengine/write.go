package stakeengine

import (
	"bufio"
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

	"github.com/klauspost/compress/zstd"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/internal/pool"
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
	// after each block of rounds written, with the mode's name, its rounds
	// written so far and their total.
	Progress func(mode string, done, total int64)
}

// Summary is what [Write] published: the run, and per mode the exact cost
// of the rounding to the format's steps. It is also the content of
// slotmech.json (MetaFile).
type Summary struct {
	Game        string         `json:"game"`
	Config      string         `json:"config"` // games.ConfigID of the title
	Bet         slotmech.Money `json:"bet"`
	Seed        uint64         `json:"seed"`
	Rounds      int64          `json:"rounds"` // per mode
	BlockRounds int64          `json:"block_rounds"`
	Modes       []ModeSummary  `json:"modes"`
}

// ModeSummary is what one mode's files hold, next to what the game paid on
// the same rounds.
type ModeSummary struct {
	Name   string          `json:"name"`
	Cost   slotmech.Factor `json:"-"`     // stake ÷ base bet
	Stake  slotmech.Money  `json:"stake"` // what a round costs at the bet
	Rounds int64           `json:"rounds"`

	// Won is what the game paid over the rounds, in minor units; Payout is
	// the sum of their payoutMultipliers (hundredths of the base bet).
	Won    *big.Int `json:"-"`
	Payout *big.Int `json:"-"`

	// GameRTP is Won ÷ (Rounds × Stake): the game's RTP on these rounds.
	// TableRTP is the RTP of the lookup table, Payout ÷ (Rounds × Cost ×
	// 100), which the rounding down makes at most GameRTP.
	GameRTP, TableRTP *big.Rat `json:"-"`

	// Zeroed counts the rounds that won something but publish 0 (a win
	// below a tenth of the base bet).
	Zeroed int64 `json:"zeroed"`
}

// RoundingCost returns GameRTP − TableRTP: the RTP the format's rounding
// down takes from the player, exact.
func (m *ModeSummary) RoundingCost() *big.Rat { return new(big.Rat).Sub(m.GameRTP, m.TableRTP) }

// modeSummaryJSON is the JSON form of a ModeSummary: exact figures as
// strings, fractions as "num/den".
type modeSummaryJSON struct {
	Name         string         `json:"name"`
	Cost         string         `json:"cost"`
	Stake        slotmech.Money `json:"stake"`
	Rounds       int64          `json:"rounds"`
	Won          string         `json:"won"`
	Payout       string         `json:"payout_multipliers"`
	GameRTP      string         `json:"game_rtp"`
	TableRTP     string         `json:"table_rtp"`
	RoundingCost string         `json:"rounding_cost"`
	Zeroed       int64          `json:"zeroed"`
}

// MarshalJSON encodes m with its exact figures as decimal strings and its
// RTPs as fractions "num/den": name, cost, stake, rounds, won,
// payout_multipliers, game_rtp, table_rtp, rounding_cost, zeroed.
func (m ModeSummary) MarshalJSON() ([]byte, error) {
	return json.Marshal(modeSummaryJSON{
		Name: m.Name, Cost: m.Cost.String(), Stake: m.Stake, Rounds: m.Rounds,
		Won: m.Won.String(), Payout: m.Payout.String(),
		GameRTP: m.GameRTP.String(), TableRTP: m.TableRTP.String(),
		RoundingCost: m.RoundingCost().String(), Zeroed: m.Zeroed,
	})
}

// PayoutMultiplier returns the payoutMultiplier of a round that won win at
// base bet bet: ⌊10 × win / bet⌋ × 10, the win in hundredths of the bet
// rounded down to the format's steps of 0.1 × bet. It returns an error if
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

// Write simulates cfg.Rounds rounds of every mode of cfg.Game and writes the
// math files described in the package documentation into dir, which it
// creates if needed. It returns what it published.
//
// Files are written under temporary names and renamed when every mode is
// done, so a failed or cancelled run, or modes whose RTPs differ by more
// than [MaxSpread] (an error wrapping [RuleSpread]), leave no new files
// behind. A bad Config returns an error wrapping [ErrConfig]; a round that
// fails stops the run with an error wrapping sim.ErrRound that names the
// round.
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
	workers := cfg.Workers
	if workers == 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}

	sum := &Summary{Game: g.Name(), Config: games.ConfigID(g), Bet: bet, Seed: cfg.Seed, Rounds: cfg.Rounds, BlockRounds: sim.BlockRounds}
	var written []string // temporary files, renamed at the end
	defer func() {
		for _, f := range written {
			os.Remove(f) // those not renamed: the run failed
		}
	}()
	for _, m := range modes {
		stake, _ := g.Stake(bet, m.Name)
		ms, err := writeMode(ctx, dir, &cfg, g, m, bet, stake, workers, &written)
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
			"the RTPs of modes %q (%s%%) and %q (%s%%) differ by %s points, more than the %s the RGS accepts",
			ms[hi].Name, percent(ms[hi].TableRTP), ms[lo].Name, percent(ms[lo].TableRTP), percent(d), percent(MaxSpread)))
	}
	return nil
}

// percent returns 100 × r with 4 decimals.
func percent(r *big.Rat) string { return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(4) }

// block is one block of rounds, simulated by a worker, waiting to be
// written.
type block struct {
	k      int64
	csv    []byte // the lookup table's rows
	books  []byte // the books' lines
	won    slotmech.Money
	payout uint64
	zeroed int64
	rounds int64
	err    error
}

// writeMode simulates the rounds of mode m and writes its two files under
// temporary names, which it appends to written.
func writeMode(ctx context.Context, dir string, cfg *Config, g games.Game, m games.Mode, bet, stake slotmech.Money,
	workers int, written *[]string) (*ModeSummary, error) {
	csvName := filepath.Join(dir, LookupTableFile(m.Name)+tmpSuffix)
	booksName := filepath.Join(dir, BooksFile(m.Name)+tmpSuffix)
	*written = append(*written, csvName, booksName)
	csvFile, err := os.Create(csvName)
	if err != nil {
		return nil, err
	}
	defer csvFile.Close()
	booksFile, err := os.Create(booksName)
	if err != nil {
		return nil, err
	}
	defer booksFile.Close()
	csvOut := bufio.NewWriterSize(csvFile, 1<<16)
	// One encoder goroutine: the frame is the same whatever the machine.
	zw, err := zstd.NewWriter(booksFile, zstd.WithEncoderConcurrency(1), zstd.WithEncoderLevel(zstd.SpeedDefault))
	if err != nil {
		return nil, err
	}
	defer zw.Close()

	nblocks := (cfg.Rounds-1)/sim.BlockRounds + 1
	ms := &ModeSummary{Name: m.Name, Cost: m.Cost, Stake: stake, Won: new(big.Int), Payout: new(big.Int)}
	// Blocks are written in order, so the files are the same whatever the
	// workers.
	err = pool.Run(ctx, int(nblocks), workers,
		func() *blockPlayer { return newBlockPlayer(g, m.Name, bet, cfg.Seed, cfg.Rounds) },
		func(_ context.Context, p *blockPlayer, k int) (*block, error) {
			b := p.play(int64(k))
			return b, b.err
		},
		func(_ int, b *block) error {
			if _, err := csvOut.Write(b.csv); err != nil {
				return err
			}
			if _, err := zw.Write(b.books); err != nil {
				return err
			}
			ms.Won.Add(ms.Won, big.NewInt(int64(b.won)))
			ms.Payout.Add(ms.Payout, new(big.Int).SetUint64(b.payout))
			ms.Zeroed += b.zeroed
			ms.Rounds += b.rounds
			if cfg.Progress != nil {
				cfg.Progress(m.Name, ms.Rounds, cfg.Rounds)
			}
			return nil
		})
	if err != nil {
		return nil, err
	}
	if ms.Rounds != cfg.Rounds {
		return nil, fmt.Errorf("stakeengine: %d of %d rounds played", ms.Rounds, cfg.Rounds)
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	if err := csvOut.Flush(); err != nil {
		return nil, err
	}
	for _, f := range []*os.File{csvFile, booksFile} {
		if err := f.Close(); err != nil {
			return nil, err
		}
	}
	rounds := big.NewInt(ms.Rounds)
	ms.GameRTP = new(big.Rat).SetFrac(ms.Won, new(big.Int).Mul(rounds, big.NewInt(int64(stake))))
	// Payout / (Rounds × Cost/FactorScale × 100) = Payout × FactorScale / (Rounds × Cost × 100).
	ms.TableRTP = new(big.Rat).SetFrac(new(big.Int).Mul(ms.Payout, big.NewInt(slotmech.FactorScale)),
		new(big.Int).Mul(rounds, big.NewInt(int64(m.Cost)*100)))
	return ms, nil
}

// blockPlayer plays blocks of one mode on one goroutine.
type blockPlayer struct {
	g      games.Game
	mode   string
	bet    slotmech.Money
	seed   uint64
	rounds int64
	player games.Player
	detail games.Detail
	src    rng.Stream
}

func newBlockPlayer(g games.Game, mode string, bet slotmech.Money, seed uint64, rounds int64) *blockPlayer {
	return &blockPlayer{g: g, mode: mode, bet: bet, seed: seed, rounds: rounds, player: g.NewPlayer()}
}

// play plays block k: its rounds in order on stream k of the seed, as
// games/sim does.
func (p *blockPlayer) play(k int64) *block {
	b := &block{k: k}
	p.src.Reset(p.seed, uint64(k))
	first := k * sim.BlockRounds
	n := min(int64(sim.BlockRounds), p.rounds-first)
	for i := range n {
		out, err := p.player.Play(p.bet, p.mode, &p.src, &p.detail)
		if err == nil && out.Win < 0 {
			err = fmt.Errorf("%s: negative win %d", p.g.Name(), out.Win)
		}
		var pm uint64
		if err == nil {
			pm, err = PayoutMultiplier(out.Win, p.bet)
		}
		if err != nil {
			b.err = roundError(k, first+i, err)
			return b
		}
		if b.won, err = b.won.Add(out.Win); err != nil {
			b.err = roundError(k, first+i, err)
			return b
		}
		var carry uint64
		if b.payout, carry = bits.Add64(b.payout, pm, 0); carry != 0 {
			b.err = roundError(k, first+i, slotmech.ErrOverflow)
			return b
		}
		if pm == 0 && out.Win > 0 {
			b.zeroed++
		}
		id := uint64(first+i) + 1
		b.csv = strconv.AppendUint(b.csv, id, 10)
		b.csv = append(b.csv, ",1,"...)
		b.csv = strconv.AppendUint(b.csv, pm, 10)
		b.csv = append(b.csv, '\n')
		line, err := p.book(id, out, pm)
		if err != nil {
			b.err = roundError(k, first+i, err)
			return b
		}
		b.books = append(b.books, line...)
		b.books = append(b.books, '\n')
		b.rounds++
	}
	return b
}

// book returns the JSON line of a round.
func (p *blockPlayer) book(id uint64, out games.Outcome, pm uint64) ([]byte, error) {
	evs := roundEvents(p.g, out, &p.detail, p.bet, pm)
	return json.Marshal(bookLine{ID: id, Events: evs, PayoutMultiplier: pm})
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
