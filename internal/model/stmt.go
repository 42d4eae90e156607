package model

import (
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/idemlint/idemlint/internal/catalog"
	"github.com/idemlint/idemlint/internal/sqltext"
	"github.com/idemlint/idemlint/internal/ssax"
)

// The statement facts the checkers read about an operation, so that they
// ask the model, not the SQL classifier.

// Locked reports a CHECK that takes a row lock (SELECT … FOR UPDATE/SHARE,
// gorm clause.Locking).
func (op *Op) Locked() bool { return op.Lock != sqltext.NoLock }

// LockedOnPool reports a SELECT … FOR UPDATE/SHARE run directly on a pool
// of connections (a *sql.DB, a *pgxpool.Pool, a *sqlx.DB): outside any
// transaction, it commits when it ends, and its row locks go with it.
func (op *Op) LockedOnPool() bool {
	if op.PoolLocked {
		return true
	}
	recv := op.lockHandle()
	if recv == nil {
		return false
	}
	row := theIndex().typeRow(recv.Type())
	return row != nil && row.Role == catalog.AutoCommit
}

// LocksRow reports a read that holds the rows it selects against other
// writers until its transaction ends: FOR UPDATE, not SKIP LOCKED (which
// passes over rows another holds) nor FOR SHARE (which two can hold).
func (op *Op) LocksRow() bool {
	return op.Kind == Check && op.Lock == sqltext.ForUpdate && !op.SkipLocked
}

// lockHandle returns the handle a SELECT … FOR UPDATE/SHARE of op runs on
// when no transaction of the function holds it, or nil.
func (op *Op) lockHandle() ssa.Value {
	if op.SQL == nil || op.SQL.Kind != sqltext.Select || op.SQL.Lock == sqltext.NoLock || op.Tx != nil || op.Inner != nil || op.Callee == nil {
		return nil
	}
	call, ok := op.Instr.(ssa.CallInstruction)
	if !ok {
		return nil
	}
	recv, _ := splitArgs(call.Common(), op.Callee)
	return recv
}

// Updates reports an operation that runs an SQL UPDATE.
func (op *Op) Updates() bool { return op.SQL != nil && op.SQL.Kind == sqltext.Update }

// InsertReturning reports an SQL INSERT … RETURNING: it hands back the
// row it made, often with a key the database minted.
func (op *Op) InsertReturning() bool {
	return op.SQL != nil && op.SQL.Kind == sqltext.Insert && op.SQL.Returning
}

// GuardedInsert reports INSERT … SELECT … WHERE NOT EXISTS without a
// conflict clause whose guard reads the inserted table by a bound key: a
// check and a write in one statement, not atomic under READ COMMITTED.
func (op *Op) GuardedInsert() bool {
	st := op.SQL
	return st != nil && st.Kind == sqltext.Insert && st.NotExists && st.Conflict == sqltext.NoConflict &&
		strings.EqualFold(st.NotExistsTable, st.Table) && st.NotExistsKeyed
}

// SetColumns returns the columns an SQL UPDATE assigns, lower-cased.
func (op *Op) SetColumns() []string {
	if !op.Updates() {
		return nil
	}
	cols := make([]string, 0, len(op.SQL.Set))
	for _, v := range op.SQL.Set {
		cols = append(cols, v.Column)
	}
	return cols
}

// HasConflictTarget reports an SQL INSERT … ON CONFLICT (cols): the key
// the claim is on is named.
func (op *Op) HasConflictTarget() bool { return op.SQL != nil && len(op.SQL.ConflictTarget) > 0 }

// KeyColumn returns the column an SQL operation's Key is bound to: an
// INSERT's conflict target, or else the first column it binds; for other
// statements, the first column a WHERE compares with a placeholder. ""
// when the operation runs no SQL text or binds no key.
func (op *Op) KeyColumn() string {
	st := op.SQL
	if st == nil {
		return ""
	}
	if st.Kind == sqltext.Insert {
		target := st.ConflictTarget
		for _, v := range st.Columns {
			if v.Param.Ordinal > 0 && (len(target) == 0 || v.Column == target[0]) {
				return v.Column
			}
		}
		return ""
	}
	for _, p := range st.Where {
		if p.Param.Ordinal > 0 {
			return p.Column
		}
	}
	return ""
}

// MintedRow reports a write that creates a new row under a key it mints
// (a RANDOM SOURCE) in the column the check looked up, or in a column not
// known: a new session under a fresh id after no session was found. The
// check did not look for that row, and no other delivery holds its key.
// A random id in another column than the checked one (a user's uuid,
// checked by email) exempts nothing; nor does one of a row looked up by
// several columns none of which is the minted one (a repository found by
// its provider, owner and name, created under a new uuid). An ORM
// create mints its row's id field (markMinted); an ORM read, or a
// wrapper's, looks up the columns its conditions name.
func MintedRow(chk, w *Op) bool {
	if !w.Minted {
		return false
	}
	c, k := chk.KeyColumn(), w.KeyColumn()
	if k == "" && w.SQL == nil && w.Model != nil {
		k = "id"
	}
	cols := chk.lookupColumns()
	if len(cols) > 1 && !slices.Contains(cols, k) {
		return false // looked up by a natural key of several columns, not by the minted one
	}
	if c == "" && len(cols) == 1 {
		c = cols[0]
	}
	return c == "" || k == "" || strings.EqualFold(c, k)
}

// lookupColumns returns the columns a CHECK compares with bound values:
// its SQL's, or those of the wrapper that makes it (Op.Columns).
func (op *Op) lookupColumns() []string {
	if op.SQL == nil {
		return op.Columns
	}
	var out []string
	for _, p := range op.SQL.Where {
		if p.Param.Ordinal > 0 && !slices.Contains(out, p.Column) {
			out = append(out, p.Column)
		}
	}
	return out
}

// poolLockParam returns the 1-based parameter of fn on which op, a SELECT
// … FOR UPDATE outside any transaction, runs when that parameter is a
// handle of an interface type (sqlc's DBTX): its caller says whether it is
// a pool. 0 otherwise.
func poolLockParam(fn *ssa.Function, op *Op) int {
	p, ok := op.lockHandle().(*ssa.Parameter)
	if !ok || !types.IsInterface(p.Type()) {
		return 0
	}
	return paramNumber(fn, p)
}

// ArgValues returns the values a call passes, a variadic slice expanded
// and each unwrapped: the values a statement binds (its key among them).
func ArgValues(instr ssa.Instruction) []ssa.Value {
	var out []ssa.Value
	for _, a := range ssax.CallArgs(instr) {
		if elems := variadicElems(a); elems != nil {
			for _, e := range elems {
				if e != nil {
					out = append(out, Unwrap(e))
				}
			}
			continue
		}
		out = append(out, Unwrap(a))
	}
	return out
}
