package sim

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/gameerr"
	"github.com/slotmech/slotmech/internal/pool"
	"github.com/slotmech/slotmech/internal/winband"
	"github.com/slotmech/slotmech/rng"
)

// BlockRounds is the number of rounds in a simulation block. Block k of a
// run is played on rng.NewStream(seed, k), so a run's rounds depend on the
// seed and the number of rounds only. Changing it changes every simulated
// figure; [Stats] records it and refuses to merge runs made with another.
const BlockRounds = 1 << 14

// ErrConfig is the sentinel every refused [Config] wraps.
var ErrConfig = errors.New("sim: bad simulation config")

// Config describes a simulation run, or one shard of it.
//
// The zero Config is not usable: Game and Rounds are required. A Config is a
// plain value; Simulate does not keep it.
type Config struct {
	Game   games.Game     // the game to play (required)
	Mode   string         // the mode's name; "" means the game's first mode
	Bet    slotmech.Money // the base bet; 0 means the game's DefaultBet
	Rounds int64          // rounds of the whole run (required, > 0)
	Seed   uint64         // the seed: block k is played on stream k of it

	// Workers is the number of goroutines playing blocks; 0 means
	// runtime.GOMAXPROCS(0). It never changes the result.
	Workers int

	// Shard and Shards select shard Shard of Shards: the blocks k with
	// k mod Shards = Shard. Shards 0 or 1 is the whole run. The shards' Stats
	// merge ([Stats.Merge]) into exactly the whole run's.
	Shard, Shards int

	// Progress, if not nil, is called after each block from the goroutine
	// that called Simulate, with the rounds of this shard done so far
	// (increasing) and their total.
	Progress func(done, total int64)
}

// ErrRound is the sentinel the error of a failed round wraps, with the
// cause: what Play returned, or what was wrong with its Outcome. The error
// is a *slotmech.Error whose Field names the round's block (its stream
// number) and its index in the run, from 0: "sim: block 3 round 49160:
// games: bet refused".
var ErrRound = errors.New("sim: round failed")

// roundError returns the error of round (its index in the run) of block k
// that failed with err.
func roundError(k, round int64, err error) error {
	return &slotmech.Error{Op: "Simulate", Field: fmt.Sprintf("block %d round %d", k, round), Reason: err.Error(),
		Err: fmt.Errorf("%w: %w", ErrRound, err)}
}

// Simulate plays the rounds of cfg and returns their exact [Stats].
//
// Rounds are played in blocks of [BlockRounds], block k on stream k of
// cfg.Seed with a [games.Player] per worker, and per-block results are
// merged exactly; so the same seed and rounds give identical Stats whatever
// cfg.Workers is, and the Stats of all shards merge into those of the whole
// run. Memory does not grow with the number of rounds.
//
// A bad configuration returns an error wrapping [ErrConfig] (or the
// game's [games.ErrBet] for a refused bet) before any round is played. A round
// whose Play fails, or whose Outcome is inconsistent (negative win, a stake
// other than Game.Stake's), stops the run with an error wrapping [ErrRound] that names the round. If ctx is
// cancelled before the run completes, Simulate returns ctx.Err().
func Simulate(ctx context.Context, cfg Config) (_ *Stats, err error) {
	defer func() { err = gameerr.Wrap("Simulate", err) }()
	p, err := newPlan(cfg)
	if err != nil {
		return nil, err
	}
	total := p.stats()
	if p.blocks == 0 {
		return total, nil
	}
	// Blocks are merged in order (the sums are exact, so the order does not
	// change them, but it keeps the progress reports the same).
	type worker struct {
		src    rng.Stream
		player games.Player
	}
	var done int64
	err = pool.Run(ctx, int(p.blocks), p.workers,
		func() *worker { return &worker{player: p.game.NewPlayer()} },
		func(_ context.Context, w *worker, j int) (st Stats, err error) {
			k := int64(p.shard) + int64(j)*int64(p.shards)
			err = p.playBlock(k, &w.src, w.player, &st)
			return st, err
		},
		func(_ int, st Stats) error {
			if err := total.addCounts(&st); err != nil {
				return fmt.Errorf("sim: totals: %w", err)
			}
			done += st.Rounds
			if cfg.Progress != nil {
				cfg.Progress(done, p.rounds)
			}
			return nil
		})
	if err != nil {
		return nil, err
	}
	if done != p.rounds {
		return nil, fmt.Errorf("%w: %d of %d rounds played", ErrRound, done, p.rounds)
	}
	return total, nil
}

