package terminal_test

import (
	"encoding/json"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/gamble"
	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/crystalspin"
	"github.com/slotmech/slotmech/games/record"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/roundview"
	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/internal/testfix/termfix"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// recordReplay replays r with g after a JSON round trip, as an auditor
// would read it back, and returns the outcome it read back.
func recordReplay(g games.Game, r *record.Record) (*roundview.Round, error) {
	b, err := json.Marshal(r)
	if err != nil {
		return nil, err
	}
	var back record.Record
	if err := json.Unmarshal(b, &back); err != nil {
		return nil, err
	}
	if err := record.Replay(g, &back); err != nil {
		return nil, err
	}
	v, err := roundview.Parse(back.Outcome)
	return &v, err
}

// outcome returns r's outcome as a view.
func outcome(t interface {
	require.TestingT
	Helper()
}, r *record.Record) roundview.Round {
	t.Helper()
	v, err := roundview.Parse(r.Outcome)
	require.NoError(t, err)
	return v
}

// TestRecallKnownAnswer checks every fact of the recall of three games:
// numbers, times, stakes, meters, the draws of each round (and not the
// jackpot's or the cards), the RISK that followed and the jackpot hits.
func TestRecallKnownAnswer(t *testing.T) {
	m, _ := scripted(t, 300,
		noHit, termfix.Pays(2), // game 1 wins 200
		red, black, // RISK: won on red, lost on red
		hit, termfix.Pays(1), // game 2 wins 100 and a jackpot
		noHit, termfix.Pays(3), // game 3 wins 1 000
		red, // RISK: won on red, then HALF, COLLECT
	)
	at2, at3 := at.Add(7e9), at.Add(9e9)
	_, err := m.Start(ctx, at)
	require.NoError(t, err)
	require.NoError(t, m.Risk(ctx))
	_, err = m.Pick(ctx, gamble.Red)
	require.NoError(t, err)
	_, err = m.Pick(ctx, gamble.Red)
	require.NoError(t, err)
	_, err = m.Start(ctx, at2)
	require.NoError(t, err)
	termfix.Refused(t, m, terminal.ErrState, func() error { return m.Risk(ctx) }) // locked (CS-20)
	_, err = m.ClearLockup(ctx, at2, "attendant 7", "", nil)
	require.NoError(t, err)
	termfix.Refused(t, m, gamble.ErrJackpot, func() error { return m.Risk(ctx) })
	_, err = m.Start(ctx, at3)
	require.NoError(t, err)
	require.NoError(t, m.Risk(ctx))
	_, err = m.Pick(ctx, gamble.Red)
	require.NoError(t, err)
	_, err = m.Half(ctx)
	require.NoError(t, err)
	_, err = m.Collect(ctx)
	require.NoError(t, err)

	rec := m.Recall()
	require.Len(t, rec, 3)
	g3, g2, g1 := rec[0], rec[1], rec[2]
	require.Equal(t, []uint64{3, 2, 1}, []uint64{g3.Seq, g2.Seq, g1.Seq}, "newest first")
	require.Equal(t, at, g1.At)
	require.Equal(t, at2, g2.At)
	require.Equal(t, at3, g3.At)

	require.Equal(t, slotmech.Money(100), g1.Stake)
	require.Equal(t, terminal.Reading{Credit: 300}, g1.Before)
	require.Equal(t, terminal.Reading{Credit: 200, Win: 200}, g1.After)
	require.Equal(t, record.Draws{termfix.Pays(2)}, g1.Record.Draws, "the round's draws only")
	require.Equal(t, "fake", g1.Record.Game)
	require.Equal(t, games.ConfigID(fakeGame(fakePays)), g1.Record.Config)
	require.Equal(t, slotmech.Money(100), g1.Record.Bet)
	require.Equal(t, games.Standard, g1.Record.Mode)
	require.Equal(t, slotmech.Money(200), outcome(t, &g1.Record).Win)
	require.Equal(t, [][]string{{"o2"}}, outcome(t, &g1.Record).Spins[0].Screen)
	require.Nil(t, g1.Jackpots)
	require.Equal(t, []terminal.RiskStep{
		{Action: terminal.RiskPick, Colour: gamble.Red, Card: gamble.NewCard(12, gamble.Hearts), AtRisk: 400},
		{Action: terminal.RiskPick, Colour: gamble.Red, Card: gamble.NewCard(7, gamble.Spades)},
	}, g1.RiskSteps)
	require.Equal(t, &gamble.State{End: gamble.Lost, Amount: 200, Lost: 400, Won: 200, Doublings: 1}, g1.Risk)
	require.Equal(t, terminal.Reading{Credit: 200}, g1.RiskEnd)

	require.Equal(t, terminal.Reading{Credit: 200}, g2.Before)
	require.Equal(t, terminal.Reading{Credit: 100, Win: 100}, g2.After)
	require.Len(t, g2.Jackpots, 1)
	require.Equal(t, poolName, g2.Jackpots[0].Pool)
	require.Equal(t, at2, g2.Jackpots[0].At)
	require.Nil(t, g2.Risk, "RISK was refused after the jackpot")
	require.Nil(t, g2.RiskSteps)
	require.Zero(t, g2.RiskEnd)

	require.Equal(t, terminal.Reading{Credit: 100, Win: 100}, g3.Before)
	require.Equal(t, terminal.Reading{Credit: 100, Win: 1000}, g3.After)
	require.Equal(t, []terminal.RiskAction{terminal.RiskPick, terminal.RiskHalf, terminal.RiskCollect},
		[]terminal.RiskAction{g3.RiskSteps[0].Action, g3.RiskSteps[1].Action, g3.RiskSteps[2].Action})
	require.Equal(t, []slotmech.Money{0, 1000, 1000}, []slotmech.Money{g3.RiskSteps[0].Credited,
		g3.RiskSteps[1].Credited, g3.RiskSteps[2].Credited})
	require.Equal(t, gamble.State{End: gamble.Collected, Amount: 1000, Credited: 2000, Won: 1000, Doublings: 1}, *g3.Risk)
	require.Equal(t, terminal.Reading{Credit: 2100}, g3.RiskEnd)

	for _, e := range rec {
		v, err := recordReplay(fakeGame(fakePays), &e.Record)
		require.NoError(t, err, "game %d", e.Seq)
		require.Equal(t, outcome(t, &e.Record), *v)
	}
	require.Equal(t, rec, m.Recall(), "recall changes nothing")
	rec[0].RiskSteps[0].Credited = 1
	rec[0].Risk.Lost = 1
	rec[0].Jackpots = append(rec[0].Jackpots, rec[1].Jackpots...)
	require.NotEqual(t, rec, m.Recall(), "the entries are copies")
}

// TestRecallKeepsTheLastGames checks that the recall keeps the last N games
// (10 by default: the last game and the nine before it), newest first, that
// an open RISK is recalled as open, and that recall can be turned off.
func TestRecallKeepsTheLastGames(t *testing.T) {
	for _, tc := range []struct{ recall, kept int }{{0, 10}, {3, 3}, {1, 1}, {-1, 0}} {
		cfg := config(t, rng.NewStream(5, 0))
		cfg.Recall = tc.recall
		m, err := terminal.New(ctx, cfg)
		require.NoError(t, err)
		require.NoError(t, m.Insert(ctx, 100_000))
		for range 25 {
			_, err := m.Start(ctx, at)
			require.NoError(t, err)
		}
		rec := m.Recall()
		require.Len(t, rec, tc.kept, "Recall %d", tc.recall)
		for i, e := range rec {
			require.Equal(t, uint64(25-i), e.Seq)
			_, err := recordReplay(fakeGame(fakePays), &e.Record)
			require.NoError(t, err)
		}
	}

	m, _ := scripted(t, 100, noHit, termfix.Pays(1))
	_, err := m.Start(ctx, at)
	require.NoError(t, err)
	require.NoError(t, m.Risk(ctx))
	e := m.Recall()[0]
	require.Empty(t, e.RiskSteps)
	require.True(t, e.Risk.Open)
	require.Equal(t, slotmech.Money(100), e.Risk.AtRisk)
	require.Equal(t, terminal.Reading{Win: 100}, e.RiskEnd)
}

// TestCS_8_RecallKeepsEveryCascadeScreen: the recall of a Crystal Spin
// game with a cascade keeps every screen of it, each with its wins, and the
// reel stops it landed on, and they are the game's: each screen after the
// first is the one before with its winning positions exploded, the symbols
// above them fallen and the top filled from the strip above the window,
// the symbol just above falling in first and landing lowest (CS-8), from
// the recalled stops (CS-1: stopped at p, a reel shows strip[p], strip[p+1],
// strip[p+2] from the top) — computed here from the strips.
func TestCS_8_RecallKeepsEveryCascadeScreen(t *testing.T) {
	g := crystalspin.New()
	strips := crystalspin.Strips()
	a := g.Alphabet()
	src := rng.NewStream(11, 0)
	m, err := terminal.New(ctx, terminal.Config{
		Game: g, Stakes: crystalspin.Stakes(), Gamble: gamble.Config{Unit: 1, History: 5},
		Jackpot: newSystem(t, src), Terminal: term, Source: src,
	})
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 1_000_000))
	cascades := 0
	for range 400 {
		_, err := m.Start(ctx, at)
		require.NoError(t, err)
		e := m.Recall()[0]
		v := outcome(t, &e.Record)
		require.Len(t, v.Spins, 1)
		sp := v.Spins[0]
		require.Len(t, sp.Stops, crystalspin.Reels, "game %d", e.Seq)

		// The first screen from the stops, then every step from the one
		// before it.
		top := make([]int, crystalspin.Reels) // the strip position above the window, per reel
		screen := make([][]string, crystalspin.Rows)
		for row := range screen {
			screen[row] = make([]string, crystalspin.Reels)
		}
		for r, p := range sp.Stops {
			n := len(strips[r])
			for row := range crystalspin.Rows {
				screen[row][r] = a.Name(strips[r][(p+row)%n])
			}
			top[r] = p
		}
		require.Equal(t, screen, sp.Screen, "game %d: the screen of stops %v", e.Seq, sp.Stops)
		for k, st := range sp.Steps {
			require.Equal(t, k+1, st.Step)
			require.Equal(t, screen, st.Screen, "game %d step %d", e.Seq, st.Step)
			require.NotEmpty(t, st.Wins, "a step is a screen that paid")
			gone := map[[2]int]bool{}
			for _, w := range st.Wins {
				for _, p := range w.Positions {
					gone[p] = true
				}
			}
			for r := range crystalspin.Reels {
				var kept []string
				for row := range crystalspin.Rows {
					if !gone[[2]int{r, row}] {
						kept = append(kept, screen[row][r])
					}
				}
				fill := crystalspin.Rows - len(kept)
				n := len(strips[r])
				for row := range fill { // strip[top-1] lands lowest, in row fill-1
					screen[row][r] = a.Name(strips[r][((top[r]-fill+row)%n+n)%n])
				}
				top[r] -= fill
				for i, name := range kept {
					screen[fill+i][r] = name
				}
			}
		}
		if len(sp.Final) > 0 {
			require.Equal(t, screen, sp.Final, "game %d: the screen it ended on", e.Seq)
		}
		if len(sp.Steps) >= 2 {
			cascades++
		}
		v2, err := recordReplay(g, &e.Record)
		require.NoError(t, err, "game %d", e.Seq)
		require.Equal(t, v, *v2)
	}
	require.Greater(t, cascades, 5, "games with two screens or more")
}

