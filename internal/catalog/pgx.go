package catalog

// github.com/jackc/pgx/v5 v5.12.0 (pgx, pgconn, pgxpool). Pool.Begin and
// Conn.Begin return the pgx.Tx interface, so every transaction call is
// matched by the Tx interface rows. Tx.Begin (a savepoint, not a
// transaction) and batches (SQL text queued on a Batch, run by SendBatch)
// are left out. CopyFrom is a bulk INSERT without SQL text.
var pgx = concat(
	pgxRows("github.com/jackc/pgx", "Conn"),
	pgxRows("github.com/jackc/pgx", "Tx"),
	pgxRows("github.com/jackc/pgx/pgxpool", "Pool"),
	pgxRows("github.com/jackc/pgx/pgxpool", "Conn"),
	// The *pgxpool.Tx a Pool's Begin returns behind pgx.Tx: a program
	// interface (sqlc's DBTX) is implemented by it too.
	pgxRows("github.com/jackc/pgx/pgxpool", "Tx"),
	[]Row{
		{Path: "github.com/jackc/pgx/pgxpool", Recv: "Tx", Name: "Commit", Role: TxCommit},
		{Path: "github.com/jackc/pgx/pgxpool", Recv: "Tx", Name: "Rollback", Role: TxRollback},
		{Path: "github.com/jackc/pgx", Recv: "Conn", Name: "Begin", Role: TxBegin},
		{Path: "github.com/jackc/pgx", Recv: "Conn", Name: "BeginTx", Role: TxBegin, Args: []Arg{{ArgOptions, "txOptions"}}},
		{Path: "github.com/jackc/pgx/pgxpool", Recv: "Pool", Name: "Acquire", Role: ConnOpen},
		{Path: "github.com/jackc/pgx/pgxpool", Name: "Pool", Object: Type, Role: AutoCommit},
		{Path: "github.com/jackc/pgx/pgxpool", Recv: "Pool", Name: "Begin", Role: TxBegin},
		{Path: "github.com/jackc/pgx/pgxpool", Recv: "Pool", Name: "BeginTx", Role: TxBegin, Args: []Arg{{ArgOptions, "txOptions"}}},
		{Path: "github.com/jackc/pgx/pgxpool", Recv: "Conn", Name: "Begin", Role: TxBegin},
		{Path: "github.com/jackc/pgx/pgxpool", Recv: "Conn", Name: "BeginTx", Role: TxBegin, Args: []Arg{{ArgOptions, "txOptions"}}},
		{Path: "github.com/jackc/pgx", Recv: "Tx", Name: "Commit", Role: TxCommit},
		{Path: "github.com/jackc/pgx", Recv: "Tx", Name: "Rollback", Role: TxRollback},
		{Path: "github.com/jackc/pgx", Name: "BeginFunc", Role: TxFunc, Args: []Arg{{ArgFunc, "fn"}}},
		{Path: "github.com/jackc/pgx", Name: "BeginTxFunc", Role: TxFunc, Args: []Arg{{ArgFunc, "fn"}, {ArgOptions, "txOptions"}}},

		// TxIsoLevel is a string type; the isolation is selected by a
		// TxOptions{IsoLevel: pgx.Serializable} literal.
		{Path: "github.com/jackc/pgx", Name: "Serializable", Object: Const, Role: Serializable},
		// CommandTag is a struct with a value-receiver RowsAffected.
		{Path: "github.com/jackc/pgx/pgconn", Recv: "CommandTag", Name: "RowsAffected", Role: RowsAffected},
		// ErrNoRows wraps sql.ErrNoRows, so errors.Is with either matches.
		{Path: "github.com/jackc/pgx", Name: "ErrNoRows", Object: Var, Role: NotFound},
		// The SQLSTATE ("23505" is unique_violation) is in the Code field.
		{Path: "github.com/jackc/pgx/pgconn", Recv: "PgError", Name: "Code", Object: Field, Role: UniqueViolation},
		// pgx v4 (github.com/jackc/pgx/v4, whose pgx and pgxpool rows are
		// the ones above) returns the CommandTag and the PgError of the
		// separate module github.com/jackc/pgconn v1.14.3.
		{Path: "github.com/jackc/pgconn", Recv: "CommandTag", Name: "RowsAffected", Role: RowsAffected},
		{Path: "github.com/jackc/pgconn", Recv: "PgError", Name: "Code", Object: Field, Role: UniqueViolation},
	},
)

// pgxRows lists the SQL-text and copy methods shared by pgx.Conn, pgx.Tx,
// pgxpool.Pool and pgxpool.Conn, which all name the text parameter sql.
func pgxRows(path, recv string) []Row {
	q := []Arg{{ArgQuery, "sql"}}
	return []Row{
		{Path: path, Recv: recv, Name: "Query", Role: SQLQuery, Args: q},
		{Path: path, Recv: recv, Name: "QueryRow", Role: SQLQuery, Args: q},
		{Path: path, Recv: recv, Name: "Exec", Role: SQLExec, Args: q},
		{Path: path, Recv: recv, Name: "CopyFrom", Role: Write},
	}
}
