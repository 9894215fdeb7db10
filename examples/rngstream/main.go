// Command rngstream writes the raw output of a seeded slotmech stream (before
// any scaling) to standard output, for external test batteries such as
// dieharder:
//
//	go run ./examples/rngstream -seed 1 | dieharder -a -g 200
//
// (dieharder is the Debian package of that name; -g 200 reads raw bytes from
// standard input.) With -bytes 0 (the default) it writes until the reader
// closes the pipe, and a closed pipe is the normal end: it then exits with
// status 0 and prints nothing, so `rngstream | head -c 1M` succeeds. Bad
// flags exit with status 2, any other write error with status 1.
//
// Usage:
//
//	rngstream [-seed S] [-stream I] [-bytes N]
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/slotmech/slotmech/internal/version"
	"github.com/slotmech/slotmech/rng"
)

func main() {
	// A reader that closes the pipe (head -c 1M, a battery that has read
	// enough) is the normal end of an endless stream. Go kills a program
	// that writes to a closed pipe on standard output with SIGPIPE unless
	// the signal is ignored; ignored, the write fails with EPIPE, which run
	// takes as the end: exit status 0, no message.
	signal.Ignore(syscall.SIGPIPE)
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run writes the stream to stdout and returns the exit status: 0 when done
// (or when the reader closed the pipe), 2 for bad flags, 1 for a write error.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("rngstream", flag.ContinueOnError)
	fs.SetOutput(stderr)
	shown := version.Flag(fs, "rngstream", stdout)
	seed := fs.Uint64("seed", 1, "seed of the stream")
	stream := fs.Uint64("stream", 0, "stream number of the seed")
	n := fs.Int64("bytes", 0, "number of bytes to write; 0 writes until the pipe closes")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if shown() {
		return 0
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "rngstream: unexpected argument %q (rngstream takes flags only)\n", fs.Arg(0))
		return 2
	}
	if *n < 0 {
		fmt.Fprintf(stderr, "rngstream: -bytes %d: want 0 (until the pipe closes) or more\n", *n)
		return 2
	}
	src := rng.NewStream(*seed, *stream)
	w := bufio.NewWriterSize(stdout, 1<<16)
	var buf [1 << 14]byte
	for left := *n; *n == 0 || left > 0; {
		chunk := buf[:]
		if *n != 0 && left < int64(len(chunk)) {
			chunk = chunk[:left]
		}
		src.Read(chunk)
		if _, err := w.Write(chunk); err != nil {
			return writeStatus(err, stderr)
		}
		left -= int64(len(chunk))
	}
	if err := w.Flush(); err != nil {
		return writeStatus(err, stderr)
	}
	return 0
}

// writeStatus maps a write error to the exit status: a closed pipe is how a
// battery says it has read enough.
func writeStatus(err error, stderr io.Writer) int {
	if errors.Is(err, syscall.EPIPE) {
		return 0
	}
	fmt.Fprintln(stderr, "rngstream:", err)
	return 1
}
