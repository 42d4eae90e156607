package model

import (
	"strings"

	"github.com/idemlint/idemlint/internal/sqltext"
)

// The statement facts the checkers read about an operation, so that they
// ask the model, not the SQL classifier.

// Locked reports a CHECK that takes a row lock (SELECT … FOR UPDATE/SHARE,
// gorm clause.Locking).
func (op *Op) Locked() bool { return op.Lock != sqltext.NoLock }

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
