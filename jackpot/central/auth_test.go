package central_test

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/slotmech/slotmech/internal/terminaltest"
	"github.com/slotmech/slotmech/jackpot"
	"github.com/slotmech/slotmech/jackpot/central"
	"github.com/slotmech/slotmech/rng"
	"github.com/stretchr/testify/require"
)

// signed returns a request to srv signed as the package doc says, computed
// here from the documented form (method, newline, path with query,
// newline, body) rather than by the package.
func signed(t *testing.T, srv *httptest.Server, key central.Key, method, uri string, body []byte) *http.Request {
	t.Helper()
	req, err := http.NewRequest(method, srv.URL+uri, bytes.NewReader(body))
	require.NoError(t, err)
	m := hmac.New(sha256.New, key.Secret)
	m.Write([]byte(method + "\n" + uri + "\n"))
	m.Write(body)
	req.Header.Set("Authorization", "Slotmech-HMAC-SHA256 "+key.ID+":"+hex.EncodeToString(m.Sum(nil)))
	return req
}

// send sends req and returns the status and the answer's error kind.
func send(t *testing.T, req *http.Request) (int, string, []byte) {
	t.Helper()
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	var a struct {
		Error *struct {
			Kind string `json:"kind"`
		} `json:"error"`
	}
	require.NoError(t, json.Unmarshal(b, &a), string(b))
	if a.Error == nil {
		return resp.StatusCode, "", b
	}
	return resp.StatusCode, a.Error.Kind, b
}

// TestCS_19_ServiceRefusesForgedRequests plays an attacker on the network
// who can send, record and change requests but holds no key, and a
// terminal that tries what its key does not allow: no signature, an unknown
// key, the right ID with another secret, a signed report whose stake was
// changed on the way, a terminal reporting or voiding another terminal's
// game, an attendant reporting a game, a terminal paying another
// terminal's win: each is refused (401 or 403, ErrAuth through the
// client) and the pools take nothing from it. A recorded request sent
// again is answered as the first time and contributes once.
func TestCS_19_ServiceRefusesForgedRequests(t *testing.T) {
	sys, err := jackpot.NewSystem(ctx, hallPools(), new(jackpot.MemoryStore), rng.NewStream(5, 1))
	require.NoError(t, err)
	srv := httptest.NewServer(handler(t, sys, "T-1", "T-2"))
	defer srv.Close()
	t1, t2 := terminaltest.CentralKey("T-1", false), terminaltest.CentralKey("T-2", false)
	desk := terminaltest.CentralKey(terminaltest.Attendant, true)
	pools := func() map[string]jackpot.State { return ledgers(t, sys) }
	game := func(id string, n uint64, stake int64) []byte {
		return []byte(`{"terminal":"` + id + `","venue":"brno","game":` + strconv.FormatUint(n, 10) +
			`,"stake":` + strconv.FormatInt(stake, 10) + `,"at":"2026-12-24T18:00:00Z"}`)
	}

	// A genuine report, and the same request recorded and sent again.
	before := pools()
	req := signed(t, srv, t1, "POST", "/v1/games", game("T-1", 1, 500))
	status, kind, first := send(t, req)
	require.Equal(t, http.StatusOK, status, kind)
	once := pools()
	require.NotEqual(t, before, once, "the game contributed")
	status, _, again := send(t, signed(t, srv, t1, "POST", "/v1/games", game("T-1", 1, 500)))
	require.Equal(t, http.StatusOK, status)
	require.Equal(t, string(first), string(again), "a request sent again is answered as the first time")
	require.Equal(t, once, pools(), "and contributes once")

	forged := []struct {
		name   string
		req    *http.Request
		status int
		kind   string
	}{}
	add := func(name string, req *http.Request, status int, kind string) {
		forged = append(forged, struct {
			name   string
			req    *http.Request
			status int
			kind   string
		}{name, req, status, kind})
	}
	unsigned, err := http.NewRequest("POST", srv.URL+"/v1/games", bytes.NewReader(game("T-1", 2, 500)))
	require.NoError(t, err)
	add("no signature", unsigned, http.StatusUnauthorized, "unauthenticated")
	stranger := terminaltest.CentralKey("T-9", false)
	add("an unknown key", signed(t, srv, stranger, "POST", "/v1/games", game("T-9", 1, 500)), http.StatusUnauthorized, "unauthenticated")
	guessed := central.Key{ID: "T-1", Secret: bytes.Repeat([]byte{7}, 32)}
	add("T-1 with another secret", signed(t, srv, guessed, "POST", "/v1/games", game("T-1", 2, 500)), http.StatusUnauthorized, "unauthenticated")
	changed := signed(t, srv, t1, "POST", "/v1/games", game("T-1", 2, 500))
	changed.Body = io.NopCloser(bytes.NewReader(game("T-1", 2, 100000)))
	changed.ContentLength = int64(len(game("T-1", 2, 100000)))
	add("a stake changed on the way", changed, http.StatusUnauthorized, "unauthenticated")
	moved := signed(t, srv, t1, "GET", "/v1/wins?after=0&limit=5", nil)
	moved.URL.RawQuery = "after=0&limit=1000"
	add("a query changed on the way", moved, http.StatusUnauthorized, "unauthenticated")
	add("T-1 reporting T-2's game", signed(t, srv, t1, "POST", "/v1/games", game("T-2", 1, 500)), http.StatusForbidden, "forbidden")
	add("T-1 voiding T-2's game", signed(t, srv, t1, "POST", "/v1/games/void", []byte(`{"terminal":"T-2","venue":"brno","game":1}`)),
		http.StatusForbidden, "forbidden")
	add("the attendant reporting a game", signed(t, srv, desk, "POST", "/v1/games", game("T-1", 2, 500)), http.StatusForbidden, "forbidden")
	for _, f := range forged {
		status, kind, body := send(t, f.req)
		require.Equal(t, f.status, status, "%s: %s", f.name, body)
		require.Equal(t, f.kind, kind, f.name)
		require.Equal(t, once, pools(), "%s: the pools took nothing", f.name)
	}

	// A win of T-1's: T-2 may not settle it, T-1's attendant key at the
	// terminal and the attendant's desk may.
	c1, err := central.NewClient(nil, t1, srv.URL)
	require.NoError(t, err)
	var win jackpot.Win
	for n := uint64(2); win.Seq == 0; n++ {
		ws, err := c1.Report(ctx, jackpot.Game{Terminal: jackpot.Terminal{ID: "T-1", Venue: "brno"}, Number: n, Stake: 500, At: at0})
		require.NoError(t, err)
		if len(ws) > 0 {
			win = ws[0]
		}
		require.Less(t, n, uint64(10_000), "the must-hit pool never hit")
	}
	form := jackpot.PayoutForm{WinnerName: "Jan Novák", BirthDate: time.Date(1980, 5, 1, 0, 0, 0, 0, time.UTC),
		Address: "Brno", DocumentType: "ID card", DocumentNumber: "123", CheckedBy: "staff-3", Signed: true}
	c2, err := central.NewClient(nil, t2, srv.URL)
	require.NoError(t, err)
	_, err = c2.Pay(ctx, win.Seq, "PF-9", form)
	require.ErrorIs(t, err, central.ErrAuth)
	require.ErrorContains(t, err, "another terminal's win")
	_, err = c2.Report(ctx, jackpot.Game{Terminal: jackpot.Terminal{ID: "T-1", Venue: "brno"}, Number: 99, Stake: 500, At: at0})
	require.ErrorIs(t, err, central.ErrAuth)
	ws, err := c2.Wins(ctx, win.Seq-1, 1)
	require.NoError(t, err)
	require.Equal(t, jackpot.Announced, ws[0].Status, "not settled by the refused payout")
	d, err := central.NewClient(nil, desk, srv.URL)
	require.NoError(t, err)
	paid, err := d.Pay(ctx, win.Seq, "PF-1", form)
	require.NoError(t, err)
	require.Equal(t, jackpot.Paid, paid.Status)

	_, err = central.NewHandler(sys, []central.Key{t1, t1})
	require.ErrorIs(t, err, jackpot.ErrConfig)
	_, err = central.NewHandler(sys, []central.Key{{ID: "T-1", Secret: []byte("short")}})
	require.ErrorIs(t, err, jackpot.ErrConfig)
}

