package sqlraw

import (
	"context"
	"database/sql"
	"testing"
)

// A test that checks a count, then seeds a row: no broker redelivers a
// test, so nothing is reported here.
func TestSeed(t *testing.T) {
	var db *sql.DB
	ctx := context.Background()
	var n int
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM processed WHERE id = $1", "a").Scan(&n); err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Fatalf("got %d rows", n)
		return
	}
	if _, err := db.ExecContext(ctx, "INSERT INTO processed (id) VALUES ($1)", "a"); err != nil {
		t.Fatal(err)
	}
}
