package catalog

// gorm.io/gorm v1.31.2. Every finisher is a method of *DB that returns a
// *DB; its outcome is read from the RowsAffected and Error fields. Begin's
// and Transaction's options are variadic (opts ...*sql.TxOptions), and
// Commit/Rollback commit or roll back the *DB returned by Begin.
// ErrRecordNotFound is initialised from gorm.io/gorm/logger's variable of the
// same name; the row names gorm's, the one users compare with.
var gorm = concat(
	gormAt(gormPath, Check, "conds", "First", "Take", "Last", "Find", "FirstOrInit"),
	gormAt(gormPath, Check, "", "Count", "Pluck", "Scan"),
	gormAt(gormPath, Write, "", "Create", "CreateInBatches"),
	// Save updates the row with the value's primary key, and inserts it
	// (ON CONFLICT UPDATE ALL) when there is none: an upsert by key.
	withMode(Upserts, gormAt(gormPath, Write, "", "Save")),
	withMode(Sets, gormAt(gormPath, Write, "", "Update", "Updates", "UpdateColumn", "UpdateColumns")),
	withMode(Removes, gormAt(gormPath, Write, "", "Delete")),
	// Conditions: a query built with one of them looks a key up.
	gormAt(gormPath, Filter, "", "Where", "Or", "Not", "Scopes", "Joins", "Having", "InnerJoins"),
	[]Row{
		// FirstOrCreate runs a SELECT and then an INSERT, not atomically.
		{Path: gormPath, Recv: "DB", Name: "FirstOrCreate", Role: CheckThenAct, Args: []Arg{{ArgConds, "conds"}}},
		{Path: gormPath, Recv: "DB", Name: "Exec", Role: SQLExec, Args: []Arg{{ArgQuery, "sql"}}},
		{Path: gormPath, Recv: "DB", Name: "Raw", Role: SQLQuery, Args: []Arg{{ArgQuery, "sql"}}},
		{Path: gormPath, Recv: "DB", Name: "Transaction", Role: TxFunc, Args: []Arg{{ArgFunc, "fc"}, {ArgOptions, "opts"}}},
		{Path: gormPath, Recv: "DB", Name: "Begin", Role: TxBegin, Args: []Arg{{ArgOptions, "opts"}}},
		{Path: gormPath, Recv: "DB", Name: "Commit", Role: TxCommit},
		{Path: gormPath, Recv: "DB", Name: "Rollback", Role: TxRollback},
		{Path: gormPath, Recv: "DB", Name: "RowsAffected", Object: Field, Role: RowsAffected},
		{Path: gormPath, Name: "ErrRecordNotFound", Object: Var, Role: NotFound},
		// Only returned when the DB is opened with Config.TranslateError.
		{Path: gormPath, Name: "ErrDuplicatedKey", Object: Var, Role: UniqueViolation},
		// Passed to (*DB).Clauses before Create; DoNothing selects insert-or-ignore.
		{Path: gormPath + "/clause", Name: "OnConflict", Object: Type, Role: OnConflict},
		// Passed to (*DB).Clauses before a read: Strength "UPDATE" or "SHARE"
		// is SELECT … FOR UPDATE / FOR SHARE, Options "SKIP LOCKED" skips.
		{Path: gormPath + "/clause", Name: "Locking", Object: Type, Role: RowLock},
		// An SQL expression as an update's value: "n + ?" increments.
		{Path: gormPath, Name: "Expr", Role: SQLExpr, Args: []Arg{{ArgQuery, "expr"}}},
	},
)

// github.com/jinzhu/gorm v1.9.16, gorm's first major version, still in
// many services: the same *DB finishers and builders, its conditions in a
// parameter named where, Update taking attrs, no clause package.
var jinzhuGorm = concat(
	gormAt(jinzhuPath, Check, "where", "First", "Take", "Last", "Find", "FirstOrInit"),
	gormAt(jinzhuPath, Check, "", "Count", "Pluck", "Scan"),
	gormAt(jinzhuPath, Write, "", "Create"),
	withMode(Upserts, gormAt(jinzhuPath, Write, "", "Save")),
	withMode(Sets, gormAt(jinzhuPath, Write, "", "Update", "Updates", "UpdateColumn", "UpdateColumns")),
	withMode(Removes, gormAt(jinzhuPath, Write, "", "Delete")),
	gormAt(jinzhuPath, Filter, "", "Where", "Or", "Not", "Scopes", "Joins", "Having"),
	[]Row{
		{Path: jinzhuPath, Recv: "DB", Name: "FirstOrCreate", Role: CheckThenAct, Args: []Arg{{ArgConds, "where"}}},
		{Path: jinzhuPath, Recv: "DB", Name: "Exec", Role: SQLExec, Args: []Arg{{ArgQuery, "sql"}}},
		{Path: jinzhuPath, Recv: "DB", Name: "Raw", Role: SQLQuery, Args: []Arg{{ArgQuery, "sql"}}},
		{Path: jinzhuPath, Recv: "DB", Name: "Transaction", Role: TxFunc, Args: []Arg{{ArgFunc, "fc"}}},
		{Path: jinzhuPath, Recv: "DB", Name: "Begin", Role: TxBegin},
		{Path: jinzhuPath, Recv: "DB", Name: "BeginTx", Role: TxBegin, Args: []Arg{{ArgOptions, "opts"}}},
		{Path: jinzhuPath, Recv: "DB", Name: "Commit", Role: TxCommit},
		{Path: jinzhuPath, Recv: "DB", Name: "Rollback", Role: TxRollback},
		{Path: jinzhuPath, Recv: "DB", Name: "RowsAffected", Object: Field, Role: RowsAffected},
		{Path: jinzhuPath, Name: "ErrRecordNotFound", Object: Var, Role: NotFound},
		{Path: jinzhuPath, Name: "IsRecordNotFoundError", Role: NotFound},
		{Path: jinzhuPath, Recv: "DB", Name: "RecordNotFound", Role: NotFound},
		{Path: jinzhuPath, Name: "Expr", Role: SQLExpr, Args: []Arg{{ArgQuery, "expression"}}},
	},
)

const (
	gormPath   = "gorm.io/gorm"
	jinzhuPath = "github.com/jinzhu/gorm"
)

// gormAt lists methods of *DB in the gorm package at path with role;
// conds names their inline-conditions parameter, if any.
func gormAt(path string, role Role, conds string, names ...string) []Row {
	rows := make([]Row, 0, len(names))
	for _, n := range names {
		row := Row{Path: path, Recv: "DB", Name: n, Role: role}
		if conds != "" {
			row.Args = []Arg{{ArgConds, conds}}
		}
		rows = append(rows, row)
	}
	return rows
}
