package exact_test

import (
	"context"
	"math"
	"math/big"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/internal/cputime"
	"github.com/slotmech/slotmech/internal/testfix/gamefix"
)

// This file is a baseline, not library code: a brute force of the classic
// 5×3 game of classic_test.go written the way a well-known Go slot server,
// slotopol/server, brute-forces its 5×3 line games, so that the library's
// exact.FullCycle can be measured against it in one run
// (BenchmarkClassicVsPeer). The server's module cannot be fetched
// here, so its algorithm was read from its sources and written again, with
// the standard library only, for this game; no line of it is copied. What it
// models:
//
//   - game/slot/scan.go, BruteForcex: one flat loop over the combination
//     index i (not nested loops); for each i the stop of reel x is
//     (i / delim[x]) mod len(reel x), reel 1 counting fastest, and a reel's
//     column is rewritten only while its stop changed (the walk stops at the
//     first reel whose stop did not); the context is polled every
//     CtxGranulation combinations; each of tn goroutines takes the indices
//     ≡ its number mod tn and plays on its own clone of the game;
//   - game/slot/scan.go, StatGeneric.Simulate and Update: the game's
//     Scanner (an interface call) appends a WinItem per win to a Wins slice;
//     Update sums the line pays and the scatter pays of the round in float64
//     and adds them to shared atomic float64 counters, and counts the round
//     with an atomic increment; Wins is reset (length 0, capacity kept).
//     This is the lighter Update of the server's versions that sum line and
//     scatter pays; later versions also count every win by symbol and
//     length and sum the squares of the pays, more atomic operations per
//     win, which would only make this baseline slower;
//   - game/slot/screen.go, Screen5x3: the screen is [5][3] symbols; SetCol
//     fills a column from the strip with ReelAt (game/slot/reels.go: the
//     cyclic index (n + pos mod n) mod n for each cell); LY reads a line's
//     symbol on a reel; SymNum counts a symbol over the 15 cells, SymPos
//     lists where it shows;
//   - a 5×3 line game's rule file (the pattern of its games with a wild, for
//     example the Novomatic ones): ScanLined walks each selected line left
//     to right keeping the count of leading wilds (numw), the first other
//     symbol (syml) and where the run of syml and wilds breaks (numl); it
//     pays the larger of the wilds' own run (payw, from the wild's row of
//     the pay table) and syml's run (payl), appending a WinItem with the
//     line's positions; ScanScatters pays SymNum(scatter) ≥ 3 at bet × lines
//     × ScatPay[count]. Pays are float64 multiples of the bet.
//
// Per combination it therefore does: a division and a modulo per reel up
// to the first unchanged one, one column rewrite (three ReelAt) for each
// changed reel, an interface call to the Scanner, 5 line walks, a 15-cell
// scatter count, one WinItem append per win, a pass over the wins, and one
// to three atomic read-modify-writes on the shared counters.
//
// For gamefix.ClassicFive the wild's own row is SEVEN's (its wild pays as
// SEVEN), and the star has no line row, so both evaluators pay every combination the
// same: TestPeerStyleMatchesFullCycle checks that the RTP fractions are
// equal.

// peerSym is a symbol, peerPos a reel or row from 1 (the server's Sym and
// Pos).
type (
	peerSym byte
	peerPos int8
)

// peerLine is a bet line: its row on each reel, from 1. peerHits lists
// positions of the screen (reel, row), from 1, as a win records them.
type (
	peerLine [5]peerPos
	peerHits [15][2]peerPos
)

// peerWin is one win as the server records it.
type peerWin struct {
	Pay  float64 // pay at the selected bet
	MP   float64 // multiplier of the pay
	Sym  peerSym // the winning symbol
	Num  peerPos // how many show
	LI   int     // the line, from 1; 0 for a scatter
	XY   peerHits
	FS   int     // free spins won
	BID  int     // bonus
	Bon  any     // bonus data
	JID  int     // jackpot
	Jack float64 // jackpot win
}

// peerWins is the wins of a round; reset keeps its capacity.
type peerWins []peerWin

func (w *peerWins) reset() { *w = (*w)[:0] }

// peerReelAt returns the symbol at the cyclic position pos of reel.
func peerReelAt(reel []peerSym, pos int) peerSym {
	n := len(reel)
	return reel[(n+pos%n)%n]
}

