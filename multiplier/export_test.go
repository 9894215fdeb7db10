package multiplier

// PolicyOf returns the policy of a, for the tests.
func PolicyOf(a *Accumulator) Policy { return a.policy }
