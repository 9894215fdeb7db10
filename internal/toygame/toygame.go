// Package toygame is a three-reel title small enough to solve by hand, for
// the tests of the tools over games (simulation, records, the command
// package). It keeps the whole games contract, forced play included.
//
// Each reel shows one of 8 equally likely symbols, "a" … "g" and "scatter"
// (rng.IntN(src, 8) per reel: 512 equally likely screens).
//
//   - Three of a kind of symbol s pays Triple[s] × bet; the scatter triple's
//     300 × bet is cut to the cap of 150 × bet (Capped).
//   - Otherwise, the same symbol on reels 0 and 1 pays 2 × bet (56 screens).
//   - Two or more scatters trigger the feature (22 screens), which pays
//     nothing more.
//
// So per 512 screens: win in bets Σ = 56·2 + (5+10+15+20+25+50+100) + 150
// = 487, hits 64, triggers 22, capped 1, Σ win² = 56·4 + 25+100+225+400+625
// +2500+10000 + 150² = 36 599 (in bets²).
//
// Mode "ante" costs 5/4 of the bet (the bet must be a multiple of 4) and
// pays the same, so its RTP is 487/640.
//
// With Bonus > 0, a winning round draws one more value, a bonus reel whose
// symbol 0 (one in four) adds Bonus × bet: a data-dependent number of draws,
// for record and replay tests. The figures above are for Bonus 0.
package toygame

import (
	"encoding/json"
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/rng"
)

// Triple[s-1] is what three of a kind of symbol s pays, in bets.
var Triple = [8]int64{5, 10, 15, 20, 25, 50, 100, 300}

// The rules' constants.
const (
	Scatter    = 8   // the scatter symbol (symbols are 1 … 8, "a" … "scatter")
	Cap        = 150 // the round cap, in bets
	DefaultBet = 100
)

// The toy's exact figures per round, Bonus 0 (see the package doc).
const (
	RTP      = 487.0 / 512
	HitRate  = 64.0 / 512
	FSRate   = 22.0 / 512
	CapRate  = 1.0 / 512
	MeanSqX  = 36599.0 / 512
	AnteRTP  = 487.0 / 640
	AnteMode = "ante"
	MaxBoost = 1000 // the largest "boost" a forced play accepts
)

var alphabet, _ = slotmech.NewAlphabet("a", "b", "c", "d", "e", "f", "g", "scatter")

// Game is the toy title; the zero Game has no bonus.
type Game struct {
	Bonus int64 // pay of the bonus reel's symbol 0, in bets; part of the maths
}

var _ games.Game = Game{}

// Name returns "toy".
func (Game) Name() string { return "toy" }

// Modes returns standard (cost 1) and ante (cost 1.25).
func (Game) Modes() []games.Mode {
	return []games.Mode{{Name: games.Standard, Cost: slotmech.Whole(1)}, {Name: AnteMode, Cost: slotmech.MustParseFactor("1.25")}}
}

// DefaultBet returns 100.
func (Game) DefaultBet() slotmech.Money { return DefaultBet }

// Alphabet names the symbols a … g and scatter.
func (Game) Alphabet() *slotmech.Alphabet { return alphabet }

// ConfigData encodes the pays, the cap and the bonus.
func (g Game) ConfigData() []byte {
	b, _ := json.Marshal(struct {
		Triple [8]int64
		Cap    int64
		Bonus  int64
	}{Triple, Cap, g.Bonus})
	return b
}

// Facts declares "pair" (a flag on the spin: reels 1 and 2 agree) and
// "boost" (an input of forced play that multiplies the win).
func (Game) Facts() []games.FactDef {
	return []games.FactDef{
		{Name: "pair", Kind: games.FactFlag, Doc: "reels 1 and 2 show the same symbol"},
		{Name: "boost", Kind: games.FactMultiplier, Input: true, Doc: "forced play only: multiplies the win"},
	}
}

