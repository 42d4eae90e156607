package model

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
)

// unresolved names an argument of fmt.Sprintf that cannot be spelled: it
// parses as an identifier, and a table of that name is unknown, never equal
// to another.
const unresolved = "idemlint_unresolved"

// stringOf resolves v to constant text: literals and constants,
// concatenation, fmt.Sprintf with a constant format, the text a
// placeholder rewrite returns (sqlx's db.Rebind(q), sqlx.In(q, ids)) and
// the text of a statement an SQL builder spells (builder.go). An argument of
// Sprintf that is not constant is replaced by an identifier spelling where
// it comes from (the same field or call gives the same identifier), so that
// table names stay comparable without being guessed.
func stringOf(v ssa.Value) (string, bool) {
	r := resolver{seen: map[ssa.Value]bool{}}
	return r.text(v)
}

type resolver struct {
	steps int
	seen  map[ssa.Value]bool // values on the current resolution path: phi cycles stop here
	// bound holds the text of each parameter of the function whose
	// returned text is being resolved for a call (returnedText).
	bound map[*ssa.Parameter]string
}

func (r *resolver) text(v ssa.Value) (string, bool) {
	if v == nil || r.steps >= maxSteps || r.seen[v] {
		return "", false
	}
	r.steps++
	r.seen[v] = true
	defer delete(r.seen, v)
	switch x := v.(type) {
	case *ssa.Const:
		if x.Value != nil && x.Value.Kind() == constant.String {
			return constant.StringVal(x.Value), true
		}
	case *ssa.Parameter:
		t, ok := r.bound[x]
		return t, ok
	case *ssa.MakeInterface:
		return r.text(x.X)
	case *ssa.ChangeType:
		return r.text(x.X)
	case *ssa.Convert:
		if isString(x.X.Type()) {
			return r.text(x.X)
		}
	case *ssa.BinOp:
		if x.Op != token.ADD {
			return "", false
		}
		l, ok1 := r.text(x.X)
		rt, ok2 := r.text(x.Y)
		if ok1 && ok2 && len(l)+len(rt) <= maxText {
			return l + rt, true
		}
	case *ssa.Phi:
		var s string
		n := 0
		for _, e := range x.Edges {
			if r.seen[e] {
				continue // the loop's own back edge adds nothing new
			}
			t, ok := r.text(e)
			if !ok || (n > 0 && t != s) {
				return "", false
			}
			s = t
			n++
		}
		return s, n > 0
	case *ssa.Call:
		if q := rewritten(&x.Call); q != nil {
			return r.text(q)
		}
		if b := spelled(&x.Call); b != nil {
			t, _, _, ok := r.built(b)
			return t, ok
		}
		if t, ok := r.returnedText(x); ok {
			return t, true
		}
		return r.sprintf(x)
	case *ssa.Extract:
		// query, args, err := sqlx.In(q, ids): the query; likewise
		// query, args, err := builder.ToSql().
		if c, ok := x.Tuple.(*ssa.Call); ok && x.Index == 0 {
			if q := rewritten(&c.Call); q != nil {
				return r.text(q)
			}
			if b := spelled(&c.Call); b != nil {
				t, _, _, ok := r.built(b)
				return t, ok
			}
		}
	}
	return "", false
}

// rewritten returns the SQL text argument of a call that returns it with
// its placeholders rewritten (catalog.SQLRewrite), or nil.
func rewritten(c *ssa.CallCommon) ssa.Value {
	callee, _ := calleeOf(c)
	row := theIndex().fn(callee)
	if row == nil || row.Role != catalog.SQLRewrite {
		return nil
	}
	_, params := splitArgs(c, callee)
	return arg(row, callee, params, catalog.ArgQuery)
}

// returnedText resolves the text a function of the package returns for
// this call, when it returns one value and takes only text, each argument
// of which resolves here: a helper that prefixes a table's name
// (mailpit's tenant(table) returns fmt.Sprintf("%s%s", config.TenantID,
// table)). A parameter that does not resolve would be spelled by its
// name, the same for every call: then nothing is resolved.
func (r *resolver) returnedText(c *ssa.Call) (string, bool) {
	fn := c.Call.StaticCallee()
	if fn == nil || len(fn.Blocks) == 0 || fn.Signature.Recv() != nil || len(fn.FreeVars) > 0 || fn.Signature.Results().Len() != 1 {
		return "", false
	}
	rets := returned(fn)
	if len(rets) != 1 || len(fn.Params) != len(c.Call.Args) {
		return "", false
	}
	bound := map[*ssa.Parameter]string{}
	for i, p := range fn.Params {
		if !isString(p.Type()) {
			return "", false
		}
		t, ok := r.text(c.Call.Args[i])
		if !ok {
			return "", false
		}
		bound[p] = t
	}
	saved := r.bound
	r.bound = bound
	defer func() { r.bound = saved }()
	return r.text(rets[0])
}

// spelled returns the builder whose statement a call spells as text
// (squirrel's ToSql, sqlf's String), or nil.
func spelled(c *ssa.CallCommon) ssa.Value {
	callee, _ := calleeOf(c)
	row := theIndex().fn(callee)
	if row == nil || row.Role != catalog.SQLBuild || row.Clause != catalog.BuildText {
		return nil
	}
	recv, _ := splitArgs(c, callee)
	return recv
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// sprintf evaluates fmt.Sprintf with a constant format.
func (r *resolver) sprintf(call *ssa.Call) (string, bool) {
	fn := call.Call.StaticCallee()
	if fn == nil || fn.Pkg == nil || fn.Pkg.Pkg.Path() != "fmt" || fn.Name() != "Sprintf" || len(call.Call.Args) != 2 {
		return "", false
	}
	format, ok := r.text(call.Call.Args[0])
	if !ok {
		return "", false
	}
	args := variadicElems(call.Call.Args[1])
	var b strings.Builder
	next := 0
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		i++
		for i < len(format) && strings.IndexByte("+-# 0123456789.[]*", format[i]) >= 0 {
			i++
		}
		if i >= len(format) {
			break
		}
		if format[i] == '%' {
			b.WriteByte('%')
			continue
		}
		s := unresolved
		if next < len(args) && args[next] != nil {
			if t, ok := r.text(args[next]); ok {
				s = t
			} else {
				s = spellIdent(args[next])
			}
		}
		next++
		b.WriteString(s)
		if b.Len() > maxText {
			return "", false
		}
	}
	return b.String(), true
}

// spellIdent renders where a value comes from as an SQL identifier, or
// unresolved when it cannot be spelled deterministically.
func spellIdent(v ssa.Value) string {
	s := spell(v, 0)
	if strings.Contains(s, "0x") {
		return unresolved
	}
	var b strings.Builder
	b.WriteString(unresolved)
	b.WriteByte('_')
	for _, c := range s {
		if c < 128 && (c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			b.WriteRune(c)
		} else {
			b.WriteByte('_')
		}
	}
	return b.String()
}

// tableName keeps a classified table name unless it is the bare
// unresolved placeholder.
func tableName(t string) string {
	if t == unresolved {
		return ""
	}
	return t
}
