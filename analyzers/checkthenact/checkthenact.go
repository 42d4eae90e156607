package checkthenact

import (
	"cmp"
	_ "embed"
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/model"
	"github.com/idemlint/idemlint/internal/report"
	"github.com/idemlint/idemlint/internal/ssax"
)

//go:embed doc.go
var doc string

// Analyzer reports dedup checks that are not atomic with the write or
// effect they decide.
var Analyzer = New(model.Analyzer)

// New returns the analyzer built on the given model instance (see
// model.New), for drivers that configure several instances in one process.
func New(m *analysis.Analyzer) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     "checkthenact",
		Doc:      report.Doc(doc, "checkthenact"),
		URL:      "https://pkg.go.dev/github.com/idemlint/idemlint/analyzers/checkthenact",
		Requires: []*analysis.Analyzer{m},
		Run:      run,
	}
}

func run(pass *analysis.Pass) (any, error) {
	res := model.ResultOf(pass)
	rep := report.New(pass, res.Report)
	for _, f := range res.Funcs {
		if !res.Checkable("checkthenact", f, model.MaxBlocks) || res.OneShot(f) {
			continue
		}
		for _, d := range res.Safely("checkthenact", f.SSA, func() []analysis.Diagnostic { return check(pass, res, f) }) {
			rep.Report(d)
		}
	}
	return nil, nil
}

// check examines one function (run under Result.Safely).
func check(pass *analysis.Pass, res *model.Result, f *model.Func) []analysis.Diagnostic {
	c := &checker{pass: pass, res: res, f: f, flow: res.Flow(f.SSA)}
	for _, op := range f.Ops {
		switch op.Kind {
		case model.Check:
			if !c.lockOnPool(op) {
				c.check(op)
			}
		case model.CheckThenAct:
			c.helper(op)
		case model.Write:
			c.notExists(op)
			c.unlockedPick(op)
			c.updateElseInsert(op)
		}
	}
	c.nearest()
	return c.out
}

type checker struct {
	pass    *analysis.Pass
	res     *model.Result
	f       *model.Func
	flow    *ssax.Flow
	out     []analysis.Diagnostic
	decided []decision // the checks reported by pair, with their diagnostics
}

// decision is a check that pair reported, and its diagnostic's index.
type decision struct {
	chk *model.Op
	at  int
}

// nearest drops, of the checks that decide one act and one record, those
// that a later one of them follows: a lookup by another column, then one
// by the column the record's unique key covers, and then the insert
// (getByHandle misses, getByActor misses, INSERT): the race is the last
// check's, with what it says of the record, and it is reported once.
func (c *checker) nearest() {
	if len(c.decided) < 2 {
		return
	}
	drop := map[int]bool{}
	for _, a := range c.decided {
		for _, b := range c.decided {
			if a.at != b.at && sameWork(c.out[a.at], c.out[b.at]) && c.flow.After(a.chk.Instr, b.chk.Instr) && !c.flow.After(b.chk.Instr, a.chk.Instr) {
				drop[a.at] = true // b follows a, and a does not follow b (a loop)
			}
		}
	}
	out := c.out[:0]
	for i, d := range c.out {
		if !drop[i] {
			out = append(out, d)
		}
	}
	c.out = out
}

// sameWork reports two diagnostics of pair naming the same act and record.
func sameWork(a, b analysis.Diagnostic) bool {
	return slices.EqualFunc(a.Related, b.Related, func(x, y analysis.RelatedInformation) bool { return x.Pos == y.Pos && x.Message == y.Message })
}

// check reports a CHECK whose result decides a write of the same store,
// with no claim, lock or serializable transaction making the pair atomic.
func (c *checker) check(chk *model.Op) {
	switch {
	case c.f.Watched || chk.Value == nil:
		return // a check inside go-redis Watch is atomic with its EXEC
	case chk.SkipLocked:
		return // a FOR UPDATE SKIP LOCKED batch acts only on the rows it locked
	case c.res.MintedKey(c.f, chk):
		return // the key was minted here: no other delivery holds it
	case c.res.InsertedHere(c.f, chk):
		return // the row read was inserted here a moment before: this call's own
	case c.lockedBefore(chk):
		return
	case c.recovers(chk):
		return // the read after this call's own create failed: a retry's, not a dedup check
	case c.f.Caller != model.Deliveries && c.f.Caller != model.Runs && c.res.Serialised(chk.Instr):
		return // a critical section of a sync.Mutex held to the return: the program serialises its own calls
	}
	if w := c.res.NextNumber(c.f, chk); w != nil && !c.retried(chk, w) {
		c.out = append(c.out, c.next(chk, w))
		return
	}
	if chk.Keyless {
		return // no key looked up (MAX, a whole-table count, a seed guard): not a dedup check
	}
	for _, b := range c.f.SSA.Blocks {
		iff, ok := ssax.LastIf(b)
		if !ok || ssax.Header(b) || !c.flow.After(chk.Instr, iff) || !c.res.Decision(c.f, chk, iff.Cond) {
			continue // a loop's condition (for rows.Next()) exits on every run: not a decision
		}
		if d, ok := c.pair(chk, b, c.res.FoundSide(chk, iff.Cond), model.CountCap(iff.Cond), model.FailureOnly(chk, iff.Cond)); ok {
			c.decided = append(c.decided, decision{chk, len(c.out)})
			c.out = append(c.out, d)
			return
		}
	}
	if w := c.res.StoresOutcome(c.f, chk); w != nil {
		c.out = append(c.out, c.stored(chk, w))
	}
}

