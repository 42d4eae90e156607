package sqltext

import "strings"

// maxNest bounds how deep classification enters parentheses (CTE bodies,
// EXISTS subqueries, parenthesized predicates), which keeps the work
// linear in the length of the text.
const maxNest = 8

// stmt is the token sequence of one statement. Ranges inside it are
// half-open index pairs plus the depth whose tokens count as top level.
type stmt struct {
	t     []token
	match []int // for each "(", the index of its ")" or -1
}

func newStmt(t []token) *stmt {
	s := &stmt{t: t, match: make([]int, len(t))}
	var open []int
	for i := range t {
		s.match[i] = -1
		switch {
		case t[i].is("("):
			open = append(open, i)
		case t[i].is(")") && len(open) > 0:
			s.match[open[len(open)-1]] = i
			open = open[:len(open)-1]
		}
	}
	return s
}

func (s *stmt) word(i int) string {
	if i >= 0 && i < len(s.t) && s.t[i].kind == tWord {
		return s.t[i].val
	}
	return ""
}

func (s *stmt) op(i int, v string) bool {
	return i >= 0 && i < len(s.t) && s.t[i].is(v)
}

// close returns the index of the ")" matching the "(" at i, or hi when the
// group is not closed before hi.
func (s *stmt) close(i, hi int) int {
	if m := s.match[i]; m >= 0 && m < hi {
		return m
	}
	return hi
}

// after returns the index just past the group opened at i.
func (s *stmt) after(i, hi int) int { return min(s.close(i, hi)+1, hi) }

// find returns the first index in [from, hi) of a word in set at depth
// base, or -1.
func (s *stmt) find(from, hi, base int, set map[string]bool) int {
	for i := max(from, 0); i < hi; i++ {
		if s.t[i].depth == base && s.t[i].kind == tWord && set[s.t[i].val] {
			return i
		}
	}
	return -1
}

// endOr returns i, or hi when i is -1.
func endOr(i, hi int) int {
	if i < 0 {
		return hi
	}
	return i
}

// split cuts [lo, hi) at commas of depth base.
func (s *stmt) split(lo, hi, base int) [][2]int {
	if lo >= hi {
		return nil
	}
	var parts [][2]int
	start := lo
	for i := lo; i < hi; i++ {
		if s.t[i].depth == base && s.t[i].is(",") {
			parts = append(parts, [2]int{start, i})
			start = i + 1
		}
	}
	return append(parts, [2]int{start, hi})
}

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

var (
	otherStarts = set("create", "alter", "drop", "truncate", "rename", "comment", "grant", "revoke",
		"set", "reset", "show", "use", "begin", "start", "commit", "rollback", "end", "abort",
		"savepoint", "release", "lock", "unlock", "prepare", "deallocate", "discard", "do",
		"listen", "notify", "unlisten", "analyze", "analyse", "vacuum", "reindex", "cluster",
		"checkpoint", "refresh", "explain", "describe", "desc", "pragma", "attach", "detach",
		"optimize", "flush", "kill", "security", "load")
	mainStarts     = set("select", "insert", "update", "delete", "replace", "values", "table", "merge")
	selectMods     = set("all", "distinct", "distinctrow", "high_priority", "straight_join")
	selectListEnd  = set("from", "into", "where", "group", "having", "window", "order", "limit", "offset", "fetch", "for", "lock", "union", "intersect", "except")
	compoundWords  = set("union", "intersect", "except")
	selectWhereEnd = set("group", "having", "window", "order", "limit", "offset", "fetch", "for", "lock", "into")
	writeWhereEnd  = set("returning", "order", "limit")
	notNames       = set("select", "values", "set", "where", "from", "default", "with", "on",
		"returning", "as", "using", "join", "order", "group", "limit", "for", "union", "into", "only",
		"lateral", "not", "exists", "true", "false", "null", "case", "any", "all", "some")
	fromWord      = set("from")
	advisoryFuncs = set("pg_advisory_xact_lock", "pg_advisory_lock", "pg_try_advisory_xact_lock", "pg_try_advisory_lock", "get_lock")
)

// name returns the lower-cased identifier at i, or "" when the token
// cannot be a table or column name.
func (s *stmt) name(i int) string {
	if i < 0 || i >= len(s.t) {
		return ""
	}
	switch t := s.t[i]; {
	case t.kind == tIdent:
		return strings.ToLower(t.val)
	case t.kind == tWord && !notNames[t.val]:
		return t.val
	}
	return ""
}

