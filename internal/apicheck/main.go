// Command apicheck compares the exported API of the module's packages with the
// baseline committed in api/, using golang.org/x/exp/apidiff, and fails on an
// incompatible change.
//
//	go run ./internal/apicheck          # compare; exit 1 on an incompatible change
//	go run ./internal/apicheck -v       # also list the compatible changes
//	go run ./internal/apicheck -write   # write the baseline for the current code
//
// The packages checked are those of ./... that a user can import: not main
// packages, not internal/ and not examples/, and without tests.
//
// The baseline holds two files per package, named after the package's path in
// the module ("slotmech" for the root package, "games.starlight" for
// games/starlight):
//
//   - NAME.x: the package's path on the first line, then its export data as
//     golang.org/x/tools/go/gcexportdata writes it, which is what the apidiff
//     command reads and writes with -w. It is binary, and written without
//     source positions so that it changes only when the API does.
//   - NAME.txt: a listing of the exported API, one declaration a line, to read
//     in a review. It is made from NAME.x, and the check fails if the two
//     disagree.
//
// A package with no baseline is reported as new and is accepted. A baseline
// package that no longer exists is an incompatible change. Updating the
// baseline (-write) in the same commit as an incompatible change is how that
// commit declares the break intended.
package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"go/token"
	"go/types"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"golang.org/x/exp/apidiff"
	"golang.org/x/tools/go/gcexportdata"
	"golang.org/x/tools/go/packages"
)

// baselineDir is the baseline's directory, relative to the module's root.
const baselineDir = "api"

// defaultBudget is the most lines the listings of the whole exported API may
// have (see api/README.md). It only ratchets down towards the v1.0.0 goal of
// 900; growing past it is a decision to take in review, by raising it here
// with the reason. Raised from 928 to 929 for games.Spin.Stops: the stops
// of every spin, free spins included, which records carry (issue #30);
// to 935 for the central system's signed requests (jackpot/central's Key,
// its three fields, ParseKeys and ErrAuth); to 939 for LastGame (Central,
// Store, System, MemoryStore), by which a new journal numbers its games.
const defaultBudget = 939

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the whole command; it returns the exit status: 0 compatible,
// 1 incompatible, 2 the check could not be made.
func run(args []string, stdout, stderr io.Writer) int {
	flags := flag.NewFlagSet("apicheck", flag.ContinueOnError)
	flags.SetOutput(stderr)
	write := flags.Bool("write", false, "write the baseline of the current code to "+baselineDir+"/")
	verbose := flags.Bool("v", false, "list compatible changes too")
	budget := flags.Int("budget", defaultBudget, "the most lines the listings of the exported API may have in total")
	flags.Usage = func() {
		fmt.Fprintf(stderr, "usage: go run ./internal/apicheck [-write] [-v] [-budget N]\n")
		flags.PrintDefaults()
	}
	if err := flags.Parse(args); err != nil {
		return 2
	}
	if flags.NArg() != 0 {
		flags.Usage()
		return 2
	}

	module, root, pkgs, err := loadModule(".")
	if err != nil {
		fmt.Fprintf(stderr, "apicheck: %v\n", err)
		return 2
	}
	dir := filepath.Join(root, baselineDir)
	over := checkBudget(stdout, pkgs, *budget)
	if *write {
		if err := writeBaseline(dir, module, pkgs); err != nil {
			fmt.Fprintf(stderr, "apicheck: %v\n", err)
			return 2
		}
		fmt.Fprintf(stdout, "apicheck: wrote the baseline of %d packages to %s/\n", len(pkgs), baselineDir)
		if over {
			return 1
		}
		return 0
	}
	base, err := readBaseline(dir)
	if err != nil {
		fmt.Fprintf(stderr, "apicheck: %v\n", err)
		return 2
	}
	if compare(stdout, base, pkgs, *verbose) || over {
		return 1
	}
	return 0
}

// checkBudget writes the size of the current exported API (the lines of its
// listings, as api/*.txt has them) to w and reports whether it is over
// budget. The size is the current code's, not the baseline's, so that
// additions, which pass the compatibility check without a new baseline,
// count too.
func checkBudget(w io.Writer, pkgs []*types.Package, budget int) (over bool) {
	total := 0
	for _, p := range pkgs {
		total += strings.Count(listing(p), "\n")
	}
	if total > budget {
		fmt.Fprintf(w, "apicheck: FAIL: the exported API has %d lines in %d %s, over the budget of %d "+
			"(move implementation details to internal/, or raise the budget in review)\n",
			total, len(pkgs), plural(len(pkgs), "package", "packages"), budget)
		return true
	}
	fmt.Fprintf(w, "apicheck: the exported API has %d lines in %d %s (budget %d)\n",
		total, len(pkgs), plural(len(pkgs), "package", "packages"), budget)
	return false
}

