package sqltext

import "strings"

var (
	insertMods    = set("low_priority", "delayed", "high_priority", "ignore")
	deleteMods    = set("low_priority", "quick", "ignore")
	whereWord     = set("where")
	setWord       = set("set")
	returningWord = set("returning")
	doWord        = set("do")
	selectWord    = set("select")
	clockWords    = set("now", "current_timestamp", "localtimestamp", "utc_timestamp", "sysdate")
)

// colName returns the lower-cased column name at i, or "". Unlike name it
// accepts keywords, which are common column names (value, key, partition).
func (s *stmt) colName(i int) string {
	if i < 0 || i >= len(s.t) {
		return ""
	}
	switch t := s.t[i]; t.kind {
	case tWord:
		return t.val
	case tIdent:
		return strings.ToLower(t.val)
	}
	return ""
}

func (s *stmt) insert(lo, hi, base, level int) Stmt {
	st := Stmt{Kind: Insert}
	i := lo + 1
	if s.word(lo) == "replace" {
		st.Conflict = Replace
	} else if s.word(i) == "or" {
		switch s.word(i + 1) {
		case "ignore":
			st.Conflict = Ignore
		case "replace":
			st.Conflict = Replace
		case "abort", "fail", "rollback":
		default:
			return Stmt{}
		}
		i += 2
	}
	for insertMods[s.word(i)] {
		if s.word(i) == "ignore" {
			st.Conflict = Ignore
		}
		i++
	}
	if s.word(i) == "into" {
		i++
	}
	st.Table, i = s.tableName(i, hi)
	if st.Table == "" {
		return Stmt{}
	}
	if s.word(i) == "as" && s.name(i+1) != "" {
		i += 2
	}
	if s.word(i) == "partition" && s.op(i+1, "(") {
		i = s.after(i+1, hi)
	}
	var cols []string
	if s.op(i, "(") && s.word(i+1) != "select" && s.word(i+1) != "with" {
		for _, it := range s.split(i+1, s.close(i, hi), base+1) {
			n := s.colName(it[0])
			if it[1] != it[0]+1 || n == "" {
				cols = nil
				break
			}
			cols = append(cols, n)
		}
		i = s.after(i, hi)
	}
	tail := hi
	for k := i; k < hi; k++ {
		if s.t[k].depth == base && s.tailAt(k) {
			tail = k
			break
		}
	}
	switch w := s.word(i); {
	case w == "values" || w == "value":
		if s.op(i+1, "(") && cols != nil {
			st.Columns = s.mapValues(cols, s.split(i+2, s.close(i+1, hi), base+1), false)
		}
	case w == "default" && s.word(i+1) == "values":
	case w == "set":
		st.Columns = s.assignments(i+1, tail, base)
	case w == "select" || w == "with" || s.op(i, "("):
		st.InsertSelect = true
		s.insertSelect(&st, i, tail, base, cols)
	default:
		return Stmt{}
	}
	seen := false
	for k := tail; k < hi; k++ {
		if s.t[k].depth != base {
			continue
		}
		switch {
		case s.word(k) == "returning":
			st.Returning = true
		case !s.tailAt(k) || seen:
		case s.word(k+1) == "duplicate":
			st.Conflict, seen = DuplicateKeyUpdate, true
			st.Accumulates = s.selfAssigned(k+4, endOr(s.find(k+4, hi, base, returningWord), hi), base)
		case s.word(k+1) == "conflict":
			c, target, ok := s.onConflict(k+2, hi, base)
			if !ok {
				return Stmt{}
			}
			st.Conflict, st.ConflictTarget, seen = c, target, true
			if c == DoUpdate {
				if set := s.find(k+2, hi, base, setWord); set >= 0 {
					st.Accumulates = s.selfAssigned(set+1, endOr(s.find(set+1, hi, base, updateSetEnd), hi), base)
					end := endOr(s.find(set+1, hi, base, returningWord), hi)
					if where := s.find(set+1, end, base, whereWord); where >= 0 {
						st.GuardedUpsert = true
						st.Lease = s.mentions(where+1, end, clockWords)
					}
				}
			}
		}
	}
	return st
}

// mentions reports whether a word of set appears in [from, hi), at any
// depth.
func (s *stmt) mentions(from, hi int, set map[string]bool) bool {
	for i := max(from, 0); i < hi; i++ {
		if s.t[i].kind == tWord && set[s.t[i].val] {
			return true
		}
	}
	return false
}

// tailAt reports whether an INSERT's trailing clauses start at k:
// ON CONFLICT, ON DUPLICATE KEY UPDATE or RETURNING.
func (s *stmt) tailAt(k int) bool {
	switch s.word(k) {
	case "returning":
		return true
	case "on":
		switch s.word(k + 1) {
		case "duplicate":
			return s.word(k+2) == "key" && s.word(k+3) == "update"
		case "conflict":
			// A join condition ON conflict = … is not the clause.
			return s.op(k+2, "(") || s.word(k+2) == "on" || s.word(k+2) == "do"
		}
	}
	return false
}

