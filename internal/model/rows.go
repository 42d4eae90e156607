package model

import (
	"fmt"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/sqltext"
	"github.com/idemlint/idemlint/internal/ssax"
)

// row turns a call of a catalog API into operations.
func (s *fscan) row(instr ssa.CallInstruction, callee *types.Func, row *catalog.Row, recv ssa.Value, params []ssa.Value) {
	m := s.m
	switch row.Role {
	case catalog.SQLQuery, catalog.SQLExec:
		s.sql(instr, callee, row, recv, params)
	case catalog.TxBegin:
		op := s.add(s.newOp(Begin, instr, callee))
		tx := &Tx{Begin: op, Func: s.fn, Serializable: m.serialDriver || s.serializable(instr, callee, row)}
		op.Tx = tx
		switch res := callee.Signature().Results(); {
		case res.Len() == 1 && IsError(res.At(0).Type()) && recv != nil:
			// xorm's Session.Begin returns only an error: the session it
			// is called on is the transaction.
			s.txOf[handle(recv)] = tx
		case instr.Value() != nil:
			s.txOf[instr.Value()] = tx
		}
	case catalog.ConnOpen:
		if v := instr.Value(); v != nil {
			s.txOf[v] = &Tx{Func: s.fn, Conn: true}
		}
	case catalog.TxCommit:
		op := s.add(s.newOp(Commit, instr, callee))
		op.Tx = s.tx(recv)
	case catalog.TxRollback:
		op := s.add(s.newOp(Rollback, instr, callee))
		op.Tx = s.tx(recv)
	case catalog.TxFunc:
		fnArg := arg(row, callee, params, catalog.ArgFunc)
		cb := m.funcOf(fnArg)
		tx := &Tx{Callback: cb, Func: s.fn, Serializable: m.serialDriver || s.serializable(instr, callee, row)}
		if cb != nil {
			m.cbTx[cb] = tx
		}
		op := s.add(s.newOp(Commit, instr, callee))
		op.Tx, op.Callback = tx, cb
		op.TxFuncParam = s.runsParam(fnArg)
		s.inline(instr, callee, cb, false)
		s.setRuns(instr, fnArg)
	case catalog.Respond:
		s.respond(instr, callee, arg(row, callee, params, catalog.ArgStatus))
	case catalog.RunsFunc:
		fnArg := arg(row, callee, params, catalog.ArgFunc)
		s.inline(instr, callee, m.funcOf(fnArg), fnArg != nil && carriesNoMessage(fnArg))
		s.setRuns(instr, fnArg)
	case catalog.Check, catalog.Write, catalog.Claim, catalog.CheckThenAct:
		if row.Param(catalog.ArgInput) != "" {
			s.item(instr, callee, row, params)
			return
		}
		s.kv(instr, callee, row, recv, params)
	case catalog.RedisCommand:
		s.redisCommand(instr, callee, row, recv, params)
	case catalog.Watch:
		cb := m.funcOf(arg(row, callee, params, catalog.ArgFunc))
		if cb != nil {
			m.watched[cb] = true
		}
		op := s.add(s.newOp(Watch, instr, callee))
		op.Callback = cb
	case catalog.Effect, catalog.Publish, catalog.Command:
		if row.Role == catalog.Command && readsOutput(instr, callee, recv) {
			return // the program reads what the command prints: it computes a value
		}
		op := s.add(s.newOp(Effect, instr, callee))
		op.Class, op.Does = Irreversible, row.Does
		if row.Role == catalog.Publish {
			op.Class, op.Does = Publish, "publish the message"
		}
		s.argKeySink(instr, callee, row, params)
	case catalog.HTTPDo:
		s.sendRequest(instr, callee, arg(row, callee, params, catalog.ArgRequest))
	case catalog.HeaderSet:
		key, ok := stringOf(arg(row, callee, params, catalog.ArgKey))
		if ok && isKeyHeader(key) {
			op := s.add(s.newOp(KeySink, instr, callee))
			op.Key = arg(row, callee, params, catalog.ArgValue)
			op.API += " " + key
		}
	case catalog.KeySink:
		op := s.add(s.newOp(KeySink, instr, callee))
		op.Key = arg(row, callee, params, catalog.ArgKey)
	case catalog.Ack:
		s.add(s.newOp(Ack, instr, callee))
	case catalog.AckOnReceipt:
		op := s.add(s.newOp(Receive, instr, callee))
		op.AutoAck = true
		if p := row.Param(catalog.ArgAutoAck); p != "" {
			b, ok := boolOf(arg(row, callee, params, catalog.ArgAutoAck))
			op.AutoAck = ok && b
		}
		if q := row.Param(catalog.ArgQueue); q != "" && m.temporaryQueue(arg(row, callee, params, catalog.ArgQueue)) {
			op.AutoAck = false
		}
	case catalog.Receive:
		s.add(s.newOp(Receive, instr, callee))
	case catalog.Nack:
		s.add(s.newOp(Nack, instr, callee))
	case catalog.Wait:
		s.add(s.newOp(Wait, instr, callee))
	case catalog.Random:
		s.add(s.newOp(Random, instr, callee))
	case catalog.HandlerRegister, catalog.ScheduleRegister:
		if row.Param(catalog.ArgQoS) != "" && !atLeastOnce(arg(row, callee, params, catalog.ArgQoS)) {
			return // delivered at most once (MQTT QoS 0), or not known: nothing is redelivered
		}
		periodic := row.Role == catalog.ScheduleRegister
		for _, f := range funcValues(arg(row, callee, params, catalog.ArgFunc)) {
			if cbs := m.callbacks(f); len(cbs) > 0 {
				for _, cb := range cbs {
					if catalog.TypedRegistration(row.Path) && !m.takesEvent(cb) {
						continue // lambda.Start of an API Gateway handler: a synchronous call
					}
					m.handlers[cb] = "registered with " + qualifiedName(callee)
					m.periodic[cb] = periodic
					m.doneBy[cb] = catalog.DoneOnReturn(row.Path)
					if opts, lib := catalog.DoneUnless(row); opts != nil && !passesOption(callee, params, opts) {
						m.doneBy[cb] = lib // js.Subscribe(subj, cb) without nats.ManualAck()
					}
				}
				continue
			}
			if catalog.TypedRegistration(row.Path) {
				continue // a value implementing the library's own Handler: its event is not typed
			}
			// A struct value (Temporal's RegisterActivity(&Activities{…})):
			// each of its exported methods runs once per delivery.
			for _, meth := range m.exportedMethods(unwrap(f).Type()) {
				m.handlers[meth] = "a method of a value registered with " + qualifiedName(callee)
				m.periodic[meth] = periodic
				m.doneBy[meth] = catalog.DoneOnReturn(row.Path)
			}
		}
	case catalog.HandlerContext:
		if m.handlers[s.fn] == "" {
			m.handlers[s.fn] = "a Temporal activity: calls " + qualifiedName(callee)
			m.doneBy[s.fn] = catalog.DoneOnReturn(row.Path)
		}
	case catalog.WebhookVerify:
		m.handlers[s.fn] = "verifies a webhook with " + qualifiedName(callee)
		m.verifies[s.fn] = true
		m.verifiedAt(s.fn, instr)
	case catalog.Telemetry:
		// An analytics event: nothing, whatever the library's summary says.
	case catalog.Sleep:
		s.sleeps = append(s.sleeps, instr)
	case catalog.MACCompare:
		if macOfBody(s.fn, params) {
			m.handlers[s.fn] = "verifies a webhook's signature with " + qualifiedName(callee)
			m.verifies[s.fn] = true
			m.verifiedAt(s.fn, instr)
		}
	}
}

