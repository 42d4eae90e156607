package model

import (
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ssa"
)

// readsOutput reports a run of an external command (os/exec) whose output
// the program reads: the first result of Output used, or the command's
// Stdout set to an in-memory buffer (a bytes.Buffer, a strings.Builder),
// or its StdoutPipe taken. Such a command computes a value — openssl
// genrsa, ffprobe, a minifier — as a read does; running it twice changes
// nothing outside the process, so it is no EFFECT. CombinedOutput's
// result does not count: it mixes in the command's errors, and programs
// read it to report the failure of a command they run for its effect (a
// deploy, a push), as they do a Stdout handed to a logger or os.Stdout.
func readsOutput(instr ssa.CallInstruction, callee *types.Func, recv ssa.Value) bool {
	if callee.Name() == "Output" {
		if v := instr.Value(); v != nil && extractUsed(v, 0) {
			return true
		}
	}
	for _, c := range cmdValues(recv) {
		for _, r := range *c.Referrers() {
			switch r := r.(type) {
			case *ssa.FieldAddr:
				if fieldName(r.X.Type(), r.Field) == "Stdout" && storesBuffer(r) {
					return true
				}
			case *ssa.Call:
				if f := r.Common().StaticCallee(); f != nil && f.Name() == "StdoutPipe" && len(r.Common().Args) > 0 && r.Common().Args[0] == c {
					return true
				}
			}
		}
	}
	return false
}

// cmdValues returns v and, when v is a load of a local variable, every
// other load of that variable: the same command, set up through one load
// and run through another.
func cmdValues(v ssa.Value) []ssa.Value {
	out := []ssa.Value{v}
	load, ok := v.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return out
	}
	alloc, ok := load.X.(*ssa.Alloc)
	if !ok || alloc.Referrers() == nil {
		return out
	}
	for _, r := range *alloc.Referrers() {
		if l, ok := r.(*ssa.UnOp); ok && l != load && l.Op == load.Op && l.Referrers() != nil {
			out = append(out, l)
		}
	}
	return out
}

// extractUsed reports whether result i of the tuple v is used.
func extractUsed(v ssa.Value, i int) bool {
	if v.Referrers() == nil {
		return false
	}
	for _, r := range *v.Referrers() {
		if e, ok := r.(*ssa.Extract); ok && e.Index == i && e.Referrers() != nil {
			for _, u := range *e.Referrers() {
				if _, debug := u.(*ssa.DebugRef); !debug {
					return true
				}
			}
		}
	}
	return false
}

// storesBuffer reports a store through fa of a *bytes.Buffer or a
// *strings.Builder.
func storesBuffer(fa *ssa.FieldAddr) bool {
	if fa.Referrers() == nil {
		return false
	}
	for _, r := range *fa.Referrers() {
		st, ok := r.(*ssa.Store)
		if !ok || st.Addr != fa {
			continue
		}
		v := st.Val
		if mi, ok := v.(*ssa.MakeInterface); ok {
			v = mi.X
		}
		ptr, ok := v.Type().(*types.Pointer)
		if !ok {
			continue
		}
		if n, ok := types.Unalias(ptr.Elem()).(*types.Named); ok && n.Obj().Pkg() != nil {
			switch n.Obj().Pkg().Path() + "." + n.Obj().Name() {
			case "bytes.Buffer", "strings.Builder":
				return true
			}
		}
	}
	return false
}
