package model

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/ssax"
)

// AcksOnReceipt reports whether a Receive acknowledges what it returns as
// it returns it: amqp Consume or Get with a constant autoAck=true, or
// kafka-go ReadMessage on a reader configured with a group.
func (r *Result) AcksOnReceipt(op *Op) bool {
	return r.m != nil && r.m.acksOnReceipt(op)
}

func (m *model) acksOnReceipt(op *Op) bool {
	if op.Kind != Receive || !op.AutoAck {
		return false
	}
	row := m.ix.fn(op.Callee)
	if row == nil || row.Param(catalog.ArgAutoAck) != "" {
		return true // the scan read the autoAck argument, or a wrapper's summary says so
	}
	return m.grouped(op)
}

// grouped decides a configuration-dependent AckOnReceipt. The receiver
// traced to its constructor in this function decides by the configuration
// literal passed there; otherwise every configuration literal of the
// package must name a group, so that any reader it builds is a group
// reader. Anything else is "not known to be grouped".
func (m *model) grouped(op *Op) bool {
	call, ok := op.Instr.(ssa.CallInstruction)
	if !ok || op.Callee == nil {
		return false
	}
	recvVar := op.Callee.Signature().Recv()
	if recvVar == nil {
		return false
	}
	ctor, cfg := m.constructorOf(op.Callee.Pkg(), recvVar.Type())
	if ctor == nil {
		return false
	}
	recv, _ := splitArgs(call.Common(), op.Callee)
	if srcs := m.readersOf(recv); len(srcs) > 0 {
		known := true
		for _, v := range srcs {
			g, ok := m.groupedAt(v, ctor, cfg)
			if ok && !g {
				return false // one source is a reader with no group
			}
			known = known && ok
		}
		if known {
			return true // every source builds a group reader, here or through a helper of any package
		}
	}
	n := 0
	all := true
	for _, f := range m.pass.Files {
		ast.Inspect(f, func(node ast.Node) bool {
			lit, ok := node.(*ast.CompositeLit)
			if ok && types.Identical(m.pass.TypesInfo.TypeOf(lit), cfg) {
				n++
				all = all && m.setsGroup(lit)
			}
			return true
		})
	}
	return n > 0 && all
}

// groupedAt decides whether the reader v is a group reader: a call of the
// constructor with a configuration literal, or of a program function whose
// summary says so. ok is false when v says nothing either way.
func (m *model) groupedAt(v ssa.Value, ctor *types.Func, cfg types.Type) (grouped, ok bool) {
	c, isCall := v.(*ssa.Call)
	if !isCall {
		return false, false
	}
	if lit := m.configOf(c, ctor, cfg); lit != nil {
		return m.setsGroup(lit), true
	}
	f, sf := calleeOf(&c.Call)
	for _, sum := range m.summariesOf(f, sf) {
		if sum.Grouped {
			return true, true
		}
	}
	return false, false
}

// readersOf returns where the reader v comes from: v itself, or what the
// field or local it was loaded from was given, in this function or, for a
// field, anywhere in the package.
func (m *model) readersOf(v ssa.Value) []ssa.Value {
	v = unwrap(v)
	ld, ok := v.(*ssa.UnOp)
	if !ok || ld.Op != token.MUL {
		return []ssa.Value{v}
	}
	out := loadedFrom(ld)
	if fa, ok := ld.X.(*ssa.FieldAddr); ok && len(out) == 0 {
		out = m.storesTo(slotOf(fa)) // set elsewhere in the package: NewWorker's literal
	}
	for i, w := range out {
		out[i] = unwrap(w)
	}
	return out
}

// configOf returns the configuration literal c passes to ctor, when c is
// a call of ctor with one, or nil.
func (m *model) configOf(c *ssa.Call, ctor *types.Func, cfg types.Type) *ast.CompositeLit {
	f, _ := calleeOf(&c.Call)
	if f == nil || f.Origin() != ctor {
		return nil
	}
	if ce := m.calls[c.Call.Pos()]; ce != nil && len(ce.Args) == 1 {
		return m.literal(ce.Args[0], cfg)
	}
	return nil
}

// returnsGrouped reports whether fn returns a reader that its package's
// constructor builds from a configuration literal naming a group.
func (m *model) returnsGrouped(fn *ssa.Function) bool {
	res := fn.Signature.Results()
	if res.Len() == 0 {
		return false
	}
	t := res.At(0).Type()
	n := namedOf(t)
	if n == nil || n.Obj().Pkg() == nil || m.ix.isCatalogPkg(m.pass.Pkg.Path()) {
		return false
	}
	if !m.ix.isCatalogPkg(n.Obj().Pkg().Path()) {
		return false
	}
	ctor, cfg := m.constructorOf(n.Obj().Pkg(), t)
	if ctor == nil {
		return false
	}
	rets := returned(fn)
	if len(rets) == 0 {
		return false
	}
	for i := 0; i < len(rets); i += res.Len() {
		c, ok := unwrap(rets[i]).(*ssa.Call)
		if !ok {
			return false
		}
		lit := m.configOf(c, ctor, cfg)
		if lit == nil || !m.setsGroup(lit) {
			return false
		}
	}
	return true
}

