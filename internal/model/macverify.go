package model

import (
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// macOfBody reports whether a constant-time comparison of args (hmac.Equal,
// subtle.ConstantTimeCompare) compares a MAC computed over a request's body:
// one side is the Sum of a hash.Hash that fn writes the body into
// (writtenInto: h.Write, io.WriteString, fmt.Fprintf) — bytes read from a
// parameter with io.ReadAll (r.Body), or a []byte parameter of fn (a helper
// given the body). That is a webhook's signature checked by hand. A MAC of
// anything else (a cookie, a query string, a token) is not.
func macOfBody(fn *ssa.Function, args []ssa.Value) bool {
	for _, a := range args {
		var h *ssa.Call // the hash whose Sum a is
		dependsOn(a, func(x ssa.Value) bool {
			c, ok := x.(*ssa.Call)
			if !ok || !c.Call.IsInvoke() || c.Call.Method.Pkg() == nil || c.Call.Method.Pkg().Path() != "hash" || c.Call.Method.Name() != "Sum" {
				return false
			}
			h, _ = unwrap(c.Call.Value).(*ssa.Call)
			return true
		})
		if h != nil && slices.ContainsFunc(writtenInto(h), func(v ssa.Value) bool { return isBody(fn, v) }) {
			return true
		}
	}
	return false
}

// isBody reports whether v is a request's body in fn: bytes io.ReadAll
// read from a reader computed from a parameter, or a []byte parameter.
func isBody(fn *ssa.Function, v ssa.Value) bool {
	return dependsOn(v, func(x ssa.Value) bool {
		switch x := x.(type) {
		case *ssa.Parameter:
			return slices.Contains(fn.Params, x) && IsBytes(x.Type())
		case *ssa.Call:
			callee := x.Call.StaticCallee()
			if !isStdFunc(callee, "io", "ReadAll") && !isStdFunc(callee, "io/ioutil", "ReadAll") || len(x.Call.Args) != 1 {
				return false
			}
			return slices.ContainsFunc(fn.Params, func(p *ssa.Parameter) bool { return DependsOn(x.Call.Args[0], p) })
		}
		return false
	})
}

// isStdFunc reports whether fn is the package-level function pkg.name.
func isStdFunc(fn *ssa.Function, pkg, name string) bool {
	if fn == nil || fn.Signature.Recv() != nil || fn.Name() != name {
		return false
	}
	obj, ok := fn.Object().(*types.Func)
	return ok && obj.Pkg() != nil && obj.Pkg().Path() == pkg
}

// IsBytes reports whether t is []byte (a body, a payload).
func IsBytes(t types.Type) bool {
	s, ok := t.Underlying().(*types.Slice)
	if !ok {
		return false
	}
	b, ok := s.Elem().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Byte
}
