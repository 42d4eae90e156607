package model

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/ssax"
)

// NotFoundVars is the package fact naming the program's own "no row"
// errors that the package's functions return in place of a library's:
// `if errors.Is(err, sql.ErrNoRows) { return nil, ErrNotFound }`. A
// caller's errors.Is(err, store.ErrNotFound) or err == domain.ErrNotFound
// then tests for "not found". Names are "pkgpath.Name", sorted; the
// variable may be declared in another package than the one translating.
// Types names, likewise, the error types the package builds where a read
// of its found nothing (ent's generated `return nil, &NotFoundError{…}` on
// len(nodes) == 0), and UniqueTypes those it builds where a write failed
// on a constraint (`err = &ConstraintError{…}` after
// sqlgraph.IsConstraintError(err)).
type NotFoundVars struct {
	Names       []string
	Types       []string
	UniqueTypes []string
}

// AFact marks NotFoundVars as an analysis fact.
func (*NotFoundVars) AFact() {}

func (f *NotFoundVars) String() string {
	s := "not found: " + strings.Join(append(slices.Clone(f.Names), f.Types...), ", ")
	if len(f.UniqueTypes) > 0 {
		s += "; unique: " + strings.Join(f.UniqueTypes, ", ")
	}
	return s
}

// findNotFoundVars records the package-level error variables that the
// package's functions return on the not-found side of a test for a
// not-found sentinel, and exports them.
func (m *model) findNotFoundVars() {
	for range maxSentinelRounds {
		added := false
		for _, fn := range m.funcs {
			added = m.translated(fn) || added
		}
		if !added {
			break
		}
	}
}

// exportNotFound exports the not-found variables and types the package
// found (after the summaries, which find the types).
func (m *model) exportNotFound() {
	var f NotFoundVars
	for name, local := range m.sent.local {
		if local {
			f.Names = append(f.Names, name)
		}
	}
	for name := range m.sent.localTypes {
		switch m.sent.types[name] {
		case catalog.NotFound:
			f.Types = append(f.Types, name)
		case catalog.UniqueViolation:
			f.UniqueTypes = append(f.UniqueTypes, name)
		}
	}
	if len(f.Names)+len(f.Types)+len(f.UniqueTypes) > 0 {
		slices.Sort(f.Names)
		slices.Sort(f.Types)
		slices.Sort(f.UniqueTypes)
		m.pass.ExportPackageFact(&f)
		m.pass.ExportPackageFact(&Exported{})
	}
}

// outcomeErrors records the error types of the package that fn builds on
// the side of a branch where a read of fn found nothing (len(rows) == 0,
// n == 0, !rows.Next(): ent's generated First and Only build
// &NotFoundError{…} there), or where a test for a unique violation holds
// (ent's sqlSave builds &ConstraintError{…} after
// sqlgraph.IsConstraintError(err)): values of them, and errors.As into
// them, then test for that outcome. The package-level error variables fn
// returns where its read found nothing (`if !rows.Next() { return
// ErrNotFound }`) are its not-found errors, as a translated ErrNoRows's
// are. It reports whether it recorded a new one.
func (m *model) outcomeErrors(fn *ssa.Function, ops []*Op) (added bool) {
	m.guard(fn, "outcome errors", func() { added = m.outcomeErrorsOf(fn, ops) })
	return added
}