// plan is a validated Config.
type plan struct {
	game          games.Game
	mode          string
	bet, stake    slotmech.Money
	seed          uint64
	run           Coverage // the whole run, with this shard as its only part
	shard, shards int
	blocks        int64 // blocks of this shard
	rounds        int64 // rounds of this shard
	workers       int
	limits        winband.Limits
}

// newPlan validates cfg and fills in its defaults.
func newPlan(cfg Config) (*plan, error) {
	bad := func(format string, a ...any) (*plan, error) {
		return nil, fmt.Errorf("%w: "+format, append([]any{ErrConfig}, a...)...)
	}
	if cfg.Game == nil {
		return bad("no game")
	}
	p := &plan{game: cfg.Game, mode: cfg.Mode, bet: cfg.Bet, seed: cfg.Seed,
		shard: cfg.Shard, shards: cfg.Shards, workers: cfg.Workers}
	mode, ok := games.FindMode(p.game, p.mode)
	if !ok {
		return bad("%s has no mode %q", p.game.Name(), p.mode)
	}
	p.mode = mode.Name
	if p.bet == 0 {
		p.bet = p.game.DefaultBet()
	}
	if p.bet <= 0 {
		return bad("bet %d, want > 0", p.bet)
	}
	stake, err := p.game.Stake(p.bet, p.mode)
	if err != nil {
		return nil, err
	}
	if stake <= 0 {
		return bad("%s: stake %d at bet %d, want > 0", p.game.Name(), stake, p.bet)
	}
	if want, err := mode.Cost.Apply(p.bet); err != nil || want != stake || !mode.Cost.Exact(p.bet) {
		return bad("%s: mode %q costs %s × the bet, but its stake at bet %d is %d", p.game.Name(), mode.Name, mode.Cost, p.bet, stake)
	}
	p.stake = stake
	if cfg.Rounds <= 0 {
		return bad("%d rounds, want > 0", cfg.Rounds)
	}
	if p.shards == 0 {
		p.shards = 1
	}
	if p.shards < 0 || p.shard < 0 || p.shard >= p.shards {
		return bad("shard %d of %d", p.shard, p.shards)
	}
	if p.workers < 0 {
		return bad("%d workers", p.workers)
	}
	if p.workers == 0 {
		p.workers = runtime.GOMAXPROCS(0)
	}
	p.run = Coverage{Rounds: cfg.Rounds, Shards: p.shards, Parts: []int{p.shard}}
	p.blocks = partBlocks(p.run.blocks(), p.shard, p.shards)
	p.rounds = p.run.covered()
	p.workers = int(min(int64(p.workers), max(p.blocks, 1)))
	p.limits = winband.NewLimits(p.stake)
	return p, nil
}

// stats returns the empty Stats of the plan's shard.
func (p *plan) stats() *Stats {
	return &Stats{Game: p.game.Name(), Config: games.ConfigID(p.game), Mode: p.mode, Seed: p.seed, Bet: p.bet, Stake: p.stake,
		Run: Coverage{Rounds: p.run.Rounds, Shards: p.run.Shards, Parts: slices.Clone(p.run.Parts)}}
}

// playBlock plays block k on stream k into st.
func (p *plan) playBlock(k int64, src *rng.Stream, player games.Player, st *Stats) error {
	src.Reset(p.seed, uint64(k))
	first := k * BlockRounds
	n := p.run.blockLen(k)
	for i := range n {
		out, err := player.Play(p.bet, p.mode, src, nil)
		if err != nil {
			return roundError(k, first+i, err)
		}
		if out.Win < 0 || out.Stake != p.stake {
			return roundError(k, first+i, fmt.Errorf(
				"%s: outcome with win %d and stake %d (want win >= 0, stake %d)",
				p.game.Name(), out.Win, out.Stake, p.stake))
		}
		if err := st.record(&out, &p.limits); err != nil {
			return roundError(k, first+i, err)
		}
	}
	return nil
}
