package model

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ssax"
)

// capturedResult reports whether a closure stores a value computed from v
// in a variable of its enclosing function (var exists bool; withTx(ctx,
// func(tx) error { return tx.QueryRow(…).Scan(&exists) })).
func capturedResult(fn *ssa.Function, v ssa.Value) bool {
	if v == nil || fn.Parent() == nil {
		return false
	}
	for _, fv := range fn.FreeVars {
		for _, w := range memoryWriters(fv) {
			if dependsOn(w, func(x ssa.Value) bool { return x == v }) {
				return true
			}
		}
	}
	return false
}

// outcomeReturned reports whether a result of fn other than an error
// depends on v: a claim's outcome handed to the caller.
func outcomeReturned(fn *ssa.Function, v ssa.Value) bool {
	return v != nil && slices.ContainsFunc(returned(fn), func(r ssa.Value) bool {
		return !IsError(r.Type()) && dependsOn(r, func(x ssa.Value) bool { return x == v })
	})
}

// returned lists the values fn's return statements return, n per
// statement for n results, in order.
func returned(fn *ssa.Function) []ssa.Value {
	var out []ssa.Value
	for _, b := range fn.Blocks {
		if ret := returnOf(b); ret != nil {
			out = append(out, results(ret)...)
		}
	}
	return out
}

// returnOf returns the return instruction that ends b, if any.
func returnOf(b *ssa.BasicBlock) *ssa.Return {
	if len(b.Instrs) == 0 {
		return nil
	}
	ret, _ := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
	return ret
}

// results lists the values ret returns. In a function that defers a call,
// the SSA builder does not lift the result variables: each return
// statement stores its operands into them and returns what it loads back
// (`*t0 = ErrNotFound; rundefers; return *t0`). The value a result's load
// reads is then the last store to its variable in the return's block —
// unless the variable's address is taken (b := T{}; db.First(&b);
// return b): a call given it writes the value the load reads, and the load
// stays, which the dependence walk follows to every writer.
func results(ret *ssa.Return) []ssa.Value {
	out := slices.Clone(ret.Results)
	for i, r := range out {
		load, ok := r.(*ssa.UnOp)
		if !ok || load.Op != token.MUL {
			continue
		}
		slot, ok := load.X.(*ssa.Alloc)
		if !ok || addressTaken(slot) {
			continue
		}
		instrs := ret.Block().Instrs
		for j := len(instrs) - 1; j >= 0; j-- {
			if st, ok := instrs[j].(*ssa.Store); ok && st.Addr == slot {
				out[i] = st.Val
				break
			}
		}
	}
	return out
}

// addressTaken reports whether the variable slot is used other than by
// stores to it and loads of it: its address handed on.
func addressTaken(slot *ssa.Alloc) bool {
	for _, r := range nonDebugReferrers(slot) {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr != slot {
				return true
			}
		case *ssa.UnOp:
			if r.Op != token.MUL {
				return true
			}
		default:
			return true
		}
	}
	return false
}

// acksParam reports whether an ack in fn acknowledges a message fn was
// given: a wrapper such as ack(d amqp.Delivery). A function that acks
// messages it received itself (a subscriber's internal loop) is not an ACK
// for its callers.
func acksParam(fn *ssa.Function, op *Op) bool {
	call, ok := op.Instr.(ssa.CallInstruction)
	if !ok {
		return false
	}
	c := call.Common()
	if c.IsInvoke() && fromParam(fn, c.Value) {
		return true
	}
	for _, a := range c.Args {
		if fromParam(fn, a) {
			return true
		}
	}
	return false
}

// fromParam reports whether v derives from a parameter of fn, the receiver
// included (func (d *delivery) Ack() error { return d.d.Ack(false) }).
func fromParam(fn *ssa.Function, v ssa.Value) bool {
	return v != nil && dependsOn(v, func(x ssa.Value) bool {
		p, ok := x.(*ssa.Parameter)
		return ok && slices.Contains(fn.Params, p)
	})
}

// keyedInside reports an effect of fn handed a stable key that fn makes
// itself; a key fn takes as a key parameter is its callers' to judge (the
// KEY SINK at their call).
func keyedInside(fn *ssa.Function, ops []*Op, op *Op) bool {
	if !stablyKeyed(ops, op) {
		return false
	}
	s := keyOf(ops, op)
	if op.Keyed || s == nil || s.Key == nil {
		return true
	}
	p, _ := keyParamField(fn, s)
	return p == 0
}

