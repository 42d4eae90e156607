package model

import (
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// Which row a check reads and a write touches, for the writes that do
// not deduplicate what the check looked for: an atomic relative update of
// the row read, and a check of the row the function has just inserted.

// SameRow reports a WRITE w of the row the CHECK chk read: the same table,
// selected by the same value in the same column (SQL: WHERE id = $1 in
// both), or through an ORM by the same value of its conditions, or from
// the struct value the check read into (First(&p, id), then
// Model(&p).UpdateColumn(…)).
func (r *Result) SameRow(chk, w *Op) bool {
	if r.m == nil || chk.Table == "" || !strings.EqualFold(chk.Table, w.Table) {
		return false
	}
	if chk.SQL != nil || w.SQL != nil {
		return chk.SQL != nil && w.SQL != nil && sameColumn(chk, w)
	}
	ck, ct := r.m.ormRow(chk)
	wk, wt := r.m.ormRow(w)
	return ck != nil && SameKey(ck, wk) || ct != nil && ct == wt
}

// InsertedHere reports a CHECK of a row that f inserted before it on every
// path: a plain INSERT of the check's table that binds the check's key in
// the column the check looks up. That row is this call's own (another
// caller's INSERT of the key fails or makes a second row, whatever the
// check reads): no race on it. An ORM create of the value whose field is
// the check's key (db.Create(&o), then First(&got, o.ID)) mints the key
// (MintedKey).
func (r *Result) InsertedHere(f *Func, chk *Op) bool {
	if r.m == nil || chk.SQL == nil || chk.Table == "" {
		return false
	}
	flow := r.Flow(f.SSA)
	for _, w := range f.Ops {
		if w.Kind == Write && w.Mode == Creates && w.SQL != nil && w.Via == "" && strings.EqualFold(chk.Table, w.Table) &&
			sameColumn(chk, w) && flow.Dominates(w.Instr, chk.Instr) {
			return true
		}
	}
	return false
}

// sameColumn reports two SQL statements whose keys are the same value
// bound to the same column.
func sameColumn(a, b *Op) bool {
	c := a.KeyColumn()
	return c != "" && strings.EqualFold(c, b.KeyColumn()) && SameKey(a.Key, b.Key)
}

// ormRow returns what selects the row of an ORM call: the first value its
// conditions bind, and the program struct value it reads into or writes
// from. nil, nil for an operation that is not a direct ORM call.
func (m *model) ormRow(op *Op) (key, target ssa.Value) {
	call, ok := op.Instr.(ssa.CallInstruction)
	row := m.ix.fn(op.Callee)
	if !ok || row == nil || op.Via != "" || op.Inner != nil {
		return nil, nil
	}
	recv, params := splitArgs(call.Common(), op.Callee)
	return m.ormQuery(op.Instr, recv, row, op.Callee, params).key, m.ormTarget(recv, params)
}

// WritesFound reports a write of the row a wrapper's check returned, where
// the check reads several tables (a row and its relations) and so names
// none: w writes a row of one of them, through the ORM, and its model is
// the type of the check's result (models.FindAuthorizationByCode, then
// tx.Destroy(authorization)).
func WritesFound(chk, w *Op) bool {
	if chk.Table != "" || chk.Value == nil || w.Model == nil || !slices.ContainsFunc(chk.ReadTables, func(t string) bool { return strings.EqualFold(t, w.Table) }) {
		return false
	}
	return types.Identical(RowType(chk.Value), w.Model)
}

// RowType is the type of the row a call returns: its first result,
// dereferenced.
func RowType(v ssa.Value) types.Type {
	t := v.Type()
	if tu, ok := t.(*types.Tuple); ok && tu.Len() > 0 {
		t = tu.At(0).Type()
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	return t
}
