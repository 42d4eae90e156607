package model

import (
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// instanceMethod returns, in a scan for an instance, the method of the type
// argument that a call of a type parameter's method calls, or nil.
func (s *fscan) instanceMethod(c *ssa.CallCommon) *types.Func {
	if s.subst == nil || !c.IsInvoke() {
		return nil
	}
	tp, ok := types.Unalias(c.Value.Type()).(*types.TypeParam)
	if !ok || s.subst[tp] == nil {
		return nil
	}
	obj, _, _ := types.LookupFieldOrMethod(s.subst[tp], true, c.Method.Pkg(), c.Method.Name())
	f, _ := obj.(*types.Func)
	return f
}

// substOf maps the type parameters of the generic function a call of one
// of its instances (querierAll[[]*Delivery, *DeliveryQuery]()) calls to the
// instance's type arguments, or returns nil.
func (m *model) substOf(v ssa.Value) map[*types.TypeParam]types.Type {
	var g *ssa.Function
	switch x := v.(type) {
	case *ssa.Call:
		g = x.Call.StaticCallee()
	case *ssa.Function:
		g = x
	}
	if g == nil || g.Origin() == nil || len(g.TypeArgs()) == 0 {
		return nil
	}
	tps := g.Origin().TypeParams()
	if tps.Len() != len(g.TypeArgs()) {
		return nil
	}
	subst := map[*types.TypeParam]types.Type{}
	for i, t := range g.TypeArgs() {
		subst[tps.At(i)] = t
	}
	return subst
}

// callsTypeParams reports whether fn or one of its closures calls a method
// of a type parameter: only then does an instance do more than the
// generic body says.
func (m *model) callsTypeParams(fn *ssa.Function) bool {
	if v, ok := m.tpCalls[fn]; ok {
		return v
	}
	m.tpCalls[fn] = false // a recursive closure nest: settled below
	found := false
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(ssa.CallInstruction); ok && c.Common().IsInvoke() {
				if _, ok := types.Unalias(c.Common().Value.Type()).(*types.TypeParam); ok {
					found = true
				}
			}
		}
	}
	for _, anon := range fn.AnonFuncs {
		found = found || m.callsTypeParams(anon)
	}
	m.tpCalls[fn] = found
	return found
}

// instanceSummary summarises fn, a generic function or a closure of one,
// for the type arguments subst gives (scanWithInterceptors[*DeliveryQuery,
// *DeliverySelect] reads the deliveries table, where the generic body
// reads whatever all its instances read).
func (m *model) instanceSummary(fn *ssa.Function, subst map[*types.TypeParam]types.Type) (out *Summary) {
	if m.instBusy[fn] {
		return m.local[fn] // an instance reached again while it is summarised
	}
	m.instBusy[fn] = true
	defer delete(m.instBusy, fn)
	if !m.guard(fn, "instance summary", func() {
		sc := m.scanWith(fn, subst)
		out = m.summaryOf(fn, sc.ops)
		if sc.runs > 0 || sc.starts > 0 {
			out = merge(out, &Summary{RunsParam: sc.runs, MarksAfter: marksAfter(sc), StartsParam: sc.starts})
		}
	}) {
		out = m.local[fn]
	}
	return out
}