// TestCS_12_RecallMetersAfterRisk: the recall's meters are the ones the
// machine showed, read here from Meters at every moment: before the game,
// right after it (WIN the game's win, CREDIT less the stake, CS-12), and
// after the RISK that followed (CREDIT and WIN after its last decision),
// each RISK pick with its card; the next game's meters before are the
// ones RISK left.
func TestCS_12_RecallMetersAfterRisk(t *testing.T) {
	cfg := config(t, rng.NewStream(8, 0))
	m, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 10_000))
	type seen struct {
		before, after, end terminal.Reading
		picks              []gamble.Colour
		risked             bool
	}
	read := func() terminal.Reading { mt := m.Meters(); return terminal.Reading{Credit: mt.Credit, Win: mt.Win} }
	var games []seen
	for i := range 30 {
		s := seen{before: read()}
		_, err := m.Start(ctx, at)
		require.NoError(t, err)
		s.after = read()
		if m.Meters().Win > 0 && i%3 != 0 {
			s.risked = true
			require.NoError(t, m.Risk(ctx))
			for k := 0; m.State() == terminal.StateRisk && k < 2; k++ {
				c := []gamble.Colour{gamble.Red, gamble.Black}[(i+k)%2]
				_, err := m.Pick(ctx, c)
				require.NoError(t, err)
				s.picks = append(s.picks, c)
			}
			if m.State() == terminal.StateRisk {
				_, err := m.Collect(ctx)
				require.NoError(t, err)
			}
			s.end = read()
		}
		games = append(games, s)
	}
	rec := m.Recall()
	require.Len(t, rec, 10)
	risked := 0
	for i, e := range rec {
		s := games[len(games)-1-i]
		require.Equal(t, s.before, e.Before, "game %d", e.Seq)
		require.Equal(t, s.after, e.After, "game %d", e.Seq)
		require.Equal(t, s.before.Credit+s.before.Win-e.Stake, e.After.Credit, "game %d: CS-12", e.Seq)
		require.Equal(t, outcome(t, &e.Record).Win, e.After.Win, "game %d: WIN is the game's win", e.Seq)
		if !s.risked {
			require.Nil(t, e.Risk, "game %d", e.Seq)
			require.Zero(t, e.RiskEnd)
			continue
		}
		risked++
		require.NotNil(t, e.Risk, "game %d", e.Seq)
		require.Equal(t, s.end, e.RiskEnd, "game %d: the meters after RISK", e.Seq)
		var picks []gamble.Colour
		for _, st := range e.RiskSteps {
			if st.Action == terminal.RiskPick {
				picks = append(picks, st.Colour)
				require.True(t, st.Card.Valid())
			}
		}
		require.Equal(t, s.picks, picks, "game %d", e.Seq)
		if i > 0 {
			require.Equal(t, e.RiskEnd, rec[i-1].Before, "game %d: the next game starts from RISK's meters", e.Seq)
		}
	}
	require.Positive(t, risked)
}

