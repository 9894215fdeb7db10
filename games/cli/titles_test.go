package cli_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/cli"
	"github.com/slotmech/slotmech/games/exact"
	"github.com/slotmech/slotmech/internal/toygame"
	"github.com/slotmech/slotmech/rng"
)

// mini is a strip game small enough to solve by hand, defined only here:
// 3 reels of 1 row, strips "aab", "aab" and "abb" (27 combinations). Three
// a pay 1 × bet, three b pay 2 × bet; after a win every reel moves on by
// one symbol of its strip (a cascade) and the new screen is evaluated
// again.
//
// Three a need stops (0|1, 0|1, 0): 4 combinations paying 1, and (1, 1, 0)
// cascades to b b b, paying 2 more. Three b need (2, 2, 1|2): 2 combinations
// paying 2, and (2, 2, 2) cascades to a a a, paying 1 more. So the cycle
// pays 4 + 2 + 4 + 1 = 11 bets in 27 rounds: RTP 11/27, 6 hits, depths
// 21 / 4 / 2.
//
// In forced play, what falls in is taken from the refill lists, or drawn
// uniformly from the reel's strip with a nil refill; the input "double" (a
// flag) doubles every win.
type mini struct{}

var (
	miniStrips   = [3]string{"aab", "aab", "abb"}
	miniAlphabet = must(slotmech.NewAlphabet("a", "b", "c"))
)

const miniMaxSteps = 10

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

func (mini) Name() string { return "mini" }
func (mini) Modes() []games.Mode {
	return []games.Mode{{Name: games.Standard, Cost: slotmech.Whole(1)}}
}
func (mini) DefaultBet() slotmech.Money   { return 10 }
func (mini) Alphabet() *slotmech.Alphabet { return miniAlphabet }
func (mini) ConfigData() []byte           { return []byte(`{"strips":["aab","aab","abb"],"pays":{"a":1,"b":2}}`) }
func (mini) Facts() []games.FactDef {
	return []games.FactDef{
		{Name: "double", Kind: games.FactFlag, Input: true, Doc: "forced play only: doubles every win"},
		{Name: "cascades", Kind: games.FactCount, Doc: "winning steps after the first; set only when there are some"},
	}
}
func (mini) NewPlayer() games.Player { return &miniPlayer{} }

func (mini) Stake(bet slotmech.Money, mode string) (slotmech.Money, error) {
	if bet <= 0 || bet > 1000 || mode != games.Standard {
		return 0, &slotmech.Error{Op: "stake", Field: "mini: bet", Value: fmt.Sprint(bet), Err: games.ErrBet}
	}
	return bet, nil
}

// miniPlayer plays mini.
type miniPlayer struct{}

func (p *miniPlayer) Play(bet slotmech.Money, mode string, src rng.Source, d *games.Detail) (games.Outcome, error) {
	if _, err := (mini{}).Stake(bet, mode); err != nil {
		return games.Outcome{}, err
	}
	stops := make([]int, 3)
	for r := range stops {
		stops[r] = rng.IntN(src, 3)
	}
	return p.stops(stops, bet, nil, d)
}

func (p *miniPlayer) StripLengths() []int { return []int{3, 3, 3} }

// PlayReel plays every stop of the last reel from stops[2] on, each a
// group of its own.
func (p *miniPlayer) PlayReel(stops []int, bet slotmech.Money, tally games.Tally, group func(stop, n int, out games.Outcome) error) error {
	at := append([]int(nil), stops...)
	for first := true; first || len(at) == 3 && at[2] < 3; first = false {
		out, err := p.PlayStops(at, bet, tally)
		if err != nil {
			return err
		}
		if err := group(at[2], 1, out); err != nil {
			return err
		}
		at[2]++
	}
	return nil
}

func (p *miniPlayer) PlayStops(stops []int, bet slotmech.Money, tally games.Tally) (games.Outcome, error) {
	if _, err := (mini{}).Stake(bet, games.Standard); err != nil {
		return games.Outcome{}, err
	}
	if len(stops) != 3 {
		return games.Outcome{}, fmt.Errorf("%w: %d stops", games.ErrStops, len(stops))
	}
	for _, s := range stops {
		if s < 0 || s >= 3 {
			return games.Outcome{}, fmt.Errorf("%w: stop %d", games.ErrStops, s)
		}
	}
	return p.stops(stops, bet, tally, nil)
}

// stops plays the round of stops: each reel's next symbol is the next of
// its strip.
func (p *miniPlayer) stops(stops []int, bet slotmech.Money, tally games.Tally, d *games.Detail) (games.Outcome, error) {
	scr := slotmech.NewScreen(3, 1)
	for r, s := range stops {
		scr.Set(r, 0, must(miniAlphabet.Lookup(miniStrips[r][s:s+1])))
	}
	next := func(r, k int) (slotmech.Symbol, error) {
		s := miniStrips[r][(stops[r]+k)%3]
		return must(miniAlphabet.Lookup(string(s))), nil
	}
	return play(bet, 1, scr, next, tally, d)
}

