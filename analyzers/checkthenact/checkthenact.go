package checkthenact

import (
	_ "embed"
	"fmt"
	"go/token"
	"go/types"
	"sort"
	"strings"

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

// maxBlocks bounds the functions examined: reachability is computed per
// branch, and functions this large are generated code, not handlers.
const maxBlocks = 2000

func run(pass *analysis.Pass) (any, error) {
	res := model.ResultOf(pass)
	rep := report.New(pass, res.Report)
	for _, f := range res.Funcs {
		if !res.Checkable("checkthenact", f, maxBlocks) || res.OneShot(f) {
			continue
		}
		for _, d := range report.Safely(func() []analysis.Diagnostic { return check(pass, res, f) }) {
			rep.Report(d)
		}
	}
	return nil, nil
}

// check examines one function (run under report.Safely).
func check(pass *analysis.Pass, res *model.Result, f *model.Func) []analysis.Diagnostic {
	c := &checker{pass: pass, res: res, f: f, reach: map[*ssa.BasicBlock]map[*ssa.BasicBlock]bool{}}
	for _, op := range f.Ops {
		switch op.Kind {
		case model.Check:
			c.check(op)
		case model.CheckThenAct:
			c.helper(op)
		case model.Write:
			c.notExists(op)
		}
	}
	return c.out
}

type checker struct {
	pass  *analysis.Pass
	res   *model.Result
	f     *model.Func
	reach map[*ssa.BasicBlock]map[*ssa.BasicBlock]bool // Forward, memoised
	// results holds the values of the function's operations, once asked.
	results map[ssa.Value]bool
	out     []analysis.Diagnostic
}

func (c *checker) forward(b *ssa.BasicBlock) map[*ssa.BasicBlock]bool {
	r, ok := c.reach[b]
	if !ok {
		r = ssax.Forward(b)
		c.reach[b] = r
	}
	return r
}

// decided returns the index of the successor of b from which alone the
// block of op is reachable, or -1.
func (c *checker) decided(b *ssa.BasicBlock, op *model.Op) int {
	target := op.Instr.Block()
	if target == nil || len(b.Succs) != 2 {
		return -1
	}
	var r [2]bool
	for i, s := range b.Succs {
		r[i] = !ssax.IsBackEdge(b, s) && c.forward(s)[target]
	}
	switch {
	case r[0] && !r[1]:
		return 0
	case r[1] && !r[0]:
		return 1
	}
	return -1
}

// check reports a CHECK whose result decides a write of the same store,
// with no claim, lock or serializable transaction making the pair atomic.
func (c *checker) check(chk *model.Op) {
	switch {
	case c.f.Watched || chk.Value == nil:
		return // a check inside go-redis Watch is atomic with its EXEC
	case chk.SkipLocked:
		return // a FOR UPDATE SKIP LOCKED batch acts only on the rows it locked
	case chk.Keyless:
		return // no key looked up (MAX, a whole-table count, a seed guard): not a dedup check
	case c.mintedKey(chk):
		return // the key was minted here: no other delivery holds it
	case c.lockedBefore(chk):
		return
	}
	for _, b := range c.f.SSA.Blocks {
		iff, ok := ssax.LastIf(b)
		if !ok || loopHeader(b) || !ssax.Before(chk.Instr, iff) || !c.decision(chk, iff.Cond) {
			continue
		}
		if d, ok := c.pair(chk, b, c.foundSide(chk, iff.Cond), countCap(iff.Cond)); ok {
			c.out = append(c.out, d)
			return
		}
	}
}

// mintedKey reports whether the key the check looks up was minted earlier
// in the function: returned by an INSERT … RETURNING, assigned by an ORM
// create, or drawn from a RANDOM SOURCE. A new row's key is held by no
// concurrent delivery.
func (c *checker) mintedKey(chk *model.Op) bool {
	if chk.Key == nil {
		return false
	}
	for _, op := range c.f.Ops {
		if op.Value == nil || !ssax.Before(op.Instr, chk.Instr) {
			continue
		}
		mints := op.Kind == model.Random ||
			op.Kind == model.Write && op.Mode == model.Creates && (op.SQL == nil && op.Key == nil || op.InsertReturning())
		if mints && model.DependsOn(chk.Key, op.Value) {
			return true
		}
	}
	return false
}

// loopHeader reports a block that a back edge returns to: its branch is a
// loop condition (for rows.Next()), which exits on every run, not a decision.
func loopHeader(b *ssa.BasicBlock) bool {
	for _, p := range b.Preds {
		if ssax.IsBackEdge(p, b) {
			return true
		}
	}
	return false
}

// decision reports whether cond is a decision on the check's result: it
// is computed from the result, and it is not merely "the read failed"
// (err != nil) — unless it tests for "no row" — nor a comparison of the
// row with a value the function holds (ownership, a quota): that
// validates, it does not ask whether the work was done.
func (c *checker) decision(chk *model.Op, cond ssa.Value) bool {
	if !model.DependsOnDirectly(cond, chk.Value, c.otherSource(chk)) {
		return false
	}
	if c.res.TestsNotFound(cond) {
		return true
	}
	if chk.Locked() {
		return false // a locked row whose value is tested: the lock serialises the deliveries
	}
	if ssax.IsErrNilTest(cond) {
		return foundWithoutError(chk, cond) // err == nil after a read whose error reports a missing row
	}
	return !c.validates(chk, cond)
}

// foundWithoutError reports err == nil after a read whose error reports a
// missing row (QueryRow's Scan, gorm First, a wrapper returning
// ErrNotFound): its true side is "found".
func foundWithoutError(chk *model.Op, cond ssa.Value) bool {
	bin, ok := cond.(*ssa.BinOp)
	return ok && bin.Op == token.EQL && chk.NoRow && ssax.IsErrNilTest(cond)
}

// otherSource returns the barrier for a check's decisions: the result of
// another operation (a read, a claim's outcome) or of a call that takes a
// context (a service, a provider) decides by itself, even when the check's
// value went into it as a key.
func (c *checker) otherSource(chk *model.Op) func(ssa.Value) bool {
	if c.results == nil {
		c.results = map[ssa.Value]bool{}
		for _, op := range c.f.Ops {
			if op.Value != nil {
				c.results[op.Value] = true
			}
		}
	}
	return func(v ssa.Value) bool {
		call, ok := v.(*ssa.Call)
		if !ok || v == chk.Value {
			return false
		}
		if c.results[v] {
			return true // another operation's result: a read, a claim's outcome
		}
		for _, a := range call.Call.Args {
			if model.IsContext(a.Type()) {
				return true
			}
		}
		return false
	}
}

// validates reports a comparison that authorises or limits rather than
// asks whether the work was done: the value read compared with a value the
// function holds (x.ProjectID != projectID, n >= limit). A comparison with
// a cutoff computed from the clock (sentAt > now - 10m) is a time-window
// dedup, and decides.
func (c *checker) validates(chk *model.Op, cond ssa.Value) bool {
	bin, ok := cond.(*ssa.BinOp)
	if !ok {
		return false
	}
	switch bin.Op {
	case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
	default:
		return false
	}
	x, y := bin.X, bin.Y
	if !model.DependsOn(x, chk.Value) {
		x, y = y, x
	}
	if !model.DependsOn(x, chk.Value) || model.DependsOn(y, chk.Value) {
		return false
	}
	if _, ok := model.Unwrap(y).(*ssa.Const); ok {
		return false // a state, a count against zero, or a cap (see countCap)
	}
	return !c.fromClock(y)
}

// countCap reports an ordered comparison of the value read with a constant
// other than zero: a cap on a count (sentCount >= 3, wrongAttempts >= 10,
// len(members) >= 5). It decides only an effect it guards: a send-count cap
// gating an email is a dedup that two deliveries both pass; a rate limit or
// a quota that guards only a counter or an idempotent write is not.
func countCap(cond ssa.Value) bool {
	bin, ok := cond.(*ssa.BinOp)
	if !ok {
		return false
	}
	switch bin.Op {
	case token.LSS, token.LEQ, token.GTR, token.GEQ:
	default:
		return false
	}
	for _, v := range []ssa.Value{bin.X, bin.Y} {
		if k, ok := model.Unwrap(v).(*ssa.Const); ok && k.Value != nil && k.Value.ExactString() != "0" {
			return true
		}
	}
	return false
}

// fromClock reports whether v is computed from a RANDOM SOURCE of the
// function (time.Now, a cutoff derived from it).
func (c *checker) fromClock(v ssa.Value) bool {
	for _, op := range c.f.Ops {
		if op.Kind == model.Random && op.Value != nil && model.DependsOn(v, op.Value) {
			return true
		}
	}
	return false
}

// pair finds, among the operations the branch at b decides, the work
// that makes the check a dedup check (SPEC.md, "Decisions"): on the side
// where the row is absent (or, for a status test, on the side that runs
// it), a write that creates what the check looked for, an EFFECT, or a
// non-idempotent write (an increment, an append). On the side where the
// row exists, updates, deletes and effects act on the row found: the
// check validated it — except a DELETE of the row found followed by an
// effect, which consumes a one-time token that two deliveries can both
// hold.
func (c *checker) pair(chk *model.Op, b *ssa.BasicBlock, found int, capped bool) (analysis.Diagnostic, bool) {
	var record, act, settle, consume, foundAct *model.Op
	effect := false // act is, or comes with, an EFFECT
	earliest := func(cur, op *model.Op) *model.Op {
		if cur == nil || op.Pos < cur.Pos {
			return op
		}
		return cur
	}
	for _, op := range c.f.Ops {
		if op == chk || !ssax.Before(chk.Instr, op.Instr) {
			continue
		}
		side := c.decided(b, op)
		if side < 0 {
			continue
		}
		onFound := found >= 0 && side == found
		switch {
		case op.Kind == model.Claim && op.Consulted && !otherTable(chk, op):
			return analysis.Diagnostic{}, false // the act is a claim: the check is only an optimisation
		case op.UniqueHandled:
			return analysis.Diagnostic{}, false // a duplicate is detected and treated as done
		case op.Kind == model.Effect && onFound:
			foundAct = earliest(foundAct, op)
		case op.Kind == model.Effect:
			act = earliest(act, op)
			effect = true
		case !isWrite(op):
		case op.Mode == model.Accumulates && !onFound && !model.SameStore(chk, op):
			act = earliest(act, op) // a second run adds again, whatever the store
		case !model.SameStore(chk, op) || op.Minted:
		case (op.Mode == model.Creates || op.Mode == model.Accumulates) && !onFound:
			if chk.Tx != nil && chk.Tx == op.Tx && chk.Tx.Serializable {
				return analysis.Diagnostic{}, false
			}
			record = earliest(record, op)
		case op.Mode == model.Deletes && onFound:
			consume = earliest(consume, op)
		case (op.Mode.Settles() || op.Mode == model.Upserts) && found < 0:
			settle = earliest(settle, op) // a status read, then the row taken over
		}
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
	case consume != nil && foundAct != nil:
		return c.diagnostic(chk, foundAct, consume), true
	}
	// An effect alone on the absent side, with no record of what the check
	// looked for, reads as validation (a blocking row not found, the work
	// goes on): silent.
	return analysis.Diagnostic{}, false
}

// foundSide returns the successor index (0: true, 1: false) of the branch
// on cond taken when the checked row exists, or -1 when the branch does not
// test existence in a way read here: a not-found sentinel (err ==
// sql.ErrNoRows, errors.Is(err, redis.Nil)), a nil result, a zero count, or
// the boolean of an existence read.
func (c *checker) foundSide(chk *model.Op, cond ssa.Value) int {
	cond, odd := ssax.Negations(cond)
	flip := 0
	if odd {
		flip = 1
	}
	side := -1
	switch x := cond.(type) {
	case *ssa.BinOp:
		zero := func(v ssa.Value) bool {
			k, ok := v.(*ssa.Const)
			return ok && (k.IsNil() || k.Value != nil && k.Value.ExactString() == "0")
		}
		switch {
		case c.res.TestsNotFound(x) && (x.Op == token.EQL || x.Op == token.NEQ):
			side = map[token.Token]int{token.EQL: 1, token.NEQ: 0}[x.Op] // err == ErrNoRows: true means not found
		case foundWithoutError(chk, x):
			side = 0 // err == nil: true means found
		case (x.Op == token.EQL || x.Op == token.NEQ) && (zero(x.X) || zero(x.Y)) && !ssax.IsErrNilTest(x):
			side = map[token.Token]int{token.EQL: 1, token.NEQ: 0}[x.Op] // x == nil, n == 0: true means not found
		case x.Op == token.GTR && zero(x.Y):
			side = 0 // n > 0: true means found
		}
	case *ssa.Call:
		if c.res.TestsNotFound(x) {
			side = 1 // errors.Is(err, ErrNoRows): true means not found
		}
	}
	if _, cmp := cond.(*ssa.BinOp); side < 0 && !cmp && chk.Value != nil && model.DependsOn(cond, chk.Value) {
		if b, ok := cond.Type().Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
			side = 0 // exists: true means found
		}
	}
	if side < 0 {
		return -1
	}
	return side ^ flip
}

