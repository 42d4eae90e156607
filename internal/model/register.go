package model

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/objectpath"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/ssax"
)

// Registration wrappers. A service seldom hands its handlers to the
// broker's library itself: its own consumer package takes them
// (consumer.Register(topic, h), consumer.New(cfg, h), a map of event
// types to functions, an interface whose Handle method it calls), stores
// them, and calls them once per delivery in its receive loop. The
// wrapper's Summary.Registers names that parameter, so a function passed
// there runs once per delivery for its callers, as one registered with
// the library does. A function of another package passed there (main
// wiring orders.Handle into the consumer) is a Registration for a driver
// that sees the whole module: it attaches a Registered fact to the
// function and analyses its package again.

// Registered is the fact a driver that sees the whole module attaches to
// a function that another package of the module registers to run once per
// delivery or on a schedule: the function is a handler.
type Registered struct {
	Why      string // "registered with consumer.Consumer.Register"
	Periodic bool   // run on a schedule (a ticker loop, a cron library), not per delivery
	// Reached reports a function that a handler of another package calls
	// (directly, through its package's functions, or on an interface):
	// not a handler itself, but it runs once per delivery, and what it
	// does is examined as a handler's callee is (Result.Reached).
	Reached bool
}

// AFact marks Registered as an analysis fact.
func (*Registered) AFact() {}

func (r *Registered) String() string {
	if r.Reached {
		return "reached: " + r.Why
	}
	if r.Periodic {
		return "registered periodic: " + r.Why
	}
	return "registered: " + r.Why
}

// Registration is a function of another package that a call of this
// package registers as a handler: the object at Path in package Pkg.
type Registration struct {
	Pkg, Path string
	Registered
}

// Registrations returns the functions of other packages that the
// package registers as handlers, for the whole-module view.
func (r *Result) Registrations() []Registration {
	if r.m == nil {
		return nil
	}
	return r.m.registered
}

// regUse is how a per-delivery function uses a function value: it calls
// it, or, for an interface, its method.
type regUse struct {
	method   string
	periodic bool
}

// dispatches reports a function that runs once per delivery or period (a
// handler, or the body of a receive loop) and does no work of its own: it
// hands each message to the functions registered with it. A handler that
// does work calls its dependencies (a mailer, a repository), which are
// not handlers.
func (m *model) dispatches(fn *ssa.Function) bool {
	return (m.handlers[fn] != "" || m.receives[fn] || m.drainsMessages(fn)) && !m.works[fn]
}

// drainsMessages reports a worker that receives deliveries of a library
// (kafka.Message, amqp.Delivery) from a channel: the receive loop handed
// them to it.
func (m *model) drainsMessages(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			var chans []ssa.Value
			switch in := instr.(type) {
			case *ssa.UnOp:
				if in.Op == token.ARROW {
					chans = append(chans, in.X)
				}
			case *ssa.Select:
				for _, st := range in.States {
					if st.Dir == types.RecvOnly {
						chans = append(chans, st.Chan)
					}
				}
			}
			for _, ch := range chans {
				if c, ok := ch.Type().Underlying().(*types.Chan); ok && m.libraryType(c.Elem()) {
					return true
				}
			}
		}
	}
	return false
}

// handsOver reports whether a call of a function value in the
// dispatching function fn runs the registered work: it hands over the
// message, or, in a periodic job, it is given nothing but a context (the
// job's run, not an error callback).
func (m *model) handsOver(fn *ssa.Function, c *ssa.CallCommon) bool {
	if m.periodic[fn] {
		return !slices.ContainsFunc(c.Args, func(a ssa.Value) bool { return !IsContext(a.Type()) })
	}
	return m.handsMessage(c)
}