// qualified reads name(.name)* at i within [i, hi) and returns the parts
// and the index after them.
func (s *stmt) qualified(i, hi int) ([]string, int) {
	var parts []string
	for i < hi {
		n := s.name(i)
		if n == "" {
			break
		}
		parts = append(parts, n)
		i++
		if i+1 >= hi || !s.op(i, ".") || s.name(i+1) == "" {
			break
		}
		i++
	}
	return parts, i
}

func (s *stmt) tableName(i, hi int) (string, int) {
	parts, j := s.qualified(i, hi)
	return strings.Join(parts, "."), j
}

func (s *stmt) advisory() bool {
	for i := range s.t {
		if s.t[i].kind == tWord && advisoryFuncs[s.t[i].val] && s.op(i+1, "(") {
			return true
		}
	}
	return false
}

func (s *stmt) classify(lo, hi, base, level int) Stmt {
	if lo >= hi || level > maxNest {
		return Stmt{}
	}
	w := s.word(lo)
	switch {
	case w == "with":
		return s.with(lo, hi, base, level)
	case w == "select":
		return s.selectStmt(lo, hi, base, level)
	case w == "insert" || w == "replace":
		return s.insert(lo, hi, base, level)
	case w == "update":
		return s.update(lo, hi, base)
	case w == "delete":
		return s.deleteStmt(lo, hi, base)
	case otherStarts[w]:
		return Stmt{Kind: Other}
	}
	return Stmt{}
}

// ctes reads the WITH list starting at lo and returns the body range of
// each CTE and the index where the main statement starts; ok is false when
// the list does not have the expected shape.
func (s *stmt) ctes(lo, hi, base int) (bodies [][2]int, main int, ok bool) {
	i := lo + 1
	if s.word(i) == "recursive" {
		i++
	}
	for {
		if s.name(i) == "" {
			return nil, 0, false
		}
		i++
		if s.op(i, "(") {
			i = s.after(i, hi)
		}
		if s.word(i) != "as" {
			return nil, 0, false
		}
		i++
		if s.word(i) == "not" {
			i++
		}
		if s.word(i) == "materialized" {
			i++
		}
		if !s.op(i, "(") || s.match[i] < 0 || s.match[i] >= hi {
			return nil, 0, false
		}
		bodies = append(bodies, [2]int{i + 1, s.match[i]})
		i = s.match[i] + 1
		// Skip SEARCH and CYCLE clauses up to the next CTE or the main statement.
		for i < hi && !(s.t[i].depth == base && (s.op(i, ",") || s.op(i, "(") || mainStarts[s.word(i)])) {
			i++
		}
		if !s.op(i, ",") {
			return bodies, i, i < hi
		}
		i++
	}
}

func (s *stmt) with(lo, hi, base, level int) Stmt {
	bodies, main, ok := s.ctes(lo, hi, base)
	if !ok {
		return Stmt{}
	}
	st := s.classify(main, hi, base, level+1)
	if st.Kind == Unknown {
		return Stmt{}
	}
	for _, b := range bodies {
		body := s.classify(b[0], b[1], base+1, level+1)
		if (st.Kind == Update || st.Kind == Insert && st.InsertSelect) && body.Kind == Select && body.Lock == ForUpdate {
			st.LockedPick = true // WITH due AS (SELECT … FOR UPDATE SKIP LOCKED) UPDATE … (or INSERT … SELECT … FROM due)
		}
		if body.Kind == Insert || body.Kind == Update || body.Kind == Delete {
			body.Fallback = body.Kind == Update && st.Kind == Select && s.selectParts(main, hi, base).compound && s.reads(main, hi, body.Table)
			st = body
			break
		}
	}
	st.CTE = true
	return st
}

// reads reports whether the range [lo, hi) names table after a FROM or a
// JOIN, at any depth.
func (s *stmt) reads(lo, hi int, table string) bool {
	for i := lo; i < hi && table != ""; i++ {
		if w := s.word(i); w == "from" || w == "join" {
			if name, _ := s.tableName(i+1, hi); name == table {
				return true
			}
		}
	}
	return false
}

// selParts locates the clauses of a SELECT whose keyword is at lo.
type selParts struct {
	listLo, listHi   int
	from             int // index of FROM, or -1
	whereLo, whereHi int // the WHERE condition; whereLo is -1 without WHERE
	compound         bool
}

