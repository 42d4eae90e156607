// Package ssax holds the control-flow questions idemlint's analyzers ask of
// SSA: reachability within one pass through a function, dominance between
// instructions, and the branches that decide whether a block runs. Every
// question is answered by a search with a seen-set, never by enumerating
// paths.
package ssax

import (
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// Forward returns the blocks reachable from the start of from without
// following back edges (an edge to a block that dominates its source): one
// iteration of every loop, so that in a receive loop the next message's
// work does not count as coming after this message's ack.
func Forward(from *ssa.BasicBlock) map[*ssa.BasicBlock]bool {
	seen := map[*ssa.BasicBlock]bool{from: true}
	work := []*ssa.BasicBlock{from}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		for _, s := range b.Succs {
			if seen[s] || IsBackEdge(b, s) {
				continue
			}
			seen[s] = true
			work = append(work, s)
		}
	}
	return seen
}

// IsBackEdge reports whether the edge from→to closes a loop.
func IsBackEdge(from, to *ssa.BasicBlock) bool { return to.Dominates(from) }

// EveryPass reports whether instr runs on every pass through each loop
// around it that goes round again: its block dominates the source of every
// back edge of such a loop (a loop whose header dominates the block, which
// reaches the source of one of its back edges without passing the header).
// An ack that runs for every message of a batch does; one on a branch of
// the loop's body (a poison message dropped, the rest kept) does not.
// Outside any loop it holds. Each search (Reaches) has a seen-set: the
// work is the loops' back edges times the function's blocks.
func EveryPass(instr ssa.Instruction) bool {
	b := instr.Block()
	if b == nil {
		return false
	}
	for _, h := range b.Parent().Blocks {
		if !h.Dominates(b) {
			continue
		}
		inLoop, every := false, true
		for _, p := range h.Preds {
			if !IsBackEdge(p, h) {
				continue
			}
			// Inside the loop, p is reached without a back edge (Reaches
			// takes none): the header is passed only through one.
			inLoop = inLoop || Reaches(b, 0, func(in ssa.Instruction) bool { return in.Block() == p }, func(ssa.Instruction) bool { return false })
			every = every && b.Dominates(p)
		}
		if inLoop && !every {
			return false
		}
	}
	return true
}

// Index returns the position of instr in its block, or -1.
func Index(instr ssa.Instruction) int {
	for i, in := range instr.Block().Instrs {
		if in == instr {
			return i
		}
	}
	return -1
}

// Dominates reports whether a runs before b on every path from the entry.
func Dominates(a, b ssa.Instruction) bool {
	ab, bb := a.Block(), b.Block()
	if ab == nil || bb == nil || ab.Parent() != bb.Parent() {
		return false
	}
	if ab == bb {
		return Index(a) < Index(b)
	}
	return ab.Dominates(bb)
}

// Outermost returns the function fn is a closure of (its parent's parent,
// and so on), or fn itself.
func Outermost(fn *ssa.Function) *ssa.Function {
	for fn.Parent() != nil {
		fn = fn.Parent()
	}
	return fn
}

// Within reports whether fn is outer or a closure declared in it, at any
// depth.
func Within(fn, outer *ssa.Function) bool {
	for ; fn != nil; fn = fn.Parent() {
		if fn == outer {
			return true
		}
	}
	return false
}

// LastIf returns the If that ends b, if it ends in one.
func LastIf(b *ssa.BasicBlock) (*ssa.If, bool) {
	if len(b.Instrs) == 0 {
		return nil, false
	}
	iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
	return iff, ok
}

// Negations strips the logical negations around a branch condition: it
// returns the condition under them and whether their number is odd, so
// that the sides of the branch are swapped.
func Negations(cond ssa.Value) (ssa.Value, bool) {
	odd := false
	for {
		u, ok := cond.(*ssa.UnOp)
		if !ok || u.Op != token.NOT {
			return cond, odd
		}
		cond, odd = u.X, !odd
	}
}

// Invokes reports whether fn, or a closure it declares, calls the
// interface method m through an interface value.
func Invokes(fn *ssa.Function, m *types.Func) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if c, ok := instr.(ssa.CallInstruction); ok && c.Common().IsInvoke() && c.Common().Method.Origin() == m.Origin() {
				return true
			}
		}
	}
	return slices.ContainsFunc(fn.AnonFuncs, func(a *ssa.Function) bool { return Invokes(a, m) })
}
