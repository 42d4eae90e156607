package ackorder

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
	"github.com/idemlint/idemlint/internal/report"
	"github.com/idemlint/idemlint/internal/ssax"
)

//go:embed doc.go
var doc string

// Analyzer reports messages acknowledged before the work they stand for is
// durable.
var Analyzer = New(model.Analyzer)

// New returns the analyzer built on the given model instance (see
// model.New), for drivers that configure several instances in one process.
func New(m *analysis.Analyzer) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     "ackorder",
		Doc:      report.Doc(doc, "ackorder"),
		URL:      "https://pkg.go.dev/github.com/idemlint/idemlint/analyzers/ackorder",
		Requires: []*analysis.Analyzer{m},
		Run:      run,
	}
}

// The categories, one per variant of the rule (doc.go).
const (
	catBeforeWork   = "ack-before-work"
	catAutoAck      = "auto-ack"
	catDeferred     = "deferred-ack"
	catAfterFailure = "ack-after-failure"
	catWhileRunning = "ack-while-running"
)

// The messages share one shape: what runs when, what a crash loses, the fix.
const (
	msgBeforeWork     = "%s runs before %s at line %d: a crash between them loses the message for good — ack after %s, nack or requeue on failure"
	msgAutoAck        = "%s acknowledges on receipt, before %s at line %d: a crash between them loses the message for good — receive without auto-acknowledgement and ack after %s, nack or requeue on failure"
	msgDeferred       = "deferred %s also runs when %s at line %d fails: the failed message is lost for good — ack only when the handler returns nil, nack or requeue on failure"
	msgAfterFailure   = "%s runs after %s at line %d failed: the failed message is lost for good — nack or requeue on failure, or publish it to a dead-letter queue before acking"
	msgWhileRunning   = "%s runs while %s at line %d may still run in a goroutine: a crash before it finishes loses the message for good — wait for the goroutine (WaitGroup.Wait, errgroup Wait, a channel receive) before acking"
	msgReturnAcks     = "%s runs in a goroutine %s does not wait for: %s takes the message as done when %s returns, and a crash before %s finishes loses it for good — do the work before returning, or wait for the goroutine (WaitGroup.Wait, errgroup Wait, a channel receive) first"
	msgReturnHandsOff = "%s hands the message to a goroutine %s does not wait for: %s takes the message as done when %s returns, and a crash before that goroutine's work finishes loses it for good — do the work before returning, or wait for the goroutine (WaitGroup.Wait, errgroup Wait, a channel receive) first"
	msgAutoAckReturn  = "%s acknowledges on receipt, before the caller's work on what the function returns at line %d: a crash before that work is durable loses the message for good — receive without auto-acknowledgement, return the message unacknowledged and ack after the caller's work"
	msgBeforeReturn   = "%s runs before the caller's work on what the function returns at line %d: a crash before that work is durable loses the message for good — return it unacknowledged and ack after the caller's work, nack or requeue on failure"
	msgDropped        = "%s runs whether %s at line %d failed or not: its error is dropped, and a failed message is lost for good — ack only when %s returns nil, nack or requeue on failure"
	msgAfterNack      = "%s runs after %s at line %d failed and %s at line %d settled the message: a message is settled once (amqp closes the channel on a second settlement) — ack only when %s succeeds"
	msgSkipped        = "%s commits past the message whose %s at line %d failed: that failure goes on to the next message without a commit, and a later message's commit covers every earlier offset of the partition, so the failed message is lost for good — retry it, stop consuming (return the error), or publish it to a dead-letter topic before going on"
	msgNextPart       = "%s runs inside the loop over the parts of the message, before %s at line %d handles the next part: the first pass settles the whole message, and a failure or a crash in a later pass loses the rest of it — ack once after the loop, when every part is done, nack on failure"
	msgUndecoded      = "%s runs after %s at line %d failed on the message's payload: the ack drops a message that a nack without requeue would take to a dead-letter destination — nack it instead of acking"
	msgSwallowed      = "%s runs after %s at line %d, which drops a failure of its work (it returns normally when the work failed): the failed message is lost for good — return the error from %s, and ack only when it is nil, nack or requeue otherwise"
	msgReturnFailed   = "%s returns with no error after %s at line %d failed: %s takes the message as done when %s returns, and the failed message is lost for good — return the error, so that it is delivered again, or hand it to a dead-letter queue first"
	msgOutcome        = "%s runs whatever %s, the outcome it is given at line %d, says: a message whose processing failed is lost for good — ack only when %s is nil, nack or requeue otherwise"
	msgOutcomeBlank   = "%s runs whatever the error it is given at line %d says, unread (the parameter has no name): a message whose processing failed is lost for good — name the error, and ack only when it is nil, nack or requeue otherwise"
	msgImplicit200    = "%s returns without an answer after %s at line %d failed: net/http answers 200 for a handler that writes nothing, and the sender, told the event was received, never retries — answer with a non-2xx status (http.Error(w, …, http.StatusInternalServerError)) when the work fails"
)

// webhookMsgs are the messages for a webhook handler's success answer,
// its ACK: the sender retries only on a non-2xx answer.
var webhookMsgs = map[string]string{
	msgBeforeWork:   "%s answers the webhook with a success before %s at line %d: if that fails or the process crashes, the sender, told the event was received, never retries — answer after %s, with a non-2xx status when it fails",
	msgDeferred:     "deferred %s answers the webhook with a success also when %s at line %d fails: the sender never retries and the event is lost — answer with a non-2xx status when the work fails",
	msgAfterFailure: "%s answers the webhook with a success after %s at line %d failed: the sender never retries and the event is lost — answer with a non-2xx status (http.Error(w, …, http.StatusInternalServerError)) when the work fails",
	msgWhileRunning: "%s answers the webhook with a success while %s at line %d may still run in a goroutine: if it fails or the process crashes, the sender never retries — wait for it before answering, with a non-2xx status when it fails",
}

