package model

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"slices"
	"testing"

	"golang.org/x/tools/go/types/objectpath"
)

// TestDeclarations checks that a concrete type and an interface whose
// methods differ only in parameter names get the same method keys, that
// an unexported method is qualified by its package, and that generic
// types are left out.
func TestDeclarations(t *testing.T) {
	const src = `package p

type Store interface {
	Get(id string, n int) (bool, error)
	put(vs ...string)
}

type pg struct{}

func (*pg) Get(key string, _ int) (bool, error) { return false, nil }
func (pg) put(xs ...string)                     {}

type Box[T any] struct{ v T }

func (b *Box[T]) Get(string, int) (bool, error) { return false, nil }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := new(types.Config).Check("example.com/p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	d := Declarations(pkg)
	if len(d.Ifaces) != 1 || len(d.Types) != 1 || d.Types[0].Name != "example.com/p.pg" {
		t.Fatalf("Declarations = %+v, want the interface Store and the type pg alone", d)
	}
	keys := func(ms []Method) []string {
		var out []string
		for _, m := range ms {
			out = append(out, m.Key)
		}
		return out
	}
	want := []string{"Get (string, int) (bool, error)", "example.com/p.put (...[]string) ()"}
	if got := keys(d.Ifaces[0].Methods); !slices.Equal(got, want) {
		t.Errorf("interface keys = %q, want %q", got, want)
	}
	if got := keys(d.Types[0].Methods); !slices.Equal(got, want) {
		t.Errorf("pg's keys = %q, want %q", got, want)
	}
	if len(d.Ifaces[0].Own) != 2 {
		t.Errorf("Own = %q, want both methods", d.Ifaces[0].Own)
	}
}

// TestBuilds checks the constructions read from syntax: composite
// literals of the package's and of imported types (under a renamed
// import), new(T), and the name of a call with one argument, which may be
// a conversion (pgs.ID("x"), local(1)); not a call with none or several,
// nor a builtin's (len).
func TestBuilds(t *testing.T) {
	const src = `package p

import (
	pgs "example.com/store/pg"
	"example.com/mem"
)

func wire() {
	_ = &pgs.Store{}
	_ = mem.Ledger{}
	_ = new(local)
	_ = mem.New()
	_ = pgs.ID("x")
	_ = []int{1}
	_ = local(1)
	_ = len("x")
	_ = mem.Pair(1, 2)
}
`
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"example.com/store/pg.Store", "example.com/mem.Ledger", "example.com/p.local", "example.com/store/pg.ID"}
	if got := Builds(f, "example.com/p"); !slices.Equal(got, want) {
		t.Errorf("Builds = %q, want %q", got, want)
	}
}

// TestInvokes checks that the interface methods a package calls or takes
// as values are listed, through an interface that embeds another and a
// struct that embeds an interface too, and that concrete methods are not.
func TestInvokes(t *testing.T) {
	const src = `package p

type Store interface{ Get(id string) error }

type Facade interface{ Store }

type engine struct{ Store }

type pg struct{}

func (pg) Get(string) error { return nil }
func (pg) Put(string) error { return nil }

func use(s Store, f Facade, e engine, p pg) {
	_ = s.Get("a")
	_ = f.Get("b")
	_ = e.Get("c")
	_ = p.Put("d")
	g := s.Get
	_ = g
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Selections: map[*ast.SelectorExpr]*types.Selection{}}
	pkg, err := new(types.Config).Check("example.com/p", fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatal(err)
	}
	get, _, _ := types.LookupFieldOrMethod(pkg.Scope().Lookup("Store").Type(), false, pkg, "Get")
	path, err := objectpath.For(get)
	if err != nil {
		t.Fatal(err)
	}
	// Store.Get is named as the whole-module view names it (Declarations).
	if got, want := Invokes(info), []string{"example.com/p " + string(path)}; !slices.Equal(got, want) {
		t.Errorf("Invokes = %q, want %q (Store.Get alone)", got, want)
	}
}
