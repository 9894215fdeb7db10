// Package anchorfile keeps a terminal's journal anchor ([terminal.Anchor])
// in a small file, apart from the journal: the last head of the journal
// (its entry number and MAC) and an HMAC-SHA-256 of both under the
// journal's key, so that the anchor cannot be set back to an earlier entry
// without the key.
//
// # Model
//
// The file holds one line of JSON, {"seq":…,"hash":"…","mac":"…"}. [File.Store]
// writes it to a temporary file beside it, syncs it and renames it over
// the old one, so a crash leaves the old anchor or the new one, never a
// mix; it refuses a head below the one stored. [File.Load] returns the
// zero head when the file does not exist (a new terminal), and an error
// wrapping terminal.ErrTampered when its MAC is not the key's.
//
// The anchor protects against a rollback of the journal only if whoever
// can write the journal cannot also put back an older copy of the anchor:
// keep it on another medium (another disk, a write-once counter, a mount
// the game process alone may write). A central system that records each
// terminal's last entry is a better anchor; it implements the same
// interface.
//
// # Concurrency
//
// A File is used by one machine at a time, as its journal is.
//
// # What it is not for
//
// Keeping anything but the head: the journal is the critical memory.
package anchorfile

import (
	"context"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games/terminal"
	"github.com/slotmech/slotmech/internal/termkey"
)

// File is a terminal.Anchor in the file at its path.
type File struct {
	path string
	key  []byte
}

// New returns the anchor in the file at path, authenticated under key (the
// journal's key). The file is read and written by Load and Store only.
func New(path string, key []byte) *File { return &File{path: path, key: key} }

type anchorData struct {
	Seq  uint64 `json:"seq"`
	Hash string `json:"hash"`
	MAC  string `json:"mac"`
}

// mac returns the MAC of head under the key, hex.
func (f *File) mac(h terminal.JournalHead) string {
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], h.Seq)
	sum := termkey.MAC(f.key, []byte("slotmech journal anchor"), n[:], h.Hash[:])
	return hex.EncodeToString(sum[:])
}

// Load returns the head stored, the zero head if the file does not exist.
func (f *File) Load(context.Context) (terminal.JournalHead, error) {
	var h terminal.JournalHead
	b, err := os.ReadFile(f.path)
	if errors.Is(err, os.ErrNotExist) {
		return h, nil
	}
	if err != nil {
		return h, err
	}
	var d anchorData
	hash, herr := []byte(nil), error(nil)
	if err = json.Unmarshal(b, &d); err == nil {
		hash, herr = hex.DecodeString(d.Hash)
	}
	if err != nil || herr != nil || len(hash) != len(h.Hash) {
		return h, f.bad("does not decode")
	}
	h.Seq = d.Seq
	copy(h.Hash[:], hash)
	if f.mac(h) != d.MAC {
		return terminal.JournalHead{}, f.bad("its MAC is not the key's: forged, or of another key")
	}
	return h, nil
}

// bad returns the error of an anchor file that fails its check.
func (f *File) bad(reason string) error {
	return &slotmech.Error{Op: "load anchor", Field: f.path,
		Reason: "anchor " + reason + " (critical memory fails its check: call an attendant)",
		Err:    fmt.Errorf("%w: %w", terminal.ErrTampered, terminal.ErrJournal)}
}

// Store records head, durably; it refuses a head below the one stored.
func (f *File) Store(ctx context.Context, head terminal.JournalHead) error {
	old, err := f.Load(ctx)
	if err != nil {
		return err
	}
	if head.Seq < old.Seq {
		return fmt.Errorf("anchorfile: %s: entry %d is below the anchor, entry %d", f.path, head.Seq, old.Seq)
	}
	b, _ := json.Marshal(anchorData{Seq: head.Seq, Hash: hex.EncodeToString(head.Hash[:]), MAC: f.mac(head)})
	tmp, err := os.CreateTemp(filepath.Dir(f.path), filepath.Base(f.path)+".*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) //nolint:errcheck // gone after the rename
	_, err = tmp.Write(append(b, '\n'))
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), f.path)
	}
	if err == nil {
		if d, derr := os.Open(filepath.Dir(f.path)); derr == nil {
			err = d.Sync()
			d.Close()
		}
	}
	if err != nil {
		return fmt.Errorf("anchorfile: %s: %w", f.path, err)
	}
	return nil
}