// ctor is a constructor of a type from a configuration struct.
type ctor struct {
	fn  *types.Func
	cfg types.Type
}

// constructorOf finds the function of pkg that builds a value of type t
// from a single configuration struct, and that struct's type.
func (m *model) constructorOf(pkg *types.Package, t types.Type) (*types.Func, types.Type) {
	key := types.TypeString(t, nil)
	c, ok := m.ctors[key]
	if !ok {
		c.fn, c.cfg = findConstructor(pkg, t)
		if m.ctors == nil {
			m.ctors = map[string]ctor{}
		}
		m.ctors[key] = c
	}
	return c.fn, c.cfg
}

func findConstructor(pkg *types.Package, t types.Type) (*types.Func, types.Type) {
	if pkg == nil {
		return nil, nil
	}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		f, ok := scope.Lookup(name).(*types.Func)
		if !ok {
			continue
		}
		sig := f.Signature()
		if sig.Params().Len() != 1 || sig.Results().Len() != 1 || !types.Identical(sig.Results().At(0).Type(), t) {
			continue
		}
		cfg := sig.Params().At(0).Type()
		if _, ok := cfg.Underlying().(*types.Struct); ok {
			return f, cfg
		}
	}
	return nil, nil
}

// literal returns e as a composite literal of type cfg, or nil.
func (m *model) literal(e ast.Expr, cfg types.Type) *ast.CompositeLit {
	for {
		switch x := e.(type) {
		case *ast.ParenExpr:
			e = x.X
		case *ast.CompositeLit:
			if types.Identical(m.pass.TypesInfo.TypeOf(x), cfg) {
				return x
			}
			return nil
		default:
			return nil
		}
	}
}

// setsGroup reports whether a configuration literal sets a GroupMember
// field (kafka-go ReaderConfig.GroupID: ReadMessage commits only on a group
// reader) to something other than the empty string.
func (m *model) setsGroup(lit *ast.CompositeLit) bool {
	t := m.pass.TypesInfo.TypeOf(lit)
	for _, e := range lit.Elts {
		kv, ok := e.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		id, ok := kv.Key.(*ast.Ident)
		if !ok {
			continue
		}
		if row := m.ix.field(t, id.Name); row == nil || row.Role != catalog.GroupMember {
			continue
		}
		tv := m.pass.TypesInfo.Types[kv.Value]
		return tv.Value == nil || tv.Value.Kind() != constant.String || constant.StringVal(tv.Value) != ""
	}
	return false
}

// Started returns the function instr runs in a new goroutine: the callee
// of a go statement, a task given to a worker pool (catalog.GoFunc:
// ants's Submit, or a function of the program that starts its func
// parameter: Summary.StartsParam), or a function passed to a method of a
// type whose Wait the catalog knows (errgroup.Group.Go,
// sync.WaitGroup.Go). It returns nil otherwise, and for functions of
// other packages.
func (r *Result) Started(instr ssa.Instruction) *ssa.Function {
	if r.m == nil {
		return nil
	}
	switch in := instr.(type) {
	case *ssa.Go:
		if !in.Call.IsInvoke() {
			return r.m.funcOf(in.Call.Value)
		}
	case *ssa.Call:
		callee, sf := calleeOf(&in.Call)
		if callee == nil {
			return nil
		}
		_, params := splitArgs(&in.Call, callee)
		if row := r.m.ix.fn(callee); row != nil && row.Role == catalog.GoFunc {
			return r.m.funcOf(arg(row, callee, params, catalog.ArgFunc)) // pool.Submit(func() {…})
		}
		if slices.ContainsFunc(params, isFunc) {
			for _, s := range r.m.summariesOf(callee, sf) {
				if p := s.StartsParam; p > 0 && p <= len(params) {
					return r.m.funcOf(params[p-1]) // tasks.RunTask(func() {…}), go fn() inside
				}
			}
		}
		if !waitable(callee) {
			return nil
		}
		for _, p := range params {
			if fn := r.m.funcOf(p); fn != nil {
				return fn
			}
		}
	}
	return nil
}

// waitable reports whether f is a method, other than Wait itself, of a
// type whose Wait is a catalogued Wait operation.
func waitable(f *types.Func) bool {
	for _, row := range ofReceiver(f, waitRows()) {
		if row.Name != f.Name() {
			return true
		}
	}
	return false
}

var waitRows = onceRows(catalog.Wait)

