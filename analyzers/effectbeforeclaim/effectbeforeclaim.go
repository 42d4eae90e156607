package effectbeforeclaim

import (
	_ "embed"
	"fmt"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
	"github.com/idemlint/idemlint/internal/report"
	"github.com/idemlint/idemlint/internal/ssax"
)

//go:embed doc.go
var doc string

// Analyzer reports irreversible effects that can run before the
// idempotency claim of the message is recorded.
var Analyzer = New(model.Analyzer)

// New returns the analyzer built on the given model instance (see
// model.New), for drivers that configure several instances in one process.
func New(m *analysis.Analyzer) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     "effectbeforeclaim",
		Doc:      report.Doc(doc, "effectbeforeclaim"),
		URL:      "https://pkg.go.dev/github.com/idemlint/idemlint/analyzers/effectbeforeclaim",
		Requires: []*analysis.Analyzer{m},
		Run:      run,
	}
}

// maxBlocks bounds the functions examined: functions this large are
// generated code, not handlers. Over budget a function is skipped quietly.
const maxBlocks = 2000

// The categories, one per rule of SPEC.md.
const (
	catMarkAfter  = "mark-after-effect"
	catOutsideTx  = "write-outside-claim-tx"
	catNoClaim    = "no-claim"
	claimFix      = "claim first and %s only if this delivery won, or pass a key derived from the message"
	msgMarkAfter  = "%s runs before %s at line %d: a crash in between means the redelivery will %s again — " + claimFix
	msgAfterClaim = "%s writes outside the transaction of %s at line %d: a crash after the claim leaves the message claimed and this write never made — make the write in the claim's transaction, so that the work, the record and the completion commit together"
	msgPreClaim   = "%s writes before %s at line %d and outside its transaction: a crash in between means the redelivery will %s again — make the write in the claim's transaction, after the claim"
	msgNoClaim    = "%s runs in a handler that records no claim and passes no idempotency key: each redelivery will %s again — claim the message first (INSERT … ON CONFLICT DO NOTHING, SetNX) and %s only if this delivery won, or pass an idempotency key derived from the message"
)

func run(pass *analysis.Pass) (any, error) {
	res := model.ResultOf(pass)
	rep := report.New(pass, res.Report)
	seen := map[token.Pos]bool{}
	for _, u := range units(res) {
		if !res.Checkable("effectbeforeclaim", u.f, maxBlocks) {
			continue
		}
		for _, d := range report.Safely(func() []analysis.Diagnostic { return check(pass, rep, res, u) }) {
			if !seen[d.Pos] {
				seen[d.Pos] = true
				rep.Report(d)
			}
		}
	}
	return nil, nil
}

// unit is a function examined: a HANDLER, or a function of the package a
// handler calls (SPEC.md: "in a HANDLER and what it calls").
type unit struct {
	f       *model.Func
	handler *model.Func // the handler it is, or that calls it
}

// units returns the handlers of the package (functions the model knows
// run once per delivery, and receive loops) and the functions of the
// package they call, transitively, handlers first.
func units(res *model.Result) []unit {
	var out []unit
	in := map[*ssa.Function]bool{}
	var work []unit
	for _, f := range res.Funcs {
		if isHandler(f) {
			out = append(out, unit{f, f})
			in[f.SSA] = true
			work = append(work, unit{f, f})
		}
	}
	for len(work) > 0 {
		u := work[len(work)-1]
		work = work[:len(work)-1]
		for _, b := range u.f.SSA.Blocks {
			for _, instr := range b.Instrs {
				call, ok := instr.(ssa.CallInstruction)
				if !ok {
					continue
				}
				callee := call.Common().StaticCallee()
				if callee == nil || in[callee] {
					continue
				}
				if g := res.Of(callee); g != nil && callee.Pkg == u.f.SSA.Pkg {
					in[callee] = true
					v := unit{g, u.handler}
					out = append(out, v)
					work = append(work, v)
				}
			}
		}
	}
	return out
}

// isHandler reports a function that runs once per delivery: a handler of
// the model, or the body of a receive loop.
func isHandler(f *model.Func) bool {
	if f.Handler != "" {
		return true
	}
	for _, op := range f.Ops {
		if op.Kind == model.Receive {
			return true
		}
	}
	return false
}

// check examines one function (run under report.Safely).
func check(pass *analysis.Pass, rep *report.Reporter, res *model.Result, u unit) []analysis.Diagnostic {
	c := &checker{pass: pass, rep: rep, res: res, f: u.f, handler: u.handler, flows: map[*ssa.Function]*ssax.Flow{}}
	c.classify()
	for _, op := range c.f.Ops {
		if op.Kind == model.Effect {
			c.effect(op)
		}
	}
	for _, claim := range c.claims {
		c.outsideTx(claim)
	}
	return c.out
}

