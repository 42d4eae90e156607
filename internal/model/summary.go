package model

import (
	"go/token"
	"go/types"
	"slices"
	"strings"
	"sync"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/sqltext"
	"github.com/idemlint/idemlint/internal/ssax"
)

// summaries returns the summaries a call reaches: the callee's own (local
// or imported fact, directives, flags), or for an interface method of the
// program, those of its implementations visible from this package.
func (m *model) summariesOf(callee *types.Func, sf *ssa.Function) []*Summary {
	if sf != nil {
		if own := m.ownFunc(sf); own != nil {
			// A function of this package: also an instance of one of its
			// generic functions, or a bound method value (apply := s.upsert).
			if subst := m.substOf(sf); subst != nil && m.callsTypeParams(own) {
				if s := m.instanceSummary(own, subst); s != nil {
					return []*Summary{s}
				}
				return nil
			}
			if s := m.local[own]; s != nil {
				return []*Summary{s}
			}
			return nil
		}
	}
	if callee == nil {
		return nil
	}
	if s := m.imported(callee); s != nil {
		return []*Summary{s}
	}
	if k, ok := m.cfg.byName[callee.Origin().FullName()]; ok && k != handlerKind {
		return []*Summary{declared(k, callee)}
	}
	if isInterfaceMethod(callee) {
		var common *Summary
		for i, impl := range m.implementations(callee) {
			s := m.imported(impl)
			if fn := m.prog.FuncValue(impl); s == nil && fn != nil && fn.Pkg == m.ssaPkg {
				s = m.local[fn]
			}
			if s == nil {
				return nil // an implementation that does nothing we know: the call may be it
			}
			if i == 0 {
				common = s
			} else {
				common = intersect(common, s)
			}
		}
		if common == nil || common.Kinds == 0 && !common.Grouped && common.Conflict == sqltext.NoConflict {
			return nil
		}
		return []*Summary{common}
	}
	return nil
}

// intersect keeps what two implementations of one interface method both do:
// a call through the interface is only known to do that.
func intersect(a, b *Summary) *Summary {
	out := *a
	out.Kinds &= b.Kinds
	out.Class = min(a.Class, b.Class)
	out.Minted = a.Minted && b.Minted
	out.Marks = a.Marks && b.Marks
	out.Grouped = a.Grouped && b.Grouped
	out.Declared = a.Declared && b.Declared
	out.UniqueHandled = a.UniqueHandled && b.UniqueHandled
	out.NoRow = a.NoRow && b.NoRow
	out.Keyed = a.Keyed && b.Keyed
	if a.RunsParam != b.RunsParam || a.MarksAfter != b.MarksAfter {
		out.RunsParam, out.MarksAfter = 0, 0
	}
	if a.WriteKeyParam != b.WriteKeyParam {
		out.WriteKeyParam = 0
	}
	if a.Conflict != b.Conflict {
		out.Conflict = sqltext.NoConflict
	}
	if !slices.Equal(a.Creates, b.Creates) {
		out.Creates = nil
	}
	if a.Table != b.Table {
		out.Table = ""
	}
	if a.KeyParam != b.KeyParam || a.KeyField != b.KeyField {
		out.KeyParam, out.KeyField = 0, 0
	}
	if a.TxFuncParam != b.TxFuncParam || a.TxSerializable != b.TxSerializable {
		out.TxFuncParam, out.TxSerializable = 0, false
	}
	if a.Mode != b.Mode {
		// The call may be either: it creates or accumulates only if both do.
		switch {
		case a.Mode.Idempotent():
			out.Mode = a.Mode
		case b.Mode.Idempotent():
			out.Mode = b.Mode
		default:
			out.Mode = Creates
		}
	}
	return &out
}

func (m *model) imported(f *types.Func) *Summary {
	f = f.Origin()
	if f.Pkg() == nil || f.Pkg() == m.pass.Pkg {
		return nil
	}
	s := new(Summary)
	if m.pass.ImportObjectFact(f, s) {
		return s
	}
	return nil
}

// declared is the summary of a function named by a flag or directive.
func declared(k Kind, f *types.Func) *Summary {
	s := &Summary{Kinds: Mask(0).With(k), Via: qualifiedName(f), Declared: k == Check}
	if k == Effect {
		s.Class = Irreversible
	}
	if k == KeySink {
		s.KeyParam = firstStringParam(f.Signature())
	}
	return s
}

func firstStringParam(sig *types.Signature) int {
	for i := range sig.Params().Len() {
		if isString(sig.Params().At(i).Type()) {
			return i + 1
		}
	}
	return 0
}