// ConditionalAck reports whether an ack made through a wrapper may not ack
// at all: a wrapper of this package whose every ack sits under a branch,
// or a wrapper of another package that reports a bool or takes an error.
func (r *Result) ConditionalAck(op *Op) bool {
	if op.Via == "" {
		return false
	}
	call, ok := op.Instr.(ssa.CallInstruction)
	if !ok {
		return true
	}
	if sf := call.Common().StaticCallee(); sf != nil {
		if g := r.Of(sf); g != nil {
			return r.allGuarded(g)
		}
	}
	if op.Callee == nil {
		return true
	}
	sig := op.Callee.Signature()
	for i := range sig.Results().Len() {
		if b, ok := sig.Results().At(i).Type().Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
			return true
		}
	}
	for i := range sig.Params().Len() {
		t := sig.Params().At(i).Type()
		if p, ok := t.Underlying().(*types.Pointer); ok {
			t = p.Elem()
		}
		if IsError(t) {
			return true
		}
	}
	return false
}

// allGuarded reports whether every ack of g runs only on one side of a branch.
func (r *Result) allGuarded(g *Func) bool {
	flow := r.Flow(g.SSA)
	for _, op := range g.Ops {
		if op.Kind != Ack {
			continue
		}
		guarded := false
		for _, b := range g.SSA.Blocks {
			if _, ok := ssax.LastIf(b); ok && flow.Decided(b, op.Instr.Block()) >= 0 {
				guarded = true
				break
			}
		}
		if !guarded {
			return false
		}
	}
	return true
}

// TxCommit returns, for a function run inside a TxFunc (pgx.BeginFunc,
// gorm Transaction, bun RunInTx, a program helper that is one), the commit
// at the end of that call, or nil.
func (r *Result) TxCommit(fn *ssa.Function) *Op {
	return r.txCommits[fn]
}

// responses turns the HTTP responses of fn into what they are to a
// webhook's sender when fn is a webhook handler (it verifies a signature,
// itself or through a helper it hands the request to): a 2xx answer is an
// ACK, any other a nack. Elsewhere they are nothing, and are dropped.
// ResponseWriter.Write answers 200 unless a status can be written before
// it; a status that is not a constant is not known, and dropped too.
func (m *model) responses(fn *ssa.Function, ops []*Op) []*Op {
	var statuses []*Op
	for _, op := range ops {
		if op.Kind == Respond && op.Status != 0 {
			statuses = append(statuses, op)
		}
	}
	flow := m.flow(fn)
	out := ops[:0]
	for _, op := range ops {
		if op.Kind != Respond {
			out = append(out, op)
			continue
		}
		if !m.verifies[fn] || op.Status < 0 {
			continue
		}
		status := op.Status
		if status == 0 {
			status = 200
			if slices.ContainsFunc(statuses, func(w *Op) bool { return flow.After(w.Instr, op.Instr) }) {
				continue // the status written first answers
			}
		}
		op.Kind, op.Response = Nack, true
		if status >= 200 && status < 300 {
			op.Kind = Ack
		}
		out = append(out, op)
	}
	return out
}

// HandsOff reports whether the hand-off h of f gives away the message the ack
// acknowledges: the message itself, or its body or a value built from it,
// sent before any work of the function ran (a value computed after the
// work is its result: that work is done).
func (r *Result) HandsOff(f *Func, ack, h *Op) bool {
	acked := ackedArgs(ack, 0)
	if acksValue(acked, h.Key) {
		return true
	}
	if !derivesFrom(acked, h.Key) && !r.m.payloadOf(acked, h.Key) {
		return false
	}
	for _, w := range f.Ops {
		if IsWork(w) && w.Instr != h.Instr && r.Flow(f.SSA).Dominates(w.Instr, h.Instr) {
			return false
		}
	}
	return true
}

// ReceiveHandsOff reports whether the hand-off h of f gives away what the
// receive recv returned (a delivery of its channel, its body or a value
// built from it) before any work of f ran: a receive that acknowledges
// on receipt (amqp's Consume with autoAck) has let the message go.
func (r *Result) ReceiveHandsOff(f *Func, recv, h *Op) bool {
	got := []ssa.Value{recv.Value}
	if recv.Value == nil || !derivesFrom(got, h.Key) && !r.m.payloadOf(got, h.Key) {
		return false
	}
	for _, w := range f.Ops {
		if IsWork(w) && r.Flow(f.SSA).Dominates(w.Instr, h.Instr) {
			return false
		}
	}
	return true
}