type checker struct {
	pass    *analysis.Pass
	rep     *report.Reporter
	res     *model.Result
	f       *model.Func
	handler *model.Func
	flows   map[*ssa.Function]*ssax.Flow

	claims   []*model.Op // claims whose outcome is read, on keys that are not random
	markers  []*model.Op // claims and processed markers, on keys that are not random
	receives []*model.Op
	out      []analysis.Diagnostic
}

// classify collects the function's claims, markers and receives.
func (c *checker) classify() {
	c.claims = c.res.Claims(c.f)
	c.markers = c.res.Markers(c.f)
	for _, op := range c.f.Ops {
		if op.Kind == model.Receive {
			c.receives = append(c.receives, op)
		}
	}
}

// effect applies the first and third rules to one EFFECT.
func (c *checker) effect(e *model.Op) {
	if !c.afterReceive(e) || c.keyed(e) {
		return
	}
	for _, claim := range c.claims {
		if c.dominates(claim, e) {
			return // the claim decided this delivery may act
		}
	}
	for _, m := range c.markers {
		if m.Instr != e.Instr && c.after(e, m) || m.AfterRun && m.Instr == e.Instr && e.Inner != nil {
			c.report(e, catMarkAfter, []*model.Op{m}, "later "+markerNoun(m)[4:], msgMarkAfter,
				at(e).API, claimName(m), c.line(m), repeat(e), repeat(e))
			return
		}
	}
	if c.handler == c.f && e.Class == model.Irreversible && len(c.markers) == 0 && !c.guarded(e) && !c.callsHandler(e) {
		c.reportEntry(e, repeat(e))
	}
}

// callsHandler reports an effect reached through a call of another handler
// of the package (an activity calling another, a dispatcher calling the
// handler it picked): that handler answers for it, where its effect is.
func (c *checker) callsHandler(e *model.Op) bool {
	call, ok := e.Instr.(ssa.CallInstruction)
	if !ok {
		return false
	}
	callee := call.Common().StaticCallee()
	g := c.res.Of(callee)
	return callee != nil && callee != c.f.SSA && g != nil && isHandler(g)
}

// afterReceive reports whether e handles a received message: in a receive
// loop, a receive dominates it; elsewhere always.
func (c *checker) afterReceive(e *model.Op) bool {
	if len(c.receives) == 0 || c.f.Handler != "" {
		return true
	}
	for _, r := range c.receives {
		if r.Instr != e.Instr && ssax.Dominates(r.Instr, e.Instr) {
			return true
		}
	}
	return false
}

// keyed reports an effect handed a stable idempotency key.
func (c *checker) keyed(e *model.Op) bool {
	return c.res.StablyKeyed(c.f, e)
}

// guarded reports an effect whose running a read of a store decides
// through a branch on its result (not on its error alone): a dedup check
// the analyzer could not pair with a marker, or a status check. The
// no-claim rule stays silent there: the handler tries to deduplicate.
func (c *checker) guarded(e *model.Op) bool {
	for _, op := range c.f.Ops {
		switch op.Kind {
		case model.Lock, model.Watch, model.CheckThenAct:
			return true
		case model.Check:
			if op.Keyless || op.Value == nil {
				continue
			}
			for _, b := range c.f.SSA.Blocks {
				iff, ok := ssax.LastIf(b)
				if !ok || ssax.IsErrNilTest(iff.Cond) || !model.DependsOn(iff.Cond, op.Value) {
					continue
				}
				if ssax.Decided(b, e.Instr.Block()) >= 0 {
					return true
				}
			}
		}
	}
	return false
}

// outsideTx applies the second rule: a business DB write of the function
// outside the transaction that records the claim.
func (c *checker) outsideTx(claim *model.Op) {
	tx := txOf(claim)
	for _, w := range c.f.Ops {
		if !(w.Kind == model.Write || w.Kind == model.Claim && !w.Consulted) || at(w).Instr == at(claim).Instr || !isDB(w) || completes(claim, w) {
			continue
		}
		if wtx := txOf(w); wtx != nil && wtx == tx || wtx == nil && c.maybeInTx(w) {
			continue // inside the claim's transaction, or in one the analysis cannot name
		}
		switch {
		case c.after(claim, w):
			c.report(w, catOutsideTx, []*model.Op{claim}, "claim", msgAfterClaim, at(w).API, claimName(claim), c.line(claim))
		case c.after(w, claim) && !w.Mode.Idempotent():
			c.report(w, catOutsideTx, []*model.Op{claim}, "claim", msgPreClaim, at(w).API, claimName(claim), c.line(claim), repeat(w))
		}
	}
}

// isDB reports a write to a database table (not a cache key).
func isDB(w *model.Op) bool { return w.Table != "" || len(w.Creates) > 0 }

// completes reports a write of the claim's own record: the row of the
// claimed table (marking it done), or the claimed key.
func completes(claim, w *model.Op) bool {
	if claim.Table != "" && strings.EqualFold(claim.Table, w.Table) {
		return true
	}
	return claim.SQL == nil && w.SQL == nil && model.SameKey(claim.Key, w.Key)
}

