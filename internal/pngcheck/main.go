// Command pngcheck tells whether a screenshot shows something: it reads a
// PNG and fails unless enough of it differs from its background colour and
// it has enough distinct colours, the marks of text and charts rather than
// a blank or error page. scripts/check-report.sh runs it on the screenshot
// of a report.
//
// Usage:
//
//	go run ./internal/pngcheck [-min-ink F] [-min-colors N] FILE.png
//
// It prints the figures it measured and exits with status 1 if the picture
// looks blank, 2 if it cannot be read.
package main

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"os"
)

func main() {
	minInk := flag.Float64("min-ink", 0.02, "least share of pixels that differ from the background")
	minColors := flag.Int("min-colors", 16, "least number of distinct colours")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: pngcheck [-min-ink F] [-min-colors N] FILE.png")
		os.Exit(2)
	}
	f, err := os.Open(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "pngcheck:", err)
		os.Exit(2)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		fmt.Fprintln(os.Stderr, "pngcheck:", err)
		os.Exit(2)
	}
	ink, colors := measure(img)
	b := img.Bounds()
	fmt.Printf("pngcheck: %s: %d×%d, %.1f%% ink, %d colours\n", flag.Arg(0), b.Dx(), b.Dy(), 100*ink, colors)
	if ink < *minInk || colors < *minColors {
		fmt.Fprintf(os.Stderr, "pngcheck: %s looks blank (want at least %.1f%% ink and %d colours)\n", flag.Arg(0), 100**minInk, *minColors)
		os.Exit(1)
	}
}

// measure returns the share of pixels that differ from the most common
// colour (the background), and the number of distinct colours.
func measure(img image.Image) (ink float64, colors int) {
	counts := map[[4]uint32]int{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := img.At(x, y).RGBA()
			counts[[4]uint32{r >> 8, g >> 8, bl >> 8, a >> 8}]++
		}
	}
	most, total := 0, b.Dx()*b.Dy()
	for _, n := range counts {
		most = max(most, n)
	}
	if total == 0 {
		return 0, 0
	}
	return float64(total-most) / float64(total), len(counts)
}
