package terminaltest

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"sync"

	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/jackpot/central"
)

// CentralKey returns a key of the central system's HTTP API for tests:
// id's, a terminal's or (attendant true) an attendant's, its secret the
// SHA-256 of "slotmech test key " and id, so that every process of a test
// makes the same key. Never a key to deploy: anyone can recompute it.
func CentralKey(id string, attendant bool) central.Key {
	s := sha256.Sum256([]byte("slotmech test key " + id))
	return central.Key{ID: id, Secret: s[:], Attendant: attendant}
}

// KeyLine returns k as a line of a keys file (central.ParseKeys), without
// the newline.
func KeyLine(k central.Key) string {
	role := "terminal"
	if k.Attendant {
		role = "attendant"
	}
	return role + " " + k.ID + " " + hex.EncodeToString(k.Secret)
}

// Attendant is the attendant's ID of [Keys] and [Clients].
const Attendant = "A-test"

// Keys returns the test keys ([CentralKey]) of the terminals ids and of
// the attendant [Attendant]: what a test's service is given.
func Keys(ids ...string) []central.Key {
	keys := []central.Key{CentralKey(Attendant, true)}
	for _, id := range ids {
		keys = append(keys, CentralKey(id, false))
	}
	return keys
}

// Clients returns a jackpot.Central over the service at urls that sends
// each terminal's reports and voids with that terminal's test key (a
// client made on its first game) and reads and pays wins with the
// attendant's: many terminals behind one value, for tests that play a
// network from one place. It is safe for concurrent use.
func Clients(hc *http.Client, urls ...string) jackpot.Central {
	return &clients{hc: hc, urls: urls, by: map[string]jackpot.Central{}}
}

type clients struct {
	hc   *http.Client
	urls []string
	mu   sync.Mutex
	by   map[string]jackpot.Central
}

// of returns the client of key id's holder.
func (c *clients) of(id string, attendant bool) jackpot.Central {
	c.mu.Lock()
	defer c.mu.Unlock()
	cl, ok := c.by[id]
	if !ok {
		var err error
		if cl, err = central.NewClient(c.hc, CentralKey(id, attendant), c.urls...); err != nil {
			cl = failing{err}
		}
		c.by[id] = cl
	}
	return cl
}

func (c *clients) Report(ctx context.Context, g jackpot.Game) ([]jackpot.Win, error) {
	return c.of(g.Terminal.ID, false).Report(ctx, g)
}

func (c *clients) Void(ctx context.Context, t jackpot.Terminal, n uint64) ([]jackpot.Win, bool, error) {
	return c.of(t.ID, false).Void(ctx, t, n)
}

func (c *clients) LastGame(ctx context.Context, t jackpot.Terminal) (uint64, error) {
	return c.of(t.ID, false).LastGame(ctx, t)
}

func (c *clients) Wins(ctx context.Context, after uint64, limit int) ([]jackpot.Win, error) {
	return c.of(Attendant, true).Wins(ctx, after, limit)
}

func (c *clients) Pay(ctx context.Context, seq uint64, form string, f jackpot.PayoutForm) (jackpot.Win, error) {
	return c.of(Attendant, true).Pay(ctx, seq, form, f)
}

// failing is a Central whose every call fails with err (a client that
// could not be made).
type failing struct{ err error }

func (f failing) Report(context.Context, jackpot.Game) ([]jackpot.Win, error) { return nil, f.err }
func (f failing) Void(context.Context, jackpot.Terminal, uint64) ([]jackpot.Win, bool, error) {
	return nil, false, f.err
}
func (f failing) LastGame(context.Context, jackpot.Terminal) (uint64, error) { return 0, f.err }
func (f failing) Wins(context.Context, uint64, int) ([]jackpot.Win, error)   { return nil, f.err }
func (f failing) Pay(context.Context, uint64, string, jackpot.PayoutForm) (jackpot.Win, error) {
	return jackpot.Win{}, f.err
}