// kv handles store operations without SQL text (ORMs, go-redis).
func (s *fscan) kv(instr ssa.CallInstruction, callee *types.Func, row *catalog.Row, recv ssa.Value, params []ssa.Value) {
	var k Kind
	switch row.Role {
	case catalog.Check:
		k = Check
	case catalog.Write:
		k = Write
	case catalog.Claim:
		k = Claim
	case catalog.CheckThenAct:
		k = CheckThenAct
	}
	op := s.newOp(k, instr, callee)
	op.Key = arg(row, callee, params, catalog.ArgKey)
	op.Stored = arg(row, callee, params, catalog.ArgValue)
	op.Tx = s.tx(recv)
	switch {
	case catalog.TableFromHandle(callee.Pkg().Path()):
		op.Table = s.m.handleTable(recv) // a MongoDB collection: the documents' type names no table
	case op.Key == nil:
		if op.Model = s.m.ormModel(recv, params); op.Model != nil {
			op.Table = modelTableName(op.Model)
		} else {
			op.ModelOf = s.m.untypedModel(recv, params)
		}
		if op.Table == "" {
			op.Table = s.m.builderTable(params)
		}
	}
	switch k {
	case Check:
		op.NoRow = row.NoRow
		if s.m.continuesRead(op.Value) {
			return // db.Find(&x).Count(&n): one read, the one at the end of the chain
		}
		if op.Key == nil { // an ORM read: its builder chain holds the key, if any
			q := s.m.ormQuery(instr, recv, row, callee, params)
			op.Lock, op.SkipLocked = q.lock, q.skipLocked
			op.Keyless, op.Key = q.keyless, q.key
			op.Columns = q.cols
		}
	case CheckThenAct:
		if op.Key == nil { // the columns it looks the row up by: whether a uniqueness covers them (HelperCover)
			q := s.m.ormQuery(instr, recv, row, callee, params)
			op.Columns = q.cols
		}
	case Claim:
		op.Consulted = op.Value != nil && len(nonDebugReferrers(op.Value)) > 0
	case Write:
		op.Mode = rowMode(row.Mode)
		op.Marks = namesDoneColumn(arg(row, callee, params, catalog.ArgColumns))
		if op.Mode == Sets && s.m.accumulates(params) {
			op.Mode = Accumulates
		}
		if op.Mode == Sets {
			document := catalog.TableFromHandle(callee.Pkg().Path())
			var q ormRead
			if document {
				q = s.m.ormQuery(instr, recv, row, callee, params) // the filter is the conditions
			} else {
				q = s.m.ormQuery(instr, recv, row, callee, nil)
			}
			op.Columns = q.cols
			switch {
			case q.guard && (s.m.rowsAffectedDecides(op.Value) || document && singleResultDecides(op.Value)),
				document && s.m.decidesField(op.Value, catalog.Upserted):
				// Where("id = ? AND status = ?").Update(…) with RowsAffected
				// read, FindOneAndUpdate({"_id": id, "status": "pending"}, …)
				// with its document tested, an upsert with UpsertedCount
				// read: only one of two concurrent calls wins.
				op.Kind, op.Consulted = Claim, true
			default:
				op.Count = s.m.rowsAffected(op.Value, row.Counts)
			}
		}
		switch c := s.m.ormConflict(recv); c {
		case sqltext.DoNothing, sqltext.Ignore:
			op.Kind = Claim
			op.Consulted = s.m.rowsAffectedRead(op.Value)
			op.Mode = Upserts
		case sqltext.NoConflict:
		default:
			op.Mode = Upserts
		}
	}
	s.add(op)
}

