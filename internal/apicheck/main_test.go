package main

import (
	"bytes"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const module = "example.com/m"

// typeCheck type-checks one file of source as the package at path.
func typeCheck(t *testing.T, path, src string) *types.Package {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	conf := types.Config{Importer: importer.Default()}
	p, err := conf.Check(path, fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// throughBaseline writes old as a baseline to a temporary directory, reads it
// back and compares new with it, as the command does.
func throughBaseline(t *testing.T, old, new []*types.Package, verbose bool) (incompatible bool, out string) {
	t.Helper()
	dir := t.TempDir()
	if err := writeBaseline(dir, module, old); err != nil {
		t.Fatal(err)
	}
	base, err := readBaseline(dir)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	incompatible = compare(&buf, base, new, verbose)
	return incompatible, buf.String()
}

const v1 = `package p

import "io"

// F doubles.
func F(x int) int { return 2 * x }

func G() {}

type T struct {
	A int
	b int
}

func (t *T) M(w io.Writer) error { return nil }
`

func TestRemovedFunctionIsIncompatible(t *testing.T) {
	old := typeCheck(t, module+"/p", v1)
	new := typeCheck(t, module+"/p", strings.Replace(v1, "func G() {}", "", 1))
	bad, out := throughBaseline(t, []*types.Package{old}, []*types.Package{new}, false)
	if !bad {
		t.Fatalf("removing G passed:\n%s", out)
	}
	for _, want := range []string{"example.com/m/p: 1 incompatible change\n", "  - G: removed\n", "apicheck: FAIL: 1 package", "-write"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestChangedSignatureIsIncompatible(t *testing.T) {
	old := typeCheck(t, module+"/p", v1)
	for name, edit := range map[string][2]string{
		"parameter": {"func F(x int) int { return 2 * x }", "func F(x int64) int { return 2 * int(x) }"},
		"method":    {"M(w io.Writer) error", "M(w io.Writer, n int) error"},
		"field":     {"A int", "A string"},
		// An unexported field can break too: T is no longer comparable.
		"comparable": {"\tb int\n", "\tb []int\n"},
	} {
		new := typeCheck(t, module+"/p", strings.Replace(v1, edit[0], edit[1], 1))
		bad, out := throughBaseline(t, []*types.Package{old}, []*types.Package{new}, false)
		if !bad || !strings.Contains(out, "1 incompatible change") {
			t.Errorf("%s: %q → %q not reported as one incompatible change:\n%s", name, edit[0], edit[1], out)
		}
	}
}

func TestAddedFunctionIsCompatible(t *testing.T) {
	old := typeCheck(t, module+"/p", v1)
	new := typeCheck(t, module+"/p", v1+"\nfunc H() int { return 1 }\n\nfunc g() {}\n")
	bad, out := throughBaseline(t, []*types.Package{old}, []*types.Package{new}, false)
	if bad {
		t.Fatalf("adding H failed:\n%s", out)
	}
	if want := "apicheck: ok: 1 package against the baseline in api/: 0 incompatible, 1 compatible change\n"; out != want {
		t.Errorf("output\n%s\nwant\n%s", out, want)
	}
	_, out = throughBaseline(t, []*types.Package{old}, []*types.Package{new}, true)
	if !strings.Contains(out, "  + H: added\n") {
		t.Errorf("-v does not list H:\n%s", out)
	}
}

func TestUnchangedAndUnexportedChangesPass(t *testing.T) {
	old := typeCheck(t, module+"/p", v1)
	// Unexported changes and moved code (other positions) are not API changes.
	new := typeCheck(t, module+"/p", strings.Replace(v1, "\tb int\n", "\tb string\n\tc *int\n", 1)+"\n\nfunc h() {}\n")
	bad, out := throughBaseline(t, []*types.Package{old}, []*types.Package{new}, true)
	if bad || !strings.Contains(out, "0 incompatible, 0 compatible changes") {
		t.Errorf("unexported changes reported:\n%s", out)
	}
}

func TestRemovedPackageFailsNewPackagePasses(t *testing.T) {
	p := typeCheck(t, module+"/p", v1)
	q := typeCheck(t, module+"/q", "package q\n\nfunc Q() {}\n")

	bad, out := throughBaseline(t, []*types.Package{p, q}, []*types.Package{p}, false)
	if !bad || !strings.Contains(out, "example.com/m/q: removed") || !strings.Contains(out, "1 removed") {
		t.Errorf("a removed package is not an incompatible change:\n%s", out)
	}

	bad, out = throughBaseline(t, []*types.Package{p}, []*types.Package{p, q}, false)
	if bad || !strings.Contains(out, "example.com/m/q: new (no baseline yet)") || !strings.Contains(out, "apicheck: ok: 2 packages") {
		t.Errorf("a new package is not accepted as new:\n%s", out)
	}
}

func TestBaselineFiles(t *testing.T) {
	root := typeCheck(t, module, "package m\n\nconst C = 3\n")
	p := typeCheck(t, module+"/p", v1)
	moved := typeCheck(t, module+"/p", "// Package p, with its code moved around.\npackage p\n\n\n"+v1[len("package p\n"):])
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "README.md"), []byte("kept"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "gone.x"), []byte("stale"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := writeBaseline(dir, module, []*types.Package{root, p}); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	var names []string
	for _, f := range files {
		names = append(names, filepath.Base(f))
	}
	if got, want := strings.Join(names, " "), "README.md m.txt m.x p.txt p.x"; got != want {
		t.Errorf("files %s, want %s", got, want)
	}

	// Export data is written without positions: moved code gives the same bytes.
	x1, _ := os.ReadFile(filepath.Join(dir, "p.x"))
	if err := writeBaseline(dir, module, []*types.Package{root, moved}); err != nil {
		t.Fatal(err)
	}
	x2, _ := os.ReadFile(filepath.Join(dir, "p.x"))
	if !bytes.Equal(x1, x2) {
		t.Error("the export data depends on source positions")
	}

	txt, _ := os.ReadFile(filepath.Join(dir, "p.txt"))
	want := `pkg example.com/m/p
func F(x int) int
func G()
type T struct
field T.A int
method (*T) M(w io.Writer) error
`
	if string(txt) != want {
		t.Errorf("listing\n%s\nwant\n%s", txt, want)
	}

	// A listing edited by hand is refused.
	if err := os.WriteFile(filepath.Join(dir, "p.txt"), []byte(strings.Replace(want, "func G()\n", "", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := readBaseline(dir); err == nil || !strings.Contains(err.Error(), "p.txt is not the listing of p.x") {
		t.Errorf("an edited listing: error %v", err)
	}
}

func TestListing(t *testing.T) {
	p := typeCheck(t, module+"/p", `package p

import "io"

const (
	A      = 1 << 40
	B byte = 'x'
)

var V, w = map[string]int{}, 0

type Money int64

func (m Money) Add(n Money) (Money, error) { return m + n, nil }

type List[T any, K comparable] struct {
	Items []T
	io.Reader
	keys []K
}

func (l *List[T, K]) Len() int { return 0 }

type Alias = List[int, string]

type Source interface {
	Uint64() uint64
}

type sealed interface {
	Seal()
	unexported()
}

type Sealed sealed

type Number interface {
	~int | ~int64
	String() string
}

type F func(Money) bool
`)
	want := `pkg example.com/m/p
const A untyped int = 1099511627776
type Alias = List[int, string]
const B byte = 120
type F func(Money) bool
type List[T any, K comparable] struct
field List.Items []T
embedded List.io.Reader
method (*List) Len() int
type Money int64
method (Money) Add(n Money) (Money, error)
type Number interface
method Number.String() string
constraint Number ~int | ~int64
type Sealed interface
method Sealed.Seal()
method Sealed.unexported methods (implemented only in package p)
type Source interface
method Source.Uint64() uint64
var V map[string]int
`
	if got := listing(p); got != want {
		t.Errorf("listing\n%s\nwant\n%s", got, want)
	}
	// The listing read back from export data is the same.
	data, err := exportData(p)
	if err != nil {
		t.Fatal(err)
	}
	back, err := readExportData(data)
	if err != nil {
		t.Fatal(err)
	}
	if got := listing(back); got != want {
		t.Errorf("listing from export data\n%s\nwant\n%s", got, want)
	}
}

func TestImportableAndFileName(t *testing.T) {
	for path, want := range map[string]bool{
		module:                      true,
		module + "/p":               true,
		module + "/games/starlight": true,
		module + "/internal":        false,
		module + "/internal/x":      false,
		module + "/p/internal/x":    false,
		module + "/examples":        false,
		module + "/examples/sim":    false,
		module + "/examplesfoo":     true,
		module + "x/p":              false,
	} {
		if got := importable(module, path); got != want {
			t.Errorf("importable(%s) = %v", path, got)
		}
	}
	for path, want := range map[string]string{
		module:                      "m",
		module + "/p":               "p",
		module + "/games/starlight": "games.starlight",
	} {
		if got := fileName(module, path); got != want {
			t.Errorf("fileName(%s) = %s, want %s", path, got, want)
		}
	}
}

// TestModule runs the command on a tiny module written to a temporary
// directory: -write, an unchanged check, then a removed function. It needs
// the go command but no network (the module has no requirements).
func TestModule(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command")
	}
	dir := t.TempDir()
	files := map[string]string{
		"go.mod":             "module example.com/m\n\ngo 1.26\n",
		"m.go":               "package m\n\n// Two is 2.\nfunc Two() int { return 2 }\n",
		"p/p.go":             v1,
		"p/p_test.go":        "package p\n\nfunc TestOnly() {}\n",
		"internal/i/i.go":    "package i\n\nfunc I() {}\n",
		"examples/e/main.go": "package main\n\nfunc main() {}\n",
		"cmd/tool/main.go":   "package main\n\nfunc main() {}\n",
	}
	for name, src := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	t.Setenv("GOWORK", "off")
	t.Setenv("GOFLAGS", "-mod=mod")
	t.Setenv("GOPROXY", "off")

	runIn := func(args ...string) (int, string) {
		var out, errs bytes.Buffer
		code := run(args, &out, &errs)
		return code, out.String() + errs.String()
	}
	if code, out := runIn("-write"); code != 0 || out != "apicheck: the exported API has 8 lines in 2 packages (budget "+strconv.Itoa(defaultBudget)+")\n"+
		"apicheck: wrote the baseline of 2 packages to api/\n" {
		t.Fatalf("-write: %d\n%s", code, out)
	}
	files2, _ := filepath.Glob(filepath.Join(dir, "api", "*"))
	if len(files2) != 4 {
		t.Errorf("baseline files %v, want m and p, .x and .txt", files2)
	}
	if code, out := runIn(); code != 0 || !strings.Contains(out, "\napicheck: ok: 2 packages") {
		t.Errorf("unchanged module: %d\n%s", code, out)
	}
	if code, out := runIn("-budget", "7"); code != 1 || !strings.Contains(out, "has 8 lines in 2 packages, over the budget of 7") {
		t.Errorf("one line over the budget: %d\n%s", code, out)
	}
	if err := os.WriteFile(filepath.Join(dir, "p", "p.go"), []byte(strings.Replace(v1, "func G() {}", "", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out := runIn(); code != 1 || !strings.Contains(out, "  - G: removed\n") {
		t.Errorf("G removed: %d\n%s", code, out)
	}
	if code, out := runIn("-v", "extra"); code != 2 || !strings.Contains(out, "usage:") {
		t.Errorf("a stray argument: %d\n%s", code, out)
	}
}

// TestBudgetCountsListingLines: the budget is on the lines of the listings,
// as api/*.txt has them; exactly the budget passes, one line over fails.
func TestBudgetCountsListingLines(t *testing.T) {
	p := typeCheck(t, module+"/p", v1)
	lines := strings.Count(listing(p), "\n")
	var buf bytes.Buffer
	if checkBudget(&buf, []*types.Package{p}, lines) {
		t.Errorf("an API of exactly the budget (%d lines) is refused:\n%s", lines, buf.String())
	}
	buf.Reset()
	if !checkBudget(&buf, []*types.Package{p}, lines-1) {
		t.Errorf("an API one line over the budget (%d > %d) passes:\n%s", lines, lines-1, buf.String())
	}
	if want := "over the budget of " + strconv.Itoa(lines-1); !strings.Contains(buf.String(), want) {
		t.Errorf("the refusal does not say %q:\n%s", want, buf.String())
	}
}
