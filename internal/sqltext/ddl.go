package sqltext

import "strings"

// Unique is one uniqueness a schema declares: a primary key, a UNIQUE
// constraint, or a unique index.
type Unique struct {
	Table   string   // lower-cased, unquoted, schema kept as "schema.table"
	Name    string   // the constraint's or index's name, lower-cased; "" when the DDL names none
	Columns []string // lower-cased, in declaration order
	Primary bool     // a PRIMARY KEY
	Index   bool     // declared by CREATE UNIQUE INDEX or a MySQL UNIQUE KEY/INDEX
}

// DDL is what one schema statement does to the uniquenesses of a table.
type DDL struct {
	Table string // the table created, altered or dropped, or the one the index is on
	// Created reports CREATE TABLE: the table's constraints are all in
	// Uniques, and Columns lists its columns.
	Created bool
	Columns []string
	// RenamedTo is the new name of ALTER TABLE … RENAME TO.
	RenamedTo string
	Uniques   []Unique
	// Drops names the indexes and constraints the statement removes (DROP
	// INDEX, ALTER TABLE … DROP CONSTRAINT/INDEX/KEY), lower-cased;
	// DropsPrimary, ALTER TABLE … DROP PRIMARY KEY.
	Drops        []string
	DropsPrimary bool
	// DropsColumns lists the columns ALTER TABLE … DROP COLUMN removes.
	DropsColumns []string
}

// ParseDDL reads the schema statements of text (CREATE TABLE, CREATE
// UNIQUE INDEX, ALTER TABLE, DROP INDEX) in order, and what
// each declares unique or removes. Other statements are skipped. A
// uniqueness it cannot read whole (an expression or partial index, a
// constraint with its own conflict clause) is left out. It never panics.
func ParseDDL(text string) []DDL {
	var out []DDL
	for _, part := range statements(lex(text)) {
		s := newStmt(part)
		if d, ok := s.ddl(); ok {
			out = append(out, d)
		}
	}
	return out
}

// statements splits toks at top-level semicolons, setting each token's
// depth.
func statements(toks []token) [][]token {
	var out [][]token
	start, depth := 0, 0
	for i := range toks {
		t := &toks[i]
		switch {
		case t.is("("):
			t.depth = depth
			depth++
		case t.is(")"):
			if depth > 0 {
				depth--
			}
			t.depth = depth
		case t.is(";") && depth == 0:
			if i > start {
				out = append(out, toks[start:i])
			}
			start = i + 1
		default:
			t.depth = depth
		}
	}
	if start < len(toks) {
		out = append(out, toks[start:])
	}
	return out
}

// ddl dispatches on the statement's first words.
func (s *stmt) ddl() (DDL, bool) {
	switch s.word(0) {
	case "create":
		i := s.skip(1, "or", "replace", "temporary", "temp", "unlogged", "global", "local")
		switch s.word(i) {
		case "table":
			return s.createTable(i + 1)
		case "unique":
			if s.word(i+1) == "index" {
				return s.createIndex(i + 2)
			}
		}
	case "alter":
		if s.word(1) == "table" {
			return s.alterTable(2)
		}
	case "drop":
		switch s.word(1) {
		case "index":
			return s.dropIndex(2)
		}
	}
	return DDL{}, false
}

// skip returns the index after any run of the given words starting at i.
func (s *stmt) skip(i int, words ...string) int {
	for i < len(s.t) && s.t[i].kind == tWord && contains(words, s.t[i].val) {
		i++
	}
	return i
}

func contains(words []string, w string) bool {
	for _, x := range words {
		if x == w {
			return true
		}
	}
	return false
}

// ifExists skips IF [NOT] EXISTS at i.
func (s *stmt) ifExists(i int) int {
	if s.word(i) == "if" {
		i = s.skip(i+1, "not")
		if s.word(i) == "exists" {
			i++
		}
	}
	return i
}

// createTable reads CREATE TABLE [IF NOT EXISTS] t ( … ).
func (s *stmt) createTable(i int) (DDL, bool) {
	table, j := s.tableName(s.ifExists(i), len(s.t))
	if table == "" || !s.op(j, "(") {
		return DDL{}, false
	}
	d := DDL{Table: table, Created: true}
	end := s.close(j, len(s.t))
	for _, el := range s.split(j+1, end, 1) {
		s.tableElement(&d, el[0], el[1], 1)
	}
	return d, true
}

