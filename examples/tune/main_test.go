package main

import (
	"bytes"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/starlight"
)

// A tiny run prints the configuration identity and every figure; the same
// flags print the same figures whatever the number of workers.
func TestRunSmall(t *testing.T) {
	out := func(workers string) string {
		var stdout, stderr bytes.Buffer
		if code := run([]string{"-base", "13000", "-features", "2000", "-workers", workers}, &stdout, &stderr); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr.String())
		}
		return stdout.String()
	}
	a := out("1")
	id := "starlight-christmas configuration: sha256 " + games.ConfigID(starlight.New()) + "\n"
	if !strings.HasPrefix(a, id) {
		t.Errorf("output does not start with the configuration identity %q:\n%s", id, a)
	}
	for _, want := range []string{"feature: mean", "standard RTP", "ante     RTP", "ante/standard trigger ratio"} {
		if !strings.Contains(a, want) {
			t.Errorf("output lacks %q:\n%s", want, a)
		}
	}
	for _, w := range []string{"3", "0"} {
		if b := out(w); a != b {
			t.Errorf("-workers %s changes the figures:\n%s\n%s", w, a, b)
		}
	}
}

// A refused command line names what is wrong, prints nothing on stdout and
// exits 2 before any work starts (a stray argument used to start the default
// 20-million-spin run).
func TestRunBadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-base", "10"}, "-base 10: want at least 13000"},
		{[]string{"-features", "5"}, "-features 5: want at least 1000"},
		{[]string{"-resamples", "0"}, "-resamples 0: want at least 1"},
		{[]string{"-plain", "-1"}, "-plain -1: want 0"},
		{[]string{"-workers", "-1"}, "-workers -1: want 0 (one per CPU) or more"},
		{[]string{"-mode", "turbo"}, `-mode "turbo": want standard or ante`},
		{[]string{"20000000"}, `unexpected argument "20000000"`},
		{[]string{"-seed", "2", "extra"}, `unexpected argument "extra"`},
		{[]string{"-nope"}, "-nope"},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(c.args, &stdout, &stderr); code != 2 {
			t.Errorf("%v: exit %d, want 2", c.args, code)
		}
		if !strings.Contains(stderr.String(), c.want) {
			t.Errorf("%v: message %q lacks %q", c.args, stderr.String(), c.want)
		}
		if stdout.Len() != 0 {
			t.Errorf("%v: printed %q", c.args, stdout.String())
		}
	}
}

// The grid of counts that replaced the sorted list of feature wins gives
// the same G(w) and cap chance as the list, for every base win w on the
// grid, in memory that does not depend on the number of draws.
func TestTailMatchesList(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var h tailHist
	var xs []int64 // grid units
	for range 20000 {
		var xu int64
		switch r.IntN(4) {
		case 0:
			xu = r.Int64N(200) // small wins, many ties
		case 1:
			xu = r.Int64N(capUnits)
		default:
			xu = capUnits - 50 + r.Int64N(3*capUnits) // around and above the cap
		}
		h.add(xu)
		xs = append(xs, xu)
	}
	f := &featureSample{m: 5000, k: 4, sumC: 123456, mc: 7}
	f.setTail(&h)
	mk := float64(f.m * f.k)
	for _, wu := range []int64{0, 1, 2, 199, 200, 5000, capUnits / 2, capUnits - 51, capUnits - 50, capUnits - 1} {
		w := float64(wu) * gridX
		var over float64
		var n int
		for _, x := range xs { // the list: every X with w + X ≥ cap
			if x+wu >= capUnits {
				over += float64(x+wu-capUnits) * gridX
				n++
			}
		}
		share := float64(f.mc) / float64(f.m)
		wantG := f.sumC/float64(f.m) - over/mk + share*(capX-w)
		wantP := float64(n)/mk + share
		g, p := f.g(w)
		if math.Abs(g-wantG) > 1e-9*math.Abs(wantG) || math.Abs(p-wantP) > 1e-15 {
			t.Errorf("w = %v: G %v, chance %v; the list gives %v, %v", w, g, p, wantG, wantP)
		}
	}
}
