package model

import (
	"go/constant"
	"go/types"
	"slices"
	"strings"

	"github.com/idemlint/idemlint/internal/catalog"
	"golang.org/x/tools/go/ssa"
)

// SQL builders (squirrel, sqlf) assemble a statement from a chain of
// calls: sq.Insert("tags").Columns("name").Values(n).Suffix("ON CONFLICT
// DO NOTHING"). A statement is read back along that chain, from the value
// that is run or spelled (ToSql, String) to the call that started it
// (catalog.SQLBuild rows), and spelled as SQL text with its bind arguments
// in placeholder order: it is then classified like text written by hand.
// A chain that cannot be read to its start (a builder kept in a variable
// changed on one path only, a helper's result, a condition that is
// neither text nor an EqConds map) spells nothing, and the statement is
// left unread, as unresolved text is.

// builtStmt is the statement a builder chain assembles.
type builtStmt struct {
	verb              catalog.Clause
	options, table    string
	cols, sets, where []string
	suffix            []string
	vals, setVals     []ssa.Value
	whereArgs, extra  []ssa.Value
	returning         string
	runner            ssa.Value // what RunWith gave, or nil
}

// link is one call of a builder chain.
type link struct {
	row    *catalog.Row
	callee *types.Func
	params []ssa.Value
}

// built spells the statement the builder value v was assembled into: its
// text, its bind arguments in placeholder order, and the runner the
// chain ran it with (squirrel's RunWith), if any.
func (r *resolver) built(v ssa.Value) (text string, binds []ssa.Value, runner ssa.Value, ok bool) {
	ix := theIndex()
	var chain []link
	started := false
	for r.steps < maxSteps {
		r.steps++
		switch x := unwrap(v).(type) {
		case *ssa.Phi:
			if started {
				return r.spell(chain)
			}
			return r.builtPhi(x, chain)
		case *ssa.Call:
			callee, _ := calleeOf(&x.Call)
			if callee == nil {
				break
			}
			recv, params := splitArgs(&x.Call, callee)
			row := ix.fn(callee)
			switch {
			case row != nil && row.Role == catalog.SQLBuild && row.Clause == catalog.BuildRunner:
				chain = append(chain, link{row, callee, params})
			case started:
				// Before the statement started: only a runner counts
				// (sq.StatementBuilder.RunWith(tx).Insert(…)).
			case row != nil && row.Role == catalog.SQLBuild:
				chain = append(chain, link{row, callee, params})
				started = row.Clause.Starts()
			case !passesThrough(ix, callee):
				return "", nil, nil, false
			}
			if recv == nil {
				if started {
					return r.spell(chain)
				}
				return "", nil, nil, false
			}
			v = recv
			continue
		}
		if started {
			return r.spell(chain)
		}
		return "", nil, nil, false
	}
	return "", nil, nil, false
}

// builtPhi spells a builder that is one of several (a condition added on
// one path): the edges must spell the same statement, and the calls made
// after the φ (chain) are added to it.
func (r *resolver) builtPhi(phi *ssa.Phi, after []link) (string, []ssa.Value, ssa.Value, bool) {
	var text string
	var binds []ssa.Value
	var runner ssa.Value
	n := 0
	for _, e := range phi.Edges {
		if r.seen[e] {
			continue
		}
		r.seen[e] = true
		t, b, run, ok := r.built(e)
		delete(r.seen, e)
		if !ok || n > 0 && (t != text || !slices.Equal(b, binds)) {
			return "", nil, nil, false
		}
		text, binds, runner = t, b, run
		n++
	}
	if n == 0 {
		return "", nil, nil, false
	}
	for _, l := range after {
		if l.row.Clause != catalog.BuildRunner {
			// A statement continued after the φ would have to be
			// re-spelled from its parts: left unread.
			return "", nil, nil, false
		}
		runner = arg(l.row, l.callee, l.params, catalog.ArgRunner)
	}
	return text, binds, runner, true
}

