package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/slotmech/slotmech/games"
)

// mergeFiles merges the JSON results in opt.merge, game and mode by game and
// mode, and prints the merged figures in the format of a run.
func mergeFiles(opt *options, stdout, stderr io.Writer) error {
	var order []string
	merged := map[string]*games.Stats{}
	for _, name := range opt.merge {
		if err := readStats(name, func(s *games.Stats) error {
			key := s.Game + "\x00" + string(s.Mode)
			m, ok := merged[key]
			if !ok {
				m = new(games.Stats)
				merged[key] = m
				order = append(order, key)
			}
			return m.Merge(s)
		}); err != nil {
			return err
		}
	}
	out := newPrinter(stdout, opt.json)
	for _, key := range order {
		s := merged[key]
		if !s.Complete() {
			fmt.Fprintf(stderr, "simulate: warning: %s %s: only shards %v of %d merged (%d of %d spins)\n",
				s.Game, s.Mode, s.Run.Parts, s.Run.Shards, s.Rounds, s.Run.Rounds)
		}
		if err := out.add(s); err != nil {
			return err
		}
	}
	return out.flush()
}

// readStats calls add with each JSON object of the file name.
func readStats(name string, add func(*games.Stats) error) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	dec := json.NewDecoder(f)
	for i := 1; ; i++ {
		var s games.Stats
		err := dec.Decode(&s)
		if errors.Is(err, io.EOF) {
			if i == 1 {
				return fmt.Errorf("%s: no results", name)
			}
			return nil
		}
		if err == nil {
			err = add(&s)
		}
		if err != nil {
			return fmt.Errorf("%s: object %d: %w", name, i, err)
		}
	}
}
