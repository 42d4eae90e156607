package proofs

import (
	"context"
	"database/sql"
	"fmt"
	"testing"

	"github.com/idemlint/idemlint/proofs/handlers"
	"github.com/idemlint/idemlint/proofs/harness"
)

// TestCheckThenActMySQL: on MariaDB through go-sql-driver/mysql.
// handlers.ReserveMySQLBuggy counts, then inserts: both deliveries held
// after their count, both insert. ReserveMySQL's INSERT IGNORE, both held
// before it is sent, inserts one row and one delivery is told it won.
// ReserveMySQLUnique keeps the count but treats the unique key's 1062 as
// done: held after the count like the buggy one, it still records one.
func TestCheckThenActMySQL(t *testing.T) {
	harness.Static(t, "checkthenact", harness.Handler("ReserveMySQLBuggy"), harness.Handler("ReserveMySQL"))
	harness.Static(t, "checkthenact", harness.Handler("ReserveMySQLBuggy"), harness.Handler("ReserveMySQLUnique"))
	const (
		plain  = `CREATE TABLE reservations (order_id varchar(64) NOT NULL, sku varchar(64) NOT NULL)`
		unique = `CREATE TABLE reservations (order_id varchar(64) PRIMARY KEY, sku varchar(64) NOT NULL)`
	)
	type reserve func(ctx context.Context, db *sql.DB, orderID, sku string) (bool, error)
	proof := func(name, ddl string, before bool, pattern string, handler reserve, n, want int) {
		hooks := &harness.Hooks{}
		db := harness.MySQL(t, ddl, hooks)
		for i := range n {
			id := fmt.Sprintf("o-%d", i)
			won := winners(t, hooks, before, pattern, func() (bool, error) { return handler(t.Context(), db, id, "sku-1") })
			var rows int
			if err := db.QueryRow(`SELECT COUNT(*) FROM reservations WHERE order_id = ?`, id).Scan(&rows); err != nil {
				t.Fatal(err)
			}
			if rows != want || won != want {
				t.Fatalf("%s round %d: %d reservations and %d deliveries that made one, want %d and %d", name, i, rows, won, want, want)
			}
		}
	}
	proof("ReserveMySQLBuggy", plain, false, `^SELECT COUNT`, handlers.ReserveMySQLBuggy, buggyRounds, 2)
	proof("ReserveMySQL", unique, true, `^INSERT IGNORE`, handlers.ReserveMySQL, rounds, 1)
	proof("ReserveMySQLUnique", unique, false, `^SELECT COUNT`, handlers.ReserveMySQLUnique, rounds, 1)
	t.Logf("buggy: %d of %d rounds, two reservations; INSERT IGNORE and the 1062 test: %d of %d rounds each, one", buggyRounds, buggyRounds, rounds, rounds)
}
