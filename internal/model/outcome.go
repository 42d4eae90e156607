package model

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/sqltext"
	"github.com/idemlint/idemlint/internal/ssax"
)

// The outcome of a CHECK, as the branches of the function read it: which
// condition is a decision on what was read (not "the read failed", not a
// validation of the row found), and which side of it means "found".

// Decision reports whether cond, a branch condition of f, is a decision on
// the check's result: it is computed from the result, and it is not a
// comparison of the row with a value the function holds (ownership, a
// quota): that validates, it does not ask whether the work was done. An
// error test (err != nil) is one: after a read whose error reports a
// missing row it means "not found, or failed"; after another read,
// "failed" (FailureOnly), where only creating the row looked for treats
// the failure as its absence (`if err != nil { // assume it does not
// exist yet`).
func (r *Result) Decision(f *Func, chk *Op, cond ssa.Value) bool {
	barrier := otherSource(f, chk)
	if !ssax.IsErrNilTest(cond) {
		other, used := barrier, operandsOf(cond)
		barrier = func(v ssa.Value) bool { return other(v) || !used[v] && localWriter(v, chk) }
	}
	if !DependsOnDirectly(cond, chk.Value, barrier) {
		return false
	}
	if r.TestsNotFound(cond) || chk.Locked() && r.ExistenceSide(chk, cond) >= 0 {
		return true // a missing row locks nothing (xorm's found bool of a ForUpdate read)
	}
	if chk.Locked() {
		return false // a locked row whose value is tested: the lock serialises the deliveries
	}
	if ssax.IsErrNilTest(cond) {
		return true
	}
	return !validates(f, chk, cond)
}

// FailureOnly reports an error test of a read whose error does not report
// a missing row: its error side is the read's failure, which an effect
// there handles (an alert, a fallback), and only a create of the row
// looked for reads as a decision on its absence.
func FailureOnly(chk *Op, cond ssa.Value) bool {
	return !chk.NoRow && ssax.IsErrNilTest(cond)
}

// FoundSide returns the successor index (0: true, 1: false) of the branch
// on cond taken when the checked row exists, or -1 when the branch does not
// test existence in a way read here: a not-found sentinel (err ==
// sql.ErrNoRows, errors.Is(err, redis.Nil)), a nil result, a zero count, or
// the boolean of an existence read.
func (r *Result) FoundSide(chk *Op, cond ssa.Value) int {
	return r.foundSide(chk, cond, true)
}

// ExistenceSide is FoundSide for a test of existence itself: a boolean
// counts only when it is the check's own result, not one computed from it
// (a helper's successOrAbort(ctx, 500, err): the read succeeded, found or
// not).
func (r *Result) ExistenceSide(chk *Op, cond ssa.Value) int {
	return r.foundSide(chk, cond, false)
}

// foundSide is FoundSide; derived says a boolean computed from the
// check's result tests existence too.
func (r *Result) foundSide(chk *Op, cond ssa.Value, derived bool) int {
	cond, odd := ssax.Negations(cond)
	flip := 0
	if odd {
		flip = 1
	}
	side := -1
	switch x := cond.(type) {
	case *ssa.BinOp:
		zero := func(v ssa.Value) bool {
			k, ok := v.(*ssa.Const)
			return ok && (k.IsNil() || k.Value != nil && k.Value.ExactString() == "0")
		}
		switch {
		case r.TestsNotFound(x) && (x.Op == token.EQL || x.Op == token.NEQ):
			side = map[token.Token]int{token.EQL: 1, token.NEQ: 0}[x.Op] // err == ErrNoRows: true means not found
		case ssax.IsErrNilTest(x):
			side = map[token.Token]int{token.EQL: 0, token.NEQ: 1}[x.Op] // err == nil: true means found (or read)
		case (x.Op == token.EQL || x.Op == token.NEQ) && (zero(x.X) || zero(x.Y)) && !ssax.IsErrNilTest(x):
			side = map[token.Token]int{token.EQL: 1, token.NEQ: 0}[x.Op] // x == nil, n == 0: true means not found
		case x.Op == token.GTR && zero(x.Y):
			side = 0 // n > 0: true means found
		}
	case *ssa.Call:
		if r.TestsNotFound(x) {
			side = 1 // errors.Is(err, ErrNoRows): true means not found
		}
	}
	own := cond
	if x, ok := own.(*ssa.Extract); ok {
		own = x.Tuple
	}
	if _, cmp := cond.(*ssa.BinOp); side < 0 && !cmp && chk.Value != nil && (own == chk.Value || derived && DependsOn(cond, chk.Value)) {
		if b, ok := cond.Type().Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
			side = 0 // exists: true means found
		}
	}
	if side < 0 {
		return -1
	}
	return side ^ flip
}

