package central

import (
	"bufio"
	"bytes"
	"encoding/hex"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/internal/centralhttp"
	"github.com/slotmech/slotmech/jackpot"
)

// ErrAuth is wrapped by the error of a request the service refused for
// its credentials: no Authorization, an unknown key, a MAC that does not
// match the request (a request changed on the way, or signed with another
// secret), or a key that may not make it (another terminal's games, an
// attendant reporting a game).
var ErrAuth = centralhttp.ErrAuth

// minSecret is the shortest secret a Key may have, in bytes: the size of
// an HMAC-SHA-256 output.
const minSecret = 32

// Key is a credential of the service: ID names the terminal
// ([jackpot.Terminal] ID) or the attendant that holds it, Secret is the
// HMAC-SHA-256 key its requests are signed with (at least 32 bytes,
// from a secure generator), and Attendant says whose it is. A
// terminal's key reports and voids that terminal's games and pays its
// wins (the attendant's key turned at the terminal, CS-20); an
// attendant's pays any win and reports no game; both read the win
// records. The zero Key is not usable.
type Key struct {
	ID        string
	Secret    []byte
	Attendant bool
}

// ParseKeys reads keys, one a line: "terminal ID SECRET" or "attendant ID
// SECRET", SECRET in hex (at least 64 digits), fields separated by spaces;
// blank lines and lines starting with # are skipped. It refuses, with an
// error wrapping [jackpot.ErrConfig] that names the line, another role, a
// missing field, a secret that is not hex or too short, and an ID given
// twice. The service reads its keys with it (each terminal's and
// attendant's), a terminal its own.
//
// A key file is a secret: keep it readable by the service's or the
// terminal's user alone, never beside the journal or the database it
// guards, and replace a key by giving its holder a new line.
func ParseKeys(r io.Reader) ([]Key, error) {
	var keys []Key
	seen := map[string]int{}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		bad := func(field, value, reason string) error {
			return &slotmech.Error{Op: "ParseKeys", Field: strings.TrimSpace("line " + strconv.Itoa(n) + " " + field), Value: value,
				Reason: reason, Err: jackpot.ErrConfig}
		}
		f := strings.Fields(line)
		if len(f) != 3 {
			return nil, bad("", "", "want a role, an ID and a secret in hex, separated by spaces")
		}
		if f[0] != "terminal" && f[0] != "attendant" {
			return nil, bad("role", f[0], strconv.Quote(f[0])+" is not a role: want terminal or attendant")
		}
		secret, err := hex.DecodeString(f[2])
		if err != nil {
			return nil, bad("secret", "", "the secret is not hex digits")
		}
		if len(secret) < minSecret {
			return nil, bad("secret", "", "the secret has "+strconv.Itoa(len(secret))+" bytes, want at least "+strconv.Itoa(minSecret)+" (64 hex digits)")
		}
		if m, ok := seen[f[1]]; ok {
			return nil, bad("ID", f[1], strconv.Quote(f[1])+" is given on line "+strconv.Itoa(m)+" too")
		}
		seen[f[1]] = n
		keys = append(keys, Key{ID: f[1], Secret: secret, Attendant: f[0] == "attendant"})
	}
	if err := sc.Err(); err != nil {
		return nil, &slotmech.Error{Op: "ParseKeys", Reason: err.Error(), Err: jackpot.ErrConfig}
	}
	return keys, nil
}

// checkKey returns the error of a key that is not usable, for op.
func checkKey(op string, k Key) error {
	switch {
	case k.ID == "" || strings.ContainsAny(k.ID, " \t\r\n"):
		return &slotmech.Error{Op: op, Field: "key ID", Value: k.ID, Reason: "want a name without spaces", Err: jackpot.ErrConfig}
	case len(k.Secret) < minSecret:
		return &slotmech.Error{Op: op, Field: "key " + k.ID + " secret", Reason: "the secret has " + strconv.Itoa(len(k.Secret)) +
			" bytes, want at least " + strconv.Itoa(minSecret), Err: jackpot.ErrConfig}
	}
	return nil
}

// NewHandler returns the HTTP handler of the central jackpot system c
// (usually a [jackpot.System] over a database store): the endpoints of the
// package documentation, answering in JSON, every request authenticated by
// a key of keys (see Authentication in the package doc). It copies keys. It
// returns an error wrapping [jackpot.ErrConfig] for a key that is not
// usable or an ID given twice. The handler is safe for concurrent use.
func NewHandler(c jackpot.Central, keys []Key) (http.Handler, error) {
	byID := make(map[string]Key, len(keys))
	for _, k := range keys {
		if err := checkKey("NewHandler", k); err != nil {
			return nil, err
		}
		if _, ok := byID[k.ID]; ok {
			return nil, &slotmech.Error{Op: "NewHandler", Field: "key ID", Value: k.ID, Reason: "given twice", Err: jackpot.ErrConfig}
		}
		k.Secret = bytes.Clone(k.Secret)
		byID[k.ID] = k
	}
	return centralhttp.Handler(c, func(id string) ([]byte, bool, bool) {
		k, ok := byID[id]
		return k.Secret, k.Attendant, ok
	}), nil
}

// NewClient returns the client of the central jackpot system served by
// [NewHandler] at the base URLs given ("http://central-1:8080", …), one
// per service process of the network, over hc (nil: a client with a
// 10-second timeout), signing every request with key (a terminal's, or an
// attendant's). A call goes to the URL that answered last and, if
// that process cannot be reached or answers with a store failure, on to
// the next, each once: a game's report is idempotent, so sending it again
// to another process is safe. When none answers the call returns an error
// wrapping [jackpot.ErrStore] ("central jackpot system unreachable").
// Errors the service answers are *slotmech.Error wrapping the same
// sentinels as the System's, and [ErrAuth] for refused credentials.
//
// It returns an error wrapping [jackpot.ErrConfig] for a key that is not
// usable, no URL, or one that is not an absolute http or https URL. The
// client is safe for concurrent use.
func NewClient(hc *http.Client, key Key, urls ...string) (jackpot.Central, error) {
	if err := checkKey("NewClient", key); err != nil {
		return nil, err
	}
	return centralhttp.NewClient(hc, key.ID, key.Secret, urls...)
}