// stored reports a check whose outcome the act writes into the record it
// always creates (evt.IsDuplicate = exists; store.CreateEvent(evt)): two
// concurrent deliveries both read "not there" and both store the record
// as new.
func (c *checker) stored(chk, w *model.Op) analysis.Diagnostic {
	line := c.pass.Fset.Position(w.Pos).Line
	msg := fmt.Sprintf("%s's outcome is written into the row %s at line %d creates; two concurrent %s can both read that it is not there and both %s — %s",
		chk.API, w.API, line, c.f.Caller.Plural(), does(chk, w), fix(chk, w))
	return analysis.Diagnostic{Pos: chk.Pos, End: chk.End, Category: "check-then-act", Message: msg,
		Related: []analysis.RelatedInformation{{Pos: w.Pos, End: w.End, Message: "the record: " + w.API}}}
}

// next reports a check whose result, plus one, numbers the row the
// create stores (the last build's number + 1): two concurrent calls read
// the same last number and both create the next one.
func (c *checker) next(chk, w *model.Op) analysis.Diagnostic {
	line := c.pass.Fset.Position(w.Pos).Line
	msg := fmt.Sprintf("%s reads the number that %s at line %d numbers its new row from (plus one); two concurrent %s can both read the same number and both create a row under the next — %s",
		chk.API, w.API, line, c.f.Caller.Plural(), fixNext)
	if cover := c.res.UniqueCover(chk, w); cover.Unique != "" {
		msg = fmt.Sprintf("%s reads the number that %s at line %d numbers its new row from (plus one); a concurrent call can read the same number, and one of the two creates then fails on %s — %s",
			chk.API, w.API, line, cover.Unique, fixNext)
	}
	return analysis.Diagnostic{Pos: chk.Pos, End: chk.End, Category: "next-number", Message: msg,
		Related: []analysis.RelatedInformation{{Pos: w.Pos, End: w.End, Message: "the create: " + w.API}}}
}

// fixNext is what next advises.
const fixNext = "allocate the number atomically (a database sequence, or UPDATE … SET next = next + 1 … RETURNING on a counter row), or read again and retry when the create fails on the unique key"