// CountCap reports an ordered comparison of a value read with a constant
// other than zero: a cap on a count (sentCount >= 3, wrongAttempts >= 10,
// len(members) >= 5). It decides only an effect it guards: a send-count
// cap gating an email is a dedup that two deliveries both pass; a rate
// limit or a quota that guards only a counter or an idempotent write is
// not.
func CountCap(cond ssa.Value) bool {
	ordered, _, nonzero := comparison(cond)
	return ordered && nonzero
}

// Limit reports an ordered comparison of a value with anything but the
// constant zero (activeCount >= b.maxRuns): a capacity tested, not whether
// a row exists.
func Limit(cond ssa.Value) bool {
	ordered, zero, _ := comparison(cond)
	return ordered && !zero
}

// comparison reports whether cond is an ordered comparison (<, <=, >,
// >=), and whether one of its operands is the constant zero, or another
// constant.
func comparison(cond ssa.Value) (ordered, zero, nonzero bool) {
	bin, ok := cond.(*ssa.BinOp)
	if !ok {
		return false, false, false
	}
	switch bin.Op {
	case token.LSS, token.LEQ, token.GTR, token.GEQ:
	default:
		return false, false, false
	}
	for _, v := range []ssa.Value{bin.X, bin.Y} {
		if k, ok := Unwrap(v).(*ssa.Const); ok && k.Value != nil {
			if k.Value.ExactString() == "0" {
				zero = true
			} else {
				nonzero = true
			}
		}
	}
	return true, zero, nonzero
}

// MintedKey reports whether the key the check looks up was minted earlier
// in f: returned by an INSERT … RETURNING, assigned by an ORM create, or
// drawn from a RANDOM SOURCE. A new row's key is held by no concurrent
// delivery.
func (r *Result) MintedKey(f *Func, chk *Op) bool {
	keys := []ssa.Value{chk.Key}
	if chk.Key == nil {
		if chk.ArgKey == nil {
			return false
		}
		// A wrapper's check, given the key, or a struct whose fields hold
		// it (e.FeedID = feed.ID; entryExists(ctx, tx, e)).
		keys = append([]ssa.Value{chk.ArgKey}, storedFields(chk.ArgKey)...)
	}
	flow := r.Flow(f.SSA)
	for _, op := range f.Ops {
		if op.Value == nil || !flow.After(op.Instr, chk.Instr) {
			continue
		}
		mints := op.Kind == Random ||
			op.Kind == Write && op.Mode == Creates && (op.SQL == nil && op.Key == nil || op.InsertReturning())
		if mints && slices.ContainsFunc(keys, func(k ssa.Value) bool { return DependsOn(k, op.Value) }) {
			return true
		}
	}
	return false
}

// storedFields returns the values the function stores into fields of
// what the pointer v points to.
func storedFields(v ssa.Value) []ssa.Value {
	if _, ok := v.Type().Underlying().(*types.Pointer); !ok {
		return nil
	}
	var out []ssa.Value
	for _, r := range nonDebugReferrers(v) {
		if fa, ok := r.(*ssa.FieldAddr); ok && fa.X == v {
			out = append(out, storedTo(fa)...)
		}
	}
	return out
}

