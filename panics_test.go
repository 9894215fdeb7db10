package slotmech_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/slotmech/slotmech"
)

// Every exported function of the package that panics on its arguments says
// so in its doc comment ("It panics if …"): a function whose body calls
// panic, or an unexported helper that does, must mention it.
func TestPanickingFunctionsSayItInTheirDoc(t *testing.T) {
	fset := token.NewFileSet()
	entries, err := os.ReadDir(".")
	require.NoError(t, err)
	var files []*ast.File
	for _, e := range entries {
		if name := e.Name(); strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") {
			f, err := parser.ParseFile(fset, name, nil, parser.ParseComments)
			require.NoError(t, err)
			files = append(files, f)
		}
	}

	callsPanic := func(body *ast.BlockStmt, helpers map[string]bool) bool {
		found := false
		ast.Inspect(body, func(n ast.Node) bool {
			c, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			switch fn := c.Fun.(type) {
			case *ast.Ident:
				found = found || fn.Name == "panic" || helpers[fn.Name]
			case *ast.SelectorExpr: // a method helper such as p.badLine
				found = found || helpers[fn.Sel.Name]
			}
			return true
		})
		return found
	}
	var funcs []*ast.FuncDecl
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				funcs = append(funcs, fd)
			}
		}
	}
	helpers := map[string]bool{} // unexported functions that panic
	for _, fd := range funcs {
		if !fd.Name.IsExported() && callsPanic(fd.Body, nil) {
			helpers[fd.Name.Name] = true
		}
	}
	checked := 0
	for _, fd := range funcs {
		if !fd.Name.IsExported() || !callsPanic(fd.Body, helpers) {
			continue
		}
		checked++
		if fd.Doc == nil || !strings.Contains(fd.Doc.Text(), "panics") {
			t.Errorf("%s: %s panics on bad arguments but its doc does not say when", fset.Position(fd.Pos()), fd.Name.Name)
		}
	}
	require.GreaterOrEqual(t, checked, 8, "the scan found too few panicking functions to be working")
}

// The documented panics happen, with a message that says what was wrong; the
// accessors documented to read outside the screen as Empty do not panic.
func TestDocumentedPanics(t *testing.T) {
	s := slotmech.NewScreen(5, 3)
	for name, f := range map[string]func(){
		"NewScreen(0, 3)":        func() { slotmech.NewScreen(0, 3) },
		"NewScreen(5, 9)":        func() { slotmech.NewScreen(5, slotmech.MaxRows+1) },
		"At(8, 0)":               func() { slotmech.At(slotmech.MaxReels, 0) },
		"At(0, -1)":              func() { slotmech.At(0, -1) },
		"Whole(-1)":              func() { slotmech.Whole(-1) },
		"Whole(MaxInt64)":        func() { slotmech.Whole(math.MaxInt64) },
		"MustParseFactor(1.2.3)": func() { slotmech.MustParseFactor("1.2.3") },
		"ApplySat(negative)":     func() { slotmech.Factor(-1).ApplySat(100) },
		"Set(5, 0)":              func() { s.Set(5, 0, 1) },
		"Set(0, 3)":              func() { s.Set(0, 3, 1) },
		"Reel(5)":                func() { s.Reel(5) },
		"Reel(-1)":               func() { s.Reel(-1) },
		"SetReelWord(5)":         func() { s.SetReelWord(5, 0) },
		"ReelWord(8)":            func() { s.ReelWord(slotmech.MaxReels) },
		"SymbolSet.With(64)":     func() { slotmech.SymbolSet(0).With(slotmech.MaxSymbols) },
	} {
		require.Panics(t, f, name)
	}
	require.NotPanics(t, func() {
		require.Equal(t, slotmech.Empty, s.At(-1, 0))
		require.Equal(t, slotmech.Empty, s.At(0, 99))
		require.Equal(t, slotmech.Empty, s.Get(slotmech.Pos(255)))
		require.Zero(t, s.ReelWord(7))
		require.Zero(t, s.Positions().Reel(-1))
	})
}

// Every Factor prints, the extremes the saturating operations return
// included (math.MinInt64 used to recurse until the stack overflowed).
func TestFactorStringExtremes(t *testing.T) {
	require.Equal(t, "-922337203685477.5808", slotmech.Factor(math.MinInt64).String())
	require.Equal(t, "922337203685477.5807", slotmech.Factor(math.MaxInt64).String())
	require.Equal(t, "-0.0001", slotmech.Factor(-1).String())
	require.Equal(t, "-12.5", slotmech.Factor(-125_000).String())
	require.Equal(t, "0", slotmech.Factor(0).String())
	low := slotmech.Factor(math.MinInt64 + 1).AddSat(-1 << 62)
	require.Equal(t, "-922337203685477.5808", low.String())
}
