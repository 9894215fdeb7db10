// Package winadd appends a win to a [slotmech.Result], the one way the
// module's evaluators (lines, ways, pay anywhere, clusters) record a win.
//
// # Model
//
// [Add] writes the win into the Result's slice field by field and accounts
// for it in Total and Positions. Appending the value instead copies it from
// the stack in wide loads that wait for its narrow stores (a
// store-forwarding stall), which cost Crystal Spin's exact analysis about
// 7% of its time in linewords alone.
//
// # Concurrency
//
// Add changes the Result it is given and nothing else; a Result is one
// goroutine's.
//
// # What it is not for
//
// It is internal and checks nothing: the evaluators' constructors bound
// every screen's total, so the sum is plain addition.
package winadd

import "github.com/slotmech/slotmech"

// Add appends w to r.Wins, adds its factor to r.Total and its positions
// to r.Positions. It allocates only to grow r.Wins.
func Add(r *slotmech.Result, w slotmech.Win) {
	r.Total += w.Factor
	r.Positions |= w.Positions
	n := len(r.Wins)
	if n == cap(r.Wins) {
		r.Wins = append(r.Wins, slotmech.Win{})
	}
	r.Wins = r.Wins[:n+1]
	d := &r.Wins[n]
	d.Line, d.Symbol, d.Count, d.Ways, d.Factor, d.Positions = w.Line, w.Symbol, w.Count, w.Ways, w.Factor, w.Positions
}
