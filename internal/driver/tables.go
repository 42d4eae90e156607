package driver

import (
	"go/ast"
	"go/token"
	"strconv"
)

// Data tables — a compression dictionary, a character-set map, Unicode
// ranges — are array, slice and map literals of many thousand constants.
// Type-checking them and building their initialisers is most of what some
// dependencies cost (brotli's dictionary: a third of a fresh run on a
// module of 44k lines), for nothing the model reads: a dependency is
// analysed for the facts of its functions, and declared for the types of
// its declarations. thinTables empties such literals in a dependency's
// syntax, keeping their types: [...]T{e1, ..., en} becomes [n]T{}, and
// []T{...}, [N]T{...} and map[K]V{...} lose their elements. The main
// modules' code keeps its literals (a map of SQL statements is read).

// minTable is the number of constants from which a literal is a table.
const minTable = 512

// thinTables empties the data tables of f (see above).
func thinTables(f *ast.File) {
	ast.Inspect(f, func(n ast.Node) bool {
		lit, ok := n.(*ast.CompositeLit)
		if !ok {
			return true
		}
		arr, isArray := lit.Type.(*ast.ArrayType)
		_, isMap := lit.Type.(*ast.MapType)
		if !isArray && !isMap {
			return true
		}
		leaves, keyed := 0, false
		for _, el := range lit.Elts {
			c, ok := constants(el)
			if !ok {
				return true // an element that names something: look inside it
			}
			leaves += c
			if kv, isKV := el.(*ast.KeyValueExpr); isKV {
				if _, named := kv.Key.(*ast.Ident); named && isMap {
					return true // a map keyed by a constant's or a variable's name
				}
				keyed = true
			}
		}
		if leaves < minTable {
			return false // constants only, and a few: nothing inside to thin
		}
		if isArray {
			if _, open := arr.Len.(*ast.Ellipsis); open {
				if keyed {
					return false // its length is its largest index's
				}
				lit.Type = &ast.ArrayType{Lbrack: arr.Lbrack, Elt: arr.Elt,
					Len: &ast.BasicLit{ValuePos: arr.Lbrack + 1, Kind: token.INT, Value: strconv.Itoa(len(lit.Elts))}}
			}
		}
		lit.Elts = nil
		return false
	})
}

// constants reports whether e is made of constants only (literals,
// signed literals, literals of an elided type, and keys that are
// literals or field names), and how many literals it holds.
func constants(e ast.Expr) (int, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		return 1, true
	case *ast.UnaryExpr:
		if _, ok := e.X.(*ast.BasicLit); ok && (e.Op == token.SUB || e.Op == token.ADD) {
			return 1, true
		}
	case *ast.KeyValueExpr:
		switch e.Key.(type) {
		case *ast.BasicLit, *ast.Ident: // an index, a map key, a field's name
		default:
			return 0, false
		}
		return constants(e.Value)
	case *ast.CompositeLit:
		if e.Type != nil {
			return 0, false
		}
		n := 0
		for _, el := range e.Elts {
			c, ok := constants(el)
			if !ok {
				return 0, false
			}
			n += c
		}
		return n, true
	}
	return 0, false
}
