package harness

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"testing"
	"time"

	"github.com/go-sql-driver/mysql"
)

// MariaDB is the proofs' MySQL-compatible server: root without a password.
var MariaDB = Server{"MariaDB", "127.0.0.1:3306", "start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd"}

func mysqlConfig(db string) *mysql.Config {
	cfg := mysql.NewConfig()
	cfg.User, cfg.Net, cfg.Addr, cfg.DBName = "root", "tcp", MariaDB.Addr, db
	cfg.MultiStatements = true
	// Arguments are sent inside the statement, so every statement goes
	// through the connection's ExecContext and QueryContext, where the
	// hooks are, rather than through a prepared statement.
	cfg.InterpolateParams = true
	return cfg
}

// MySQL creates a database of the test's own on MariaDB, runs ddl in it,
// and opens it through go-sql-driver/mysql with hooks on its statements;
// the database is dropped when the test ends.
func MySQL(t testing.TB, ddl string, hooks *Hooks) *sql.DB {
	t.Helper()
	Require(t, MariaDB)
	name := "proof_" + Token()
	admin := func(stmt string) {
		t.Helper()
		conn, err := mysql.NewConnector(mysqlConfig(""))
		if err != nil {
			t.Fatal(err)
		}
		db := sql.OpenDB(conn)
		defer db.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if _, err := db.ExecContext(ctx, stmt); err != nil {
			t.Fatalf("MariaDB: %v\n%s", err, stmt)
		}
	}
	admin("CREATE DATABASE " + name)
	t.Cleanup(func() { admin("DROP DATABASE " + name) })
	inner, err := mysql.NewConnector(mysqlConfig(name))
	if err != nil {
		t.Fatal(err)
	}
	db := sql.OpenDB(hookedConnector{inner, hooks})
	t.Cleanup(func() { db.Close() })
	if _, err := db.ExecContext(t.Context(), ddl); err != nil {
		t.Fatalf("MariaDB: %v\n%s", err, ddl)
	}
	return db
}

// hookedConnector hands out connections whose statements pass through
// hooks, as pgx's tracer does for PostgreSQL.
type hookedConnector struct {
	inner driver.Connector
	hooks *Hooks
}

func (c hookedConnector) Connect(ctx context.Context) (driver.Conn, error) {
	conn, err := c.inner.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &hookedConn{conn, c.hooks}, nil
}

func (c hookedConnector) Driver() driver.Driver { return c.inner.Driver() }

// hookedConn forwards to go-sql-driver/mysql's connection, which has every
// interface it asserts.
type hookedConn struct {
	driver.Conn
	hooks *Hooks
}

func (c *hookedConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	ctx = c.hooks.start(ctx, query)
	res, err := c.Conn.(driver.ExecerContext).ExecContext(ctx, query, args)
	if err == nil {
		c.hooks.end(ctx, query)
	}
	return res, err
}

func (c *hookedConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	ctx = c.hooks.start(ctx, query)
	rows, err := c.Conn.(driver.QueryerContext).QueryContext(ctx, query, args)
	if err == nil {
		c.hooks.end(ctx, query)
	}
	return rows, err
}

func (c *hookedConn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	return c.Conn.(driver.ConnPrepareContext).PrepareContext(ctx, query)
}

func (c *hookedConn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	return c.Conn.(driver.ConnBeginTx).BeginTx(ctx, opts)
}

func (c *hookedConn) CheckNamedValue(v *driver.NamedValue) error {
	return c.Conn.(driver.NamedValueChecker).CheckNamedValue(v)
}

func (c *hookedConn) ResetSession(ctx context.Context) error {
	return c.Conn.(driver.SessionResetter).ResetSession(ctx)
}

func (c *hookedConn) IsValid() bool { return c.Conn.(driver.Validator).IsValid() }

func (c *hookedConn) Ping(ctx context.Context) error { return c.Conn.(driver.Pinger).Ping(ctx) }
