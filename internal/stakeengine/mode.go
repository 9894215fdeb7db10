package stakeengine

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/klauspost/compress/zstd"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/games/sim"
	"github.com/slotmech/slotmech/internal/pool"
)

// The sources of a target RTP ([ModeSummary.TargetFrom]).
const (
	fromExact     = "exact full cycle"
	fromCertified = "certified"
	fromGiven     = "given"
)

// target is the RTP a mode's table is weighted to, and where it comes from.
type target struct {
	rtp   *big.Rat
	from  string
	cycle *exact.Cycle // the full cycle, for fromExact
}

// certified is the interface of a title that declares the RTP each mode was
// certified at, at its DefaultBet (games.Certified).
type certified interface {
	CertifiedRTP(mode string) *big.Rat
}

// maxCycle is the largest full cycle Write plays for a target: 2³⁰
// combinations (some minutes of one core); a strip game with more is
// treated as any other title.
const maxCycle = 1 << 30

// combinations returns the product of lens, or maxCycle + 1 if it is more
// than maxCycle.
func combinations(lens []int) int64 {
	n := int64(1)
	for _, l := range lens {
		if l <= 0 {
			return 0
		}
		if n *= int64(l); n > maxCycle {
			return maxCycle + 1
		}
	}
	return n
}

// targetOf returns the target of mode (the title's first if first): the
// exact RTP of its full cycle for a strip game's first mode (of at most
// maxCycle combinations), else the RTP
// the title certifies at its DefaultBet, else given; an error wrapping
// ErrConfig if there is none, or given differs from the title's.
func targetOf(ctx context.Context, g games.Game, mode string, first bool, bet slotmech.Money, given *big.Rat, workers int) (target, error) {
	var t target
	if sp, ok := g.NewPlayer().(exact.StripPlayer); ok && first && combinations(sp.StripLengths()) <= maxCycle {
		c, err := exact.FullCycle(ctx, g, bet, exact.Options{Workers: workers})
		if err != nil {
			return t, fmt.Errorf("%s %s: the full cycle: %w", g.Name(), mode, err)
		}
		t = target{rtp: c.RTP, from: fromExact, cycle: c}
	} else if c, ok := g.(certified); ok && bet == g.DefaultBet() {
		if r := c.CertifiedRTP(mode); r != nil {
			t = target{rtp: r, from: fromCertified}
		}
	}
	switch {
	case t.rtp != nil && given != nil && given.Cmp(t.rtp) != 0:
		return t, fmt.Errorf("%w: %s %s: the title's RTP is %s%% (%s); a table at %s%% would not be the game's: give no other",
			ErrConfig, g.Name(), mode, percent(t.rtp), t.from, percent(given))
	case t.rtp != nil:
		return t, nil
	case given != nil:
		if given.Sign() <= 0 {
			return t, fmt.Errorf("%w: %s %s: target RTP %s%%, want > 0", ErrConfig, g.Name(), mode, percent(given))
		}
		return target{rtp: given, from: fromGiven}, nil
	}
	return t, fmt.Errorf("%w: %s %s: no target RTP: the title is no strip game with an exact full cycle (of at most 2^30 combinations) and declares no certified RTP at bet %d (games.Certified); give the RTP to weight the table to (publish -rtp PERCENT)",
		ErrConfig, g.Name(), mode, bet)
}

// modeWriter publishes one mode.
type modeWriter struct {
	cfg      *Config
	g        games.Game
	mode     games.Mode
	bet      slotmech.Money
	stake    slotmech.Money
	workers  int
	minBooks int64
	target   target
	nblocks  int64 // blocks of the sample

	counts  map[key]int64 // books per key
	won     *big.Int      // what the sampled rounds won
	forced  []forced      // books after the sample's, in id order
	found   [3]int64      // MethodTilt: rounds of each class among all played
	played  int64         // MethodTilt: rounds played, sample and search
	plan    plan
	rare    []RareSummary
	zeroed  int64
	searchK []int64 // MethodTilt: the searched blocks holding forced books
}

// forced is a book beyond the sample: a round of a searched block
// (MethodTilt), or the round of given stops (MethodExact).
type forced struct {
	info  roundInfo
	stops []int
}

