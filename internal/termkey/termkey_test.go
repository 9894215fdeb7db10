package termkey

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Load reads a hex key of at least 32 bytes from a file only its owner may
// read, or from the environment, and refuses everything else.
func TestLoad(t *testing.T) {
	key := strings.Repeat("5a", 32)
	dir := t.TempDir()
	write := func(name, text string, mode os.FileMode) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), mode); err != nil {
			t.Fatal(err)
		}
		return p
	}
	if k, err := Load(write("good", " "+key+"\n", 0o600)); err != nil || hex.EncodeToString(k) != key {
		t.Fatalf("good file: %x, %v", k, err)
	}
	for name, c := range map[string]struct {
		text string
		mode os.FileMode
		want string
	}{
		"open":  {key, 0o644, "readable by others than its owner"},
		"short": {key[:62], 0o600, "31 bytes, want at least 32"},
		"text":  {"not hex at all", 0o600, "not hexadecimal"},
	} {
		if _, err := Load(write(name, c.text, c.mode)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", name, err, c.want)
		}
	}
	if _, err := Load(filepath.Join(dir, "none")); err == nil {
		t.Error("a missing file is not refused")
	}
	t.Setenv(Env, "")
	if _, err := Load(""); !errors.Is(err, ErrNoKey) {
		t.Errorf("no key: %v", err)
	}
	t.Setenv(Env, key)
	if k, err := Load(""); err != nil || hex.EncodeToString(k) != key {
		t.Errorf("from %s: %x, %v", Env, k, err)
	}
}

// Without a key Sum is the unkeyed SHA-256 of the older journals; with one
// it depends on the key and on the terminal.
func TestSum(t *testing.T) {
	var prev [32]byte
	want := sha256.Sum256(append(append(append([]byte{0, 0, 0, 0, 0, 0, 0, 1}, prev[:]...), 0, 0, 0, 0, 0, 0, 0, 4), "openxy"...))
	if got := Sum(nil, "T-1", 1, prev, "open", []byte("xy")); got != want {
		t.Errorf("unkeyed: %x, want %x", got, want)
	}
	a := Sum([]byte(strings.Repeat("k", 32)), "T-1", 1, prev, "open", []byte("xy"))
	if a == want || a == Sum([]byte(strings.Repeat("j", 32)), "T-1", 1, prev, "open", []byte("xy")) ||
		a == Sum([]byte(strings.Repeat("k", 32)), "T-2", 1, prev, "open", []byte("xy")) {
		t.Error("the keyed MAC does not depend on the key and the terminal")
	}
}