// redisCommand classifies a call that runs a Redis command named by its
// text (redigo's c.Do("SET", key, 1, "NX", "EX", 60)) as the go-redis
// method of that command is: its first argument is the key, its second
// the value stored. A claim is consulted when its reply is read (nil
// when SET NX lost; redis.String(c.Do(…)) turns that into ErrNil).
func (s *fscan) redisCommand(instr ssa.CallInstruction, callee *types.Func, row *catalog.Row, recv ssa.Value, params []ssa.Value) {
	name, ok := stringOf(arg(row, callee, params, catalog.ArgQuery))
	if !ok {
		return
	}
	args := variadicElems(arg(row, callee, params, catalog.ArgValue))
	var opts []string
	for _, a := range args {
		if t, ok := stringOf(a); ok {
			opts = append(opts, t)
		}
	}
	role, mode, ok := catalog.RedisCommandRole(name, opts)
	if !ok {
		return
	}
	k := map[catalog.Role]Kind{catalog.Check: Check, catalog.Write: Write, catalog.Claim: Claim}[role]
	op := s.newOp(k, instr, callee)
	op.API = fmt.Sprintf("%s(%q, …)", op.API, strings.ToUpper(name))
	if len(args) > 0 {
		op.Key = unwrap(args[0])
	}
	if len(args) > 1 {
		op.Stored = unwrap(args[1])
	}
	op.Tx = s.tx(recv)
	switch k {
	case Write:
		op.Mode = rowMode(mode)
	case Claim:
		op.Consulted = replyRead(op.Value)
	}
	s.add(op)
}

// replyRead reports whether the first result of a call (a reply) is used.
func replyRead(v ssa.Value) bool {
	if v == nil {
		return false
	}
	for _, r := range nonDebugReferrers(v) {
		if ex, ok := r.(*ssa.Extract); ok && ex.Index == 0 && len(nonDebugReferrers(ex)) > 0 {
			return true
		}
	}
	return false
}

// rowMode maps a catalog write mode onto the model's.
func rowMode(m catalog.Mode) Mode {
	switch m {
	case catalog.Sets:
		return Sets
	case catalog.Removes:
		return Deletes
	case catalog.Increments:
		return Accumulates
	case catalog.Upserts:
		return Upserts
	}
	return Creates
}

// sql classifies a call that runs SQL text.
func (s *fscan) sql(instr ssa.CallInstruction, callee *types.Func, row *catalog.Row, recv ssa.Value, params []ssa.Value) {
	text, binds, runner, ok := sqlRun(row, callee, recv, params)
	var st *sqltext.Stmt
	if ok {
		st = pickStmt(sqltext.Parse(text))
	}
	var k Kind
	switch {
	case st == nil || st.Kind == sqltext.Unknown || st.Kind == sqltext.Other:
		if row.Role != catalog.SQLExec {
			return // an unknown read decides nothing we can name
		}
		k = Write
	case st.AdvisoryLock:
		k = Lock
	case st.Kind == sqltext.Select:
		k = Check
	default:
		k = Write
	}
	op := s.newOp(k, instr, callee)
	op.SQL = st
	op.Tx = s.tx(runner)
	op.NoRow = k == Check && row.NoRow && (st == nil || !st.Exists) // EXISTS and count(*) always return a row
	if st != nil {
		op.Table = tableName(st.Table)
		op.Mode = sqlMode(st)
		op.Lock, op.SkipLocked = st.Lock, st.SkipLocked
		op.Keyless = k == Check && !keyed(st)
		s.sqlClaim(op, st, row, binds)
		if op.Kind == Claim {
			op.NoRow = row.NoRow // QueryRow(…RETURNING).Scan: a lost claim is ErrNoRows
		}
		if op.Kind == Write && op.Mode == Sets {
			op.Count = s.m.rowsAffected(op.Value, false)
		}
	}
	s.add(op)
}

// sqlRun returns what a call of an SQLQuery or SQLExec row runs: the SQL
// text, its bind arguments in placeholder order, and the connection or
// transaction it runs on. A row without ArgQuery runs the statement its
// receiver built (squirrel's RunWith(tx).Exec(), sqlf's ExecAndClose(ctx,
// db)); a query given the arguments a builder spelled binds those.
func sqlRun(row *catalog.Row, callee *types.Func, recv ssa.Value, params []ssa.Value) (text string, binds []ssa.Value, runner ssa.Value, ok bool) {
	if row.Param(catalog.ArgQuery) == "" {
		r := resolver{seen: map[ssa.Value]bool{}}
		text, binds, runner, ok = r.built(recv)
		if row.Param(catalog.ArgRunner) != "" {
			runner = arg(row, callee, params, catalog.ArgRunner)
		}
		return text, binds, runner, ok
	}
	text, ok = stringOf(arg(row, callee, params, catalog.ArgQuery))
	idx := paramIndex(callee.Signature(), row.Param(catalog.ArgQuery))
	binds = bindArgs(params, idx)
	if len(binds) == 0 && idx >= 0 && idx+1 < len(params) {
		binds = builtArgs(params[len(params)-1])
	}
	return text, binds, recv, ok
}

