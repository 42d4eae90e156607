package model

import (
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/ssax"
)

// One-shot code is decided by reachability. Within one package the model
// sees a command's main and the functions only it calls (OneShot); a
// driver that sees the whole module (the standalone command) also asks
// each package for its Entries — its functions, what they call and take
// as values, and which are entry points — and decides across packages
// which functions are reachable only from start-up (main, init) or from
// tests: their findings are dropped for the analyzers OneShotSilent names.

// OneShotSilent names the analyzers that do not report in one-shot code.
// effectbeforeclaim and ackorder examine handlers only.
var OneShotSilent = map[string]bool{"checkthenact": true, "randomkey": true}

// EntryRole says what a function is to the whole-module view of one-shot
// code.
type EntryRole uint8

const (
	// Reached: nothing by itself; live or one-shot by what reaches it.
	Reached EntryRole = iota
	// Live: runs per message or per request, or may: a handler, a receive
	// loop.
	Live
	// Start: start-up, a package's init or a command's main.
	Start
	// TestRoot: test code, in a _test.go file or taking a testing type.
	TestRoot
)

// Entry is one function of the package for the whole-module view.
type Entry struct {
	Name      string // the function's full name (FuncName), closures as their parent's name and $n
	File      string // the file it is declared in, and the lines it spans
	Line, End int
	Role      EntryRole
	// Exported reports an exported function or a method of an exported
	// type: the API of a library for other modules.
	Exported bool
	// Internal reports a package below an internal directory, or a
	// command: nothing outside the module calls it.
	Internal bool
	Calls    []string // the functions it calls directly, by FuncName
	Refs     []string // the functions it takes as values (callbacks, method values)
	// Starts lists the functions it stores as a command-line command's
	// function (cobra's RunE, urfave/cli's Action): start-up, not callbacks.
	Starts  []string
	Methods []string // the names of the interface methods it calls
	// Fields lists the functions it stores into a func field of a struct
	// type of the module ("pkg.T.f\tfunction"), FieldCalls the func fields
	// it reads only to call them (or to compare them with nil), and
	// FieldUses those it reads for anything else: a field that no function
	// of the module uses so is a table its readers call, and what is stored
	// there runs where they run (a command dispatcher's struct of handlers
	// filled in main), not a callback.
	Fields     []string
	FieldCalls []string
	FieldUses  []string
	// Args lists the functions it passes to a func parameter of a
	// function it calls ("callee\tparam\tfunction", param 0-based as SSA
	// numbers them).
	Args []string
	// CalledParams lists the func parameters that the function and its
	// closures only call ("param\tcaller", the caller empty when nothing
	// calls it): a function passed there runs where its callers run (a
	// command constructor's RunE calling the opener main gave it), not as
	// a callback.
	CalledParams []string
	// ForwardedParams lists the func parameters it passes on to a func
	// parameter of a function it calls ("param\tcallee\tparam"): only
	// called if only called there.
	ForwardedParams []string
	// StoredParams lists the func parameters it stores into a func field
	// of a struct type of the module ("param\tpkg.T.f"): a function
	// passed there is stored there (a registry's AddMigration(v, up)
	// keeping Migration{Up: up}), as one in Fields.
	StoredParams []string
}

// FuncName names a function across packages as Entry does.
func FuncName(fn *ssa.Function) string {
	if o := fn.Origin(); o != nil {
		fn = o
	}
	if obj, ok := fn.Object().(*types.Func); ok && fn.Synthetic == "" {
		return obj.FullName()
	}
	if obj, ok := fn.Object().(*types.Func); ok {
		return obj.Origin().FullName() // a bound method value or a wrapper: the method itself
	}
	return fn.String()
}