// GoHandsOff returns the hand-off, in a goroutine f starts after the
// receive recv, of what recv returned: a closure or a function of the
// package given the deliveries' channel (go func() { for d := range msgs
// { jobs <- decode(d.Body) } }()) that hands each delivery, its body or a
// value built from it to a worker, or starts a handler the program does
// not show with it in a goroutine, before any work of its own. A receive that acknowledges on receipt has
// let the message go before the worker starts.
func (r *Result) GoHandsOff(f *Func, recv *Op) *Op {
	if r.m == nil || recv.Value == nil {
		return nil
	}
	flow := r.Flow(f.SSA)
	for _, b := range f.SSA.Blocks {
		for _, in := range b.Instrs {
			g, ok := in.(*ssa.Go)
			if !ok || !flow.After(recv.Instr, g) {
				continue
			}
			// What the goroutine is given of what recv returned: a
			// closure's bindings, or a function's arguments (go
			// e.consume(topic, deliveries)).
			var fn *ssa.Function
			var given, got []ssa.Value
			if mc, ok := g.Call.Value.(*ssa.MakeClosure); ok {
				fn, _ = mc.Fn.(*ssa.Function)
				if fn != nil && len(mc.Bindings) == len(fn.FreeVars) {
					given = mc.Bindings
					for _, fv := range fn.FreeVars {
						got = append(got, fv)
					}
				}
			} else if fn = g.Call.StaticCallee(); fn != nil && len(g.Call.Args) == len(fn.Params) {
				given = g.Call.Args
				for _, p := range fn.Params {
					got = append(got, p)
				}
			}
			if fn == nil || fn.Pkg != r.m.ssaPkg || len(fn.Blocks) == 0 {
				continue
			}
			var ops []*Op // nil for a function the model keeps nothing of
			if inner := r.byFn[fn]; inner != nil {
				ops = inner.Ops
			}
			var mine []ssa.Value
			for i, v := range given {
				if derivesFrom([]ssa.Value{recv.Value}, v) {
					mine = append(mine, got[i])
				}
			}
			if len(mine) == 0 {
				continue
			}
			first := func(h *Op) bool {
				return !slices.ContainsFunc(ops, func(w *Op) bool { return IsWork(w) && r.Flow(fn).Dominates(w.Instr, h.Instr) })
			}
			for _, h := range ops {
				if h.Kind == Handoff && (derivesFrom(mine, h.Key) || r.m.payloadOf(mine, h.Key)) && first(h) {
					return h
				}
			}
			// A handler the program does not show, started per delivery
			// (go e.client.Invoke(topic, d)).
			for _, gb := range fn.Blocks {
				for _, gi := range gb.Instrs {
					start, ok := gi.(*ssa.Go)
					if !ok || !start.Call.IsInvoke() || !r.m.unseenImpl(fn, &start.Call, true) || !slices.ContainsFunc(start.Call.Args, func(a ssa.Value) bool { return derivesFrom(mine, a) }) {
						continue
					}
					if op := r.CallAt(start, Effect); first(op) {
						return op
					}
				}
			}
		}
	}
	return nil
}

// payloadOf reports whether v is the text body of a message acked (a
// catalog.Payload field, loaded: *m.Body): the message's work though a
// string, unlike an id or a log line built from it.
func (m *model) payloadOf(acked []ssa.Value, v ssa.Value) bool {
	if m == nil || v == nil {
		return false
	}
	x := unwrap(v)
	for {
		ld, ok := x.(*ssa.UnOp)
		if !ok || ld.Op != token.MUL {
			break
		}
		x = ld.X
	}
	var holder ssa.Value // the message whose field x is
	var index int
	switch fx := x.(type) {
	case *ssa.FieldAddr:
		holder, index = fx.X, fx.Field
	case *ssa.Field:
		holder, index = fx.X, fx.Field
	default:
		return false
	}
	f := structField(holder.Type(), index)
	if f == nil {
		return false
	}
	if row := m.ix.field(deref(holder.Type()), f.Name()); row == nil || row.Role != catalog.Payload {
		return false
	}
	return slices.ContainsFunc(acked, func(a ssa.Value) bool {
		a = Unwrap(a)
		if ld, ok := a.(*ssa.UnOp); ok && ld.Op == token.MUL {
			a = ld.X
		}
		return holder == a || DependsOn(holder, a)
	})
}

// acksValue reports whether the ack acknowledges v: v is the receiver or
// an argument of the ack, of its type (or a pointer to it), and derives
// from it. A result computed from the message and sent on is not the
// message: the work that made it is done.
func acksValue(acked []ssa.Value, v ssa.Value) bool {
	if v == nil {
		return false
	}
	for _, a := range acked {
		a = Unwrap(a)
		if IsContext(a.Type()) {
			continue // a handler's context is no message
		}
		same := types.Identical(v.Type(), a.Type()) || types.Identical(v.Type(), types.NewPointer(a.Type()))
		if p, ok := a.Type().Underlying().(*types.Pointer); ok {
			same = same || types.Identical(v.Type(), p.Elem())
		}
		if same && DependsOn(v, a) {
			return true
		}
	}
	return false
}

