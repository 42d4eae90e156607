package model

import (
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
)

// Caller says who runs a function twice at the same moment, as far as the
// package shows it: a broker redelivering a message, an HTTP client
// retrying a request, or callers the package does not show. Messages name
// it ("two concurrent deliveries", "requests", "runs", "calls").
type Caller uint8

const (
	// Calls: nothing the package shows runs the function per message or
	// per request (an exported repository method, a command), or both do.
	Calls Caller = iota
	// Deliveries: a function that runs once per delivery (PerMessage: a
	// HANDLER, a webhook handler included, or a receive loop), or one of
	// the package's functions only such functions reach.
	Deliveries
	// Requests: an HTTP handler (it takes an http.ResponseWriter, or a web
	// framework's request context: gin's, echo's, fiber's) that is not a
	// HANDLER, or one of the package's functions only such handlers
	// reach.
	Requests
	// Runs: a periodic job (Func.Periodic: a cron job, a ticker's loop),
	// run again after a crash and by every replica, or one of the
	// package's functions only such jobs reach.
	Runs
)

// Plural names the caller's runs: "deliveries", "requests", "runs",
// "calls".
func (c Caller) Plural() string {
	switch c {
	case Deliveries:
		return "deliveries"
	case Requests:
		return "requests"
	case Runs:
		return "runs"
	}
	return "calls"
}

// callers sets each function's Caller: the handlers and HTTP handlers of
// the package are roots; a function they reach — calling it, making a
// closure of it or handing it on as a value (an errgroup's func, a method
// value) — within the package, through other functions that are not
// roots, runs for what runs them. One walk from each kind of root: linear
// in the package's instructions.
func (m *model) callers(res *Result) {
	root := map[*ssa.Function]Caller{}
	for _, fn := range m.funcs {
		switch f := res.byFn[fn]; {
		case f != nil && f.Periodic:
			root[fn] = Runs
		case f != nil && f.PerMessage():
			root[fn] = Deliveries
		case takesResponseWriter(fn) || m.takesRequestContext(fn):
			root[fn] = Requests
		}
	}
	reached := map[*ssa.Function]uint8{} // the kinds of root that reach a function, as bits 1 << Caller
	var operands []*ssa.Value
	for _, kind := range []Caller{Deliveries, Requests, Runs} {
		seen := map[*ssa.Function]bool{}
		var work []*ssa.Function
		for _, fn := range m.funcs {
			if root[fn] == kind {
				seen[fn] = true
				work = append(work, fn)
			}
		}
		visit := func(g *ssa.Function) {
			if g = m.ownFunc(g); g != nil && !seen[g] && root[g] == Calls {
				seen[g] = true
				reached[g] |= 1 << kind
				work = append(work, g)
			}
		}
		for len(work) > 0 {
			fn := work[len(work)-1]
			work = work[:len(work)-1]
			for _, b := range fn.Blocks {
				for _, instr := range b.Instrs {
					operands = mentions(instr, operands, visit, visit)
				}
			}
		}
	}
	for _, f := range res.Funcs {
		switch bits := reached[f.SSA]; {
		case root[f.SSA] != Calls:
			f.Caller = root[f.SSA]
		case bits == 1<<Deliveries:
			f.Caller = Deliveries
		case bits == 1<<Requests:
			f.Caller = Requests
		case bits == 1<<Runs:
			f.Caller = Runs
		}
	}
}

// takesRequestContext reports a function that takes a web framework's
// request context (catalog.RequestContext: *gin.Context, echo.Context,
// *fiber.Ctx): an HTTP handler of that framework.
func (m *model) takesRequestContext(fn *ssa.Function) bool {
	for _, p := range fn.Params {
		if row := m.ix.typeRow(p.Type()); row != nil && row.Role == catalog.RequestContext {
			return true
		}
	}
	return false
}
