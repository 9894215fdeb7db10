package central

import (
	"net/http"

	"github.com/slotmech/slotmech/internal/centralhttp"
	"github.com/slotmech/slotmech/jackpot"
)

// NewHandler returns the HTTP handler of the central jackpot system c
// (usually a [jackpot.System] over a database store): the endpoints of the
// package documentation, answering in JSON. It is safe for concurrent use.
func NewHandler(c jackpot.Central) http.Handler { return centralhttp.Handler(c) }

// NewClient returns the client of the central jackpot system served by
// [NewHandler] at the base URLs given ("http://central-1:8080", …), one
// per service process of the network, over hc (nil: a client with a
// 10-second timeout). A call goes to the URL that answered last and, if
// that process cannot be reached or answers with a store failure, on to
// the next, each once: a game's report is idempotent, so sending it again
// to another process is safe. When none answers the call returns an error
// wrapping [jackpot.ErrStore] ("central jackpot system unreachable").
// Errors the service answers are *slotmech.Error wrapping the same
// sentinels as the System's.
//
// It returns an error wrapping [jackpot.ErrConfig] for no URL or one that
// is not an absolute http or https URL. The client is safe for concurrent
// use.
func NewClient(hc *http.Client, urls ...string) (jackpot.Central, error) {
	return centralhttp.NewClient(hc, urls...)
}
