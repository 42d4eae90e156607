package model

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/ssax"
)

// The key flow (a key is stable when no RANDOM SOURCE reaches it) is one
// implementation for every analyzer that asks
// whether a key changes on every attempt.

// RandomSource returns the RANDOM SOURCE operation of v's function that v
// is computed from, or nil: through assignments and phis, concatenation,
// conversions, struct fields and locals, and the formatting, encoding and
// hashing functions that keep a value's identity (fmt.Sprintf, strconv,
// strings, hex, base64, sha256, uuid.Must, a time's or a UUID's methods).
// Any other call stops the search: its result is its own, as a program
// function's is unless its summary says it returns a random value (which
// makes the call a RANDOM operation itself).
func (r *Result) RandomSource(v ssa.Value) *Op { return r.RandomSourceAt(v, nil) }

// RandomSourceAt is RandomSource for the key a sink takes: a random
// source at the sink's own call (a wrapper that takes the key and mints
// something else) is not where the key came from.
func (r *Result) RandomSourceAt(v ssa.Value, sink *Op) *Op {
	if v == nil || r.m == nil {
		return nil
	}
	f := r.byFn[v.Parent()]
	if f == nil {
		return nil
	}
	return randomOrigin(f.Ops, v, randomOrigins(f.Ops, sink))
}

// randomOrigins indexes the RANDOM SOURCE operations among ops by their
// value, but for one at the sink's own call.
func randomOrigins(ops []*Op, sink *Op) map[ssa.Value]*Op {
	origin := map[ssa.Value]*Op{}
	for _, op := range ops {
		if op.Kind == Random && op.Value != nil && (sink == nil || op.Instr != sink.Instr) {
			origin[op.Value] = op
		}
	}
	return origin
}

// keyValues returns the values that are the key op takes: op.Key, or, when
// op takes the program's options struct (op.KeyField), what is stored to
// that one field of it.
func keyValues(op *Op) []ssa.Value {
	if op.KeyField == 0 {
		return []ssa.Value{op.Key}
	}
	base := op.Key
	if ld, ok := base.(*ssa.UnOp); ok && ld.Op == token.MUL {
		base = ld.X // a struct passed by value: the local it was built in
	} else if _, ok := base.Type().Underlying().(*types.Pointer); !ok {
		return nil
	}
	return fieldStoresOf(base, op.KeyField-1)
}

// RandomKey returns the RANDOM SOURCE of the key a KEY SINK or CLAIM
// takes, or nil: only a key that can be one (a string, bytes, a number, a
// UUID) and, for an SQL claim, one named by its conflict target (ON
// CONFLICT DO NOTHING on any unique index does not say which column is the
// key). A claim on a random key claims nothing: no redelivery
// tries the same key.
func (r *Result) RandomKey(op *Op) *Op {
	if op.Key == nil || op.KeyField == 0 && !KeyLike(op.Key.Type()) || r.m == nil {
		return nil
	}
	if op.Kind == Claim && op.SQL != nil && !op.HasConflictTarget() {
		return nil
	}
	f := r.byFn[op.Key.Parent()]
	if f == nil {
		return nil
	}
	origin := randomOrigins(f.Ops, op)
	for _, v := range keyValues(op) {
		if src := randomOrigin(f.Ops, v, origin); src != nil {
			return src
		}
	}
	return nil
}

// Carries reports that the key the KEY SINK s stores into a field (the
// program's Req.IdempotencyKey, a key by its name) is a key the KEY SINK op
// of the same function takes too: the struct, or the field read back, is
// handed to a function that sends it (do(ctx, Req{IdempotencyKey: k})).
// One key, one finding: randomkey reports it at op.
func (r *Result) Carries(op, s *Op) bool {
	st, ok := s.Instr.(*ssa.Store)
	if !ok || op == s || op.Key == nil || r.m == nil {
		return false
	}
	f := r.byFn[st.Parent()]
	if f == nil || op.Key.Parent() != st.Parent() {
		return false
	}
	for _, v := range keyValues(op) {
		found := false
		keyFlowOf(f.Ops, v, func(x ssa.Value) bool {
			found = x == st.Val
			return found
		})
		if found {
			return true
		}
	}
	return false
}

// seenSets recycles the visited sets of the value walks (dependsVia,
// keyFlow), which run thousands of times per package: growing a fresh map
// each time was a tenth of the model's time on large packages.
var seenSets = sync.Pool{New: func() any { return map[ssa.Value]bool{} }}