func (m *model) outcomeErrorsOf(fn *ssa.Function, ops []*Op) (added bool) {
	var reads []ssa.Value
	for _, op := range ops {
		if op.Kind == Check && op.Value != nil {
			reads = append(reads, op.Value)
		}
	}
	builds := m.buildsErrors(fn)
	if !builds && len(reads) == 0 {
		return false
	}
	read := func(v ssa.Value) bool { return slices.Contains(reads, v) }
	for _, b := range fn.Blocks {
		iff, ok := ssax.LastIf(b)
		if !ok {
			continue
		}
		var role catalog.Role
		direct := false // the read's own count or flag, not a value computed from what it read
		x, side := emptySide(iff.Cond)
		switch {
		case side >= 0 && len(reads) > 0 && dependsOn(x, read):
			role, direct = catalog.NotFound, readCount(x, read)
		case len(reads) > 0 && foundBool(iff.Cond, read) >= 0:
			role, side, direct = catalog.NotFound, 1^foundBool(iff.Cond, read), true
		case builds && m.tests(iff.Cond, catalog.UniqueViolation):
			role, side = catalog.UniqueViolation, notFoundSide(iff.Cond)
		}
		if role == 0 || side < 0 {
			continue
		}
		for _, rb := range m.flow(b.Parent()).SideOnly(b, side) {
			for _, instr := range rb.Instrs {
				name := m.builtError(instr)
				if name != "" && m.sent.types[name] == 0 {
					m.sent.types[name] = role
					m.sent.localTypes[name] = true
					added = true
				}
			}
			if role == catalog.NotFound && direct {
				added = m.returnsNotFound(rb) || added
			}
		}
	}
	return added
}

// foundBool returns the successor index taken when a read found its row,
// for a branch on a flag the read itself gives: its boolean result (v,
// ok := cache.Get(k)) or a method of what it returned (rows.Next()). A
// boolean merely computed from what was read (a found user's role
// tested) says nothing of the row's absence: -1, as for other conditions.
func foundBool(cond ssa.Value, read func(ssa.Value) bool) int {
	x, odd := ssax.Negations(cond)
	if b, ok := x.Type().Underlying().(*types.Basic); !ok || b.Kind() != types.Bool {
		return -1
	}
	switch x := x.(type) {
	case *ssa.Extract:
		if !readResult(x, read) {
			return -1
		}
	case *ssa.Call:
		if args := x.Call.Args; x.Call.IsInvoke() && !readResult(x.Call.Value, read) || !x.Call.IsInvoke() && (x.Call.Signature().Recv() == nil || len(args) == 0 || !readResult(args[0], read)) {
			return -1
		}
	default:
		return -1
	}
	if odd {
		return 1
	}
	return 0
}

// readCount reports whether x, compared with zero, is what a read
// returned (n, err := count(…)) or the length of it (len(nodes)): the
// number of rows found. A field of a row found (u.Status != 0) is not.
func readCount(x ssa.Value, read func(ssa.Value) bool) bool {
	if call, ok := x.(*ssa.Call); ok {
		if b, ok := call.Call.Value.(*ssa.Builtin); ok && b.Name() == "len" && len(call.Call.Args) == 1 {
			x = call.Call.Args[0]
		}
	}
	return readResult(x, read)
}

// readResult reports whether v is a result of a read: its value, or one
// of its results.
func readResult(v ssa.Value, read func(ssa.Value) bool) bool {
	if ex, ok := v.(*ssa.Extract); ok {
		v = ex.Tuple
	}
	return read(v)
}

// returnsNotFound records the package-level error variables that the
// return ending rb returns, rb being on a side where a read found
// nothing: the program's own not-found errors. It reports whether one was
// new.
func (m *model) returnsNotFound(rb *ssa.BasicBlock) (added bool) {
	ret := returnOf(rb)
	if ret == nil {
		return false
	}
	for _, r := range results(ret) {
		if !IsError(r.Type()) {
			continue
		}
		if name := errorVar(r); name != "" && m.ix.object(globalObj(r)) == nil {
			m.sent.local[name] = true // this package's, for its importers, even when an import named it first
			added = added || !m.sent.vars[name]
			m.sent.vars[name] = true
		}
	}
	return added
}

// emptySide returns the integer a branch compares with zero (len(rows) ==
// 0, n != 0) and the successor index taken when it is zero, or -1.
func emptySide(cond ssa.Value) (ssa.Value, int) {
	bin, ok := cond.(*ssa.BinOp)
	if !ok || bin.Op != token.EQL && bin.Op != token.NEQ {
		return nil, -1
	}
	x, zero := bin.X, bin.Y
	if isZero(x) {
		x, zero = zero, x
	}
	if !isZero(zero) {
		return nil, -1
	}
	if b, ok := x.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
		return nil, -1
	}
	if bin.Op == token.EQL {
		return x, 0
	}
	return x, 1
}