func isInterfaceMethod(f *types.Func) bool {
	r := f.Signature().Recv()
	return r != nil && types.IsInterface(r.Type())
}

// implementations lists the methods implementing an interface method of
// the analysed program, among the types of this package and of the
// imported packages that exported summaries. Library interfaces are the
// catalog's business and are not resolved.
func (m *model) implementations(method *types.Func) []*types.Func {
	if impls, ok := m.impls[method]; ok {
		return impls
	}
	var out []*types.Func
	iface, _ := method.Signature().Recv().Type().Underlying().(*types.Interface)
	if iface != nil && method.Pkg() != nil && !m.ix.isCatalogPkg(method.Pkg().Path()) && !m.foreignStd(method.Pkg().Path()) {
		pkgs := []*types.Package{m.pass.Pkg}
		for _, p := range allImports(m.pass.Pkg) {
			if m.pass.ImportPackageFact(p, new(Exported)) {
				pkgs = append(pkgs, p)
			}
		}
		generic := mentionsTypeParam(iface)
		for _, p := range pkgs {
			for _, tn := range withMethod(p, m.concreteTypes(p), method.Name(), p != m.pass.Pkg) {
				ptr := types.NewPointer(tn.Type())
				obj, _, _ := types.LookupFieldOrMethod(ptr, false, method.Pkg(), method.Name())
				f, ok := obj.(*types.Func)
				if !ok || generic && !shapedLike(ptr, iface) || !generic && !types.Implements(ptr, iface) {
					continue
				}
				out = append(out, f)
			}
		}
	}
	m.impls[method] = out
	return out
}

// methodIndexes holds, for each package asked about, its concrete types
// by the names of the methods of their pointers (methodIndex). Packages'
// types do not change once checked, and every unit of a run that asks
// for an interface's implementations scans the same imports: the index is
// the process's, built once per package.
var methodIndexes sync.Map // *types.Package → map[string][]*types.TypeName

// withMethod returns the types among concrete, p's (concreteTypes), whose
// pointer may have a method named name, in their order; shared says p is an
// import, whose index the process keeps (the analysed package's own would
// keep its syntax's objects alive).
func withMethod(p *types.Package, concrete []*types.TypeName, name string, shared bool) []*types.TypeName {
	if !shared {
		return concrete // the caller looks each up
	}
	if idx, ok := methodIndexes.Load(p); ok {
		return idx.(map[string][]*types.TypeName)[name]
	}
	idx := map[string][]*types.TypeName{}
	for _, tn := range concrete {
		ms := types.NewMethodSet(types.NewPointer(tn.Type()))
		for i := range ms.Len() {
			n := ms.At(i).Obj().Name()
			idx[n] = append(idx[n], tn)
		}
	}
	methodIndexes.Store(p, idx)
	return idx[name]
}

// mentionsTypeParam reports an interface whose methods' signatures use a
// type parameter (a constraint of ent's querierAll[V, Q interface{
// sqlAll(…) (V, error) }]): types.Implements cannot tell which types
// satisfy it for some V.
func mentionsTypeParam(iface *types.Interface) bool {
	for i := range iface.NumMethods() {
		sig := iface.Method(i).Signature()
		for _, tup := range []*types.Tuple{sig.Params(), sig.Results()} {
			for j := range tup.Len() {
				if hasTypeParam(tup.At(j).Type(), 0) {
					return true
				}
			}
		}
	}
	return false
}

func hasTypeParam(t types.Type, depth int) bool {
	if depth > 4 {
		return false
	}
	switch u := types.Unalias(t).(type) {
	case *types.TypeParam:
		return true
	case *types.Pointer:
		return hasTypeParam(u.Elem(), depth+1)
	case *types.Slice:
		return hasTypeParam(u.Elem(), depth+1)
	case *types.Map:
		return hasTypeParam(u.Key(), depth+1) || hasTypeParam(u.Elem(), depth+1)
	}
	return false
}

// shapedLike reports whether t has every method of iface with the same
// numbers of parameters and results: as near to "implements it for some
// type arguments" as is worth checking.
func shapedLike(t types.Type, iface *types.Interface) bool {
	for i := range iface.NumMethods() {
		want := iface.Method(i)
		obj, _, _ := types.LookupFieldOrMethod(t, false, want.Pkg(), want.Name())
		f, ok := obj.(*types.Func)
		if !ok {
			return false
		}
		a, b := f.Signature(), want.Signature()
		if a.Params().Len() != b.Params().Len() || a.Results().Len() != b.Results().Len() || a.Variadic() != b.Variadic() {
			return false
		}
	}
	return true
}

