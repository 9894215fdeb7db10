//go:build !linux

package cputime

import "time"

// threadTime cannot read a thread's CPU clock here.
func threadTime() (time.Duration, bool) { return 0, false }

// processTime is not read here.
func processTime() (time.Duration, bool) { return 0, false }
