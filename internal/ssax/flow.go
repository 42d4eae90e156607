package ssax

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// Flow answers the ordering questions of one function with memoised
// reachability sets: each set is computed once per block, so the checkers
// ask as many questions as they like in time linear in their number times
// the function's size.
type Flow struct {
	fn     *ssa.Function
	beyond map[*ssa.BasicBlock]map[*ssa.BasicBlock]bool // blocks reachable past a block, without back edges
	loops  map[*ssa.BasicBlock]map[*ssa.BasicBlock]bool // blocks reachable past a block, back edges included
	fwd    map[*ssa.BasicBlock]map[*ssa.BasicBlock]bool // Forward, by block
	bodies map[*ssa.BasicBlock]map[*ssa.BasicBlock]bool // natural loops, by header
}

// NewFlow returns the flow questions of fn.
func NewFlow(fn *ssa.Function) *Flow {
	return &Flow{
		fn:     fn,
		beyond: map[*ssa.BasicBlock]map[*ssa.BasicBlock]bool{},
		loops:  map[*ssa.BasicBlock]map[*ssa.BasicBlock]bool{},
		fwd:    map[*ssa.BasicBlock]map[*ssa.BasicBlock]bool{},
		bodies: map[*ssa.BasicBlock]map[*ssa.BasicBlock]bool{},
	}
}

// After reports whether b can run after a within one pass through the
// function (no back edges): later in a's block, or in a block reachable
// past it.
func (f *Flow) After(a, b ssa.Instruction) bool {
	ab, bb := a.Block(), b.Block()
	if ab == nil || bb == nil || ab.Parent() != bb.Parent() {
		return false
	}
	if ab == bb && Index(a) < Index(b) {
		return true
	}
	past, ok := f.beyond[ab]
	if !ok {
		past = map[*ssa.BasicBlock]bool{}
		for _, s := range ab.Succs {
			if IsBackEdge(ab, s) {
				continue
			}
			for blk := range f.Forward(s) {
				past[blk] = true
			}
		}
		f.beyond[ab] = past
	}
	return past[bb]
}

// Forward is the package's Forward, memoised.
func (f *Flow) Forward(b *ssa.BasicBlock) map[*ssa.BasicBlock]bool {
	if r, ok := f.fwd[b]; ok {
		return r
	}
	r := Forward(b)
	f.fwd[b] = r
	return r
}

// PastLoop reports whether b runs once a loop around a has ended: a loop
// that acks each fetched message, then the batch's commit after it. Work
// inside every loop around a is the next message's (the back edge), and is
// not counted.
func (f *Flow) PastLoop(a, b ssa.Instruction) bool {
	ab, bb := a.Block(), b.Block()
	if ab == nil || bb == nil || ab.Parent() != bb.Parent() {
		return false
	}
	for _, h := range f.fn.Blocks {
		if !Header(h) {
			continue
		}
		body := f.Body(h)
		if body[ab] && !body[bb] && f.Forward(h)[bb] {
			return true
		}
	}
	return false
}

// SameIteration reports whether every loop around b also holds a: a
// goroutine started before a receive loop (a background flusher) is not
// the work of the message handled inside it.
func (f *Flow) SameIteration(a, b *ssa.BasicBlock) bool {
	for _, h := range f.fn.Blocks {
		if h.Dominates(b) && f.Cyclic(b)[h] && !(h.Dominates(a) && f.Cyclic(a)[h]) {
			return false
		}
	}
	return true
}

// Cyclic returns the blocks reachable from b's successors, back edges
// included: b is in the loop of header h when h dominates b and is here.
func (f *Flow) Cyclic(b *ssa.BasicBlock) map[*ssa.BasicBlock]bool {
	if r, ok := f.loops[b]; ok {
		return r
	}
	r := map[*ssa.BasicBlock]bool{}
	work := append([]*ssa.BasicBlock(nil), b.Succs...)
	for len(work) > 0 {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if r[x] {
			continue
		}
		r[x] = true
		work = append(work, x.Succs...)
	}
	f.loops[b] = r
	return r
}

