// Package centralhttp is the HTTP plumbing of package jackpot/central: the
// JSON of the requests and answers, the handler and the client with its
// failover, which jackpot/central exports as NewHandler and NewClient (see
// its documentation for the endpoints and the error mapping).
//
// The handler and the client are safe for concurrent use. It is not for
// studios: they use jackpot/central.
package centralhttp

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/jackpot"
)

// gameJSON is a game started, as a terminal reports it.
type gameJSON struct {
	Terminal string    `json:"terminal"`
	Venue    string    `json:"venue"`
	Game     uint64    `json:"game"`
	Stake    int64     `json:"stake"`
	At       time.Time `json:"at"`
}

// voidJSON is a terminal's void of a game it could not report.
type voidJSON struct {
	Terminal string `json:"terminal"`
	Venue    string `json:"venue"`
	Game     uint64 `json:"game"`
}

// winJSON is a win record.
type winJSON struct {
	Seq      uint64    `json:"seq"`
	Pool     string    `json:"pool"`
	Terminal string    `json:"terminal"`
	Venue    string    `json:"venue"`
	Game     uint64    `json:"game"`
	Amount   int64     `json:"amount"`
	At       time.Time `json:"at"`
	Trigger  uint8     `json:"trigger"`
	Place    uint8     `json:"place"`
	Due      time.Time `json:"due"`
	Status   uint8     `json:"status"`
	Form     string    `json:"form,omitempty"`
}

// payJSON is an attendant's payout: the form's number and its fields.
type payJSON struct {
	Form   string             `json:"form"`
	Payout jackpot.PayoutForm `json:"payout_form"`
}

// errJSON is an error answered: the sentinel's kind and the fields of the
// *slotmech.Error; Cause is what the error's Err says after the
// sentinel's text (": database down").
type errJSON struct {
	Kind   string `json:"kind"`
	Op     string `json:"op,omitempty"`
	Field  string `json:"field,omitempty"`
	Value  string `json:"value,omitempty"`
	Reason string `json:"reason,omitempty"`
	Cause  string `json:"cause,omitempty"`
}

// answer is the body of every response.
type answer struct {
	Wins   []winJSON `json:"wins,omitempty"`
	Played bool      `json:"played,omitempty"` // a void's answer: the game was reported
	Last   uint64    `json:"last,omitempty"`   // a terminal's last game

	Win   *winJSON `json:"win,omitempty"`
	Error *errJSON `json:"error,omitempty"`
}

// kinds are the sentinels an answer can name, with their HTTP status.
var kinds = []struct {
	name   string
	err    error
	status int
}{
	{"unauthenticated", ErrUnauthenticated, http.StatusUnauthorized},
	{"forbidden", ErrForbidden, http.StatusForbidden},
	{"void-game", voidGame, http.StatusUnprocessableEntity}, // first: a report of a void game wraps both
	{"void", jackpot.ErrVoid, http.StatusUnprocessableEntity},
	{"game", jackpot.ErrGame, http.StatusUnprocessableEntity},
	{"payout", jackpot.ErrPayout, http.StatusConflict},
	{"form", jackpot.ErrFormIncomplete, http.StatusUnprocessableEntity},
	{"unknown-pool", jackpot.ErrUnknownPool, http.StatusNotFound},
	{"config", jackpot.ErrConfig, http.StatusInternalServerError},
	{"store", jackpot.ErrStore, http.StatusServiceUnavailable},
}

// ErrAuth is the sentinel of a request the service refused for its
// credentials; ErrUnauthenticated and ErrForbidden wrap it.
var ErrAuth = errors.New("central: request refused")

// ErrUnauthenticated is a request without a valid MAC of a known key
// (401); it wraps ErrAuth.
var ErrUnauthenticated = fmt.Errorf("%w: unauthenticated", ErrAuth)

// ErrForbidden is a request signed with a valid key that may not make it
// (403); it wraps ErrAuth.
var ErrForbidden = fmt.Errorf("%w: forbidden", ErrAuth)

// Scheme is the Authorization header's scheme: "Slotmech-HMAC-SHA256
// ID:MAC", MAC the hex HMAC-SHA-256 under ID's secret of [Signed].
const Scheme = "Slotmech-HMAC-SHA256"

