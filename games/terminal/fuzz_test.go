package terminal_test

import (
	"errors"
	"github.com/slotmech/slotmech"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/rng"
)

// FuzzJournalEntry: a journal from outside whose entry i carries other
// data, re-chained as a forger who rehashes everything would (so that the
// chain alone cannot see it), is either refused with an error wrapping
// ErrJournal, naming an entry, or replayed to a machine whose meters
// balance and are not negative, and which goes on playing. Never a panic.
// With checkpoints set, the journal is one with a checkpoint every 5
// entries, resumed from its last one.
func FuzzJournalEntry(f *testing.F) {
	_, j, _ := journaled(f)
	plain, err := j.Entries(ctx, 1)
	require.NoError(f, err)
	_, cj, _ := checkpointed(f, 8, 5, 12)
	withCheckpoints, err := cj.Entries(ctx, 1)
	require.NoError(f, err)
	for i, e := range plain {
		f.Add(false, uint8(i), e.Data)
	}
	for i, e := range withCheckpoints {
		f.Add(true, uint8(i), e.Data)
	}
	f.Add(false, uint8(1), []byte(`{"amount":-5}`))
	f.Add(false, uint8(1), []byte(`{"amount":9223372036854775807}`))
	f.Add(false, uint8(2), []byte(`{"stake":7}`))
	f.Fuzz(func(t *testing.T, checkpoints bool, i uint8, data []byte) {
		orig, cfg := plain, config(t, rng.NewStream(3, 0))
		if checkpoints {
			orig, cfg = withCheckpoints, config(t, rng.NewStream(8, 0))
			cfg.Checkpoint = 5
		}
		es := make([]terminal.JournalEntry, len(orig))
		copy(es, orig)
		k := int(i) % len(es)
		es[k].Data = data
		var prev [32]byte
		for n := range es {
			es[n].Prev = prev
			es[n].Hash = terminal.Sum(&es[n])
			prev = es[n].Hash
		}
		cfg.Journal = &tampered{entries: es}
		m, err := terminal.New(ctx, cfg)
		if err != nil {
			require.Nil(t, m)
			require.ErrorIs(t, err, terminal.ErrJournal)
			var je *slotmech.Error
			if errors.As(err, &je) && je.Field != "" {
				require.Regexp(t, `^entry [1-9][0-9]*$`, je.Field)
			}
			return
		}
		mt := m.Meters()
		require.True(t, mt.Balanced(), "%+v", mt)
		for _, v := range []int64{int64(mt.Credit), int64(mt.Win), int64(mt.Stake), int64(mt.CreditIn), int64(mt.CreditOut),
			int64(mt.Staked), int64(mt.GameWins), int64(mt.RiskWon), int64(mt.RiskLost)} {
			require.GreaterOrEqual(t, v, int64(0), "%+v", mt)
		}
		// It goes on: a cash-out and a game (refused or played) keep the
		// meters balanced.
		_, _ = m.CashOut(ctx)
		_, _ = m.Start(ctx, at)
		require.True(t, m.Meters().Balanced(), "%+v", m.Meters())
	})
}