func run(pass *analysis.Pass) (any, error) {
	res := model.ResultOf(pass)
	rep := report.New(pass, res.Report)
	for _, f := range res.Funcs {
		if !res.Checkable("ackorder", f, model.MaxBlocks) {
			continue
		}
		for _, d := range res.Safely("ackorder", f.SSA, func() []analysis.Diagnostic { return check(pass, rep, res, f, res.TxCommit(f.SSA)) }) {
			rep.Report(d)
		}
	}
	return nil, nil
}

// check examines one function (run under Result.Safely).
func check(pass *analysis.Pass, rep *report.Reporter, res *model.Result, f *model.Func, txCommit *model.Op) []analysis.Diagnostic {
	c := &checker{
		pass: pass, rep: rep, res: res, f: f, txCommit: txCommit,
		at:    map[ssa.Instruction][]*model.Op{},
		flow:  res.Flow(f.SSA),
		named: map[*model.Op]string{},
	}
	for _, op := range f.Ops {
		c.at[op.Instr] = append(c.at[op.Instr], op)
	}
	for _, op := range f.Ops {
		switch {
		case op.Kind == model.Ack:
			c.ack(op)
		case op.Kind == model.Receive && res.AcksOnReceipt(op):
			c.autoAck(op)
		}
	}
	c.returnAcks()
	c.implicitAnswers()
	return c.out
}

// returnAcks reports, in a handler whose return is its ACK (asynq, River,
// watermill: Func.DoneOnReturn), work started in a goroutine, or handed
// off, that can still run when the handler returns.
func (c *checker) returnAcks() {
	lib := c.f.DoneOnReturn
	if lib == "" {
		return
	}
	name := c.f.SSA.Name()
	if c.f.SSA.Parent() != nil {
		name = "the handler"
	}
	returns := func(in ssa.Instruction) bool {
		_, ok := in.(*ssa.Return)
		return ok
	}
	for _, s := range c.goroutines() {
		if !ssax.ReachesAround(s.instr.Block(), ssax.Index(s.instr)+1, returns, c.waits) {
			continue
		}
		label := "started here"
		msg := fmt.Sprintf(msgReturnAcks, s.work.API, name, lib, name, s.work.API)
		if s.work.Kind == model.Handoff {
			label = "handed off here"
			if _, call := s.work.Instr.(ssa.CallInstruction); call {
				// A helper that hands on what it is given (its channel
				// send, a pool's Submit): the helper itself returns.
				msg = fmt.Sprintf(msgReturnHandsOff, s.work.API, name, lib, name)
			}
		}
		c.out = append(c.out, analysis.Diagnostic{
			Pos:      s.work.Pos,
			End:      s.work.End,
			Category: catWhileRunning,
			Message:  msg,
			Related:  []analysis.RelatedInformation{c.rep.Related(s.instr.Pos(), s.instr.Pos(), label)},
		})
	}
	c.returnsAfterFailure(lib, name)
}

// implicitAnswers reports, in a webhook handler that answers through
// net/http (it verifies what it receives, and takes the ResponseWriter),
// a return on the failure path of its first work with nothing answered
// on the way: no status written, no nack, no other work, and the
// ResponseWriter handed to no call (a helper may answer). net/http
// answers 200 for a handler that returns without writing: the webhook's
// ACK. The first work's failure only, as returnsAfterFailure, and not a
// processed marker's.
func (c *checker) implicitAnswers() {
	fn := c.f.SSA
	if len(c.f.Verified) == 0 || fn.Signature.Results().Len() > 0 {
		return
	}
	i := slices.IndexFunc(fn.Params, func(p *ssa.Parameter) bool { return model.IsResponseWriter(p.Type()) })
	if i < 0 {
		return
	}
	rw := fn.Params[i]
	answers := func(in ssa.Instruction) bool {
		for _, op := range c.at[in] {
			if op.Kind == model.Ack || op.Kind == model.Nack {
				return true
			}
		}
		call, ok := in.(ssa.CallInstruction)
		return ok && slices.ContainsFunc(call.Common().Args, func(a ssa.Value) bool { return model.Unwrap(a) == rw })
	}
	answered := func(w *model.Op) bool { // an answer may have gone out before the work: reported as such
		return slices.ContainsFunc(c.f.Ops, func(op *model.Op) bool { return op.Response && c.flow.After(op.Instr, w.Instr) })
	}
	var rets []*ssa.Return
	for _, b := range fn.Blocks {
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
			rets = append(rets, ret)
		}
	}
	c.failedReturn(rets, answered, answers, func(w *model.Op) string {
		return fmt.Sprintf(msgImplicit200, fn.Name(), w.API, c.line(w.Pos))
	})
}

// returnsAfterFailure reports, in a handler whose return is its ACK, a
// return that tells the library the message is done — with a nil error,
// or from a callback with no results — on the failure path of the
// message's first work (work no other work comes before: not a marker
// after an effect that was made, nor a failure record), when that work is
// not itself a processed marker (a notified_at set after the mail went
// out, which a retry would send again). A periodic job,
// or one that reads nothing of its message (a sweep, whose next run does
// it again), is not reported.
func (c *checker) returnsAfterFailure(lib, name string) {
	if c.f.Periodic || !readsMessage(c.f.SSA) {
		return
	}
	res := c.f.SSA.Signature.Results()
	errAt := -1
	for i := range res.Len() {
		if model.IsError(res.At(i).Type()) {
			errAt = i
		}
	}
	if res.Len() > 0 && errAt < 0 {
		return // what a result other than an error tells the library is not known
	}
	if slices.ContainsFunc(c.f.Ops, func(op *model.Op) bool { return op.Kind == model.Ack || op.Kind == model.Nack }) {
		return // the handler settles its message itself (automatic acknowledgement disabled)
	}
	var dones []*ssa.Return
	for _, b := range c.f.SSA.Blocks {
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && (errAt < 0 || ssax.IsNil(ret.Results[errAt])) {
			dones = append(dones, ret)
		}
	}
	c.failedReturn(dones, nil, nil, func(w *model.Op) string {
		return fmt.Sprintf(msgReturnFailed, name, w.API, c.line(w.Pos), lib, name)
	})
}

