package model

import (
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// macOfBody reports whether a constant-time comparison of args (hmac.Equal,
// subtle.ConstantTimeCompare) compares a MAC computed over a request's body:
// one side is the Sum of a hash.Hash that fn writes the body into — bytes
// read from a parameter with io.ReadAll (r.Body), or a []byte parameter of
// fn (a helper given the body). That is a webhook's signature checked by
// hand. A MAC of anything else (a cookie, a query string, a token) is not.
func macOfBody(fn *ssa.Function, args []ssa.Value) bool {
	for _, a := range args {
		var sum *ssa.Call
		dependsOn(a, func(x ssa.Value) bool {
			if c, ok := x.(*ssa.Call); ok && isHashMethod(c.Call, "hash", "Sum") {
				sum = c
				return true
			}
			return false
		})
		if sum != nil && writtenWithBody(fn, unwrap(sum.Call.Value)) {
			return true
		}
	}
	return false
}

// isHashMethod reports whether c invokes the method pkg.name of an
// interface (hash.Hash's Sum, io.Writer's Write).
func isHashMethod(c ssa.CallCommon, pkg, name string) bool {
	return c.IsInvoke() && c.Method.Pkg() != nil && c.Method.Pkg().Path() == pkg && c.Method.Name() == name
}

// writtenWithBody reports whether fn writes a body into the hash h: a
// Write (or io.WriteString) of bytes read from one of fn's parameters by
// io.ReadAll, or of a []byte parameter.
func writtenWithBody(fn *ssa.Function, h ssa.Value) bool {
	refs := h.Referrers()
	if refs == nil {
		return false
	}
	for _, in := range *refs {
		call, ok := in.(*ssa.Call)
		if !ok {
			continue
		}
		var data ssa.Value
		switch c := call.Call; {
		case isHashMethod(c, "io", "Write") && unwrap(c.Value) == h && len(c.Args) == 1:
			data = c.Args[0]
		case isStdFunc(c.StaticCallee(), "io", "WriteString") && len(c.Args) == 2 && unwrap(c.Args[0]) == h:
			data = c.Args[1]
		default:
			continue
		}
		if isBody(fn, data) {
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
			return slices.Contains(fn.Params, x) && isBytes(x.Type())
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

// isBytes reports whether t is []byte.
func isBytes(t types.Type) bool {
	s, ok := t.Underlying().(*types.Slice)
	if !ok {
		return false
	}
	b, ok := s.Elem().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Byte
}
