package report

import (
	"math/big"
	"slices"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/games/exact"
)

// Share returns paid / wagered, exact: the part of an RTP that paid
// contributes (a [exact.Pay]'s Paid over its [exact.Cycle]'s Wagered). It
// is 0 when wagered is nil or 0.
func Share(paid, wagered *big.Int) *big.Rat {
	if wagered == nil || wagered.Sign() == 0 {
		return new(big.Rat)
	}
	return new(big.Rat).SetFrac(paid, wagered)
}

// BySymbol returns pays (a Cycle's Pays) summed over counts: one Pay per
// symbol, with Count 0, ascending by symbol.
func BySymbol(pays []exact.Pay) []exact.Pay {
	return aggregate(pays, func(p exact.Pay) exact.Pay { return exact.Pay{Symbol: p.Symbol} })
}

// ByCount returns pays (a Cycle's Pays) summed over symbols: one Pay per
// count (run length or cluster size), with Symbol [slotmech.Empty],
// ascending by count.
func ByCount(pays []exact.Pay) []exact.Pay {
	return aggregate(pays, func(p exact.Pay) exact.Pay { return exact.Pay{Symbol: slotmech.Empty, Count: p.Count} })
}

// aggregate sums pays by the key that key returns (a Pay with only Symbol
// and Count set), ascending by symbol and then count.
func aggregate(pays []exact.Pay, key func(exact.Pay) exact.Pay) []exact.Pay {
	type k struct {
		sym   slotmech.Symbol
		count int
	}
	var out []exact.Pay
	idx := map[k]int{}
	for _, p := range pays {
		kp := key(p)
		i, ok := idx[k{kp.Symbol, kp.Count}]
		if !ok {
			i = len(out)
			idx[k{kp.Symbol, kp.Count}] = i
			out = append(out, exact.Pay{Symbol: kp.Symbol, Count: kp.Count, Paid: new(big.Int)})
		}
		out[i].Wins += p.Wins
		out[i].Paid.Add(out[i].Paid, p.Paid)
	}
	slices.SortFunc(out, func(a, b exact.Pay) int {
		if a.Symbol != b.Symbol {
			return int(a.Symbol) - int(b.Symbol)
		}
		return a.Count - b.Count
	})
	return out
}