// derivesFrom reports whether v is computed from the message the ack
// acknowledges: from its receiver or an argument that is not a constant
// or a basic value (the delivery, the SQS message, its receipt handle's
// holder), or from the variable it was loaded from. Only a value that can
// carry the payload counts (a struct, the body's bytes, a pointer): a
// string or a number built from the message is a log line or an id.
func derivesFrom(acked []ssa.Value, v ssa.Value) bool {
	if v == nil {
		return false
	}
	if _, basic := v.Type().Underlying().(*types.Basic); basic {
		return false // a string or a number built from it (a log line, an id): not the work
	}
	for _, a := range acked {
		a = Unwrap(a)
		if _, basic := a.Type().Underlying().(*types.Basic); basic || IsContext(a.Type()) {
			continue
		}
		if f, ok := a.(*ssa.Field); ok {
			a = f.X // a part of the value that holds the message (Pulsar's cm.Ack(cm.Message))
		}
		if ld, ok := a.(*ssa.UnOp); ok && ld.Op == token.MUL {
			a = ld.X // the message's variable, whichever load of it v was built from
		}
		if _, k := a.(*ssa.Const); !k && DependsOn(v, a) {
			return true
		}
	}
	return false
}

// IsWork reports whether op is work an ack must follow: a COMMIT, WRITE,
// CLAIM or EFFECT, or a library helper that writes (gorm FirstOrCreate).
func IsWork(op *Op) bool {
	switch op.Kind {
	case Commit, Write, Claim, Effect, CheckThenAct:
		return true
	}
	return false
}

// HandsBack returns the return of f, reachable from the ack (or past a
// loop that acks every message it goes round for: a delete per dequeued
// message, then the batch returned), that hands its caller what a receive
// of f returned and the ack acknowledges — the messages, or a value built
// from them that can carry their payload (not a count or an id), or one
// filled with such values (msg.Append(part): filledFrom) — when no work of
// f can run before
// the ack: f is a receive method that acknowledges on receipt (ReceiveMessage,
// DeleteMessageBatch, return out.Messages), and its callers' work on what it
// returns has not started. It returns nil otherwise.
func (r *Result) HandsBack(f *Func, ack *Op) *ssa.Return {
	flow := r.Flow(f.SSA)
	for _, w := range f.Ops {
		if IsWork(w) && w.Instr != ack.Instr && flow.After(w.Instr, ack.Instr) {
			return nil // work before the ack: a handler acking what it did
		}
	}
	for _, rcv := range f.Ops {
		if rcv.Kind != Receive || rcv.Value == nil || !acksReceived([]*Op{ack}, rcv) {
			continue
		}
		if ret := returning(f.SSA, flow, ack.Instr, rcv.Value); ret != nil {
			return ret
		}
	}
	return nil
}

// ReturnsReceived returns the return of f, reachable from the receive rcv,
// that hands its caller what rcv received (as HandsBack), or nil: for a
// receive that acknowledges on receipt, f is a receive method whose
// callers' work has not started when the message is acknowledged.
func (r *Result) ReturnsReceived(f *Func, rcv *Op) *ssa.Return {
	if rcv.Value == nil {
		return nil
	}
	return returning(f.SSA, r.Flow(f.SSA), rcv.Instr, rcv.Value)
}

// returning returns a return of fn reachable from the instruction from (or
// past a loop that runs from on every pass) whose results carry v: v, a
// value built from it that can carry its payload, or one filled with such
// values.
func returning(fn *ssa.Function, flow *ssax.Flow, from ssa.Instruction, v ssa.Value) *ssa.Return {
	for _, b := range fn.Blocks {
		ret := returnOf(b)
		if ret == nil || !flow.After(from, ret) && !(flow.PastLoop(from, ret) && ssax.EveryPass(from)) {
			continue // neither after from nor past a loop that runs it for every message it goes round for
		}
		for _, x := range results(ret) {
			if _, basic := x.Type().Underlying().(*types.Basic); !basic && !IsError(x.Type()) && (DependsOn(x, v) || filledFrom(x, v)) {
				return ret
			}
		}
	}
	return nil
}

// filledFrom reports whether v is a container the function filled with
// values built from target: a field of v set to a value that depends on
// target and can carry a payload — not a number, a string or a bool,
// which is a count or an id — (m.Value = msg.Value), or a call given v (as
// its receiver or an argument) and such a value
// (msg.Append(message.NewPart([]byte(m.Text))), batch.Add(part)). The
// returned batch then carries what was received, though it was built
// empty (message.New(nil), pubsub.NewMessage(ctx)).
func filledFrom(v, target ssa.Value) bool {
	c := unwrap(v)
	refs := c.Referrers()
	if refs == nil {
		return false
	}
	for _, in := range *refs {
		if fa, ok := in.(*ssa.FieldAddr); ok && storesPayload(fa, target) {
			return true // m.Value = msg.Value
		}
		call, ok := in.(ssa.CallInstruction)
		if !ok {
			continue
		}
		args := ssax.CallArgs(in)
		if !slices.ContainsFunc(args, func(a ssa.Value) bool { return unwrap(a) == c }) {
			continue
		}
		for _, a := range call.Common().Args {
			if unwrap(a) == c {
				continue
			}
			if _, basic := a.Type().Underlying().(*types.Basic); !basic && DependsOn(a, target) {
				return true
			}
		}
	}
	return false
}