func isZero(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.Value != nil && c.Value.Kind() == constant.Int && constant.Sign(c.Value) == 0
}

// buildsErrors reports, once per function, whether fn allocates an error
// type of the package at all: most functions do not, and outcomeErrors
// has nothing to find in them.
func (m *model) buildsErrors(fn *ssa.Function) bool {
	if v, ok := m.errAllocs[fn]; ok {
		return v
	}
	found := false
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if m.builtError(instr) != "" {
				found = true
			}
		}
	}
	m.errAllocs[fn] = found
	return found
}

// builtError names the error type of the package that instr allocates
// (&NotFoundError{…}), or "".
func (m *model) builtError(instr ssa.Instruction) string {
	al, ok := instr.(*ssa.Alloc)
	if !ok {
		return ""
	}
	n, ok := types.Unalias(deref(al.Type())).(*types.Named)
	if !ok || n.Obj().Pkg() != m.pass.Pkg || !types.Implements(al.Type(), errorType.Underlying().(*types.Interface)) {
		return ""
	}
	return n.Obj().Pkg().Path() + "." + n.Obj().Name()
}

// translated records the error variables fn returns where a not-found
// test of its says "no row" (returnsNotFound), and reports whether one was
// new.
func (m *model) translated(fn *ssa.Function) (added bool) {
	m.guard(fn, "not-found translations", func() { added = m.translatedBy(fn) })
	return added
}

func (m *model) translatedBy(fn *ssa.Function) (added bool) {
	if !slices.ContainsFunc(returned(fn), func(r ssa.Value) bool { return IsError(r.Type()) && errorVar(r) != "" }) {
		return false // returns no package-level error: nothing to translate to
	}
	for _, b := range fn.Blocks {
		iff, ok := ssax.LastIf(b)
		if !ok || !m.tests(iff.Cond, catalog.NotFound) {
			continue
		}
		side := notFoundSide(iff.Cond)
		if side < 0 {
			continue
		}
		for _, rb := range m.flow(b.Parent()).SideOnly(b, side) {
			added = m.returnsNotFound(rb) || added
		}
	}
	return added
}

// errorVar names the package-level error variable v is, loaded directly or
// wrapped by fmt.Errorf("…: %w", ErrX), or "".
func errorVar(v ssa.Value) string {
	if g := globalOf(v); g != nil {
		if obj, ok := g.Object().(*types.Var); ok && obj.Pkg() != nil {
			return obj.Pkg().Path() + "." + obj.Name()
		}
	}
	return ""
}

func globalObj(v ssa.Value) types.Object {
	if g := globalOf(v); g != nil {
		return g.Object()
	}
	return nil
}

// globalOf returns the global whose value v is: a load of it, or the
// argument of an fmt.Errorf that wraps it.
func globalOf(v ssa.Value) *ssa.Global {
	v = unwrap(v)
	if ld, ok := v.(*ssa.UnOp); ok && ld.Op == token.MUL {
		g, _ := ld.X.(*ssa.Global)
		return g
	}
	if call, ok := v.(*ssa.Call); ok {
		if f, _ := calleeOf(&call.Call); f != nil && f.Pkg() != nil && f.Pkg().Path() == "fmt" && f.Name() == "Errorf" {
			for _, e := range variadicElems(call.Call.Args[len(call.Call.Args)-1]) {
				if g := globalOf(e); g != nil {
					return g
				}
			}
		}
	}
	return nil
}

// notFoundSide returns the successor index (0: true, 1: false) of a branch
// on cond that a not-found test takes when the row is absent: errors.Is(err,
// ErrNoRows), err == ErrNoRows, IsRecordNotFoundError(err), negations of
// them; -1 when cond is not such a test.
func notFoundSide(cond ssa.Value) int {
	cond, odd := ssax.Negations(cond)
	flip := 0
	if odd {
		flip = 1
	}
	switch x := cond.(type) {
	case *ssa.BinOp:
		switch x.Op {
		case token.EQL:
			return 0 ^ flip
		case token.NEQ:
			return 1 ^ flip
		}
	case *ssa.Call:
		if b, ok := x.Type().Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
			return 0 ^ flip
		}
	}
	return -1
}
