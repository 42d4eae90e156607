package model

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/sqltext"
	"github.com/idemlint/idemlint/internal/ssax"
)

// ormRead is what the builder chain of an ORM read says about it.
type ormRead struct {
	key        ssa.Value // the first value a condition compares with
	cols       []string  // the columns its conditions compare equal to a bound value (Where("email = ?", e), Where(&User{Email: e}))
	keyless    bool      // no condition binds a variable: a whole-table count or read, a fixed key (First(&settings, 1))
	guard      bool      // the conditions test a state besides the row's identity (id = ? AND status = ?)
	lock       sqltext.Lock
	skipLocked bool
}

// ormQuery reads the builder chain of an ORM read (gorm's
// db.Clauses(…).Where(…).First(&x, conds…), bun's NewSelect().Where(…)):
// its conditions, through Filter rows and the finisher's inline conds, and
// its row lock, through a RowLock clause, and whether its conditions, read
// as SQL, guard a state (for a conditional update). A chain built by a program
// function may carry conditions, so only chains of library calls from a
// handle (a parameter, a field, a variable) can be keyless; a handle passed
// in with conditions already applied is the rare case this misreads.
// Conditions that bind only constants look no key up, as SQL text with
// literals does not: the settings row with id 1, the open jobs. at is
// the call.
func (m *model) ormQuery(at ssa.Instruction, recv ssa.Value, row *catalog.Row, callee *types.Func, params []ssa.Value) (q ormRead) {
	keyed, preds, mixed := false, 0, false
	defer func() {
		if mixed {
			q.cols = nil
		}
	}()
	if conds := arg(row, callee, params, catalog.ArgConds); conds != nil {
		elems := variadicElems(conds)
		if isBean(conds) {
			elems = []ssa.Value{unwrap(conds)} // xorm v0.8's Get(bean interface{})
		}
		if len(elems) > 0 {
			q.key = firstVariable(beanConds(elems))
			keyed = q.key != nil
			xorm := callee.Pkg() != nil && catalog.ModelTag(callee.Pkg().Path()) == "xorm"
			for _, e := range elems {
				if xorm || isBean(e) {
					// Get(&Star{UserID: u, RepoID: r}); gorm's inline struct
					// condition: FirstOrCreate(&s, &Star{UserID: u, ChannelID: c})
					q.cols = append(q.cols, m.structCols(e, at, xorm)...)
				}
			}
			if text, ok := stringOf(elems[0]); ok {
				q.cols = append(q.cols, eqColumns(text)...) // First(&u, "email = ?", e)
			}
		} else if fd, ok := filterDoc(conds); ok {
			q.key = fd.key // FindOne(ctx, bson.M{"idempotency_key": k})
			keyed = q.key != nil
			q.cols, mixed, q.guard = fd.eq, fd.mixed, fd.guard
		}
	}
	v := recv
	for range maxTrace {
		switch x := v.(type) {
		case *ssa.Call:
			f, _ := calleeOf(&x.Call) // nil for a call of a function value: sess().Where(…)
			if x.Call.IsInvoke() {
				if impl, _ := m.catalogImpl(f); impl != nil {
					f = impl // the program's interface over the ORM (gogs's Engine: e.Where(…))
				}
			}
			if f == nil || f.Pkg() == nil || !m.ix.isCatalogPkg(f.Pkg().Path()) {
				return q // built by the program: conditions unknown
			}
			r, ps := splitArgs(&x.Call, f)
			var flat []ssa.Value
			for _, p := range ps {
				flat = append(flat, p)
				flat = append(flat, variadicElems(p)...)
			}
			switch row := m.ix.fn(f); {
			case row != nil && row.Role == catalog.Filter:
				if q.key == nil {
					q.key = firstVariable(flat)
				}
				keyed = q.key != nil
				if len(flat) > 0 {
					if text, ok := stringOf(flat[0]); ok {
						if sts := sqltext.Parse("SELECT 1 FROM t WHERE " + text); len(sts) == 1 {
							preds += len(sts[0].Where)
							q.guard = q.guard || stateGuard(sts[0].Where, nil) || preds >= 2
						}
						if f.Name() == "Where" || f.Name() == "And" { // xorm's And adds a condition as Where does
							q.cols = append(q.cols, eqColumns(text)...)
						} else {
							mixed = true // Or, Not: the conditions are no conjunction of equalities
						}
					} else if cols, ok := m.eqConds(flat[0]); ok {
						if f.Name() == "Where" || f.Name() == "And" {
							q.cols = append(q.cols, cols...) // Where(builder.Eq{"user_id": u})
						} else {
							mixed = true
						}
					} else if f.Name() == "Where" || f.Name() == "And" {
						q.cols = append(q.cols, m.structCols(flat[0], at, catalog.ModelTag(f.Pkg().Path()) == "xorm")...) // Where(&User{Email: e})
					}
				}
			case row != nil && (row.Role == catalog.SQLQuery || row.Role == catalog.SQLExec):
				return q // raw SQL in the chain: its own operation says what it reads
			case row != nil && row.Role == catalog.RawText:
				// pop's RawQuery: the text says only whether the read locks.
				if text, ok := stringOf(arg(row, f, ps, catalog.ArgQuery)); ok {
					if sts := sqltext.Parse(text); len(sts) == 1 && sts[0].Lock != sqltext.NoLock {
						q.lock, q.skipLocked = sts[0].Lock, sts[0].SkipLocked
					}
				}
			case row != nil && row.Role == catalog.LockClause:
				q.lock, q.skipLocked = sqltext.ForUpdate, false // xorm's ForUpdate()
				if text, ok := stringOf(arg(row, f, ps, catalog.ArgQuery)); ok {
					q.lock, q.skipLocked = sqltext.NoLock, false // bun's For(…): what its text names
					if sts := sqltext.Parse("SELECT 1 FROM t FOR " + text); len(sts) == 1 {
						q.lock, q.skipLocked = sts[0].Lock, sts[0].SkipLocked
					}
				}
			}
			for _, p := range flat {
				if l, skip, ok := m.lockValue(p); ok {
					q.lock, q.skipLocked = l, skip
				}
			}
			v = r
		case *ssa.ChangeType:
			v = x.X
		case *ssa.Extract:
			v = x.Tuple
		default:
			q.keyless = !keyed
			return q
		}
	}
	return q
}

