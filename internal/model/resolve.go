package model

import (
	"go/types"
	"strings"
	"sync"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/ssax"
)

// summaries returns the summaries a call reaches: the callee's own (local
// or imported fact, directives, flags), or for an interface method of the
// program, those of its implementations visible from this package.
func (m *model) summariesOf(callee *types.Func, sf *ssa.Function) []*Summary {
	if sf != nil {
		if own := m.ownFunc(sf); own != nil {
			// A function of this package: also an instance of one of its
			// generic functions, or a bound method value (apply := s.upsert).
			if subst := m.substOf(sf); subst != nil && m.callsTypeParams(own) {
				if s := m.instanceSummary(own, subst); s != nil {
					return []*Summary{s}
				}
				return nil
			}
			if s := m.local[own]; s != nil {
				return []*Summary{s}
			}
			return nil
		}
	}
	if callee == nil {
		return nil
	}
	if s := m.imported(callee); s != nil {
		return []*Summary{s}
	}
	if s := new(Summary); isInterfaceMethod(callee) && callee.Origin().Pkg() == m.pass.Pkg && m.pass.ImportObjectFact(callee.Origin(), s) {
		return []*Summary{s} // the whole-module view's answer (Decls) for an interface of this package
	}
	if k, ok := m.cfg.byName[callee.Origin().FullName()]; ok && k != handlerKind {
		return []*Summary{declared(k, callee)}
	}
	if isInterfaceMethod(callee) {
		var impls []*Summary
		for _, impl := range m.implementations(callee) {
			s := m.imported(impl)
			fn := m.prog.FuncValue(impl)
			own := fn != nil && fn.Pkg == m.ssaPkg
			if s == nil && own {
				s = m.local[fn]
			}
			if s == nil && own && ssax.Invokes(fn, callee) {
				// A decorator that forwards to the interface it implements
				// (a Sender over its backend, a repository with metrics
				// around the real one): it does what it wraps, and, not
				// summarised yet, would otherwise hide what that is.
				continue
			}
			if s == nil && (own && m.doesNothing(fn) || !own && m.pass.ImportObjectFact(impl.Origin(), new(Noop))) {
				continue // a no-op: the call does what the others do, or nothing
			}
			if s == nil {
				return nil // an implementation that does nothing we know: the call may be it
			}
			impls = append(impls, s)
		}
		if common := Agree(impls); common != nil {
			return []*Summary{common}
		}
	}
	return nil
}

func (m *model) imported(f *types.Func) *Summary {
	f = f.Origin()
	if f.Pkg() == nil || f.Pkg() == m.pass.Pkg {
		return nil
	}
	s := new(Summary)
	if m.pass.ImportObjectFact(f, s) {
		return s
	}
	return nil
}

// declared is the summary of a function named by a flag or directive.
func declared(k Kind, f *types.Func) *Summary {
	s := &Summary{Kinds: Mask(0).With(k), Via: qualifiedName(f), Declared: k == Check}
	if k == Effect {
		s.Class = Irreversible
	}
	if k == KeySink {
		s.KeyParam = firstStringParam(f.Signature())
	}
	return s
}

func firstStringParam(sig *types.Signature) int {
	for i := range sig.Params().Len() {
		if isString(sig.Params().At(i).Type()) {
			return i + 1
		}
	}
	return 0
}

func isInterfaceMethod(f *types.Func) bool {
	r := f.Signature().Recv()
	return r != nil && types.IsInterface(r.Type())
}

