package model

import (
	"go/ast"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/types/objectpath"

	"github.com/idemlint/idemlint/internal/sqltext"
)

// The whole-module view of interface calls. Within one package the model
// resolves a call on an interface of the program to the implementations
// the package sees: its own types and its imports'. A service's handler
// rarely sees them: it calls repo.FindByKey on an interface, and the
// Postgres implementation lives in a package that only main imports. A
// driver that sees the whole module (the standalone command) asks each
// package for its Decls — the program's interfaces and concrete types it
// declares, with their methods, and the types its non-test files
// construct — and attaches to each interface method whose live
// implementations all do something the model knows the summary they agree
// on (Agree), as the method's own *Summary fact. An implementation is live
// unless it is a test double or is constructed only by tests (a literal,
// new, or a conversion: test.StaticIDGenerator("id") in a test makes a
// named string of a non-test file a test's double): a type that no file is
// seen to construct counts, so that a construction the syntax does not
// show (var x T, an untyped constant assigned to it) cannot narrow the
// answer. The packages that call it
// are then analysed again, and a call on that method is that operation
// (summariesOf asks for the fact before it looks for implementations).

// Decls is what a package declares for the whole-module view.
type Decls struct {
	Types []Impl // its concrete named types with methods
	// Built and TestBuilt list the named types (full names) that its
	// files, and its _test.go files, construct (Builds).
	Built, TestBuilt []string
	// Selects lists the names its files select (x.Name, pkg.Name: Selects):
	// a package that selects no name of a method the view resolved, or of
	// a function whose summary changed, cannot call it. Read reports that
	// Built, TestBuilt and Selects were read from the files.
	Selects []string
	Read    bool
	// Invokes lists, when Invoked, the interface methods its bodies call
	// or take as values ("pkgpath objectpath", Invokes), read from its
	// type-checked bodies: a package whose bodies were checked calls no
	// other, whatever names it selects.
	Invokes []string
	Invoked bool
	// Noops lists the methods its non-test files declare whose bodies
	// do nothing ("pkgpath.Type.Method", Noops): no disagreement among
	// an interface's implementations.
	Noops  []string
	Ifaces []Iface // its interfaces with methods (embedded ones too)
}

// Iface is an interface type of the package.
type Iface struct {
	Name    string   // its full name, "example.com/app/handler.Store"
	Methods []Method // its whole method set, sorted by Key
	// Own are the Paths of the methods declared in it (not embedded): the
	// objects whose fact the whole-module view may attach.
	Own []string
}

// Impl is a concrete named type of the package: the method set of its
// pointer.
type Impl struct {
	Name    string
	Methods []Method
	// Double reports a test double: a type that embeds a mock library's
	// recorder (testify's mock.Mock, a gomock controller field).
	Double bool
	// Wraps lists the Keys of the methods of the interfaces its fields
	// hold: a decorator's (metrics around the repository it holds).
	Wraps []string
}

// Method is one method of a method set.
type Method struct {
	Name string
	Key  string // name (qualified by its package's path when unexported) and signature
	// KeyResult reports a first result that can carry a key's identity
	// (KeyLike: a string, bytes, an id type): an id provider's.
	KeyResult bool
	// Pkg and Path name the method's object: its package's import path
	// and its object path there (facts are named by object path).
	Pkg, Path string
}

