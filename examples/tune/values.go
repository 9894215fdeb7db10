package main

import (
	"github.com/slotmech/slotmech/games/starlight"
	"github.com/slotmech/slotmech/rng"
)

// convolutions holds the exact distribution of the sum of n multiplier
// values, n = 1 … 30, as (sum, probability) lists.
type convolutions struct {
	dist [posts + 1][]point
}

type point struct{ sum, p float64 }

func newConvolutions(weights [starlight.Multipliers]int64) *convolutions {
	var total float64
	for _, w := range weights {
		total += float64(w)
	}
	values := starlight.MultiplierValues()
	one := make([]float64, values[starlight.Multipliers-1]+1)
	for i, v := range values {
		one[v] += float64(weights[i]) / total
	}
	c := &convolutions{}
	cur := []float64{1}
	for n := 1; n <= posts; n++ {
		next := make([]float64, len(cur)+len(one)-1)
		for a, pa := range cur {
			if pa == 0 {
				continue
			}
			for b, pb := range one {
				if pb != 0 {
					next[a+b] += pa * pb
				}
			}
		}
		cur = next
		for s, p := range cur {
			if p > 1e-300 {
				c.dist[n] = append(c.dist[n], point{float64(s), p})
			}
		}
	}
	return c
}

// valueDrawer draws multiplier values by weight and knows their mean.
type valueDrawer struct {
	w      *rng.Weighted
	values [starlight.Multipliers]int64
	mean   float64
}

func newValueDrawer(weights [starlight.Multipliers]int64) *valueDrawer {
	values := starlight.MultiplierValues()
	var s, total float64
	for i, v := range values {
		s += float64(weights[i]) * float64(v)
		total += float64(weights[i])
	}
	return &valueDrawer{w: rng.MustWeighted(weights[:]...), values: values, mean: s / total}
}

func (d *valueDrawer) draw(src rng.Source) int64 {
	return d.values[d.w.Draw(src)]
}