// otherTable reports a claim on a table known to differ from the check's:
// it claims something else, and the check still races.
func otherTable(chk, claim *model.Op) bool {
	return chk.Table != "" && claim.Table != "" && !strings.EqualFold(chk.Table, claim.Table)
}

// isWrite reports whether op writes a store: a plain write, or a
// conditional insert whose outcome nobody reads (SPEC: a WRITE too, and an
// idempotent one).
func isWrite(op *model.Op) bool {
	return op.Kind == model.Write || op.Kind == model.Claim && !op.Consulted
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
// or on each branch, a try-lock included: a failed try-lock returns).
func (c *checker) lockedBefore(chk *model.Op) bool {
	if chk.Tx == nil {
		return false
	}
	locks := map[*ssa.BasicBlock]int{} // block → index of its first lock
	for _, op := range c.f.Ops {
		if op.Kind != model.Lock || op.Tx != chk.Tx {
			continue
		}
		i := ssax.Index(op.Instr)
		if j, ok := locks[op.Instr.Block()]; !ok || i < j {
			locks[op.Instr.Block()] = i
		}
	}
	if len(locks) == 0 {
		return false
	}
	target := chk.Instr.Block()
	if i, ok := locks[target]; ok && i < ssax.Index(chk.Instr) {
		return true
	}
	entry := c.f.SSA.Blocks[0]
	seen := map[*ssa.BasicBlock]bool{entry: true}
	work := []*ssa.BasicBlock{entry}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == target {
			return false // reached the check without a lock
		}
		if _, ok := locks[b]; ok {
			continue // every path through b is locked from here on
		}
		for _, s := range b.Succs {
			if !seen[s] {
				seen[s] = true
				work = append(work, s)
			}
		}
	}
	return true
}

