package model

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/ssax"
)

// unwrap looks through conversions that do not change a value's identity.
func unwrap(v ssa.Value) ssa.Value {
	for range maxTrace {
		switch x := v.(type) {
		case *ssa.ChangeType:
			v = x.X
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.ChangeInterface:
			v = x.X
		case *ssa.Convert:
			v = x.X
		default:
			return v
		}
	}
	return v
}

func deref(t types.Type) types.Type {
	if p, ok := types.Unalias(t).Underlying().(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// resultRead reports whether the caller reads what a call returned: a
// use of its value, or, of several results, a use of one that is no
// error, or an error told apart from others (errors.Is or As, a
// comparison with a value that is not nil, a type switch). Testing the
// error against nil only says whether the call failed: a claim whose rows
// are dropped (_, err := q.Reset(ctx)) is not consulted.
func resultRead(v ssa.Value) bool {
	if v == nil {
		return false
	}
	t, ok := v.Type().(*types.Tuple)
	if !ok {
		return len(nonDebugReferrers(v)) > 0
	}
	for _, r := range nonDebugReferrers(v) {
		ex, ok := r.(*ssa.Extract)
		if !ok {
			return true
		}
		if !IsError(t.At(ex.Index).Type()) {
			if len(nonDebugReferrers(ex)) > 0 {
				return true
			}
			continue
		}
		if slices.ContainsFunc(nonDebugReferrers(ex), tellsErrorApart) {
			return true
		}
	}
	return false
}

// tellsErrorApart reports a use of an error that tells which error it is.
func tellsErrorApart(in ssa.Instruction) bool {
	switch x := in.(type) {
	case *ssa.BinOp:
		return !ssax.IsNil(x.X) && !ssax.IsNil(x.Y)
	case *ssa.TypeAssert:
		return true
	case *ssa.Call:
		f, _ := calleeOf(&x.Call)
		return errorsFunc(f, "Is") || errorsFunc(f, "As")
	}
	return false
}

func nonDebugReferrers(v ssa.Value) []ssa.Instruction {
	refs := v.Referrers()
	if refs == nil {
		return nil
	}
	if !slices.ContainsFunc(*refs, func(r ssa.Instruction) bool { _, ok := r.(*ssa.DebugRef); return ok }) {
		return (*refs)[:len(*refs):len(*refs)] // the model's builds have none: no copy (capped, so an append copies)
	}
	out := make([]ssa.Instruction, 0, len(*refs))
	for _, r := range *refs {
		if _, ok := r.(*ssa.DebugRef); !ok {
			out = append(out, r)
		}
	}
	return out
}

// boolOf returns the constant boolean v is: a constant, or a field of a
// local options literal set to one (opts := consumeOptions{AutoAck: true};
// ch.Consume(q, "", opts.AutoAck, …)).
func boolOf(v ssa.Value) (bool, bool) {
	v = unwrap(v)
	if c, ok := fieldOfLiteral(v); ok {
		return c.Kind() == constant.Bool && constant.BoolVal(c), c.Kind() == constant.Bool
	}
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.Bool {
		return false, false
	}
	return constant.BoolVal(c.Value), true
}

// atLeastOnce reports whether v is a constant MQTT quality of service
// above 0 (1 or 2: the broker redelivers what is not acknowledged), also
// as a field of a local options literal.
func atLeastOnce(v ssa.Value) bool {
	v = unwrap(v)
	c, ok := fieldOfLiteral(v)
	if k, isConst := v.(*ssa.Const); isConst && k.Value != nil {
		c, ok = k.Value, true
	}
	if !ok || c.Kind() != constant.Int {
		return false
	}
	n, exact := constant.Int64Val(c)
	return exact && n > 0
}

// fieldOfLiteral returns the constant a field load reads from a local
// struct whose field was set to it.
func fieldOfLiteral(v ssa.Value) (constant.Value, bool) {
	var base ssa.Value
	var field int
	switch x := v.(type) {
	case *ssa.UnOp: // opts.AutoAck with opts addressable: *(&opts.AutoAck)
		fa, ok := x.X.(*ssa.FieldAddr)
		if !ok || x.Op != token.MUL {
			return nil, false
		}
		base, field = fa.X, fa.Field
	case *ssa.Field: // a field of a struct value: (*opts).AutoAck
		ld, ok := x.X.(*ssa.UnOp)
		if !ok || ld.Op != token.MUL {
			return nil, false
		}
		base, field = ld.X, x.Field
	default:
		return nil, false
	}
	return fieldConst(base, fieldName(base.Type(), field))
}

// unwrapLoad returns the global a value loads, or the value.
func unwrapLoad(v ssa.Value) ssa.Value {
	if g := globalOf(v); g != nil {
		return g
	}
	return v
}

// dependsOn reports whether v is computed from a value satisfying pred:
// through operands, and through memory for locals written by stores or by
// calls that take their address (row.Scan(&n)). Bounded by maxWalk.
func dependsOn(v ssa.Value, pred func(ssa.Value) bool) bool {
	return dependsVia(v, pred, nil)
}

// dependsVia is dependsOn that does not look past the values barrier
// accepts (they may still satisfy pred themselves).
func dependsVia(v ssa.Value, pred, barrier func(ssa.Value) bool) bool {
	return walk(v, false, pred, barrier)
}

// walk is the one walker of values: it visits the values v is computed
// from, v first, depth-first, within maxWalk values, until visit returns
// true (and then reports true). With identity it follows only what keeps
// v's key identity (identityStep: the key flow); otherwise every
// dependence, through operands and through memory (dependenceStep). It
// does not look past the values barrier accepts.
func walk(v ssa.Value, identity bool, visit, barrier func(ssa.Value) bool) bool {
	return walkMore(v, identity, visit, barrier, nil)
}

// walkMore is walk that also follows, from a value more knows, the values
// more gives (the arguments a program helper's result keeps, Derives).
func walkMore(v ssa.Value, identity bool, visit, barrier func(ssa.Value) bool, more map[ssa.Value][]ssa.Value) bool {
	seen := getSeen()
	defer putSeen(seen)
	work := []ssa.Value{v}
	var ops []*ssa.Value
	for len(work) > 0 && len(seen) < maxWalk {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x == nil || seen[x] {
			continue
		}
		seen[x] = true
		if visit(x) {
			return true
		}
		if barrier != nil && barrier(x) {
			continue
		}
		work = append(work, more[x]...)
		step := dependenceStep
		if identity {
			step = identityStep
		}
		next, operands := step(x)
		work = append(work, next...)
		if al := fieldOfLocal(x); al != nil && !identity && !seen[al] && visit(al) {
			return true // the local itself is what is looked for; its other fields' writers are not followed
		}
		instr, ok := x.(ssa.Instruction)
		if !operands || !ok {
			continue
		}
		ops = instr.Operands(ops[:0])
		for _, o := range ops {
			if o != nil && *o != nil && !(identity && IsContext((*o).Type())) {
				work = append(work, *o)
			}
		}
	}
	return false
}

// dependenceStep is the dependence walk's step from x (walk): the values
// written to the memory x reads, besides its operands.
func dependenceStep(x ssa.Value) (next []ssa.Value, operands bool) {
	switch x := x.(type) {
	case *ssa.UnOp:
		if x.Op == token.MUL {
			return memoryWriters(x.X), true
		}
	case *ssa.FieldAddr:
		if al := fieldOfLocal(x); al != nil {
			return fieldWriters(al, x.Field), false
		}
		// A field of a pointer the function was given (f.ID after
		// row.Scan(&f.ID)): what writes it through any address of the
		// same field of the same pointer.
		out := memoryWriters(x)
		for _, r := range nonDebugReferrers(x.X) {
			if fa, ok := r.(*ssa.FieldAddr); ok && fa != x && fa.Field == x.Field {
				out = append(out, memoryWriters(fa)...)
			}
		}
		return out, true
	case *ssa.Alloc, *ssa.IndexAddr, *ssa.MakeSlice:
		return memoryWriters(x), true
	case *ssa.Slice:
		return variadicElems(x), true // fmt.Errorf("…: %w", err)
	}
	return nil, true
}

// memoryWriters returns what writes to addr: stored values and the calls
// that receive the address, directly or packed into the arguments of a
// variadic call (row.Scan(&n) passes &n inside a []any).
func memoryWriters(addr ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, r := range nonDebugReferrers(addr) {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr == addr {
				out = append(out, r.Val)
			}
		case *ssa.FieldAddr:
			out = append(out, fieldAddrWriters(r)...)
		case ssa.Value:
			out = append(out, addressWriters(r)...)
		}
	}
	return out
}

// fieldOfLocal returns the local variable x is the address of a field
// of, or nil.
func fieldOfLocal(x ssa.Value) *ssa.Alloc {
	if fa, ok := x.(*ssa.FieldAddr); ok {
		al, _ := fa.X.(*ssa.Alloc)
		return al
	}
	return nil
}

// fieldWriters returns what writes field i of the local al: what writes
// the field at any of its addresses, and what writes al as a whole (a
// store of the struct, a call given &al). The other fields' writers are
// not: u.Status does not depend on the id stored in u.ID.
func fieldWriters(al *ssa.Alloc, i int) []ssa.Value {
	var out []ssa.Value
	for _, r := range nonDebugReferrers(al) {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr == al {
				out = append(out, r.Val)
			}
		case *ssa.FieldAddr:
			if r.Field == i {
				out = append(out, memoryWriters(r)...)
			}
		case ssa.Value:
			out = append(out, addressWriters(r)...)
		}
	}
	return out
}

