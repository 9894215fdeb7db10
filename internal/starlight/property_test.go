package starlight_test

import (
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/internal/starlight"
	"github.com/slotmech/slotmech/rng"
	"pgregory.net/rapid"
)

// wild returns maths that reach the cap and trigger often, so that the
// properties meet capped rounds and long features: many scatters, many
// multipliers, mostly large values.
func wild(t testing.TB) *starlight.Game {
	m := starlight.DefaultMaths()
	m.Base.Scatter, m.Ante.Scatter, m.Free.Scatter = 25_000, 30_000, 15_000
	m.Base.Multiplier, m.Ante.Multiplier, m.Free.Multiplier = 15_000, 15_000, 25_000
	m.BaseValues[14], m.FreeValues[14] = 3000, 3000 // x500
	g, err := starlight.NewWithMaths(m)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// drawGame picks the reference game or the wild one.
func drawGame(t *rapid.T, games_ ...*starlight.Game) *starlight.Game {
	return games_[rapid.IntRange(0, len(games_)-1).Draw(t, "game")]
}

// SC-12: no round pays more than 5000 × bet; a capped round ends with the
// spin that reached the cap (no spin after it) and pays exactly the cap;
// the spins' wins add up to the round's win.
func TestSC_12_PropertyCap(t *testing.T) {
	ref, w := starlight.New(), wild(t)
	capped := 0
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t, ref, w)
		bet := slotmech.Money(rapid.IntRange(1, 200).Draw(t, "bet20")) * 20
		mode := rapid.SampledFrom([]string{games.Standard, starlight.Ante}).Draw(t, "mode")
		src := rng.NewStream(rapid.Uint64().Draw(t, "seed"), 0)
		p := g.NewPlayer()
		var d games.Detail
		for range 20 {
			out, err := p.Play(bet, mode, src, &d)
			if err != nil {
				t.Fatal(err)
			}
			limit := bet * starlight.CapTimes
			if out.Win > limit {
				t.Fatalf("round pays %d > %d", out.Win, limit)
			}
			var sum slotmech.Money
			for i, sp := range d.Spins {
				sum += sp.Win
				if sp.Capped && i != len(d.Spins)-1 {
					t.Fatalf("spin %d of %d reached the cap but the round went on", i, len(d.Spins))
				}
			}
			if sum != out.Win {
				t.Fatalf("spins pay %d, round %d", sum, out.Win)
			}
			if out.Capped {
				capped++
				if out.Win != limit || !d.Spins[len(d.Spins)-1].Capped {
					t.Fatalf("capped round pays %d, want %d", out.Win, limit)
				}
			}
		}
	})
	if capped == 0 {
		t.Error("no capped round met: the property was not exercised")
	}
}

// SC-8: in every played feature the total multiplier never decreases.
func TestSC_8_PropertyTotalNeverDecreases(t *testing.T) {
	ref, w := starlight.New(), wild(t)
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t, ref, w)
		src := rng.NewStream(rapid.Uint64().Draw(t, "seed"), 0)
		var d games.Detail
		out, err := starlight.NewPlayer(g).PlayFeature(100, src, &d)
		if err != nil {
			t.Fatal(err)
		}
		var T int64
		for i, sp := range d.Spins {
			if total(sp) < T {
				t.Fatalf("spin %d: T %d after %d", i, total(sp), T)
			}
			T = total(sp)
		}
		if out.FreeSpins > starlight.MaxFreeSpins {
			t.Fatalf("%d free spins", out.FreeSpins)
		}
	})
}

// SC-11: the ante changes no pay: the same screen and the same refill pay
// the same in both modes, base spin or free spin.
func TestSC_11_PropertyAnteChangesNoPay(t *testing.T) {
	g := starlight.New()
	sym := rapid.Custom(func(t *rapid.T) slotmech.Symbol {
		// Mostly paying symbols, so that wins happen.
		if rapid.IntRange(0, 9).Draw(t, "kind") < 8 {
			return slotmech.Symbol(rapid.IntRange(int(starlight.Yellow), int(starlight.Red)).Draw(t, "paying"))
		}
		return slotmech.Symbol(rapid.IntRange(int(starlight.Yellow), int(starlight.X500)).Draw(t, "any"))
	})
	rapid.Check(t, func(t *rapid.T) {
		scr := slotmech.NewScreen(starlight.Reels, starlight.Rows)
		for r := range starlight.Reels {
			for row := range starlight.Rows {
				scr.Set(r, row, sym.Draw(t, "screen"))
			}
		}
		ls := make([][]slotmech.Symbol, starlight.Reels)
		for r := range ls {
			ls[r] = rapid.SliceOfN(sym, 0, 40).Draw(t, "refill")
		}
		free := rapid.Bool().Draw(t, "free")
		var T int64
		if free {
			T = rapid.Int64Range(0, 100).Draw(t, "T")
		}
		var outs [2]games.Outcome
		var ds [2]games.Detail
		var errs [2]error
		p := g.NewPlayer()
		for i, mode := range []string{games.Standard, starlight.Ante} {
			f := games.Forced{Bet: 100, Mode: mode, Screen: scr, Refill: ls}
			if free {
				f.State = freeSpin(T)
			}
			outs[i], errs[i] = p.PlayForced(&f, nil, &ds[i])
		}
		if (errs[0] == nil) != (errs[1] == nil) {
			t.Fatalf("errors differ: %v / %v", errs[0], errs[1])
		}
		if errs[0] != nil {
			return
		}
		if outs[0].Win != outs[1].Win || outs[0].Stake != 100 || outs[1].Stake != 125 {
			t.Fatalf("standard %d/%d, ante %d/%d", outs[0].Win, outs[0].Stake, outs[1].Win, outs[1].Stake)
		}
		a, b := ds[0].Spins[0], ds[1].Spins[0]
		if a.Multiplier != b.Multiplier || total(a) != total(b) || len(a.Steps) != len(b.Steps) || awarded(a) != awarded(b) {
			t.Fatal("itemised spins differ")
		}
	})
}

// Same seed, same round: a round is a pure function of the draws.
func TestPropertySameSeedSameRound(t *testing.T) {
	ref, w := starlight.New(), wild(t)
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t, ref, w)
		seed := rapid.Uint64().Draw(t, "seed")
		mode := rapid.SampledFrom([]string{games.Standard, starlight.Ante}).Draw(t, "mode")
		pa, pb := g.NewPlayer(), g.NewPlayer()
		var da, db games.Detail
		srcA, srcB := rng.NewStream(seed, 3), rng.NewStream(seed, 3)
		for range 5 {
			a, err := pa.Play(100, mode, srcA, &da)
			if err != nil {
				t.Fatal(err)
			}
			b, err := pb.Play(100, mode, srcB, &db)
			if err != nil {
				t.Fatal(err)
			}
			if render(a, &da) != render(b, &db) {
				t.Fatalf("same seed, different rounds:\n%s\n%s", render(a, &da), render(b, &db))
			}
		}
		// A recorded round replays to the same round, drawing exactly its record.
		rec := rng.NewRecorder(rng.NewStream(seed, 4))
		a, err := pa.Play(100, mode, rec, &da)
		if err != nil {
			t.Fatal(err)
		}
		rp := rng.NewReplayer(rec.Draws())
		b, err := pb.Play(100, mode, rp, &db)
		if err != nil {
			t.Fatal(err)
		}
		if err := rp.Done(); err != nil || render(a, &da) != render(b, &db) {
			t.Fatalf("replay differs (%v)", err)
		}
	})
}