// Entries returns the package's functions for the whole-module view of
// one-shot code, in source order; nil when the package was not analysed.
func (r *Result) Entries() []Entry {
	if r.m == nil {
		return nil
	}
	m := r.m
	internal := m.pass.Pkg.Name() == "main" || isInternalPath(m.pass.Pkg.Path())
	var out []Entry
	var ops []*ssa.Value
	funcs := m.funcs
	if init := m.ssaPkg.Func("init"); init != nil && init.Synthetic != "" {
		// The package initializer runs the variables' initialisers
		// (var cmd = &cli.Command{Action: run}): start-up too.
		funcs = append(append([]*ssa.Function{init}, init.AnonFuncs...), funcs...)
	}
	for _, fn := range funcs {
		start, end := m.pass.Fset.Position(fn.Pos()), m.pass.Fset.Position(fnEnd(fn))
		e := Entry{Name: FuncName(fn), File: start.Filename, Line: start.Line, End: end.Line, Internal: internal}
		switch {
		case m.inTestFile(fn) || takesTesting(ssax.Outermost(fn)) || m.testSupport:
			e.Role = TestRoot // test code: a test, or a package of test helpers (its server's Start included)
		case r.byFn[fn] != nil && r.byFn[fn].PerMessage() || takesResponseWriter(fn) && fn.Parent() == nil:
			e.Role = Live // a handler, a receive loop, a net/http handler of the module
		case fn.Parent() == nil && (isInit(fn) || fn.Name() == "main" && m.pass.Pkg.Name() == "main"):
			e.Role = Start
		}
		if obj, ok := fn.Object().(*types.Func); ok && fn.Parent() == nil && obj.Exported() {
			recv := obj.Signature().Recv()
			e.Exported = recv == nil || exportedType(recv.Type())
		}
		if fn.Parent() == nil {
			e.CalledParams, e.ForwardedParams = calledParams(fn)
		}
		starts := map[*ssa.Function]bool{}
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				if g := m.startupStore(in); g != nil {
					starts[g] = true
					e.Starts = appendNew(e.Starts, FuncName(g))
				}
			}
		}
		for _, b := range fn.Blocks {
			for _, in := range b.Instrs {
				if call, ok := in.(ssa.CallInstruction); ok && call.Common().IsInvoke() {
					e.Methods = appendNew(e.Methods, call.Common().Method.Name())
				}
				args := passedArgs(in)
				if ct, ok := in.(*ssa.ChangeType); ok && len(nonDebugReferrers(ct)) == 1 {
					// A function converted to a named func type for the
					// one call that takes it: Add(1, up), up a Func.
					args = passedArgs(nonDebugReferrers(ct)[0])
				}
				ops = mentions(in, ops,
					func(g *ssa.Function) { e.Calls = appendNew(e.Calls, FuncName(g)) },
					func(g *ssa.Function) {
						switch {
						case starts[g]: // stored as a command's function: start-up, not a callback
						case args[g] != "": // an argument: a callback, or run where the callee calls it
							e.Args = appendNew(e.Args, args[g]+"\t"+FuncName(g))
						case onlyPassed(in): // the closure of an argument: its call says what it is
						case tableCall(in): // put in a table of functions fn only calls
							e.Calls = appendNew(e.Calls, FuncName(g))
						default:
							if k := m.funcField(in); k != "" {
								e.Fields = appendNew(e.Fields, k+"\t"+FuncName(g))
							} else {
								e.Refs = appendNew(e.Refs, FuncName(g))
							}
						}
					})
				if p := storedParam(fn, in); p >= 0 && m.funcField(in) != "" {
					e.StoredParams = appendNew(e.StoredParams, strconv.Itoa(p)+"\t"+m.funcField(in))
				}
				if k, called := m.funcFieldRead(in); k != "" && called {
					e.FieldCalls = appendNew(e.FieldCalls, k)
				} else if k != "" {
					e.FieldUses = appendNew(e.FieldUses, k)
				}
			}
		}
		out = append(out, e)
	}
	return out
}

// calledParams returns fn's func parameters that fn and its closures only
// call or pass on to static calls, as Entry.CalledParams and
// ForwardedParams.
func calledParams(fn *ssa.Function) (called, forwarded []string) {
	for i, p := range fn.Params {
		if _, ok := p.Type().Underlying().(*types.Signature); !ok {
			continue
		}
		var callers, fwd []string
		ok := onlyCalled(p, 0, func(c *ssa.Function, call *ssa.CallCommon, j int) {
			if call == nil {
				callers = appendNew(callers, FuncName(c))
			} else {
				fwd = appendNew(fwd, strconv.Itoa(i)+"\t"+FuncName(call.StaticCallee())+"\t"+strconv.Itoa(j))
			}
		})
		if !ok {
			continue
		}
		if len(callers) == 0 {
			callers = []string{""}
		}
		for _, c := range callers {
			called = append(called, strconv.Itoa(i)+"\t"+c)
		}
		forwarded = append(forwarded, fwd...)
	}
	return called, forwarded
}

// passedArgs returns the functions in passes as arguments of a static
// call, each as "callee\tparam".
func passedArgs(in ssa.Instruction) map[*ssa.Function]string {
	c, ok := in.(ssa.CallInstruction)
	if !ok {
		return nil
	}
	callee := c.Common().StaticCallee()
	if callee == nil {
		return nil
	}
	var out map[*ssa.Function]string
	for i, a := range c.Common().Args {
		a = unwrap(a) // a function of a named func type: Add(1, up) with up converted to Func
		g, ok := a.(*ssa.Function)
		if mc, isMC := a.(*ssa.MakeClosure); isMC {
			g, ok = mc.Fn.(*ssa.Function)
		}
		if !ok {
			continue
		}
		if out == nil {
			out = map[*ssa.Function]string{}
		}
		out[g] = FuncName(callee) + "\t" + strconv.Itoa(i)
	}
	return out
}