func getSeen() map[ssa.Value]bool { return seenSets.Get().(map[ssa.Value]bool) }

func putSeen(m map[ssa.Value]bool) {
	clear(m)
	seenSets.Put(m)
}

// randomOrigin follows v back to one of the origins through the values
// that keep a key's identity (see RandomSource). A field is followed to the
// stores of that field only, so a struct with a random ID and a stable key
// keeps its key stable.
func randomOrigin(ops []*Op, v ssa.Value, origin map[ssa.Value]*Op) *Op {
	if len(origin) == 0 {
		return nil
	}
	var found *Op
	keyFlowOf(ops, v, func(x ssa.Value) bool {
		found = origin[x]
		return found != nil
	})
	return found
}

// keyFlow visits the values v's key identity comes from, v first, in
// depth-first order, within the walk's budget, until visit returns true.
func keyFlow(v ssa.Value, visit func(ssa.Value) bool) { walk(v, true, visit, nil) }

// keyFlowOf is keyFlow in a function whose operations ops are: through the
// calls of program helpers whose results keep an argument's identity
// (Derive operations), to that argument.
func keyFlowOf(ops []*Op, v ssa.Value, visit func(ssa.Value) bool) {
	walkMore(v, true, visit, nil, derives(ops))
}

// derives maps the value of each call of a program helper whose result
// keeps an argument's identity (a key helper hashing what it is given) to
// those arguments.
func derives(ops []*Op) map[ssa.Value][]ssa.Value {
	var out map[ssa.Value][]ssa.Value
	for _, op := range ops {
		if op.Kind == Derive && op.Value != nil && op.Key != nil {
			if out == nil {
				out = map[ssa.Value][]ssa.Value{}
			}
			if op.Reads == nil {
				out[op.Value] = append(out[op.Value], op.Key)
				continue
			}
			for _, k := range op.Reads { // the entries the helper reads, not the map whole
				out[op.Value] = append(out[op.Value], mapEntries(op.Key, ssa.NewConst(constant.MakeString(k), types.Typ[types.String]), false)...)
			}
		}
	}
	return out
}

// identityStep is the key flow's step from x (walk): the values x's
// identity comes from, and whether its operands are among them too. A call
// keeps its arguments' identity only through passThrough; a field is
// followed to the stores of that field alone; a map lookup to the entries
// put at its key.
func identityStep(x ssa.Value) (next []ssa.Value, operands bool) {
	switch x := x.(type) {
	case *ssa.Call:
		if !passThrough(&x.Call) {
			return nil, false
		}
		return writtenInto(x), true
	case *ssa.UnOp:
		if x.Op == token.MUL {
			if fa, ok := x.X.(*ssa.FieldAddr); ok {
				return fieldStores(fa), false
			}
			return memoryWriters(x.X), true
		}
	case *ssa.FieldAddr:
		return fieldStores(x), false
	case *ssa.Field:
		if ld, ok := x.X.(*ssa.UnOp); ok && ld.Op == token.MUL {
			return fieldStoresOf(ld.X, x.Field), false
		}
	case *ssa.Alloc, *ssa.IndexAddr, *ssa.MakeSlice:
		return memoryWriters(x), true
	case *ssa.Slice:
		return variadicElems(x), true // fmt.Sprintf's arguments
	case *ssa.Lookup:
		if _, ok := x.X.Type().Underlying().(*types.Map); ok {
			return mapEntries(x.X, x.Index, false), false
		}
	case *ssa.Extract:
		if next, ok := x.Tuple.(*ssa.Next); ok && !next.IsString {
			if rng, ok := next.Iter.(*ssa.Range); ok {
				return mapEntries(rng.X, nil, x.Index == 1), false // for k, v := range m
			}
			return nil, false
		}
	case *ssa.MakeMap:
		// A map handed on whole (to a key helper that hashes it): what
		// was put in it, keys and values.
		return append(mapEntries(x, nil, false), mapEntries(x, nil, true)...), true
	case *ssa.Parameter, *ssa.FreeVar, *ssa.Global, *ssa.Const, *ssa.Function:
		return nil, false
	}
	return nil, true
}