func (s *stmt) selectParts(lo, hi, base int) selParts {
	i := lo + 1
	for i < hi {
		w := s.word(i)
		if w == "distinct" && s.word(i+1) == "on" && s.op(i+2, "(") {
			i = s.after(i+2, hi)
			continue
		}
		if !selectMods[w] && !strings.HasPrefix(w, "sql_") {
			break
		}
		i++
	}
	p := selParts{listLo: i, from: -1, whereLo: -1}
	p.listHi = endOr(s.find(i, hi, base, selectListEnd), hi)
	branchEnd := s.find(p.listHi, hi, base, compoundWords)
	p.compound = branchEnd >= 0
	branchEnd = endOr(branchEnd, hi)
	clauseEnd := endOr(s.find(p.listHi, branchEnd, base, selectWhereEnd), branchEnd)
	if f := s.find(p.listHi, clauseEnd, base, fromWord); f >= 0 {
		p.from = f
	}
	if w := s.find(p.listHi, clauseEnd, base, whereWord); w >= 0 {
		p.whereLo, p.whereHi = w+1, endOr(s.find(w+1, branchEnd, base, selectWhereEnd), branchEnd)
	}
	return p
}

func (s *stmt) selectStmt(lo, hi, base, level int) Stmt {
	p := s.selectParts(lo, hi, base)
	st := Stmt{Kind: Select}
	if p.from >= 0 {
		i := p.from + 1
		if s.word(i) == "only" {
			i++
		}
		if name, j := s.tableName(i, hi); name != "" && !s.op(j, "(") {
			st.Table = name
		}
	}
	if p.whereLo >= 0 && !p.compound {
		st.Where = s.preds(p.whereLo, p.whereHi, base, 0)
	}
	if !p.compound {
		var sub int
		st.Exists, st.Count, sub = s.checkList(p.listLo, p.listHi, base)
		if sub >= 0 && p.from < 0 && level < maxNest {
			inner := s.classify(sub+1, s.close(sub, hi), base+1, level+1)
			if inner.Kind == Select {
				st.Table, st.Where = inner.Table, inner.Where
			}
		}
	}
	for i := p.listHi; i < hi; i++ {
		if s.t[i].depth != base {
			continue
		}
		switch l := s.lockAt(i); {
		case l == ForUpdate:
			st.Lock = ForUpdate
		case l == ForShare && st.Lock == NoLock:
			st.Lock = ForShare
		case s.word(i) == "skip" && s.word(i+1) == "locked":
			st.SkipLocked = true
		}
	}
	if st.Lock == NoLock {
		st.SkipLocked = false
	}
	return st
}

// lockAt reads a locking clause starting at i.
func (s *stmt) lockAt(i int) Lock {
	switch s.word(i) {
	case "for":
		switch s.word(i + 1) {
		case "update":
			return ForUpdate
		case "share":
			return ForShare
		case "no":
			if s.word(i+2) == "key" && s.word(i+3) == "update" {
				return ForUpdate
			}
		case "key":
			if s.word(i+2) == "share" {
				return ForShare
			}
		}
	case "lock":
		if s.word(i+1) == "in" && s.word(i+2) == "share" && s.word(i+3) == "mode" {
			return ForShare
		}
	}
	return NoLock
}

// checkList reports whether the select list [lo, hi) is a single
// existence or count check, and the index of the "(" of an EXISTS
// subquery, or -1.
func (s *stmt) checkList(lo, hi, base int) (exists, count bool, sub int) {
	sub = -1
	if lo >= hi || len(s.split(lo, hi, base)) != 1 {
		return false, false, -1
	}
	i := lo
	switch {
	case s.word(i) == "not" && s.word(i+1) == "exists" && s.op(i+2, "("):
		sub = i + 2
		i = s.after(sub, hi)
	case s.word(i) == "exists" && s.op(i+1, "("):
		sub = i + 1
		i = s.after(sub, hi)
	case s.word(i) == "count" && s.op(i+1, "("):
		count = true
		i = s.after(i+1, hi)
		if s.word(i) == "filter" && s.op(i+1, "(") {
			i = s.after(i+1, hi)
		}
		i = s.castTail(i, hi)
		// count(*) > 0 is a count check too.
		if s.compareOp(i) != "" {
			v := s.value(i+1, hi)
			if !v.lit {
				return false, false, -1
			}
			i = v.end
		}
	default:
		v := s.value(i, hi)
		if !v.lit {
			return false, false, -1
		}
		i = v.end
	}
	i = s.castTail(i, hi)
	if !s.aliasOnly(i, hi) {
		return false, false, -1
	}
	return true, count, sub
}

// aliasOnly reports whether [i, hi) is empty or a column alias.
func (s *stmt) aliasOnly(i, hi int) bool {
	switch {
	case i == hi:
		return true
	case s.word(i) == "as":
		return i+2 == hi && s.name(i+1) != ""
	}
	return i+1 == hi && s.name(i) != ""
}