// pair finds, among the operations the branch at b decides, the work
// that makes the check a dedup check (doc.go): on the side
// where the row is absent (or, for a status test, on the side that runs
// it), a write that creates what the check looked for, an EFFECT, or a
// non-idempotent write (an increment, an append). On the side where the
// row exists, updates, deletes and effects act on the row found: the
// check validated it — except a DELETE of the row found followed by an
// effect, which consumes a one-time token that two deliveries can both
// hold. An atomic relative update of the row read (attempts = attempts +
// 1) is no dedup act by itself: it records an effect it comes with. Where
// the absent side is only the read's failure (failed), the create of
// what the check looked for is the one act.
func (c *checker) pair(chk *model.Op, b *ssa.BasicBlock, found int, capped, failed bool) (analysis.Diagnostic, bool) {
	var record, act, settle, bump, mark, upsert, other *model.Op
	var consumes, foundActs []*model.Op
	effect := false // act is, or comes with, an EFFECT
	iff, _ := ssax.LastIf(b)
	limit := iff != nil && model.Limit(iff.Cond)                          // a count against a limit: runs under a cap, each its own new row
	exists := sync.OnceValue(func() bool { return c.foundAbove(chk, b) }) // asked only of a create
	earliest := func(cur, op *model.Op) *model.Op {
		if cur == nil || op.Pos < cur.Pos {
			return op
		}
		return cur
	}
	for _, op := range c.f.Ops {
		if op == chk || !c.flow.After(chk.Instr, op.Instr) {
			continue
		}
		side := c.flow.Decided(b, op.Instr.Block())
		if side < 0 || !b.Dominates(op.Instr.Block()) {
			continue // not decided here: it runs either way, or is reached around the branch (err == nil skips err != ErrNotFound)
		}
		onFound := found >= 0 && side == found
		if failed && !onFound && !(isWrite(op) && op.Mode == model.Creates && model.SameStore(chk, op)) {
			continue // failure handling: an alert, a fallback, a retry
		}
		switch {
		case op.Kind == model.Claim && op.Consulted && !otherTable(chk, op) && !onFound:
			return analysis.Diagnostic{}, false // the act is a claim: the check is only an optimisation
		case op.UniqueHandled && !c.res.MintedUniqueOnly(chk, op):
			return analysis.Diagnostic{}, false // a duplicate is detected and treated as done
		case len(op.UniqueErrs) > 0 && found >= 0 && c.res.ReturnsFrom(c.f, b, found, op.UniqueErrs):
			return analysis.Diagnostic{}, false // a duplicate ends as a row found does (return ErrRunInProgress)
		case isWrite(op) && op.Rechecks:
			// A get-or-create decides by its own check, where its race is
			// reported; this check only comes before it.
		case op.Kind == model.Effect && onFound:
			foundActs = append(foundActs, op)
		case op.Kind == model.Effect:
			act = earliest(act, op)
			effect = true
		case !isWrite(op):
		case op.Mode == model.Deletes && onFound && model.WritesFound(chk, op) && !c.readAgain(chk, op):
			consumes = append(consumes, op) // the row a wrapper returned, read with its relations
		case op.Mode == model.Accumulates && !onFound && !model.SameStore(chk, op) && !constantKey(op):
			// A second run adds again, whatever the store; a counter
			// under a constant key (a cache version) counts no entity the
			// check looked for.
			act = earliest(act, op)
		case !model.SameStore(chk, op) || model.MintedRow(chk, op) || op.Minted && limit:
			// Another store, or a new row under a fresh key: not the row
			// looked for, nor one more of those a capacity counts.
		case op.Mode == model.Accumulates && !onFound && c.res.SameRow(chk, op):
			bump = earliest(bump, op)
		case op.Mode == model.Creates && !onFound && exists():
			// The row was found above this branch, which tests what it
			// holds (an admin's flag): a create here is of another row,
			// which records the branch's effect if there is one.
			other = earliest(other, op)
		case (op.Mode == model.Creates || op.Mode == model.Accumulates) && !onFound:
			if chk.Tx != nil && chk.Tx == op.Tx && chk.Tx.Serializable {
				return analysis.Diagnostic{}, false
			}
			if op.Mode == model.Creates && c.retried(chk, op) {
				return analysis.Diagnostic{}, false // a failed create looks again: a duplicate is found, not created
			}
			record = earliest(record, op)
		case op.Mode == model.Deletes && onFound && c.consumesFound(chk, op):
			consumes = append(consumes, op)
		case (op.Mode.Settles() || op.Mode == model.Upserts) && found < 0:
			settle = earliest(settle, op) // a status read, then the row taken over
		case op.Mode == model.Sets && !onFound && c.res.SameRow(chk, op):
			mark = earliest(mark, op) // paid read false, then the row set paid
		case op.Mode == model.Upserts && !onFound:
			upsert = earliest(upsert, op) // not found, then written whether or not it is there by now
		}
	}
	if record == nil && effect {
		record = other // a status found and tested, then the effect and a row recording it
	}
	if record == nil && effect {
		record = bump // the count of the effect (sent_count + 1 beside the email)
	}
	if record == nil && effect && mark != nil && c.flow.After(act.Instr, mark.Instr) {
		record = mark // the effect, then the row marked done
	}
	if record == nil && effect {
		// Not found, then an upsert of what was looked for beside the
		// effect (a PutItem without a condition, INSERT … ON CONFLICT DO
		// UPDATE): both deliveries write it, neither fails, both act.
		record = upsert
	}
	switch {
	case capped && (!effect || record == nil):
		// A count against a limit that guards only the count's own
		// increment (wrong attempts >= 10) is a rate limit, and one that
		// guards an upsert and its email (members >= 5) a quota: a cap
		// deduplicates only an effect whose count it records.
		return analysis.Diagnostic{}, false
	case record != nil && act == nil:
		if cacheFill(chk, record) || (isKeyValue(chk, record) && !answers(c.f.SSA)) {
			// GET miss, recompute, SET: a cache fill. A marker set twice
			// that guards nothing and is not handed out as a claim.
			return analysis.Diagnostic{}, false
		}
		return c.diagnostic(chk, record, record), true
	case record != nil:
		return c.diagnostic(chk, act, record), true
	case settle != nil && act != nil:
		return c.diagnostic(chk, act, settle), true // a stale-claim takeover whose rows affected nobody reads
	}
	// A delete of the row found and an effect on one path: the token
	// consumed (not a delete on one side of a switch and a mail on another).
	// Only where the branch tells a row found: past a read's failure alone
	// (a list of the uploads the request names, err != nil), the read is
	// the work's input, and deleting it afterwards is clean-up.
	if failed {
		return analysis.Diagnostic{}, false
	}
	byPos := func(a, b *model.Op) int { return cmp.Compare(a.Pos, b.Pos) }
	slices.SortFunc(foundActs, byPos)
	slices.SortFunc(consumes, byPos)
	for _, e := range foundActs {
		for _, d := range consumes {
			if e.Instr == d.Instr || c.flow.After(e.Instr, d.Instr) || c.flow.After(d.Instr, e.Instr) {
				return c.diagnostic(chk, e, d), true
			}
		}
	}
	// An effect alone on the absent side, with no record of what the check
	// looked for, reads as validation (a blocking row not found, the work
	// goes on): silent.
	return analysis.Diagnostic{}, false
}