// handsMessage reports whether a call hands over the delivered message
// whole: a value of a library's type (the kafka.Message, the *nats.Msg,
// the *http.Request of a webhook), its payload (a []byte or string field
// or method of one), or a value of the program's built from that payload
// (decoded into, or copied field by field into a struct of its own). A
// call given a field of the decoded event, or a new value computed from
// it, is the work's, not a hand-over.
func (m *model) handsMessage(c *ssa.CallCommon) bool {
	for _, a := range c.Args {
		if m.rawMessage(a) || m.builtFromMessage(a) {
			return true
		}
	}
	return false
}

// rawMessage reports a message of a library's type or its payload.
func (m *model) rawMessage(v ssa.Value) bool {
	v = unwrap(v)
	if m.libraryType(v.Type()) {
		return true
	}
	if !textual(v.Type()) {
		return false
	}
	if ld, ok := v.(*ssa.UnOp); ok && ld.Op == token.MUL {
		v = ld.X // *msg.Body
	}
	switch x := v.(type) {
	case *ssa.Field:
		return m.libraryType(x.X.Type())
	case *ssa.FieldAddr:
		return m.libraryType(x.X.Type())
	case *ssa.Call:
		if callee := x.Call.StaticCallee(); callee != nil && callee.Signature.Recv() != nil {
			return m.libraryType(callee.Signature.Recv().Type()) // msg.Data()
		}
	}
	return false
}

// builtFromMessage reports a local of the program's that a call fills
// from the raw message (json.Unmarshal(msg.Value, &evt)) or whose fields
// are copied from it (Message{Body: d.Body}).
func (m *model) builtFromMessage(v ssa.Value) bool {
	v = unwrap(v)
	if ld, ok := v.(*ssa.UnOp); ok && ld.Op == token.MUL {
		v = ld.X
	}
	al, ok := v.(*ssa.Alloc)
	if !ok {
		return false
	}
	for _, w := range memoryWriters(al) {
		if c, ok := w.(*ssa.Call); ok {
			if slices.ContainsFunc(c.Call.Args, m.rawMessage) {
				return true
			}
			continue
		}
		if m.rawMessage(w) {
			return true
		}
	}
	return false
}

// libraryType reports a type (or a pointer to one) declared by a
// catalogued library outside the standard library, or net/http's
// Request: a delivery, a webhook's request.
func (m *model) libraryType(t types.Type) bool {
	n := namedOf(t)
	if n == nil || n.Obj().Pkg() == nil || IsContext(t) {
		return false
	}
	path := n.Obj().Pkg().Path()
	if path == "net/http" {
		return n.Obj().Name() == "Request"
	}
	return m.ix.isCatalogPkg(path) && !stdOutside(path, m.pass.Pkg.Path())
}

// registrations computes the package's registration wrappers (their
// summaries' Registers) and then marks as handlers the functions its calls
// register through them; functions of other packages become
// Registrations.
func (m *model) registrations() {
	slots := m.handlerSlots()
	for range maxRounds {
		changed := false
		for _, fn := range m.funcs {
			if fn.Parent() != nil || m.inTestFile(fn) {
				continue
			}
			p, use, ok := m.registersParam(fn, slots)
			if !ok {
				continue
			}
			if s := m.local[fn]; s != nil && s.Registers == p {
				continue
			}
			m.local[fn] = merge(&Summary{Registers: p, RegistersMethod: use.method, RegistersPeriodic: use.periodic}, m.local[fn])
			changed = true
		}
		if !changed {
			break
		}
	}
	for _, fn := range m.funcs {
		if m.inTestFile(fn) {
			continue
		}
		eachCall(fn, func(call ssa.CallInstruction) {
			if !slices.ContainsFunc(call.Common().Args, registrable) {
				return
			}
			callee, sf := calleeOf(call.Common())
			_, params := splitArgs(call.Common(), callee)
			for _, sum := range m.summariesOf(callee, sf) {
				if p := sum.Registers; p > 0 && p <= len(params) {
					why := "registered with " + qualifiedName(callee)
					m.register(params[p-1], regUse{sum.RegistersMethod, sum.RegistersPeriodic}, why)
				}
			}
		})
	}
}

