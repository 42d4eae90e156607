package model

import (
	"go/ast"
	"go/types"
	"path"
	"slices"
	"strconv"

	"golang.org/x/tools/go/ssa"
)

// A no-op implementation does nothing: a method of the program whose body
// only returns fixed results (return nil; return false, nil; return 0,
// ErrUnsupported; return errors.New("not configured")). Services wire one where a
// dependency is optional: a store for a deployment with no database, a
// mailer that sends nothing when SMTP is not set up, a backend that is not
// supported yet. It is no disagreement among the implementations of an
// interface method: a call that may be it or the real store does what the
// real one does whenever it does anything, so the call is what the others
// agree on. It is read from the syntax, so that the whole-module view,
// which parses the module's files but does not analyse a package that
// imports nothing it knows, sees it too (Decls.Noops); a package exports
// a Noop fact for its own, for its importers' view.

// Noop is the fact of a method whose body does nothing.
type Noop struct{}

// AFact marks Noop as an analysis fact.
func (*Noop) AFact() {}

func (*Noop) String() string { return "does nothing" }

// pureCalls are the functions whose calls a no-op may return.
var pureCalls = map[string]bool{
	"errors.New": true,
	"fmt.Errorf": true,
}

// Noops returns the methods that file declares whose bodies do nothing,
// as "pkgpath.Type.Method".
func Noops(f *ast.File, pkgPath string) []string {
	var out []string
	imports := importNames(f)
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv == nil || len(fd.Recv.List) != 1 || !noopBody(fd, imports) {
			continue
		}
		t := fd.Recv.List[0].Type
		if star, ok := t.(*ast.StarExpr); ok {
			t = star.X
		}
		if id, ok := t.(*ast.Ident); ok { // a generic type's methods are left out
			out = append(out, pkgPath+"."+id.Name+"."+fd.Name.Name)
		}
	}
	return out
}

// importNames maps the names a file's imports are known by to their
// paths.
func importNames(f *ast.File) map[string]string {
	out := map[string]string{}
	for _, im := range f.Imports {
		p, err := strconv.Unquote(im.Path.Value)
		if err != nil {
			continue
		}
		name := path.Base(p)
		if im.Name != nil {
			name = im.Name.Name
		}
		out[name] = p
	}
	return out
}

// noopBody reports a body of return statements only, each of whose
// results is fixed: nil, a literal, an empty composite literal, a name
// that is none of the method's own (a package's ErrUnsupported), or a
// pureCall of such. A result computed from the receiver or a parameter
// ("order-" + o.id) is the method's work, not nothing.
func noopBody(fd *ast.FuncDecl, imports map[string]string) bool {
	if fd.Body == nil {
		return false
	}
	own := map[string]bool{}
	for _, l := range []*ast.FieldList{fd.Recv, fd.Type.Params, fd.Type.Results} {
		if l == nil {
			continue
		}
		for _, f := range l.List {
			for _, n := range f.Names {
				own[n.Name] = true
			}
		}
	}
	var fixed func(e ast.Expr) bool
	fixed = func(e ast.Expr) bool {
		switch x := e.(type) {
		case *ast.BasicLit:
			return true
		case *ast.Ident:
			return !own[x.Name]
		case *ast.SelectorExpr:
			pkg, ok := x.X.(*ast.Ident)
			return ok && imports[pkg.Name] != "" && !own[pkg.Name]
		case *ast.CompositeLit:
			return len(x.Elts) == 0
		case *ast.ParenExpr:
			return fixed(x.X)
		case *ast.CallExpr:
			return pureCall(x, imports) && !slices.ContainsFunc(x.Args, func(a ast.Expr) bool { return !fixed(a) })
		}
		return false
	}
	for _, st := range fd.Body.List {
		ret, ok := st.(*ast.ReturnStmt)
		if !ok || slices.ContainsFunc(ret.Results, func(r ast.Expr) bool { return !fixed(r) }) {
			return false
		}
	}
	return true
}

func pureCall(call *ast.CallExpr, imports map[string]string) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && pureCalls[imports[pkg.Name]+"."+sel.Sel.Name]
}

// doesNothing reports a method of the package whose body does nothing:
// one of the Noops of its files, read once per package.
func (m *model) doesNothing(fn *ssa.Function) bool {
	if m.noops == nil {
		m.noops = map[string]bool{}
		for _, f := range m.pass.Files {
			for _, n := range Noops(f, m.pass.Pkg.Path()) {
				m.noops[n] = true
			}
		}
	}
	recv := fn.Signature.Recv()
	if recv == nil || fn.Pkg == nil || fn.Pkg.Pkg != m.pass.Pkg {
		return false
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := t.(*types.Named)
	return ok && m.noops[m.pass.Pkg.Path()+"."+n.Obj().Name()+"."+fn.Name()]
}
