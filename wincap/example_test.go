package wincap_test

import (
	"fmt"

	"github.com/slotmech/slotmech"
	"github.com/slotmech/slotmech/wincap"
)

// A Starlight Christmas round (SC-12): the cap is 5000 × the base bet; the
// free spin that reaches it is cut and the round ends.
func ExampleRound() {
	limit, err := wincap.RoundLimit(20, 5000) // base bet 20 cents
	if err != nil {
		panic(err)
	}
	r := wincap.NewRound(limit)
	for _, win := range []slotmech.Money{40_000, 35_000, 60_000, 1_000} {
		paid, reached := r.Pay(win)
		fmt.Printf("win %6d paid %6d total %6d\n", win, paid, r.Total())
		if reached {
			fmt.Println("cap reached: the round ends")
			break
		}
	}
	// Output:
	// win  40000 paid  40000 total  40000
	// win  35000 paid  35000 total  75000
	// win  60000 paid  25000 total 100000
	// cap reached: the round ends
}

// A Crystal Spin game (CS-10): each line may pay at most 100 000 Kč over all
// cascade steps together.
func ExamplePerLine() {
	p, err := wincap.NewPerLine(5, 100_000)
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Pay(0, 60_000)) // step 1, line 1
	fmt.Println(p.Pay(3, 8_000))  // step 1, line 4
	fmt.Println(p.Pay(0, 60_000)) // step 2, line 1: cut
	fmt.Println(p.Paid(0), p.Paid(3))
	// Output:
	// 60000
	// 8000
	// 40000
	// 100000 8000
}
