package harness

import (
	"context"
	"crypto/rand"
	"database/sql"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
)

// PostgresURL is the proofs' database: trust auth, database test.
const PostgresURL = "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"

// Schema is a PostgreSQL schema of one test's own, created with its tables
// and dropped when the test ends; connections opened through it find the
// example's tables (orders, shipments, …) there by search_path, so tests
// running at once, here or in another checkout, never share a row.
type Schema struct {
	t     testing.TB
	Name  string
	plain *sql.DB
}

var unsafeName = regexp.MustCompile(`[^a-z0-9]+`)

// NewSchema creates a schema and runs ddl in it.
func NewSchema(t testing.TB, ddl string) *Schema {
	t.Helper()
	Require(t, PostgreSQL)
	name := unsafeName.ReplaceAllString(strings.ToLower(t.Name()), "_")
	if len(name) > 40 {
		name = name[:40]
	}
	s := &Schema{t: t, Name: "proof_" + name + "_" + Token()}
	s.admin(`CREATE SCHEMA ` + s.Name + `; SET search_path TO ` + s.Name + `; ` + ddl)
	t.Cleanup(func() { s.admin(`DROP SCHEMA ` + s.Name + ` CASCADE`) })
	return s
}

func (s *Schema) admin(sql string) {
	s.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c, err := pgx.Connect(ctx, PostgresURL)
	if err != nil {
		s.t.Fatalf("PostgreSQL: connect %s: %v", PostgresURL, err)
	}
	defer c.Close(ctx)
	if _, err := c.Exec(ctx, sql); err != nil {
		s.t.Fatalf("PostgreSQL: %v\n%s", err, sql)
	}
}

// Config is a connection to the schema whose statements pass through hooks
// (nil for none).
func (s *Schema) Config(hooks *Hooks) *pgx.ConnConfig {
	s.t.Helper()
	cfg, err := pgx.ParseConfig(PostgresURL)
	if err != nil {
		s.t.Fatal(err)
	}
	cfg.RuntimeParams["search_path"] = s.Name
	if hooks != nil {
		cfg.Tracer = hooks
	}
	return cfg
}

// DB opens the schema through database/sql with pgx's driver.
func (s *Schema) DB(hooks *Hooks) *sql.DB {
	db := stdlib.OpenDB(*s.Config(hooks))
	s.t.Cleanup(func() { db.Close() })
	return db
}

// Pool opens a pgx pool on the schema.
func (s *Schema) Pool(hooks *Hooks) *pgxpool.Pool {
	s.t.Helper()
	cfg, err := pgxpool.ParseConfig(PostgresURL)
	if err != nil {
		s.t.Fatal(err)
	}
	cfg.ConnConfig = s.Config(hooks)
	pool, err := pgxpool.NewWithConfig(context.Background(), cfg)
	if err != nil {
		s.t.Fatalf("PostgreSQL: %v", err)
	}
	s.t.Cleanup(pool.Close)
	return pool
}

// Exec runs statements in the schema, outside any hook.
func (s *Schema) Exec(sql string, args ...any) {
	s.t.Helper()
	if _, err := s.direct().Exec(sql, args...); err != nil {
		s.t.Fatalf("PostgreSQL: %v\n%s", err, sql)
	}
}

// Int runs a query of one integer in the schema, outside any hook.
func (s *Schema) Int(query string, args ...any) int {
	s.t.Helper()
	var n int
	if err := s.direct().QueryRow(query, args...).Scan(&n); err != nil {
		s.t.Fatalf("PostgreSQL: %v\n%s", err, query)
	}
	return n
}

func (s *Schema) direct() *sql.DB {
	if s.plain == nil {
		s.plain = s.DB(nil)
	}
	return s.plain
}

// Token is a short random string that keeps names and ids of one run
// apart from every other run's.
func Token() string {
	return strings.ToLower(rand.Text()[:10])
}