// consumesFound reports a delete d of what the check found: the row it
// read (SameRow), the key it looked up, or a value computed from the
// check's result handed to the delete (a token found, then
// Destroy(token)) — not another item of the same table (one DynamoDB
// table holding every entity: the session's record deleted after an LPA
// was read).
func (c *checker) consumesFound(chk, d *model.Op) bool {
	if c.res.SameRow(chk, d) {
		return true
	}
	for _, k := range []ssa.Value{chk.Key, chk.ArgKey} {
		if k != nil && d.Key != nil && model.SameKey(k, d.Key) {
			return true
		}
	}
	for op := d; op != nil; op = op.Inner {
		if call, ok := op.Instr.(ssa.CallInstruction); ok && slices.ContainsFunc(call.Common().Args, func(a ssa.Value) bool { return model.DependsOn(a, chk.Value) }) {
			return true
		}
	}
	return false
}

// foundAbove reports a branch at b reached only on the side of an earlier
// branch where the check found its row (existing.ID == 0 returns, and
// else if !existing.Admin tests the row found); an error test of a read
// that reports no missing row (a count) says it was read, not found.
func (c *checker) foundAbove(chk *model.Op, b *ssa.BasicBlock) bool {
	for _, a := range c.f.SSA.Blocks {
		iff, ok := ssax.LastIf(a)
		if !ok || a == b || !a.Dominates(b) || !c.flow.After(chk.Instr, iff) || !c.res.Decision(c.f, chk, iff.Cond) {
			continue
		}
		found := c.res.ExistenceSide(chk, iff.Cond)
		if found < 0 || model.FailureOnly(chk, iff.Cond) {
			continue
		}
		if s := a.Succs[found]; len(s.Preds) == 1 && s.Dominates(b) {
			return true // only the found edge leads to b
		}
	}
	return false
}

// unlockedPick reports a claim UPDATE whose rows a subquery picks by their
// state without locking them (sqltext.Stmt.UnlockedPick), when the caller
// reads what it claimed (RETURNING rows, or the rows affected): under READ
// COMMITTED two concurrent statements pick the same rows, and the second,
// once the first commits, updates them again without testing the state.
// SQLite runs one writer at a time: there the statement is atomic, in a
// transaction or not.
func (c *checker) unlockedPick(op *model.Op) {
	st := op.SQL
	if st == nil || !st.UnlockedPick || op.Tx != nil && op.Tx.Serializable || c.res.SerialDriver() || c.lockedBefore(op) {
		return
	}
	read := op.Count != nil
	if st.Returning && op.Value != nil {
		refs := op.Value.Referrers()
		read = read || refs != nil && len(*refs) > 0
	}
	if !read {
		return
	}
	col := st.PickColumn
	c.out = append(c.out, analysis.Diagnostic{
		Pos: op.Pos, End: op.End, Category: "unlocked-claim",
		Message: fmt.Sprintf("%s claims rows of %s that its subquery picks by %s without locking them: two concurrent %s can pick the same rows, and the second UPDATE, once the first commits, claims them again, since it does not test %s itself — add FOR UPDATE SKIP LOCKED to the subquery, or test %s again in the UPDATE's WHERE",
			op.API, st.Table, col, c.f.Caller.Plural(), col, col),
	})
}