// passesThrough reports a method of a builder package that returns its
// receiver's type (Limit, OrderBy, PlaceholderFormat, sqlf's To): it adds
// nothing the analysis reads.
func passesThrough(ix *index, f *types.Func) bool {
	sig := f.Signature()
	if f.Pkg() == nil || sig.Recv() == nil || sig.Results().Len() != 1 || !ix.builds(f.Pkg().Path()) {
		return false
	}
	return types.Identical(sig.Recv().Type(), sig.Results().At(0).Type())
}

// spell assembles the chain's calls, read back from its end, into text.
func (r *resolver) spell(chain []link) (string, []ssa.Value, ssa.Value, bool) {
	var s builtStmt
	for i := len(chain) - 1; i >= 0; i-- {
		if !r.apply(&s, chain[i]) {
			return "", nil, nil, false
		}
	}
	if s.table == "" {
		return "", nil, nil, false
	}
	var b strings.Builder
	var binds []ssa.Value
	where := func() {
		if len(s.where) > 0 {
			b.WriteString(" WHERE " + strings.Join(s.where, " AND "))
			binds = append(binds, s.whereArgs...)
		}
	}
	switch s.verb {
	case catalog.BuildSelect:
		b.WriteString("SELECT * FROM " + s.table)
		where()
	case catalog.BuildInsert:
		cols := append(slices.Clone(s.cols), s.sets...)
		vals := append(slices.Clone(s.vals), s.setVals...)
		for len(cols) < max(len(vals), 1) {
			cols = append(cols, unresolved)
		}
		for len(vals) < len(cols) {
			vals = append(vals, nil)
		}
		b.WriteString("INSERT " + s.options + "INTO " + s.table + " (" + strings.Join(cols, ", ") + ") VALUES (" +
			strings.TrimSuffix(strings.Repeat("?, ", len(vals)), ", ") + ")")
		binds = vals
	case catalog.BuildUpdate:
		if len(s.sets) == 0 {
			return "", nil, nil, false
		}
		sets := make([]string, len(s.sets))
		for i, c := range s.sets {
			sets[i] = c + " = ?"
		}
		b.WriteString("UPDATE " + s.table + " SET " + strings.Join(sets, ", "))
		binds = slices.Clone(s.setVals)
		where()
	case catalog.BuildDelete:
		b.WriteString("DELETE FROM " + s.table)
		where()
	default:
		return "", nil, nil, false
	}
	for _, x := range s.suffix {
		b.WriteString(" " + x)
	}
	binds = append(binds, s.extra...)
	if s.returning != "" {
		b.WriteString(" RETURNING " + s.returning)
	}
	if b.Len() > maxText {
		return "", nil, nil, false
	}
	return b.String(), binds, s.runner, true
}