func allImports(p *types.Package) []*types.Package {
	seen := map[*types.Package]bool{}
	var out []*types.Package
	var walk func(*types.Package)
	walk = func(q *types.Package) {
		for _, imp := range q.Imports() {
			if !seen[imp] {
				seen[imp] = true
				out = append(out, imp)
				walk(imp)
			}
		}
	}
	walk(p)
	return out
}

// summarise computes the summaries of the package's own functions to a
// fixpoint and exports those of declared functions as facts.
func (m *model) summarise() {
	for obj, kinds := range m.decl {
		fn := m.prog.FuncValue(obj)
		for _, k := range kinds {
			if k != handlerKind && fn != nil {
				m.local[fn] = merge(m.local[fn], declared(k, obj))
			}
		}
	}
	declaredOnly := map[*ssa.Function]*Summary{}
	for fn, s := range m.local {
		declaredOnly[fn] = s
	}
	order := make(map[*ssa.Function]int, len(m.funcs))
	for i, fn := range m.funcs {
		order[fn] = i
	}
	comps, cyclic := components(m.funcs, m.callGraph())
	for _, c := range comps {
		slices.SortFunc(c, func(a, b *ssa.Function) int { return order[a] - order[b] })
	}
	// A new outcome error type (outcomeErrors) changes how every function
	// that tests for it reads, wherever it is in the order: the pass is
	// run again until none is found.
	for range maxRounds {
		added := false
		for i, c := range comps {
			added = m.summariseComponent(c, cyclic[i], declaredOnly) || added
		}
		if !added {
			break
		}
	}
	exported := false
	for _, fn := range m.funcs {
		s := m.local[fn]
		obj, ok := fn.Object().(*types.Func)
		if s == nil || !ok || fn.Parent() != nil {
			continue
		}
		m.pass.ExportObjectFact(obj, s)
		exported = true
	}
	if exported {
		m.pass.ExportPackageFact(&Exported{})
	}
}

// webhookCallers marks as handlers the functions that hand their own
// parameter (the request) to a function of the package that verifies a
// webhook: the HTTP handler whose helper parses the event.
func (m *model) webhookCallers() {
	for range maxRounds {
		changed := false
		for _, fn := range m.funcs {
			if m.verifies[fn] || len(fn.Params) == 0 {
				continue
			}
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					call, ok := instr.(ssa.CallInstruction)
					if !ok {
						continue
					}
					callee := call.Common().StaticCallee()
					if callee == nil || !m.verifies[callee] || !passesParam(fn, call.Common()) {
						continue
					}
					m.verifies[fn], changed = true, true
					if m.handlers[fn] == "" {
						m.handlers[fn] = "calls " + callee.Name() + ", which verifies a webhook"
					}
				}
			}
		}
		if !changed {
			return
		}
	}
}

// passesParam reports whether a call takes a value computed from one of
// fn's parameters.
func passesParam(fn *ssa.Function, c *ssa.CallCommon) bool {
	for _, a := range c.Args {
		for _, p := range fn.Params {
			if a == p || DependsOn(a, p) {
				return true
			}
		}
	}
	return false
}

// summariseComponent computes the summaries of one strongly connected
// component of the call graph, whose callees' summaries are final: once
// for a function that does not reach itself, to a fixpoint for a cycle,
// within maxComponent functions and maxComponentRounds rounds (over
// either, the summaries are those of the last round, and the skip is
// noted under -idemlint.debug). It reports whether a scan recorded a new
// outcome error type.
func (m *model) summariseComponent(c []*ssa.Function, cyclic bool, declaredOnly map[*ssa.Function]*Summary) (added bool) {
	rounds := 1
	switch {
	case !cyclic:
	case len(c) > maxComponent:
		m.skip("idemlint", c[0], "functions in a call cycle", len(c), maxComponent)
		rounds = maxRounds
	default:
		rounds = maxComponentRounds
	}
	for r := range rounds {
		changed := false
		for _, fn := range c {
			a, ch := m.resummarise(fn, declaredOnly)
			added = added || a
			changed = changed || ch
		}
		if !changed {
			return added
		}
		if r == rounds-1 && cyclic && len(c) <= maxComponent {
			m.skip("idemlint", c[0], "rounds of a call cycle", rounds, maxComponentRounds)
		}
	}
	return added
}

