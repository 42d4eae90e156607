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

// intersect keeps what two implementations of one interface method both do:
// a call through the interface is only known to do that.
func intersect(a, b *Summary) *Summary {
	out := *a
	out.Kinds &= b.Kinds
	out.Class = min(a.Class, b.Class)
	if a.Class == b.Class && !catalog.PersonFacing(a.Does) && catalog.PersonFacing(b.Does) {
		// An email API over HTTP and an SMTP relay behind one Send: the
		// call sends the email, whichever is configured.
		out.Does = b.Does
	}
	out.Minted = a.Minted && b.Minted
	out.MintsKey = a.MintsKey && b.MintsKey
	out.Marks = a.Marks && b.Marks
	out.Keeps, out.KeepsAt = a.Keeps&b.Keeps, nil
	for i := range 64 {
		if out.Keeps&(1<<i) == 0 {
			continue
		}
		at, ok := bothRead(a, b, i+1)
		if ok && len(at) == 0 {
			out.Keeps &^= 1 << i // no key that both read
		} else if ok {
			out.setKeepsAt(i+1, at)
		}
	}
	out.Verifies = a.Verifies && b.Verifies
	out.Swallows = a.Swallows && b.Swallows
	out.ClaimReturned = a.ClaimReturned && b.ClaimReturned
	out.ClaimDecides = a.ClaimDecides && b.ClaimDecides
	out.Grouped = a.Grouped && b.Grouped
	out.Declared = a.Declared && b.Declared
	out.UniqueHandled = a.UniqueHandled && b.UniqueHandled
	out.Refreshes = a.Refreshes && b.Refreshes
	out.Lapses = a.Lapses && b.Lapses
	out.Removes = a.Removes && b.Removes
	out.UniqueErrs = nil
	for _, n := range a.UniqueErrs {
		if slices.Contains(b.UniqueErrs, n) {
			out.UniqueErrs = append(out.UniqueErrs, n)
		}
	}
	out.Rechecks = a.Rechecks && b.Rechecks
	out.NoRow = a.NoRow && b.NoRow
	out.Keyed = a.Keyed && b.Keyed
	out.ClaimsFirst = a.ClaimsFirst && b.ClaimsFirst
	if a.RunsParam != b.RunsParam || a.MarksAfter != b.MarksAfter {
		out.RunsParam, out.MarksAfter = 0, 0
	}
	if a.StartsParam != b.StartsParam {
		out.StartsParam = 0
	}
	if a.WriteKeyParam != b.WriteKeyParam {
		out.WriteKeyParam = 0
	}
	if a.HandsOff != b.HandsOff {
		out.HandsOff = 0
	}
	if a.SendsMethod != b.SendsMethod {
		out.SendsMethod = 0
	}
	if a.SendsRequest != b.SendsRequest {
		out.SendsRequest = 0
	}
	if a.BuildsMethod != b.BuildsMethod {
		out.BuildsMethod = 0
	}
	if a.AnswersStatus != b.AnswersStatus || a.AnswersWith != b.AnswersWith {
		out.AnswersStatus, out.AnswersWith = 0, 0
	}
	if a.ModelParam != b.ModelParam {
		out.ModelParam = 0
	}
	if a.Registers != b.Registers || a.RegistersMethod != b.RegistersMethod || a.RegistersPeriodic != b.RegistersPeriodic {
		out.Registers, out.RegistersMethod, out.RegistersPeriodic = 0, "", false
	}
	if a.Conflict != b.Conflict {
		out.Conflict = sqltext.NoConflict
	}
	if !slices.Equal(a.ReadTables, b.ReadTables) {
		out.ReadTables = nil
	}
	if !slices.Equal(a.Creates, b.Creates) {
		out.Creates = nil
	}
	out.Overwrites = a.Overwrites && b.Overwrites
	out.Rechecked = nil
	for _, t := range a.Rechecked {
		if slices.Contains(b.Rechecked, t) {
			out.Rechecked = append(out.Rechecked, t)
		}
	}
	if !slices.Equal(a.Columns, b.Columns) {
		out.Columns = nil
	}
	if a.CheckKeyParam != b.CheckKeyParam {
		out.CheckKeyParam = 0
	}
	if a.PoolLock != b.PoolLock || a.PoolLockMode != b.PoolLockMode || a.PoolLockTable != b.PoolLockTable {
		out.PoolLock, out.PoolLockMode, out.PoolLockTable = 0, sqltext.NoLock, ""
	}
	out.Keyless = a.Keyless && b.Keyless
	if !equalSchemas(a.Schemas, b.Schemas) {
		out.Schemas = nil
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
	out.TxLocked = out.TxFuncParam > 0 && a.TxLocked && b.TxLocked
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

// *types.Package → map[string][]*types.TypeName

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
	m.registrations()
	m.passes = m.passedOut()
	exported := false
	for _, fn := range m.funcs {
		s := m.local[fn]
		obj, ok := fn.Object().(*types.Func)
		if !ok || fn.Parent() != nil {
			continue
		}
		if s == nil && m.doesNothing(fn) {
			m.pass.ExportObjectFact(obj, &Noop{})
		}
		if s == nil {
			continue
		}
		m.pass.ExportObjectFact(obj, s)
		exported = exported || !onlyKeeps(s)
	}
	if exported || exposesHandle(m.pass.Pkg) {
		m.pass.ExportPackageFact(&Exported{})
	}
}

// exposesHandle reports a package that hands its importers a client of a
// catalogued library: an exported variable, an exported field of an
// exported struct, or a result of an exported function or method, whose
// type is one of that library's (a data layer's Data{DB *xorm.Engine},
// a Db() *gorm.DB). Its importers call the library through it without
// importing it (r.data.DB.Insert(bean)); the fact opens the gate to them.
func exposesHandle(pkg *types.Package) bool {
	ix := theIndex()
	handle := func(t types.Type) bool {
		if p, ok := types.Unalias(t).(*types.Pointer); ok {
			t = p.Elem()
		}
		n, ok := types.Unalias(t).(*types.Named)
		if !ok || n.Obj().Pkg() == nil {
			return false
		}
		root := ix.catalogRoot(n.Obj().Pkg().Path())
		return root != "" && !ubiquitous[root]
	}
	results := func(sig *types.Signature) bool {
		for v := range sig.Results().Variables() {
			if handle(v.Type()) {
				return true
			}
		}
		return false
	}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		obj := scope.Lookup(name)
		if !obj.Exported() {
			continue
		}
		switch obj := obj.(type) {
		case *types.Var:
			if handle(obj.Type()) {
				return true
			}
		case *types.Func:
			if results(obj.Signature()) {
				return true
			}
		case *types.TypeName:
			if st, ok := obj.Type().Underlying().(*types.Struct); ok {
				for f := range st.Fields() {
					if f.Exported() && handle(f.Type()) {
						return true
					}
				}
			}
			if n, ok := obj.Type().(*types.Named); ok {
				for m := range n.Methods() {
					if m.Exported() && results(m.Signature()) {
						return true
					}
				}
			}
		}
	}
	return false
}

