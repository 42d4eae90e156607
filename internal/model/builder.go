package model

import (
	"go/constant"
	"go/types"
	"slices"
	"strings"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/ssax"
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
	call   ssa.CallInstruction
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
				chain = append(chain, link{row, callee, params, x})
			case started:
				// Before the statement started: only a runner counts
				// (sq.StatementBuilder.RunWith(tx).Insert(…)).
			case row != nil && row.Role == catalog.SQLBuild:
				chain = append(chain, link{row, callee, params, x})
				started = row.Clause.Starts()
			case !passesThrough(ix, callee):
				return "", nil, nil, false
			default:
				chain = append(chain, link{nil, callee, params, x}) // a pass-through call, for a mutable builder's values
			}
			if recv == nil {
				if started {
					return r.spellMutated(chain)
				}
				return "", nil, nil, false
			}
			v = recv
			continue
		}
		if started {
			return r.spellMutated(chain)
		}
		return "", nil, nil, false
	}
	return "", nil, nil, false
}

// spellMutated spells a chain, with, for a mutable builder (sqlf's one
// *Stmt that every method changes and returns), the calls on its values
// whose results are dropped (q.Where(…) on a line of its own): each must
// come before every run or spelling of the statement, on every path, and
// the builder must go nowhere else (a helper given it may add anything),
// or the statement is left unread.
func (r *resolver) spellMutated(chain []link) (string, []ssa.Value, ssa.Value, bool) {
	start := chain[len(chain)-1]
	if !catalog.MutableBuilder(start.callee.Pkg().Path()) {
		return r.spell(chain)
	}
	ix := theIndex()
	known := map[ssa.Value]bool{}
	linked := map[ssa.CallInstruction]bool{}
	var work []ssa.Value
	for _, l := range chain {
		linked[l.call] = true
		if c, ok := l.call.(*ssa.Call); ok && !known[c] {
			known[c] = true
			work = append(work, c)
		}
	}
	var added []link
	var uses []ssa.Instruction
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, ref := range *v.Referrers() {
			if _, ok := ref.(*ssa.DebugRef); ok {
				continue
			}
			in, ok := ref.(ssa.CallInstruction)
			if !ok {
				return "", nil, nil, false // stored, converted, merged: changed elsewhere
			}
			callee, _ := calleeOf(in.Common())
			if callee == nil {
				return "", nil, nil, false
			}
			recv, params := splitArgs(in.Common(), callee)
			if recv != v {
				return "", nil, nil, false // handed to a function as an argument
			}
			row := ix.fn(callee)
			call, isCall := in.(*ssa.Call)
			switch {
			case linked[in]:
				continue
			case row != nil && (row.Role == catalog.SQLExec || row.Role == catalog.SQLQuery ||
				row.Role == catalog.SQLBuild && (row.Clause == catalog.BuildText || row.Clause == catalog.BuildArgs)):
				uses = append(uses, in)
				continue
			case row != nil && row.Role == catalog.SQLBuild && isCall && !row.Clause.Starts():
				added = append(added, link{row, callee, params, in})
			case row == nil && callee.Pkg() == start.callee.Pkg():
				// Close, To, Limit: nothing the analysis reads.
			default:
				return "", nil, nil, false
			}
			if isCall && !known[call] && types.Identical(call.Type(), v.Type()) {
				known[call] = true
				work = append(work, call)
			}
		}
	}
	if len(added) == 0 {
		return r.spell(chain)
	}
	for _, a := range added {
		for _, u := range uses {
			if !ssax.Dominates(a.call, u) {
				return "", nil, nil, false // added on one path only, or after a run
			}
		}
	}
	// Every call dominates the statement's uses: they are ordered by
	// dominance, and applied in that order (the chain lists them from the
	// last).
	all := append(slices.Clone(chain), added...)
	slices.SortStableFunc(all, func(a, b link) int {
		switch {
		case a.call == b.call:
			return 0
		case ssax.Dominates(b.call, a.call):
			return -1
		}
		return 1
	})
	return r.spell(all)
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
		if l.row == nil {
			continue // a pass-through call
		}
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
	if l.row == nil {
		return true // a pass-through call (Limit, sqlf's To): nothing read
	}
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