func (c *checker) diagnostic(chk, act, record *model.Op) analysis.Diagnostic {
	line := c.pass.Fset.Position(act.Pos).Line
	msg := fmt.Sprintf("%s decides whether %s at line %d runs; two concurrent deliveries can both pass the check and both %s — %s",
		chk.API, act.API, line, does(chk, act), fix(chk, record))
	d := analysis.Diagnostic{Pos: chk.Pos, End: chk.End, Category: "check-then-act", Message: msg}
	d.Related = append(d.Related, analysis.RelatedInformation{Pos: act.Pos, End: act.End, Message: "the act: " + act.API})
	if record != act {
		d.Related = append(d.Related, analysis.RelatedInformation{Pos: record.Pos, End: record.End, Message: "the record: " + record.API})
	}
	sort.SliceStable(d.Related, func(i, j int) bool { return d.Related[i].Pos < d.Related[j].Pos })
	return d
}

// does says what the second delivery repeats.
func does(chk, act *model.Op) string {
	switch {
	case act.Does != "":
		return act.Does
	case act.Kind == model.Effect:
		return "run " + act.API
	case act.Mode == model.Accumulates:
		return "apply " + act.API
	case act.Mode == model.Deletes || act.Mode == model.Sets:
		return "take the row over"
	case isKeyValue(chk, act):
		return "set the key"
	}
	return "try to insert the row"
}

