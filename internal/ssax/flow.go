package ssax

import (
	"go/token"
	"go/types"
	"slices"
	"sync"

	"golang.org/x/tools/go/ssa"
)

// Flow answers the ordering questions of one function with memoised
// reachability sets: each set is computed once per block, so the checkers
// ask as many questions as they like in time linear in their number times
// the function's size. The model hands out one Flow per function, shared
// by every analyzer of the package (model.Result.Flow); its memo is
// guarded, so analyzers running at once may share it.
type Flow struct {
	fn     *ssa.Function
	mu     sync.Mutex
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
	f.mu.Lock()
	defer f.mu.Unlock()
	past, ok := f.beyond[ab]
	if !ok {
		past = map[*ssa.BasicBlock]bool{}
		for _, s := range ab.Succs {
			if IsBackEdge(ab, s) {
				continue
			}
			for blk := range f.forward(s) {
				past[blk] = true
			}
		}
		f.beyond[ab] = past
	}
	return past[bb]
}

// Dominates reports whether a runs before b on every path from the entry.
func (f *Flow) Dominates(a, b ssa.Instruction) bool { return Dominates(a, b) }

// Forward is the package's Forward, memoised.
func (f *Flow) Forward(b *ssa.BasicBlock) map[*ssa.BasicBlock]bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.forward(b)
}

func (f *Flow) forward(b *ssa.BasicBlock) map[*ssa.BasicBlock]bool {
	if r, ok := f.fwd[b]; ok {
		return r
	}
	r := Forward(b)
	f.fwd[b] = r
	return r
}