// sqlMode says what a statement does when it runs twice.
func sqlMode(st *sqltext.Stmt) Mode {
	switch {
	case st.Kind == sqltext.Insert && st.Conflict != sqltext.NoConflict:
		return Upserts // even one that adds to a counter on conflict (an upsert is naturally idempotent)
	case st.Accumulates:
		return Accumulates
	case st.Kind == sqltext.Update:
		return Sets
	case st.Kind == sqltext.Delete:
		return Deletes
	}
	return Creates
}

// keyed reports whether a SELECT looks a key up: a WHERE predicate
// compares a column with a bind parameter. MAX(id), a whole-table count
// or a read of the settings row look nothing up.
// equalityKey returns the ordinal of the placeholder a WHERE compares a
// column equal to (id = $1), or 0.
func equalityKey(st *sqltext.Stmt) int {
	for _, p := range st.Where {
		if p.Param.Ordinal > 0 && p.Op == "=" {
			return p.Param.Ordinal
		}
	}
	return 0
}

func keyed(st *sqltext.Stmt) bool {
	for _, p := range st.Where {
		if p.Param.Ordinal > 0 {
			return true
		}
	}
	return false
}

// sqlClaim upgrades a conditional INSERT or guarded UPDATE to a CLAIM,
// marks an UPDATE that is part of a read (Op.Refreshes), and finds the key
// a statement writes, claims or reads.
func (s *fscan) sqlClaim(op *Op, st *sqltext.Stmt, row *catalog.Row, binds []ssa.Value) {
	op.Refreshes = st.Kind == sqltext.Update && st.Fallback
	switch {
	case st.Kind == sqltext.Insert:
		if st.Conflict == sqltext.DoNothing || st.Conflict == sqltext.Ignore || st.LockedPick || st.GuardedUpsert && !st.Accumulates && st.Returning && row.Role == catalog.SQLQuery {
			op.Kind = Claim
			op.Lapses = st.Lease
			if row.Role == catalog.SQLQuery {
				op.Consulted = st.Returning && op.Value != nil && len(nonDebugReferrers(op.Value)) > 0
			} else {
				op.Consulted = s.m.rowsAffectedRead(op.Value)
			}
		}
		target := st.ConflictTarget
		for _, v := range st.Columns {
			if v.Param.Ordinal > 0 && (len(target) == 0 || v.Column == target[0]) {
				op.Key = bind(binds, v.Param.Ordinal)
				break
			}
		}
	case st.Kind == sqltext.Delete && equalityKey(st) > 0:
		// DELETE … WHERE key = $1 whose rows affected is read consumes the
		// row atomically: only one delivery deletes it (a one-time token, a
		// pending job). A cutoff (WHERE last_used < $1) is a purge.
		if s.m.rowsAffectedRead(op.Value) {
			op.Kind, op.Consulted = Claim, true
			op.Removes = s.m.absentFails(op.Value)
		}
		op.Key = bind(binds, equalityKey(st))
	case st.Kind == sqltext.Update && (stateGuard(st.Where, st.Set) || st.LockedPick) && !st.Fallback:
		consulted := s.m.rowsAffectedDecides(op.Value)
		if row.Role == catalog.SQLQuery {
			consulted = st.Returning && op.Value != nil && len(nonDebugReferrers(op.Value)) > 0
		}
		if consulted {
			op.Kind, op.Consulted = Claim, true
		}
		fallthrough
	default:
		for _, p := range st.Where {
			if p.Param.Ordinal > 0 {
				op.Key = bind(binds, p.Param.Ordinal)
				break
			}
		}
	}
}

// stateGuard reports whether an UPDATE's WHERE tests a state besides the row's
// identity: a literal comparison, IS NULL, or a second predicate on a column
// the UPDATE sets (status = $2 … SET status = $3), when set names them. A
// second predicate on a column it leaves alone (id = $1 AND owner = $2)
// names the row more narrowly: a second run matches it again.
func stateGuard(where []sqltext.Pred, set []sqltext.Value) bool {
	for _, p := range where {
		if p.Literal {
			return true
		}
	}
	if len(where) < 2 {
		return false
	}
	if set == nil {
		return true
	}
	for _, p := range where {
		for _, v := range set {
			if v.Column == p.Column {
				return true
			}
		}
	}
	return false
}

// pickStmt chooses the statement that matters in a multi-statement string:
// the first that writes, else the first.
func pickStmt(sts []sqltext.Stmt) *sqltext.Stmt {
	for i := range sts {
		switch sts[i].Kind {
		case sqltext.Insert, sqltext.Update, sqltext.Delete:
			return &sts[i]
		}
	}
	for i := range sts {
		if sts[i].AdvisoryLock {
			return &sts[i]
		}
	}
	if len(sts) > 0 {
		return &sts[0]
	}
	return nil
}

// bindArgs returns the bind arguments following the query parameter
// (a variadic ...any).
func bindArgs(params []ssa.Value, queryIdx int) []ssa.Value {
	if queryIdx < 0 || queryIdx+1 >= len(params) {
		return nil
	}
	return variadicElems(params[len(params)-1])
}

