package model

import (
	"go/types"
	"slices"
	"strings"
	"sync"

	"github.com/idemlint/idemlint/internal/catalog"
)

// index answers "which catalog row is this object" by canonical package
// path, declaring receiver and name. It is built once and never modified.
type index struct {
	rows map[string]*catalog.Row // catalog.Row.Key → row
	wild map[string]*catalog.Row // canonical path → row with Name "*"
	pkgs map[string]bool         // canonical paths of catalog packages
	sql  map[string]bool         // canonical paths of packages with SQLBuild rows
}

var theIndex = sync.OnceValue(func() *index {
	ix := &index{rows: map[string]*catalog.Row{}, wild: map[string]*catalog.Row{}, pkgs: map[string]bool{}, sql: map[string]bool{}}
	rows := catalog.Rows()
	for i := range rows {
		r := &rows[i]
		ix.pkgs[r.Path] = true
		if r.Role == catalog.SQLBuild {
			ix.sql[r.Path] = true
		}
		if r.Name == "*" {
			ix.wild[r.Path] = r
			continue
		}
		ix.rows[r.Key()] = r
	}
	return ix
})

func (ix *index) lookup(path, recv, name string) *catalog.Row {
	return ix.rows[path+"\x00"+recv+"\x00"+name]
}

// fn returns the row of a function or method, matching on its declaration.
func (ix *index) fn(f *types.Func) *catalog.Row {
	if f == nil || f.Pkg() == nil {
		return nil
	}
	f = f.Origin()
	path := catalog.Canonical(f.Pkg().Path())
	recv := ""
	if r := f.Signature().Recv(); r != nil {
		recv = typeName(r.Type())
	}
	if row := ix.lookup(path, recv, f.Name()); row != nil {
		return row
	}
	if w := ix.wild[path]; w != nil && f.Exported() {
		return w
	}
	return nil
}

// named returns the row naming a declaration of kind obj (a field of, or the
// type itself) on the named type t.
func (ix *index) field(t types.Type, name string) *catalog.Row {
	n := namedOf(t)
	if n == nil || n.Obj().Pkg() == nil {
		return nil
	}
	row := ix.lookup(catalog.Canonical(n.Obj().Pkg().Path()), n.Obj().Name(), name)
	if row == nil || row.Object != catalog.Field {
		return nil
	}
	return row
}

// object returns the row of a package-level variable, constant or type.
func (ix *index) object(obj types.Object) *catalog.Row {
	if obj == nil || obj.Pkg() == nil {
		return nil
	}
	return ix.lookup(catalog.Canonical(obj.Pkg().Path()), "", obj.Name())
}

// typeRow returns the row of the named type t (after dereferencing), if any.
func (ix *index) typeRow(t types.Type) *catalog.Row {
	n := namedOf(t)
	if n == nil {
		return nil
	}
	row := ix.object(n.Obj())
	if row == nil || row.Object != catalog.Type {
		return nil
	}
	return row
}

// builds reports whether path is an SQL builder's package.
func (ix *index) builds(path string) bool { return ix.sql[catalog.Canonical(path)] }

// isCatalogPkg reports whether path (canonical or not) is a catalog package
// or inside one.
func (ix *index) isCatalogPkg(path string) bool { return ix.catalogRoot(path) != "" }

// hasRows reports whether path (canonical or not) is itself a catalog
// package: a package below one (aws-sdk-go's sqs/sqsiface) has no rows of
// its own.
func (ix *index) hasRows(path string) bool { return ix.pkgs[catalog.Canonical(path)] }

// catalogRoot returns the catalog package that path is or lies below
// (canonical), or "".
func (ix *index) catalogRoot(path string) string {
	path = catalog.Canonical(path)
	for {
		if ix.pkgs[path] {
			return path
		}
		i := strings.LastIndexByte(path, '/')
		if i < 0 {
			return ""
		}
		path = path[:i]
	}
}

// namedOf returns the named type of t, looking through one pointer and aliases.
func namedOf(t types.Type) *types.Named {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	n, _ := t.(*types.Named)
	if n != nil {
		n = n.Origin()
	}
	return n
}

// isNamed reports whether t, through one pointer and aliases, is the
// named type path.name.
func isNamed(t types.Type, path, name string) bool {
	n := namedOf(t)
	return n != nil && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == path && n.Obj().Name() == name
}

func typeName(t types.Type) string {
	if n := namedOf(t); n != nil {
		return n.Obj().Name()
	}
	return ""
}

// paramIndex returns the index of the parameter called name (or one of
// the names name separates with "|"), or -1.
func paramIndex(sig *types.Signature, name string) int {
	if name == "" {
		return -1
	}
	for i := range sig.Params().Len() {
		if slices.Contains(strings.Split(name, "|"), sig.Params().At(i).Name()) {
			return i
		}
	}
	return -1
}

// onceRows returns a lazily built, immutable list of the rows with role.
func onceRows(role catalog.Role) func() []*catalog.Row {
	return sync.OnceValue(func() []*catalog.Row {
		var out []*catalog.Row
		rows := catalog.Rows()
		for i := range rows {
			if rows[i].Role == role {
				out = append(out, &rows[i])
			}
		}
		return out
	})
}