// fieldAddrWriters returns what writes through fa, the address of a
// field: &Session{ID: id} stores to it, row.Scan(&i.ID, &i.Status) fills
// it.
func fieldAddrWriters(fa *ssa.FieldAddr) []ssa.Value {
	out := storedTo(fa)
	for _, rr := range nonDebugReferrers(fa) {
		if mi, ok := rr.(*ssa.MakeInterface); ok {
			out = append(out, variadicCalls(mi)...)
		}
	}
	return out
}

// addressWriters returns the calls that may write through r, a value
// that uses an address: a call given it, a variadic call given it inside
// an interface, a call given a slice of it (rand.Read(b[:]) fills the
// array) or a closure capturing it (which may write it where it is run).
func addressWriters(r ssa.Value) []ssa.Value {
	switch r := r.(type) {
	case *ssa.Call:
		return []ssa.Value{r}
	case *ssa.MakeInterface:
		return append(variadicCalls(r), callsOf(r)...)
	case *ssa.Slice, *ssa.MakeClosure:
		return callsOf(r)
	}
	return nil
}

// storedTo returns the values stored to addr.
func storedTo(addr ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, r := range nonDebugReferrers(addr) {
		if st, ok := r.(*ssa.Store); ok && st.Addr == addr {
			out = append(out, st.Val)
		}
	}
	return out
}

// callsOf returns the calls that take v as an argument.
func callsOf(v ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, c := range nonDebugReferrers(v) {
		if call, ok := c.(*ssa.Call); ok {
			out = append(out, call)
		}
	}
	return out
}

// variadicCalls returns the calls that receive v as one element of their
// variadic arguments.
func variadicCalls(v ssa.Value) []ssa.Value {
	var out []ssa.Value
	for _, r := range nonDebugReferrers(v) {
		st, ok := r.(*ssa.Store)
		if !ok || st.Val != v {
			continue
		}
		ia, ok := st.Addr.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		for _, rr := range nonDebugReferrers(ia.X) {
			sl, ok := rr.(*ssa.Slice)
			if !ok {
				continue
			}
			for _, c := range nonDebugReferrers(sl) {
				if call, ok := c.(*ssa.Call); ok {
					out = append(out, call)
				}
			}
		}
	}
	return out
}