// failedReturn reports the first of rets that the failure of the
// function's first work reaches (not a processed marker's, nor, with
// skip, work skip names), past nothing that ends the failure path (a
// nack, other work, a branch; also's instructions, with also), with the
// message msg gives for that work.
func (c *checker) failedReturn(rets []*ssa.Return, skip func(*model.Op) bool, also func(ssa.Instruction) bool, msg func(*model.Op) string) {
	for _, ret := range rets {
		isRet := func(in ssa.Instruction) bool { return in == ret }
		for _, w := range c.f.Ops {
			if !c.failable(w) || w.Marks || !model.FirstWork(c.flow, c.f.Ops, w) || skip != nil && skip(w) || !c.failureReachesPast(ssax.ErrorOf(w.Instr), isRet, ret.Block(), also) {
				continue
			}
			pos, end := c.returnPos(ret)
			c.out = append(c.out, analysis.Diagnostic{
				Pos:      pos,
				End:      end,
				Category: catAfterFailure,
				Message:  msg(w),
				Related:  []analysis.RelatedInformation{c.rep.Related(w.Pos, w.End, "failing "+noun(w))},
			})
			return
		}
	}
}

// readsMessage reports whether a handler uses a parameter other than its
// context: the message it is run for.
func readsMessage(fn *ssa.Function) bool {
	params := fn.Params
	if fn.Signature.Recv() != nil && len(params) > 0 {
		params = params[1:]
	}
	for _, p := range params {
		if !model.IsContext(p.Type()) && len(*p.Referrers()) > 0 {
			return true
		}
	}
	return false
}

// returnPos is where a return is written: the return statement, or, for
// the implicit return at the end of a function with no results, its
// closing brace.
func (c *checker) returnPos(ret *ssa.Return) (token.Pos, token.Pos) {
	if ret.Pos().IsValid() {
		return ret.Pos(), ret.Pos() + token.Pos(len("return"))
	}
	switch fn := c.f.SSA.Syntax().(type) {
	case *ast.FuncDecl:
		return fn.Body.Rbrace, fn.Body.Rbrace + 1
	case *ast.FuncLit:
		return fn.Body.Rbrace, fn.Body.Rbrace + 1
	}
	return c.f.SSA.Pos(), c.f.SSA.Pos()
}

// waits reports an instruction that waits for goroutines: a catalogued
// Wait, a channel receive, a select.
func (c *checker) waits(in ssa.Instruction) bool {
	for _, o := range c.at[in] {
		if o.Kind == model.Wait {
			return true
		}
	}
	switch x := in.(type) {
	case *ssa.UnOp:
		return x.Op == token.ARROW
	case *ssa.Select:
		return true
	}
	return false
}

type checker struct {
	pass     *analysis.Pass
	rep      *report.Reporter
	res      *model.Result
	f        *model.Func
	txCommit *model.Op // the commit ending the TxFunc that runs f, or nil

	at       map[ssa.Instruction][]*model.Op
	flow     *ssax.Flow
	gos      []site // goroutines started with work, once gosDone
	gosDone  bool
	work     []site // where work runs, once workDone
	workDone bool
	cbs      []model.Callback // calls of handlers the program does not show, once cbsDone
	cbsDone  bool
	named    map[*model.Op]string // the noun of an operation made here (a handler call, a return, a parameter)
	out      []analysis.Diagnostic
}

// site is work and the instruction where it runs or starts: the work's
// own call, the go statement or Go call that starts it in a goroutine, or
// the library call that runs it in a callback.
type site struct {
	instr ssa.Instruction
	work  *model.Op
}

func (c *checker) ack(op *model.Op) {
	switch op.Instr.(type) {
	case *ssa.Go:
		// The goroutine acks; its own function is examined on its own,
		// but it acks whatever this function was told.
		c.ignoresOutcome(op)
		return
	case *ssa.Defer:
		if !c.res.ConditionalAck(op) {
			c.deferred(op)
		}
		return
	}
	if c.res.ConditionalAck(op) || c.carried(op) {
		return
	}
	isAck := func(in ssa.Instruction) bool { return in == op.Instr }
	switch {
	case c.beforeWork(op):
	case c.beforeNextPart(op):
	case c.beforeHandoff(op):
	case c.beforeCallback(op):
	case c.handsBack(op):
	case c.insideTx(op):
	case c.whileRunning(op, func(s site) bool { return c.flow.After(s.instr, op.Instr) }, isAck):
	case c.afterFailure(op):
	case c.skipsPast(op):
	case c.undecoded(op):
	default:
		c.ignoresOutcome(op)
	}
}

// undecoded reports an ack after a call given the message's payload (the
// body's bytes, or bytes built from them) failed — a decode or a parse —
// when the broker has a nack: the message is dropped where a nack without
// requeue would take it to a dead-letter destination.
func (c *checker) undecoded(op *model.Op) bool {
	if !c.res.Nackable(op) {
		return false
	}
	isAck := func(in ssa.Instruction) bool { return in == op.Instr }
	for _, b := range c.f.SSA.Blocks {
		for _, in := range b.Instrs {
			call, ok := in.(*ssa.Call)
			if !ok || len(c.at[in]) > 0 || !slices.ContainsFunc(call.Call.Args, func(a ssa.Value) bool { return payload(op, a) }) {
				continue
			}
			if c.failureReaches(ssax.ErrorOf(in), isAck, op.Instr.Block()) {
				d := c.res.CallAt(call, model.Effect)
				c.named[d] = "decode"
				c.report(op, catAfterFailure, d, "failing", msgUndecoded, op.API, d.API, c.line(d.Pos))
				return true
			}
		}
	}
	return false
}

// payload reports whether v is the payload of the message the ack
// acknowledges: bytes taken or built from it.
func payload(ack *model.Op, v ssa.Value) bool {
	return model.IsBytes(v.Type()) && model.Carries(ack, v)
}