// handlerSlots returns the struct fields and package variables whose
// function a dispatching function of the package loads and calls with
// the message (the consumer's handler field, its map of handlers), with
// how it uses it.
func (m *model) handlerSlots() map[types.Object]regUse {
	out := map[types.Object]regUse{}
	for _, fn := range m.funcs {
		if !m.dispatches(fn) {
			continue
		}
		eachCall(fn, func(call ssa.CallInstruction) {
			c := call.Common()
			if c.StaticCallee() != nil || !m.handsOver(fn, c) {
				return
			}
			for _, v := range calledValues(c.Value) {
				if slot := funcSlot(v); slot != nil {
					out[slot] = regUse{invokedMethod(c), m.periodic[fn]}
				}
			}
		})
	}
	return out
}

// registersParam returns the parameter of the declared function fn that
// it registers to run once per delivery, and how.
func (m *model) registersParam(fn *ssa.Function, slots map[types.Object]regUse) (int, regUse, bool) {
	var found int
	var use regUse
	note := func(g *ssa.Function, v ssa.Value, u regUse) {
		if found > 0 || v == nil {
			return
		}
		if owner, p := m.paramBehind(g, v); owner == fn && p > 0 {
			found, use = p, u
		}
	}
	ofFn := func(g *ssa.Function) func(ssa.Value) bool {
		return func(a ssa.Value) bool {
			owner, p := m.paramBehind(g, a)
			return owner == fn && p > 0
		}
	}
	for _, g := range append([]*ssa.Function{fn}, descendants(fn)...) {
		dispatches := m.dispatches(g)
		for _, b := range g.Blocks {
			for _, instr := range b.Instrs {
				switch in := instr.(type) {
				case ssa.CallInstruction:
					c := in.Common()
					if dispatches && c.StaticCallee() == nil && m.handsOver(g, c) {
						for _, v := range calledValues(c.Value) {
							note(g, v, regUse{invokedMethod(c), m.periodic[g]})
						}
					}
					callee, sf := calleeOf(c)
					_, params := splitArgs(c, callee)
					if sf != nil && m.ownFunc(sf) == fn || !slices.ContainsFunc(params, ofFn(g)) {
						continue // itself, in a cycle; or given none of fn's parameters
					}
					if callee != nil {
						if row := m.ix.fn(callee); row != nil && (row.Role == catalog.HandlerRegister || row.Role == catalog.ScheduleRegister) {
							note(g, arg(row, callee, params, catalog.ArgFunc), regUse{periodic: row.Role == catalog.ScheduleRegister})
						}
					}
					for _, sum := range m.summariesOf(callee, sf) {
						if p := sum.Registers; p > 0 && p <= len(params) {
							note(g, params[p-1], regUse{sum.RegistersMethod, sum.RegistersPeriodic})
						}
					}
				case *ssa.Store:
					if u, ok := slots[slotOf(in.Addr)]; ok {
						note(g, in.Val, u)
					}
				case *ssa.MapUpdate:
					if u, ok := slots[funcSlot(in.Map)]; ok {
						note(g, in.Value, u)
					}
				}
			}
		}
	}
	return found, use, found > 0
}

// register marks as handlers the functions v may be (a function, a
// method value, a map literal of them; for an interface, the method of
// the value's type), or records them as Registrations when they belong
// to another package.
func (m *model) register(v ssa.Value, use regUse, why string) {
	for _, f := range funcValues(v) {
		if g := m.funcOf(f); use.method == "" && g != nil {
			m.markHandler(g, use, why)
			continue
		}
		var obj *types.Func
		if use.method != "" {
			obj = methodOf(unwrap(f).Type(), use.method)
		} else {
			obj = funcObject(f)
		}
		if obj == nil || obj.Pkg() == nil {
			continue
		}
		if obj.Pkg() == m.pass.Pkg {
			if g := m.prog.FuncValue(obj); g != nil {
				m.markHandler(g, use, why)
			}
			continue
		}
		if m.ix.isCatalogPkg(obj.Pkg().Path()) || m.foreignStd(obj.Pkg().Path()) {
			continue
		}
		path, err := objectpath.For(obj.Origin())
		if err != nil {
			continue
		}
		r := Registration{Pkg: obj.Pkg().Path(), Path: string(path), Registered: Registered{Why: why, Periodic: use.periodic}}
		if !slices.Contains(m.registered, r) {
			m.registered = append(m.registered, r)
		}
	}
}