// resummarise scans fn and stores its summary: whether the scan recorded
// a new outcome error type, and whether the summary changed.
func (m *model) resummarise(fn *ssa.Function, declaredOnly map[*ssa.Function]*Summary) (added, changed bool) {
	sc := m.safeScan(fn)
	added = m.outcomeErrors(fn, sc.ops)
	s := m.summaryOf(fn, sc.ops)
	if sc.runs > 0 {
		s = merge(s, &Summary{RunsParam: sc.runs, MarksAfter: marksAfter(sc)})
	}
	if sc.txFunc > 0 && (s == nil || s.TxFuncParam == 0) {
		s = merge(s, &Summary{Kinds: Mask(0).With(Commit), Via: chain(fn, sc.txFuncTx.Begin), TxFuncParam: sc.txFunc, TxSerializable: sc.txFuncTx.Serializable})
	}
	s = merge(s, declaredOnly[fn])
	if old := m.local[fn]; (old == nil) != (s == nil) || (s != nil && !s.equal(old)) {
		m.local[fn] = s
		changed = true
	}
	return added, changed
}

// marksAfter returns the callback parameter the scanned function runs
// before a claim or a write of its own can run, or 0.
func marksAfter(sc *fscan) int {
	if sc.runsAt == nil {
		return 0
	}
	flow := sc.m.flow(sc.fn)
	for _, op := range sc.ops {
		if (op.Kind == Claim || op.Kind == Write) && op.Instr != sc.runsAt && flow.After(sc.runsAt, op.Instr) {
			return sc.runs
		}
	}
	return 0
}

// safeScan scans fn under the guard: a scan that panicked has no
// operations.
func (m *model) safeScan(fn *ssa.Function) (s *fscan) { return m.safeScanWith(fn, nil) }

// safeScanWith is scanWith under the guard, as safeScan.
func (m *model) safeScanWith(fn *ssa.Function, subst map[*types.TypeParam]types.Type) (s *fscan) {
	if !m.guard(fn, "scan", func() { s = m.scanWith(fn, subst) }) {
		s = &fscan{m: m, fn: fn}
	}
	return s
}

// final scans fn for the Result, after the summaries are complete.
func (m *model) final(fn *ssa.Function) *Func {
	s := m.safeScan(fn)
	m.scans[fn] = s
	why := m.handlers[fn]
	if len(s.ops) == 0 && why == "" {
		return nil
	}
	for _, op := range s.ops {
		switch op.Kind {
		case Write, Claim, CheckThenAct:
			op.UniqueHandled = op.UniqueHandled || m.uniqueHandled(fn, op.Value)
		}
	}
	results := map[ssa.Value]bool{}
	for _, op := range s.ops {
		if op.Value != nil {
			results[op.Value] = true
		}
	}
	return &Func{SSA: fn, Ops: s.ops, Handler: why, Watched: m.watched[fn], Test: m.inTestFile(fn), results: results}
}

func merge(a, b *Summary) *Summary {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	out := *a
	out.Kinds |= b.Kinds
	if b.Class.stronger(out.Class) {
		out.Class = b.Class
	}
	switch {
	case a.Kinds.Has(Write) && b.Kinds.Has(Write):
		out.Mode = a.Mode.join(b.Mode)
	case b.Kinds.Has(Write):
		out.Mode = b.Mode
	}
	if out.Does == "" {
		out.Does = b.Does
	}
	if out.TxFuncParam == 0 {
		out.TxFuncParam, out.TxSerializable = b.TxFuncParam, b.TxSerializable
	}
	out.Minted = a.Minted || b.Minted
	out.Marks = a.Marks || b.Marks
	out.Grouped = a.Grouped || b.Grouped
	out.Keyed = (a.Keyed || !a.Kinds.Has(Effect)) && (b.Keyed || !b.Kinds.Has(Effect)) && out.Kinds.Has(Effect)
	out.Declared = a.Declared || b.Declared
	out.NoRow = a.NoRow || b.NoRow
	out.UniqueHandled = out.Kinds.Has(Write) && (a.UniqueHandled || !a.Kinds.Has(Write)) && (b.UniqueHandled || !b.Kinds.Has(Write))
	if out.RunsParam == 0 {
		out.RunsParam, out.MarksAfter = b.RunsParam, b.MarksAfter
	}
	if len(out.Creates) == 0 {
		out.Creates = b.Creates
	}
	if out.KeyParam == 0 {
		out.KeyParam, out.KeyField = b.KeyParam, b.KeyField
	}
	if out.WriteKeyParam == 0 {
		out.WriteKeyParam = b.WriteKeyParam
	}
	if out.Conflict == sqltext.NoConflict {
		out.Conflict = b.Conflict
	}
	if out.Table == "" {
		out.Table = b.Table
	}
	if out.Via == "" {
		out.Via = b.Via
	}
	out.Chains = slices.Clone(a.Chains)
	for _, c := range b.Chains {
		if !hasChain(out.Chains, c.Kind) {
			out.Chains = append(out.Chains, c)
		}
	}
	return &out
}