// storesPayload reports whether a value that depends on target and can
// carry a payload (not a number, a string or a bool) is stored through
// the field address fa.
func storesPayload(fa *ssa.FieldAddr, target ssa.Value) bool {
	for _, in := range *fa.Referrers() {
		st, ok := in.(*ssa.Store)
		if !ok || st.Addr != fa {
			continue
		}
		if _, basic := st.Val.Type().Underlying().(*types.Basic); !basic && DependsOn(st.Val, target) {
			return true
		}
	}
	return false
}

// Carries reports whether v is the message the ack acknowledges, or a
// value that can carry its payload built from it (a struct decoded from
// its body, the body's bytes): what a handler given v works on.
func Carries(ack *Op, v ssa.Value) bool {
	acked := ackedArgs(ack, 0)
	return acksValue(acked, v) || derivesFrom(acked, v)
}

// ackedArgs returns the receiver and arguments of the ack, in the function
// that calls it: for an ack inside a closure run at the call (discard := func()
// { d.Ack(false) }; discard()), the values the closure captured for them.
func ackedArgs(ack *Op, depth int) []ssa.Value {
	if ack.Response {
		return requestOf(ack.Instr.Parent())
	}
	if send, ok := ack.Instr.(*ssa.Send); ok {
		return []ssa.Value{send.X}
	}
	if ack.Inner == nil {
		return ssax.CallArgs(ack.Instr)
	}
	if depth >= maxCaptures {
		return nil
	}
	inner := ackedArgs(ack.Inner, depth+1)
	fn := ack.Inner.Instr.Parent()
	mc := closureOf(ack.Instr.Parent(), fn)
	if mc == nil {
		return nil
	}
	var out []ssa.Value
	for _, a := range inner {
		a = unwrap(a)
		if ld, ok := a.(*ssa.UnOp); ok && ld.Op == token.MUL {
			a = ld.X // captured in a cell
		}
		fv, ok := a.(*ssa.FreeVar)
		if !ok {
			continue // a constant argument (multiple=false)
		}
		if i := slices.Index(fn.FreeVars, fv); i >= 0 && i < len(mc.Bindings) {
			out = append(out, mc.Bindings[i])
		}
	}
	return out
}

// requestOf returns what a webhook handler's answer acknowledges: the
// request it was given (its parameters other than the receiver, the
// ResponseWriter and a context), whose body is the event.
func requestOf(fn *ssa.Function) []ssa.Value {
	params := fn.Params
	if fn.Signature.Recv() != nil && len(params) > 0 {
		params = params[1:]
	}
	var out []ssa.Value
	for _, p := range params {
		if !IsResponseWriter(p.Type()) {
			out = append(out, p)
		}
	}
	return out
}

// Callback is a call that runs a handler the program does not show: the
// work a message stands for, handed to code the caller was given.
type Callback struct {
	Op   *Op         // the call, named as written
	Args []ssa.Value // what it hands the handler
}

// Callbacks returns the calls of f that run a handler the program does not
// show: a call of a func value that is a parameter, a field no function of
// the package is stored in, or a variable a closure captured from either
// (fn(m, tag), c.handle(d)); a call of a method of an interface the
// package declares on such a value (unseenImpl: b.proc.Process(ev)); or a
// call of a function of the package that calls its func parameter, given
// such a value (r.execute(d, consume)).
// Only a handler that can fail counts: its results end in an error, its
// outcome. A func value the model resolves is not one: its operations are
// the call's.
func (r *Result) Callbacks(f *Func) []Callback {
	if r.m == nil {
		return nil
	}
	var out []Callback
	for _, b := range f.SSA.Blocks {
		for _, in := range b.Instrs {
			call, ok := in.(*ssa.Call)
			if !ok {
				continue
			}
			c := &call.Call
			var args []ssa.Value
			switch callee := c.StaticCallee(); {
			case c.IsInvoke():
				// A method given raw bytes is taken for a decode, which
				// ackorder's payload rule judges (a Kafka commit past a
				// payload that cannot parse is the only way on).
				if !r.m.unseenImpl(f.SSA, c, false) || slices.ContainsFunc(f.Ops, func(op *Op) bool { return op.Instr == in }) ||
					slices.ContainsFunc(c.Args, func(a ssa.Value) bool { return IsBytes(a.Type()) }) {
					continue
				}
				args = c.Args
			case callee == nil:
				if !r.m.unseenHandler(f.SSA, c.Value, 0) {
					continue
				}
				args = c.Args
			case callee.Pkg == r.m.ssaPkg && len(callee.Blocks) > 0:
				p := slices.IndexFunc(c.Args, func(a ssa.Value) bool { return r.m.unseenHandler(f.SSA, a, 0) })
				if p < 0 || p >= len(callee.Params) || !callsParam(callee, callee.Params[p]) {
					continue
				}
				args = slices.Delete(slices.Clone(c.Args), p, p+1)
			default:
				continue
			}
			out = append(out, Callback{Op: r.CallAt(call, Effect), Args: args})
		}
	}
	return out
}

