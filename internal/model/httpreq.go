package model

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/ssax"
)

// Requests sent through the program's own HTTP helpers. A hand-written API
// client builds and sends its requests in one place and takes the method
// from its callers:
//
//	func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
//		req, err := http.NewRequestWithContext(ctx, method, c.base+path, body(in))
//		…
//		resp, err := c.http.Do(req)
//
//	func (c *Client) Refund(ctx context.Context, id string) error {
//		return c.do(ctx, http.MethodPost, "/refunds", refundReq{id}, nil)
//
// The helper's send is no EFFECT of its own: its method is a parameter.
// Its summary says so (SendsMethod), and a call that passes a write method
// (POST, PUT, PATCH, DELETE) is the EFFECT, one that passes GET is not. So
// for a helper that sends the request it is given (SendsRequest: go-github's
// Do(ctx, req, v)) and one that builds the request it returns
// (BuildsMethod: NewRequest(method, url, body)): the caller's request,
// built by such a builder with a constant method, decides. Only the main
// module's helpers are read so (ownModule).

// sendRequest records the send at instr of the request req: an EFFECT when
// its method is a write method, or, when fn's caller decides the method
// or gives the request, what fn's summary says of it.
func (s *fscan) sendRequest(instr ssa.CallInstruction, callee *types.Func, req ssa.Value) {
	method, known, methodParam, reqParam := s.requestOf(req)
	switch {
	case known:
		s.writeRequest(instr, callee, method)
	case methodParam > 0:
		if s.sendsMethod == 0 {
			s.sendsMethod = methodParam
		}
	case reqParam > 0:
		if s.sendsRequest == 0 {
			s.sendsRequest = reqParam
		}
	}
}

// sendMethod records the call at instr of a helper that sends a request
// whose method is the argument v.
func (s *fscan) sendMethod(instr ssa.CallInstruction, callee *types.Func, v ssa.Value) {
	method, known, p := s.methodOf(v)
	switch {
	case known:
		s.writeRequest(instr, callee, method)
	case p > 0 && s.sendsMethod == 0:
		s.sendsMethod = p
	}
}

// writeRequest adds the EFFECT of a request sent at instr with the known
// method, when it writes.
func (s *fscan) writeRequest(instr ssa.CallInstruction, callee *types.Func, method string) {
	if !isWriteMethod(method) {
		return
	}
	op := s.add(s.newOp(Effect, instr, callee))
	op.Class, op.Does = Irreversible, "send the "+method+" request"
	op.API += " (" + method + ")"
}

// requestOf finds the method of the request req: a constant (known), or
// the parameter of fn that is the method (methodParam), or, for a request
// fn was given, that parameter (reqParam). The request is built by
// net/http's NewRequest (or a catalogued client's), by a program helper
// whose summary says which of its parameters is the method, or is a copy
// of one (req.WithContext(ctx), req.Clone(ctx)).
func (s *fscan) requestOf(req ssa.Value) (method string, known bool, methodParam, reqParam int) {
	for range maxTrace {
		switch x := unwrap(req).(type) {
		case *ssa.Extract:
			req = x.Tuple
		case *ssa.Parameter:
			return "", false, 0, directParam(s.fn, x, 0)
		case *ssa.Call:
			callee, sf := calleeOf(&x.Call)
			if callee == nil {
				return "", false, 0, 0
			}
			recv, params := splitArgs(&x.Call, callee)
			if row := s.m.ix.fn(callee); row != nil && row.Role == catalog.HTTPNewReq {
				method, known, methodParam = s.methodOf(arg(row, callee, params, catalog.ArgMethod))
				return method, known, methodParam, 0
			}
			if copiesRequest(callee) {
				req = recv
				continue
			}
			for _, sum := range s.m.summariesOf(callee, sf) {
				if p := sum.BuildsMethod; p > 0 && p <= len(params) {
					method, known, methodParam = s.methodOf(params[p-1])
					return method, known, methodParam, 0
				}
			}
			return "", false, 0, 0
		default:
			return "", false, 0, 0
		}
	}
	return "", false, 0, 0
}

// methodOf reads an HTTP method: a constant, or a parameter of fn.
func (s *fscan) methodOf(v ssa.Value) (method string, known bool, param int) {
	if m, ok := stringOf(v); ok {
		return strings.ToUpper(m), true, 0
	}
	return "", false, directParam(s.fn, unwrap(v), 0)
}

// copiesRequest reports net/http's Request.WithContext and Clone, which
// return a copy of their receiver with its method.
func copiesRequest(f *types.Func) bool {
	recv := f.Signature().Recv()
	return recv != nil && isRequest(recv.Type()) && (f.Name() == "WithContext" || f.Name() == "Clone")
}

// ownModule reports a package of the main module, or one no module is
// said of (analysistest's). A dependency's request helpers are its own
// API's (a generated Google client POSTs its reads too): the catalog
// describes the SDKs whose calls are effects, so their helpers carry no
// request facts.
func (m *model) ownModule() bool { return !dependency(m.pass) }

// buildsMethod returns the parameter of fn that is the method of the
// request fn returns (first result), when every return agrees, or 0.
func (m *model) buildsMethod(sc *fscan) int {
	res := sc.fn.Signature.Results()
	if res.Len() == 0 || !isRequest(res.At(0).Type()) {
		return 0
	}
	rets := returned(sc.fn)
	p := 0
	for i := 0; i < len(rets); i += res.Len() {
		if ssax.IsNil(rets[i]) {
			continue // return nil, err
		}
		_, _, mp, _ := sc.requestOf(rets[i])
		if mp == 0 || p != 0 && mp != p {
			return 0
		}
		p = mp
	}
	return p
}

// isRequest reports *http.Request.
func isRequest(t types.Type) bool {
	return isNamed(t, "net/http", "Request")
}