// peerScreen is the 5×3 screen, [reel][row].
type peerScreen struct {
	Scr [5][3]peerSym
}

func (s *peerScreen) setCol(x peerPos, reel []peerSym, pos int) {
	for y := range 3 {
		s.Scr[x-1][y] = peerReelAt(reel, pos+y)
	}
}

func (s *peerScreen) ly(x peerPos, line peerLine) peerSym {
	return s.Scr[x-1][line[x-1]-1]
}

func (s *peerScreen) symNum(sym peerSym) (n peerPos) {
	for x := range 5 {
		r := s.Scr[x]
		for y := range 3 {
			if r[y] == sym {
				n++
			}
		}
	}
	return n
}

func (s *peerScreen) symPos(sym peerSym) (c peerHits) {
	var i peerPos
	for x := range 5 {
		r := s.Scr[x]
		for y := range 3 {
			if r[y] == sym {
				c[i][0], c[i][1] = peerPos(x+1), peerPos(y+1)
				i++
			}
		}
	}
	return c
}

// peerGame is what the brute force sees of a game.
type peerGame interface {
	clone() peerGame
	setCol(x peerPos, reel []peerSym, pos int)
	scanner(wins *peerWins) error
	cost() float64
}

// The classic game's symbols, pay table and lines, as a rule file of the
// server states them: LinePay[sym-1][n-1] for a run of n, in line bets;
// ScatPay[n-1] for n scatters, in total bets.
const (
	peerWild, peerScat peerSym = 6, 7
)

var (
	peerLinePay = [7][5]float64{
		{0, 0, 2, 8, 25},      // 1 cherry
		{0, 0, 4, 10, 40},     // 2 lemon
		{0, 0, 5, 15, 60},     // 3 plum
		{0, 0, 10, 40, 150},   // 4 bell
		{0, 0, 25, 150, 1000}, // 5 seven
		{0, 0, 25, 150, 1000}, // 6 wild, paying as seven
		{},                    // 7 star
	}
	peerScatPay  = [5]float64{0, 0, 2, 10, 50}
	peerBetLines = []peerLine{{2, 2, 2, 2, 2}, {1, 1, 1, 1, 1}, {3, 3, 3, 3, 3}, {1, 2, 3, 2, 1}, {3, 2, 1, 2, 3}}
)

// peerClassic is the classic game: its screen, the lines selected and the
// line bet.
type peerClassic struct {
	peerScreen
	Sel int
	Bet float64
}

func (g *peerClassic) clone() peerGame {
	c := *g
	return &c
}

func (g *peerClassic) cost() float64 { return g.Bet * float64(g.Sel) }

func (g *peerClassic) scanner(wins *peerWins) error {
	g.scanLined(wins)
	g.scanScatters(wins)
	return nil
}

func (g *peerClassic) scanLined(wins *peerWins) {
	for li, line := range peerBetLines[:g.Sel] {
		var numw, numl peerPos = 0, 5
		var syml peerSym
		for x := peerPos(1); x <= 5; x++ {
			sx := g.ly(x, line)
			if sx == peerWild {
				if syml == 0 {
					numw = x
				}
			} else if syml == 0 {
				syml = sx
			} else if sx != syml {
				numl = x - 1
				break
			}
		}
		var payw, payl float64
		if numw >= 2 {
			payw = peerLinePay[peerWild-1][numw-1]
		}
		if numl >= 3 && syml > 0 {
			payl = peerLinePay[syml-1][numl-1]
		}
		if payl > payw {
			*wins = append(*wins, peerWin{Pay: g.Bet * payl, MP: 1, Sym: syml, Num: numl, LI: li + 1, XY: line.hits(numl)})
		} else if payw > 0 {
			*wins = append(*wins, peerWin{Pay: g.Bet * payw, MP: 1, Sym: peerWild, Num: numw, LI: li + 1, XY: line.hits(numw)})
		}
	}
}

func (g *peerClassic) scanScatters(wins *peerWins) {
	if count := g.symNum(peerScat); count >= 3 {
		pay := peerScatPay[count-1]
		*wins = append(*wins, peerWin{Pay: g.Bet * float64(g.Sel) * pay, MP: 1, Sym: peerScat, Num: count, XY: g.symPos(peerScat)})
	}
}

