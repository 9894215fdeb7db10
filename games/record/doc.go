// Package record keeps rounds as auditors need them: a [Record] holds
// everything to replay a round exactly (the game, its configuration
// identity, the bet, the mode and every value the round drew) and what it
// paid, itemised, as a [games.RoundView]. [Replay] plays a record again from
// its draws alone and names the first difference; [Recall] keeps the last
// rounds of a terminal for game recall.
//
// # Model
//
// A record is produced by playing a round through an [rng.Recorder]; a
// replay feeds the recorded values back through an [rng.Replayer], which
// never draws a fresh value: running out, or leaving values unused, is an
// error. Draws encode in JSON as 16-digit hex strings, so that no reader
// loses precision.
//
// # Concurrency
//
// Records are plain data. [Play] and [Replay] are safe for concurrent use
// with their own arguments; a [Recall] is owned by one terminal and is not
// safe for concurrent use.
//
// # Errors
//
// A failed replay is a *slotmech.Error naming the part of the record at
// fault (Field) with what the record says against what the replay found
// (Reason); it wraps [ErrReplay].
//
// # What it is not for
//
// It does not store records durably: that is the terminal's journal.
package record
