// Package roundview renders a round (its games.Outcome and games.Detail) as
// people and JSON read it: [Round] and its [Spin], [Step] and [Win], with
// symbols by name, factors in decimal, positions as [reel, row] pairs from
// 0, paylines and steps from 1, and the title's facts by name ([Facts]).
//
// It is the one JSON form of an itemised round in the module: the outcome
// of a record (games/record keeps it as JSON and documents its schema field
// by field for auditors), the round of a scenario result and of game
// recall, and the Stake Engine events are all made from it; [Round.Fprint]
// prints it for people (the replay and recall tools).
//
// # Model
//
// [Of] is a pure function of the game (its alphabet names the symbols, its
// fact declarations type the facts), the outcome and the detail; [JSON]
// encodes it, and [Parse] decodes what JSON wrote. A flag fact is true or
// false in JSON, every other fact an integer ([FactValue]).
//
// # Concurrency
//
// Views are plain data; the functions are safe for concurrent use with
// their own arguments.
//
// # What it is not for
//
// It is not an API of slotmech: studios read records as JSON (the schema is
// in games/record's package doc), not through these types, which may change
// with the schema's documentation. It plays nothing and checks nothing: a
// replay's comparison is games/record's.
package roundview