// Declarations returns what pkg declares for the whole-module view.
func Declarations(pkg *types.Package) Decls {
	var d Decls
	var enc objectpath.Encoder
	method := func(f *types.Func) (Method, bool) {
		if f.Pkg() == nil {
			return Method{}, false
		}
		path, err := enc.For(f)
		if f.Pkg() != pkg {
			// A promoted method of another package's type: named there.
			path, err = objectpath.For(f)
		}
		if err != nil {
			return Method{}, false
		}
		res := f.Signature().Results()
		keyResult := res.Len() > 0 && KeyLike(res.At(0).Type())
		return Method{Name: f.Name(), Key: methodKey(f), KeyResult: keyResult, Pkg: f.Pkg().Path(), Path: string(path)}, true
	}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		n, ok := tn.Type().(*types.Named)
		if !ok || n.TypeParams().Len() > 0 {
			continue // generic types are left to the package's own view
		}
		if iface, ok := n.Underlying().(*types.Interface); ok {
			if iface.NumMethods() == 0 || !iface.IsMethodSet() {
				continue // an interface that only embeds others is kept: its importers see theirs
			}
			it := Iface{Name: tn.Pkg().Path() + "." + tn.Name()}
			for i := range iface.NumMethods() {
				if m, ok := method(iface.Method(i)); ok {
					it.Methods = append(it.Methods, m)
				}
			}
			for i := range iface.NumExplicitMethods() {
				if m, ok := method(iface.ExplicitMethod(i)); ok {
					it.Own = append(it.Own, m.Path)
				}
			}
			if len(it.Methods) < iface.NumMethods() {
				continue // a method no path names (error's, in type Error error): no type can be matched against it
			}
			slices.SortFunc(it.Methods, func(a, b Method) int { return strings.Compare(a.Key, b.Key) })
			d.Ifaces = append(d.Ifaces, it)
			continue
		}
		ms := types.NewMethodSet(types.NewPointer(n))
		if ms.Len() == 0 {
			continue
		}
		im := Impl{Name: tn.Pkg().Path() + "." + tn.Name(), Double: isDouble(n), Wraps: wraps(n)}
		for i := range ms.Len() {
			if f, ok := ms.At(i).Obj().(*types.Func); ok {
				if m, ok := method(f); ok {
					im.Methods = append(im.Methods, m)
				}
			}
		}
		slices.SortFunc(im.Methods, func(a, b Method) int { return strings.Compare(a.Key, b.Key) })
		d.Types = append(d.Types, im)
	}
	return d
}

// methodKey names a method by what makes another type's method implement
// it: its name (an unexported one qualified by its package) and signature.
func methodKey(f *types.Func) string {
	name := f.Name()
	if !f.Exported() {
		name = f.Pkg().Path() + "." + name
	}
	sig := f.Signature()
	var b strings.Builder
	b.WriteString(name)
	for i, tup := range []*types.Tuple{sig.Params(), sig.Results()} {
		b.WriteString([]string{" (", " ("}[i])
		for j := range tup.Len() {
			if j > 0 {
				b.WriteString(", ")
			}
			if sig.Variadic() && i == 0 && j == tup.Len()-1 {
				b.WriteString("...")
			}
			b.WriteString(types.TypeString(tup.At(j).Type(), nil)) // the types alone: names do not matter
		}
		b.WriteString(")")
	}
	return b.String()
}

