package effectbeforeclaim

import (
	_ "embed"
	"fmt"
	"go/token"
	"go/types"
	"slices"
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

// The categories, one per rule (doc.go).
const (
	catMarkAfter    = "mark-after-effect"
	catOutsideTx    = "write-outside-claim-tx"
	catNoClaim      = "no-claim"
	catBeforeCommit = "effect-before-commit"
	claimFix        = "claim first and %s only if this delivery won, or pass a key derived from the message"
	msgMarkAfter    = "%s: a crash in between means the redelivery will %s again — " + claimFix
	msgMarkAfterJob = "%s: a crash in between, or the same job on another replica, will %s again — claim the item first (an UPDATE of its state whose rows affected say this run won, or FOR UPDATE SKIP LOCKED) and %s only if this run won, or pass a key derived from the item"
	msgAfterClaim   = "%s writes outside the transaction of %s at line %d: a crash after the claim leaves the message claimed and this write never made — make the write in the claim's transaction, so that the work, the record and the completion commit together"
	msgAfterKVClaim = "%s writes after %s at line %d claimed the message in another store: a crash between them leaves the message claimed and this write never made — release the claim when the write fails (or let it expire), or claim in the database, in the write's transaction"
	msgPreClaim     = "%s writes before %s at line %d and outside its transaction: a crash in between means the redelivery will %s again — make the write in the claim's transaction, after the claim"
	msgBeforeCommit = "%s runs inside the transaction of %s at line %d, before %s: a crash or a failed commit in between rolls the marker back, and the redelivery will %s again — %s after the commit (an outbox row written in the transaction, relayed once it commits), or pass a key derived from the message"
	msgNoClaim      = "%s runs in a handler that records no claim and passes no idempotency key: each redelivery will %s again — claim the message first (INSERT … ON CONFLICT DO NOTHING, SetNX) and %s only if this delivery won, or pass an idempotency key derived from the message"
	msgNoClaimJob   = "%s runs in a periodic job that records no claim and passes no idempotency key: a rerun after a crash, or the same job on another replica, will %s again — claim the period or the item first (INSERT … ON CONFLICT DO NOTHING, SetNX) and %s only if this run won, or pass an idempotency key derived from the item"
)

func run(pass *analysis.Pass) (any, error) {
	res := model.ResultOf(pass)
	rep := report.New(pass, res.Report)
	seen := map[token.Pos]bool{}
	for _, u := range res.Reached() {
		if !res.Checkable("effectbeforeclaim", u.F, model.MaxBlocks) {
			continue
		}
		for _, d := range res.Safely("effectbeforeclaim", u.F.SSA, func() []analysis.Diagnostic { return check(pass, rep, res, u) }) {
			if !seen[d.Pos] {
				seen[d.Pos] = true
				rep.Report(d)
			}
		}
	}
	return nil, nil
}

// check examines one function (run under Result.Safely).
func check(pass *analysis.Pass, rep *report.Reporter, res *model.Result, u model.Unit) []analysis.Diagnostic {
	c := &checker{pass: pass, rep: rep, res: res, f: u.F, handler: u.Handler, job: u.Job || u.F.Periodic, caller: u.Caller, claimed: u.Claimed}
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
	job     bool   // the handler is a periodic job
	caller  string // which handler of another package reaches f (model.Unit.Caller)
	claimed bool   // f runs only after its caller's claim decided this delivery may act

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
	if c.claimed || e.ClaimsFirst || !c.afterReceive(e) || c.keyed(e) || c.once(e) {
		return
	}
	for _, claim := range c.claims {
		if c.res.OpDominates(claim, e) {
			return // the claim decided this delivery may act
		}
	}
	if c.res.InsertClaimed(c.f, e) {
		return // a create whose duplicate ends the work decided it
	}
	for _, m := range c.markers {
		if call, ok := m.Instr.(ssa.CallInstruction); ok && call.Common().StaticCallee() == c.f.SSA {
			continue // the function called again (a retry after a refresh): what it marks is that run's own
		}
		inside := m.AfterRun && m.Instr == e.Instr && e.Inner != nil // in the callback the marking helper runs first
		if m.Instr != e.Instr && c.res.OpAfter(e, m) && !c.res.Flow(c.f.SSA).Excludes(e.Instr, m.Instr) || inside {
			if c.job && e.Class == model.Publish { // the job's loop, or a pass it runs
				return // an outbox relay: it publishes, then marks, by design; its consumers deduplicate
			}
			before := fmt.Sprintf("%s runs before %s at line %d", model.At(e).API, claimName(m), c.line(m))
			if inside {
				before = fmt.Sprintf("%s runs in the callback of %s at line %d, before it records its %s", model.At(e).API, model.At(m).API, c.line(m), markerNoun(m)[4:])
			}
			msg := msgMarkAfter
			if c.job {
				msg = msgMarkAfterJob
			}
			c.report(e, catMarkAfter, []*model.Op{m}, "later "+markerNoun(m)[4:], msg, before, repeat(e), repeat(e))
			return
		}
	}
	if c.beforeCommit(e) {
		return
	}
	if c.entry() && e.Class == model.Irreversible && (!c.job || e.PersonFacing()) && len(c.markers) == 0 && !c.guarded(e) && !c.callsHandler(e) && !c.beforeVerified(e) && !c.marksBelow(e) && !c.runsTask(e) && !c.acksOnReceipt() && !c.res.Dispatches(c.handler) {
		c.noClaim(e)
	}
}

// noClaim reports the no-claim rule at e or, when e is the call of the
// handler's body (a function of the package it hands its delivery:
// s.handleMessage(msg)) that makes one effect, at that effect, where the
// claim belongs; a body whose effects it keys or guards is not reported.
// A body that makes several (a dispatcher per kind of event) is reported
// once, at its call.
func (c *checker) noClaim(e *model.Op) {
	inner, ok := c.body(c.f, c.handler, e, 0)
	switch {
	case !ok || len(inner) > 1:
		c.reportEntry(e, nil)
	case len(inner) == 1:
		c.reportEntry(inner[0], e)
	}
}

// body returns, when e is a call made by f of a function of the package
// that takes h's delivery, the irreversible effects of that function (and
// of the bodies it calls in turn) that it neither keys nor guards; ok is
// false when e is no such call.
func (c *checker) body(f, h *model.Func, e *model.Op, depth int) (inner []*model.Op, ok bool) {
	call, isCall := e.Instr.(ssa.CallInstruction)
	if !isCall || e.Inner != nil || depth >= model.MaxBodies {
		return nil, false
	}
	g := c.res.Of(call.Common().StaticCallee())
	if g == nil || g.SSA.Pkg != c.f.SSA.Pkg || g.SSA == f.SSA || !c.res.Delivers(h, f.SSA, call) || c.res.Calls(g.SSA) > 1 {
		// A body other functions call too (a send a twin handler makes
		// after its claim) is theirs as well: the report stays at the call.
		return nil, false
	}
	in := *c
	in.f = g
	for _, op := range g.Ops {
		if op.Kind != model.Effect || op.Class != model.Irreversible || (c.job && !op.PersonFacing()) || in.keyed(op) || in.guarded(op) {
			continue
		}
		if deeper, ok := c.body(g, g, op, depth+1); ok {
			inner = append(inner, deeper...)
		} else {
			inner = append(inner, op)
		}
	}
	return inner, true
}

// entry reports whether f is the handler, or a closure of the handler's
// that it reaches: a task it hands to a worker pool (its own RunTask, or
// ants's Submit) or starts itself runs for the same delivery, and what it
// does is the handler's, though not at a call the handler makes.
func (c *checker) entry() bool {
	return c.handler != nil && ssax.Within(c.f.SSA, c.handler.SSA)
}

// runsTask reports an effect made by a closure of the handler that the
// call or go statement runs (go func() { mail(m) }(), a pool's Submit): the
// closure is examined as the handler's own, and reports the effect where
// it is made, so the statement that starts it is not reported again.
func (c *checker) runsTask(e *model.Op) bool {
	call, ok := e.Instr.(ssa.CallInstruction)
	if !ok {
		return false
	}
	fn := c.res.Started(e.Instr)
	if fn == nil {
		fn = call.Common().StaticCallee()
	}
	return fn != nil && fn != c.f.SSA && fn.Parent() != nil && ssax.Within(fn, c.handler.SSA) && c.res.Of(fn) != nil
}

// acksOnReceipt reports a handler whose receive acknowledges each message
// as it returns it (amqp's Consume with autoAck, kafka-go's ReadMessage on
// a group reader): the broker does not deliver the message again, so no
// redelivery repeats the effect. What such a handler risks is losing the
// message, which ackorder reports at the receive.
func (c *checker) acksOnReceipt() bool {
	return slices.ContainsFunc(c.handler.Ops, func(op *model.Op) bool { return c.res.AcksOnReceipt(op) })
}

// beforeVerified reports an effect of a webhook handler that runs before
// the handler verifies what it received, and after no verification: a
// prober that sends a test email and then checks the webhook it brings
// back makes no effect per delivery. An effect on a branch that verifies
// in a way the model does not see (a router's other webhook kinds) is
// still the delivery's.
func (c *checker) beforeVerified(e *model.Op) bool {
	if len(c.f.Verified) == 0 {
		return false
	}
	flow := c.res.Flow(c.f.SSA)
	verifiedBefore := slices.ContainsFunc(c.f.Verified, func(v ssa.Instruction) bool { return v == e.Instr || flow.After(v, e.Instr) })
	verifiedAfter := slices.ContainsFunc(c.f.Verified, func(v ssa.Instruction) bool { return flow.After(e.Instr, v) })
	return !verifiedBefore && verifiedAfter
}

// once reports an effect of a periodic job that runs by its own loop,
// outside that loop: before the loop starts or after it ends (a report
// sent when a load test's ticker loop is over), it runs once per run of
// the job's function, not every period.
func (c *checker) once(e *model.Op) bool {
	t := c.f.Tick
	if !c.f.Periodic || t == nil {
		return false
	}
	flow := c.res.Flow(c.f.SSA)
	return !flow.Around(t.Block(), e.Instr.Block()) || !flow.Around(e.Instr.Block(), t.Block())
}

// beforeCommit applies the first rule to a processed marker written, in a
// transaction, before the effect: the marker is recorded when the
// transaction commits, after the effect, so a crash or a failed commit in
// between rolls it back and the redelivery repeats the effect. A claim
// that decides the effect is not this (the effect waits for its outcome);
// nor is a periodic job's row claimed in the transaction (FOR UPDATE SKIP
// LOCKED, the rule's own advice for jobs).
func (c *checker) beforeCommit(e *model.Op) bool {
	if c.f.Periodic {
		return false
	}
	for _, m := range c.markers {
		tx := m.InTx()
		if m.Kind != model.Write || tx == nil || tx.Conn || !c.res.OpDominates(m, e) {
			continue
		}
		var commit *model.Op
		switch {
		case tx.Callback == c.f.SSA:
			commit = c.res.TxCommit(c.f.SSA) // at the end of the callback
		case tx.Param > 0 && tx.Func == c.f.SSA:
			// The caller commits, after this function returns.
		default:
			i := slices.IndexFunc(c.f.Ops, func(op *model.Op) bool {
				if op.Kind != model.Commit {
					return false
				}
				if tx.Callback != nil && op.Callback == tx.Callback {
					return op.Instr == e.Instr // the effect runs inside the callback, the commit at its end
				}
				return op.Tx == tx && c.res.OpAfter(e, op)
			})
			if i < 0 {
				continue
			}
			commit = c.f.Ops[i]
		}
		related := []analysis.RelatedInformation{c.rep.Related(model.At(m).Pos, model.At(m).End, "the processed marker, not committed yet")}
		at := "its caller commits"
		if commit != nil {
			related = append(related, c.rep.Related(model.At(commit).Pos, model.At(commit).End, "the commit"))
			at = fmt.Sprintf("it commits at line %d", c.line(commit))
			if commit.Callback != nil {
				at = fmt.Sprintf("it commits at the end of the callback of %s (line %d)", model.At(commit).API, c.line(commit))
			}
		}
		related = append(related, c.receiveRelated()...)
		c.emit(e, catBeforeCommit, related, fmt.Sprintf(msgBeforeCommit, model.At(e).API, claimName(m), c.line(m), at, repeat(e), repeat(e)))
		return true
	}
	return false
}

// marksBelow reports an effect reached through calls of functions of the
// package one of which records a claim or a processed marker: the
// handler records one, deeper down, and that function's own examination
// judges the order of the two (a job whose sweep sends, then marks the
// row sent, in a helper it calls per row).
func (c *checker) marksBelow(e *model.Op) bool {
	seen := map[*ssa.Function]bool{}
	var below func(op *model.Op, depth int) bool
	below = func(op *model.Op, depth int) bool {
		call, ok := op.Instr.(ssa.CallInstruction)
		if !ok || depth > 8 {
			return false
		}
		g := c.res.Of(call.Common().StaticCallee())
		if g == nil || seen[g.SSA] {
			return false
		}
		seen[g.SSA] = true
		if len(c.res.Markers(g)) > 0 {
			return true
		}
		for _, inner := range g.Ops {
			if inner.Kind == model.Effect && below(inner, depth+1) {
				return true
			}
		}
		return false
	}
	return below(e, 0)
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
	return callee != nil && callee != c.f.SSA && g != nil && g.PerMessage()
}

// afterReceive reports whether e handles a received message: in a receive
// loop, a receive dominates it; elsewhere always.
func (c *checker) afterReceive(e *model.Op) bool {
	if len(c.receives) == 0 || c.f.Handler != "" {
		return true
	}
	for _, r := range c.receives {
		if r.Instr != e.Instr && c.res.Flow(c.f.SSA).Dominates(r.Instr, e.Instr) {
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
// no-claim rule stays silent there: the handler tries to deduplicate. A
// read whose finding something lets the effect run (the webhooks
// subscribed to the event, the user to mail), or whose rows a loop runs
// the effect for, looks up its targets: it deduplicates nothing.
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
				flow := c.res.Flow(c.f.SSA)
				if ssax.Header(b) && (flow.InLoop(b, e.Instr.Block()) || !flow.LeftEarly(b)) {
					continue // a loop over the rows read runs the effect per row found, or collects them
				}
				side := flow.Decided(b, e.Instr.Block())
				if side >= 0 && side != c.res.FoundSide(op, iff.Cond) {
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
	if claim.Dropped || claim.Lapses || claim.Removes {
		// The caller drops what the claim took (a job's reset), it lapses
		// (a lease), or it deletes a record and fails when it was not
		// there (a CRUD delete): no message is left claimed.
		return
	}
	if c.unitOfWork(claim) {
		return
	}
	tx := claim.InTx()
	for _, w := range c.f.Ops {
		if !(w.Kind == model.Write || w.Kind == model.Claim && !w.Consulted) || w.Refreshes || model.At(w).Instr == model.At(claim).Instr || !isDB(w) || completes(claim, w) || c.sameCallee(w, claim) || c.claimsOwn(w) {
			continue
		}
		if wtx := w.InTx(); wtx != nil && wtx == tx || wtx == nil && model.MaybeInTx(c.f, w) || model.SharesTx(claim, w) {
			continue // inside the claim's transaction, or in one the analysis cannot name
		}
		if c.onLostSide(claim, w) {
			continue // the claim took nothing: the write undoes or reports, it is no work of the claim's
		}
		switch {
		case c.res.OpAfter(claim, w):
			msg := msgAfterClaim
			if tx == nil && !isDB(claim) {
				msg = msgAfterKVClaim // a Redis SetNX: no transaction to make the write in
			}
			c.report(w, catOutsideTx, []*model.Op{claim}, "claim", msg, model.At(w).API, claimName(claim), c.line(claim))
		case c.res.OpAfter(w, claim) && !w.Mode.Idempotent():
			c.report(w, catOutsideTx, []*model.Op{claim}, "claim", msgPreClaim, model.At(w).API, claimName(claim), c.line(claim), repeat(w))
		}
	}
}

// onLostSide reports a write made only where the claim was lost or failed:
// on the side of a branch on the claim's outcome where its error is not
// nil or its result says it took nothing (if !deleted { cancelJob() }).
// Nothing was claimed there for the write to be recorded with: it
// compensates for work of the caller's own, as a lost claim's ack is.
func (c *checker) onLostSide(claim, w *model.Op) bool {
	at, target := model.At(claim), model.At(w).Instr.Block()
	if at.Value == nil || !claim.Consulted {
		return false
	}
	flow := c.res.Flow(c.f.SSA)
	for _, b := range c.f.SSA.Blocks {
		iff, ok := ssax.LastIf(b)
		if !ok || !flow.After(at.Instr, iff) {
			continue
		}
		if side := lostSide(iff.Cond, at.Value); side >= 0 && flow.Decided(b, target) == side {
			return true
		}
	}
	return false
}

// lostSide returns the successor of a branch on cond taken when the claim
// whose result is v was lost or failed — its error is not nil, a boolean
// it returned is false, a count it returned is zero — or -1 when cond
// tests v's outcome in no such way.
func lostSide(cond, v ssa.Value) int {
	if !model.DependsOnDirectly(cond, v, nil) {
		return -1
	}
	x, odd := ssax.Negations(cond)
	side := -1
	switch {
	case ssax.IsErrNilTest(x):
		side = map[token.Token]int{token.NEQ: 0, token.EQL: 1}[x.(*ssa.BinOp).Op]
	case isZeroTest(x):
		side = map[token.Token]int{token.EQL: 0, token.NEQ: 1}[x.(*ssa.BinOp).Op]
	case isBool(x.Type()):
		if _, cmp := x.(*ssa.BinOp); !cmp {
			side = 1 // if won { … }: the false side lost
		}
	}
	if side >= 0 && odd {
		side = 1 - side
	}
	return side
}

// isZeroTest reports n == 0 or n != 0.
func isZeroTest(v ssa.Value) bool {
	bin, ok := v.(*ssa.BinOp)
	if !ok || bin.Op != token.EQL && bin.Op != token.NEQ {
		return false
	}
	for _, o := range []ssa.Value{bin.X, bin.Y} {
		if k, ok := o.(*ssa.Const); ok && k.Value != nil && k.Value.ExactString() == "0" {
			return true
		}
	}
	return false
}

func isBool(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}

// unitOfWork reports a claim made by a call that also has an effect, or
// writes another table (a service method that deletes a task with all it
// holds): the call is a piece of work whose claim its own function
// examined, not the claim of the caller's message.
func (c *checker) unitOfWork(claim *model.Op) bool {
	at := model.At(claim).Instr
	if _, ok := at.(ssa.CallInstruction); !ok {
		return false
	}
	return slices.ContainsFunc(c.f.Ops, func(o *model.Op) bool {
		return model.At(o).Instr == at && (o.Kind == model.Effect || o.Kind == model.Write && !strings.EqualFold(o.Table, claim.Table))
	})
}

// claimsOwn reports a write made by a call that also makes a claim of its
// own (a job's step that marks its item running before it works on it):
// the call's function examined its write against its claim.
func (c *checker) claimsOwn(w *model.Op) bool {
	at := model.At(w).Instr
	if _, ok := at.(ssa.CallInstruction); !ok || w.Kind != model.Write {
		return false
	}
	return slices.ContainsFunc(c.f.Ops, func(o *model.Op) bool {
		return o != w && model.At(o).Instr == at && o.Kind == model.Claim && o.Consulted
	})
}

// sameCallee reports two operations made by calls of one function of the
// package (a job's pass run at start and on every tick): each call's
// write and claim are its own, and one call's write is not outside
// another call's claim.
func (c *checker) sameCallee(a, b *model.Op) bool {
	ca, ok := model.At(a).Instr.(ssa.CallInstruction)
	if !ok {
		return false
	}
	cb, ok := model.At(b).Instr.(ssa.CallInstruction)
	if !ok {
		return false
	}
	f := ca.Common().StaticCallee()
	return f != nil && f == cb.Common().StaticCallee() && c.res.Of(f) != nil
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

func (c *checker) line(op *model.Op) int { return c.pass.Fset.Position(model.At(op).Pos).Line }

// report records a finding at op with the others as related information.
func (c *checker) report(op *model.Op, category string, others []*model.Op, role, format string, args ...any) {
	var related []analysis.RelatedInformation
	for _, o := range others {
		label := role
		if v := model.At(o).Via; v != "" {
			label += " via " + v
		}
		related = append(related, c.rep.Related(model.At(o).Pos, model.At(o).End, label))
	}
	related = append(related, c.receiveRelated()...)
	c.emit(op, category, related, fmt.Sprintf(format, args...))
}

// reportEntry reports the no-claim rule, related to the handler's entry
// and, for an effect of the handler's body, to the call of the body.
func (c *checker) reportEntry(e, via *model.Op) {
	fn := c.handler.SSA // for a task it starts, the handler that starts it
	related := []analysis.RelatedInformation{c.rep.Related(fn.Pos(), fn.Pos(), "handler: "+handlerWhy(c.handler))}
	if via != nil {
		related = append(related, c.rep.Related(model.At(via).Pos, model.At(via).End, "the handler's call of its body"))
	}
	related = append(related, c.receiveRelated()...)
	does := repeat(e)
	msg := msgNoClaim
	if c.job {
		msg = msgNoClaimJob
	}
	c.emit(e, catNoClaim, related, fmt.Sprintf(msg, model.At(e).API, does, does))
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
	if c.handler == nil && c.caller != "" {
		fn := ssax.Outermost(c.f.SSA)
		return []analysis.RelatedInformation{c.rep.Related(fn.Pos(), fn.Pos(), "reached from a handler of another package: "+c.caller)}
	}
	return nil
}

func (c *checker) emit(op *model.Op, category string, related []analysis.RelatedInformation, msg string) {
	o := model.At(op)
	c.out = append(c.out, analysis.Diagnostic{Pos: o.Pos, End: o.End, Category: category, Message: msg, Related: related})
}

// claimName names a claim or a marker in a message: "the claim
// rdb.SetNX", "the processed marker repo.MarkProcessed", or the API alone
// when it says claim already (repo.Claim).
func claimName(op *model.Op) string {
	api := model.At(op).API
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
	if o := model.At(op); o.Does != "" {
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
	return "run " + model.At(op).API
}