// claimedInside reports an EFFECT of a function that runs only after a
// CLAIM of the function whose outcome it reads, on a key not minted on
// the spot — or inside a wrapper that claims first itself.
func claimedInside(ops []*Op, e *Op) bool {
	return e.ClaimsFirst || slices.ContainsFunc(ops, func(c *Op) bool {
		return c.Kind == Claim && c.Consulted && !c.Minted && c.Instr != e.Instr && ssax.Dominates(c.Instr, e.Instr)
	})
}

// keyParamOf is paramOf for a key: only a parameter that can be a key
// itself (a string, bytes, a number, a UUID), not a struct or pointer whose
// other fields a caller fills with anything.
func keyParamOf(fn *ssa.Function, v ssa.Value) int {
	p := paramOf(fn, v)
	if p == 0 {
		return 0
	}
	i := paramSlot(fn, p)
	if i >= len(fn.Params) || !KeyLike(fn.Params[i].Type()) {
		return 0
	}
	return p
}

// keyParamField returns the 1-based parameter the key of op derives from,
// and the 1-based field when that parameter is a struct, or a pointer to
// one, and the key is one of its fields (Start(ctx, c, StartOptions{…})
// copying o.WorkflowID into the SDK's options): a caller's other fields do
// not reach the key. op may be a closure's of fn (Summary of a function
// whose closure sets the key: closureKey): its key then derives from fn's
// parameter through the closure's free variables (exec.ID of a captured
// *Execution).
func keyParamField(fn *ssa.Function, op *Op) (param, field int) {
	if op.KeyField > 0 {
		if p := directParam(fn, op.Key, 0); p > 0 {
			return p, op.KeyField // the options handed on whole
		}
	}
	for _, v := range keyValues(op) {
		if p := keyParamOf(fn, v); p > 0 {
			return p, 0
		}
		dependsOn(v, func(x ssa.Value) bool {
			if fv, ok := x.(*ssa.FreeVar); ok {
				if b := freeVarBinding(fv); b != nil && b.Parent() == fn {
					param = keyParamOf(fn, b) // a key captured whole
				}
				return param > 0
			}
			base, f := fieldOf(x)
			if base == nil {
				return false
			}
			if p := structParam(fn, base); p > 0 {
				param, field = p, f+1
			}
			return param > 0
		})
		if param > 0 {
			return param, field
		}
	}
	return 0, 0
}

// structParam returns the 1-based struct (or pointer to struct) parameter
// of fn that base is: directly, loaded, spilled to a local, or captured by
// a closure of fn (through the variable that holds it); else 0.
func structParam(fn *ssa.Function, base ssa.Value) int {
	if ld, ok := base.(*ssa.UnOp); ok && ld.Op == token.MUL {
		if fv, ok := ld.X.(*ssa.FreeVar); ok {
			base = fv // the struct a captured pointer variable holds
		}
	}
	p := 0
	if fv, ok := base.(*ssa.FreeVar); ok {
		p = boundParam(fn, fv, 0)
	} else {
		p = directParam(fn, base, 0)
	}
	if p == 0 || !isStruct(fn.Params[paramSlot(fn, p)].Type()) {
		return 0
	}
	return p
}

// fieldOf returns the struct and the field a selection selects, or nil.
func fieldOf(v ssa.Value) (ssa.Value, int) {
	switch x := v.(type) {
	case *ssa.Field:
		return x.X, x.Field
	case *ssa.FieldAddr:
		return x.X, x.Field
	}
	return nil, 0
}

// directParam returns the 1-based parameter v is, loaded from its pointer
// or from the local it was copied to, or 0.
func directParam(fn *ssa.Function, v ssa.Value, depth int) int {
	if depth > 3 {
		return 0
	}
	switch x := v.(type) {
	case *ssa.Parameter:
		return paramNumber(fn, x)
	case *ssa.UnOp:
		if x.Op == token.MUL {
			return directParam(fn, x.X, depth+1)
		}
	case *ssa.Alloc:
		for _, w := range storedTo(x) { // the local as a whole: a field stored to it is not the parameter
			if p := directParam(fn, w, depth+1); p > 0 {
				return p
			}
		}
	}
	return 0
}