// TestParseKeys: a keys file's lines give the keys; every malformed line is
// refused naming its number and what is wrong, in the file's words.
func TestParseKeys(t *testing.T) {
	hex64 := strings.Repeat("ab", 32)
	keys, err := central.ParseKeys(strings.NewReader("# keys\n\nterminal T-0001 " + hex64 + "\n  attendant A-01 " + hex64 + hex64 + "\n"))
	require.NoError(t, err)
	require.Len(t, keys, 2)
	require.Equal(t, "T-0001", keys[0].ID)
	require.False(t, keys[0].Attendant)
	require.Len(t, keys[0].Secret, 32)
	require.True(t, keys[1].Attendant)
	require.Len(t, keys[1].Secret, 64)
	for _, tc := range []struct{ text, want string }{
		{"terminal T-1\n", "line 1: want a role, an ID and a secret"},
		{"# x\ncashier C-1 " + hex64 + "\n", "line 2 role: \"cashier\" is not a role: want terminal or attendant"},
		{"terminal T-1 " + hex64[:62] + "zz\n", "line 1 secret: the secret is not hex digits"},
		{"terminal T-1 abcd\n", "line 1 secret: the secret has 2 bytes, want at least 32"},
		{"terminal T-1 " + hex64 + "\nattendant T-1 " + hex64 + "\n", "line 2 ID: \"T-1\" is given on line 1 too"},
	} {
		_, err := central.ParseKeys(strings.NewReader(tc.text))
		require.ErrorIs(t, err, jackpot.ErrConfig, tc.text)
		require.ErrorContains(t, err, tc.want)
		require.NotContains(t, err.Error(), hex64[:16], "the error does not repeat the secret")
	}
}
