package model

import (
	"go/constant"
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"

	"github.com/idemlint/idemlint/internal/ssax"
)

// A processed marker is a write that records a message's work as done,
// so that a redelivery finds it: a CLAIM, a WRITE that creates what a
// dedup check of the function looked for (a row of the checked table, a
// SET or SADD of the checked key), an UPDATE of a status, sent or
// processed column of a row keyed by the message, or a program helper
// that runs its callback and then records the key. The status UPDATE is
// recognised where it is written (Op.Marks) and carried by summaries
// (Summary.Marks), so that a helper of the package or of another one
// that writes it is a marker at its call, exactly as inline.

// setsDoneColumn reports a write that sets a column that says the work is
// done (status, state, sent_at, processed, …): in SQL text, or named by a
// constant argument (gorm's Update("status", "sent")).
func setsDoneColumn(w *Op) bool {
	if w.SQL != nil {
		for _, col := range w.SetColumns() {
			if doneColumn(col) {
				return true
			}
		}
		return false
	}
	for _, a := range ssax.CallArgs(w.Instr) {
		if k, ok := Unwrap(a).(*ssa.Const); ok && k.Value != nil && k.Value.Kind() == constant.String && doneColumn(constant.StringVal(k.Value)) {
			return true
		}
		if names := mapConstants(a); len(names) > 0 && !slices.ContainsFunc(names, func(n string) bool { return !doneColumn(n) }) {
			return true // Update(columns[kind], …): every column the table names records progress
		}
	}
	return false
}

// mapConstants returns the strings a value looked up in a package's map
// may be (column := watermarkColumns[kind]): the constant values of the
// map literal that initialises the variable, when the package stores
// nothing else there; nil otherwise.
func mapConstants(v ssa.Value) []string {
	if x, ok := Unwrap(v).(*ssa.Extract); ok && x.Index == 0 {
		v = x.Tuple
	}
	look, ok := Unwrap(v).(*ssa.Lookup)
	if !ok {
		return nil
	}
	load, ok := look.X.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return nil
	}
	g, ok := load.X.(*ssa.Global)
	if !ok || g.Pkg == nil || g.Pkg.Func("init") == nil {
		return nil
	}
	var lit ssa.Value
	for _, b := range g.Pkg.Func("init").Blocks {
		for _, instr := range b.Instrs {
			if st, ok := instr.(*ssa.Store); ok && st.Addr == g {
				if lit != nil {
					return nil // stored twice: which map is looked up is unknown
				}
				lit = st.Val
			}
		}
	}
	if lit == nil {
		return nil
	}
	vals, ok := tableValues(lit, 0) // the map literal's values
	if !ok || len(vals) > maxCreates {
		return nil
	}
	var out []string
	for _, v := range vals {
		s, ok := stringOf(v)
		if !ok {
			return nil
		}
		out = append(out, s)
	}
	return out
}

// namesDoneColumn reports whether the column names an ORM update is given
// (ArgColumns: pop's UpdateColumns(&o, "status")) name a column that
// records progress.
func namesDoneColumn(cols ssa.Value) bool {
	for _, c := range variadicElems(cols) {
		if name, ok := stringOf(c); ok && doneColumn(name) {
			return true
		}
	}
	return false
}

// doneWords are the words of a column name that records progress.
var doneWords = map[string]bool{
	"status": true, "state": true, "sent": true, "processed": true, "done": true, "handled": true,
	"completed": true, "complete": true, "delivered": true, "notified": true, "published": true,
	"fulfilled": true, "finished": true,
}

func doneColumn(name string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == '_' || r == '.' }) {
		if doneWords[w] {
			return true
		}
	}
	return false
}

// marksForCaller reports a status write of fn that its callers see as a
// processed marker: it sets a done column and an argument comes from a
// parameter of fn that is neither its receiver nor a context (the id the
// caller hands it).
func marksForCaller(fn *ssa.Function, w *Op) bool {
	if w.Kind != Write || !w.Marks || w.Mode != Sets || w.Minted {
		return false
	}
	var keys []ssa.Value
	for i, p := range fn.Params {
		if i == 0 && fn.Signature.Recv() != nil || IsContext(p.Type()) {
			continue
		}
		keys = append(keys, p)
	}
	return dependsOnAny(ssax.CallArgs(w.Instr), keys)
}

// dependsOnAny reports whether one of vs depends on one of on.
func dependsOnAny(vs, on []ssa.Value) bool {
	for _, v := range vs {
		for _, o := range on {
			if DependsOn(v, o) {
				return true
			}
		}
	}
	return false
}

