package progress

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// A Progress on something that is not a terminal shows nothing; one that is
// shown draws the label, the count, the rate and the time left, and clears
// its line when done.
func TestProgress(t *testing.T) {
	var quiet bytes.Buffer
	p := New(&quiet, "simulate toy standard", "spins", 100, false)
	p.Report(50, 100)
	p.Done()
	require.Empty(t, quiet.String(), "a buffer is not a terminal")

	var buf bytes.Buffer
	p = newProgress(&buf, "simulate toy standard", "spins", 0, true)
	p.Report(40, 100) // the total comes with the first report
	p.Set(100)
	out := buf.String()
	require.Contains(t, out, "simulate toy standard")
	require.Contains(t, out, "spins/s")
	require.Contains(t, out, "100/100")
	p.Done()
	n := buf.Len()
	p.Set(10)
	require.Equal(t, n, buf.Len(), "nothing after Done")
	require.True(t, strings.HasSuffix(buf.String(), "\r"), "the line is cleared")

	var nilp *Progress
	nilp.Set(1)
	nilp.Report(1, 2)
	nilp.Done()
}

// The bar is redrawn at most every progressRedraw: a thousand updates made
// at once draw it a few times, not a thousand.
func TestProgressThrottles(t *testing.T) {
	var buf bytes.Buffer
	p := newProgress(&buf, "simulate toy standard", "spins", 100_000, true)
	start := time.Now()
	for done := range int64(1000) {
		p.Set(done)
	}
	elapsed := time.Since(start)
	draws := strings.Count(buf.String(), "\r")
	// One draw per progressRedraw of the loop's time, and one more for the
	// first, at most.
	require.LessOrEqual(t, draws, int(elapsed/progressRedraw)+2, "%d draws in %v", draws, elapsed)
	p.Done()
}