func bind(binds []ssa.Value, ordinal int) ssa.Value {
	if ordinal-1 < len(binds) {
		return binds[ordinal-1]
	}
	return nil
}

// passesOption reports whether a call of f passes, among its variadic
// options, the result of one of the functions named options of f's package
// (nats.ManualAck()), or options it cannot read (a slice built
// elsewhere): then the option may be there.
func passesOption(f *types.Func, params []ssa.Value, options []string) bool {
	if !f.Signature().Variadic() || len(params) == 0 {
		return false
	}
	elems, ok := optionValues(params[len(params)-1], 0)
	if !ok {
		return true
	}
	for _, e := range elems {
		call, ok := unwrap(e).(*ssa.Call)
		if !ok {
			return true
		}
		if g := call.Call.StaticCallee(); g == nil || g.Pkg == nil || g.Pkg.Pkg != f.Pkg() || slices.Contains(options, g.Name()) {
			return true
		}
	}
	return false
}

// optionValues returns the values a variadic slice of options may hold:
// the elements of a literal, of the slices appended to build it (opts =
// append(opts, nats.BindStream(s))), on every path; ok is false where the
// slice comes from elsewhere.
func optionValues(v ssa.Value, depth int) ([]ssa.Value, bool) {
	if depth > maxTrace {
		return nil, false
	}
	switch x := v.(type) {
	case *ssa.Const:
		return nil, x.IsNil()
	case *ssa.Slice:
		elems := variadicElems(x)
		return elems, elems != nil
	case *ssa.Phi:
		var out []ssa.Value
		for _, e := range x.Edges {
			vs, ok := optionValues(e, depth+1)
			if !ok {
				return nil, false
			}
			out = append(out, vs...)
		}
		return out, true
	case *ssa.Call:
		if b, ok := x.Call.Value.(*ssa.Builtin); ok && b.Name() == "append" && len(x.Call.Args) == 2 {
			base, ok1 := optionValues(x.Call.Args[0], depth+1)
			added, ok2 := optionValues(x.Call.Args[1], depth+1)
			return append(base, added...), ok1 && ok2
		}
	}
	return nil, false
}

// variadicElems recovers the elements of a slice built for a variadic call.
func variadicElems(v ssa.Value) []ssa.Value {
	sl, ok := v.(*ssa.Slice)
	if !ok {
		return nil
	}
	alloc, ok := sl.X.(*ssa.Alloc)
	if !ok {
		return nil
	}
	var out []ssa.Value
	for _, r := range nonDebugReferrers(alloc) {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		c, ok := ia.Index.(*ssa.Const)
		if !ok || c.Value == nil {
			continue
		}
		i, ok := constant.Int64Val(c.Value)
		if !ok || i < 0 || i > 64 {
			continue
		}
		for _, rr := range nonDebugReferrers(ia) {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == ia {
				for int(i) >= len(out) {
					out = append(out, nil)
				}
				out[i] = unwrap(st.Val)
			}
		}
	}
	return out
}

func isWriteMethod(m string) bool {
	switch m {
	case "GET", "HEAD", "OPTIONS", "":
		return false
	}
	return true
}

// ormConflict finds an ON CONFLICT clause in an ORM builder chain: gorm
// Clauses(clause.OnConflict{DoNothing: true}), bun On("CONFLICT DO
// NOTHING"), a program builder method whose fact adds one (ent's
// ….OnConflictColumns(…).DoNothing()).
func (m *model) ormConflict(v ssa.Value) sqltext.Conflict {
	for range maxTrace {
		switch x := v.(type) {
		case *ssa.Call:
			callee, sf := calleeOf(&x.Call)
			if callee == nil || callee.Pkg() == nil {
				return sqltext.NoConflict
			}
			recv, params := splitArgs(&x.Call, callee)
			if !m.ix.isCatalogPkg(callee.Pkg().Path()) {
				// A builder method of the program: its fact says what it
				// adds (ent's generated DoNothing).
				for _, sum := range m.summariesOf(callee, sf) {
					if sum.Conflict != sqltext.NoConflict {
						return sum.Conflict
					}
				}
				v = recv
				continue
			}
			if row := m.ix.fn(callee); row != nil && row.Role == catalog.OnConflict {
				return rowConflict(row, callee, params)
			}
			for _, p := range params {
				for _, e := range append(variadicElems(p), p) {
					if c := m.conflictValue(e); c != sqltext.NoConflict {
						return c
					}
				}
			}
			v = recv
		case *ssa.ChangeType:
			v = x.X
		case *ssa.Extract:
			v = x.Tuple
		default:
			return sqltext.NoConflict
		}
	}
	return sqltext.NoConflict
}

// rowConflict is the conflict clause a call of an OnConflict row adds: by
// its SQL text, or, for a row that takes none, DO NOTHING (ent's
// sql.DoNothing()).
func rowConflict(row *catalog.Row, callee *types.Func, params []ssa.Value) sqltext.Conflict {
	if row.Param(catalog.ArgQuery) == "" {
		return sqltext.DoNothing
	}
	text, _ := stringOf(arg(row, callee, params, catalog.ArgQuery))
	return conflictText(text)
}

