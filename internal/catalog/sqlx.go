package catalog

// github.com/jmoiron/sqlx v1.4.0. DB, Conn, Tx and Stmt embed their
// database/sql counterparts, so the promoted Query/Exec families, Tx.Commit
// and Tx.Rollback, and sql.Result/ErrNoRows/LevelSerializable are matched by
// the database/sql rows. Prepared statements (Stmt, NamedStmt) carry no SQL
// text and are left out, as are the unexported qStmt methods.
var sqlx = concat(
	sqlxRows("DB", true),
	sqlxRows("Tx", true),
	sqlxRows("Conn", false),
	[]Row{
		{Path: "github.com/jmoiron/sqlx", Name: "DB", Object: Type, Role: AutoCommit},
		// DB.NamedQueryContext has no Tx counterpart in v1.4.0.
		{Path: "github.com/jmoiron/sqlx", Recv: "DB", Name: "NamedQueryContext", Role: SQLQuery, Args: []Arg{{ArgQuery, "query"}}},

		{Path: "github.com/jmoiron/sqlx", Recv: "DB", Name: "Connx", Role: ConnOpen},
		{Path: "github.com/jmoiron/sqlx", Recv: "DB", Name: "Beginx", Role: TxBegin},
		{Path: "github.com/jmoiron/sqlx", Recv: "DB", Name: "MustBegin", Role: TxBegin},
		{Path: "github.com/jmoiron/sqlx", Recv: "DB", Name: "BeginTxx", Role: TxBegin, Args: []Arg{{ArgOptions, "opts"}}},
		{Path: "github.com/jmoiron/sqlx", Recv: "DB", Name: "MustBeginTx", Role: TxBegin, Args: []Arg{{ArgOptions, "opts"}}},
		{Path: "github.com/jmoiron/sqlx", Recv: "Conn", Name: "BeginTxx", Role: TxBegin, Args: []Arg{{ArgOptions, "opts"}}},

		// Package-level helpers taking a Queryer/Execer/Ext: calls through
		// those interfaces reach the database/sql methods inside sqlx, so the
		// helpers themselves are the recognisable call.
		{Path: "github.com/jmoiron/sqlx", Name: "Get", Role: SQLQuery, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/jmoiron/sqlx", Name: "GetContext", Role: SQLQuery, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/jmoiron/sqlx", Name: "Select", Role: SQLQuery, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/jmoiron/sqlx", Name: "SelectContext", Role: SQLQuery, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/jmoiron/sqlx", Name: "NamedQuery", Role: SQLQuery, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/jmoiron/sqlx", Name: "NamedQueryContext", Role: SQLQuery, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/jmoiron/sqlx", Name: "NamedExec", Role: SQLExec, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/jmoiron/sqlx", Name: "NamedExecContext", Role: SQLExec, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/jmoiron/sqlx", Name: "MustExec", Role: SQLExec, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/jmoiron/sqlx", Name: "MustExecContext", Role: SQLExec, Args: []Arg{{ArgQuery, "query"}}},

		// Placeholder rewriting: the statement run is the text given
		// (db.Rebind("SELECT … WHERE id = ?") on PostgreSQL, sqlx.In's
		// expanded IN (?), Named's :name).
		{Path: "github.com/jmoiron/sqlx", Recv: "DB", Name: "Rebind", Role: SQLRewrite, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/jmoiron/sqlx", Recv: "Tx", Name: "Rebind", Role: SQLRewrite, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/jmoiron/sqlx", Recv: "Conn", Name: "Rebind", Role: SQLRewrite, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/jmoiron/sqlx", Recv: "DB", Name: "BindNamed", Role: SQLRewrite, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/jmoiron/sqlx", Recv: "Tx", Name: "BindNamed", Role: SQLRewrite, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/jmoiron/sqlx", Name: "Rebind", Role: SQLRewrite, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/jmoiron/sqlx", Name: "In", Role: SQLRewrite, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/jmoiron/sqlx", Name: "Named", Role: SQLRewrite, Args: []Arg{{ArgQuery, "query"}}},
	},
)

// sqlxRows lists the sqlx methods with SQL text declared on recv. DB and Tx
// have the full set; Conn has the Context read forms only.
func sqlxRows(recv string, full bool) []Row {
	const path = "github.com/jmoiron/sqlx"
	q := []Arg{{ArgQuery, "query"}}
	rows := []Row{
		{Path: path, Recv: recv, Name: "GetContext", Role: SQLQuery, Args: q},
		{Path: path, Recv: recv, Name: "SelectContext", Role: SQLQuery, Args: q},
		{Path: path, Recv: recv, Name: "QueryxContext", Role: SQLQuery, Args: q},
		{Path: path, Recv: recv, Name: "QueryRowxContext", Role: SQLQuery, Args: q},
	}
	if full {
		rows = append(rows,
			Row{Path: path, Recv: recv, Name: "Get", Role: SQLQuery, Args: q},
			Row{Path: path, Recv: recv, Name: "Select", Role: SQLQuery, Args: q},
			Row{Path: path, Recv: recv, Name: "Queryx", Role: SQLQuery, Args: q},
			Row{Path: path, Recv: recv, Name: "QueryRowx", Role: SQLQuery, Args: q},
			Row{Path: path, Recv: recv, Name: "NamedQuery", Role: SQLQuery, Args: q},
			Row{Path: path, Recv: recv, Name: "NamedExec", Role: SQLExec, Args: q},
			Row{Path: path, Recv: recv, Name: "NamedExecContext", Role: SQLExec, Args: q},
			Row{Path: path, Recv: recv, Name: "MustExec", Role: SQLExec, Args: q},
			Row{Path: path, Recv: recv, Name: "MustExecContext", Role: SQLExec, Args: q},
		)
	}
	return rows
}
