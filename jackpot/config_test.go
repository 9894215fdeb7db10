package jackpot_test

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/jackpotcheck"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

func goodPool() jackpot.PoolConfig {
	return jackpot.PoolConfig{
		Name:      "mini",
		Venues:    []string{"brno-1"},
		Rate:      jackpot.Ratio{Num: 15, Den: 1000},
		Seed:      1000,
		Chance:    jackpot.Ratio{Num: 1, Den: 100_000},
		MustHitBy: 5000,
	}
}

// CS-18: malformed scopes and configurations are refused with an error that
// names the pool and the field.
func TestCS18_NewSystemRefusesBadConfigs(t *testing.T) {
	tests := []struct {
		name  string
		edit  func(*jackpot.PoolConfig)
		field string
	}{
		{"empty name", func(c *jackpot.PoolConfig) { c.Name = "" }, "Name"},
		{"name with space", func(c *jackpot.PoolConfig) { c.Name = "big pool" }, "Name"},
		{"empty venue list", func(c *jackpot.PoolConfig) { c.Venues = []string{} }, "Venues"},
		{"bad venue name", func(c *jackpot.PoolConfig) { c.Venues = []string{"brno 1"} }, "Venues[0]"},
		{"group with empty venue", func(c *jackpot.PoolConfig) { c.Venues = []string{"a", ""} }, "Venues[1]"},
		{"group with duplicate", func(c *jackpot.PoolConfig) { c.Venues = []string{"a", "b", "a"} }, "Venues[2]"},
		{"rate zero den", func(c *jackpot.PoolConfig) { c.Rate = jackpot.Ratio{Num: 1} }, "Rate"},
		{"rate negative", func(c *jackpot.PoolConfig) { c.Rate = jackpot.Ratio{Num: -1, Den: 10} }, "Rate"},
		{"rate above one", func(c *jackpot.PoolConfig) { c.Rate = jackpot.Ratio{Num: 11, Den: 10} }, "Rate"},
		{"zero seed", func(c *jackpot.PoolConfig) { c.Seed = 0 }, "Seed"},
		{"negative seed", func(c *jackpot.PoolConfig) { c.Seed = -5 }, "Seed"},
		{"chance zero den", func(c *jackpot.PoolConfig) { c.Chance = jackpot.Ratio{Num: 1} }, "Chance"},
		{"chance zero num", func(c *jackpot.PoolConfig) { c.Chance = jackpot.Ratio{Den: 10} }, "Chance"},
		{"chance certain", func(c *jackpot.PoolConfig) { c.Chance = jackpot.Ratio{Num: 10, Den: 10} }, "Chance"},
		{"must-hit at seed", func(c *jackpot.PoolConfig) { c.MustHitBy = c.Seed }, "MustHitBy"},
		{"must-hit with zero rate", func(c *jackpot.PoolConfig) { c.Rate.Num = 0 }, "MustHitBy"},
		{"no trigger", func(c *jackpot.PoolConfig) { c.Chance, c.MustHitBy = jackpot.Ratio{}, 0 }, "Chance"},
		{"payout days", func(c *jackpot.PoolConfig) { c.Payout = jackpot.PayoutRule{VenueLimit: 10} }, "Payout"},
		{"payout negative limit", func(c *jackpot.PoolConfig) {
			c.Payout = jackpot.PayoutRule{VenueLimit: -1, VenueDays: 1, OperatorDays: 1}
		}, "Payout"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := goodPool()
			tt.edit(&c)
			_, err := jackpot.NewSystem(ctx, []jackpot.PoolConfig{goodPool2(), c}, new(jackpot.MemoryStore), nil)
			require.ErrorIs(t, err, jackpot.ErrConfig)
			var ce *slotmech.Error
			require.ErrorAs(t, err, &ce)
			require.Equal(t, "NewSystem", ce.Op)
			require.Equal(t, "pool 1 ("+strconv.Quote(c.Name)+"): "+tt.field, ce.Field)
			require.Equal(t, "jackpot: "+ce.Field+": "+ce.Reason, err.Error())
		})
	}
}