// publish samples the mode, sets the weights and writes the two files
// under temporary names, which it appends to written.
func (w *modeWriter) publish(ctx context.Context, dir string, written *[]string) (*ModeSummary, error) {
	isExact := w.target.cycle != nil
	w.counts = map[key]int64{}
	w.won = new(big.Int)
	err := w.run(ctx, 0, w.nblocks, false, nil, func(b *block) (bool, error) {
		for _, r := range b.rounds {
			w.counts[key{r.win, r.class}]++
			w.won.Add(w.won, big.NewInt(int64(r.win)))
			w.found[r.class]++
		}
		w.progress(" (sample)", b)
		return false, nil
	})
	if err != nil {
		return nil, err
	}
	w.played = w.cfg.Rounds
	if isExact {
		err = w.exactPlan(ctx)
	} else {
		err = w.tiltPlan(ctx)
	}
	if err != nil {
		return nil, err
	}
	return w.write(ctx, dir, written)
}

// progress reports block b.
func (w *modeWriter) progress(suffix string, b *block) {
	if w.cfg.Progress != nil && b.k < w.nblocks {
		w.cfg.Progress(w.mode.Name+suffix, min((b.k+1)*sim.BlockRounds, w.cfg.Rounds), w.cfg.Rounds)
	}
}

// run plays blocks [from, to) on the workers and gives them to consume in
// order, until consume says stop.
func (w *modeWriter) run(ctx context.Context, from, to int64, books bool, keep func(uint8) bool, consume func(*block) (bool, error)) error {
	errStop := errors.New("stop")
	err := pool.Run(ctx, int(to-from), w.workers,
		func() *blockPlayer {
			return newBlockPlayer(w.g, w.mode.Name, w.bet, w.cfg.Seed, w.cfg.Rounds, w.target.cycle != nil)
		},
		func(_ context.Context, p *blockPlayer, i int) (*block, error) {
			b := p.play(from+int64(i), books, keep)
			return b, b.err
		},
		func(_ int, b *block) error {
			stop, err := consume(b)
			if err == nil && stop {
				err = errStop
			}
			return err
		})
	if errors.Is(err, errStop) {
		return nil
	}
	return err
}