// txOf returns the transaction an operation runs in, looking into the
// closure it comes from.
func txOf(op *model.Op) *model.Tx {
	for ; op != nil; op = op.Inner {
		if op.Tx != nil {
			return op.Tx
		}
	}
	return nil
}

// maybeInTx reports a write without a known transaction that takes a value
// computed from one of the function's transactions (sqlc's
// queries.WithTx(tx).CreateOrder): it may well run inside it.
func (c *checker) maybeInTx(w *model.Op) bool {
	var txs []ssa.Value
	for _, op := range c.f.Ops {
		if op.Kind == model.Begin && op.Value != nil {
			txs = append(txs, op.Value)
		}
	}
	for _, p := range c.f.SSA.Params {
		if model.IsTx(p.Type()) {
			txs = append(txs, p)
		}
	}
	for _, a := range ssax.CallArgs(w.Instr) {
		for _, t := range txs {
			if model.DependsOn(a, t) {
				return true
			}
		}
	}
	return false
}

// after reports whether b can run after a in one pass through the
// function. Operations at one call are ordered by the closure they come
// from, or by the helper that records after running its callback.
func (c *checker) after(a, b *model.Op) bool {
	for a.Instr == b.Instr {
		if a.Inner == nil || b.Inner == nil {
			return b.AfterRun && a.Inner != nil
		}
		a, b = a.Inner, b.Inner
	}
	return c.flow(a.Instr).After(a.Instr, b.Instr)
}

// dominates reports whether a runs before b on every path.
func (c *checker) dominates(a, b *model.Op) bool {
	for a.Instr == b.Instr {
		if a.Inner == nil || b.Inner == nil {
			return a.Inner == nil && !a.AfterRun && b.Inner != nil
		}
		a, b = a.Inner, b.Inner
	}
	return ssax.Dominates(a.Instr, b.Instr)
}

func (c *checker) flow(in ssa.Instruction) *ssax.Flow {
	fn := in.Parent()
	fl := c.flows[fn]
	if fl == nil {
		fl = ssax.NewFlow(fn)
		c.flows[fn] = fl
	}
	return fl
}

// at returns the operation inside the closures an operation comes from:
// where the user wrote it.
func at(op *model.Op) *model.Op {
	for op.Inner != nil {
		op = op.Inner
	}
	return op
}

func (c *checker) line(op *model.Op) int { return c.pass.Fset.Position(at(op).Pos).Line }

// report records a finding at op with the others as related information.
func (c *checker) report(op *model.Op, category string, others []*model.Op, role, format string, args ...any) {
	var related []analysis.RelatedInformation
	for _, o := range others {
		label := role
		if v := at(o).Via; v != "" {
			label += " via " + v
		}
		related = append(related, c.rep.Related(at(o).Pos, at(o).End, label))
	}
	related = append(related, c.receiveRelated()...)
	c.emit(op, category, related, fmt.Sprintf(format, args...))
}

// reportEntry reports the no-claim rule, related to the handler's entry.
func (c *checker) reportEntry(e *model.Op, does string) {
	fn := c.f.SSA
	related := []analysis.RelatedInformation{c.rep.Related(fn.Pos(), fn.Pos(), "handler: "+handlerWhy(c.f))}
	related = append(related, c.receiveRelated()...)
	c.emit(e, catNoClaim, related, fmt.Sprintf(msgNoClaim, at(e).API, does, does))
}

func handlerWhy(f *model.Func) string {
	if f.Handler != "" {
		return f.Handler
	}
	return "receives messages"
}

func (c *checker) receiveRelated() []analysis.RelatedInformation {
	for _, r := range c.receives {
		return []analysis.RelatedInformation{c.rep.Related(r.Pos, r.End, "the message's receive")}
	}
	return nil
}

func (c *checker) emit(op *model.Op, category string, related []analysis.RelatedInformation, msg string) {
	o := at(op)
	c.out = append(c.out, analysis.Diagnostic{Pos: o.Pos, End: o.End, Category: category, Message: msg, Related: related})
}

// claimName names a claim or a marker in a message: "the claim
// rdb.SetNX", "the processed marker repo.MarkProcessed", or the API alone
// when it says claim already (repo.Claim).
func claimName(op *model.Op) string {
	api := at(op).API
	if strings.Contains(strings.ToLower(api), "claim") {
		return api
	}
	return markerNoun(op) + " " + api
}

// markerNoun names a record of the message: a claim or a processed marker.
func markerNoun(op *model.Op) string {
	if op.Kind == model.Claim {
		return "the claim"
	}
	return "the processed marker"
}

// repeat says what an operation repeats when it runs twice.
func repeat(op *model.Op) string {
	if o := at(op); o.Does != "" {
		return o.Does
	}
	if op.Does != "" {
		return op.Does
	}
	if op.Kind == model.Write {
		if op.Mode == model.Accumulates {
			return "apply the change"
		}
		return "insert the row"
	}
	return "run " + at(op).API
}