// randomReturns is what returnsRandom found for a set of sources.
type randomReturns struct {
	sources []ssa.Value
	out     map[ssa.Value]bool
}

// returnsRandom returns the values of fn's RANDOM SOURCE operations that
// a result of fn takes its key identity from (randomOrigin from each
// result, every source at once). The walk depends on fn and the sources
// alone, so a summary round whose sources are those of the last asks
// again for nothing.
func (m *model) returnsRandom(fn *ssa.Function, ops []*Op) map[ssa.Value]bool {
	var sources []ssa.Value
	for _, op := range ops {
		if op.Kind == Random && op.Value != nil {
			sources = append(sources, op.Value)
		}
	}
	if prev, ok := m.randomRet[fn]; ok && slices.Equal(prev.sources, sources) {
		return prev.out
	}
	out := map[ssa.Value]bool{}
	if len(sources) > 0 {
		isSource := map[ssa.Value]bool{}
		for _, v := range sources {
			isSource[v] = true
		}
		for _, r := range returned(fn) {
			keyFlow(r, func(x ssa.Value) bool {
				if isSource[x] {
					out[x] = true
				}
				return false
			})
		}
	}
	m.randomRet[fn] = randomReturns{sources: sources, out: out}
	return out
}

// summaryOf reduces a function's operations to what its callers see.
func (m *model) summaryOf(fn *ssa.Function, ops []*Op) *Summary {
	var s Summary
	var first Kind // the kind Via describes
	checkTable, nchecks := "", 0
	writeTable, nwrites := "", 0
	mode, nmodes := Creates, 0
	var creates []string // tables created
	uniqueAll := true    // every create's unique violation is handled
	keyedAll, effects := true, 0
	var returnedRandom map[ssa.Value]bool // returnsRandom, when a source is met
	for _, op := range ops {
		if _, async := op.Instr.(*ssa.Go); async {
			continue // work started in a goroutine is not done by the time fn returns
		}
		add := false
		switch op.Kind {
		case Check:
			// A locked read (FOR UPDATE, SKIP LOCKED) is not a dedup check
			// for the caller: the lock, which the caller cannot see, decides.
			add = (returnsDependOn(fn, op.Value) || capturedResult(fn, op.Value)) && op.Lock == sqltext.NoLock
			switch {
			case !add:
			case nchecks == 0:
				checkTable = op.Table
			case checkTable != op.Table:
				checkTable = "" // results of reads of two tables: which one a caller tests is unknown
			}
			if add {
				if nchecks == 0 {
					s.Declared = op.Declared
				}
				nchecks++
			}
		case Random:
			// Through the key flow, not any dependence: a function that
			// starts a span with a random id and returns the context, or
			// rows read with it, returns nothing random.
			if returnedRandom == nil {
				returnedRandom = m.returnsRandom(fn, ops)
			}
			add = op.Value != nil && returnedRandom[op.Value]
		case Ack, Nack:
			add = acksParam(fn, op)
		case Receive:
			// A receive wrapper over a reader that acknowledges on
			// receipt (kafka-go ReadMessage on a group reader) hands its
			// caller a message already acknowledged.
			add = m.acksOnReceipt(op) && returnsDependOn(fn, op.Value)
		case Claim:
			add = true
			if !op.Consulted && !outcomeReturned(fn, op.Value) {
				// Insert-or-ignore whose outcome neither fn nor its callers
				// can read: to them an idempotent write.
				op = &Op{Kind: Write, Mode: Upserts, Instr: op.Instr, API: op.API, Callee: op.Callee, Via: op.Via, Table: op.Table, Key: op.Key}
			}
		case Write, Effect, Commit, CheckThenAct:
			add = true
		case KeySink:
			if p, field := keyParamField(fn, op); p > 0 {
				s.KeyParam, s.KeyField = p, field
				add = true
			}
		}
		if op.Kind == Claim && s.KeyParam == 0 {
			s.KeyParam, s.KeyField = keyParamField(fn, op)
		}
		if op.TxFuncParam > 0 && op.Tx != nil && s.TxFuncParam == 0 {
			s.TxFuncParam, s.TxSerializable = op.TxFuncParam, op.Tx.Serializable
			s.Kinds = s.Kinds.With(Commit)
			if s.Via == "" {
				s.Via, first = chain(fn, op), Commit
			}
		}
		if !add {
			continue
		}
		s.Kinds = s.Kinds.With(op.Kind)
		if op.Kind == Effect {
			effects++
			keyedAll = keyedAll && keyedInside(fn, ops, op)
		}
		if op.Kind == Effect && (s.Class == NoClass || op.Class.stronger(s.Class)) {
			// The irreversible effect speaks for the wrapper: one that
			// charges and then publishes is a payment to the no-claim rule.
			if s.Class != NoClass {
				s.setVia(Effect, chain(fn, op), first)
			}
			s.Class, s.Does = op.Class, op.Does
		}
		if op.Kind == Write {
			if nmodes == 0 {
				mode = op.Mode
			} else {
				mode = mode.join(op.Mode)
			}
			nmodes++
			s.Minted = s.Minted || op.Minted
			s.Marks = s.Marks || marksForCaller(fn, op)
			switch {
			case nwrites == 0:
				writeTable = op.Table
			case writeTable != op.Table:
				writeTable = "" // writes to several tables: which one a caller's check concerns is unknown
			}
			nwrites++
			if p := paramOf(fn, op.Key); p > 0 && s.WriteKeyParam == 0 {
				s.WriteKeyParam = p
			}
			if op.Mode == Creates && !op.UniqueHandled && !m.uniqueHandled(fn, op.Value) {
				uniqueAll = false
			}
			if op.Mode == Creates {
				for _, t := range append(op.Creates, op.Table) {
					if t != "" && !slices.Contains(creates, t) && len(creates) < maxCreates {
						creates = append(creates, t)
					}
				}
			}
		}
		if s.Table == "" {
			s.Table = op.Table
		}
		switch {
		case s.Via == "":
			s.Via, first = chain(fn, op), op.Kind
		case op.Kind != first && !hasChain(s.Chains, op.Kind):
			s.Chains = append(s.Chains, Chain{op.Kind, chain(fn, op), op.Table})
		}
	}
	if m.returnsTest(fn, catalog.UniqueViolation) {
		s.Kinds = s.Kinds.With(uniqueTest)
	}
	if m.returnsTest(fn, catalog.NotFound) {
		s.Kinds = s.Kinds.With(notFoundTest)
	}
	if s.Kinds.Has(Check) && (s.Kinds.Has(Write) || s.Kinds.Has(Claim)) {
		// A get-or-create: its own race, if any, is reported inside it; to
		// a caller its result is the outcome of a write, not a check.
		s.Kinds &^= Mask(0).With(Check)
	} else if s.Kinds.Has(Check) {
		s.Table = checkTable
		s.NoRow = m.reportsNoRow(fn, ops)
	}
	if s.Kinds.Has(Write) {
		s.Mode = mode
		s.UniqueHandled = uniqueAll && mode == Creates
	}
	if nwrites > 1 {
		s.setTable(Write, writeTable)
		if writeTable == "" && len(creates) > 1 {
			slices.Sort(creates)
			s.Creates = creates
		}
	}
	s.Keyed = effects > 0 && keyedAll
	s.Grouped = m.returnsGrouped(fn)
	s.Conflict = m.appliedConflict(fn)
	if s.Kinds == 0 && !s.Grouped && s.Conflict == sqltext.NoConflict {
		return nil
	}
	return &s
}