// Signed returns what a request's MAC covers: its method, its path with
// the query as sent, and its body, each of the first two ended by a
// newline.
func Signed(method, uri string, body []byte) []byte {
	b := make([]byte, 0, len(method)+len(uri)+2+len(body))
	b = append(append(append(append(b, method...), '\n'), uri...), '\n')
	return append(b, body...)
}

// mac returns the hex HMAC-SHA-256 of msg under secret.
func mac(secret, msg []byte) string {
	m := hmac.New(sha256.New, secret)
	m.Write(msg)
	return hex.EncodeToString(m.Sum(nil))
}

// Keys finds the key of id: its secret and whether it is an attendant's;
// ok false for an unknown id.
type Keys func(id string) (secret []byte, attendant, ok bool)

// caller is who signed a request.
type caller struct {
	id        string
	attendant bool
}

// authenticate reads r's body and checks its Authorization against keys;
// it returns the caller and the body, or answers an error and returns
// false.
func authenticate(w http.ResponseWriter, r *http.Request, keys Keys) (caller, []byte, bool) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		reply(w, answer{}, &slotmech.Error{Op: "authenticate", Field: "request body", Reason: err.Error(), Err: ErrUnauthenticated})
		return caller{}, nil, false
	}
	refuse := func(reason string) (caller, []byte, bool) {
		reply(w, answer{}, &slotmech.Error{Op: "authenticate", Field: "Authorization", Reason: reason, Err: ErrUnauthenticated})
		return caller{}, nil, false
	}
	scheme, cred, _ := strings.Cut(r.Header.Get("Authorization"), " ")
	i := strings.LastIndexByte(cred, ':')
	if scheme != Scheme || i <= 0 {
		return refuse("want " + Scheme + " ID:MAC")
	}
	id, got := cred[:i], cred[i+1:]
	secret, attendant, ok := keys(id)
	if !ok {
		return refuse("no key " + strconv.Quote(id))
	}
	if !hmac.Equal([]byte(got), []byte(mac(secret, Signed(r.Method, r.URL.Path+query(r.URL.RawQuery), body)))) {
		return refuse("the MAC of key " + strconv.Quote(id) + " does not match the request")
	}
	return caller{id: id, attendant: attendant}, body, true
}

// forbid answers that who may not do op on field value.
func forbid(w http.ResponseWriter, op string, who caller, field, value, reason string) {
	reply(w, answer{}, &slotmech.Error{Op: op, Field: field, Value: value,
		Reason: "key " + strconv.Quote(who.id) + " " + reason, Err: ErrForbidden})
}

// voidGame is the sentinel of a report of a void game: ErrGame and
// ErrVoid.
var voidGame = fmt.Errorf("%w: %w", jackpot.ErrGame, jackpot.ErrVoid)

// is reports whether err wraps the sentinel k, every sentinel voidGame
// wraps for it.
func is(err, k error) bool {
	if k == voidGame {
		return errors.Is(err, jackpot.ErrGame) && errors.Is(err, jackpot.ErrVoid)
	}
	return errors.Is(err, k)
}

func toJSON(w jackpot.Win) winJSON {
	return winJSON{Seq: w.Seq, Pool: w.Pool, Terminal: w.Terminal, Venue: w.Venue, Game: w.Game,
		Amount: int64(w.Amount), At: w.At, Trigger: uint8(w.Trigger), Place: uint8(w.Payout.Place),
		Due: w.Payout.Due, Status: uint8(w.Status), Form: w.Form}
}

func fromJSON(w winJSON) jackpot.Win {
	return jackpot.Win{Seq: w.Seq, Pool: w.Pool, Terminal: w.Terminal, Venue: w.Venue, Game: w.Game,
		Amount: slotmech.Money(w.Amount), At: w.At, Trigger: jackpot.Trigger(w.Trigger),
		Payout: jackpot.Payout{Place: jackpot.Place(w.Place), Due: w.Due}, Status: jackpot.Status(w.Status), Form: w.Form}
}

func winsJSON(ws []jackpot.Win) []winJSON {
	out := make([]winJSON, len(ws))
	for i, w := range ws {
		out[i] = toJSON(w)
	}
	return out
}