// appliedConflict returns the conflict clause fn adds to a builder by
// calling an OnConflict row (ent's generated DoNothing appends
// sql.DoNothing() to the create's options), or NoConflict.
func (m *model) appliedConflict(fn *ssa.Function) sqltext.Conflict {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			callee, _ := calleeOf(&call.Call)
			if callee == nil {
				continue
			}
			if row := m.ix.fn(callee); row != nil && row.Role == catalog.OnConflict {
				_, params := splitArgs(&call.Call, callee)
				return rowConflict(row, callee, params)
			}
		}
	}
	return sqltext.NoConflict
}

func conflictText(text string) sqltext.Conflict {
	t := strings.ToUpper(text)
	switch {
	case strings.Contains(t, "DO NOTHING"):
		return sqltext.DoNothing
	case strings.Contains(t, "DO UPDATE"):
		return sqltext.DoUpdate
	}
	return sqltext.NoConflict
}

// conflictValue recognises a composite literal of an OnConflict type with
// DoNothing set to true (or any other setting: an upsert).
func (m *model) conflictValue(v ssa.Value) sqltext.Conflict {
	v = unwrap(v)
	if ld, ok := v.(*ssa.UnOp); ok && ld.Op == token.MUL {
		v = ld.X
	}
	row := m.ix.typeRow(v.Type())
	if row == nil || row.Role != catalog.OnConflict {
		return sqltext.NoConflict
	}
	if b, ok := fieldConst(v, "DoNothing"); ok && constant.BoolVal(b) {
		return sqltext.DoNothing
	}
	return sqltext.DoUpdate
}

// fieldConst returns the constant stored to field name of a local struct,
// when every store to that field stores that constant.
func fieldConst(v ssa.Value, name string) (constant.Value, bool) {
	return fieldConstDepth(v, name, 0)
}

func fieldConstDepth(v ssa.Value, name string, depth int) (constant.Value, bool) {
	al, ok := v.(*ssa.Alloc)
	if !ok || depth > maxCopies {
		return nil, false
	}
	var val constant.Value
	for _, r := range nonDebugReferrers(al) {
		if whole, ok := r.(*ssa.Store); ok && whole.Addr == al {
			// opts := T{…}: the variable is a copy of the literal.
			ld, ok := whole.Val.(*ssa.UnOp)
			if !ok || ld.Op != token.MUL || ld.X == al {
				return nil, false
			}
			c, ok := fieldConstDepth(ld.X, name, depth+1)
			if !ok || val != nil && !constant.Compare(val, token.EQL, c) {
				return nil, false
			}
			val = c
			continue
		}
		fa, ok := r.(*ssa.FieldAddr)
		if !ok {
			continue
		}
		st, ok := deref(fa.X.Type()).Underlying().(*types.Struct)
		if !ok || fa.Field >= st.NumFields() || st.Field(fa.Field).Name() != name {
			continue
		}
		for _, rr := range nonDebugReferrers(fa) {
			s, ok := rr.(*ssa.Store)
			if !ok || s.Addr != fa {
				continue
			}
			c, ok := s.Val.(*ssa.Const)
			if !ok || c.Value == nil || val != nil && !constant.Compare(val, token.EQL, c.Value) {
				return nil, false // set at run time, or to two values
			}
			val = c.Value
		}
	}
	return val, val != nil
}

// rowsAffectedRead reports whether the result of a write is asked how many
// rows it touched (sql.Result.RowsAffected, pgconn.CommandTag.RowsAffected,
// gorm's DB.RowsAffected field).
func (m *model) rowsAffectedRead(v ssa.Value) bool {
	return m.rowsAffected(v, false) != nil
}

// absentFails reports whether a branch on the number of rows the write v
// touched returns, on one side, an error made there (if n == 0 { return
// fmt.Errorf("%w: %s", ErrTaskNotFound, id) }): the function answers a
// row that was not there with a failure.
func (m *model) absentFails(v ssa.Value) bool {
	n := m.rowsAffected(v, false)
	if n == nil {
		return false
	}
	fn := v.Parent()
	for _, b := range fn.Blocks {
		iff, ok := ssax.LastIf(b)
		if !ok || !dependsOn(iff.Cond, func(x ssa.Value) bool { return x == n }) {
			continue
		}
		for side := range 2 {
			on := map[*ssa.BasicBlock]bool{}
			for _, rb := range m.flow(fn).SideOnly(b, side) {
				on[rb] = true
			}
			if slices.ContainsFunc(errorsReturnedFrom(fn, on), func(e ssa.Value) bool { return passedError(e, nil) }) {
				return true
			}
		}
	}
	return false
}

// rowsAffected returns what holds the number of rows the write v touched,
// where the program reads it: the RowsAffected call, the address of the
// RowsAffected field, or, for a write whose first result is the count
// (counts: xorm's Update), that result; nil when nothing reads it.
func (m *model) rowsAffected(v ssa.Value, counts bool) ssa.Value {
	return m.resultField(v, catalog.RowsAffected, counts)
}