// mapEntries returns the values (or, with keys, the keys) the function
// puts in the map m: at the key key when it is a constant (m["charge"]
// holds what was put at "charge", or at a key not known), at any key
// otherwise. A map the function was given is its parameter itself: a
// helper that reads m["at"] or ranges over m keeps m's identity (which of
// its entries, Summary.KeepsAt says).
func mapEntries(m, key ssa.Value, keys bool) []ssa.Value {
	if p, ok := m.(*ssa.Parameter); ok {
		return []ssa.Value{p} // a key helper's map parameter: what its caller put in it (Summary.Keeps)
	}
	k, _ := key.(*ssa.Const)
	var out []ssa.Value
	for _, mk := range mapsOf(m, 0) {
		for _, r := range nonDebugReferrers(mk) {
			u, ok := r.(*ssa.MapUpdate)
			if !ok || u.Map != mk {
				continue
			}
			if uk, ok := u.Key.(*ssa.Const); ok && k != nil && uk.Value != nil && k.Value != nil && !constant.Compare(uk.Value, token.EQL, k.Value) {
				continue
			}
			if keys {
				out = append(out, u.Key)
			} else {
				out = append(out, u.Value)
			}
		}
	}
	return out
}

// mapsOf returns the maps the function makes that m may be: m itself,
// the edges of a phi, what a local or a field holding the map was given.
func mapsOf(m ssa.Value, depth int) []ssa.Value {
	if depth > 4 {
		return nil
	}
	switch x := m.(type) {
	case *ssa.MakeMap:
		return []ssa.Value{x}
	case *ssa.Phi:
		var out []ssa.Value
		for _, e := range x.Edges {
			out = append(out, mapsOf(e, depth+1)...)
		}
		return out
	case *ssa.UnOp:
		if x.Op != token.MUL {
			return nil
		}
		var out []ssa.Value
		for _, w := range loadedFrom(x) {
			out = append(out, mapsOf(w, depth+1)...)
		}
		return out
	}
	return nil
}

// loadedFrom returns what the function stores where the load ld reads: the
// stores to that field of the same base, or to the local.
func loadedFrom(ld *ssa.UnOp) []ssa.Value {
	if fa, ok := ld.X.(*ssa.FieldAddr); ok {
		return fieldStores(fa)
	}
	return memoryWriters(ld.X)
}

// fieldStores returns the values stored to the field fa selects, through
// any selection of that field of the same base.
func fieldStores(fa *ssa.FieldAddr) []ssa.Value { return fieldStoresOf(fa.X, fa.Field) }

func fieldStoresOf(base ssa.Value, field int) []ssa.Value {
	return fieldStoresDepth(base, field, 0)
}

func fieldStoresDepth(base ssa.Value, field, depth int) []ssa.Value {
	if depth > 4 {
		return nil
	}
	var out []ssa.Value
	for _, r := range nonDebugReferrers(base) {
		switch r := r.(type) {
		case *ssa.FieldAddr:
			if r.Field == field {
				out = append(out, storedTo(r)...)
			}
		case *ssa.Store:
			// The whole struct stored (o := Options{…} copies a literal):
			// the field of what was copied.
			if r.Addr != base {
				continue
			}
			if ld, ok := r.Val.(*ssa.UnOp); ok && ld.Op == token.MUL {
				out = append(out, fieldStoresDepth(ld.X, field, depth+1)...)
			} else {
				out = append(out, r.Val)
			}
		}
	}
	if len(out) == 0 {
		if ld, ok := base.(*ssa.UnOp); ok && ld.Op == token.MUL {
			return fieldStoresDepth(ld.X, field, depth+1) // a field of a struct loaded from a local
		}
	}
	return out
}

// writtenInto returns what the program writes into w, the result of a call
// that keeps identity when it is a writer (h := sha256.New(), then
// fmt.Fprintf(h, "%s=%v", k, v) or h.Write(b) before h.Sum(nil)): the
// identity-keeping calls given w as their io.Writer (their operands are
// what they write), and the arguments of the io package's writes into it
// (io.Writer's Write, io.WriteString). Other calls given w do not write
// into it: r.Replace(uuid.NewString()) elsewhere does not make a
// strings.Replacer r random.
func writtenInto(w *ssa.Call) []ssa.Value {
	switch w.Type().Underlying().(type) {
	case *types.Interface, *types.Pointer:
	default:
		return nil
	}
	var out []ssa.Value
	uses := []ssa.Value{w}
	for _, r := range nonDebugReferrers(w) {
		switch r := r.(type) {
		case *ssa.ChangeInterface:
			uses = append(uses, r)
		case *ssa.MakeInterface:
			uses = append(uses, r)
		}
	}
	for _, u := range uses {
		for _, r := range nonDebugReferrers(u) {
			c, ok := r.(*ssa.Call)
			if !ok || c == w {
				continue
			}
			callee, _ := calleeOf(&c.Call)
			if callee == nil || callee.Pkg() == nil {
				continue
			}
			inIO := callee.Pkg().Path() == "io"
			switch {
			case c.Call.IsInvoke() && c.Call.Value == u && inIO:
				out = append(out, c.Call.Args...) // h.Write(b)
			case writerArg(&c.Call, u) && inIO:
				out = append(out, c.Call.Args...) // io.WriteString(h, s)
			case writerArg(&c.Call, u) && passThrough(&c.Call):
				out = append(out, c) // fmt.Fprintf(h, …)
			}
		}
	}
	return out
}

