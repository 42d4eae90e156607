package sqltext

// Kind is the kind of a statement.
type Kind uint8

// The statement kinds.
const (
	Unknown Kind = iota // not understood; callers treat it as "say nothing"
	Select
	Insert
	Update
	Delete
	Other // DDL, SET, BEGIN, lock function calls alone, etc.
)

var kindNames = [...]string{"unknown", "select", "insert", "update", "delete", "other"}

// String returns the lower-case name of k.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// Conflict says how an INSERT handles a duplicate key.
type Conflict uint8

// The conflict handlings.
const (
	NoConflict         Conflict = iota
	DoNothing                   // INSERT ... ON CONFLICT [(cols)|ON CONSTRAINT x] DO NOTHING
	DoUpdate                    // INSERT ... ON CONFLICT ... DO UPDATE (upsert)
	Ignore                      // MySQL INSERT IGNORE, SQLite INSERT OR IGNORE
	Replace                     // SQLite INSERT OR REPLACE / REPLACE INTO (MySQL REPLACE)
	DuplicateKeyUpdate          // MySQL INSERT ... ON DUPLICATE KEY UPDATE
)

var conflictNames = [...]string{"none", "do nothing", "do update", "ignore", "replace", "on duplicate key update"}

// String returns a lower-case description of c.
func (c Conflict) String() string {
	if int(c) < len(conflictNames) {
		return conflictNames[c]
	}
	return "none"
}

// Lock is the row lock a SELECT takes.
type Lock uint8

// The row locks. FOR NO KEY UPDATE counts as ForUpdate; FOR KEY SHARE and
// MySQL LOCK IN SHARE MODE count as ForShare.
const (
	NoLock Lock = iota
	ForUpdate
	ForShare
)

var lockNames = [...]string{"none", "for update", "for share"}

// String returns a lower-case description of l.
func (l Lock) String() string {
	if int(l) < len(lockNames) {
		return lockNames[l]
	}
	return "none"
}

// Param is one bind parameter reference.
type Param struct {
	Ordinal int    // 1-based: $N gives N; ? and ?N: the N-th ? in order (or N); :name / @name: order of first appearance of the name
	Name    string // for :name / @name / $name style, else ""
}

// Value is one INSERT column and what is inserted into it.
type Value struct {
	Column  string // lower-cased, unquoted
	Param   Param  // Ordinal 0 when the value is not a bare placeholder (literal, expression, DEFAULT)
	Literal bool   // a constant literal (string/number/TRUE/FALSE/NULL)
}

// Pred is one predicate of a WHERE clause of the form <column> <op>
// <operand>, or <column> IS [NOT] NULL, found at the top level of the
// statement's WHERE (AND-connected; parentheses are entered only when they
// hold AND-connected predicates themselves).
type Pred struct {
	Column  string // lower-cased, unquoted, qualifier dropped (t.status -> status)
	Op      string // "=", "<>", "!=", "<", ">", "<=", ">=", "is null", "is not null", "in", "like", ...
	Param   Param  // when the operand is a placeholder
	Literal bool   // when the operand is a literal (string, number, TRUE/FALSE) or the op is IS [NOT] NULL
}