// verifiedAt records a call at which fn verifies a webhook.
func (m *model) verifiedAt(fn *ssa.Function, at ssa.Instruction) {
	if !slices.Contains(m.verifyAt[fn], at) {
		m.verifyAt[fn] = append(m.verifyAt[fn], at)
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
					m.verifiedAt(fn, instr)
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
	if logs(fn) {
		return false, false // a log call: nothing (logs.go)
	}
	sc := m.safeScan(fn)
	m.receives[fn] = slices.ContainsFunc(sc.ops, func(op *Op) bool { return op.Kind == Receive })
	m.works[fn] = slices.ContainsFunc(sc.ops, func(op *Op) bool { return op.Passed == 0 && (IsWork(op) || op.Kind == Check) })
	added = m.outcomeErrors(fn, sc.ops)
	added = m.noteDrains(fn, sc) || added
	s := m.summaryOf(fn, ownOps(sc))
	if sends := (&Summary{SendsMethod: sc.sendsMethod, SendsRequest: sc.sendsRequest, BuildsMethod: m.buildsMethod(sc)}); sends.speaksHTTP() && m.ownModule() {
		s = merge(s, sends)
	}
	if p, status := m.answers(fn, sc.ops); p > 0 || status > 0 {
		s = merge(s, &Summary{AnswersStatus: p, AnswersWith: status})
	}
	if sc.runs > 0 || sc.starts > 0 {
		s = merge(s, &Summary{RunsParam: sc.runs, MarksAfter: marksAfter(sc), StartsParam: sc.starts})
	}
	if sc.txFunc > 0 && (s == nil || s.TxFuncParam == 0) {
		s = merge(s, &Summary{Kinds: Mask(0).With(Commit), Via: chain(fn, sc.txFuncTx.Begin), TxFuncParam: sc.txFunc, TxSerializable: sc.txFuncTx.Serializable, TxLocked: locksBeforeRun(sc)})
	}
	if s == nil || s.KeyParam == 0 {
		s = merge(s, m.closureKey(fn))
	}
	if errs := m.uniqueErrs(fn); len(errs) > 0 {
		// Set, not merged: merge keeps an allOf field (Keyless) only when
		// both sides have it.
		if s == nil {
			s = &Summary{}
		}
		s.UniqueErrs = errs
	}
	s = merge(s, declaredOnly[fn])
	if old := m.local[fn]; (old == nil) != (s == nil) || (s != nil && !s.equal(old)) {
		m.local[fn] = s
		changed = true
	}
	return added, changed
}

// closureKey returns the summary of a function whose parameter reaches a
// KEY SINK inside a closure it makes: one it returns (a functional option
// helper: func WithIdempotencyKey(k string) Option { return func(r *req)
// { r.headers["Idempotency-Key"] = k } }), or one it hands to a call or a
// go statement (a fan-out helper that runs each purchase in a goroutine,
// whose token derives from the captured exec.ID). The key is the
// function's argument, though the closure runs later or elsewhere.
func (m *model) closureKey(fn *ssa.Function) *Summary {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			mc, ok := instr.(*ssa.MakeClosure)
			if !ok || !handedOn(fn, mc) {
				continue
			}
			anon, ok := mc.Fn.(*ssa.Function)
			if !ok || anon.Parent() != fn {
				continue
			}
			for _, op := range m.safeScan(anon).ops {
				if op.Kind != KeySink || op.Key == nil {
					continue
				}
				if p, field := keyParamField(fn, op); p > 0 {
					return &Summary{Kinds: Mask(0).With(KeySink), Via: chain(fn, op), KeyParam: p, KeyField: field}
				}
			}
		}
	}
	return nil
}

// handedOn reports a closure that fn returns, or hands to a call (as an
// argument, or as the function a call or go statement runs).
func handedOn(fn *ssa.Function, mc *ssa.MakeClosure) bool {
	if slices.ContainsFunc(returned(fn), func(r ssa.Value) bool { return unwrap(r) == mc }) {
		return true
	}
	for _, r := range *mc.Referrers() {
		if c, ok := r.(ssa.CallInstruction); ok && (c.Common().Value == mc || slices.Contains(c.Common().Args, ssa.Value(mc))) {
			return true
		}
	}
	return false
}

