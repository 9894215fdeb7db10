package main

import (
	"bytes"
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
		if code := run([]string{"-base", "20000", "-workers", workers}, &stdout, &stderr); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr.String())
		}
		if !strings.Contains(stderr.String(), "s of CPU") {
			t.Errorf("stderr lacks the CPU time: %q", stderr.String())
		}
		return stdout.String()
	}
	a := out("1")
	id := "starlight-christmas configuration: sha256 " + games.ConfigID(starlight.New()) + "\n"
	if !strings.HasPrefix(a, id) {
		t.Errorf("output does not start with the configuration identity %q:\n%s", id, a)
	}
	for _, want := range []string{"standard feature:", "standard RTP", "(99%, stratified)", "ante     RTP", "base game", "hit rate", "free spins 1 in", "ante/standard trigger ratio"} {
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

// Any title: Crystal Spin has no Stratified and is measured by plain Monte
// Carlo; -plain adds the plain check to a stratified run.
func TestRunOtherTitleAndPlain(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{"-game", "crystal-spin", "-base", "20000"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if s := stdout.String(); !strings.Contains(s, "crystal-spin configuration") || !strings.Contains(s, "(99%, plain)") {
		t.Errorf("crystal-spin:\n%s", s)
	}
	stdout.Reset()
	if code := run([]string{"-base", "20000", "-mode", "ante", "-plain", "20000"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	if s := stdout.String(); !strings.Contains(s, "plain ante     20000 rounds: RTP") || strings.Contains(s, "standard") {
		t.Errorf("-mode ante -plain:\n%s", s)
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
		{[]string{"-base", "10"}, "-base 10: want at least 2800"},
		{[]string{"-game", "crystal-spin", "-base", "10"}, "-base 10: want at least 1000"},
		{[]string{"-features", "-5"}, "-features -5: want 0"},
		{[]string{"-plain", "-1"}, "-plain -1: want 0"},
		{[]string{"-plain", "5"}, "-plain 5: want 0 (no check) or at least 1000"},
		{[]string{"-workers", "-1"}, "-workers -1: want 0 (one per CPU) or more"},
		{[]string{"-mode", "turbo"}, `-mode "turbo": starlight-christmas has the modes [standard ante]`},
		{[]string{"-game", "nope"}, `-game "nope": want one of`},
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
