package model

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

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

// uniqueCodes are the drivers' duplicate-key codes, as constant.Value's
// ExactString writes them: MySQL's ER_DUP_ENTRY and ER_DUP_ENTRY_WITH_KEY_NAME,
// PostgreSQL's unique_violation, SQLite's SQLITE_CONSTRAINT_UNIQUE and
// SQLITE_CONSTRAINT_PRIMARYKEY.
var uniqueCodes = []string{"1062", "1586", `"23505"`, "2067", "1555"}

// otherCode reports an error code field of role UniqueViolation that is
// only compared with constants, none a duplicate-key code (me.Number ==
// 1205, a lock wait timeout): it tests another error.
func otherCode(field ssa.Value, role catalog.Role) bool {
	if role != catalog.UniqueViolation {
		return false
	}
	vals := []ssa.Value{field}
	if fa, ok := field.(*ssa.FieldAddr); ok {
		vals = nil
		for _, r := range nonDebugReferrers(fa) {
			if ld, ok := r.(*ssa.UnOp); ok && ld.Op == token.MUL {
				vals = append(vals, ld)
			}
		}
	}
	compared := false
	for _, v := range vals {
		for _, r := range nonDebugReferrers(v) {
			bin, ok := r.(*ssa.BinOp)
			if !ok || bin.Op != token.EQL && bin.Op != token.NEQ {
				return false // switched on, passed on: not only compared
			}
			k, ok := bin.Y.(*ssa.Const)
			if bin.Y == v {
				k, ok = bin.X.(*ssa.Const)
			}
			if !ok || k.Value == nil || slices.Contains(uniqueCodes, k.Value.ExactString()) {
				return false
			}
			compared = true
		}
	}
	return compared
}

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
			if constType(x.Type(), c.obj.Type()) && x.Value.Kind() == c.obj.Val().Kind() && constant.Compare(x.Value, token.EQL, c.obj.Val()) {
				return c.role
			}
		}
	case *ssa.FieldAddr:
		if row := s.ix.field(x.X.Type(), fieldName(x.X.Type(), x.Field)); row != nil && !otherCode(x, row.Role) {
			return row.Role
		}
	case *ssa.Field:
		if row := s.ix.field(x.X.Type(), fieldName(x.X.Type(), x.Field)); row != nil && !otherCode(x, row.Role) {
			return row.Role
		}
	case *ssa.BinOp:
		if (x.Op == token.EQL || x.Op == token.NEQ) && (returnedOnUnique(x.X, x.Y, summaries) || returnedOnUnique(x.Y, x.X, summaries)) {
			return catalog.UniqueViolation // err == store.ErrDuplicate
		}
		if (x.Op == token.EQL || x.Op == token.NEQ) && (errorText(x.X) && uniqueText(x.Y) || errorText(x.Y) && uniqueText(x.X)) {
			return catalog.UniqueViolation // err.Error() == "duplicated key not allowed"
		}
	case *ssa.MakeInterface:
		if r := s.typeRole(x.X.Type()); r != 0 {
			return r // return nil, &NotFoundError{…}
		}
	case *ssa.Call:
		callee, sf := calleeOf(&x.Call)
		row := s.ix.fn(callee)
		if row != nil && (row.Role == catalog.NotFound || row.Role == catalog.UniqueViolation) {
			return row.Role
		}
		if row != nil && row.Role == catalog.CodedError {
			_, params := splitArgs(&x.Call, callee)
			if code := arg(row, callee, params, catalog.ArgValue); code != nil {
				return s.role(unwrap(code), summaries) // status.Errorf(codes.NotFound, …)
			}
			return 0
		}
		if row != nil && row.Role == catalog.TextContains {
			_, params := splitArgs(&x.Call, callee)
			if errorText(arg(row, callee, params, catalog.ArgValue)) && uniqueText(arg(row, callee, params, catalog.ArgKey)) {
				return catalog.UniqueViolation // strings.Contains(err.Error(), "duplicate key")
			}
			return 0
		}
		if errorsFunc(callee, "Is") && len(x.Call.Args) == 2 && returnedOnUnique(x.Call.Args[0], x.Call.Args[1], summaries) {
			return catalog.UniqueViolation // errors.Is(err, store.ErrDuplicate)
		}
		if errorsFunc(callee, "As") && len(x.Call.Args) == 2 {
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

// constType reports whether a constant of type t can be the catalog's
// constant of type decl: the same type, or decl untyped (an untyped
// error code compared with a string: aerr.Code() ==
// dynamodb.ErrCodeConditionalCheckFailedException).
func constType(t, decl types.Type) bool {
	if b, ok := decl.(*types.Basic); ok && b.Info()&types.IsUntyped != 0 {
		return true
	}
	return types.Identical(t, decl)
}

// errorsFunc reports whether f is the errors package's function name.
func errorsFunc(f *types.Func, name string) bool {
	return f != nil && f.Pkg() != nil && f.Pkg().Path() == "errors" && f.Name() == name
}

// returnedOnUnique reports whether target is a package-level error
// variable that a call err comes from returns when its write failed on a
// unique violation (Summary.UniqueErrs): a store helper's own
// ErrDuplicate, declared in any package, which the caller then tests for.
func returnedOnUnique(err, target ssa.Value, summaries func(*types.Func, *ssa.Function) []*Summary) bool {
	name := errorVar(target)
	if name == "" || !IsError(err.Type()) {
		return false
	}
	return dependsOn(err, func(v ssa.Value) bool {
		call, ok := v.(*ssa.Call)
		if !ok {
			return false
		}
		callee, sf := calleeOf(&call.Call)
		for _, sum := range summaries(callee, sf) {
			if slices.Contains(sum.UniqueErrs, name) {
				return true
			}
		}
		return false
	})
}

// ReturnsFrom reports whether f returns, from the side of the branch
// that ends b, one of the package-level errors names: a check whose found
// side returns ErrRunInProgress, before a create that returns it for a
// duplicate key, ends a lost race as it ends a found row.
func (r *Result) ReturnsFrom(f *Func, b *ssa.BasicBlock, side int, names []string) bool {
	on := map[*ssa.BasicBlock]bool{}
	for _, rb := range r.Flow(f.SSA).SideOnly(b, side) {
		on[rb] = true
	}
	return slices.ContainsFunc(errorsReturnedFrom(f.SSA, on), func(e ssa.Value) bool { return slices.Contains(names, errorVar(e)) })
}

// errorText reports whether v is text computed from an error's message
// (err.Error(), lower-cased or not).
func errorText(v ssa.Value) bool {
	return v != nil && dependsOn(v, func(x ssa.Value) bool {
		call, ok := x.(*ssa.Call)
		if !ok {
			return false
		}
		f, _ := calleeOf(&call.Call)
		if f == nil || f.Name() != "Error" {
			return false
		}
		sig := f.Signature()
		if sig.Recv() == nil || sig.Params().Len() != 0 || sig.Results().Len() != 1 || !types.Identical(sig.Results().At(0).Type(), types.Typ[types.String]) {
			return false
		}
		t := sig.Recv().Type()
		return types.Implements(t, errorIface) || types.Implements(types.NewPointer(t), errorIface)
	})
}

var errorIface = errorType.Underlying().(*types.Interface)

// uniqueText reports whether v is a constant text that names a driver's
// duplicate-key error (catalog.UniqueViolationTexts), in any case.
func uniqueText(v ssa.Value) bool {
	if v == nil {
		return false
	}
	text, ok := stringOf(v)
	if !ok {
		return false
	}
	text = strings.ToLower(text)
	return slices.ContainsFunc(catalog.UniqueViolationTexts, func(t string) bool { return strings.Contains(text, t) })
}

// typeRole returns the outcome the error type t (or the type t points
// to) stands for, the program's or a catalogued library's, or 0.
func (s *sentinels) typeRole(t types.Type) catalog.Role {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return 0
	}
	if row := s.ix.typeRow(n); row != nil && (row.Role == catalog.NotFound || row.Role == catalog.UniqueViolation) {
		return row.Role // a library's error type (DynamoDB's *types.ConditionalCheckFailedException)
	}
	return s.types[n.Obj().Pkg().Path()+"."+n.Obj().Name()]
}

// tests reports whether cond is computed from a sentinel of role.
func (m *model) tests(cond ssa.Value, role catalog.Role) bool {
	return dependsOn(cond, func(x ssa.Value) bool { return m.sent.role(x, m.summariesOf) == role })
}
