package model

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"reflect"
	"testing"
)

// TestSplitXormTag follows xorm.io/xorm v1.4.3's tags.TestSplitTag, and
// the tags xorm fails on.
func TestSplitXormTag(t *testing.T) {
	for _, c := range []struct {
		tag   string
		words []xormWord
		ok    bool
	}{
		{"not null default '2000-01-01 00:00:00' TIMESTAMP", []xormWord{{name: "not"}, {name: "null"}, {name: "default"}, {name: "'2000-01-01 00:00:00'"}, {name: "TIMESTAMP"}}, true},
		{"default('2000-01-01 00:00:00')", []xormWord{{name: "default", params: []string{"'2000-01-01 00:00:00'"}}}, true},
		{"json  binary", []xormWord{{name: "json"}, {name: "binary"}}, true},
		{"numeric(10, 2) notnull", []xormWord{{name: "numeric", params: []string{"10", "2"}}, {name: "notnull"}}, true},
		{"UNIQUE(forge) UNIQUE(name) forge_id", []xormWord{{name: "UNIQUE", params: []string{"forge"}}, {name: "UNIQUE", params: []string{"name"}}, {name: "forge_id"}}, true},
		{"comment('a, b') 'id'", []xormWord{{name: "comment", params: []string{"'a, b'"}}, {name: "'id'"}}, true},
		{"unique,notnull", nil, false},
		{"", nil, true},
	} {
		words, ok := splitXormTag(c.tag)
		if ok != c.ok || !reflect.DeepEqual(words, c.words) {
			t.Errorf("splitXormTag(%q) = %q, %v; want %q, %v", c.tag, words, ok, c.words, c.ok)
		}
	}
	for _, odd := range []string{")", "(", "((", "'", "a(b", "unique(", "()", ") (", "'(' )", "x)y(z", "(,)", "é(ü, ß)"} {
		splitXormTag(odd) // must not panic
	}
}

// TestXormColumn names columns as xorm's mappers do, and says when the
// name is certain with no mapper known.
func TestXormColumn(t *testing.T) {
	for _, c := range []struct {
		name, naming, column string
		certain              bool
	}{
		{"Email", "", "email", true},
		{"Created", "", "created", true},
		{"UserID", "", "user_i_d", false},
		{"ID", "", "i_d", false},
		{"ForgeRemoteID", "", "forge_remote_i_d", false},
		{"Name2", "", "name2", true},
		{"UserID", "snake", "user_i_d", true},
		{"UserID", "gonic", "user_id", true},
		{"ID", "gonic", "id", true},
		{"HTTPLib", "gonic", "http_lib", true},
		{"IDa", "gonic", "i_da", true},
		{"IDAa", "gonic", "id_aa", true},
		{"aaaID", "gonic", "aaa_id", true},
		{"MyREalFunkYLONgNAME", "gonic", "my_r_eal_funk_ylo_ng_name", true},
		{"RepoID", "same", "repoid", true},
	} {
		if col, certain := xormColumn(c.name, c.naming); col != c.column || certain != c.certain {
			t.Errorf("xormColumn(%q, %q) = %q, %v; want %q, %v", c.name, c.naming, col, certain, c.column, c.certain)
		}
	}
}

// TestXormUniques reads the uniquenesses of model types as xorm does.
func TestXormUniques(t *testing.T) {
	const src = `package p
type Base struct {
	ID    int64  ` + "`xorm:\"pk autoincr 'id'\"`" + `
	Owner string ` + "`xorm:\"UNIQUE(s) 'owner'\"`" + `
}
type A struct {
	Base  ` + "`xorm:\"extends\"`" + `
	Name  string ` + "`xorm:\"UNIQUE(s) 'name'\"`" + `
	Ref   string ` + "`xorm:\"INDEX(r) 'ref'\"`" + `
	Code  string ` + "`xorm:\"UNIQUE(r) 'code'\"`" + `
	Slug  string ` + "`xorm:\"unique index 'slug'\"`" + `
	Read  string ` + "`xorm:\"<- 'read'\"`" + `
	Skip  string ` + "`xorm:\"-\"`" + `
	lower string
}
type B struct {
	ID     int64
	UserID int64 ` + "`xorm:\"unique\"`" + `
}
type C struct {
	Base ` + "`xorm:\"extends('b_')\"`" + `
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	named := func(n string) *types.Named { return pkg.Scope().Lookup(n).Type().(*types.Named) }

	fields, tagged, ok := xormFields(named("A"), "", 0)
	if !ok || !tagged {
		t.Fatalf("xormFields(A): ok %v, tagged %v", ok, tagged)
	}
	var cols []string
	for _, f := range fields {
		cols = append(cols, f.column)
	}
	if want := []string{"id", "owner", "name", "ref", "code", "slug", "read"}; !reflect.DeepEqual(cols, want) {
		t.Errorf("columns of A = %q, want %q", cols, want)
	}
	us, certain := xormUniques(fields, "a", true)
	var got [][]string
	for _, u := range us {
		got = append(got, u.cols)
	}
	// INDEX(r) came first: r is a plain index, code's UNIQUE(r) joins it.
	if want := [][]string{{"id"}, {"owner", "name"}, {"slug"}}; !certain || !reflect.DeepEqual(got, want) {
		t.Errorf("uniques of A = %q (certain %v), want %q", got, certain, want)
	}
	if !us[0].serial || us[1].what != "unique index UQE_a_s" {
		t.Errorf("uniques of A: serial %v, what %q", us[0].serial, us[1].what)
	}

	fields, _, _ = xormFields(named("B"), "", 0)
	if us, certain := xormUniques(fields, "B", false); certain || len(us) != 0 {
		t.Errorf("uniques of B = %v (certain %v): mapper-named columns are not certain", us, certain)
	}
	if _, _, ok := xormFields(named("C"), "", 0); ok {
		t.Errorf("xormFields(C) ok: a prefixed extends renames the columns")
	}
}
