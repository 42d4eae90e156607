package model

import (
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
type NotFoundVars struct{ Names []string }

// AFact marks NotFoundVars as an analysis fact.
func (*NotFoundVars) AFact() {}

func (f *NotFoundVars) String() string { return "not found: " + strings.Join(f.Names, ", ") }

// maxSentinelRounds bounds the translation chains followed inside one
// package (ErrNoRows → errNoRow → ErrNotFound).
const maxSentinelRounds = 2

// findNotFoundVars records the package-level error variables that the
// package's functions return on the not-found side of a test for a
// not-found sentinel, and exports them.
func (m *model) findNotFoundVars() {
	for range maxSentinelRounds {
		added := false
		for _, fn := range m.funcs {
			for _, name := range m.translated(fn) {
				if !m.sent.vars[name] {
					m.sent.vars[name] = true
					added = true
				}
			}
		}
		if !added {
			break
		}
	}
	var own []string
	for name, local := range m.sent.local {
		if local {
			own = append(own, name)
		}
	}
	if len(own) > 0 {
		slices.Sort(own)
		m.pass.ExportPackageFact(&NotFoundVars{Names: own})
		m.pass.ExportPackageFact(&Exported{})
	}
}

// translated returns the error variables fn returns where a not-found
// test of its says "no row".
func (m *model) translated(fn *ssa.Function) (out []string) {
	defer func() {
		if recover() != nil {
			out = nil
		}
	}()
	for _, b := range fn.Blocks {
		iff, ok := ssax.LastIf(b)
		if !ok || !m.tests(iff.Cond, catalog.NotFound) {
			continue
		}
		side := notFoundSide(iff.Cond)
		if side < 0 {
			continue
		}
		yes, no := ssax.Forward(b.Succs[side]), ssax.Forward(b.Succs[1-side])
		for rb := range yes {
			if no[rb] || len(rb.Instrs) == 0 {
				continue
			}
			ret, ok := rb.Instrs[len(rb.Instrs)-1].(*ssa.Return)
			if !ok {
				continue
			}
			for _, r := range ret.Results {
				if IsError(r.Type()) {
					if name := errorVar(r); name != "" && m.ix.object(globalObj(r)) == nil {
						out = append(out, name)
						m.sent.local[name] = true
					}
				}
			}
		}
	}
	return out
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
