package jackpot

import (
	"context"

	"github.com/slotmech/slotmech/rng"
)

// PlayWith reports game g with draws taken from src instead of the
// system's source, as Report would take them: the tests choose the draws.
func (s *System) PlayWith(ctx context.Context, g Game, src rng.Source) ([]Win, error) {
	if err := checkTerminal("Report", g.Terminal); err != nil {
		return nil, err
	}
	gm := s.games.Get().(*game)
	defer s.put(gm)
	gm.buf = s.draw(gm.buf[:0], s.scope(g.Terminal.Venue), src)
	return s.report(ctx, gm, g, gm.buf, true)
}

// DrawFrom appends to dst the draws a game of terminal t takes from src.
func (s *System) DrawFrom(dst []uint64, t Terminal, src rng.Source) ([]uint64, error) {
	if err := checkTerminal("Report", t); err != nil {
		return dst, err
	}
	return s.draw(dst, s.scope(t.Venue), src), nil
}

// ReportDraws reports game g with the given draws, checking them.
func (s *System) ReportDraws(ctx context.Context, g Game, draws []uint64) ([]Win, error) {
	gm := s.games.Get().(*game)
	defer s.put(gm)
	return s.report(ctx, gm, g, draws, true)
}