// exactPlan sets the weights of MethodExact: one stratum per amount the
// full cycle pays (and 0), of total weight its combinations × K, shared by
// its books; an amount with fewer than MinBooks books in the sample (or
// fewer than its combinations, if those are fewer) gets the books of
// combinations found in the cycle.
func (w *modeWriter) exactPlan(ctx context.Context) error {
	c := w.target.cycle
	exactCounts := map[slotmech.Money]int64{}
	var wins int64
	for _, wc := range c.Wins {
		exactCounts[wc.Win] = wc.Rounds
		wins += wc.Rounds
	}
	exactCounts[0] = c.Combinations - wins
	for k := range w.counts {
		if exactCounts[k.win] == 0 {
			return fmt.Errorf("stakeengine: a sampled round won %d, which no combination of the full cycle pays", k.win)
		}
	}
	need := map[slotmech.Money]int64{}
	var needed int64
	for win, n := range exactCounts {
		want := min(w.minBooks, n)
		if _, r, _ := steps(win, w.bet); r != 0 {
			want = max(want, 2) // both steps need a book
		}
		if d := want - w.counts[key{win, classPlain}]; d > 0 {
			need[win] = d
			needed += d
		}
	}
	if needed > 0 {
		if err := w.findStops(ctx, need, needed); err != nil {
			return err
		}
	}
	var maxN int64
	for _, n := range w.counts {
		maxN = max(maxN, n)
	}
	// K = bet × the largest stratum's books: every book weighs at least 1
	// and every split is exact.
	hi, kk := bits.Mul64(uint64(w.bet), uint64(maxN))
	thi, total := bits.Mul64(kk, uint64(c.Combinations))
	if hi != 0 || thi != 0 || total > math.MaxInt64 {
		return fmt.Errorf("stakeengine: %d combinations × %d × %d books do not fit in the 64 bits of the weights", c.Combinations, w.bet, maxN)
	}
	w.plan = plan{strata: map[key]*stratum{}, total: total}
	for win, n := range exactCounts {
		k := key{win, classPlain}
		s, err := newStratum(k, w.counts[k], uint64(n)*kk, w.bet)
		if err != nil {
			return err
		}
		if !s.split(w.bet) {
			return fmt.Errorf("stakeengine: the stratum of win %d does not split exactly", win) // not reached: K is a multiple of bet
		}
		w.plan.strata[k] = s
		if f := w.counts[k] - int64(len(w.forcedOf(win))); f < w.minBooks && n > f {
			w.rare = append(w.rare, RareSummary{Name: "win " + strconv.FormatInt(int64(win), 10), Found: n, Books: w.counts[k],
				Forced: int64(len(w.forcedOf(win))), Probability: big.NewRat(n, c.Combinations)})
		}
	}
	slices.SortFunc(w.rare, func(a, b RareSummary) int {
		if c := a.Probability.Cmp(b.Probability); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
	return nil
}

// forcedOf returns the forced books of win.
func (w *modeWriter) forcedOf(win slotmech.Money) []forced {
	var out []forced
	for _, f := range w.forced {
		if f.info.win == win {
			out = append(out, f)
		}
	}
	return out
}

// findStops walks the full cycle, reel after reel, until it has found the
// stops of need[win] combinations paying each win (repeating the last one
// found when the cycle has fewer), and adds their books to w.forced with
// ids after the sample's.
func (w *modeWriter) findStops(ctx context.Context, need map[slotmech.Money]int64, needed int64) error {
	sp := w.g.NewPlayer().(exact.StripPlayer)
	lens := sp.StripLengths()
	stops := make([]int, len(lens))
	byWin := map[slotmech.Money][][]int{}
	errFound := errors.New("found")
	last := len(lens) - 1
	for walked := int64(0); ; walked++ {
		if walked&1023 == 0 && ctx.Err() != nil {
			return ctx.Err()
		}
		stops[last] = 0
		next := 0 // the stops of the last reel in no group, before the next one, lose
		take := func(win slotmech.Money, stop, n int) error {
			for t := 0; t < n && need[win] > int64(len(byWin[win])); t++ {
				s := slices.Clone(stops)
				s[last] = stop + t
				byWin[win] = append(byWin[win], s)
				if needed--; needed == 0 {
					return errFound
				}
			}
			return nil
		}
		err := sp.PlayReel(stops, w.bet, nil, func(stop, n int, out games.Outcome) error {
			if err := take(0, next, stop-next); err != nil {
				return err
			}
			next = stop + n
			return take(out.Win, stop, n)
		})
		if err == nil {
			err = take(0, next, lens[last]-next)
		}
		if errors.Is(err, errFound) {
			break
		}
		if err != nil {
			return err
		}
		r := last - 1
		for ; r >= 0; r-- { // the next position of the other reels
			if stops[r]++; stops[r] < lens[r] {
				break
			}
			stops[r] = 0
		}
		if r < 0 {
			break // the whole cycle: amounts with fewer combinations repeat one
		}
	}
	wins := slices.Sorted(func(yield func(slotmech.Money) bool) {
		for win := range need {
			if !yield(win) {
				return
			}
		}
	})
	id := uint64(w.cfg.Rounds)
	p := w.g.NewPlayer()
	for _, win := range wins {
		found := byWin[win]
		if len(found) == 0 {
			return fmt.Errorf("stakeengine: no combination of the full cycle found that pays %d", win)
		}
		for i := range need[win] {
			s := found[min(int(i), len(found)-1)]
			if err := w.checkReplay(p, s, win); err != nil {
				return err
			}
			id++
			w.forced = append(w.forced, forced{info: roundInfo{id: id, win: win}, stops: s})
			w.counts[key{win, classPlain}]++
		}
	}
	return nil
}

// stopSource serves the raw values that make rng.IntN draw given stops:
// s itself when n is a power of two (IntN takes the low bits), else
// ⌊(s+1) × 2⁶⁴ / n⌋ − 1, which draws s of n and is never redrawn (see
// rng.Uint64N). Past its values it returns 2⁶⁴ − 1 and counts the draw.
type stopSource struct {
	vals []uint64
	i    int
}

func (s *stopSource) Uint64() uint64 {
	s.i++
	if s.i <= len(s.vals) {
		return s.vals[s.i-1]
	}
	return 1<<64 - 1
}

// newStopSource returns the source that makes Play draw stops on strips of
// lens.
func newStopSource(stops, lens []int) *stopSource {
	s := &stopSource{}
	for r, st := range stops {
		n := uint64(lens[r])
		if n&(n-1) == 0 { // a power of two: the low bits
			s.vals = append(s.vals, uint64(st))
			continue
		}
		if uint64(st) == n-1 {
			s.vals = append(s.vals, 1<<64-1)
			continue
		}
		q, _ := bits.Div64(uint64(st)+1, 0, n)
		s.vals = append(s.vals, q-1)
	}
	return s
}

// checkReplay plays the round of stops as Play draws it (a stopSource) and
// checks that it is the round PlayStops plays, paying win: a title whose
// Play draws its stops otherwise cannot have forced books.
func (w *modeWriter) checkReplay(p games.Player, stops []int, win slotmech.Money) error {
	sp := p.(exact.StripPlayer)
	src := newStopSource(stops, sp.StripLengths())
	out, err := p.Play(w.bet, w.mode.Name, src, nil)
	if err != nil {
		return err
	}
	if src.i != len(stops) || out.Win != win {
		return fmt.Errorf("%w: %s: Play with stops %v drawn as rng.IntN draws them, one per reel in order, won %d after %d draws, PlayStops %d: its Play draws its stops otherwise, so rare wins cannot be given books; publish it with -min-books 1",
			ErrConfig, w.g.Name(), stops, out.Win, src.i, win)
	}
	return nil
}

// tiltPlan sets the weights of MethodTilt (see the package documentation,
// "Weights").
func (w *modeWriter) tiltPlan(ctx context.Context) error {
	if err := w.search(ctx); err != nil {
		return err
	}
	R := uint64(w.played)
	K := uint64(1<<60) / R
	total := R * K
	w.plan = plan{strata: map[key]*stratum{}, total: total}
	keys := slices.SortedFunc(func(yield func(key) bool) {
		for k := range w.counts {
			if !yield(k) {
				return
			}
		}
	}, func(a, b key) int {
		if a.class != b.class {
			return int(a.class) - int(b.class)
		}
		return int(a.win - b.win)
	})
	scale := float64(w.mode.Cost) * 100 / slotmech.FactorScale // a stake, in payoutMultiplier units
	want := new(big.Rat).Mul(w.target.rtp, new(big.Rat).SetFrac(
		new(big.Int).Mul(new(big.Int).SetUint64(total), big.NewInt(int64(w.mode.Cost)*100)), big.NewInt(slotmech.FactorScale)))
	var rareMass uint64
	samplePlain := w.cfg.Rounds
	for c := classFeature; c <= classCapped; c++ {
		rareMass += uint64(w.found[c]) * K
	}
	for _, k := range keys {
		if k.class == classPlain {
			continue
		}
		s, err := newStratum(k, w.counts[k], uint64(w.counts[k])*K, w.bet)
		if err != nil {
			return err
		}
		s.split(w.bet)
		w.plan.strata[k] = s
		want.Sub(want, new(big.Rat).Mul(s.mean(), new(big.Rat).SetInt(new(big.Int).SetUint64(s.total))))
		samplePlain -= w.counts[k] - w.forcedCount(k)
	}
	for c := classFeature; c <= classCapped; c++ {
		if w.found[c] > 0 {
			var books, forcedN int64
			for k, n := range w.counts {
				if k.class == c {
					books += n
					forcedN += w.forcedCount(k)
				}
			}
			w.rare = append(w.rare, RareSummary{Name: classNames[c], Found: w.found[c], Books: books, Forced: forcedN,
				Probability: big.NewRat(w.found[c], w.played)})
		}
	}
	// The plain rounds: the losing ones keep their share of the sample,
	// the winning ones share the rest, tilted.
	plainMass := total - rareMass
	if samplePlain == 0 {
		if plainMass != 0 {
			return fmt.Errorf("%w: no plain round in the sample: play more rounds (-spins)", ErrConfig)
		}
	}
	var lose uint64
	if n0 := w.counts[key{0, classPlain}]; n0 > 0 {
		hi, lo := bits.Mul64(plainMass, uint64(n0))
		lose, _ = bits.Div64(hi, lo, uint64(samplePlain))
		s, _ := newStratum(key{0, classPlain}, n0, lose, w.bet)
		s.split(w.bet)
		w.plan.strata[key{0, classPlain}] = s
	}
	winMass := plainMass - lose
	var wk []key
	var n, m, x, ref []float64
	for _, k := range keys {
		if k.class != classPlain || k.win == 0 {
			continue
		}
		s, err := newStratum(k, w.counts[k], 0, w.bet)
		if err != nil {
			return err
		}
		s.total = 1 << 40
		s.split(w.bet)
		mean, _ := s.mean().Float64()
		wk = append(wk, k)
		n = append(n, float64(s.n))
		m = append(m, mean)
		w.plan.strata[k] = s
	}
	wantF, _ := want.Float64()
	weights, above, below, reach, err := tiltWeights(n, m, float64(winMass), wantF, scale)
	if err != nil {
		lo, hi := w.reach(reach, total)
		return fmt.Errorf("%w: the %d sampled rounds cannot be weighted to the target RTP %s%% (%s) with the rare outcomes at their measured probabilities: weighting their plain wins above and below the stake by two factors that keep the hit rate, the table's RTP ranges from %.4f%% to %.4f%% (the sample's is %s%%); play more rounds (-spins) or check the target",
			ErrConfig, w.cfg.Rounds, percent(w.target.rtp), w.target.from, 100*lo, 100*hi, percent(w.gameRTP()))
	}
	w.plan.above, w.plan.below = above, below
	var assigned uint64
	largest := -1
	for i, k := range wk {
		s := w.plan.strata[k]
		s.total = uint64(weights[i])
		if s.total == 0 {
			s.total = 1
		}
		assigned += s.total
		if largest < 0 || s.total > w.plan.strata[wk[largest]].total {
			largest = i
		}
	}
	if len(wk) > 0 {
		s := w.plan.strata[wk[largest]]
		s.total = s.total + winMass - assigned // the rounding's few units
	}
	var sumN float64
	for _, v := range n {
		sumN += v
	}
	for i, k := range wk {
		s := w.plan.strata[k]
		s.split(w.bet)
		x = append(x, float64(k.win)/float64(w.stake))
		ref = append(ref, n[i]/sumN*float64(winMass))
		weights[i] = float64(s.total)
	}
	for _, k := range keys { // the strata the tilt did not touch, alike in both
		if s := w.plan.strata[k]; k.class != classPlain || k.win == 0 {
			x = append(x, float64(k.win)/float64(w.stake))
			ref = append(ref, float64(s.total))
			weights = append(weights, float64(s.total))
		}
	}
	w.plan.distance(x, ref, weights)
	return nil
}

// reach returns the range of RTPs the plain winning strata can give the
// table of total weight total when they pay from pays[0] to pays[1], with
// the other strata as planned.
func (w *modeWriter) reach(pays [2]float64, total uint64) (lo, hi float64) {
	var fixed float64
	for k, s := range w.plan.strata {
		if k.class != classPlain || k.win == 0 {
			f, _ := s.mean().Float64()
			fixed += f * float64(s.total)
		}
	}
	d := float64(total) * float64(w.mode.Cost) * 100 / slotmech.FactorScale
	return (fixed + pays[0]) / d, (fixed + pays[1]) / d
}

// gameRTP returns what the sampled rounds won over what they cost.
func (w *modeWriter) gameRTP() *big.Rat {
	return new(big.Rat).SetFrac(w.won, new(big.Int).Mul(big.NewInt(w.cfg.Rounds), big.NewInt(int64(w.stake))))
}

// forcedCount returns the forced books of key k.
func (w *modeWriter) forcedCount(k key) int64 {
	var n int64
	for _, f := range w.forced {
		if f.info.win == k.win && f.info.class == k.class {
			n++
		}
	}
	return n
}

// search plays whole blocks after the sample's, in order, until every rare
// class that the sample holds (at least once) but with fewer than MinBooks
// rounds has MinBooks among all the rounds played, or as many rounds as the
// sample's have been searched. Every round of a rare class found becomes a
// book.
func (w *modeWriter) search(ctx context.Context) error {
	short := func() bool {
		for c := classFeature; c <= classCapped; c++ {
			if w.found[c] > 0 && w.found[c] < w.minBooks {
				return true
			}
		}
		return false
	}
	if !short() {
		return nil
	}
	budget := (w.cfg.Rounds-1)/sim.BlockRounds + 1
	rare := func(c uint8) bool { return c != classPlain }
	return w.run(ctx, w.nblocks, w.nblocks+budget, false, rare, func(b *block) (bool, error) {
		w.played += sim.BlockRounds
		for _, r := range b.rounds {
			w.found[r.class]++
			w.counts[key{r.win, r.class}]++
			w.forced = append(w.forced, forced{info: r})
		}
		if len(b.rounds) > 0 {
			w.searchK = append(w.searchK, b.k)
		}
		return !short(), nil
	})
}

// write writes the mode's lookup table and books, the sample's rounds and
// then the forced ones, with the planned weights.
func (w *modeWriter) write(ctx context.Context, dir string, written *[]string) (*ModeSummary, error) {
	m := w.mode
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

	ms := &ModeSummary{Name: m.Name, Cost: m.Cost, Stake: w.stake, Rounds: w.cfg.Rounds, Won: w.won,
		Payout: new(big.Int), Target: w.target.rtp, TargetFrom: w.target.from, Method: MethodTilt,
		Above: w.plan.above, Below: w.plan.below, MaxBandChange: w.plan.maxBand, MaxBand: w.plan.maxBandName, KL: w.plan.kl, Rare: w.rare}
	if w.target.cycle != nil {
		ms.Method, ms.Above, ms.Below = MethodExact, 1, 1
	}
	var row, line []byte
	var weightSum uint64
	emit := func(r roundInfo, prefix []byte) error {
		s := w.plan.strata[key{r.win, r.class}]
		if s == nil || s.j >= s.n {
			return fmt.Errorf("stakeengine: round %d (win %d) has no weight planned", r.id, r.win) // not reached
		}
		weight, pm := s.next()
		row = strconv.AppendUint(row[:0], r.id, 10)
		row = append(row, ',')
		row = strconv.AppendUint(row, weight, 10)
		row = append(row, ',')
		row = strconv.AppendUint(row, pm, 10)
		row = append(row, '\n')
		if _, err := csvOut.Write(row); err != nil {
			return err
		}
		line = appendBook(line[:0], prefix, pm)
		if _, err := zw.Write(line); err != nil {
			return err
		}
		weightSum += weight
		ms.Payout.Add(ms.Payout, new(big.Int).Mul(new(big.Int).SetUint64(weight), new(big.Int).SetUint64(pm)))
		ms.Books++
		if pm == 0 && r.win > 0 {
			ms.Zeroed++
		}
		return nil
	}
	err = w.run(ctx, 0, w.nblocks, true, nil, func(b *block) (bool, error) {
		for i, r := range b.rounds {
			if err := emit(r, b.books[i]); err != nil {
				return false, err
			}
		}
		w.progress("", b)
		return false, nil
	})
	if err != nil {
		return nil, err
	}
	// The forced books, in id order.
	if w.target.cycle != nil {
		p := w.g.NewPlayer()
		var d games.Detail
		lens := p.(exact.StripPlayer).StripLengths()
		for _, f := range w.forced {
			out, err := p.Play(w.bet, m.Name, newStopSource(f.stops, lens), &d)
			if err != nil {
				return nil, err
			}
			prefix, err := bookPrefix(w.g, f.info.id, out, &d, w.bet)
			if err != nil {
				return nil, err
			}
			if err := emit(f.info, prefix); err != nil {
				return nil, err
			}
		}
	} else {
		rare := func(c uint8) bool { return c != classPlain }
		for _, k := range w.searchK {
			if err := w.run(ctx, k, k+1, true, rare, func(b *block) (bool, error) {
				for i, r := range b.rounds {
					if err := emit(r, b.books[i]); err != nil {
						return false, err
					}
				}
				return false, nil
			}); err != nil {
				return nil, err
			}
		}
	}
	for k, s := range w.plan.strata {
		if s.j != s.n {
			return nil, fmt.Errorf("stakeengine: %d of %d books of win %d written", s.j, s.n, k.win) // not reached
		}
	}
	ms.Forced = int64(len(w.forced))
	ms.Searched = w.played - w.cfg.Rounds
	ms.Weight = weightSum
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
	ms.GameRTP = w.gameRTP()
	// Payout / (Weight × Cost/FactorScale × 100) = Payout × FactorScale / (Weight × Cost × 100).
	ms.TableRTP = new(big.Rat).SetFrac(new(big.Int).Mul(ms.Payout, big.NewInt(slotmech.FactorScale)),
		new(big.Int).Mul(new(big.Int).SetUint64(weightSum), big.NewInt(int64(m.Cost)*100)))
	if d, _ := ms.Difference().Float64(); math.Abs(d) > 5e-5 {
		return nil, fmt.Errorf("stakeengine: the table's RTP %s%% is %g points from the target %s%%", percent(ms.TableRTP), 100*d, percent(ms.Target)) // not reached
	}
	return ms, nil
}