// TestCS_20_RecallShowsTheWinRecords: a jackpot hit is recalled as the
// central system's win record — its number, pool and amount — announced
// until the attendant's key settles it, then paid with the payout form's
// number or refused for an incomplete form, and the same after the
// machine resumes from its journal; the last game's Round (Machine.Last) is
// left as the game returned it (announced).
func TestCS_20_RecallShowsTheWinRecords(t *testing.T) {
	complete := jackpot.PayoutForm{WinnerName: "Jan Novák", BirthDate: at, Address: "Brno 1",
		DocumentType: "ID card", DocumentNumber: "123456", CheckedBy: "attendant 7", Signed: true}
	incomplete := complete
	incomplete.DocumentNumber = ""
	for _, c := range []struct {
		name string
		form *jackpot.PayoutForm
		want jackpot.Status
		no   string
	}{{"paid", &complete, jackpot.Paid, "PF-0042"}, {"refused", &incomplete, jackpot.Refused, "PF-0042"},
		{"no form", nil, jackpot.Announced, ""}} {
		t.Run(c.name, func(t *testing.T) {
			cfg, _, m := lockedMachine(t)
			hit := m.Lockup()
			require.Len(t, hit, 1)
			e := m.Recall()[0]
			require.Equal(t, uint64(2), e.Seq)
			require.Equal(t, hit, e.Jackpots, "announced while locked")
			require.Equal(t, jackpot.Announced, e.Jackpots[0].Status)
			last := m.Last()

			_, err := m.ClearLockup(ctx, at, "attendant 7", c.no, c.form)
			require.NoError(t, err)
			recs, err := cfg.Jackpot.Wins(ctx, 0, 10)
			require.NoError(t, err)
			require.Len(t, recs, 1)
			require.Equal(t, c.want, recs[0].Status)
			e = m.Recall()[0]
			require.Len(t, e.Jackpots, 1)
			w := e.Jackpots[0]
			require.Equal(t, recs[0].Seq, w.Seq, "the win's number")
			require.Equal(t, recs[0].Amount, w.Amount)
			require.Equal(t, poolName, w.Pool)
			require.Equal(t, c.want, w.Status)
			require.Equal(t, c.no, w.Form)
			require.Nil(t, m.Recall()[1].Jackpots)
			require.Equal(t, last, m.Last(), "the Round is left as it was")
			require.Equal(t, jackpot.Announced, m.Last().Jackpots[0].Status)

			again, err := terminal.New(ctx, cfg)
			require.NoError(t, err)
			require.Equal(t, m.Recall(), again.Recall(), "the same after a resume")
		})
	}

	// From a checkpoint written after the clearing: its kept games carry
	// the settled record.
	src := rng.NewReplayer([]uint64{termfix.Pays(1), hit, termfix.Pays(2), noHit})
	cfg := config(t, src)
	cfg.Journal, cfg.Checkpoint = new(terminaltest.MemoryJournal), 1
	m, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	require.NoError(t, m.Insert(ctx, 1_000))
	_, err = m.Start(ctx, at)
	require.NoError(t, err)
	_, err = m.ClearLockup(ctx, at, "attendant 7", "PF-7", &complete)
	require.NoError(t, err)
	_, err = m.Start(ctx, at)
	require.NoError(t, err)
	again, err := terminal.New(ctx, cfg)
	require.NoError(t, err)
	rec := again.Recall()
	require.Len(t, rec, 2)
	require.Equal(t, jackpot.Paid, rec[1].Jackpots[0].Status)
	require.Equal(t, "PF-7", rec[1].Jackpots[0].Form)
	require.Equal(t, m.Recall(), rec)
}