// Stmt is one classified statement.
type Stmt struct {
	Kind           Kind
	Table          string   // the target table (INSERT INTO / UPDATE / DELETE FROM) or the first FROM table of a SELECT; lower-cased, unquoted, schema kept as "schema.table"
	CTE            bool     // the statement starts WITH ...; Kind is the kind of the main statement after the CTEs, but if a CTE body contains INSERT/UPDATE/DELETE, Kind is that data-modifying kind (the first writing one), and Table its target
	Conflict       Conflict // how an INSERT handles a duplicate key
	ConflictTarget []string // ON CONFLICT (a, b) columns, lower-cased; empty for ON CONSTRAINT or no target
	Returning      bool     // RETURNING clause present (PostgreSQL, SQLite)
	Lock           Lock     // the row lock of a SELECT
	SkipLocked     bool     // FOR UPDATE SKIP LOCKED
	Columns        []Value  // INSERT (cols) VALUES (...) mapped column by column (first VALUES row only); for INSERT ... SELECT, the columns mapped to the select-list items
	InsertSelect   bool     // INSERT ... SELECT
	NotExists      bool     // an INSERT ... SELECT ... WHERE NOT EXISTS (...) guard
	NotExistsTable string   // the table that guard reads, when understood
	NotExistsKeyed bool     // that guard's subquery holds a bind parameter: it looks a key up (a guard without one is a seed or migration: "insert unless the table has a row")
	Accumulates    bool     // an UPDATE, or an upsert's DO UPDATE / ON DUPLICATE KEY UPDATE, sets a column from itself (SET n = n + 1, SET tags = tags || $1): a second run changes the row again
	Exists         bool     // a SELECT whose select list is EXISTS(...), count(...) or a bare constant: an existence or count check
	Count          bool     // the select list is count(...)
	Set            []Value  // UPDATE … SET col = value, … (nil when an assignment is not of that form)
	Where          []Pred   // WHERE of UPDATE/DELETE/SELECT (of the main statement)
	// UnlockedPick is an UPDATE whose rows a subquery of the same table
	// picks (FROM (SELECT …) or WHERE id IN / = (SELECT …)) by a state
	// column the UPDATE sets (status = 'queued', SET status = 'running'),
	// with no row lock in the subquery and no test of that column in the
	// UPDATE's own WHERE: under READ COMMITTED two concurrent statements
	// pick the same rows, and the second, once the first commits, updates
	// them again without testing the state. PickColumn names the column.
	UnlockedPick bool
	PickColumn   string
	// GuardedUpsert is an INSERT … ON CONFLICT … DO UPDATE SET … WHERE
	// <guard>: on a conflict the row is updated only when the guard holds
	// (a failed or stale attempt taken over), so the statement inserts or
	// updates a row, or touches none, and its RETURNING row says which.
	GuardedUpsert bool
	// Lease is a GuardedUpsert whose guard compares with the current time
	// (WHERE "Lease"."expiresAt" < now()): a holder's claim that lapses.
	Lease bool
	// LockedPick is an UPDATE, or an INSERT … SELECT, whose rows a
	// subquery or a CTE of the statement picks FOR UPDATE (SKIP LOCKED or
	// not): two concurrent
	// statements update disjoint rows (the second skips, or waits and
	// finds the row changed), each returning its own, as a claim does
	// (WITH due AS (SELECT id … FOR UPDATE SKIP LOCKED) UPDATE t SET
	// next_alert_at = … FROM due WHERE t.id = due.id RETURNING …).
	LockedPick bool
	// Fallback is an UPDATE in a WITH whose main statement is a compound
	// SELECT that also reads the updated table itself (WITH u AS (UPDATE t
	// … RETURNING *) SELECT * FROM u UNION ALL SELECT * FROM t WHERE NOT
	// EXISTS (SELECT 1 FROM u)): a row comes back whether the UPDATE
	// matched or not, so the caller cannot tell that it won.
	Fallback     bool
	AdvisoryLock bool // calls pg_advisory_xact_lock, pg_advisory_lock, pg_try_advisory_xact_lock, pg_try_advisory_lock or MySQL GET_LOCK anywhere in the statement
}

// Parse splits text into statements at top-level semicolons (not inside
// quotes, dollar-quoted strings, comments or parentheses) and classifies
// each. Empty statements are dropped. It never panics.
func Parse(text string) []Stmt {
	toks := lex(text)
	numberParams(toks)
	var out []Stmt
	for _, part := range statements(toks) {
		s := newStmt(part)
		st := s.classify(0, len(part), 0, 0)
		if st.Kind != Unknown {
			st.AdvisoryLock = s.advisory()
		}
		out = append(out, st)
	}
	return out
}