// callbacks lists the calls of handlers the program does not show (a func
// parameter, an injected field) that can fail.
func (c *checker) callbacks() []model.Callback {
	if !c.cbsDone {
		c.cbsDone = true
		c.cbs = c.res.Callbacks(c.f)
		for _, cb := range c.cbs {
			c.named[cb.Op] = "handler"
		}
	}
	return c.cbs
}

// handles reports whether the callback is handed the message the ack
// acknowledges, or a value built from it.
func handles(cb model.Callback, ack *model.Op) bool {
	for _, a := range cb.Args {
		if model.Carries(ack, a) {
			return true
		}
	}
	return false
}

// beforeCallback reports an ack after which the function hands the message
// to a handler it was given (fn(m), r.execute(d, consume)): the handler is
// the work the message stands for, and it has not run yet.
func (c *checker) beforeCallback(op *model.Op) bool {
	for _, cb := range c.callbacks() {
		if !c.flow.After(op.Instr, cb.Op.Instr) || !handles(cb, op) {
			continue
		}
		c.report(op, catBeforeWork, cb.Op, "later", msgBeforeWork, op.API, cb.Op.API, c.line(cb.Op.Pos), cb.Op.API)
		return true
	}
	return false
}

// handsBack reports an ack in a receive method that returns what it
// acknowledged to its caller, before any work on it.
func (c *checker) handsBack(op *model.Op) bool {
	ret := c.res.HandsBack(c.f, op)
	if ret == nil {
		return false
	}
	r := c.returnOp(ret, op)
	c.report(op, catBeforeWork, r, "later", msgBeforeReturn, op.API, c.line(r.Pos))
	return true
}

// returnOp names the return that hands the caller what op acknowledged.
func (c *checker) returnOp(ret *ssa.Return, op *model.Op) *model.Op {
	pos := ret.Pos()
	if !pos.IsValid() {
		pos = op.Pos
	}
	r := &model.Op{Kind: model.Handoff, Instr: ret, Pos: pos, End: pos + token.Pos(len("return")), API: "return"}
	c.named[r] = "return to the caller"
	return r
}

// beforeWork reports an ack from which work of the same pass is reachable.
func (c *checker) beforeWork(op *model.Op) bool {
	w := c.firstAfter(op)
	if w == nil {
		return false
	}
	c.report(op, catBeforeWork, w, "later", msgBeforeWork, op.API, w.API, c.line(w.Pos), w.API)
	return true
}

// beforeNextPart reports an ack inside a loop over the parts of one
// message (the entries unbatched from a Pub/Sub message), when the message
// is not the loop's own (it comes from before the loop) and the loop goes
// on after the ack to work of the next part: the first pass settles the
// whole message, and a failure or a crash in a later pass loses the rest.
// A Kafka commit settles a partition's offsets, not a message's parts.
func (c *checker) beforeNextPart(op *model.Op) bool {
	args := c.messageArgs(op)
	b := op.Instr.Block()
	h := c.flow.Innermost(b, b)
	if len(args) == 0 || h == nil || c.res.Cumulative(op) || !ssax.Continues(b, ssax.Index(op.Instr)+1, h, func(ssa.Instruction) bool { return false }) {
		return false
	}
	for _, a := range args {
		if in, ok := variable(a).(ssa.Instruction); ok && c.flow.InLoop(h, in.Block()) {
			return false // the loop's own message: each pass acks what it received
		}
	}
	for _, w := range c.worksOf(op) {
		if w.Instr != op.Instr && c.failable(w) && c.flow.InLoop(h, w.Instr.Block()) {
			c.report(op, catBeforeWork, w, "later", msgNextPart, op.API, w.API, c.line(w.Pos))
			return true
		}
	}
	return false
}

// messageArgs returns the arguments of an ack's call that may be the
// message it settles: not constants (a commit's offset gap), and, for a
// wrapper of the program's own (consumer.CommitBack(gap),
// consumer.ConsumeNext()), not its receiver, which is the consumer, not
// a message.
func (c *checker) messageArgs(op *model.Op) []ssa.Value {
	args := ssax.CallArgs(op.Instr)
	if call, ok := op.Instr.(ssa.CallInstruction); ok && model.At(op).Via != "" && len(args) > 0 && call.Common().Signature().Recv() != nil {
		args = args[1:]
	}
	var out []ssa.Value
	for _, a := range args {
		if _, k := a.(*ssa.Const); !k {
			out = append(out, a)
		}
	}
	return out
}

// beforeHandoff reports an ack after which the function hands the message
// it acknowledges to another goroutine (jobs <- d after d.Ack): the work
// has not even started.
func (c *checker) beforeHandoff(op *model.Op) bool {
	for _, h := range c.f.Ops {
		if h.Kind != model.Handoff || h.Instr == op.Instr || !c.flow.After(op.Instr, h.Instr) || !c.res.HandsOff(c.f, op, h) {
			continue
		}
		c.report(op, catBeforeWork, h, "later", msgBeforeWork, op.API, h.API, c.line(h.Pos), h.API)
		return true
	}
	return false
}

// insideTx reports an ack inside a TxFunc callback after a write of its
// transaction: the write is durable only when the callback has returned.
func (c *checker) insideTx(op *model.Op) bool {
	commit := c.txCommit
	if commit == nil {
		return false
	}
	for _, w := range c.f.Ops {
		if w.Kind == model.Write && w.Tx == commit.Tx && c.flow.After(w.Instr, op.Instr) {
			c.report(op, catBeforeWork, commit, "later", msgBeforeWork, op.API, commit.API, c.line(commit.Pos), commit.API)
			return true
		}
	}
	return false
}