// eqConds returns the columns of a condition that is a map of an EqConds
// type (xorm's builder.Eq{"user_id": u, "repo_id": r}) built by a
// composite literal, here or in a function of the package that returns
// it: its constant keys. ok is false when the value is something else, a
// key is not constant, or a key is added in another block (on one path
// only).
func (m *model) eqConds(v ssa.Value) (cols []string, ok bool) {
	for range maxTrace {
		switch x := unwrap(v).(type) {
		case *ssa.Call:
			_, sf := calleeOf(&x.Call)
			if sf == nil || m.ownFunc(sf) == nil {
				return nil, false
			}
			rs := returned(m.ownFunc(sf))
			if len(rs) != 1 {
				return nil, false
			}
			v = rs[0]
		case *ssa.MakeMap:
			keys, _, ok := literalMap(x, true)
			for _, k := range keys {
				cols = append(cols, strings.ToLower(k))
			}
			return cols, ok
		default:
			return nil, false
		}
	}
	return nil, false
}

// beanConds replaces each condition that is a struct built here (xorm's
// Get(&Event{ID: id}), gorm's First(&u, &User{Email: e})) by the values
// stored into its fields: the non-zero fields are the conditions. A
// struct with no field set here (Get(&settings)) conditions nothing.
func beanConds(elems []ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, e := range elems {
		al, ok := unwrap(e).(*ssa.Alloc)
		if !ok {
			out = append(out, e)
			continue
		}
		if _, isStruct := types.Unalias(al.Type().(*types.Pointer).Elem()).Underlying().(*types.Struct); !isStruct {
			out = append(out, e)
			continue
		}
		for _, r := range nonDebugReferrers(al) {
			fa, ok := r.(*ssa.FieldAddr)
			if !ok {
				continue
			}
			for _, rr := range nonDebugReferrers(fa) {
				if st, ok := rr.(*ssa.Store); ok && st.Addr == fa {
					out = append(out, st.Val)
				}
			}
		}
	}
	return out
}