// loadModule loads the importable packages of the module in dir: its path,
// its root directory and the packages' types, sorted by path.
func loadModule(dir string) (module, root string, pkgs []*types.Package, err error) {
	cfg := &packages.Config{
		Dir:  dir,
		Mode: packages.NeedName | packages.NeedTypes | packages.NeedModule,
	}
	loaded, err := packages.Load(cfg, "./...")
	if err != nil {
		return "", "", nil, err
	}
	var errs []error
	for _, p := range loaded {
		for _, e := range p.Errors {
			errs = append(errs, e)
		}
		if p.Module == nil {
			errs = append(errs, fmt.Errorf("%s: not in a module", p.PkgPath))
			continue
		}
		if module == "" {
			module, root = p.Module.Path, p.Module.Dir
		}
		if p.Name == "main" || !importable(module, p.PkgPath) || p.Types == nil {
			continue
		}
		pkgs = append(pkgs, p.Types)
	}
	if len(errs) > 0 {
		return "", "", nil, errors.Join(errs...)
	}
	if module == "" {
		return "", "", nil, fmt.Errorf("no packages in %s", dir)
	}
	sort.Slice(pkgs, func(i, j int) bool { return pkgs[i].Path() < pkgs[j].Path() })
	return module, root, pkgs, nil
}

// importable reports whether a package of the module is part of its API:
// not internal and not an example program.
func importable(module, path string) bool {
	rel, ok := strings.CutPrefix(path, module)
	if !ok || (rel != "" && rel[0] != '/') {
		return false
	}
	for _, elem := range strings.Split(rel, "/") {
		if elem == "internal" {
			return false
		}
	}
	return rel != "/examples" && !strings.HasPrefix(rel, "/examples/")
}

// fileName is the baseline's name for a package: its path in the module with
// dots for slashes, or the module's last element for the root package.
func fileName(module, path string) string {
	if path == module {
		return module[strings.LastIndex(module, "/")+1:]
	}
	rel := strings.TrimPrefix(path, module+"/")
	return strings.ReplaceAll(rel, "/", ".")
}

// writeBaseline replaces the baseline in dir with the packages' export data
// and listings. Other files in dir (its README) are left alone.
func writeBaseline(dir, module string, pkgs []*types.Package) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	byName := map[string]string{}
	for _, p := range pkgs {
		name := fileName(module, p.Path())
		if other, ok := byName[name]; ok {
			return fmt.Errorf("packages %s and %s would share the baseline name %s", other, p.Path(), name)
		}
		byName[name] = p.Path()
	}
	old, err := baselineFiles(dir)
	if err != nil {
		return err
	}
	for _, f := range old {
		if err := os.Remove(f); err != nil {
			return err
		}
	}
	for _, p := range pkgs {
		data, err := exportData(p)
		if err != nil {
			return err
		}
		name := filepath.Join(dir, fileName(module, p.Path()))
		if err := os.WriteFile(name+".x", data, 0o644); err != nil {
			return err
		}
		if err := os.WriteFile(name+".txt", []byte(listing(p)), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// baselineFiles lists the baseline's files in dir (*.x and *.txt).
func baselineFiles(dir string) ([]string, error) {
	var files []string
	for _, pattern := range []string{"*.x", "*.txt"} {
		m, err := filepath.Glob(filepath.Join(dir, pattern))
		if err != nil {
			return nil, err
		}
		files = append(files, m...)
	}
	sort.Strings(files)
	return files, nil
}

// exportData is a package's baseline file: its path on a line, then its
// export data, written without positions (a nil file set) so that moving code
// around does not change it.
func exportData(p *types.Package) ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString(p.Path() + "\n")
	if err := gcexportdata.Write(&buf, nil, p); err != nil {
		return nil, fmt.Errorf("export data of %s: %v", p.Path(), err)
	}
	return buf.Bytes(), nil
}

// readExportData reads a file written by exportData.
func readExportData(data []byte) (*types.Package, error) {
	r := bufio.NewReader(bytes.NewReader(data))
	path, err := r.ReadString('\n')
	if err != nil {
		return nil, errors.New("no package path on the first line")
	}
	path = strings.TrimSuffix(path, "\n")
	return gcexportdata.Read(r, token.NewFileSet(), map[string]*types.Package{}, path)
}

// readBaseline reads every package of the baseline in dir, keyed by path, and
// checks that each listing is the one of its export data.
func readBaseline(dir string) (map[string]*types.Package, error) {
	xs, err := filepath.Glob(filepath.Join(dir, "*.x"))
	if err != nil {
		return nil, err
	}
	if len(xs) == 0 {
		return nil, fmt.Errorf("no baseline in %s: write one with go run ./internal/apicheck -write", dir)
	}
	base := map[string]*types.Package{}
	for _, x := range xs {
		data, err := os.ReadFile(x)
		if err != nil {
			return nil, err
		}
		p, err := readExportData(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", x, err)
		}
		if _, dup := base[p.Path()]; dup {
			return nil, fmt.Errorf("%s: a second baseline of %s", x, p.Path())
		}
		txt := strings.TrimSuffix(x, ".x") + ".txt"
		want, err := os.ReadFile(txt)
		if err != nil {
			return nil, fmt.Errorf("%v (every NAME.x has its NAME.txt)", err)
		}
		if got := listing(p); got != string(want) {
			return nil, fmt.Errorf("%s is not the listing of %s: %s\n"+
				"the baseline was edited by hand or is incomplete; write it with go run ./internal/apicheck -write",
				txt, filepath.Base(x), firstDifference(string(want), got))
		}
		base[p.Path()] = p
	}
	txts, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		return nil, err
	}
	for _, txt := range txts {
		if !slices.Contains(xs, strings.TrimSuffix(txt, ".txt")+".x") {
			return nil, fmt.Errorf("%s has no export data beside it (%s)", txt, filepath.Base(strings.TrimSuffix(txt, ".txt")+".x"))
		}
	}
	return base, nil
}