// fix names the atomic alternative for the store the record writes.
func fix(chk, record *model.Op) string {
	switch {
	case chk.Key != nil && chk.SQL == nil && record.SQL == nil && record.Table == "":
		return "claim the key atomically with SetNX and act only if it was set"
	case isGorm(record):
		return "claim with Clauses(clause.OnConflict{DoNothing: true}).Create and act only if RowsAffected is 1"
	case record.Mode == model.Deletes:
		return "consume the row in one statement (DELETE … and act only if RowsAffected is 1)"
	case record.Updates():
		return "make the UPDATE conditional (… WHERE status = …) and act only if RowsAffected is 1"
	}
	return "claim with INSERT … ON CONFLICT DO NOTHING (INSERT IGNORE on MySQL) and act only if RowsAffected is 1"
}

func isGorm(op *model.Op) bool {
	return op.Callee != nil && op.Callee.Pkg() != nil && op.Callee.Pkg().Path() == "gorm.io/gorm"
}

// helper reports ORM helpers that check then insert (gorm FirstOrCreate).
func (c *checker) helper(op *model.Op) {
	if op.Tx != nil && op.Tx.Serializable || op.Via != "" {
		return // serializable; or reached through a wrapper, reported inside it
	}
	c.out = append(c.out, analysis.Diagnostic{
		Pos: op.Pos, End: op.End, Category: "check-then-act-helper",
		Message: fmt.Sprintf("%s looks the row up and inserts it in two statements; two concurrent deliveries can both insert — %s",
			op.API, "claim with Clauses(clause.OnConflict{DoNothing: true}).Create and act only if RowsAffected is 1"),
	})
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
		Message: fmt.Sprintf("%s inserts WHERE NOT EXISTS without a conflict clause; under READ COMMITTED two concurrent deliveries can both insert — %s",
			op.API, "add ON CONFLICT DO NOTHING on a unique key and act only if RowsAffected is 1"),
	})
}