// markHandler makes g a handler, unless it is one already.
func (m *model) markHandler(g *ssa.Function, use regUse, why string) {
	if m.handlers[g] != "" || m.inTestFile(g) {
		return
	}
	m.handlers[g] = why
	m.periodic[g] = use.periodic
}

// registeredFact marks fn a handler when the whole-module view says
// another package registers it.
func (m *model) registeredFact(fn *ssa.Function, obj *types.Func) {
	r := new(Registered)
	switch {
	case m.handlers[fn] != "" || !m.pass.ImportObjectFact(obj, r):
	case r.Reached:
		m.reachedBy[fn] = r
	default:
		m.handlers[fn] = r.Why
		m.periodic[fn] = r.Periodic
	}
}

// noteReached records, for the whole-module view, the functions of other
// packages of the program that the functions a handler reaches call:
// statically, or on an interface of the program (the view calls each of
// its live implementations in the main module). A
// call that a claim of its caller dominates runs only for the delivery
// that won it: what it does cannot repeat, and it is not recorded.
func (m *model) noteReached(res *Result) {
	seen := map[*types.Func]bool{}
	for _, u := range res.Reached() {
		if u.Claimed {
			continue // it runs only for the delivery that won its caller's claim
		}
		claims := res.Claims(u.F)
		why := u.Caller
		switch {
		case u.Handler == u.F:
			why = "called by " + FuncName(u.F.SSA)
		case u.Handler != nil:
			why = "called by " + FuncName(u.Handler.SSA)
		}
		for _, b := range u.F.SSA.Blocks {
			for _, instr := range b.Instrs {
				call, ok := instr.(ssa.CallInstruction)
				if !ok || slices.ContainsFunc(claims, func(c *Op) bool { return ssax.Dominates(c.Instr, instr) }) {
					continue
				}
				var obj *types.Func
				if c := call.Common(); c.IsInvoke() {
					obj = c.Method // the view calls each live implementation
				} else if g := c.StaticCallee(); g != nil && g.Pkg != m.ssaPkg && g.Synthetic == "" {
					obj, _ = g.Object().(*types.Func)
				}
				if obj != nil && !seen[obj] {
					seen[obj] = true // the first handler to reach it names it
					m.reach(obj, why, u.Job)
				}
			}
		}
	}
}

// reach records obj, a function of another package of the program or a
// method of an interface of the program, as reached from a handler.
func (m *model) reach(obj *types.Func, why string, periodic bool) {
	p := obj.Pkg()
	if p == nil || p == m.pass.Pkg && !isInterfaceMethod(obj) || !m.programs(p) || m.ix.isCatalogPkg(p.Path()) {
		return
	}
	path, err := objectpath.For(obj.Origin())
	if err != nil {
		return
	}
	r := Registration{Pkg: p.Path(), Path: string(path), Registered: Registered{Why: why, Periodic: periodic, Reached: true}}
	if !slices.ContainsFunc(m.registered, func(o Registration) bool { return o.Pkg == r.Pkg && o.Path == r.Path }) {
		m.registered = append(m.registered, r)
	}
}

