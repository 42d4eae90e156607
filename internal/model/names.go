package model

import (
	"go/ast"
	"go/types"
)

// programType reports whether t (or what it points to) is a named type
// declared by the analysed program, not by a catalogued library.
func (s *fscan) programType(t types.Type) bool {
	n := namedOf(t)
	if n == nil || n.Obj().Pkg() == nil {
		return false
	}
	path := n.Obj().Pkg().Path()
	return !s.m.ix.isCatalogPkg(path) && !s.m.foreignStd(path)
}

// apiName renders the called function as the user wrote it, with receiver
// chains shortened: db.Where(…).First.
func apiName(fun ast.Expr, callee *types.Func) string {
	if fun == nil {
		if callee != nil {
			return callee.Name()
		}
		return "call"
	}
	return shortExpr(fun, 0)
}

func shortExpr(e ast.Expr, depth int) string {
	if depth > 12 {
		return "…"
	}
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.SelectorExpr:
		return shortExpr(x.X, depth+1) + "." + x.Sel.Name
	case *ast.CallExpr:
		return shortExpr(x.Fun, depth+1) + "(…)"
	case *ast.IndexExpr:
		return shortExpr(x.X, depth+1)
	case *ast.IndexListExpr:
		return shortExpr(x.X, depth+1)
	case *ast.ParenExpr:
		return shortExpr(x.X, depth+1)
	case *ast.StarExpr:
		return shortExpr(x.X, depth+1)
	case *ast.FuncLit:
		return "func literal"
	}
	return "…"
}

func qualifiedName(f *types.Func) string {
	if f.Pkg() == nil {
		return f.Name()
	}
	if r := f.Signature().Recv(); r != nil {
		return f.Pkg().Name() + "." + typeName(r.Type()) + "." + f.Name()
	}
	return f.Pkg().Name() + "." + f.Name()
}

func typeString(t types.Type) string {
	if n := namedOf(t); n != nil && n.Obj().Pkg() != nil {
		return n.Obj().Pkg().Name() + "." + n.Obj().Name()
	}
	return t.String()
}