// lockOnPool reports a SELECT … FOR UPDATE run on a pool outside any
// transaction: the statement commits when it ends and releases the locks
// before the caller acts on the rows, so concurrent callers select the
// same rows.
func (c *checker) lockOnPool(op *model.Op) bool {
	if !op.LockedOnPool() {
		return false
	}
	table := ""
	if op.Table != "" {
		table = " of " + op.Table
	}
	c.out = append(c.out, analysis.Diagnostic{
		Pos: op.Pos, End: op.End, Category: "lock-outside-tx",
		Message: fmt.Sprintf("%s locks rows%s with %s outside a transaction: the statement commits when it ends and releases the locks before anything is done with the rows, so two concurrent %s select the same rows — run it in the transaction that updates them, or claim the rows in one statement (UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING …)",
			op.API, table, strings.ToUpper(op.Lock.String()), c.f.Caller.Plural()),
	})
	return true
}

// updateElseInsert reports an UPDATE whose count of rows updated
// decides, on the side where it updated none, a create of the same table
// (update, and insert when no row was there): two concurrent calls both
// update nothing and both insert.
func (c *checker) updateElseInsert(upd *model.Op) {
	if upd.Count == nil || upd.Mode != model.Sets || c.f.Watched || c.lockedBefore(upd) {
		return
	}
	for _, b := range c.f.SSA.Blocks {
		iff, ok := ssax.LastIf(b)
		if !ok || ssax.Header(b) || !c.flow.After(upd.Instr, iff) || !model.DependsOnDirectly(iff.Cond, upd.Count, nil) {
			continue
		}
		found := c.res.FoundSide(upd, iff.Cond)
		if found < 0 {
			continue
		}
		for _, w := range c.f.Ops {
			if !isWrite(w) || w.Mode != model.Creates || w.UniqueHandled || !model.SameStore(upd, w) || model.MintedRow(upd, w) {
				continue
			}
			if side := c.flow.Decided(b, w.Instr.Block()); side < 0 || side == found || !b.Dominates(w.Instr.Block()) {
				continue // not decided, or on the side where a row was updated
			}
			if upd.Tx != nil && upd.Tx == w.Tx && upd.Tx.Serializable || c.retried(upd, w) {
				return
			}
			c.out = append(c.out, c.diagnostic(upd, w, w))
			return
		}
	}
}

// recovers reports a check of the store an earlier create of the function
// writes, run only where that create failed (ezbookkeeping: the insert
// fails on the unique time, the savepoint is rolled back, the latest row
// is read and the insert tried again one later): it reads what beat this
// call's own create, after the conflict the database reported — the
// recovery from a race already lost, not a check that decides whether to
// act.
func (c *checker) recovers(chk *model.Op) bool {
	for _, w := range c.f.Ops {
		if !isWrite(w) || w.Mode != model.Creates || w.Value == nil || !model.SameStore(chk, w) || !c.flow.After(w.Instr, chk.Instr) {
			continue
		}
		for _, b := range c.f.SSA.Blocks {
			if failed := c.failedSide(b, w); failed != nil && failed.Dominates(chk.Instr.Block()) {
				return true
			}
		}
	}
	return false
}

// failedSide returns the successor of b's branch taken when the create
// failed, when b ends in a test of its error (err != nil), or nil.
func (c *checker) failedSide(b *ssa.BasicBlock, create *model.Op) *ssa.BasicBlock {
	iff, ok := ssax.LastIf(b)
	if !ok || !ssax.IsErrNilTest(iff.Cond) || !c.flow.After(create.Instr, iff) || !model.DependsOn(iff.Cond, create.Value) {
		return nil
	}
	if iff.Cond.(*ssa.BinOp).Op == token.EQL {
		return b.Succs[1]
	}
	return b.Succs[0] // err != nil
}

// retried reports a create whose failure leads back to the check: a loop
// that, when the insert fails, runs the lookup again (go-vela's webhook:
// CreatePipeline failed, `continue`, GetPipelineForRepo). A concurrent
// duplicate's unique violation then finds the row the other delivery
// created, which is what treating it as already done means.
//
// The create's error is followed through memory (model.DependsOn), not only
// through its SSA uses (ssax.FailureBranches): a handler's err is often a
// variable that a deferred closure also reads, kept in memory.
func (c *checker) retried(chk, create *model.Op) bool {
	if create.Value == nil || c.perIteration(chk) {
		return false
	}
	for _, b := range c.f.SSA.Blocks {
		failed := c.failedSide(b, create)
		if failed == nil {
			continue
		}
		if c.flow.Around(failed, chk.Instr.Block()) {
			return true
		}
		if c.looksAgain(chk, failed) {
			return true
		}
	}
	return false
}

