package catalog

// gorm.io/gorm v1.31.2. Every finisher is a method of *DB that returns a
// *DB; its outcome is read from the RowsAffected and Error fields. Begin's
// and Transaction's options are variadic (opts ...*sql.TxOptions), and
// Commit/Rollback commit or roll back the *DB returned by Begin.
// ErrRecordNotFound is initialised from gorm.io/gorm/logger's variable of the
// same name; the row names gorm's, the one users compare with.
var gorm = concat(
	gormConds(Check, "First", "Take", "Last", "Find", "FirstOrInit"),
	gormRows(Check, "Count", "Pluck", "Scan"),
	gormRows(Write, "Create", "CreateInBatches"),
	// Save updates the row with the value's primary key, and inserts it
	// (ON CONFLICT UPDATE ALL) when there is none: an upsert by key.
	gormMode(Upserts, "Save"),
	gormMode(Sets, "Update", "Updates", "UpdateColumn", "UpdateColumns"),
	gormMode(Removes, "Delete"),
	// Conditions: a query built with one of them looks a key up.
	gormRows(Filter, "Where", "Or", "Not", "Scopes", "Joins", "Having", "InnerJoins"),
	[]Row{
		// FirstOrCreate runs a SELECT and then an INSERT, not atomically.
		{Path: "gorm.io/gorm", Recv: "DB", Name: "FirstOrCreate", Role: CheckThenAct},
		{Path: "gorm.io/gorm", Recv: "DB", Name: "Exec", Role: SQLExec, Args: []Arg{{ArgQuery, "sql"}}},
		{Path: "gorm.io/gorm", Recv: "DB", Name: "Raw", Role: SQLQuery, Args: []Arg{{ArgQuery, "sql"}}},
		{Path: "gorm.io/gorm", Recv: "DB", Name: "Transaction", Role: TxFunc, Args: []Arg{{ArgFunc, "fc"}, {ArgOptions, "opts"}}},
		{Path: "gorm.io/gorm", Recv: "DB", Name: "Begin", Role: TxBegin, Args: []Arg{{ArgOptions, "opts"}}},
		{Path: "gorm.io/gorm", Recv: "DB", Name: "Commit", Role: TxCommit},
		{Path: "gorm.io/gorm", Recv: "DB", Name: "Rollback", Role: TxRollback},
		{Path: "gorm.io/gorm", Recv: "DB", Name: "RowsAffected", Object: Field, Role: RowsAffected},
		{Path: "gorm.io/gorm", Name: "ErrRecordNotFound", Object: Var, Role: NotFound},
		// Only returned when the DB is opened with Config.TranslateError.
		{Path: "gorm.io/gorm", Name: "ErrDuplicatedKey", Object: Var, Role: UniqueViolation},
		// Passed to (*DB).Clauses before Create; DoNothing selects insert-or-ignore.
		{Path: "gorm.io/gorm/clause", Name: "OnConflict", Object: Type, Role: OnConflict},
		// Passed to (*DB).Clauses before a read: Strength "UPDATE" or "SHARE"
		// is SELECT … FOR UPDATE / FOR SHARE, Options "SKIP LOCKED" skips.
		{Path: "gorm.io/gorm/clause", Name: "Locking", Object: Type, Role: RowLock},
		// An SQL expression as an update's value: "n + ?" increments.
		{Path: "gorm.io/gorm", Name: "Expr", Role: SQLExpr, Args: []Arg{{ArgQuery, "expr"}}},
	},
)

// gormConds lists finishers of *gorm.DB whose variadic conds are inline
// conditions (db.First(&u, "email = ?", email)).
func gormConds(role Role, names ...string) []Row {
	rows := gormRows(role, names...)
	for i := range rows {
		rows[i].Args = []Arg{{ArgConds, "conds"}}
	}
	return rows
}

// gormMode lists writes of *gorm.DB with mode.
func gormMode(mode Mode, names ...string) []Row {
	rows := gormRows(Write, names...)
	for i := range rows {
		rows[i].Mode = mode
	}
	return rows
}

// gormRows lists methods of *gorm.DB that all have role.
func gormRows(role Role, names ...string) []Row {
	rows := make([]Row, 0, len(names))
	for _, n := range names {
		rows = append(rows, Row{Path: "gorm.io/gorm", Recv: "DB", Name: n, Role: role})
	}
	return rows
}
