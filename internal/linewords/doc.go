// Package linewords is the implementation of package lines' evaluator and
// of its fast paths for strip games and exact analysis: the screen filter
// (a filter word per reel, [Evaluator.ReelFilter], [Evaluator.MayPayFilters],
// [Evaluator.MayPayWith]) and the line words ([Evaluator.ReelLineWords],
// [EvaluateLineWords], [Evaluator.LineReaches]).
//
// # Model
//
// lines.Evaluator is defined as [Evaluator], so a *lines.Evaluator converts
// to a *Evaluator at no cost; the wins go into a *slotmech.Result, as
// lines.Evaluator.Evaluate's do:
//
//	fast := (*linewords.Evaluator)(ev)
//	linewords.EvaluateLineWords(fast, words, &res)
//
// The line words of a screen are what Evaluate reads of each line, two words
// per line, byte k for reel k: the filter classes of the symbols the line
// crosses, and the symbols themselves. Line l's words are words[2l] and
// words[2l+1]. Each reel contributes only its own byte, so the line words of
// a screen are the OR of its reels' parts (ReelLineWords), and a caller that
// knows every window a reel can show (a strip game knows every stop's)
// computes those parts once, and then the words of a screen with a few ORs,
// or of many screens that share all reels but one with one OR per word
// (EvaluateLineWords).
// EvaluateLineWords stores the wins that lines.Evaluator.Evaluate would
// store for the screen.
//
// # Concurrency
//
// An [Evaluator] is immutable after lines.New and safe for concurrent use;
// each goroutine keeps its own slotmech.Result and words.
//
// # What it is not for
//
// It is internal: studios and titles evaluate lines through package lines.
// Its names carry no compatibility promise.
package linewords
