package lines

import (
	"fmt"
	"math"
	"slices"

	"github.com/slotmech/slotmech"
)

// validate checks cfg and returns the first problem as a *slotmech.Error. It looks
// at symbols in increasing order, so the error for a given Config is always
// the same one.
func validate(cfg *Config) error {
	fail := func(field, where string, value any, format string, args ...any) error {
		if where != "" {
			field += ": " + where
		}
		e := &slotmech.Error{Op: "New", Field: field, Reason: fmt.Sprintf(format, args...), Err: ErrConfig}
		if value != nil {
			e.Value = fmt.Sprint(value)
		}
		return e
	}
	if cfg.Reels < 1 || cfg.Reels > slotmech.MaxReels {
		return fail("Reels", "", cfg.Reels, "%d reels, want 1 to %d", cfg.Reels, slotmech.MaxReels)
	}
	if cfg.Rows < 1 || cfg.Rows > slotmech.MaxRows {
		return fail("Rows", "", cfg.Rows, "%d rows, want 1 to %d", cfg.Rows, slotmech.MaxRows)
	}
	if cfg.Direction > AnyRun {
		return fail("Direction", "", int(cfg.Direction), "unknown direction %d", cfg.Direction)
	}
	if cfg.WildRuns > NoWildStart {
		return fail("WildRuns", "", int(cfg.WildRuns), "unknown policy %d", cfg.WildRuns)
	}
	if err := validateLines(cfg, fail); err != nil {
		return err
	}
	if err := validatePays(cfg, fail); err != nil {
		return err
	}
	return validateWild(cfg, fail)
}

// failFunc builds a *slotmech.Error: the Config field, where in it ("" for the field
// as a whole), the value at fault (nil for none) and the reason.
type failFunc func(field, where string, value any, format string, args ...any) error

func validateLines(cfg *Config, fail failFunc) error {
	if len(cfg.Lines) < 1 || len(cfg.Lines) > maxLines {
		return fail("Lines", "", len(cfg.Lines), "%d lines, want 1 to %d", len(cfg.Lines), maxLines)
	}
	for i, rows := range cfg.Lines {
		where := fmt.Sprintf("line %d", i)
		if len(rows) != cfg.Reels {
			return fail("Lines", where, len(rows), "has %d reels, want %d", len(rows), cfg.Reels)
		}
		for reel, row := range rows {
			if row < 0 || row >= cfg.Rows {
				return fail("Lines", fmt.Sprintf("line %d reel %d", i, reel), row,
					"row %d is outside the screen (rows 0 to %d)", row, cfg.Rows-1)
			}
		}
		for j := range i {
			if slices.Equal(cfg.Lines[j], rows) {
				return fail("Lines", where, nil, "repeats line %d", j)
			}
		}
	}
	return nil
}

func validatePays(cfg *Config, fail failFunc) error {
	syms := make([]slotmech.Symbol, 0, len(cfg.Pays))
	for sym := range cfg.Pays {
		syms = append(syms, sym)
	}
	slices.Sort(syms)
	var largest slotmech.Factor
	for _, sym := range syms {
		row := cfg.Pays[sym]
		where := fmt.Sprintf("symbol %d", sym)
		switch {
		case sym == slotmech.Empty:
			return fail("Pays", where, sym, "Empty cannot pay")
		case sym >= slotmech.MaxSymbols:
			return fail("Pays", where, sym, "symbol is not below %d", slotmech.MaxSymbols)
		case sym == cfg.Wild && cfg.WildRuns == PayAsSymbol:
			return fail("Pays", where, nil, "the wild has a pay row, but WildRuns is PayAsSymbol (its runs pay as WildPaysAs)")
		case sym == cfg.Wild && cfg.WildRuns == NoWildStart:
			return fail("Pays", where, nil, "the wild has a pay row, but WildRuns is NoWildStart (its runs never pay)")
		case len(row) != cfg.Reels+1:
			return fail("Pays", where, len(row), "has %d entries, want Reels+1 = %d (runs of 0 to %d)", len(row), cfg.Reels+1, cfg.Reels)
		case row[0] != 0:
			return fail("Pays", where+" run of 0", row[0], "factor %v is not 0", row[0])
		}
		for n := 1; n < len(row); n++ {
			at := fmt.Sprintf("%s run of %d", where, n)
			if row[n] < 0 {
				return fail("Pays", at, row[n], "factor %v is negative", row[n])
			}
			if row[n] < row[n-1] {
				return fail("Pays", at, row[n], "factor %v is less than %v for a run of %d (a longer run must not pay less)", row[n], row[n-1], n-1)
			}
		}
		largest = max(largest, row[len(row)-1])
	}
	if largest == 0 {
		return fail("Pays", "", nil, "no symbol pays")
	}
	// Each line pays at most its largest factor, so this bound makes the
	// Total of Evaluate exact without checking every addition.
	if largest > math.MaxInt64/slotmech.Factor(len(cfg.Lines)) {
		return fail("Pays", "", largest, "largest factor %v on %d lines overflows the total", largest, len(cfg.Lines))
	}
	return nil
}

func validateWild(cfg *Config, fail failFunc) error {
	if cfg.Wild == slotmech.Empty {
		if cfg.WildRuns != PayAsSymbol {
			return fail("WildRuns", "", cfg.WildRuns, "is %v, but there is no Wild", cfg.WildRuns)
		}
		if cfg.WildPaysAs != slotmech.Empty {
			return fail("WildPaysAs", "", cfg.WildPaysAs, "is symbol %d, but there is no Wild", cfg.WildPaysAs)
		}
		return nil
	}
	if cfg.Wild >= slotmech.MaxSymbols {
		return fail("Wild", "", cfg.Wild, "symbol %d is not below %d", cfg.Wild, slotmech.MaxSymbols)
	}
	if cfg.WildRuns != PayAsSymbol {
		if cfg.WildPaysAs != slotmech.Empty {
			return fail("WildPaysAs", "", cfg.WildPaysAs, "is symbol %d, but WildRuns is %v", cfg.WildPaysAs, cfg.WildRuns)
		}
		return nil
	}
	switch row := cfg.Pays[cfg.WildPaysAs]; {
	case cfg.WildPaysAs == slotmech.Empty:
		return fail("WildPaysAs", "", nil, "is Empty, but WildRuns is PayAsSymbol")
	case cfg.WildPaysAs == cfg.Wild:
		return fail("WildPaysAs", "", cfg.WildPaysAs, "is the wild itself")
	case len(row) == 0 || row[len(row)-1] == 0:
		return fail("WildPaysAs", "", cfg.WildPaysAs, "symbol %d does not pay", cfg.WildPaysAs)
	}
	return nil
}
