package multiplier

// Spin returns the multiplier of a base-game spin (Starlight Christmas SC-7):
// sum, the total of the multiplier values on the final screen, when the spin
// had at least one paytable win and sum > 0; otherwise 1 (no multiplier
// symbol, or nothing the multiplier may apply to).
//
// The caller multiplies the spin's total win factor by the result, with
// [slotmech.Factor.Mul], and applies it to the bet once.
//
// It panics if sum is negative: a sum from [Table.Sum] never is.
func Spin(sum int64, paytableWin bool) int64 {
	checkSum(sum)
	if paytableWin && sum > 0 {
		return sum
	}
	return 1
}

// checkSum panics if sum is negative.
func checkSum(sum int64) {
	if sum < 0 {
		panic("multiplier: negative multiplier sum")
	}
}