// writerArg reports that the call passes u as an io.Writer parameter.
func writerArg(c *ssa.CallCommon, u ssa.Value) bool {
	sig := c.Signature()
	args := c.Args
	if !c.IsInvoke() && sig.Recv() != nil && len(args) > 0 {
		args = args[1:]
	}
	for i, a := range args {
		if a != u || i >= sig.Params().Len() {
			continue
		}
		if isNamed(sig.Params().At(i).Type(), "io", "Writer") {
			return true
		}
	}
	return false
}

// passThrough reports a call whose result carries its arguments' identity:
// a random argument makes a random result.
func passThrough(c *ssa.CallCommon) bool {
	callee, _ := calleeOf(c)
	if callee == nil || callee.Pkg() == nil {
		return false
	}
	path := callee.Pkg().Path()
	if catalog.KeepsIdentity(path) {
		return true
	}
	sig := callee.Signature()
	if sig.Recv() != nil {
		// A random value's own methods: t.Format, t.Unix, id.String.
		if row := theIndex().typeRow(sig.Recv().Type()); row != nil && row.Role == catalog.IdentityType {
			return true
		}
	}
	return (strings.HasSuffix(catalog.Canonical(path), "/uuid") || strings.HasSuffix(path, "/go.uuid")) && callee.Name() == "Must" || pointerTo(sig)
}

// pointerTo reports a helper that returns a pointer to its one argument
// (stripe.String, aws.String, lo.ToPtr).
func pointerTo(sig *types.Signature) bool {
	if sig.Params().Len() != 1 || sig.Results().Len() != 1 {
		return false
	}
	p, ok := sig.Results().At(0).Type().(*types.Pointer)
	if !ok {
		return false
	}
	in := sig.Params().At(0).Type()
	if _, generic := in.(*types.TypeParam); generic {
		return true // stripe.String[T ~string](v T) *string
	}
	return types.Identical(p.Elem(), in)
}

// IsContext reports whether t is context.Context.
func IsContext(t types.Type) bool {
	return isNamed(t, "context", "Context")
}

// KeyOf returns the KEY SINK through which the operation op of f hands a key
// to its receiver, or nil: the key sink is the same call (a wrapper that
// takes the key), or it sets the key on a value the call takes (the
// request whose Idempotency-Key header was set, the params whose
// IdempotencyKey was stored, the nats.MsgId option).
func (r *Result) KeyOf(f *Func, op *Op) *Op { return keyOf(f.Ops, op) }

// StablyKeyed reports an operation of f handed a key no RANDOM SOURCE
// reaches, here or inside the wrapper or closure that performs it.
func (r *Result) StablyKeyed(f *Func, op *Op) bool { return stablyKeyed(f.Ops, op) }

func stablyKeyed(ops []*Op, op *Op) bool {
	if op.Keyed {
		return true
	}
	s := keyOf(ops, op)
	if s == nil {
		return false
	}
	if s.Key == nil {
		return true
	}
	if vs := keyValues(s); len(vs) > 0 && !slices.ContainsFunc(vs, func(v ssa.Value) bool { k, ok := stringOf(v); return !ok || k != "" }) {
		return false // an empty key is none: the helper sends no header, the SDK omits it
	}
	origin := randomOrigins(ops, s)
	for _, v := range keyValues(s) {
		if randomOrigin(ops, v, origin) != nil {
			return false
		}
	}
	return true
}