func (c *checker) autoAck(op *model.Op) {
	if w := c.firstAfter(op); w != nil {
		c.report(op, catAutoAck, w, "later", msgAutoAck, op.API, w.API, c.line(w.Pos), w.API)
		return
	}
	for _, h := range c.f.Ops {
		// What it received handed to a worker goroutine (q.jobs <- d.Body):
		// the work has not started.
		if h.Kind == model.Handoff && (c.flow.After(op.Instr, h.Instr) || c.flow.PastLoop(op.Instr, h.Instr)) && c.res.ReceiveHandsOff(c.f, op, h) {
			c.report(op, catAutoAck, h, "later", msgAutoAck, op.API, h.API, c.line(h.Pos), h.API)
			return
		}
	}
	if h := c.res.GoHandsOff(c.f, op); h != nil {
		c.report(op, catAutoAck, h, "later", msgAutoAck, op.API, h.API, c.line(h.Pos), h.API)
		return
	}
	if ret := c.res.ReturnsReceived(c.f, op); ret != nil {
		r := c.returnOp(ret, op)
		c.report(op, catAutoAck, r, "later", msgAutoAckReturn, op.API, c.line(r.Pos))
	}
}

// firstAfter returns the first work, in source order, that can run after
// the ack within one pass through the function.
func (c *checker) firstAfter(ack *model.Op) *model.Op {
	instr := ack.Instr
	var best *model.Op
	for _, w := range c.works() {
		if w.instr == instr || c.acksAt(w.instr) || !(c.flow.After(instr, w.instr) || c.flow.PastLoop(instr, w.instr)) || reply(ack, w.work) {
			continue
		}
		if best == nil || w.work.Pos < best.Pos {
			best = w.work
		}
	}
	if best != nil && best.Kind != model.Commit && best.Kind != model.Effect && best.Tx != nil {
		// A write in a transaction is lost with its commit: name the commit.
		for _, op := range c.f.Ops {
			if op.Kind == model.Commit && op.Tx == best.Tx && c.flow.After(instr, op.Instr) {
				return op
			}
		}
	}
	return best
}

// works lists the work of the function where it runs: its work operations,
// and the work of a closure passed to a method of what a receive returned
// (franz-go Fetches.EachRecord), which runs at that call once per message.
func (c *checker) works() []site {
	if c.workDone {
		return c.work
	}
	c.workDone = true
	received := map[ssa.Value]bool{}
	for _, op := range c.f.Ops {
		if model.IsWork(op) {
			c.work = append(c.work, site{op.Instr, op})
		}
		if op.Kind == model.Receive && op.Value != nil {
			received[op.Value] = true
		}
	}
	if len(received) == 0 {
		return c.work
	}
	for _, b := range c.f.SSA.Blocks {
		for _, in := range b.Instrs {
			call, ok := in.(*ssa.Call)
			if !ok || len(c.at[in]) > 0 {
				continue
			}
			args := call.Call.Args
			if call.Call.IsInvoke() {
				args = append([]ssa.Value{call.Call.Value}, args...)
			} else if call.Call.Signature().Recv() == nil {
				continue
			}
			if len(args) == 0 || !received[model.Unwrap(args[0])] {
				continue
			}
			for _, a := range args[1:] {
				if w := c.firstWorkOf(a); w != nil {
					c.work = append(c.work, site{in, w})
				}
			}
		}
	}
	return c.work
}

// firstWorkOf returns the first work of the closure v, unless it acks.
func (c *checker) firstWorkOf(v ssa.Value) *model.Op {
	mc, ok := model.Unwrap(v).(*ssa.MakeClosure)
	if !ok {
		return nil
	}
	fn, ok := mc.Fn.(*ssa.Function)
	if !ok {
		return nil
	}
	g := c.res.Of(fn)
	if g == nil {
		return nil
	}
	var first *model.Op
	for _, op := range g.Ops {
		if op.Kind == model.Ack {
			return nil
		}
		if model.IsWork(op) && (first == nil || op.Pos < first.Pos) {
			first = op
		}
	}
	return first
}

// deferred examines an unconditional deferred ack: it runs at every return,
// including those on the failure path of the work, and while goroutines
// started after it still run.
func (c *checker) deferred(op *model.Op) {
	isReturn := func(in ssa.Instruction) bool {
		_, ok := in.(*ssa.Return)
		return ok
	}
	for _, w := range c.f.Ops {
		if !c.failable(w) || !c.flow.After(op.Instr, w.Instr) {
			continue
		}
		if w.Swallowed && model.FirstWork(c.flow, c.f.Ops, w) || c.failureReaches(ssax.ErrorOf(w.Instr), isReturn, nil) {
			c.report(op, catDeferred, w, "failing", msgDeferred, op.API, w.API, c.line(w.Pos))
			return
		}
	}
	c.whileRunning(op, func(s site) bool { return c.flow.After(op.Instr, s.instr) }, isReturn)
}

// afterFailure reports an ack reachable from the branch on which the
// work's error is known, without a nack or a dead-letter publish between;
// for a handler the function was given, also an ack after it whose error
// is dropped, and one after a nack on its failure branch.
func (c *checker) afterFailure(op *model.Op) bool {
	isAck := func(in ssa.Instruction) bool { return in == op.Instr }
	works := c.worksOf(op)
	for _, w := range works {
		if !c.failable(w) {
			continue
		}
		if c.failureReaches(ssax.ErrorOf(w.Instr), isAck, op.Instr.Block()) {
			c.report(op, catAfterFailure, w, "failing", msgAfterFailure, op.API, w.API, c.line(w.Pos))
			return true
		}
	}
	if b := c.beginFailed(isAck, op.Instr.Block()); b != nil {
		c.report(op, catAfterFailure, b, "failing", msgAfterFailure, op.API, b.API, c.line(b.Pos))
		return true
	}
	for _, w := range c.f.Ops {
		if _, deferred := w.Instr.(*ssa.Defer); deferred {
			continue // it runs as the function returns, after the ack
		}
		if w.Swallowed && c.failable(w) && model.FirstWork(c.flow, c.f.Ops, w) && c.flow.After(w.Instr, op.Instr) {
			c.report(op, catAfterFailure, w, "failing", msgSwallowed, op.API, w.API, c.line(w.Pos), w.API)
			return true
		}
	}
	for _, w := range works[len(c.f.Ops):] {
		if e := ssax.ErrorOf(w.Instr); (e == nil || len(*e.Referrers()) == 0) && c.flow.After(w.Instr, op.Instr) {
			c.report(op, catAfterFailure, w, "failing", msgDropped, op.API, w.API, c.line(w.Pos), w.API)
			return true
		}
		e := ssax.ErrorOf(w.Instr)
		for _, n := range c.f.Ops {
			if n.Kind != model.Nack || !sameMessage(n, op) {
				continue
			}
			isNack := func(in ssa.Instruction) bool { return in == n.Instr }
			stop := c.stop(e)
			if !slices.ContainsFunc(ssax.FailureBranches(e), func(fail *ssa.BasicBlock) bool {
				return ssax.Reaches(fail, 0, isNack, func(in ssa.Instruction) bool { return !isNack(in) && stop(in) })
			}) {
				continue
			}
			if ssax.Reaches(n.Instr.Block(), ssax.Index(n.Instr)+1, isAck, c.stop(nil)) {
				c.report(op, catAfterFailure, w, "failing", msgAfterNack, op.API, w.API, c.line(w.Pos), n.API, c.line(n.Pos), w.API)
				return true
			}
		}
	}
	return false
}

