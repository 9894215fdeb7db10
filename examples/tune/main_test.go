package main

import (
	"bytes"
	"strings"
	"testing"
)

// A tiny run prints every figure; the same flags print the same figures
// whatever the number of workers.
func TestRunSmall(t *testing.T) {
	out := func(workers string) string {
		var stdout, stderr bytes.Buffer
		if code := run([]string{"-base", "13000", "-features", "2000", "-workers", workers}, &stdout, &stderr); code != 0 {
			t.Fatalf("exit %d: %s", code, stderr.String())
		}
		return stdout.String()
	}
	a := out("1")
	for _, want := range []string{"feature: mean", "standard RTP", "ante     RTP", "ante/standard trigger ratio"} {
		if !strings.Contains(a, want) {
			t.Errorf("output lacks %q:\n%s", want, a)
		}
	}
	if b := out("3"); a != b {
		t.Errorf("workers change the figures:\n%s\n%s", a, b)
	}
}

func TestRunBadFlags(t *testing.T) {
	for _, args := range [][]string{{"-base", "10"}, {"-workers", "0"}, {"-nope"}} {
		var stdout, stderr bytes.Buffer
		if code := run(args, &stdout, &stderr); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}