// reportsNoRow reports whether fn returns an error when the row its check
// looks for is missing: it returns a not-found sentinel (its own
// ErrNotFound, or the library's), or it passes on the error of a read whose
// error reports a missing row without testing it for one (a wrapper that
// turns ErrNoRows into nil, nil reports nothing).
func (m *model) reportsNoRow(fn *ssa.Function, ops []*Op) bool {
	for _, r := range returned(fn) {
		if IsError(r.Type()) && m.sent.role(unwrapLoad(r), m.summariesOf) == catalog.NotFound {
			return true
		}
	}
	for _, b := range fn.Blocks {
		if iff, ok := ssax.LastIf(b); ok && m.tests(iff.Cond, catalog.NotFound) {
			return false // the read's "no row" is tested, and handled here
		}
	}
	for _, op := range ops {
		if op.Kind == Check && op.NoRow && returnsDependOn(fn, op.Value) {
			return true
		}
	}
	return false
}

// unwrapLoad returns the global a value loads, or the value.
func unwrapLoad(v ssa.Value) ssa.Value {
	if g := globalOf(v); g != nil {
		return g
	}
	return v
}

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

// returned lists the values fn's return statements return.
func returned(fn *ssa.Function) []ssa.Value {
	var out []ssa.Value
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
			out = append(out, ret.Results...)
		}
	}
	return out
}

