// Package acklog is the acknowledgement file of the kill tests
// (jackpot/sqlstore's TestCrash, games/terminal/sqlitejournal's TestKill):
// a child process appends one line per action it saw succeed, is SIGKILLed
// at random moments and started again, and the test compares the lines
// with what the database kept.
//
// A kill can land in the middle of a write and leave a torn last line, one
// without its newline. [Lines] ignores it; [Open], which a restarted child
// uses to append, cuts it off first, so that the next line starts a line of
// its own instead of being glued to the torn one (a glued line, e.g.
// "P0-T07 # P0-T07 141 lost", made the file unreadable). Each line must be
// written with one Write call, so a kill leaves whole lines or one torn
// last line.
//
// It is for tests only, and for one writing process at a time per file.
package acklog

import (
	"bytes"
	"os"
)

// Open opens the file at path for appending, creating it if needed, after
// cutting off a torn last line.
func Open(path string) (*os.File, error) {
	b, err := Lines(path)
	if err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, err
	}
	if err := f.Truncate(int64(len(b))); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// Lines is the whole lines of the file at path, each with its newline,
// without a torn last line; nil if the file does not exist.
func Lines(path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return b[:bytes.LastIndexByte(b, '\n')+1], nil
}