// Handler returns the HTTP handler of the central jackpot system c: the
// endpoints of jackpot/central's documentation, each request signed by a
// key of keys. A terminal's key reports and voids that terminal's games
// and pays its wins; an attendant's pays any win and reports nothing;
// both read the win records.
func Handler(c jackpot.Central, keys Keys) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/games", func(w http.ResponseWriter, r *http.Request) {
		who, body, ok := authenticate(w, r, keys)
		var g gameJSON
		if !ok || !decodeBody(w, body, &g) {
			return
		}
		if who.attendant || who.id != g.Terminal {
			forbid(w, "Report", who, "terminal", g.Terminal, "does not report this terminal's games")
			return
		}
		wins, err := c.Report(r.Context(), jackpot.Game{Terminal: jackpot.Terminal{ID: g.Terminal, Venue: g.Venue},
			Number: g.Game, Stake: slotmech.Money(g.Stake), At: g.At})
		reply(w, answer{Wins: winsJSON(wins)}, err)
	})
	mux.HandleFunc("POST /v1/games/void", func(w http.ResponseWriter, r *http.Request) {
		who, body, ok := authenticate(w, r, keys)
		var v voidJSON
		if !ok || !decodeBody(w, body, &v) {
			return
		}
		if who.attendant || who.id != v.Terminal {
			forbid(w, "Void", who, "terminal", v.Terminal, "does not void this terminal's games")
			return
		}
		wins, played, err := c.Void(r.Context(), jackpot.Terminal{ID: v.Terminal, Venue: v.Venue}, v.Game)
		reply(w, answer{Wins: winsJSON(wins), Played: played}, err)
	})
	mux.HandleFunc("GET /v1/terminals/{id}/last", func(w http.ResponseWriter, r *http.Request) {
		who, _, ok := authenticate(w, r, keys)
		if !ok {
			return
		}
		id := r.PathValue("id")
		if !who.attendant && who.id != id {
			forbid(w, "LastGame", who, "terminal", id, "does not read another terminal's last game")
			return
		}
		n, err := c.LastGame(r.Context(), jackpot.Terminal{ID: id})
		reply(w, answer{Last: n}, err)
	})
	mux.HandleFunc("GET /v1/wins", func(w http.ResponseWriter, r *http.Request) {
		if _, _, ok := authenticate(w, r, keys); !ok {
			return
		}
		q := r.URL.Query()
		after, err1 := strconv.ParseUint(q.Get("after"), 10, 64)
		limit, err2 := strconv.Atoi(q.Get("limit"))
		if q.Get("after") == "" {
			after, err1 = 0, nil
		}
		if q.Get("limit") == "" {
			limit, err2 = 1000, nil
		}
		if err := errors.Join(err1, err2); err != nil || limit < 0 {
			reply(w, answer{}, &slotmech.Error{Op: "Wins", Field: "query", Value: r.URL.RawQuery,
				Reason: "after and limit must be whole numbers", Err: jackpot.ErrPayout})
			return
		}
		wins, err := c.Wins(r.Context(), after, limit)
		reply(w, answer{Wins: winsJSON(wins)}, err)
	})
	mux.HandleFunc("POST /v1/wins/{seq}/payout", func(w http.ResponseWriter, r *http.Request) {
		who, body, ok := authenticate(w, r, keys)
		if !ok {
			return
		}
		seq, err := strconv.ParseUint(r.PathValue("seq"), 10, 64)
		if err != nil || seq == 0 {
			reply(w, answer{}, &slotmech.Error{Op: "Pay", Field: "win", Value: r.PathValue("seq"),
				Reason: "not a win number", Err: jackpot.ErrPayout})
			return
		}
		var p payJSON
		if !decodeBody(w, body, &p) {
			return
		}
		if !who.attendant {
			won, err := c.Wins(r.Context(), seq-1, 1)
			if err != nil {
				reply(w, answer{}, err)
				return
			}
			if len(won) == 1 && won[0].Seq == seq && won[0].Terminal != who.id {
				forbid(w, "Pay", who, "win", strconv.FormatUint(seq, 10), "does not pay another terminal's win")
				return
			}
		}
		won, err := c.Pay(r.Context(), seq, p.Form, p.Payout)
		a := answer{}
		if won.Seq != 0 {
			j := toJSON(won)
			a.Win = &j
		}
		reply(w, a, err)
	})
	return mux
}