// beginFailed returns the call that opens the transaction of the
// message's work (db.Begin, a program's txProvider.New returning a
// *sql.Tx) when its failure reaches the ack (isAck, in block in): the
// message is acked although its work never started (grabbit's dead-letter
// path). The transaction must be used afterwards, for the work.
func (c *checker) beginFailed(isAck func(ssa.Instruction) bool, in *ssa.BasicBlock) *model.Op {
	for _, b := range c.f.SSA.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			e := ssax.ErrorOf(call)
			if e == nil || !usesTx(call) || !c.failureReaches(e, isAck, in) {
				continue
			}
			return c.res.CallAt(call, model.Begin)
		}
	}
	return nil
}

// usesTx reports a call whose results hold a transaction that a later
// call is given or called on.
func usesTx(call *ssa.Call) bool {
	tup, ok := call.Type().(*types.Tuple)
	if !ok {
		return false
	}
	for _, r := range *call.Referrers() {
		ex, ok := r.(*ssa.Extract)
		if !ok || !model.IsTx(tup.At(ex.Index).Type()) {
			continue
		}
		for _, u := range *ex.Referrers() {
			if _, ok := u.(ssa.CallInstruction); ok {
				return true
			}
		}
	}
	return false
}

// worksOf returns the function's operations and, after them, the calls
// of the handlers it was given that are handed the message ack settles.
func (c *checker) worksOf(ack *model.Op) []*model.Op {
	works := slices.Clone(c.f.Ops)
	for _, cb := range c.callbacks() {
		if handles(cb, ack) {
			works = append(works, cb.Op)
		}
	}
	return works
}

// skipsPast reports a commit of a Kafka offset in a receive loop after
// work of the same pass whose failure goes on to the loop's next message
// without settling it: no commit, nack, return, other work (a dead-letter
// publish, a retry) or test of the error again on the way. The next
// message's commit covers the failed one's offset. A payload that fails
// to decode is no work: committing past it is the only way on.
func (c *checker) skipsPast(op *model.Op) bool {
	if !c.res.Cumulative(op) {
		return false
	}
	isAck := func(in ssa.Instruction) bool { return in == op.Instr }
	for _, w := range c.worksOf(op) {
		e := ssax.ErrorOf(w.Instr)
		if e == nil || !c.failable(w) || !c.flow.After(w.Instr, op.Instr) {
			continue
		}
		h := c.flow.Innermost(w.Instr.Block(), op.Instr.Block())
		if h == nil {
			continue
		}
		stop := func(in ssa.Instruction) bool {
			if isAck(in) {
				return true
			}
			for _, o := range c.at[in] {
				if o.Kind == model.Nack || o.Kind == model.Ack || model.IsWork(o) {
					return true
				}
			}
			iff, ok := in.(*ssa.If)
			return ok && model.DependsOnDirectly(iff.Cond, e, sentOn)
		}
		for _, fail := range ssax.FailureBranches(e) {
			if ssax.Continues(fail, 0, h, stop) {
				c.report(op, catAfterFailure, w, "failing", msgSkipped, op.API, w.API, c.line(w.Pos))
				return true
			}
		}
	}
	return false
}

// sentOn reports a select, which may send a value (case errs <- err:)
// without testing it.
func sentOn(v ssa.Value) bool {
	_, ok := v.(*ssa.Select)
	return ok
}

// ignoresOutcome reports an ack in a function given the outcome of the
// message's processing as an error parameter (Acknowledge(err)) that acks
// whatever it says: the parameter is never compared with nil nor given to
// a function of the program, or the ack is on its failure branch.
func (c *checker) ignoresOutcome(op *model.Op) {
	isAck := func(in ssa.Instruction) bool { return in == op.Instr }
	for _, p := range c.f.SSA.Params {
		if !model.IsError(p.Type()) {
			continue
		}
		if len(ssax.FailureBranches(p)) > 0 {
			if !c.failureReaches(p, isAck, op.Instr.Block()) {
				continue
			}
		} else if c.passedOn(p) {
			continue
		}
		if name := p.Object().Name(); name == "" || name == "_" {
			// An unnamed parameter (func(MessageID, *ProducerMessage, error)): SSA calls it argN.
			r := &model.Op{Kind: model.Effect, Instr: op.Instr, Pos: p.Pos(), End: p.Pos() + token.Pos(len("error")), API: "error"}
			c.named[r] = "outcome"
			c.report(op, catAfterFailure, r, "ignored", msgOutcomeBlank, op.API, c.line(p.Pos()))
			return
		}
		r := &model.Op{Kind: model.Effect, Instr: op.Instr, Pos: p.Pos(), End: p.Pos() + token.Pos(len(p.Name())), API: p.Name()}
		c.named[r] = "outcome"
		c.report(op, catAfterFailure, r, "ignored", msgOutcome, op.API, p.Name(), c.line(p.Pos()), p.Name())
		return
	}
}