// structCols returns the columns of the fields that a struct built here,
// given by its address or its value, sets before the call at to a value
// that may not be zero: the conditions an ORM makes of a struct's
// non-zero fields (gorm's Where(&User{Email: e}), xorm's beans:
// Get(&Star{0, u, r}) is uid and repo_id), named as gorm names them, or,
// for xorm, by the engine's mapper (m.naming). A field set after the
// call (iu.IsMentioned = true, then Update(iu)) is none.
func (m *model) structCols(v ssa.Value, at ssa.Instruction, xorm bool) []string {
	v = unwrap(v)
	if load, ok := v.(*ssa.UnOp); ok && load.Op == token.MUL {
		v = load.X // Where(Page{SiteName: s}): the value of a literal
	}
	al, ok := v.(*ssa.Alloc)
	if !ok {
		return nil
	}
	var fields []modelField
	if xorm {
		xfs, _, ok := xormFields(al.Type(), m.naming, 0)
		if !ok {
			return nil
		}
		for _, f := range xfs {
			fields = append(fields, modelField{name: f.name, column: f.column})
		}
	} else {
		fields = modelFields(al.Type(), nil)
	}
	var cols []string
	refs := nonDebugReferrers(al)
	for _, r := range refs {
		// s := Session{…}; Where(&s): the literal is built in a
		// temporary and copied into the variable.
		if st, ok := r.(*ssa.Store); ok && st.Addr == al && ssax.Dominates(st, at) {
			if load, ok := st.Val.(*ssa.UnOp); ok && load.Op == token.MUL {
				if tmp, ok := load.X.(*ssa.Alloc); ok {
					refs = append(refs, nonDebugReferrers(tmp)...)
				}
			}
		}
	}
	for _, r := range refs {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok {
			continue
		}
		name := fieldName(fa.X.Type(), fa.Field)
		i := slices.IndexFunc(fields, func(f modelField) bool { return f.name == name })
		if i < 0 || slices.Contains(cols, fields[i].column) {
			continue
		}
		for _, rr := range nonDebugReferrers(fa) {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == fa && !isZeroConst(st.Val) && ssax.Dominates(st, at) {
				cols = append(cols, fields[i].column)
				break
			}
		}
	}
	return cols
}

// isBean reports a struct built here, by its address (an ORM's bean) or
// by value (gorm's FirstOrCreate(&o, Option{Key: k})).
func isBean(v ssa.Value) bool {
	v = unwrap(v)
	if load, ok := v.(*ssa.UnOp); ok && load.Op == token.MUL {
		v = load.X
	}
	al, ok := v.(*ssa.Alloc)
	if !ok {
		return false
	}
	_, isStruct := deref(al.Type()).Underlying().(*types.Struct)
	return isStruct
}

// isZeroConst reports a constant zero value (0, "", false, nil).
func isZeroConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	if !ok {
		return false
	}
	if c.Value == nil {
		return true
	}
	switch c.Value.Kind() {
	case constant.Int, constant.Float, constant.Complex:
		return constant.Sign(c.Value) == 0
	case constant.String:
		return constant.StringVal(c.Value) == ""
	case constant.Bool:
		return !constant.BoolVal(c.Value)
	}
	return false
}

