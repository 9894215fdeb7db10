package cli

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"math"
	"math/big"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/internal/pool"
	"github.com/slotmech/slotmech/internal/report"
	"github.com/slotmech/slotmech/internal/u128"
	"github.com/slotmech/slotmech/rng"
)

// simulateBlocks plays the run of cfg (a whole run: Shards 0 or 1) block by
// block for the HTML report, and returns its Stats (exactly those of
// sim.Simulate with cfg) and what the report shows beyond them.
//
// Block k is played by sim.Simulate as shard k of as many shards as the run
// has blocks, so its rounds are the run's; the blocks' Stats are merged in
// order, and the running RTP is recorded after each. Every round is
// itemised (by a wrapper of the title that reads its Detail) for the
// contributions by symbol, run length and feature, and the free-spin
// lengths. The result never depends on cfg.Workers.
func simulateBlocks(ctx context.Context, cfg sim.Config) (*sim.Stats, *report.Simulation, error) {
	nblocks := (cfg.Rounds-1)/sim.BlockRounds + 1
	progress := cfg.Progress
	type result struct {
		stats *sim.Stats
		tally *roundTally
	}
	var (
		merged mergeStack
		total  = newRoundTally()
		curve  []report.Point
		rounds int64
		won    float64 // Σ win / stake
		wonSq  float64 // Σ (win / stake)²
	)
	err := pool.Run(ctx, int(nblocks), cfg.Workers, nil,
		func(ctx context.Context, _ struct{}, k int) (result, error) {
			tally := newRoundTally()
			c := cfg
			c.Game = tallied{Game: cfg.Game, tally: tally}
			c.Workers, c.Shard, c.Shards, c.Progress = 1, k, int(nblocks), nil
			st, err := sim.Simulate(ctx, c)
			return result{st, tally}, err
		},
		func(_ int, r result) error {
			stake := float64(r.stats.Stake)
			rounds += r.stats.Rounds
			won += float64(r.stats.Won) / stake
			sq, _ := new(big.Float).SetInt(r.tally.wonSq.Big()).Float64()
			wonSq += sq / (stake * stake)
			curve = append(curve, runningPoint(rounds, won, wonSq))
			total.add(r.tally)
			if err := merged.push(r.stats); err != nil {
				return err
			}
			if progress != nil {
				progress(rounds, cfg.Rounds)
			}
			return nil
		})
	if err != nil {
		return nil, nil, err
	}
	st, err := merged.result()
	if err != nil {
		return nil, nil, err
	}
	r := total.report(st, cfg.Game.Alphabet(), curve)
	describe(r, cfg.Game)
	return st, r, nil
}

// describe adds to the report r of a run of g what the title declares:
// its certified RTP for the mode, if the run is of the certified
// configuration (games.CertifiedRTP), and the weights its configuration
// data lists (report.ConfigWeights).
func describe(r *report.Simulation, g games.Game) {
	if g.Name() == r.Stats.Game && games.ConfigID(g) == r.Stats.Config {
		r.Certified = games.CertifiedRTP(g, r.Stats.Mode)
	}
	r.Weights = report.ConfigWeights(g.ConfigData())
}

// describeMerged is describe for a merged run, whose title is looked up
// among titles by its name; a run of a title t does not have, or of
// another configuration, gets nothing.
func describeMerged(r *report.Simulation, titles []games.Game) {
	for _, g := range titles {
		if g.Name() == r.Stats.Game && games.ConfigID(g) == r.Stats.Config {
			describe(r, g)
			return
		}
	}
}

// runningPoint returns the RTP and its 99% half-width after n rounds whose
// wins over the stake sum to sum, and their squares to sq, as sim computes
// them.
func runningPoint(n int64, sum, sq float64) report.Point {
	const z99 = 2.5758293035489004
	p := report.Point{Rounds: n, RTP: sum / float64(n)}
	if n > 1 {
		v := (sq - sum*sum/float64(n)) / float64(n-1)
		p.CI99 = z99 * math.Sqrt(max(v, 0)/float64(n))
	}
	return p
}

// mergeStack merges Stats in a binary-counter fashion (each merge joins two
// groups of equal size), so that merging B blocks costs O(B log² B) rather
// than the O(B²) of merging one block at a time into a growing list of
// shards.
type mergeStack struct {
	stats []*sim.Stats
	sizes []int
}