// passedOn reports whether the error e is given to a function of the
// program or compared with something, which may decide for it.
func (c *checker) passedOn(e ssa.Value) bool {
	for _, r := range *e.Referrers() {
		switch x := r.(type) {
		case *ssa.BinOp:
			return true
		case ssa.CallInstruction:
			if fn := x.Common().StaticCallee(); fn == nil || fn.Pkg == c.res.Pkg || c.res.IsProgram(fn) {
				return true
			}
		}
	}
	return false
}

// sameMessage reports whether two calls settle the same message: the same
// receiver or first argument, or loads of the same variable.
func sameMessage(a, b *model.Op) bool {
	x, y := ssax.CallArgs(a.Instr), ssax.CallArgs(b.Instr)
	if len(x) == 0 || len(y) == 0 {
		return false
	}
	return variable(x[0]) == variable(y[0])
}

// variable returns the variable a loaded value comes from, or the value.
func variable(v ssa.Value) ssa.Value {
	v = model.Unwrap(v)
	if ld, ok := v.(*ssa.UnOp); ok && ld.Op == token.MUL {
		return ld.X
	}
	return v
}

// failable reports whether w is work whose failure can be told apart from
// "already done" and is not itself run or acked elsewhere.
func (c *checker) failable(w *model.Op) bool {
	return model.IsWork(w) && !w.UniqueHandled && !c.acksAt(w.Instr) && !isGo(w.Instr)
}

// failureReaches reports whether, on a branch where the error e is not
// nil, control reaches goal before a nack, other work (a dead-letter
// publish, a retry, a failure record) or another branch, which may test the
// error again (errors.Is, a unique violation) or a flag that records it.
// With in, the block where the goal is, the failure may go round a loop
// that does not hold it (ssax.Flow.ReachesPast): a continue of a loop
// over the message's parts.
func (c *checker) failureReaches(e ssa.Value, goal func(ssa.Instruction) bool, in *ssa.BasicBlock) bool {
	return c.failureReachesPast(e, goal, in, nil)
}

// failureReachesPast is failureReaches with instructions that also end
// the failure path (also, when not nil).
func (c *checker) failureReachesPast(e ssa.Value, goal func(ssa.Instruction) bool, in *ssa.BasicBlock, also func(ssa.Instruction) bool) bool {
	if e == nil {
		return false
	}
	stop := c.stop(e)
	if also != nil {
		base := stop
		stop = func(x ssa.Instruction) bool { return base(x) || also(x) }
	}
	for _, fail := range ssax.FailureBranches(e) {
		if in == nil && ssax.Reaches(fail, 0, goal, stop) || in != nil && c.flow.ReachesPast(fail, 0, in, goal, stop) {
			return true
		}
	}
	return false
}

// stop ends a failure path: a nack, other work, or a branch other than a
// program helper sorting the error e or a retry loop giving up.
func (c *checker) stop(e ssa.Value) func(ssa.Instruction) bool {
	return func(in ssa.Instruction) bool {
		for _, op := range c.at[in] {
			if op.Kind == model.Nack || model.IsWork(op) {
				return true
			}
		}
		iff, branch := in.(*ssa.If)
		return branch && (e == nil || !c.classifies(iff.Cond, e) && !givesUp(iff.Cond) && !c.endsLoopOf(iff, e))
	}
}

// endsLoopOf reports a range loop's test for its end (its index against
// the length, a map's next entry) in the header of a loop that holds the
// failed work e: the failure that continued the loop reaches its end,
// and past it a part's failure still holds.
func (c *checker) endsLoopOf(iff *ssa.If, e ssa.Value) bool {
	in, ok := e.(ssa.Instruction)
	if !ok || !ssax.Header(iff.Block()) || !c.flow.InLoop(iff.Block(), in.Block()) {
		return false
	}
	switch x := iff.Cond.(type) {
	case *ssa.Extract:
		_, next := x.Tuple.(*ssa.Next)
		return next && x.Index == 0
	case *ssa.BinOp:
		return x.Op == token.LSS && (counter(x.X) || rangeIndex(x.X))
	}
	return false
}

// givesUp reports a retry loop's test for giving up: its attempt counter
// against a bound (retries >= maxRetries), or its context done (ctx.Err()
// != nil). Either way the message still failed.
func givesUp(cond ssa.Value) bool {
	b, ok := cond.(*ssa.BinOp)
	if !ok {
		return false
	}
	switch b.Op {
	case token.LSS, token.LEQ, token.GTR, token.GEQ:
		return counter(b.X) || counter(b.Y)
	case token.NEQ, token.EQL:
		return ctxErr(b.X) || ctxErr(b.Y)
	}
	return false
}

// rangeIndex reports the index a range loop over a slice tests against
// the length: its counter plus one.
func rangeIndex(v ssa.Value) bool {
	add, ok := v.(*ssa.BinOp)
	if !ok || add.Op != token.ADD {
		return false
	}
	phi, ok := add.X.(*ssa.Phi)
	return ok && slices.Contains(phi.Edges, v) && counter(phi)
}

// counter reports a loop's integer counter: a phi one of whose edges adds
// a constant to it (retries++).
func counter(v ssa.Value) bool {
	phi, ok := v.(*ssa.Phi)
	if !ok {
		return false
	}
	if t, ok := phi.Type().Underlying().(*types.Basic); !ok || t.Info()&types.IsInteger == 0 {
		return false
	}
	for _, e := range phi.Edges {
		if add, ok := e.(*ssa.BinOp); ok && add.Op == token.ADD && (add.X == phi || add.Y == phi) {
			return true
		}
	}
	return false
}

// ctxErr reports a call of a context's Err method.
func ctxErr(v ssa.Value) bool {
	call, ok := v.(*ssa.Call)
	return ok && call.Call.IsInvoke() && call.Call.Method.Name() == "Err" && model.IsContext(call.Call.Value.Type())
}