// CS-18: a refused venue list says what is wrong in the user's words, and
// nil (not an empty list) is every terminal.
func TestCS18_VenuesMessages(t *testing.T) {
	for _, tt := range []struct {
		venues []string
		msg    string
	}{
		{[]string{}, `jackpot: pool 0 ("mini"): Venues: the list names no venue (leave Venues nil for every terminal of the network)`},
		{[]string{"brno 1"}, `jackpot: pool 0 ("mini"): Venues[0]: invalid venue name "brno 1"`},
		{[]string{"a", "b", "a"}, `jackpot: pool 0 ("mini"): Venues[2]: venue "a" named twice`},
	} {
		c := goodPool()
		c.Venues = tt.venues
		_, err := jackpot.NewSystem(ctx, []jackpot.PoolConfig{c}, new(jackpot.MemoryStore), nil)
		require.ErrorIs(t, err, jackpot.ErrConfig)
		require.EqualError(t, err, tt.msg)
	}
	c := goodPool()
	c.Venues = nil
	s := newSystem(t, c)
	w, err := s.PlayWith(ctx, jackpot.Game{Terminal: jackpot.Terminal{ID: "t1", Venue: "anywhere"}, Number: nextGame(), Stake: 100, At: at0}, rng.NewStream(1, 1))
	require.NoError(t, err)
	require.Nil(t, w)
	l, err := s.Audit(ctx, "mini")
	require.NoError(t, err)
	require.Equal(t, uint64(1), l.Games, "a pool with nil Venues takes a game of any venue")
}

// A zero where a positive number is wanted is refused as such, even when
// another check would refuse the configuration too: the reason names it (a
// rate of 0/0 would otherwise pass as a zero rate).
func TestNewSystemRefusesZeroes(t *testing.T) {
	for _, tt := range []struct {
		name, field, reason string
		edit                func(*jackpot.PoolConfig)
	}{
		{"rate 1/0", "Rate", "denominator", func(c *jackpot.PoolConfig) { c.Rate = jackpot.Ratio{Num: 1} }},
		{"rate 0/0", "Rate", "denominator", func(c *jackpot.PoolConfig) { c.Rate, c.MustHitBy = jackpot.Ratio{}, 0 }},
		{"chance 1/0", "Chance", "denominator", func(c *jackpot.PoolConfig) { c.Chance = jackpot.Ratio{Num: 1} }},
		{"venue days 0", "Payout", "venue days 0", func(c *jackpot.PoolConfig) {
			c.Payout = jackpot.PayoutRule{VenueLimit: 10, VenueDays: 0, OperatorDays: 30}
		}},
		{"operator days 0", "Payout", "operator days 0", func(c *jackpot.PoolConfig) {
			c.Payout = jackpot.PayoutRule{VenueLimit: 10, VenueDays: 7, OperatorDays: 0}
		}},
	} {
		c := goodPool()
		tt.edit(&c)
		_, err := jackpot.NewSystem(ctx, []jackpot.PoolConfig{c}, new(jackpot.MemoryStore), nil)
		var ce *slotmech.Error
		require.ErrorAs(t, err, &ce, tt.name)
		require.Equal(t, "pool 0 ("+strconv.Quote(c.Name)+"): "+tt.field, ce.Field, tt.name)
		require.Contains(t, ce.Reason, tt.reason, tt.name)
	}
}

func goodPool2() jackpot.PoolConfig {
	c := goodPool()
	c.Name = "grand"
	c.Venues = nil // every terminal
	return c
}

func TestNewSystemRefusesBadSystems(t *testing.T) {
	_, err := jackpot.NewSystem(ctx, nil, new(jackpot.MemoryStore), nil)
	require.ErrorIs(t, err, jackpot.ErrConfig)
	_, err = jackpot.NewSystem(ctx, []jackpot.PoolConfig{goodPool()}, nil, nil)
	require.ErrorIs(t, err, jackpot.ErrConfig)
	_, err = jackpot.NewSystem(ctx, []jackpot.PoolConfig{goodPool(), goodPool()}, new(jackpot.MemoryStore), nil)
	require.ErrorIs(t, err, jackpot.ErrConfig)
	require.ErrorContains(t, err, "same name as pool 0")
}

// A store holding a pool written under another configuration is refused.
func TestNewSystemAuditsTheStore(t *testing.T) {
	store := new(jackpot.MemoryStore)
	s, err := jackpot.NewSystem(ctx, []jackpot.PoolConfig{goodPool()}, store, nil)
	require.NoError(t, err)
	for range 50 {
		_, err := s.PlayWith(ctx, jackpot.Game{Terminal: jackpot.Terminal{ID: "t1", Venue: "brno-1"}, Number: nextGame(), Stake: 7, At: at0}, rng.NewStream(1, 1))
		require.NoError(t, err)
	}
	changed := goodPool()
	changed.Rate = jackpot.Ratio{Num: 2, Den: 100}
	_, err = jackpot.NewSystem(ctx, []jackpot.PoolConfig{changed}, store, nil)
	require.ErrorIs(t, err, jackpot.ErrStore)

	// The same configuration resumes, and so does the win numbering.
	certain := goodPool()
	certain.Name = "other"
	certain.Chance = jackpot.Ratio{Num: 1, Den: 2} // stake 2: probability 1
	s2, err := jackpot.NewSystem(ctx, []jackpot.PoolConfig{goodPool(), certain}, store, nil)
	require.NoError(t, err)
	w := play(t, s2, jackpot.Terminal{ID: "t1", Venue: "brno-1"}, 2, rng.NewStream(1, 2))
	require.NotEmpty(t, w)
	last := w[len(w)-1].Seq
	s3, err := jackpot.NewSystem(ctx, []jackpot.PoolConfig{goodPool(), certain}, store, nil)
	require.NoError(t, err)
	w = play(t, s3, jackpot.Terminal{ID: "t1", Venue: "brno-1"}, 2, rng.NewStream(1, 3))
	require.NotEmpty(t, w)
	require.Equal(t, last+1, w[0].Seq, "numbering continues after the store's last win")
}

