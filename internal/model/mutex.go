package model

import (
	"slices"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
)

// Serialised reports whether instr runs inside a critical section of a
// sync.Mutex (or an RWMutex's write lock) that lasts until its function
// returns: every path to instr takes the lock, and no Unlock (other than a
// deferred one) can run after it. In a closure run where it is made (a
// transaction's callback), the section around the closure counts. Two
// calls of the program then cannot interleave there: the program
// serialises them itself (replicas of the service are the deployment's
// concern, which the code does not show).
func (r *Result) Serialised(instr ssa.Instruction) bool {
	return r.m != nil && r.m.serialised(instr, 0)
}

// SerialDriver reports that the package imports a database/sql driver of
// SQLite, which runs one writer at a time: each statement, in a
// transaction or not, is atomic with respect to every other.
func (r *Result) SerialDriver() bool { return r.m != nil && r.m.serialDriver }

func (m *model) serialised(instr ssa.Instruction, depth int) bool {
	fn := instr.Parent()
	if fn == nil || depth > maxCaptures {
		return false
	}
	var locks, unlocks []ssa.Instruction
	for _, b := range fn.Blocks {
		for _, in := range b.Instrs {
			call, ok := in.(*ssa.Call) // a deferred Unlock runs at the return
			if !ok {
				continue
			}
			callee, _ := calleeOf(&call.Call)
			if callee == nil {
				continue
			}
			switch row := m.ix.fn(callee); {
			case row == nil:
			case row.Role == catalog.MutexLock:
				locks = append(locks, in)
			case row.Role == catalog.MutexUnlock:
				unlocks = append(unlocks, in)
			}
		}
	}
	flow := m.flow(fn)
	if flow.Passes(instr, locks) {
		return !slices.ContainsFunc(unlocks, func(u ssa.Instruction) bool { return flow.After(instr, u) })
	}
	if fn.Parent() == nil {
		return false
	}
	for _, b := range fn.Parent().Blocks {
		for _, in := range b.Instrs {
			if mc, ok := in.(*ssa.MakeClosure); ok && mc.Fn == fn && !startedBy(mc) {
				return m.serialised(mc, depth+1)
			}
		}
	}
	return false
}

// startedBy reports whether the closure mc makes is started in a goroutine.
func startedBy(mc *ssa.MakeClosure) bool {
	refs := mc.Referrers()
	return refs != nil && slices.ContainsFunc(*refs, func(in ssa.Instruction) bool {
		_, ok := in.(*ssa.Go)
		return ok
	})
}