// looksAgain reports a lookup on the failure side of a create (blocks
// failed dominates) that is chk again: the same function, given the same
// key. A create that failed because a concurrent call inserted the row
// first finds it there (kandev's source store: `if s.urlExists(url) {
// return nil, ErrDuplicateSource }` before and after the INSERT).
func (c *checker) looksAgain(chk *model.Op, failed *ssa.BasicBlock) bool {
	key := func(op *model.Op) ssa.Value {
		if op.Key != nil {
			return op.Key
		}
		return op.ArgKey
	}
	k := key(chk)
	if chk.Callee == nil || k == nil {
		return false
	}
	for _, op := range c.f.Ops {
		if op != chk && op.Kind == model.Check && op.Callee == chk.Callee && failed.Dominates(op.Instr.Block()) && key(op) != nil && model.SameKey(k, key(op)) {
			return true
		}
	}
	return false
}

// readAgain reports a write of the row chk returned that another read
// of the row comes before on every path, after chk: a read of its table,
// or a call that returns a row of the type chk returns (the transaction
// that deletes the row looks it up again, FOR UPDATE, through a helper
// whose locked read is no check for its callers). That read decides the
// write, and is judged on its own.
func (c *checker) readAgain(chk, w *model.Op) bool {
	if slices.ContainsFunc(c.f.Ops, func(o *model.Op) bool {
		return o != chk && o.Kind == model.Check && strings.EqualFold(o.Table, w.Table) && c.res.OpDominates(o, w) && !c.res.OpDominates(o, chk)
	}) {
		return true
	}
	row, at := model.RowType(chk.Value), model.At(w).Instr
	fn := at.Parent()
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok || instr == at || instr == chk.Instr || fn == c.f.SSA && !c.flow.After(chk.Instr, instr) {
				continue
			}
			if types.Identical(model.RowType(call), row) && ssax.Dominates(instr, at) {
				return true
			}
		}
	}
	return false
}

// perIteration reports a check whose arguments change from one pass of a
// loop to the next (they depend on a φ of a loop's header: the item of a
// range, a cursor): a failure that goes round the loop looks up the next
// item, not the same one again.
func (c *checker) perIteration(chk *model.Op) bool {
	for _, b := range c.f.SSA.Blocks {
		if !ssax.Header(b) {
			continue
		}
		for _, instr := range b.Instrs {
			phi, ok := instr.(*ssa.Phi)
			if !ok {
				break
			}
			for _, arg := range ssax.CallArgs(chk.Instr) {
				if model.DependsOn(arg, phi) {
					return true
				}
			}
		}
	}
	return false
}

// otherTable reports a claim on a table known to differ from the check's:
// it claims something else, and the check still races.
func otherTable(chk, claim *model.Op) bool {
	return chk.Table != "" && claim.Table != "" && !strings.EqualFold(chk.Table, claim.Table)
}

// isWrite reports whether op writes a store: a plain write, or a
// conditional insert whose outcome nobody reads (a WRITE too, and an
// idempotent one).
func isWrite(op *model.Op) bool {
	return op.Kind == model.Write || op.Kind == model.Claim && !op.Consulted
}

// constantKey reports a write whose key is a constant at this call
// (BumpVersion(ctx, "feed")).
func constantKey(op *model.Op) bool {
	_, ok := model.Unwrap(op.Key).(*ssa.Const)
	return ok
}

// isKeyValue reports a key-value check and write of the same key.
func isKeyValue(chk, w *model.Op) bool {
	return chk.SQL == nil && chk.Key != nil && w.SQL == nil && model.SameKey(chk.Key, w.Key)
}

// answers reports whether fn returns something besides an error: a
// GET-then-SET whose outcome is returned acts as a (non-atomic) claim.
func answers(fn *ssa.Function) bool {
	res := fn.Signature.Results()
	for i := range res.Len() {
		if !model.IsError(res.At(i).Type()) {
			return true
		}
	}
	return false
}

// cacheFill reports a key-value write of the same key a key-value check
// read, storing a computed value: a cache-aside fill, when it guards no
// effect. Storing a constant is a dedup marker, and the pair a fake claim.
func cacheFill(chk, w *model.Op) bool {
	if !isKeyValue(chk, w) {
		return false
	}
	_, marker := model.Unwrap(w.Stored).(*ssa.Const)
	return !marker
}

