package model

import (
	"go/constant"
	"go/types"
	"slices"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/ssax"
	"golang.org/x/tools/go/ssa"
)

// wonResults upgrades a create whose duplicate-key error decides a
// boolean result of the function to a CLAIM whose outcome the function
// returns: a guard's Claim(ctx, key) (bool, error) that INSERTs a row,
// or creates a key in a key-value bucket (NATS's KeyValue.Create), and
// returns false on the duplicate and true once the create went through.
// Its callers read whether they won from the boolean, as from SetNX's.
func (s *fscan) wonResults() {
	k := boolResult(s.fn.Signature)
	if k < 0 {
		return
	}
	for _, op := range s.ops {
		if op.Kind == Write && op.Mode == Creates && op.Inner == nil && op.Value != nil && s.m.createDecides(s.fn, op, k) {
			op.Kind, op.Consulted, op.Won = Claim, true, true
		}
	}
}

// boolResult returns the index of fn's one boolean result, or -1.
func boolResult(sig *types.Signature) int {
	k := -1
	for i := range sig.Results().Len() {
		if b, ok := sig.Results().At(i).Type().Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
			if k >= 0 {
				return -1
			}
			k = i
		}
	}
	return k
}

// createDecides reports a create whose duplicate-key test leads only to
// returns of one constant as fn's k-th result, while a return after the
// create, off that side, returns the other constant.
func (m *model) createDecides(fn *ssa.Function, w *Op, k int) bool {
	var dups []*ssa.BasicBlock
	for _, b := range fn.Blocks {
		iff, ok := ssax.LastIf(b)
		if !ok || !dependsOn(iff.Cond, func(x ssa.Value) bool { return x == w.Value }) || !m.tests(iff.Cond, catalog.UniqueViolation) {
			continue
		}
		dup := b.Succs[notFoundSide(iff.Cond)]
		if len(dup.Preds) != 1 {
			return false // reached another way too
		}
		dups = append(dups, dup)
	}
	if len(dups) == 0 {
		return false
	}
	onDup := func(b *ssa.BasicBlock) bool {
		for _, d := range dups {
			if d.Dominates(b) {
				return true
			}
		}
		return false
	}
	var lost *bool
	var won []bool
	for _, b := range fn.Blocks {
		ret := returnOf(b)
		if ret == nil || k >= len(ret.Results) {
			continue
		}
		c, ok := ret.Results[k].(*ssa.Const)
		if !ok || c.Value == nil || c.Value.Kind() != constant.Bool {
			if onDup(b) {
				return false
			}
			continue
		}
		v := constant.BoolVal(c.Value)
		switch {
		case onDup(b):
			if lost != nil && *lost != v {
				return false
			}
			lost = &v
		case w.Instr.Block().Dominates(b):
			won = append(won, v)
		}
	}
	return lost != nil && slices.Contains(won, !*lost)
}