// otherSource returns the barrier for a check's decisions: the result of
// another operation (a read, a claim's outcome) or of a call that takes a
// context (a service, a provider) decides by itself, even when the check's
// value went into it as a key.
func otherSource(f *Func, chk *Op) func(ssa.Value) bool {
	results := f.results
	return func(v ssa.Value) bool {
		call, ok := v.(*ssa.Call)
		if !ok || v == chk.Value {
			return false
		}
		if results[v] {
			return true // another operation's result: a read, a claim's outcome
		}
		for _, a := range call.Call.Args {
			if IsContext(a.Type()) {
				return true
			}
		}
		return false
	}
}

// localWriter reports a call given the address of a local struct and
// nothing else the check's result reaches (updateDone(&ot, t),
// ot.updateAssignees(ctx, db)): it may write the local's fields, but not
// from the check's result, which another field of the local holds
// (ot.Reminders = reminders). A branch on a field it writes is no
// decision on the check. Decision asks it only of calls whose result the
// branch does not use (operandsOf), and not for an error test.
func localWriter(v ssa.Value, chk *Op) bool {
	call, ok := v.(*ssa.Call)
	if !ok || chk.Value == nil {
		return false
	}
	local := false
	for _, a := range call.Call.Args {
		if _, ok := unwrap(a).(*ssa.Alloc); ok {
			local = true
			continue
		}
		if DependsOnDirectly(a, chk.Value, func(x ssa.Value) bool { return x == v }) { // not back through the call itself (a variadic slice it is given)
			return false
		}
	}
	return local
}

// operandsOf returns the values v is computed from through operands
// alone, not through memory, within maxWalk values: the calls whose
// results a branch uses.
func operandsOf(v ssa.Value) map[ssa.Value]bool {
	out := map[ssa.Value]bool{}
	work := []ssa.Value{v}
	var ops []*ssa.Value
	for len(work) > 0 && len(out) < maxWalk {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x == nil || out[x] {
			continue
		}
		out[x] = true
		if instr, ok := x.(ssa.Instruction); ok {
			ops = instr.Operands(ops[:0])
			for _, o := range ops {
				if o != nil && *o != nil {
					work = append(work, *o)
				}
			}
		}
	}
	return out
}

// validates reports a comparison that authorises or limits rather than
// asks whether the work was done: the value read compared with a value the
// function holds (x.ProjectID != projectID, n >= limit). A comparison with
// a cutoff computed from the clock (sentAt > now - 10m) is a time-window
// dedup, and decides.
func validates(f *Func, chk *Op, cond ssa.Value) bool {
	bin, ok := cond.(*ssa.BinOp)
	if !ok {
		return false
	}
	switch bin.Op {
	case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
	default:
		return false
	}
	x, y := bin.X, bin.Y
	if !DependsOn(x, chk.Value) {
		x, y = y, x
	}
	if !DependsOn(x, chk.Value) || DependsOn(y, chk.Value) {
		return false
	}
	if _, ok := Unwrap(y).(*ssa.Const); ok {
		return false // a state, a count against zero, or a cap (see CountCap)
	}
	return !fromClock(f, y)
}

// fromClock reports whether v is computed from a RANDOM SOURCE of f
// (time.Now, a cutoff derived from it).
func fromClock(f *Func, v ssa.Value) bool {
	for _, op := range f.Ops {
		if op.Kind == Random && op.Value != nil && DependsOn(v, op.Value) {
			return true
		}
	}
	return false
}