// lockedBefore reports whether every path from the entry to the check
// passes an advisory lock of the check's transaction (taken in one place,
// or on each branch, a try-lock included: a failed try-lock returns), or
// a row lock of another table on the check's key (SELECT id FROM users
// WHERE id = $1 FOR UPDATE, then the user's secrets counted): the parent
// row serialises the pair as an advisory lock would. A callback run by a
// helper that locked a row first (withUserLock(ctx, id, fn)) is locked.
func (c *checker) lockedBefore(chk *model.Op) bool {
	if tx := chk.InTx(); tx != nil && tx.Locked {
		return true
	}
	var locks []ssa.Instruction
	for _, op := range c.f.Ops {
		if !(chk.Tx != nil && op.Tx == chk.Tx || model.RunsIn(chk, op.Tx)) {
			continue
		}
		if op.Kind == model.Lock || c.parentLock(op, chk) {
			locks = append(locks, op.Instr)
		}
	}
	return c.flow.Passes(chk.Instr, locks)
}

// parentLock reports a SELECT … FOR UPDATE of another table than chk's
// that binds a value chk binds too (the user's id), in its arguments or
// its ORM builder chain (session.ID(userID).ForUpdate().Get(&u), then
// And(builder.Eq{"user_id": userID}).Get(&activity)).
func (c *checker) parentLock(op, chk *model.Op) bool {
	if !op.LocksRow() || op.Table == "" || op.Table == chk.Table || op.Inner != nil {
		return false
	}
	keys := c.res.BoundValues(chk)
	for _, a := range c.res.BoundValues(op) {
		if _, ok := a.(*ssa.Const); ok || model.IsContext(a.Type()) || model.IsTx(a.Type()) {
			continue
		}
		if slices.ContainsFunc(keys, func(k ssa.Value) bool { return model.SameKey(a, k) }) {
			return true
		}
	}
	return false
}

func (c *checker) diagnostic(chk, act, record *model.Op) analysis.Diagnostic {
	line := c.pass.Fset.Position(act.Pos).Line
	msg := fmt.Sprintf("%s decides whether %s at line %d runs; two concurrent %s can both pass the check and both %s — %s",
		chk.API, act.API, line, c.f.Caller.Plural(), does(chk, act), fix(chk, record))
	category := "check-then-act"
	switch cover := c.res.UniqueCover(chk, record); {
	case cover.Unique != "" && act == record:
		// The loser's insert fails: no second row, but an error where
		// the work is already done.
		category = "check-then-insert-unique"
		msg = fmt.Sprintf("%s decides whether %s at line %d runs; a concurrent duplicate fails on %s and this code returns the error — treat %s as already done",
			chk.API, act.API, line, cover.Unique, violation(record))
	case cover.Uncovered != "":
		msg += "; no unique constraint covers " + cover.Uncovered
	}
	d := analysis.Diagnostic{Pos: chk.Pos, End: chk.End, Category: category, Message: msg}
	d.Related = append(d.Related, analysis.RelatedInformation{Pos: act.Pos, End: act.End, Message: "the act: " + act.API})
	if record != act {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: record.Pos, End: record.End, Message: "the record: " + record.API})
	}
	sort.SliceStable(d.Related, func(i, j int) bool { return d.Related[i].Pos < d.Related[j].Pos })
	return d
}

// does says what the second run repeats: the effect as its catalog row
// or summary names it ("send the email", "publish the message"), or the
// call; the write by what it does to the row or key.
func does(chk, act *model.Op) string {
	switch {
	case act.Does != "":
		return act.Does
	case act.Kind == model.Effect:
		return "call " + act.API
	case act.Mode == model.Accumulates:
		return "apply " + act.API
	case act.Mode == model.Deletes || act.Mode == model.Sets:
		return "take the row over"
	case isKeyValue(chk, act):
		return "set the key"
	}
	return "insert the row"
}

