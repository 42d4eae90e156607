package driver

import (
	"fmt"
	"go/ast"
	goimporter "go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"strings"
	"testing"
)

// TestThinTables checks that thinning a dependency's data tables keeps
// every declaration's type and every constant, and empties the tables
// only: small literals, and literals that name anything, keep their
// elements.
func TestThinTables(t *testing.T) {
	table := func(n int, elem func(i int) string) string {
		var b strings.Builder
		for i := range n {
			fmt.Fprintf(&b, "%s, ", elem(i))
		}
		return b.String()
	}
	num := func(i int) string { return fmt.Sprint(i % 200) }
	src := `package p

import "strconv"

type pair struct{ lo, hi uint16 }

var open = [...]byte{` + table(600, num) + `}
var fixed = [600]int8{` + table(600, func(i int) string { return fmt.Sprint(-(i % 100)) }) + `}
var slice = []pair{` + table(300, func(i int) string { return fmt.Sprintf("{%d, %d}", i, i+1) }) + `}
var keyed = []pair{` + table(300, func(i int) string { return fmt.Sprintf("{lo: %d, hi: %d}", i, i) }) + `}
var words = map[string]int{` + table(600, func(i int) string { return fmt.Sprintf("%q: %d", fmt.Sprint("w", i), i) }) + `}
var indexed = [...]int{` + table(600, func(i int) string { return fmt.Sprintf("%d: %d", i, i) }) + `}
var small = [...]int{1, 2, 3}
var named = [...]string{` + table(600, func(int) string { return "strconv.Itoa(1)" }) + `}

const size = len(open)

func f() []int { return []int{` + table(600, num) + `} }
`
	check := func(thin bool) (*types.Package, map[string]int) {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "p.go", src, 0)
		if err != nil {
			t.Fatal(err)
		}
		if thin {
			thinTables(f)
		}
		elts := map[string]int{}
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.VAR {
				s := g.Specs[0].(*ast.ValueSpec)
				elts[s.Names[0].Name] = len(s.Values[0].(*ast.CompositeLit).Elts)
			}
		}
		conf := types.Config{Importer: goimporter.Default()}
		pkg, err := conf.Check("p", fset, []*ast.File{f}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return pkg, elts
	}
	whole, _ := check(false)
	thin, elts := check(true)
	for _, name := range whole.Scope().Names() {
		a, b := whole.Scope().Lookup(name), thin.Scope().Lookup(name)
		if a.Type().String() != b.Type().String() { // two checks: the same types, by name
			t.Errorf("%s: type %v, thinned %v", name, a.Type(), b.Type())
		}
		if c, ok := a.(*types.Const); ok && c.Val().String() != b.(*types.Const).Val().String() {
			t.Errorf("%s = %v, thinned %v", name, c.Val(), b.(*types.Const).Val())
		}
	}
	want := map[string]int{"open": 0, "fixed": 0, "slice": 0, "keyed": 0, "words": 0,
		"indexed": 600, "small": 3, "named": 600}
	for name, n := range want {
		if elts[name] != n {
			t.Errorf("%s keeps %d elements, want %d", name, elts[name], n)
		}
	}
}
