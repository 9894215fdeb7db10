package starlight

// The certified figures of the reference game, measured for
// [ConfigIdentity] with
//
//	go run ./examples/tune -seed 1 -base 110000000
//
// (see "Maths" in the documentation of games/starlight, which states them,
// and TestSC_14_CertifiedMathsPinned, which checks that it does): RTP over the stake with the
// half-width of its 99 % interval, the standard mode's trigger rate and the
// ante/standard ratio of the trigger rates (SC-11) with its half-width. The RTP test of internal/designs/starlight
// (TestSC_14_RTPStratified) measures against them.
const (
	CertRTPStandard     = 0.955049
	CertHalfStandard    = 0.000245
	CertRTPAnte         = 0.955042
	CertHalfAnte        = 0.000277
	CertTriggerStandard = 1 / 400.6
	CertTriggerRatio    = 2.0021
	CertHalfRatio       = 0.0010
)