// StoresOutcome returns the write of f that stores the outcome of chk (a
// boolean computed from what it read: found, a duplicate, a count above
// zero) into a row of the checked store that it creates, after the check
// and whatever it found (evt.IsDuplicate = exists; store.CreateEvent(evt)):
// the check decides the row through data, not through a branch. Nil when
// there is none, or when the write is atomic with the check (a claim, a
// handled unique violation, one serializable transaction).
func (r *Result) StoresOutcome(f *Func, chk *Op) *Op {
	if chk.Value == nil || chk.Key == nil {
		return nil // a count of the whole table (the first user becomes admin) looks for no row
	}
	flow := r.Flow(f.SSA)
	for _, w := range f.Ops {
		if w.Kind != Write || w.Mode != Creates || w.UniqueHandled || !SameStore(chk, w) || MintedRow(chk, w) || !flow.After(chk.Instr, w.Instr) {
			continue
		}
		if chk.Tx != nil && chk.Tx == w.Tx && chk.Tx.Serializable {
			continue
		}
		outcome := func(x ssa.Value) bool {
			b, ok := x.Type().Underlying().(*types.Basic)
			return ok && b.Kind() == types.Bool && DependsOnDirectly(x, chk.Value, otherSource(f, chk))
		}
		// What the write is given, and for a record handed over by
		// pointer, what was stored into its fields.
		var given []ssa.Value
		args := rowArgs(w)
		// The row looked for: the write is handed the checked key, or
		// what the key was read from (the event whose ID was checked).
		if !slices.ContainsFunc(args, func(a ssa.Value) bool { return handedKey(a, chk.Key) }) {
			continue
		}
		for _, a := range args {
			given = append(given, a)
			if _, ok := a.Type().Underlying().(*types.Pointer); ok {
				given = append(given, fieldsStored(a)...)
			}
		}
		for _, a := range given {
			if walk(a, true, outcome, nil) {
				return w
			}
		}
	}
	return nil
}

// rowArgs returns the values a write is handed, less the store it writes
// to (a method's receiver): the record, or what it is built from.
func rowArgs(w *Op) []ssa.Value {
	args := ssax.CallArgs(w.Instr)
	if w.Callee != nil && w.Callee.Signature().Recv() != nil && len(args) > 0 {
		return args[1:]
	}
	return args
}

// fieldsStored returns the values stored into the fields of the struct
// that p points to.
func fieldsStored(p ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, r := range nonDebugReferrers(p) {
		if fa, ok := r.(*ssa.FieldAddr); ok {
			out = append(out, storedTo(fa)...)
		}
	}
	return out
}

// handedKey reports whether the argument a (or one of the values packed
// into it, for a variadic call) is the key, spelled the same way, or what
// it was read from, or computed from it.
func handedKey(a, key ssa.Value) bool {
	for _, x := range append(VariadicArgs(a), a) {
		x = Unwrap(x)
		if SameKey(x, key) || DependsOn(x, key) || DependsOn(key, x) {
			return true
		}
	}
	return false
}

// NextNumber returns the create of f that stores, into the row it creates
// in the checked store, a number computed from what chk read plus a
// constant (last.Number + 1, count + 1): the next number of a sequence
// the program allocates itself, by a read and a write two concurrent calls
// both make. Nil when there is none, or when the write is atomic with the
// read (a handled unique violation, one serializable transaction, a read
// that locks what it reads), or creates its row under a fresh random key:
// the number is then data of the row (a reply's depth, its parent's plus
// one), not what tells it from the others. Nor when the module declares
// the created table with no uniqueness but its primary key (orderOnly):
// its schema lets two rows share the number, a sort position (a new tag
// placed after the last one), not an identity.
func (r *Result) NextNumber(f *Func, chk *Op) *Op {
	if chk.Value == nil || chk.Lock != sqltext.NoLock {
		return nil
	}
	sums := successors(f.SSA, chk.Value)
	if len(sums) == 0 {
		return nil
	}
	flow := r.Flow(f.SSA)
	for _, w := range f.Ops {
		if w.Kind != Write || w.Mode != Creates || w.Minted || w.UniqueHandled || len(w.UniqueErrs) > 0 || !SameStore(chk, w) || !flow.After(chk.Instr, w.Instr) {
			continue
		}
		if chk.Tx != nil && chk.Tx == w.Tx && chk.Tx.Serializable {
			continue
		}
		var given []ssa.Value
		for _, a := range rowArgs(w) {
			given = append(given, a)
			if _, ok := a.Type().Underlying().(*types.Pointer); ok {
				given = append(given, fieldsSet(a)...)
			}
		}
		for _, a := range given {
			if slices.ContainsFunc(sums, func(s ssa.Value) bool { return DependsOn(a, s) }) {
				if r.m != nil && r.m.orderOnly(w, chk) {
					return nil
				}
				return w
			}
		}
	}
	return nil
}