// resultField is rowsAffected for the catalog role role (RowsAffected,
// Upserted) of a method or field of the write's result.
func (m *model) resultField(v ssa.Value, role catalog.Role, counts bool) ssa.Value {
	if v == nil {
		return nil
	}
	seen := map[ssa.Value]bool{}
	work := []ssa.Value{v}
	for len(work) > 0 && len(seen) < maxTrace {
		x := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[x] {
			continue
		}
		seen[x] = true
		for _, r := range nonDebugReferrers(x) {
			switch r := r.(type) {
			case *ssa.Extract:
				if r.Index == 0 && counts && x == v && len(nonDebugReferrers(r)) > 0 {
					return r
				}
				if r.Index == 0 {
					work = append(work, r)
				}
			case *ssa.ChangeType:
				work = append(work, r)
			case *ssa.MakeInterface:
				work = append(work, r)
			case *ssa.Phi:
				work = append(work, r)
			case *ssa.FieldAddr:
				if row := m.ix.field(r.X.Type(), fieldName(r.X.Type(), r.Field)); row != nil && row.Role == role {
					return r
				}
			case ssa.CallInstruction:
				callee, _ := calleeOf(r.Common())
				recv, _ := splitArgs(r.Common(), callee)
				if row := m.ix.fn(callee); row != nil && row.Role == role && recv == x && r.Value() != nil {
					return r.Value()
				}
			}
		}
	}
	return nil
}

// rowsAffectedDecides reports whether the number of rows the write v
// touched decides anything: it is returned, stored, handed on or kept, or
// a branch on it runs something on one side only (a return, a call of the
// program or of an operation the catalog knows). A count read only to log
// it (rowsAffected > 0: "marked the previous versions") decides nothing: a
// guarded UPDATE read so is no claim, a second run matches nothing and
// goes on as the first did.
func (m *model) rowsAffectedDecides(v ssa.Value) bool {
	return m.decidesField(v, catalog.RowsAffected)
}

// decidesField reports whether a branch reads the method or field of
// role of the write v's result (an upsert's UpsertedCount).
func (m *model) decidesField(v ssa.Value, role catalog.Role) bool {
	n := m.resultField(v, role, false)
	return n != nil && m.decides(n, 0)
}

// decides is rowsAffectedDecides for a value computed from the count.
func (m *model) decides(x ssa.Value, depth int) bool {
	if depth > 4 {
		return true
	}
	for _, r := range nonDebugReferrers(x) {
		switch u := r.(type) {
		case *ssa.Extract:
			if u.Index == 0 && m.decides(u, depth+1) {
				return true
			}
		case *ssa.FieldAddr:
			for _, rr := range nonDebugReferrers(u) {
				if ld, ok := rr.(*ssa.UnOp); !ok || ld.Op != token.MUL || m.decides(ld, depth+1) {
					return true
				}
			}
		case *ssa.UnOp, *ssa.BinOp, *ssa.Convert, *ssa.ChangeType:
			if m.decides(u.(ssa.Value), depth+1) {
				return true
			}
		case *ssa.MakeInterface: // boxed to be printed or logged
		case *ssa.If:
			if m.branchRuns(u.Block()) {
				return true
			}
		default:
			return true
		}
	}
	return false
}

// branchRuns reports whether either side of the branch at the end of b
// runs something of its own within the pass: a return or a panic, a call
// of a function of the program, or an operation the catalog knows. A
// branch that only logs on one side decides nothing.
func (m *model) branchRuns(b *ssa.BasicBlock) bool {
	flow := m.flow(b.Parent())
	for side := range 2 {
		for _, blk := range flow.SideOnly(b, side) {
			for _, in := range blk.Instrs {
				switch x := in.(type) {
				case *ssa.Return, *ssa.Panic:
					return true
				case ssa.CallInstruction:
					c := x.Common()
					callee, sf := calleeOf(c)
					if c.IsInvoke() && m.programs(c.Method.Pkg()) || sf != nil && sf.Pkg == m.ssaPkg || callee != nil && (m.programs(callee.Pkg()) || m.ix.fn(callee) != nil) {
						return true
					}
				}
			}
		}
	}
	return false
}

func fieldName(t types.Type, i int) string {
	st, ok := deref(t).Underlying().(*types.Struct)
	if !ok || i >= st.NumFields() {
		return ""
	}
	return st.Field(i).Name()
}

// ormModel returns the model type of an ORM call: the program's struct
// type that one of its arguments holds, or one of the library calls of
// its receiver chain (db.Model(&User{}).Where(…).Count).
func (m *model) ormModel(recv ssa.Value, params []ssa.Value) *types.Named {
	if v := m.ormTarget(recv, params); v != nil {
		return modelType(v.Type())
	}
	return nil
}

// ormTarget returns the value of a program struct type an ORM call reads
// into or writes from, as ormModel finds it: First(&p, id), Create(&o),
// Model(&p).Update(…), and in a variadic argument: xorm's Insert(&o).
func (m *model) ormTarget(recv ssa.Value, params []ssa.Value) ssa.Value {
	return m.ormArg(recv, params, func(p ssa.Value) ssa.Value {
		for _, v := range append([]ssa.Value{p}, variadicElems(p)...) {
			if modelType(unwrap(v).Type()) != nil {
				return unwrap(v)
			}
		}
		return nil
	})
}

// ormArg returns the first value pick takes from an argument of an ORM
// call, or of a catalogued call of its receiver chain (db.Model(v) of
// db.Model(v).Updates(…)), or nil.
func (m *model) ormArg(recv ssa.Value, params []ssa.Value, pick func(ssa.Value) ssa.Value) ssa.Value {
	for range maxTrace {
		for _, p := range params {
			if v := pick(p); v != nil {
				return v
			}
		}
		call, ok := recv.(*ssa.Call)
		if !ok {
			return nil
		}
		callee, _ := calleeOf(&call.Call)
		if callee == nil || callee.Pkg() == nil || !m.ix.isCatalogPkg(callee.Pkg().Path()) {
			return nil
		}
		recv, params = splitArgs(&call.Call, callee)
	}
	return nil
}