// push adds a Stats.
func (m *mergeStack) push(s *sim.Stats) error {
	m.stats, m.sizes = append(m.stats, s), append(m.sizes, 1)
	for n := len(m.sizes); n >= 2 && m.sizes[n-1] == m.sizes[n-2]; n = len(m.sizes) {
		if err := m.stats[n-2].Merge(m.stats[n-1]); err != nil {
			return err
		}
		m.sizes[n-2] *= 2
		m.stats, m.sizes = m.stats[:n-1], m.sizes[:n-1]
	}
	return nil
}

// result merges what is left and returns the whole.
func (m *mergeStack) result() (*sim.Stats, error) {
	for n := len(m.stats); n >= 2; n = len(m.stats) {
		if err := m.stats[n-2].Merge(m.stats[n-1]); err != nil {
			return nil, err
		}
		m.stats = m.stats[:n-1]
	}
	if len(m.stats) == 0 {
		return nil, fmt.Errorf("sim: no rounds")
	}
	return m.stats[0], nil
}

// tallied is a title whose players itemise every round into a roundTally.
// It is the title in every other respect: its name and configuration, so
// its Stats are the title's.
type tallied struct {
	games.Game
	tally *roundTally
}

// NewPlayer returns a player that tallies each round it plays.
func (g tallied) NewPlayer() games.Player {
	return &talliedPlayer{p: g.Game.NewPlayer(), tally: g.tally}
}

// talliedPlayer plays rounds with a Detail and tallies them.
type talliedPlayer struct {
	p      games.Player
	detail games.Detail
	tally  *roundTally
}

func (p *talliedPlayer) Play(bet slotmech.Money, mode string, src rng.Source, d *games.Detail) (games.Outcome, error) {
	if d == nil {
		d = &p.detail
	}
	out, err := p.p.Play(bet, mode, src, d)
	if err == nil {
		p.tally.round(out, d)
	}
	return out, err
}

func (p *talliedPlayer) PlayForced(f *games.Forced, src rng.Source, d *games.Detail) (games.Outcome, error) {
	return p.p.PlayForced(f, src, d)
}

// winKey is a symbol and count; symbol −1 stands for scatter pays.
type winKey struct {
	symbol int
	count  int
}

// winSum is what the wins of a key paid, estimated, and how many there were.
type winSum struct {
	wins int64
	paid float64
}

// roundTally sums what the itemised rounds of a block paid, by symbol and
// count, by part of the game, and counts free-spin lengths.
type roundTally struct {
	wonSq            u128.Uint128 // Σ win² over the rounds, in minor units squared: the block's won_sq
	wins             map[winKey]*winSum
	runs, counts     int64   // wins by run (a line or ways) and by count (pay-anywhere, clusters)
	base, free, rest float64 // paid by base spins, free spins and the round itself (caps)
	freeSpins        map[int]int64
}

func newRoundTally() *roundTally {
	return &roundTally{wins: map[winKey]*winSum{}, freeSpins: map[int]int64{}}
}

// round tallies one round. A step's win is shared among its wins by their
// factors, and a spin's multiplier and cap among its steps and scatter pay
// in proportion: an estimate where lines are capped or the cap cuts.
func (t *roundTally) round(out games.Outcome, d *games.Detail) {
	t.wonSq, _ = t.wonSq.Add(u128.Square(int64(out.Win))) // an overflow fails the run in sim first
	var spins slotmech.Money
	for i := range d.Spins {
		sp := &d.Spins[i]
		spins += sp.Win
		if sp.Free {
			t.free += float64(sp.Win)
		} else {
			t.base += float64(sp.Win)
		}
		raw := sp.ScatterWin
		for j := range sp.Steps {
			raw += sp.Steps[j].Win
		}
		if raw <= 0 {
			continue
		}
		scale := float64(sp.Win) / float64(raw)
		for j := range sp.Steps {
			st := &sp.Steps[j]
			var factors float64
			for _, w := range st.Wins {
				factors += float64(w.Factor)
			}
			if factors <= 0 {
				continue
			}
			for _, w := range st.Wins {
				t.add1(winKey{int(w.Symbol), w.Count}, float64(st.Win)*float64(w.Factor)/factors*scale)
				if isRun(w) {
					t.runs++
				} else {
					t.counts++
				}
			}
		}
		rest := sp.ScatterWin // what no step itemises (games.Step.ScatterWin) pays on the spin's count
		for j := range sp.Steps {
			if w := sp.Steps[j].ScatterWin; w > 0 {
				t.add1(winKey{-1, sp.Steps[j].Scatters}, float64(w)*scale)
				rest -= w
			}
		}
		if rest > 0 {
			t.add1(winKey{-1, sp.Scatters}, float64(rest)*scale)
		}
	}
	t.rest += float64(out.Win - spins)
	if out.Triggered {
		t.freeSpins[out.FreeSpins]++
	}
}

