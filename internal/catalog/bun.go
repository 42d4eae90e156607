package catalog

// github.com/uptrace/bun v1.3.0. bun.Tx embeds *sql.Tx but declares its own
// Commit and Rollback (value receiver; they release or roll back a savepoint
// when the Tx is nested), and DB and Tx redeclare the database/sql
// Query/Exec family to run query hooks, so these rows name bun's types.
// Tx.BeginTx and Tx.RunInTx open savepoints and are left out. Select queries
// are CHECKs; insert, update and delete queries are WRITEs whether run by
// Exec or by Scan (Scan with Returning).
var bun = concat(
	sqlRows("github.com/uptrace/bun", "DB", "Tx"),
	[]Row{
		// Conn declares only the Context forms.
		{Path: "github.com/uptrace/bun", Recv: "Conn", Name: "QueryContext", Role: SQLQuery, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/uptrace/bun", Recv: "Conn", Name: "QueryRowContext", Role: SQLQuery, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/uptrace/bun", Recv: "Conn", Name: "ExecContext", Role: SQLExec, Args: []Arg{{ArgQuery, "query"}}},
		// Repositories usually take the IConn or IDB interface.
		{Path: "github.com/uptrace/bun", Recv: "IConn", Name: "QueryContext", Role: SQLQuery, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/uptrace/bun", Recv: "IConn", Name: "QueryRowContext", Role: SQLQuery, Args: []Arg{{ArgQuery, "query"}}},
		{Path: "github.com/uptrace/bun", Recv: "IConn", Name: "ExecContext", Role: SQLExec, Args: []Arg{{ArgQuery, "query"}}},

		{Path: "github.com/uptrace/bun", Recv: "SelectQuery", Name: "Scan", Role: Check},
		{Path: "github.com/uptrace/bun", Recv: "SelectQuery", Name: "Exists", Role: Check},
		{Path: "github.com/uptrace/bun", Recv: "SelectQuery", Name: "Count", Role: Check},
		{Path: "github.com/uptrace/bun", Recv: "SelectQuery", Name: "ScanAndCount", Role: Check},
		{Path: "github.com/uptrace/bun", Recv: "InsertQuery", Name: "Exec", Role: Write},
		{Path: "github.com/uptrace/bun", Recv: "InsertQuery", Name: "Scan", Role: Write},
		{Path: "github.com/uptrace/bun", Recv: "UpdateQuery", Name: "Exec", Role: Write, Mode: Sets},
		{Path: "github.com/uptrace/bun", Recv: "UpdateQuery", Name: "Scan", Role: Write, Mode: Sets},
		{Path: "github.com/uptrace/bun", Recv: "DeleteQuery", Name: "Exec", Role: Write, Mode: Removes},
		{Path: "github.com/uptrace/bun", Recv: "DeleteQuery", Name: "Scan", Role: Write, Mode: Removes},
		// Conditions: a select built with one of them looks a key up.
		{Path: "github.com/uptrace/bun", Recv: "SelectQuery", Name: "Where", Role: Filter},
		{Path: "github.com/uptrace/bun", Recv: "SelectQuery", Name: "WherePK", Role: Filter},
		{Path: "github.com/uptrace/bun", Recv: "SelectQuery", Name: "WhereOr", Role: Filter},
		{Path: "github.com/uptrace/bun", Recv: "SelectQuery", Name: "WhereGroup", Role: Filter},
		// For appends FOR and its text: For("UPDATE"), For("SHARE OF t SKIP LOCKED").
		{Path: "github.com/uptrace/bun", Recv: "SelectQuery", Name: "For", Role: LockClause, Args: []Arg{{ArgQuery, "s"}}},
		// On's text is the clause after ON: "CONFLICT DO NOTHING",
		// "CONFLICT (id) DO UPDATE", "DUPLICATE KEY UPDATE".
		{Path: "github.com/uptrace/bun", Recv: "InsertQuery", Name: "On", Role: OnConflict, Args: []Arg{{ArgQuery, "s"}}},
		// Ignore renders INSERT IGNORE / ON CONFLICT DO NOTHING, like ent's sql.DoNothing.
		{Path: "github.com/uptrace/bun", Recv: "InsertQuery", Name: "Ignore", Role: OnConflict},

		{Path: "github.com/uptrace/bun", Recv: "DB", Name: "RunInTx", Role: TxFunc, Args: []Arg{{ArgFunc, "fn"}, {ArgOptions, "opts"}}},
		{Path: "github.com/uptrace/bun", Recv: "Conn", Name: "RunInTx", Role: TxFunc, Args: []Arg{{ArgFunc, "fn"}, {ArgOptions, "opts"}}},
		// IDB is also implemented by Tx, whose RunInTx and BeginTx open a
		// savepoint; called on an IDB they are taken as top-level, the
		// common case. The interface names the callback f.
		{Path: "github.com/uptrace/bun", Recv: "IDB", Name: "RunInTx", Role: TxFunc, Args: []Arg{{ArgFunc, "f"}, {ArgOptions, "opts"}}},
		{Path: "github.com/uptrace/bun", Recv: "IDB", Name: "BeginTx", Role: TxBegin, Args: []Arg{{ArgOptions, "opts"}}},
		{Path: "github.com/uptrace/bun", Recv: "DB", Name: "Begin", Role: TxBegin},
		{Path: "github.com/uptrace/bun", Recv: "DB", Name: "BeginTx", Role: TxBegin, Args: []Arg{{ArgOptions, "opts"}}},
		{Path: "github.com/uptrace/bun", Recv: "Conn", Name: "BeginTx", Role: TxBegin, Args: []Arg{{ArgOptions, "opts"}}},
		{Path: "github.com/uptrace/bun", Recv: "Tx", Name: "Commit", Role: TxCommit},
		{Path: "github.com/uptrace/bun", Recv: "Tx", Name: "Rollback", Role: TxRollback},
	},
)