// Body returns the natural loop headed by h: h and the blocks that reach a
// back edge into h without passing through h.
func (f *Flow) Body(h *ssa.BasicBlock) map[*ssa.BasicBlock]bool {
	if r, ok := f.bodies[h]; ok {
		return r
	}
	r := map[*ssa.BasicBlock]bool{h: true}
	var work []*ssa.BasicBlock
	for _, p := range h.Preds {
		if IsBackEdge(p, h) && !r[p] {
			r[p] = true
			work = append(work, p)
		}
	}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, p := range b.Preds {
			if !r[p] {
				r[p] = true
				work = append(work, p)
			}
		}
	}
	f.bodies[h] = r
	return r
}

// Header reports whether a back edge enters h: h heads a loop.
func Header(h *ssa.BasicBlock) bool {
	for _, p := range h.Preds {
		if IsBackEdge(p, h) {
			return true
		}
	}
	return false
}

// Reaches reports whether control at instruction i of b gets to an
// instruction satisfying goal before one satisfying stop, within one pass
// through the function (no back edges). A seen-set search, not paths.
func Reaches(b *ssa.BasicBlock, i int, goal, stop func(ssa.Instruction) bool) bool {
	type at struct {
		b *ssa.BasicBlock
		i int
	}
	seen := map[*ssa.BasicBlock]bool{}
	work := []at{{b, i}}
	for len(work) > 0 {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		blocked := false
		for _, in := range p.b.Instrs[p.i:] {
			if stop(in) {
				blocked = true
				break
			}
			if goal(in) {
				return true
			}
		}
		if blocked {
			continue
		}
		for _, s := range p.b.Succs {
			if seen[s] || IsBackEdge(p.b, s) {
				continue
			}
			seen[s] = true
			work = append(work, at{s, 0})
		}
	}
	return false
}

// ErrorOf returns the error result of a call, or nil.
func ErrorOf(instr ssa.Instruction) ssa.Value {
	call, ok := instr.(*ssa.Call)
	if !ok {
		return nil
	}
	tup, ok := call.Type().(*types.Tuple)
	if !ok {
		if isError(call.Type()) {
			return call
		}
		return nil
	}
	last := tup.Len() - 1
	if last < 0 || !isError(tup.At(last).Type()) {
		return nil
	}
	for _, r := range *call.Referrers() {
		if ex, ok := r.(*ssa.Extract); ok && ex.Index == last {
			return ex
		}
	}
	return nil
}

// FailureBranches returns the blocks entered when e (or a phi merging it)
// is compared unequal to nil.
func FailureBranches(e ssa.Value) []*ssa.BasicBlock {
	vals := []ssa.Value{e}
	for _, r := range *e.Referrers() {
		if phi, ok := r.(*ssa.Phi); ok {
			vals = append(vals, phi)
		}
	}
	var out []*ssa.BasicBlock
	for _, v := range vals {
		for _, r := range *v.Referrers() {
			cmp, ok := r.(*ssa.BinOp)
			if !ok || (cmp.Op != token.NEQ && cmp.Op != token.EQL) || !IsNil(cmp.X) && !IsNil(cmp.Y) {
				continue
			}
			for _, rr := range *cmp.Referrers() {
				iff, ok := rr.(*ssa.If)
				if !ok || len(iff.Block().Succs) != 2 {
					continue
				}
				if cmp.Op == token.NEQ {
					out = append(out, iff.Block().Succs[0])
				} else {
					out = append(out, iff.Block().Succs[1])
				}
			}
		}
	}
	return out
}

// IsNil reports whether v is the constant nil.
func IsNil(v ssa.Value) bool {
	k, ok := v.(*ssa.Const)
	return ok && k.IsNil()
}

// IsErrNilTest reports err != nil or err == nil: a branch on an error
// alone, not on what was read.
func IsErrNilTest(cond ssa.Value) bool {
	bin, ok := cond.(*ssa.BinOp)
	if !ok || (bin.Op != token.EQL && bin.Op != token.NEQ) {
		return false
	}
	x, y := bin.X, bin.Y
	if IsNil(x) {
		x, y = y, x
	}
	return IsNil(y) && isError(x.Type())
}

// CallArgs returns the arguments of a call, the receiver of an interface
// call first; nil for other instructions.
func CallArgs(instr ssa.Instruction) []ssa.Value {
	call, ok := instr.(ssa.CallInstruction)
	if !ok {
		return nil
	}
	com := call.Common()
	if com.IsInvoke() {
		return append([]ssa.Value{com.Value}, com.Args...)
	}
	return com.Args
}

var errorType = types.Universe.Lookup("error").Type()

func isError(t types.Type) bool { return types.Identical(t, errorType) }