// Stake returns the bet, or 5/4 of it in ante mode.
func (Game) Stake(bet slotmech.Money, mode string) (slotmech.Money, error) {
	switch {
	case bet <= 0:
	case mode == games.Standard:
		return bet, nil
	case mode == AnteMode && bet%4 == 0:
		return bet / 4 * 5, nil
	}
	return 0, &slotmech.Error{Op: "stake", Field: "toy: bet", Value: fmt.Sprint(bet), Err: games.ErrBet}
}

// NewPlayer returns a player of g.
func (g Game) NewPlayer() games.Player { return &Player{g: g} }

// Player plays the toy; it has no working memory but its game.
type Player struct{ g Game }

// Play plays one round.
func (p *Player) Play(bet slotmech.Money, mode string, src rng.Source, d *games.Detail) (games.Outcome, error) {
	stake, err := p.g.Stake(bet, mode)
	if err != nil {
		return games.Outcome{}, err
	}
	var scr slotmech.Screen = slotmech.NewScreen(3, 1)
	for r := range 3 {
		scr.Set(r, 0, slotmech.Symbol(rng.IntN(src, 8)+1))
	}
	return p.play(bet, stake, &scr, 1, src, d)
}

// PlayForced plays the screen of f (3 reels × 1 row); Refill must be nil
// and State may set "boost".
func (p *Player) PlayForced(f *games.Forced, src rng.Source, d *games.Detail) (games.Outcome, error) {
	stake, err := p.g.Stake(f.Bet, f.Mode)
	if err != nil {
		return games.Outcome{}, err
	}
	if f.Screen.Reels() != 3 || f.Screen.Rows() != 1 {
		return games.Outcome{}, &slotmech.Error{Op: "forced play", Field: "toy: screen", Err: games.ErrForced,
			Reason: fmt.Sprintf("forced play refused: %d reels × %d rows, want 3 × 1", f.Screen.Reels(), f.Screen.Rows())}
	}
	if err := games.CheckState(p.g.Name(), p.g.Facts(), f.State); err != nil {
		return games.Outcome{}, err
	}
	boost, ok := f.State.Get("boost")
	if !ok {
		boost = 1
	}
	if boost < 1 || boost > MaxBoost {
		return games.Outcome{}, &slotmech.Error{Op: "forced play", Field: "toy: state.boost", Value: fmt.Sprint(boost), Err: games.ErrForced,
			Reason: fmt.Sprintf("forced play refused \"%d\": must be from 1 to %d", boost, MaxBoost)}
	}
	return p.play(f.Bet, stake, &f.Screen, boost, src, d)
}

func (p *Player) play(bet, stake slotmech.Money, scr *slotmech.Screen, boost int64, src rng.Source, d *games.Detail) (games.Outcome, error) {
	out := games.Outcome{Bet: bet, Stake: stake}
	a, b, c := scr.At(0, 0), scr.At(1, 0), scr.At(2, 0)
	var x int64
	switch {
	case a == b && b == c && a >= 1 && a <= 8:
		x = Triple[a-1]
	case a == b:
		x = 2
	}
	if x > Cap {
		x, out.Capped = Cap, true
	}
	scatters := 0
	for _, s := range [3]slotmech.Symbol{a, b, c} {
		if s == Scatter {
			scatters++
		}
	}
	out.Triggered = scatters >= 2
	x *= boost
	if x > 0 && p.g.Bonus > 0 && src != nil && rng.IntN(src, 4) == 0 {
		x += p.g.Bonus
	}
	var err error
	if out.Win, err = bet.Mul(x); err != nil {
		return games.Outcome{}, err
	}
	if d != nil {
		d.Reset()
		sp := d.AddSpin()
		sp.Screen, sp.Win, sp.Multiplier, sp.Scatters, sp.Capped = *scr, out.Win, 1, scatters, out.Capped
		sp.Facts.SetFlag("pair", a == b)
		if x > 0 {
			st := sp.AddStep()
			st.Screen, st.Win, st.Factor = *scr, out.Win, slotmech.Whole(x)
			st.Wins = append(st.Wins, games.Win{Symbol: a, Count: 2, Factor: slotmech.Whole(x),
				Positions: slotmech.PosSet(0).With(slotmech.At(0, 0)).With(slotmech.At(1, 0))})
		}
	}
	return out, nil
}