// decodeBody decodes the JSON body into v strictly, or answers an error.
func decodeBody(w http.ResponseWriter, body []byte, v any) bool {
	d := json.NewDecoder(bytes.NewReader(body))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		reply(w, answer{}, &slotmech.Error{Op: "decode", Field: "request body", Reason: "bad JSON: " + err.Error(),
			Err: jackpot.ErrGame})
		return false
	}
	return true
}

// reply writes a, with err as its error when err is not nil.
func reply(w http.ResponseWriter, a answer, err error) {
	status := http.StatusOK
	if err != nil {
		a.Error, status = encodeErr(err)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(a) //nolint:errcheck // the client sees a cut answer as unreachable
}

// encodeErr returns the answer of err and its HTTP status.
func encodeErr(err error) (*errJSON, int) {
	e := &errJSON{Kind: "store"}
	status := http.StatusServiceUnavailable
	for _, k := range kinds {
		if is(err, k.err) {
			e.Kind, status = k.name, k.status
			break
		}
	}
	var se *slotmech.Error
	if errors.As(err, &se) {
		e.Op, e.Field, e.Value, e.Reason = se.Op, se.Field, se.Value, se.Reason
		if se.Err != nil {
			text := se.Err.Error()
			for _, k := range kinds {
				if k.name == e.Kind {
					e.Cause = strings.TrimPrefix(text, k.err.Error())
				}
			}
		}
	} else {
		e.Cause = ": " + err.Error()
	}
	return e, status
}

// decodeErr returns the error an answer carries.
func decodeErr(e *errJSON) error {
	sentinel := jackpot.ErrStore
	for _, k := range kinds {
		if k.name == e.Kind {
			sentinel = k.err
		}
	}
	var err = sentinel
	if e.Cause != "" {
		err = fmt.Errorf("%w%s", sentinel, e.Cause)
	}
	return &slotmech.Error{Op: e.Op, Field: e.Field, Value: e.Value, Reason: e.Reason, Err: err}
}

// client is the client of one or more service processes.
type client struct {
	hc     *http.Client
	id     string // the key's
	secret []byte
	urls   []string
	next   atomic.Uint32 // the URL to try first
}

// NewClient returns the client of the service processes at the base URLs
// given, over hc (nil: a client with a 10-second timeout), signing every
// request with the key id's secret; see jackpot/central.NewClient.
func NewClient(hc *http.Client, id string, secret []byte, urls ...string) (jackpot.Central, error) {
	if len(urls) == 0 {
		return nil, &slotmech.Error{Op: "NewClient", Reason: "no URL", Err: jackpot.ErrConfig}
	}
	for i, u := range urls {
		p, err := url.Parse(u)
		if err != nil || (p.Scheme != "http" && p.Scheme != "https") || p.Host == "" {
			return nil, &slotmech.Error{Op: "NewClient", Field: "URL " + strconv.Itoa(i), Value: u,
				Reason: "not an http or https URL " + strconv.Quote(u), Err: jackpot.ErrConfig}
		}
	}
	if hc == nil {
		hc = &http.Client{Timeout: 10 * time.Second}
	}
	c := &client{hc: hc, id: id, secret: bytes.Clone(secret)}
	for _, u := range urls {
		c.urls = append(c.urls, strings.TrimSuffix(u, "/"))
	}
	return c, nil
}

// Report sends game g to the service.
func (c *client) Report(ctx context.Context, g jackpot.Game) ([]jackpot.Win, error) {
	body, _ := json.Marshal(gameJSON{Terminal: g.Terminal.ID, Venue: g.Terminal.Venue, Game: g.Number,
		Stake: int64(g.Stake), At: g.At}) // plain data: cannot fail
	a, err := c.call(ctx, "Report", http.MethodPost, "/v1/games", body)
	if err != nil {
		return nil, err
	}
	return fromWins(a.Wins), nil
}

// Void asks the service to void game number of t, or for its report's
// answer.
func (c *client) Void(ctx context.Context, t jackpot.Terminal, number uint64) ([]jackpot.Win, bool, error) {
	body, _ := json.Marshal(voidJSON{Terminal: t.ID, Venue: t.Venue, Game: number}) // plain data: cannot fail
	a, err := c.call(ctx, "Void", http.MethodPost, "/v1/games/void", body)
	if err != nil {
		return nil, false, err
	}
	return fromWins(a.Wins), a.Played, nil
}

// LastGame asks the service for terminal t's last game number.
func (c *client) LastGame(ctx context.Context, t jackpot.Terminal) (uint64, error) {
	a, err := c.call(ctx, "LastGame", http.MethodGet, "/v1/terminals/"+url.PathEscape(t.ID)+"/last", nil)
	if err != nil {
		return 0, err
	}
	return a.Last, nil
}

// Wins asks the service for its win records.
func (c *client) Wins(ctx context.Context, after uint64, limit int) ([]jackpot.Win, error) {
	a, err := c.call(ctx, "Wins", http.MethodGet, "/v1/wins?after="+strconv.FormatUint(after, 10)+"&limit="+strconv.Itoa(limit), nil)
	if err != nil {
		return nil, err
	}
	return fromWins(a.Wins), nil
}

// Pay sends the attendant's payout of win seq.
func (c *client) Pay(ctx context.Context, seq uint64, form string, f jackpot.PayoutForm) (jackpot.Win, error) {
	body, err := json.Marshal(payJSON{Form: form, Payout: f})
	if err != nil {
		return jackpot.Win{}, &slotmech.Error{Op: "Pay", Reason: err.Error(), Err: jackpot.ErrPayout}
	}
	a, err := c.call(ctx, "Pay", http.MethodPost, "/v1/wins/"+strconv.FormatUint(seq, 10)+"/payout", body)
	var w jackpot.Win
	if a.Win != nil {
		w = fromJSON(*a.Win)
	}
	return w, err
}

func fromWins(ws []winJSON) []jackpot.Win {
	if len(ws) == 0 {
		return nil
	}
	out := make([]jackpot.Win, len(ws))
	for i, w := range ws {
		out[i] = fromJSON(w)
	}
	return out
}

// call sends a request to each URL in turn, from the one that answered
// last, until one gives an answer that is not a store failure; it returns
// the answer and its error, or the last failure.
func (c *client) call(ctx context.Context, op, method, path string, body []byte) (answer, error) {
	first := int(c.next.Load()) % len(c.urls)
	var last error
	for k := range c.urls {
		i := (first + k) % len(c.urls)
		a, reached, err := c.once(ctx, method, c.urls[i], path, body)
		if reached && !errors.Is(err, jackpot.ErrStore) {
			c.next.Store(uint32(i))
			return a, err
		}
		if !reached {
			err = &slotmech.Error{Op: op, Field: c.urls[i], Reason: "central jackpot system unreachable: " + err.Error(),
				Err: fmt.Errorf("%w: %w", jackpot.ErrStore, err)}
		}
		last = err
		if ctx.Err() != nil {
			break
		}
	}
	return answer{}, last
}

// query returns "?" and q, or "" for none.
func query(q string) string {
	if q == "" {
		return ""
	}
	return "?" + q
}

// once sends one request; reached reports whether the service answered
// with a response of its own.
func (c *client) once(ctx context.Context, method, base, path string, body []byte) (a answer, reached bool, err error) {
	var rd io.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	req, err := http.NewRequestWithContext(ctx, method, base+path, rd)
	if err != nil {
		return a, false, err
	}
	req.Header.Set("Authorization", Scheme+" "+c.id+":"+mac(c.secret, Signed(method, req.URL.Path+query(req.URL.RawQuery), body)))
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return a, false, err
	}
	defer resp.Body.Close()
	if err := json.NewDecoder(io.LimitReader(resp.Body, 64<<20)).Decode(&a); err != nil {
		return a, false, fmt.Errorf("%s: answer does not decode: %w", resp.Status, err)
	}
	if a.Error != nil {
		return a, true, decodeErr(a.Error)
	}
	if resp.StatusCode != http.StatusOK {
		return a, false, fmt.Errorf("%s without an error", resp.Status)
	}
	return a, true, nil
}