// tableElement reads one element of a CREATE TABLE list, or what ALTER
// TABLE … ADD adds: a column with its constraints, or a table constraint.
// Its tokens are at depth.
func (s *stmt) tableElement(d *DDL, lo, hi, depth int) {
	if lo >= hi {
		return
	}
	name := ""
	if s.word(lo) == "constraint" {
		name, lo = s.name(lo+1), lo+2
	}
	switch w := s.word(lo); {
	case w == "primary" || w == "unique":
		if u, ok := s.constraint(lo, hi, name); ok {
			u.Table = d.Table
			d.Uniques = append(d.Uniques, u)
		}
		return
	case w == "key" || w == "index" || w == "check" || w == "foreign" || w == "exclude" || w == "like" || w == "fulltext" || w == "spatial":
		return // a plain index, a check or a foreign key: nothing unique
	}
	col := s.name(lo)
	if col == "" {
		return
	}
	d.Columns = append(d.Columns, col)
	for i := lo + 1; i < hi; i++ {
		if s.t[i].depth != depth || s.t[i].kind != tWord {
			continue
		}
		cname := ""
		if s.t[i].val == "constraint" {
			cname = s.name(i + 1)
			i += 2
		}
		switch s.word(i) {
		case "primary":
			if s.word(i+1) == "key" && !s.conflictClause(i+2, hi) {
				d.Uniques = append(d.Uniques, Unique{Table: d.Table, Name: cname, Columns: []string{col}, Primary: true})
			}
		case "unique":
			if !s.conflictClause(i+1, hi) {
				d.Uniques = append(d.Uniques, Unique{Table: d.Table, Name: cname, Columns: []string{col}})
			}
		}
	}
}

// conflictClause reports a SQLite ON CONFLICT clause on a column or table
// constraint at i: a duplicate is then ignored or replaced, not an error.
func (s *stmt) conflictClause(i, hi int) bool {
	for ; i < hi; i++ {
		if s.word(i) == "on" && s.word(i+1) == "conflict" {
			return true
		}
		if s.op(i, ",") || s.word(i) == "constraint" {
			return false
		}
	}
	return false
}

// constraint reads a table constraint at lo: PRIMARY KEY [name] (cols) or
// UNIQUE [KEY|INDEX] [name] (cols) [USING …], MySQL's and PostgreSQL's
// spellings.
func (s *stmt) constraint(lo, hi int, name string) (Unique, bool) {
	u := Unique{Name: name}
	i := lo
	switch s.word(i) {
	case "primary":
		if s.word(i+1) != "key" {
			return u, false
		}
		u.Primary, i = true, i+2
	case "unique":
		i++
		if w := s.word(i); w == "key" || w == "index" {
			u.Index, i = true, i+1
		}
	default:
		return u, false
	}
	if s.word(i) == "nulls" { // UNIQUE NULLS [NOT] DISTINCT
		i = s.skip(i+1, "not", "distinct")
	}
	if !s.op(i, "(") {
		if n := s.name(i); n != "" && s.op(i+1, "(") {
			if u.Name == "" {
				u.Name = n
			}
			i++
		}
	}
	if s.word(i) == "using" { // MySQL: UNIQUE KEY USING BTREE (cols)
		i += 2
	}
	cols, next, ok := s.columnList(i, hi)
	if !ok || s.conflictClause(next, hi) {
		return u, false
	}
	u.Columns = cols
	return u, true
}

// columnList reads (col [ASC|DESC|COLLATE x|opclass|(n)], …) at i: plain
// columns only, an expression makes it unreadable.
func (s *stmt) columnList(i, hi int) ([]string, int, bool) {
	if !s.op(i, "(") {
		return nil, i, false
	}
	end := s.close(i, hi)
	if end >= hi {
		return nil, i, false
	}
	depth := s.t[i].depth + 1
	var cols []string
	for _, el := range s.split(i+1, end, depth) {
		c := s.name(el[0])
		if c == "" {
			return nil, i, false
		}
		for j := el[0] + 1; j < el[1]; j++ {
			switch {
			case s.op(j, "(") && j == el[0]+1 && j+2 < el[1] && s.t[j+1].kind == tNumber && s.op(j+2, ")"):
				j += 2 // MySQL prefix length: email(191)
			case s.t[j].kind == tWord || s.t[j].kind == tIdent:
				// ASC, DESC, COLLATE "C", an operator class
			default:
				return nil, i, false
			}
		}
		cols = append(cols, c)
	}
	return cols, end + 1, len(cols) > 0
}