// classifies reports a branch on a program helper that sorts the error e
// (isPermanent(err), retryable(err)): both of its sides still hold a failed
// message, so an ack on either without a dead-letter hand-off loses it. A
// test for "already done" — a unique violation, a not-found — or errors.Is
// against a sentinel stays a stop: acking a duplicate is fine.
func (c *checker) classifies(cond ssa.Value, e ssa.Value) bool {
	cond, _ = ssax.Negations(cond)
	call, ok := cond.(*ssa.Call)
	if !ok || c.res.TestsNotFound(call) || c.res.TestsUnique(call) {
		return false
	}
	fn := call.Call.StaticCallee()
	if fn == nil || fn.Pkg == nil || fn.Pkg != c.res.Pkg && !c.res.IsProgram(fn) {
		return false
	}
	for _, a := range call.Call.Args {
		if model.Unwrap(a) == e {
			return true
		}
	}
	return false
}

// whileRunning reports an ack that goal finds reachable from a goroutine
// started with work (selected by started), without a wait between.
func (c *checker) whileRunning(op *model.Op, started func(site) bool, goal func(ssa.Instruction) bool) bool {
	stop := c.waits
	for _, s := range c.goroutines() {
		if !started(s) || !c.flow.SameIteration(s.instr.Block(), op.Instr.Block()) {
			continue
		}
		if s.work.Kind == model.Handoff && !c.res.HandsOff(c.f, op, s.work) {
			continue // another value handed off, not the message acked
		}
		if ssax.Reaches(s.instr.Block(), ssax.Index(s.instr)+1, goal, stop) {
			verb := op.API
			if _, ok := op.Instr.(*ssa.Defer); ok {
				verb = "deferred " + op.API
			}
			c.report(op, catWhileRunning, s.work, "running", msgWhileRunning, verb, s.work.API, c.line(s.work.Pos))
			return true
		}
	}
	return false
}

// goroutines lists the goroutines the function starts with work in them,
// except those that ack their message themselves.
func (c *checker) goroutines() []site {
	if c.gosDone {
		return c.gos
	}
	c.gosDone = true
	for _, b := range c.f.SSA.Blocks {
		for _, in := range b.Instrs {
			// A closure is named by the work inside it; a named function
			// by its call, which carries that work as facts.
			var ops []*model.Op
			if fn := c.res.Started(in); fn != nil && (fn.Parent() != nil || !isGo(in)) {
				if g := c.res.Of(fn); g != nil {
					ops = g.Ops
				}
			} else if isGo(in) {
				ops = c.at[in]
			}
			var first *model.Op
			acks := false
			for _, op := range ops {
				acks = acks || op.Kind == model.Ack
				if model.IsWork(op) && (first == nil || op.Pos < first.Pos) {
					first = op
				}
			}
			if first != nil && !acks {
				c.gos = append(c.gos, site{in, first})
			}
			for _, op := range c.at[in] {
				if op.Kind == model.Handoff {
					c.gos = append(c.gos, site{in, op}) // the goroutine receiving it does the work
				}
			}
		}
	}
	return c.gos
}

// carried reports whether the ack names a message kept from an earlier
// iteration of a loop (a phi at a loop header): it acks the previous
// message, not the one the iteration works on.
func (c *checker) carried(op *model.Op) bool {
	for _, a := range ssax.CallArgs(op.Instr) {
		for _, v := range append(model.VariadicArgs(a), a) {
			phi, ok := model.Unwrap(v).(*ssa.Phi)
			if !ok {
				continue
			}
			for _, pred := range phi.Block().Preds {
				if ssax.IsBackEdge(pred, phi.Block()) {
					return true
				}
			}
		}
	}
	return false
}

func isGo(in ssa.Instruction) bool {
	_, ok := in.(*ssa.Go)
	return ok
}

func (c *checker) acksAt(instr ssa.Instruction) bool {
	for _, op := range c.at[instr] {
		if op.Kind == model.Ack {
			return true
		}
	}
	return false
}

func (c *checker) line(pos token.Pos) int { return c.pass.Fset.Position(pos).Line }

// report records a finding at the ack with other as related information.
func (c *checker) report(op *model.Op, category string, other *model.Op, role, format string, args ...any) {
	if w, ok := webhookMsgs[format]; ok && op.Response {
		format = w
	}
	label := role + " " + noun(other)
	if n, ok := c.named[other]; ok {
		label = role + " " + n
	}
	if other.Via != "" {
		label += " via " + other.Via
	}
	c.out = append(c.out, analysis.Diagnostic{
		Pos:      op.Pos,
		End:      op.End,
		Category: category,
		Message:  fmt.Sprintf(format, args...),
		Related:  []analysis.RelatedInformation{c.rep.Related(other.Pos, other.End, label)},
	})
}

func noun(op *model.Op) string {
	switch op.Kind {
	case model.Commit:
		return "commit"
	case model.Claim:
		return "claim"
	case model.Effect:
		if op.Class == model.Publish {
			return "publish"
		}
		return "effect"
	case model.Handoff:
		return "handoff"
	}
	return "write"
}

// reply reports a publish addressed by the acknowledged message (its reply
// subject, a reply-to header): the answer to a waiting requester, not work
// the message stands for. A string argument of the publish is computed from
// what the ack acknowledges.
func reply(ack, w *model.Op) bool {
	if w.Kind != model.Effect || w.Class != model.Publish {
		return false
	}
	ac, ok1 := ack.Instr.(ssa.CallInstruction)
	wc, ok2 := w.Instr.(ssa.CallInstruction)
	if !ok1 || !ok2 {
		return false
	}
	msgs := ac.Common().Args
	if ac.Common().IsInvoke() {
		msgs = append([]ssa.Value{ac.Common().Value}, msgs...)
	}
	for _, a := range wc.Common().Args {
		if b, ok := a.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsString == 0 {
			continue
		}
		for _, m := range msgs {
			if model.DependsOn(a, m) {
				return true
			}
		}
	}
	return false
}