// Decided reports whether the branch at the end of block b decides
// whether target runs within one pass: target is reachable, without back
// edges, from exactly one of b's two successors. It returns that
// successor's index, or -1.
func (f *Flow) Decided(b, target *ssa.BasicBlock) int {
	if target == nil || len(b.Succs) != 2 {
		return -1
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	var r [2]bool
	for i, s := range b.Succs {
		r[i] = !IsBackEdge(b, s) && f.forward(s)[target]
	}
	switch {
	case r[0] && !r[1]:
		return 0
	case r[1] && !r[0]:
		return 1
	}
	return -1
}

// SideOnly returns, in block order, the blocks reached from successor side
// of b (0: the true edge of its If) and not from the other one, within one
// iteration of every loop: the blocks only that outcome of the branch runs.
func (f *Flow) SideOnly(b *ssa.BasicBlock, side int) []*ssa.BasicBlock {
	if len(b.Succs) != 2 || side < 0 || side > 1 {
		return nil
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	yes, no := f.forward(b.Succs[side]), f.forward(b.Succs[1-side])
	var out []*ssa.BasicBlock
	for _, blk := range b.Parent().Blocks {
		if yes[blk] && !no[blk] {
			out = append(out, blk)
		}
	}
	return out
}

// Passes reports whether every path from the entry of the function to
// target passes one of via (none: false): a lock taken in one place, or
// on each branch, before a read.
func (f *Flow) Passes(target ssa.Instruction, via []ssa.Instruction) bool {
	if len(via) == 0 || target.Block() == nil {
		return false
	}
	first := map[*ssa.BasicBlock]int{} // block → index of its first instruction of via
	for _, in := range via {
		i := Index(in)
		if j, ok := first[in.Block()]; !ok || i < j {
			first[in.Block()] = i
		}
	}
	tb := target.Block()
	if i, ok := first[tb]; ok && i < Index(target) {
		return true
	}
	entry := f.fn.Blocks[0]
	seen := map[*ssa.BasicBlock]bool{entry: true}
	work := []*ssa.BasicBlock{entry}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == tb {
			return false // reached target without passing one
		}
		if _, ok := first[b]; ok {
			continue // every path through b has passed one from here on
		}
		for _, s := range b.Succs {
			if !seen[s] {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	return true
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
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, h := range f.fn.Blocks {
		if !Header(h) {
			continue
		}
		body := f.body(h)
		if body[ab] && !body[bb] && f.forward(h)[bb] {
			return true
		}
	}
	return false
}

// SameIteration reports whether every loop around b also holds a: a
// goroutine started before a receive loop (a background flusher) is not
// the work of the message handled inside it.
func (f *Flow) SameIteration(a, b *ssa.BasicBlock) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, h := range f.fn.Blocks {
		if h.Dominates(b) && f.cyclic(b)[h] && !(h.Dominates(a) && f.cyclic(a)[h]) {
			return false
		}
	}
	return true
}

// InLoop reports whether b is in the natural loop headed by h.
func (f *Flow) InLoop(h, b *ssa.BasicBlock) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.body(h)[b]
}

// LeftEarly reports whether the loop headed by h can be left other than
// through h's own exit, on a branch that is not an error test: a search
// that breaks or returns once it finds what it looks for. A loop every
// run of which ends at h's exit (it collects ids, it copies rows)
// decides nothing about what follows it.
func (f *Flow) LeftEarly(h *ssa.BasicBlock) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	body := f.body(h)
	for b := range body {
		if b == h {
			continue
		}
		for _, s := range b.Succs {
			if body[s] {
				continue
			}
			if iff, ok := LastIf(b); ok && IsErrNilTest(iff.Cond) {
				continue
			}
			return true
		}
	}
	return false
}

// Around reports whether control can get from the start of block from to
// block to, back edges included: round a loop to its top again.
func (f *Flow) Around(from, to *ssa.BasicBlock) bool {
	if from == to {
		return true
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.cyclic(from)[to]
}

// cyclic returns the blocks reachable from b's successors, back edges
// included: b is in the loop of header h when h dominates b and is here.
func (f *Flow) cyclic(b *ssa.BasicBlock) map[*ssa.BasicBlock]bool {
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

// body returns the natural loop headed by h: h and the blocks that reach a
// back edge into h without passing through h.
func (f *Flow) body(h *ssa.BasicBlock) map[*ssa.BasicBlock]bool {
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

// Innermost returns the header of the innermost loop that holds both a and
// b, or nil.
func (f *Flow) Innermost(a, b *ssa.BasicBlock) *ssa.BasicBlock {
	f.mu.Lock()
	defer f.mu.Unlock()
	var best *ssa.BasicBlock
	for _, h := range f.fn.Blocks {
		if !Header(h) {
			continue
		}
		if body := f.body(h); body[a] && body[b] && (best == nil || len(body) < len(f.body(best))) {
			best = h
		}
	}
	return best
}

// Continues reports whether control at instruction i of b goes on to the
// next pass of the loop headed by h — its back edge — before an
// instruction satisfying stop, taking no other back edge. A seen-set
// search, not paths.
func Continues(b *ssa.BasicBlock, i int, h *ssa.BasicBlock, stop func(ssa.Instruction) bool) bool {
	seen := map[*ssa.BasicBlock]bool{}
	type at struct {
		b *ssa.BasicBlock
		i int
	}
	work := []at{{b, i}}
	for len(work) > 0 {
		p := work[len(work)-1]
		work = work[:len(work)-1]
		if slices.ContainsFunc(p.b.Instrs[p.i:], stop) {
			continue
		}
		for _, s := range p.b.Succs {
			if IsBackEdge(p.b, s) {
				if s == h {
					return true
				}
				continue
			}
			if !seen[s] {
				seen[s] = true
				work = append(work, at{s, 0})
			}
		}
	}
	return false
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
	return reaches(b, i, goal, stop, func(_, _ *ssa.BasicBlock) bool { return false })
}

// ReachesAround is Reaches that also takes the back edges of loops: what
// a pass of a loop started (a goroutine) still runs when a later pass, or
// the code after the loop, reaches the goal.
func ReachesAround(b *ssa.BasicBlock, i int, goal, stop func(ssa.Instruction) bool) bool {
	return reaches(b, i, goal, stop, func(_, _ *ssa.BasicBlock) bool { return true })
}

// ReachesPast is Reaches that also goes round the loops that do not hold
// the block in, where the goal is: a failure that continues a loop nested
// in the goal's pass (for _, e := range events { … continue }) goes on to
// that loop's end, and past it to the goal.
func (f *Flow) ReachesPast(b *ssa.BasicBlock, i int, in *ssa.BasicBlock, goal, stop func(ssa.Instruction) bool) bool {
	return reaches(b, i, goal, stop, func(_, h *ssa.BasicBlock) bool {
		f.mu.Lock()
		defer f.mu.Unlock()
		return !f.body(h)[in]
	})
}

// reaches is Reaches, taking the back edges that round says to.
func reaches(b *ssa.BasicBlock, i int, goal, stop func(ssa.Instruction) bool, round func(from, h *ssa.BasicBlock) bool) bool {
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
			if seen[s] || IsBackEdge(p.b, s) && !round(p.b, s) {
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
		if IsFailure(call.Type()) {
			return call
		}
		return nil
	}
	last := tup.Len() - 1
	if last < 0 || !IsFailure(tup.At(last).Type()) {
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
				b := iff.Block().Succs[1]
				if cmp.Op == token.NEQ {
					b = iff.Block().Succs[0]
				}
				out = append(out, pastSentinels(b, vals))
			}
		}
	}
	return out
}

// pastSentinels returns, for a failure branch b that only tests the error
// against a sentinel (err != nil && err != io.EOF, && !errors.Is(err,
// context.Canceled)), the branch where the error is none of them: the
// sentinel's side is no failure.
func pastSentinels(b *ssa.BasicBlock, errs []ssa.Value) *ssa.BasicBlock {
	for range maxSentinels {
		iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok || len(b.Preds) != 1 || len(b.Succs) != 2 || !testsOnly(b) {
			return b
		}
		switch c := iff.Cond.(type) {
		case *ssa.BinOp:
			if c.Op != token.NEQ || IsNil(c.X) || IsNil(c.Y) || !slices.Contains(errs, c.X) && !slices.Contains(errs, c.Y) {
				return b
			}
		case *ssa.UnOp:
			call, ok := c.X.(*ssa.Call)
			if c.Op != token.NOT || !ok || !isErrorsIs(call, errs) {
				return b
			}
		default:
			return b
		}
		b = b.Succs[0]
	}
	return b
}

// maxSentinels bounds the sentinels pastSentinels goes past.
const maxSentinels = 4

// testsOnly reports whether b does nothing but compute its branch's
// condition: comparisons, errors.Is calls, a negation, the If.
func testsOnly(b *ssa.BasicBlock) bool {
	for _, in := range b.Instrs {
		switch x := in.(type) {
		case *ssa.If, *ssa.BinOp, *ssa.DebugRef, *ssa.MakeInterface, *ssa.ChangeInterface:
		case *ssa.UnOp:
			if x.Op == token.ARROW {
				return false
			}
		case *ssa.Call:
			if !isErrorsIs(x, nil) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// isErrorsIs reports a call errors.Is(e, target), with e among errs when
// errs is not nil.
func isErrorsIs(call *ssa.Call, errs []ssa.Value) bool {
	fn := call.Call.StaticCallee()
	if fn == nil || fn.Pkg == nil || fn.Pkg.Pkg.Path() != "errors" || fn.Name() != "Is" || len(call.Call.Args) != 2 {
		return false
	}
	return errs == nil || slices.Contains(errs, call.Call.Args[0])
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
	return IsNil(y) && IsFailure(x.Type())
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

// IsFailure reports whether a result of type t is a failure: error, or a
// pointer to a named type that implements it — the concrete failure some
// programs return (func(…) *BusError), which a caller compares with nil
// like any error.
func IsFailure(t types.Type) bool {
	if types.Identical(t, errorType) {
		return true
	}
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	if _, named := types.Unalias(p.Elem()).(*types.Named); !named {
		return false
	}
	return types.Implements(t, errorIface)
}

var errorIface = errorType.Underlying().(*types.Interface)

// Polls reports whether every pass of a loop that only a failure or a
// stop ends goes through one of pauses: a polling loop (for { …;
// time.Sleep(d) }, for ctx.Err() == nil { … }, a pause on the error path
// and another at the end). A loop whose condition counts (a range, i < n)
// is a batch, and one left where an error is nil (for { if err := try();
// err == nil { break }; … }) is a retry: neither polls.
func (f *Flow) Polls(pauses []ssa.Instruction) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, h := range f.fn.Blocks {
		if !Header(h) {
			continue
		}
		body := f.body(h)
		var in []*ssa.BasicBlock
		for _, p := range pauses {
			if b := p.Block(); b != nil && body[b] {
				in = append(in, b)
			}
		}
		if len(in) == 0 || counts(h) || leftOnSuccess(body) {
			continue
		}
		every := true
		for _, p := range h.Preds {
			if IsBackEdge(p, h) && !slices.ContainsFunc(in, func(b *ssa.BasicBlock) bool { return b.Dominates(p) }) {
				every = false
			}
		}
		if every {
			return true
		}
	}
	return false
}

// counts reports whether the loop headed by h tests a value that changes
// with every pass (a phi of h: a counter, a range index).
func counts(h *ssa.BasicBlock) bool {
	iff, ok := LastIf(h)
	if !ok {
		return false
	}
	found := false
	var visit func(v ssa.Value, depth int)
	visit = func(v ssa.Value, depth int) {
		if found || depth > 8 {
			return
		}
		if phi, ok := v.(*ssa.Phi); ok && phi.Block() == h {
			found = true
			return
		}
		instr, ok := v.(ssa.Instruction)
		if !ok || instr.Block() != h {
			return
		}
		for _, o := range instr.Operands(nil) {
			if o != nil && *o != nil {
				visit(*o, depth+1)
			}
		}
	}
	visit(iff.Cond, 0)
	return found
}

// leftOnSuccess reports whether an edge out of the loop body is taken
// where an error is nil.
func leftOnSuccess(body map[*ssa.BasicBlock]bool) bool {
	for b := range body {
		iff, ok := LastIf(b)
		if !ok || !IsErrNilTest(iff.Cond) {
			continue
		}
		nilSide := 0 // err == nil: the true successor
		if iff.Cond.(*ssa.BinOp).Op == token.NEQ {
			nilSide = 1
		}
		if !body[b.Succs[nilSide]] {
			return true
		}
	}
	return false
}

// Excludes reports whether no pass through the function (no back edge)
// runs both a and b: a runs only where a branch on a boolean went one way
// and b only where a branch on the same value went the other (if on && …
// { a } … if !on && … { b }). An SSA value is computed once per pass, so
// the two tests agree.
func (f *Flow) Excludes(a, b ssa.Instruction) bool {
	ga, gb := guards(a.Block()), guards(b.Block())
	for v, side := range ga {
		if other, ok := gb[v]; ok && other != side {
			return true
		}
	}
	return false
}

// guards returns the booleans that must have tested one way for control
// to reach b, and which way (true or false): the conditions of the
// branches whose one edge leads, alone, to every path into b.
func guards(b *ssa.BasicBlock) map[ssa.Value]bool {
	out := map[ssa.Value]bool{}
	if b == nil {
		return out
	}
	for _, h := range b.Parent().Blocks {
		iff, ok := LastIf(h)
		if !ok {
			continue
		}
		for i, s := range h.Succs {
			if len(s.Preds) == 1 && s != h.Succs[1-i] && s.Dominates(b) {
				v, odd := Negations(iff.Cond)
				out[v] = (i == 0) != odd
			}
		}
	}
	return out
}
