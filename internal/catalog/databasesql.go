package catalog

// database/sql: the standard library's SQL interface.
var databaseSQL = append(sqlRows("database/sql", "DB", "Conn", "Tx", "Stmt"),
	Row{Path: "database/sql", Recv: "DB", Name: "Begin", Role: TxBegin},
	Row{Path: "database/sql", Recv: "DB", Name: "BeginTx", Role: TxBegin, Args: []Arg{{ArgOptions, "opts"}}},
	Row{Path: "database/sql", Recv: "Conn", Name: "BeginTx", Role: TxBegin, Args: []Arg{{ArgOptions, "opts"}}},
	Row{Path: "database/sql", Recv: "DB", Name: "Conn", Role: ConnOpen},
	Row{Path: "database/sql", Name: "DB", Object: Type, Role: AutoCommit},
	Row{Path: "database/sql", Recv: "Tx", Name: "Commit", Role: TxCommit},
	Row{Path: "database/sql", Recv: "Tx", Name: "Rollback", Role: TxRollback},
	Row{Path: "database/sql", Name: "LevelSerializable", Object: Const, Role: Serializable},
	Row{Path: "database/sql", Recv: "Result", Name: "RowsAffected", Role: RowsAffected},
	Row{Path: "database/sql", Name: "ErrNoRows", Object: Var, Role: NotFound},
	// SQLite serialises writers: a transaction on it behaves as serializable,
	// whichever driver opens it (modernc, mattn's cgo one, ncruces' wasm
	// one, glebarez's pure-Go one and its gorm dialector).
	Row{Path: "modernc.org/sqlite", Name: "*", Role: SerializableDriver},
	Row{Path: "github.com/mattn/go-sqlite3", Name: "*", Role: SerializableDriver},
	Row{Path: "github.com/ncruces/go-sqlite3/driver", Name: "*", Role: SerializableDriver},
	Row{Path: "github.com/glebarez/go-sqlite", Name: "*", Role: SerializableDriver},

	// Duplicate-key errors of the drivers: MySQL's error number (1062 is
	// ER_DUP_ENTRY), lib/pq's SQLSTATE (23505), SQLite's extended result
	// code (SQLITE_CONSTRAINT_UNIQUE, _PRIMARYKEY) and its constants.
	Row{Path: "github.com/go-sql-driver/mysql", Recv: "MySQLError", Name: "Number", Object: Field, Role: UniqueViolation},
	Row{Path: "github.com/lib/pq", Recv: "Error", Name: "Code", Object: Field, Role: UniqueViolation},
	Row{Path: "github.com/mattn/go-sqlite3", Recv: "Error", Name: "ExtendedCode", Object: Field, Role: UniqueViolation},
	Row{Path: "github.com/mattn/go-sqlite3", Name: "ErrConstraintUnique", Object: Var, Role: UniqueViolation},
	Row{Path: "github.com/mattn/go-sqlite3", Name: "ErrConstraintPrimaryKey", Object: Var, Role: UniqueViolation},
)

// UniqueViolationTexts are the parts of the drivers' duplicate-key error
// messages, lower-cased, that name that error and no other: a constant
// that contains one, in any case, matched against an error's text
// (TextContains rows), tests for a unique violation. PostgreSQL's
// message ("duplicate key value violates unique constraint", SQLSTATE
// 23505, condition unique_violation, which lib/pq's ErrorCode.Name and
// pgconn's "(SQLSTATE 23505)" suffix print), MySQL's ER_DUP_ENTRY
// ("Error 1062 (23000): Duplicate entry … for key …", as
// go-sql-driver/mysql prints it), SQLite's ("UNIQUE constraint
// failed: t.c") and gorm's ErrDuplicatedKey ("duplicated key not
// allowed", compared with an error's text whole). A shorter part ("duplicate", "constraint") also names
// other errors (a foreign key, a check constraint) and is not one.
var UniqueViolationTexts = []string{
	"duplicate key",
	"unique constraint",
	"unique_violation",
	"sqlstate 23505",
	"duplicate entry",
	"error 1062",
	"duplicated key not allowed",
}

// sqlRows lists the Query/Exec families shared by database/sql-shaped
// packages (database/sql itself, bun). Stmt methods carry no query text;
// sql.Conn has only the Context variants.
func sqlRows(path string, recvs ...string) []Row {
	var rows []Row
	for _, recv := range recvs {
		q := []Arg{{ArgQuery, "query"}}
		if recv == "Stmt" {
			q = nil
		}
		if recv != "Conn" {
			rows = append(rows,
				Row{Path: path, Recv: recv, Name: "Query", Role: SQLQuery, Args: q},
				Row{Path: path, Recv: recv, Name: "QueryRow", Role: SQLQuery, Args: q},
				Row{Path: path, Recv: recv, Name: "Exec", Role: SQLExec, Args: q},
			)
		}
		rows = append(rows,
			Row{Path: path, Recv: recv, Name: "QueryContext", Role: SQLQuery, Args: q},
			Row{Path: path, Recv: recv, Name: "QueryRowContext", Role: SQLQuery, Args: q},
			Row{Path: path, Recv: recv, Name: "ExecContext", Role: SQLExec, Args: q},
		)
	}
	return rows
}