// orderOnly reports a create of a table the module declares whose only
// uniqueness is its primary key (keyOnly), directly or through a
// wrapper's create (the table chk reads, of a wrapper that creates rows
// of several): no declared constraint makes two rows with the same number
// fail.
func (m *model) orderOnly(w, chk *Op) bool {
	if w.SQL == nil && w.Model == nil && w.Schemas != nil {
		ts := wrapperSchema(w, chk)
		return ts != nil && ts.KeyOnly && !ts.Partial
	}
	return !slices.ContainsFunc(w.Schemas, func(ts *TableSchema) bool { return ts.Partial }) && m.keyOnly(w)
}

// keyOnly reports a create of a table the module declares with no
// uniqueness but its primary key (or none: a serial id): its CREATE
// TABLE, or its model type's tags — xorm's whatever names the engine's
// mapper gives the columns.
func (m *model) keyOnly(w *Op) bool {
	if w.SQL == nil && w.Model != nil && isXorm(w) {
		return m.xormKeyOnly(w.Model)
	}
	_, uniques, declared, _ := m.tableOf(w, nil, nil)
	return declared && !slices.ContainsFunc(uniques, func(u uniqueness) bool { return !u.primary })
}

// successors returns the integer sums of fn that add a positive constant
// to a value computed from v (last.Number + 1).
func successors(fn *ssa.Function, v ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			add, ok := instr.(*ssa.BinOp)
			if !ok || add.Op != token.ADD {
				continue
			}
			if t, ok := add.Type().Underlying().(*types.Basic); !ok || t.Info()&types.IsInteger == 0 {
				continue
			}
			x, y := add.X, add.Y
			if _, ok := x.(*ssa.Const); ok {
				x, y = y, x
			}
			if c, ok := y.(*ssa.Const); ok && c.Value != nil && constant.Sign(c.Value) > 0 && DependsOn(x, v) {
				out = append(out, add)
			}
		}
	}
	return out
}

// fieldsSet returns the values stored into the fields of the struct that
// p points to, and those handed to methods called on p (b.SetNumber(n)):
// on p, or on any load of the variable p was loaded from (a pointer a
// closure captures lives in a cell, loaded anew at each use).
func fieldsSet(p ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, q := range loadsOf(p) {
		out = append(out, fieldsStored(q)...)
		for _, r := range nonDebugReferrers(q) {
			call, ok := r.(ssa.CallInstruction)
			if !ok || call.Common().IsInvoke() {
				continue
			}
			args := call.Common().Args
			if callee := call.Common().StaticCallee(); callee != nil && callee.Signature.Recv() != nil && len(args) > 1 && args[0] == q {
				out = append(out, args[1:]...)
			}
		}
	}
	return out
}

// loadsOf returns, for a load of a variable, every load of it; else p.
func loadsOf(p ssa.Value) []ssa.Value {
	ld, ok := p.(*ssa.UnOp)
	if !ok || ld.Op != token.MUL {
		return []ssa.Value{p}
	}
	var out []ssa.Value
	for _, r := range nonDebugReferrers(ld.X) {
		if l, ok := r.(*ssa.UnOp); ok && l.Op == token.MUL {
			out = append(out, l)
		}
	}
	return out
}