// wraps returns the sorted Keys of the methods of the interfaces n's
// fields hold.
func wraps(n *types.Named) []string {
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	var out []string
	for i := range st.NumFields() {
		iface, ok := st.Field(i).Type().Underlying().(*types.Interface)
		if !ok {
			continue
		}
		for j := range iface.NumMethods() {
			if f := iface.Method(j); f.Pkg() != nil {
				out = append(out, methodKey(f))
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// doubleFields are the field types that make a struct a test double.
var doubleFields = map[string]bool{
	"github.com/stretchr/testify/mock.Mock":    true,
	"github.com/golang/mock/gomock.Controller": true,
	"go.uber.org/mock/gomock.Controller":       true,
}

func isDouble(n *types.Named) bool {
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := range st.NumFields() {
		if f := namedOf(st.Field(i).Type()); f != nil && f.Obj().Pkg() != nil && doubleFields[f.Obj().Pkg().Path()+"."+f.Obj().Name()] {
			return true
		}
	}
	return false
}

// Builds returns the full names of the named types a file of the package
// at pkgPath constructs — a composite literal T{…} or pkg.T{…}, new(T), a
// conversion T(x) or pkg.T(x) (conversion) — read from its syntax alone, so that it is known for every package of the
// module, analysed or not.
func Builds(f *ast.File, pkgPath string) []string {
	imports := map[string]string{}
	for _, spec := range f.Imports {
		path, err := strconv.Unquote(spec.Path.Value)
		if err != nil {
			continue
		}
		name := path[strings.LastIndexByte(path, '/')+1:]
		if spec.Name != nil {
			name = spec.Name.Name
		}
		imports[name] = path
	}
	var out []string
	typeName := func(e ast.Expr) {
		switch t := ast.Unparen(e).(type) {
		case *ast.Ident:
			out = appendNew(out, pkgPath+"."+t.Name)
		case *ast.SelectorExpr:
			if x, ok := t.X.(*ast.Ident); ok && imports[x.Name] != "" {
				out = appendNew(out, imports[x.Name]+"."+t.Sel.Name)
			}
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CompositeLit:
			if n.Type != nil {
				typeName(n.Type)
			}
		case *ast.CallExpr:
			if len(n.Args) != 1 {
				break
			}
			if id, ok := n.Fun.(*ast.Ident); ok && id.Name == "new" {
				typeName(n.Args[0])
				break
			}
			if conversion(n.Fun) {
				typeName(n.Fun)
			}
		}
		return true
	})
	return out
}

// conversion reports whether fun, the function of a call with one
// argument, may be a named type: the call may then be a conversion
// (StaticIDGenerator("x"), test.Fake(f)), which constructs a value of the
// type as a composite literal does. Syntax alone cannot tell a conversion
// from a call, so every such name is taken: a function's full name names
// no type, and matches none. The universe's names (len, string) are left
// out.
func conversion(fun ast.Expr) bool {
	switch f := ast.Unparen(fun).(type) {
	case *ast.Ident:
		return types.Universe.Lookup(f.Name) == nil
	case *ast.SelectorExpr:
		_, ok := f.X.(*ast.Ident)
		return ok && ast.IsExported(f.Sel.Name)
	}
	return false
}

// Invokes returns the interface methods that info's selections name
// ("pkgpath objectpath", sorted, each once): the calls through interfaces,
// and the method values taken from them, of a type-checked package.
func Invokes(info *types.Info) []string {
	var out []string
	for _, sel := range info.Selections {
		f, ok := sel.Obj().(*types.Func)
		if !ok || f.Pkg() == nil || !isInterfaceMethod(f) {
			continue
		}
		f = f.Origin()
		if path, err := objectpath.For(f); err == nil {
			out = append(out, f.Pkg().Path()+" "+string(path))
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Selects returns the names a file selects: x.Name and pkg.Name, called
// or taken as values.
func Selects(f *ast.File) []string {
	var out []string
	seen := map[string]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok && !seen[sel.Sel.Name] {
			seen[sel.Sel.Name] = true
			out = append(out, sel.Sel.Name)
		}
		return true
	})
	return out
}

// Wired returns what the whole-module view attaches to an interface
// method whose live implementations are ss: what they agree on (Agree),
// but a RANDOM SOURCE unless the method's first result can carry a key
// (keyResult: an id provider's ID() string). A repository method that
// stamps rows with time.Now returns "random" rows, and nearly every
// package of a service calls one: carried across the module, that kind
// would run most of it again for keys that are rarely taken from a
// repository's results.
func Wired(ss []*Summary, keyResult bool) *Summary {
	s := Agree(ss)
	if s == nil || !s.Kinds.Has(Random) || keyResult {
		return s
	}
	out := *s
	out.Kinds &^= Mask(0).With(Random)
	if out.Kinds == 0 && !out.Grouped && out.Conflict == sqltext.NoConflict && !out.speaksHTTP() {
		return nil
	}
	return &out
}

// Agree returns what every one of the summaries does — what a call that
// may be any of them is known to do — or nil when they share nothing the
// model uses.
func Agree(ss []*Summary) *Summary {
	var common *Summary
	for i, s := range ss {
		if i == 0 {
			common = s
		} else {
			common = intersect(common, s)
		}
	}
	if common == nil || common.Kinds == 0 && !common.Grouped && common.Conflict == sqltext.NoConflict && len(common.UniqueErrs) == 0 && !common.speaksHTTP() {
		return nil
	}
	return common
}
