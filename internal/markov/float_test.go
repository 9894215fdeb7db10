package markov

import "math/big"

// toFloat is for printing and comparing with estimates only.
func toFloat(r *big.Rat) float64 { f, _ := r.Float64(); return f }