// returnsTest reports whether fn returns a boolean computed from a
// sentinel of role: a helper such as dbx.IsUniqueViolation(err), or ent's
// generated IsNotFound(err).
func (m *model) returnsTest(fn *ssa.Function, role catalog.Role) bool {
	res := fn.Signature.Results()
	if res.Len() != 1 {
		return false
	}
	if b, ok := res.At(0).Type().Underlying().(*types.Basic); !ok || b.Kind() != types.Bool {
		return false
	}
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && len(ret.Results) == 1 && m.tests(ret.Results[0], role) {
			return true
		}
	}
	return false
}

// uniqueHandled reports whether a branch of fn tests the error of v for a
// unique violation.
func (m *model) uniqueHandled(fn *ssa.Function, v ssa.Value) bool {
	if v == nil {
		return false
	}
	for _, b := range fn.Blocks {
		iff, ok := ssax.LastIf(b)
		if !ok {
			continue
		}
		if dependsOn(iff.Cond, func(x ssa.Value) bool { return x == v }) && m.tests(iff.Cond, catalog.UniqueViolation) && !m.translatesUnique(b, iff.Cond) {
			return true
		}
	}
	return false
}

// translatesUnique reports whether the side of the branch at the end of b
// where cond finds a unique violation builds the package's own error for
// it (ent's sqlSave: err = &ConstraintError{…}): the violation is handed
// to the caller to test, not handled.
func (m *model) translatesUnique(b *ssa.BasicBlock, cond ssa.Value) bool {
	for _, rb := range m.flow(b.Parent()).SideOnly(b, notFoundSide(cond)) {
		for _, instr := range rb.Instrs {
			if name := m.builtError(instr); name != "" && m.sent.types[name] == catalog.UniqueViolation {
				return true
			}
		}
	}
	return false
}

func chain(fn *ssa.Function, op *Op) string {
	name := fn.Name()
	if obj, ok := fn.Object().(*types.Func); ok {
		name = qualifiedName(obj)
	} else if fn.Parent() != nil {
		name = "func literal"
	}
	if op.Via != "" {
		// A chain through a call cycle names each function once: from
		// where it passes through fn again, it is fn's own.
		if i := strings.Index(" → "+op.Via, " → "+name+" → "); i >= 0 {
			return op.Via[i:]
		}
		return name + " → " + op.Via
	}
	if op.Callee != nil {
		return name + " → " + qualifiedName(op.Callee)
	}
	return name + " → " + op.API
}