func (p *miniPlayer) PlayForced(f *games.Forced, src rng.Source, d *games.Detail) (games.Outcome, error) {
	if _, err := (mini{}).Stake(f.Bet, f.Mode); err != nil {
		return games.Outcome{}, err
	}
	if f.Screen.Reels() != 3 || f.Screen.Rows() != 1 {
		return games.Outcome{}, &slotmech.Error{Op: "forced play", Field: "mini: screen", Err: games.ErrForced,
			Reason: fmt.Sprintf("forced play refused: %d reels × %d rows, want 3 × 1", f.Screen.Reels(), f.Screen.Rows())}
	}
	if err := games.CheckState(mini{}.Name(), mini{}.Facts(), f.State); err != nil {
		return games.Outcome{}, err
	}
	if f.Refill != nil && len(f.Refill) != 3 {
		return games.Outcome{}, &slotmech.Error{Op: "forced play", Field: "mini: refill", Err: games.ErrForced,
			Reason: fmt.Sprintf("forced play refused: %d lists, want 3", len(f.Refill))}
	}
	next := func(r, k int) (slotmech.Symbol, error) {
		if f.Refill == nil {
			s := miniStrips[r][rng.IntN(src, 3)]
			return must(miniAlphabet.Lookup(string(s))), nil
		}
		if k > len(f.Refill[r]) {
			return 0, &slotmech.Error{Op: "forced play", Field: fmt.Sprintf("mini: refill reel %d", r), Err: games.ErrForced,
				Reason: fmt.Sprintf("forced play refused: exhausted after %d symbols, at step %d", len(f.Refill[r]), k+1)}
		}
		return f.Refill[r][k-1], nil
	}
	factor := int64(1)
	if f.State.Flag("double") {
		factor = 2
	}
	return play(f.Bet, factor, f.Screen, next, nil, d)
}

// play evaluates scr and its cascades, multiplying wins by factor; next(r,
// k) is the symbol that falls into reel r after the k-th winning step (k
// from 1).
func play(bet slotmech.Money, factor int64, scr slotmech.Screen, next func(r, k int) (slotmech.Symbol, error),
	tally games.Tally, d *games.Detail) (games.Outcome, error) {
	out := games.Outcome{Bet: bet, Stake: bet}
	var sp *games.Spin
	if d != nil {
		d.Reset()
		sp = d.AddSpin()
		sp.Screen, sp.Multiplier = scr, 1
	}
	for k := 1; k <= miniMaxSteps; k++ {
		a := scr.At(0, 0)
		var x int64
		if a == scr.At(1, 0) && a == scr.At(2, 0) {
			x = map[string]int64{"a": 1, "b": 2}[miniAlphabet.Name(a)] * factor
		}
		if x == 0 {
			break
		}
		win := bet * slotmech.Money(x)
		out.Win += win
		if tally != nil {
			tally(games.PaidWin{Step: k, Symbol: a, Count: 3, Paid: win})
		}
		if sp != nil {
			st := sp.AddStep()
			st.Screen, st.Factor, st.Win = scr, slotmech.Whole(x), win
			st.Wins = append(st.Wins, games.Win{Symbol: a, Count: 3, Factor: slotmech.Whole(x),
				Positions: slotmech.PosSet(0).With(slotmech.At(0, 0)).With(slotmech.At(1, 0)).With(slotmech.At(2, 0))})
		}
		for r := range 3 {
			s, err := next(r, k)
			if err != nil {
				return games.Outcome{}, err
			}
			scr.Set(r, 0, s)
		}
	}
	if sp != nil {
		sp.Win = out.Win
		if n := len(sp.Steps); n > 1 {
			sp.Facts.Set("cascades", int64(n-1))
		}
	}
	return out, nil
}

var (
	_ games.Game        = mini{}
	_ exact.StripPlayer = (*miniPlayer)(nil)
)

// tool is the command package over the test titles: the toy (standard and
// ante, forced play with a "boost" input) and mini (a strip game).
var tool = cli.New([]games.Game{toygame.Game{}, mini{}})

// result is what a command call returned and printed.
type result struct {
	code           int
	stdout, stderr string
}

// call runs the command cmd of tool with args and stdin.
func call(t *testing.T, tl *cli.Tool, stdin string, args ...string) result {
	t.Helper()
	var o, e bytes.Buffer
	code := tl.Run(context.Background(), args, strings.NewReader(stdin), &o, &e)
	return result{code, o.String(), e.String()}
}

// simulate runs tool's simulate with args.
func simulate(t *testing.T, args ...string) result {
	t.Helper()
	var o, e bytes.Buffer
	code := tool.Run(context.Background(), append([]string{"simulate"}, args...), nil, &o, &e)
	return result{code, o.String(), e.String()}
}

// decodeLines decodes JSON lines into maps.
func decodeLines(t *testing.T, out string) []map[string]any {
	t.Helper()
	var ms []map[string]any
	for line := range strings.Lines(out) {
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(line), &m), line)
		ms = append(ms, m)
	}
	return ms
}

// noGoTypes checks that a message for people names no Go type.
func noGoTypes(t *testing.T, msg string) {
	t.Helper()
	for _, bad := range []string{"Go struct", "Go value", "int64", "slotmech.", "games.", "[]string", "map["} {
		require.NotContains(t, msg, bad, "a message in the user's words")
	}
}