// matchesBound reports a WHERE predicate that matches the rows whose
// column holds a value the statement binds: id = $1, user_id IN (?) of a
// list the driver or the ORM expands, user_id = ANY($1). A row created
// with one of those values is one the lookup would have found.
func matchesBound(p sqltext.Pred) bool {
	return p.Param.Ordinal > 0 && (p.Op == "=" || p.Op == "in" || p.Op == "= any")
}

// eqColumns returns the columns an ORM condition's text compares equal
// to a bound value ("email = ? AND tenant_id = ?").
func eqColumns(cond string) []string {
	sts := sqltext.Parse("SELECT 1 FROM t WHERE " + cond)
	if len(sts) != 1 {
		return nil
	}
	var cols []string
	for _, p := range sts[0].Where {
		if matchesBound(p) {
			cols = append(cols, p.Column)
		}
	}
	return cols
}

// firstVariable returns the first value that is not a constant (the
// query text of Where("id = ?", id) is one), looking through conversions.
func firstVariable(vs []ssa.Value) ssa.Value {
	for _, v := range vs {
		if v == nil {
			continue
		}
		if _, ok := unwrap(v).(*ssa.Const); !ok {
			if _, isSlice := v.(*ssa.Slice); !isSlice {
				return unwrap(v)
			}
		}
	}
	return nil
}

// lockValue recognises a composite literal of a RowLock type
// (clause.Locking{Strength: "UPDATE", Options: "SKIP LOCKED"}).
func (m *model) lockValue(v ssa.Value) (sqltext.Lock, bool, bool) {
	v = unwrap(v)
	if ld, ok := v.(*ssa.UnOp); ok && ld.Op == token.MUL {
		v = ld.X
	}
	row := m.ix.typeRow(v.Type())
	if row == nil || row.Role != catalog.RowLock {
		return sqltext.NoLock, false, false
	}
	var lock sqltext.Lock
	if c, ok := fieldConst(v, "Strength"); ok && c.Kind() == constant.String {
		switch strings.ToUpper(constant.StringVal(c)) {
		case "UPDATE", "NO KEY UPDATE":
			lock = sqltext.ForUpdate
		case "SHARE", "KEY SHARE":
			lock = sqltext.ForShare
		}
	}
	skip := false
	if c, ok := fieldConst(v, "Options"); ok && c.Kind() == constant.String {
		skip = strings.Contains(strings.ToUpper(constant.StringVal(c)), "SKIP LOCKED")
	}
	return lock, skip, lock != sqltext.NoLock
}

// accumulates reports whether the values of an ORM update compute a
// column from itself: gorm.Expr("n + ?", 1), directly or in a map of
// column values.
func (m *model) accumulates(params []ssa.Value) bool {
	var vals []ssa.Value
	for _, p := range params {
		vals = append(vals, p)
		vals = append(vals, variadicElems(p)...)
	}
	for i := 0; i < len(vals) && i < maxTrace; i++ {
		switch x := unwrap(vals[i]).(type) {
		case *ssa.MakeMap:
			for _, r := range nonDebugReferrers(x) {
				if u, ok := r.(*ssa.MapUpdate); ok {
					vals = append(vals, u.Value)
				}
			}
		case *ssa.Call:
			f, _ := calleeOf(&x.Call)
			row := m.ix.fn(f)
			if row == nil || row.Role != catalog.SQLExpr {
				continue
			}
			_, ps := splitArgs(&x.Call, f)
			if text, ok := stringOf(arg(row, f, ps, catalog.ArgQuery)); ok && arithmetic(text) {
				return true
			}
		}
	}
	return false
}

// arithmetic reports whether an SQL expression adds to or appends to
// something: "n + ?", "balance - ?", "tags || ?".
func arithmetic(expr string) bool {
	return strings.ContainsAny(expr, "+-") || strings.Contains(expr, "||") || strings.Contains(strings.ToLower(expr), "append")
}

