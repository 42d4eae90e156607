package model

import (
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
)

// sentinels recognises the values that name an outcome of a store
// operation: "no row" (sql.ErrNoRows, redis.Nil) and "duplicate key"
// (gorm.ErrDuplicatedKey, pgconn.PgError.Code).
type sentinels struct {
	ix     *index
	consts []sentinelConst // constants lose their identity in SSA: matched by type and value
	// vars names ("pkgpath.Name") the program's own not-found errors: from
	// the NotFoundVars facts of the imports and from this package, where
	// local marks those this package found.
	vars  map[string]bool
	local map[string]bool
	// types names the program's own error types that mean "no row" (ent's
	// generated NotFoundError, returned when a read found nothing): a
	// value of one, and errors.As into one, test for it.
	types      map[string]catalog.Role
	localTypes map[string]bool
}

type sentinelConst struct {
	obj  *types.Const
	role catalog.Role
}

func newSentinels(m *model) *sentinels {
	s := &sentinels{ix: m.ix, vars: map[string]bool{}, local: map[string]bool{}, types: map[string]catalog.Role{}, localTypes: map[string]bool{}}
	byPath := map[string][]*types.Package{}
	for _, p := range m.importsAll() {
		c := catalog.Canonical(p.Path())
		byPath[c] = append(byPath[c], p)
		var f NotFoundVars
		if m.pass.ImportPackageFact(p, &f) {
			for _, n := range f.Names {
				s.vars[n] = true
			}
			for _, n := range f.Types {
				s.types[n] = catalog.NotFound
			}
			for _, n := range f.UniqueTypes {
				s.types[n] = catalog.UniqueViolation
			}
		}
	}
	for _, role := range []catalog.Role{catalog.NotFound, catalog.UniqueViolation} {
		for _, row := range rowsOf(role) {
			if row.Object != catalog.Const {
				continue
			}
			for _, p := range byPath[row.Path] {
				if c, ok := p.Scope().Lookup(row.Name).(*types.Const); ok {
					s.consts = append(s.consts, sentinelConst{c, role})
				}
			}
		}
	}
	return s
}

func rowsOf(role catalog.Role) []*catalog.Row {
	switch role {
	case catalog.NotFound:
		return notFoundRows()
	case catalog.UniqueViolation:
		return uniqueRows()
	}
	return nil
}

var (
	notFoundRows = onceRows(catalog.NotFound)
	uniqueRows   = onceRows(catalog.UniqueViolation)
)

// role returns the sentinel role of v itself, or 0.
func (s *sentinels) role(v ssa.Value, summaries func(*types.Func, *ssa.Function) []*Summary) catalog.Role {
	switch x := v.(type) {
	case *ssa.Global:
		if row := s.ix.object(x.Object()); row != nil && (row.Role == catalog.NotFound || row.Role == catalog.UniqueViolation) {
			return row.Role
		}
		if obj := x.Object(); obj != nil && obj.Pkg() != nil && s.vars[obj.Pkg().Path()+"."+obj.Name()] {
			return catalog.NotFound
		}
	case *ssa.Const:
		if x.Value == nil {
			return 0
		}
		for _, c := range s.consts {
			if types.Identical(x.Type(), c.obj.Type()) && constant.Compare(x.Value, token.EQL, c.obj.Val()) {
				return c.role
			}
		}
	case *ssa.FieldAddr:
		if row := s.ix.field(x.X.Type(), fieldName(x.X.Type(), x.Field)); row != nil {
			return row.Role
		}
	case *ssa.Field:
		if row := s.ix.field(x.X.Type(), fieldName(x.X.Type(), x.Field)); row != nil {
			return row.Role
		}
	case *ssa.MakeInterface:
		if r := s.typeRole(x.X.Type()); r != 0 {
			return r // return nil, &NotFoundError{…}
		}
	case *ssa.Call:
		callee, sf := calleeOf(&x.Call)
		if row := s.ix.fn(callee); row != nil && (row.Role == catalog.NotFound || row.Role == catalog.UniqueViolation) {
			return row.Role
		}
		if callee != nil && callee.Pkg() != nil && callee.Pkg().Path() == "errors" && callee.Name() == "As" && len(x.Call.Args) == 2 {
			if p, ok := unwrap(x.Call.Args[1]).Type().(*types.Pointer); ok {
				if r := s.typeRole(p.Elem()); r != 0 {
					return r // var nf *ent.NotFoundError; errors.As(err, &nf)
				}
			}
		}
		for _, sum := range summaries(callee, sf) {
			if sum.Kinds.Has(uniqueTest) {
				return catalog.UniqueViolation
			}
			if sum.Kinds.Has(notFoundTest) {
				return catalog.NotFound
			}
		}
	}
	return 0
}

// typeRole returns the outcome the program's error type t (or the type t
// points to) stands for, or 0.
func (s *sentinels) typeRole(t types.Type) catalog.Role {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return 0
	}
	return s.types[n.Obj().Pkg().Path()+"."+n.Obj().Name()]
}

// tests reports whether cond is computed from a sentinel of role.
func (m *model) tests(cond ssa.Value, role catalog.Role) bool {
	return dependsOn(cond, func(x ssa.Value) bool { return m.sent.role(x, m.summariesOf) == role })
}