func TestPlayRefusesBadInput(t *testing.T) {
	s := newSystem(t, goodPool(), goodPool2())
	src := rng.NewStream(1, 1)
	for _, tt := range []struct {
		term  jackpot.Terminal
		stake slotmech.Money
		want  error
		msg   string
	}{
		{jackpot.Terminal{ID: "t1", Venue: "brno-1"}, 0, jackpot.ErrGame, "jackpot: stake 0 is not positive"},
		{jackpot.Terminal{ID: "t1", Venue: "brno-1"}, -10, jackpot.ErrGame, "jackpot: stake -10 is not positive"},
		{jackpot.Terminal{ID: "", Venue: "brno-1"}, 10, jackpot.ErrGame, `jackpot: terminal ID "" is not a valid name`},
		{jackpot.Terminal{ID: "t1", Venue: ""}, 10, jackpot.ErrGame, `jackpot: terminal venue "" of ID "t1" is not a valid name`},
		{jackpot.Terminal{ID: "t1", Venue: "brno 1"}, 10, jackpot.ErrGame, `jackpot: terminal venue "brno 1" of ID "t1" is not a valid name`},
		{jackpot.Terminal{ID: "t1", Venue: "brno-1"}, 1 << 62, slotmech.ErrOverflow,
			`jackpot: pool "mini": stake 4611686018427387904 × rate 15/1000: bad stake: slotmech: arithmetic overflow`},
	} {
		w, err := s.PlayWith(ctx, jackpot.Game{Terminal: tt.term, Number: nextGame(), Stake: tt.stake, At: at0}, src)
		require.ErrorIs(t, err, tt.want, "%+v stake %d", tt.term, tt.stake)
		require.EqualError(t, err, tt.msg)
		var e *slotmech.Error
		require.ErrorAs(t, err, &e)
		require.Equal(t, "Report", e.Op)
		require.Nil(t, w)
	}
	// Nothing was touched.
	for name, l := range audit(t, s) {
		require.False(t, l.Open, name)
	}
	_, err := s.Amount(ctx, "nope")
	require.ErrorIs(t, err, jackpot.ErrUnknownPool)
	_, err = s.Audit(ctx, "nope")
	require.ErrorIs(t, err, jackpot.ErrUnknownPool)
	_, err = s.Config("nope")
	require.ErrorIs(t, err, jackpot.ErrUnknownPool)
	require.EqualError(t, err, `jackpot: unknown pool "nope"`)
}

// failStore fails every update.
type failStore struct{ jackpot.MemoryStore }

var errDown = errors.New("database down")

func (f *failStore) Apply(context.Context, jackpot.Game, []string, jackpot.UpdateFunc) ([]jackpot.Win, error) {
	return nil, errDown
}

func TestPlayReportsStoreErrors(t *testing.T) {
	s, err := jackpot.NewSystem(ctx, []jackpot.PoolConfig{goodPool()}, new(failStore), nil)
	require.NoError(t, err)
	_, err = s.PlayWith(ctx, jackpot.Game{Terminal: jackpot.Terminal{ID: "t1", Venue: "brno-1"}, Number: 7, Stake: 10, At: at0}, rng.NewStream(1, 1))
	require.ErrorIs(t, err, errDown)
	require.EqualError(t, err, `jackpot: terminal "t1": game 7: store failed: database down`)
}

// failLoadStore fails every load once down is set.
type failLoadStore struct {
	jackpot.MemoryStore
	down bool
}

func (f *failLoadStore) Load(ctx context.Context, pool string) (jackpot.State, error) {
	if f.down {
		return jackpot.State{}, errDown
	}
	return f.MemoryStore.Load(ctx, pool)
}