// continuesRead reports whether an ORM read's result is the receiver of
// another read of the catalog: gorm's chained db.Find(&x).Count(&n) runs
// one query.
func (m *model) continuesRead(v ssa.Value) bool {
	if v == nil {
		return false
	}
	for _, r := range nonDebugReferrers(v) {
		call, ok := r.(ssa.CallInstruction)
		if !ok {
			continue
		}
		f, _ := calleeOf(call.Common())
		recv, _ := splitArgs(call.Common(), f)
		if row := m.ix.fn(f); recv == v && row != nil && row.Role == catalog.Check {
			return true
		}
	}
	return false
}

// tableParam returns the index, among fn's parameters (a method's
// receiver first, as a static call's arguments are), of the parameter
// that every value fn returns is a TableName row's table of (a
// repository's collection(name string) *mongo.Collection returning
// db.Collection(name)), or -1.
func (m *model) tableParam(fn *ssa.Function) int {
	idx := -1
	for _, r := range returned(fn) {
		call, ok := unwrap(r).(*ssa.Call)
		if !ok {
			return -1
		}
		callee, _ := calleeOf(&call.Call)
		row := m.ix.fn(callee)
		if callee == nil || row == nil || row.Role != catalog.TableName {
			return -1
		}
		_, params := splitArgs(&call.Call, callee)
		p, ok := arg(row, callee, params, catalog.ArgTable).(*ssa.Parameter)
		i := slices.Index(fn.Params, p)
		if !ok || i < 0 || idx >= 0 && idx != i {
			return -1
		}
		idx = i
	}
	return idx
}

// builderTable returns the one table the catalog's TableName rows name in
// what the arguments of a read or write were built from (ent's generated
// sqlAll runs sqlgraph.QueryNodes on _q.querySpec(), which is
// sqlgraph.NewQuerySpec(delivery.Table, …); its sqlScan runs the query of
// a selector made From(builder.Table(delivery.Table))), or "": through the
// receivers and arguments of library calls, the results of the package's
// functions, phis, locals and conversions. Two tables (a join) give "".
func (m *model) builderTable(vals []ssa.Value) string {
	table := ""
	seen := map[ssa.Value]bool{}
	work := slices.Clone(vals)
	for len(work) > 0 && len(seen) < maxTableTrace {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		if v == nil || seen[v] {
			continue
		}
		seen[v] = true
		idx := -1
		if ex, ok := v.(*ssa.Extract); ok {
			v, idx = ex.Tuple, ex.Index
		}
		switch x := v.(type) {
		case *ssa.Call:
			callee, sf := calleeOf(&x.Call)
			if callee == nil {
				continue
			}
			recv, params := splitArgs(&x.Call, callee)
			named := func(v ssa.Value) bool {
				c, ok := v.(*ssa.Const)
				if !ok || c.Value == nil || c.Value.Kind() != constant.String {
					return false
				}
				t := constant.StringVal(c.Value)
				if table != "" && table != t {
					return false
				}
				table = t
				return true
			}
			if row := m.ix.fn(callee); row != nil && row.Role == catalog.TableName {
				if !named(arg(row, callee, params, catalog.ArgTable)) {
					return ""
				}
				continue
			}
			if sf != nil && m.ownFunc(sf) != nil {
				if i := m.tableParam(m.ownFunc(sf)); i >= 0 && i < len(x.Call.Args) {
					// c.collection(ColUsers), where collection(name) returns
					// db.Collection(name): the caller's argument names it.
					if !named(x.Call.Args[i]) {
						return ""
					}
					continue
				}
			}
			if callee.Pkg() != nil && m.ix.isCatalogPkg(callee.Pkg().Path()) {
				work = append(work, recv)
				for _, p := range params {
					work = append(work, p)
					work = append(work, variadicElems(p)...)
				}
				continue
			}
			if sf == nil || m.ownFunc(sf) == nil {
				continue
			}
			own := m.ownFunc(sf)
			n := own.Signature.Results().Len()
			for i, r := range returned(own) {
				if idx < 0 || n == 0 || i%n == idx {
					work = append(work, r)
				}
			}
		case *ssa.Phi:
			work = append(work, x.Edges...)
		case *ssa.MakeInterface:
			work = append(work, x.X)
		case *ssa.ChangeType:
			work = append(work, x.X)
		case *ssa.UnOp:
			if x.Op == token.MUL {
				work = append(work, memoryWriters(x.X)...)
			}
		case *ssa.Alloc:
			work = append(work, memoryWriters(x)...)
		}
	}
	return table
}