// hits returns the positions of the first n reels of l.
func (l peerLine) hits(n peerPos) (c peerHits) {
	for x := range n {
		c[x][0], c[x][1] = x+1, l[x]
	}
	return c
}

// peerFloat is a float64 added to atomically, by compare-and-swap.
type peerFloat struct{ bits atomic.Uint64 }

func (f *peerFloat) add(d float64) {
	for {
		old := f.bits.Load()
		if f.bits.CompareAndSwap(old, math.Float64bits(math.Float64frombits(old)+d)) {
			return
		}
	}
}

func (f *peerFloat) load() float64 { return math.Float64frombits(f.bits.Load()) }

// peerStat is the server's generic statistics: rounds, line and scatter
// pays, shared by the goroutines.
type peerStat struct {
	Reshuf   atomic.Uint64
	LinePay  peerFloat
	ScatPay  peerFloat
	ErrCount atomic.Uint64
}

// peerStater is what the brute force sees of the statistics.
type peerStater interface {
	simulate(g peerGame, wins *peerWins)
}

func (s *peerStat) simulate(g peerGame, wins *peerWins) {
	if g.scanner(wins) != nil {
		s.ErrCount.Add(1)
		return
	}
	s.update(*wins)
}

func (s *peerStat) update(wins peerWins) {
	var lpay, spay float64
	for _, wi := range wins {
		if wi.Pay != 0 {
			if wi.LI != 0 {
				lpay += wi.Pay * wi.MP
			} else {
				spay += wi.Pay * wi.MP
			}
		}
	}
	if lpay != 0 {
		s.LinePay.add(lpay)
	}
	if spay != 0 {
		s.ScatPay.add(spay)
	}
	s.Reshuf.Add(1)
}

// peerGranulation is how many combinations a goroutine plays between
// looks at its context.
const peerGranulation = 1000

// peerBruteForce plays every combination of reels on g, tn goroutines (< 1:
// GOMAXPROCS), into s.
func peerBruteForce(ctx context.Context, s peerStater, g peerGame, reels [][]peerSym, tn int) {
	if tn < 1 {
		tn = runtime.GOMAXPROCS(0)
	}
	rn := len(reels)
	rlen := make([]int, rn)
	plan := uint64(1)
	for x := range rn {
		rlen[x] = len(reels[x])
		plan *= uint64(rlen[x])
	}
	delim := make([]uint64, rn)
	delim[0] = 1
	for x := 1; x < rn; x++ {
		delim[x] = delim[x-1] * uint64(rlen[x-1])
	}
	tn64 := uint64(tn)
	var wg sync.WaitGroup
	for ti := range tn64 {
		gt := g.clone()
		wg.Go(func() {
			var wins peerWins
			rpos := make([]int, rn)
			for x := range rpos {
				rpos[x] = -1
			}
			for i := ti; i < plan; i += tn64 {
				if (i/tn64)%peerGranulation == 0 {
					select {
					case <-ctx.Done():
						return
					default:
					}
				}
				for x := range rn {
					pos := int(i/delim[x]) % rlen[x]
					if rpos[x] == pos {
						break
					}
					gt.setCol(peerPos(x+1), reels[x], pos)
					rpos[x] = pos
				}
				s.simulate(gt, &wins)
				wins.reset()
			}
		})
	}
	wg.Wait()
}

// peerReels converts strips to the server's reels.
func peerReels(strips [][]slotmech.Symbol) [][]peerSym {
	reels := make([][]peerSym, len(strips))
	for x, strip := range strips {
		for _, sym := range strip {
			reels[x] = append(reels[x], peerSym(sym))
		}
	}
	return reels
}

// peerCycle brute-forces the classic game on strips at a line bet of 1 on
// tn goroutines and returns its statistics and the cost of a round.
func peerCycle(strips [][]slotmech.Symbol, tn int) (*peerStat, float64) {
	g := &peerClassic{Sel: len(peerBetLines), Bet: 1}
	var s peerStat
	peerBruteForce(context.Background(), &s, g, peerReels(strips), tn)
	return &s, g.cost()
}