// paramSlot is the index in fn.Params of the 1-based parameter p.
func paramSlot(fn *ssa.Function, p int) int {
	if fn.Signature.Recv() != nil {
		return p
	}
	return p - 1
}

// isStruct reports a struct or a pointer to one.
func isStruct(t types.Type) bool {
	_, ok := deref(t).Underlying().(*types.Struct)
	return ok
}

// KeyLike reports a type a key can have: a string, bytes, a number, an
// array (a UUID), or a pointer to one of them (stripe.String's *string).
func KeyLike(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&(types.IsString|types.IsInteger) != 0
	case *types.Slice:
		b, ok := u.Elem().Underlying().(*types.Basic)
		return ok && (b.Kind() == types.Byte || b.Kind() == types.String)
	case *types.Array:
		b, ok := u.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return false
}

// paramOf returns the 1-based parameter v derives from, or 0.
func paramOf(fn *ssa.Function, v ssa.Value) int {
	if v == nil {
		return 0
	}
	found := 0
	dependsOn(v, func(x ssa.Value) bool {
		if p, ok := x.(*ssa.Parameter); ok {
			found = paramNumber(fn, p)
		}
		return found > 0
	})
	return found
}

// paramNumber returns the 1-based number of the parameter p of fn, not
// counting a receiver (0 for the receiver or another function's).
func paramNumber(fn *ssa.Function, p *ssa.Parameter) int {
	for i, q := range fn.Params {
		if q == p {
			if fn.Signature.Recv() != nil {
				return i
			}
			return i + 1
		}
	}
	return 0
}

// returnsDependOn reports whether a result of fn depends on v.
func returnsDependOn(fn *ssa.Function, v ssa.Value) bool {
	return v != nil && slices.ContainsFunc(returned(fn), func(r ssa.Value) bool {
		return dependsOn(r, func(x ssa.Value) bool { return x == v })
	})
}

// boundParam returns the 1-based parameter of fn that v is: directly, or
// through the closures of fn that captured it (a TxFunc callback's free
// variable, bound to fn's parameter), up to maxCaptures deep; else 0.
func boundParam(fn *ssa.Function, v ssa.Value, depth int) int {
	switch x := v.(type) {
	case *ssa.Parameter:
		return paramNumber(fn, x)
	case *ssa.FreeVar:
		if depth >= maxCaptures {
			return 0
		}
		switch b := freeVarBinding(x); {
		case b == nil:
		case b.Parent() == fn:
			return directParam(fn, b, 0) // the parameter, or the cell it was spilled to
		default:
			return boundParam(fn, b, depth+1)
		}
	}
	return 0
}

// Delivers reports whether call, made by fn (the handler h or a closure of
// it), hands h's delivery on: an argument other than the callee's receiver
// is a parameter of h that holds a message — neither a context, nor an
// HTTP response writer, nor a string, a number or bytes taken from one —
// as h received it, directly or
// through the closures of h that captured it. A function of the package
// called so is the handler's body: s.handleMessage(msg) in a consume
// callback. A handler that receives its messages itself (a receive loop)
// or runs on a schedule (a ticker's loop, a cron function) delivers
// nothing through its parameters: they are its dependencies.
func (r *Result) Delivers(h *Func, fn *ssa.Function, call ssa.CallInstruction) bool {
	if r.m == nil || h.Periodic || slices.ContainsFunc(h.Ops, func(op *Op) bool { return op.Kind == Receive }) {
		return false
	}
	args := call.Common().Args
	if callee := call.Common().StaticCallee(); callee != nil && callee.Signature.Recv() != nil && len(args) > 0 {
		args = args[1:]
	}
	for _, a := range args {
		if IsContext(a.Type()) || IsResponseWriter(a.Type()) || plain(a.Type()) {
			continue
		}
		if owner, p := r.m.paramBehind(fn, a); owner == h.SSA && p > 0 {
			return true
		}
	}
	return false
}

// plain reports a type that holds a value, not a message: a basic type or
// a slice of one ([]byte).
func plain(t types.Type) bool {
	if s, ok := t.Underlying().(*types.Slice); ok {
		t = s.Elem()
	}
	_, ok := t.Underlying().(*types.Basic)
	return ok
}