// isRun reports whether w is a run (its count a run length): a line or
// ways win, or one whose positions are one on each of Count consecutive
// reels; other wins (pay-anywhere, clusters) count symbols.
func isRun(w games.Win) bool {
	if w.Line > 0 || w.Ways > 0 {
		return true
	}
	if w.Positions.Len() != w.Count {
		return false
	}
	lo, hi, reels := slotmech.MaxPositions, -1, 0
	seen := 0
	for p := range slotmech.MaxPositions {
		if w.Positions.Has(slotmech.Pos(p)) {
			r := slotmech.Pos(p).Reel()
			if seen&(1<<r) == 0 {
				seen |= 1 << r
				reels++
			}
			lo, hi = min(lo, r), max(hi, r)
		}
	}
	return reels == w.Count && hi-lo+1 == reels
}

// add1 adds one win.
func (t *roundTally) add1(k winKey, paid float64) {
	s := t.wins[k]
	if s == nil {
		s = &winSum{}
		t.wins[k] = s
	}
	s.wins++
	s.paid += paid
}

// add adds the tally of a block (in block order, so float sums are the
// same on every run).
func (t *roundTally) add(o *roundTally) {
	keys := slices.SortedFunc(maps.Keys(o.wins), func(a, b winKey) int {
		return cmp.Or(cmp.Compare(a.symbol, b.symbol), cmp.Compare(a.count, b.count))
	})
	for _, k := range keys {
		s := t.wins[k]
		if s == nil {
			s = &winSum{}
			t.wins[k] = s
		}
		s.wins += o.wins[k].wins
		s.paid += o.wins[k].paid
	}
	t.runs += o.runs
	t.counts += o.counts
	t.base += o.base
	t.free += o.free
	t.rest += o.rest
	for n, c := range o.freeSpins {
		t.freeSpins[n] += c
	}
}

// report returns what the report shows of the tally of a run of Stats st.
func (t *roundTally) report(st *sim.Stats, names *slotmech.Alphabet, curve []report.Point) *report.Simulation {
	r := &report.Simulation{Stats: st, Curve: curve}
	if t.counts > t.runs {
		r.CountName = "symbol count" // a pay-anywhere or cluster game: a win's count is its symbols, not a run
	}
	wagered := float64(st.Wagered)
	keys := slices.SortedFunc(maps.Keys(t.wins), func(a, b winKey) int {
		return cmp.Or(cmp.Compare(a.symbol, b.symbol), cmp.Compare(a.count, b.count))
	})
	for _, k := range keys {
		name := "scatter pays"
		if k.symbol >= 0 {
			name = names.Name(slotmech.Symbol(k.symbol))
		}
		s := t.wins[k]
		r.Symbols = append(r.Symbols, report.Contribution{Symbol: name, Count: k.count, Wins: s.wins, Share: s.paid / wagered})
	}
	r.Features = []report.Feature{{Name: "base game", Share: t.base / wagered}}
	if t.free != 0 || st.Triggers > 0 {
		r.Features = append(r.Features, report.Feature{Name: "free spins", Share: t.free / wagered})
	}
	if t.rest != 0 {
		r.Features = append(r.Features, report.Feature{Name: "round-level adjustment (caps)", Share: t.rest / wagered})
	}
	for _, n := range slices.Sorted(maps.Keys(t.freeSpins)) {
		r.FreeSpins = append(r.FreeSpins, report.FreeSpinCount{Spins: n, Rounds: t.freeSpins[n]})
	}
	return r
}