// peerRTP returns the peer-style brute force's RTP as an exact fraction:
// its float64 sums hold whole numbers well below 2⁵³, so they are exact.
func peerRTP(t *testing.T, s *peerStat, cost float64) *big.Rat {
	won := s.LinePay.load() + s.ScatPay.load()
	require.Equal(t, math.Trunc(won), won, "the pays of a line bet of 1 are whole")
	require.Less(t, won, float64(1<<53))
	require.Zero(t, s.ErrCount.Load())
	wagered := new(big.Int).Mul(new(big.Int).SetUint64(s.Reshuf.Load()), big.NewInt(int64(cost)))
	return new(big.Rat).SetFrac(big.NewInt(int64(won)), wagered)
}

// TestPeerStyleMatchesFullCycle checks that the peer-style brute force is a
// real baseline: it plays every combination and pays each as the library
// does, so its RTP is exact.FullCycle's to the last digit, with 1 and 2
// goroutines.
//
// By default it runs on short strips of the same game (11 stops a reel,
// every symbol on each, 11⁵ = 161 051 combinations, a fraction of a
// second): that proves the brute force plays and pays every combination of
// the game's pay table as FullCycle does. With SLOTMECH_FULL=1 (CI; not
// with -short or under the race detector) it runs on gamefix.ClassicFive's
// own strips (33.5 million combinations, some 20 s on two cores): that
// proves the baseline that BenchmarkClassicVsPeer times is the benchmark's
// very cycle.
func TestPeerStyleMatchesFullCycle(t *testing.T) {
	strips := gamefix.ClassicStrips([]int{3, 2, 2, 1, 1, 1, 1}) // 11⁵ combinations
	if full() {
		strips = gamefix.ClassicStrips([]int{9, 7, 6, 4, 2, 2, 2})
	}
	g := gamefix.ClassicGame(t, strips)
	c, err := exact.FullCycle(context.Background(), g, 1, exact.Options{Workers: 0})
	require.NoError(t, err)
	for _, tn := range []int{1, 2} {
		s, cost := peerCycle(strips, tn)
		require.Equal(t, uint64(c.Combinations), s.Reshuf.Load(), "%d goroutines", tn)
		require.Equal(t, c.RTP.String(), peerRTP(t, s, cost).String(), "%d goroutines", tn)
		require.Equal(t, int64(c.Stake), int64(cost))
	}
	require.Positive(t, c.RTP.Sign())
}

// BenchmarkClassicVsPeer measures, one after the other in each
// round of -count, the full cycle of gamefix.ClassicFive (33.5 million
// combinations, line bet 1) by the peer-style brute force of this file
// (impl=peer-style), by exact.FullCycle (impl=FullCycle: the last reel's
// stops in groups that give the same round, one round played per group,
// games.LastReelGrouper) and by exact.FullCycle playing one round per
// combination that may win (impl=per-stop: the grouping hidden, the last
// reel's stops played one by one with games.LastReelPlayer), each on one
// goroutine; all three give the same exact RTP. cpu-ns/op is the CPU time of the whole process per cycle (see
// internal/cputime), combinations/cpu-s the combinations per CPU-second;
// allocs/op are those of a whole cycle (the workers' memory, the result).
// go test runs the -count rounds of one sub-benchmark before the other's:
// for an interleaved comparison run the test binary once per round, both
// sub-benchmarks each time, and compare with benchstat -col /impl.
func BenchmarkClassicVsPeer(b *testing.B) {
	g := gamefix.ClassicFive(b)
	strips := gamefix.ClassicStrips([]int{9, 7, 6, 4, 2, 2, 2})
	run := func(name string, cycle func() int64) {
		b.Run("impl="+name, func(b *testing.B) {
			var combos int64
			b.ReportAllocs()
			stop := cputime.StartProcess(b)
			for b.Loop() {
				combos = cycle()
			}
			if ns := stop(); ns > 0 {
				b.ReportMetric(float64(combos)*1e9/ns, "combinations/cpu-s")
			}
		})
	}
	run("peer-style", func() int64 {
		s, _ := peerCycle(strips, 1)
		return int64(s.Reshuf.Load())
	})
	run("FullCycle", func() int64 {
		c, err := exact.FullCycle(context.Background(), g, 1, exact.Options{Workers: 1})
		if err != nil {
			b.Fatal(err)
		}
		return c.Combinations
	})
	run("plain PlayStops", func() int64 {
		c, err := exact.FullCycle(context.Background(), gamefix.Plain(g), 1, exact.Options{Workers: 1})
		if err != nil {
			b.Fatal(err)
		}
		return c.Combinations
	})
}
