package model

import (
	"go/ast"
	"go/token"
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

// Noops returns the methods that file declares whose bodies do nothing,
// as "pkgpath.Type.Method".
func Noops(f *ast.File, pkgPath string) []string {
	var out []string
	imports := importNames(f)
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Recv == nil || len(fd.Recv.List) != 1 || !noopBody(fd, imports) && !standinBody(fd, imports) {
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
// call of pureFuncs on such. A result computed from the receiver or a parameter
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
			return pureSyntaxCall(x, imports) && !slices.ContainsFunc(x.Args, func(a ast.Expr) bool { return !fixed(a) })
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

// standinBody reports, in the syntax, a stand-in (see pure) whose body
// computes its answers from its parameters with the file's own means
// only: a method answering only errors and booleans, whose statements
// are ifs, returns and new locals, and whose expressions read values and
// call pureFuncs (if strings.Contains(to, "error") { return
// errors.New("demo: " + to) }; return nil). What the package declares
// elsewhere is not read here; the package's own analysis (pure) reads it.
func standinBody(fd *ast.FuncDecl, imports map[string]string) bool {
	if fd.Body == nil || fd.Type.Results == nil {
		return false
	}
	for _, r := range fd.Type.Results.List {
		if id, ok := r.Type.(*ast.Ident); !ok || id.Name != "error" && id.Name != "bool" {
			return false
		}
	}
	var expr func(e ast.Expr) bool
	expr = func(e ast.Expr) bool {
		switch x := e.(type) {
		case nil, *ast.BasicLit, *ast.Ident:
			return true
		case *ast.SelectorExpr:
			return expr(x.X)
		case *ast.ParenExpr:
			return expr(x.X)
		case *ast.BinaryExpr:
			return expr(x.X) && expr(x.Y)
		case *ast.UnaryExpr:
			return x.Op != token.ARROW && x.Op != token.AND && expr(x.X)
		case *ast.IndexExpr:
			return expr(x.X) && expr(x.Index)
		case *ast.CallExpr:
			if id, ok := x.Fun.(*ast.Ident); ok && (id.Name == "len" || id.Name == "string") || pureSyntaxCall(x, imports) {
				return !slices.ContainsFunc(x.Args, func(a ast.Expr) bool { return !expr(a) })
			}
		}
		return false
	}
	var stmts func(list []ast.Stmt) bool
	stmts = func(list []ast.Stmt) bool {
		for _, st := range list {
			switch x := st.(type) {
			case *ast.ReturnStmt:
				if slices.ContainsFunc(x.Results, func(r ast.Expr) bool { return !expr(r) }) {
					return false
				}
			case *ast.AssignStmt:
				if x.Tok != token.DEFINE || slices.ContainsFunc(x.Rhs, func(r ast.Expr) bool { return !expr(r) }) {
					return false
				}
			case *ast.IfStmt:
				if x.Init != nil && !stmts([]ast.Stmt{x.Init}) || !expr(x.Cond) || !stmts(x.Body.List) || x.Else != nil && !stmts([]ast.Stmt{x.Else}) {
					return false
				}
			case *ast.BlockStmt:
				if !stmts(x.List) {
					return false
				}
			default:
				return false
			}
		}
		return true
	}
	return stmts(fd.Body.List)
}

// pureSyntaxCall reports a call of one of pureFuncs, as the file names it.
func pureSyntaxCall(call *ast.CallExpr, imports map[string]string) bool {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	if !ok || imports[pkg.Name] == "" {
		return false
	}
	return pureFuncs[imports[pkg.Name]] || pureFuncs[imports[pkg.Name]+"."+sel.Sel.Name]
}

// doesNothing reports a method of the package whose body does nothing:
// one of the Noops of its files, read once per package, a pure one, or a
// log call (logs.go).
func (m *model) doesNothing(fn *ssa.Function) bool {
	return m.noopMethod(fn) || fn.Signature.Recv() != nil && (answersOnly(fn.Signature) && m.pure(fn, 0) || logs(fn))
}

// answersOnly reports a signature whose results can only say whether the
// call went well (errors, booleans): no key, no record, nothing a caller
// could take for the work's outcome.
func answersOnly(sig *types.Signature) bool {
	for v := range sig.Results().Variables() {
		t := v.Type()
		if b, ok := t.Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
			continue
		}
		if !types.Implements(t, errorIface) {
			return false
		}
	}
	return true
}

// maxPureDepth bounds how deep pure follows the package's own functions.
const maxPureDepth = 3

// pureFuncs are the packages whose package-level functions only compute
// (a demo sender's strings.Contains(to, "error"), errors.New), and the
// functions of fmt that do: a no-op may return what they make of fixed
// values, a stand-in what they make of anything.
var pureFuncs = map[string]bool{
	"strings": true, "strconv": true, "errors": true, "unicode": true,
	"unicode/utf8": true, "math": true, "bytes": true,
	"fmt.Errorf": true, "fmt.Sprintf": true, "fmt.Sprint": true, "fmt.Sprintln": true,
}

// pure reports a function of the package that only computes: it calls
// nothing but pureFuncs, builtins and pure functions of the package, and
// writes only to what it allocates itself (a demo sender that fails for
// an address with "error" in it: if strings.Contains(to, "error") {
// return newSMTPError(…) }; return nil). Such an implementation of an
// interface, beside one that sends, is a stand-in the deployment picks
// (a demo, a dry run), no disagreement about what the call does.
func (m *model) pure(fn *ssa.Function, depth int) bool {
	if depth > maxPureDepth || fn.Blocks == nil || fn.Pkg != m.ssaPkg || fn.Recover != nil {
		return false
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.Call:
				if !m.pureCall(&in.Call, depth) {
					return false
				}
			case *ssa.Store:
				if !ownMemory(fn, in.Addr) {
					return false
				}
			case *ssa.MapUpdate:
				if !ownMemory(fn, in.Map) {
					return false
				}
			case *ssa.UnOp:
				if in.Op == token.ARROW {
					return false
				}
			case *ssa.Go, *ssa.Defer, *ssa.Send, *ssa.Select, *ssa.MakeClosure:
				return false
			}
		}
	}
	return true
}

// pureCall reports a call pure may make.
func (m *model) pureCall(c *ssa.CallCommon, depth int) bool {
	if c.IsInvoke() {
		return false
	}
	switch f := c.Value.(type) {
	case *ssa.Builtin:
		return f.Name() != "print" && f.Name() != "println" && f.Name() != "copy" && f.Name() != "clear"
	case *ssa.Function:
		if f.Pkg == m.ssaPkg {
			return m.pure(f, depth+1)
		}
		if f.Signature.Recv() != nil || f.Pkg == nil {
			return false
		}
		p := f.Pkg.Pkg.Path()
		return pureFuncs[p] || pureFuncs[p+"."+f.Name()]
	}
	return false
}

// ownMemory reports an address (or a map) that fn allocated itself: a
// local, a composite literal it builds, or a field or element of one.
func ownMemory(fn *ssa.Function, v ssa.Value) bool {
	for range 8 {
		switch x := v.(type) {
		case *ssa.Alloc:
			return x.Parent() == fn
		case *ssa.MakeMap:
			return x.Parent() == fn
		case *ssa.FieldAddr:
			v = x.X
		case *ssa.IndexAddr:
			v = x.X
		default:
			return false
		}
	}
	return false
}

// noopMethod reports one of the package's Noops.
func (m *model) noopMethod(fn *ssa.Function) bool {
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