// marksAfter returns the callback parameter the scanned function runs
// before a claim or a write of its own can run, or 0.
func marksAfter(sc *fscan) int {
	if sc.runsAt == nil {
		return 0
	}
	flow := sc.m.flow(sc.fn)
	for _, op := range sc.ops {
		if op.Kind == Claim && op.Consulted && op.Instr != sc.runsAt && ssax.Dominates(op.Instr, sc.runsAt) {
			return 0 // a claim it consults comes first (ClaimSendAttempt, then send): what it marks later is done
		}
	}
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
	if logs(fn) && m.handlers[fn] == "" {
		return nil // a log call: nothing to examine (logs.go)
	}
	s := m.safeScan(fn)
	s.ops = m.responses(fn, s.ops)
	m.scans[fn] = s
	why := m.handlers[fn]
	if len(s.ops) == 0 && why == "" {
		return nil
	}
	for _, op := range s.ops {
		switch op.Kind {
		case Write, Claim, CheckThenAct:
			op.UniqueHandled = op.UniqueHandled || m.uniqueHandled(fn, op.Value) || m.uniqueHandledAbove(fn, op.Value, 0)
		}
	}
	results := map[ssa.Value]bool{}
	for _, op := range s.ops {
		if op.Value != nil {
			results[op.Value] = true
		}
	}
	return &Func{SSA: fn, Ops: s.ops, Handler: why, Periodic: m.periodic[fn], Tick: m.ticks[fn], Verified: m.verifyAt[fn], DoneOnReturn: m.doneBy[fn], Watched: m.watched[fn], Test: m.inTestFile(fn), results: results}
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
		out.TxFuncParam, out.TxSerializable, out.TxLocked = b.TxFuncParam, b.TxSerializable, b.TxLocked
	}
	out.Minted = a.Minted || b.Minted
	out.MintsKey = a.MintsKey || b.MintsKey
	out.Marks = a.Marks || b.Marks
	out.Keeps, out.KeepsAt = a.Keeps|b.Keeps, nil
	for i := range 64 {
		inA, inB := a.Keeps&(1<<i) != 0, b.Keeps&(1<<i) != 0
		atA, okA := a.keptAt(i + 1)
		atB, okB := b.keptAt(i + 1)
		switch {
		case inA && inB && okA && okB:
			out.setKeepsAt(i+1, union(atA, atB))
		case inA && !inB && okA:
			out.setKeepsAt(i+1, atA)
		case inB && !inA && okB:
			out.setKeepsAt(i+1, atB)
		}
	}
	out.Verifies = a.Verifies || b.Verifies
	out.Swallows = a.Swallows || b.Swallows
	out.ClaimReturned = a.ClaimReturned || b.ClaimReturned
	out.ClaimDecides = a.ClaimDecides || b.ClaimDecides
	if out.HandsOff == 0 {
		out.HandsOff = b.HandsOff
	}
	if out.SendsMethod == 0 {
		out.SendsMethod = b.SendsMethod
	}
	if out.SendsRequest == 0 {
		out.SendsRequest = b.SendsRequest
	}
	if out.BuildsMethod == 0 {
		out.BuildsMethod = b.BuildsMethod
	}
	if out.AnswersStatus == 0 && out.AnswersWith == 0 {
		out.AnswersStatus, out.AnswersWith = b.AnswersStatus, b.AnswersWith
	}
	if out.ModelParam == 0 {
		out.ModelParam = b.ModelParam
	}
	if out.Registers == 0 {
		out.Registers, out.RegistersMethod, out.RegistersPeriodic = b.Registers, b.RegistersMethod, b.RegistersPeriodic
	}
	out.Grouped = a.Grouped || b.Grouped
	out.Keyed = (a.Keyed || !a.Kinds.Has(Effect)) && (b.Keyed || !b.Kinds.Has(Effect)) && out.Kinds.Has(Effect)
	out.ClaimsFirst = (a.ClaimsFirst || !a.Kinds.Has(Effect)) && (b.ClaimsFirst || !b.Kinds.Has(Effect)) && out.Kinds.Has(Effect)
	out.Declared = a.Declared || b.Declared
	out.NoRow = a.NoRow || b.NoRow
	out.UniqueHandled = out.Kinds.Has(Write) && (a.UniqueHandled || !a.Kinds.Has(Write)) && (b.UniqueHandled || !b.Kinds.Has(Write))
	out.Refreshes = out.Kinds.Has(Write) && (a.Refreshes || !a.Kinds.Has(Write)) && (b.Refreshes || !b.Kinds.Has(Write))
	out.Lapses = out.Kinds.Has(Claim) && (a.Lapses || !a.Kinds.Has(Claim)) && (b.Lapses || !b.Kinds.Has(Claim))
	out.Removes = out.Kinds.Has(Claim) && (a.Removes || !a.Kinds.Has(Claim)) && (b.Removes || !b.Kinds.Has(Claim))
	out.Rechecks = out.Kinds.Has(Write) && (a.Rechecks || !a.Kinds.Has(Write)) && (b.Rechecks || !b.Kinds.Has(Write))
	if len(b.UniqueErrs) > 0 {
		out.UniqueErrs = slices.Compact(slices.Sorted(slices.Values(append(slices.Clone(a.UniqueErrs), b.UniqueErrs...))))
	}
	if out.RunsParam == 0 {
		out.RunsParam, out.MarksAfter = b.RunsParam, b.MarksAfter
	}
	if out.StartsParam == 0 {
		out.StartsParam = b.StartsParam
	}
	if len(out.ReadTables) == 0 {
		out.ReadTables = b.ReadTables
	}
	if len(out.Creates) == 0 {
		out.Creates = b.Creates
	}
	if len(out.Rechecked) == 0 {
		out.Rechecked = b.Rechecked
	}
	out.Overwrites = a.Overwrites || b.Overwrites
	if len(out.Columns) == 0 {
		out.Columns = b.Columns
	}
	if out.CheckKeyParam == 0 {
		out.CheckKeyParam = b.CheckKeyParam
	}
	if out.PoolLock == 0 {
		out.PoolLock, out.PoolLockMode, out.PoolLockTable = b.PoolLock, b.PoolLockMode, b.PoolLockTable
	}
	out.Keyless = a.Keyless && b.Keyless
	if out.Schemas == nil {
		out.Schemas = b.Schemas
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

// fallbackCreates returns the creates among ops that run only on one side
// of a branch on the number of rows an UPDATE of the same table among ops
// touched (if res.RowsAffected == 0 { tx.Create(v) }): an update-else-
// create, whose concurrent duplicate overwrites rather than fails.
func (m *model) fallbackCreates(ops []*Op) map[*Op]bool {
	out := map[*Op]bool{}
	for _, u := range ops {
		if u.Kind != Write || u.Mode != Sets || At(u).Value == nil {
			continue
		}
		n := m.rowsAffected(At(u).Value, true) // a closure's op, inlined at its call: its own value
		if n == nil {
			continue
		}
		fn := n.Parent() // the UPDATE's own function: a transaction's callback, whose ops its caller takes on
		at := func(c *Op) *ssa.BasicBlock {
			c = At(c)
			if v, ok := c.Value.(ssa.Instruction); ok && v.Parent() == fn {
				return v.Block()
			}
			if c.Instr.Parent() == fn {
				return c.Instr.Block()
			}
			return nil
		}
		for _, b := range fn.Blocks {
			iff, ok := ssax.LastIf(b)
			if !ok || !dependsOn(iff.Cond, func(x ssa.Value) bool { return x == n }) {
				continue
			}
			for side := range 2 {
				on := m.flow(fn).SideOnly(b, side)
				for _, c := range ops {
					if c.Kind == Write && c.Mode == Creates && strings.EqualFold(c.Table, u.Table) && at(c) != nil && slices.Contains(on, at(c)) {
						out[c] = true
					}
				}
			}
		}
	}
	return out
}

// summaryOf reduces a function's operations to what its callers see.
func (m *model) summaryOf(fn *ssa.Function, ops []*Op) *Summary {
	var s Summary
	var first Kind // the kind Via describes
	checkTable, nchecks := "", 0
	var reads []string // tables read
	writeTable, nwrites := "", 0
	var schemas schemaSet
	mode, nmodes := Creates, 0
	var creates []string // tables created
	uniqueAll := true    // every create's unique violation is handled
	keyedAll, claimedAll, effects := true, true, 0
	var returnedRandom map[ssa.Value]bool // returnsRandom, when a source is met
	fallbacks := m.fallbackCreates(ops)
	for _, op := range ops {
		if _, async := op.Instr.(*ssa.Go); async {
			continue // work started in a goroutine is not done by the time fn returns
		}
		add := false
		switch op.Kind {
		case Check:
			if p := poolLockParam(fn, op); p > 0 && s.PoolLock == 0 {
				s.PoolLock, s.PoolLockMode, s.PoolLockTable = p, op.Lock, op.Table
			}
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
				for _, t := range append(op.ReadTables, op.Table) {
					if t != "" && !slices.Contains(reads, t) && len(reads) < maxCreates {
						reads = append(reads, t)
					}
				}
			}
			if add {
				cols, key := checkedColumns(op), op.Key
				if key == nil && op.SQL == nil {
					key = entKey(op)
				}
				// Keyless only where the statement shows it: an ORM read
				// whose conditions the chain hides (ent's generated Only)
				// is not known to look no key up.
				keyless := op.Keyless && (op.SQL != nil || op.Via != "")
				if nchecks == 0 {
					s.Declared, s.Columns, s.CheckKeyParam, s.Keyless = op.Declared, cols, paramOf(fn, key), keyless
				} else {
					if !slices.Equal(s.Columns, cols) {
						s.Columns = nil // reads of other columns: which one a caller tests is unknown
					}
					if s.CheckKeyParam != paramOf(fn, key) {
						s.CheckKeyParam = 0
					}
					s.Keyless = s.Keyless && keyless
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
			// So does a receive method that acks what it received and
			// returns it (Next: ReceiveMessage, DeleteMessage, return).
			add = m.acksOnReceipt(op) && returnsDependOn(fn, op.Value) || m.handsBackAcked(fn, ops, op)
		case Handoff:
			// A helper that sends what its caller gives it on a channel
			// (pool.Submit(msg): jobs <- msg) hands it off for its caller.
			// A context handed on is no message: its values and deadline
			// are not the work. Nor does a helper that waits for the
			// worker before it returns (jobs <- j; <-j.done) leave work
			// running for its caller.
			if p := paramOf(fn, op.Key); p > 0 && s.HandsOff == 0 && !IsContext(op.Key.Type()) && !waitsBeforeReturn(op, ops) {
				s.HandsOff, add = p, true
			}
		case Claim:
			add = true
			errOnly := m.errOnly(op.Value)
			returned := !errOnly && (op.Won || outcomeReturned(fn, op.Value))
			s.ClaimReturned = s.ClaimReturned || returned
			s.ClaimDecides = s.ClaimDecides || op.Consulted && !op.Dropped && !errOnly && !returned && branchesOn(fn, op.Value, true)
			s.NoRow = s.NoRow || op.NoRow && returnsDependOn(fn, op.Value)
			if (!op.Consulted || op.Dropped || errOnly) && !returned {
				// Insert-or-ignore whose outcome neither fn nor its callers
				// can read: to them an idempotent write. So is a wrapper's
				// claim whose rows fn drops, passing on an error that a
				// lost claim does not cause (_, err := q.ResetWindows(ctx);
				// return err), or whose reply it reads only for its failure
				// (return rdb.SetNX(ctx, k, v, ttl).Err(): go-redis/cache's
				// Set).
				op = &Op{Kind: Write, Props: Props{Mode: Upserts, Table: op.Table}, Instr: op.Instr, API: op.API, Callee: op.Callee, Via: op.Via, Key: op.Key}
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
			s.TxFuncParam, s.TxSerializable, s.TxLocked = op.TxFuncParam, op.Tx.Serializable, op.Tx.Locked
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
			claimedAll = claimedAll && claimedInside(ops, op)
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
			if op.Mode == Creates && (fallbacks[op] || op.Overwrites) {
				s.Overwrites = true
			}
			if op.Mode == Creates {
				schemas.add(m, op, m.createSchemas(op), ops)
				for _, t := range append(op.Creates, op.Table) {
					if t != "" && !slices.Contains(creates, t) && len(creates) < maxCreates {
						creates = append(creates, t)
					}
				}
			}
		}
		if s.Table == "" && (s.Via == "" || op.Kind == first) {
			// The table of the first kind's chain: a write with no one
			// table (a ledger row and a balance) does not take the
			// table of a check that comes after it.
			s.Table = op.Table
		}
		if p := boundParam(fn, op.ModelOf, 0); p > 0 && s.ModelParam == 0 && op.Table == "" {
			s.ModelParam = p
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
		// a caller its result is the outcome of a write, not a check, and
		// when it looked up the table it writes, its write is one that no
		// check of the caller decides.
		s.Kinds &^= Mask(0).With(Check)
		s.Rechecks = s.Kinds.Has(Write) && checkTable != "" && strings.EqualFold(checkTable, writeTable)
		s.Columns, s.CheckKeyParam, s.Keyless = nil, 0, false
	} else if s.Kinds.Has(Check) {
		s.Table = checkTable
		s.NoRow = m.reportsNoRow(fn, ops)
		if checkTable == "" && len(reads) > 1 {
			slices.Sort(reads)
			s.ReadTables = reads
		}
	}
	if s.Kinds.Has(Write) {
		s.Mode = mode
		s.UniqueHandled = uniqueAll && mode == Creates
		s.Refreshes = !slices.ContainsFunc(ops, func(op *Op) bool { return op.Kind == Write && !op.Refreshes })
	}
	if s.Kinds.Has(Claim) {
		s.Lapses = !slices.ContainsFunc(ops, func(op *Op) bool { return op.Kind == Claim && !op.Lapses })
		s.Removes = !slices.ContainsFunc(ops, func(op *Op) bool { return op.Kind == Claim && !op.Removes })
	}
	if mode == Creates && s.Kinds.Has(Write) {
		// Else not a create of rows. One under a key minted here (a new
		// refresh token) keeps them too: a unique constraint on that key
		// ends no race (MintedRow exempts a check by it), and the table's
		// declared uniquenesses still say whether one covers what a
		// caller looked the row up by.
		s.Schemas = schemas.list
		slices.SortFunc(s.Schemas, func(a, b *TableSchema) int { return strings.Compare(a.Table, b.Table) })
	}
	if nwrites > 1 {
		s.setTable(Write, writeTable)
	}
	if nwrites > 0 && writeTable == "" && len(creates) > 0 {
		// Creates of several tables, by several writes or by one call of
		// a helper that makes them (a session and its messages).
		slices.Sort(creates)
		s.Creates = creates
		s.Rechecked = m.rechecked(fn, ops, creates, false)
	} else if writeTable != "" && mode == Creates && s.Kinds.Has(Write) && !s.Rechecks {
		// A create that validates first (the username and the email not
		// taken, then the INSERT) under a uniqueness that fails its
		// concurrent duplicate: its race is its own, reported inside it,
		// and ends in an error; a caller's check of what it looks up
		// decides nothing. One whose duplicate would be a second row (or
		// an overwrite) races with the caller's check too.
		s.Rechecked = m.rechecked(fn, ops, []string{writeTable}, true)
	}
	s.Keyed = effects > 0 && keyedAll
	s.ClaimsFirst = effects > 0 && claimedAll
	s.MintsKey = s.Kinds.Has(Write) && m.mintsKey(fn, ops)
	s.Grouped = m.returnsGrouped(fn)
	s.Conflict = m.appliedConflict(fn)
	s.Keeps = keptParams(fn, ops)
	for i := range min(len(fn.Params), 64) {
		if s.Keeps&(1<<i) != 0 {
			if at, ok := readKeys(fn, i+1); ok {
				s.setKeepsAt(i+1, at)
			}
		}
	}
	// A verification helper, not a handler: a function that answers the
	// request itself (it takes the ResponseWriter) is the handler, and its
	// callers (a router) are not.
	s.Verifies = m.verifies[fn] && len(fn.Params) > 0 && !takesResponseWriter(fn)
	s.Swallows = m.swallows(fn, ops)
	if s.Kinds == 0 && !s.Grouped && s.Conflict == sqltext.NoConflict && s.Keeps == 0 && !s.Verifies && s.PoolLock == 0 && !s.speaksHTTP() {
		return nil
	}
	return &s
}

// speaksHTTP reports a summary that says how the function sends an HTTP
// request its caller decides (httpreq.go), or answers one with the status
// it writes (respond.go).
func (s *Summary) speaksHTTP() bool {
	return s.SendsMethod > 0 || s.SendsRequest > 0 || s.BuildsMethod > 0 || s.AnswersStatus > 0 || s.AnswersWith > 0
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

// returnsTest reports whether fn returns a boolean computed from a
// sentinel of role: a helper such as dbx.IsUniqueViolation(err), or ent's
// generated IsNotFound(err); or, alone or as its last result beside
// others, true only past a test that found it and false otherwise (a
// helper that returns the constants, a retry helper's (result, handled)
// after a unique violation it resolved).
func (m *model) returnsTest(fn *ssa.Function, role catalog.Role) bool {
	res := fn.Signature.Results()
	if res.Len() == 0 {
		return false
	}
	last := res.Len() - 1
	if b, ok := res.At(last).Type().Underlying().(*types.Basic); !ok || b.Kind() != types.Bool {
		return false
	}
	told := false
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) != res.Len() {
			continue
		}
		r := ret.Results[last]
		if res.Len() == 1 && m.tests(r, role) {
			return true
		}
		// (result, handled), or the boolean alone (`if e, ok :=
		// err.(*mysql.MySQLError); ok && e.Number == 1062 { return true };
		// return false`): true only past a test that found it.
		switch c, _ := r.(*ssa.Const); {
		case c != nil && c.Value != nil && !constant.BoolVal(c.Value):
		case c != nil && c.Value != nil && m.pastTest(b, role):
			told = true
		default:
			return false
		}
	}
	return told
}

// pastTest reports whether b runs only on the side of a branch of its
// function where the condition tests role and finds it (past `if
// !errors.As(err, &pgErr) || pgErr.Code != "23505" { return nil, false }`).
func (m *model) pastTest(b *ssa.BasicBlock, role catalog.Role) bool {
	for _, ib := range b.Parent().Blocks {
		iff, ok := ssax.LastIf(ib)
		if !ok || !m.tests(iff.Cond, role) {
			continue
		}
		if side := notFoundSide(iff.Cond); side >= 0 && ib.Succs[side].Dominates(b) {
			return true
		}
	}
	return false
}

// uniqueErrs returns, sorted, the package-level error variables fn
// returns where a test of its finds a unique violation (`if
// strings.Contains(err.Error(), "duplicate key") { return
// ErrDuplicate }`), and those of the calls whose error it returns
// (`return wrapInsert(s.engine.Insert(r))`): Summary.UniqueErrs.
func (m *model) uniqueErrs(fn *ssa.Function) []string {
	var names []string
	add := func(n string) {
		if n != "" && !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	own := false // fn returns a package-level error, or one set on the way: it may translate to it
	for _, r := range returned(fn) {
		if !IsError(r.Type()) {
			continue
		}
		x := unwrap(r)
		if ex, ok := x.(*ssa.Extract); ok {
			x = ex.Tuple
		}
		if call, ok := x.(*ssa.Call); ok {
			callee, sf := calleeOf(&call.Call)
			for _, sum := range m.summariesOf(callee, sf) {
				for _, n := range sum.UniqueErrs {
					add(n)
				}
			}
		}
		_, merged := r.(*ssa.Phi) // one of several errors, set on the way (err = fmt.Errorf("%w: …", ErrConflict, err))
		own = own || merged || errorVar(r) != "" && m.ix.object(globalObj(r)) == nil
	}
	for _, b := range fn.Blocks {
		if !own {
			break
		}
		iff, ok := ssax.LastIf(b)
		if !ok || !m.tests(iff.Cond, catalog.UniqueViolation) {
			continue
		}
		on := map[*ssa.BasicBlock]bool{}
		for _, rb := range m.flow(fn).SideOnly(b, notFoundSide(iff.Cond)) {
			on[rb] = true
		}
		for _, r := range errorsReturnedFrom(fn, on) {
			if errorVar(r) != "" && m.ix.object(globalObj(r)) == nil {
				add(errorVar(r))
			}
		}
	}
	slices.Sort(names)
	return names
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
		if dependsOn(iff.Cond, func(x ssa.Value) bool { return x == v }) && m.tests(iff.Cond, catalog.UniqueViolation) && !m.translatesUnique(b, iff.Cond, v) {
			return true
		}
	}
	return false
}

// translatesUnique reports whether the side of the branch at the end of b
// where cond finds a unique violation of v's write hands the violation to
// the caller to test rather than handling it: it builds the package's own
// error for it (ent's sqlSave: err = &ConstraintError{…}), or the function
// returns only errors from there — a package-level one, a new or wrapped
// one (err = fmt.Errorf("%w: %w", ErrConflict, err)), or the write's own.
// A side that can return nil, or what a second look returns (the
// winner's row read back), handles it.
func (m *model) translatesUnique(b *ssa.BasicBlock, cond, v ssa.Value) bool {
	side := m.flow(b.Parent()).SideOnly(b, notFoundSide(cond))
	for _, rb := range side {
		for _, instr := range rb.Instrs {
			if name := m.builtError(instr); name != "" && m.sent.types[name] == catalog.UniqueViolation {
				return true
			}
		}
	}
	on := map[*ssa.BasicBlock]bool{}
	for _, rb := range side {
		on[rb] = true
	}
	errs := errorsReturnedFrom(b.Parent(), on)
	return len(errs) > 0 && !slices.ContainsFunc(errs, func(e ssa.Value) bool { return !passedError(e, v) })
}

// errorsReturnedFrom lists the errors fn returns that come from the blocks
// on: a return there, or the edge from there of a φ-node a later return
// returns (if dup(err) { err = fmt.Errorf(…) }; return err).
func errorsReturnedFrom(fn *ssa.Function, on map[*ssa.BasicBlock]bool) []ssa.Value {
	var out []ssa.Value
	seen := map[*ssa.Phi]bool{}
	var from func(r ssa.Value, there bool)
	from = func(r ssa.Value, there bool) {
		if instr, ok := r.(ssa.Instruction); there || ok && on[instr.Block()] {
			out = append(out, r)
			return
		}
		phi, ok := r.(*ssa.Phi)
		if !ok || seen[phi] {
			return
		}
		seen[phi] = true
		for i, e := range phi.Edges {
			from(e, on[phi.Block().Preds[i]])
		}
	}
	for _, b := range fn.Blocks {
		if ret := returnOf(b); ret != nil {
			for _, r := range results(ret) {
				if IsError(r.Type()) {
					from(r, on[b])
				}
			}
		}
	}
	return out
}

// passedError reports whether e is an error that is not nil for sure and
// says what failed: a package-level error (possibly wrapped by
// fmt.Errorf), a new one (errors.New, fmt.Errorf, errors.Join), or the
// error of the write v itself.
func passedError(e ssa.Value, v ssa.Value) bool {
	e = unwrap(e)
	if errorVar(e) != "" {
		return true
	}
	if x, ok := e.(*ssa.Extract); ok && x.Tuple == v {
		return true
	}
	call, ok := e.(*ssa.Call)
	if !ok {
		return e == v
	}
	f, _ := calleeOf(&call.Call)
	if f == nil || f.Pkg() == nil {
		return false
	}
	switch f.Pkg().Path() + "." + f.Name() {
	case "fmt.Errorf", "errors.New", "errors.Join":
		return true
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

// handsBackAcked reports a receive method that acks what the receive rcv
// returned and hands it to its caller after the ack, as Result.HandsBack
// finds it: a return reachable from the ack, or past a loop that acks on
// every pass, carries it. One that acks some messages on a branch (an S3
// test event deleted) and returns the others does not.
func (m *model) handsBackAcked(fn *ssa.Function, ops []*Op, rcv *Op) bool {
	if rcv.Value == nil {
		return false
	}
	flow := m.flow(fn)
	for _, op := range ops {
		if _, async := op.Instr.(*ssa.Go); !async && op.Kind == Ack && acksReceived([]*Op{op}, rcv) && returning(fn, flow, op.Instr, rcv.Value) != nil {
			return true
		}
	}
	return false
}

// acksReceived reports whether an ack of ops, made before the function
// returns (not in a goroutine it starts), acknowledges what the receive
// rcv returned.
func acksReceived(ops []*Op, rcv *Op) bool {
	if rcv.Value == nil {
		return false
	}
	for _, op := range ops {
		if _, async := op.Instr.(*ssa.Go); !async && op.Kind == Ack && dependsOnAny(ssax.CallArgs(op.Instr), []ssa.Value{rcv.Value}) {
			return true
		}
	}
	return false
}

// keptParams returns the parameters (bit i: parameter i+1) whose key
// identity a key-like result of fn takes (Summary.Keeps).
func keptParams(fn *ssa.Function, ops []*Op) uint64 {
	if len(fn.Params) == 0 {
		return 0
	}
	var keeps uint64
	for _, r := range returned(fn) {
		if !textual(r.Type()) {
			continue // a key is spelled as text or bytes: a number computed from the arguments is no key helper's
		}
		keyFlowOf(ops, r, func(x ssa.Value) bool {
			if p, ok := x.(*ssa.Parameter); ok {
				if n := paramNumber(fn, p); n > 0 && n <= 64 {
					keeps |= 1 << (n - 1)
				}
			}
			return false
		})
	}
	return keeps
}

// readKeys returns the constant keys fn reads of its map parameter p (1-based),
// when reading them is all it does with it (m["order"], v, ok :=
// m["at"]); not for a map it ranges over, hands on or takes the length of.
func readKeys(fn *ssa.Function, p int) ([]string, bool) {
	i := paramSlot(fn, p)
	if i >= len(fn.Params) {
		return nil, false
	}
	param := fn.Params[i]
	mt, ok := param.Type().Underlying().(*types.Map)
	if !ok {
		return nil, false
	}
	if b, ok := mt.Key().Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
		return nil, false
	}
	var at []string
	for _, r := range nonDebugReferrers(param) {
		l, ok := r.(*ssa.Lookup)
		if !ok || l.X != param {
			return nil, false
		}
		k, ok := stringOf(l.Index)
		if !ok {
			return nil, false
		}
		at = append(at, k)
	}
	return at, len(at) > 0
}

// setKeepsAt records the keys at that the function reads of its kept map
// parameter p (Summary.KeepsAt).
func (s *Summary) setKeepsAt(p int, at []string) {
	for len(s.KeepsAt) < p {
		s.KeepsAt = append(s.KeepsAt, nil)
	}
	at = slices.Clone(at)
	slices.Sort(at)
	s.KeepsAt[p-1] = slices.Compact(at)
}

// keptAt returns the keys the function reads of its kept map parameter p
// (Summary.KeepsAt), and false when it keeps the whole argument.
func (s *Summary) keptAt(p int) ([]string, bool) {
	if p-1 < len(s.KeepsAt) && len(s.KeepsAt[p-1]) > 0 {
		return s.KeepsAt[p-1], true
	}
	return nil, false
}

// bothRead returns the keys of its map parameter p that two
// implementations both read (KeepsAt): those one reads when the other
// reads the whole map; ok is false when both read it whole.
func bothRead(a, b *Summary, p int) (at []string, ok bool) {
	atA, okA := a.keptAt(p)
	atB, okB := b.keptAt(p)
	switch {
	case okA && okB:
		for _, k := range atA {
			if slices.Contains(atB, k) {
				at = append(at, k)
			}
		}
		return at, true
	case okA:
		return atA, true
	case okB:
		return atB, true
	}
	return nil, false
}

// union returns the keys in a or b.
func union(a, b []string) []string { return append(slices.Clone(a), b...) }

// onlyKeeps reports a summary that says nothing but what its results keep
// of its arguments: a fact for callers that use the result as a key, not
// a reason for importers to be analysed (the gate's Exported).
func onlyKeeps(s *Summary) bool {
	return s.Kinds == 0 && !s.Grouped && s.Conflict == sqltext.NoConflict && !s.Verifies && s.Registers == 0 && s.PoolLock == 0 && !s.speaksHTTP()
}

// textual reports a type a key can have (KeyLike) that is not a number:
// a string, bytes, or a pointer to one.
func textual(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	b, basic := t.Underlying().(*types.Basic)
	return KeyLike(t) && !(basic && b.Info()&types.IsInteger != 0)
}

// takesResponseWriter reports a function that takes an
// http.ResponseWriter: an HTTP handler, which answers the request itself.
func takesResponseWriter(fn *ssa.Function) bool {
	return slices.ContainsFunc(fn.Params, func(p *ssa.Parameter) bool { return IsResponseWriter(p.Type()) })
}

// IsResponseWriter reports net/http's ResponseWriter.
func IsResponseWriter(t types.Type) bool {
	return isNamed(t, "net/http", "ResponseWriter")
}

// waitsBeforeReturn reports whether every path from op to a return of its
// function passes a wait: a receive, a select, or a Wait operation.
func waitsBeforeReturn(op *Op, ops []*Op) bool {
	in := op.Instr
	if in == nil || in.Block() == nil {
		return false
	}
	waits := func(x ssa.Instruction) bool {
		switch x := x.(type) {
		case *ssa.UnOp:
			return x.Op == token.ARROW
		case *ssa.Select:
			return true
		}
		return slices.ContainsFunc(ops, func(o *Op) bool { return o.Kind == Wait && o.Instr == x })
	}
	returns := func(x ssa.Instruction) bool {
		_, ok := x.(*ssa.Return)
		return ok
	}
	return !ssax.Reaches(in.Block(), ssax.Index(in)+1, returns, waits)
}

// locksBeforeRun reports a TxFunc helper that locks a row (SELECT … FOR
// UPDATE, not SKIP LOCKED) in its transaction before every run of its
// callback: the callback runs serialised on that row.
func locksBeforeRun(sc *fscan) bool {
	if sc.runsAt == nil {
		return false
	}
	return slices.ContainsFunc(sc.ops, func(op *Op) bool {
		return op.LocksRow() && op.Tx == sc.txFuncTx && ssax.Dominates(op.Instr, sc.runsAt)
	})
}

// rechecked returns those of the tables created that fn looks up itself
// before each of its creates of them: a CHECK of the table (or of a
// wrapper reading it) that can run before the create, or a helper that
// creates it and rechecks it. A caller's check of such a table does not
// decide the create: AddQuestion looks each tag up and creates the
// missing ones, so a validator that read the tags before the call only
// came before that get-or-create. Each entry is the table, followed by
// the columns those lookups compare when all are known ("tags:name"): a
// caller's lookup by other columns (a user found by email, then created
// by a helper that only looks a free username up) still decides it.
// With covered, each of fn's own lookups must also be covered by a
// uniqueness the create binds (Result.UniqueCover): its duplicate fails.
func (m *model) rechecked(fn *ssa.Function, ops []*Op, tables []string, covered bool) []string {
	flow := m.flow(fn)
	reads := func(op *Op, t string) bool {
		return strings.EqualFold(op.Table, t) || slices.ContainsFunc(op.ReadTables, func(r string) bool { return strings.EqualFold(r, t) })
	}
	var out []string
	for _, t := range tables {
		n, all, known := 0, true, true
		var cols []string
		look := func(c []string) {
			if len(c) == 0 {
				known = false
			}
			for _, x := range c {
				if !slices.Contains(cols, x) {
					cols = append(cols, x)
				}
			}
		}
		for _, w := range ops {
			if w.Kind != Write || w.Mode != Creates || !strings.EqualFold(w.Table, t) && !slices.ContainsFunc(w.Creates, func(c string) bool { return strings.EqualFold(c, t) }) {
				continue
			}
			n++
			if w.Rechecks && strings.EqualFold(w.Table, t) {
				known = false
				continue
			}
			if i := slices.IndexFunc(w.Rechecked, func(e string) bool { table, _ := recheckEntry(e); return strings.EqualFold(table, t) }); i >= 0 {
				_, c := recheckEntry(w.Rechecked[i])
				look(c)
				continue
			}
			found := false
			for _, c := range ops {
				if c.Kind == Check && reads(c, t) && flow.After(c.Instr, w.Instr) {
					if covered && m.uniqueCover(c, w).Unique == "" {
						all = false
						continue
					}
					found = true
					look(c.lookupColumns())
				}
			}
			if !found {
				all = false
				break
			}
		}
		switch {
		case n == 0 || !all:
		case known:
			slices.Sort(cols)
			out = append(out, t+":"+strings.Join(cols, ","))
		default:
			out = append(out, t)
		}
	}
	return out
}

// recheckEntry splits an entry of Summary.Rechecked into its table and
// the columns its lookups compare, when known.
func recheckEntry(e string) (table string, cols []string) {
	t, c, ok := strings.Cut(e, ":")
	if !ok || c == "" {
		return t, nil
	}
	return t, strings.Split(c, ",")
}

// mintsKey reports that a result of fn is the key the database assigned
// to a row fn created (Summary.MintsKey): the id field of the struct an
// ORM create wrote, read after the create (formatted or not: an id
// table's next value), or the result of a helper that returns one.
func (m *model) mintsKey(fn *ssa.Function, ops []*Op) bool {
	var rows, minted []ssa.Value
	for _, op := range ops {
		if op.Kind == Write && op.MintsKey && op.Value != nil {
			minted = append(minted, op.Value)
		} else if row := m.createdRow(op); row != nil {
			rows = append(rows, row)
		}
	}
	if len(rows)+len(minted) == 0 {
		return false
	}
	assigned := func(x ssa.Value) bool {
		if slices.Contains(minted, x) {
			return true
		}
		ld, ok := x.(*ssa.UnOp)
		if !ok || ld.Op != token.MUL {
			return false
		}
		fa, ok := ld.X.(*ssa.FieldAddr)
		return ok && slices.Contains(rows, fa.X) && isIDField(fa) && len(idStores(fa.X)) == 0 // an id the program sets is not assigned
	}
	for _, r := range returned(fn) {
		if walk(r, true, assigned, nil) {
			return true
		}
	}
	return false
}