// Amount is the seed before the pool's first game, then the seed plus the
// contributions; a store that cannot load reports its error.
func TestAmount(t *testing.T) {
	s, err := jackpot.NewSystem(ctx, []jackpot.PoolConfig{goodPool()}, new(jackpot.MemoryStore), nil)
	require.NoError(t, err)
	amount, err := s.Amount(ctx, "mini")
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(1000), amount, "the seed")
	w, err := s.PlayWith(ctx, jackpot.Game{Terminal: jackpot.Terminal{ID: "t1", Venue: "brno-1"}, Number: 1, Stake: 1000, At: at0}, rng.NewStream(1, 1))
	require.NoError(t, err)
	require.Nil(t, w, "no hit on this seed")
	amount, err = s.Amount(ctx, "mini")
	require.NoError(t, err)
	require.Equal(t, slotmech.Money(1015), amount, "seed + 1.5 % of 1000")

	store := new(failLoadStore)
	s, err = jackpot.NewSystem(ctx, []jackpot.PoolConfig{goodPool()}, store, nil)
	require.NoError(t, err)
	store.down = true
	_, err = s.Amount(ctx, "mini")
	require.ErrorIs(t, err, errDown)
}

// FuzzNewSystem builds pool configurations from arbitrary values: NewSystem
// returns a system or an *Error, never panics, and a system it accepts
// plays any stake without panicking and keeps its ledger.
func FuzzNewSystem(f *testing.F) {
	f.Add("mini", uint8(2), "brno-1", "a,b", int64(15), int64(1000), int64(1000), int64(1), int64(1000), int64(5000), int64(0), 10, 30, int64(100))
	f.Add("", uint8(0), "", "", int64(0), int64(0), int64(0), int64(0), int64(0), int64(0), int64(0), 0, 0, int64(0))
	f.Add("g", uint8(3), "", ",", int64(-1), int64(1), int64(1), int64(1), int64(1), int64(1), int64(-1), 1, 1, int64(-1))
	f.Add("g", uint8(1), "", "", int64(1), int64(1), int64(1), int64(0), int64(0), int64(2), int64(0), 0, 0, int64(1<<62))
	f.Fuzz(func(t *testing.T, name string, kind uint8, venue, group string, rn, rd, seed, cn, cd, mhb, limit int64, vdays, odays int, stake int64) {
		var venues []string // kind 0: every terminal
		switch kind % 3 {
		case 1:
			venues = []string{venue}
		case 2:
			venues = strings.Split(group, ",")
		}
		c := jackpot.PoolConfig{
			Name:      name,
			Venues:    venues,
			Rate:      jackpot.Ratio{Num: rn, Den: rd},
			Seed:      slotmech.Money(seed),
			Chance:    jackpot.Ratio{Num: cn, Den: cd},
			MustHitBy: slotmech.Money(mhb),
			Payout:    jackpot.PayoutRule{VenueLimit: slotmech.Money(limit), VenueDays: vdays, OperatorDays: odays},
		}
		s, err := jackpot.NewSystem(ctx, []jackpot.PoolConfig{c}, new(jackpot.MemoryStore), nil)
		if err != nil {
			var ce *slotmech.Error
			if !errors.As(err, &ce) || !errors.Is(err, jackpot.ErrConfig) {
				t.Fatalf("error %v is not an *Error wrapping ErrConfig", err)
			}
			return
		}
		v := venue
		if !jackpotcheck.Name(v) {
			v = "x"
		}
		src := rng.NewStream(uint64(stake), 0)
		for range 3 {
			_, err := s.PlayWith(ctx, jackpot.Game{Terminal: jackpot.Terminal{ID: "t", Venue: v}, Number: nextGame(), Stake: slotmech.Money(stake), At: at0}, src)
			if err != nil && !errors.Is(err, jackpot.ErrGame) && !errors.Is(err, slotmech.ErrOverflow) {
				t.Fatalf("Play: unexpected error %v", err)
			}
			if _, err := s.Audit(ctx, name); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// FuzzPlay plays arbitrary terminals and stakes: an error or a balanced
// ledger, never a panic.
func FuzzPlay(f *testing.F) {
	f.Add("t1", "brno-1", int64(100), uint64(1))
	f.Add("", "", int64(0), uint64(0))
	f.Add("t1", "brno 1", int64(-5), uint64(2))
	f.Add("t1", "brno-1", int64(1<<62), uint64(3))
	f.Fuzz(func(t *testing.T, id, venue string, stake int64, seed uint64) {
		s := newSystem(t, goodPool(), goodPool2())
		_, err := s.PlayWith(ctx, jackpot.Game{Terminal: jackpot.Terminal{ID: id, Venue: venue}, Number: nextGame(), Stake: slotmech.Money(stake), At: at0}, rng.NewStream(seed, 0))
		if err != nil && !errors.Is(err, jackpot.ErrGame) &&
			!errors.Is(err, slotmech.ErrOverflow) {
			t.Fatalf("unexpected error %v", err)
		}
		audit(t, s)
	})
}
