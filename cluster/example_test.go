package cluster_test

import (
	"fmt"
	"strings"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/cluster"
)

// parse builds a screen from rows of symbol names, top row first.
func parse(a *slotmech.Alphabet, rows ...string) slotmech.Screen {
	s := slotmech.NewScreen(len(strings.Fields(rows[0])), len(rows))
	for row, line := range rows {
		for reel, name := range strings.Fields(line) {
			sym, err := a.Lookup(name)
			if err != nil {
				panic(err)
			}
			s.Set(reel, row, sym)
		}
	}
	return s
}

// Eight or more of a symbol anywhere pay by count class; scatters are paid
// from their own table. The total is applied to the bet once, at the end.
func ExamplePayAnywhere() {
	names, _ := slotmech.NewAlphabet("gem", "heart", "sun", "scat")
	gem, heart, sun, scat := slotmech.Symbol(1), slotmech.Symbol(2), slotmech.Symbol(3), slotmech.Symbol(4)
	x := slotmech.MustParseFactor
	p, err := cluster.NewPayAnywhere(cluster.PayAnywhereConfig{
		Classes: []cluster.Range{{Min: 8, Max: 9}, {Min: 10, Max: 11}, {Min: 12, Max: slotmech.MaxPositions}},
		Pays: map[slotmech.Symbol][]slotmech.Factor{
			gem:   {x("0.25"), x("0.75"), x("2")},
			heart: {x("2.5"), x("10"), x("25")},
			sun:   {x("10"), x("25"), x("50")},
		},
		Scatter:     scat,
		ScatterPays: []cluster.ScatterPay{{Count: 4, Factor: x("3")}, {Count: 5, Factor: x("5")}, {Count: 6, Factor: x("100")}},
	})
	if err != nil {
		panic(err)
	}
	s := parse(names,
		"gem   heart gem   sun   gem   heart",
		"heart gem   sun   gem   scat  gem",
		"gem   heart gem   heart gem   sun",
		"scat  gem   heart gem   sun   heart",
		"heart sun   gem   scat  heart scat",
	)

	var r slotmech.Result
	p.Evaluate(&s, &r)
	for _, w := range r.Wins {
		fmt.Printf("%d × %s pays %s\n", w.Count, names.Name(w.Symbol), w.Factor)
	}
	n := s.Count(scat)
	scatterPay := p.ScatterPay(n)
	fmt.Printf("%d × scat pays %s\n", n, scatterPay)

	total, _ := r.Total.Add(scatterPay)
	win, _ := total.Apply(200) // a bet of 200 cents
	fmt.Println("total", total, "× bet =", win, "cents")
	// Output:
	// 12 × gem pays 2
	// 9 × heart pays 2.5
	// 4 × scat pays 3
	// total 7.5 × bet = 1500 cents
}

// Clusters are connected groups; a wild joins every cluster it touches, even
// clusters of different symbols.
func ExampleAdjacent() {
	names, _ := slotmech.NewAlphabet("A", "B", "C", "W")
	a, err := cluster.NewAdjacent(cluster.AdjacentConfig{
		Classes: []cluster.Range{{Min: 4, Max: 5}, {Min: 6, Max: slotmech.MaxPositions}},
		Pays: map[slotmech.Symbol][]slotmech.Factor{
			1: {slotmech.Whole(1), slotmech.Whole(3)}, // A
			2: {slotmech.Whole(2), slotmech.Whole(5)}, // B
		},
		Wild: 4, // W
	})
	if err != nil {
		panic(err)
	}
	s := parse(names,
		"A A C B B",
		"C A W B C",
		"A C C B A",
		"A A C C A",
	)

	var r slotmech.Result
	a.Evaluate(&s, &r)
	for _, w := range r.Wins {
		fmt.Printf("%s × %d pays %s at %v\n", names.Name(w.Symbol), w.Count, w.Factor, w.Positions)
	}
	fmt.Println("total", r.Total)
	// Output:
	// A × 4 pays 1 at {(0,0) (1,0) (1,1) (2,1)}
	// B × 5 pays 2 at {(2,1) (3,0) (3,1) (3,2) (4,0)}
	// total 3
}

// A scatter-only table: no classes and no pays, only scatters, which the
// game finds (to highlight them) and ScatterPay pays.
func ExamplePayAnywhere_ScatterPay() {
	names, _ := slotmech.NewAlphabet("gem", "scat")
	p, err := cluster.NewPayAnywhere(cluster.PayAnywhereConfig{
		Scatter:     2,
		ScatterPays: []cluster.ScatterPay{{Count: 3, Factor: slotmech.Whole(2)}, {Count: 4, Factor: slotmech.Whole(10)}},
	})
	if err != nil {
		panic(err)
	}
	s, _ := names.ParseScreen([][]string{
		{"scat", "gem", "gem", "gem"},
		{"gem", "gem", "scat", "gem"},
		{"gem", "gem", "gem", "scat"},
	})
	var r slotmech.Result
	p.Evaluate(&s, &r)
	where := s.Where(2)
	pay := p.ScatterPay(where.Len())
	fmt.Println(len(r.Wins), "paytable wins")
	fmt.Println(where.Len(), "scatters at", where, "pay", pay)
	// Output:
	// 0 paytable wins
	// 3 scatters at {(0,0) (2,1) (3,2)} pay 2
}