// createIndex reads the rest of CREATE UNIQUE INDEX [CONCURRENTLY] [IF
// NOT EXISTS] [name] ON [ONLY] t [USING m] (cols) [INCLUDE (…)]: a partial
// index (WHERE) covers only some rows and is left out.
func (s *stmt) createIndex(i int) (DDL, bool) {
	i = s.ifExists(s.skip(i, "concurrently"))
	name := ""
	if s.word(i) != "on" {
		name = s.qualifiedLast(i)
		_, i = s.qualified(i, len(s.t))
	}
	if s.word(i) != "on" {
		return DDL{}, false
	}
	table, j := s.tableName(s.skip(i+1, "only"), len(s.t))
	if table == "" {
		return DDL{}, false
	}
	if s.word(j) == "using" {
		j += 2
	}
	cols, next, ok := s.columnList(j, len(s.t))
	if !ok {
		return DDL{}, false
	}
	if s.find(next, len(s.t), 0, set("where")) >= 0 {
		return DDL{}, false
	}
	return DDL{Table: table, Uniques: []Unique{{Table: table, Name: name, Columns: cols, Index: true}}}, true
}

// qualifiedLast returns the last part of the qualified name at i.
func (s *stmt) qualifiedLast(i int) string {
	parts, _ := s.qualified(i, len(s.t))
	if len(parts) == 0 {
		return ""
	}
	return parts[len(parts)-1]
}

// alterTable reads ALTER TABLE [IF EXISTS] [ONLY] t action, …: ADD
// [CONSTRAINT name] UNIQUE/PRIMARY KEY (cols), ADD UNIQUE INDEX name
// (cols), ADD [COLUMN] c … UNIQUE, DROP CONSTRAINT/INDEX/KEY name, DROP PRIMARY KEY, DROP COLUMN c,
// RENAME TO u.
func (s *stmt) alterTable(i int) (DDL, bool) {
	table, j := s.tableName(s.skip(s.ifExists(i), "only"), len(s.t))
	if table == "" {
		return DDL{}, false
	}
	d := DDL{Table: table}
	for _, a := range s.split(j, len(s.t), 0) {
		lo, hi := a[0], a[1]
		switch s.word(lo) {
		case "add":
			s.tableElement(&d, s.ifExists(s.skip(lo+1, "column")), hi, 0)
		case "drop":
			k := lo + 1
			switch s.word(k) {
			case "constraint", "index", "key":
				if n := s.name(s.ifExists(k + 1)); n != "" {
					d.Drops = append(d.Drops, n)
				}
			case "primary":
				d.DropsPrimary = true
			default:
				k = s.ifExists(s.skip(k, "column"))
				if n := s.name(k); n != "" {
					d.DropsColumns = append(d.DropsColumns, n)
				}
			}
		case "rename":
			if s.word(lo+1) == "to" {
				d.RenamedTo, _ = s.tableName(lo+2, hi)
			}
		}
	}
	return d, true
}

// dropIndex reads DROP INDEX [CONCURRENTLY] [IF EXISTS] name, … [ON t].
func (s *stmt) dropIndex(i int) (DDL, bool) {
	i = s.ifExists(s.skip(i, "concurrently"))
	var d DDL
	on := endOr(s.find(i, len(s.t), 0, set("on")), len(s.t))
	for _, el := range s.split(i, on, 0) {
		if n := s.qualifiedLast(el[0]); n != "" {
			d.Drops = append(d.Drops, n)
		}
	}
	if on < len(s.t) {
		d.Table, _ = s.tableName(on+1, len(s.t))
	}
	return d, len(d.Drops) > 0
}

// TableKey returns the name a table is matched by: its last part,
// lower-cased (public.users and users are one table).
func TableKey(table string) string {
	if i := strings.LastIndexByte(table, '.'); i >= 0 {
		table = table[i+1:]
	}
	return strings.ToLower(table)
}