// Markers returns the operations of f that record its message as done:
// its claims and processed markers on keys that are not random.
func (r *Result) Markers(f *Func) []*Op {
	var out []*Op
	for _, op := range f.Ops {
		switch op.Kind {
		case Claim:
			if r.RandomKey(op) == nil {
				out = append(out, op) // a claim on a random key claims nothing
			}
		case Write:
			if r.marker(f, op) {
				out = append(out, op)
			}
		}
	}
	return out
}

// Claims returns the claims of f whose outcome is read, on keys that are
// not random, and that f does not release again (a lock held while the
// work runs, SetNX … defer Del, records nothing).
func (r *Result) Claims(f *Func) []*Op {
	var out []*Op
	for _, op := range f.Ops {
		if op.Kind == Claim && op.Consulted && r.RandomKey(op) == nil && !released(f, op) {
			out = append(out, op)
		}
	}
	return out
}

// InsertClaimed reports an operation e of f that runs only after a
// create of f whose duplicate-key error f tests found none (an INSERT,
// then 23505 or mongo.IsDuplicateKeyError treated as done): the unique
// key claimed the row, and e runs only in the delivery that created it.
// A create through a helper that swallows the duplicate itself tells f
// nothing, and a test whose duplicate side goes on to e claims nothing.
func (r *Result) InsertClaimed(f *Func, e *Op) bool {
	if r.m == nil {
		return false
	}
	flow := r.Flow(f.SSA)
	target := At(e).Instr.Block()
	for _, w := range f.Ops {
		if w.Kind != Write || w.Mode != Creates || !w.UniqueHandled || w.Value == nil || r.RandomKey(w) != nil || !r.OpDominates(w, e) {
			continue
		}
		tested, won := false, true
		for _, b := range f.SSA.Blocks {
			iff, ok := ssax.LastIf(b)
			if !ok || !dependsOn(iff.Cond, func(x ssa.Value) bool { return x == w.Value }) || !r.m.tests(iff.Cond, catalog.UniqueViolation) {
				continue
			}
			tested = true
			won = won && flow.Decided(b, target) == 1-notFoundSide(iff.Cond)
		}
		if tested && won {
			return true
		}
	}
	return false
}

// released reports a claim whose key f deletes again.
func released(f *Func, claim *Op) bool {
	for _, op := range f.Ops {
		if op.Kind == Write && op.Mode == Deletes && op.SQL == nil && claim.SQL == nil && SameKey(op.Key, claim.Key) {
			return true
		}
	}
	return false
}

// marker reports a WRITE of f that is a processed marker.
func (r *Result) marker(f *Func, w *Op) bool {
	if w.Minted || w.Key != nil && r.RandomSourceAt(w.Key, w) != nil {
		return false
	}
	if w.AfterRun {
		return true // a helper that runs its callback, then records the key
	}
	if w.Mode == Creates || w.Mode == Upserts {
		for _, chk := range f.Ops {
			if chk.Kind == Check && !chk.Keyless && SameStore(chk, w) && decides(f, chk) {
				return true
			}
		}
	}
	return w.Mode == Sets && w.Marks && keyedByMessage(f, w)
}

// decides reports whether a branch of f tests the check's result.
func decides(f *Func, chk *Op) bool {
	if chk.Declared {
		return true
	}
	return branchesOn(f.SSA, chk.Value, false)
}

// branchesOn reports whether a branch of fn tests v, or with results
// only a branch that is not an error's nil test.
func branchesOn(fn *ssa.Function, v ssa.Value, results bool) bool {
	if v == nil {
		return false
	}
	for _, b := range fn.Blocks {
		if iff, ok := ssax.LastIf(b); ok && DependsOn(iff.Cond, v) && !(results && ssax.IsErrNilTest(iff.Cond)) {
			return true
		}
	}
	return false
}

// keyedByMessage reports a write whose arguments come from the message: a
// parameter of f (the delivery, its payload), a variable a closure
// captures from its handler (a transaction callback's id), or a received
// one.
func keyedByMessage(f *Func, w *Op) bool {
	var msgs []ssa.Value
	for _, p := range f.SSA.Params {
		if !IsContext(p.Type()) {
			msgs = append(msgs, p)
		}
	}
	for _, v := range f.SSA.FreeVars {
		if !IsContext(v.Type()) {
			msgs = append(msgs, v)
		}
	}
	for _, op := range f.Ops {
		if op.Kind == Receive && op.Value != nil {
			msgs = append(msgs, op.Value)
		}
	}
	return dependsOnAny(ssax.CallArgs(w.Instr), msgs)
}