// canFail reports a signature whose results end in an error: its outcome.
func canFail(sig *types.Signature) bool {
	res := sig.Results()
	return res.Len() > 0 && ssax.IsFailure(res.At(res.Len()-1).Type())
}

// unseenImpl reports whether the interface method call c, in fn, runs a
// handler the package does not show: a method that can fail (its results
// end in an error) of an interface the program declares, in the package
// or another of its module (its extension point: a Handler, a
// TaskProcessor, messaging.MessageHandler), called on a parameter, a
// field or a variable a closure captured from one. Its implementations
// live in the services that use the package; a call the model resolves
// to operations is not one (the caller checks). A method started in a
// goroutine (started) whose outcome nobody could read anyway may also
// return nothing: a fire-and-forget handler (Templum's Invoker.Invoke).
func (m *model) unseenImpl(fn *ssa.Function, c *ssa.CallCommon, started bool) bool {
	if !canFail(c.Signature()) && !(started && c.Signature().Results().Len() == 0) {
		return false
	}
	n := namedOf(c.Value.Type())
	if n == nil || !m.programs(n.Obj().Pkg()) {
		return false
	}
	switch x := unwrap(c.Value).(type) {
	case *ssa.Parameter, *ssa.FreeVar, *ssa.Field:
		return true
	case *ssa.UnOp:
		_, field := x.X.(*ssa.FieldAddr)
		_, captured := x.X.(*ssa.FreeVar)
		return x.Op == token.MUL && (field || captured)
	}
	return false
}

// programs reports whether p is the package analysed or another package
// of its module: below the module's path, when the driver names the
// module (a module nested in its directory counts too), or else below the
// same root (the first element of the path, or the first three of one
// that starts with a host: github.com/owner/repo).
func (m *model) programs(p *types.Package) bool {
	switch {
	case p == nil:
		return false
	case p == m.pass.Pkg:
		return true
	case m.pass.Module == nil || m.pass.Module.Path == "":
		root := pathRoot(m.pass.Pkg.Path())
		return p.Path() == root || strings.HasPrefix(p.Path(), root+"/")
	}
	mod := m.pass.Module.Path
	return inModule(m.pass) && !dependency(m.pass) && (p.Path() == mod || strings.HasPrefix(p.Path(), mod+"/"))
}

// pathRoot returns the root of a package path a driver names no module
// for: its first element, or the first three of a path that starts with a
// host (github.com/owner/repo).
func pathRoot(path string) string {
	parts := strings.SplitN(path, "/", 4)
	if strings.Contains(parts[0], ".") && len(parts) >= 3 {
		return strings.Join(parts[:3], "/")
	}
	return parts[0]
}

// maxCaptures bounds how many closures deep unseenHandler follows a
// captured variable to the function that captured it.
const maxCaptures = 4

// unseenHandler reports whether v, in fn, is a func value that can fail
// and that the package does not show: a parameter, a field no function of
// the package is stored in, or a variable a closure captured from one.
func (m *model) unseenHandler(fn *ssa.Function, v ssa.Value, depth int) bool {
	v = unwrap(v)
	sig, ok := v.Type().Underlying().(*types.Signature)
	if !ok || !canFail(sig) {
		return false
	}
	switch x := v.(type) {
	case *ssa.Parameter:
		return true
	case *ssa.FreeVar:
		return m.capturedHandler(fn, x, depth)
	case *ssa.Call:
		return m.builtAround(x, depth)
	case *ssa.UnOp, *ssa.Field:
		if ld, ok := x.(*ssa.UnOp); ok {
			if fv, ok := ld.X.(*ssa.FreeVar); ok && ld.Op == token.MUL {
				return m.capturedHandler(fn, fv, depth) // captured in a cell
			}
		}
		slot, ok := funcSlot(x).(*types.Var)
		if !ok || !slot.IsField() {
			return false
		}
		for _, s := range m.storesTo(slot) {
			switch unwrap(s).(type) {
			case *ssa.Function, *ssa.MakeClosure:
				return false // the package stores a function it shows
			}
		}
		return true
	}
	return false
}