// onConflict reads the rest of ON CONFLICT from k.
func (s *stmt) onConflict(k, hi, base int) (Conflict, []string, bool) {
	var target []string
	switch {
	case s.op(k, "("):
		for _, it := range s.split(k+1, s.close(k, hi), base+1) {
			if n := s.colName(it[0]); n != "" && it[1] == it[0]+1 {
				target = append(target, n)
			}
		}
		k = s.after(k, hi)
		if s.word(k) == "where" {
			k = endOr(s.find(k, hi, base, doWord), hi)
		}
	case s.word(k) == "on" && s.word(k+1) == "constraint":
		k += 3
	}
	if s.word(k) != "do" {
		return NoConflict, nil, false
	}
	switch s.word(k + 1) {
	case "nothing":
		return DoNothing, target, true
	case "update":
		return DoUpdate, target, true
	}
	return NoConflict, nil, false
}

// mapValues pairs columns with value items; a count mismatch maps nothing.
// With alias, an item may carry a column alias (a select-list item).
func (s *stmt) mapValues(cols []string, items [][2]int, alias bool) []Value {
	if len(items) != len(cols) {
		return nil
	}
	out := make([]Value, len(cols))
	for n, it := range items {
		out[n].Column = cols[n]
		if v := s.value(it[0], it[1]); v.ok() && (v.end == it[1] || alias && s.aliasOnly(v.end, it[1])) {
			out[n].Param, out[n].Literal = v.param, v.lit
		}
	}
	return out
}

// assignments maps MySQL INSERT … SET col = value, … in [lo, hi).
func (s *stmt) assignments(lo, hi, base int) []Value {
	items := s.split(lo, hi, base)
	cols := make([]string, 0, len(items))
	for n, it := range items {
		c := s.colName(it[0])
		if c == "" || it[0]+2 > it[1] || s.compareOp(it[0]+1) != "=" {
			return nil
		}
		cols = append(cols, c)
		items[n][0] += 2
	}
	return s.mapValues(cols, items, false)
}

// insertSelect fills the INSERT … SELECT fields from the query [lo, hi).
func (s *stmt) insertSelect(st *Stmt, lo, hi, base int, cols []string) {
	for n := 0; n < maxNest && lo < hi && s.op(lo, "(") && s.match[lo] == hi-1; n++ {
		lo, hi, base = lo+1, hi-1, base+1
	}
	if s.word(lo) == "with" {
		_, main, ok := s.ctes(lo, hi, base)
		if !ok {
			return
		}
		lo = main
	}
	if s.word(lo) != "select" {
		return
	}
	p := s.selectParts(lo, hi, base)
	if p.compound {
		return
	}
	if p.whereLo >= 0 {
		st.NotExists, st.NotExistsTable, st.NotExistsKeyed = s.notExists(p.whereLo, p.whereHi, base)
	}
	if cols != nil {
		st.Columns = s.mapValues(cols, s.split(p.listLo, p.listHi, base), true)
	}
}

// notExists reports an AND-connected NOT EXISTS (…) in the condition [lo, hi),
// the first table its subquery reads ("" when not understood) and whether
// the subquery holds a bind parameter.
func (s *stmt) notExists(lo, hi, base int) (bool, string, bool) {
	if s.find(lo, hi, base, orWord) >= 0 {
		return false, "", false
	}
	for i := lo; i < hi; i++ {
		if s.t[i].depth == base && s.word(i) == "not" && s.word(i+1) == "exists" && s.op(i+2, "(") {
			end := s.close(i+2, hi)
			table := ""
			if from := s.find(i+3, end, s.t[i+2].depth+1, fromWord); from >= 0 {
				table, _ = s.tableName(from+1, end)
			}
			return true, table, s.hasParam(i+3, end)
		}
	}
	return false, "", false
}

// hasParam reports a bind parameter in [lo, hi).
func (s *stmt) hasParam(lo, hi int) bool {
	for i := lo; i < hi && i < len(s.t); i++ {
		if s.t[i].kind == tParam {
			return true
		}
	}
	return false
}

func (s *stmt) update(lo, hi, base int) Stmt {
	i := lo + 1
	for s.word(i) == "low_priority" || s.word(i) == "ignore" {
		i++
	}
	if s.word(i) == "or" {
		i += 2
	}
	if s.word(i) == "only" {
		i++
	}
	table, _ := s.tableName(i, hi)
	set := s.find(i, hi, base, setWord)
	if table == "" || set < 0 {
		return Stmt{}
	}
	st := Stmt{Kind: Update, Table: table}
	s.writeTail(&st, set+1, hi, base)
	end := endOr(s.find(set+1, hi, base, updateSetEnd), hi)
	st.Accumulates = s.selfAssigned(set+1, end, base)
	st.Set = s.assignments(set+1, end, base)
	st.PickColumn = s.unlockedPick(&st, set+1, hi, base)
	st.UnlockedPick = st.PickColumn != ""
	st.LockedPick = s.lockedPick(set+1, hi, base)
	return st
}