// fix names the atomic alternative for the store the record writes.
func fix(chk, record *model.Op) string {
	switch {
	case record.Item() && record.Mode == model.Deletes:
		return "consume the item in one call (DeleteItem with ConditionExpression attribute_exists(…), acting only if it did not fail with ConditionalCheckFailedException)"
	case record.Item() && record.Mode == model.Sets:
		return "make the UpdateItem conditional (a ConditionExpression on the state it moves from) and act only if it did not fail with ConditionalCheckFailedException"
	case record.Item():
		return "claim the item with PutItem and ConditionExpression attribute_not_exists(…) before acting, treating ConditionalCheckFailedException as already done"
	case chk.Kind == model.Write && chk.Document():
		return "upsert in one call (UpdateOne with the upsert option, $setOnInsert for the new document's fields)"
	case chk.Kind == model.Write && isGorm(record):
		return "upsert in one statement with Clauses(clause.OnConflict{UpdateAll: true}).Create"
	case chk.Kind == model.Write:
		return "upsert in one statement (INSERT … ON CONFLICT … DO UPDATE, ON DUPLICATE KEY UPDATE on MySQL)"
	case chk.Key != nil && chk.SQL == nil && chk.Table == "" && record.SQL == nil && record.Table == "":
		return "claim the key atomically with SetNX and act only if it was set"
	case record.Document() && record.Kind == model.Write && record.Mode == model.Creates:
		return "claim with a unique index on the key and InsertOne, treating mongo.IsDuplicateKeyError as already done"
	case record.Mode == model.Deletes && !record.Document():
		return "consume the row in one statement (DELETE … and act only if RowsAffected is 1)"
	case record.Updates() && !record.Document():
		return "make the UPDATE conditional (… WHERE status = …) and act only if RowsAffected is 1"
	case isGorm(record) || strings.Contains(record.Via, "gorm.DB."):
		return "claim with Clauses(clause.OnConflict{DoNothing: true}).Create and act only if RowsAffected is 1"
	case record.Document() && record.Mode == model.Deletes:
		return "consume the document in one call (DeleteOne, acting only if DeletedCount is 1)"
	case record.Document() && record.Mode == model.Sets:
		return "make the update conditional (a filter on the state it moves from) and act only if ModifiedCount is 1"
	}
	return "claim with INSERT … ON CONFLICT DO NOTHING (INSERT IGNORE on MySQL) and act only if RowsAffected is 1"
}

// violation names the unique-violation error of the store the record
// writes.
func violation(record *model.Op) string {
	switch {
	case isGorm(record) || strings.Contains(record.Via, "gorm.DB."):
		return "gorm.ErrDuplicatedKey (with TranslateError)"
	case strings.Contains(record.Via, "sqlgraph."):
		return "the generated IsConstraintError"
	case record.Document():
		return "mongo.IsDuplicateKeyError"
	}
	return "the unique violation (PostgreSQL 23505, MySQL 1062)"
}

func isGorm(op *model.Op) bool {
	return op.Callee != nil && op.Callee.Pkg() != nil && op.Callee.Pkg().Path() == "gorm.io/gorm"
}

// helper reports ORM helpers that check then insert (gorm FirstOrCreate).
func (c *checker) helper(op *model.Op) {
	if op.Tx != nil && op.Tx.Serializable || op.Via != "" {
		return // serializable; or reached through a wrapper, reported inside it
	}
	if _, adapter := op.ModelOf.(*ssa.Parameter); op.Model == nil && adapter {
		return // the caller's model handed on (an adapter's FirstOrCreate(out, where...)): no table, no key here
	}
	if op.UniqueHandled {
		return // the loser's duplicate is detected and treated as done (traQ's AddStar)
	}
	category := "check-then-act-helper"
	msg := fmt.Sprintf("%s looks the row up and inserts it in two statements; two concurrent %s can both insert — %s",
		op.API, c.f.Caller.Plural(), "claim with Clauses(clause.OnConflict{DoNothing: true}).Create and act only if RowsAffected is 1")
	switch cover := c.res.HelperCover(op); {
	case cover.Unique != "":
		// The loser's insert fails: no second row, but an error where
		// the row is already there.
		category = "check-then-insert-unique"
		msg = fmt.Sprintf("%s looks the row up and inserts it in two statements; a concurrent duplicate fails on %s and this call returns the error — treat %s as already done",
			op.API, cover.Unique, violation(op))
	case cover.Uncovered != "":
		msg += "; no unique constraint covers " + cover.Uncovered
	}
	c.out = append(c.out, analysis.Diagnostic{Pos: op.Pos, End: op.End, Category: category, Message: msg})
}

// notExists reports INSERT … SELECT … WHERE NOT EXISTS without a conflict
// clause: under READ COMMITTED two concurrent statements both insert.
func (c *checker) notExists(op *model.Op) {
	if !op.GuardedInsert() || op.UniqueHandled {
		return
	}
	if op.Tx != nil && op.Tx.Serializable {
		return
	}
	c.out = append(c.out, analysis.Diagnostic{
		Pos: op.Pos, End: op.End, Category: "insert-where-not-exists",
		Message: fmt.Sprintf("%s inserts WHERE NOT EXISTS without a conflict clause; under READ COMMITTED two concurrent %s can both insert — %s",
			op.API, c.f.Caller.Plural(), "add ON CONFLICT DO NOTHING on a unique key and act only if RowsAffected is 1"),
	})
}