// builtAround reports whether call is a call of a function of the package
// that returns, on every path, a closure calling a handler the program
// does not show (handler := b.handler(m, h) returning func(ctx, msg) {
// … h.HandleEvent(ctx, ev) … }): the handler it was given, wrapped.
func (m *model) builtAround(call *ssa.Call, depth int) bool {
	callee := call.Call.StaticCallee()
	if callee == nil || callee.Pkg != m.ssaPkg || len(callee.Blocks) == 0 || depth >= maxCaptures {
		return false
	}
	found := false
	for _, b := range callee.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		if len(ret.Results) == 0 {
			return false
		}
		mc, ok := ret.Results[0].(*ssa.MakeClosure)
		if !ok {
			return false
		}
		cl, _ := mc.Fn.(*ssa.Function)
		if cl == nil || !m.callsUnseen(cl, depth+1) {
			return false
		}
		found = true
	}
	return found
}

// callsUnseen reports whether fn calls a handler the program does not
// show: a method of the program's interface on a captured value, or a
// func value it was given.
func (m *model) callsUnseen(fn *ssa.Function, depth int) bool {
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			call, ok := in.(*ssa.Call)
			if !ok {
				continue
			}
			c := &call.Call
			if c.IsInvoke() && m.unseenImpl(fn, c, false) || !c.IsInvoke() && c.StaticCallee() == nil && m.unseenHandler(fn, c.Value, depth) {
				return true
			}
		}
	}
	return false
}

// capturedHandler reports whether the variable the closure fn captures as
// fv holds, where it is captured, an unseen handler (unseenHandler): the
// value bound, or the one value stored in the cell bound.
func (m *model) capturedHandler(fn *ssa.Function, fv *ssa.FreeVar, depth int) bool {
	parent := fn.Parent()
	if parent == nil || depth >= maxCaptures {
		return false
	}
	mc := closureOf(parent, fn)
	i := slices.Index(fn.FreeVars, fv)
	if mc == nil || i < 0 || i >= len(mc.Bindings) {
		return false
	}
	v := mc.Bindings[i]
	if cell, ok := v.(*ssa.Alloc); ok {
		if v = storedValue(cell); v == nil {
			return false // assigned more than once: not followed
		}
	}
	return m.unseenHandler(parent, v, depth+1)
}

// callsParam reports whether fn calls its func parameter p, not in a
// goroutine.
func callsParam(fn *ssa.Function, p *ssa.Parameter) bool {
	for _, r := range nonDebugReferrers(p) {
		if call, ok := r.(*ssa.Call); ok && call.Call.Value == p {
			return true
		}
	}
	return false
}

var nackRows = onceRows(catalog.Nack)

// Nackable reports whether the library of a direct ack also settles the
// message otherwise (amqp Delivery.Nack and Reject, SQS
// ChangeMessageVisibility, NATS Term, Pub/Sub Nack): a message it is not
// told is done comes back, or goes to a dead-letter destination after its
// retries, so acking one the consumer cannot process drops it for good.
// Kafka's commits have no such counterpart: committing past a message is
// the only way on.
func (r *Result) Nackable(ack *Op) bool {
	ack = At(ack) // inside a closure run at the call: the library's ack
	return ack.Via == "" && ack.Callee != nil && len(ofReceiver(ack.Callee, nackRows())) > 0
}

// Cumulative reports whether a direct ack commits an offset, and with it
// every earlier message of its partition (a Kafka commit).
func (r *Result) Cumulative(ack *Op) bool {
	ack = At(ack)
	return ack.Via == "" && ack.Callee != nil && ack.Callee.Pkg() != nil && catalog.CumulativeAck(ack.Callee.Pkg().Path())
}

// ofReceiver returns the rows of the type that declares the method f.
func ofReceiver(f *types.Func, rows []*catalog.Row) []*catalog.Row {
	recv := f.Signature().Recv()
	if recv == nil {
		return nil
	}
	n := namedOf(recv.Type())
	if n == nil || n.Obj().Pkg() == nil {
		return nil
	}
	path := catalog.Canonical(n.Obj().Pkg().Path())
	var out []*catalog.Row
	for _, row := range rows {
		if row.Path == path && row.Recv == n.Obj().Name() {
			out = append(out, row)
		}
	}
	return out
}

// CallAt returns the call as an operation of kind k named as written, for
// a call that is no operation of the vocabulary (a decode, a handler).
func (r *Result) CallAt(call ssa.CallInstruction, k Kind) *Op {
	if r.m == nil {
		return &Op{Kind: k, Instr: call, Pos: call.Pos(), End: call.Pos(), API: "call"}
	}
	pos, end, fun := r.m.callRange(call.Common().Pos())
	return &Op{Kind: k, Instr: call, Pos: pos, End: end, API: apiName(fun, nil)}
}

// isFunc reports a value of a func type.
func isFunc(v ssa.Value) bool {
	_, ok := v.Type().Underlying().(*types.Signature)
	return ok
}