// paramBehind returns the function and the 1-based parameter a value of
// g is, through the variables closures capture: the parameter of g, or of
// the function whose closure g is.
func (m *model) paramBehind(g *ssa.Function, v ssa.Value) (*ssa.Function, int) {
	for range maxTrace {
		v = unwrap(v)
		if p := directParam(g, v, 0); p > 0 {
			return g, p
		}
		if ld, ok := v.(*ssa.UnOp); ok && ld.Op == token.MUL {
			v = ld.X // a captured variable: its cell
		}
		fv, ok := v.(*ssa.FreeVar)
		if !ok || g.Parent() == nil {
			return nil, 0
		}
		i := slices.Index(g.FreeVars, fv)
		mc := closureOf(g.Parent(), g)
		if i < 0 || mc == nil || i >= len(mc.Bindings) {
			return nil, 0
		}
		g, v = g.Parent(), mc.Bindings[i]
	}
	return nil, 0
}

// descendants returns the closures of fn, transitively.
func descendants(fn *ssa.Function) []*ssa.Function {
	var out []*ssa.Function
	for _, a := range fn.AnonFuncs {
		out = append(append(out, a), descendants(a)...)
	}
	return out
}

// registrable reports an argument that may be registered: a function, a
// method value, a table of them (funcValues), a concrete value in an
// interface.
func registrable(v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.Function, *ssa.MakeClosure, *ssa.MakeMap:
		return true
	case *ssa.MakeInterface:
		return !types.IsInterface(x.X.Type())
	case *ssa.ChangeType, *ssa.Convert:
		return registrable(unwrap(v))
	}
	_, table := tableValues(v, 0)
	return table
}

// eachCall calls f for each call instruction of fn.
func eachCall(fn *ssa.Function, f func(ssa.CallInstruction)) {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if call, ok := instr.(ssa.CallInstruction); ok {
				f(call)
			}
		}
	}
}

// calledValues returns where a called function value comes from: the
// edges of a phi (a handler looked up, or the fallback), and for each the
// map it is looked up in (h := handlers[topic], with or without ok), or
// the value itself.
func calledValues(v ssa.Value) []ssa.Value {
	var out []ssa.Value
	seen := map[ssa.Value]bool{}
	var walk func(ssa.Value)
	walk = func(v ssa.Value) {
		if seen[v] || len(seen) > maxTargets {
			return
		}
		seen[v] = true
		if phi, ok := v.(*ssa.Phi); ok {
			for _, e := range phi.Edges {
				walk(e)
			}
			return
		}
		out = append(out, lookedUp(v))
	}
	walk(v)
	return out
}

// lookedUp returns the map a function value is looked up in (h :=
// handlers[topic], with or without ok), or v itself.
func lookedUp(v ssa.Value) ssa.Value {
	if ex, ok := v.(*ssa.Extract); ok && ex.Index == 0 {
		v = ex.Tuple
	}
	if lk, ok := v.(*ssa.Lookup); ok {
		if _, isMap := lk.X.Type().Underlying().(*types.Map); isMap {
			return lk.X
		}
	}
	return v
}

// invokedMethod returns the method an interface call invokes, or "".
func invokedMethod(c *ssa.CallCommon) string {
	if c.IsInvoke() {
		return c.Method.Name()
	}
	return ""
}

// methodOf returns the method named name of the concrete type t (or of
// its pointer), or nil.
func methodOf(t types.Type, name string) *types.Func {
	if types.IsInterface(t) {
		return nil
	}
	for _, tt := range []types.Type{t, types.NewPointer(t)} {
		obj, _, _ := types.LookupFieldOrMethod(tt, true, nil, name)
		if f, ok := obj.(*types.Func); ok {
			return f
		}
	}
	return nil
}

// funcObject returns the declared function or method a func value
// denotes (a function, a bound method value), or nil for a closure.
func funcObject(v ssa.Value) *types.Func {
	switch x := unwrap(v).(type) {
	case *ssa.Function:
		if x.Parent() == nil {
			f, _ := x.Object().(*types.Func)
			return f
		}
	case *ssa.MakeClosure:
		if fn, ok := x.Fn.(*ssa.Function); ok && fn.Synthetic != "" {
			f, _ := fn.Object().(*types.Func)
			return f
		}
	}
	return nil
}