func hasChain(cs []Chain, k Kind) bool {
	for _, c := range cs {
		if c.Kind == k {
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
// not reach the key.
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
			base, f := fieldOf(x)
			if base == nil {
				return false
			}
			if p := directParam(fn, base, 0); p > 0 && isStruct(fn.Params[paramSlot(fn, p)].Type()) {
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
		for _, w := range memoryWriters(x) {
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

// dependsOn reports whether v is computed from a value satisfying pred:
// through operands, and through memory for locals written by stores or by
// calls that take their address (row.Scan(&n)). Bounded by maxDependency.
func dependsOn(v ssa.Value, pred func(ssa.Value) bool) bool {
	return dependsVia(v, pred, nil)
}

// dependsVia is dependsOn that does not look past the values barrier
// accepts (they may still satisfy pred themselves).
func dependsVia(v ssa.Value, pred, barrier func(ssa.Value) bool) bool {
	seen := getSeen()
	defer putSeen(seen)
	work := []ssa.Value{v}
	var ops []*ssa.Value
	for len(work) > 0 && len(seen) < maxDependency {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if x == nil || seen[x] {
			continue
		}
		seen[x] = true
		if pred(x) {
			return true
		}
		if barrier != nil && barrier(x) {
			continue
		}
		switch x := x.(type) {
		case *ssa.UnOp:
			if x.Op == token.MUL {
				work = append(work, memoryWriters(x.X)...)
			}
		case *ssa.Alloc:
			work = append(work, memoryWriters(x)...)
		case *ssa.FieldAddr, *ssa.IndexAddr, *ssa.MakeSlice:
			work = append(work, memoryWriters(x)...)
		case *ssa.Slice:
			work = append(work, variadicElems(x)...) // fmt.Errorf("…: %w", err)
		}
		if instr, ok := x.(ssa.Instruction); ok {
			ops = instr.Operands(ops[:0])
			for _, o := range ops {
				if o != nil && *o != nil {
					work = append(work, *o)
				}
			}
		}
	}
	return false
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
		case *ssa.Call:
			out = append(out, r)
		case *ssa.MakeInterface:
			out = append(out, variadicCalls(r)...)
			out = append(out, callsOf(r)...)
		case *ssa.Slice:
			out = append(out, callsOf(r)...) // rand.Read(b[:]) fills the array
		case *ssa.MakeClosure:
			out = append(out, callsOf(r)...) // a closure capturing addr may write it where it is run
		case *ssa.FieldAddr:
			out = append(out, storedTo(r)...) // &Session{ID: id} writes its fields
			for _, rr := range nonDebugReferrers(r) {
				if mi, ok := rr.(*ssa.MakeInterface); ok {
					out = append(out, variadicCalls(mi)...) // row.Scan(&i.ID, &i.Status) fills the fields
				}
			}
		}
	}
	return out
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

// foreignStd reports whether path looks like a standard-library package
// (no dot in its first element) outside the analysed program's own tree.
// Interfaces of the standard library (io.Writer) are never resolved to the
// program's implementations: too many unrelated calls go through them.
func (m *model) foreignStd(path string) bool { return stdOutside(path, m.pass.Pkg.Path()) }

// stdOutside reports whether path looks like a standard-library package
// (no dot in its first element) outside the tree of the package at from.
func stdOutside(path, from string) bool {
	first := func(p string) string {
		if i := strings.IndexByte(p, '/'); i >= 0 {
			return p[:i]
		}
		return p
	}
	f := first(path)
	return !strings.Contains(f, ".") && f != first(from)
}

// catalogImpl resolves a method of an interface declared by the program
// (sqlc's DBTX, a repository's "Querier") to the catalog methods that
// implement it among the library types the package imports: when every
// implementation has a row and all rows agree on the role, the call is
// that operation. It returns one implementing method, whose signature
// names the parameters the row refers to.
// concreteTypes returns the named, non-interface types a package declares,
// indexed once per package (Scope.Names sorts on every call).
func (m *model) concreteTypes(p *types.Package) []*types.TypeName {
	if ts, ok := m.named[p]; ok {
		return ts
	}
	var out []*types.TypeName
	scope := p.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
			continue
		}
		if _, ok := tn.Type().(*types.Named); ok {
			out = append(out, tn)
		}
	}
	m.named[p] = out
	return out
}

func (m *model) catalogImpl(method *types.Func) (*types.Func, *catalog.Row) {
	if !isInterfaceMethod(method) || method.Pkg() == nil || m.ix.isCatalogPkg(method.Pkg().Path()) || m.foreignStd(method.Pkg().Path()) {
		return nil, nil
	}
	if c, ok := m.implRows[method]; ok {
		return c.fn, c.row
	}
	var impl *types.Func
	var row *catalog.Row
	iface, _ := method.Signature().Recv().Type().Underlying().(*types.Interface)
	agree := iface != nil
	for _, p := range allImports(m.pass.Pkg) {
		if !agree || !m.ix.isCatalogPkg(p.Path()) {
			continue
		}
		for _, tn := range m.concreteTypes(p) {
			if !tn.Exported() {
				continue
			}
			ptr := types.NewPointer(tn.Type())
			obj, _, _ := types.LookupFieldOrMethod(ptr, false, method.Pkg(), method.Name())
			f, ok := obj.(*types.Func)
			if !ok || !types.Implements(ptr, iface) {
				continue
			}
			r := m.ix.fn(f)
			if r == nil || (row != nil && r.Role != row.Role) {
				agree = false
				break
			}
			if row == nil {
				impl, row = f, r
			}
		}
	}
	if !agree {
		impl, row = nil, nil
	}
	m.implRows[method] = implRow{impl, row}
	return impl, row
}

type implRow struct {
	fn  *types.Func
	row *catalog.Row
}

// inTestFile reports whether fn is declared in a _test.go file.
func (m *model) inTestFile(fn *ssa.Function) bool {
	pos := fn.Pos()
	if !pos.IsValid() {
		return false
	}
	return strings.HasSuffix(m.pass.Fset.File(pos).Name(), "_test.go")
}

// setVia replaces the chain of kind k, first being the kind s.Via
// describes.
func (s *Summary) setVia(k Kind, via string, first Kind) {
	if k == first {
		s.Via = via
		return
	}
	for i := range s.Chains {
		if s.Chains[i].Kind == k {
			s.Chains[i].Via = via
		}
	}
}

// setTable records the table of kind k.
func (s *Summary) setTable(k Kind, table string) {
	for i := range s.Chains {
		if s.Chains[i].Kind == k {
			s.Chains[i].Table = table
			return
		}
	}
	s.Table = table
}