// implementations lists the methods implementing an interface method of
// the analysed program, among the types of this package and of the
// imported packages that exported summaries. Library interfaces are the
// catalog's business and are not resolved.
func (m *model) implementations(method *types.Func) []*types.Func {
	if impls, ok := m.impls[method]; ok {
		return impls
	}
	var out []*types.Func
	iface, _ := method.Signature().Recv().Type().Underlying().(*types.Interface)
	if iface != nil && method.Pkg() != nil && !m.ix.isCatalogPkg(method.Pkg().Path()) && !m.foreignStd(method.Pkg().Path()) {
		pkgs := []*types.Package{m.pass.Pkg}
		for _, p := range m.importsAll() {
			if m.pass.ImportPackageFact(p, new(Exported)) {
				pkgs = append(pkgs, p)
			}
		}
		generic := mentionsTypeParam(iface)
		for _, p := range pkgs {
			for _, tn := range withMethod(p, m.concreteTypes, method.Name(), p != m.pass.Pkg) {
				ptr := types.NewPointer(tn.Type())
				obj, _, _ := types.LookupFieldOrMethod(ptr, false, method.Pkg(), method.Name())
				f, ok := obj.(*types.Func)
				if !ok || generic && !shapedLike(ptr, iface) || !generic && !types.Implements(ptr, iface) {
					continue
				}
				out = append(out, f)
			}
		}
	}
	m.impls[method] = out
	return out
}

// methodIndexes holds, for each package asked about, its concrete types
// by the names of the methods of their pointers (methodIndex). Packages'
// types do not change once checked, and every unit of a run that asks
// for an interface's implementations scans the same imports: the index is
// the process's, built once per package.
var methodIndexes sync.Map

// withMethod returns the types among p's concrete ones (concreteTypes),
// whose pointer may have a method named name, in their order; shared says p
// is an import, whose index the process keeps (the analysed package's own
// would keep its syntax's objects alive). concrete is asked only when the
// index is built.
func withMethod(p *types.Package, concrete func(*types.Package) []*types.TypeName, name string, shared bool) []*types.TypeName {
	if !shared {
		return concrete(p) // the caller looks each up
	}
	if idx, ok := methodIndexes.Load(p); ok {
		return idx.(map[string][]*types.TypeName)[name]
	}
	idx := map[string][]*types.TypeName{}
	for _, tn := range concrete(p) {
		ms := types.NewMethodSet(types.NewPointer(tn.Type()))
		for i := range ms.Len() {
			n := ms.At(i).Obj().Name()
			idx[n] = append(idx[n], tn)
		}
	}
	methodIndexes.Store(p, idx)
	return idx[name]
}

// mentionsTypeParam reports an interface whose methods' signatures use a
// type parameter (a constraint of ent's querierAll[V, Q interface{
// sqlAll(…) (V, error) }]): types.Implements cannot tell which types
// satisfy it for some V.
func mentionsTypeParam(iface *types.Interface) bool {
	for i := range iface.NumMethods() {
		sig := iface.Method(i).Signature()
		for _, tup := range []*types.Tuple{sig.Params(), sig.Results()} {
			for j := range tup.Len() {
				if hasTypeParam(tup.At(j).Type(), 0) {
					return true
				}
			}
		}
	}
	return false
}

func hasTypeParam(t types.Type, depth int) bool {
	if depth > 4 {
		return false
	}
	switch u := types.Unalias(t).(type) {
	case *types.TypeParam:
		return true
	case *types.Pointer:
		return hasTypeParam(u.Elem(), depth+1)
	case *types.Slice:
		return hasTypeParam(u.Elem(), depth+1)
	case *types.Map:
		return hasTypeParam(u.Key(), depth+1) || hasTypeParam(u.Elem(), depth+1)
	}
	return false
}

// shapedLike reports whether t has every method of iface with the same
// numbers of parameters and results: as near to "implements it for some
// type arguments" as is worth checking.
func shapedLike(t types.Type, iface *types.Interface) bool {
	for i := range iface.NumMethods() {
		want := iface.Method(i)
		obj, _, _ := types.LookupFieldOrMethod(t, false, want.Pkg(), want.Name())
		f, ok := obj.(*types.Func)
		if !ok {
			return false
		}
		a, b := f.Signature(), want.Signature()
		if a.Params().Len() != b.Params().Len() || a.Results().Len() != b.Results().Len() || a.Variadic() != b.Variadic() {
			return false
		}
	}
	return true
}

