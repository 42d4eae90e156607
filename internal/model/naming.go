package model

import (
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
)

// ColumnNamings is the package fact naming the rules (catalog.Naming)
// by which the ORM mappers the package's code sets name columns: xorm's
// engine.SetMapper(names.GonicMapper{}) in the package that opens the
// engine. Sorted; "" stands for a mapper of a type the catalog does not
// name (a program's own, a cache of another).
type ColumnNamings struct {
	Namings []string
}

// AFact marks ColumnNamings as an analysis fact.
func (*ColumnNamings) AFact() {}

func (f *ColumnNamings) String() string {
	return "column namings: " + strings.Join(f.Namings, ", ")
}

// findColumnNaming sets m.naming to the rule every mapper set by the
// package or a package it imports agrees on ("" when none is set or
// they disagree: a column's name then stays uncertain where the rules
// differ), and exports the package's own.
func (m *model) findColumnNaming() {
	own := m.setNamings()
	all := slices.Clone(own)
	for _, p := range m.importsAll() {
		var f ColumnNamings
		if m.pass.ImportPackageFact(p, &f) {
			all = append(all, f.Namings...)
		}
	}
	if slices.Sort(all); len(slices.Compact(all)) == 1 {
		m.naming = all[0]
	}
	if len(own) > 0 {
		m.pass.ExportPackageFact(&ColumnNamings{Namings: own})
	}
}

// setNamings returns, sorted and without repeats, the naming rules of
// the mappers the package's functions give a catalog.ColumnMapper call.
func (m *model) setNamings() []string {
	var out []string
	for _, fn := range m.funcs {
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				call, ok := in.(*ssa.Call)
				if !ok {
					continue
				}
				callee, _ := calleeOf(&call.Call)
				row := m.ix.fn(callee)
				if row == nil || row.Role != catalog.ColumnMapper {
					continue
				}
				_, params := splitArgs(&call.Call, callee)
				out = append(out, m.namingOf(arg(row, callee, params, catalog.ArgValue)))
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// namingOf returns the naming rule of the mapper v, or "" when its type
// is not a catalog.ColumnNaming one.
func (m *model) namingOf(v ssa.Value) string {
	mi, ok := v.(*ssa.MakeInterface)
	if !ok {
		return ""
	}
	if row := m.ix.typeRow(mi.X.Type()); row != nil && row.Role == catalog.ColumnNaming {
		return catalog.Naming(row)
	}
	return ""
}

// xormColumn returns the column the naming rule gives the Go field
// name, lower-cased, and whether it is certain: with no rule known, the
// name xorm's default (SnakeMapper) gives, certain only where every
// rule agrees on it (no capital after the first letter).
func xormColumn(name, naming string) (string, bool) {
	switch naming {
	case catalog.NamingGonic:
		return gonicName(name), true
	case catalog.NamingSame:
		return strings.ToLower(name), true
	}
	var b strings.Builder
	for i, r := range name {
		if isUpper(r) && i > 0 {
			b.WriteByte('_')
		}
		b.WriteRune(r)
	}
	certain := naming == catalog.NamingSnake || !strings.ContainsFunc(name[min(1, len(name)):], isUpper)
	return strings.ToLower(b.String()), certain
}

func isUpper(r rune) bool { return 'A' <= r && r <= 'Z' }

// gonicName is GonicMapper's rule: an underscore before a capital that
// follows a lower-case letter, and before the last capital of a run
// that a lower-case letter follows (UserID: user_id, HTTPLib: http_lib).
func gonicName(name string) string {
	out := make([]rune, 0, len(name)+3)
	for i, r := range name {
		if isUpper(r) && i > 0 && !isUpper(out[len(out)-1]) {
			out = append(out, '_')
		}
		if n := len(out); !isUpper(r) && i > 1 && isUpper(out[n-1]) && isUpper(out[n-2]) {
			out = append(out, out[n-1])
			out[n-1] = '_'
		}
		out = append(out, r)
	}
	return strings.ToLower(string(out))
}