// BoundValues returns the values op binds into its statement, each traced
// to where it came from (origin): its call's arguments, the values stored
// into a struct it is given (xorm's Get(&Activity{UserID: u})), and for an
// ORM call those of the builder chain it finishes (session.ID(id).Get(u):
// id) and of a condition map in it (builder.Eq{"user_id": u}: u).
func (r *Result) BoundValues(op *Op) []ssa.Value {
	var out []ssa.Value
	add := func(args []ssa.Value) {
		for _, a := range args {
			for _, e := range append(variadicElems(a), a) {
				if e == nil {
					continue
				}
				out = append(out, origin(e))
				vals := fieldsStored(unwrap(e)) // Get(&BadgeAward{UserID: u, BadgeID: b})
				if _, eq, ok := literalMap(e, true); ok {
					vals = append(vals, eq...) // builder.Eq{"user_id": u}
				}
				for _, v := range vals {
					out = append(out, origin(v))
				}
			}
		}
	}
	call, ok := op.Instr.(ssa.CallInstruction)
	if !ok {
		return nil
	}
	add(call.Common().Args)
	if r.m == nil || op.SQL != nil {
		return out
	}
	v := ssa.Value(nil)
	if !call.Common().IsInvoke() && len(call.Common().Args) > 0 {
		v = call.Common().Args[0]
	}
	for range maxTrace {
		c, ok := Unwrap(v).(*ssa.Call)
		if !ok {
			break
		}
		f, _ := calleeOf(&c.Call)
		if f == nil || f.Pkg() == nil || !r.m.ix.isCatalogPkg(f.Pkg().Path()) || c.Call.IsInvoke() || len(c.Call.Args) == 0 {
			break
		}
		add(c.Call.Args[1:])
		v = c.Call.Args[0]
	}
	return out
}

// origin traces v to the value it was made from: a closure's captured
// variable to what the closure was given, a variable or a field of a
// local struct stored once to the value stored (act := &Activity{UserID:
// userID}; act.UserID is userID).
func origin(v ssa.Value) ssa.Value {
	return originAt(v, 0)
}

func originAt(v ssa.Value, depth int) ssa.Value {
	for range maxTrace {
		v = unwrap(v)
		switch x := v.(type) {
		case *ssa.FreeVar:
			b := freeVarBinding(x)
			if b == nil {
				return v
			}
			v = b
		case *ssa.UnOp:
			if x.Op != token.MUL || depth >= maxTrace {
				return v
			}
			var stored []ssa.Value
			if fa, ok := x.X.(*ssa.FieldAddr); ok {
				al, ok := originAt(fa.X, depth+1).(*ssa.Alloc)
				if !ok {
					return v
				}
				for _, r := range nonDebugReferrers(al) {
					if g, ok := r.(*ssa.FieldAddr); ok && g.Field == fa.Field {
						stored = append(stored, storedTo(g)...)
					}
				}
			} else if al, ok := originAt(x.X, depth+1).(*ssa.Alloc); ok {
				stored = storedTo(al) // a variable a closure captures lives in a cell
			}
			if len(stored) != 1 {
				return v
			}
			v = stored[0]
		default:
			return v
		}
	}
	return v
}