// importsAll returns the analysed package's imports, transitively
// (allImports), computed once.
func (m *model) importsAll() []*types.Package {
	if m.imports == nil {
		m.imports = allImports(m.pass.Pkg)
	}
	return m.imports
}

// catalogImports returns the catalog packages among the package's
// imports (importsAll), in their order.
func (m *model) catalogImports() []*types.Package {
	if m.catalogs == nil {
		m.catalogs = []*types.Package{}
		for _, p := range m.importsAll() {
			if m.ix.isCatalogPkg(p.Path()) {
				m.catalogs = append(m.catalogs, p)
			}
		}
	}
	return m.catalogs
}

// allImports returns p's imports, transitively, depth-first in import
// order.
func allImports(p *types.Package) []*types.Package {
	seen := map[*types.Package]bool{}
	var out []*types.Package
	var walk func(*types.Package)
	walk = func(q *types.Package) {
		for _, imp := range q.Imports() {
			if !seen[imp] {
				seen[imp] = true
				out = append(out, imp)
				walk(imp)
			}
		}
	}
	walk(p)
	return out
}

// foreignStd reports whether path looks like a standard-library package
// (no dot in its first element) outside the analysed program's own tree.
// Interfaces of the standard library (io.Writer) are never resolved to the
// program's implementations: too many unrelated calls go through them.
func (m *model) foreignStd(path string) bool { return stdOutside(path, m.pass.Pkg.Path()) }

// stdOutside reports whether path looks like a standard-library package
// (no dot in its first element) outside the tree of the package at from.
func stdOutside(path, from string) bool {
	first := func(p string) string {
		if i := strings.IndexByte(p, '/'); i >= 0 {
			return p[:i]
		}
		return p
	}
	f := first(path)
	return !strings.Contains(f, ".") && f != first(from)
}

// concreteTypes returns the named, non-interface types a package declares,
// indexed once per package (Scope.Names sorts on every call).
func (m *model) concreteTypes(p *types.Package) []*types.TypeName {
	if ts, ok := m.named[p]; ok {
		return ts
	}
	var out []*types.TypeName
	scope := p.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
			continue
		}
		if _, ok := tn.Type().(*types.Named); ok {
			out = append(out, tn)
		}
	}
	m.named[p] = out
	return out
}

// catalogImpl resolves a method of an interface declared by the program
// (sqlc's DBTX, a repository's "Querier"), or by an SDK package that has
// no rows of its own (aws-sdk-go's sqsiface.SQSAPI, there for mocks), to
// the catalog methods that implement it among the library types the
// package imports: when every
// implementation has a row and all rows agree on the role, the call is
// that operation. It returns one implementing method, whose signature
// names the parameters the row refers to.
func (m *model) catalogImpl(method *types.Func) (*types.Func, *catalog.Row) {
	if !isInterfaceMethod(method) || method.Pkg() == nil || m.ix.hasRows(method.Pkg().Path()) || m.foreignStd(method.Pkg().Path()) {
		return nil, nil
	}
	if c, ok := m.implRows[method]; ok {
		return c.fn, c.row
	}
	var impl *types.Func
	var row *catalog.Row
	iface, _ := method.Signature().Recv().Type().Underlying().(*types.Interface)
	agree := iface != nil
	for _, p := range m.catalogImports() {
		if !agree {
			break
		}
		for _, tn := range withMethod(p, m.concreteTypes, method.Name(), true) {
			if !tn.Exported() {
				continue
			}
			ptr := types.NewPointer(tn.Type())
			obj, _, _ := types.LookupFieldOrMethod(ptr, false, method.Pkg(), method.Name())
			f, ok := obj.(*types.Func)
			if !ok || !types.Implements(ptr, iface) {
				continue
			}
			r := m.ix.fn(f)
			if r == nil || (row != nil && r.Role != row.Role) {
				agree = false
				break
			}
			if row == nil {
				impl, row = f, r
			}
		}
	}
	if !agree {
		impl, row = nil, nil
	}
	m.implRows[method] = implRow{impl, row}
	return impl, row
}

type implRow struct {
	fn  *types.Func
	row *catalog.Row
}
