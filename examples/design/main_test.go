package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/slotmech/slotmech/games"
	"github.com/slotmech/slotmech/games/starlight"
)

// A short Starlight run prints the identities, the path, the final figures
// with their verdicts and the parameters moved, and the same flags print
// the same whatever the number of workers.
func TestRunShort(t *testing.T) {
	out := func(workers string) string {
		var stdout, stderr bytes.Buffer
		args := []string{"-game", "starlight-christmas", "-budgets", "20000", "-estimated", "40000,60000", "-confirm", "40000", "-max-evals", "6", "-workers", workers}
		if code := run(args, &stdout, &stderr); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr.String())
		}
		return stdout.String()
	}
	a := out("1")
	for _, want := range []string{
		"starlight-christmas today:     sha256 " + games.ConfigID(starlight.New()),
		"perturbed: sha256", "   0 L0 start", "final:     sha256", "search: standard RTP 0.955 ± 0.001 →",
		"confirm: ante feature ratio 2 ± 3% →", "parameters that differ", "Base.scatter",
		"   0 L1 start", "   0 L2 start", "confirm figures, ante: estimate (stratified), seed 1000004, 400",
		"targets met by the confirming figures",
	} {
		if !strings.Contains(a, want) {
			t.Errorf("output lacks %q:\n%s", want, a)
		}
	}
	if b := out("2"); a != b {
		t.Errorf("-workers changes the output:\n%s\n%s", a, b)
	}
}

// Bad flags are refused with exit status 2 and a message naming them.
func TestRunRefusesFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-game", "tetris"}, `-game "tetris"`},
		{[]string{"-perturb", "0.9"}, "-perturb 0.9"},
		{[]string{"-budgets", "5000,100"}, "-budgets"},
		{[]string{"-estimated", "8000,7000"}, "-estimated"},
		{[]string{"-budgets", "9000", "-estimated", "8000"}, "-estimated"},
		{[]string{"-budgets", "", "-estimated", ""}, "both empty"},
		{[]string{"-aim", "0"}, "-aim 0"},
		{[]string{"-workers", "-1"}, "-workers -1"},
		{[]string{"-max-evals", "-3"}, "-max-evals -3"},
		{[]string{"stray"}, `"stray"`},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(tc.args, &stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", tc.args, code, stderr.String(), tc.want)
		}
	}
}