func keyOf(ops []*Op, op *Op) *Op {
	args := ssax.CallArgs(op.Instr)
	for _, s := range ops {
		if s.Kind != KeySink {
			continue
		}
		if s.Instr == op.Instr {
			return s
		}
		h := holder(s)
		if h == nil {
			continue
		}
		for _, a := range args {
			if a == h || DependsOn(a, h) {
				return s
			}
			for _, e := range variadicElems(a) {
				if e != nil && (unwrap(e) == h || DependsOn(e, h)) {
					return s // js.Publish(ctx, subj, data, jetstream.WithMsgID(id))
				}
			}
		}
	}
	return nil
}

// holder returns the value a KEY SINK sets the key on: the struct whose
// field is stored, the receiver of a setter, or the option a call returns.
func holder(s *Op) ssa.Value {
	switch in := s.Instr.(type) {
	case *ssa.Store:
		return root(in.Addr)
	case *ssa.MapUpdate:
		return root(in.Map)
	case ssa.CallInstruction:
		c := in.Common()
		if c.Signature().Recv() != nil || c.IsInvoke() {
			recv := c.Value
			if !c.IsInvoke() && len(c.Args) > 0 {
				recv = c.Args[0]
			}
			return root(recv)
		}
		if v := in.Value(); v != nil && !IsError(v.Type()) {
			if _, tuple := v.Type().(*types.Tuple); !tuple {
				return v // an option: nats.MsgId(id); not a wrapper's error, which holds no key
			}
		}
	}
	return nil
}

// root strips field selections and loads: req.Header → req.
func root(v ssa.Value) ssa.Value {
	for range maxTrace {
		switch x := v.(type) {
		case *ssa.FieldAddr:
			v = x.X
		case *ssa.Field:
			v = x.X
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return v
			}
			if _, local := x.X.(*ssa.Alloc); local {
				return v
			}
			v = x.X
		default:
			return v
		}
	}
	return v
}

// SameStore reports whether the write w touches what the check chk read:
// the same table, or the same key; any store, for a check the program
// declared.
func SameStore(chk, w *Op) bool {
	if chk.Declared {
		return true // the program says this read deduplicates: it pairs with the write it decides
	}
	if chk.Key != nil && w.Key != nil && chk.SQL == nil && w.SQL == nil {
		return SameKey(chk.Key, w.Key)
	}
	if chk.Table == "" {
		if w.Mode != Creates {
			return false // an update or a delete of rows read with others: which the check found is not known
		}
		for _, t := range chk.ReadTables {
			if w.Table != "" && strings.EqualFold(t, w.Table) || createsUnchecked(chk, w, t) {
				return true // a wrapper reading rows of several tables, the created one among them
			}
		}
		return false
	}
	if strings.EqualFold(chk.Table, w.Table) {
		// Unless a wrapper that looks the table up itself, by what chk
		// looks up, before it creates the row.
		return !recheckedBy(chk, w, chk.Table)
	}
	// A wrapper creating rows in several tables, the checked one among
	// them, and not one it looks up itself first.
	return createsUnchecked(chk, w, chk.Table)
}

// recheckedBy reports that w, a wrapper, looks up rows of table t itself
// before it creates them (Summary.Rechecked), by a column chk looks up,
// or by columns not known.
func recheckedBy(chk, w *Op, t string) bool {
	own := chk.lookupColumns()
	for _, e := range w.Rechecked {
		table, cols := recheckEntry(e)
		if strings.EqualFold(t, table) && (len(cols) == 0 || len(own) == 0 || slices.ContainsFunc(own, func(c string) bool { return slices.Contains(cols, c) })) {
			return true
		}
	}
	return false
}

// createsUnchecked reports that w, a wrapper creating rows in several
// tables, creates rows of table t without looking them up itself first
// (Summary.Rechecked) by the columns chk looks up: chk decides that
// create.
func createsUnchecked(chk, w *Op, t string) bool {
	eq := func(c string) bool { return strings.EqualFold(t, c) }
	if !slices.ContainsFunc(w.Creates, eq) {
		return false
	}
	return !recheckedBy(chk, w, t)
}

