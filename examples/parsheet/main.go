// Command parsheet computes the exact par sheet of a reel-strip game: it
// plays every combination of reel stops once (cascades included) and prints
// the exact RTP as a fraction and a percentage, the hit rate, what each
// symbol and each run length contributes, the distribution of cascade depths
// and of wins.
//
// Usage:
//
//	go run ./examples/parsheet [-game crystal-spin] [-bet 100] [-workers W] [-json]
//
// With -json it prints one JSON object with the keys game, bet,
// combinations, rtp_num, rtp_den (the exact RTP as decimal integer strings),
// rtp, hit_rate, hits, won, wagered, max_win, sigma_x, depths, symbols and
// run_lengths. Bad flags are refused with a message and exit status 2.
package main

import (
	"context"
	"os"
)

func main() {
	os.Exit(run(context.Background(), os.Args[1:], os.Stdout, os.Stderr))
}