// onlyPassed reports a closure made only to be passed to static calls.
func onlyPassed(in ssa.Instruction) bool {
	mc, ok := in.(*ssa.MakeClosure)
	if !ok {
		return false
	}
	rs := nonDebugReferrers(mc)
	for _, r := range rs {
		c, ok := r.(ssa.CallInstruction)
		if !ok || c.Common().StaticCallee() == nil || c.Common().Value == mc {
			return false
		}
	}
	return len(rs) > 0
}

func appendNew(s []string, v string) []string {
	if slices.Contains(s, v) {
		return s
	}
	return append(s, v)
}

// fnEnd returns the end of fn's syntax, or its start.
func fnEnd(fn *ssa.Function) token.Pos {
	if syn := fn.Syntax(); syn != nil {
		return syn.End()
	}
	return fn.Pos()
}

// isInit reports a package initialiser (init, or a numbered one).
func isInit(fn *ssa.Function) bool {
	return fn.Name() == "init" || fn.Synthetic == "package initializer"
}

// takesTesting reports a function with a parameter of a type of package
// testing (*testing.T, B, F, TB).
func takesTesting(fn *ssa.Function) bool {
	for _, p := range fn.Params {
		if n, ok := types.Unalias(deref(p.Type())).(*types.Named); ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "testing" {
			return true
		}
	}
	return false
}

// exportedType reports an exported named type, or a pointer to one.
func exportedType(t types.Type) bool {
	n := namedOf(t)
	return n != nil && n.Obj().Exported()
}

// isInternalPath reports an import path with an internal element, which
// the go command lets only its own tree import.
func isInternalPath(path string) bool {
	return slices.Contains(strings.Split(path, "/"), "internal")
}

// funcField returns the func field of a struct type of the module that in
// stores into (a composite literal's element included), by
// funcFieldKey, or "".
func (m *model) funcField(in ssa.Instruction) string {
	st, ok := in.(*ssa.Store)
	if !ok {
		return ""
	}
	fa, ok := st.Addr.(*ssa.FieldAddr)
	if !ok {
		return ""
	}
	return m.funcFieldKey(fa.X.Type(), fa.Field)
}

// storedParam returns the index of the func parameter of fn that in
// stores into a func field of a struct type of the module, or -1.
func storedParam(fn *ssa.Function, in ssa.Instruction) int {
	st, ok := in.(*ssa.Store)
	if !ok || fn.Parent() != nil {
		return -1
	}
	p, ok := unwrap(st.Val).(*ssa.Parameter)
	if !ok {
		return -1
	}
	if _, isFunc := p.Type().Underlying().(*types.Signature); !isFunc {
		return -1
	}
	return slices.Index(fn.Params, p)
}

// funcFieldRead returns the func field of a struct type of the module
// that in reads (x.f, or the load of &x.f), and whether the value read
// is only called or compared with nil.
func (m *model) funcFieldRead(in ssa.Instruction) (string, bool) {
	var k string
	switch x := in.(type) {
	case *ssa.Field:
		k = m.funcFieldKey(x.X.Type(), x.Field)
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			k = m.funcFieldKey(fa.X.Type(), fa.Field)
		}
	}
	if k == "" {
		return "", false
	}
	return k, onlyCalled(in.(ssa.Value), 0, nil)
}

// funcFieldKey names field i of the struct type t (or *t) when it is a
// func field of a named struct type of the module: "pkg.T.f".
func (m *model) funcFieldKey(t types.Type, i int) string {
	n, ok := types.Unalias(deref(t)).(*types.Named)
	if !ok || !m.programs(n.Obj().Pkg()) {
		return ""
	}
	f := structField(n, i)
	if f == nil {
		return ""
	}
	if _, ok := f.Type().Underlying().(*types.Signature); !ok {
		return ""
	}
	return n.Obj().Pkg().Path() + "." + n.Obj().Name() + "." + f.Name()
}

// startupStore returns the function in stores into a field that holds a
// command-line command's function (catalog.StartupCallback), or nil.
func (m *model) startupStore(in ssa.Instruction) *ssa.Function {
	st, ok := in.(*ssa.Store)
	if !ok {
		return nil
	}
	fa, ok := st.Addr.(*ssa.FieldAddr)
	if !ok {
		return nil
	}
	f := structField(fa.X.Type(), fa.Field)
	if f == nil {
		return nil
	}
	if row := m.ix.field(deref(fa.X.Type()), f.Name()); row == nil || row.Role != catalog.StartupCallback {
		return nil
	}
	switch v := unwrap(st.Val).(type) {
	case *ssa.Function:
		return v
	case *ssa.MakeClosure:
		g, _ := v.Fn.(*ssa.Function)
		return g
	}
	return nil
}