// firstDifference names the first line where a listing differs.
func firstDifference(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return fmt.Sprintf("line %d reads %q, the export data gives %q", i+1, wl, gl)
		}
	}
	return "they differ"
}

// compare writes the changes between the baseline and the current packages to
// w and reports whether any is incompatible. It ends with a one-line summary.
func compare(w io.Writer, base map[string]*types.Package, current []*types.Package, verbose bool) (incompatible bool) {
	var nIncompatible, nCompatible int
	var added, removed []string
	seen := map[string]bool{}
	for _, cur := range current {
		seen[cur.Path()] = true
		old, ok := base[cur.Path()]
		if !ok {
			added = append(added, cur.Path())
			fmt.Fprintf(w, "%s: new (no baseline yet)\n", cur.Path())
			continue
		}
		var bad, good []string
		for _, c := range apidiff.Changes(old, cur).Changes {
			if c.Compatible {
				good = append(good, c.Message)
			} else {
				bad = append(bad, c.Message)
			}
		}
		nIncompatible += len(bad)
		nCompatible += len(good)
		if len(bad) > 0 {
			fmt.Fprintf(w, "%s: %d incompatible %s\n", cur.Path(), len(bad), plural(len(bad), "change", "changes"))
			for _, m := range bad {
				fmt.Fprintf(w, "  - %s\n", m)
			}
		}
		if verbose && len(good) > 0 {
			fmt.Fprintf(w, "%s: %d compatible %s\n", cur.Path(), len(good), plural(len(good), "change", "changes"))
			for _, m := range good {
				fmt.Fprintf(w, "  + %s\n", m)
			}
		}
	}
	for path := range base {
		if !seen[path] {
			removed = append(removed, path)
		}
	}
	sort.Strings(removed)
	for _, path := range removed {
		fmt.Fprintf(w, "%s: removed (in the baseline, no longer in the module)\n", path)
	}

	summary := fmt.Sprintf("%d %s against the baseline in %s/: %d incompatible, %d compatible %s",
		len(current), plural(len(current), "package", "packages"), baselineDir,
		nIncompatible, nCompatible, plural(nCompatible, "change", "changes"))
	if len(added) > 0 {
		summary += fmt.Sprintf(", %d new", len(added))
	}
	if len(removed) > 0 {
		summary += fmt.Sprintf(", %d removed", len(removed))
	}
	incompatible = nIncompatible > 0 || len(removed) > 0
	if incompatible {
		fmt.Fprintf(w, "apicheck: FAIL: %s\n", summary)
		fmt.Fprintf(w, "apicheck: if the break is intended, declare it in the same commit: "+
			"go run ./internal/apicheck -write, commit %s/, and list the change in CHANGELOG.md\n", baselineDir)
	} else {
		fmt.Fprintf(w, "apicheck: ok: %s\n", summary)
	}
	return incompatible
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
