package main

import (
	"fmt"
	"go/types"
	"sort"
	"strings"
)

// listing is the reviewable text of a package's exported API: a first line
// naming the package, then one line per exported declaration in the order of
// their names, a type followed by its exported fields (in declaration order)
// or interface methods, then its methods (by name):
//
//	type Factor int64
//	method (Factor) Apply(bet Money) (Money, error)
//	type FactorError struct
//	field FactorError.Input string
//	const FactorScale untyped int = 10000
//	func NewAlphabet(names ...string) (*Alphabet, error)
//	var ErrOverflow error
//
// Types of other packages are qualified by package name. A struct's
// unexported fields are not listed; an interface with unexported methods says
// so, since no other package can implement it.
func listing(p *types.Package) string {
	qual := func(other *types.Package) string {
		if other == p {
			return ""
		}
		return other.Name()
	}
	typ := func(t types.Type) string { return types.TypeString(t, qual) }

	var lines []string
	add := func(format string, args ...any) { lines = append(lines, fmt.Sprintf(format, args...)) }
	scope := p.Scope()
	for _, name := range scope.Names() {
		obj := scope.Lookup(name)
		if !obj.Exported() {
			continue
		}
		switch obj := obj.(type) {
		case *types.Const:
			add("const %s %s = %s", name, typ(obj.Type()), obj.Val().ExactString())
		case *types.Var:
			add("var %s %s", name, typ(obj.Type()))
		case *types.Func:
			add("func %s%s", name, strings.TrimPrefix(typ(obj.Type()), "func"))
		case *types.TypeName:
			listType(obj, typ, add)
		}
	}
	return "pkg " + p.Path() + "\n" + strings.Join(lines, "\n") + "\n"
}

// listType adds the lines of one exported type: the type, its exported fields
// or interface methods, and the exported methods of T and *T.
func listType(obj *types.TypeName, typ func(types.Type) string, add func(string, ...any)) {
	name := obj.Name()
	if obj.IsAlias() {
		add("type %s = %s", name, typ(types.Unalias(obj.Type())))
		return
	}
	named, ok := obj.Type().(*types.Named)
	if !ok {
		add("type %s %s", name, typ(obj.Type()))
		return
	}
	head := name
	if tps := named.TypeParams(); tps.Len() > 0 {
		var ps []string
		for i := range tps.Len() {
			tp := tps.At(i)
			ps = append(ps, tp.Obj().Name()+" "+typ(tp.Constraint()))
		}
		head += "[" + strings.Join(ps, ", ") + "]"
	}
	switch u := named.Underlying().(type) {
	case *types.Struct:
		add("type %s struct", head)
		for i := range u.NumFields() {
			f := u.Field(i)
			if !f.Exported() {
				continue
			}
			if f.Embedded() {
				add("embedded %s.%s", name, typ(f.Type()))
			} else {
				add("field %s.%s %s", name, f.Name(), typ(f.Type()))
			}
		}
	case *types.Interface:
		add("type %s interface", head)
		sealed := false
		for i := range u.NumMethods() { // sorted by name
			m := u.Method(i)
			if !m.Exported() {
				sealed = true
				continue
			}
			add("method %s.%s%s", name, m.Name(), strings.TrimPrefix(typ(m.Type()), "func"))
		}
		if sealed {
			add("method %s.unexported methods (implemented only in package %s)", name, obj.Pkg().Name())
		}
		for _, e := range embeddedNonMethods(u) {
			add("constraint %s %s", name, typ(e))
		}
		return
	default:
		add("type %s %s", head, typ(u))
	}
	var methods []*types.Func
	for i := range named.NumMethods() {
		if m := named.Method(i); m.Exported() {
			methods = append(methods, m)
		}
	}
	sort.Slice(methods, func(i, j int) bool { return methods[i].Name() < methods[j].Name() })
	for _, m := range methods {
		sig := m.Type().(*types.Signature)
		recv := name
		if _, ptr := sig.Recv().Type().(*types.Pointer); ptr {
			recv = "*" + name
		}
		add("method (%s) %s%s", recv, m.Name(), strings.TrimPrefix(typ(sig), "func"))
	}
}

// embeddedNonMethods lists the type terms of a constraint interface (what it
// embeds other than interfaces with methods only).
func embeddedNonMethods(u *types.Interface) []types.Type {
	var out []types.Type
	for i := range u.NumEmbeddeds() {
		e := u.EmbeddedType(i)
		if ei, ok := e.Underlying().(*types.Interface); ok && ei.IsMethodSet() {
			continue
		}
		out = append(out, e)
	}
	return out
}