// lockedPick reports a subquery in [lo, hi) that selects rows FOR UPDATE
// (see Stmt.LockedPick).
func (s *stmt) lockedPick(lo, hi, base int) bool {
	for i := lo; i < hi; i++ {
		if s.t[i].depth != base || !s.op(i, "(") || s.word(i+1) != "select" || s.match[i] < 0 || s.match[i] > hi {
			continue
		}
		if s.classify(i+1, s.match[i], base+1, 1).Lock == ForUpdate {
			return true
		}
	}
	return false
}

// unlockedPick returns the state column by which a subquery in [lo, hi)
// picks the rows the UPDATE st claims without locking them (see
// Stmt.UnlockedPick), or "".
func (s *stmt) unlockedPick(st *Stmt, lo, hi, base int) string {
	for i := lo; i < hi; i++ {
		if s.t[i].depth != base || !s.op(i, "(") || s.word(i+1) != "select" || s.match[i] < 0 || s.match[i] > hi {
			continue
		}
		inner := s.classify(i+1, s.match[i], base+1, 1)
		if inner.Kind != Select || inner.Lock != NoLock || inner.Table != st.Table {
			continue
		}
		for _, p := range inner.Where {
			if p.Op != "=" && p.Op != "in" || !p.Literal && p.Param.Ordinal == 0 || !sets(st.Set, p.Column) || tests(st.Where, p.Column) {
				continue
			}
			return p.Column
		}
	}
	return ""
}

// sets reports whether an assignment list sets col to a literal or a
// bound value.
func sets(set []Value, col string) bool {
	for _, v := range set {
		if v.Column == col && (v.Literal || v.Param.Ordinal > 0) {
			return true
		}
	}
	return false
}

// tests reports whether a WHERE has a predicate on col.
func tests(where []Pred, col string) bool {
	for _, p := range where {
		if p.Column == col {
			return true
		}
	}
	return false
}

var updateSetEnd = set("where", "returning", "from", "order", "limit")

var (
	arithOps    = set("+", "-", "*", "/", "||")
	appendFuncs = set("array_append", "array_prepend", "array_cat", "concat", "json_array_append", "jsonb_insert")
)

// opAt returns the operator at i, or "".
func (s *stmt) opAt(i int) string {
	if i >= 0 && i < len(s.t) && s.t[i].kind == tOp {
		return s.t[i].val
	}
	return ""
}

// inAppend reports whether the token at i is an argument of a function
// that appends to it: array_append(tags, $1). Inside COALESCE(x, n) or
// GREATEST(n, $1) the column is kept or replaced, not added to.
func (s *stmt) inAppend(i int) bool {
	for k := i - 1; k > 0; k-- {
		if s.t[k].is("(") && s.t[k].depth < s.t[i].depth {
			return appendFuncs[s.word(k-1)]
		}
	}
	return false
}

// selfAssigned reports whether an assignment list col = expr, … in [lo, hi)
// computes a column from its own value (n = n + 1, t.n = t.n + 1,
// tags = array_append(tags, $1)). The value proposed for insertion
// (EXCLUDED.n, VALUES(n)) is not the column's own value.
func (s *stmt) selfAssigned(lo, hi, base int) bool {
	for _, it := range s.split(lo, hi, base) {
		c := it[0]
		if s.op(c+1, ".") { // a qualified column: t.n = …
			c += 2
		}
		col := s.colName(c)
		if col == "" || s.compareOp(c+1) != "=" {
			continue
		}
		if bare := it[1] - (c + 2); bare == 1 || bare == 3 && s.op(c+3, ".") {
			continue // n = n, n = t.n: the value is kept (ON DUPLICATE KEY UPDATE k = k)
		}
		if s.find(c+2, it[1], base+1, selectWord) >= 0 {
			continue // a subquery computes the value
		}
		for j := c + 2; j < it[1]; j++ {
			if s.colName(j) != col || s.op(j+1, "(") {
				continue
			}
			if s.op(j-1, ".") && s.word(j-2) == "excluded" || s.op(j-1, "(") && s.word(j-2) == "values" {
				continue
			}
			first := j
			if s.op(j-1, ".") {
				first = j - 2 // t.n
			}
			if arithOps[s.opAt(first-1)] || arithOps[s.opAt(j+1)] || s.inAppend(first) {
				return true // n + 1, tags || $1, array_append(tags, $1)
			}
		}
	}
	return false
}

func (s *stmt) deleteStmt(lo, hi, base int) Stmt {
	i := lo + 1
	for deleteMods[s.word(i)] {
		i++
	}
	if s.word(i) == "from" {
		i++
	}
	if s.word(i) == "only" {
		i++
	}
	table, _ := s.tableName(i, hi)
	if table == "" {
		return Stmt{}
	}
	st := Stmt{Kind: Delete, Table: table}
	s.writeTail(&st, i, hi, base)
	return st
}

// writeTail fills Where and Returning of an UPDATE or DELETE from [from, hi).
func (s *stmt) writeTail(st *Stmt, from, hi, base int) {
	if w := s.find(from, hi, base, whereWord); w >= 0 {
		st.Where = s.preds(w+1, endOr(s.find(w+1, hi, base, writeWhereEnd), hi), base, 0)
	}
	st.Returning = s.find(from, hi, base, returningWord) >= 0
}
