package anchorfile

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/slotmech/slotmech/games/terminal"
)

var key = []byte(strings.Repeat("k", 32))

// An anchor moves forward only, survives a new File, and refuses a file
// whose MAC is not its key's.
func TestAnchor(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "T-1.anchor")
	a := New(path, key)
	if h, err := a.Load(ctx); err != nil || h != (terminal.JournalHead{}) {
		t.Fatalf("no file: %v, %v", h, err)
	}
	h5 := terminal.JournalHead{Seq: 5, Hash: [32]byte{5}}
	if err := a.Store(ctx, h5); err != nil {
		t.Fatal(err)
	}
	if h, err := New(path, key).Load(ctx); err != nil || h != h5 {
		t.Fatalf("reloaded: %v, %v", h, err)
	}
	if err := a.Store(ctx, terminal.JournalHead{Seq: 4}); err == nil {
		t.Error("an anchor moved back")
	}
	if _, err := New(path, []byte(strings.Repeat("x", 32))).Load(ctx); !errors.Is(err, terminal.ErrTampered) {
		t.Errorf("another key: %v", err)
	}
	b, _ := os.ReadFile(path)
	if err := os.WriteFile(path, []byte(strings.Replace(string(b), `"seq":5`, `"seq":3`, 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Load(ctx); !errors.Is(err, terminal.ErrTampered) {
		t.Errorf("edited seq: %v", err)
	}
	if err := os.WriteFile(path, []byte("{"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Load(ctx); !errors.Is(err, terminal.ErrTampered) {
		t.Errorf("garbage: %v", err)
	}
}