// apply adds one call's clause to s; false when its arguments cannot be
// read.
func (r *resolver) apply(s *builtStmt, l link) bool {
	param := func(role catalog.ArgRole) ssa.Value { return arg(l.row, l.callee, l.params, role) }
	texts := func(role catalog.ArgRole) ([]string, bool) {
		var out []string
		for _, e := range variadicElems(param(role)) {
			t, ok := r.text(e)
			if !ok {
				return nil, false
			}
			out = append(out, t)
		}
		return out, len(out) > 0
	}
	text := func(role catalog.ArgRole, dst *string) bool {
		t, ok := r.text(param(role))
		if ok {
			*dst = t
		}
		return ok
	}
	switch c := l.row.Clause; c {
	case catalog.BuildSelect, catalog.BuildInsert, catalog.BuildUpdate, catalog.BuildDelete:
		s.verb = c
		return l.row.Param(catalog.ArgTable) == "" || text(catalog.ArgTable, &s.table)
	case catalog.BuildTable:
		return text(catalog.ArgTable, &s.table)
	case catalog.BuildOptions:
		opts, ok := texts(catalog.ArgColumns)
		if !ok {
			return false
		}
		s.options = strings.Join(opts, " ") + " "
	case catalog.BuildColumns:
		cols, ok := texts(catalog.ArgColumns)
		if !ok {
			return false
		}
		s.cols = append(s.cols, cols...)
	case catalog.BuildValues:
		// Values(row...) of a slice built elsewhere: the columns name
		// what is inserted, the values are unknown.
		s.vals = append(s.vals, variadicElems(param(catalog.ArgValue))...)
	case catalog.BuildSet:
		var col string
		if !text(catalog.ArgKey, &col) {
			return false
		}
		s.sets = append(s.sets, col)
		s.setVals = append(s.setVals, param(catalog.ArgValue))
	case catalog.BuildSetMap:
		cols, vals, ok := literalMap(param(catalog.ArgValue), false)
		if !ok {
			// A map built elsewhere (a struct's fields, by a helper):
			// the table is known, the columns are not.
			cols, vals = []string{unresolved}, []ssa.Value{nil}
		}
		s.sets = append(s.sets, cols...)
		s.setVals = append(s.setVals, vals...)
	case catalog.BuildWhere:
		pred := param(catalog.ArgQuery)
		if t, ok := r.text(pred); ok {
			s.where = append(s.where, t)
			s.whereArgs = append(s.whereArgs, variadicElems(param(catalog.ArgValue))...)
			return true
		}
		cols, vals, ok := literalMap(pred, true)
		if !ok {
			// A condition that cannot be spelled (squirrel's And, Or, a
			// map built elsewhere): a read without it looks no key up,
			// an UPDATE or DELETE without it would touch every row.
			return s.verb == catalog.BuildSelect
		}
		for _, c := range cols {
			s.where = append(s.where, c+" = ?")
		}
		s.whereArgs = append(s.whereArgs, vals...)
	case catalog.BuildSuffix:
		var t string
		if !text(catalog.ArgQuery, &t) {
			return false
		}
		s.suffix = append(s.suffix, t)
		s.extra = append(s.extra, variadicElems(param(catalog.ArgValue))...)
	case catalog.BuildReturning:
		return text(catalog.ArgColumns, &s.returning)
	case catalog.BuildRunner:
		s.runner = param(catalog.ArgRunner)
	}
	return true
}

// literalMap reads a map built by a composite literal in one block (sq.Eq{"name": n},
// map[string]any{"id": id}): its constant keys, sorted as squirrel spells them,
// and their values. eq asks for a map of an EqConds type.
func literalMap(v ssa.Value, eq bool) (keys []string, vals []ssa.Value, ok bool) {
	mm, isMap := unwrap(v).(*ssa.MakeMap)
	if !isMap {
		return nil, nil, false
	}
	if row := theIndex().typeRow(mm.Type()); eq && (row == nil || row.Role != catalog.EqConds) {
		return nil, nil, false
	}
	byKey := map[string]ssa.Value{}
	for _, ref := range nonDebugReferrers(mm) {
		u, isUpdate := ref.(*ssa.MapUpdate)
		if !isUpdate {
			continue
		}
		c, isConst := u.Key.(*ssa.Const)
		if u.Block() != mm.Block() || !isConst || c.Value == nil || c.Value.Kind() != constant.String {
			return nil, nil, false
		}
		k := constant.StringVal(c.Value)
		keys = append(keys, k)
		byKey[k] = u.Value
	}
	slices.Sort(keys)
	for _, k := range keys {
		vals = append(vals, byKey[k])
	}
	return keys, vals, len(keys) > 0
}

// builtArgs returns the bind arguments of the statement whose arguments
// v holds: the second result of squirrel's ToSql, or sqlf's Args().
func builtArgs(v ssa.Value) []ssa.Value {
	var c *ssa.Call
	switch x := v.(type) {
	case *ssa.Extract:
		c, _ = x.Tuple.(*ssa.Call)
		if c == nil || x.Index != 1 {
			return nil
		}
	case *ssa.Call:
		c = x
	default:
		return nil
	}
	callee, _ := calleeOf(&c.Call)
	row := theIndex().fn(callee)
	if row == nil || row.Role != catalog.SQLBuild || row.Clause != catalog.BuildText && row.Clause != catalog.BuildArgs {
		return nil
	}
	if _, ok := v.(*ssa.Call); ok != (row.Clause == catalog.BuildArgs) {
		return nil
	}
	recv, _ := splitArgs(&c.Call, callee)
	r := resolver{seen: map[ssa.Value]bool{}}
	_, binds, _, _ := r.built(recv)
	return binds
}