// untypedModel returns, for an ORM call whose model no type says, the
// argument that holds it when that is a parameter of interface or type
// parameter type, or a variable a closure captured from one (db.Create(v)
// in save(ctx, v any)), or nil. The receiver chain's Model(v) counts too.
func (m *model) untypedModel(recv ssa.Value, params []ssa.Value) ssa.Value {
	return m.ormArg(recv, params, func(p ssa.Value) ssa.Value {
		x := unwrap(p)
		if ld, ok := x.(*ssa.UnOp); ok && ld.Op == token.MUL {
			x = ld.X // a captured variable's cell
		}
		switch x.(type) {
		case *ssa.Parameter, *ssa.FreeVar:
			if untyped(unwrap(p).Type()) {
				return x
			}
		}
		return nil
	})
}

// modelTableName is the table of an ORM call on the model type t: named
// after the type.
func modelTableName(t *types.Named) string { return strings.ToLower(t.Obj().Name()) }

// untyped reports a type that says nothing of the model it holds: an
// interface, or a type parameter (or a pointer to one).
func untyped(t types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	switch types.Unalias(t).(type) {
	case *types.TypeParam:
		return true
	}
	_, iface := t.Underlying().(*types.Interface)
	return iface
}

// modelType returns the struct type t holds (through pointers and
// slices), when it is a program type.
func modelType(t types.Type) *types.Named {
	for range 4 {
		switch u := types.Unalias(t).(type) {
		case *types.Pointer:
			t = u.Elem()
			continue
		case *types.Slice:
			t = u.Elem()
			continue
		case *types.Named:
			if _, ok := u.Underlying().(*types.Struct); ok && u.Obj().Pkg() != nil && !theIndex().isCatalogPkg(u.Obj().Pkg().Path()) {
				return u
			}
		}
		return nil
	}
	return nil
}

// argKeySink records the idempotency key an effect takes as an argument
// (PayPal's requestID, Temporal's workflowID) as a KEY SINK on the same
// call. An empty constant is no key: the SDK then sends none.
func (s *fscan) argKeySink(instr ssa.CallInstruction, callee *types.Func, row *catalog.Row, params []ssa.Value) {
	key := arg(row, callee, params, catalog.ArgKey)
	if key == nil {
		return
	}
	if k, ok := stringOf(key); ok && k == "" {
		return
	}
	op := s.add(s.newOp(KeySink, instr, callee))
	op.Key = key
}

// temporaryQueue reports a queue name read from a declaration that makes
// the queue temporary (catalog.TempQueue: resQueue.Name of
// ch.QueueDeclare("", false, true, true, false, nil)).
func (m *model) temporaryQueue(name ssa.Value) bool {
	var queue ssa.Value // the declared queue whose field name is
	switch x := unwrap(name).(type) {
	case *ssa.Field:
		queue = x.X
	case *ssa.UnOp: // q.Name, q held in a variable
		if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			if al, ok := fa.X.(*ssa.Alloc); ok {
				queue = storedValue(al)
			}
		}
	}
	ex, ok := unwrap(queue).(*ssa.Extract)
	if !ok || ex.Index != 0 {
		return false
	}
	call, ok := ex.Tuple.(*ssa.Call)
	if !ok {
		return false
	}
	callee, _ := calleeOf(&call.Call)
	row := m.ix.fn(callee)
	if row == nil || row.Role != catalog.TempQueue {
		return false
	}
	_, params := splitArgs(&call.Call, callee)
	for _, a := range row.Args {
		if a.Role != catalog.ArgTemporary {
			continue
		}
		if i := paramIndex(callee.Signature(), a.Param); i >= 0 && i < len(params) {
			if b, ok := boolOf(params[i]); ok && b {
				return true
			}
		}
	}
	return false
}

// takesEvent reports whether fn takes a value of an EventType row (an
// SQS event of AWS Lambda), directly or through a pointer.
func (m *model) takesEvent(fn *ssa.Function) bool {
	params := fn.Signature.Params()
	for i := range params.Len() {
		if m.eventRow(params.At(i).Type()) != nil {
			return true
		}
	}
	return false
}

// eventRow returns the EventType row of t (or of what t points to), or nil.
func (m *model) eventRow(t types.Type) *catalog.Row {
	if row := m.ix.typeRow(t); row != nil && row.Role == catalog.EventType {
		return row
	}
	return nil
}

// errOnly reports a reply v read only for its failure: every use of it
// calls a ReplyErr row (go-redis's Cmd.Err), none reads its outcome.
func (m *model) errOnly(v ssa.Value) bool {
	if v == nil {
		return false
	}
	uses := nonDebugReferrers(v)
	if len(uses) == 0 {
		return false
	}
	for _, u := range uses {
		if fa, ok := u.(*ssa.FieldAddr); ok {
			// The reply's embedded base (&cmd.baseCmd), the receiver of
			// a promoted method.
			if !m.errOnly(fa) {
				return false
			}
			continue
		}
		call, ok := u.(*ssa.Call)
		if !ok {
			return false
		}
		f, _ := calleeOf(&call.Call)
		if f == nil || len(call.Call.Args) == 0 || call.Call.Args[0] != v {
			return false
		}
		if row := m.ix.fn(f); row == nil || row.Role != catalog.ReplyErr {
			return false
		}
	}
	return true
}