// NewRowKey reports that the random key src of the claim op also keys a
// row that f created before the claim (a WRITE that creates, whose key
// takes its identity from src): the claim moves that new row from one
// state to the next (MarkJobAsStarted(ctx, job.UID) after CreateJob(ctx,
// job) with a fresh UID); it is not a key a redelivery would try again.
// So is a key returned by a call that itself creates a row under a
// minted key (newSession, ok := s.switchSession(ctx, task): the new
// session's id, then its state claimed).
func (r *Result) NewRowKey(f *Func, op, src *Op) bool {
	if op.Kind != Claim || src == nil {
		return false
	}
	flow := r.Flow(f.SSA)
	for _, w := range f.Ops {
		if w.Kind == Write && w.Mode == Creates && w.Key != nil && w.Instr != op.Instr && flow.After(w.Instr, op.Instr) && r.RandomSourceAt(w.Key, w) == src {
			return true
		}
		if (w.Kind == Write || w.Kind == Claim) && w.Minted && w.Instr == src.Instr && w.Instr != op.Instr {
			return true
		}
	}
	return false
}

// DefaultKey reports a KEY SINK that fills a key field of the program's
// own record only when the record holds none, and then writes the record
// with that key (if e.IdempotencyKey == "" { e.IdempotencyKey =
// uuid.NewString() }; INSERT … e.IdempotencyKey): a key minted once, with
// the record it belongs to, which every later attempt reads back from
// the store; not a key that changes on each redelivery. A library's key
// field (stripe's Params.IdempotencyKey) is a sink as soon as it is set;
// a record that never stores the key it was minted mints another next
// time; and a write of the key alone (a claim or a processed marker of
// it) is the fallback key the SPEC reports, not the record's column.
func (r *Result) DefaultKey(f *Func, op *Op) bool {
	st, ok := op.Instr.(*ssa.Store)
	if op.Kind != KeySink || !ok || r.m == nil {
		return false
	}
	fa, ok := st.Addr.(*ssa.FieldAddr)
	if !ok {
		return false
	}
	if name := fieldName(fa.X.Type(), fa.Field); name == "" || r.m.ix.field(fa.X.Type(), name) != nil {
		return false
	}
	flow := r.Flow(f.SSA)
	if !emptyGuarded(flow, st, fa) {
		return false
	}
	for _, w := range f.Ops {
		if w.Kind != Write || (w.Mode != Creates && w.Mode != Upserts) || !flow.After(st, w.Instr) {
			continue
		}
		var args []ssa.Value
		for _, a := range ssax.CallArgs(w.Instr) {
			args = append(append(args, a), variadicElems(a)...)
		}
		if slices.ContainsFunc(args, func(a ssa.Value) bool { return unwrap(a) == fa.X }) {
			return true // the record whole: an ORM create
		}
		key, other := false, false
		for _, a := range args {
			if g := loadedField(unwrap(a)); g != nil && g.X == fa.X {
				key = key || g.Field == fa.Field
				other = other || g.Field != fa.Field
			}
		}
		if key && other {
			return true // the key among the record's columns, not a claim of the key alone
		}
	}
	return false
}

// emptyGuarded reports a store into the field fa that runs only on the
// side of a branch where that same field of the same record is empty
// (== "" or == nil): a dominating block's test of the field, decided
// towards the store.
func emptyGuarded(flow *ssax.Flow, st *ssa.Store, fa *ssa.FieldAddr) bool {
	for b := st.Block().Idom(); b != nil; b = b.Idom() {
		iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		bin, ok := iff.Cond.(*ssa.BinOp)
		if !ok || bin.Op != token.EQL && bin.Op != token.NEQ {
			continue
		}
		x, zero := bin.X, bin.Y
		if _, isConst := x.(*ssa.Const); isConst {
			x, zero = zero, x
		}
		if c, isConst := zero.(*ssa.Const); !isConst || !c.IsNil() && !(c.Value != nil && c.Value.Kind() == constant.String && constant.StringVal(c.Value) == "") {
			continue
		}
		if !sameField(x, fa) {
			continue
		}
		empty := 0 // the If's true edge
		if bin.Op == token.NEQ {
			empty = 1
		}
		if flow.Decided(b, st.Block()) == empty {
			return true
		}
	}
	return false
}

// sameField reports a load of the field fa addresses, of the same record.
func sameField(v ssa.Value, fa *ssa.FieldAddr) bool {
	g := loadedField(v)
	return g != nil && g.Field == fa.Field && g.X == fa.X
}

// loadedField returns the field address v loads from, or nil.
func loadedField(v ssa.Value) *ssa.FieldAddr {
	if ld, ok := v.(*ssa.UnOp); ok && ld.Op == token.MUL {
		g, _ := ld.X.(*ssa.FieldAddr)
		return g
	}
	return nil
}
